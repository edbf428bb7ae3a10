import type { ToolCall } from "./types.js";

/** A tool call reduced to what classify judges, whichever agent spelled it. */
export type ToolShape =
  | { family: "bash"; command: string }
  | { family: "write"; paths: string[]; deletes?: string[] }
  | { family: "read"; paths: string[] }
  | { family: "webfetch"; url: string }
  | { family: "websearch" }
  | { family: "mcp"; server: string; name: string }
  | { family: "internal" }
  | { family: "unknown" }
  | { family: "invalid"; reason: string };

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

const INTERNAL = new Set([
  "task",
  "agent",
  "todowrite",
  "todoread",
  "exitplanmode",
  "enterplanmode",
  "bashoutput",
  "killshell",
  "killbash",
  "slashcommand",
  "skill",
  "update_plan",
  "listmcpresourcestool",
  "readmcpresourcetool",
  "askuserquestion",
  "todo_write",
  "taskoutput",
  "taskstop",
  "question",
  "sequentialthinking",
]);
const READ_TOOLS = new Set([
  "read",
  "glob",
  "grep",
  "ls",
  "list",
  "notebookread",
  "view_image",
  "codesearch",
  "read_file",
  "list_dir",
  "grep_search",
  "file_search",
]);
const WRITE_TOOLS = new Set([
  "write",
  "edit",
  "multiedit",
  "notebookedit",
  "str_replace_based_edit_tool",
  "write_file",
  "edit_file",
  "create_file",
]);
const SHELL_TOOLS = new Set([
  "bash",
  "shell",
  "exec_command",
  "local_shell",
  "container.exec",
  "run_shell_command",
  "unified_exec",
]);

export function parseToolCall(call: ToolCall): ToolShape {
  const name = call.tool;
  const lower = name.toLowerCase();
  const input = call.input;
  const mcp = /^mcp__(.+?)__(.+)$/.exec(name);
  if (mcp) return { family: "mcp", server: mcp[1]!, name: mcp[2]! };
  if (SHELL_TOOLS.has(lower)) {
    const cmd = input.command ?? input.cmd;
    if (typeof cmd === "string") return { family: "bash", command: cmd };
    if (Array.isArray(cmd) && cmd.every((c) => typeof c === "string"))
      return { family: "bash", command: argvToScript(cmd as string[]) };
    return { family: "invalid", reason: `${name} call without a command` };
  }
  if (lower === "apply_patch" || lower === "patch") {
    const text = str(input.command) ?? str(input.patch) ?? str(input.patchText) ?? str(input.input);
    if (text === null) return { family: "invalid", reason: `${name} call without a patch` };
    return patchShape(text);
  }
  if (WRITE_TOOLS.has(lower)) {
    const path = str(input.file_path) ?? str(input.filePath) ?? str(input.notebook_path) ?? str(input.path);
    if (path === null || path === "")
      return { family: "invalid", reason: `${name} call without a file path` };
    return { family: "write", paths: [path] };
  }
  if (READ_TOOLS.has(lower)) {
    const path = str(input.file_path) ?? str(input.filePath) ?? str(input.notebook_path) ?? str(input.path);
    return { family: "read", paths: path ? [path] : [] };
  }
  if (lower === "webfetch" || lower === "web_fetch" || lower === "fetch") {
    const url = str(input.url);
    if (url === null) return { family: "invalid", reason: `${name} call without a url` };
    return { family: "webfetch", url };
  }
  if (lower === "websearch" || lower === "web_search" || lower === "web_search_preview")
    return { family: "websearch" };
  if (INTERNAL.has(lower)) return { family: "internal" };
  return { family: "unknown" };
}

/** `["bash","-lc","script"]` is the script; any other argv is quoted back into one command. */
function argvToScript(argv: string[]): string {
  if (
    argv.length === 3 &&
    /^(ba|z|da)?sh$/.test(argv[0]!.replace(/^.*\//, "")) &&
    /^-l?c$|^-cl$/.test(argv[1]!)
  )
    return argv[2]!;
  return argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`)).join(" ");
}

/** Codex/opencode patch envelope: the files it adds, updates, moves to or deletes. */
function patchShape(text: string): ToolShape {
  const paths: string[] = [];
  const deletes: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (!m) continue;
    const p = m[2]!.trim();
    paths.push(p);
    if (m[1] === "Delete File") deletes.push(p);
  }
  if (paths.length === 0)
    return {
      family: "invalid",
      reason: "the patch names no files (expected *** Add/Update/Delete File: headers)",
    };
  return { family: "write", paths, deletes };
}
