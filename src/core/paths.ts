import { posix } from "node:path";

/** How path strings are compared: byte-exact (Linux) or case-folded + NFC (macOS, Windows). */
export type CaseMode = "sensitive" | "insensitive";

export function defaultCaseMode(platform: string): CaseMode {
  return platform === "darwin" || platform === "win32" ? "insensitive" : "sensitive";
}

/** Comparison key for a path under a case mode. */
export function pathFolder(mode: CaseMode): (p: string) => string {
  return mode === "insensitive" ? (p) => p.normalize("NFC").toLowerCase() : (p) => p;
}

export function isBlank(s: string): boolean {
  if (s.length === 0) return true;
  // Cheap exit for the usual path: neither end is whitespace, so it cannot be blank.
  if (s.charCodeAt(0) > 32 && s.charCodeAt(s.length - 1) > 32) return false;
  return s.trim() === "";
}

/**
 * Where the last `/` of `s` is (-1: none), as `lastIndexOf("/")`. That is a call into the runtime on
 * V8 (about 70 ns a path, measured on a million); a leaf is most often short enough for a loop to
 * find the slash sooner, and a long one is left to the runtime.
 */
export function lastSlash(s: string): number {
  const stop = s.length > 24 ? s.length - 24 : 0;
  for (let i = s.length - 1; i >= stop; i--) if (s.charCodeAt(i) === 47) return i;
  return stop === 0 ? -1 : s.lastIndexOf("/", stop - 1);
}

/** Lexical absolute form: joined to `base` when relative, `.`/`..`/duplicate/trailing separators removed. */
export function lexicalAbsolute(p: string, base: string): string {
  // Most paths are already absolute and normalised; skip the general resolver for them.
  if (p.charCodeAt(0) === 47 && p.charCodeAt(p.length - 1) !== 47 && p.indexOf("//") < 0) {
    if (p.indexOf("/.") < 0 || !DOT_SEGMENT.test(p)) return p;
  }
  return posix.resolve(base, p);
}

const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** Joins without normalising, so `..` after a symlink can still be resolved physically. */
export function rawAbsolute(p: string, base: string): string {
  return p.startsWith("/") ? p : `${base}/${p}`;
}

/** True when `child` is `root` or below it, by whole path segments. Both must be folded, absolute, normalised. */
export function isWithin(child: string, root: string): boolean {
  if (child === root) return true;
  if (root === "/") return child.startsWith("/");
  return child.length > root.length && child.startsWith(root) && child.charCodeAt(root.length) === 47;
}

/**
 * `child` relative to `root` ("" for `root` itself), or null when it is not within: by whole
 * segments, and right for the root directory, whose children's names start after one "/", not two.
 */
export function pathBelow(child: string, root: string): string | null {
  if (child === root) return "";
  if (!isWithin(child, root)) return null;
  return child.slice(root.endsWith("/") ? root.length : root.length + 1);
}

/** True for `/`, `C:\`, `C:/`, `\\server\share` and the like. */
export function isFilesystemRoot(p: string): boolean {
  const t = p.trim();
  if (/^[A-Za-z]:[\\/]*$/.test(t)) return true;
  if (/^[\\/]{2}[^\\/]+[\\/]+[^\\/]+[\\/]*$/.test(t)) return true;
  return posix.normalize(t) === "/" || /^\/+$/.test(t);
}

/** Expands a leading `~` or `~/` against `home`; `~user` is left alone (we cannot know that home purely). */
export function expandHome(p: string, home: string): string {
  if (p === "~") return home;
  if (p.startsWith("~/")) return home + p.slice(1);
  return p;
}

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
export const emptyProbe: FsProbe = { kind: () => null, readlink: () => null };

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

const ROOT: Resolved = { path: "/", missing: false, missingDepth: 0, unknown: false };
const MAX_SYMLINK_HOPS = 40;

/**
 * Resolves paths the way the kernel would, through the deepest existing ancestor, tolerating a
 * missing tail and dangling links. Written here rather than using realpath because realpath fails
 * on exactly the paths a gate cares about (deleted files, dangling links pointing out).
 * Directory results are memoised by their raw spelling, so a million paths cost one probe per leaf.
 */
export class PhysicalResolver {
  private readonly dirs = new Map<string, Resolved>();

  constructor(private readonly probe: FsProbe) {}

  /** `raw` must be absolute; it is not normalised first (`link/..` is resolved physically). */
  resolve(raw: string): Resolved {
    const trimmed = stripTrailingSeparators(raw);
    if (trimmed === "/") return ROOT;
    const cut = trimmed.lastIndexOf("/");
    const parent = this.resolveDir(cut <= 0 ? "/" : trimmed.slice(0, cut));
    return this.step(parent, trimmed.slice(cut + 1), { hops: 0 });
  }

  /** Resolves a directory (its final component followed too). Memoised by its raw spelling. */
  resolveDirectory(raw: string): Resolved {
    return this.resolveDir(stripTrailingSeparators(raw));
  }

  private resolveDir(raw: string): Resolved {
    return memoDown(
      raw,
      this.dirs,
      () => ROOT,
      (parent, dir) => this.step(parent, dir.slice(dir.lastIndexOf("/") + 1), { hops: 0 }),
    );
  }

  private step(at: Resolved, name: string, budget: { hops: number }): Resolved {
    if (name === "" || name === ".") return at;
    if (name === "..") {
      // Walking back out of a missing tail lands on an existing directory again: resume probing
      // there, so `missing/../link/x` still follows `link` (tools that normalise text would).
      // The system's walk fails there (ENOENT, ENOTDIR): said, so `lstat` is not asked below it.
      const depth = Math.max(0, at.missingDepth - 1);
      const out: Resolved = {
        path: posix.dirname(at.path),
        missing: depth > 0,
        missingDepth: depth,
        unknown: at.unknown,
      };
      return marked(out, at.broken === true || at.missing || at.notDirectory === true);
    }
    const next = at.path === "/" ? `/${name}` : `${at.path}/${name}`;
    if (at.unknown) return { ...at, path: next };
    if (at.missing) return { ...at, path: next, missingDepth: at.missingDepth + 1 };
    const kind = this.probe.kind(next);
    const broken = at.broken === true;
    if (kind === null) return marked({ path: next, missing: true, missingDepth: 1, unknown: false }, broken);
    if (kind === "unknown")
      return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
    if (kind !== "symlink") {
      const out = marked({ path: next, missing: false, missingDepth: 0, unknown: false }, broken);
      if (kind !== "dir") out.notDirectory = true;
      return out;
    }
    budget.hops++;
    const target = budget.hops > MAX_SYMLINK_HOPS ? null : this.probe.readlink(next);
    if (target === null)
      return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
    let state: Resolved = target.startsWith("/") ? marked({ ...ROOT }, broken) : at;
    for (const part of target.split("/")) state = this.step(state, part, budget);
    return state;
  }
}

/** `r`, with `broken` set when it is (left out otherwise, as `notDirectory` is). */
function marked(r: Resolved, broken: boolean): Resolved {
  if (broken) r.broken = true;
  return r;
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
export function kindThrough(
  resolver: PhysicalResolver,
  probe: FsProbe,
  raw: string,
): EntryKind | "unknown" | null {
  const cut = raw.lastIndexOf("/");
  const dir = resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
  if (dir.unknown) return probe.kind(raw);
  if (dir.missing || dir.notDirectory === true) return null;
  const leaf = raw.slice(cut + 1);
  return probe.kind(dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`);
}

/**
 * Memoised per-directory state: walks up from the absolute directory `dir` to its nearest memoised
 * ancestor (or the filesystem root, `top`), then derives and memoises each directory on the way
 * back down. Iterative, so a hostile path with thousands of segments cannot overflow the stack.
 */
export function memoDown<T>(
  dir: string,
  memo: Map<string, T>,
  top: () => T,
  derive: (parent: T, dir: string) => T,
): T {
  const hit = memo.get(dir);
  if (hit !== undefined) return hit;
  const pending: string[] = [];
  let cur = dir;
  let state: T | undefined;
  while (cur !== "/" && cur !== "") {
    state = memo.get(cur);
    if (state !== undefined) break;
    pending.push(cur);
    const cut = cur.lastIndexOf("/");
    cur = cut <= 0 ? "/" : cur.slice(0, cut);
  }
  state ??= top();
  for (let i = pending.length - 1; i >= 0; i--) {
    const d = pending[i]!;
    state = derive(state, d);
    memo.set(d, state);
  }
  return state;
}

function stripTrailingSeparators(p: string): string {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  return end === p.length ? p : p.slice(0, end);
}

/** Canonical form of a root: native realpath when it exists, else resolved through its deepest existing ancestor. */
export function canonicalRoot(lexical: string, probe: FsProbe, resolver: PhysicalResolver): string {
  const real = probe.realpath?.(lexical);
  if (real) return real;
  return resolver.resolve(lexical).path;
}

/** Drops paths inside another path of the list; sorted. */
export function outermost(paths: readonly string[]): string[] {
  const u = [...new Set(paths)];
  return u.filter((p) => !u.some((q) => q !== p && isWithin(p, q))).sort();
}
