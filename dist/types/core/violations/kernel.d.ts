/**
 * The native path kernel (src/native/path-kernel.c) as the checker sees it: injected by the CLI
 * (src/io/path-kernel.ts), so this module holds only its contract. The kernel splits, de-duplicates
 * and judges, from the input's bytes, the records the checker's own fast path would find inside the
 * lease from a plain directory's flags alone, and hands every other record back in input order.
 */
export interface PathKernelAddon {
    create(config: PathKernelConfig): PathKernelHandle;
    /**
     * The checker memoised the directories `path.slice(0, ends[i])` (increasing; `path` printable
     * ASCII), with `flags[i]`, and `outside[i]` (1: below no root), for i < count.
     */
    directories(kernel: PathKernelHandle, path: string, ends: Int32Array, flags: Int32Array, outside: Uint8Array, count: number): void;
    /** The checker listed `spelling` (null: it cannot be listed); `links`: indexes of links and unknowns. */
    listing(kernel: PathKernelHandle, spelling: string, names: string[] | null, links: number[]): void;
    /** Whether the absolute path was seen (by the kernel or through this call) before; it is now. */
    seen(kernel: PathKernelHandle, path: string): boolean;
    /**
     * Reads records of `bytes` from `from` (record number `index` of `bytes`); writes [start, end,
     * kind, number] from out[2] on for each handed back; out[0]: how many; out[1]: the number of the
     * record it stopped before. Returns the offset it stopped at (bytes.length + 1: all read).
     */
    scan(kernel: PathKernelHandle, bytes: Uint8Array, from: number, out: Int32Array, index: number): number;
    /** Records the kernel judged itself (new, inside the lease). */
    counted(kernel: PathKernelHandle): number;
}
/** The kernel's handle (an external value). */
export type PathKernelHandle = {
    readonly __pathKernel: unique symbol;
};
export interface PathKernelConfig {
    /** 128 random bits: the key of the kernel's hashes, new for each run. */
    key: Uint32Array;
    /** The byte between records: 0 (NUL) or 10 (newline). */
    separator: number;
    rootFlags: number;
    rootOutside: number;
    relativeGlob: number;
    absoluteGlob: number;
    relativeAlways: number;
    absoluteAlways: number;
    firstPatterns: number;
    firstLiterals: string[];
    relativeNames: string[];
    absoluteNames: string[];
    protectedLeaves: string[];
    notable: string[];
    /** The directory relative records are below (absolute, normalised, not `/`); null: hand them back. */
    cwd: string | null;
}
/** The addon, with the key for this run. */
export interface PathKernel {
    addon: PathKernelAddon;
    key: Uint32Array;
}
/**
 * What a record handed back is: new and normalised (judge it); anything else (read it whole); new,
 * normalised, and outside every root with no link on the way (a violation whose reason the kernel
 * read from its directory's flags: outside_write_roots, or symlink_escape).
 */
export declare const HAND_FRESH = 0;
export declare const HAND_RAW = 1;
export declare const HAND_OUTSIDE = 2;
export declare const HAND_ESCAPE = 3;
/**
 * Records of one input source's bytes, whole (the last ends where `bytes` ends): what the kernel
 * reads. `record` decodes and checks one as the splitter does (`number`: its number in the source,
 * counting from 0).
 */
export interface RecordRegion {
    bytes: Uint8Array;
    source: RecordSource;
}
export interface RecordSource {
    record(bytes: Uint8Array, start: number, end: number, number: number): string;
}
