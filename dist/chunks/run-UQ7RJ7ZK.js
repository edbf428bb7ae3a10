import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  judgeChanges,
  partitionBookkeeping
} from "./chunk-M7UIYAA7.js";
import {
  coverageText,
  parseRootGroups,
  requireLease
} from "./chunk-HZG42MHC.js";
import {
  takeSnapshot
} from "./chunk-SETHEKOK.js";
import {
  formatReport
} from "./chunk-LFKOZNWB.js";
import "./chunk-ZGORSKNC.js";
import {
  processWriter
} from "./chunk-GODCAW7D.js";
import {
  displayPath
} from "./chunk-ZT57TTI4.js";
import {
  loadLeaseFile
} from "./chunk-3YVBH2GF.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-7MC2YSN6.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import "./chunk-6HHDZT7Q.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";

// src/cli/run.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join, resolve } from "node:path";
var RUN_MARK = "FORGE_GATE_RUN_ID";
var FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"];
function runInGroup(argv) {
  return new Promise((resolvePromise, reject) => {
    const mark = `${RUN_MARK}=${randomBytes(16).toString("hex")}`;
    const child = spawn(argv[0], argv.slice(1), {
      stdio: "inherit",
      detached: true,
      env: { ...process.env, [RUN_MARK]: mark.slice(RUN_MARK.length + 1) }
    });
    const forward = (sig) => {
      if (child.pid !== void 0) killGroup(child.pid, sig);
    };
    for (const s of FORWARDED) process.on(s, forward);
    const cleanup = () => {
      for (const s of FORWARDED) process.off(s, forward);
    };
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
      resolvePromise({ argv, exit_code: code, signal, survivors_killed: killed.size });
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
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
        killed.add(pid);
      } catch {
      }
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
async function runRun(command, opts, w = processWriter) {
  if (command.length === 0) {
    throw new ForgeGateError(
      "usage",
      "no command given",
      "Put the agent's command after `--`: forge-gate run --lease L -- CMD ARGS"
    );
  }
  const lease = loadLeaseFile(requireLease(opts.lease));
  const ownDir = opts.snapshotDir === void 0;
  const dir = ownDir ? realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-run-"))) : resolve(opts.snapshotDir);
  const snap = await takeSnapshot({
    lease,
    output: join(dir, `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80)}-${process.pid}.fgsnap`),
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots)
  });
  if (opts.format === "text")
    w.err(
      `forge-gate: snapshot taken (${snap.entries} entries); running ${displayPath(command.join(" "))}
`
    );
  const outcome = await runInGroup(command);
  if (opts.format === "text") w.err(`forge-gate: command ${describeOutcome(outcome)}
`);
  if (outcome.survivors_killed > 0)
    w.err(
      `forge-gate: killed ${outcome.survivors_killed} process(es) the command left running outside its process group
`
    );
  const result = await collectChanges({
    lease,
    snapshotPath: snap.snapshot,
    snapshotDigest: snap.digest,
    base: opts.base
  });
  const report = judgeChanges(lease, result);
  const { changes, bookkeeping } = partitionBookkeeping(result.changes, result.git);
  const escaped = report.violations.length > 0;
  if (opts.format === "json") {
    w.out(
      `${JSON.stringify({
        schema_version: 1,
        verdict: escaped ? "escape" : "pass",
        command: outcome,
        snapshot: { path: snap.snapshot, digest: snap.digest, entries: snap.entries },
        changes,
        bookkeeping: bookkeeping.length,
        checked: report.checked,
        violations: report.violations,
        coverage: result.coverage
      })}
`
    );
  } else {
    w.out(formatReport(report, opts.format, false));
    if (opts.format === "text") {
      w.err(
        escaped ? `forge-gate: ESCAPE: ${report.violations.length} of ${report.checked} changed path(s) are outside the lease
` : `forge-gate: pass: ${report.checked} changed path(s), all inside the lease (${bookkeeping.length} git bookkeeping change(s) allowed)
`
      );
      w.err(coverageText(result.coverage));
    }
  }
  if (ownDir && !escaped) rmSync(dir, { recursive: true, force: true });
  else if (opts.format === "text") w.err(`forge-gate: snapshot kept at ${displayPath(snap.snapshot)}
`);
  if (escaped) return 1;
  if (opts.propagateExit) return exitStatusOf(outcome);
  return 0;
}
function describeOutcome(o) {
  return o.signal ? `was killed by ${o.signal}` : `exited with status ${o.exit_code}`;
}
function exitStatusOf(o) {
  if (o.exit_code !== null) return o.exit_code;
  const n = o.signal ? constants.signals[o.signal] : void 0;
  return 128 + (n ?? 1);
}
export {
  runInGroup,
  runRun
};
