/**
 * A runner-faithful host for the shipped example workflows. Each job runs on a fresh machine laid out
 * like a GitHub-hosted runner (or a self-hosted one), inside a private mount namespace the way a
 * runner is its own VM: HOME /home/runner holding the runner install (`actions-runner/cached`, with
 * bin/, externals/, its configuration and `_diag/`), the work folder /home/runner/work (`_temp`,
 * `_actions`, the workspace), the tool cache /opt/hostedtoolcache, and private /tmp, /var/tmp,
 * /dev/shm and /run/lock. The job's steps are run by test/fixtures/runner/worker.mjs started as
 * `<install>/bin/Runner.Worker` (a copy of node), which writes what actions/runner writes between
 * and during steps (file-command files, step scripts, trace logs, log pages, the event payload),
 * processes GITHUB_ENV and GITHUB_PATH as the runner does, and runs `uses:` steps from `_actions`:
 * forge-gate from this tree's dist/ and small stand-ins for checkout and the artifact actions.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WORKER = join(ROOT, "test/fixtures/runner/worker.mjs");
const STUBS = join(ROOT, "test/fixtures/runner/actions");
const NODE = process.env.FORGE_GATE_ACTION_NODE || process.execPath;
export const GATE_SHA = "0000000000000000000000000000000000000000";

/** The github context's entries the runner exports (src/Runner.Worker/GitHubContext.cs). */
const GITHUB_ENV_ALLOWLIST = [
  "action_path",
  "action_ref",
  "action_repository",
  "action",
  "actor",
  "actor_id",
  "api_url",
  "base_ref",
  "env",
  "event_name",
  "event_path",
  "graphql_url",
  "head_ref",
  "job",
  "output",
  "path",
  "ref_name",
  "ref_type",
  "ref",
  "repository",
  "repository_id",
  "repository_owner",
  "retention_days",
  "run_attempt",
  "run_id",
  "run_number",
  "server_url",
  "sha",
  "state",
  "step_summary",
  "triggering_actor",
  "workflow",
  "workspace",
];

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
export interface Job {
  steps: Step[];
  outputs?: Record<string, string>;
  needs?: string | string[];
}
export interface Workflow {
  name: string;
  jobs: Record<string, Job>;
}

export function loadWorkflow(file: string): Workflow {
  return parse(readFileSync(join(ROOT, "examples/workflows", file), "utf8")) as Workflow;
}

export interface StepResult {
  name: string;
  status: "success" | "failure" | "skipped";
  exit?: number;
  stdout?: string;
  stderr?: string;
  outputs?: Record<string, string>;
  /** What the step wrote to GITHUB_STEP_SUMMARY. */
  summary?: string;
}
export interface JobResult {
  steps: StepResult[];
  outputs: Record<string, string>;
  failed: boolean;
  issues: string[];
}

export type Layout = "hosted" | "self-hosted";

/** Where things are, as the job sees them (inside its mount namespace). */
export interface Paths {
  home: string;
  root: string;
  work: string;
  temp: string;
  actions: string;
  tools: string;
  workspace: string;
  /** Another runner's install on the same host (self-hosted only). */
  other: string | null;
}

export function pathsFor(layout: Layout, repo: string): Paths {
  if (layout === "hosted") {
    const home = "/home/runner";
    const work = `${home}/work`;
    return {
      home,
      root: `${home}/actions-runner/cached`,
      work,
      temp: `${work}/_temp`,
      actions: `${work}/_actions`,
      tools: "/opt/hostedtoolcache",
      workspace: `${work}/${repo}/${repo}`,
      other: null,
    };
  }
  // Several runners configured under one account, each with its own `_work` (config.sh's default).
  const home = "/home/ci";
  const root = `${home}/runners/ci-1`;
  const work = `${root}/_work`;
  return {
    home,
    root,
    work,
    temp: `${work}/_temp`,
    actions: `${work}/_actions`,
    tools: `${work}/_tool`,
    workspace: `${work}/${repo}/${repo}`,
    other: `${home}/runners/ci-2`,
  };
}

export interface JobContext {
  github: Record<string, unknown>;
  inputs?: Record<string, string>;
  needs?: Record<string, { outputs: Record<string, string> }>;
}

/** One machine of the harness: a scratch directory holding what the job sees under /home, /opt and /srv. */
export class RunnerHost {
  readonly T: string;
  readonly paths: Paths;
  /** The artifact store and the origin repository outlive the jobs (as GitHub keeps them). */
  readonly artifacts: string;
  readonly stubs: string;
  readonly shared: string;

  constructor(
    readonly layout: Layout,
    readonly repo: string,
    /** Bare repository the checkout stand-in clones. */
    readonly origin: string,
    T?: string,
  ) {
    this.T = T ?? realpathSync(mkdtempSync(join(tmpdir(), "fg-runner-")));
    this.paths = pathsFor(layout, repo);
    // What the jobs share with the harness; the machine itself (fs/) is seen only under /home, /opt, /srv.
    this.shared = join(this.T, "shared");
    this.artifacts = join(this.shared, "artifacts");
    this.stubs = join(this.shared, "stubs");
    mkdirSync(this.artifacts, { recursive: true });
    this.writeStubs();
  }

  /** The host path of a path the job sees. */
  host(p: string): string {
    return join(this.T, "fs", p);
  }

  dispose(): void {
    rmSync(this.T, { recursive: true, force: true });
  }

  /** Commands of the runner image a workflow calls that the harness cannot run for real. */
  private writeStubs(): void {
    mkdirSync(this.stubs, { recursive: true });
    const cli = join(ROOT, "dist", "cli.cjs");
    const stub = (name: string, body: string) => {
      writeFileSync(join(this.stubs, name), `#!/bin/bash\n${body}\n`);
      chmodSync(join(this.stubs, name), 0o755);
    };
    // The CLI `npm install -g forge-gate` would install: this tree's build.
    stub("forge-gate", `exec "${NODE}" "${cli}" "$@"`);
    stub(
      "npm",
      `if [ "$1" = install ] && [ "$2" = -g ] && [[ "$3" == forge-gate@* ]]; then echo "added 1 package"; exit 0; fi\nexec /usr/bin/npm "$@"`,
    );
    // The image's passwordless sudo, for the package installs and sysctl the enforced example runs first.
    stub("sudo", `case "$1" in apt-get|sysctl) echo "sudo $*: done"; exit 0;; esac\nexec "$@"`);
    stub("gh", `echo "gh $*" >> "${join(this.shared, "gh-calls")}"`);
  }

  /** A fresh machine: the layout as the runner has it when a job starts. */
  reset(): void {
    rmSync(join(this.T, "fs"), { recursive: true, force: true });
    const p = this.paths;
    const h = (x: string) => this.host(x);
    mkdirSync(h(p.home), { recursive: true });
    writeFileSync(h(`${p.home}/.bashrc`), "# ~/.bashrc\n");
    writeFileSync(h(`${p.home}/.profile`), "# ~/.profile\n");
    this.install(p.root, p.work);
    mkdirSync(h(p.temp), { recursive: true });
    mkdirSync(h(p.workspace), { recursive: true });
    // TrackingManager: the pipeline mapping written when the job's directories are prepared.
    mkdirSync(h(`${p.work}/_PipelineMapping/Codertocat/${this.repo}`), { recursive: true });
    writeFileSync(
      h(`${p.work}/_PipelineMapping/Codertocat/${this.repo}/PipelineFolder.json`),
      JSON.stringify({ repositoryName: `Codertocat/${this.repo}`, pipelineDirectory: this.repo }),
    );
    mkdirSync(h(`${p.tools}/node/24.0.0/x64/bin`), { recursive: true });
    writeFileSync(h(`${p.tools}/node/24.0.0/x64/bin/node`), "#!/bin/sh\n");
    writeFileSync(h(`${p.tools}/node/24.0.0/x64.complete`), "");
    // Actions downloaded while the job was set up (ActionManager: `<owner>/<repo>/<ref>` + watermark).
    const gate = `${p.actions}/OWNER/forge-gate/${GATE_SHA}`;
    // FORGE_GATE_HARNESS_DIST: another build to run as the Action (an older one, to compare).
    cpSync(process.env.FORGE_GATE_HARNESS_DIST || join(ROOT, "dist"), h(`${gate}/dist`), { recursive: true });
    copyFileSync(join(ROOT, "action.yml"), h(`${gate}/action.yml`));
    writeFileSync(h(`${gate}.completed`), new Date().toISOString());
    for (const [name, sha] of this.stubActions()) {
      const dir = `${p.actions}/actions/${name}/${sha}`;
      mkdirSync(h(`${dir}/dist`), { recursive: true });
      copyFileSync(join(STUBS, `${name}.mjs`), h(`${dir}/dist/index.mjs`));
      writeFileSync(
        h(`${dir}/action.yml`),
        `name: ${name}\nruns:\n  using: node24\n  main: dist/index.mjs\n`,
      );
      writeFileSync(h(`${dir}.completed`), new Date().toISOString());
    }
    if (p.other) this.install(p.other, `${p.other}/_work`);
  }

  /** The SHAs the example workflows pin the stand-in actions at. */
  private stubActions(): [string, string][] {
    const out = new Map<string, string>();
    for (const f of readdirSync(join(ROOT, "examples/workflows"))) {
      for (const m of readFileSync(join(ROOT, "examples/workflows", f), "utf8").matchAll(
        /uses: actions\/([\w-]+)@([0-9a-f]{40})/g,
      ))
        out.set(m[1]!, m[2]!);
    }
    return [...out];
  }

  /** A runner install as `config.sh` leaves it, with the trace logs of the jobs before this one. */
  private install(root: string, work: string): void {
    const h = (x: string) => this.host(x);
    mkdirSync(h(`${root}/bin`), { recursive: true });
    mkdirSync(h(`${root}/externals/node24/bin`), { recursive: true });
    mkdirSync(h(`${root}/_diag/pages`), { recursive: true });
    mkdirSync(h(`${root}/_diag/blocks`), { recursive: true });
    mkdirSync(h(work), { recursive: true });
    // The worker is a copy of node (taken once per host), so its process is what forge-gate finds
    // above the step.
    const worker = join(this.shared, "Runner.Worker");
    if (!existsSync(worker)) {
      copyFileSync(realpathSync(NODE), worker);
      chmodSync(worker, 0o755);
    }
    linkSync(worker, h(`${root}/bin/Runner.Worker`));
    symlinkSync(realpathSync(NODE), h(`${root}/externals/node24/bin/node`));
    writeFileSync(h(`${root}/bin/Runner.Listener`), "");
    // IOUtil.SaveObject: UTF-8 with a byte-order mark.
    writeFileSync(
      h(`${root}/.runner`),
      `\uFEFF${JSON.stringify({ agentId: 7, agentName: "GitHub Actions 7", poolId: 1, workFolder: work })}`,
    );
    writeFileSync(h(`${root}/.credentials`), JSON.stringify({ scheme: "OAuthAccessToken" }));
    writeFileSync(h(`${root}/.env`), "LANG=C.UTF-8\n");
    writeFileSync(h(`${root}/.path`), "/usr/local/bin:/usr/bin:/bin\n");
    writeFileSync(h(`${root}/run-helper.sh`), "#!/bin/bash\n");
    writeFileSync(
      h(`${root}/_diag/Runner_20261101-080000-utc.log`),
      "[2026-11-01 08:00:00Z INFO Listener] started\n",
    );
    writeFileSync(
      h(`${root}/_diag/Worker_20261101-080500-utc.log`),
      "[2026-11-01 08:05:00Z INFO Worker] old job\n",
    );
  }

  /** Runs one job of a workflow on this (freshly reset) machine. */
  async runJob(
    wf: Workflow,
    jobName: string,
    ctx: JobContext,
    opts: {
      env?: Record<string, string>;
      /** A bash script another program runs on the machine for the whole job. */
      concurrent?: string;
    } = {},
  ): Promise<JobResult> {
    this.reset();
    const p = this.paths;
    const job = wf.jobs[jobName]!;
    const gateYml = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
      inputs: Record<string, { default?: string }>;
    };
    const actions: Record<string, { dir: string; main: string; inputs: Record<string, string> }> = {
      "OWNER/forge-gate": {
        dir: `${p.actions}/OWNER/forge-gate/${GATE_SHA}`,
        main: "dist/action.js",
        inputs: Object.fromEntries(Object.entries(gateYml.inputs).map(([k, v]) => [k, v.default ?? ""])),
      },
    };
    for (const [name, sha] of this.stubActions())
      actions[`actions/${name}`] = {
        dir: `${p.actions}/actions/${name}/${sha}`,
        main: "dist/index.mjs",
        inputs: {},
      };
    const runnerLog = `${p.root}/_diag/Runner_20261101-080000-utc.log`;
    const spec = {
      layout: { root: p.root, temp: p.temp },
      job: { name: jobName, steps: job.steps, outputs: job.outputs },
      runnerLog,
      concurrent: opts.concurrent,
      node: `${p.root}/externals/node24/bin/node`,
      actions,
      githubEnvAllowlist: GITHUB_ENV_ALLOWLIST,
      runtime: { url: "http://127.0.0.1:9/_runtime/", token: "runtime-token" },
      workflowEnv: {},
      contexts: {
        github: {
          workspace: p.workspace,
          event_path: `${p.temp}/_github_workflow/event.json`,
          job: jobName,
          workflow: wf.name,
          ...ctx.github,
        },
        inputs: ctx.inputs ?? {},
        needs: ctx.needs ?? {},
        runner: {
          name: "GitHub Actions 7",
          os: "Linux",
          arch: "X64",
          environment: this.layout === "hosted" ? "github-hosted" : "self-hosted",
          temp: p.temp,
          tool_cache: p.tools,
          workspace: `${p.work}/${this.repo}`,
        },
      },
    };
    const specFile = join(this.shared, "job.json");
    writeFileSync(specFile, JSON.stringify(spec));
    // The image's environment the worker starts with (its .env and .path, and the session's).
    const workerEnv: Record<string, string> = {
      HOME: p.home,
      PATH: `${this.stubs}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
      LANG: "C.UTF-8",
      USER: "root",
      ImageOS: "ubuntu24",
      RUNNER_TOOL_CACHE: p.tools,
      AGENT_TOOLSDIRECTORY: p.tools,
      FG_HARNESS_ORIGIN: this.origin,
      FG_HARNESS_ARTIFACTS: this.artifacts,
      ...opts.env,
    };
    const mounts = [
      "--dev-bind",
      "/",
      "/",
      ...["/tmp", "/var/tmp", "/dev/shm", "/run/lock"].flatMap((d) =>
        existsSync(d) ? ["--perms", "1777", "--tmpfs", d] : [],
      ),
      // What the jobs share with the harness (stubs, artifacts, the job) where it was, under the private
      // /tmp; the origin repository likewise (read by the checkout stand-in, pushed to by publish).
      "--bind",
      this.shared,
      this.shared,
      "--bind",
      this.origin,
      this.origin,
      ...(this.layout === "hosted"
        ? ["--bind", this.host("/home"), "/home", "--bind", this.host("/opt"), "/opt"]
        : ["--bind", this.host("/home"), "/home"]),
      "--die-with-parent",
      "--chdir",
      "/",
    ];
    // Asynchronous: the fake GitHub the job talks to answers from this process.
    const child = spawn("bwrap", [...mounts, `${p.root}/bin/Runner.Worker`, WORKER, specFile], {
      env: workerEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
    const status = await new Promise<number | null>((ok) => child.on("close", (code) => ok(code)));
    clearTimeout(timer);
    const last = stdout.trim().split("\n").pop() ?? "";
    try {
      return JSON.parse(last) as JobResult;
    } catch {
      throw new Error(`the worker gave no result (exit ${status}):\n${stderr}\n${stdout}`);
    }
  }
}

/** The origin repository the jobs check out: a bare repository with `main` and the given files. */
export function makeOrigin(dir: string, files: Record<string, string>, env: NodeJS.ProcessEnv): string {
  const work = join(dir, "origin-work");
  const bare = join(dir, "origin.git");
  mkdirSync(work, { recursive: true });
  const git = (...a: string[]) => execFileSync("git", a, { cwd: work, env, encoding: "utf8" });
  git("init", "-q", "-b", "main");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(work, path, ".."), { recursive: true });
    writeFileSync(join(work, path), text);
    if (path.endsWith(".sh")) chmodSync(join(work, path), 0o755);
  }
  git("add", "-A");
  git("commit", "-qm", "init");
  execFileSync("git", ["clone", "-q", "--bare", work, bare], { env });
  return bare;
}
