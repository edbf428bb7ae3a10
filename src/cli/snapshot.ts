import { ROOT_GROUPS, type RootGroup, takeSnapshot } from "../collect/snapshot.js";
import type { Coverage, SkippedRoot } from "../core/change-types.js";
import { jsonDocument } from "../core/contract.js";
import { ForgeGateError } from "../core/errors.js";
import { displayPath } from "../core/escape.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { outputFile } from "../io/path-input.js";
import { processWriter, type Writer } from "./output.js";

export interface SnapshotCliOptions {
  lease?: string;
  output?: string;
  watch: string[];
  defaultRoots?: string;
  format: "text" | "json";
}

/** Parses `--default-roots worktree,repo,home,temp` (or `none`); `knob` names it in errors. */
export function parseRootGroups(value: string | undefined, knob = "--default-roots"): RootGroup[] {
  if (value === undefined || value.trim() === "all") return [...ROOT_GROUPS];
  if (value.trim() === "none") return [];
  const out: RootGroup[] = [];
  for (const raw of value.split(",")) {
    const g = raw.trim();
    if (g === "") continue;
    if (!(ROOT_GROUPS as readonly string[]).includes(g)) {
      throw new ForgeGateError(
        "usage",
        `${knob}: unknown group ${JSON.stringify(g)}`,
        `Use a comma-separated list of ${ROOT_GROUPS.join(", ")} (or all / none)`,
      );
    }
    if (!out.includes(g as RootGroup)) out.push(g as RootGroup);
  }
  return out;
}

export function requireLease(lease: string | undefined): string {
  if (!lease)
    throw new ForgeGateError(
      "usage",
      "no lease given",
      "Pass --lease FILE (`forge-gate lease init > lease.yaml` writes a starter lease for this repository)",
    );
  return lease;
}

export async function runSnapshot(opts: SnapshotCliOptions, w: Writer = processWriter): Promise<number> {
  const output =
    opts.output === undefined
      ? undefined
      : outputFile(
          opts.output,
          "--output",
          "Pass --output FILE in an existing directory outside every write root",
        );
  const lease = loadLeaseFile(requireLease(opts.lease));
  const result = await takeSnapshot({
    lease,
    output,
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots),
  });
  if (opts.format === "json") {
    w.out(`${JSON.stringify(jsonDocument(result))}\n`);
  } else {
    w.out(`${displayPath(result.snapshot)}\n`);
    w.err(`forge-gate: snapshot of ${result.entries} entries, digest ${result.digest}\n`);
    w.err(coverageText({ scopes: ["snapshot"], roots: result.roots, skipped: result.skipped }));
  }
  return 0;
}

/** Human-readable coverage lines for stderr: what was watched and what was not. */
export function coverageText(c: Coverage): string {
  const lines = [`forge-gate: watched: ${c.roots.map(displayPath).join(", ") || "(nothing)"}`];
  if (c.skipped.length > 0) lines.push(`forge-gate: not watched (${c.skipped.length}):`);
  for (const s of c.skipped.slice(0, 20)) lines.push(`  ${displayPath(s.path)}: ${displayPath(s.reason)}`);
  if (c.skipped.length > 20) lines.push(`  … and ${c.skipped.length - 20} more (see --format json)`);
  for (const f of c.failed ?? [])
    lines.push(`forge-gate: NOT COVERED: the ${f.scope} scope failed: ${displayPath(f.reason)}`);
  return `${lines.join("\n")}\n`;
}

export function skippedList(s: SkippedRoot[]): SkippedRoot[] {
  return s;
}
