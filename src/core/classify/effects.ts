import type { Change } from "./surfaces/index.js";

/** What a shell command (or tool call) would do, as found by static analysis. Judged by the engine. */

export type WriteOp =
  /** create or modify a file or directory */
  | "write"
  /** remove one entry */
  | "delete"
  /** remove a tree (rm -r, find -delete without filters, mv of a directory) */
  | "rdelete"
  /** write anywhere below: copy or move a tree into it, extract into it (cp -r, rsync, mv, tar -C) */
  | "rwrite"
  /** change mode/owner */
  | "meta"
  /** change mode/owner of a tree (chmod -R) */
  | "rmeta";

export interface WriteEffect {
  /** Absolute path as written (not normalised, so `link/..` can be resolved physically). */
  path: string;
  op: WriteOp;
  /** The command that writes it, for the reason text. */
  via: string;
  /** What it does to the content, where the call says (a write tool's content or edits); else unknown. */
  change?: Change;
  /** Glob characters in the path match hidden entries too (find's `{}`, not bash's globbing). */
  dot?: boolean;
  /** The program expands the glob itself, braces included (a quoted yml-or-yaml pattern given to prettier). */
  braces?: boolean;
  /** Only a path the write may reach (see reach.ts): never allowed, not blocked either. */
  may?: boolean;
  /** The path the command named, when this one is reached through it (a parent, a glob). */
  through?: string;
  /** Only git's index changes (`git rm --cached`): the next commit deletes the path, the work tree keeps it. */
  index?: boolean;
  /**
   * One of the places a relative path lands when the working directory is one of several (a `cd`
   * that may have failed): `group:member`. Blocked only when every member is.
   */
  alt?: string;
  /** Why the write has places to choose from, when it is not a `cd` that may fail. */
  altWhy?: string;
}

export interface HostEffect {
  host: string;
  via: string;
  /** Sends data or uses a non-GET method. */
  sends: boolean;
}

/** Where a `git push` sends commits, or a change of where later pushes go (push-targets.ts). */
export interface PushEffect {
  /** A URL, a remote name, or (config) the key=value that moves pushes. */
  target: string;
  via: string;
  kind: "url" | "remote" | "config" | "unknown";
  /** Not a push now: configuration that sends later pushes there (`git remote set-url origin …`). */
  later?: boolean;
}

export interface Finding {
  /** block: a clear rule hit. grey: cannot be proven safe (goes to the backend or `unresolved`). */
  level: "block" | "grey";
  rule: string;
  reason: string;
}

export interface Effects {
  findings: Finding[];
  writes: WriteEffect[];
  /** Secret material read into the call's output (for information; reading is not blocked). */
  hosts: HostEffect[];
  /** Directories where project tooling runs (npm, make, cargo…) and may write: each must be inside the lease. */
  projectDirs: string[];
  /** Scripts executed by path (./run.sh, python x.py): each must be inside the lease and not freshly downloaded. */
  scripts: { path: string; via: string }[];
  /**
   * Directories whose package.json lifecycle scripts the command runs without naming them (an
   * install): the engine judges those scripts as part of the call where it can read them.
   */
  lifecycle: { dir: string; via: string }[];
  /** Targets of symlinks created by the command: one pointing out of the lease lets later writes escape. */
  linkTargets: { path: string; via: string; hard?: boolean }[];
  /**
   * Paths handed to a program the project runs (`python scripts/x.py --output /etc/app.conf`): it
   * may write them, so one outside the lease is not allowed.
   */
  pathArgs: { path: string; via: string; root?: boolean; reads?: boolean }[];
  /** Pushes to a repository other than the worktree's own remote, and changes of where pushes go. */
  pushes: PushEffect[];
  /** Every simple command seen (argv joined), nested ones included: what user rules match against. */
  commands: string[];
  /** Every command seen is a pure reader (no writes, no project tooling, no network sends). */
  readOnly: boolean;
}

export function emptyEffects(): Effects {
  return {
    findings: [],
    writes: [],
    hosts: [],
    projectDirs: [],
    scripts: [],
    lifecycle: [],
    linkTargets: [],
    pathArgs: [],
    pushes: [],
    commands: [],
    readOnly: true,
  };
}
