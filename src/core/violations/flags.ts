/** Directory flags: not normalised (no memo); plain (see checkInDirectory); missing; the root set's number above. */
export const NOT_NORMALISED = 1;
export const PLAIN = 2;
export const MISSING = 4;
/** The directory is a root or below one by name (lexical or canonical spelling). */
export const UNDER_ROOT_NAME = 8;
/** A root's name (lexical or canonical) is a leaf of the directory. */
export const ROOT_NAME_PARENT = 16;
/**
 * For the glob filter: below some root its spelling meets a relative glob's condition (absolute:
 * holds an absolute glob's name), so each path in it is tested; it is a root (its leaves are first
 * segments).
 */
export const RELATIVE_NAME = 32;
export const ABSOLUTE_NAME = 64;
export const IS_ROOT = 128;
export const ROOTS_SHIFT = 8;
export const ROOTS_MASK = -1 << ROOTS_SHIFT;
/** The filesystem root's number in the directory table (spelled ""). */
export const ROOT_DIR = 0;

export const DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;

/** Paths asked about in one directory before it is listed (as the Node probe does). */
export const LIST_AFTER = 8;

/** True when the name `s.slice(from, to)` is not empty, `.` or `..` (without the slice). */
export function isPlainName(s: string, from: number, to: number): boolean {
  const n = to - from;
  if (n > 2 || s.charCodeAt(from) !== 46) return n > 0;
  return n === 2 && s.charCodeAt(from + 1) !== 46;
}

export function combine(res: RegExp[], nocase: boolean): RegExp | null {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "is" : "s");
}
