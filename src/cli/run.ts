import { type StdioOptions, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { prepareAttribution } from "../attribution/index.js";
import type { Attributor } from "../attribution/types.js";
import { assertCovered, collectChanges, judgeChanges, partitionBookkeeping } from "../collect/index.js";
import { type NarrowedRoot, takeSnapshot, walkCovers } from "../collect/snapshot.js";
import { splitHostActivity } from "../core/attribution.js";
import type { ChangeRecord } from "../core/change-types.js";
import { jsonDocument, type ReportVerdict } from "../core/contract.js";
import { ForgeGateError } from "../core/errors.js";
import { displayPath, escapeWorkflowData } from "../core/escape.js";
import type { Lease } from "../core/lease.js";
import { violationLines } from "../core/verdict.js";
import { enforcementText } from "../enforce/index.js";
import { type AgentStdout, agentStdio, pumpStdio } from "../enforce/stdio.js";
import { resolveCommand } from "../io/find-command.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { existingDirectory } from "../io/path-input.js";
import { findRepoTop } from "../io/repo-root.js";
import { processWriter, type Writer, withErrorVerdict, withReportFile } from "./output.js";
import { RunInterrupts } from "./run-interrupt.js";
import { coverageText, parseRootGroups, requireLease } from "./snapshot.js";
import { formatReport } from "./violations.js";

export interface RunCliOptions {
  lease?: string;
  snapshotDir?: string;
  watch: string[];
  defaultRoots?: string;
  base?: string;
  format: "text" | "json" | "github";
  /** `--report FILE`: the report goes to FILE, and CMD's stdout to forge-gate's stdout. */
  report?: string;
  propagateExit?: boolean;
  /** `--enforce` (true / "strict") or `--enforce=best-effort`: run CMD in a sandbox built from the lease. */
  enforce?: boolean | string;
  /** `--attribution auto|capture|none` (without --enforce): how the agent's own writes are told apart. */
  attribution?: string;
  /** `--state DIR`: classify's state directory the agent's hooks use (its writes there are forge-gate's own). */
  state?: string;
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

/**
 * Runs CMD in its own process group with stdio passed through (its stdout to `stdout`); when CMD
 * exits, kills whatever is left of the group and waits for it to be gone, so nothing it started
 * writes after the sweep. While it runs, `interrupts` can signal or kill it. With `status`,
 * descriptor 3 is a pipe whose text (a wrapper's report) comes back as `status`.
 */
export function runInGroup(
  argv: string[],
  stdio: StdioOptions,
  stdout: AgentStdout,
  interrupts?: RunInterrupts,
  opts: {
    status?: boolean;
    /**
     * The wrapper runs CMD in a PID namespace of its own: whatever is left dies with it, so the
     * processes the sweep still meets are dying, not survivors (killed all the same, not counted).
     */
    contained?: boolean;
  } = {},
): Promise<CommandOutcome & { status: string }> {
  return new Promise((resolvePromise, reject) => {
    const mark = `${RUN_MARK}=${randomBytes(16).toString("hex")}`;
    const base = typeof stdio === "string" ? [stdio, stdio, stdio] : stdio;
    const child = spawn(argv[0]!, argv.slice(1), {
      stdio: opts.status ? [...base, "pipe"] : stdio,
      detached: true,
      env: { ...process.env, [RUN_MARK]: mark.slice(RUN_MARK.length + 1) },
    });
    let status = "";
    const statusPipe = opts.status ? (child.stdio[3] as NodeJS.ReadableStream | null) : null;
    statusPipe?.on("data", (d) => {
      status += d;
    });
    const statusDone = statusPipe
      ? new Promise<void>((r) => {
          statusPipe.once("close", () => r());
          statusPipe.once("end", () => r());
        })
      : Promise.resolve();
    // With a wrapper that reports, stdin flows only once CMD runs: a wrapper that failed before it
    // (and is run again) must not have swallowed any of it.
    const started = statusPipe
      ? new Promise<boolean>((r) => {
          statusPipe.on("data", () => {
            if (status.includes('"child-pid"')) r(true);
          });
          statusPipe.once("close", () => r(status.includes('"child-pid"')));
        })
      : Promise.resolve(true);
    const drained = pumpStdio(child, stdout, started);
    // A wrapper that reports the command's PID (bubblewrap's init: the command runs in its process
    // group, in a session of its own) gets a signal to forward delivered there, past the wrapper, so
    // that the command may stop as it chooses; the wrapper itself dies only with the command.
    const commandGroup = () => {
      const m = /"child-pid":\s*(\d+)/.exec(status);
      return m ? Number(m[1]) : null;
    };
    let forwarded: NodeJS.Signals | null = null;
    interrupts?.attach({
      forward: (sig) => {
        forwarded = sig;
        const group = commandGroup() ?? child.pid;
        if (group !== undefined) killGroup(group, sig);
      },
      kill: () => {
        if (child.pid !== undefined) killGroup(child.pid, "SIGKILL");
        const group = commandGroup();
        if (group !== null) killGroup(group, "SIGKILL");
        for (const pid of markedPids(mark)) killPid(pid);
      },
    });
    const cleanup = () => interrupts?.detach();
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
      await statusDone;
      // Such a wrapper reports a command killed by signal N as status 128+N: the signal forwarded is it.
      const bySignal =
        opts.contained &&
        forwarded !== null &&
        signal === null &&
        code === 128 + constants.signals[forwarded];
      resolvePromise({
        argv,
        exit_code: bySignal ? null : code,
        signal: bySignal ? forwarded : signal,
        survivors_killed: opts.contained ? 0 : killed.size,
        status,
      });
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

function killPid(pid: number): boolean {
  try {
    process.kill(pid, "SIGKILL");
    return true;
  } catch {
    return false; // already gone
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
    for (const pid of pids) if (killPid(pid)) killed.add(pid);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function runRun(command: string[], opts: RunCliOptions, w: Writer = processWriter): Promise<number> {
  return withReportFile(opts.report, w, (out) =>
    withErrorVerdict(opts.format, out, async () => {
      const interrupts = new RunInterrupts((line) => w.err(`${line}\n`));
      try {
        const status = await runAndJudge(command, opts, out, interrupts);
        return interrupts.status() ?? status;
      } finally {
        interrupts.dispose();
      }
    }),
  );
}

async function runAndJudge(
  command: string[],
  opts: RunCliOptions,
  w: Writer,
  interrupts: RunInterrupts,
): Promise<number> {
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
  const ownDir = opts.snapshotDir === undefined;
  // Made before the snapshot walks, so the directory itself is not a change.
  const dir = ownDir
    ? realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-run-")))
    : existingDirectory(
        opts.snapshotDir!,
        "--snapshot-dir",
        "Pass --snapshot-dir DIR: an existing directory outside every write root",
      );
  // Built before the snapshot (fail closed before anything runs; the proxy socket and the capture
  // layers' directory predate the snapshot).
  let attributor: Attributor;
  try {
    attributor = await prepareAttribution(
      { lease, leaseFile: resolve(opts.lease!), command, cwd: process.cwd(), env: process.env, scratch: dir },
      { enforce: opts.enforce, attribution: opts.attribution },
    );
  } catch (err) {
    if (ownDir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  try {
    return await runJudged(command, opts, w, lease, attributor, interrupts, dir, ownDir);
  } finally {
    // After an error nothing is judged: the captured writes are kept (a no-op when already finished).
    await attributor.finish({ refused: true });
  }
}

async function runJudged(
  command: string[],
  opts: RunCliOptions,
  w: Writer,
  lease: Lease,
  attributor: Attributor,
  interrupts: RunInterrupts,
  dir: string,
  ownDir: boolean,
): Promise<number> {
  const snapshotOptions = {
    lease,
    output: join(dir, `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80)}-${process.pid}.fgsnap`),
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots),
    exclude: attributor.exclude,
  };
  // Under an attribution that isolates the agent, the default roots are walked only where its writes can
  // reach the host (its view, as planned now: the probe runs while the snapshot walks).
  let snap = await takeSnapshot({ ...snapshotOptions, view: attributor.view() });
  if (opts.format === "text")
    w.err(
      `forge-gate: snapshot taken (${snap.entries} entries); running ${displayPath(command.join(" "))}\n`,
    );
  /**
   * Fails closed when the view changed before the command ran (the attribution fell back to detection
   * only, or an overlay could not be mounted and is shared): the snapshot is taken again over what the
   * agent can now reach, everything when nothing is known. Nothing of the agent has run yet.
   */
  const walkAgain = async () => {
    const view = attributor.view();
    if (walkCovers(snap, view)) return;
    if (opts.format === "text")
      w.err(
        `forge-gate: ${view === null ? "detection only now" : "the agent can reach more than was walked"}: taking the snapshot again\n`,
      );
    snap = await takeSnapshot({ ...snapshotOptions, view });
  };

  await attributor.ready();
  await walkAgain();
  if (attributor.enforcement && opts.format === "text") w.err(enforcementText(attributor.enforcement));
  const attribution = attributor.report();
  if (opts.format === "text")
    w.err(
      `forge-gate: attribution: ${attribution.attribution}: ${displayPath(attribution.attribution_detail)}\n`,
    );
  const agentStdout: AgentStdout = opts.report === undefined ? 2 : 1;
  const once = () =>
    runInGroup(
      attributor.wrap(command),
      agentStdio(agentStdout, attributor.isolated),
      agentStdout,
      interrupts,
      { status: attributor.statusFd, contained: attributor.contained },
    );
  // Stopped before it started: nothing ran, and what the snapshot saw since is still reported.
  let outcome: CommandOutcome = { argv: command, exit_code: null, signal: null, survivors_killed: 0 };
  if (interrupts.signal === null) {
    let ran = await once();
    if (!attributor.started(ran.status) && interrupts.signal === null) {
      // The wrapper failed before the command ran (the machine changed since its probe): once more.
      w.err("forge-gate: the capture layer did not start; reading the machine again\n");
      await attributor.recover();
      await walkAgain();
      ran = await once();
      if (!attributor.started(ran.status) && interrupts.signal === null)
        throw new ForgeGateError(
          "capture_failed",
          "the capture layer did not start the command, twice (its own message is above)",
          "Pass --attribution none for detection only, and report the message",
        );
    }
    // The report names CMD, not the sandbox wrapped around it.
    const { status: _status, ...fields } = ran;
    outcome = { ...fields, argv: command };
  }
  const captured = attributor.captured();
  if (opts.format === "text") w.err(`forge-gate: command ${describeOutcome(outcome)}\n`);
  if (outcome.survivors_killed > 0)
    w.err(
      `forge-gate: killed ${outcome.survivors_killed} process(es) the command left running outside its process group\n`,
    );

  const collected = await collectChanges({
    lease,
    snapshotPath: snap.snapshot,
    snapshotDigest: snap.digest,
    base: opts.base,
    exclude: attributor.exclude,
    captured,
    ...(opts.state !== undefined ? { stateDir: opts.state } : {}),
  });
  // What other programs changed where the agent could not write is host activity, never its escape.
  const view = attributor.view();
  const { judged, hostActivity } =
    view === null
      ? { judged: collected.changes, hostActivity: [] }
      : splitHostActivity(collected.changes, view, (c) =>
          c.tampered === undefined ? null : realOrNull(c.path),
        );
  const result = { ...collected, changes: judged };
  // Changes that were there before the command are reported as such, never blamed on it.
  const report = judgeChanges(lease, result, { skipPreexisting: true });
  const preexisting = result.changes.filter((c) => c.preexisting === true);
  const { changes, bookkeeping } = partitionBookkeeping(
    result.changes.filter((c) => c.preexisting !== true),
    result.git,
  );
  const escaped = report.violations.length > 0;
  if (!escaped) assertCovered(result.coverage);
  attributor.applyGranted(bookkeeping);
  // Read once: the verdict and the status must agree even if a signal arrives while reporting.
  const interrupted = interrupts.signal;
  const verdict: ReportVerdict = escaped ? "refused" : interrupted !== null ? "interrupted" : "pass";
  // Before the report, which says where the captured writes are kept (anything but a pass).
  await attributor.finish({ refused: verdict !== "pass" });
  const attributionReport = attributor.report();

  if (opts.format === "json") {
    w.out(
      `${JSON.stringify(
        jsonDocument({
          verdict,
          interrupted,
          ...attributionReport,
          enforced: attributor.enforcement?.enforced ?? false,
          ...(attributor.enforcement ? { enforcement: attributor.enforcement } : {}),
          command: outcome,
          snapshot: {
            path: snap.snapshot,
            digest: snap.digest,
            entries: snap.entries,
            narrowed: snap.narrowed,
          },
          changes,
          preexisting,
          bookkeeping: bookkeeping.length,
          host_activity: hostActivity,
          checked: report.checked,
          violations: report.violations,
          coverage: result.coverage,
          ...(result.host ? { host: result.host } : {}),
        }),
      )}\n`,
    );
  } else {
    const cwd = lease.worktree ?? process.cwd();
    if (opts.format === "text") {
      // Grouped under the roots asked for, those walked only in part included (captured writes land there).
      const lines = violationLines(report.violations, [
        ...result.coverage.roots,
        ...snap.narrowed.map((n) => n.path),
      ]);
      w.out(lines.length === 0 ? "" : `${lines.join("\n")}\n`);
    } else {
      w.out(formatReport(report, opts.format, false, { cwd, root: findRepoTop(cwd) }));
      w.out(githubAttributionLines(attributionReport, hostActivity, snap.narrowed));
    }
    if (opts.format === "text") {
      const stopped = interrupted === null ? "" : `interrupted by ${interrupted}: not a pass; `;
      w.err(
        escaped
          ? `forge-gate: refused: ${stopped}${report.violations.length} of ${report.checked} changed path(s) are outside the lease\n`
          : `forge-gate: ${stopped || "pass: "}${report.checked} changed path(s), all inside the lease (${bookkeeping.length} git bookkeeping change(s) allowed)\n`,
      );
      if (preexisting.length > 0)
        w.err(
          `forge-gate: ${preexisting.length} change(s) were there before the command ran (not judged as its own)\n`,
        );
      w.err(hostActivityText(hostActivity, snap.narrowed));
      if (attributionReport.capture?.kept)
        w.err(
          `forge-gate: the captured writes are kept for review in ${displayPath(attributionReport.capture.kept)} (never applied to the host; capture.json maps each layer to its place)\n`,
        );
      w.err(coverageText(result.coverage));
    }
  }
  // Kept unless it passed: a refused or interrupted run can be judged again from it.
  if (ownDir && verdict === "pass") rmSync(dir, { recursive: true, force: true });
  else if (opts.format === "text") w.err(`forge-gate: snapshot kept at ${displayPath(snap.snapshot)}\n`);

  if (interrupted !== null) return interrupts.status()!;
  if (escaped) return 1;
  if (opts.propagateExit) return exitStatusOf(outcome);
  return 0;
}

/** How many host-activity changes the text and github formats list one by one. */
const HOST_ACTIVITY_SHOWN = 20;

/** Said with every report whose snapshot left roots out because the agent could not reach them. */
function narrowedText(narrowed: readonly NarrowedRoot[]): string {
  return `${narrowed.length} root(s) walked only where the agent's writes could reach the host (${narrowed.map((n) => displayPath(n.path)).join(", ")}): other programs' changes elsewhere in them were not walked, nor listed as host activity`;
}

function hostActivityText(changes: readonly ChangeRecord[], narrowed: readonly NarrowedRoot[]): string {
  const note = narrowed.length === 0 ? "" : `forge-gate: ${narrowedText(narrowed)}\n`;
  if (changes.length === 0) return note;
  const lines = [
    note,
    `forge-gate: ${changes.length} change(s) by other programs where the agent could not write (host activity, not judged):\n`,
  ];
  for (const c of changes.slice(0, HOST_ACTIVITY_SHOWN))
    lines.push(`  host activity: ${c.change} ${displayPath(c.path)}\n`);
  if (changes.length > HOST_ACTIVITY_SHOWN)
    lines.push(`  …and ${changes.length - HOST_ACTIVITY_SHOWN} more (--format json lists them all)\n`);
  return lines.join("");
}

function githubAttributionLines(
  a: ReturnType<Attributor["report"]>,
  hostActivity: readonly ChangeRecord[],
  narrowed: readonly NarrowedRoot[],
): string {
  const lines = [
    `::notice title=forge-gate attribution::${escapeWorkflowData(`${a.attribution}: ${a.attribution_detail}`)}`,
  ];
  if (narrowed.length > 0)
    lines.push(`::notice title=forge-gate snapshot::${escapeWorkflowData(narrowedText(narrowed))}`);
  if (hostActivity.length > 0) {
    lines.push(
      `::notice title=forge-gate host activity::${hostActivity.length} change(s) by other programs where the agent could not write (not judged)`,
    );
    for (const c of hostActivity.slice(0, HOST_ACTIVITY_SHOWN))
      lines.push(`forge-gate: host activity: ${c.change} ${escapeWorkflowData(displayPath(c.path))}`);
    if (hostActivity.length > HOST_ACTIVITY_SHOWN)
      lines.push(`forge-gate: host activity: …and ${hostActivity.length - HOST_ACTIVITY_SHOWN} more`);
  }
  if (a.capture?.kept)
    lines.push(
      `::warning title=forge-gate capture::${escapeWorkflowData(`the captured writes are kept for review in ${displayPath(a.capture.kept)} (never applied to the host)`)}`,
    );
  return `${lines.join("\n")}\n`;
}

function realOrNull(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}

function describeOutcome(o: CommandOutcome): string {
  if (o.signal) return `was killed by ${o.signal}`;
  return o.exit_code === null ? "was not started (interrupted)" : `exited with status ${o.exit_code}`;
}

/** The shell convention: the status, or 128 + the signal number. */
function exitStatusOf(o: CommandOutcome): number {
  if (o.exit_code !== null) return o.exit_code;
  const n = o.signal ? constants.signals[o.signal as NodeJS.Signals] : undefined;
  return 128 + (n ?? 1);
}
