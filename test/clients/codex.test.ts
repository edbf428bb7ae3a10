import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

// The real Codex binary with the hook and trust entries `forge-gate init codex` writes (project
// .codex/hooks.json, $CODEX_HOME/config.toml), driven by scripted tool calls from a loopback OpenAI
// Responses streaming fake; each case judged on disk and by what the model was told.

// A model Codex knows: it then offers apply_patch (a custom tool) beside exec_command.
const MODEL = "gpt-5.5";
// "default": Codex's approval policy for exec (never) with its sandbox off (the container cannot run
// Codex's bubblewrap helper from a temp CODEX_HOME), so only the hook stands between the call and
// the disk; "bypass": --dangerously-bypass-approvals-and-sandbox.
const MODES = {
  default: ["--sandbox", "danger-full-access"],
  bypass: ["--dangerously-bypass-approvals-and-sandbox"],
} as const;

interface Outcome {
  world: World;
  api: FakeOpenAIStream;
  text: string;
  out: string;
}

function providerConfig(api: FakeOpenAIStream): string {
  return [
    `model = "${MODEL}"`,
    'model_provider = "fake"',
    "[model_providers.fake]",
    'name = "fake"',
    `base_url = "${api.url}"`,
    'env_key = "FORGE_GATE_FAKE_OPENAI_KEY"',
    'wire_api = "responses"',
    "",
  ].join("\n");
}

async function drive(
  codex: ResolvedClient,
  mode: keyof typeof MODES,
  script: (w: World) => ScriptedTurn[],
  setup?: (w: World) => Record<string, string> | undefined,
): Promise<Outcome> {
  const world = makeWorld("codex");
  const extra = setup?.(world) ?? {};
  const api = await fakeOpenAIStream("responses", script(world));
  // The provider goes first: init's trust tables stay below it, as TOML needs top-level keys first.
  const cfg = join(world.env.CODEX_HOME!, "config.toml");
  writeFileSync(cfg, `${providerConfig(api)}\n${readFileSync(cfg, "utf8")}`);
  try {
    const r = await runClient(codex.bin, ["exec", ...MODES[mode], "do the task"], world.project, {
      ...world.env,
      ...codex.env,
      ...extra,
      FORGE_GATE_FAKE_OPENAI_KEY: api.apiKey,
    });
    const text = modelResults("codex", api, r);
    expect(r.stderr, "the hook did not run (untrusted?)").toMatch(/hook: PreToolUse/);
    return { world, api, text, out: r.stdout + r.stderr };
  } finally {
    await api.close();
  }
}

const shell = (cmd: string): ScriptedTurn[] => [
  { calls: [{ name: "exec_command", input: { cmd } }] },
  { text: "done" },
];

describe("Codex 0.169", () => {
  let codex: ResolvedClient;
  beforeAll(async () => {
    codex = await ensureClient("codex@0.169.0");
  });

  for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
    describe(mode, () => {
      it("a safe command runs (init's trust entries make Codex run the hook)", async () => {
        const o = await drive(codex, mode, () => shell("touch made-by-agent"));
        expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(true);
        expect(o.text).not.toMatch(/forge-gate/);
      });

      it("an outside write never runs and the model gets forge-gate's reason", async () => {
        const o = await drive(codex, mode, (w) => shell(`echo pwned > ${w.outside}/escape.txt`));
        expect(existsSync(join(o.world.outside, "escape.txt"))).toBe(false);
        expect(o.text).toMatch(/forge-gate blocked this call/);
      });

      it("rm -rf ~ never runs (fake HOME)", async () => {
        const o = await drive(codex, mode, () => shell("rm -rf ~"));
        expectSentinelsIntact(o.world);
        expect(o.text).toMatch(/forge-gate/);
      });

      it("an outside file edit never runs (apply_patch and sed), an inside patch does", async () => {
        const patch = (body: string) => ({
          name: "apply_patch",
          input: { input: `*** Begin Patch\n${body}*** End Patch\n` },
        });
        const o = await drive(codex, mode, (w) => [
          { calls: [patch("*** Add File: inside.txt\n+made by a patch\n")] },
          { calls: [patch(`*** Update File: ${w.outside}/victim.txt\n@@\n-original\n+pwned\n`)] },
          {
            calls: [
              { name: "exec_command", input: { cmd: `sed -i s/original/pwned/ ${w.outside}/victim.txt` } },
            ],
          },
          { text: "done" },
        ]);
        const r = o.api.toolResults();
        expect(r.map((x) => x.name)).toEqual(["apply_patch", "apply_patch", "exec_command"]);
        expect(readFileSync(join(o.world.project, "inside.txt"), "utf8")).toBe("made by a patch\n");
        expect(r[0]!.text).not.toMatch(/forge-gate/);
        expectSentinelsIntact(o.world);
        expect(r[1]!.text).toMatch(/forge-gate blocked this call/);
        expect(r[2]!.text).toMatch(/forge-gate blocked this call/);
      });

      it("an escalation never runs unasked: Codex gets a deny saying a human must approve", async () => {
        const o = await drive(codex, mode, () =>
          shell(`python3 -c "import sys; open(sys.argv[1], 'w').write('x')" escalated.txt`),
        );
        expect(existsSync(join(o.world.project, "escalated.txt"))).toBe(false);
        expect(o.text).toMatch(/a human must approve this call/);
        expect(o.out).not.toMatch(/unsupported permissionDecision/);
      });

      for (const kind of FAILURES) {
        it(`a ${kind} forge-gate never lets a call run`, async () => {
          const o = await drive(
            codex,
            mode,
            () => shell("touch made-by-agent"),
            (w) => failureEnv(w, kind),
          );
          expect(existsSync(join(o.world.project, "made-by-agent"))).toBe(false);
          expect(o.text).toMatch(/forge-gate blocked this call/);
        });
      }
    });
  }

  it("an untrusted hook is skipped silently, which is why init trusts it", async () => {
    // Without the hash init wrote, Codex runs the call unjudged: the trust step is load-bearing.
    const o = await drive(
      codex,
      "default",
      (w) => shell(`echo pwned > ${w.outside}/escape.txt`),
      (w) => {
        const cfg = join(w.env.CODEX_HOME!, "config.toml");
        writeFileSync(
          cfg,
          readFileSync(cfg, "utf8").replace(
            /trusted_hash = "sha256:[0-9a-f]+"/,
            'trusted_hash = "sha256:00"',
          ),
        );
        return undefined;
      },
    ).catch((err: Error) => err);
    expect(o).toBeInstanceOf(Error);
    expect((o as Error).message).toMatch(/the hook did not run/);
  });
});
