import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { lstatSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import type { RecordedEnvironment, RunnerLayout } from "../core/presets/index.js";

/*
 * Where the GitHub Actions runner running this job is installed, and the environment it gave this
 * step, found from process facts rather than assumed paths: the runner starts every step as a child
 * of its worker process, `<install>/bin/Runner.Worker` (src/Runner.Worker/Handlers/StepHost.cs
 * through ProcessInvoker), so the step's first process is the ancestor whose parent runs that file,
 * and its initial environment (/proc/<pid>/environ) is exactly what the runner passed to the step,
 * whatever wrappers (bash, npx, sudo) stand between it and forge-gate. Any number of runners may be
 * installed anywhere on the host: each job finds its own through its own worker.
 */

/** The runner's worker executable (HostContext: WellKnownDirectory.Bin holds Runner.Worker). */
const WORKER = "Runner.Worker";

function physical(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return resolve(p);
  }
}

/** A process's parent and executable: from /proc where there is one, else from ps (macOS). */
export interface ProcessTable {
  parentOf(pid: number): number | null;
  exeOf(pid: number): string | null;
}

const procTable: ProcessTable = {
  parentOf(pid) {
    try {
      // The comm field may hold spaces and parentheses: the fields after it start past the last `)`.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
    } catch {
      return null;
    }
  },
  exeOf(pid) {
    try {
      return readlinkSync(`/proc/${pid}/exe`);
    } catch {
      return null;
    }
  },
};

/** `ps -o ppid= -o comm=`: on macOS `comm` is the executable's full path. */
const psTable: ProcessTable = {
  parentOf: (pid) => {
    const ppid = Number(psFields(pid)?.[0]);
    return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
  },
  exeOf: (pid) => psFields(pid)?.[1] ?? null,
};

function psFields(pid: number): [string, string] | null {
  try {
    const out = execFileSync("/bin/ps", ["-o", "ppid=", "-o", "comm=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      env: { PATH: "/usr/bin:/bin", LC_ALL: "C" },
    }).trim();
    const m = /^(\d+)\s+(.+)$/.exec(out);
    return m ? [m[1]!, m[2]!] : null;
  } catch {
    return null;
  }
}

function defaultTable(): ProcessTable {
  return lstatSync("/proc/self/stat", { throwIfNoEntry: false }) ? procTable : psTable;
}

/** The runner's worker above this process and the step's first process below it, or null. */
export function findWorker(
  start = process.pid,
  table: ProcessTable = defaultTable(),
): { worker: string; stepPid: number } | null {
  let pid = start;
  for (let hops = 0; hops < 64; hops++) {
    const ppid = table.parentOf(pid);
    if (ppid === null || ppid <= 1) return null;
    const exe = table.exeOf(ppid);
    if (exe !== null && basename(exe) === WORKER) return { worker: exe, stepPid: pid };
    pid = ppid;
  }
  return null;
}

/** The work folder a runner install is configured with (`.runner`'s workFolder; `_work` by default). */
function workFolderOf(root: string): string | null {
  try {
    // IOUtil.SaveObject writes UTF-8 with a byte-order mark.
    const text = readFileSync(join(root, ".runner"), "utf8").replace(/^\uFEFF/, "");
    const wf = (JSON.parse(text) as { workFolder?: unknown }).workFolder;
    if (typeof wf !== "string" || wf === "") return null;
    return physical(isAbsolute(wf) ? wf : join(root, wf));
  } catch {
    return null;
  }
}

/** The layout around a work folder (HostContext.GetDirectory: Temp, Actions, Tools). */
function layoutFor(
  root: string | null,
  work: string,
  env: NodeJS.ProcessEnv,
  located: RunnerLayout["located"],
): RunnerLayout {
  const tools = env.RUNNER_TOOL_CACHE || env.RUNNER_TOOLSDIRECTORY || env.AGENT_TOOLSDIRECTORY;
  return {
    root,
    work,
    temp: join(work, "_temp"),
    actions: join(work, "_actions"),
    tools: tools && isAbsolute(tools) ? physical(tools) : join(work, "_tool"),
    located,
  };
}

/** True when `dir` looks like a runner install: its configuration beside its worker. */
function isRunnerInstall(dir: string): boolean {
  return (
    lstatSync(join(dir, ".runner"), { throwIfNoEntry: false })?.isFile() === true &&
    lstatSync(join(dir, "bin"), { throwIfNoEntry: false }) !== undefined
  );
}

/**
 * The runner running this job, when GITHUB_ACTIONS=true: from its worker process when one is above
 * this process (exact), else from RUNNER_TEMP (`<work>/_temp`; the install only when the work folder
 * is the install's own `_work`). Null off a runner.
 */
export function locateRunner(
  env: NodeJS.ProcessEnv = process.env,
): { layout: RunnerLayout; stepPid: number | null } | null {
  if (env.GITHUB_ACTIONS !== "true") return null;
  const found = findWorker();
  if (found) {
    const root = physical(dirname(dirname(found.worker)));
    const work =
      workFolderOf(root) ?? (env.RUNNER_TEMP ? physical(dirname(env.RUNNER_TEMP)) : join(root, "_work"));
    const bin = physical(dirname(found.worker));
    const layout = layoutFor(root, work, env, "process");
    return { layout: bin === join(root, "bin") ? layout : { ...layout, bin }, stepPid: found.stepPid };
  }
  if (!env.RUNNER_TEMP || !isAbsolute(env.RUNNER_TEMP)) return null;
  const work = physical(dirname(env.RUNNER_TEMP));
  const root = isRunnerInstall(dirname(work)) ? dirname(work) : null;
  return { layout: layoutFor(root, work, env, "environment"), stepPid: null };
}

/**
 * Other runner installs holding any of `paths` (several runners under one account): the nearest
 * ancestor with a `.runner` beside a `bin`. Each found once.
 */
export function otherRunners(paths: Iterable<string>, own: RunnerLayout | null): RunnerLayout[] {
  const seen = new Map<string, boolean>();
  const out: RunnerLayout[] = [];
  for (const p of paths) {
    for (let d = dirname(p); d !== "/" && d.length > 1; d = dirname(d)) {
      let is = seen.get(d);
      if (is === undefined) {
        is = d !== own?.root && isRunnerInstall(d);
        seen.set(d, is);
        if (is) out.push(layoutFor(d, workFolderOf(d) ?? join(d, "_work"), {}, "environment"));
      }
      if (is) break;
    }
  }
  return out;
}

/** The environment the runner gave this step (its first process's), else this process's. */
export function stepEnvironment(stepPid: number | null): {
  vars: Record<string, string>;
  source: "step" | "process";
} {
  if (stepPid !== null) {
    try {
      const raw = readFileSync(`/proc/${stepPid}/environ`, "utf8");
      const vars: Record<string, string> = {};
      for (const kv of raw.split("\0")) {
        const eq = kv.indexOf("=");
        if (eq > 0) vars[kv.slice(0, eq)] = kv.slice(eq + 1);
      }
      return { vars, source: "step" };
    } catch {
      // fall through: not readable (another user's process)
    }
  }
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) vars[k] = v;
  return { vars, source: "process" };
}

/** A fresh salt for the digests of one snapshot's values. */
export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** Names and salted digests of the values (never a value itself), and PATH's entries. */
export function recordEnvironment(vars: Record<string, string>, salt: string): RecordedEnvironment {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(vars)) {
    if (k === "PATH") continue;
    out[k] = createHash("sha256").update(`${salt}\0${k}\0${v}`).digest("hex").slice(0, 32);
  }
  return { vars: out, path: (vars.PATH ?? "").split(":") };
}
