import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-HE23OBEY.js";
import "./chunk-M7UIYAA7.js";
import {
  apiUrlsFromEnv,
  applied,
  compactTimestamp,
  createGitHubApi,
  eventEffect,
  failed,
  formatGateReport,
  githubEffects,
  runGate,
  skipped
} from "./chunk-UBO223XH.js";
import "./chunk-AHKT3SFW.js";
import "./chunk-SETHEKOK.js";
import {
  linkedGitDirs
} from "./chunk-ZGORSKNC.js";
import {
  processWriter
} from "./chunk-GODCAW7D.js";
import {
  GITHUB_ANNOTATION_LIMIT
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

// src/cli/gate.ts
import { resolve } from "node:path";

// src/effects/quarantine.ts
import { closeSync, constants, existsSync, lstatSync, openSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
var QUARANTINE_MARKER = ".forge-gate-quarantine.json";
function quarantineEffect(git) {
  return {
    name: "quarantine",
    async run({ lease, event }) {
      const wt = lease.worktree;
      if (wt === null) return skipped("quarantine", "the lease names no worktree");
      if (!existsSync(wt)) return failed("quarantine", `worktree ${wt} does not exist here; nothing to move`);
      if (linkedGitDirs([wt]).length === 0) {
        return failed(
          "quarantine",
          `${wt} is not a linked git worktree (a main checkout cannot be moved aside); stop using it until it is reviewed`
        );
      }
      const target = freeName(
        join(dirname(wt), `${basename(wt)}.quarantined-${compactTimestamp(new Date(event.ts))}`)
      );
      await git(["worktree", "move", wt, target], wt);
      const reason = `forge-gate: merge refused for lease ${lease.id} at ${event.ts} (${event.paths.length} path(s) escaped)`;
      const problems = [];
      try {
        await git(["worktree", "lock", "--reason", reason, target], target);
      } catch (err) {
        problems.push(`not locked: ${err.message}`);
      }
      try {
        writeMarker(target, { quarantined_from: wt, quarantined_to: target, event });
      } catch (err) {
        problems.push(`marker not written: ${err.message}`);
      }
      const detail = `moved ${wt} to ${target}`;
      if (problems.length > 0) return failed("quarantine", `${detail}, but ${problems.join("; ")}`);
      return applied("quarantine", `${detail}, locked, marker ${QUARANTINE_MARKER} written`);
    }
  };
}
function freeName(p) {
  if (!taken(p)) return p;
  for (let i = 2; ; i++) if (!taken(`${p}-${i}`)) return `${p}-${i}`;
}
function taken(p) {
  return lstatSync(p, { throwIfNoEntry: false }) !== void 0;
}
function writeMarker(dir, body) {
  const fd = openSync(
    join(dir, QUARANTINE_MARKER),
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    420
  );
  try {
    writeSync(fd, `${JSON.stringify(body, null, 2)}
`);
  } finally {
    closeSync(fd);
  }
}

// src/cli/gate.ts
async function runGateCommand(opts, w = processWriter, env = process.env) {
  if (!opts.lease) {
    throw new ForgeGateError("usage", "no lease given", "Pass --lease FILE (the lease the agent ran under)");
  }
  const lease = loadLeaseFile(opts.lease);
  const input = { lease };
  if (opts.snapshot) input.snapshotPath = resolve(opts.snapshot);
  if (opts.snapshotDigest) input.snapshotDigest = opts.snapshotDigest;
  if (opts.base) input.base = opts.base;
  if (opts.checkout) input.checkout = resolve(opts.checkout);
  const effects = [];
  if (opts.events) effects.push(eventEffect(resolve(opts.events)));
  if (opts.quarantine) effects.push(quarantineEffect(realGit));
  if (opts.github) effects.push(...githubSetup(opts, lease, env));
  const report = await runGate(input, { ...realCollectors, effects, now: () => /* @__PURE__ */ new Date() });
  w.out(formatGateReport(report, opts.format, GITHUB_ANNOTATION_LIMIT));
  return report.verdict === "pass" ? 0 : 1;
}
function githubSetup(opts, lease, env) {
  const full = opts.repo ?? lease.repo ?? env.GITHUB_REPOSITORY ?? null;
  let target = null;
  const pr = opts.pr !== void 0 ? parsePr(opts.pr) : lease.pr;
  if (full && pr !== null) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
    if (!m)
      throw new ForgeGateError(
        "usage",
        `--repo ${JSON.stringify(full)} is not owner/name`,
        "Pass --repo OWNER/NAME"
      );
    target = { owner: m[1], repo: m[2], number: pr };
  }
  const token = env.GITHUB_TOKEN || env.GH_TOKEN || "";
  const api = token ? createGitHubApi({ token, ...apiUrlsFromEnv(env) }) : null;
  return githubEffects(api, target, {
    comment: opts.comment,
    label: opts.label === "" ? null : opts.label,
    disableAutoMerge: opts.autoMerge,
    commitStatus: opts.status
  });
}
function parsePr(raw) {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) {
    throw new ForgeGateError(
      "usage",
      `--pr ${JSON.stringify(raw)} is not a pull request number`,
      "Pass --pr N"
    );
  }
  return Number(raw);
}
export {
  runGateCommand
};
