import { basename } from "node:path";
import { SCHEMA_VERSION } from "../core/contract.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { findRepoTop } from "../io/repo-root.js";
import { processWriter, type Writer } from "./output.js";

export function runLeaseCheck(file: string, w: Writer = processWriter): number {
  const lease = loadLeaseFile(file);
  // The normalised lease itself, plus the document's schema. Its `version` is the lease format's (1),
  // so this document alone carries no package version (`forge-gate --version` has it).
  w.out(`${JSON.stringify({ schema_version: SCHEMA_VERSION, ...lease }, null, 2)}\n`);
  return 0;
}

/**
 * `worktree` overrides the value written for the worktree: `init` writes `..` (relative to the lease
 * file in `.forge-gate/`), so a committed lease still names the repository after a clone or a move.
 */
export function runLeaseInit(opts: { id?: string; worktree?: string }, w: Writer = processWriter): number {
  const top = findRepoTop(process.cwd()) ?? process.cwd();
  const id = opts.id ?? `${basename(top) || "repo"}-agent`;
  w.out(
    [
      "# forge-gate lease (v1). Check it with: forge-gate lease check <file>",
      "version: 1",
      `id: ${JSON.stringify(id)}`,
      opts.worktree === undefined
        ? "# The agent's worktree; relative roots below resolve against it."
        : "# The agent's worktree, relative to this file's directory; relative roots below resolve against it.",
      `worktree: ${JSON.stringify(opts.worktree ?? top)}`,
      "# Where the agent may write. [] closes every write (every change is an escape).",
      'write_roots: ["."]',
      "# Read-only inside the write roots (globs; `.git` of every write root is always protected).",
      'protect: [".github/workflows/**"]',
      "# For `forge-gate classify`: readable roots, network allowlist, MCP grants.",
      "read_roots: []",
      '# network: { allow: ["github.com", "api.github.com"] }',
      '# mcp: [{ server: github, tools: ["get_issue"] }]',
      "# Extra host roots the snapshot watches (the worktree, home and temp directories always are).",
      "watch: []",
      "# Where this lease comes from, for reports and GitHub effects:",
      "# issue: 47",
      "# pr: 62",
      "# repo: owner/name",
      "# base: origin/main",
      "",
    ].join("\n"),
  );
  return 0;
}
