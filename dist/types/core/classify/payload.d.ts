import type { InputFormat, ToolCall } from "./types.js";
/**
 * Normalises one hook payload. Claude Code and Codex send the same PreToolUse shape
 * (`tool_name`, `tool_input`, `cwd`, `session_id`, `transcript_path`); opencode's plugin sends
 * `{tool, args, sessionID, callID, cwd}`; the plain form is `{tool, input, session, cwd}`.
 */
export declare function parsePayload(data: unknown, want: InputFormat | "auto", fallbackCwd: string): ToolCall;
