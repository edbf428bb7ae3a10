import type { ChangeKind, GitLayout } from "../collect/types.js";

/*
 * The snapshot manifest: UTF-8 lines, streamable, one line per entry, no per-entry JSON.
 *
 *   forge-gate-snapshot 1
 *   H {header json}
 *   D /abs/dir                      every following E line is a child of this directory
 *   E name\tVALUE                   an entry (an empty name is the directory itself, for roots)
 *   S /abs/path\treason             a directory that could not be read
 *   T {trailer json}                last line: entry count; a manifest without it is truncated
 *
 * VALUE is `mode dev ino nlink size mtime_ns ctime_ns extra` (tab-separated decimals) for
 * non-directories, where extra is the symlink target or `#sha256` for hashed files; for directories
 * it is `mode dev ino`: a directory's times, size and link count change whenever a child changes,
 * and children are reported themselves. Equal VALUE strings mean "unchanged", so the diff compares
 * strings and parses only what differs.
 */

export const MANIFEST_MAGIC = "forge-gate-snapshot 1";

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** Escapes a path, name or link target so it fits one tab-separated field. */
export function escapeField(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/[\\\t\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
  );
}

export function unescapeField(s: string): string {
  if (!s.includes("\\")) return s;
  return s.replace(/\\(.)/g, (_m, c: string) => (c === "t" ? "\t" : c === "n" ? "\n" : c === "r" ? "\r" : c));
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

export type EntryType = "file" | "dir" | "symlink" | "other";

export function typeOfMode(mode: number): EntryType {
  const t = mode & S_IFMT;
  if (t === S_IFDIR) return "dir";
  if (t === S_IFLNK) return "symlink";
  if (t === S_IFREG) return "file";
  return "other";
}

export function isDirMode(mode: number): boolean {
  return (mode & S_IFMT) === S_IFDIR;
}

export function isRegularMode(mode: number): boolean {
  return (mode & S_IFMT) === S_IFREG;
}

export interface EntryValue {
  mode: number;
  dev: string;
  ino: string;
  nlink: string;
  size: string;
  mtime: string;
  ctime: string;
  extra: string;
}

/** VALUE for a directory. */
export function dirValue(mode: number | bigint, dev: bigint | number, ino: bigint | number): string {
  return `${mode}\t${dev}\t${ino}`;
}

/** VALUE for anything but a directory. `extra` must already be escaped. */
export function otherValue(
  mode: number | bigint,
  dev: bigint | number,
  ino: bigint | number,
  nlink: bigint | number,
  size: bigint | number,
  mtimeNs: bigint,
  ctimeNs: bigint,
  extra: string,
): string {
  return `${mode}\t${dev}\t${ino}\t${nlink}\t${size}\t${mtimeNs}\t${ctimeNs}\t${extra}`;
}

export function parseValue(v: string): EntryValue {
  const f = v.split("\t");
  return {
    mode: Number(f[0]),
    dev: f[1] ?? "",
    ino: f[2] ?? "",
    nlink: f[3] ?? "",
    size: f[4] ?? "",
    mtime: f[5] ?? "",
    ctime: f[6] ?? "",
    extra: f[7] ?? "",
  };
}

/** `dev:ino`, the identity a rename keeps. */
export function identityOf(v: string): string {
  const a = v.indexOf("\t");
  const b = v.indexOf("\t", a + 1);
  const c = v.indexOf("\t", b + 1);
  return v.slice(a + 1, c < 0 ? v.length : c);
}

/**
 * What changed between two VALUEs of the same path (which differ). A different inode or type is a
 * replacement ("modified"); a new link target is "link"; permission bits alone are "mode"; anything
 * else (size, times, content hash, link count) is "modified".
 */
export function classifyChange(before: string, after: string): ChangeKind {
  const a = parseValue(before);
  const b = parseValue(after);
  // A symlink cannot be edited in place: a retarget is always a new link with a new inode.
  if (typeOfMode(a.mode) === "symlink" && typeOfMode(b.mode) === "symlink" && a.extra !== b.extra)
    return "link";
  if (typeOfMode(a.mode) !== typeOfMode(b.mode) || a.dev !== b.dev || a.ino !== b.ino) return "modified";
  const sameData = a.size === b.size && a.mtime === b.mtime && a.extra === b.extra && a.nlink === b.nlink;
  if (a.mode !== b.mode && sameData) return "mode";
  return "modified";
}

export interface ManifestHeader {
  lease_id: string;
  created_at: string;
  host: string;
  /** The manifest's own final path: excluded from the diff (its creation is forge-gate's own write). */
  manifest: string;
  roots: string[];
  /** Roots asked for but not walked, with why. */
  not_watched: { path: string; reason: string }[];
  git: GitLayout | null;
}

export interface ManifestTrailer {
  entries: number;
  skipped: number;
}
