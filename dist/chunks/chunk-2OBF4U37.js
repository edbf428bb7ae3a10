import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter
} from "./chunk-D7VFYC6H.js";
import {
  SCHEMA_VERSION
} from "./chunk-ZYKSCLTF.js";
import {
  loadLeaseFile
} from "./chunk-PSDHP56R.js";
import {
  AGENT_GRANTS,
  AGENT_PRESETS,
  TOOL_PRESETS
} from "./chunk-ZINUF5QY.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";

// src/cli/lease.ts
import { basename } from "node:path";
function runLeaseCheck(file, w = processWriter) {
  const lease = loadLeaseFile(file);
  w.out(`${JSON.stringify({ schema_version: SCHEMA_VERSION, ...lease }, null, 2)}
`);
  return 0;
}
function presetLines(agent, tools) {
  const lines = [];
  if (agent) {
    const g = AGENT_GRANTS[agent];
    lines.push(
      `# The agent's own session files are granted; it may write: ${g.write.map((p) => `~/${p}`).join(", ")}.`,
      ...g.keyed.length > 0 ? [`# Judged by keys (session keys may change): ${g.keyed.map((k) => `~/${k.path}`).join(", ")}.`] : [],
      `# Still protected: ${g.keeps.join("; ")}.`,
      `agent: ${agent}`
    );
  }
  lines.push(
    `# Tools' caches and logs (${TOOL_PRESETS.join(", ")}); their config and credentials stay protected.`,
    `tools: [${tools.join(", ")}]`
  );
  return lines;
}
function parseAgent(raw) {
  if (raw === void 0) return void 0;
  if (!AGENT_PRESETS.includes(raw)) {
    throw new ForgeGateError(
      "usage",
      `--agent ${JSON.stringify(raw)} is not a known agent preset`,
      `Use one of ${AGENT_PRESETS.join(", ")}`
    );
  }
  return raw;
}
function parseTools(raw) {
  if (raw === void 0 || raw.trim() === "") return [];
  const out = [];
  for (const t of raw.split(",").map((x) => x.trim())) {
    if (t === "") continue;
    if (!TOOL_PRESETS.includes(t)) {
      throw new ForgeGateError(
        "usage",
        `--tools: ${JSON.stringify(t)} is not a known tool preset`,
        `Use a comma-separated list of ${TOOL_PRESETS.join(", ")}`
      );
    }
    if (!out.includes(t)) out.push(t);
  }
  return out;
}
function runLeaseInit(opts, w = processWriter) {
  const agent = parseAgent(opts.agent);
  const tools = opts.tools !== void 0 ? parseTools(opts.tools) : agent ? ["npm"] : [];
  const top = findRepoTop(process.cwd()) ?? process.cwd();
  const id = opts.id ?? `${basename(top) || "repo"}-agent`;
  w.out(
    [
      "# forge-gate lease (v1). Check it with: forge-gate lease check <file>",
      "version: 1",
      `id: ${JSON.stringify(id)}`,
      opts.worktree === void 0 ? "# The agent's worktree; relative roots below resolve against it." : "# The agent's worktree, relative to this file's directory; relative roots below resolve against it.",
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
      ...presetLines(agent, tools),
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
