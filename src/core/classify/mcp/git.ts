import { shQuote } from "../../hook-setup.js";
import { ArgError, type Args, data, type McpEffect, type McpFamily, tool } from "./spec.js";

/**
 * The reference git server (mcp-server-git, src/git in modelcontextprotocol/servers): each tool
 * runs one git command in `repo_path`, with its arguments passed as git's own words. Judged as that
 * command through the shell analysis, so every git rule applies as to Bash (a `target` of
 * `--output=/x` is git's option, a checkout of `-- .` discards work, a commit runs the hooks).
 */

function git(a: Args, words: (string | undefined)[]): McpEffect[] {
  const argv = words.filter((w): w is string => w !== undefined).map(shQuote);
  return [{ kind: "shell", command: `git ${argv.join(" ")}`, cwd: a.str("repo_path") }];
}

const num = (a: Args, k: string): string | undefined => {
  const v = a.input[k];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0)
    throw new ArgError(`${k} must be a whole number`);
  return String(v);
};

export const gitServer = (): McpFamily => ({
  id: "git",
  names: /^(git|mcpservergit|servergit|localgit)$/,
  tools: {
    git_status: tool("repo_path", (a) => git(a, ["status"])),
    git_diff_unstaged: tool("repo_path context_lines", (a) => git(a, ["diff", unified(a)])),
    git_diff_staged: tool("repo_path context_lines", (a) => git(a, ["diff", "--cached", unified(a)])),
    git_diff: tool("repo_path target context_lines", (a) => git(a, ["diff", unified(a), a.str("target")])),
    git_commit: tool("repo_path message", (a) => git(a, ["commit", "-m", a.str("message")])),
    git_add: tool("repo_path files", (a) => git(a, ["add", "--", ...a.strs("files")])),
    git_reset: tool("repo_path", (a) => git(a, ["reset"])),
    git_log: tool("repo_path max_count start_timestamp end_timestamp", (a) =>
      git(a, [
        "log",
        ...(num(a, "max_count") ? ["-n", num(a, "max_count")] : []),
        ...(a.has("start_timestamp") ? [`--since=${a.str("start_timestamp")}`] : []),
        ...(a.has("end_timestamp") ? [`--until=${a.str("end_timestamp")}`] : []),
      ]),
    ),
    git_create_branch: tool("repo_path branch_name base_branch", (a) =>
      git(a, ["branch", a.str("branch_name"), a.optStr("base_branch")]),
    ),
    git_checkout: tool("repo_path branch_name", (a) => git(a, ["checkout", a.str("branch_name")])),
    git_show: tool("repo_path revision", (a) => git(a, ["show", a.str("revision")])),
    git_branch: tool("repo_path branch_type contains not_contains", (a) => {
      const type = a.optStr("branch_type") ?? "local";
      const flag =
        type === "remote" ? "-r" : type === "all" ? "-a" : type === "local" ? undefined : "--bad-type";
      return git(a, [
        "branch",
        flag,
        ...(a.has("contains") ? ["--contains", a.str("contains")] : []),
        ...(a.has("not_contains") ? ["--no-contains", a.str("not_contains")] : []),
      ]);
    }),
    git_init: tool("repo_path", (a) => git(a, ["init"])),
    list_repos: data(""),
  },
});

function unified(a: Args): string | undefined {
  const n = num(a, "context_lines");
  return n === undefined ? undefined : `--unified=${n}`;
}
