import { type TableOptions } from "./hash.js";
/**
 * What `LeafSet.add` found: `New`, the pair is new (its fingerprint was never seen; certain);
 * `Repeat`, the pair is the one added just before while the input is in order (certain); `Likely`,
 * a pair with the same fingerprint was seen, almost surely this one (two different pairs share a
 * fingerprint with odds of about n²/2⁶⁵, 3·10⁻⁸ for a million pairs): the caller may count it as
 * seen, but must not skip on this word what a skipped pair would hide.
 */
export declare const Seen: {
    readonly New: 0;
    readonly Repeat: 1;
    readonly Likely: 2;
};
export type Seen = (typeof Seen)[keyof typeof Seen];
/**
 * The (directory, leaf name) pairs seen, each kept as a 64-bit fingerprint: the path's hash state
 * (FNV over the whole spelling, as the directory table computes it) and a second hash of the
 * directory's number and the leaf. Eight bytes a pair whatever the name's length, no text kept: a
 * leaf is only ever needed to tell a repeat, and the fingerprint tells a new pair exactly (different
 * fingerprints, different pairs) and a repeat almost surely (see Seen.Likely).
 *
 * Input in increasing order (git's, a sorted list) holds no repeat but the one just before, told by
 * comparing the text: while it lasts, fingerprints are only appended (no slot, no cache miss), and
 * the slots are built from them the first time a pair arrives out of order.
 */
export declare class LeafSet {
    /** Slots of [first half, second half]; second half -1: empty (a -1 is stored as 0). */
    private table;
    private mask;
    private count;
    /** Fingerprints whose probe sequence was full (crafted collisions), by text "first,second". */
    private readonly overflow;
    /** The fingerprints appended in order and not yet in the slots; null once the order broke. */
    private pending;
    private pendingCount;
    /** The last string added while the order held. */
    private previous;
    /** The bits of the first half that place a fingerprint (all but in tests). */
    private readonly keep;
    /** The bits of each half kept (all but in tests). */
    private readonly width;
    /** The fingerprint `fingerprint` computed last. */
    private first;
    private second;
    constructor(options?: TableOptions);
    /**
     * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
     * (so `s` names the pair) and `dirState` its hash state; `pathState`, when known, is the hash
     * state of `s` (`dirState` continued over `s.slice(from - 1)`).
     */
    add(dir: number, s: string, from: number, dirState: number, pathState?: number): Seen;
    /** The second half of the fingerprint `add` computed last (not for a Repeat): a key for the pair. */
    get lastKey(): number;
    /** True while the input is in order (nothing is looked up). */
    get ordered(): boolean;
    /** Reads the slot of a path's hash state ahead of `add`. */
    touch(pathState: number): void;
    /** Slots read ahead of need (kept, so the reads are not optimised away). */
    private touched;
    /** Sets `first` and `second` for the pair (one pass over the leaf for both halves). */
    private fingerprint;
    private append;
    /** The order broke: every fingerprint appended so far goes into the slots. */
    private index;
    /** Adds a fingerprint; false when it was there already. */
    private insert;
    /** Puts a fingerprint known to be absent into the slots (or, its probe sequence full, the overflow). */
    private place;
    /** Doubles the slots; a fingerprint that no longer fits its probe sequence goes to the overflow. */
    private grow;
}
