import { BULK_DIRS, HASH_MAX_BYTES, HIGH_VALUE_DIRS, HIGH_VALUE_NAMES } from "../core/snapshot-roots.js";

/*
 * Walk records (see snapshot-format.ts) asked about as bytes, so the snapshot's read-back and collect's
 * diff decode only the few records that matter: decoding every record's path to ask whether it is a
 * high-value file cost more CPU than find's whole walk of a home directory full of dot-directories.
 * Every needle here is ASCII, and UTF-8 never puts an ASCII byte inside a longer character, so a byte
 * search answers exactly what the same search on the decoded path answers (a test holds each function
 * to its string twin).
 */

const SLASH_DOT = Buffer.from("/.");

/** Where the record at `start` has its path: after the VALUE's eight fields; -1 when malformed. */
export function pathStart(b: Uint8Array, start: number, end: number): number {
  let at = start;
  for (let k = 0; k < 8; k++) {
    while (at < end && b[at] !== 32) at++;
    if (at >= end) return -1;
    at++;
  }
  return b[at] === 47 /* / */ ? at : -1;
}

/** What `HighValueTest` looks for after a `/`, as bit flags. */
const DOT = 1;
const HIGH_DIR = 2;
const BULK = 4;
const GIT = 8;

/**
 * `isHighValuePath` of a record's path without decoding it. Asked of the whole record b[start, to)
 * (`to`: where its path ends): the VALUE before the path holds no `/`, so every search that starts
 * with one finds only what the path holds. Plain loops over the bytes: these are short, and each
 * call into Buffer's searches and comparisons costs more than the loop (measured: several times the
 * string twin's time when a home full of dot-directories took a dozen calls a record).
 */
export class HighValueTest {
  /** High-value names by length. */
  private readonly names = new Map<number, Uint8Array[]>();
  /** Each git directory with a trailing slash; those without a `/.` in them apart. */
  private readonly gitDirs: Uint8Array[];
  private readonly plainGitDirs: Uint8Array[];
  /** Needles that start with `/`, with the flag each sets. */
  private readonly needles: [Uint8Array, number][] = [
    [Buffer.from("/."), DOT],
    ...HIGH_VALUE_DIRS.map((d): [Uint8Array, number] => [Buffer.from(d), HIGH_DIR]),
    ...BULK_DIRS.map((d): [Uint8Array, number] => [Buffer.from(d), BULK]),
    [Buffer.from("/.git/"), GIT],
  ];
  /** The next `/.` in `dotIn` at or after `dotFrom` (-1: none; -2: not searched). */
  private dotIn: Buffer | null = null;
  private dotFrom = 0;
  private dotAt = -2;

  constructor(gitDirs: readonly string[]) {
    for (const name of HIGH_VALUE_NAMES) {
      const bytes = Buffer.from(name);
      const list = this.names.get(bytes.length);
      if (list) list.push(bytes);
      else this.names.set(bytes.length, [bytes]);
    }
    this.gitDirs = gitDirs.map((g) => Buffer.from(`${g}/`));
    this.plainGitDirs = this.gitDirs.filter((g) => !includes(g, 0, g.length, SLASH_DOT));
  }

  test(b: Uint8Array, start: number, to: number): boolean {
    if (this.named(b, to)) return true;
    let found = 0;
    for (let i = start; i < to; i++) {
      if (b[i] !== 47) continue;
      for (const [needle, flag] of this.needles)
        if (needle[1] === b[i + 1] && startsAt(b, i, to, needle)) found |= flag;
    }
    let inGitDir = false;
    if (this.gitDirs.length > 0) {
      const from = b[start] === 47 ? start : pathStart(b, start, to + 1);
      for (const g of this.gitDirs) if (startsAt(b, from, to, g)) inGitDir = true;
    }
    if (!inGitDir && (found & DOT) === 0) return false;
    if ((found & HIGH_DIR) !== 0) return true;
    if ((found & BULK) !== 0) return false;
    return inGitDir || (found & GIT) !== 0;
  }

  /**
   * `wantsHash` of the record b[start, …) whose path ends at `to`: a small regular file, high-value.
   * Asked of records in order through a buffer, it searches for `/.` once for all the records before
   * the next one that holds it: most records (a worktree's) are then ruled out without a search.
   */
  wantsHash(b: Buffer, start: number, to: number): boolean {
    if (b[start] !== 102 /* f */) return false;
    if (b !== this.dotIn || start < this.dotFrom) {
      this.dotIn = b;
      this.dotAt = -2;
    }
    this.dotFrom = start;
    if (this.dotAt !== -1 && this.dotAt < start) this.dotAt = b.indexOf(SLASH_DOT, start);
    // Every rule but a name and a git directory without a `/.` in it needs one (see isHighValuePath).
    if (
      !(this.dotAt !== -1 && this.dotAt + 1 < to) &&
      !this.named(b, to) &&
      !this.inPlainGitDir(b, start, to)
    )
      return false;
    if (!this.test(b, start, to)) return false;
    // VALUE: f dev ino perm nlink size …: the size is the sixth field.
    let at = start;
    for (let k = 0; k < 5; k++) while (b[at++] !== 32);
    let size = 0;
    for (let c = b[at]!; c >= 48 && c <= 57; c = b[++at]!) size = size * 10 + (c - 48);
    return size <= HASH_MAX_BYTES;
  }

  /** The leaf of the path ending at `to` is a high-value name. */
  private named(b: Uint8Array, to: number): boolean {
    let leaf = to;
    while (b[leaf - 1] !== 47) leaf--;
    const named = this.names.get(to - leaf);
    if (named) for (const n of named) if (startsAt(b, leaf, to, n)) return true;
    return false;
  }

  private inPlainGitDir(b: Uint8Array, start: number, to: number): boolean {
    if (this.plainGitDirs.length === 0) return false;
    const from = b[start] === 47 ? start : pathStart(b, start, to + 1);
    for (const g of this.plainGitDirs) if (startsAt(b, from, to, g)) return true;
    return false;
  }
}

/** `b[at, to)` starts with `needle`. */
function startsAt(b: Uint8Array, at: number, to: number, needle: Uint8Array): boolean {
  if (to - at < needle.length) return false;
  for (let k = 0; k < needle.length; k++) if (b[at + k] !== needle[k]) return false;
  return true;
}

function includes(b: Uint8Array, from: number, to: number, needle: Uint8Array): boolean {
  for (let i = from; i < to; i++) if (startsAt(b, i, to, needle)) return true;
  return false;
}

/**
 * `wantsXattrs` of the directory whose path ends at `to` (it or its parent is a dot-directory);
 * `from` is where its path or its record starts (the VALUE holds no `/`).
 */
export function wantsXattrsBytes(b: Uint8Array, from: number, to: number): boolean {
  let cut = to - 1;
  while (cut > from && b[cut] !== 47) cut--;
  if (b[cut + 1] === 46 && cut + 1 < to) return true;
  if (cut <= from) return false;
  let up = cut - 1;
  while (up > from && b[up] !== 47) up--;
  return b[up] === 47 && b[up + 1] === 46;
}

/**
 * Splits walk records as their bytes are read in pieces, in one buffer that is reused (what is left
 * of a record cut by a piece's end moves to its start), so reading a walk allocates nothing per piece.
 */
export class RecordPieces {
  private buf = Buffer.allocUnsafe(1 << 21);
  private len = 0;

  /** Where to read up to `want` more bytes: the buffer and the offset (it grows for a long record). */
  space(want: number): [Buffer, number] {
    if (this.len + want > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.len + want));
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    return [this.buf, this.len];
  }

  /** `n` bytes were read into `space`: `each(b, start, end)` for every complete record in order. */
  took(n: number, each: (b: Buffer, start: number, end: number) => void): void {
    const len = this.len + n;
    // A view of the bytes read, new for each piece: searches stop at its end, and a test that
    // remembers a search by buffer (HighValueTest.wantsHash) starts anew when the bytes moved.
    const b = this.buf.subarray(0, len);
    let at = 0;
    for (;;) {
      let end = b.indexOf(0, at);
      // A symlink's record holds its target as one more NUL-terminated field.
      if (end >= 0 && b[at] === 108 /* l */) end = b.indexOf(0, end + 1);
      if (end < 0) break;
      each(b, at, end + 1);
      at = end + 1;
    }
    b.copy(b, 0, at, len);
    this.len = len - at;
  }

  /** Bytes of a record not yet complete. */
  get pending(): number {
    return this.len;
  }
}

/** The record b[start, end)'s path and VALUE as strings (a symlink's VALUE: `head\ttarget`); null when malformed. */
export function decodeRecord(b: Buffer, start: number, end: number): [string, string] | null {
  const from = pathStart(b, start, end);
  if (from < 0) return null;
  const to = b[start] === 108 /* l */ ? b.indexOf(0, from) : end - 1;
  const head = b.toString("utf8", start, from - 1);
  const path = b.toString("utf8", from, to);
  return [path, b[start] === 108 ? `${head}\t${b.toString("utf8", to + 1, end - 1)}` : head];
}
