/** The classify contract shared by the core engine and the I/O edge. */
export type Decision = "allow" | "block" | "escalate";
export type Stage = "user_rule" | "read_only" | "static" | "model" | "backstop" | "error";
export interface Verdict {
    decision: Decision;
    reason: string;
    /** Stable rule id (`read_only`, `write_outside_lease`, `git_destructive`, …). */
    rule: string;
    stage: Stage;
}
export type InputFormat = "claude" | "codex" | "opencode" | "json";
/** One tool call, normalised from whichever agent sent it. */
export interface ToolCall {
    /** Tool name as the agent spells it (`Bash`, `Write`, `bash`, `apply_patch`, `mcp__github__get_issue`). */
    tool: string;
    input: Record<string, unknown>;
    /** Absolute working directory of the call. */
    cwd: string;
    session: string | null;
    transcriptPath: string | null;
    format: InputFormat;
}
export type PermissionAction = "allow" | "ask" | "deny";
/** `permission:` — per tool key, either one action or glob pattern → action. */
export type PermissionRules = Record<string, PermissionAction | Record<string, PermissionAction>>;
export interface BackstopConfig {
    consecutive: number;
    total: number;
    resetOnUserTurn: boolean;
}
export type ClassifierConfig = {
    kind: "model";
    provider: "openai" | "anthropic" | "openai-compatible";
    model: string;
    baseUrl: string | null;
    apiKeyEnv: string | null;
    timeoutMs: number;
} | {
    kind: "command";
    command: string[];
    timeoutMs: number;
};
export interface ClassifyConfig {
    permission: PermissionRules;
    /** What the grey zone becomes when no backend is configured. */
    unresolved: "escalate" | "block";
    backstop: BackstopConfig;
    classifier: ClassifierConfig | null;
}
export declare const DEFAULT_CONFIG: ClassifyConfig;
