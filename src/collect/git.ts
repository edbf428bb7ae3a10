import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
import { ForgeGateError } from "../core/errors.js";
import { isExecutableFile } from "../io/find-command.js";

/**
 * The one way forge-gate runs git. The repository may have been tampered with by the agent, so
 * nothing it configures may run and nothing may be written:
 * - fsmonitor, hooks, external diff, pager, ssh, credential helpers and askpass are switched off on the
 *   command line (command-line config beats every config file);
 * - callers only use plumbing that never converts worktree content (no `status`, no porcelain
 *   `diff` against the worktree, no rename detection against the worktree), so clean/smudge/process
 *   filters and textconv drivers have no occasion to run; diffs also get `--no-ext-diff --no-textconv`;
 * - the system and global config files are not read; replace refs and grafts are ignored (they could
 *   make a commit look unchanged); no transport may run (lazy fetches of a partial clone included);
 * - optional locks are off, so no index refresh is written.
 */
export const SAFE_GIT_CONFIG: readonly string[] = [
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null",
  "core.untrackedCache=false",
  "core.splitIndex=false",
  "core.pager=cat",
  "core.sshCommand=false",
  "core.askPass=",
  "core.gitProxy=",
  "diff.external=",
  "credential.helper=",
  "protocol.allow=never",
  "submodule.recurse=false",
  "uploadpack.packObjectsHook=",
  "gc.auto=0",
  "maintenance.auto=false",
  "fetch.writeCommitGraph=false",
];

/** Extra arguments every diff-family command gets. */
export const SAFE_DIFF_ARGS: readonly string[] = ["--no-ext-diff", "--no-textconv"];

const GLOBAL_ARGS: readonly string[] = [
  "--no-pager",
  "--no-optional-locks",
  "--no-replace-objects",
  "--literal-pathspecs",
  ...SAFE_GIT_CONFIG.flatMap((kv) => ["-c", kv]),
];

/** The environment git runs with: every inherited GIT_* variable dropped, the safe ones set. */
export function safeGitEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) {
    // GIT_DIR, GIT_EXEC_PATH, GIT_EXTERNAL_DIFF, GIT_CONFIG_*, GIT_SSH_COMMAND, … could all redirect or run code.
    if (k.startsWith("GIT_") || k === "EDITOR" || k === "VISUAL" || k === "PAGER") continue;
    env[k] = v;
  }
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_TERMINAL_PROMPT: "0",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_NO_LAZY_FETCH: "1",
    GIT_LITERAL_PATHSPECS: "1",
    GIT_PAGER: "cat",
    GIT_ASKPASS: "/bin/false",
    GIT_EDITOR: "/bin/false",
    GIT_SSH_COMMAND: "/bin/false",
    LC_ALL: "C",
    LANGUAGE: "",
  };
}

let resolvedGit: string | null = null;
let searchPath: string | null = null;

/**
 * Looks git up on these PATH entries from now on (the PATH recorded with the snapshot on a runner),
 * instead of this process's PATH; null: this process's PATH again. FORGE_GATE_GIT still wins.
 */
export function searchGitOn(entries: readonly string[] | null): void {
  const next = entries === null ? null : entries.join(delimiter);
  if (next === searchPath) return;
  searchPath = next;
  resolvedGit = null;
}

/**
 * The git binary, found once per process on PATH's absolute entries only: a relative entry (`.`,
 * `bin`, an empty one) resolves against a directory the agent may own. `FORGE_GATE_GIT` (absolute)
 * pins it. Callers that know the lease also refuse a git inside its write roots (assertGitOutside).
 */
export function gitExecutable(env: NodeJS.ProcessEnv = process.env): string {
  if (resolvedGit !== null) return resolvedGit;
  const pinned = env.FORGE_GATE_GIT;
  if (pinned !== undefined && pinned !== "") {
    if (!isAbsolute(pinned)) {
      throw new ForgeGateError(
        "usage",
        `FORGE_GATE_GIT ${JSON.stringify(pinned)} is not an absolute path`,
        "Set FORGE_GATE_GIT to the absolute path of git, or unset it to use git from PATH",
      );
    }
    resolvedGit = pinned;
    return pinned;
  }
  for (const dir of (searchPath ?? env.PATH ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const p = join(dir, "git");
    if (!isExecutableFile(p)) continue;
    resolvedGit = p;
    return p;
  }
  throw new ForgeGateError(
    "git_missing",
    "cannot run git: git is not installed or not on PATH (relative PATH entries are ignored)",
    "Install git (2.31 or newer), put its directory on PATH as an absolute path, or set FORGE_GATE_GIT",
  );
}

/** The git binary's path and where it really is, for checking that the agent could not have replaced it. */
export function gitExecutablePaths(): string[] {
  const p = gitExecutable();
  try {
    const real = realpathSync(p);
    return real === p ? [p] : [p, real];
  } catch {
    return [p];
  }
}

export interface GitResult {
  status: number;
  stdout: Buffer;
  stderr: string;
}

export interface GitRunOptions {
  cwd: string;
  /** Exit statuses the caller handles itself (besides 0); any other status throws. */
  allow?: readonly number[];
  /** Extra config (key, value) pairs passed through GIT_CONFIG_COUNT, which, unlike `-c`, takes any subsection name. */
  config?: readonly (readonly [string, string])[];
  /** Written to git's stdin (closed after it); none: stdin is closed at once. */
  input?: string;
}

/** Runs `git ARGS` safely (see SAFE_GIT_CONFIG). Throws ForgeGateError when git is missing or fails. */
export function runGit(args: readonly string[], opts: GitRunOptions): Promise<GitResult> {
  const argv = [...GLOBAL_ARGS, ...args];
  const env = safeGitEnv();
  const extra = opts.config ?? [];
  if (extra.length > 0) {
    env.GIT_CONFIG_COUNT = String(extra.length);
    extra.forEach(([k, v], i) => {
      env[`GIT_CONFIG_KEY_${i}`] = k;
      env[`GIT_CONFIG_VALUE_${i}`] = v;
    });
  }
  return new Promise((resolve, reject) => {
    const child = execFile(
      gitExecutable(),
      argv,
      { cwd: opts.cwd, env, encoding: "buffer", maxBuffer: 1024 * 1024 * 1024, windowsHide: true },
      (err, stdout, stderr) => {
        const errText = stderr.toString("utf8");
        if (err && typeof err.code === "string") {
          reject(spawnError(err as NodeJS.ErrnoException, opts.cwd));
          return;
        }
        const status = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        if (status !== 0 && !(opts.allow ?? []).includes(status)) {
          reject(gitFailure(args, opts.cwd, status, errText));
          return;
        }
        resolve({ status, stdout, stderr: errText });
      },
    );
    // A git that exits before reading all of its input must not crash us with EPIPE.
    child.stdin?.on("error", () => {});
    child.stdin?.end(opts.input ?? "");
  });
}

/**
 * Belt and braces over "only plumbing that never converts content": every filter and diff driver the
 * repository's config names is blanked (an empty command means "no filter" to git), so even a git
 * code path we did not anticipate has nothing to run. Reading config executes nothing.
 */
export async function driverOverrides(cwd: string): Promise<[string, string][]> {
  const r = await runGit(
    ["config", "--null", "--name-only", "--get-regexp", "^(filter|diff|merge)\\..*\\."],
    {
      cwd,
      allow: [1],
    },
  );
  const out: [string, string][] = [];
  const seen = new Set<string>();
  for (const name of r.stdout.toString("utf8").split("\0")) {
    const first = name.indexOf(".");
    const last = name.lastIndexOf(".");
    if (first < 0 || last <= first) continue;
    const section = name.slice(0, first).toLowerCase();
    const sub = name.slice(first + 1, last);
    const key = `${section}.${sub}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (section === "filter") {
      for (const k of ["clean", "smudge", "process"]) out.push([`filter.${sub}.${k}`, ""]);
      out.push([`filter.${sub}.required`, "false"]);
    } else if (section === "diff") {
      for (const k of ["command", "textconv"]) out.push([`diff.${sub}.${k}`, ""]);
    } else {
      out.push([`merge.${sub}.driver`, ""]);
    }
  }
  return out;
}

/** A safe git bound to one repository, with its drivers neutralised (looked up once). */
export class RepoGit {
  private overrides: Promise<[string, string][]> | null = null;
  constructor(readonly cwd: string) {}

  async run(args: readonly string[], allow?: readonly number[], input?: string): Promise<GitResult> {
    this.overrides ??= driverOverrides(this.cwd);
    return runGit(args, { cwd: this.cwd, allow, config: await this.overrides, input });
  }

  async line(args: readonly string[]): Promise<string> {
    return (await this.run(args)).stdout.toString("utf8").replace(/\n$/, "");
  }
}

/** `git ARGS` stdout as UTF-8 text, trailing newline removed. */
export async function gitLine(args: readonly string[], opts: GitRunOptions): Promise<string> {
  const r = await runGit(args, opts);
  return r.stdout.toString("utf8").replace(/\n$/, "");
}

function spawnError(err: NodeJS.ErrnoException, cwd: string): ForgeGateError {
  if (err.code === "ENOENT") {
    return new ForgeGateError(
      "git_missing",
      `cannot run git in ${JSON.stringify(cwd)}: git is not installed, not on PATH, or the directory does not exist`,
      "Install git (2.31 or newer) and make sure the lease's worktree exists",
    );
  }
  if (err.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
    return new ForgeGateError(
      "git_failed",
      "git printed more than 1 GiB",
      "The repository diff is too large to gate",
    );
  }
  return new ForgeGateError(
    "git_failed",
    `cannot run git: ${err.code} ${err.message}`,
    "Install git, or set FORGE_GATE_GIT to its absolute path",
  );
}

function gitFailure(args: readonly string[], cwd: string, status: number, stderr: string): ForgeGateError {
  const first = stderr.split("\n").find((l) => l.trim() !== "") ?? "(no message)";
  const what = `git ${args.slice(0, 2).join(" ")}`;
  if (/not a git repository/i.test(stderr)) {
    return new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(cwd)} is not a git repository (${what}: ${first.trim()})`,
      "Point the lease's `worktree` at the agent's git worktree",
    );
  }
  if (/dubious ownership/i.test(stderr)) {
    return new ForgeGateError(
      "git_failed",
      `git refused ${JSON.stringify(cwd)}: it is owned by another user`,
      "Run forge-gate as the user that owns the repository (forge-gate does not read global git config, so safe.directory there is ignored)",
    );
  }
  return new ForgeGateError(
    "git_failed",
    `${what} failed in ${JSON.stringify(cwd)} (exit ${status}): ${first.trim()}`,
    "Check that the repository is readable and not corrupt (git fsck)",
  );
}
