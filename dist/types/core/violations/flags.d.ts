/** Directory flags: not normalised (no memo); plain (see checkInDirectory); missing; the root set's number above. */
export declare const NOT_NORMALISED = 1;
export declare const PLAIN = 2;
export declare const MISSING = 4;
/** The directory is a root or below one by name (lexical or canonical spelling). */
export declare const UNDER_ROOT_NAME = 8;
/** A root's name (lexical or canonical) is a leaf of the directory. */
export declare const ROOT_NAME_PARENT = 16;
/**
 * For the glob filter: below some root its spelling meets a relative glob's condition (absolute:
 * holds an absolute glob's name), so each path in it is tested; it is a root (its leaves are first
 * segments).
 */
export declare const RELATIVE_NAME = 32;
export declare const ABSOLUTE_NAME = 64;
export declare const IS_ROOT = 128;
export declare const ROOTS_SHIFT = 8;
export declare const ROOTS_MASK: number;
/** The filesystem root's number in the directory table (spelled ""). */
export declare const ROOT_DIR = 0;
export declare const DOT_DOT: RegExp;
/** Paths asked about in one directory before it is listed (as the Node probe does). */
export declare const LIST_AFTER = 8;
/** True when the name `s.slice(from, to)` is not empty, `.` or `..` (without the slice). */
export declare function isPlainName(s: string, from: number, to: number): boolean;
export declare function combine(res: RegExp[], nocase: boolean): RegExp | null;
