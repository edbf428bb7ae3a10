/**
 * Hash tables for the violations memo, keyed by ranges of path strings so a look-up allocates
 * nothing and costs about the same whatever order the paths come in.
 *
 * Why not a `Map<string, …>`: a look-up needs the key as its own string (a slice per path), and with
 * a quarter of a million directories in random order each `get` costs several cache misses (bucket,
 * entry, key object, the key's parent string): measured at 0.7–1.9 µs per path on the (loaded) bench
 * machine, against about 0.3 µs for a hash and a probe of a typed-array table. No package offers a
 * table keyed by a range of a string, hence these. The leaf set keeps no string per path at all
 * (its characters go into one growing arena), which leaves the garbage collector less to trace.
 *
 * Hostile input: the hash is not secret, so an agent could craft colliding paths. Every probe
 * sequence is capped; an entry that would need a longer one goes to an overflow `Map` (V8's seeded
 * hash), so a flood of collisions costs what a plain `Map` costs, and a look-up is always exact.
 */

/** FNV-1a state before any character. */
export const HASH_START = 0x811c9dc5 | 0;

/** FNV-1a over the UTF-16 code units `s[from, to)`, continuing from `state`. */
export function hashRange(state: number, s: string, from: number, to: number): number {
  let h = state;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** murmur3's finaliser: spreads FNV's weak high bits over the low ones a table index uses. */
export function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Longest probe sequence before an entry goes to the overflow map. */
const MAX_PROBE = 32;

/**
 * Linear probing in a table of `width`-field slots: the offset of the first slot from `state`'s
 * home whose field `emptyAt` holds `empty`, or -1 when the first MAX_PROBE slots are all taken.
 */
function freeSlot(
  slots: Int32Array,
  width: number,
  emptyAt: number,
  empty: number,
  mask: number,
  state: number,
): number {
  let at = mix(state) & mask;
  for (let probe = 0; probe < MAX_PROBE; probe++) {
    if (slots[width * at + emptyAt] === empty) return width * at;
    at = (at + 1) & mask;
  }
  return -1;
}

/** True when `a` and `b` agree on their first `len` code units (both are at least that long). */
export function samePrefix(a: string, b: string, len: number): boolean {
  // Backwards: spellings in one tree share their beginnings and differ near the end.
  for (let i = len - 1; i >= 0; i--) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Leaves a directory keeps in its own block before they move to the shared leaf table. */
const OWN_LEAVES = 8;
/** A directory's block: [spelling length, id, caller's flags, leaf count (-1 once moved), leaf triples, spelling]. */
const LEAVES_AT = 4;
const SPELLING_AT = LEAVES_AT + 3 * OWN_LEAVES;

/**
 * The directory memo's table: a directory's spelling (a prefix of some path) → its block, one run
 * of a typed array holding its number, the caller's flags, its first leaves (for de-duplication)
 * and its spelling (to verify a hit exactly, two code units per slot). A path in random order then
 * costs two cache misses (its slot, its block), where separate objects for the key, the memo entry
 * and the leaves cost five or six. Slots hold [hash state, block offset].
 */
export class DirectoryTable {
  private slots = new Int32Array(2 << 12).fill(-1);
  private mask = (1 << 12) - 1;
  private count = 0;
  private blocks = new Int32Array(1 << 16);
  /** The same memory as code units: a block's spelling is read and written through this view. */
  private units = new Uint16Array(this.blocks.buffer);
  private used = 0;
  private readonly overflow = new Map<string, number>();
  private readonly shared = new LeafSet();

  /** The block of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  find(s: string, len: number, state: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const block = slots[2 * at + 1]!;
      if (block < 0) break;
      if (slots[2 * at] === state && this.spells(block, s, len)) return block;
      at = (at + 1) & mask;
    }
    // An entry that overflowed stays in the overflow map even after the table grows.
    if (this.overflow.size === 0) return -1;
    return this.overflow.get(s.slice(0, len)) ?? -1;
  }

  /** True when `block` is the directory spelled `s.slice(0, len)`. */
  private spells(block: number, s: string, len: number): boolean {
    if (this.blocks[block] !== len) return false;
    const units = this.units;
    const at = 2 * (block + SPELLING_AT);
    // Backwards: spellings in one tree share their beginnings and differ near the end.
    for (let i = len - 1; i >= 0; i--) if (units[at + i] !== s.charCodeAt(i)) return false;
    return true;
  }

  /**
   * Records `s.slice(0, len)` (hash state `state`) as directory `id` with `flags` and returns its
   * block; the caller has checked it is absent. An `unlisted` block (the filesystem root, found
   * without a look-up) gets no slot.
   */
  add(s: string, len: number, state: number, id: number, flags: number, unlisted = false): number {
    const size = SPELLING_AT + ((len + 1) >> 1);
    if (this.used + size > this.blocks.length) {
      const bigger = new Int32Array(Math.max(this.blocks.length * 2, this.used + size));
      bigger.set(this.blocks);
      this.blocks = bigger;
      this.units = new Uint16Array(bigger.buffer);
    }
    const blocks = this.blocks;
    const block = this.used;
    this.used += size;
    blocks[block] = len;
    blocks[block + 1] = id;
    blocks[block + 2] = flags;
    const units = this.units;
    const at = 2 * (block + SPELLING_AT);
    for (let i = 0; i < len; i++) units[at + i] = s.charCodeAt(i);
    if (unlisted) return block;
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(state, block)) this.overflow.set(s.slice(0, len), block);
    return block;
  }

  idOf(block: number): number {
    return this.blocks[block + 1]!;
  }

  flagsOf(block: number): number {
    return this.blocks[block + 2]!;
  }

  /**
   * Adds the leaf `s.slice(from)` of the directory of `block` (`state` hashes it together with the
   * directory); false when it was already there.
   */
  addLeaf(block: number, s: string, from: number, state: number): boolean {
    const blocks = this.blocks;
    const n = blocks[block + 3]!;
    const dir = blocks[block + 1]!;
    if (n < 0) return this.shared.add(dir, s, from, state);
    const len = s.length - from;
    const first = block + LEAVES_AT;
    for (let i = first; i < first + 3 * n; i += 3) {
      if (blocks[i] === state && blocks[i + 2] === len && this.shared.same(blocks[i + 1]!, s, from))
        return false;
    }
    if (n < OWN_LEAVES) {
      const at = first + 3 * n;
      blocks[at] = state;
      blocks[at + 1] = this.shared.store(s, from, len);
      blocks[at + 2] = len;
      blocks[block + 3] = n + 1;
      return true;
    }
    // A busy directory: its leaves move to the shared table, where a look-up does not scan them all.
    for (let i = first; i < first + 3 * n; i += 3)
      this.shared.insert(blocks[i]!, dir, blocks[i + 1]!, blocks[i + 2]!);
    blocks[block + 3] = -1;
    return this.shared.add(dir, s, from, state);
  }

  private place(state: number, block: number): boolean {
    const at = freeSlot(this.slots, 2, 1, -1, this.mask, state);
    if (at < 0) return false;
    this.slots[at] = state;
    this.slots[at + 1] = block;
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(2 * (this.mask + 1)).fill(-1);
    for (let at = 0; at < old.length; at += 2) {
      const block = old[at + 1]!;
      if (block >= 0 && !this.place(old[at]!, block)) this.overflow.set(this.spelling(block), block);
    }
  }

  /** The spelling a block holds (only for entries that overflow when the table grows). */
  private spelling(block: number): string {
    const at = 2 * (block + SPELLING_AT);
    return unitsToString(this.units, at, at + this.blocks[block]!);
  }
}

/**
 * A set of (directory, leaf name) pairs, the directory given as a number and the leaf as the tail
 * of a string, for directories with more leaves than their own block holds. Every leaf's
 * characters are copied into one arena: no object per path for the garbage collector to trace or
 * copy. Slots hold [hash state, directory, arena offset, length + 1].
 */
export class LeafSet {
  private slots = new Int32Array(4 << 12);
  private mask = (1 << 12) - 1;
  private count = 0;
  private arena = new Uint16Array(1 << 16);
  private used = 0;
  private readonly overflow = new Set<string>();

  /**
   * Adds the leaf `s.slice(from)` of directory `dir` (`state` hashes it together with the
   * directory); false when it was already there.
   */
  add(dir: number, s: string, from: number, state: number): boolean {
    return this.addShared(dir, s, from, state);
  }

  private addShared(dir: number, s: string, from: number, state: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    const len = s.length - from;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const b = 4 * at;
      const length = slots[b + 3]!;
      if (length === 0) break;
      if (
        slots[b] === state &&
        slots[b + 1] === dir &&
        length === len + 1 &&
        this.same(slots[b + 2]!, s, from)
      )
        return false;
      at = (at + 1) & mask;
    }
    // An entry that overflowed stays in the overflow set even after the table grows.
    if (this.overflow.size > 0 && this.overflow.has(`${dir}/${s.slice(from)}`)) return false;
    this.insert(state, dir, this.store(s, from, len), len);
    return true;
  }

  /** True when the arena holds `s.slice(from)` at `offset`. */
  same(offset: number, s: string, from: number): boolean {
    const arena = this.arena;
    for (let i = from; i < s.length; i++) if (arena[offset++] !== s.charCodeAt(i)) return false;
    return true;
  }

  /** Copies `s[from, from + len)` into the arena; its offset. */
  store(s: string, from: number, len: number): number {
    if (this.used + len > this.arena.length) {
      const bigger = new Uint16Array(Math.max(this.arena.length * 2, this.used + len));
      bigger.set(this.arena);
      this.arena = bigger;
    }
    const arena = this.arena;
    const offset = this.used;
    for (let i = 0; i < len; i++) arena[offset + i] = s.charCodeAt(from + i);
    this.used += len;
    return offset;
  }

  /** Adds an entry whose leaf is already in the arena; the caller has checked it is absent. */
  insert(state: number, dir: number, offset: number, len: number): void {
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(this.slots, state, dir, offset, len + 1))
      this.overflow.add(`${dir}/${unitsToString(this.arena, offset, offset + len)}`);
  }

  private place(slots: Int32Array, state: number, dir: number, offset: number, lenPlusOne: number): boolean {
    // The length is stored plus one, so that 0 marks an empty slot.
    const at = freeSlot(slots, 4, 3, 0, this.mask, state);
    if (at < 0) return false;
    slots[at] = state;
    slots[at + 1] = dir;
    slots[at + 2] = offset;
    slots[at + 3] = lenPlusOne;
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    const slots = new Int32Array(4 * (this.mask + 1));
    this.slots = slots;
    for (let b = 0; b < old.length; b += 4) {
      const lenPlusOne = old[b + 3]!;
      if (lenPlusOne === 0) continue;
      if (!this.place(slots, old[b]!, old[b + 1]!, old[b + 2]!, lenPlusOne)) {
        const offset = old[b + 2]!;
        this.overflow.add(`${old[b + 1]}/${unitsToString(this.arena, offset, offset + lenPlusOne - 1)}`);
      }
    }
  }
}

/** The string of UTF-16 code units `units[from, to)`, in pieces small enough to spread as arguments. */
function unitsToString(units: Uint16Array, from: number, to: number): string {
  let out = "";
  for (let at = from; at < to; at += 4096)
    out += String.fromCharCode(...units.subarray(at, Math.min(to, at + 4096)));
  return out;
}
