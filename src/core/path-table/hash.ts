/**
 * The hash behind the path tables (FNV-1a over UTF-16 code units, murmur3's finaliser for the slot
 * index) and the open-addressed slots both tables use, with the overflow that keeps a look-up exact
 * when crafted paths collide (see index.ts).
 */
/** FNV-1a state before any character. */
export const HASH_START = 0x811c9dc5 | 0;

export const FNV_PRIME = 0x01000193;

/**
 * FNV-1a over the UTF-16 code units `s[from, to)`, continuing from `state`. (Measured: taking two
 * units a step, to halve the chain of multiplies, was slower on V8 for every shape but long names.)
 */
export function hashRange(state: number, s: string, from: number, to: number): number {
  let h = state;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** murmur3's finaliser: spreads FNV's weak high bits over the low ones a table index uses. */
export function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Longest probe sequence before an entry goes to the overflow map. */
export const MAX_PROBE = 32;

export interface TableOptions {
  /** For tests: how many bits of each hash state the tables use (fewer: colliding states on purpose). */
  hashBits?: number;
  /**
   * For tests: how many bits of each half of a leaf's fingerprint are kept (fewer: different paths
   * share fingerprints on purpose, to show that this only ever changes what is counted).
   */
  fingerprintBits?: number;
}

export function keptBits(options: TableOptions | undefined): number {
  const bits = options?.hashBits ?? 32;
  return bits >= 32 ? -1 : (1 << bits) - 1;
}

/**
 * Slots of [hash state, entry] (entry -1: empty), linear probing. The entries themselves live
 * elsewhere; the state in the slot rejects most other entries without touching them.
 */
export class Slots {
  table = new Int32Array(2 << 10).fill(-1);
  mask = (1 << 10) - 1;
  count = 0;

  /** The slot offset of the first free slot from `state`'s home, or -1 past MAX_PROBE. */
  free(state: number): number {
    const table = this.table;
    let at = mix(state) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at + 1] === -1) return 2 * at;
      at = (at + 1) & this.mask;
    }
    return -1;
  }

  /** Places an entry known to be absent; false when its probe sequence is full (overflow). */
  place(state: number, entry: number): boolean {
    const at = this.free(state);
    if (at < 0) return false;
    this.table[at] = state;
    this.table[at + 1] = entry;
    return true;
  }

  /** Counts one more entry; true when the table must grow first (at most half full). */
  full(): boolean {
    return ++this.count * 2 > this.mask;
  }

  /** Doubles the table; returns the entries that no longer fit their probe sequence: [state, entry, …]. */
  grow(): number[] {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    const left: number[] = [];
    for (let at = 0; at < old.length; at += 2) {
      const entry = old[at + 1]!;
      if (entry !== -1 && !this.place(old[at]!, entry)) left.push(old[at]!, entry);
    }
    return left;
  }
}

/**
 * The entries whose probe sequence was full, by exact key, and the hash states they have: a look-up
 * whose state none of them has (all but a crafted few) skips building the key. (Without it, the
 * handful of entries a million-path table overflows made every miss build and hash a key.)
 */
export class Overflow<K> {
  private readonly entries = new Map<K, number>();
  private readonly states = new Set<number>();

  /** Whether some entry has hash state `state` (only then is a key worth building). */
  mayHold(state: number): boolean {
    return this.states.size > 0 && this.states.has(state);
  }

  /** The entry under `key`, or -1. */
  get(key: K): number {
    return this.entries.get(key) ?? -1;
  }

  set(state: number, key: K, entry: number): void {
    this.states.add(state);
    this.entries.set(key, entry);
  }
}
