/**
 * A `pull_request` job checks the branch out somewhere else than the agent's worktree. The lease
 * speaks of the worktree, so the collectors run in the checkout and what they report is moved back
 * into the lease's coordinates before it is judged. Pure path arithmetic.
 */
import type { ChangeRecord, CollectResult } from "../collect/types.js";
import type { Lease } from "../core/lease.js";

/** `path` moved from under `from` to under `to`; paths not under `from` are returned unchanged. */
export function relocate(path: string, from: string, to: string): string {
  const f = stripSlash(from);
  const t = stripSlash(to);
  if (path === f) return t;
  const prefix = f === "/" ? "/" : `${f}/`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  return t === "/" ? `/${rest}` : `${t}/${rest}`;
}

function stripSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

/** The lease with its worktree (and every root below it) moved to `to`, for collectors run there. */
export function rebaseLease(lease: Lease, from: string, to: string): Lease {
  const move = (p: string) => relocate(p, from, to);
  return {
    ...lease,
    worktree: lease.worktree === null ? null : move(lease.worktree),
    write_roots: lease.write_roots.map(move),
    read_roots: lease.read_roots.map(move),
    watch: lease.watch.map(move),
  };
}

/** Collector output from a checkout at `from`, in the coordinates of the lease's worktree `to`. */
export function inLeaseCoordinates(result: CollectResult, from: string, to: string): CollectResult {
  const move = (p: string) => relocate(p, from, to);
  const changes = result.changes.map((c): ChangeRecord => {
    const out: ChangeRecord = { ...c, path: move(c.path) };
    if (c.from !== undefined) out.from = move(c.from);
    return out;
  });
  const out: CollectResult = {
    changes,
    coverage: {
      scopes: [...result.coverage.scopes],
      roots: result.coverage.roots.map(move),
      skipped: result.coverage.skipped.map((s) => ({ ...s, path: move(s.path) })),
    },
  };
  if (result.git !== undefined) {
    out.git =
      result.git === null
        ? null
        : {
            ...result.git,
            worktree: move(result.git.worktree),
            gitDir: move(result.git.gitDir),
            commonDir: move(result.git.commonDir),
            worktrees: result.git.worktrees.map(move),
          };
  }
  return out;
}
