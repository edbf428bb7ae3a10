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
export declare const HASH_START: number;
/** FNV-1a over the UTF-16 code units `s[from, to)`, continuing from `state`. */
export declare function hashRange(state: number, s: string, from: number, to: number): number;
/** murmur3's finaliser: spreads FNV's weak high bits over the low ones a table index uses. */
export declare function mix(h: number): number;
/** True when `a` and `b` agree on their first `len` code units (both are at least that long). */
export declare function samePrefix(a: string, b: string, len: number): boolean;
/**
 * The directory memo's table: a directory's spelling (a prefix of some path) → its block, one run
 * of a typed array holding its number, the caller's flags, its first leaves (for de-duplication)
 * and its spelling (to verify a hit exactly, two code units per slot). A path in random order then
 * costs two cache misses (its slot, its block), where separate objects for the key, the memo entry
 * and the leaves cost five or six. Slots hold [hash state, block offset].
 */
export declare class DirectoryTable {
    private slots;
    private mask;
    private count;
    private blocks;
    /** The same memory as code units: a block's spelling is read and written through this view. */
    private units;
    private used;
    private readonly overflow;
    private readonly shared;
    /** The block of `s.slice(0, len)` (whose hash state is `state`), or -1. */
    find(s: string, len: number, state: number): number;
    /** True when `block` is the directory spelled `s.slice(0, len)`. */
    private spells;
    /**
     * Records `s.slice(0, len)` (hash state `state`) as directory `id` with `flags` and returns its
     * block; the caller has checked it is absent. An `unlisted` block (the filesystem root, found
     * without a look-up) gets no slot.
     */
    add(s: string, len: number, state: number, id: number, flags: number, unlisted?: boolean): number;
    idOf(block: number): number;
    flagsOf(block: number): number;
    /**
     * Adds the leaf `s.slice(from)` of the directory of `block` (`state` hashes it together with the
     * directory); false when it was already there.
     */
    addLeaf(block: number, s: string, from: number, state: number): boolean;
    private place;
    private grow;
    /** The spelling a block holds (only for entries that overflow when the table grows). */
    private spelling;
}
/**
 * A set of (directory, leaf name) pairs, the directory given as a number and the leaf as the tail
 * of a string, for directories with more leaves than their own block holds. Every leaf's
 * characters are copied into one arena: no object per path for the garbage collector to trace or
 * copy. Slots hold [hash state, directory, arena offset, length + 1].
 */
export declare class LeafSet {
    private slots;
    private mask;
    private count;
    private arena;
    private used;
    private readonly overflow;
    /**
     * Adds the leaf `s.slice(from)` of directory `dir` (`state` hashes it together with the
     * directory); false when it was already there.
     */
    add(dir: number, s: string, from: number, state: number): boolean;
    private addShared;
    /** True when the arena holds `s.slice(from)` at `offset`. */
    same(offset: number, s: string, from: number): boolean;
    /** Copies `s[from, from + len)` into the arena; its offset. */
    store(s: string, from: number, len: number): number;
    /** Adds an entry whose leaf is already in the arena; the caller has checked it is absent. */
    insert(state: number, dir: number, offset: number, len: number): void;
    private place;
    private grow;
}
