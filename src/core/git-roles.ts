import type { GitLayout } from "./change-types.js";
import { isWithin } from "./paths.js";

/*
 * What a path inside one of the repository's git directories *is*, so the collector can judge a write
 * there by what it means to git (refs and their values, parsed config, "no object lost, every new one
 * valid") instead of by name or bytes. Pure: the collector supplies the layout and the module gitdirs
 * it found; it does the reading and verifying.
 *
 * Stores: the agent's own gitdir (`<common>/worktrees/<name>`, or the common dir itself when the agent
 * works in the main checkout), the common dir (shared by every worktree), every other worktree's gitdir,
 * and module gitdirs (`<store>/modules/<name>`), which are repositories of their own.
 */

export type GitRole =
  /** Per-worktree state of the agent's own worktree (index, HEAD, ORIG_HEAD, BISECT_*, its reflogs, …). */
  | { kind: "own" }
  /** A loose ref file (or a directory of them) in the shared ref store, or `packed-refs` (ref null). */
  | { kind: "ref"; ref: string | null }
  /**
   * A reflog that is not the agent's own: of a shared ref, or (`ref` "HEAD") the HEAD of another
   * worktree or of the main checkout.
   */
  | { kind: "reflog"; ref: string }
  /** A config file git reads (common, per-worktree, a module's). */
  | { kind: "config" }
  /** The object store: `what` names the part. */
  | { kind: "object"; what: ObjectPart; store: string }
  /**
   * Inert leftovers of git's own work: `gc.pid`, `gc.log` and lock files (`*.lock`), which git never
   * reads as data (a detached `gc --auto` killed when the run ended leaves them behind).
   */
  | { kind: "gc" }
  /** `info/refs`, the ref list `git update-server-info` (run by gc and repack) writes for dumb transports. */
  | { kind: "server-info" }
  /** Anything else (hooks, info/, alternates, another worktree's state, …): a change is an escape. */
  | { kind: "other" };

export type ObjectPart =
  | { part: "dir" }
  | { part: "loose"; id: string }
  | { part: "pack"; pack: string; ext: string }
  | { part: "info-packs" }
  | { part: "commit-graph" }
  | { part: "midx" }
  /** A reachability bitmap (of a pack or of the multi-pack-index) and the midx's reverse index. */
  | { part: "bitmap" }
  | { part: "temporary" }
  | { part: "other" };

/** Per-worktree refs (git keeps them in each worktree's own gitdir). */
const PER_WORKTREE_REFS = ["refs/bisect", "refs/worktree", "refs/rewritten"];
/** Per-worktree state directories of a gitdir. */
const OWN_DIRS = ["rebase-merge", "rebase-apply", "sequencer", ...PER_WORKTREE_REFS];
/** All-caps top-level names are per-worktree pseudo-refs and state (HEAD, ORIG_HEAD, BISECT_LOG, …). */
const PSEUDO = /^[A-Z][A-Z_]*$/;

function rel(path: string, dir: string): string | null {
  if (path === dir) return "";
  return isWithin(path, dir) ? path.slice(dir.length + 1) : null;
}

function under(r: string, dirs: readonly string[]): boolean {
  return dirs.some((d) => r === d || r.startsWith(`${d}/`));
}

/** Per-worktree state of a gitdir (relative path `r`), whoever's it is. */
function isWorktreeState(r: string, branch: string | null): boolean {
  if (!r.includes("/"))
    return PSEUDO.test(r) || r === "index" || r.startsWith("sharedindex.") || OWN_DIRS.includes(r);
  if (under(r, OWN_DIRS)) return true;
  if (r === "logs/HEAD") return true;
  if (r.startsWith("logs/") && under(r.slice(5), PER_WORKTREE_REFS)) return true;
  return branch !== null && r === `logs/${branch}`;
}

/**
 * Below a `modules/` directory, only the directories that lead to a module gitdir found are its
 * owner's; anything else there (a module the search did not reach, one git would not use yet) is
 * judged by name, never set aside unseen.
 */
function modulesDirRole(path: string, r: string, modules: readonly string[]): GitRole {
  if (r === "modules" || modules.some((m) => isWithin(m, path))) return { kind: "own" };
  return { kind: "other" };
}

/**
 * The role of `path` in the repository, or null when it is in none of its git directories.
 * `modules` lists module gitdirs (physical paths) found before or after the run.
 */
export function gitRole(path: string, git: GitLayout, modules: readonly string[] = []): GitRole | null {
  const branch = git.branch?.startsWith("refs/heads/") ? git.branch : null;
  if (path.endsWith(".lock") && (isWithin(path, git.common_dir) || isWithin(path, git.git_dir)))
    return { kind: "gc" };
  // A module gitdir is a repository of its own: innermost first.
  let module: string | null = null;
  for (const m of modules)
    if ((path === m || isWithin(path, m)) && (!module || m.length > module.length)) module = m;
  if (module !== null) {
    const owned = isWithin(module, git.git_dir) || (git.main_checkout && isWithin(module, git.common_dir));
    return moduleRole(path, rel(path, module)!, module, owned, modules);
  }
  if (!git.main_checkout) {
    const r = rel(path, git.git_dir);
    if (r !== null) {
      if (r === "") return { kind: "other" };
      if (r === "config.worktree") return { kind: "config" };
      if (under(r, ["modules"])) return modulesDirRole(path, r, modules);
      if (r === "logs" || r === "refs") return { kind: "own" };
      return isWorktreeState(r, branch) ? { kind: "own" } : { kind: "other" };
    }
  }
  const r = rel(path, git.common_dir);
  if (r === null) return null;
  if (r === "") return { kind: "other" };
  if (r === "config" || r === "config.worktree" || /^worktrees\/[^/]+\/config\.worktree$/.test(r))
    return { kind: "config" };
  if (r === "objects" || r.startsWith("objects/"))
    return { kind: "object", what: objectPart(r.slice(8)), store: git.common_dir };
  if (r === "gc.pid" || r === "gc.log") return { kind: "gc" };
  if (r === "info/refs") return { kind: "server-info" };
  if (r === "packed-refs") return { kind: "ref", ref: null };
  if (r === "refs" || r.startsWith("refs/")) {
    if (under(r, PER_WORKTREE_REFS)) return git.main_checkout ? { kind: "own" } : { kind: "other" };
    if (branch !== null && (r === branch || (branch.startsWith(`${r}/`) && r !== "refs"))) {
      // The agent's own branch (and the directories its name needs) is its own to move.
      return r === branch ? { kind: "own" } : { kind: "ref", ref: r };
    }
    return { kind: "ref", ref: r };
  }
  if (r === "logs" || r === "logs/refs")
    return git.main_checkout ? { kind: "own" } : { kind: "ref", ref: null };
  if (r.startsWith("logs/")) {
    const ref = r.slice(5);
    if (branch !== null && ref === branch) return { kind: "own" };
    if (git.main_checkout && isWorktreeState(r, branch)) return { kind: "own" };
    // The main checkout's HEAD reflog: gc's expiry rewrites it too.
    if (ref === "HEAD") return { kind: "reflog", ref };
    if (under(ref, PER_WORKTREE_REFS)) return { kind: "other" };
    return { kind: "reflog", ref };
  }
  // Another worktree's HEAD reflog (the agent's own gitdir was handled above).
  if (/^worktrees\/[^/]+\/logs\/HEAD$/.test(r)) return { kind: "reflog", ref: "HEAD" };
  if (git.main_checkout && under(r, ["modules"])) return modulesDirRole(path, r, modules);
  if (git.main_checkout && isWorktreeState(r, branch)) return { kind: "own" };
  return { kind: "other" };
}

/** Inside a module gitdir: its config and objects by meaning, hooks/info never; the rest is its owner's state. */
function moduleRole(
  path: string,
  r: string,
  module: string,
  owned: boolean,
  modules: readonly string[],
): GitRole {
  if (r === "config") return { kind: "config" };
  if (r === "objects" || r.startsWith("objects/"))
    return { kind: "object", what: objectPart(r.slice(8)), store: module };
  if (under(r, ["modules"])) return owned ? modulesDirRole(path, r, modules) : { kind: "other" };
  if (r === "" || under(r, ["hooks", "info", "commondir", "gitdir", "config.worktree"]))
    return { kind: "other" };
  return owned ? { kind: "own" } : { kind: "other" };
}

const LOOSE = /^([0-9a-f]{2})\/([0-9a-f]{38}|[0-9a-f]{62})$/;
const PACK = /^pack\/((?:pack|loose)-(?:[0-9a-f]{40}|[0-9a-f]{64}))\.(pack|idx|rev|mtimes)$/;
const BITMAP =
  /^pack\/(?:(?:pack|loose)-(?:[0-9a-f]{40}|[0-9a-f]{64})\.bitmap|multi-pack-index-(?:[0-9a-f]{40}|[0-9a-f]{64})\.(?:bitmap|rev))$/;
const TEMPORARY =
  /^(?:[0-9a-f]{2}\/tmp_obj_[^/]+|pack\/tmp_[^/]+|pack\/\.tmp-[^/]+|incoming-[^/]+(?:\/.*)?)$/;

/** What `r` (relative to `objects/`, "" for the directory itself) is, by git's own names. */
export function objectPart(r: string): ObjectPart {
  if (r === "" || r === "pack" || r === "info" || /^[0-9a-f]{2}$/.test(r)) return { part: "dir" };
  const loose = LOOSE.exec(r);
  if (loose) return { part: "loose", id: loose[1]! + loose[2]! };
  const pack = PACK.exec(r);
  if (pack) return { part: "pack", pack: pack[1]!, ext: pack[2]! };
  if (r === "info/packs") return { part: "info-packs" };
  if (r === "info/commit-graph" || r === "info/commit-graphs" || r.startsWith("info/commit-graphs/"))
    return { part: "commit-graph" };
  if (r === "pack/multi-pack-index") return { part: "midx" };
  if (BITMAP.test(r)) return { part: "bitmap" };
  if (TEMPORARY.test(r)) return { part: "temporary" };
  return { part: "other" };
}

/**
 * Whether a ref's change (before → after; undefined = absent) keeps the shared refs' meaning: refs that
 * existed keep their values; the only new refs allowed are new branches and the stash.
 */
export function refChangeAllowed(
  ref: string,
  before: string | undefined,
  after: string | undefined,
): boolean {
  if (before === after) return true;
  if (before !== undefined) return false;
  return ref.startsWith("refs/heads/") || ref === "refs/stash";
}

/**
 * Parses `packed-refs` text into ref → object id (peeled `^` lines and comments skipped). A ref listed
 * twice, or out of order in a file whose header says `sorted`, has no one meaning (git's lookup takes
 * the first line or misses it by binary search, its listing shows both): its value is marked so that
 * it never equals a well-formed one.
 */
export function parsePackedRefs(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const sorted = /^# pack-refs with:.* sorted( |$)/.test(text.slice(0, text.indexOf("\n") >>> 0));
  let previous: Buffer | null = null;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#") || line.startsWith("^")) continue;
    const sp = line.indexOf(" ");
    if (sp < 0) {
      out.set(`!malformed:${line}`, line);
      continue;
    }
    const ref = line.slice(sp + 1);
    const oid = line.slice(0, sp);
    const seen = out.get(ref);
    if (seen !== undefined) out.set(ref, `!listed twice:${seen},${oid}`);
    else out.set(ref, oid);
    // git orders refs by their bytes.
    const name = Buffer.from(ref, "utf8");
    if (sorted && previous !== null && Buffer.compare(previous, name) >= 0)
      out.set(ref, `!out of order:${out.get(ref)}`);
    previous = name;
  }
  return out;
}

/** Which refs changed in a way that alters the shared refs' meaning, with what happened to each. */
export function refEscapes(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  git: GitLayout,
): string[] {
  const out: string[] = [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const ref of [...names].sort()) {
    if (git.branch !== null && ref === git.branch) continue;
    const b = before[ref];
    const a = after[ref];
    if (refChangeAllowed(ref, b, a)) {
      // A new branch `X` wins over `refs/remotes/X` (and `refs/remotes/X/HEAD`) when git resolves `X`:
      // `git branch origin/main` would change what `origin/main` means to everyone.
      const shadowed = b === undefined && a !== undefined ? shadowedRemote(ref, before, after) : null;
      if (shadowed !== null) out.push(`${ref} created (${a}), shadowing ${shadowed}`);
      continue;
    }
    out.push(
      a === undefined
        ? `${ref} deleted (was ${b})`
        : b === undefined
          ? `${ref} created (${a})`
          : `${ref} moved from ${b} to ${a}`,
    );
  }
  return out;
}

/** The remote-tracking ref a new branch would shadow in git's short-name lookup, or null. */
function shadowedRemote(
  ref: string,
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string | null {
  if (!ref.startsWith("refs/heads/")) return null;
  const name = ref.slice("refs/heads/".length);
  for (const r of [`refs/remotes/${name}`, `refs/remotes/${name}/HEAD`])
    if (before[r] !== undefined || after[r] !== undefined) return r;
  return null;
}

/**
 * The keys whose values differ between two configs (entries `key\nvalue`, in file order), for the
 * report: each key's values in order (a multi-valued key's order is part of its meaning); an entry
 * added before others moves them, but does not change them.
 */
export function configDifference(before: readonly string[], after: readonly string[]): string[] {
  const valuesOf = (entries: readonly string[]) => {
    const out = new Map<string, string[]>();
    for (const e of entries) {
      const cut = e.indexOf("\n") >>> 0;
      const key = e.slice(0, cut);
      const list = out.get(key) ?? [];
      list.push(e.slice(cut + 1));
      out.set(key, list);
    }
    return out;
  };
  const b = valuesOf(before);
  const a = valuesOf(after);
  const keys = new Set([...b.keys(), ...a.keys()]);
  return [...keys].filter((k) => (b.get(k) ?? []).join("\0") !== (a.get(k) ?? []).join("\0")).sort();
}
