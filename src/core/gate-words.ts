/**
 * Words the CLI and the Action share about what a gate or snapshot covers, so both say the same
 * thing; each names its own knob (a flag, an input). Pure text.
 */
import { ForgeGateError } from "./errors.js";

/**
 * Said whenever a snapshot is read without its digest (collect, gate, the Action): the agent can
 * write wherever the manifest lives, even replace it with one taken after its run, and only a
 * digest carried outside its reach proves the manifest is the one taken before. `how` names the
 * knob (`--snapshot-digest`, the Action's `snapshot-digest` input).
 */
export function unpinnedSnapshotWarning(how: string): string {
  return `the snapshot is not pinned by its digest: pass ${how} (from \`forge-gate snapshot\`) so that a manifest replaced during the run is refused`;
}

/**
 * The gate without a snapshot would judge the git diff alone: refused unless that is asked for on
 * purpose, the same way in the CLI and the Action (`knobs` names their options).
 */
export function snapshotRequired(knobs: { snapshot: string; digest: string; scope: string }): ForgeGateError {
  return new ForgeGateError(
    "snapshot_required",
    "no snapshot: the gate would judge the git diff alone and miss every write outside the repository",
    `Pass ${knobs.snapshot} and ${knobs.digest} (from \`forge-gate snapshot\` before the run), or ${knobs.scope} to judge the repository alone on purpose`,
  );
}

/** Why a default root is not watched when its group was left out: said where the choice was made. */
export function leftOutReason(group: string, knob: string): string {
  return `default root (${group}) left out by ${knob}`;
}

/** A root not watched because the user chose so (not because it could not be). */
export function isLeftOut(reason: string): boolean {
  return /^default root \([a-z]+\) left out by /.test(reason);
}
