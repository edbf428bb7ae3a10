import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  processWriter
} from "./chunk-GODCAW7D.js";
import {
  loadLeaseFile
} from "./chunk-3YVBH2GF.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";

// src/cli/lease.ts
import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
function runLeaseCheck(file, w = processWriter) {
  const lease = loadLeaseFile(file);
  w.out(`${JSON.stringify(lease, null, 2)}
`);
  return 0;
}
function findRepoTop(start) {
  let dir = resolve(start);
  for (; ; ) {
    if (existsSync(join(dir, ".git"))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}
function runLeaseInit(opts, w = processWriter) {
  const top = findRepoTop(process.cwd()) ?? process.cwd();
  const id = opts.id ?? `${basename(top) || "repo"}-agent`;
  w.out(
    [
      "# forge-gate lease (v1). Check it with: forge-gate lease check <file>",
      "version: 1",
      `id: ${JSON.stringify(id)}`,
      "# The agent's worktree; relative roots below resolve against it.",
      `worktree: ${JSON.stringify(top)}`,
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
      ""
    ].join("\n")
  );
  return 0;
}
export {
  runLeaseCheck,
  runLeaseInit
};
