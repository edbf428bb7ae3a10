import type { ChangeRecord, GitLayout } from "../collect/types.js";
import { isWithin } from "./paths.js";

/*
 * Git's own bookkeeping is not an escape. Committing on its branch in a linked worktree makes git write
 * outside that worktree: its gitdir (`<common>/worktrees/<name>/`), new objects, and its own branch's
 * ref and reflog. Everything else in the common git dir (config, hooks/, info/, objects/info/, other
 * refs, packed-refs, the main checkout's index and HEAD, other worktrees' gitdirs) stays an escape.
 */

/** Files of a gitdir that only the worktree's own operations write (commit, merge, rebase, cherry-pick). */
const PER_WORKTREE_STATE = new Set([
  "index",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "COMMIT_EDITMSG",
  "AUTO_MERGE",
  "MERGE_HEAD",
  "MERGE_MSG",
  "MERGE_MODE",
  "MERGE_RR",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "REBASE_HEAD",
  "logs/HEAD",
  "logs",
]);
const PER_WORKTREE_DIRS = ["rebase-merge", "rebase-apply", "sequencer"];

/** In a linked worktree's own gitdir, these redirect or reconfigure the worktree: never bookkeeping. */
const LINKED_GITDIR_DENY = new Set(["config.worktree", "commondir", "gitdir", "locked"]);

function relativeTo(path: string, dir: string): string | null {
  if (path === dir) return "";
  return isWithin(path, dir) ? path.slice(dir.length + 1) : null;
}

/** True when one changed path is git's bookkeeping for commits on the leased worktree's own branch. */
export function isBookkeepingPath(path: string, change: ChangeRecord["change"], git: GitLayout): boolean {
  if (!git.main_checkout) {
    const own = relativeTo(path, git.git_dir);
    if (own !== null) {
      if (own === "") return false;
      const first = own.split("/")[0]!;
      return !LINKED_GITDIR_DENY.has(first);
    }
  }
  const rel = relativeTo(path, git.common_dir);
  if (rel === null || rel === "") return false;
  if (git.main_checkout) {
    if (PER_WORKTREE_STATE.has(rel)) return change !== "deleted" || (rel !== "index" && rel !== "HEAD");
    if (PER_WORKTREE_DIRS.some((d) => rel === d || rel.startsWith(`${d}/`))) return true;
  }
  // New objects (loose or packed), and git "freshening" the times of one it would have written again.
  // Only the names git gives objects and packs: never objects/info (alternates, commit-graph), a
  // multi-pack-index, bitmaps, .keep/.promisor files, and never a deletion (that is a prune or a repack).
  // The collector checks the content of each such file (see objectFileOf) and marks a failure `tampered`.
  if (rel === "objects" || rel.startsWith("objects/")) {
    if (change !== "created" && change !== "modified") return false;
    if (change === "created" && OBJECT_DIRS.test(rel)) return true;
    return objectFileOf(path, git) !== null;
  }
  if (git.branch?.startsWith("refs/heads/") && change !== "deleted") {
    for (const ref of [git.branch, `logs/${git.branch}`]) {
      if (rel === ref) return true;
      // The directories a branch name with slashes needs (refs/heads/feat/ for refs/heads/feat/x).
      if (change === "created" && ref.startsWith(`${rel}/`)) return true;
    }
  }
  return false;
}

const OBJECT_DIRS = /^objects\/(?:[0-9a-f]{2}|pack)$/;
const LOOSE = /^objects\/([0-9a-f]{2})\/([0-9a-f]{38}|[0-9a-f]{62})$/;
const PACK = /^objects\/pack\/(pack-(?:[0-9a-f]{40}|[0-9a-f]{64}))\.(pack|idx|rev)$/;

/** A file git names as an object store entry: a loose object (with its id) or a pack file (with its `.pack`). */
export type ObjectFile = { kind: "loose"; id: string } | { kind: "pack"; pack: string };

/** What object-store file `path` is, by git's naming; null for anything else. */
export function objectFileOf(path: string, git: GitLayout): ObjectFile | null {
  const rel = relativeTo(path, git.common_dir);
  if (rel === null) return null;
  const loose = LOOSE.exec(rel);
  if (loose) return { kind: "loose", id: loose[1]! + loose[2]! };
  const pack = PACK.exec(rel);
  if (pack) return { kind: "pack", pack: `${git.common_dir}/objects/pack/${pack[1]!}.pack` };
  return null;
}

export interface Partitioned {
  /** Changes the lease must judge. */
  changes: ChangeRecord[];
  /** Git's bookkeeping, allowed without judging. */
  bookkeeping: ChangeRecord[];
}

/** Splits off git's bookkeeping. A rename counts only when both sides are bookkeeping. */
export function partitionBookkeeping(
  changes: readonly ChangeRecord[],
  git: GitLayout | null | undefined,
): Partitioned {
  if (!git) return { changes: [...changes], bookkeeping: [] };
  const out: Partitioned = { changes: [], bookkeeping: [] };
  for (const c of changes) {
    const ok =
      c.source === "snapshot" &&
      c.tampered === undefined &&
      isBookkeepingPath(c.path, c.change === "renamed" ? "created" : c.change, git) &&
      (c.from === undefined || isBookkeepingPath(c.from, "deleted", git) || isTransient(c.from, git));
    (ok ? out.bookkeeping : out.changes).push(c);
  }
  return out;
}

/** A lock or temporary object git renames into place. */
function isTransient(path: string, git: GitLayout): boolean {
  const rel = relativeTo(path, git.common_dir) ?? relativeTo(path, git.git_dir);
  return rel !== null && (rel.endsWith(".lock") || /(^|\/)tmp_[^/]*$/.test(rel));
}
