/** Names stored as bytes (a byte a unit below 0xFF), in a chunked arena: what the tables keep instead of strings. */
import { ForgeGateError } from "../errors.js";
import { FNV_PRIME } from "./hash.js";

/** Bytes of one arena chunk; a record starts in the first CHUNK bytes of its chunk. */
const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;
/** Offsets stay positive int32s (-1 marks an empty slot): 2 GiB of names at most. */
const MAX_CHUNKS = 1 << (31 - CHUNK_BITS);
/** Ranges at least this long are written by the platform's encoder (ASCII), shorter ones by a loop. */
const ENCODE_MIN = 24;
const encoder = new TextEncoder();

/** The unit count stored at `chunk[at…]` (7 bits a byte, low first, as UnitArena writes it). */
function lengthAt(chunk: Uint8Array, at: number): number {
  let n = 0;
  for (let shift = 0; ; shift += 7) {
    const b = chunk[at++]!;
    n += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return n;
  }
}

/** The bytes that unit count `n` takes (see lengthAt). */
function lengthSize(n: number): number {
  let size = 1;
  for (; n >= 0x80; size++) n >>>= 7;
  return size;
}

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

/**
 * Names (UTF-16 code units) stored as bytes: a unit below 0xFF in one byte, any other as 0xFF and its
 * two bytes, so paths in Latin-1 (nearly all) cost a byte a character. Chunked, never copied: growing
 * a flat array would hold the old copy and the new one at once.
 */
export class UnitArena {
  private readonly chunks: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  private pos = 0;

  /** The offset of `bytes` contiguous bytes, which the caller then fills through `at`. */
  private room(bytes: number): number {
    if (this.pos + bytes > this.chunk.length || this.pos >= CHUNK) {
      if (this.chunks.length === MAX_CHUNKS) {
        throw new ForgeGateError(
          "input_too_large",
          "more than 2 GiB of distinct path names to tell apart",
          "Check the changed paths in several smaller lists",
        );
      }
      // Small inputs (one check while a snapshot is taken) start small.
      const size = this.chunks.length === 0 ? 1 << 14 : CHUNK;
      this.chunk = new Uint8Array(Math.max(size, bytes));
      this.chunks.push(this.chunk);
      this.pos = 0;
    }
    return (this.chunks.length - 1) * CHUNK + this.pos;
  }

  /** Stores `s[from, to)`, preceded by `head` (4 bytes, little-endian) and its length when `head >= 0`. */
  store(s: string, from: number, to: number, head = -1): number {
    const offset = this.room(3 * (to - from) + (head >= 0 ? 9 : 0));
    const chunk = this.chunk;
    let at = this.pos;
    if (head >= 0) {
      chunk[at++] = head & 0xff;
      chunk[at++] = (head >>> 8) & 0xff;
      chunk[at++] = (head >>> 16) & 0xff;
      chunk[at++] = head >>> 24;
      for (let n = to - from; ; n >>>= 7) {
        if (n < 0x80) {
          chunk[at++] = n;
          break;
        }
        chunk[at++] = (n & 0x7f) | 0x80;
      }
    }
    this.pos = writeUnits(chunk, at, s, from, to);
    return offset;
  }

  /** True when the units at `offset` begin with `s[from, to)`. */
  same(offset: number, s: string, from: number, to: number): boolean {
    return sameUnits(this.chunks[offset >>> CHUNK_BITS]!, offset & (CHUNK - 1), s, from, to);
  }

  /** True when the record at `offset` has head `head` and holds exactly `s[from, to)`. */
  sameRecord(offset: number, head: number, s: string, from: number, to: number): boolean {
    const chunk = this.chunks[offset >>> CHUNK_BITS]!;
    let at = offset & (CHUNK - 1);
    if ((chunk[at]! | (chunk[at + 1]! << 8) | (chunk[at + 2]! << 16) | (chunk[at + 3]! << 24)) !== head)
      return false;
    at += 4;
    const n = lengthAt(chunk, at);
    at += lengthSize(n);
    return n === to - from && sameUnits(chunk, at, s, from, to);
  }

  /** The `units` code units stored at `offset` (without a head). */
  text(offset: number, units: number): string {
    return unitsText(this.chunks[offset >>> CHUNK_BITS]!, offset & (CHUNK - 1), units)[0];
  }

  /** `hashRange(state, …)` over "/" and the text of the record at `offset` (as its caller hashed it). */
  hashRecord(offset: number, state: number): number {
    const chunk = this.chunks[offset >>> CHUNK_BITS]!;
    let at = (offset & (CHUNK - 1)) + 4;
    const n = lengthAt(chunk, at);
    at += lengthSize(n);
    let h = Math.imul(state ^ 47, FNV_PRIME);
    for (let k = 0; k < n; k++) {
      let c = chunk[at++]!;
      if (c === WIDE) {
        c = (chunk[at]! << 8) | chunk[at + 1]!;
        at += 2;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    return h;
  }

  /** The head and the text (unless `withText` is false) of the record at `offset`. */
  record(offset: number, withText = true): [number, string] {
    const chunk = this.chunks[offset >>> CHUNK_BITS]!;
    let at = offset & (CHUNK - 1);
    const head = chunk[at]! | (chunk[at + 1]! << 8) | (chunk[at + 2]! << 16) | (chunk[at + 3]! << 24);
    if (!withText) return [head, ""];
    at += 4;
    const n = lengthAt(chunk, at);
    at += lengthSize(n);
    return [head, unitsText(chunk, at, n)[0]];
  }
}
