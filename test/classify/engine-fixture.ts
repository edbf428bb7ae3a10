import { loadShellParser } from "../../src/classify/parser.js";
import { decide, type EngineContext } from "../../src/core/classify/engine.js";
import { DEFAULT_CONFIG } from "../../src/core/classify/types.js";
import { type Lease, parseLease } from "../../src/core/lease.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";

/** The worktree lease the engine-level tests judge against (pure: no files behind it). */
export const HOME = "/home/dev";
export const WT = "/srv/forge/wt-47";
export const parse = await loadShellParser();
export const lease = leaseWith({});

/** The test lease with some of its keys replaced or added (`repo:`, another `network`). */
export function leaseWith(over: Record<string, unknown>): Lease {
  return parseLease(
    JSON.stringify({
      version: 1,
      id: "t",
      worktree: WT,
      write_roots: [".", "/tmp/forge-47"],
      protect: [".git", ".github/workflows/**"],
      network: { allow: ["github.com", "api.github.com", "registry.npmjs.org"] },
      mcp: [{ server: "github", tools: ["get_issue"] }],
      ...over,
    }),
    { source: "t", baseDir: "/", home: HOME },
  );
}

/** The engine context over that lease, with what a test needs changed. */
export function engineContext(over: Partial<EngineContext> = {}): EngineContext {
  return {
    config: DEFAULT_CONFIG,
    lease,
    home: HOME,
    tmpDirs: ["/tmp"],
    probe: createNodeProbe("sensitive"),
    caseMode: "sensitive",
    parse,
    selfPaths: [],
    ...over,
  };
}

/** The engine's answer to one Bash command in the test worktree: allow, block or grey (escalated). */
export function bashDecision(
  command: string,
  ctx: EngineContext = engineContext(),
): "allow" | "block" | "grey" {
  const r = decide(
    { tool: "Bash", input: { command }, cwd: WT, session: null, transcriptPath: null, format: "claude" },
    ctx,
  );
  return r.kind === "final" && r.verdict.decision !== "escalate" ? r.verdict.decision : "grey";
}
