import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  linkedGitDirs
} from "./chunk-ZGORSKNC.js";
import {
  processWriter
} from "./chunk-GODCAW7D.js";
import {
  GITHUB_ANNOTATION_LIMIT,
  displayPath,
  escapeWorkflowData,
  escapeWorkflowProperty
} from "./chunk-ZT57TTI4.js";
import {
  RecordSplitter,
  loadLeaseFile
} from "./chunk-3YVBH2GF.js";
import {
  createNodeProbe,
  findViolationsInBatches
} from "./chunk-7MC2YSN6.js";
import {
  openForReading
} from "./chunk-V7NDT3UM.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import {
  defaultCaseMode
} from "./chunk-DAMF7RYP.js";

// src/cli/violations.ts
import { homedir } from "node:os";
import { resolve } from "node:path";

// src/io/input.ts
import { closeSync, readSync } from "node:fs";
var CHUNK = 1 << 20;
function* readChunks(fd, what) {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (; ; ) {
    const buf = Buffer.allocUnsafe(CHUNK);
    let n;
    try {
      n = readSync(fd, buf, 0, CHUNK, null);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN") {
        Atomics.wait(sleeper, 0, 0, 5);
        continue;
      }
      if (code === "EOF") return;
      throw new ForgeGateError(
        "input_unreadable",
        `cannot read ${what}: ${code ?? err.message}`,
        "Pipe the paths in, or pass them as arguments or with --from FILE"
      );
    }
    if (n === 0) return;
    yield buf.subarray(0, n);
  }
}
function* readFileChunks(file) {
  const fd = openForReading(file, JSON.stringify(file), "input_unreadable", "Check the path given to --from");
  try {
    yield* readChunks(fd, JSON.stringify(file));
  } finally {
    closeSync(fd);
  }
}

// src/cli/violations.ts
async function runViolations(args, opts, w = processWriter) {
  if (opts.lease && opts.root.length > 0) {
    throw new ForgeGateError(
      "usage",
      "--lease and --root cannot be combined",
      "Grant roots in the lease, or pass --root alone"
    );
  }
  if (!opts.lease && opts.root.length === 0) {
    throw new ForgeGateError(
      "usage",
      "no lease given",
      "Pass --lease FILE, or the write roots with --root DIR"
    );
  }
  const lease = opts.lease ? loadLeaseFile(opts.lease) : null;
  const cwd = resolve(opts.cwd ?? lease?.worktree ?? process.cwd());
  const writeRoots = lease ? lease.write_roots : opts.root.map((r) => r.trim() === "" ? r : resolve(r));
  const caseMode = opts.pathCase === "auto" ? defaultCaseMode(process.platform) : opts.pathCase;
  const report = findViolationsInBatches(
    gatherPaths(args, opts),
    {
      writeRoots,
      protect: [...lease?.protect ?? [], ...opts.protect],
      protectedPaths: linkedGitDirs(writeRoots.filter((r) => r.trim() !== "")),
      cwd,
      home: homedir(),
      caseMode
    },
    createNodeProbe(caseMode)
  );
  w.out(formatReport(report, opts.format, Boolean(opts.null)));
  if (opts.format === "text")
    w.err(summaryLine(report, writeRoots.filter((r) => r.trim() !== "").length) + "\n");
  return report.violations.length > 0 ? 1 : 0;
}
function* gatherPaths(args, opts) {
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
  if (opts.from !== void 0) yield* splitChunks(readFileChunks(opts.from), nul, displayPath(opts.from));
}
function* splitChunks(chunks, nul, what) {
  const splitter = new RecordSplitter(nul, what);
  for (const chunk of chunks) yield splitter.push(chunk);
  yield splitter.end();
}
function summaryLine(report, roots) {
  const n = report.violations.length;
  const closed = roots === 0 ? " (the lease grants no write roots: every write is an escape)" : "";
  if (n === 0) return `forge-gate: ${report.checked} path(s) checked, none outside the lease${closed}`;
  return `forge-gate: ${n} of ${report.checked} path(s) violate the lease${closed}`;
}
function formatReport(report, format, nul) {
  switch (format) {
    case "json":
      return `${JSON.stringify({ schema_version: 1, checked: report.checked, violations: report.violations })}
`;
    case "ndjson": {
      const lines = report.violations.map((v) => JSON.stringify({ type: "violation", ...v }));
      lines.push(
        JSON.stringify({ type: "summary", checked: report.checked, violations: report.violations.length })
      );
      return `${lines.join("\n")}
`;
    }
    case "github":
      return githubAnnotations(report);
    default:
      if (report.violations.length === 0) return "";
      if (nul) return report.violations.map((v) => `${v.path}\0`).join("");
      return `${report.violations.map((v) => displayPath(v.path)).join("\n")}
`;
  }
}
var REASON_TEXT = {
  outside_write_roots: "is outside the lease's write roots",
  symlink_escape: "is inside a write root by name but a symlink takes it outside",
  protected: "is a protected path",
  unresolvable: "could not be resolved (permission denied or a symlink loop)"
};
function githubAnnotations(report) {
  const lines = [];
  for (const v of report.violations.slice(0, GITHUB_ANNOTATION_LIMIT)) {
    const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
    const message = `${displayPath(v.path)} ${REASON_TEXT[v.reason] ?? v.reason}${rule}; resolves to ${displayPath(v.resolved)}`;
    lines.push(
      `::error title=${escapeWorkflowProperty(`forge-gate: ${v.reason}`)}::${escapeWorkflowData(message)}`
    );
  }
  const rest = report.violations.length - GITHUB_ANNOTATION_LIMIT;
  if (rest > 0) {
    lines.push(
      `::notice title=forge-gate::${rest} more violation(s) not annotated (GitHub's per-step limit)`
    );
    for (const v of report.violations.slice(GITHUB_ANNOTATION_LIMIT)) {
      lines.push(`forge-gate: ${v.reason} ${escapeWorkflowData(displayPath(v.path))}`);
    }
  }
  lines.push(
    report.violations.length === 0 ? `forge-gate: ${report.checked} path(s) checked, none outside the lease` : `forge-gate: ${report.violations.length} of ${report.checked} path(s) violate the lease`
  );
  return `${lines.join("\n")}
`;
}

export {
  runViolations,
  formatReport
};
