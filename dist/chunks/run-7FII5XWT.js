import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  enforcementText,
  prepareAttribution
} from "./chunk-PHH7TROK.js";
import {
  formatReport
} from "./chunk-IRWYYAG7.js";
import "./chunk-UAE5GDVD.js";
import "./chunk-TV7FUUEB.js";
import {
  collectChanges,
  judgeChanges,
  partitionBookkeeping
} from "./chunk-LCG2JPC6.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-W22LQUKU.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  coverageText,
  parseRootGroups,
  requireLease
} from "./chunk-U6DWJ6XS.js";
import {
  processWriter,
  withErrorVerdict,
  withReportFile
} from "./chunk-YHJC3BCG.js";
import {
  assertCovered,
  violationLines
} from "./chunk-Y3CDK2HJ.js";
import "./chunk-GGD2DWSQ.js";
import {
  takeSnapshot,
  walkCovers
} from "./chunk-ZV25RXWC.js";
import "./chunk-ETZIDHND.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-UZTS3OJL.js";
import {
  resolveCommand
} from "./chunk-R42VENM4.js";
import {
  splitHostActivity
} from "./chunk-MIKOCAMF.js";
import {
  displayPath,
  escapeWorkflowData
} from "./chunk-MH3LFAPP.js";
import "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import {
  jsonDocument
} from "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
import {
  existingDirectory
} from "./chunk-DB5K67RP.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/cli/run.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { constants as constants2, tmpdir } from "node:os";
import { join, resolve } from "node:path";

// src/enforce/stdio.ts
import { createReadStream, fstatSync } from "node:fs";
function agentStdio(stdout, sandboxed) {
  const pass = (fd) => sandboxed && isReopenableFile(fd) ? "pipe" : fd;
  return [pass(0), pass(stdout), pass(2)];
}
function isReopenableFile(fd) {
  try {
    const st = fstatSync(fd);
    return st.isFile() || st.isDirectory() || st.isBlockDevice();
  } catch {
    return false;
  }
}
function pumpStdio(child, stdout, inputOpen = Promise.resolve(true)) {
  const stdin = child.stdin;
  if (stdin) {
    stdin.on("error", () => {
    });
    void inputOpen.then((open) => {
      if (!open) return stdin.destroy();
      const input = createReadStream("", { fd: 0, autoClose: false });
      stdin.on("error", () => input.destroy());
      input.on("error", () => stdin.destroy());
      input.pipe(stdin);
    });
  }
  const drains = [];
  for (const [stream, out] of [
    [child.stdout, stdout === 1 ? process.stdout : process.stderr],
    [child.stderr, process.stderr]
  ]) {
    if (!stream) continue;
    stream.pipe(out, { end: false });
    drains.push(new Promise((r) => stream.once("close", () => r())));
  }
  return Promise.all(drains).then(() => {
  });
}

// src/cli/run-interrupt.ts
import { constants } from "node:os";
var STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var RunInterrupts = class {
  constructor(say, exitNow = (status) => process.exit(status)) {
    this.say = say;
    this.exitNow = exitNow;
    for (const s of STOP_SIGNALS) process.on(s, this.onSignal);
  }
  say;
  exitNow;
  /** The first signal received, or null. */
  signal = null;
  received = 0;
  running = null;
  onSignal = (s) => this.receive(s);
  /** The exit status of an interrupted run, or null when no signal came. */
  status() {
    if (this.signal === null) return null;
    return 128 + (constants.signals[this.signal] ?? 1);
  }
  /** The command is running (from spawn to its exit). */
  attach(command) {
    this.running = command;
    if (this.signal !== null) command.forward(this.signal);
  }
  detach() {
    this.running = null;
  }
  dispose() {
    for (const s of STOP_SIGNALS) process.off(s, this.onSignal);
  }
  receive(s) {
    this.received++;
    if (this.received === 1) {
      this.signal = s;
      if (this.running) {
        this.say(
          `forge-gate: ${s}: passed to the command; the run will be collected and reported, never as a pass (send it again to kill the command)`
        );
        this.running.forward(s);
      } else
        this.say(
          `forge-gate: ${s}: stopping; the command will not be started (send it again to exit now, without a report)`
        );
      return;
    }
    if (this.received === 2 && this.running) {
      this.say(`forge-gate: ${s} again: killing the command and everything it started`);
      this.running.kill();
      return;
    }
    this.say(`forge-gate: ${s} again: exiting now, without a report`);
    this.running?.kill();
    this.exitNow(this.status());
  }
};

// src/cli/run.ts
var RUN_MARK = "FORGE_GATE_RUN_ID";
function runInGroup(argv, stdio, stdout, interrupts, opts = {}) {
  return new Promise((resolvePromise, reject) => {
    const mark = `${RUN_MARK}=${randomBytes(16).toString("hex")}`;
    const base = typeof stdio === "string" ? [stdio, stdio, stdio] : stdio;
    const child = spawn(argv[0], argv.slice(1), {
      stdio: opts.status ? [...base, "pipe"] : stdio,
      detached: true,
      env: { ...process.env, [RUN_MARK]: mark.slice(RUN_MARK.length + 1) }
    });
    let status = "";
    const statusPipe = opts.status ? child.stdio[3] : null;
    statusPipe?.on("data", (d) => {
      status += d;
    });
    const statusDone = statusPipe ? new Promise((r) => {
      statusPipe.once("close", () => r());
      statusPipe.once("end", () => r());
    }) : Promise.resolve();
    const started = statusPipe ? new Promise((r) => {
      statusPipe.on("data", () => {
        if (status.includes('"child-pid"')) r(true);
      });
      statusPipe.once("close", () => r(status.includes('"child-pid"')));
    }) : Promise.resolve(true);
    const drained = pumpStdio(child, stdout, started);
    const commandGroup = () => {
      const m = /"child-pid":\s*(\d+)/.exec(status);
      return m ? Number(m[1]) : null;
    };
    let forwarded = null;
    interrupts?.attach({
      forward: (sig) => {
        forwarded = sig;
        const group = commandGroup() ?? child.pid;
        if (group !== void 0) killGroup(group, sig);
      },
      kill: () => {
        if (child.pid !== void 0) killGroup(child.pid, "SIGKILL");
        const group = commandGroup();
        if (group !== null) killGroup(group, "SIGKILL");
        for (const pid of markedPids(mark)) killPid(pid);
      }
    });
    const cleanup = () => interrupts?.detach();
    child.once("error", (err) => {
      cleanup();
      reject(
        new ForgeGateError(
          "command_failed",
          `cannot run ${JSON.stringify(argv[0])}: ${err.code ?? err.message}`,
          "Check the command after `--` (it is run directly, not through a shell)"
        )
      );
    });
    child.once("exit", async (code, signal) => {
      cleanup();
      const killed = /* @__PURE__ */ new Set();
      if (child.pid !== void 0) killGroup(child.pid, "SIGKILL");
      await reapMarked(mark, killed);
      if (child.pid !== void 0) await reapGroup(child.pid);
      await reapMarked(mark, killed);
      await drained;
      await statusDone;
      const bySignal = opts.contained && forwarded !== null && signal === null && code === 128 + constants2.signals[forwarded];
      resolvePromise({
        argv,
        exit_code: bySignal ? null : code,
        signal: bySignal ? forwarded : signal,
        survivors_killed: opts.contained ? 0 : killed.size,
        status
      });
    });
  });
}
function killGroup(pgid, sig) {
  try {
    process.kill(-pgid, sig);
    return true;
  } catch {
    return false;
  }
}
async function reapGroup(pgid) {
  killGroup(pgid, "SIGKILL");
  const deadline = Date.now() + 5e3;
  while (killGroup(pgid, 0) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    killGroup(pgid, "SIGKILL");
  }
}
function killPid(pid) {
  try {
    process.kill(pid, "SIGKILL");
    return true;
  } catch {
    return false;
  }
}
function markedPids(mark) {
  let names;
  try {
    names = readdirSync("/proc");
  } catch {
    return [];
  }
  const needle = Buffer.from(`${mark}\0`);
  const out = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${name}/environ`);
      if (env.indexOf(needle) === 0 || env.indexOf(Buffer.from(`\0${mark}\0`)) >= 0) out.push(pid);
    } catch {
    }
  }
  return out;
}
async function reapMarked(mark, killed) {
  const deadline = Date.now() + 5e3;
  for (; ; ) {
    const pids = markedPids(mark);
    if (pids.length === 0 || Date.now() > deadline) break;
    for (const pid of pids) if (killPid(pid)) killed.add(pid);
    await new Promise((r) => setTimeout(r, 10));
  }
}
function runRun(command, opts, w = processWriter) {
  return withReportFile(
    opts.report,
    w,
    (out) => withErrorVerdict(opts.format, out, async () => {
      const interrupts = new RunInterrupts((line) => w.err(`${line}
`));
      try {
        const status = await runAndJudge(command, opts, out, interrupts);
        return interrupts.status() ?? status;
      } finally {
        interrupts.dispose();
      }
    })
  );
}
async function runAndJudge(command, opts, w, interrupts) {
  if (command.length === 0) {
    throw new ForgeGateError(
      "usage",
      "no command given",
      "Put the agent's command after `--`: forge-gate run --lease L -- CMD ARGS"
    );
  }
  const lease = loadLeaseFile(requireLease(opts.lease));
  if (resolveCommand(command[0], process.env.PATH ?? "", process.cwd()) === null) {
    const why = !command[0].includes("/") ? "not found on PATH (ENOENT)" : existsSync(resolve(command[0])) ? "not an executable file (EACCES)" : "no such file (ENOENT)";
    throw new ForgeGateError(
      "command_failed",
      `cannot run ${JSON.stringify(command[0])}: ${why}`,
      "Check the command after `--` (it is run directly, not through a shell: use `bash -c '\u2026'` for shell syntax)"
    );
  }
  const ownDir = opts.snapshotDir === void 0;
  const dir = ownDir ? realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-run-"))) : existingDirectory(
    opts.snapshotDir,
    "--snapshot-dir",
    "Pass --snapshot-dir DIR: an existing directory outside every write root"
  );
  let attributor;
  try {
    attributor = await prepareAttribution(
      { lease, leaseFile: resolve(opts.lease), command, cwd: process.cwd(), env: process.env, scratch: dir },
      { enforce: opts.enforce, attribution: opts.attribution }
    );
  } catch (err) {
    if (ownDir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  try {
    return await runJudged(command, opts, w, lease, attributor, interrupts, dir, ownDir);
  } finally {
    await attributor.finish({ refused: true });
  }
}
async function runJudged(command, opts, w, lease, attributor, interrupts, dir, ownDir) {
  const snapshotOptions = {
    lease,
    output: join(dir, `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80)}-${process.pid}.fgsnap`),
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots),
    exclude: attributor.exclude
  };
  let snap = await takeSnapshot({ ...snapshotOptions, view: attributor.view() });
  if (opts.format === "text")
    w.err(
      `forge-gate: snapshot taken (${snap.entries} entries); running ${displayPath(command.join(" "))}
`
    );
  const walkAgain = async () => {
    const view2 = attributor.view();
    if (walkCovers(snap, view2)) return;
    if (opts.format === "text")
      w.err(
        `forge-gate: ${view2 === null ? "detection only now" : "the agent can reach more than was walked"}: taking the snapshot again
`
      );
    snap = await takeSnapshot({ ...snapshotOptions, view: view2 });
  };
  await attributor.ready();
  await walkAgain();
  if (attributor.enforcement && opts.format === "text") w.err(enforcementText(attributor.enforcement));
  const attribution = attributor.report();
  if (opts.format === "text")
    w.err(
      `forge-gate: attribution: ${attribution.attribution}: ${displayPath(attribution.attribution_detail)}
`
    );
  const agentStdout = opts.report === void 0 ? 2 : 1;
  const once = () => runInGroup(
    attributor.wrap(command),
    agentStdio(agentStdout, attributor.isolated),
    agentStdout,
    interrupts,
    { status: attributor.statusFd, contained: attributor.contained }
  );
  let outcome = { argv: command, exit_code: null, signal: null, survivors_killed: 0 };
  if (interrupts.signal === null) {
    let ran = await once();
    if (!attributor.started(ran.status) && interrupts.signal === null) {
      w.err("forge-gate: the capture layer did not start; reading the machine again\n");
      await attributor.recover();
      await walkAgain();
      ran = await once();
      if (!attributor.started(ran.status) && interrupts.signal === null)
        throw new ForgeGateError(
          "capture_failed",
          "the capture layer did not start the command, twice (its own message is above)",
          "Pass --attribution none for detection only, and report the message"
        );
    }
    const { status: _status, ...fields } = ran;
    outcome = { ...fields, argv: command };
  }
  const captured = attributor.captured();
  if (opts.format === "text") w.err(`forge-gate: command ${describeOutcome(outcome)}
`);
  if (outcome.survivors_killed > 0)
    w.err(
      `forge-gate: killed ${outcome.survivors_killed} process(es) the command left running outside its process group
`
    );
  const collected = await collectChanges({
    lease,
    snapshotPath: snap.snapshot,
    snapshotDigest: snap.digest,
    base: opts.base,
    exclude: attributor.exclude,
    captured,
    ...opts.state !== void 0 ? { stateDir: opts.state } : {}
  });
  const view = attributor.view();
  const { judged, hostActivity } = view === null ? { judged: collected.changes, hostActivity: [] } : splitHostActivity(
    collected.changes,
    view,
    (c) => c.tampered === void 0 ? null : realOrNull(c.path)
  );
  const result = { ...collected, changes: judged };
  const report = judgeChanges(lease, result, { skipPreexisting: true });
  const preexisting = result.changes.filter((c) => c.preexisting === true);
  const { changes, bookkeeping } = partitionBookkeeping(
    result.changes.filter((c) => c.preexisting !== true),
    result.git
  );
  const escaped = report.violations.length > 0;
  if (!escaped) assertCovered(result.coverage);
  attributor.applyGranted(bookkeeping);
  const interrupted = interrupts.signal;
  const verdict = escaped ? "refused" : interrupted !== null ? "interrupted" : "pass";
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
          ...attributor.enforcement ? { enforcement: attributor.enforcement } : {},
          command: outcome,
          snapshot: {
            path: snap.snapshot,
            digest: snap.digest,
            entries: snap.entries,
            narrowed: snap.narrowed
          },
          changes,
          preexisting,
          bookkeeping: bookkeeping.length,
          host_activity: hostActivity,
          checked: report.checked,
          violations: report.violations,
          coverage: result.coverage,
          ...result.host ? { host: result.host } : {}
        })
      )}
`
    );
  } else {
    const cwd = lease.worktree ?? process.cwd();
    if (opts.format === "text") {
      const lines = violationLines(report.violations, [
        ...result.coverage.roots,
        ...snap.narrowed.map((n) => n.path)
      ]);
      w.out(lines.length === 0 ? "" : `${lines.join("\n")}
`);
    } else {
      w.out(formatReport(report, opts.format, false, { cwd, root: findRepoTop(cwd) }));
      w.out(githubAttributionLines(attributionReport, hostActivity, snap.narrowed));
    }
    if (opts.format === "text") {
      const stopped = interrupted === null ? "" : `interrupted by ${interrupted}: not a pass; `;
      w.err(
        escaped ? `forge-gate: refused: ${stopped}${report.violations.length} of ${report.checked} changed path(s) are outside the lease
` : `forge-gate: ${stopped || "pass: "}${report.checked} changed path(s), all inside the lease (${bookkeeping.length} git bookkeeping change(s) allowed)
`
      );
      if (preexisting.length > 0)
        w.err(
          `forge-gate: ${preexisting.length} change(s) were there before the command ran (not judged as its own)
`
        );
      w.err(hostActivityText(hostActivity, snap.narrowed));
      if (attributionReport.capture?.kept)
        w.err(
          `forge-gate: the captured writes are kept for review in ${displayPath(attributionReport.capture.kept)} (never applied to the host; capture.json maps each layer to its place)
`
        );
      w.err(coverageText(result.coverage));
    }
  }
  if (ownDir && verdict === "pass") rmSync(dir, { recursive: true, force: true });
  else if (opts.format === "text") w.err(`forge-gate: snapshot kept at ${displayPath(snap.snapshot)}
`);
  if (interrupted !== null) return interrupts.status();
  if (escaped) return 1;
  if (opts.propagateExit) return exitStatusOf(outcome);
  return 0;
}
var HOST_ACTIVITY_SHOWN = 20;
function narrowedText(narrowed) {
  return `${narrowed.length} root(s) walked only where the agent's writes could reach the host (${narrowed.map((n) => displayPath(n.path)).join(", ")}): other programs' changes elsewhere in them were not walked, nor listed as host activity`;
}
function hostActivityText(changes, narrowed) {
  const note = narrowed.length === 0 ? "" : `forge-gate: ${narrowedText(narrowed)}
`;
  if (changes.length === 0) return note;
  const lines = [
    note,
    `forge-gate: ${changes.length} change(s) by other programs where the agent could not write (host activity, not judged):
`
  ];
  for (const c of changes.slice(0, HOST_ACTIVITY_SHOWN))
    lines.push(`  host activity: ${c.change} ${displayPath(c.path)}
`);
  if (changes.length > HOST_ACTIVITY_SHOWN)
    lines.push(`  \u2026and ${changes.length - HOST_ACTIVITY_SHOWN} more (--format json lists them all)
`);
  return lines.join("");
}
function githubAttributionLines(a, hostActivity, narrowed) {
  const lines = [
    `::notice title=forge-gate attribution::${escapeWorkflowData(`${a.attribution}: ${a.attribution_detail}`)}`
  ];
  if (narrowed.length > 0)
    lines.push(`::notice title=forge-gate snapshot::${escapeWorkflowData(narrowedText(narrowed))}`);
  if (hostActivity.length > 0) {
    lines.push(
      `::notice title=forge-gate host activity::${hostActivity.length} change(s) by other programs where the agent could not write (not judged)`
    );
    for (const c of hostActivity.slice(0, HOST_ACTIVITY_SHOWN))
      lines.push(`forge-gate: host activity: ${c.change} ${escapeWorkflowData(displayPath(c.path))}`);
    if (hostActivity.length > HOST_ACTIVITY_SHOWN)
      lines.push(`forge-gate: host activity: \u2026and ${hostActivity.length - HOST_ACTIVITY_SHOWN} more`);
  }
  if (a.capture?.kept)
    lines.push(
      `::warning title=forge-gate capture::${escapeWorkflowData(`the captured writes are kept for review in ${displayPath(a.capture.kept)} (never applied to the host)`)}`
    );
  return `${lines.join("\n")}
`;
}
function realOrNull(p) {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}
function describeOutcome(o) {
  if (o.signal) return `was killed by ${o.signal}`;
  return o.exit_code === null ? "was not started (interrupted)" : `exited with status ${o.exit_code}`;
}
function exitStatusOf(o) {
  if (o.exit_code !== null) return o.exit_code;
  const n = o.signal ? constants2.signals[o.signal] : void 0;
  return 128 + (n ?? 1);
}
export {
  runInGroup,
  runRun
};
