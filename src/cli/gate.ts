import { resolve } from "node:path";
import { parseSnapshotDigest } from "../core/digest.js";
import { ForgeGateError } from "../core/errors.js";
import { GITHUB_ANNOTATION_LIMIT } from "../core/escape.js";
import { snapshotRequired, unpinnedSnapshotWarning } from "../core/gate-words.js";
import type { Lease } from "../core/lease.js";
import { formatGateReport, type GateFormat } from "../core/verdict.js";
import { eventEffect } from "../effects/events.js";
import { apiUrlsFromEnv, createGitHubApi, githubEffects, type PullRequestTarget } from "../effects/github.js";
import { quarantineEffect } from "../effects/quarantine.js";
import { type Effect, type GateInput, runGate } from "../gate/gate.js";
import { realCollectors, realGit } from "../gate/real.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { existingDirectory, outputFile } from "../io/path-input.js";
import { findRepoTop } from "../io/repo-root.js";
import { processWriter, type Writer, withErrorVerdict } from "./output.js";

export interface GateOptions {
  lease?: string;
  snapshot?: string;
  snapshotDigest?: string;
  base?: string;
  checkout?: string;
  /** classify's state directory the agent's hooks use (`--state`). */
  state?: string;
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

export function runGateCommand(
  opts: GateOptions,
  w: Writer = processWriter,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return withErrorVerdict(opts.format, w, () => gateAndReport(opts, w, env));
}

async function gateAndReport(opts: GateOptions, w: Writer, env: NodeJS.ProcessEnv): Promise<number> {
  if (!opts.lease) {
    throw new ForgeGateError("usage", "no lease given", "Pass --lease FILE (the lease the agent ran under)");
  }
  // Options are checked for their form before anything is read.
  const digest =
    opts.snapshotDigest === undefined
      ? undefined
      : parseSnapshotDigest(opts.snapshotDigest, "--snapshot-digest");
  const checkout =
    opts.checkout === undefined
      ? undefined
      : existingDirectory(
          opts.checkout,
          "--checkout",
          "Pass --checkout DIR: a checkout of the agent's branch",
        );
  const events =
    opts.events === undefined
      ? undefined
      : outputFile(
          opts.events,
          "--events",
          "Pass --events FILE in an existing directory outside every watched root",
        );
  if (opts.pr !== undefined) parsePr(opts.pr);
  if (opts.repo !== undefined) parseRepo(opts.repo);
  if (!opts.github && (opts.pr !== undefined || opts.repo !== undefined)) {
    w.err("forge-gate: --pr and --repo act only with --github; this gate touches no pull request\n");
  }
  const lease = loadLeaseFile(opts.lease);
  if (opts.scope !== undefined && opts.scope !== "git" && opts.scope !== "all") {
    throw new ForgeGateError(
      "usage",
      `--scope ${JSON.stringify(opts.scope)} is not a scope`,
      "Pass --scope git or --scope all",
    );
  }
  if (opts.snapshot === undefined && opts.scope !== "git")
    throw snapshotRequired({
      snapshot: "--snapshot FILE",
      digest: "--snapshot-digest DIGEST",
      scope: "--scope git",
    });
  if (opts.snapshot !== undefined && opts.scope === "git") {
    throw new ForgeGateError(
      "usage",
      "--scope git judges the repository alone: drop --snapshot, or --scope",
      "Pass one of them",
    );
  }
  if (opts.snapshot !== undefined && digest === undefined)
    w.err(`forge-gate: warning: ${unpinnedSnapshotWarning("--snapshot-digest")}\n`);
  const input: GateInput = { lease };
  if (opts.snapshot) input.snapshotPath = resolve(opts.snapshot);
  if (digest !== undefined) input.snapshotDigest = digest;
  if (opts.base) input.base = opts.base;
  if (opts.state !== undefined) input.stateDir = resolve(opts.state);
  if (checkout) input.checkout = checkout;

  const effects: Effect[] = [];
  if (events) effects.push(eventEffect(events));
  if (opts.quarantine) effects.push(quarantineEffect(realGit));
  if (opts.github) effects.push(...githubSetup(opts, lease, env));

  const report = await runGate(input, { ...realCollectors, effects, now: () => new Date() });
  // Violations are in the lease's coordinates. The repository root: around the worktree where the agent
  // ran; with --checkout, the lease's worktree stands for the checkout's top.
  const cwd = lease.worktree ?? process.cwd();
  const root =
    opts.checkout !== undefined && lease.worktree !== null
      ? lease.worktree
      : (findRepoTop(cwd) ?? lease.worktree);
  const place = { cwd, root };
  w.out(formatGateReport(report, opts.format, GITHUB_ANNOTATION_LIMIT, place));
  return report.verdict === "pass" ? 0 : 1;
}

function githubSetup(opts: GateOptions, lease: Lease, env: NodeJS.ProcessEnv): Effect[] {
  const full = opts.repo ?? lease.repo ?? env.GITHUB_REPOSITORY ?? null;
  let target: PullRequestTarget | null = null;
  const pr = opts.pr !== undefined ? parsePr(opts.pr) : lease.pr;
  if (full && pr !== null) target = { ...parseRepo(full), number: pr };
  const token = env.GITHUB_TOKEN || env.GH_TOKEN || "";
  const api = token ? createGitHubApi({ token, ...apiUrlsFromEnv(env) }) : null;
  return githubEffects(api, target, {
    comment: opts.comment,
    label: opts.label === "" ? null : opts.label,
    disableAutoMerge: opts.autoMerge,
    commitStatus: opts.status,
    // --github asks for them: one that cannot run failed (said in the report), it was not skipped.
    unavailable: "failed",
  });
}

function parseRepo(full: string): { owner: string; repo: string } {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
  if (!m)
    throw new ForgeGateError(
      "usage",
      `--repo ${JSON.stringify(full)} is not owner/name`,
      "Pass --repo OWNER/NAME",
    );
  return { owner: m[1]!, repo: m[2]! };
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
