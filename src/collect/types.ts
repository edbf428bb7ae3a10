/** What a collector reports: one lasting change on the machine or in the repository. */
export type ChangeKind = "created" | "modified" | "deleted" | "renamed" | "mode" | "link";

export interface ChangeRecord {
  /** Absolute path (host scope) or path as git reports it, resolved against the worktree (repo scope). */
  path: string;
  change: ChangeKind;
  source: "snapshot" | "git";
  /** For renames: the other side. */
  from?: string;
  /**
   * Set by the collector when a write that looks like git's bookkeeping failed an integrity check (a git
   * object whose content does not match its name, a pack git cannot verify): never set aside as bookkeeping.
   */
  tampered?: string;
}

export interface SkippedRoot {
  path: string;
  reason: string;
}

/** Which roots a report covered, so no report claims more than it saw. */
export interface Coverage {
  scopes: Array<"snapshot" | "git">;
  roots: string[];
  skipped: SkippedRoot[];
}

/** Where the leased worktree's repository keeps its state (physical absolute paths). */
export interface GitLayout {
  /** Top level of the leased worktree. */
  worktree: string;
  /** Its own gitdir: `<common>/worktrees/<name>` for a linked worktree, else the common dir. */
  git_dir: string;
  common_dir: string;
  /** The leased worktree is the repository's main checkout (git_dir === common_dir). */
  main_checkout: boolean;
  /** The branch HEAD pointed at (`refs/heads/…`) when the run started; null when detached. */
  branch: string | null;
  /** HEAD's commit when the run started; null on an unborn branch. */
  head: string | null;
  /** Every worktree of the repository. */
  worktrees: string[];
}

export interface CollectResult {
  changes: ChangeRecord[];
  coverage: Coverage;
  /** The leased worktree's repository layout (from the snapshot when there is one), for the bookkeeping allowance. */
  git?: GitLayout | null;
  /** Canonical write roots recorded by the snapshot (lexical → canonical), judged against instead of today's. */
  pinnedRoots?: Record<string, string>;
}
