import type { PermissionAction, PermissionRules } from "./types.js";
/** The tool families user rules are keyed by (besides exact tool names and `mcp__…` globs). */
export type ToolFamily = "bash" | "write" | "read" | "webfetch" | "websearch" | "mcp" | "internal" | "unknown" | "invalid";
export interface RuleSubject {
    tool: string;
    family: ToolFamily;
    /** For bash: the whole command. */
    command?: string;
    /** For bash: every simple command inside it (nested ones included). */
    commands?: string[];
    /** For file tools: each file's spellings (absolute, cwd-relative); a pattern may match either. */
    files?: string[][];
    url?: string;
}
export interface RuleHit {
    action: PermissionAction;
    pattern: string;
    key: string;
}
/**
 * Evaluates `permission:` for one call. deny beats ask beats allow. For bash, deny/ask match the
 * whole command or any command inside it; allow must cover every command inside it, so
 * `git status; rm -rf ~` is never allowed by `git *`.
 */
export declare function matchUserRules(rules: PermissionRules, subject: RuleSubject): RuleHit | null;
