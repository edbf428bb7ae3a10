import type { ChangeRecord } from "./change-types.js";
import { isWithin, outermost } from "./paths.js";

/**
 * Whose writes a verdict is about. Rule 3 of the design: the verdict judges the agent's writes, not
 * the machine's. Each report names how it knows:
 * - `sandbox`: `run --enforce`; the sandbox's writable set is all the agent could write, so a change
 *   elsewhere on the host was made by another program (host activity, listed, never an escape);
 * - `capture`: the default `run` where the platform allows it; the agent ran in its own mount namespace
 *   where everything outside the lease's grants is an overlay: what it wrote there is captured exactly
 *   (and judged), changes on the host outside the grants are host activity;
 * - `none`: detection only; every change under the watched roots is charged to the agent, including
 *   those other programs made (temp directories, HOME) while it ran.
 */
export type Attribution = "sandbox" | "capture" | "none";

/** One sentence per attribution: what it proves (the report's `attribution_detail` when nothing more specific applies). */
export const ATTRIBUTION_MEANING: Record<Attribution, string> = {
  sandbox:
    "exact: the sandbox's writable set is all the agent could write; changes elsewhere are host activity, not judged",
  capture:
    "exact: the agent's writes outside the grants were captured in overlays and judged; changes on the host outside the grants are host activity",
  none: "detection only: every change under the watched roots is charged to the agent, including changes other programs made while it ran",
};

/** One place in the agent's view: whether the agent's own writes there reach the host. */
export interface ViewEntry {
  path: string;
  writable: boolean;
  /** Why the agent's writes there do not reach the host (a read-only place): said when it is not walked. */
  why?: string;
}

/** Why the agent's writes at a place of its view never reach the host, as the reports say it. */
export const NOT_REACHED = {
  privateDir: (path: string) => `the agent had a private ${path}`,
  masked: (why: string) => `masked from the agent (${why})`,
  readOnly: (why: string) => `read-only to the agent (${why})`,
};

/**
 * The entry of the view that decides whether the agent's own writes at `p` reach the host: the last one
 * (in the order mounts are applied, a later one covering an earlier one) whose path contains `p`; null
 * outside every entry (they do not).
 */
function viewLookup(view: readonly ViewEntry[]): (p: string) => ViewEntry | null {
  // Indexed by path: the busy machine's thousands of changes against an enforce plan's thousands of mounts.
  const last = new Map<string, number>();
  view.forEach((v, i) => {
    last.set(v.path, i);
  });
  return (p) => {
    let best = -1;
    for (let q = p; ; q = q.slice(0, Math.max(1, q.lastIndexOf("/")))) {
      const i = last.get(q);
      if (i !== undefined && i > best) best = i;
      if (q === "/") break;
    }
    return best >= 0 ? view[best]! : null;
  };
}

/** One root narrowed to what the agent could reach (see reachability). */
interface Reach {
  /** What to walk of it: itself, the places inside it where the agent's writes reach the host, or nothing. */
  parts: string[];
  /** Why the rest of it is not walked (null: it is walked whole). */
  why: string | null;
}

/**
 * For each root, the parts of it through which the agent's own writes can reach the host, by its
 * view: the whole root when the agent could write at the root itself; else every place inside it
 * where it could (a grant under HOME, a write root under a private /tmp), outermost only; else
 * nothing. A walk of the rest could only ever find other programs' changes (host activity), never one
 * of the agent's. The view is indexed once for all the roots asked about.
 */
export function reachability(view: readonly ViewEntry[]): (root: string) => Reach {
  const at = viewLookup(view);
  const writable = view.filter((v) => at(v.path)?.writable === true).map((v) => v.path);
  return (root) => {
    const top = at(root);
    if (top?.writable) return { parts: [root], why: null };
    const parts = outermost(writable.filter((p) => p !== root && isWithin(p, root)));
    return { parts, why: top?.why ?? "outside every place the agent could write" };
  };
}

/**
 * Splits host-scope changes into those the agent could have made (judged) and host activity: a change
 * no side of which the agent could write. Whether it could write a path: the last entry of the view
 * (in the order mounts are applied, a later one covering an earlier one) whose path contains it
 * decides; outside every entry, no. Repository-scope changes (git's own diff of the worktree and its
 * commits) and captured ones are always judged.
 */
export function splitHostActivity(
  changes: readonly ChangeRecord[],
  view: readonly ViewEntry[],
  /**
   * Where else a record's change really happened (null: nowhere else): a keyed file judged changed
   * through a link was changed where the link leads (`~/.claude.json` → a file in the worktree).
   */
  resolved: (c: ChangeRecord) => string | null = () => null,
): { judged: ChangeRecord[]; hostActivity: ChangeRecord[] } {
  const at = viewLookup(view);
  const writable = (p: string): boolean => at(p)?.writable === true;
  const judged: ChangeRecord[] = [];
  const hostActivity: ChangeRecord[] = [];
  for (const c of changes) {
    const elsewhere = c.source === "snapshot" ? resolved(c) : null;
    const mine =
      c.source !== "snapshot" ||
      writable(c.path) ||
      (c.from !== undefined && writable(c.from)) ||
      (elsewhere !== null && writable(elsewhere));
    (mine ? judged : hostActivity).push(c);
  }
  return { judged, hostActivity };
}
