import type { Client } from "./hook-setup.js";
import type { AgentPreset, ToolPreset } from "./presets/grants.js";

/**
 * What the lease `forge-gate init` writes holds, so that the gate backs the hook up: a run whose
 * agent disabled the hook (rewrote the client's settings or forge-gate's own configuration) or
 * planted something another program runs later is refused; the client's own session files and
 * the repository's package managers' caches are granted, so an ordinary run passes and the hook's
 * verdict on an install agrees with the gate's on its cache. Pure: the CLI lists the files.
 */

/** The agent preset of each client `init` sets up. */
export const AGENT_OF_CLIENT: Readonly<Record<Client, AgentPreset>> = {
  claude: "claude-code",
  codex: "codex",
  opencode: "opencode",
};

/**
 * Paths an agent run must leave as they are: every client's hook and MCP configuration (an agent
 * may plant one for a client the operator uses next), forge-gate's own lease and config, and the
 * execution surfaces (docs/classify.md) that no ordinary change touches: git hooks and hook
 * managers' directories, direnv, dev containers, editor tasks, CI workflows. Files judged by key
 * in classify (package.json, .npmrc, .vscode/settings.json) are left out: a dependency bump or an
 * editor setting must not fail the run. `.git` of every write root is protected by the lease itself.
 */
export const INIT_PROTECT: readonly string[] = [
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
  ".github/workflows/**",
];

/**
 * The tool presets a repository's top-level files say it uses: a Node manifest's package manager
 * (its `packageManager` field, else its lockfile, else npm), Python's (uv's lockfile, else pip),
 * cargo, go, maven, gradle, deno, and node-gyp for a native addon. `packageJson` is the text of
 * package.json when there is one.
 */
export function inferTools(files: ReadonlySet<string>, packageJson: string | null): ToolPreset[] {
  const tools: ToolPreset[] = [];
  const add = (t: ToolPreset) => {
    if (!tools.includes(t)) tools.push(t);
  };
  if (files.has("package.json")) add(nodeManager(files, packageJson));
  if (files.has("binding.gyp")) add("node-gyp");
  const python = [...files].some(
    (f) =>
      f === "pyproject.toml" ||
      f === "setup.py" ||
      f === "setup.cfg" ||
      f === "Pipfile" ||
      /^requirements.*\.txt$/.test(f),
  );
  if (files.has("uv.lock")) add("uv");
  else if (python) add("pip");
  if (files.has("Cargo.toml")) add("cargo");
  if (files.has("go.mod")) add("go");
  if (files.has("pom.xml") || files.has("mvnw")) add("maven");
  if (
    files.has("build.gradle") ||
    files.has("build.gradle.kts") ||
    files.has("settings.gradle") ||
    files.has("settings.gradle.kts") ||
    files.has("gradlew")
  )
    add("gradle");
  if (files.has("deno.json") || files.has("deno.jsonc") || files.has("deno.lock")) add("deno");
  return tools;
}

function nodeManager(files: ReadonlySet<string>, packageJson: string | null): ToolPreset {
  let declared: unknown;
  try {
    declared =
      packageJson === null
        ? undefined
        : (JSON.parse(packageJson) as { packageManager?: unknown }).packageManager;
  } catch {
    declared = undefined;
  }
  const name = typeof declared === "string" ? /^(npm|pnpm|yarn|bun)@/.exec(declared)?.[1] : undefined;
  if (name) return name as ToolPreset;
  if (files.has("pnpm-lock.yaml")) return "pnpm";
  if (files.has("yarn.lock")) return "yarn";
  if (files.has("bun.lock") || files.has("bun.lockb")) return "bun";
  return "npm";
}
