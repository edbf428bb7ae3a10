import { ForgeGateError } from "../errors.js";
import { shQuote } from "../hook-setup.js";
import type { Change, TextEdit } from "./surfaces/index.js";
import type { ToolCall } from "./types.js";

/** A tool call reduced to what classify judges, whichever agent spelled it. */
export type ToolShape =
  /** `cwd`: the directory the call itself names for the command (Codex's `workdir`, …), as given. */
  | { family: "bash"; command: string; cwd?: string }
  /** `changes[i]`: what the call does to `paths[i]`'s content, where the call says (execution surfaces are judged by it). */
  | { family: "write"; paths: string[]; deletes?: string[]; changes?: Change[] }
  | { family: "read"; paths: string[] }
  | { family: "webfetch"; url: string }
  | { family: "websearch" }
  | { family: "mcp"; server: string; name: string }
  | { family: "internal" }
  /** Forced escalation (a tool that schedules or starts later work): never allowed unasked. */
  | { family: "escalate"; rule: string; reason: string }
  | { family: "unknown" }
  | { family: "invalid"; reason: string };

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/**
 * The first of `keys` that `input` holds, which must be a string: a field every client sends as a
 * string but given here as another type is a malformed payload (an input error, exit 2), never a
 * call to judge. Absent: null.
 */
function stringField(tool: string, input: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const k of keys) {
    const v = input[k];
    if (v === undefined) continue;
    if (typeof v === "string") return v;
    throw new ForgeGateError(
      "input_invalid",
      `the ${tool} call's ${k} is ${v === null ? "null" : Array.isArray(v) ? "a list" : `a ${typeof v}`}, not a string`,
      "Pipe the agent's hook payload in unchanged",
    );
  }
  return null;
}

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
  const mcp = /^mcp__(.+?)__(.+)$/.exec(name);
  if (mcp) return { family: "mcp", server: mcp[1]!, name: mcp[2]! };
  const own = clientTool(call);
  if (own) return own;
  // Not in the client's table (or plain JSON input): the generic names every client has used.
  if (SHELL_TOOLS.has(lower)) return shellShape(call);
  if (lower === "apply_patch" || lower === "patch") return patchCallShape(call);
  if (WRITE_TOOLS.has(lower)) return writeShape(call);
  if (READ_TOOLS.has(lower)) return readShape(call);
  if (lower === "webfetch" || lower === "web_fetch" || lower === "fetch") return fetchShape(call);
  if (lower === "websearch" || lower === "web_search" || lower === "web_search_preview")
    return { family: "websearch" };
  if (INTERNAL.has(lower)) return { family: "internal" };
  return { family: "unknown" };
}

/** Where a shell tool's input names the directory its command runs in (Codex `workdir`, …). */
const SHELL_CWD = ["workdir", "cwd", "directory", "working_directory", "workingDirectory", "dir"];
/** Shells a shell tool may be told to run its command with (Codex `exec_command`'s `shell`). */
const PLAIN_SHELLS = /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/;

function shellShape({ tool, input }: ToolCall): ToolShape {
  // Another program named to run the command runs it in the shell's place: nothing here reads it.
  const shell = input.shell;
  if (shell !== undefined && shell !== null && (typeof shell !== "string" || !PLAIN_SHELLS.test(shell)))
    return { family: "unknown" };
  const key = SHELL_CWD.find((k) => input[k] !== undefined && input[k] !== null);
  const cwd = key === undefined ? null : stringField(tool, input, [key]);
  const at = cwd === null || cwd === "" ? {} : { cwd };
  const cmd = input.command ?? input.cmd;
  if (Array.isArray(cmd) && cmd.every((c) => typeof c === "string"))
    return { family: "bash", command: argvToScript(cmd as string[]), ...at };
  const script = stringField(tool, input, ["command", "cmd"]);
  if (script !== null) return { family: "bash", command: script, ...at };
  return { family: "invalid", reason: `${tool} call without a command` };
}

function patchCallShape({ tool, input }: ToolCall): ToolShape {
  const text = str(input.command) ?? str(input.patch) ?? str(input.patchText) ?? str(input.input);
  if (text === null) return { family: "invalid", reason: `${tool} call without a patch` };
  return patchShape(text);
}

const filePath = (tool: string, input: Record<string, unknown>): string | null =>
  stringField(tool, input, ["file_path", "filePath", "notebook_path", "path"]);

function writeShape({ tool, input }: ToolCall): ToolShape {
  const path = filePath(tool, input);
  if (path === null || path === "") return { family: "invalid", reason: `${tool} call without a file path` };
  return { family: "write", paths: [path], changes: [writeChange(input)] };
}

const edit = (o: Record<string, unknown>): TextEdit | null => {
  const old = str(o.old_string) ?? str(o.oldString) ?? str(o.old_str) ?? str(o.oldText);
  const now = str(o.new_string) ?? str(o.newString) ?? str(o.new_str) ?? str(o.newText);
  if (old === null || now === null) return null;
  return { old, new: now, all: o.replace_all === true || o.replaceAll === true };
};

/**
 * What a write tool does to its file, by the input each client sends: Write's `content` (opencode
 * the same), Edit's `old_string`/`new_string` (opencode `oldString`/`newString`, the text editor
 * tool's `old_str`/`new_str`), MultiEdit's `edits`, the text editor's `create` with `file_text`.
 * Anything else (NotebookEdit, an insert at a line) is not known from the call.
 */
export function writeChange(input: Record<string, unknown>): Change {
  const whole = str(input.content) ?? str(input.file_text) ?? str(input.text);
  if (whole !== null && input.command !== "str_replace" && input.command !== "insert")
    return { kind: "whole", text: whole };
  const one = edit(input);
  if (one) return { kind: "edits", edits: [one] };
  if (Array.isArray(input.edits)) {
    const edits = input.edits.map((e) =>
      e && typeof e === "object" ? edit(e as Record<string, unknown>) : null,
    );
    if (edits.length > 0 && edits.every((e) => e !== null))
      return { kind: "edits", edits: edits as TextEdit[] };
  }
  return { kind: "unknown" };
}

function readShape({ tool, input }: ToolCall): ToolShape {
  const path = filePath(tool, input);
  return { family: "read", paths: path ? [path] : [] };
}

function fetchShape({ tool, input }: ToolCall): ToolShape {
  const url = str(input.url);
  if (url === null) return { family: "invalid", reason: `${tool} call without a url` };
  return { family: "webfetch", url };
}

/** `["bash","-lc","script"]` is the script; any other argv is quoted back into one command. */
function argvToScript(argv: string[]): string {
  if (
    argv.length === 3 &&
    /^(ba|z|da)?sh$/.test(argv[0]!.replace(/^.*\//, "")) &&
    /^-l?c$|^-cl$/.test(argv[1]!)
  )
    return argv[2]!;
  return argv.map(shQuote).join(" ");
}

/**
 * Codex/opencode patch envelope: the files it adds, updates, moves to or deletes, with what it
 * does to each: an added file's `+` lines are its content; an update's hunks are edits (context and
 * `-` lines replaced by context and `+` lines); a file moved to gets the source's content, unknown.
 */
function patchShape(text: string): ToolShape {
  const paths: string[] = [];
  const deletes: string[] = [];
  const changes: Change[] = [];
  let current:
    | { kind: "add"; lines: string[] }
    | { kind: "update"; hunks: { old: string[]; new: string[] }[] }
    | null = null;
  const close = () => {
    if (current?.kind === "add")
      changes[changes.length - 1] = { kind: "whole", text: `${current.lines.join("\n")}\n` };
    if (current?.kind === "update") {
      const edits = current.hunks
        .filter((h) => h.old.length + h.new.length > 0)
        .map((h) => ({ old: h.old.join("\n"), new: h.new.join("\n") }));
      changes[changes.length - 1] = edits.length > 0 ? { kind: "edits", edits } : { kind: "unknown" };
    }
    current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (m) {
      if (m[1] === "Move to") {
        // The update above now lands here: the old path is removed, the new one written.
        const from = paths.length - 1;
        if (from >= 0) deletes.push(paths[from]!);
        close();
      } else close();
      const p = m[2]!.trim();
      paths.push(p);
      changes.push({ kind: "unknown" });
      if (m[1] === "Delete File") deletes.push(p);
      if (m[1] === "Add File") current = { kind: "add", lines: [] };
      if (m[1] === "Update File") current = { kind: "update", hunks: [{ old: [], new: [] }] };
      continue;
    }
    if (/^\*\*\* (End Patch|Begin Patch|End of File)/.test(line)) {
      if (line.startsWith("*** End Patch")) close();
      continue;
    }
    if (current?.kind === "add") {
      if (line.startsWith("+")) current.lines.push(line.slice(1));
    } else if (current?.kind === "update") {
      if (line.startsWith("@@")) {
        current.hunks.push({ old: [], new: [] });
        continue;
      }
      const h = current.hunks[current.hunks.length - 1]!;
      if (line.startsWith("-")) h.old.push(line.slice(1));
      else if (line.startsWith("+")) h.new.push(line.slice(1));
      else {
        const ctx = line.startsWith(" ") ? line.slice(1) : line;
        h.old.push(ctx);
        h.new.push(ctx);
      }
    }
  }
  close();
  if (paths.length === 0)
    return {
      family: "invalid",
      reason: "the patch names no files (expected *** Add/Update/Delete File: headers)",
    };
  return { family: "write", paths, deletes, changes };
}

// ---- client-internal tools: one table per client ----
//
// What each client's own tools do, by the name the client's hook payload carries. `internal` is
// pure bookkeeping of the agent's session (plans, todos, tool schemas, messages between its own
// agents): allowed. `later` schedules or starts work that runs after this call, where no hook sees
// it run (cron jobs, wake-ups, remote triggers): always escalated. The others are reduced to the
// shape the engine judges (shell, read, write, patch, web). A tool in no table stays grey.
// Each table has its cases beside it (CLIENT_TOOL_CASES), run by test/classify/client-tools.test.ts.

type ClientToolKind =
  | "internal"
  | "later"
  | "shell"
  | "read"
  | "write"
  | "patch"
  | "webfetch"
  | "websearch"
  | "stdin"
  | "enter_worktree"
  | "exit_worktree";

/** Claude Code 2.1.197–2.1.330 (tool names as sent in PreToolUse `tool_name`). */
export const CLAUDE_TOOLS: Readonly<Record<string, ClientToolKind>> = {
  Bash: "shell",
  Monitor: "shell",
  Read: "read",
  Glob: "read",
  Grep: "read",
  LS: "read",
  NotebookRead: "read",
  LSP: "read",
  Write: "write",
  Edit: "write",
  MultiEdit: "write",
  NotebookEdit: "write",
  WebFetch: "webfetch",
  WebSearch: "websearch",
  ToolSearch: "internal",
  TodoWrite: "internal",
  TodoRead: "internal",
  TaskCreate: "internal",
  TaskGet: "internal",
  TaskList: "internal",
  TaskUpdate: "internal",
  TaskOutput: "internal",
  TaskStop: "internal",
  BashOutput: "internal",
  KillShell: "internal",
  KillBash: "internal",
  Task: "internal",
  Agent: "internal",
  ListAgents: "internal",
  SendMessage: "internal",
  ReportFindings: "internal",
  Skill: "internal",
  SlashCommand: "internal",
  AskUserQuestion: "internal",
  ExitPlanMode: "internal",
  EnterPlanMode: "internal",
  ListMcpResourcesTool: "internal",
  ReadMcpResourceTool: "internal",
  CronList: "internal",
  CronDelete: "internal",
  CronCreate: "later",
  ScheduleWakeup: "later",
  RemoteTrigger: "later",
  EnterWorktree: "enter_worktree",
  ExitWorktree: "exit_worktree",
};

/** Codex 0.169 (its hook payload names shell calls `Bash`; the model-facing names are kept too). */
export const CODEX_TOOLS: Readonly<Record<string, ClientToolKind>> = {
  Bash: "shell",
  exec_command: "shell",
  shell: "shell",
  local_shell: "shell",
  unified_exec: "shell",
  shell_command: "shell",
  write_stdin: "stdin",
  apply_patch: "patch",
  update_plan: "internal",
  request_user_input: "internal",
  spawn_agent: "internal",
  send_input: "internal",
  wait: "internal",
  close_agent: "internal",
  resume_agent: "internal",
  view_image: "read",
  list_dir: "read",
  read_file: "read",
  grep_files: "read",
  list_mcp_resources: "internal",
  list_mcp_resource_templates: "internal",
  tool_search: "internal",
  get_goal: "internal",
  create_goal: "internal",
  update_goal: "internal",
  web_search: "websearch",
};

/** opencode 1.18 (tool ids as `tool.execute.before` sees them). */
export const OPENCODE_TOOLS: Readonly<Record<string, ClientToolKind>> = {
  bash: "shell",
  read: "read",
  glob: "read",
  grep: "read",
  list: "read",
  lsp: "read",
  codesearch: "read",
  write: "write",
  edit: "write",
  multiedit: "write",
  patch: "patch",
  apply_patch: "patch",
  webfetch: "webfetch",
  websearch: "websearch",
  todowrite: "internal",
  todoread: "internal",
  task: "internal",
  skill: "internal",
  question: "internal",
  plan_enter: "internal",
  plan_exit: "internal",
};

const TABLES: Readonly<Record<string, Readonly<Record<string, ClientToolKind>>>> = {
  claude: CLAUDE_TOOLS,
  codex: CODEX_TOOLS,
  opencode: OPENCODE_TOOLS,
};

/** The shape of a client's own tool, or null when the client's table does not name it. */
function clientTool(call: ToolCall): ToolShape | null {
  const table = TABLES[call.format];
  const kind = table && Object.hasOwn(table, call.tool) ? table[call.tool] : undefined;
  if (kind === undefined) return null;
  const input = call.input;
  switch (kind) {
    case "internal":
      return { family: "internal" };
    case "later":
      return {
        family: "escalate",
        rule: "schedules_work",
        reason: `${call.tool} schedules work that runs later, outside any hook`,
      };
    case "stdin": {
      const chars = input.chars;
      if (chars === undefined || chars === "") return { family: "internal" };
      return { family: "unknown" };
    }
    case "enter_worktree": {
      // A new git worktree: under .claude/worktrees/<name> unless a path is given.
      const path = str(input.path);
      const name = str(input.name);
      if (path) return { family: "write", paths: [path] };
      if (name !== null && /^[\w.-]+$/.test(name) && name !== "." && name !== "..")
        return { family: "write", paths: [`.claude/worktrees/${name}`] };
      if (name === null) return { family: "write", paths: [".claude/worktrees/"] };
      return { family: "invalid", reason: `EnterWorktree name ${JSON.stringify(name)} is not a plain name` };
    }
    case "exit_worktree":
      if (input.action === "keep") return { family: "internal" };
      return {
        family: "escalate",
        rule: "worktree_remove",
        reason: "ExitWorktree removes the worktree and may discard its changes",
      };
    case "shell":
      return shellShape(call);
    case "patch":
      return patchCallShape(call);
    case "write":
      return writeShape(call);
    case "read":
      return readShape(call);
    case "webfetch":
      return fetchShape(call);
    case "websearch":
      return { family: "websearch" };
  }
}

/** Expected shapes, one table per client: [tool, input, family]. */
export const CLIENT_TOOL_CASES: Readonly<
  Record<"claude" | "codex" | "opencode", [string, Record<string, unknown>, ToolShape["family"]][]>
> = {
  claude: [
    ["ToolSearch", { query: "select:CronCreate" }, "internal"],
    ["TaskCreate", { subject: "x", description: "y" }, "internal"],
    ["TodoWrite", { todos: [] }, "internal"],
    ["Skill", { skill: "pdf" }, "internal"],
    ["SendMessage", { to: "a", message: "m" }, "internal"],
    ["CronCreate", { cron: "* * * * *", prompt: "rm -rf ~" }, "escalate"],
    ["ScheduleWakeup", { delaySeconds: 60, prompt: "go on" }, "escalate"],
    ["RemoteTrigger", { action: "create" }, "escalate"],
    ["CronDelete", { id: "1" }, "internal"],
    ["EnterWorktree", { name: "feature" }, "write"],
    ["EnterWorktree", { path: "/elsewhere/wt" }, "write"],
    ["EnterWorktree", { name: "../../escape" }, "invalid"],
    ["ExitWorktree", { action: "keep" }, "internal"],
    ["ExitWorktree", { action: "remove", discard_changes: true }, "escalate"],
    ["Monitor", { command: "tail -f log", description: "d" }, "bash"],
    ["Monitor", { description: "no command" }, "invalid"],
    ["Workflow", { script: "x" }, "unknown"],
    ["FrobnicateTool", {}, "unknown"],
  ],
  codex: [
    ["Bash", { command: "ls" }, "bash"],
    ["exec_command", { cmd: "ls" }, "bash"],
    ["write_stdin", { session_id: 1, chars: "" }, "internal"],
    ["write_stdin", { session_id: 1, chars: "rm -rf ~\n" }, "unknown"],
    ["apply_patch", { command: "*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch" }, "write"],
    ["apply_patch", { command: "no headers" }, "invalid"],
    ["update_plan", { plan: [] }, "internal"],
    ["view_image", { path: "a.png" }, "read"],
    ["js_repl", { code: "1" }, "unknown"],
  ],
  opencode: [
    ["todowrite", { todos: [] }, "internal"],
    ["todoread", {}, "internal"],
    ["task", { prompt: "look around", description: "d", subagent_type: "general" }, "internal"],
    ["bash", { command: "ls" }, "bash"],
    ["edit", { filePath: "a.ts", oldString: "a", newString: "b" }, "write"],
    ["write", {}, "invalid"],
    ["webfetch", { url: "https://example.com" }, "webfetch"],
    ["batch", { tool_calls: [] }, "unknown"],
  ],
};
