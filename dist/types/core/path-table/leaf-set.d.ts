import { type TableOptions } from "./hash.js";
/**
 * A set of (directory, leaf name) pairs, the directory given as a number and the leaf as the tail
 * of a string: each pair is one record in a byte arena (the directory, the length, the name) and
 * one slot, a few dozen bytes plus the name, with no object per path for the garbage collector.
 *
 * Input in increasing order (git's, a sorted list) holds no repeat but the one before: while it
 * lasts, a pair is only appended to the arena (no hash, no slot, no cache miss), and the slots are
 * built from those records the first time a pair arrives out of order.
 */
export declare class LeafSet {
    private readonly stateOf;
    private readonly slots;
    private readonly arena;
    private readonly overflow;
    /** The records appended in order and not yet in the slots; null once the order broke. */
    private pending;
    private pendingCount;
    /** The last string added while the order held. */
    private previous;
    /** The bits of a hash state the slots use (all but in tests). */
    private readonly keep;
    /** `stateOf(dir)`: the hash state a directory's leaves continue from (see `add`). */
    constructor(stateOf: (dir: number) => number, options?: TableOptions);
    /**
     * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
     * (so `s` names the pair) and `dirState` its hash state (`stateOf(dir)`); `pathState`, when
     * known, is the hash state of `s` (`dirState` continued over `s.slice(from - 1)`). False when the
     * pair was already there.
     */
    add(dir: number, s: string, from: number, dirState: number, pathState?: number): boolean;
    /** True while the input is in order (nothing is looked up). */
    get ordered(): boolean;
    /** Reads the slot of a path's hash state ahead of `add`. */
    touch(pathState: number): void;
    /** Slots read ahead of need (kept, so the reads are not optimised away). */
    private touched;
    private append;
    /** The order broke: every record appended so far goes into the slots. */
    private index;
    /** Puts a stored record known to be absent into the slots (or the overflow set). */
    private insert;
    private key;
}
