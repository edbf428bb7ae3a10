import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CLI, type CliResult, runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

/**
 * A real machine in miniature: a git repository (the operator's main checkout) with a linked worktree
 * leased to the agent, a separate HOME and a separate temp dir, all under one fresh temp directory.
 */
export interface Fixture {
  T: string;
  repo: string;
  wt: string;
  home: string;
  tmp: string;
  snaps: string;
  lease: string;
  /** Environment for forge-gate and the agent: HOME and TMPDIR point into the fixture. */
  env: NodeJS.ProcessEnv;
  /** Flags that keep the walk inside the fixture (the system temp dirs are left out, the fixture's watched). */
  rootFlags: string[];
}

const GIT_ID = {
  GIT_AUTHOR_NAME: "Agent",
  GIT_AUTHOR_EMAIL: "agent@example.com",
  GIT_COMMITTER_NAME: "Agent",
  GIT_COMMITTER_EMAIL: "agent@example.com",
};

export function git(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...GIT_ID, ...env }, encoding: "utf8" });
}

export function makeFixture(
  opts: { leaseExtra?: string; writeRoots?: string; under?: string } = {},
): Fixture {
  // Under a temp dir by default; `under` places it elsewhere (the capture layer makes temp dirs private,
  // so only a fixture outside them shows a write to a sibling directory as a named escape).
  const T = tempDir("fg-collect-", opts.under);
  const repo = join(T, "repo");
  const wt = join(T, "wt");
  const home = join(T, "home");
  const tmp = join(T, "tmp");
  const snaps = join(T, "snaps");
  for (const d of [repo, home, tmp, snaps]) mkdirSync(d, { recursive: true });
  const env = { HOME: home, TMPDIR: tmp };
  git(["init", "-q", "-b", "main"], repo, env);
  writeFileSync(join(repo, "README.md"), "hello\n");
  mkdirSync(join(repo, "src"));
  writeFileSync(join(repo, "src", "a.txt"), "a\n");
  writeFileSync(join(repo, "src", "gone.txt"), "bye\n");
  git(["add", "."], repo, env);
  git(["commit", "-q", "-m", "init"], repo, env);
  git(["worktree", "add", "-q", "-b", "agent", wt], repo, env);
  writeFileSync(join(home, ".bashrc"), "# rc\n");
  writeFileSync(join(home, "notes.txt"), "aaaa\n");
  writeFileSync(join(home, "old.txt"), "old\n");
  writeFileSync(join(home, "secret.txt"), "s3cret\n");
  const lease = join(T, "lease.yaml");
  writeFileSync(
    lease,
    `version: 1\nid: e2e-lease\nworktree: ${wt}\nwrite_roots: ${opts.writeRoots ?? '["."]'}\nbase: main\n${opts.leaseExtra ?? ""}`,
  );
  return {
    T,
    repo,
    wt,
    home,
    tmp,
    snaps,
    lease,
    env,
    rootFlags: ["--default-roots", "worktree,repo,home", "--watch", tmp],
  };
}

/** Runs the agent script with a real bash in the worktree, with the fixture's HOME and TMPDIR. */
export function runAgent(f: Fixture, script: string): void {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `set -euo pipefail\n${script}\n`);
  const r = spawnSync("bash", [file], { cwd: f.wt, env: agentEnv(f), encoding: "utf8" });
  if (r.status !== 0) throw new Error(`agent failed (${r.status}): ${r.stderr}`);
}

export function agentEnv(f: Fixture): NodeJS.ProcessEnv {
  return { ...process.env, ...GIT_ID, ...f.env, T: f.T, REPO: f.repo, WT: f.wt };
}

export function cli(f: Fixture, args: string[], input?: string | Buffer): CliResult {
  return runCli(args, { cwd: f.wt, env: agentEnv(f), input });
}

/** `forge-gate run` with the agent as a bash script. */
export function gateRun(f: Fixture, script: string, extra: string[] = []): CliResult {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `set -euo pipefail\n${script}\n`);
  return cli(f, [
    "run",
    "--lease",
    f.lease,
    ...f.rootFlags,
    "--format",
    "json",
    ...extra,
    "--",
    "bash",
    file,
  ]);
}

/** Shell prelude: where git keeps this worktree's state ($COMMON, $GITDIR). */
export const GIT_DIRS = [
  'COMMON="$(git rev-parse --path-format=absolute --git-common-dir)"',
  'GITDIR="$(git rev-parse --path-format=absolute --git-dir)"',
].join("\n");

/** gateRun with its JSON report: the agent's own output shares stdout, so the report is the last line. */
export function gateReport(
  f: Fixture,
  script: string,
  extra: string[] = [],
): { status: number | null; report: RunReport; stderr: string } {
  const r = gateRun(f, script, extra);
  try {
    return {
      status: r.status,
      report: JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as RunReport,
      stderr: r.stderr,
    };
  } catch {
    throw new Error(`no report (exit ${r.status}): ${r.stderr}`);
  }
}

/** `forge-gate snapshot --format json` over the fixture's roots (the lease's and the fixture's). */
export function snapshotCli(
  f: Fixture,
  opts: { lease?: string; extra?: string[]; output?: string; env?: NodeJS.ProcessEnv } = {},
): CliResult {
  const args = ["snapshot", "--lease", opts.lease ?? f.lease, ...f.rootFlags, ...(opts.extra ?? [])];
  args.push("--output", opts.output ?? join(f.snaps, "s.fgsnap"), "--format", "json");
  return runCli(args, { cwd: f.wt, env: { ...agentEnv(f), ...opts.env } });
}

/** snapshot, the agent on its own, collect -z, violations -z: the three-step pipeline. */
export function gateSteps(f: Fixture, script: string): { collect: CliResult; violations: CliResult } {
  const snap = snapshotCli(f);
  if (snap.status !== 0) throw new Error(`snapshot failed: ${snap.stderr}`);
  const { snapshot, digest } = JSON.parse(snap.stdout) as { snapshot: string; digest: string };
  runAgent(f, script);
  const collect = cli(f, [
    "collect",
    "--lease",
    f.lease,
    "--snapshot",
    snapshot,
    "--snapshot-digest",
    digest,
    "-z",
  ]);
  if (collect.status !== 0) throw new Error(`collect failed: ${collect.stderr}`);
  const violations = cli(
    f,
    ["violations", "--lease", f.lease, "-z", "--format", "json", "-"],
    collect.stdoutBytes,
  );
  return { collect, violations };
}

export interface RunReport {
  verdict: "pass" | "refused" | "error";
  command: { exit_code: number | null; signal: string | null };
  violations: { path: string; reason: string; resolved: string }[];
  changes: { path: string; change: string; source: string; from?: string }[];
  coverage: { roots: string[]; skipped: { path: string; reason: string }[] };
}

/**
 * `forge-gate run` as `nobody` (through setpriv; the caller is root) with the agent script `script`:
 * how an unprivileged user meets bubblewrap and the capture layer (a user namespace). `nobody` may not
 * reach this checkout's dist/ (it can sit in a 0700 directory): a copy in the fixture runs.
 */
export function runAsNobody(f: Fixture, script: string, extra: string[] = []) {
  if (!existsSync(join(f.T, "dist"))) cpSync(dirname(CLI), join(f.T, "dist"), { recursive: true });
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `exec 1>&2\n${script}\n`);
  spawnSync("chown", ["-R", "65534:65534", f.T]);
  const cli = [join(f.T, "dist", "cli.js"), "run", "--lease", f.lease, ...f.rootFlags, "--format", "json"];
  return spawnSync(
    "setpriv",
    [
      "--reuid=65534",
      "--regid=65534",
      "--clear-groups",
      process.execPath,
      ...cli,
      ...extra,
      "--",
      "/bin/bash",
      file,
    ],
    { cwd: f.wt, env: agentEnv(f), encoding: "utf8" },
  );
}
