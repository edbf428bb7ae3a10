import { type TableOptions } from "./hash.js";
import type { LeafSet } from "./leaf-set.js";
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
/**
 * The flags of the new directory `id`, spelled `path.slice(0, end)`, the child of directory `parent`
 * (which ends at `up`), whose hash state is `state`.
 */
export type ChildFlags = (parent: number, id: number, path: string, up: number, end: number, state: number) => number;
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
     * While the paths looked up come in increasing order (null once that broke): the numbers of the
     * directories added and not yet in the slots, and the previous path with its directories (where
     * each one's spelling ends, and its number), shallowest first.
     */
    private pending;
    private pendingCount;
    private previous;
    private chainEnds;
    private chainIds;
    private chainLength;
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
    constructor(rootFlags: number, childFlags: ChildFlags, options?: DirectoryTableOptions);
    /**
     * The number of the directory `path.slice(0, cut)` of an absolute path (0 when `cut` is 0), added
     * with its ancestors when it is new; `state` is then its hash state, and `pathState` the hash
     * state of the whole path (`hashRange` of it) when `pathKnown`. `cut` is where the path's last `/`
     * is: the rest is its leaf (the order argument in the class comment rests on that).
     */
    lookup(path: string, cut: number): number;
    /** The path's hash state, and its leaf's slot read, for a leaf set that looks leaves up. */
    private readAhead;
    /** The number of `s.slice(0, len)` (whose hash state is `state`), or -1. */
    private find;
    /** True when directory `id` is spelled `s.slice(0, len)`: compared text by text, the last first. */
    private spells;
    /**
     * `lookup` while the order holds (`path` is not before the previous one): the directories above
     * `path` that are not above the previous path are new (see the class), so they are added below
     * the deepest one that is, hashing their names only.
     */
    private lookupInOrder;
    /** The order broke: every directory added so far goes into the slots. */
    private index;
    /** Records `s.slice(0, len)`, the child of `parent` (which ends at `up`); it was absent. */
    private add;
    /** Puts directory `id` (absent) into the slots, or the overflow map. */
    private place;
    /** A new record for the child of `parent` named `s.slice(from, to)` (the root: parent -1, no name). */
    private store;
    private setFlags;
    flagsOf(id: number): number;
    /**
     * A number the caller keeps for directory `id` (0 until it sets one): kept in the record, which a
     * look-up has just read, rather than in a map a look-up in random order would miss in.
     */
    memoOf(id: number): number;
    setMemo(id: number, memo: number): void;
    /** The hash state of the spelling of directory `id`. */
    stateOf(id: number): number;
    /** The spelling of directory `id` (for entries that overflow, and for tests). */
    spelling(id: number): string;
}
