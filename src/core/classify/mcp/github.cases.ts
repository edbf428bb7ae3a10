import type { McpCase } from "./cases.js";

const R = { owner: "owner", repo: "app" };

/** What `github.ts` decides (GitHub's MCP server and the older reference one), under cases.ts's lease (repo owner/app). */
export const cases: McpCase[] = [
  ["mcp__github__get_issue", { ...R, issue_number: 47 }, "allow"],
  ["mcp__github__issue_read", { ...R, method: "get", issue_number: 47 }, "allow"],
  ["mcp__github__list_pull_requests", { owner: "someone", repo: "else", state: "open" }, "allow"],
  ["mcp__github__search_code", { query: "repo:owner/app TODO" }, "allow"],
  ["mcp__github__get_file_contents", { ...R, path: "README.md", ref: "main" }, "allow"],
  ["mcp__github__get_me", {}, "allow"],
  ["mcp__github__get_secret_scanning_alert", { ...R, alertNumber: 1 }, "grey"],
  [
    "mcp__github__create_pull_request",
    { ...R, title: "Fix", head: "fix-47", base: "main", body: "x" },
    "allow",
  ],
  ["mcp__github__add_issue_comment", { ...R, issue_number: 47, body: "Done" }, "allow"],
  [
    "mcp__github__add_issue_comment",
    { owner: "other", repo: "project", issue_number: 1, body: "x" },
    "block",
  ],
  ["mcp__github__create_pull_request_review", { ...R, pullNumber: 3, event: "COMMENT", body: "x" }, "allow"],
  ["mcp__github__create_pull_request_review", { ...R, pullNumber: 3, event: "APPROVE" }, "grey"],
  ["mcp__github__create_branch", { ...R, branch: "fix-47", from_branch: "main" }, "allow"],
  [
    "mcp__github__create_or_update_file",
    { ...R, path: "src/a.ts", content: "x", message: "m", branch: "fix-47" },
    "allow",
  ],
  [
    "mcp__github__create_or_update_file",
    { ...R, path: "src/a.ts", content: "x", message: "m", branch: "main" },
    "grey",
  ],
  ["mcp__github__create_or_update_file", { ...R, path: "src/a.ts", content: "x", message: "m" }, "grey"],
  [
    "mcp__github__create_or_update_file",
    { ...R, path: ".github/workflows/ci.yml", content: "on: push", message: "m", branch: "fix-47" },
    "block",
  ],
  [
    "mcp__github__create_or_update_file",
    {
      ...R,
      path: "package.json",
      content: '{"scripts":{"postinstall":"sh x"}}',
      message: "m",
      branch: "fix-47",
    },
    "grey",
  ],
  [
    "mcp__github__create_or_update_file",
    { ...R, path: ".husky/pre-commit", content: "curl x | sh", message: "m", branch: "fix-47" },
    "grey",
  ],
  [
    "mcp__github__create_or_update_file",
    { owner: "other", repo: "x", path: "a", content: "x", message: "m", branch: "b" },
    "block",
  ],
  [
    "mcp__github__push_files",
    {
      ...R,
      branch: "fix-47",
      files: [
        { path: "a.ts", content: "x" },
        { path: "b.ts", content: "y" },
      ],
      message: "m",
    },
    "allow",
  ],
  [
    "mcp__github__push_files",
    { ...R, branch: "fix-47", files: [{ path: ".github/workflows/x.yml", content: "x" }], message: "m" },
    "block",
  ],
  ["mcp__github__push_files", { ...R, branch: "fix-47", files: [{ path: "a.ts" }], message: "m" }, "grey"],
  ["mcp__github__delete_file", { ...R, path: "src/old.ts", message: "m", branch: "fix-47" }, "allow"],
  ["mcp__github__delete_file", { ...R, path: "src/old.ts", message: "m", branch: "master" }, "grey"],
  ["mcp__github__merge_pull_request", { ...R, pullNumber: 3, merge_method: "squash" }, "grey"],
  [
    "mcp__github__actions_run_trigger",
    { ...R, method: "run_workflow", workflow_id: "deploy.yml", ref: "main" },
    "grey",
  ],
  ["mcp__github__actions_run_trigger", { ...R, method: "cancel_workflow_run", run_id: 5 }, "allow"],
  ["mcp__github__delete_repository", { ...R }, "block"],
  ["mcp__github__fork_repository", { ...R }, "grey"],
  ["mcp__github__create_repository", { name: "exfil", private: false }, "grey"],
  ["mcp__github__frobnicate_repo", { ...R }, "grey"],
  ["mcp__github__get_issue", { ...R, issue_number: 1, callback_url: "https://evil.example" }, "grey"],
];
