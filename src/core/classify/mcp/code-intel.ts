import { type Args, data, grey, type McpEffect, type McpFamily, tool } from "./spec.js";

/**
 * Code-intelligence and documentation servers. Serena (oraios/serena, src/serena/tools): its file
 * and symbol tools read and write paths relative to the active project (the call's working
 * directory stands in for it), its edits are judged like Edit (the text a symbol edit inserts is
 * what a build script would gain), `execute_shell_command` through the shell analysis; its memories
 * are notes for later sessions, like CLAUDE.md, not code. context7 (upstash/context7): library
 * documentation fetched from its service, a read.
 */

const rel = (a: Args, k = "relative_path") => (a.has(k) ? a.str(k) : ".");
const read = (a: Args, k?: string): McpEffect[] => [{ kind: "read", path: rel(a, k) }];
const search = (a: Args): McpEffect[] => [{ kind: "read", path: rel(a), recursive: true }];
/** Code inserted or replaced in a file: its text is what the file gains. */
const insert =
  (k: string) =>
  (a: Args): McpEffect[] => [
    {
      kind: "write",
      path: a.str("relative_path"),
      change: { kind: "edits", edits: [{ old: "", new: a.str(k) }] },
    },
  ];
const rewrite = (a: Args): McpEffect[] => [{ kind: "write", path: a.str("relative_path") }];
const SYMBOL =
  "name_path name_path_pattern relative_path depth include_body include_info include_kinds exclude_kinds substring_matching max_matches max_answer_chars";

export const serena = (): McpFamily => ({
  id: "serena",
  names: /serena/,
  tools: {
    read_file: tool("relative_path start_line end_line max_answer_chars", (a) => read(a)),
    list_dir: tool("relative_path recursive skip_ignored_files max_answer_chars", (a) =>
      a.bool("recursive") ? search(a) : read(a),
    ),
    find_file: tool("file_mask relative_path", search),
    search_for_pattern: tool(
      "substring_pattern context_lines_before context_lines_after paths_include_glob paths_exclude_glob relative_path restrict_search_to_code_files skip_ignored_files multiline max_answer_chars",
      search,
    ),
    get_symbols_overview: tool("relative_path depth max_answer_chars include_file_documentation", (a) =>
      read(a),
    ),
    find_symbol: tool(SYMBOL, search),
    find_referencing_symbols: tool(SYMBOL, search),
    find_implementations: tool(SYMBOL, search),
    find_declaration: tool("relative_path regex containing_symbol_name_path include_body include_info", (a) =>
      read(a),
    ),
    get_diagnostics_for_file: tool("relative_path start_line end_line min_severity max_answer_chars", (a) =>
      read(a),
    ),
    create_text_file: tool("relative_path content", (a) => [
      { kind: "write", path: a.str("relative_path"), change: { kind: "whole", text: a.str("content") } },
    ]),
    replace_symbol_body: tool("name_path relative_path body", insert("body")),
    insert_after_symbol: tool("name_path relative_path body", insert("body")),
    insert_before_symbol: tool("name_path relative_path body", insert("body")),
    insert_at_line: tool("relative_path line content", insert("content")),
    replace_lines: tool("relative_path start_line end_line content", insert("content")),
    delete_lines: tool("relative_path start_line end_line", (a) => [
      { kind: "write", path: a.str("relative_path"), change: { kind: "edits", edits: [] } },
    ]),
    replace_content: tool("relative_path needle repl mode allow_multiple_occurrences", (a) =>
      a.optStr("mode") === "regex"
        ? rewrite(a)
        : [
            {
              kind: "write",
              path: a.str("relative_path"),
              change: {
                kind: "edits",
                edits: [
                  { old: a.str("needle"), new: a.str("repl"), all: a.bool("allow_multiple_occurrences") },
                ],
              },
            },
          ],
    ),
    replace_regex: tool("relative_path regex repl allow_multiple_occurrences", rewrite),
    rename_symbol: tool("name_path relative_path new_name", rewrite),
    execute_shell_command: tool("command cwd capture_stderr max_answer_chars", (a) => [
      { kind: "shell", command: a.str("command"), cwd: a.optStr("cwd") },
    ]),
    write_memory: data("memory_name memory_file_name content max_chars max_answer_chars", () => [
      { kind: "state", what: "Serena's project memories" },
    ]),
    read_memory: data("memory_name memory_file_name max_answer_chars"),
    list_memories: data("topic"),
    delete_memory: data("memory_name memory_file_name", () => [
      { kind: "state", what: "Serena's project memories" },
    ]),
    edit_memory: data("memory_name needle repl mode allow_multiple_occurrences", () => [
      { kind: "state", what: "Serena's project memories" },
    ]),
    activate_project: data("project session_id", () => [
      grey("mcp_project", "points the server at another project, whose paths the call does not name"),
    ]),
    query_project: data("project_name tool_name tool_params_json", () => [
      grey("mcp_project", "runs a tool in another project"),
    ]),
    get_current_config: data(""),
    check_onboarding_performed: data(""),
    onboarding: data(""),
    initial_instructions: data("session_id"),
    think_about_collected_information: data(""),
    think_about_task_adherence: data(""),
    think_about_whether_you_are_done: data(""),
    prepare_for_new_conversation: data(""),
    restart_language_server: data(""),
    list_queryable_projects: data("symbol_access"),
  },
});

export const context7 = (): McpFamily => ({
  id: "context7",
  names: /context7/,
  tools: {
    "resolve-library-id": data("libraryName query"),
    "get-library-docs": data("context7CompatibleLibraryID topic tokens page"),
    "query-docs": data("libraryId query tokens"),
  },
});
