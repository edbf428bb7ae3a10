/** Names stored as bytes (a byte a unit below 0xFF, three bytes for any other unit): what the directory table keeps instead of strings. */
/** True when the units stored at `chunk[at…]` (see writeUnits) begin with `s[from, to)`. */
export declare function sameUnits(chunk: Uint8Array, at: number, s: string, from: number, to: number): boolean;
/** Writes the units `s[from, to)` into `bytes` at `at` (3 bytes a unit at most); where they end. */
export declare function writeUnits(bytes: Uint8Array, at: number, s: string, from: number, to: number): number;
/** The `units` code units stored as bytes at `at` of `chunk`, and where they end. */
export declare function unitsText(chunk: Uint8Array, at: number, units: number): [string, number];
/** A code unit at or above this takes three bytes: the marker and its two bytes. */
export declare const WIDE = 255;
