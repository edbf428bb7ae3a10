/** Paths this long (bytes) or longer are reached piecewise; shorter ones directly. */
export declare const LONG_PATH_BYTES = 3072;
export declare function isLongPath(path: string): boolean;
/**
 * Calls `f` with a short name for the absolute path `path` (its directory held open), or returns
 * null when this system offers no such name. Errors opening the directory (ENOENT, ENOTDIR, EACCES,
 * ELOOP for a symlink met on the way) are thrown as they come, like a direct call would. A path given
 * as bytes (a name that is not UTF-8 must be reached too) is named as bytes.
 */
export declare function viaParent<P extends string | Buffer, T>(path: P, f: (short: P) => T): T | null;
