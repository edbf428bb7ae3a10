/**
 * Hash tables for the violations memo, keyed by ranges of path strings so a look-up allocates
 * nothing and costs about the same whatever order the paths come in.
 *
 * Why not a `Map<string, …>`: a look-up needs the key as its own string (a slice per path), and with
 * a quarter of a million directories in random order each `get` costs several cache misses (bucket,
 * entry, key object, the key's parent string): measured at 0.7–1.9 µs per path on the bench machine,
 * against about 0.3 µs for the open-addressing table below. The leaf set keeps no string per path
 * at all (its characters go into one growing arena), which is also most of the garbage collector's
 * work gone.
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
 * Prefix spelling → a small integer id. Ids are the caller's (dense, >= 0). Slots hold
 * [state, id, length]; each id keeps a string its spelling is a prefix of, to verify a hit
 * exactly. That string is a whole path as it was read (flat): a sliced key would cost two more
 * cache misses per look-up (the slice, then its parent), and would keep the path alive anyway.
 */
export class PrefixIndex {
  private slots = new Int32Array(3 << 12).fill(-1);
  private mask = (1 << 12) - 1;
  private count = 0;
  private readonly keys: string[] = [];
  private readonly overflow = new Map<string, number>();

  /** The id of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  find(s: string, len: number, state: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const b = 3 * at;
      const id = slots[b + 1]!;
      if (id < 0) break;
      if (slots[b] === state && slots[b + 2] === len && samePrefix(this.keys[id]!, s, len)) return id;
      at = (at + 1) & mask;
    }
    // An entry that overflowed stays in the overflow map even after the table grows.
    if (this.overflow.size === 0) return -1;
    return this.overflow.get(s.slice(0, len)) ?? -1;
  }

  /** The spelling recorded as `id`. */
  keyOf(id: number, len: number): string {
    return this.keys[id]!.slice(0, len);
  }

  /**
   * Records `s.slice(0, len)` (hash state `state`) as `id`; the caller has checked it is absent.
   * `s` is kept.
   */
  add(s: string, len: number, state: number, id: number): void {
    this.keys[id] = s;
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(state, id, len)) this.overflow.set(s.slice(0, len), id);
  }

  private place(state: number, id: number, len: number): boolean {
    const slots = this.slots;
    let at = mix(state) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const b = 3 * at;
      if (slots[b + 1]! < 0) {
        slots[b] = state;
        slots[b + 1] = id;
        slots[b + 2] = len;
        return true;
      }
      at = (at + 1) & this.mask;
    }
    return false;
  }

  private grow(): void {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(3 * (this.mask + 1)).fill(-1);
    for (let b = 0; b < old.length; b += 3) {
      const id = old[b + 1]!;
      if (id >= 0 && !this.place(old[b]!, id, old[b + 2]!))
        this.overflow.set(this.keys[id]!.slice(0, old[b + 2]!), id);
    }
  }
}

/** True when `a` and `b` agree on their first `len` code units (both are at least that long). */
export function samePrefix(a: string, b: string, len: number): boolean {
  // Backwards: spellings in one tree share their beginnings and differ near the end.
  for (let i = len - 1; i >= 0; i--) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Leaves a directory keeps in its own block before they move to the shared table. */
const OWN_LEAVES = 8;
/** A directory's block: its count (-1 once moved), then [hash state, arena offset, length] triples. */
const BLOCK = 1 + 3 * OWN_LEAVES;

/**
 * A set of (directory, leaf name) pairs, the directory given as a dense number (>= -1) and the
 * leaf as the tail of a string. Every leaf's characters are copied into one arena: no object per
 * path for the garbage collector to trace or copy. A directory's first leaves sit in its own
 * block of a typed array (grouped input finds them in cache; no array object per directory); a
 * busy directory's go to a shared open-addressing table whose slots hold
 * [hash state, directory, arena offset, length + 1].
 */
export class LeafSet {
  private own = new Int32Array(BLOCK << 12);
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
    const b = (dir + 1) * BLOCK;
    if (b + BLOCK > this.own.length) {
      const bigger = new Int32Array(Math.max(this.own.length * 2, b + BLOCK));
      bigger.set(this.own);
      this.own = bigger;
    }
    const own = this.own;
    const n = own[b]!;
    if (n < 0) return this.addShared(dir, s, from, state);
    const len = s.length - from;
    for (let i = b + 1; i < b + 1 + 3 * n; i += 3) {
      if (own[i] === state && own[i + 2] === len && this.same(own[i + 1]!, s, from)) return false;
    }
    if (n < OWN_LEAVES) {
      const at = b + 1 + 3 * n;
      own[at] = state;
      own[at + 1] = this.store(s, from, len);
      own[at + 2] = len;
      own[b] = n + 1;
      return true;
    }
    // A busy directory: its leaves move to the shared table, where a look-up does not scan them all.
    for (let i = b + 1; i < b + BLOCK; i += 3) this.insertShared(own[i]!, dir, own[i + 1]!, own[i + 2]!);
    own[b] = -1;
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
    this.insertShared(state, dir, this.store(s, from, len), len);
    return true;
  }

  private same(offset: number, s: string, from: number): boolean {
    const arena = this.arena;
    for (let i = from; i < s.length; i++) if (arena[offset++] !== s.charCodeAt(i)) return false;
    return true;
  }

  /** Copies `s[from, from + len)` into the arena; its offset. */
  private store(s: string, from: number, len: number): number {
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

  private insertShared(state: number, dir: number, offset: number, len: number): void {
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(this.slots, state, dir, offset, len + 1))
      this.overflow.add(`${dir}/${unitsToString(this.arena, offset, offset + len)}`);
  }

  private place(slots: Int32Array, state: number, dir: number, offset: number, lenPlusOne: number): boolean {
    let at = mix(state) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const b = 4 * at;
      if (slots[b + 3] === 0) {
        slots[b] = state;
        slots[b + 1] = dir;
        slots[b + 2] = offset;
        // Stored as length + 1 so that 0 marks an empty slot.
        slots[b + 3] = lenPlusOne;
        return true;
      }
      at = (at + 1) & this.mask;
    }
    return false;
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
