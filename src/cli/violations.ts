import { homedir } from "node:os";
import { resolve } from "node:path";
import { ForgeGateError } from "../core/errors.js";
import {
  displayPath,
  escapeWorkflowData,
  escapeWorkflowProperty,
  GITHUB_ANNOTATION_LIMIT,
} from "../core/escape.js";
import { type CaseMode, defaultCaseMode } from "../core/paths.js";
import { RecordSplitter } from "../core/records.js";
import { findViolationsInBatches, type ViolationReport } from "../core/violations.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { linkedGitDirs } from "../io/git-dirs.js";
import { readChunks, readFileChunks } from "../io/input.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { processWriter, type Writer } from "./output.js";

export interface ViolationsOptions {
  lease?: string;
  root: string[];
  protect: string[];
  cwd?: string;
  from?: string;
  null?: boolean;
  format: "text" | "json" | "ndjson" | "github";
  pathCase: "auto" | CaseMode;
}

export async function runViolations(
  args: string[],
  opts: ViolationsOptions,
  w: Writer = processWriter,
): Promise<number> {
  if (opts.lease && opts.root.length > 0) {
    throw new ForgeGateError(
      "usage",
      "--lease and --root cannot be combined",
      "Grant roots in the lease, or pass --root alone",
    );
  }
  if (!opts.lease && opts.root.length === 0) {
    throw new ForgeGateError(
      "usage",
      "no lease given",
      "Pass --lease FILE, or the write roots with --root DIR",
    );
  }
  const lease = opts.lease ? loadLeaseFile(opts.lease) : null;
  const cwd = resolve(opts.cwd ?? lease?.worktree ?? process.cwd());
  const writeRoots = lease ? lease.write_roots : opts.root.map((r) => (r.trim() === "" ? r : resolve(r)));
  const caseMode = opts.pathCase === "auto" ? defaultCaseMode(process.platform) : opts.pathCase;

  const report = findViolationsInBatches(
    gatherPaths(args, opts),
    {
      writeRoots,
      protect: [...(lease?.protect ?? []), ...opts.protect],
      protectedPaths: linkedGitDirs(writeRoots.filter((r) => r.trim() !== "")),
      cwd,
      home: homedir(),
      caseMode,
    },
    createNodeProbe(caseMode),
  );
  w.out(formatReport(report, opts.format, Boolean(opts.null)));
  if (opts.format === "text")
    w.err(summaryLine(report, writeRoots.filter((r) => r.trim() !== "").length) + "\n");
  return report.violations.length > 0 ? 1 : 0;
}

/** Arguments, then stdin (`-`, read once), then --from: batches yielded lazily so big inputs stream. */
function* gatherPaths(args: string[], opts: ViolationsOptions): Generator<readonly string[]> {
  const nul = Boolean(opts.null);
  let stdinRead = false;
  for (const a of args) {
    if (a !== "-") {
      yield [a];
      continue;
    }
    if (stdinRead) continue;
    stdinRead = true;
    yield* splitChunks(readChunks(0, "standard input"), nul, "standard input");
  }
  if (opts.from !== undefined) yield* splitChunks(readFileChunks(opts.from), nul, displayPath(opts.from));
}

function* splitChunks(chunks: Iterable<Buffer>, nul: boolean, what: string): Generator<readonly string[]> {
  const splitter = new RecordSplitter(nul, what);
  for (const chunk of chunks) yield splitter.push(chunk);
  yield splitter.end();
}

function summaryLine(report: ViolationReport, roots: number): string {
  const n = report.violations.length;
  const closed = roots === 0 ? " (the lease grants no write roots: every write is an escape)" : "";
  if (n === 0) return `forge-gate: ${report.checked} path(s) checked, none outside the lease${closed}`;
  return `forge-gate: ${n} of ${report.checked} path(s) violate the lease${closed}`;
}

export function formatReport(
  report: ViolationReport,
  format: ViolationsOptions["format"],
  nul: boolean,
): string {
  switch (format) {
    case "json":
      return `${JSON.stringify({ schema_version: 1, checked: report.checked, violations: report.violations })}\n`;
    case "ndjson": {
      const lines = report.violations.map((v) => JSON.stringify({ type: "violation", ...v }));
      lines.push(
        JSON.stringify({ type: "summary", checked: report.checked, violations: report.violations.length }),
      );
      return `${lines.join("\n")}\n`;
    }
    case "github":
      return githubAnnotations(report);
    default:
      if (report.violations.length === 0) return "";
      if (nul) return report.violations.map((v) => `${v.path}\0`).join("");
      return `${report.violations.map((v) => displayPath(v.path)).join("\n")}\n`;
  }
}

const REASON_TEXT: Record<string, string> = {
  outside_write_roots: "is outside the lease's write roots",
  symlink_escape: "is inside a write root by name but a symlink takes it outside",
  protected: "is a protected path",
  unresolvable: "could not be resolved (permission denied or a symlink loop)",
};

function githubAnnotations(report: ViolationReport): string {
  const lines: string[] = [];
  for (const v of report.violations.slice(0, GITHUB_ANNOTATION_LIMIT)) {
    const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
    const message = `${displayPath(v.path)} ${REASON_TEXT[v.reason] ?? v.reason}${rule}; resolves to ${displayPath(v.resolved)}`;
    lines.push(
      `::error title=${escapeWorkflowProperty(`forge-gate: ${v.reason}`)}::${escapeWorkflowData(message)}`,
    );
  }
  const rest = report.violations.length - GITHUB_ANNOTATION_LIMIT;
  if (rest > 0) {
    lines.push(
      `::notice title=forge-gate::${rest} more violation(s) not annotated (GitHub's per-step limit)`,
    );
    for (const v of report.violations.slice(GITHUB_ANNOTATION_LIMIT)) {
      lines.push(`forge-gate: ${v.reason} ${escapeWorkflowData(displayPath(v.path))}`);
    }
  }
  lines.push(
    report.violations.length === 0
      ? `forge-gate: ${report.checked} path(s) checked, none outside the lease`
      : `forge-gate: ${report.violations.length} of ${report.checked} path(s) violate the lease`,
  );
  return `${lines.join("\n")}\n`;
}
