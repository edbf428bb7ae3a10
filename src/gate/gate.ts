/**
 * The one gate: collect → violations → verdict → effects. The CLI and the Action both call
 * `runGate`, each injecting its collectors and effects, so tests can drive it with fakes too.
 */
import { assertCovered } from "../collect/coverage.js";
import type { CollectResult } from "../core/change-types.js";
import { SCHEMA_VERSION, VERSION } from "../core/contract.js";
import { errorText } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import {
  buildRefusalEvent,
  decideVerdict,
  type EffectOutcome,
  GATE_ATTRIBUTION,
  type GateReport,
  type RefusalEvent,
} from "../core/verdict.js";
import type { ViolationReport } from "../core/violations/index.js";
import { inLeaseCoordinates, type Relocation, rebaseLease } from "./coordinates.js";

/** The coverage entry of a gate that had no snapshot: the host scope, not covered. */
export const NO_SNAPSHOT_PATH = "(host)";

export interface GateInput {
  lease: Lease;
  snapshotPath?: string;
  snapshotDigest?: string;
  base?: string;
  /**
   * Where the repository is checked out when that is not where the agent ran (a `pull_request`
   * job): git runs here and repo-relative changes are judged in the lease's worktree coordinates.
   */
  checkout?: string;
  /** classify's state directory the agent's hooks use (`--state`): its counters and caches are forge-gate's own. */
  stateDir?: string;
}

export interface CollectOptions {
  lease: Lease;
  snapshotPath?: string;
  snapshotDigest?: string;
  base?: string;
  stateDir?: string;
}

/** What every effect sees: the verdict it acts on and the event it records. */
export interface EffectContext {
  lease: Lease;
  report: GateReport;
  event: RefusalEvent;
}

/** A side effect of a refusal. It may throw: the gate records the failure and carries on. */
export interface Effect {
  name: string;
  run(ctx: EffectContext): Promise<EffectOutcome | EffectOutcome[]>;
}

export interface GateDeps {
  /** Fails closed: throws (ForgeGateError) when it cannot observe, never returns "nothing changed". */
  collect(opts: CollectOptions): Promise<CollectResult>;
  /**
   * Judges changes in the lease's coordinates. With `relocation`, the worktree's content is in a
   * checkout elsewhere: paths (and link targets) below the worktree must be examined there.
   */
  judge(lease: Lease, result: CollectResult, relocation?: Relocation): ViolationReport;
  /**
   * Where a directory really is (symlinks followed), for the checkout: the collectors report its
   * paths physically, so the checkout must be spelled that way to map them back. Throws when it
   * cannot be resolved. Absent: the checkout is taken as given.
   */
  physicalPath?(dir: string): string;
  /** Run in order, only on a refusal. */
  effects: Effect[];
  now(): Date;
}

export async function runGate(input: GateInput, deps: GateDeps): Promise<GateReport> {
  const { lease } = input;
  const checkout =
    input.checkout !== undefined && deps.physicalPath ? deps.physicalPath(input.checkout) : input.checkout;
  const relocation: Relocation | undefined =
    checkout !== undefined && lease.worktree !== null && checkout !== lease.worktree
      ? { worktree: lease.worktree, checkout }
      : undefined;
  const relocated = relocation !== undefined;
  const collectLease = relocated ? rebaseLease(lease, relocation.worktree, relocation.checkout) : lease;
  const opts: CollectOptions = { lease: collectLease };
  if (input.snapshotPath !== undefined) opts.snapshotPath = input.snapshotPath;
  if (input.snapshotDigest !== undefined) opts.snapshotDigest = input.snapshotDigest;
  if (input.base !== undefined) opts.base = input.base;
  if (input.stateDir !== undefined) opts.stateDir = input.stateDir;

  const collected = await deps.collect(opts);
  if (input.snapshotPath === undefined) {
    // Said in every report: without a snapshot nothing outside the repository was seen.
    collected.coverage.skipped.unshift({
      path: NO_SNAPSHOT_PATH,
      reason: "no snapshot: only the git scope was judged; writes outside the repository were not seen",
    });
  }
  const result = relocated
    ? inLeaseCoordinates(collected, relocation.checkout, relocation.worktree)
    : collected;
  // Judged in the lease's coordinates on the checkout's real filesystem: links followed for real.
  const judged = deps.judge(lease, result, relocation);

  const report: GateReport = {
    schema_version: SCHEMA_VERSION,
    version: VERSION,
    verdict: decideVerdict(judged.violations),
    lease: lease.id,
    violations: judged.violations,
    changes: result.changes.length,
    coverage: result.coverage,
    ...GATE_ATTRIBUTION,
    ...(result.host ? { host: result.host } : {}),
    effects: [],
  };
  if (report.verdict === "pass") {
    // A pass claims every scope was seen: a failed collector makes it an error instead (exit 2).
    assertCovered(report.coverage);
    return report; // a pass touches nothing
  }

  const event = buildRefusalEvent(lease, report.violations, deps.now());
  for (const effect of deps.effects) {
    try {
      const out = await effect.run({ lease, report, event });
      report.effects.push(...(Array.isArray(out) ? out : [out]));
    } catch (err) {
      report.effects.push({ effect: effect.name, ok: false, status: "failed", detail: errorText(err) });
    }
  }
  return report;
}

export function applied(effect: string, detail: string): EffectOutcome {
  return { effect, ok: true, status: "applied", detail };
}

export function skipped(effect: string, detail: string): EffectOutcome {
  return { effect, ok: true, status: "skipped", detail };
}

export function warning(effect: string, detail: string): EffectOutcome {
  return { effect, ok: false, status: "warning", detail };
}

export function failed(effect: string, detail: string): EffectOutcome {
  return { effect, ok: false, status: "failed", detail };
}
