import type { Attribution, ViewEntry } from "../core/attribution.js";
import type { ChangeRecord } from "../core/change-types.js";
import type { Lease } from "../core/lease.js";
import type { EnforcementReport } from "../enforce/index.js";

/** What the capture layer reports (the run report's `capture` object). */
export interface CaptureReport {
  /** How the layers were made: overlayfs in a user namespace, or as root. */
  mechanism: string;
  overlays: number;
  private_temp: string[];
  /** Bound writable as they are: the grants and the repository's git directories (judged by detection). */
  shared: string[];
  /** Outside the grants but not captured (an overlay could not be mounted there): detection only. */
  not_captured: { path: string; why: string }[];
  /** Read-only in the agent's view although writable on the host: a write there fails. */
  read_only: { path: string; why: string }[];
  /** Where the captured writes are kept for review (a refused run); null when removed (a pass). */
  kept: string | null;
  /** Captured writes judged granted and written back to the host (a keyed file whose session keys alone changed). */
  applied: string[];
  /** What the capture cannot see (said in every report). */
  limits: string[];
}

/** The attribution part of a run report. */
export interface AttributionReport {
  attribution: Attribution;
  /** What this attribution proved here, or why a better one was not available. */
  attribution_detail: string;
  capture?: CaptureReport;
}

/** What `run` needs from an attribution while it runs the agent. */
export interface Attributor {
  report(): AttributionReport;
  /** `--enforce`'s sandbox, when asked for (its report is the run report's `enforcement`). */
  enforcement: EnforcementReport | null;
  /** forge-gate's own working paths for this run: no walk may record them. */
  exclude: string[];
  /** After the snapshot, before the command: waits until the chosen attribution is known to work (or has fallen back, said). */
  ready(): Promise<void>;
  /** The argv that runs the command under this attribution. */
  wrap(command: string[]): string[];
  /** The command runs walled off from the host's files: stdio on a host file is passed through a pipe. */
  readonly isolated: boolean;
  /** Whether the wrapper reports on descriptor 3 that the command started (see afterRun). */
  statusFd: boolean;
  /** Whether the wrapper runs the command in a PID namespace of its own (nothing it starts outlives it). */
  contained: boolean;
  /** Whether the command really ran, from what the wrapper reported on descriptor 3 (see statusFd). */
  started(status: string): boolean;
  /**
   * After the wrapper failed before the command started (the machine changed since the probe: a mount
   * or a directory went away): reads the machine again, plans and probes again, or falls back to
   * detection only (said in the report). The command has not run; `run` runs it once more.
   */
  recover(): Promise<void>;
  /** After the command: what it wrote into the capture (judged with the rest). */
  captured(): ChangeRecord[];
  /**
   * Where the agent's own writes could reach the host; null: everywhere (detection only). `run` walks
   * the default roots only there: asked before ready() (the plan as made) and again after ready() and
   * recover(), when a view that grew (or fell back to null) has the snapshot taken again.
   */
  view(): ViewEntry[] | null;
  /** After judging: writes back the captured changes judged granted (never an escape); the paths written. */
  applyGranted(changes: readonly ChangeRecord[]): string[];
  /** Removes forge-gate's working files, or keeps the captured writes when the run was refused; the first call decides. */
  finish(outcome: { refused: boolean }): Promise<void>;
}

export interface PrepareInput {
  lease: Lease;
  /** The lease file: visible (read-only) to the agent, whose hooks may read it. */
  leaseFile: string;
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** forge-gate's own directory for this run (made before the snapshot); the capture layers go below it. */
  scratch: string;
}

/** Whether a machine supports an attribution (doctor). */
export interface Support {
  available: boolean;
  detail: string;
  hint?: string;
}

/**
 * One attribution backend, listed in src/attribution/index.ts. `prepare` returns null when the backend
 * does not apply to this run (e.g. `sandbox` without --enforce).
 */
export interface AttributionBackend {
  name: Attribution;
  /** What it proves (docs, doctor). */
  proves: string;
  /** What it cannot see (said in the docs and each report that uses it). */
  limits: readonly string[];
  support(env: NodeJS.ProcessEnv): Promise<Support>;
}
