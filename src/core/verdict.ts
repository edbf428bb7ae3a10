/**
 * The gate's verdict and every text built from it (event line, PR comment, job summary, CLI output).
 * Pure: callers pass the clock's reading and the run's links in.
 */

import { ATTRIBUTION_MEANING, type Attribution } from "./attribution.js";
import type { Coverage, HostPresetsResult } from "./change-types.js";
import { ndjsonRecord, SCHEMA_VERSION, VERSION } from "./contract.js";
import { displayPath, escapeWorkflowData, escapeWorkflowProperty, markdownCode } from "./escape.js";
import type { Lease } from "./lease.js";
import { annotationProperties, type ReportPlace } from "./locations.js";
import { pathBelow } from "./paths.js";
import { type SarifNotification, sarifLog } from "./sarif.js";
import type { Violation, ViolationReason } from "./violations/index.js";

export type Verdict = "pass" | "refused";

export type EffectStatus = "applied" | "skipped" | "warning" | "failed";

/** What one effect did. `ok` is false when it did not happen (failed, or a warning such as a read-only token). */
export interface EffectOutcome {
  effect: string;
  ok: boolean;
  status: EffectStatus;
  detail: string;
}

export interface GateReport {
  schema_version: typeof SCHEMA_VERSION;
  /** The forge-gate version that judged. */
  version: string;
  verdict: Verdict;
  lease: string;
  violations: Violation[];
  /** How many change records the collectors returned. */
  changes: number;
  coverage: Coverage;
  /**
   * Whose changes were judged: the gate runs apart from the agent (its own step or job), so it cannot
   * tell the agent's writes from other programs' (`none`, detection only; see attribution.ts).
   */
  attribution: Attribution;
  attribution_detail: string;
  /**
   * The host presets that judged the runner's and forge-gate's own writes by meaning, what they set
   * aside and listed, and whether the job's environment was compared (absent: no snapshot diffed).
   */
  host?: HostPresetsResult;
  effects: EffectOutcome[];
}

/** The gate's attribution: detection only, said in every report. */
export const GATE_ATTRIBUTION = {
  attribution: "none" as Attribution,
  attribution_detail: `${ATTRIBUTION_MEANING.none} (the gate runs apart from the agent; \`forge-gate run\` attributes exactly)`,
};

export const REFUSAL_KIND = "merge_refused_write_root_escape";

export interface RefusalEvent {
  schema_version: typeof SCHEMA_VERSION;
  version: string;
  ts: string;
  kind: typeof REFUSAL_KIND;
  lease: string;
  issue: number | null;
  pr: number | null;
  repo: string | null;
  paths: string[];
  /** Path → why it is a violation. */
  reasons: Record<string, ViolationReason>;
}

/** Marks forge-gate's sticky PR comment so a re-run updates it instead of adding another. */
export const COMMENT_MARKER = "<!-- forge-gate:sticky-comment -->";

/** GitHub rejects comment bodies over 65,536 characters; stay clear of it. */
export const COMMENT_MAX_CHARS = 60_000;
/** The job summary may hold 1 MiB per step; a few hundred rows are plenty to read. */
export const SUMMARY_MAX_CHARS = 200_000;
export const SUMMARY_MAX_ROWS = 200;
export const COMMENT_MAX_ROWS = 50;
/** The `violations` output: capped so a huge escape cannot blow the job's output budget. */
export const OUTPUT_MAX_VIOLATIONS = 100;
export const OUTPUT_MAX_CHARS = 50_000;

export function decideVerdict(violations: readonly Violation[]): Verdict {
  return violations.length > 0 ? "refused" : "pass";
}

export function buildRefusalEvent(lease: Lease, violations: readonly Violation[], now: Date): RefusalEvent {
  return {
    schema_version: SCHEMA_VERSION,
    version: VERSION,
    ts: now.toISOString(),
    kind: REFUSAL_KIND,
    lease: lease.id,
    issue: lease.issue,
    pr: lease.pr,
    repo: lease.repo,
    paths: violations.map((v) => v.path),
    // fromEntries defines own properties, so a path named `__proto__` stays a plain key.
    reasons: Object.fromEntries(violations.map((v) => [v.path, v.reason])),
  };
}

/**
 * One NDJSON line. JSON.stringify escapes control characters but not U+2028/U+2029, which some
 * line readers split on; escape those too so the event is exactly one line for every reader.
 */
export function eventLine(event: RefusalEvent): string {
  return `${JSON.stringify(event)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")}\n`;
}

/** Timestamp safe in a directory name: `20261122T094719Z`. */
export function compactTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

export const REASON_TEXT: Record<ViolationReason, string> = {
  outside_write_roots: "outside the write roots",
  symlink_escape: "a symlink takes it outside",
  protected: "protected path",
  unresolvable: "could not be resolved",
  environment: "the job's environment changed for later steps",
};

function reasonCell(v: Violation): string {
  const base = REASON_TEXT[v.reason] ?? v.reason;
  const ruled = v.rule ? `${base} (${markdownCode(v.rule)})` : base;
  return v.detail ? `${ruled}: ${markdownCode(v.detail)}` : ruled;
}

/**
 * Markdown table rows for violations, stopping at `maxRows` rows or `maxChars` characters;
 * the rest is summarised as "and N more".
 */
export function violationTable(violations: readonly Violation[], maxRows: number, maxChars: number): string {
  const lines = ["| path | reason | resolves to |", "| --- | --- | --- |"];
  let size = lines.join("\n").length;
  let shown = 0;
  for (const v of violations) {
    if (shown >= maxRows) break;
    const resolved = v.resolved === v.path ? "" : markdownCode(v.resolved);
    const row = `| ${markdownCode(v.path)} | ${reasonCell(v)} | ${resolved} |`;
    if (size + row.length + 1 > maxChars) break;
    lines.push(row);
    size += row.length + 1;
    shown++;
  }
  const rest = violations.length - shown;
  if (rest > 0)
    lines.push("", `…and ${rest} more (the full list is in the job log and the \`violations\` output).`);
  return lines.join("\n");
}

function coverageMarkdown(c: Coverage): string {
  const scopes = c.scopes.length > 0 ? c.scopes.map((s) => markdownCode(s)).join(", ") : "none";
  const lines = [`- scopes: ${scopes}`];
  const roots = c.roots.slice(0, 20).map((r) => markdownCode(r));
  if (c.roots.length > 20) roots.push(`and ${c.roots.length - 20} more`);
  lines.push(`- roots watched: ${roots.length > 0 ? roots.join(", ") : "none"}`);
  if (c.skipped.length > 0) {
    const skipped = c.skipped.slice(0, 20).map((s) => `${markdownCode(s.path)} (${markdownCode(s.reason)})`);
    if (c.skipped.length > 20) skipped.push(`and ${c.skipped.length - 20} more`);
    lines.push(`- **not covered**: ${skipped.join(", ")}`);
  }
  for (const f of c.failed ?? [])
    lines.push(`- **scope ${markdownCode(f.scope)} failed, not covered**: ${markdownCode(f.reason)}`);
  return lines.join("\n");
}

export interface CommentContext {
  /** Link to the workflow run that refused, when known. */
  runUrl?: string;
}

/** The sticky PR comment: marker, what happened, the offending paths (escaped, capped), how to proceed. */
export function renderComment(report: GateReport, ctx: CommentContext = {}): string {
  const n = report.violations.length;
  const head = [
    COMMENT_MARKER,
    "### ⛔ forge-gate refused this merge",
    "",
    `The agent run under lease ${markdownCode(report.lease)} changed ${n} path(s) outside what the lease grants. ` +
      "Nothing from this run should merge until a human has reviewed it.",
    "",
    "",
  ].join("\n");
  const tail = [
    "",
    "",
    "<details><summary>Coverage</summary>",
    "",
    coverageMarkdown(report.coverage),
    "",
    "</details>",
    "",
    ctx.runUrl ? `Details: [workflow run](${ctx.runUrl}). ` : "",
    "This comment is updated on every gate run; the quarantine label stays until a human removes it.",
  ].join("\n");
  const budget = COMMENT_MAX_CHARS - head.length - tail.length;
  return head + violationTable(report.violations, COMMENT_MAX_ROWS, budget) + tail;
}

function effectsMarkdown(effects: readonly EffectOutcome[]): string {
  if (effects.length === 0) return "No effects (the gate passed, so nothing was changed).";
  const lines = ["| effect | status | detail |", "| --- | --- | --- |"];
  for (const e of effects) {
    lines.push(`| ${markdownCode(e.effect)} | ${e.status} | ${markdownCode(e.detail.slice(0, 500))} |`);
  }
  return lines.join("\n");
}

/** The job summary: verdict, violations table, coverage and effects. */
/** The host presets' part of the summary: what was set aside, what was listed, the environment. */
function hostMarkdown(h: HostPresetsResult): string {
  const lines = [`- presets: ${h.presets.map((p) => markdownCode(p)).join(", ") || "none"}`];
  if (h.runner)
    lines.push(
      `- runner: install ${h.runner.root === null ? "not found" : markdownCode(h.runner.root)}, work folder ${markdownCode(h.runner.work)} (found from the ${h.runner.located === "process" ? "worker process" : "environment"})`,
    );
  const aside = Object.entries(h.set_aside).map(([k, n]) => `${markdownCode(k)} ${n}`);
  if (aside.length > 0) lines.push(`- set aside as their own writes: ${aside.join(", ")}`);
  for (const d of h.data.slice(0, 20))
    lines.push(`- data, not charged: ${markdownCode(d.path)} (${markdownCode(d.rule)})`);
  if (h.data.length > 20) lines.push(`- and ${h.data.length - 20} more listed as data`);
  lines.push(
    h.environment.compared
      ? "- the job's environment and PATH: compared with the snapshot's"
      : `- the job's environment: **not compared** (${markdownCode(h.environment.reason)})`,
  );
  return lines.join("\n");
}

export function renderSummary(report: GateReport): string {
  const title =
    report.verdict === "pass"
      ? `## ✅ forge-gate: pass`
      : `## ⛔ forge-gate: merge refused (${report.violations.length} violation(s))`;
  const parts = [
    title,
    "",
    `Lease ${markdownCode(report.lease)}; ${report.changes} change(s) checked by forge-gate ${markdownCode(report.version)}.`,
    "",
    `Attribution: ${markdownCode(report.attribution)}: ${report.attribution_detail.replace(/`/g, "")}.`,
    "",
  ];
  if (report.violations.length > 0) {
    parts.push(
      "### Violations",
      "",
      violationTable(report.violations, SUMMARY_MAX_ROWS, SUMMARY_MAX_CHARS),
      "",
    );
  }
  parts.push("### Coverage", "", coverageMarkdown(report.coverage), "");
  if (report.host) parts.push("### Host presets", "", hostMarkdown(report.host), "");
  parts.push("### Effects", "", effectsMarkdown(report.effects), "");
  return parts.join("\n");
}

/** The `violations` output: a JSON array, capped by count and size; `count` carries the total. */
export function violationsOutput(violations: readonly Violation[]): string {
  const out: Violation[] = [];
  let size = 2;
  for (const v of violations.slice(0, OUTPUT_MAX_VIOLATIONS)) {
    const len = JSON.stringify(v).length + 1;
    if (size + len > OUTPUT_MAX_CHARS) break;
    out.push(v);
    size += len;
  }
  return JSON.stringify(out);
}

export type GateFormat = "text" | "json" | "ndjson" | "github" | "sarif";

/** The CLI's stdout for each format. `place` locates the violations in the repository (file=, SARIF). */
export function formatGateReport(
  report: GateReport,
  format: GateFormat,
  annotationLimit: number,
  place: ReportPlace = { cwd: "/", root: null },
): string {
  switch (format) {
    case "json":
      return `${JSON.stringify(report)}\n`;
    case "ndjson": {
      const lines = report.violations.map((v) => ndjsonRecord("violation", v));
      for (const e of report.effects) lines.push(ndjsonRecord("effect", e));
      lines.push(
        ndjsonRecord("summary", {
          version: report.version,
          verdict: report.verdict,
          lease: report.lease,
          violations: report.violations.length,
          changes: report.changes,
          coverage: report.coverage,
          attribution: report.attribution,
          attribution_detail: report.attribution_detail,
        }),
      );
      return `${lines.join("\n")}\n`;
    }
    case "github":
      return `${githubCommands(report, annotationLimit, place).join("\n")}\n`;
    case "sarif":
      return `${JSON.stringify(gateSarif(report, place))}\n`;
    default:
      return textReport(report);
  }
}

/** The gate's SARIF log: violations as results; roots not covered and failed effects as notifications. */
export function gateSarif(report: GateReport, place: ReportPlace): Record<string, unknown> {
  const notifications: SarifNotification[] = [
    ...report.coverage.skipped.map((s) => ({
      level: "warning" as const,
      text: `not covered: ${s.path} (${s.reason})`,
    })),
    ...report.effects
      .filter((e) => e.status === "failed" || e.status === "warning")
      .map((e) => ({ level: "warning" as const, text: `effect ${e.effect}: ${e.status}: ${e.detail}` })),
  ];
  return sarifLog({
    violations: report.violations,
    cwd: place.cwd,
    root: place.root,
    properties: {
      verdict: report.verdict,
      lease: report.lease,
      changes: report.changes,
      violations: report.violations.length,
      coverage: report.coverage,
      attribution: report.attribution,
      effects: report.effects,
    },
    notifications,
  });
}

/** A variable or PATH entry is no file: its annotation attaches to none. */
const NOWHERE: ReportPlace = { cwd: "/", root: null };

/** Workflow commands: capped error annotations, a notice for the rest, warnings for failed effects. */
export function githubCommands(
  report: GateReport,
  limit: number,
  place: ReportPlace = { cwd: "/", root: null },
): string[] {
  const lines: string[] = [];
  for (const v of report.violations.slice(0, limit)) {
    lines.push(
      `::error ${annotationProperties(`forge-gate: ${v.reason}`, v.path, v.reason === "environment" ? NOWHERE : place)}::${escapeWorkflowData(annotationText(v))}`,
    );
  }
  const rest = report.violations.length - limit;
  if (rest > 0) {
    lines.push(
      `::notice title=forge-gate::${rest} more violation(s) not annotated (GitHub shows ${limit} per step); see the log and the job summary`,
    );
    for (const v of report.violations.slice(limit))
      lines.push(`forge-gate: ${escapeWorkflowData(annotationText(v))}`);
  }
  for (const e of report.effects) {
    if (e.status === "failed" || e.status === "warning") {
      lines.push(
        `::warning title=${escapeWorkflowProperty(`forge-gate: ${e.effect}`)}::${escapeWorkflowData(e.detail)}`,
      );
    }
  }
  lines.push(
    `::notice title=forge-gate attribution::${escapeWorkflowData(`${report.attribution}: ${report.attribution_detail}`)}`,
  );
  lines.push(escapeWorkflowData(verdictLine(report)));
  return lines;
}

/** One violation as a sentence for annotations and logs (the caller escapes it for its channel). */
export function annotationText(v: Violation): string {
  const rule = v.rule ? ` (rule ${v.rule})` : "";
  const where = v.resolved !== v.path ? `; resolves to ${displayPath(v.resolved)}` : "";
  const what = v.detail ? `; ${displayPath(v.detail)}` : "";
  return `${displayPath(v.path)}: ${REASON_TEXT[v.reason] ?? v.reason}${rule}${where}${what}`;
}

export function verdictLine(report: GateReport): string {
  if (report.verdict === "pass") {
    return `forge-gate: pass: ${report.changes} change(s) checked against lease ${displayPath(report.lease)}, none outside it`;
  }
  return `forge-gate: merge refused: ${report.violations.length} path(s) escaped lease ${displayPath(report.lease)} (${report.changes} change(s) checked)`;
}

/** Up to this many violations, text output lists each on its own line; beyond, large sets are grouped. */
export const TEXT_LIST_ALL = 20;

/**
 * Text output's violation lines, each with its reason. Up to TEXT_LIST_ALL violations, one line
 * each; beyond that, violations with the same reason (and rule) under the same top-level entry of
 * a watched root (`~/.npm/…`, not 43 cache files one by one) share one line with their count and
 * an example; a violation alone in its group keeps its own line. `--format json` lists every path.
 */
export function violationLines(violations: readonly Violation[], roots: readonly string[]): string[] {
  const line = (v: Violation) => `  ${v.reason.padEnd(20)} ${annotationText(v)}`;
  if (violations.length <= TEXT_LIST_ALL) return violations.map(line);
  const deepestFirst = [...roots].sort((a, b) => b.length - a.length);
  const groups = new Map<string, { entry: string; members: Violation[] }>();
  for (const v of violations) {
    const entry = topLevelEntry(v.path, deepestFirst);
    const key = `${v.reason}\0${v.rule ?? ""}\0${entry}`;
    const g = groups.get(key);
    if (g) g.members.push(v);
    else groups.set(key, { entry, members: [v] });
  }
  const out: string[] = [];
  for (const { entry, members } of groups.values()) {
    const v = members[0]!;
    if (members.length === 1) {
      out.push(line(v));
      continue;
    }
    const rule = v.rule ? ` (rule ${v.rule})` : "";
    out.push(
      `  ${v.reason.padEnd(20)} ${displayPath(entry)} and below: ${members.length} paths, ${REASON_TEXT[v.reason] ?? v.reason}${rule} (e.g. ${displayPath(v.path)})`,
    );
  }
  if (groups.size < violations.length)
    out.push(
      `  (${violations.length} paths in all, grouped by where they are; --format json lists each one)`,
    );
  return out;
}

/** The first entry below the deepest root holding `path` (the path itself when it is that entry); else its directory. */
function topLevelEntry(path: string, deepestFirst: readonly string[]): string {
  for (const root of deepestFirst) {
    const below = pathBelow(path, root);
    if (below === null || below === "") continue;
    const first = below.split("/")[0]!;
    return root.endsWith("/") ? `${root}${first}` : `${root}/${first}`;
  }
  const slash = path.lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash) : path;
}

function textReport(report: GateReport): string {
  const lines = [verdictLine(report)];
  lines.push(...violationLines(report.violations, report.coverage.roots));
  const c = report.coverage;
  lines.push(
    `coverage: scopes ${c.scopes.join(", ") || "none"}; roots ${c.roots.map(displayPath).join(", ") || "none"}`,
  );
  for (const s of c.skipped) lines.push(`  not covered: ${displayPath(s.path)} (${displayPath(s.reason)})`);
  for (const f of c.failed ?? [])
    lines.push(`  not covered: the ${f.scope} scope failed: ${displayPath(f.reason)}`);
  if (report.host) {
    const aside = Object.entries(report.host.set_aside).map(([k, n]) => `${k} ${n}`);
    lines.push(
      `host presets: ${report.host.presets.join(", ") || "none"}${aside.length > 0 ? `; set aside ${aside.join(", ")}` : ""}`,
    );
    for (const d of report.host.data) lines.push(`  data: ${displayPath(d.path)} (${displayPath(d.rule)})`);
  }
  lines.push(`attribution: ${report.attribution}: ${report.attribution_detail}`);
  for (const e of report.effects) lines.push(`effect ${e.effect}: ${e.status}: ${displayPath(e.detail)}`);
  return `${lines.join("\n")}\n`;
}
