import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-VCVHEBWZ.js";
import {
  quarantineEffect
} from "./chunk-LCG2JPC6.js";
import "./chunk-ZGORSKNC.js";
import {
  apiUrlsFromEnv,
  createGitHubApi,
  eventEffect,
  githubEffects
} from "./chunk-337ZG623.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter,
  withErrorVerdict
} from "./chunk-YHJC3BCG.js";
import {
  formatGateReport,
  parseSnapshotDigest,
  runGate
} from "./chunk-Y3CDK2HJ.js";
import "./chunk-GGD2DWSQ.js";
import {
  snapshotRequired,
  unpinnedSnapshotWarning
} from "./chunk-ZV25RXWC.js";
import "./chunk-ETZIDHND.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-UZTS3OJL.js";
import "./chunk-R42VENM4.js";
import "./chunk-MIKOCAMF.js";
import {
  GITHUB_ANNOTATION_LIMIT
} from "./chunk-MH3LFAPP.js";
import "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
import {
  existingDirectory,
  outputFile
} from "./chunk-DB5K67RP.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/cli/gate.ts
import { resolve } from "node:path";
function runGateCommand(opts, w = processWriter, env = process.env) {
  return withErrorVerdict(opts.format, w, () => gateAndReport(opts, w, env));
}
async function gateAndReport(opts, w, env) {
  if (!opts.lease) {
    throw new ForgeGateError("usage", "no lease given", "Pass --lease FILE (the lease the agent ran under)");
  }
  const digest = opts.snapshotDigest === void 0 ? void 0 : parseSnapshotDigest(opts.snapshotDigest, "--snapshot-digest");
  const checkout = opts.checkout === void 0 ? void 0 : existingDirectory(
    opts.checkout,
    "--checkout",
    "Pass --checkout DIR: a checkout of the agent's branch"
  );
  const events = opts.events === void 0 ? void 0 : outputFile(
    opts.events,
    "--events",
    "Pass --events FILE in an existing directory outside every watched root"
  );
  if (opts.pr !== void 0) parsePr(opts.pr);
  if (opts.repo !== void 0) parseRepo(opts.repo);
  if (!opts.github && (opts.pr !== void 0 || opts.repo !== void 0)) {
    w.err("forge-gate: --pr and --repo act only with --github; this gate touches no pull request\n");
  }
  const lease = loadLeaseFile(opts.lease);
  if (opts.scope !== void 0 && opts.scope !== "git" && opts.scope !== "all") {
    throw new ForgeGateError(
      "usage",
      `--scope ${JSON.stringify(opts.scope)} is not a scope`,
      "Pass --scope git or --scope all"
    );
  }
  if (opts.snapshot === void 0 && opts.scope !== "git")
    throw snapshotRequired({
      snapshot: "--snapshot FILE",
      digest: "--snapshot-digest DIGEST",
      scope: "--scope git"
    });
  if (opts.snapshot !== void 0 && opts.scope === "git") {
    throw new ForgeGateError(
      "usage",
      "--scope git judges the repository alone: drop --snapshot, or --scope",
      "Pass one of them"
    );
  }
  if (opts.snapshot !== void 0 && digest === void 0)
    w.err(`forge-gate: warning: ${unpinnedSnapshotWarning("--snapshot-digest")}
`);
  const input = { lease };
  if (opts.snapshot) input.snapshotPath = resolve(opts.snapshot);
  if (digest !== void 0) input.snapshotDigest = digest;
  if (opts.base) input.base = opts.base;
  if (opts.state !== void 0) input.stateDir = resolve(opts.state);
  if (checkout) input.checkout = checkout;
  const effects = [];
  if (events) effects.push(eventEffect(events));
  if (opts.quarantine) effects.push(quarantineEffect(realGit));
  if (opts.github) effects.push(...githubSetup(opts, lease, env));
  const report = await runGate(input, { ...realCollectors, effects, now: () => /* @__PURE__ */ new Date() });
  const cwd = lease.worktree ?? process.cwd();
  const root = opts.checkout !== void 0 && lease.worktree !== null ? lease.worktree : findRepoTop(cwd) ?? lease.worktree;
  const place = { cwd, root };
  w.out(formatGateReport(report, opts.format, GITHUB_ANNOTATION_LIMIT, place));
  return report.verdict === "pass" ? 0 : 1;
}
function githubSetup(opts, lease, env) {
  const full = opts.repo ?? lease.repo ?? env.GITHUB_REPOSITORY ?? null;
  let target = null;
  const pr = opts.pr !== void 0 ? parsePr(opts.pr) : lease.pr;
  if (full && pr !== null) target = { ...parseRepo(full), number: pr };
  const token = env.GITHUB_TOKEN || env.GH_TOKEN || "";
  const api = token ? createGitHubApi({ token, ...apiUrlsFromEnv(env) }) : null;
  return githubEffects(api, target, {
    comment: opts.comment,
    label: opts.label === "" ? null : opts.label,
    disableAutoMerge: opts.autoMerge,
    commitStatus: opts.status,
    // --github asks for them: one that cannot run failed (said in the report), it was not skipped.
    unavailable: "failed"
  });
}
function parseRepo(full) {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
  if (!m)
    throw new ForgeGateError(
      "usage",
      `--repo ${JSON.stringify(full)} is not owner/name`,
      "Pass --repo OWNER/NAME"
    );
  return { owner: m[1], repo: m[2] };
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
