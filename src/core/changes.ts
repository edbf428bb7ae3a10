import type { ChangeRecord, GitLayout } from "./change-types.js";
import { isWithin } from "./paths.js";

/*
 * Git's own bookkeeping is not an escape. Committing on its branch in a linked worktree makes git write
 * outside that worktree: its gitdir, new objects, its own branch's ref and reflog; gc repacks, bisect
 * writes an empty packed-refs, `branch -D` rewrites the config unchanged. The collector judges each such
 * write by what it means to git (src/collect/git-meaning.ts) and marks the ones that keep the
 * repository's meaning `bookkeeping`; those sides alone are set aside here.
 */

function inside(path: string, dir: string): boolean {
  return path === dir || isWithin(path, dir);
}

/** True when this side of a record (its path or its rename source) is set aside as verified bookkeeping or a granted key-only change. */
export function isSetAside(path: string, c: ChangeRecord, git: GitLayout | null): boolean {
  if (c.tampered !== undefined || c.source === "git") return false;
  if (c.preset !== undefined) return true;
  if (c.granted !== undefined && path === c.path) return true;
  if (c.bookkeeping === undefined || git === null) return false;
  return inside(path, git.common_dir) || inside(path, git.git_dir);
}

export interface Partitioned {
  /** Changes the lease must judge. */
  changes: ChangeRecord[];
  /** Git's bookkeeping, allowed without judging. */
  bookkeeping: ChangeRecord[];
}

/** Splits off what is set aside (git's verified bookkeeping, granted key-only changes): every side must be. */
export function partitionBookkeeping(
  changes: readonly ChangeRecord[],
  git: GitLayout | null | undefined,
): Partitioned {
  const out: Partitioned = { changes: [], bookkeeping: [] };
  for (const c of changes) {
    const ok =
      isSetAside(c.path, c, git ?? null) && (c.from === undefined || isSetAside(c.from, c, git ?? null));
    (ok ? out.bookkeeping : out.changes).push(c);
  }
  return out;
}
