import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  annotationProperties,
  sarifLog
} from "./chunk-GGD2DWSQ.js";
import {
  ATTRIBUTION_MEANING
} from "./chunk-MIKOCAMF.js";
import {
  displayPath,
  escapeWorkflowData,
  escapeWorkflowProperty,
  markdownCode
} from "./chunk-MH3LFAPP.js";
import {
  SCHEMA_VERSION,
  ndjsonRecord
} from "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  isWithin,
  pathBelow,
  pathFolder
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError,
  errorText
} from "./chunk-QEJECJYU.js";

// src/core/verdict.ts
var GATE_ATTRIBUTION = {
  attribution: "none",
  attribution_detail: `${ATTRIBUTION_MEANING.none} (the gate runs apart from the agent; \`forge-gate run\` attributes exactly)`
};
var REFUSAL_KIND = "merge_refused_write_root_escape";
var COMMENT_MARKER = "<!-- forge-gate:sticky-comment -->";
var COMMENT_MAX_CHARS = 6e4;
var SUMMARY_MAX_CHARS = 2e5;
var SUMMARY_MAX_ROWS = 200;
var COMMENT_MAX_ROWS = 50;
var OUTPUT_MAX_VIOLATIONS = 100;
var OUTPUT_MAX_CHARS = 5e4;
function decideVerdict(violations) {
  return violations.length > 0 ? "refused" : "pass";
}
function buildRefusalEvent(lease, violations, now) {
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
    reasons: Object.fromEntries(violations.map((v) => [v.path, v.reason]))
  };
}
function eventLine(event) {
  return `${JSON.stringify(event).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")}
`;
}
function compactTimestamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}
var REASON_TEXT = {
  outside_write_roots: "outside the write roots",
  symlink_escape: "a symlink takes it outside",
  protected: "protected path",
  unresolvable: "could not be resolved",
  environment: "the job's environment changed for later steps"
};
function reasonCell(v) {
  const base = REASON_TEXT[v.reason] ?? v.reason;
  const ruled = v.rule ? `${base} (${markdownCode(v.rule)})` : base;
  return v.detail ? `${ruled}: ${markdownCode(v.detail)}` : ruled;
}
function violationTable(violations, maxRows, maxChars) {
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
    lines.push("", `\u2026and ${rest} more (the full list is in the job log and the \`violations\` output).`);
  return lines.join("\n");
}
function coverageMarkdown(c) {
  const scopes = c.scopes.length > 0 ? c.scopes.map((s) => markdownCode(s)).join(", ") : "none";
  const lines = [`- scopes: ${scopes}`];
  const roots = c.roots.slice(0, 20).map((r) => markdownCode(r));
  if (c.roots.length > 20) roots.push(`and ${c.roots.length - 20} more`);
  lines.push(`- roots watched: ${roots.length > 0 ? roots.join(", ") : "none"}`);
  if (c.skipped.length > 0) {
    const skipped2 = c.skipped.slice(0, 20).map((s) => `${markdownCode(s.path)} (${markdownCode(s.reason)})`);
    if (c.skipped.length > 20) skipped2.push(`and ${c.skipped.length - 20} more`);
    lines.push(`- **not covered**: ${skipped2.join(", ")}`);
  }
  for (const f of c.failed ?? [])
    lines.push(`- **scope ${markdownCode(f.scope)} failed, not covered**: ${markdownCode(f.reason)}`);
  return lines.join("\n");
}
function renderComment(report, ctx = {}) {
  const n = report.violations.length;
  const head = [
    COMMENT_MARKER,
    "### \u26D4 forge-gate refused this merge",
    "",
    `The agent run under lease ${markdownCode(report.lease)} changed ${n} path(s) outside what the lease grants. Nothing from this run should merge until a human has reviewed it.`,
    "",
    ""
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
    "This comment is updated on every gate run; the quarantine label stays until a human removes it."
  ].join("\n");
  const budget = COMMENT_MAX_CHARS - head.length - tail.length;
  return head + violationTable(report.violations, COMMENT_MAX_ROWS, budget) + tail;
}
function effectsMarkdown(effects) {
  if (effects.length === 0) return "No effects (the gate passed, so nothing was changed).";
  const lines = ["| effect | status | detail |", "| --- | --- | --- |"];
  for (const e of effects) {
    lines.push(`| ${markdownCode(e.effect)} | ${e.status} | ${markdownCode(e.detail.slice(0, 500))} |`);
  }
  return lines.join("\n");
}
function hostMarkdown(h) {
  const lines = [`- presets: ${h.presets.map((p) => markdownCode(p)).join(", ") || "none"}`];
  if (h.runner)
    lines.push(
      `- runner: install ${h.runner.root === null ? "not found" : markdownCode(h.runner.root)}, work folder ${markdownCode(h.runner.work)} (found from the ${h.runner.located === "process" ? "worker process" : "environment"})`
    );
  const aside = Object.entries(h.set_aside).map(([k, n]) => `${markdownCode(k)} ${n}`);
  if (aside.length > 0) lines.push(`- set aside as their own writes: ${aside.join(", ")}`);
  for (const d of h.data.slice(0, 20))
    lines.push(`- data, not charged: ${markdownCode(d.path)} (${markdownCode(d.rule)})`);
  if (h.data.length > 20) lines.push(`- and ${h.data.length - 20} more listed as data`);
  lines.push(
    h.environment.compared ? "- the job's environment and PATH: compared with the snapshot's" : `- the job's environment: **not compared** (${markdownCode(h.environment.reason)})`
  );
  return lines.join("\n");
}
function renderSummary(report) {
  const title = report.verdict === "pass" ? `## \u2705 forge-gate: pass` : `## \u26D4 forge-gate: merge refused (${report.violations.length} violation(s))`;
  const parts = [
    title,
    "",
    `Lease ${markdownCode(report.lease)}; ${report.changes} change(s) checked by forge-gate ${markdownCode(report.version)}.`,
    "",
    `Attribution: ${markdownCode(report.attribution)}: ${report.attribution_detail.replace(/`/g, "")}.`,
    ""
  ];
  if (report.violations.length > 0) {
    parts.push(
      "### Violations",
      "",
      violationTable(report.violations, SUMMARY_MAX_ROWS, SUMMARY_MAX_CHARS),
      ""
    );
  }
  parts.push("### Coverage", "", coverageMarkdown(report.coverage), "");
  if (report.host) parts.push("### Host presets", "", hostMarkdown(report.host), "");
  parts.push("### Effects", "", effectsMarkdown(report.effects), "");
  return parts.join("\n");
}
function violationsOutput(violations) {
  const out = [];
  let size = 2;
  for (const v of violations.slice(0, OUTPUT_MAX_VIOLATIONS)) {
    const len = JSON.stringify(v).length + 1;
    if (size + len > OUTPUT_MAX_CHARS) break;
    out.push(v);
    size += len;
  }
  return JSON.stringify(out);
}
function formatGateReport(report, format, annotationLimit, place = { cwd: "/", root: null }) {
  switch (format) {
    case "json":
      return `${JSON.stringify(report)}
`;
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
          attribution_detail: report.attribution_detail
        })
      );
      return `${lines.join("\n")}
`;
    }
    case "github":
      return `${githubCommands(report, annotationLimit, place).join("\n")}
`;
    case "sarif":
      return `${JSON.stringify(gateSarif(report, place))}
`;
    default:
      return textReport(report);
  }
}
function gateSarif(report, place) {
  const notifications = [
    ...report.coverage.skipped.map((s) => ({
      level: "warning",
      text: `not covered: ${s.path} (${s.reason})`
    })),
    ...report.effects.filter((e) => e.status === "failed" || e.status === "warning").map((e) => ({ level: "warning", text: `effect ${e.effect}: ${e.status}: ${e.detail}` }))
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
      effects: report.effects
    },
    notifications
  });
}
var NOWHERE = { cwd: "/", root: null };
function githubCommands(report, limit, place = { cwd: "/", root: null }) {
  const lines = [];
  for (const v of report.violations.slice(0, limit)) {
    lines.push(
      `::error ${annotationProperties(`forge-gate: ${v.reason}`, v.path, v.reason === "environment" ? NOWHERE : place)}::${escapeWorkflowData(annotationText(v))}`
    );
  }
  const rest = report.violations.length - limit;
  if (rest > 0) {
    lines.push(
      `::notice title=forge-gate::${rest} more violation(s) not annotated (GitHub shows ${limit} per step); see the log and the job summary`
    );
    for (const v of report.violations.slice(limit))
      lines.push(`forge-gate: ${escapeWorkflowData(annotationText(v))}`);
  }
  for (const e of report.effects) {
    if (e.status === "failed" || e.status === "warning") {
      lines.push(
        `::warning title=${escapeWorkflowProperty(`forge-gate: ${e.effect}`)}::${escapeWorkflowData(e.detail)}`
      );
    }
  }
  lines.push(
    `::notice title=forge-gate attribution::${escapeWorkflowData(`${report.attribution}: ${report.attribution_detail}`)}`
  );
  lines.push(escapeWorkflowData(verdictLine(report)));
  return lines;
}
function annotationText(v) {
  const rule = v.rule ? ` (rule ${v.rule})` : "";
  const where = v.resolved !== v.path ? `; resolves to ${displayPath(v.resolved)}` : "";
  const what = v.detail ? `; ${displayPath(v.detail)}` : "";
  return `${displayPath(v.path)}: ${REASON_TEXT[v.reason] ?? v.reason}${rule}${where}${what}`;
}
function verdictLine(report) {
  if (report.verdict === "pass") {
    return `forge-gate: pass: ${report.changes} change(s) checked against lease ${displayPath(report.lease)}, none outside it`;
  }
  return `forge-gate: merge refused: ${report.violations.length} path(s) escaped lease ${displayPath(report.lease)} (${report.changes} change(s) checked)`;
}
var TEXT_LIST_ALL = 20;
function violationLines(violations, roots) {
  const line = (v) => `  ${v.reason.padEnd(20)} ${annotationText(v)}`;
  if (violations.length <= TEXT_LIST_ALL) return violations.map(line);
  const deepestFirst = [...roots].sort((a, b) => b.length - a.length);
  const groups = /* @__PURE__ */ new Map();
  for (const v of violations) {
    const entry = topLevelEntry(v.path, deepestFirst);
    const key = `${v.reason}\0${v.rule ?? ""}\0${entry}`;
    const g = groups.get(key);
    if (g) g.members.push(v);
    else groups.set(key, { entry, members: [v] });
  }
  const out = [];
  for (const { entry, members } of groups.values()) {
    const v = members[0];
    if (members.length === 1) {
      out.push(line(v));
      continue;
    }
    const rule = v.rule ? ` (rule ${v.rule})` : "";
    out.push(
      `  ${v.reason.padEnd(20)} ${displayPath(entry)} and below: ${members.length} paths, ${REASON_TEXT[v.reason] ?? v.reason}${rule} (e.g. ${displayPath(v.path)})`
    );
  }
  if (groups.size < violations.length)
    out.push(
      `  (${violations.length} paths in all, grouped by where they are; --format json lists each one)`
    );
  return out;
}
function topLevelEntry(path, deepestFirst) {
  for (const root of deepestFirst) {
    const below = pathBelow(path, root);
    if (below === null || below === "") continue;
    const first = below.split("/")[0];
    return root.endsWith("/") ? `${root}${first}` : `${root}/${first}`;
  }
  const slash = path.lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash) : path;
}
function textReport(report) {
  const lines = [verdictLine(report)];
  lines.push(...violationLines(report.violations, report.coverage.roots));
  const c = report.coverage;
  lines.push(
    `coverage: scopes ${c.scopes.join(", ") || "none"}; roots ${c.roots.map(displayPath).join(", ") || "none"}`
  );
  for (const s of c.skipped) lines.push(`  not covered: ${displayPath(s.path)} (${displayPath(s.reason)})`);
  for (const f of c.failed ?? [])
    lines.push(`  not covered: the ${f.scope} scope failed: ${displayPath(f.reason)}`);
  if (report.host) {
    const aside = Object.entries(report.host.set_aside).map(([k, n]) => `${k} ${n}`);
    lines.push(
      `host presets: ${report.host.presets.join(", ") || "none"}${aside.length > 0 ? `; set aside ${aside.join(", ")}` : ""}`
    );
    for (const d of report.host.data) lines.push(`  data: ${displayPath(d.path)} (${displayPath(d.rule)})`);
  }
  lines.push(`attribution: ${report.attribution}: ${report.attribution_detail}`);
  for (const e of report.effects) lines.push(`effect ${e.effect}: ${e.status}: ${displayPath(e.detail)}`);
  return `${lines.join("\n")}
`;
}

// src/collect/coverage.ts
function assertCovered(coverage) {
  const failed2 = coverage.failed ?? [];
  if (failed2.length === 0) return;
  throw new ForgeGateError(
    "collector_failed",
    `the ${failed2.map((f) => f.scope).join(" and ")} scope could not be collected, and nothing else proves an escape: ${failed2.map((f) => f.reason).join("; ")}`,
    "Fix what stopped it (the message says what) and gate the run again; until then treat the run as unverified"
  );
}

// src/gate/coordinates.ts
function relocate(path, from, to) {
  const f = stripSlash(from);
  const t = stripSlash(to);
  if (path === f) return t;
  const prefix = f === "/" ? "/" : `${f}/`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  return t === "/" ? `/${rest}` : `${t}/${rest}`;
}
function stripSlash(p) {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
function rebaseLease(lease, from, to) {
  const move = (p) => relocate(p, from, to);
  return {
    ...lease,
    worktree: lease.worktree === null ? null : move(lease.worktree),
    write_roots: lease.write_roots.map(move),
    read_roots: lease.read_roots.map(move),
    watch: lease.watch.map(move)
  };
}
function inLeaseCoordinates(result, from, to) {
  const move = (p) => relocate(p, from, to);
  const changes = result.changes.map((c) => {
    const out2 = { ...c, path: move(c.path) };
    if (c.from !== void 0) out2.from = move(c.from);
    return out2;
  });
  const out = {
    changes,
    coverage: {
      scopes: [...result.coverage.scopes],
      roots: result.coverage.roots.map(move),
      skipped: result.coverage.skipped.map((s) => ({ ...s, path: move(s.path) })),
      ...result.coverage.failed ? { failed: result.coverage.failed.map((f) => ({ ...f })) } : {}
    }
  };
  if (result.git !== void 0) {
    out.git = result.git === null ? null : {
      ...result.git,
      worktree: move(result.git.worktree),
      git_dir: move(result.git.git_dir),
      common_dir: move(result.git.common_dir),
      worktrees: result.git.worktrees.map(move)
    };
  }
  return out;
}
function relocatedProbe(inner, where, caseMode) {
  const fold = pathFolder(caseMode);
  const wt = stripSlash(where.worktree);
  const co = stripSlash(where.checkout);
  const wtKey = fold(wt);
  const coKey = fold(co);
  const place = (p) => {
    const key = fold(p);
    if (isWithin(key, wtKey)) {
      const head = p.slice(0, wt.length);
      const rest = p.slice(wt.length);
      if (fold(head) !== wtKey || rest !== "" && !rest.startsWith("/") && wt !== "/")
        return { at: "ambiguous" };
      const tail = wt === "/" ? p.slice(1) : rest.slice(1);
      return { at: "worktree", path: tail === "" ? co : co === "/" ? `/${tail}` : `${co}/${tail}` };
    }
    if (isWithin(wtKey, key)) return { at: "ancestor" };
    if (isWithin(key, coKey)) return { at: "hidden" };
    return { at: "host" };
  };
  return {
    kind(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.kind(w.path);
      if (w.at === "ancestor") return "dir";
      if (w.at === "hidden") return null;
      if (w.at === "ambiguous") return "unknown";
      return inner.kind(p);
    },
    readlink(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.readlink(w.path);
      return w.at === "host" ? inner.readlink(p) : null;
    },
    realpath(p) {
      if (place(p).at !== "host" || inner.realpath === void 0) return null;
      const real = inner.realpath(p);
      return real !== null && place(real).at === "host" ? real : null;
    }
  };
}

// src/gate/gate.ts
var NO_SNAPSHOT_PATH = "(host)";
async function runGate(input, deps) {
  const { lease } = input;
  const checkout = input.checkout !== void 0 && deps.physicalPath ? deps.physicalPath(input.checkout) : input.checkout;
  const relocation = checkout !== void 0 && lease.worktree !== null && checkout !== lease.worktree ? { worktree: lease.worktree, checkout } : void 0;
  const relocated = relocation !== void 0;
  const collectLease = relocated ? rebaseLease(lease, relocation.worktree, relocation.checkout) : lease;
  const opts = { lease: collectLease };
  if (input.snapshotPath !== void 0) opts.snapshotPath = input.snapshotPath;
  if (input.snapshotDigest !== void 0) opts.snapshotDigest = input.snapshotDigest;
  if (input.base !== void 0) opts.base = input.base;
  if (input.stateDir !== void 0) opts.stateDir = input.stateDir;
  const collected = await deps.collect(opts);
  if (input.snapshotPath === void 0) {
    collected.coverage.skipped.unshift({
      path: NO_SNAPSHOT_PATH,
      reason: "no snapshot: only the git scope was judged; writes outside the repository were not seen"
    });
  }
  const result = relocated ? inLeaseCoordinates(collected, relocation.checkout, relocation.worktree) : collected;
  const judged = deps.judge(lease, result, relocation);
  const report = {
    schema_version: SCHEMA_VERSION,
    version: VERSION,
    verdict: decideVerdict(judged.violations),
    lease: lease.id,
    violations: judged.violations,
    changes: result.changes.length,
    coverage: result.coverage,
    ...GATE_ATTRIBUTION,
    ...result.host ? { host: result.host } : {},
    effects: []
  };
  if (report.verdict === "pass") {
    assertCovered(report.coverage);
    return report;
  }
  const event = buildRefusalEvent(lease, report.violations, deps.now());
  for (const effect of deps.effects) {
    try {
      const out = await effect.run({ lease, report, event });
      report.effects.push(...Array.isArray(out) ? out : [out]);
    } catch (err) {
      report.effects.push({ effect: effect.name, ok: false, status: "failed", detail: errorText(err) });
    }
  }
  return report;
}
function applied(effect, detail) {
  return { effect, ok: true, status: "applied", detail };
}
function skipped(effect, detail) {
  return { effect, ok: true, status: "skipped", detail };
}
function warning(effect, detail) {
  return { effect, ok: false, status: "warning", detail };
}
function failed(effect, detail) {
  return { effect, ok: false, status: "failed", detail };
}

// src/core/digest.ts
var DIGEST = /^(?:sha256:)?[0-9a-fA-F]{64}$/;
function parseSnapshotDigest(raw, what) {
  const t = raw.trim();
  if (!DIGEST.test(t)) {
    const shown = t.length > 80 ? `${JSON.stringify(t.slice(0, 80))}\u2026` : JSON.stringify(t);
    throw new ForgeGateError(
      "digest_invalid",
      `${what} ${shown} is not a snapshot digest: expected sha256: followed by 64 hex digits`,
      "Pass the `digest` that `forge-gate snapshot` printed (or the snapshot step's `digest` output) unchanged"
    );
  }
  return `sha256:${t.replace(/^sha256:/, "").toLowerCase()}`;
}

export {
  GATE_ATTRIBUTION,
  COMMENT_MARKER,
  eventLine,
  compactTimestamp,
  renderComment,
  renderSummary,
  violationsOutput,
  formatGateReport,
  gateSarif,
  annotationText,
  verdictLine,
  violationLines,
  assertCovered,
  rebaseLease,
  relocatedProbe,
  NO_SNAPSHOT_PATH,
  runGate,
  applied,
  skipped,
  warning,
  failed,
  parseSnapshotDigest
};
