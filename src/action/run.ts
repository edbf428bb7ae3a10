/**
 * The Action: read inputs, get the lease (file or artifact), run the same gate the CLI runs, and
 * report through outputs, the job summary and capped annotations. Exit 0 pass, 1 refused, 2 error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import * as core from "@actions/core";
import { parseRootGroups } from "../cli/snapshot.js";
import type { RootGroup } from "../collect/snapshot.js";
import { VERSION } from "../core/contract.js";
import { parseSnapshotDigest } from "../core/digest.js";
import { errorText, ForgeGateError, isForgeGateError } from "../core/errors.js";
import { displayLine, displayPath, GITHUB_ANNOTATION_LIMIT } from "../core/escape.js";
import { isLeftOut, snapshotRequired, unpinnedSnapshotWarning } from "../core/gate-words.js";
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
import { type Effect, type GateDeps, type GateInput, NO_SNAPSHOT_PATH, runGate } from "../gate/gate.js";
import { existingDirectory, outputFile } from "../io/path-input.js";
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
    rootsKnob?: string;
  }): Promise<SnapshotResult>;
  now(): Date;
}

export async function runAction(deps: ActionDeps, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    prepareRunnerFiles(env);
    setOutput("version", VERSION);
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
    core.error(`${prefix}: ${displayLine(errorText(err))}`, { title: "forge-gate could not do its job" });
    try {
      setOutput("version", VERSION);
      setOutput("verdict", "error");
    } catch {
      // the output file itself is the problem: the error above says so
    }
    return 2; // fail closed: never a pass when the gate could not run
  }
}

/**
 * The runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) go through the path checks every input
 * does, and are created when missing, as the runner would have (a local run names files that may not
 * exist yet; @actions/core refuses to append to a missing one).
 */
function prepareRunnerFiles(env: NodeJS.ProcessEnv): void {
  for (const name of ["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"]) {
    const value = env[name];
    if (!value) continue;
    const file = outputFile(
      value,
      name,
      `Set ${name} to a file in an existing directory, or unset it outside GitHub Actions`,
    );
    if (!existsSync(file)) writeFileSync(file, "", { flag: "a" });
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

/**
 * The workspace: what relative inputs resolve against and, for a pull request, the checkout judged.
 * The runner always sets it; a local run must too (the directory the emulator runs in is the
 * Action's own checkout, never the one to judge).
 */
function checkoutDir(env: NodeJS.ProcessEnv): string {
  if (!env.GITHUB_WORKSPACE)
    throw new ForgeGateError(
      "usage",
      "GITHUB_WORKSPACE is not set",
      "Set it to the checkout to judge (the runner sets it; for a local run, put it in the .env file, see docs/action.md)",
    );
  return existingDirectory(
    env.GITHUB_WORKSPACE,
    "GITHUB_WORKSPACE",
    "Set GITHUB_WORKSPACE to the checkout to judge",
  );
}

/**
 * Where the agent's work is on this runner: the `worktree` input; else the lease's worktree when
 * it exists here (the agent ran on this runner); else the workspace, a checkout of the agent's
 * branch (a `pull_request` job), judged in the lease's coordinates. undefined = the lease's own.
 */
export function localWorktree(env: NodeJS.ProcessEnv, lease: Lease): string | undefined {
  const given = input(env, "worktree");
  if (given)
    return existingDirectory(
      given,
      "input worktree",
      "Set worktree to the agent's worktree on this runner",
      checkoutDir(env),
    );
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
  const hint =
    "Set snapshot to a file in an existing directory outside every write root, e.g. the runner temp directory (runner.temp)";
  // RUNNER_TEMP: outside the workspace (so outside the write roots) and per job; created, as the default.
  const defaultDir = join(env.RUNNER_TEMP || tmpdir(), "forge-gate");
  if (!given) mkdirSync(defaultDir, { recursive: true, mode: 0o700 });
  const output = given
    ? outputFile(given, "input snapshot", hint, checkoutDir(env))
    : join(defaultDir, `${lease.id.replace(/[^A-Za-z0-9_.-]/g, "_")}.fgsnap`);
  const watch = (env.INPUT_WATCH ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((l) => resolve(checkoutDir(env), l));
  const snap = await deps.takeSnapshot({
    lease,
    output,
    watch,
    defaultRoots: parseRootGroups(input(env, "default-roots") || "all", "input default-roots"),
    rootsKnob: "the default-roots input",
  });
  setOutput("snapshot", snap.snapshot);
  setOutput("digest", snap.digest);
  core.info(
    `forge-gate: snapshot of ${snap.entries} entries under ${snap.roots.map(displayPath).join(", ")} → ${displayPath(snap.snapshot)}`,
  );
  annotateGaps(snap.skipped);
  return 0;
}

async function gateMode(deps: ActionDeps, env: NodeJS.ProcessEnv): Promise<number> {
  const checkout = checkoutDir(env);
  // Inputs are checked for their form before anything is fetched or read.
  const rawDigest = input(env, "snapshot-digest");
  const snapshotDigest = rawDigest ? parseSnapshotDigest(rawDigest, "input snapshot-digest") : undefined;
  // The same rule as the CLI's: the git diff alone only when asked for on purpose.
  const scope = input(env, "scope") || "all";
  if (scope !== "all" && scope !== "git")
    throw new ForgeGateError(
      "usage",
      `input scope: ${JSON.stringify(scope)} is not a scope`,
      "Use all or git",
    );
  if (!input(env, "snapshot") && scope !== "git")
    throw snapshotRequired({
      snapshot: "the snapshot input",
      digest: "snapshot-digest (the snapshot step's outputs)",
      scope: "scope: git",
    });
  if (input(env, "snapshot") && scope === "git")
    throw new ForgeGateError(
      "usage",
      "scope: git judges the repository alone, but a snapshot was given",
      "Drop the snapshot input, or scope",
    );
  const sarif = input(env, "sarif")
    ? outputFile(input(env, "sarif"), "input sarif", "Set sarif to a file in an existing directory", checkout)
    : null;
  const events = input(env, "events")
    ? outputFile(
        input(env, "events"),
        "input events",
        "Set events to a file in an existing directory",
        checkout,
      )
    : null;
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
  if (snapshot && snapshotDigest === undefined)
    core.warning(unpinnedSnapshotWarning("snapshot-digest (the snapshot step's digest output)"), {
      title: "forge-gate",
    });
  const base = input(env, "base") || event?.baseSha || lease.base;
  if (base) gateInput.base = base;

  const effects: Effect[] = [];
  if (events) effects.push(eventEffect(events));
  effects.push(
    ...githubEffects(gh, prTarget(env, lease, event), {
      comment: booleanInput(env, "comment", true),
      label: labelInput(env, DEFAULT_LABEL),
      disableAutoMerge: booleanInput(env, "disable-auto-merge", true),
      commitStatus: booleanInput(env, "commit-status", true),
      unavailable: "skipped",
    }),
  );

  const report = await runGate(gateInput, { ...(await deps.collectors()), effects, now: deps.now });
  // Violations are in the lease's coordinates. Where the agent ran on this runner, the repository is
  // the one around its worktree; a relocated checkout is the workspace, the lease's worktree in its stead.
  const cwd = lease.worktree ?? checkout;
  const root = here === undefined ? (findRepoTop(cwd) ?? cwd) : (lease.worktree ?? checkout);
  const place = { cwd, root };
  // Written only once the gate has judged: on an error there is no file, so an upload step fails
  // instead of uploading an empty log that would close every open alert.
  if (sarif) writeFileSync(sarif, `${JSON.stringify(gateSarif(report, place))}\n`);
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
      "GITHUB_EVENT_PATH must name the event's JSON file (the runner sets it); unset it outside GitHub Actions",
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

/**
 * What a step did not cover, annotated the same way in the snapshot and the gate step: a root left
 * out on purpose (default-roots, scope: git) is a notice, one that could not be covered a warning.
 */
function annotateGaps(skipped: readonly { path: string; reason: string }[]): void {
  for (const s of skipped) {
    const text = `not covered: ${displayPath(s.path)} (${displayPath(s.reason)})`;
    const onPurpose = isLeftOut(s.reason) || s.path === NO_SNAPSHOT_PATH;
    if (onPurpose) core.notice(text, { title: "forge-gate: not covered" });
    else core.warning(text, { title: "forge-gate: not covered" });
  }
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
  annotateGaps(report.coverage.skipped);

  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(renderSummary(report), true).write();
    } catch (err) {
      core.warning(`forge-gate: could not write the job summary: ${displayLine(errorText(err))}`);
    }
  }
  if (report.verdict === "pass") core.info(verdictLine(report));
  else core.setFailed(verdictLine(report));
}
