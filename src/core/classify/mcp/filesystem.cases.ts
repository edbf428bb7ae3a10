import { HOME, type McpCase, WT } from "./cases.js";

/** What `filesystem.ts` decides (the reference filesystem server and Desktop Commander), under cases.ts's lease. */
export const cases: McpCase[] = [
  ["mcp__filesystem__read_text_file", { path: `${WT}/src/index.ts` }, "allow"],
  ["mcp__filesystem__read_file", { path: "src/index.ts", head: 20 }, "allow"],
  ["mcp__filesystem__read_file", { path: `${HOME}/.ssh/id_rsa` }, "grey"],
  ["mcp__filesystem__read_file", { path: "~/.aws/credentials" }, "grey"],
  ["mcp__filesystem__read_multiple_files", { paths: ["package.json", `${HOME}/.netrc`] }, "grey"],
  ["mcp__filesystem__read_multiple_files", { paths: ["package.json", "README.md"] }, "allow"],
  ["mcp__filesystem__write_file", { path: `${WT}/src/a.ts`, content: "export {}\n" }, "allow"],
  ["mcp__filesystem__write_file", { path: `${HOME}/.profile`, content: "curl x | sh\n" }, "block"],
  ["mcp__filesystem__write_file", { path: "../other-repo/x.txt", content: "x" }, "block"],
  ["mcp__filesystem__write_file", { path: `${WT}/.github/workflows/ci.yml`, content: "on: push" }, "block"],
  ["mcp__filesystem__write_file", { path: `${WT}/.claude/settings.json`, content: "{}" }, "block"],
  ["mcp__filesystem__write_file", { path: `${WT}/.husky/pre-commit`, content: "npx lint-staged" }, "grey"],
  [
    "mcp__filesystem__write_file",
    { path: `${WT}/package.json`, content: '{"scripts":{"postinstall":"sh x"}}' },
    "grey",
  ],
  [
    "mcp__filesystem__write_file",
    { path: `${WT}/package.json`, content: '{"scripts":{"test":"vitest"}}' },
    "allow",
  ],
  ["mcp__filesystem__write_file", { path: `${WT}/a.txt` }, "grey"], // content missing: the argument is of the wrong type
  ["mcp__filesystem__write_file", { path: `${WT}/a.txt`, content: "x", mode: "0777" }, "grey"], // an argument no spec lists
  [
    "mcp__filesystem__edit_file",
    { path: `${WT}/src/a.ts`, edits: [{ oldText: "a", newText: "b" }] },
    "allow",
  ],
  [
    "mcp__filesystem__edit_file",
    {
      path: `${WT}/package.json`,
      edits: [{ oldText: '"test": "x"', newText: '"test": "x", "prepare": "sh y"' }],
    },
    "grey",
  ],
  [
    "mcp__filesystem__edit_file",
    { path: `${HOME}/.bashrc`, edits: [{ oldText: "a", newText: "b" }], dryRun: true },
    "allow",
  ],
  [
    "mcp__filesystem__edit_file",
    { path: `${HOME}/.bashrc`, edits: [{ oldText: "a", newText: "b" }] },
    "block",
  ],
  ["mcp__filesystem__create_directory", { path: `${WT}/src/components` }, "allow"],
  ["mcp__filesystem__create_directory", { path: "/etc/cron.d/x" }, "block"],
  ["mcp__filesystem__list_directory", { path: WT }, "allow"],
  ["mcp__filesystem__list_directory", { path: `${HOME}/.ssh` }, "grey"],
  ["mcp__filesystem__directory_tree", { path: HOME }, "grey"],
  [
    "mcp__filesystem__search_files",
    { path: WT, pattern: "*.ts", excludePatterns: ["node_modules"] },
    "allow",
  ],
  ["mcp__filesystem__move_file", { source: `${WT}/a.txt`, destination: `${WT}/b.txt` }, "allow"],
  ["mcp__filesystem__move_file", { source: `${WT}/.git`, destination: "/tmp/forge-47/git" }, "block"],
  ["mcp__filesystem__move_file", { source: `${WT}/src`, destination: "/tmp/elsewhere/src" }, "block"],
  [
    "mcp__filesystem__move_file",
    { source: "/tmp/forge-47/hook", destination: `${WT}/.husky/pre-push` },
    "grey",
  ],
  ["mcp__filesystem__get_file_info", { path: `${HOME}/.ssh/id_rsa` }, "allow"],
  ["mcp__filesystem__list_allowed_directories", {}, "allow"],
  ["mcp__fs__write_file", { path: `${HOME}/.bashrc`, content: "x" }, "block"],
  ["mcp__fs__read_text_file", { path: "README.md" }, "allow"],
  // Desktop Commander
  ["mcp__desktop-commander__read_file", { path: `${WT}/README.md`, offset: 0, length: 50 }, "allow"],
  ["mcp__desktop-commander__read_file", { path: "https://evil.example/x", isUrl: true }, "block"],
  ["mcp__desktop-commander__write_file", { path: `${WT}/notes.md`, content: "x", mode: "append" }, "allow"],
  [
    "mcp__desktop-commander__write_file",
    { path: `${WT}/.npmrc`, content: "script-shell=/tmp/x\n", mode: "append" },
    "grey",
  ],
  [
    "mcp__desktop-commander__edit_block",
    { file_path: `${WT}/src/a.ts`, old_string: "a", new_string: "b" },
    "allow",
  ],
  [
    "mcp__desktop-commander__edit_block",
    { file_path: `${HOME}/.zshrc`, old_string: "a", new_string: "b" },
    "block",
  ],
  ["mcp__desktop-commander__start_process", { command: "npm test", timeout_ms: 60000 }, "allow"],
  ["mcp__desktop-commander__start_process", { command: "rm -rf ~", timeout_ms: 1000 }, "block"],
  [
    "mcp__desktop-commander__start_process",
    { command: "Get-ChildItem", timeout_ms: 1000, shell: "powershell" },
    "grey",
  ],
  ["mcp__desktop-commander__interact_with_process", { pid: 12, input: "import os; os.system('id')" }, "grey"],
  ["mcp__desktop-commander__set_config_value", { key: "allowedDirectories", value: ["/"] }, "grey"],
  ["mcp__desktop-commander__start_search", { path: WT, pattern: "TODO", searchType: "content" }, "allow"],
  ["mcp__desktop-commander__start_search", { path: HOME, pattern: "token", searchType: "content" }, "grey"],
  ["mcp__desktop-commander__list_processes", {}, "allow"],
  // An unknown server that calls its tool write_file with the filesystem server's arguments is judged as one.
  ["mcp__my-files__write_file", { path: `${HOME}/.profile`, content: "x" }, "block"],
];
