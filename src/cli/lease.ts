import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { SCHEMA_VERSION } from "../core/contract.js";
import { ForgeGateError } from "../core/errors.js";
import { inferTools } from "../core/init-lease.js";
import {
  AGENT_GRANTS,
  AGENT_PRESETS,
  type AgentPreset,
  TOOL_PRESETS,
  type ToolPreset,
} from "../core/presets/grants.js";
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

/** The commented lines a preset adds: what it grants and what it keeps protected. */
function presetLines(agent: AgentPreset | undefined, tools: ToolPreset[]): string[] {
  const lines: string[] = [];
  if (agent) {
    const g = AGENT_GRANTS[agent];
    lines.push(
      `# The agent's own session files are granted; it may write: ${g.write.map((p) => `~/${p}`).join(", ")}.`,
      ...(g.keyed.length > 0
        ? [`# Judged by keys (session keys may change): ${g.keyed.map((k) => `~/${k.path}`).join(", ")}.`]
        : []),
      `# Still protected: ${g.keeps.join("; ")}.`,
      `agent: ${agent}`,
    );
  }
  lines.push(
    `# Tools' caches and logs (${TOOL_PRESETS.join(", ")}); their config and credentials stay protected.`,
    "# Found from the repository's files (package.json and its lockfile, pyproject.toml, Cargo.toml, go.mod, …).",
    `tools: [${tools.join(", ")}]`,
  );
  return lines;
}

function parseAgent(raw: string | undefined): AgentPreset | undefined {
  if (raw === undefined) return undefined;
  if (!(AGENT_PRESETS as readonly string[]).includes(raw)) {
    throw new ForgeGateError(
      "usage",
      `--agent ${JSON.stringify(raw)} is not a known agent preset`,
      `Use one of ${AGENT_PRESETS.join(", ")}`,
    );
  }
  return raw as AgentPreset;
}

function parseTools(raw: string | undefined): ToolPreset[] {
  if (raw === undefined || raw.trim() === "") return [];
  const out: ToolPreset[] = [];
  for (const t of raw.split(",").map((x) => x.trim())) {
    if (t === "") continue;
    if (!(TOOL_PRESETS as readonly string[]).includes(t)) {
      throw new ForgeGateError(
        "usage",
        `--tools: ${JSON.stringify(t)} is not a known tool preset`,
        `Use a comma-separated list of ${TOOL_PRESETS.join(", ")}`,
      );
    }
    if (!out.includes(t as ToolPreset)) out.push(t as ToolPreset);
  }
  return out;
}

/** The tool presets the repository at `top` uses, from its top-level files (see core/init-lease.ts). */
function repositoryTools(top: string): ToolPreset[] {
  let names: string[];
  try {
    names = readdirSync(top);
  } catch {
    return [];
  }
  let manifest: string | null = null;
  if (names.includes("package.json")) {
    try {
      manifest = readFileSync(join(top, "package.json"), "utf8");
    } catch {
      manifest = null;
    }
  }
  return inferTools(new Set(names), manifest);
}

const DEFAULT_PROTECT = [".github/workflows/**"];

/**
 * `worktree` overrides the value written for the worktree: `init` writes `..` (relative to the lease
 * file in `.forge-gate/`), so a committed lease still names the repository after a clone or a move.
 * `protect` replaces the default protected globs (`init` protects the hooks' configuration too).
 * Without `--tools`, the tools are those the repository's files say it uses.
 */
export function runLeaseInit(
  opts: { id?: string; worktree?: string; agent?: string; tools?: string; protect?: readonly string[] },
  w: Writer = processWriter,
): number {
  const agent = parseAgent(opts.agent);
  const top = findRepoTop(process.cwd()) ?? process.cwd();
  const tools = opts.tools !== undefined ? parseTools(opts.tools) : repositoryTools(top);
  const protect = opts.protect ?? DEFAULT_PROTECT;
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
      ...(opts.protect
        ? [
            "# The hooks' and forge-gate's own configuration and files other programs run later (docs/classify.md):",
            "# a run that disables the hook or plants one is refused.",
            "protect:",
            ...protect.map((g) => `  - ${JSON.stringify(g)}`),
          ]
        : [`protect: [${protect.map((g) => JSON.stringify(g)).join(", ")}]`]),
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
      "",
    ].join("\n"),
  );
  return 0;
}
