import type { TextEdit } from "../surfaces/index.js";
import { ArgError, type Args, data, grey, type McpFamily, tool } from "./spec.js";

/**
 * The reference filesystem server (@modelcontextprotocol/server-filesystem, src/filesystem in
 * modelcontextprotocol/servers): every path argument is a read or a write, judged like Read and
 * Write. `~` is expanded as the server does; a relative path resolves against the call's working
 * directory (the server resolves it against its first allowed directory, which a project's
 * configuration sets to the project).
 */

const read = (a: Args, k = "path") => [{ kind: "read" as const, path: a.str(k) }];

function edits(a: Args): TextEdit[] {
  return a.objects("edits").map((e) => {
    if (typeof e.oldText !== "string" || typeof e.newText !== "string")
      throw new ArgError("each edit needs oldText and newText");
    return { old: e.oldText, new: e.newText };
  });
}

export const filesystem = (): McpFamily => ({
  id: "filesystem",
  names: /^(filesystem|fs|files?|serverfilesystem|mcpserverfilesystem|modelcontextprotocolserverfilesystem)$/,
  tools: {
    read_file: tool("path head tail", (a) => read(a)),
    read_text_file: tool("path head tail", (a) => read(a)),
    read_media_file: tool("path", (a) => read(a)),
    read_multiple_files: tool("paths", (a) => a.strs("paths").map((path) => ({ kind: "read", path }))),
    write_file: tool("path content", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "whole", text: a.str("content") } },
    ]),
    edit_file: tool("path edits dryRun", (a) =>
      // A dry run only shows the diff.
      a.bool("dryRun")
        ? [{ kind: "read", path: a.str("path") }]
        : [{ kind: "write", path: a.str("path"), change: { kind: "edits", edits: edits(a) } }],
    ),
    create_directory: tool("path", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "directory" } },
    ]),
    list_directory: tool("path", (a) => read(a)),
    list_directory_with_sizes: tool("path sortBy", (a) => read(a)),
    directory_tree: tool("path excludePatterns", (a) => [
      { kind: "read", path: a.str("path"), recursive: true },
    ]),
    search_files: tool("path pattern excludePatterns", (a) => [
      { kind: "read", path: a.str("path"), recursive: true },
    ]),
    move_file: tool("source destination", (a) => [
      // The source (file or directory) is gone afterwards; the destination holds what it held.
      { kind: "write", path: a.str("source"), op: "rdelete" },
      { kind: "write", path: a.str("destination") },
    ]),
    get_file_info: tool("path", (a) => [{ kind: "read", path: a.str("path"), metadata: true }]),
    list_allowed_directories: data(""),
  },
});

/**
 * Desktop Commander (wonderwhy-er/DesktopCommanderMCP, src/tools/schemas.ts): files like the
 * filesystem server, processes like a shell (`start_process` runs its command through the shell
 * analysis), and its own configuration, which sets the limits it enforces (escalated).
 */
const ORIGIN = "origin";

export const desktopCommander = (): McpFamily => ({
  id: "desktop-commander",
  names: /^(desktopcommander|commander|desktopcommandermcp|wonderwhyerdesktopcommander)$/,
  tools: {
    read_file: tool(`path isUrl offset length sheet range options ${ORIGIN}`, (a) =>
      a.bool("isUrl") ? [{ kind: "url", url: a.str("path") }] : read(a),
    ),
    read_multiple_files: tool("paths", (a) => a.strs("paths").map((path) => ({ kind: "read", path }))),
    write_file: tool(`path content mode ${ORIGIN}`, (a) => {
      const mode = a.optStr("mode") ?? "rewrite";
      if (mode !== "rewrite" && mode !== "append") throw new ArgError("mode must be rewrite or append");
      return [
        {
          kind: "write",
          path: a.str("path"),
          change: { kind: mode === "append" ? "append" : "whole", text: a.str("content") },
        },
      ];
    }),
    write_pdf: tool("path content outputPath options", (a) => [
      { kind: "read", path: a.str("path") },
      { kind: "write", path: a.optStr("outputPath") ?? a.str("path") },
    ]),
    create_directory: tool("path", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "directory" } },
    ]),
    list_directory: tool(`path depth ${ORIGIN}`, (a) => read(a)),
    move_file: tool("source destination", (a) => [
      { kind: "write", path: a.str("source"), op: "rdelete" },
      { kind: "write", path: a.str("destination") },
    ]),
    get_file_info: tool("path", (a) => [{ kind: "read", path: a.str("path"), metadata: true }]),
    edit_block: tool(
      `file_path old_string new_string expected_replacements range content options ${ORIGIN}`,
      (a) => {
        const path = a.str("file_path");
        if (!a.has("old_string")) return [{ kind: "write", path }]; // a spreadsheet range: content not known
        const count = a.input.expected_replacements;
        return [
          {
            kind: "write",
            path,
            change: {
              kind: "edits",
              edits: [
                {
                  old: a.str("old_string"),
                  new: a.optStr("new_string") ?? "",
                  all: count !== 1 && count !== undefined,
                },
              ],
            },
          },
        ];
      },
    ),
    start_search: tool(
      `path pattern searchType filePattern ignoreCase maxResults includeHidden contextLines timeout_ms earlyTermination literalSearch ${ORIGIN}`,
      (a) => [{ kind: "read", path: a.str("path"), recursive: true }],
    ),
    search_files: tool("path pattern timeoutMs", (a) => [
      { kind: "read", path: a.str("path"), recursive: true },
    ]),
    search_code: tool(
      "path pattern filePattern ignoreCase maxResults includeHidden contextLines timeoutMs",
      (a) => [{ kind: "read", path: a.str("path"), recursive: true }],
    ),
    get_more_search_results: data("sessionId offset length"),
    stop_search: data("sessionId"),
    list_searches: data(""),
    start_process: tool(`command timeout_ms shell verbose_timing ${ORIGIN}`, (a) => shellCommand(a)),
    execute_command: tool("command timeout_ms shell", (a) => shellCommand(a)),
    read_process_output: data("pid timeout_ms offset length verbose_timing"),
    read_output: data("pid timeout_ms"),
    interact_with_process: data("pid input timeout_ms wait_for_prompt verbose_timing", () => [
      grey("process_input", "sends input to a running process (a shell or interpreter runs it as code)"),
    ]),
    force_terminate: data("pid"),
    kill_process: data("pid"),
    list_sessions: data(""),
    list_processes: data(""),
    get_usage_stats: data(""),
    get_recent_tool_calls: data("maxResults toolName since"),
    get_prompts: data("action promptId"),
    get_config: data(ORIGIN),
    set_config_value: data(`key value ${ORIGIN}`, () => [
      grey(
        "self_modification",
        "changes Desktop Commander's own limits (allowed directories, blocked commands)",
      ),
    ]),
    give_feedback_to_desktop_commander: data("", () => [
      grey("opens_browser", "opens a feedback form in the browser"),
    ]),
  },
});

/** A command for a POSIX shell (the server's default); another shell's syntax is not analysed. */
function shellCommand(a: Args) {
  const shell = a.optStr("shell");
  if (shell !== undefined && !/^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/.test(shell))
    return [
      grey(
        "unknown_shell",
        `runs its command with ${JSON.stringify(shell)}, whose syntax forge-gate does not analyse`,
      ),
    ];
  return [{ kind: "shell" as const, command: a.str("command") }];
}
