/**
 * The hash behind the path tables (FNV-1a over UTF-16 code units, murmur3's finaliser for the slot
 * index) and the open-addressed slots both tables use, with the overflow that keeps a look-up exact
 * when crafted paths collide (see index.ts).
 */
/** FNV-1a state before any character. */
export declare const HASH_START: number;
export declare const FNV_PRIME = 16777619;
/**
 * FNV-1a over the UTF-16 code units `s[from, to)`, continuing from `state`. (Measured: taking two
 * units a step, to halve the chain of multiplies, was slower on V8 for every shape but long names.)
 */
export declare function hashRange(state: number, s: string, from: number, to: number): number;
/** murmur3's finaliser: spreads FNV's weak high bits over the low ones a table index uses. */
export declare function mix(h: number): number;
/** Longest probe sequence before an entry goes to the overflow map. */
export declare const MAX_PROBE = 32;
export interface TableOptions {
    /** For tests: how many bits of each hash state the tables use (fewer: colliding states on purpose). */
    hashBits?: number;
    /**
     * For tests: how many bits of each half of a leaf's fingerprint are kept (fewer: different paths
     * share fingerprints on purpose, to show that this only ever changes what is counted).
     */
    fingerprintBits?: number;
}
export declare function keptBits(options: TableOptions | undefined): number;
/**
 * Slots of [hash state, entry] (entry -1: empty), linear probing. The entries themselves live
 * elsewhere; the state in the slot rejects most other entries without touching them.
 */
export declare class Slots {
    table: Int32Array<ArrayBuffer>;
    mask: number;
    count: number;
    /** The slot offset of the first free slot from `state`'s home, or -1 past MAX_PROBE. */
    free(state: number): number;
    /** Places an entry known to be absent; false when its probe sequence is full (overflow). */
    place(state: number, entry: number): boolean;
    /** Counts one more entry; true when the table must grow first (at most half full). */
    full(): boolean;
    /** Doubles the table; returns the entries that no longer fit their probe sequence: [state, entry, …]. */
    grow(): number[];
}
/**
 * The entries whose probe sequence was full, by exact key, and the hash states they have: a look-up
 * whose state none of them has (all but a crafted few) skips building the key. (Without it, the
 * handful of entries a million-path table overflows made every miss build and hash a key.)
 */
export declare class Overflow<K> {
    private readonly entries;
    private readonly states;
    /** Whether some entry has hash state `state` (only then is a key worth building). */
    mayHold(state: number): boolean;
    /** The entry under `key`, or -1. */
    get(key: K): number;
    set(state: number, key: K, entry: number): void;
}
