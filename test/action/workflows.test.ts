/**
 * The workflows we ship (the self-test and the examples) are checked statically against action.yml,
 * and the self-test's steps are replayed here exactly as the runner would run them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// The runner uses Node 24; set FORGE_GATE_ACTION_NODE to run the bundle with that binary.
const NODE = process.env.FORGE_GATE_ACTION_NODE || process.execPath;
const ACTION = join(ROOT, "dist", "action.js");

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  permissions?: unknown;
  jobs: Record<string, { permissions?: Record<string, string>; steps: Step[] }>;
}

const actionYml = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};
const workflows: Array<[string, Workflow]> = [
  [".github/workflows/action.yml", parse(readFileSync(join(ROOT, ".github/workflows/action.yml"), "utf8"))],
  ...readdirSync(join(ROOT, "examples/workflows")).map(
    (f) =>
      [`examples/workflows/${f}`, parse(readFileSync(join(ROOT, "examples/workflows", f), "utf8"))] as [
        string,
        Workflow,
      ],
  ),
];

describe("action.yml and the workflows", () => {
  it("runs dist/action.js on node24", () => {
    expect(actionYml.runs).toEqual({ using: "node24", main: "dist/action.js" });
    expect(Object.keys(actionYml.outputs).sort()).toEqual([
      "count",
      "digest",
      "snapshot",
      "verdict",
      "violations",
    ]);
  });

  for (const [name, wf] of workflows) {
    it(`${name}: least privilege, pinned actions, only real inputs`, () => {
      expect(wf.permissions).toEqual({});
      for (const [job, j] of Object.entries(wf.jobs)) {
        expect(j.permissions, `${job} states its permissions`).toBeDefined();
        for (const step of j.steps) {
          if (!step.uses) continue;
          const isGate = step.uses === "./" || /\/forge-gate@/.test(step.uses);
          if (step.uses !== "./")
            expect(step.uses, `${job}: ${step.uses} pinned by SHA`).toMatch(
              /^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/,
            );
          if (isGate) {
            for (const key of Object.keys(step.with ?? {}))
              expect(actionYml.inputs, `${job}: input ${key}`).toHaveProperty(key);
          }
        }
      }
    });
  }
});

describe("the self-test workflow, replayed", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function step(env: Record<string, string>, inputs: Record<string, string>, runner: string) {
    const out = join(runner, `out-${Math.random().toString(36).slice(2)}`);
    writeFileSync(out, "");
    const e: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/root",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: ROOT,
      GITHUB_EVENT_NAME: "push",
      GITHUB_OUTPUT: out,
      RUNNER_TEMP: runner,
      ...env,
    };
    // Inputs as the runner passes them: every declared input, defaults filled in.
    for (const [k, spec] of Object.entries(actionYml.inputs)) {
      const value = k in inputs ? inputs[k]! : (spec.default ?? "");
      if (!value.includes("${{")) e[`INPUT_${k.toUpperCase()}`] = value;
    }
    for (const [k, v] of Object.entries(inputs)) e[`INPUT_${k.toUpperCase()}`] = v;
    const r = spawnSync(NODE, [ACTION], { env: e, encoding: "utf8" });
    const outputs: Record<string, string> = {};
    for (const m of readFileSync(out, "utf8").matchAll(
      /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm,
    )) {
      outputs[m[1]!] = m[3]!;
    }
    return { status: r.status, stdout: r.stdout, outputs };
  }

  it("snapshot → misbehaving agent → gate refuses with the outputs and event the workflow checks", () => {
    const runner = realpathSync(mkdtempSync(join(tmpdir(), "fg-selftest-")));
    dirs.push(runner);
    const wf = workflows[0]![1].jobs["self-test"]!;
    const script = wf.steps.find((s) => s.id === "fixture")!.run!;
    expect(script).toContain("test/fixtures/action/make-fixture.sh");
    const fx = Object.fromEntries(
      execFileSync("bash", [join(ROOT, "test/fixtures/action/make-fixture.sh"), join(runner, "fixture")], {
        encoding: "utf8",
      })
        .trim()
        .split("\n")
        .map((l) => l.split("=", 2) as [string, string]),
    );
    const snapshotInputs = wf.steps.find((s) => s.id === "snapshot")!.with!;
    const snap = step(
      {},
      { ...snapshotInputs, lease: fx.lease!, snapshot: join(runner, "snapshots", "run.fgsnap") },
      runner,
    );
    expect(snap.status, snap.stdout).toBe(0);

    mkdirSync(fx.worktree!, { recursive: true });
    execFileSync("bash", ["-c", 'echo "work" > inside.txt\necho "pwned" > ../main/escaped.txt'], {
      cwd: fx.worktree!,
    });

    const gateInputs = wf.steps.find((s) => s.id === "gate")!.with!;
    expect(gateInputs["github-token"]).toBe("");
    const gate = step(
      {},
      {
        ...gateInputs,
        lease: fx.lease!,
        snapshot: snap.outputs.snapshot!,
        "snapshot-digest": snap.outputs.digest!,
        events: join(runner, "forge-gate", "events.ndjson"),
      },
      runner,
    );
    expect(gate.status, gate.stdout).toBe(1);
    expect(gate.outputs.verdict).toBe("refused");
    expect(gate.outputs.count).toBe("1");
    expect(JSON.parse(gate.outputs.violations!)[0].path).toBe(`${fx.main}/escaped.txt`);
    expect(
      readFileSync(join(runner, "forge-gate", "events.ndjson"), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(1);
    expect(existsSync(`${fx.main}/escaped.txt`)).toBe(true);
  });
});
