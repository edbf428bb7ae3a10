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
import { GIT_ENV } from "../gate/helpers.js";
import { actionFixture } from "./fixture.js";

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
      "version",
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
    const fx = actionFixture(join(runner, "fixture"));
    // The workflow's own paths, with the runner's temp directory in place of ${{ runner.temp }}.
    const onRunner = (v: string) => v.replaceAll(["$", "{{ runner.temp }}"].join(""), runner);
    const snapshotInputs = wf.steps.find((s) => s.id === "snapshot")!.with!;
    const snap = step(
      {},
      { ...snapshotInputs, lease: fx.lease!, snapshot: onRunner(snapshotInputs.snapshot!) },
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
        events: onRunner(gateInputs.events!),
      },
      runner,
    );
    expect(gate.status, gate.stdout).toBe(1);
    expect(gate.outputs.verdict).toBe("refused");
    expect(gate.outputs.count).toBe("1");
    expect(JSON.parse(gate.outputs.violations!)[0].path).toBe(`${fx.main}/escaped.txt`);
    expect(readFileSync(onRunner(gateInputs.events!), "utf8").trim().split("\n")).toHaveLength(1);
    expect(existsSync(`${fx.main}/escaped.txt`)).toBe(true);
  });

  it("the agent-run example, replayed: a committing agent passes, one writing next door is refused", () => {
    const runner = realpathSync(mkdtempSync(join(tmpdir(), "fg-agentrun-")));
    dirs.push(runner);
    const wf = workflows.find(([n]) => n.endsWith("agent-run.yml"))![1];
    const steps = wf.jobs.agent!.steps;
    const names = steps.map((s) => (s as { name?: string }).name ?? s.uses);
    // The branch is created before the snapshot (else creating it would be an escape under .git).
    expect(names.indexOf("Create the agent's branch")).toBeLessThan(
      names.indexOf("Snapshot the watched roots"),
    );

    for (const misbehave of [false, true]) {
      const ws = join(runner, misbehave ? "bad" : "good", "work", "repo");
      mkdirSync(ws, { recursive: true });
      const g = (...a: string[]) =>
        execFileSync("git", a, { cwd: ws, env: { ...process.env, ...GIT_ENV }, encoding: "utf8" });
      g("init", "-q", "-b", "main");
      writeFileSync(join(ws, "README.md"), "x\n");
      g("add", ".");
      g("commit", "-q", "-m", "init");
      const sha = g("rev-parse", "HEAD").trim();
      const scratch = join(runner, misbehave ? "bad" : "good", "_temp", "agent-scratch");
      const lease = join(runner, misbehave ? "bad" : "good", "lease.yaml");
      writeFileSync(
        lease,
        `version: 1\nid: issue-47-worker\nworktree: ${ws}\nwrite_roots: [".", "${scratch}"]\nprotect: [".git", ".github/**"]\nissue: 47\nbase: ${sha}\n`,
      );
      g("switch", "-q", "-c", "agent/issue-47");
      const env = { GITHUB_WORKSPACE: ws };
      const snap = step(
        env,
        {
          mode: "snapshot",
          lease,
          "default-roots": "worktree,repo",
          // On a hosted runner the `home` group covers the workspace's parent; here, watch it directly.
          watch: join(ws, ".."),
          "github-token": "",
          snapshot: join(runner, misbehave ? "bad" : "good", "s.fgsnap"),
        },
        runner,
      );
      expect(snap.status, snap.stdout).toBe(0);
      execFileSync(
        "bash",
        [
          "-c",
          `mkdir -p "${scratch}" && echo tmp > "${scratch}/t" && echo fix > fix.txt && git add -A && git commit -qm fix${misbehave ? " && echo pwned > ../outside.txt" : ""}`,
        ],
        { cwd: ws, env: { ...process.env, ...GIT_ENV } },
      );
      const gate = step(
        env,
        {
          lease,
          snapshot: snap.outputs.snapshot!,
          "snapshot-digest": snap.outputs.digest!,
          "github-token": "",
        },
        runner,
      );
      if (misbehave) {
        expect(gate.status, gate.stdout).toBe(1);
        expect(JSON.parse(gate.outputs.violations!).map((v: { path: string }) => v.path)).toEqual([
          join(ws, "..", "outside.txt"),
        ]);
      } else {
        expect(gate.status, gate.stdout).toBe(0);
        expect(gate.outputs.verdict).toBe("pass");
      }
    }
  });
});
