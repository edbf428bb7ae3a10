/** How path strings are compared: byte-exact (Linux) or case-folded + NFC (macOS, Windows). */
export type CaseMode = "sensitive" | "insensitive";
export declare function defaultCaseMode(platform: string): CaseMode;
/** Comparison key for a path under a case mode. */
export declare function pathFolder(mode: CaseMode): (p: string) => string;
export declare function isBlank(s: string): boolean;
/**
 * Where the last `/` of `s` is (-1: none), as `lastIndexOf("/")`. That is a call into the runtime on
 * V8 (about 70 ns a path, measured on a million); a leaf is most often short enough for a loop to
 * find the slash sooner, and a long one is left to the runtime.
 */
export declare function lastSlash(s: string): number;
/** Lexical absolute form: joined to `base` when relative, `.`/`..`/duplicate/trailing separators removed. */
export declare function lexicalAbsolute(p: string, base: string): string;
/** Joins without normalising, so `..` after a symlink can still be resolved physically. */
export declare function rawAbsolute(p: string, base: string): string;
/** True when `child` is `root` or below it, by whole path segments. Both must be folded, absolute, normalised. */
export declare function isWithin(child: string, root: string): boolean;
/**
 * `child` relative to `root` ("" for `root` itself), or null when it is not within: by whole
 * segments, and right for the root directory, whose children's names start after one "/", not two.
 */
export declare function pathBelow(child: string, root: string): string | null;
/** True for `/`, `C:\`, `C:/`, `\\server\share` and the like. */
export declare function isFilesystemRoot(p: string): boolean;
/** Expands a leading `~` or `~/` against `home`; `~user` is left alone (we cannot know that home purely). */
export declare function expandHome(p: string, home: string): string;
export type EntryKind = "file" | "dir" | "symlink" | "other";
/**
 * The read-only view of a filesystem the resolver needs. `kind` answers for one already-physical
 * absolute path without following a final symlink: null when it does not exist, "unknown" when it
 * could not be examined (permission denied).
 */
export interface FsProbe {
    kind(path: string): EntryKind | "unknown" | null;
    /** Target of a symlink, or null when it cannot be read. */
    readlink(path: string): string | null;
    /** Native canonical path of an existing path, else null. Used for write roots. */
    realpath?(path: string): string | null;
    /**
     * The kind of each entry of the directory `dir` by its name, listed once; "unknown" for a name the
     * listing cannot tell apart from another (ask `kind`); null when it cannot be listed (absent, not
     * a directory, not readable). Optional: a caller that asks about many paths in one directory of a
     * case-sensitive filesystem uses it instead of `kind` per path (a name absent from it is missing).
     */
    entries?(dir: string): ReadonlyMap<string, EntryKind | "unknown"> | null;
}
/** A probe for a filesystem where nothing exists: resolution degrades to lexical. */
export declare const emptyProbe: FsProbe;
export interface Resolved {
    /** Physical absolute path: every existing symlink followed, the non-existent tail appended. */
    path: string;
    /** A component did not exist; the rest of the path was taken lexically. */
    missing: boolean;
    /** How many components were appended after the first missing one (`..` walks back over them). */
    missingDepth: number;
    /** A component could not be examined (permission denied, symlink loop): the result is not trustworthy. */
    unknown: boolean;
    /** The last component exists and is not a directory (a file, a device, a socket). */
    notDirectory?: boolean;
    /**
     * The system's own walk of this spelling fails before its end: a `..` came after a missing
     * component or one that is not a directory, and this resolution went on lexically from there
     * (see step). `lstat` of the spelling, or of a path below it, finds nothing.
     */
    broken?: boolean;
}
/**
 * Resolves paths the way the kernel would, through the deepest existing ancestor, tolerating a
 * missing tail and dangling links. Written here rather than using realpath because realpath fails
 * on exactly the paths a gate cares about (deleted files, dangling links pointing out).
 * Directory results are memoised by their raw spelling, so a million paths cost one probe per leaf.
 */
export declare class PhysicalResolver {
    private readonly probe;
    private readonly dirs;
    constructor(probe: FsProbe);
    /** `raw` must be absolute; it is not normalised first (`link/..` is resolved physically). */
    resolve(raw: string): Resolved;
    /** Resolves a directory (its final component followed too). Memoised by its raw spelling. */
    resolveDirectory(raw: string): Resolved;
    private resolveDir;
    private step;
}
/**
 * Whether a link (or what else) is where the absolute spelling `raw` leads, asked of the physical
 * directory the resolver finds for raw's directory, so a spelling with `..` costs a look-up in a
 * directory already asked about instead of a system call of its own. Where the system's own walk of
 * the spelling succeeds this is what `lstat` of it finds. Where it fails on the way (a `..` after a
 * missing component or a file: `broken`) the resolver goes on as a tool that normalises the text
 * first would, and so does this: a link made outside the roots and reached that way is still judged
 * as the link it is (lstat would find nothing, and the path would be judged through the link only).
 * Where the resolver cannot say (a component could not be examined) it is `lstat` of `raw`. One more
 * difference, on the strict side: `lstat` needs search permission on a directory a `..` leaves.
 */
export declare function kindThrough(resolver: PhysicalResolver, probe: FsProbe, raw: string): EntryKind | "unknown" | null;
/**
 * Memoised per-directory state: walks up from the absolute directory `dir` to its nearest memoised
 * ancestor (or the filesystem root, `top`), then derives and memoises each directory on the way
 * back down. Iterative, so a hostile path with thousands of segments cannot overflow the stack.
 */
export declare function memoDown<T>(dir: string, memo: Map<string, T>, top: () => T, derive: (parent: T, dir: string) => T): T;
/** Canonical form of a root: native realpath when it exists, else resolved through its deepest existing ancestor. */
export declare function canonicalRoot(lexical: string, probe: FsProbe, resolver: PhysicalResolver): string;
/** Drops paths inside another path of the list; sorted. */
export declare function outermost(paths: readonly string[]): string[];
