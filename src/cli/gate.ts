import { resolve } from "node:path";
import { ForgeGateError } from "../core/errors.js";
import { GITHUB_ANNOTATION_LIMIT } from "../core/escape.js";
import type { Lease } from "../core/lease.js";
import { formatGateReport, type GateFormat } from "../core/verdict.js";
import { eventEffect } from "../effects/events.js";
import { apiUrlsFromEnv, createGitHubApi, githubEffects, type PullRequestTarget } from "../effects/github.js";
import { quarantineEffect } from "../effects/quarantine.js";
import { type Effect, type GateInput, runGate } from "../gate/gate.js";
import { realCollectors, realGit } from "../gate/real.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { processWriter, type Writer } from "./output.js";

export interface GateOptions {
  lease?: string;
  snapshot?: string;
  snapshotDigest?: string;
  base?: string;
  checkout?: string;
  /** `git`: judge the repository scope alone, on purpose (no snapshot). */
  scope?: string;
  events?: string;
  quarantine?: boolean;
  github?: boolean;
  repo?: string;
  pr?: string;
  label: string;
  comment: boolean;
  autoMerge: boolean;
  status: boolean;
  format: GateFormat;
}

export async function runGateCommand(
  opts: GateOptions,
  w: Writer = processWriter,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  if (!opts.lease) {
    throw new ForgeGateError("usage", "no lease given", "Pass --lease FILE (the lease the agent ran under)");
  }
  const lease = loadLeaseFile(opts.lease);
  if (opts.scope !== undefined && opts.scope !== "git" && opts.scope !== "all") {
    throw new ForgeGateError(
      "usage",
      `--scope ${JSON.stringify(opts.scope)} is not a scope`,
      "Pass --scope git or --scope all",
    );
  }
  if (opts.snapshot === undefined && opts.scope !== "git") {
    throw new ForgeGateError(
      "snapshot_required",
      "no --snapshot: the gate would judge the git diff alone and miss every write outside the repository",
      "Pass --snapshot FILE --snapshot-digest DIGEST (from `forge-gate snapshot` before the run), or --scope git to judge the repository alone on purpose",
    );
  }
  if (opts.snapshot !== undefined && opts.scope === "git") {
    throw new ForgeGateError(
      "usage",
      "--scope git judges the repository alone: drop --snapshot, or --scope",
      "Pass one of them",
    );
  }
  const input: GateInput = { lease };
  if (opts.snapshot) input.snapshotPath = resolve(opts.snapshot);
  if (opts.snapshotDigest) input.snapshotDigest = opts.snapshotDigest;
  if (opts.base) input.base = opts.base;
  if (opts.checkout) input.checkout = resolve(opts.checkout);

  const effects: Effect[] = [];
  if (opts.events) effects.push(eventEffect(resolve(opts.events)));
  if (opts.quarantine) effects.push(quarantineEffect(realGit));
  if (opts.github) effects.push(...githubSetup(opts, lease, env));

  const report = await runGate(input, { ...realCollectors, effects, now: () => new Date() });
  w.out(formatGateReport(report, opts.format, GITHUB_ANNOTATION_LIMIT));
  return report.verdict === "pass" ? 0 : 1;
}

function githubSetup(opts: GateOptions, lease: Lease, env: NodeJS.ProcessEnv): Effect[] {
  const full = opts.repo ?? lease.repo ?? env.GITHUB_REPOSITORY ?? null;
  let target: PullRequestTarget | null = null;
  const pr = opts.pr !== undefined ? parsePr(opts.pr) : lease.pr;
  if (full && pr !== null) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
    if (!m)
      throw new ForgeGateError(
        "usage",
        `--repo ${JSON.stringify(full)} is not owner/name`,
        "Pass --repo OWNER/NAME",
      );
    target = { owner: m[1]!, repo: m[2]!, number: pr };
  }
  const token = env.GITHUB_TOKEN || env.GH_TOKEN || "";
  const api = token ? createGitHubApi({ token, ...apiUrlsFromEnv(env) }) : null;
  return githubEffects(api, target, {
    comment: opts.comment,
    label: opts.label === "" ? null : opts.label,
    disableAutoMerge: opts.autoMerge,
    commitStatus: opts.status,
  });
}

function parsePr(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) {
    throw new ForgeGateError(
      "usage",
      `--pr ${JSON.stringify(raw)} is not a pull request number`,
      "Pass --pr N",
    );
  }
  return Number(raw);
}
