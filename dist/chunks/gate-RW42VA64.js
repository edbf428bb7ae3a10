import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-6SXU6RSW.js";
import {
  quarantineEffect
} from "./chunk-RZWEQBTX.js";
import {
  apiUrlsFromEnv,
  createGitHubApi,
  eventEffect,
  githubEffects
} from "./chunk-AIJRYH2A.js";
import {
  formatGateReport,
  runGate
} from "./chunk-AM2F4LNC.js";
import {
  parseSnapshotDigest
} from "./chunk-EAVLLODN.js";
import "./chunk-ZNRL6J3Y.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZGORSKNC.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter,
  withErrorVerdict
} from "./chunk-D7VFYC6H.js";
import "./chunk-UQMMWR47.js";
import {
  GITHUB_ANNOTATION_LIMIT
} from "./chunk-ZT57TTI4.js";
import "./chunk-YT7Y3P5F.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-PSDHP56R.js";
import "./chunk-6SQ7ZP4W.js";
import "./chunk-VXI5MPQM.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";
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
  if (opts.snapshot === void 0 && opts.scope !== "git") {
    throw new ForgeGateError(
      "snapshot_required",
      "no --snapshot: the gate would judge the git diff alone and miss every write outside the repository",
      "Pass --snapshot FILE --snapshot-digest DIGEST (from `forge-gate snapshot` before the run), or --scope git to judge the repository alone on purpose"
    );
  }
  if (opts.snapshot !== void 0 && opts.scope === "git") {
    throw new ForgeGateError(
      "usage",
      "--scope git judges the repository alone: drop --snapshot, or --scope",
      "Pass one of them"
    );
  }
  const input = { lease };
  if (opts.snapshot) input.snapshotPath = resolve(opts.snapshot);
  if (digest !== void 0) input.snapshotDigest = digest;
  if (opts.base) input.base = opts.base;
  if (opts.checkout) input.checkout = resolve(opts.checkout);
  const effects = [];
  if (opts.events) effects.push(eventEffect(resolve(opts.events)));
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
    commitStatus: opts.status
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
