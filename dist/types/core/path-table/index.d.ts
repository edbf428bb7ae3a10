/**
 * Hash tables for the violations memo, keyed by ranges of path strings so a look-up allocates
 * nothing and costs about the same whatever order the paths come in.
 *
 * Why not a `Map<string, …>`: a look-up needs the key as its own string (a slice per path), and with
 * a quarter of a million directories in random order each `get` costs several cache misses (bucket,
 * entry, key object, the key's parent string): measured at 0.7–1.9 µs per path on the (loaded) bench
 * machine, against about 0.3 µs for a hash and a probe of a typed-array table. No package offers a
 * table keyed by a range of a string, hence these. Nothing here keeps a string per entry: directory
 * names go into a byte arena, leaves are kept only as fingerprints (leaf-set.ts), numbers in typed
 * arrays, so the garbage collector has nothing to trace and a directory costs what its name costs
 * plus a few words, a leaf eight bytes, whatever the shape of the input.
 *
 * Hostile input: the hash is not secret, so an agent could craft colliding paths. Every probe
 * sequence is capped; an entry that would need a longer one goes to an overflow `Map` (V8's seeded
 * hash), so a flood of collisions costs what a plain `Map` costs. A directory look-up is always
 * exact; a leaf's "seen" is a fingerprint's, which the checker never skips a judgement on.
 */
export { type ChildFlags, DirectoryTable, type DirectoryTableOptions } from "./directory-table.js";
export { HASH_START, hashRange, type TableOptions } from "./hash.js";
export { LeafSet, Seen } from "./leaf-set.js";
