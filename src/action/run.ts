/**
 * The Action: read inputs, get the lease (file or artifact), run the same gate the CLI runs, and
 * report through outputs, the job summary and capped annotations. Exit 0 pass, 1 refused, 2 error.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import * as core from "@actions/core";
import { parseRootGroups } from "../cli/snapshot.js";
import type { RootGroup } from "../collect/snapshot.js";
import { VERSION } from "../core/contract.js";
import { parseSnapshotDigest } from "../core/digest.js";
import { errorText, ForgeGateError, isForgeGateError } from "../core/errors.js";
import { displayPath, GITHUB_ANNOTATION_LIMIT } from "../core/escape.js";
import { LEASE_MAX_BYTES, type Lease, parseLease } from "../core/lease.js";
import { type ReportPlace, repoRelative } from "../core/locations.js";
import { decodeUtf8 } from "../core/records.js";
import {
  annotationText,
  type GateReport,
  gateSarif,
  renderSummary,
  verdictLine,
  violationsOutput,
} from "../core/verdict.js";
import { eventEffect } from "../effects/events.js";
import {
  apiUrlsFromEnv,
  createGitHubApi,
  DEFAULT_LABEL,
  type GitHubApi,
  githubEffects,
  type PullRequestTarget,
} from "../effects/github.js";
import { rebaseLease } from "../gate/coordinates.js";
import { type Effect, type GateDeps, type GateInput, runGate } from "../gate/gate.js";
import { findRepoTop } from "../io/repo-root.js";
import { type ArtifactRef, checkDigest, downloadLeaseArtifact, type LeaseBytes, sha256 } from "./artifact.js";
import { booleanInput, input, labelInput, positiveInt, pullRequestFromEvent, splitRepo } from "./inputs.js";

export interface SnapshotResult {
  snapshot: string;
  digest: string;
  entries: number;
  roots: string[];
  skipped: Array<{ path: string; reason: string }>;
}

/** The machine-observing parts, injected so the Action's logic is testable and the bundle lazy. */
export interface ActionDeps {
  collectors(): Promise<Pick<GateDeps, "collect" | "judge" | "physicalPath">>;
  takeSnapshot(opts: {
    lease: Lease;
    output?: string;
    watch?: string[];
    defaultRoots?: RootGroup[];
  }): Promise<SnapshotResult>;
  now(): Date;
}

export async function runAction(deps: ActionDeps, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  setOutput("version", VERSION);
  try {
    const mode = input(env, "mode") || "gate";
    if (mode === "snapshot") return await snapshotMode(deps, env);
    if (mode !== "gate")
      throw new ForgeGateError(
        "usage",
        `input mode: unknown mode ${JSON.stringify(mode)}`,
        "Use gate or snapshot",
      );
    return await gateMode(deps, env);
  } catch (err) {
    const prefix = isForgeGateError(err) ? "forge-gate: error" : "forge-gate: internal error";
    core.error(`${prefix}: ${displayPath(errorText(err))}`, { title: "forge-gate could not do its job" });
    setOutput("verdict", "error");
    return 2; // fail closed: never a pass when the gate could not run
  }
}

/**
 * An output, through the GITHUB_OUTPUT file only. Without that file (an old runner, a harness that
 * does not set it) @actions/core would fall back to the deprecated `::set-output` command; forge-gate
 * logs the value instead and warns once, so a job reading the output fails visibly rather than
 * depending on a command the runner may ignore.
 */
function setOutput(name: string, value: string): void {
  if (process.env.GITHUB_OUTPUT) {
    core.setOutput(name, value);
    return;
  }
  if (!warnedNoOutputFile) {
    core.warning("GITHUB_OUTPUT is not set: the step's outputs are only logged, not set", {
      title: "forge-gate",
    });
    warnedNoOutputFile = true;
  }
  core.info(`forge-gate: output ${name}: ${displayPath(value)}`);
}
let warnedNoOutputFile = false;

function checkoutDir(env: NodeJS.ProcessEnv): string {
  return resolve(env.GITHUB_WORKSPACE || process.cwd());
}

/**
 * Where the agent's work is on this runner: the `worktree` input; else the lease's worktree when
 * it exists here (the agent ran on this runner); else the workspace, a checkout of the agent's
 * branch (a `pull_request` job), judged in the lease's coordinates. undefined = the lease's own.
 */
export function localWorktree(env: NodeJS.ProcessEnv, lease: Lease): string | undefined {
  const given = input(env, "worktree");
  if (given) return resolve(checkoutDir(env), given);
  if (lease.worktree !== null && existsSync(lease.worktree)) return undefined;
  return lease.worktree === null ? undefined : checkoutDir(env);
}

function api(env: NodeJS.ProcessEnv): GitHubApi | null {
  const token = input(env, "github-token");
  if (!token) return null;
  core.setSecret(token);
  return createGitHubApi({ token, ...apiUrlsFromEnv(env), userAgent: "forge-gate-action" });
}

async function snapshotMode(deps: ActionDeps, env: NodeJS.ProcessEnv): Promise<number> {
  const leased = await obtainLease(env, api(env), checkoutDir(env));
  const here = localWorktree(env, leased);
  // Snapshot where the agent will run; the gate maps what it finds back to the lease's coordinates.
  const lease = here === undefined ? leased : rebaseLease(leased, leased.worktree!, here);
  const given = input(env, "snapshot");
  // RUNNER_TEMP: outside the workspace (so outside the write roots) and per job.
  const output = given
    ? resolve(checkoutDir(env), given)
    : join(env.RUNNER_TEMP || tmpdir(), "forge-gate", `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_")}.fgsnap`);
  const watch = (env.INPUT_WATCH ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((l) => resolve(checkoutDir(env), l));
  const snap = await deps.takeSnapshot({
    lease,
    output,
    watch,
    defaultRoots: parseRootGroups(input(env, "default-roots") || "all"),
  });
  setOutput("snapshot", snap.snapshot);
  setOutput("digest", snap.digest);
  core.info(
    `forge-gate: snapshot of ${snap.entries} entries under ${snap.roots.map(displayPath).join(", ")} → ${displayPath(snap.snapshot)}`,
  );
  for (const s of snap.skipped)
    core.warning(`not covered: ${displayPath(s.path)} (${displayPath(s.reason)})`, {
      title: "forge-gate snapshot",
    });
  return 0;
}

async function gateMode(deps: ActionDeps, env: NodeJS.ProcessEnv): Promise<number> {
  const checkout = checkoutDir(env);
  // Inputs are checked for their form before anything is fetched or read.
  const rawDigest = input(env, "snapshot-digest");
  const snapshotDigest = rawDigest ? parseSnapshotDigest(rawDigest, "input snapshot-digest") : undefined;
  const gh = api(env);
  const lease = await obtainLease(env, gh, checkout);
  const payload = readEvent(env);
  const event = pullRequestFromEvent(payload);

  const gateInput: GateInput = { lease };
  const here = localWorktree(env, lease);
  if (here !== undefined) gateInput.checkout = here;
  const snapshot = input(env, "snapshot");
  if (snapshot) gateInput.snapshotPath = resolve(checkout, snapshot);
  if (snapshotDigest !== undefined) gateInput.snapshotDigest = snapshotDigest;
  const base = input(env, "base") || event?.baseSha || lease.base;
  if (base) gateInput.base = base;

  const effects: Effect[] = [];
  const events = input(env, "events");
  if (events) effects.push(eventEffect(resolve(checkout, events)));
  effects.push(
    ...githubEffects(gh, prTarget(env, lease, event), {
      comment: booleanInput(env, "comment", true),
      label: labelInput(env, DEFAULT_LABEL),
      disableAutoMerge: booleanInput(env, "disable-auto-merge", true),
      commitStatus: booleanInput(env, "commit-status", true),
    }),
  );

  const report = await runGate(gateInput, { ...(await deps.collectors()), effects, now: deps.now });
  // Violations are in the lease's coordinates. Where the agent ran on this runner, the repository is
  // the one around its worktree; a relocated checkout is the workspace, the lease's worktree in its stead.
  const cwd = lease.worktree ?? checkout;
  const root = here === undefined ? (findRepoTop(cwd) ?? cwd) : (lease.worktree ?? checkout);
  const place = { cwd, root };
  const sarif = input(env, "sarif");
  // Written only once the gate has judged: on an error there is no file, so an upload step fails
  // instead of uploading an empty log that would close every open alert.
  if (sarif) writeFileSync(resolve(checkout, sarif), `${JSON.stringify(gateSarif(report, place))}\n`);
  await publish(report, place);
  return report.verdict === "pass" ? 0 : 1;
}

function readEvent(env: NodeJS.ProcessEnv): unknown {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read the event payload ${JSON.stringify(file)}: ${(err as Error).message}`,
    );
  }
}

/** The PR to act on: the event's, else the lease's, in this repository (where the token works). */
function prTarget(
  env: NodeJS.ProcessEnv,
  lease: Lease,
  event: ReturnType<typeof pullRequestFromEvent>,
): PullRequestTarget | null {
  const number = event?.number ?? lease.pr;
  const full = env.GITHUB_REPOSITORY || event?.repo || lease.repo;
  if (number === null || number === undefined || !full) return null;
  const { owner, repo } = splitRepo(full, "repository");
  const target: PullRequestTarget = { owner, repo, number };
  if (event?.headSha && event.number === number) target.headSha = event.headSha;
  if (env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY) {
    target.runUrl = `${(env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
  }
  return target;
}

async function obtainLease(env: NodeJS.ProcessEnv, gh: GitHubApi | null, checkout: string): Promise<Lease> {
  const leasePath = input(env, "lease");
  const artifact = input(env, "lease-artifact");
  const digest = input(env, "lease-digest");
  let bytes: LeaseBytes;
  let baseDir: string;
  if (artifact) {
    if (!gh) {
      throw new ForgeGateError(
        "usage",
        "lease-artifact needs a github-token",
        "Leave github-token at its default (github.token) or pass one with `actions: read`",
      );
    }
    const full = env.GITHUB_REPOSITORY;
    if (!full)
      throw new ForgeGateError(
        "usage",
        "GITHUB_REPOSITORY is not set",
        "Run the Action inside GitHub Actions",
      );
    const runId = input(env, "lease-artifact-run-id") || env.GITHUB_RUN_ID || "";
    const ref: ArtifactRef = {
      ...splitRepo(full, "GITHUB_REPOSITORY"),
      runId: positiveInt("lease-artifact-run-id", runId),
      name: artifact,
    };
    bytes = await downloadLeaseArtifact(gh, ref, leasePath || undefined);
    baseDir = checkout; // an artifact has no directory of its own: relative roots mean the checkout
  } else if (leasePath) {
    const file = resolve(checkout, leasePath);
    bytes = { source: leasePath, bytes: readLeaseBytes(file, leasePath), digest: "" };
    bytes.digest = sha256(bytes.bytes);
    baseDir = dirname(file);
  } else {
    throw new ForgeGateError(
      "usage",
      "no lease given",
      "Set the `lease` input (a path) or `lease-artifact` (an artifact name)",
    );
  }
  if (digest) checkDigest(digest, bytes);
  const text = decodeUtf8(bytes.bytes, bytes.source);
  const lease = parseLease(text, { source: bytes.source, baseDir, home: homedir() });
  core.info(
    `forge-gate: lease ${displayPath(lease.id)} from ${displayPath(bytes.source)} (sha256 ${bytes.digest})`,
  );
  return lease;
}

function readLeaseBytes(file: string, shown: string): Buffer {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      "lease_unreadable",
      `cannot read lease ${JSON.stringify(shown)}: ${code === "ENOENT" ? "no such file" : (code ?? String(err))}`,
      "Set the `lease` input to the lease file's path (relative to the workspace), or use lease-artifact",
    );
  }
  if (buf.length > LEASE_MAX_BYTES) {
    throw new ForgeGateError(
      "lease_too_large",
      `lease ${JSON.stringify(shown)} is larger than ${LEASE_MAX_BYTES} bytes`,
      "Keep the lease small",
    );
  }
  return buf;
}

async function publish(report: GateReport, place: ReportPlace): Promise<void> {
  setOutput("verdict", report.verdict);
  setOutput("count", String(report.violations.length));
  setOutput("violations", violationsOutput(report.violations));

  // core.error/notice/warning escape the message and properties for the workflow-command channel.
  for (const v of report.violations.slice(0, GITHUB_ANNOTATION_LIMIT)) {
    // `file` (repository-relative, for paths inside it) attaches the annotation to the pull request's diff.
    const file = v.reason === "environment" ? null : repoRelative(v.path, place.cwd, place.root);
    core.error(annotationText(v), { title: `forge-gate: ${v.reason}`, ...(file === null ? {} : { file }) });
  }
  const rest = report.violations.length - GITHUB_ANNOTATION_LIMIT;
  if (rest > 0) {
    core.notice(
      `${rest} more violation(s) not annotated (GitHub shows ${GITHUB_ANNOTATION_LIMIT} per step); all are listed in the log and the job summary`,
      {
        title: "forge-gate",
      },
    );
    // displayPath keeps each path on its own line, so none can start a workflow command.
    for (const v of report.violations.slice(GITHUB_ANNOTATION_LIMIT))
      core.info(`forge-gate: ${annotationText(v)}`);
  }
  for (const e of report.effects) {
    const line = `forge-gate: effect ${e.effect}: ${e.status}: ${displayPath(e.detail)}`;
    if (e.status === "failed" || e.status === "warning")
      core.warning(line, { title: `forge-gate: ${e.effect}` });
    else core.info(line);
  }
  for (const s of report.coverage.skipped)
    core.info(`forge-gate: not covered: ${displayPath(s.path)} (${displayPath(s.reason)})`);

  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(renderSummary(report), true).write();
    } catch (err) {
      core.warning(`forge-gate: could not write the job summary: ${displayPath(errorText(err))}`);
    }
  }
  if (report.verdict === "pass") core.info(verdictLine(report));
  else core.setFailed(verdictLine(report));
}
