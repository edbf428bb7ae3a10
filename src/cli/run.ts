import { type StdioOptions, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertCovered, collectChanges, judgeChanges, partitionBookkeeping } from "../collect/index.js";
import { takeSnapshot } from "../collect/snapshot.js";
import { jsonDocument } from "../core/contract.js";
import { ForgeGateError } from "../core/errors.js";
import { displayPath } from "../core/escape.js";
import type { Lease } from "../core/lease.js";
import { type Enforcement, enforcementFor, enforcementText } from "../enforce/index.js";
import { pumpStdio, sandboxStdio } from "../enforce/stdio.js";
import { resolveCommand } from "../io/find-command.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { findRepoTop } from "../io/repo-root.js";
import { processWriter, type Writer, withErrorVerdict } from "./output.js";
import { coverageText, parseRootGroups, requireLease } from "./snapshot.js";
import { formatReport } from "./violations.js";

export interface RunCliOptions {
  lease?: string;
  snapshotDir?: string;
  watch: string[];
  defaultRoots?: string;
  base?: string;
  format: "text" | "json" | "github";
  propagateExit?: boolean;
  /** `--enforce` (true / "strict") or `--enforce=best-effort`: run CMD in a sandbox built from the lease. */
  enforce?: boolean | string;
}

export interface CommandOutcome {
  argv: string[];
  exit_code: number | null;
  signal: string | null;
  /** Processes CMD started that had left its process group (setsid, daemonize) and were killed before the sweep. */
  survivors_killed: number;
}

/** Marks every process CMD starts (inherited through the environment), so those that leave the group can be found. */
const RUN_MARK = "FORGE_GATE_RUN_ID";

const FORWARDED: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Runs CMD in its own process group with stdio passed through; when CMD exits, kills whatever is left
 * of the group and waits for it to be gone, so nothing it started writes after the sweep.
 */
export function runInGroup(argv: string[], stdio: StdioOptions = "inherit"): Promise<CommandOutcome> {
  return new Promise((resolvePromise, reject) => {
    const mark = `${RUN_MARK}=${randomBytes(16).toString("hex")}`;
    const child = spawn(argv[0]!, argv.slice(1), {
      stdio,
      detached: true,
      env: { ...process.env, [RUN_MARK]: mark.slice(RUN_MARK.length + 1) },
    });
    const forward = (sig: NodeJS.Signals) => {
      if (child.pid !== undefined) killGroup(child.pid, sig);
    };
    const drained = pumpStdio(child);
    for (const s of FORWARDED) process.on(s, forward);
    const cleanup = () => {
      for (const s of FORWARDED) process.off(s, forward);
    };
    child.once("error", (err: NodeJS.ErrnoException) => {
      cleanup();
      reject(
        new ForgeGateError(
          "command_failed",
          `cannot run ${JSON.stringify(argv[0])}: ${err.code ?? err.message}`,
          "Check the command after `--` (it is run directly, not through a shell)",
        ),
      );
    });
    child.once("exit", async (code, signal) => {
      cleanup();
      // Marked processes outside the group are killed first: waiting for the group to empty can take a
      // while (its zombies are reaped by whoever is PID 1), and a survivor must not write meanwhile.
      const killed = new Set<number>();
      if (child.pid !== undefined) killGroup(child.pid, "SIGKILL");
      await reapMarked(mark, killed);
      if (child.pid !== undefined) await reapGroup(child.pid);
      await reapMarked(mark, killed);
      await drained;
      resolvePromise({ argv, exit_code: code, signal, survivors_killed: killed.size });
    });
  });
}

function killGroup(pgid: number, sig: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, sig);
    return true;
  } catch {
    return false; // ESRCH: the group is empty
  }
}

async function reapGroup(pgid: number): Promise<void> {
  killGroup(pgid, "SIGKILL");
  const deadline = Date.now() + 5000;
  while (killGroup(pgid, 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    killGroup(pgid, "SIGKILL");
  }
}

/** PIDs (other than ours) whose initial environment carries `mark`. Linux /proc only; elsewhere none. */
function markedPids(mark: string): number[] {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return [];
  }
  const needle = Buffer.from(`${mark}\0`);
  const out: number[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${name}/environ`);
      if (env.indexOf(needle) === 0 || env.indexOf(Buffer.from(`\0${mark}\0`)) >= 0) out.push(pid);
    } catch {
      // gone, or another user's process (it cannot be ours)
    }
  }
  return out;
}

/**
 * Kills what CMD started that escaped its process group (setsid, double fork, nohup) and still carries
 * the run's mark, until none is left, so it cannot write after the sweep. A process that dropped its
 * environment (env -i) is not found: the README says so.
 */
async function reapMarked(mark: string, killed: Set<number>): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const pids = markedPids(mark);
    if (pids.length === 0 || Date.now() > deadline) break;
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
        killed.add(pid);
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function runRun(command: string[], opts: RunCliOptions, w: Writer = processWriter): Promise<number> {
  return withErrorVerdict(opts.format, w, () => runAndJudge(command, opts, w));
}

async function runAndJudge(command: string[], opts: RunCliOptions, w: Writer): Promise<number> {
  if (command.length === 0) {
    throw new ForgeGateError(
      "usage",
      "no command given",
      "Put the agent's command after `--`: forge-gate run --lease L -- CMD ARGS",
    );
  }
  const lease = loadLeaseFile(requireLease(opts.lease));
  // Checked before the snapshot: a mistyped command must not cost a walk of every watched root first.
  if (resolveCommand(command[0]!, process.env.PATH ?? "", process.cwd()) === null) {
    const why = !command[0]!.includes("/")
      ? "not found on PATH (ENOENT)"
      : existsSync(resolve(command[0]!))
        ? "not an executable file (EACCES)"
        : "no such file (ENOENT)";
    throw new ForgeGateError(
      "command_failed",
      `cannot run ${JSON.stringify(command[0])}: ${why}`,
      "Check the command after `--` (it is run directly, not through a shell: use `bash -c '…'` for shell syntax)",
    );
  }
  // Built before the snapshot (fail closed before anything runs; the proxy socket predates the snapshot).
  const enforcement = await enforcementFor(opts.enforce, lease, command);
  try {
    return await runJudged(command, opts, w, lease, enforcement);
  } finally {
    await enforcement?.finish();
  }
}

async function runJudged(
  command: string[],
  opts: RunCliOptions,
  w: Writer,
  lease: Lease,
  enforcement: Enforcement | null,
): Promise<number> {
  const ownDir = opts.snapshotDir === undefined;
  // Made before the snapshot walks, so the directory itself is not a change.
  const dir = ownDir
    ? realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-run-")))
    : resolve(opts.snapshotDir!);
  const snap = await takeSnapshot({
    lease,
    output: join(dir, `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80)}-${process.pid}.fgsnap`),
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots),
  });
  if (opts.format === "text")
    w.err(
      `forge-gate: snapshot taken (${snap.entries} entries); running ${displayPath(command.join(" "))}\n`,
    );

  await enforcement?.ready();
  if (enforcement && opts.format === "text") w.err(enforcementText(enforcement.report));
  // The report names CMD, not the sandbox wrapped around it.
  const outcome = {
    ...(await runInGroup(
      enforcement ? enforcement.wrap(command) : command,
      enforcement ? sandboxStdio() : "inherit",
    )),
    argv: command,
  };
  if (opts.format === "text") w.err(`forge-gate: command ${describeOutcome(outcome)}\n`);
  if (outcome.survivors_killed > 0)
    w.err(
      `forge-gate: killed ${outcome.survivors_killed} process(es) the command left running outside its process group\n`,
    );

  const result = await collectChanges({
    lease,
    snapshotPath: snap.snapshot,
    snapshotDigest: snap.digest,
    base: opts.base,
  });
  // Changes that were there before the command are reported as such, never blamed on it.
  const report = judgeChanges(lease, result, { skipPreexisting: true });
  const preexisting = result.changes.filter((c) => c.preexisting === true);
  const { changes, bookkeeping } = partitionBookkeeping(
    result.changes.filter((c) => c.preexisting !== true),
    result.git,
  );
  const escaped = report.violations.length > 0;
  if (!escaped) assertCovered(result.coverage);

  if (opts.format === "json") {
    w.out(
      `${JSON.stringify(
        jsonDocument({
          verdict: escaped ? "refused" : "pass",
          enforced: enforcement?.report.enforced ?? false,
          ...(enforcement ? { enforcement: enforcement.report } : {}),
          command: outcome,
          snapshot: { path: snap.snapshot, digest: snap.digest, entries: snap.entries },
          changes,
          preexisting,
          bookkeeping: bookkeeping.length,
          checked: report.checked,
          violations: report.violations,
          coverage: result.coverage,
          ...(result.host ? { host: result.host } : {}),
        }),
      )}\n`,
    );
  } else {
    const cwd = lease.worktree ?? process.cwd();
    w.out(formatReport(report, opts.format, false, { cwd, root: findRepoTop(cwd) }));
    if (opts.format === "text") {
      w.err(
        escaped
          ? `forge-gate: refused: ${report.violations.length} of ${report.checked} changed path(s) are outside the lease\n`
          : `forge-gate: pass: ${report.checked} changed path(s), all inside the lease (${bookkeeping.length} git bookkeeping change(s) allowed)\n`,
      );
      if (preexisting.length > 0)
        w.err(
          `forge-gate: ${preexisting.length} change(s) were there before the command ran (not judged as its own)\n`,
        );
      w.err(coverageText(result.coverage));
    }
  }
  if (ownDir && !escaped) rmSync(dir, { recursive: true, force: true });
  else if (opts.format === "text") w.err(`forge-gate: snapshot kept at ${displayPath(snap.snapshot)}\n`);

  if (escaped) return 1;
  if (opts.propagateExit) return exitStatusOf(outcome);
  return 0;
}

function describeOutcome(o: CommandOutcome): string {
  return o.signal ? `was killed by ${o.signal}` : `exited with status ${o.exit_code}`;
}

/** The shell convention: the status, or 128 + the signal number. */
function exitStatusOf(o: CommandOutcome): number {
  if (o.exit_code !== null) return o.exit_code;
  const n = o.signal ? constants.signals[o.signal as NodeJS.Signals] : undefined;
  return 128 + (n ?? 1);
}
