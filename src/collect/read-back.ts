// Reading find's output back into the manifest: records checked and copied as bytes, the newest time kept,
// high-value files and xattrs picked on the way (split from snapshot.ts, which plans and runs the walk).
import type { Hash } from "node:crypto";
import { readSync } from "node:fs";
import { timeToNs } from "../core/snapshot-format.js";
import { writeAll } from "../io/fd-bytes.js";
import { HighValueTest, wantsXattrsBytes } from "./record-bytes.js";
import { XattrCollector } from "./xattrs.js";

/** A `seconds.fraction` time held as bytes: the newest seen so far (laterTime's order, without strings). */
class MaxTime {
  private bytes = Buffer.from("0.0000000000", "latin1");
  private len = this.bytes.length;

  /** Keeps b[s, e) when it is later than the time held. */
  offer(b: Buffer, s: number, e: number): void {
    const n = e - s;
    const cur = this.bytes;
    if (n === this.len) {
      let k = 0;
      while (k < n && b[s + k] === cur[k]) k++;
      if (k === n || b[s + k]! < cur[k]!) return;
    } else if (n < this.len) return;
    if (n > cur.length) this.bytes = Buffer.allocUnsafe(2 * n);
    b.copy(this.bytes, 0, s, e);
    this.len = n;
  }

  ns(): bigint {
    return timeToNs(this.bytes.toString("latin1", 0, this.len));
  }
}

const READ_BYTES = 1 << 20;

/**
 * Where the time field after the space at `from` ends (the next space). find's times have ten
 * fractional digits, so one with its dot 10 bytes in is 21 bytes long (until the year 2286): no
 * search. Throws when the record ends first.
 */
function timeEnd(b: Buffer, from: number, end: number): number {
  if (b[from + 11] === 46 && b[from + 22] === 32 && from + 22 < end) return from + 22;
  const at = b.indexOf(32, from + 1);
  if (at < 0 || at >= end) throw new Error("find wrote a malformed record");
  return at;
}

/** One find's file as it is read back: bytes read so far, and the record not yet complete. */
interface Part {
  fd: number;
  /** File offset read up to. */
  pos: number;
  /** The bytes of a record find has not finished writing, from 0. */
  buf: Buffer;
  len: number;
  /** Its find had exited, and everything it wrote has been read. */
  complete: boolean;
}

/**
 * Reads back the records find writes, while it writes them: hashes the bytes for the digest, counts
 * entries, picks the files to hash and finds the newest times. It scans the bytes in reused
 * buffers and decodes only the few paths it keeps (a directory whose xattrs are digested, a file that
 * may be hashed): decoding every record to a string cost more CPU than the scan itself, and on a
 * busy 2-core machine that CPU is taken from find. With several finds, each file is scanned as it
 * grows, while the digest (and the copy into the manifest) follows the files in order: what is left
 * when the last find exits is only the digest of what the others wrote meanwhile.
 */
export class ReadBack {
  entries = 0;
  /** Digests every directory's xattrs, beside the walk. */
  readonly xattrs = new XattrCollector();
  private readonly maxC = new MaxTime();
  private readonly maxM = new MaxTime();
  /** Which files are hashed, asked of their records' bytes. */
  private readonly high: HighValueTest;
  private readonly parts: Part[];
  private readonly exited: boolean[];
  /** The digest has taken parts[ord] up to ordPos (and every part before it). */
  private ord = 0;
  private ordPos: number;
  private scratch: Buffer | null = null;

  constructor(
    /** The files find writes into: their records, in this order, are the manifest's. */
    fds: readonly number[],
    start: number,
    private readonly digest: Hash,
    private readonly hashes: string[],
    gitDirs: readonly string[],
    /** Where the bytes read are copied (the manifest, behind its header); null: they are already there. */
    private readonly out: number | null,
  ) {
    this.parts = fds.map((fd, i) => ({
      fd,
      pos: i === 0 ? start : 0,
      buf: Buffer.allocUnsafe(READ_BYTES),
      len: 0,
      complete: false,
    }));
    this.ordPos = start;
    this.exited = fds.map(() => false);
    this.high = new HighValueTest(gitDirs);
  }

  /** Reads and scans whatever was appended since the last call. */
  poll(): void {
    this.xattrs.startWaiting();
    for (let i = 0; i < this.parts.length; i++) this.pull(i);
    this.order();
  }

  /** Reads part i's new bytes and scans them; digests them at once when it is the part in order. */
  private pull(i: number): void {
    const part = this.parts[i]!;
    if (part.complete) return;
    // Its find had exited before this call: once a read finds nothing more, the file is complete.
    const exited = this.exited[i];
    for (;;) {
      if (part.len === part.buf.length) {
        // One record longer than the buffer (a very long path and symlink target): grow it.
        const bigger = Buffer.allocUnsafe(2 * part.buf.length);
        part.buf.copy(bigger, 0, 0, part.len);
        part.buf = bigger;
      }
      const n = readSync(part.fd, part.buf, part.len, part.buf.length - part.len, part.pos);
      if (n === 0) {
        part.complete = exited === true;
        return;
      }
      if (i === this.ord && this.ordPos === part.pos) {
        this.take(part.buf.subarray(part.len, part.len + n));
        this.ordPos += n;
      }
      part.pos += n;
      part.len += n;
      const used = this.scan(part.buf.subarray(0, part.len));
      if (used > 0) {
        part.buf.copy(part.buf, 0, used, part.len);
        part.len -= used;
      }
    }
  }

  /** Digests (and copies) the parts in order, as far as they have been read. */
  private order(): void {
    for (;;) {
      const part = this.parts[this.ord]!;
      // Read and scanned ahead of the digest (a later part while an earlier one ran): read again.
      while (this.ordPos < part.pos) {
        this.scratch ??= Buffer.allocUnsafe(READ_BYTES);
        const want = Math.min(this.scratch.length, part.pos - this.ordPos);
        const n = readSync(part.fd, this.scratch, 0, want, this.ordPos);
        if (n === 0) throw new Error("find's records file ended early");
        this.take(this.scratch.subarray(0, n));
        this.ordPos += n;
      }
      if (!part.complete || this.ord === this.parts.length - 1) return;
      if (part.len !== 0) throw new Error("find's records ended in the middle of one");
      this.ord++;
      this.ordPos = 0;
    }
  }

  private take(bytes: Buffer): void {
    if (this.out !== null) writeAll(this.out, bytes);
    this.digest.update(bytes);
  }

  /** Scans the complete records at the start of `b`; returns how many bytes they fill. */
  private scan(b: Buffer): number {
    const len = b.length;
    let p = 0;
    while (p < len) {
      // Native searches where they can: this runs on every record while find needs the cores.
      const end = b.indexOf(0, p);
      if (end < 0) return p;
      // The VALUE's eight fields hold no spaces (only the path may): the 6th to 8th spaces bound the times.
      let s6 = p;
      for (let k = 0; k < 6 && s6 < end; s6++) if (b[s6] === 32 && ++k === 6) break;
      if (s6 >= end) throw new Error("find wrote a malformed record");
      const s7 = timeEnd(b, s6, end);
      const s8 = timeEnd(b, s7, end);
      const t = b[p];
      let next = end + 1;
      if (t === 108 /* l */) {
        // A symlink's target is one more field, possibly not written yet.
        next = b.indexOf(0, next);
        if (next < 0) return p;
        next++;
      }
      this.entries++;
      // Directories carry times too (see snapshot-format.ts): the clock must pass theirs as well.
      this.maxM.offer(b, s6 + 1, s7);
      this.maxC.offer(b, s7 + 1, s8);
      if (t === 100 /* d */) {
        if (wantsXattrsBytes(b, s8 + 1, end)) this.xattrs.add(b.toString("utf8", s8 + 1, end));
      } else if (this.high.wantsHash(b, p, end)) this.hashes.push(b.toString("utf8", s8 + 1, end));
      p = next;
    }
    return p;
  }

  /** find i has exited: what is in its file is all it wrote. */
  done(i: number): void {
    this.exited[i] = true;
  }

  /** Reads the rest, once every find has exited. */
  finish(): { entries: number; maxCtimeNs: bigint; maxMtimeNs: bigint } {
    this.exited.fill(true);
    this.poll();
    if (this.ord !== this.parts.length - 1 || this.parts.some((p) => !p.complete || p.len !== 0))
      throw new Error("find's records ended in the middle of one");
    return { entries: this.entries, maxCtimeNs: this.maxC.ns(), maxMtimeNs: this.maxM.ns() };
  }
}
