import type { CaseMode } from "../paths.js";
export type ViolationReason = "outside_write_roots" | "symlink_escape" | "protected" | "unresolvable"
/** A step changed the job's environment (a variable or a PATH entry) for later steps: `path` names it. */
 | "environment";
export interface Violation {
    /** The changed path as it was given. */
    path: string;
    /** Where it really lands: absolute, symlinks followed. */
    resolved: string;
    reason: ViolationReason;
    /** For `protected`: the rule that matched (`.git`, a glob, or a protected directory). */
    rule?: string;
    /**
     * What changed, when the collector knows more than the path (a new owner, group, ACL, xattr or link
     * on a high-value file, a keyed file's settings, a git ref or config key).
     */
    detail?: string;
}
export interface ViolationReport {
    checked: number;
    violations: Violation[];
}
export interface ViolationPolicy {
    /** Absolute (or relative to `cwd`) write roots; blank entries are ignored. None left = closed. */
    writeRoots: readonly string[];
    /** Globs: relative ones match below each write root, absolute and `~/` ones match absolute paths. */
    protect?: readonly string[];
    /** Absolute directories that are read-only wherever they are (a linked worktree's real gitdir). */
    protectedPaths?: readonly string[];
    /** Base for relative changed paths. Must be absolute. */
    cwd: string;
    home?: string;
    caseMode: CaseMode;
    /**
     * Canonical form of each (lexical, absolute) write root as recorded before the agent ran. The
     * gate passes these so an agent cannot move a root by turning it into a link during its run.
     */
    pinnedRoots?: ReadonlyMap<string, string>;
}
