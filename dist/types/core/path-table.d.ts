/** FNV-1a state before any character. */
export declare const HASH_START: number;
/**
 * FNV-1a over the UTF-16 code units `s[from, to)`, continuing from `state`. (Measured: taking two
 * units a step, to halve the chain of multiplies, was slower on V8 for every shape but long names.)
 */
export declare function hashRange(state: number, s: string, from: number, to: number): number;
/** murmur3's finaliser: spreads FNV's weak high bits over the low ones a table index uses. */
export declare function mix(h: number): number;
export interface TableOptions {
    /** For tests: how many bits of each hash state the tables use (fewer: colliding states on purpose). */
    hashBits?: number;
    /**
     * The leaf set the paths looked up go to next. Once the input is out of order (it looks leaves up
     * by hash), each path's hash state is computed with its directory's and the leaf's slot is read
     * before the directory is looked up, so the two cache misses overlap instead of following one
     * another.
     */
    leaves?: LeafSet;
}
/**
 * The flags of the new directory `id`, spelled `path.slice(0, end)`, the child of directory `parent`
 * (which ends at `up`), whose hash state is `state`.
 */
export type ChildFlags = (parent: number, id: number, path: string, up: number, end: number, state: number) => number;
/**
 * The directory memo's table: a directory's spelling (a prefix of some path) → its number. A
 * directory is one record: its parent's number, the caller's flags, its hash state and the last
 * part of its spelling (bytes, see UnitArena: at most TEXT_MAX units more than its own name), so it
 * costs its name and a few words however deep it is, and holds no block for anything else (its
 * leaves are in the LeafSet). Number 0 is the filesystem root, spelled "". A look-up hashes the
 * whole spelling and verifies a hit text by text up to the root, most in one piece. Records are
 * chunked, never copied.
 */
export declare class DirectoryTable {
    private readonly childFlags;
    private readonly slots;
    private readonly chunks;
    private readonly bytes;
    /** Where the next record goes: its chunk's number and its offset (ints) there. */
    private chunk;
    private used;
    private readonly overflow;
    /** Scratch for `lookup`: where each ancestor's spelling ends, and its hash state. */
    private ends;
    private states;
    /** The directory returned last, its spelling and hash state: grouped input hashes nothing. */
    private lastId;
    private lastText;
    /**
     * The hash state of the directory `lookup` returned last, and of the whole path it was given
     * (computed only for a leaf set that looks leaves up: `pathKnown`).
     */
    state: number;
    pathState: number;
    pathKnown: boolean;
    /** The bits of a hash state the slots use (all but in tests). */
    private readonly keep;
    private readonly leaves;
    /** Slots read ahead of need (kept, so the reads are not optimised away). */
    private touched;
    constructor(rootFlags: number, childFlags: ChildFlags, options?: TableOptions);
    /**
     * The number of the directory `path.slice(0, cut)` of an absolute path (0 when `cut` is 0), added
     * with its ancestors when it is new; `state` is then its hash state, and `pathState` the hash
     * state of the whole path (`hashRange` of it) when `pathKnown`.
     */
    lookup(path: string, cut: number): number;
    /** The path's hash state, and its leaf's slot read, for a leaf set that looks leaves up. */
    private readAhead;
    /** The number of `s.slice(0, len)` (whose hash state is `state`), or -1. */
    private find;
    /** True when directory `id` is spelled `s.slice(0, len)`: compared text by text, the last first. */
    private spells;
    /** Records `s.slice(0, len)`, the child of `parent` (which ends at `up`); it was absent. */
    private add;
    /** A new record for the child of `parent` named `s.slice(from, to)` (the root: parent -1, no name). */
    private store;
    private setFlags;
    flagsOf(id: number): number;
    /** The hash state of the spelling of directory `id`. */
    stateOf(id: number): number;
    /** The spelling of directory `id` (for entries that overflow, and for tests). */
    spelling(id: number): string;
}
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
