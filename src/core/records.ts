import { ForgeGateError } from "./errors.js";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 or throws naming the byte offset of the first invalid sequence. */
export function decodeUtf8(buf: Uint8Array, what: string): string {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new ForgeGateError(
      "input_invalid",
      `${what} is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(buf)})`,
      "forge-gate reads paths and leases as UTF-8",
    );
  }
}

function firstInvalidUtf8(buf: Uint8Array): number {
  let lo = 0;
  let hi = buf.length;
  // Binary search on the longest valid prefix, backing off up to 3 bytes for a split sequence.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (isValidPrefix(buf, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function isValidPrefix(buf: Uint8Array, n: number): boolean {
  for (let back = 0; back <= 3 && back <= n; back++) {
    try {
      strictUtf8.decode(buf.subarray(0, n - back));
      return true;
    } catch {}
  }
  return false;
}

/**
 * Splits path records. Line mode: newline-separated; a record holding NUL or CR cannot be a
 * line-mode path and is an error (use -z). NUL mode: NUL-separated, newlines allowed inside.
 * A final empty record (trailing separator) is dropped; blank records are kept for the caller to skip.
 */
export function splitPathRecords(buf: Uint8Array, nul: boolean, what: string): string[] {
  const text = decodeUtf8(buf, what);
  const sep = nul ? "\0" : "\n";
  const records = text.split(sep);
  if (records.length > 0 && records[records.length - 1] === "") records.pop();
  if (!nul) {
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      if (r.includes("\0")) {
        throw new ForgeGateError(
          "input_invalid",
          `${what}: record ${i + 1} contains a NUL byte`,
          "NUL-separated input needs -z (as `git diff -z` and `find -print0` write it)",
        );
      }
      if (r.includes("\r")) {
        throw new ForgeGateError(
          "input_invalid",
          `${what}: record ${i + 1} contains a carriage return, so in line mode it cannot be told from a line break`,
          "Convert CRLF line endings, or pass NUL-separated paths with -z",
        );
      }
    }
  }
  return records;
}
