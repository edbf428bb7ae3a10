import { isWithin } from "./paths.js";

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
const HIGH_VALUE_NAMES: ReadonlySet<string> = new Set([
  ".bashrc",
  ".bash_profile",
  ".bash_login",
  ".bash_logout",
  ".profile",
  ".zshrc",
  ".zprofile",
  ".zshenv",
  ".zlogin",
  ".zlogout",
  ".kshrc",
  ".cshrc",
  ".tcshrc",
  ".inputrc",
  ".pam_environment",
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

/** Directory names whose small files are all hashed. */
const HIGH_VALUE_DIR_SUFFIXES = [
  "/.ssh",
  "/.config/git",
  "/.config/fish",
  "/.config/environment.d",
  "/.config/autostart",
];

/** Largest file that is hashed; bigger ones are compared by metadata (size, times, inode). */
export const HASH_MAX_BYTES = 1024 * 1024;

/**
 * True when every regular file directly in `dir` should be content-hashed: inside a git directory
 * (except its content-addressed objects and append-only logs) or a credentials/config directory.
 */
export function isHighValueDir(dir: string, gitDirs: readonly string[]): boolean {
  for (const s of HIGH_VALUE_DIR_SUFFIXES) if (dir.endsWith(s)) return true;
  for (const g of gitDirs) {
    if (isWithin(dir, g)) return !isBulkGitDir(dir.slice(g.length));
  }
  const i = dir.lastIndexOf("/.git");
  if (i >= 0 && (dir.length === i + 5 || dir.charCodeAt(i + 5) === 47))
    return !isBulkGitDir(dir.slice(i + 5));
  return false;
}

function isBulkGitDir(rel: string): boolean {
  return /\/(?:objects|logs|lfs)(?:\/|$)/.test(rel);
}

export function isHighValueName(name: string): boolean {
  return HIGH_VALUE_NAMES.has(name);
}
