import { ForgeGateError } from "../errors.js";
import type { InputFormat, ToolCall } from "./types.js";

/**
 * Normalises one hook payload. Claude Code and Codex send the same PreToolUse shape
 * (`tool_name`, `tool_input`, `cwd`, `session_id`, `transcript_path`); opencode's plugin sends
 * `{tool, args, sessionID, callID, cwd}`; the plain form is `{tool, input, session, cwd}`.
 */
export function parsePayload(data: unknown, want: InputFormat | "auto", fallbackCwd: string): ToolCall {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "input_invalid",
      "the tool call on stdin must be a JSON object",
      "Pipe the agent's hook payload in",
    );
  }
  const o = data as Record<string, unknown>;
  const format = want === "auto" ? detect(o) : want;
  const pick = (...keys: string[]): unknown => {
    for (const k of keys) if (o[k] !== undefined) return o[k];
    return undefined;
  };
  let tool: unknown;
  let input: unknown;
  let session: unknown;
  let transcript: unknown = null;
  if (format === "claude" || format === "codex") {
    tool = o.tool_name;
    input = o.tool_input;
    session = o.session_id;
    transcript = o.transcript_path;
  } else if (format === "opencode") {
    tool = o.tool;
    input = pick("args", "input");
    session = pick("sessionID", "session_id", "session");
  } else {
    tool = o.tool;
    input = o.input;
    session = pick("session", "session_id");
    transcript = pick("transcript", "transcript_path");
  }
  if (typeof tool !== "string" || tool === "") {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload has no tool name`,
      "Expected tool_name (Claude Code/Codex), tool (opencode/plain)",
    );
  }
  if (input === undefined) input = {};
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload's tool input must be an object`,
      "Pipe the agent's hook payload in unchanged",
    );
  }
  const cwdRaw = o.cwd ?? o.directory;
  if (cwdRaw !== undefined && (typeof cwdRaw !== "string" || !cwdRaw.startsWith("/"))) {
    throw new ForgeGateError(
      "input_invalid",
      "the payload's cwd must be an absolute path",
      "Pipe the agent's hook payload in unchanged",
    );
  }
  return {
    tool,
    input: input as Record<string, unknown>,
    cwd: (cwdRaw as string | undefined) ?? fallbackCwd,
    session: typeof session === "string" && session !== "" ? session : null,
    transcriptPath: typeof transcript === "string" && transcript !== "" ? transcript : null,
    format,
  };
}

function detect(o: Record<string, unknown>): InputFormat {
  if (typeof o.tool_name === "string") {
    // Codex adds turn_id/model; otherwise the shapes are the same.
    return "turn_id" in o || ("model" in o && !("permission_mode" in o && "tool_use_id" in o))
      ? "codex"
      : "claude";
  }
  if (typeof o.tool === "string" && ("sessionID" in o || "callID" in o || "args" in o)) return "opencode";
  return "json";
}
