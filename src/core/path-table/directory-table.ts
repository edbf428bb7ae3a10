import { ForgeGateError } from "../errors.js";
import {
  FNV_PRIME,
  HASH_START,
  hashRange,
  keptBits,
  MAX_PROBE,
  mix,
  Overflow,
  Slots,
  type TableOptions,
} from "./hash.js";
import type { LeafSet } from "./leaf-set.js";
import { sameUnits, unitsText, writeUnits } from "./units.js";

/** Words are read as their bytes in memory order (true on every platform Node ships for but s390x). */
export interface DirectoryTableOptions extends TableOptions {
  /**
   * The leaf set the paths looked up go to next. Once the input is out of order (it looks leaves up
   * by hash), each path's hash state is computed with its directory's and the leaf's slot is read
   * before the directory is looked up, so the two cache misses overlap instead of following one
   * another.
   */
  leaves?: LeafSet;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Ints in a chunk of directory records (1 MiB). */
const RECORD_BITS = 18;
const RECORD_CHUNK = 1 << RECORD_BITS;
/**
 * A directory's record: [parent, caller's flags, hash state, base, length of the text, its bytes],
 * then the bytes of its text: its spelling below `base`, an ancestor (-1: from the filesystem root).
 */
const HEAD = 6;
/**
 * Longest text (code units) a directory takes over from its parent: a deeper one starts anew below
 * its parent. A look-up then compares one contiguous text for most directories (one cache line
 * or two), not a record per level, and a directory costs at most this much more than its name.
 */
const TEXT_MAX = 80;
/** Record chunks a directory number can address (it stays a positive int32). */
const MAX_RECORD_CHUNKS = 1 << (31 - RECORD_BITS);

/**
 * The flags of the new directory `id`, spelled `path.slice(0, end)`, the child of directory `parent`
 * (which ends at `up`), whose hash state is `state`.
 */
export type ChildFlags = (
  parent: number,
  id: number,
  path: string,
  up: number,
  end: number,
  state: number,
) => number;

/**
 * The directory memo's table: a directory's spelling (a prefix of some path) → its number. A
 * directory is one record: its parent's number, the caller's flags, its hash state and the last
 * part of its spelling (bytes, see units.ts: at most TEXT_MAX units more than its own name), so it
 * costs its name and a few words however deep it is, and holds no block for anything else (its
 * leaves are in the LeafSet). Number 0 is the filesystem root, spelled "". A look-up hashes the
 * whole spelling and verifies a hit text by text up to the root, most in one piece. Records are
 * chunked, never copied.
 *
 * Input in increasing order (git's, a sorted list, a tree walk) needs no look-up at all: every path
 * that shares a directory with an earlier one lies between it and the one before, so a directory not
 * above the previous path is new. While the order holds, a path costs a comparison with the previous
 * one and the hashing of its new names only; the slots are built from the records the first time a
 * path arrives out of order (as the LeafSet does).
 */
export class DirectoryTable {
  private readonly slots = new Slots();
  private readonly chunks: Int32Array[] = [];
  private readonly bytes: Uint8Array[] = [];
  /** Where the next record goes: its chunk's number and its offset (ints) there. */
  private chunk = -1;
  private used = RECORD_CHUNK;
  private readonly overflow = new Overflow<string>();
  /** Scratch for `lookup`: where each ancestor's spelling ends, and its hash state. */
  private ends = new Int32Array(256);
  private states = new Int32Array(256);
  /** The directory returned last, its spelling and hash state: grouped input hashes nothing. */
  private lastId = 0;
  private lastText = "";
  /**
   * While the paths looked up come in increasing order (null once that broke): the numbers of the
   * directories added and not yet in the slots, and the previous path with its directories (where
   * each one's spelling ends, and its number), shallowest first.
   */
  private pending: Int32Array | null = new Int32Array(256);
  private pendingCount = 0;
  private previous = "";
  private chainEnds = new Int32Array(64);
  private chainIds = new Int32Array(64);
  private chainLength = 0;
  /**
   * The hash state of the directory `lookup` returned last, and of the whole path it was given
   * (computed only for a leaf set that looks leaves up: `pathKnown`).
   */
  state = HASH_START;
  pathState = HASH_START;
  pathKnown = false;

  /** The bits of a hash state the slots use (all but in tests). */
  private readonly keep: number;
  private readonly leaves: LeafSet | null;
  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  private touched = 0;

  constructor(
    rootFlags: number,
    private readonly childFlags: ChildFlags,
    options?: DirectoryTableOptions,
  ) {
    this.keep = keptBits(options);
    this.leaves = options?.leaves ?? null;
    this.store(-1, "", 0, 0, HASH_START);
    this.setFlags(0, rootFlags);
  }

  /**
   * The number of the directory `path.slice(0, cut)` of an absolute path (0 when `cut` is 0), added
   * with its ancestors when it is new; `state` is then its hash state, and `pathState` the hash
   * state of the whole path (`hashRange` of it) when `pathKnown`. `cut` is where the path's last `/`
   * is: the rest is its leaf (the order argument in the class comment rests on that).
   */
  lookup(path: string, cut: number): number {
    // (A slice compared with `===` is native; `startsWith` walks the text a unit at a time on V8.)
    // Siblings differ most often in their last unit: that one is compared first.
    const last = this.lastText;
    if (
      cut === 0 ||
      (cut === last.length &&
        path.charCodeAt(cut - 1) === last.charCodeAt(cut - 1) &&
        path.slice(0, cut) === last)
    ) {
      const id = cut === 0 ? 0 : this.lastId;
      this.state = cut === 0 ? HASH_START : this.stateOf(id);
      this.readAhead(path, cut, this.state);
      return id;
    }
    if (this.pending !== null) {
      if (path >= this.previous) return this.lookupInOrder(path, cut);
      this.index();
    }
    // One pass: the hash state where each ancestor's spelling ends comes on the way (`hashRange`'s
    // states, as a new directory needs them to find its deepest known ancestor).
    if (this.ends.length <= cut) {
      this.ends = new Int32Array(2 * cut);
      this.states = new Int32Array(2 * cut);
    }
    const ends = this.ends;
    const states = this.states;
    let n = 0;
    let h = HASH_START;
    for (let i = 0; i < cut; i++) {
      const c = path.charCodeAt(i);
      if (c === 47 && i > 0) {
        ends[n] = i;
        states[n++] = h;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    ends[n] = cut;
    states[n++] = h;
    // Reads started now wait together: the leaf's slot, the parent's (a new directory needs it).
    this.readAhead(path, cut, h);
    if (n > 1) this.touched ^= this.slots.table[2 * (mix(states[n - 2]! & this.keep) & this.slots.mask) + 1]!;
    let id = this.find(path, cut, h);
    if (id < 0) {
      // Its deepest known ancestor (most often its parent), then the rest added from there down.
      // Iterative: a hostile path with thousands of segments cannot overflow the stack.
      let k = n - 2;
      id = 0;
      for (; k >= 0; k--) {
        const found = this.find(path, ends[k]!, states[k]!);
        if (found >= 0) {
          id = found;
          break;
        }
      }
      for (k++; k < n; k++) id = this.add(path, ends[k]!, states[k]!, id, k === 0 ? 0 : ends[k - 1]!);
    }
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = h;
    return id;
  }

  /** The path's hash state, and its leaf's slot read, for a leaf set that looks leaves up. */
  private readAhead(path: string, cut: number, state: number): void {
    const leaves = this.leaves;
    this.pathKnown = leaves !== null && !leaves.ordered;
    if (!this.pathKnown) return;
    this.pathState = hashRange(state, path, cut, path.length);
    leaves!.touch(this.pathState);
  }

  /** The number of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  private find(s: string, len: number, state: number): number {
    state &= this.keep;
    const table = this.slots.table;
    const mask = this.slots.mask;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const id = table[2 * at + 1]!;
      if (id === -1) break;
      if (table[2 * at] === state && this.spells(id, s, len)) return id;
      at = (at + 1) & mask;
    }
    // An entry that overflowed stays in the overflow map even after the table grows.
    return this.overflow.mayHold(state) ? this.overflow.get(s.slice(0, len)) : -1;
  }

  /** True when directory `id` is spelled `s.slice(0, len)`: compared text by text, the last first. */
  private spells(id: number, s: string, len: number): boolean {
    let end = len;
    for (;;) {
      const ints = this.chunks[id >>> RECORD_BITS]!;
      const r = id & (RECORD_CHUNK - 1);
      const start = end - ints[r + 4]!;
      if (start < 0) return false;
      const bytes = this.bytes[id >>> RECORD_BITS]!;
      let at = 4 * (r + HEAD);
      let i = start;
      // Four units a compare while they are one byte each (the text starts on a word).
      if (LITTLE_ENDIAN)
        for (; i + 4 <= end; i += 4) {
          const c0 = s.charCodeAt(i);
          const c1 = s.charCodeAt(i + 1);
          const c2 = s.charCodeAt(i + 2);
          const c3 = s.charCodeAt(i + 3);
          if ((c0 | c1 | c2 | c3) >= 0x80) break;
          if ((c0 | (c1 << 8) | (c2 << 16) | (c3 << 24)) !== ints[at >> 2]) return false;
          at += 4;
        }
      if (!sameUnits(bytes, at, s, i, end)) return false;
      id = ints[r + 3]!;
      if (id < 0) return start === 0;
      end = start;
    }
  }

  /**
   * `lookup` while the order holds (`path` is not before the previous one): the directories above
   * `path` that are not above the previous path are new (see the class), so they are added below
   * the deepest one that is, hashing their names only.
   */
  private lookupInOrder(path: string, cut: number): number {
    const prev = this.previous;
    let ends = this.chainEnds;
    let ids = this.chainIds;
    let k = this.chainLength - 1;
    for (; k >= 0; k--) {
      const end = ends[k]!;
      if (end > cut || (end < cut && path.charCodeAt(end) !== 47)) continue;
      if (path.charCodeAt(end - 1) === prev.charCodeAt(end - 1) && path.slice(0, end) === prev.slice(0, end))
        break;
    }
    let id = k < 0 ? 0 : ids[k]!;
    let up = k < 0 ? 0 : ends[k]!;
    let state = this.stateOf(id);
    let depth = k + 1;
    while (up < cut) {
      const slash = path.indexOf("/", up + 1);
      const end = slash < 0 || slash > cut ? cut : slash;
      state = hashRange(state, path, up, end);
      id = this.add(path, end, state, id, up);
      if (depth === ends.length) {
        this.chainEnds = new Int32Array(2 * depth);
        this.chainEnds.set(ends);
        this.chainIds = new Int32Array(2 * depth);
        this.chainIds.set(ids);
        ends = this.chainEnds;
        ids = this.chainIds;
      }
      ends[depth] = end;
      ids[depth++] = id;
      up = end;
    }
    this.chainLength = depth;
    this.previous = path;
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = state;
    this.readAhead(path, cut, state);
    return id;
  }

  /** The order broke: every directory added so far goes into the slots. */
  private index(): void {
    const pending = this.pending!;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i++) this.place(pending[i]!);
  }

  /** Records `s.slice(0, len)`, the child of `parent` (which ends at `up`); it was absent. */
  private add(s: string, len: number, state: number, parent: number, up: number): number {
    const id = this.store(parent, s, up + 1, len, state);
    this.setFlags(id, this.childFlags(parent, id, s, up, len, state));
    const pending = this.pending;
    if (pending === null) this.place(id);
    else {
      if (this.pendingCount === pending.length) {
        this.pending = new Int32Array(2 * this.pendingCount);
        this.pending.set(pending);
      }
      this.pending![this.pendingCount++] = id;
    }
    return id;
  }

  /** Puts directory `id` (absent) into the slots, or the overflow map. */
  private place(id: number): void {
    if (this.slots.full()) {
      const left = this.slots.grow();
      for (let i = 0; i < left.length; i += 2)
        this.overflow.set(left[i]!, this.spelling(left[i + 1]!), left[i + 1]!);
    }
    const state = this.stateOf(id) & this.keep;
    if (!this.slots.place(state, id)) this.overflow.set(state, this.spelling(id), id);
  }

  /** A new record for the child of `parent` named `s.slice(from, to)` (the root: parent -1, no name). */
  private store(parent: number, s: string, from: number, to: number, state: number): number {
    // Its text: the parent's and its name, while that is short enough; else its name below the parent.
    let base = -1;
    let headUnits = 0;
    let headBytes = 0;
    let head: Int32Array | null = null;
    let headAt = 0;
    if (parent >= 0) {
      const above = this.chunks[parent >>> RECORD_BITS]!;
      const r = parent & (RECORD_CHUNK - 1);
      if (above[r + 4]! + 1 + (to - from) <= TEXT_MAX) {
        base = above[r + 3]!;
        headUnits = above[r + 4]!;
        headBytes = above[r + 5]!;
        head = above;
        headAt = r + HEAD;
      } else base = parent;
    }
    const size = HEAD + ((headBytes + (parent >= 0 ? 1 : 0) + 3 * (to - from) + 3) >> 2);
    const current = this.chunks[this.chunk];
    if (current === undefined || this.used + size > current.length || this.used >= RECORD_CHUNK) {
      if (this.chunks.length === MAX_RECORD_CHUNKS) {
        throw new ForgeGateError(
          "input_too_large",
          "more than 8 GiB of distinct directories to tell apart",
          "Check the changed paths in several smaller lists",
        );
      }
      // Small inputs (one check while a snapshot is taken) start small.
      const ints = new Int32Array(Math.max(this.chunks.length === 0 ? 1 << 12 : RECORD_CHUNK, size));
      this.chunks.push(ints);
      this.bytes.push(new Uint8Array(ints.buffer));
      this.chunk++;
      this.used = 0;
    }
    const ints = this.chunks[this.chunk]!;
    const bytes = this.bytes[this.chunk]!;
    const r = this.used;
    const first = 4 * (r + HEAD);
    let at = first;
    if (head !== null) {
      // Word by word (both texts start on a word; the parent's ends before this record begins): a
      // few loads and stores, where `set` of a `subarray` made an object per directory.
      for (let w = 0, words = (headBytes + 3) >> 2; w < words; w++) ints[r + HEAD + w] = head[headAt + w]!;
      at += headBytes;
    }
    if (parent >= 0) bytes[at++] = 47;
    at = writeUnits(bytes, at, s, from, to);
    ints[r] = parent;
    ints[r + 2] = state;
    ints[r + 3] = base;
    ints[r + 4] = headUnits + (parent >= 0 ? 1 : 0) + (to - from);
    ints[r + 5] = at - first;
    this.used = r + HEAD + ((at - first + 3) >> 2);
    return this.chunk * RECORD_CHUNK + r;
  }

  private setFlags(id: number, flags: number): void {
    this.chunks[id >>> RECORD_BITS]![(id & (RECORD_CHUNK - 1)) + 1] = flags;
  }

  flagsOf(id: number): number {
    return this.chunks[id >>> RECORD_BITS]![(id & (RECORD_CHUNK - 1)) + 1]!;
  }

  /** The hash state of the spelling of directory `id`. */
  stateOf(id: number): number {
    return this.chunks[id >>> RECORD_BITS]![(id & (RECORD_CHUNK - 1)) + 2]!;
  }

  /** The spelling of directory `id` (for entries that overflow, and for tests). */
  spelling(id: number): string {
    const parts: string[] = [];
    for (; id >= 0; ) {
      const ints = this.chunks[id >>> RECORD_BITS]!;
      const r = id & (RECORD_CHUNK - 1);
      parts.push(unitsText(this.bytes[id >>> RECORD_BITS]!, 4 * (r + HEAD), ints[r + 4]!)[0]);
      id = ints[r + 3]!;
    }
    return parts.reverse().join("");
  }
}
