/** What a collector reports: one lasting change on the machine or in the repository. */
export type ChangeKind = "created" | "modified" | "deleted" | "renamed" | "mode" | "link";

export interface ChangeRecord {
  /** Absolute path (host scope) or path as git reports it, resolved against the worktree (repo scope). */
  path: string;
  change: ChangeKind;
  source: "snapshot" | "git";
  /** For renames: the other side. */
  from?: string;
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

export interface CollectResult {
  changes: ChangeRecord[];
  coverage: Coverage;
}
