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

/** Paths below these directories are hashed (when small). */
const HIGH_VALUE_DIRS = [
  "/.ssh/",
  "/.config/git/",
  "/.config/fish/",
  "/.config/environment.d/",
  "/.config/autostart/",
];
/** Content-addressed or append-only parts of a git directory: metadata is enough, and they are big. */
const BULK = /\/(?:objects|logs|lfs)\//;

/** Largest file that is hashed; bigger ones are compared by metadata (size, times, inode). */
export const HASH_MAX_BYTES = 1024 * 1024;

/**
 * True when a (small, regular) file's content is hashed, so a same-size rewrite that kept its times
 * still shows: a high-value name anywhere, or anything in a git directory (but its objects and logs)
 * or a credentials/config directory. Mirrors findHighValueTest exactly (a test holds them together).
 */
export function isHighValuePath(path: string, gitDirs: readonly string[]): boolean {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (HIGH_VALUE_NAMES.has(name)) return true;
  for (const d of HIGH_VALUE_DIRS) if (path.includes(d)) return true;
  if (BULK.test(path)) return false;
  if (path.includes("/.git/")) return true;
  for (const g of gitDirs) if (path.startsWith(`${g}/`)) return true;
  return false;
}

function globEscape(p: string): string {
  return p.replace(/[*?[\]\\]/g, "\\$&");
}

/** The same predicate as a find expression (to follow `-type f`). */
export function findHighValueTest(gitDirs: readonly string[]): string[] {
  const names = [...HIGH_VALUE_NAMES].flatMap((n, i) => [...(i > 0 ? ["-o"] : []), "-name", globEscape(n)]);
  const dirs = HIGH_VALUE_DIRS.flatMap((d) => ["-o", "-path", `*${d}*`]);
  const gits = ["-path", "*/.git/*", ...gitDirs.flatMap((g) => ["-o", "-path", `${globEscape(g)}/*`])];
  const notBulk = ["!", "-path", "*/objects/*", "!", "-path", "*/logs/*", "!", "-path", "*/lfs/*"];
  return ["(", ...names, ...dirs, "-o", "(", "(", ...gits, ")", ...notBulk, ")", ")"];
}
