import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter
} from "./chunk-YHJC3BCG.js";
import {
  SCHEMA_VERSION
} from "./chunk-HHINRECB.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import {
  AGENT_GRANTS,
  AGENT_PRESETS,
  TOOL_PRESETS
} from "./chunk-7GWUJCIT.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/cli/lease.ts
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

// src/core/init-lease.ts
var AGENT_OF_CLIENT = {
  claude: "claude-code",
  codex: "codex",
  opencode: "opencode"
};
var INIT_PROTECT = [
  ".forge-gate/**",
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".claude/hooks/**",
  ".claude/commands/**",
  ".claude/agents/**",
  ".claude/skills/**",
  ".mcp.json",
  ".codex/**",
  ".opencode/**",
  "opencode.json",
  "opencode.jsonc",
  ".cursor/mcp.json",
  ".cursor/hooks.json",
  ".cursor/hooks/**",
  ".gemini/**",
  ".roo/mcp.json",
  ".kilocode/mcp.json",
  ".kiro/settings/mcp.json",
  ".amazonq/mcp.json",
  ".vscode/tasks.json",
  ".vscode/mcp.json",
  ".devcontainer/**",
  ".devcontainer.json",
  ".envrc",
  ".husky/**",
  ".githooks/**",
  ".pre-commit-config.yaml",
  "lefthook.yml",
  ".github/workflows/**"
];
function inferTools(files, packageJson) {
  const tools = [];
  const add = (t) => {
    if (!tools.includes(t)) tools.push(t);
  };
  if (files.has("package.json")) add(nodeManager(files, packageJson));
  if (files.has("binding.gyp")) add("node-gyp");
  const python = [...files].some(
    (f) => f === "pyproject.toml" || f === "setup.py" || f === "setup.cfg" || f === "Pipfile" || /^requirements.*\.txt$/.test(f)
  );
  if (files.has("uv.lock")) add("uv");
  else if (python) add("pip");
  if (files.has("Cargo.toml")) add("cargo");
  if (files.has("go.mod")) add("go");
  if (files.has("pom.xml") || files.has("mvnw")) add("maven");
  if (files.has("build.gradle") || files.has("build.gradle.kts") || files.has("settings.gradle") || files.has("settings.gradle.kts") || files.has("gradlew"))
    add("gradle");
  if (files.has("deno.json") || files.has("deno.jsonc") || files.has("deno.lock")) add("deno");
  return tools;
}
function nodeManager(files, packageJson) {
  let declared;
  try {
    declared = packageJson === null ? void 0 : JSON.parse(packageJson).packageManager;
  } catch {
    declared = void 0;
  }
  const name = typeof declared === "string" ? /^(npm|pnpm|yarn|bun)@/.exec(declared)?.[1] : void 0;
  if (name) return name;
  if (files.has("pnpm-lock.yaml")) return "pnpm";
  if (files.has("yarn.lock")) return "yarn";
  if (files.has("bun.lock") || files.has("bun.lockb")) return "bun";
  return "npm";
}

// src/cli/lease.ts
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
    "# Found from the repository's files (package.json and its lockfile, pyproject.toml, Cargo.toml, go.mod, \u2026).",
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
function repositoryTools(top) {
  let names;
  try {
    names = readdirSync(top);
  } catch {
    return [];
  }
  let manifest = null;
  if (names.includes("package.json")) {
    try {
      manifest = readFileSync(join(top, "package.json"), "utf8");
    } catch {
      manifest = null;
    }
  }
  return inferTools(new Set(names), manifest);
}
var DEFAULT_PROTECT = [".github/workflows/**"];
function runLeaseInit(opts, w = processWriter) {
  const agent = parseAgent(opts.agent);
  const top = findRepoTop(process.cwd()) ?? process.cwd();
  const tools = opts.tools !== void 0 ? parseTools(opts.tools) : repositoryTools(top);
  const protect = opts.protect ?? DEFAULT_PROTECT;
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
      ...opts.protect ? [
        "# The hooks' and forge-gate's own configuration and files other programs run later (docs/classify.md):",
        "# a run that disables the hook or plants one is refused.",
        "protect:",
        ...protect.map((g) => `  - ${JSON.stringify(g)}`)
      ] : [`protect: [${protect.map((g) => JSON.stringify(g)).join(", ")}]`],
      "# For `forge-gate classify`: readable roots, network allowlist, MCP grants.",
      "read_roots: []",
      '# network: { allow: ["github.com", "api.github.com"] }',
      "# MCP grants: each call's arguments are still judged (docs/lease.md#mcp-grants).",
      '# mcp: [{ server: github, tools: ["get_issue", "create_pull_request"] }]',
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
  AGENT_OF_CLIENT,
  INIT_PROTECT,
  runLeaseCheck,
  runLeaseInit
};
