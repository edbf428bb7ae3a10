import { posix } from "node:path";
import type { FsProbe } from "../paths.js";

/**
 * The top of the git repository a directory is in, as git finds it (the nearest directory at or
 * above it that holds `.git`, a directory or a worktree's file), else the lease's worktree when
 * the directory is inside it; null when neither is known. git reads a patch's names from there
 * (`git am` all of them, `git apply` those of a git diff), wherever in the repository it runs.
 * The probe is the engine's injected view of the filesystem; answers are memoised per probe and
 * worktree (one view of the filesystem per probe).
 */
export function repoTopFinder(probe: FsProbe, worktree: string | null): (dir: string) => string | null {
  let perProbe = finders.get(probe);
  if (!perProbe) {
    perProbe = new Map();
    finders.set(probe, perProbe);
  }
  const key = worktree ?? "";
  const known = perProbe.get(key);
  if (known) return known;
  const tree = worktree === null ? null : posix.normalize(worktree);
  const memo = new Map<string, string | null>();
  const find = (dir: string): string | null => {
    const start = posix.normalize(dir);
    const cached = memo.get(start);
    if (cached !== undefined) return cached;
    let top: string | null = null;
    for (let d = start; ; d = posix.dirname(d)) {
      if (probe.kind(d === "/" ? "/.git" : `${d}/.git`) !== null) {
        top = d;
        break;
      }
      if (d === "/") break;
    }
    if (top === null && tree !== null && (start === tree || start.startsWith(`${tree}/`))) top = tree;
    if (memo.size > 256) memo.clear();
    memo.set(start, top);
    return top;
  };
  if (perProbe.size > 8) perProbe.clear();
  perProbe.set(key, find);
  return find;
}

const finders = new WeakMap<FsProbe, Map<string, (dir: string) => string | null>>();
