import { isWithin } from "./paths.js";
import { SHELL_STARTUP_FILES } from "./shell-startup.js";

/** Where a watched root came from, for the report. */
export type RootOrigin = "worktree" | "repo" | "home" | "temp" | "lease" | "flag";

export interface RootCandidate {
  /** Absolute physical path (symlinks resolved by the caller). */
  path: string;
  origin: RootOrigin;
}

/** Pseudo filesystems that are never walked (their "files" change on every read); /dev/shm is real memory-backed storage. */
export function isNeverWatched(path: string): boolean {
  for (const p of ["/proc", "/sys", "/dev"]) {
    if (isWithin(path, p) && !isWithin(path, "/dev/shm")) return true;
  }
  return false;
}

/** Directories inside a root that the walk must not enter. */
export const NEVER_ENTER: ReadonlySet<string> = new Set(["/proc", "/sys", "/dev"]);

export interface MergedRoots {
  roots: string[];
  refused: { path: string; reason: string }[];
}

/** Sorts, de-duplicates and merges nested roots (a root inside another is covered by it). */
export function mergeRoots(candidates: readonly RootCandidate[]): MergedRoots {
  const refused: { path: string; reason: string }[] = [];
  const paths: string[] = [];
  for (const c of candidates) {
    if (!c.path.startsWith("/")) {
      refused.push({ path: c.path, reason: "not an absolute path" });
      continue;
    }
    if (isNeverWatched(c.path)) {
      refused.push({
        path: c.path,
        reason: "pseudo filesystem (/proc, /sys, /dev other than /dev/shm) is never watched",
      });
      continue;
    }
    if (!paths.includes(c.path)) paths.push(c.path);
  }
  paths.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const roots: string[] = [];
  for (const p of paths) if (!roots.some((r) => isWithin(p, r))) roots.push(p);
  roots.sort();
  return { roots, refused };
}

/**
 * Names whose content is hashed, so a same-size rewrite that kept its times still shows: shell start-up
 * files, credentials and package-manager config, git's own config and attributes, ssh keys.
 */
export const HIGH_VALUE_NAMES: ReadonlySet<string> = new Set([
  ...SHELL_STARTUP_FILES,
  ".envrc",
  ".gitconfig",
  ".git-credentials",
  ".gitattributes",
  ".gitmodules",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".netrc",
  ".curlrc",
  ".wgetrc",
  "pip.conf",
  "authorized_keys",
  "authorized_keys2",
  "known_hosts",
  "config.worktree",
  "packed-refs",
]);

/** Paths below these directories are hashed (when small). */
export const HIGH_VALUE_DIRS: readonly string[] = [
  "/.ssh/",
  "/.config/git/",
  "/.config/fish/",
  "/.config/environment.d/",
  "/.config/autostart/",
  // Scripts Claude Code runs ahead of Bash commands.
  "/.claude/session-env/",
  "/.claude/shell-snapshots/",
];
/**
 * Content-addressed parts of a git directory: metadata is enough, and they are big. Reflogs are hashed
 * (when small): gc rewrites them unchanged, and only the content tells that apart from an edit.
 */
export const BULK_DIRS: readonly string[] = ["/objects/", "/lfs/"];

/** Largest file that is hashed; bigger ones are compared by metadata (size, times, inode). */
export const HASH_MAX_BYTES = 1024 * 1024;

/**
 * True when a file's content is hashed (if it is small and regular), so a same-size rewrite that kept
 * its times still shows: a high-value name anywhere, or anything in a git directory (but its objects
 * and logs) or a credentials/config directory.
 */
export function isHighValuePath(path: string, gitDirs: readonly string[]): boolean {
  // (collect/record-bytes.ts asks the same of a path's bytes; a test holds the two to each other.)
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (HIGH_VALUE_NAMES.has(name)) return true;
  let inGitDir = false;
  for (const g of gitDirs) if (path.startsWith(g) && path.charCodeAt(g.length) === 47) inGitDir = true;
  // Every other rule needs a dot-directory (/.ssh/, /.config/, /.git/): most paths stop here.
  if (!inGitDir && !path.includes("/.")) return false;
  for (const d of HIGH_VALUE_DIRS) if (path.includes(d)) return true;
  if (BULK_DIRS.some((d) => path.includes(d))) return false;
  return inGitDir || path.includes("/.git/");
}

/** The entry VALUE of a regular file small enough to hash, that is high-value. */
export function wantsHash(path: string, value: string, gitDirs: readonly string[]): boolean {
  if (value.charCodeAt(0) !== 102 /* f */ || !isHighValuePath(path, gitDirs)) return false;
  // VALUE: f dev ino perm nlink size …
  let i = -1;
  for (let k = 0; k < 5; k++) i = value.indexOf(" ", i + 1);
  return Number(value.slice(i + 1, value.indexOf(" ", i + 1))) <= HASH_MAX_BYTES;
}
