import { type McpCase, WT } from "./cases.js";

/** What `git.ts` decides (the reference git server), under cases.ts's lease. */
export const cases: McpCase[] = [
  ["mcp__git__git_status", { repo_path: WT }, "allow"],
  ["mcp__git__git_diff", { repo_path: WT, target: "main" }, "allow"],
  ["mcp__git__git_diff", { repo_path: WT, target: "--output=/etc/cron.d/x" }, "block"],
  ["mcp__git__git_log", { repo_path: WT, max_count: 5 }, "allow"],
  ["mcp__git__git_add", { repo_path: WT, files: ["src/a.ts"] }, "allow"],
  ["mcp__git__git_commit", { repo_path: WT, message: "fix: rm -rf bug" }, "allow"],
  ["mcp__git__git_create_branch", { repo_path: WT, branch_name: "feature/x", base_branch: "main" }, "allow"],
  ["mcp__git__git_checkout", { repo_path: WT, branch_name: "feature/x" }, "allow"],
  ["mcp__git__git_show", { repo_path: WT, revision: "HEAD" }, "allow"],
  ["mcp__git__git_reset", { repo_path: WT }, "allow"],
  ["mcp__git__git_branch", { repo_path: WT, branch_type: "all" }, "allow"],
  ["mcp__git__git_status", { repo_path: "/srv/forge/main" }, "allow"], // reading another checkout
  ["mcp__git__git_commit", { repo_path: "/srv/forge/main", message: "x" }, "block"],
  ["mcp__git__git_add", { repo_path: WT, files: ["--force", "."] }, "allow"], // after `--`: paths
  ["mcp__git__git_log", { repo_path: WT, max_count: "5; rm -rf ~" }, "grey"],
];
