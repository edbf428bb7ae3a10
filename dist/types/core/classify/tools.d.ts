import type { Change } from "./surfaces/index.js";
import type { ToolCall } from "./types.js";
/** A tool call reduced to what classify judges, whichever agent spelled it. */
export type ToolShape = 
/** `cwd`: the directory the call itself names for the command (Codex's `workdir`, …), as given. */
{
    family: "bash";
    command: string;
    cwd?: string;
}
/** `changes[i]`: what the call does to `paths[i]`'s content, where the call says (execution surfaces are judged by it). */
 | {
    family: "write";
    paths: string[];
    deletes?: string[];
    changes?: Change[];
} | {
    family: "read";
    paths: string[];
} | {
    family: "webfetch";
    url: string;
} | {
    family: "websearch";
} | {
    family: "mcp";
    server: string;
    name: string;
} | {
    family: "internal";
}
/** Forced escalation (a tool that schedules or starts later work): never allowed unasked. */
 | {
    family: "escalate";
    rule: string;
    reason: string;
} | {
    family: "unknown";
} | {
    family: "invalid";
    reason: string;
};
export declare function parseToolCall(call: ToolCall): ToolShape;
/**
 * What a write tool does to its file, by the input each client sends: Write's `content` (opencode
 * the same), Edit's `old_string`/`new_string` (opencode `oldString`/`newString`, the text editor
 * tool's `old_str`/`new_str`), MultiEdit's `edits`, the text editor's `create` with `file_text`.
 * Anything else (NotebookEdit, an insert at a line) is not known from the call.
 */
export declare function writeChange(input: Record<string, unknown>): Change;
type ClientToolKind = "internal" | "later" | "shell" | "read" | "write" | "patch" | "webfetch" | "websearch" | "stdin" | "enter_worktree" | "exit_worktree";
/** Claude Code 2.1.197–2.1.330 (tool names as sent in PreToolUse `tool_name`). */
export declare const CLAUDE_TOOLS: Readonly<Record<string, ClientToolKind>>;
/** Codex 0.169 (its hook payload names shell calls `Bash`; the model-facing names are kept too). */
export declare const CODEX_TOOLS: Readonly<Record<string, ClientToolKind>>;
/** opencode 1.18 (tool ids as `tool.execute.before` sees them). */
export declare const OPENCODE_TOOLS: Readonly<Record<string, ClientToolKind>>;
/** Expected shapes, one table per client: [tool, input, family]. */
export declare const CLIENT_TOOL_CASES: Readonly<Record<"claude" | "codex" | "opencode", [string, Record<string, unknown>, ToolShape["family"]][]>>;
export {};
