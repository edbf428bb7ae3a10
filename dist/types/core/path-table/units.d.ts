/** True when the units stored at `chunk[at…]` (see writeUnits) begin with `s[from, to)`. */
export declare function sameUnits(chunk: Uint8Array, at: number, s: string, from: number, to: number): boolean;
/** Writes the units `s[from, to)` into `bytes` at `at` (3 bytes a unit at most); where they end. */
export declare function writeUnits(bytes: Uint8Array, at: number, s: string, from: number, to: number): number;
/** The `units` code units stored as bytes at `at` of `chunk`, and where they end. */
export declare function unitsText(chunk: Uint8Array, at: number, units: number): [string, number];
/** A code unit at or above this takes three bytes: the marker and its two bytes. */
export declare const WIDE = 255;
/**
 * Names (UTF-16 code units) stored as bytes: a unit below 0xFF in one byte, any other as 0xFF and its
 * two bytes, so paths in Latin-1 (nearly all) cost a byte a character. Chunked, never copied: growing
 * a flat array would hold the old copy and the new one at once.
 */
export declare class UnitArena {
    private readonly chunks;
    private chunk;
    private pos;
    /** The offset of `bytes` contiguous bytes, which the caller then fills through `at`. */
    private room;
    /** Stores `s[from, to)`, preceded by `head` (4 bytes, little-endian) and its length when `head >= 0`. */
    store(s: string, from: number, to: number, head?: number): number;
    /** True when the units at `offset` begin with `s[from, to)`. */
    same(offset: number, s: string, from: number, to: number): boolean;
    /** True when the record at `offset` has head `head` and holds exactly `s[from, to)`. */
    sameRecord(offset: number, head: number, s: string, from: number, to: number): boolean;
    /** The `units` code units stored at `offset` (without a head). */
    text(offset: number, units: number): string;
    /** `hashRange(state, …)` over "/" and the text of the record at `offset` (as its caller hashed it). */
    hashRecord(offset: number, state: number): number;
    /** The head and the text (unless `withText` is false) of the record at `offset`. */
    record(offset: number, withText?: boolean): [number, string];
}
