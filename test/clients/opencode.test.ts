import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureClient, type ResolvedClient } from "../../scripts/clients.mjs";
import type { ScriptedTurn } from "../support/agent-script.js";
import { type FakeOpenAIStream, fakeOpenAIStream } from "../support/fake-openai-stream.js";
import {
  expectSentinelsIntact,
  FAILURES,
  failureEnv,
  makeWorld,
  modelResults,
  runClient,
  type World,
} from "./harness.js";

// The real opencode binary with the plugin `forge-gate init opencode` writes
// (.opencode/plugin/forge-gate.js), driven by scripted tool calls from a loopback OpenAI-compatible
// Chat Completions streaming fake; each case judged on disk and by what the model was told.

// "default": opencode's own permission defaults; "bypass": every permission set to allow.
const MODES = { default: undefined, bypass: "allow" } as const;

interface Outcome {
  world: World;
  api: FakeOpenAIStream;
  text: string;
}

async function drive(
  oc: ResolvedClient,
  mode: keyof typeof MODES,
  script: (w: World) => ScriptedTurn[],
  setup?: (w: World) => Record<string, string> | undefined,
): Promise<Outcome> {
  const world = makeWorld("opencode");
  // opencode npm-installs @opencode-ai/plugin into each config directory with a plugin on every
  // run; give it the cached copy (scripts/clients.mjs) so runs stay offline and fast.
  for (const dir of [join(world.project, ".opencode"), join(world.env.XDG_CONFIG_HOME!, "opencode")]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "package.json"),
      `${JSON.stringify({ dependencies: { "@opencode-ai/plugin": oc.version } }, null, 2)}\n`,
    );
    symlinkSync(join(oc.dir, "node_modules"), join(dir, "node_modules"));
  }
  const extra = setup?.(world) ?? {};
  const api = await fakeOpenAIStream("chat", script(world));
  writeFileSync(
    join(world.project, "opencode.json"),
    JSON.stringify({
      $schema: "https://opencode.ai/config.json",
      provider: {
        fake: {
          npm: "@ai-sdk/openai-compatible",
          name: "Fake",
          options: { baseURL: api.url, apiKey: api.apiKey },
          models: { "fake-model": { name: "Fake", tool_call: true } },
        },
      },
      model: "fake/fake-model",
      ...(MODES[mode] ? { permission: MODES[mode] } : {}),
    }),
  );
  try {
    const r = await runClient(oc.bin, ["run", "do the task", "--model", "fake/fake-model"], world.project, {
      ...world.env,
      ...oc.env,
      ...extra,
    });
    const text = modelResults("opencode", api, r);
    return { world, api, text };
  } finally {
    await api.close();
  }
}

const bash = (command: string): ScriptedTurn[] => [
  { calls: [{ name: "bash", input: { command, description: "scripted" } }] },
  { text: "done" },
];

describe("opencode 1.18", () => {
  let oc: ResolvedClient;
  beforeAll(async () => {
    oc = await ensureClient("opencode@1.18.33");
  });

  // opencode takes tens of seconds to start on a loaded machine, so one session per mode plays every
  // decision case in turn; each call is judged on its own (its result and its side effect).
  for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
    it(`${mode}: safe runs; outside write, rm -rf ~, outside edit and an escalation never run; bookkeeping passes`, async () => {
      const o = await drive(oc, mode, (w) => [
        { calls: [{ name: "bash", input: { command: "touch made-by-agent", description: "safe" } }] },
        {
          calls: [
            { name: "bash", input: { command: `echo pwned > ${w.outside}/escape.txt`, description: "out" } },
          ],
        },
        { calls: [{ name: "bash", input: { command: "rm -rf ~", description: "home" } }] },
        {
          calls: [
            {
              name: "bash",
              input: {
                command: `python3 -c "import sys; open(sys.argv[1], 'w').write('x')" escalated.txt`,
                description: "grey",
              },
            },
          ],
        },
        {
          calls: [
            {
              name: "todowrite",
              input: { todos: [{ id: "1", content: "x", status: "pending", priority: "low" }] },
            },
          ],
        },
        { calls: [{ name: "read", input: { filePath: join(w.outside, "victim.txt") } }] },
        {
          calls: [
            {
              name: "edit",
              input: { filePath: join(w.outside, "victim.txt"), oldString: "original", newString: "pwned" },
            },
          ],
        },
        { text: "done" },
      ]);
      const r = o.api.toolResults();
      expect(r.map((x) => x.name).slice(0, 5)).toEqual(["bash", "bash", "bash", "bash", "todowrite"]);
      expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(true);
      expect(r[0]!.text).not.toMatch(/forge-gate/);
      expect(existsSync(join(o.world.outside, "escape.txt"))).toBe(false);
      expect(r[1]!.text).toMatch(/forge-gate blocked this call/);
      expectSentinelsIntact(o.world);
      expect(r[2]!.text).toMatch(/forge-gate blocked this call/);
      expect(existsSync(join(o.world.project, "escalated.txt"))).toBe(false);
      expect(r[3]!.text).toMatch(/a human must approve this call/);
      expect(r[4]!.text).not.toMatch(/forge-gate/);
      // Outside the project opencode's own default asks (external_directory), which `opencode run`
      // rejects and ends the session; with everything allowed, forge-gate is what stops the edit.
      if (mode === "bypass") {
        expect(r.map((x) => x.name).slice(5)).toEqual(["read", "edit"]);
        expect(r[6]!.text).toMatch(/forge-gate blocked this call/);
      }
    });
  }

  const failures: [keyof typeof MODES, (typeof FAILURES)[number] | "launcher"][] = [
    ...FAILURES.map((kind): [keyof typeof MODES, (typeof FAILURES)[number]] => ["default", kind]),
    ["default", "launcher"],
    ["bypass", "slow"],
    ["bypass", "garbage"],
  ];
  for (const [mode, kind] of failures) {
    it(`${mode}: a ${kind === "launcher" ? "missing launcher" : `${kind} forge-gate`} never lets a call run`, async () => {
      const o = await drive(
        oc,
        mode,
        () => bash("touch made-by-agent"),
        (w): Record<string, string> =>
          kind === "launcher"
            ? { FORGE_GATE_HOOK: join(w.root, "gone", "forge-gate-hook") }
            : failureEnv(w, kind),
      );
      expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(false);
      expect(o.text).toMatch(/forge-gate blocked this call/);
    });
  }
});
