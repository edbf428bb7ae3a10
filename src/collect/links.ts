import { lstatSync, readlinkSync, realpathSync, type Stats } from "node:fs";
import { dirname, resolve } from "node:path";
import { isWithin } from "../core/paths.js";

/*
 * A symlink inside the write roots is judged by what it points at. A link that a later write would go
 * through to somewhere outside the lease (~/.bashrc, the main checkout, another worktree) is an escape.
 * A link to installed software is not: a virtualenv's `bin/python` → `/usr/bin/python3.11`, a nix
 * `result` → `/nix/store/…`. Installed software is decided by facts about every hop and the target,
 * none of them "who runs the agent" (the agent may run as root, which can write anything):
 * - each is outside every directory the agent or the programs the gate watches write: HOME, the
 *   repository (its worktrees and git directories), the temp directories, the watched and write roots;
 * - each, and every directory above each, is owned by root and writable by no one else (a sticky
 *   directory such as /nix/store counts as not writable: only an entry's owner may replace it);
 * - the target is something that is only read or run: an executable regular file, or a directory
 *   without any write permission (a store path);
 * - the target did not change during the run (its ctime is older than the snapshot), so the agent did
 *   not just put it there, whatever user it runs as.
 */

export interface InstalledContext {
  /** Directories the agent, or programs the gate watches, write (physical paths). */
  guarded: readonly string[];
  /** The write roots (physical): a hop through another link there (`python` → `python3`) is followed as is. */
  inside: readonly string[];
  /** When the snapshot was taken, ns since the epoch. */
  sinceNs: bigint;
}

const MAX_HOPS = 40;

function lstatBig(p: string) {
  return lstatSync(p, { bigint: true, throwIfNoEntry: false });
}

/** Why `dir` and the directories above it are not root's alone (null when they are). */
function untrustedAncestor(dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    const st = lstatBig(d);
    if (!st?.isDirectory()) return `${d} is not a directory`;
    const mode = Number(st.mode);
    if (st.uid !== 0n) return `${d} is not owned by root`;
    if ((mode & 0o022) !== 0 && (mode & 0o1000) === 0) return `${d} is writable by others than root`;
    if (d === "/") return null;
  }
}

/**
 * Where the link at `link` finally leads when that is installed software (see above), else a reason it
 * is not. The link itself (inside the write roots) is not judged, only what it leads to.
 */
export function installedTarget(
  link: string,
  ctx: InstalledContext,
): { target: string } | { reason: string } {
  let current = link;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    let target: string;
    let parent: string;
    try {
      target = readlinkSync(current);
      parent = realpathSync.native(dirname(current));
    } catch (err) {
      return { reason: `${current} cannot be read: ${(err as NodeJS.ErrnoException).code ?? "error"}` };
    }
    let next = resolve(parent, target);
    let nextParent: string;
    try {
      nextParent = realpathSync.native(dirname(next));
    } catch {
      return { reason: `${next} does not exist` };
    }
    const name = next.slice(next.lastIndexOf("/") + 1);
    next = nextParent === "/" ? `/${name}` : `${nextParent}/${name}`;
    if (ctx.inside.some((r) => isWithin(next, r))) {
      if (lstatBig(next)?.isSymbolicLink() !== true) return { reason: `${next} is inside the write roots` };
      current = next;
      continue;
    }
    const guarded = ctx.guarded.find((g) => isWithin(next, g));
    if (guarded !== undefined)
      return { reason: `${next} is inside ${guarded}, which is written during runs` };
    const why = untrustedAncestor(nextParent);
    if (why !== null) return { reason: why };
    const st = lstatBig(next);
    if (st === undefined) return { reason: `${next} does not exist` };
    if (st.uid !== 0n) return { reason: `${next} is not owned by root` };
    const mode = Number(st.mode);
    if (st.isSymbolicLink()) {
      current = next;
      continue;
    }
    if ((mode & 0o022) !== 0) return { reason: `${next} is writable by others than root` };
    if (st.ctimeNs >= ctx.sinceNs) return { reason: `${next} changed during the run` };
    if (st.isFile() && (mode & 0o111) !== 0) return { target: next };
    if (st.isDirectory() && (mode & 0o222) === 0) return { target: next };
    return {
      reason: `${next} is ${st.isDirectory() ? "a writable directory" : "not an executable file"}, not installed software that is only read or run`,
    };
  }
  return { reason: "too many symlinks" };
}

/**
 * The write root `path` lies in when that root is a directory anyone may write (a granted /tmp):
 * shared by every program on the machine, so what lies there is not the agent's by default.
 */
export function sharedRootOf(path: string, writeRoots: readonly string[]): string | null {
  for (const r of writeRoots) {
    if (!isWithin(path, r)) continue;
    let st: Stats | undefined;
    try {
      st = lstatSync(r, { throwIfNoEntry: false });
    } catch {
      continue;
    }
    if (st?.isDirectory() && (st.mode & 0o002) !== 0) return r;
  }
  return null;
}
