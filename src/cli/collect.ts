import { collectChanges, partitionBookkeeping } from "../collect/index.js";
import type { ChangeRecord, CollectResult } from "../core/change-types.js";
import { jsonDocument, ndjsonRecord, VERSION } from "../core/contract.js";
import { parseSnapshotDigest } from "../core/digest.js";
import { displayPath } from "../core/escape.js";
import { unpinnedSnapshotWarning } from "../core/gate-words.js";
import { GATE_ATTRIBUTION } from "../core/verdict.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { processWriter, type Writer } from "./output.js";
import { coverageText, requireLease } from "./snapshot.js";

export interface CollectCliOptions {
  lease?: string;
  snapshot?: string;
  snapshotDigest?: string;
  base?: string;
  /** classify's state directory the agent's hooks use (`--state`). */
  state?: string;
  format: "text" | "json" | "ndjson";
  null?: boolean;
  includeGitBookkeeping?: boolean;
}

export async function runCollect(opts: CollectCliOptions, w: Writer = processWriter): Promise<number> {
  const digest =
    opts.snapshotDigest === undefined
      ? undefined
      : parseSnapshotDigest(opts.snapshotDigest, "--snapshot-digest");
  const lease = loadLeaseFile(requireLease(opts.lease));
  if (opts.snapshot !== undefined && opts.snapshotDigest === undefined)
    w.err(`forge-gate: warning: ${unpinnedSnapshotWarning("--snapshot-digest")}\n`);
  const result = await collectChanges({
    lease,
    snapshotPath: opts.snapshot,
    snapshotDigest: digest,
    base: opts.base,
    ...(opts.state !== undefined ? { stateDir: opts.state } : {}),
  });
  const { changes, bookkeeping } = opts.includeGitBookkeeping
    ? { changes: result.changes, bookkeeping: [] as ChangeRecord[] }
    : partitionBookkeeping(result.changes, result.git);
  w.out(formatChanges(changes, bookkeeping.length, result, opts.format, Boolean(opts.null)));
  if (opts.format === "text") {
    const aside =
      bookkeeping.length > 0 ? ` (${bookkeeping.length} git bookkeeping change(s) set aside)` : "";
    w.err(`forge-gate: ${changes.length} change(s)${aside}\n`);
    w.err(coverageText(result.coverage));
    w.err(`forge-gate: attribution: none: ${GATE_ATTRIBUTION.attribution_detail}\n`);
  }
  // The changes above are printed (evidence is never thrown away), but a failed scope is not a clean collect.
  if ((result.coverage.failed ?? []).length > 0) {
    for (const f of result.coverage.failed ?? [])
      w.err(`forge-gate: error: the ${f.scope} scope could not be collected: ${displayPath(f.reason)}\n`);
    return 2;
  }
  return 0;
}

export function formatChanges(
  changes: ChangeRecord[],
  bookkeeping: number,
  result: CollectResult,
  format: CollectCliOptions["format"],
  nul: boolean,
): string {
  switch (format) {
    case "json":
      return `${JSON.stringify(jsonDocument({ changes, bookkeeping, coverage: result.coverage, git: result.git ?? null, ...GATE_ATTRIBUTION }))}\n`;
    case "ndjson": {
      const lines = changes.map((c) => ndjsonRecord("change", c));
      lines.push(
        ndjsonRecord("coverage", { version: VERSION, bookkeeping, ...result.coverage, ...GATE_ATTRIBUTION }),
      );
      return `${lines.join("\n")}\n`;
    }
    default:
      if (nul) {
        // Paths only, both sides of a rename: ready for `forge-gate violations -z -`.
        return changes.map((c) => (c.from === undefined ? `${c.path}\0` : `${c.path}\0${c.from}\0`)).join("");
      }
      return changes
        .map((c) => {
          const from = c.from === undefined ? "" : ` (from ${displayPath(c.from)})`;
          return `${c.change}\t${c.source}\t${displayPath(c.path)}${from}\n`;
        })
        .join("");
  }
}
