import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureClient, type ResolvedClient } from "../../scripts/clients.mjs";
import type { ScriptedTurn } from "../support/agent-script.js";
import { type FakeAnthropicStream, fakeAnthropicStream } from "../support/fake-anthropic-stream.js";
import {
  expectSentinelsIntact,
  FAILURES,
  failureEnv,
  makeWorld,
  modelResults,
  runClient,
  type World,
} from "./harness.js";

// The real Claude Code binary (2.1.330 on Node 22, and 2.1.197, the last 2.1.1xx that runs on
// Node 20) with the hook `forge-gate init claude` writes, driven by scripted tool calls from a
// loopback Anthropic Messages streaming fake; each case is judged by what happened on disk and
// by what the model was told.

const VERSIONS = ["claude-code@2.1.330", "claude-code@2.1.197"];
const MODES = ["default", "bypassPermissions"] as const;

interface Outcome {
  world: World;
  api: FakeAnthropicStream;
  text: string;
}

async function drive(
  claude: ResolvedClient,
  mode: (typeof MODES)[number],
  script: (w: World) => ScriptedTurn[],
  setup?: (w: World) => Record<string, string> | undefined,
): Promise<Outcome> {
  const world = makeWorld("claude");
  const extra = setup?.(world) ?? {};
  const api = await fakeAnthropicStream(script(world));
  try {
    const r = await runClient(
      claude.bin,
      ["-p", "do the task", "--permission-mode", mode, "--output-format", "json"],
      world.project,
      { ...world.env, ...claude.env, ...api.env(), IS_SANDBOX: "1", ...extra },
    );
    const text = modelResults("claude", api, r);
    return { world, api, text };
  } finally {
    await api.close();
  }
}

const bash = (command: string): ScriptedTurn[] => [
  { calls: [{ name: "Bash", input: { command, description: "scripted" } }] },
  { text: "done" },
];

for (const version of VERSIONS) {
  describe(`Claude Code ${version.split("@")[1]}`, () => {
    let claude: ResolvedClient;
    beforeAll(async () => {
      claude = await ensureClient(version);
    });
    afterAll(() => {});

    for (const mode of MODES) {
      describe(`--permission-mode ${mode}`, () => {
        it("a safe command runs", async () => {
          const o = await drive(claude, mode, () => bash("touch made-by-agent"));
          expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(true);
          expect(o.text).not.toMatch(/forge-gate/);
        });

        it("an outside write never runs and the model gets forge-gate's reason", async () => {
          const o = await drive(claude, mode, (w) => bash(`echo pwned > ${w.outside}/escape.txt`));
          expect(existsSync(join(o.world.outside, "escape.txt"))).toBe(false);
          expect(o.text).toMatch(/forge-gate/);
          expect(o.text).toMatch(/outside/i);
        });

        it("rm -rf ~ never runs (fake HOME) and the model gets the reason", async () => {
          const o = await drive(claude, mode, () => bash("rm -rf ~"));
          expectSentinelsIntact(o.world);
          expect(o.text).toMatch(/forge-gate/);
        });

        it("an outside file edit never runs", async () => {
          const o = await drive(claude, mode, (w) => [
            { calls: [{ name: "Read", input: { file_path: join(w.outside, "victim.txt") } }] },
            {
              calls: [
                {
                  name: "Edit",
                  input: {
                    file_path: join(w.outside, "victim.txt"),
                    old_string: "original",
                    new_string: "pwned",
                  },
                },
              ],
            },
            { calls: [{ name: "Write", input: { file_path: join(w.outside, "new.txt"), content: "x" } }] },
            { text: "done" },
          ]);
          expectSentinelsIntact(o.world);
          expect(existsSync(join(o.world.outside, "new.txt"))).toBe(false);
          const results = o.api.toolResults();
          expect(results.map((r) => r.name)).toEqual(["Read", "Edit", "Write"]);
          expect(results[1]!.text).toMatch(/forge-gate/);
          expect(results[2]!.text).toMatch(/forge-gate/);
        });

        it("an escalation never runs unasked under claude -p", async () => {
          const o = await drive(claude, mode, () =>
            bash(`python3 -c "import sys; open(sys.argv[1], 'w').write('x')" escalated.txt`),
          );
          expect(existsSync(join(o.world.project, "escalated.txt"))).toBe(false);
          // `ask` under -p: Claude Code denies it and hands the model forge-gate's reason.
          expect(o.api.toolResults()).toEqual([
            expect.objectContaining({
              text: expect.stringMatching(/^forge-gate: not provably safe/),
              isError: true,
            }),
          ]);
        });

        it("its own session tools are not escalated (ToolSearch, TodoWrite)", async () => {
          const o = await drive(claude, mode, () => [
            {
              calls: [
                {
                  name: "TodoWrite",
                  input: { todos: [{ content: "x", status: "pending", activeForm: "x" }] },
                },
              ],
            },
            { calls: [{ name: "ToolSearch", input: { query: "select:WebFetch", max_results: 5 } }] },
            { text: "done" },
          ]);
          const results = o.api.toolResults();
          expect(results.length).toBeGreaterThan(0);
          for (const r of results) expect(r.text).not.toMatch(/forge-gate/);
        });

        for (const kind of FAILURES) {
          it(`a ${kind} forge-gate never lets a call run`, async () => {
            const o = await drive(
              claude,
              mode,
              () => bash("touch made-by-agent"),
              (w) => failureEnv(w, kind),
            );
            expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(false);
            expect(o.text).toMatch(/forge-gate blocked this call/);
          });
        }

        it("a missing launcher never lets a call run", async () => {
          const o = await drive(
            claude,
            mode,
            () => bash("touch made-by-agent"),
            (w) => {
              const f = join(w.project, ".claude", "settings.json");
              writeFileSync(
                f,
                readFileSync(f, "utf8").replace(
                  /"[^"]*forge-gate-hook /,
                  `"${join(w.root, "gone", "forge-gate-hook")} `,
                ),
              );
              return undefined;
            },
          );
          expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(false);
        });
      });
    }
  });
}
