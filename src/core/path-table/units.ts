/** Names stored as bytes (a byte a unit below 0xFF, three bytes for any other unit): what the directory table keeps instead of strings. */

/** Ranges at least this long are written by the platform's encoder (ASCII), shorter ones by a loop. */
const ENCODE_MIN = 24;
const encoder = new TextEncoder();

/** True when the units stored at `chunk[at…]` (see writeUnits) begin with `s[from, to)`. */
export function sameUnits(chunk: Uint8Array, at: number, s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) {
      if (chunk[at++] !== c) return false;
    } else if (chunk[at] !== WIDE || chunk[at + 1] !== c >>> 8 || chunk[at + 2] !== (c & 0xff)) return false;
    else at += 3;
  }
  return true;
}

/** Writes the units `s[from, to)` into `bytes` at `at` (3 bytes a unit at most); where they end. */
export function writeUnits(bytes: Uint8Array, at: number, s: string, from: number, to: number): number {
  if (to - from >= ENCODE_MIN) {
    // ASCII is the same in UTF-8 and here: one native copy. Anything else is written again below.
    const { read, written } = encoder.encodeInto(s.slice(from, to), bytes.subarray(at, at + 3 * (to - from)));
    if (read === to - from && written === read) return at + written;
  }
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) bytes[at++] = c;
    else {
      bytes[at++] = WIDE;
      bytes[at++] = c >>> 8;
      bytes[at++] = c & 0xff;
    }
  }
  return at;
}

/** The `units` code units stored as bytes at `at` of `chunk`, and where they end. */
export function unitsText(chunk: Uint8Array, at: number, units: number): [string, number] {
  const codes: number[] = [];
  for (let k = 0; k < units; k++) {
    const b = chunk[at++]!;
    if (b < WIDE) codes.push(b);
    else {
      codes.push((chunk[at]! << 8) | chunk[at + 1]!);
      at += 2;
    }
  }
  let out = "";
  for (let k = 0; k < codes.length; k += 4096) out += String.fromCharCode(...codes.slice(k, k + 4096));
  return [out, at];
}

/** A code unit at or above this takes three bytes: the marker and its two bytes. */
export const WIDE = 0xff;
