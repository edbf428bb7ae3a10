/**
 * A `pull_request` job checks the branch out somewhere else than the agent's worktree. The lease
 * speaks of the worktree, so the collectors run in the checkout and what they report is moved back
 * into the lease's coordinates before it is judged, on the checkout's real filesystem seen through
 * `relocatedProbe`. Pure: path arithmetic and a wrapper around an injected probe.
 */
import type { ChangeRecord, CollectResult } from "../core/change-types.js";
import type { Lease } from "../core/lease.js";
import { type CaseMode, type FsProbe, isWithin, pathFolder } from "../core/paths.js";

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
      ...(result.coverage.failed ? { failed: result.coverage.failed.map((f) => ({ ...f })) } : {}),
    },
  };
  if (result.git !== undefined) {
    out.git =
      result.git === null
        ? null
        : {
            ...result.git,
            worktree: move(result.git.worktree),
            git_dir: move(result.git.git_dir),
            common_dir: move(result.git.common_dir),
            worktrees: result.git.worktrees.map(move),
          };
  }
  return out;
}

/** A lease's worktree and where its content is on this machine. */
export interface Relocation {
  /** The lease's worktree: the coordinates changes are judged (and reported) in. */
  worktree: string;
  /** The checkout holding that worktree's content here; physical (no symlink on the way). */
  checkout: string;
}

type Place =
  | { at: "worktree"; path: string }
  | { at: "ancestor" }
  | { at: "hidden" }
  | { at: "host" }
  | { at: "ambiguous" };

/**
 * The checkout's filesystem seen in the lease's coordinates, so the one shared resolver follows the
 * committed symlinks for real instead of falling back to text because the lease's paths do not
 * exist here. Under the lease's worktree every lookup is answered from the checkout (absolute link
 * targets are in lease coordinates too, so a target inside the worktree lands in the checkout);
 * the worktree's ancestors exist as directories; the checkout under its own name is hidden (on the
 * agent's machine nothing is there, so a link into it resolves outside the lease); everything else
 * is this machine's filesystem, which is outside the lease either way.
 */
export function relocatedProbe(inner: FsProbe, where: Relocation, caseMode: CaseMode): FsProbe {
  const fold = pathFolder(caseMode);
  const wt = stripSlash(where.worktree);
  const co = stripSlash(where.checkout);
  const wtKey = fold(wt);
  const coKey = fold(co);
  const place = (p: string): Place => {
    const key = fold(p);
    if (isWithin(key, wtKey)) {
      // The raw spelling must line up with the folded match (it may not after Unicode folding):
      // when it does not, answer "unknown" so the path is judged unresolvable, never guessed.
      const head = p.slice(0, wt.length);
      const rest = p.slice(wt.length);
      if (fold(head) !== wtKey || (rest !== "" && !rest.startsWith("/") && wt !== "/"))
        return { at: "ambiguous" };
      const tail = wt === "/" ? p.slice(1) : rest.slice(1);
      return { at: "worktree", path: tail === "" ? co : co === "/" ? `/${tail}` : `${co}/${tail}` };
    }
    if (isWithin(wtKey, key)) return { at: "ancestor" };
    if (isWithin(key, coKey)) return { at: "hidden" };
    return { at: "host" };
  };
  return {
    kind(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.kind(w.path);
      if (w.at === "ancestor") return "dir";
      if (w.at === "hidden") return null;
      if (w.at === "ambiguous") return "unknown";
      return inner.kind(p);
    },
    readlink(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.readlink(w.path);
      return w.at === "host" ? inner.readlink(p) : null;
    },
    realpath(p) {
      // Native realpath would follow links with this machine's meaning of absolute targets; below
      // the worktree the resolver (through this probe) decides instead.
      if (place(p).at !== "host" || inner.realpath === undefined) return null;
      const real = inner.realpath(p);
      return real !== null && place(real).at === "host" ? real : null;
    },
  };
}
