import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { expect } from "vitest";
import { CLI } from "../support/cli.js";

// The red-team harness: a real repository, a real linked worktree, a real HOME and TMPDIR, all in one
// private directory per scenario (removed afterwards with `rm -rf`, which copes with paths longer
// than PATH_MAX), and the built CLI run as a user runs it. Written from the docs alone (the
// contract), not from the implementation.

export interface Scenario {
  /** The scenario's private directory (real path). */
  root: string;
  home: string;
  tmp: string;
  /** The lease's temp grant (a write root). */
  grant: string;
  /** The main checkout (the repository's first worktree). */
  main: string;
  /** The leased linked worktree, on branch `agent`. */
  wt: string;
  /** The repository's common git dir. */
  gitDir: string;
  /** Another, unrelated repository under HOME. */
  other: string;
  lease: string;
  snapDir: string;
  env: NodeJS.ProcessEnv;
}

// biome-ignore lint/suspicious/noExplicitAny: the CLI's JSON documents, read field by field as a user's script reads them
type Doc = any;

export interface CliOutcome {
  status: number | null;
  stdout: string;
  stderr: string;
  doc: Doc;
}

const scenarios: Scenario[] = [];

/** The environment a user's shell would have: PATH, a private HOME and TMPDIR, nothing of the suite's. */
function baseEnv(home: string, tmp: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: home,
    TMPDIR: tmp,
    LANG: "C.UTF-8",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_AUTHOR_NAME: "agent",
    GIT_AUTHOR_EMAIL: "agent@example.com",
    GIT_COMMITTER_NAME: "agent",
    GIT_COMMITTER_EMAIL: "agent@example.com",
  };
}

function sh(cmd: string, cwd: string, env: NodeJS.ProcessEnv): string {
  const r = spawnSync("bash", ["-c", cmd], { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`fixture command failed (${r.status}): ${cmd}\n${r.stderr}`);
  return r.stdout;
}

export interface ScenarioOptions {
  /** Extra lines appended to the lease. */
  extraLease?: string;
  /** Override write_roots (YAML flow list); default [".", grant]. */
  writeRoots?: string;
  /** The repository and the worktree under HOME (~/src/repo, ~/src/wt), as on a developer's machine. */
  underHome?: boolean;
}

/** Builds a scenario's machine: HOME with the usual dotfiles, a repository with a leased worktree. */
export function scenario(opts: ScenarioOptions = {}): Scenario {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-rt-")));
  const home = join(root, "home");
  const tmp = join(root, "tmp");
  const grant = join(tmp, "grant");
  const main = opts.underHome ? join(home, "src", "repo") : join(root, "repo");
  const wt = opts.underHome ? join(home, "src", "wt") : join(root, "wt");
  const other = join(home, "src", "other");
  const snapDir = join(root, "snap");
  for (const d of [home, tmp, grant, main, snapDir, join(home, ".config", "app"), other])
    mkdirSync(d, { recursive: true });
  mkdirSync(join(home, ".ssh"), { mode: 0o700 });
  writeFileSync(join(home, ".bashrc"), "# bashrc\nexport EDITOR=vi\n");
  writeFileSync(join(home, ".profile"), "# profile\n");
  writeFileSync(join(home, ".gitconfig"), "[user]\n\tname = agent\n\temail = agent@example.com\n");
  writeFileSync(join(home, ".ssh", "authorized_keys"), "ssh-ed25519 AAAAC3 owner@host\n", { mode: 0o600 });
  writeFileSync(join(home, ".config", "app", "settings.json"), '{"theme":"dark"}\n');
  writeFileSync(join(home, "notes.txt"), "my notes\n");
  const env = baseEnv(home, tmp);
  sh(
    "git init -q -b main . && mkdir -p sub && echo hello > README.md && echo sub > sub/file.txt && " +
      "git add -A && git commit -q -m init && git branch release && " +
      `git worktree add -q -b agent ${JSON.stringify(wt)}`,
    main,
    env,
  );
  sh("git init -q -b main . && echo o > o.txt && git add -A && git commit -q -m other", other, env);
  const gitDir = join(main, ".git");
  const lease = join(root, "lease.yaml");
  writeFileSync(
    lease,
    [
      "version: 1",
      "id: redteam",
      `worktree: ${JSON.stringify(wt)}`,
      `write_roots: ${opts.writeRoots ?? `[".", ${JSON.stringify(grant)}]`}`,
      'protect: [".github/workflows/**"]',
      opts.extraLease ?? "",
      "",
    ].join("\n"),
  );
  const s = { root, home, tmp, grant, main, wt, gitDir, other, lease, snapDir, env };
  scenarios.push(s);
  return s;
}

/** Removes a scenario's directory (and anything the CLI kept for review inside it). */
export function cleanup(s: Scenario): void {
  spawnSync("chattr", ["-R", "-i", s.root], { stdio: "ignore" });
  spawnSync("rm", ["-rf", "--one-file-system", s.root], { stdio: "ignore" });
  if (existsSync(s.root)) spawnSync("rm", ["-rf", s.root], { stdio: "ignore" });
}

export function cleanupAll(): void {
  for (const s of scenarios.splice(0)) cleanup(s);
}

function cli(args: string[], s: Scenario, env: NodeJS.ProcessEnv = s.env, input?: string): CliOutcome {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: s.wt,
    env,
    input,
    maxBuffer: 256 * 1024 * 1024,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, doc: parseDoc(r.stdout) };
}

/** stdout as one JSON document, or null when it is not one. */
function parseDoc(stdout: string): Doc {
  try {
    return JSON.parse(stdout);
  } catch {
    return null;
  }
}

/**
 * A directory chain under `base` longer than PATH_MAX (45 levels of 100-byte names), made the only way
 * it can be: one `mkdir` and `cd` at a time. `script` leaves the shell at its bottom.
 */
export function deepChain(
  base: string,
  baseWord = '"$HOME"',
): { script: string; dirs: string[]; bottom: string } {
  const segs = Array.from({ length: 45 }, (_, i) => `d${String(i).padStart(99, "0")}`);
  const dirs: string[] = [];
  let p = base;
  for (const d of segs) {
    p = join(p, d);
    dirs.push(p);
  }
  return {
    script: `cd ${baseWord} && for d in ${segs.join(" ")}; do mkdir -p "$d" && cd "$d"; done`,
    dirs,
    bottom: p,
  };
}

export type Mode = "capture" | "none" | "enforce";

export interface RunOptions {
  mode?: Mode;
  format?: "json" | "text" | "github";
  watch?: string[];
  defaultRoots?: string;
  extraArgs?: string[];
}

/** `forge-gate run --lease … -- bash -c SCRIPT` from inside the worktree. */
export function runAgent(s: Scenario, script: string, o: RunOptions = {}): CliOutcome {
  const args = [
    "run",
    "--lease",
    s.lease,
    "--snapshot-dir",
    s.snapDir,
    "--default-roots",
    o.defaultRoots ?? "worktree,repo,home",
    "--format",
    o.format ?? "json",
  ];
  for (const w of o.watch ?? []) args.push("--watch", w);
  if (o.mode === "none") args.push("--attribution", "none");
  if (o.mode === "enforce") args.push("--enforce");
  if (o.mode === undefined || o.mode === "capture") args.push("--attribution", "capture");
  args.push(...(o.extraArgs ?? []), "--", "bash", "-c", script);
  return cli(args, s);
}

export interface Snap {
  snapshot: string;
  digest: string;
}

/** `forge-gate snapshot` (detection only, as CI runs it). */
export function takeSnapshot(s: Scenario, watch: string[] = [], defaultRoots = "worktree,repo,home"): Snap {
  const out = join(s.snapDir, "run.fgsnap");
  const args = [
    "snapshot",
    "--lease",
    s.lease,
    "--output",
    out,
    "--default-roots",
    defaultRoots,
    "--format",
    "json",
  ];
  for (const w of watch) args.push("--watch", w);
  const r = cli(args, s);
  if (r.status !== 0) throw new Error(`snapshot failed (${r.status}): ${r.stderr}`);
  return { snapshot: r.doc.snapshot, digest: r.doc.digest };
}

/** The "agent" of the CI flow: a real shell in the worktree, with the user's environment. */
export function agentShell(s: Scenario, script: string): void {
  const r = spawnSync("bash", ["-c", script], { cwd: s.wt, env: s.env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`agent script failed (${r.status}): ${r.stderr}`);
}

export function gate(s: Scenario, snap: Snap | null, format = "json", extra: string[] = []): CliOutcome {
  const args = ["gate", "--lease", s.lease, "--format", format];
  if (snap) args.push("--snapshot", snap.snapshot, "--snapshot-digest", snap.digest);
  args.push(...extra);
  return cli(args, s);
}

export function rawCli(s: Scenario, args: string[], input?: string): CliOutcome {
  return cli(args, s, s.env, input);
}

/** A violation's path as an absolute path (relative ones are the worktree's). */
function absolute(s: Scenario, p: string): string {
  return isAbsolute(p) ? p : resolve(s.wt, p);
}

export interface Expected {
  status: 0 | 1;
  /** Exactly these paths are named, each with this reason (or any reason when null). */
  escapes?: Array<[string, string | null]>;
  /** Directories the escape created to hold an expected path: they may be named too, nothing else. */
  mayAlsoName?: string[];
  attribution?: string;
}

/** The exact verdict: exit status, `verdict`, and exactly the escaped paths (nothing else). */
export function expectVerdict(s: Scenario, r: CliOutcome, e: Expected): void {
  const ctx = `exit ${r.status}\nstdout: ${r.stdout.slice(0, 4000)}\nstderr: ${r.stderr.slice(0, 4000)}`;
  expect(r.doc, ctx).not.toBeNull();
  expect(r.doc.schema_version, ctx).toBe(1);
  const named = new Map<string, string>();
  for (const v of r.doc.violations ?? []) named.set(absolute(s, v.path), v.reason);
  const want = new Map((e.escapes ?? []).map(([p, why]) => [p, why]));
  const extra = [...named.keys()].filter((p) => !want.has(p) && !(e.mayAlsoName ?? []).includes(p));
  const missing = [...want.keys()].filter((p) => !named.has(p));
  expect({ extra, missing }, ctx).toEqual({ extra: [], missing: [] });
  for (const [p, why] of want) if (why !== null) expect(named.get(p), `${p}\n${ctx}`).toBe(why);
  expect(r.status, ctx).toBe(e.status);
  expect(r.doc.verdict, ctx).toBe(e.status === 0 ? "pass" : "refused");
  if (e.attribution) expect(r.doc.attribution, ctx).toBe(e.attribution);
}

/** A file's bytes and metadata, to show the host's copy was not touched. */
export function fingerprint(p: string): string {
  const st = statSync(p);
  return `${readFileSync(p, "base64")}|${st.mode}|${st.nlink}|${st.mtimeMs}`;
}

export interface Noise {
  /** How many rounds of writes it made (read after stop()). */
  stop(): number;
}

/**
 * Another program on a busy machine, started by the test (not by the agent, not by forge-gate): it
 * creates, rewrites and deletes files in HOME (dotfiles included) and in TMPDIR until stopped.
 */
export function startNoise(s: Scenario, extra = ""): Noise {
  const counter = join(s.root, "noise.count");
  const script = `
i=0
while :; do
  i=$((i+1))
  echo "$i" > "$HOME/noise-$i.tmp"
  rm -f "$HOME/noise-$((i-3)).tmp"
  mkdir -p "$HOME/.cache/other-app/$((i % 4))"
  echo "$i" > "$HOME/.cache/other-app/$((i % 4))/entry"
  [ $((i % 5)) -eq 0 ] && rm -rf "$HOME/.cache/other-app/$((i % 4))"
  echo "# touched by another program $i" > "$HOME/.gitconfig.other"
  printf '[user]\\n\\tname = agent\\n\\temail = agent@example.com\\n# %s\\n' "$i" > "$HOME/.gitconfig"
  echo "$i" > "$TMPDIR/other-$((i % 7))"
  ${extra}
  echo "$i" > ${JSON.stringify(`${counter}.new`)} && mv -f ${JSON.stringify(`${counter}.new`)} ${JSON.stringify(counter)}
  sleep 0.02
done`;
  const child: ChildProcess = spawn("bash", ["-c", script], {
    env: s.env,
    cwd: s.root,
    detached: true,
    stdio: "ignore",
  });
  // Wait until it has written at least once (it is running before the snapshot).
  const t0 = Date.now();
  while (!existsSync(counter) && Date.now() - t0 < 10_000) spawnSync("sleep", ["0.05"]);
  return {
    stop() {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      spawnSync("sleep", ["0.1"]);
      return existsSync(counter) ? Number(readFileSync(counter, "utf8").trim() || 0) : 0;
    },
  };
}

export function sleep(seconds: number): void {
  spawnSync("sleep", [String(seconds)]);
}

export function mode(p: string): number {
  return statSync(p).mode & 0o7777;
}

export { chmodSync, existsSync, join, readFileSync, writeFileSync };

/** `run` started without waiting, to signal it as a CI cancel or Ctrl-C does. */
export function runAgentAsync(
  s: Scenario,
  script: string,
  o: RunOptions = {},
): { child: ChildProcess; done: Promise<CliOutcome> } {
  const args = [
    "run",
    "--lease",
    s.lease,
    "--snapshot-dir",
    s.snapDir,
    "--default-roots",
    "worktree,repo,home",
  ];
  args.push(
    "--format",
    "json",
    "--attribution",
    o.mode === "none" ? "none" : "capture",
    "--",
    "bash",
    "-c",
    script,
  );
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: s.wt,
    env: s.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => {
    stdout += d;
  });
  child.stderr!.on("data", (d) => {
    stderr += d;
  });
  const done = new Promise<CliOutcome>((ok) =>
    child.on("close", (status) => ok({ status, stdout, stderr, doc: parseDoc(stdout) })),
  );
  return { child, done };
}
