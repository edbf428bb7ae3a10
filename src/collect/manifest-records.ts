import { pathStart } from "./record-bytes.js";

/**
 * A manifest's records read where they are: each record's place in the manifest's bytes, and a
 * path or VALUE decoded only when asked for. Collect compares the walk's records with these byte
 * for byte and decodes only those that differ: holding every entry as two strings (a million
 * entries in a home directory) cost hundreds of megabytes and most of collect's CPU, in decoding
 * and then in collecting the garbage.
 */
export class ManifestRecords {
  readonly count: number;
  /** Where each record starts; one more: where the records end. */
  private readonly starts: Float64Array;
  /** Where each record's path starts, less its start, plus one (0: not found yet). */
  private readonly heads: Uint16Array;
  /** Records by a hash of their path (record + 1; 0 empty), built the first time a path is looked up. */
  private slots: Int32Array | null = null;
  private mask = 0;
  /** Paths whose probe sequence would pass MAX_PROBE (crafted collisions), by their text. */
  private readonly overflow = new Map<string, number>();

  /**
   * The records of `bytes[from, to)`. `corrupt(what)` is the error for a malformed record (thrown
   * here when a record is cut short, later when a malformed one is first read).
   */
  constructor(
    private readonly bytes: Buffer,
    from: number,
    to: number,
    private readonly corrupt: (what: string) => Error,
  ) {
    let starts = new Float64Array(1024);
    let n = 0;
    for (let at = from; at < to; ) {
      if (n + 1 === starts.length) {
        const bigger = new Float64Array(2 * starts.length);
        bigger.set(starts);
        starts = bigger;
      }
      starts[n++] = at;
      let end = bytes.indexOf(0, at);
      // A symlink's record holds its target as one more NUL-terminated field.
      if (end >= 0 && bytes[at] === 108 /* l */) end = bytes.indexOf(0, end + 1);
      if (end < 0 || end >= to) throw corrupt("a malformed record");
      at = end + 1;
    }
    starts[n] = to;
    this.count = n;
    this.starts = starts;
    this.heads = new Uint16Array(n);
  }

  /** Where record `i` has its path, and where the path ends. */
  private pathOf(i: number): [number, number] {
    const start = this.starts[i]!;
    let head = this.heads[i]!;
    if (head === 0) {
      const at = pathStart(this.bytes, start, this.starts[i + 1]!);
      if (at < 0 || at - start + 1 > 0xffff) throw this.corrupt("a malformed record");
      head = at - start + 1;
      this.heads[i] = head;
    }
    const from = start + head - 1;
    return [from, this.bytes.indexOf(0, from)];
  }

  pathAt(i: number): string {
    const [from, to] = this.pathOf(i);
    return this.bytes.toString("utf8", from, to);
  }

  /** Record `i`'s VALUE as the diff reads it (a symlink's: `head\ttarget`). */
  valueAt(i: number): string {
    const start = this.starts[i]!;
    const [from, to] = this.pathOf(i);
    const head = this.bytes.toString("utf8", start, from - 1);
    if (this.bytes[start] !== 108 /* l */) return head;
    return `${head}\t${this.bytes.toString("utf8", to + 1, this.starts[i + 1]! - 1)}`;
  }

  /** True when record `i` is, byte for byte, `b[start, end)`. */
  sameRecord(i: number, b: Buffer, start: number, end: number): boolean {
    const s = this.starts[i]!;
    const e = this.starts[i + 1]!;
    return e - s === end - start && this.bytes.compare(b, start, end, s, e) === 0;
  }

  /** True when record `i`'s path is `b[from, to)`. */
  samePath(i: number, b: Buffer, from: number, to: number): boolean {
    const [s, e] = this.pathOf(i);
    return e - s === to - from && this.bytes.compare(b, from, to, s, e) === 0;
  }

  /** The record whose path is `b[from, to)`, or -1 (the first when a malformed manifest has two). */
  find(b: Buffer, from: number, to: number): number {
    const slots = this.slots ?? this.index();
    let at = hashBytes(b, from, to) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++, at = (at + 1) & this.mask) {
      const i = slots[at]! - 1;
      if (i < 0) return -1;
      if (this.samePath(i, b, from, to)) return i;
    }
    return this.overflow.size === 0 ? -1 : (this.overflow.get(b.toString("utf8", from, to)) ?? -1);
  }

  findPath(path: string): number {
    const b = Buffer.from(path);
    return this.find(b, 0, b.length);
  }

  /**
   * Every path by its hash: open addressing, at most half full, exact (each hit is compared byte for
   * byte). A path whose probe sequence would be longer than MAX_PROBE (crafted collisions: the paths
   * are an agent's to choose) goes to a map by its text, so a flood of them costs what a map costs.
   */
  private index(): Int32Array {
    let size = 2;
    while (size < 2 * this.count) size *= 2;
    const slots = new Int32Array(size);
    this.mask = size - 1;
    for (let i = 0; i < this.count; i++) {
      const [from, to] = this.pathOf(i);
      let at = hashBytes(this.bytes, from, to) & this.mask;
      let probe = 0;
      // The first of two equal paths wins (a manifest never holds two).
      for (; probe < MAX_PROBE && slots[at] !== 0; probe++, at = (at + 1) & this.mask)
        if (this.samePath(slots[at]! - 1, this.bytes, from, to)) break;
      if (probe === MAX_PROBE) {
        const path = this.bytes.toString("utf8", from, to);
        if (!this.overflow.has(path)) this.overflow.set(path, i);
      } else if (slots[at] === 0) slots[at] = i + 1;
    }
    this.slots = slots;
    return slots;
  }
}

/** Longest probe sequence before a path goes to the overflow map. */
const MAX_PROBE = 32;

/** FNV-1a over `b[from, to)`, finished with murmur3's mixer. */
function hashBytes(b: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5 | 0;
  for (let i = from; i < to; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
