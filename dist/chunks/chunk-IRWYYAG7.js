import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadPathKernel
} from "./chunk-UAE5GDVD.js";
import {
  linkedGitDirs
} from "./chunk-ZGORSKNC.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter,
  withErrorVerdict
} from "./chunk-YHJC3BCG.js";
import {
  annotationProperties,
  sarifLog
} from "./chunk-GGD2DWSQ.js";
import {
  GITHUB_ANNOTATION_LIMIT,
  displayPath,
  escapeWorkflowData
} from "./chunk-MH3LFAPP.js";
import {
  createNodeProbe,
  findViolationsInBatches
} from "./chunk-P66OBW5R.js";
import {
  jsonDocument,
  ndjsonRecord,
  ndjsonRecords
} from "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  grantsFromFlags,
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import {
  RecordSplitter,
  openForReading,
  unquoteCName
} from "./chunk-3DAW4GI7.js";
import {
  defaultCaseMode
} from "./chunk-C2BVV36C.js";
import {
  existingDirectory
} from "./chunk-DB5K67RP.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/cli/violations.ts
import { fstatSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { isatty } from "node:tty";

// src/io/input.ts
import { closeSync, readSync } from "node:fs";
var STRING_CHUNK = 1 << 16;
var BYTE_CHUNK = 1 << 20;
function* readChunks(fd, what, size = STRING_CHUNK) {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const buf = Buffer.allocUnsafe(size);
  for (; ; ) {
    let n;
    try {
      n = readSync(fd, buf, 0, size, null);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN") {
        Atomics.wait(sleeper, 0, 0, 5);
        continue;
      }
      if (code === "EOF") return;
      if (code === "EISDIR")
        throw new ForgeGateError(
          "input_unreadable",
          `cannot read ${what}: it is a directory, not a list of paths`,
          "Give --from a file that lists the changed paths (or pipe them in)"
        );
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
function* readFileChunks(file, size = STRING_CHUNK) {
  const fd = openForReading(file, JSON.stringify(file), "input_unreadable", "Check the path given to --from");
  try {
    yield* readChunks(fd, JSON.stringify(file), size);
  } finally {
    closeSync(fd);
  }
}

// src/cli/violations.ts
function runViolations(args, opts, w = processWriter) {
  return withErrorVerdict(opts.format, w, () => checkPaths(args, opts, w));
}
async function checkPaths(args, opts, w) {
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
  const flags = grantsFromFlags(
    { root: opts.root, protect: opts.protect },
    { baseDir: process.cwd(), home: homedir() }
  );
  const cwd = opts.cwd !== void 0 ? existingDirectory(opts.cwd, "--cwd", "Pass the directory relative changed paths are relative to") : resolve(lease?.worktree ?? process.cwd());
  const writeRoots = lease ? lease.write_roots : flags.write_roots;
  const caseMode = opts.pathCase === "auto" ? defaultCaseMode(process.platform) : opts.pathCase;
  const stdin = stdinKind();
  const sources = pathSources(args, opts.from, stdin);
  const kernel = caseMode === "sensitive" ? loadPathKernel() : null;
  const nul = Boolean(opts.null);
  const report = findViolationsInBatches(
    kernel === null ? gatherPaths(sources, nul) : gatherRegions(sources, nul),
    {
      writeRoots,
      protect: [...lease?.protect ?? [], ...flags.protect],
      protectedPaths: linkedGitDirs(writeRoots.filter((r) => r.trim() !== "")),
      cwd,
      home: homedir(),
      caseMode
    },
    createNodeProbe(caseMode),
    kernel === null ? void 0 : { native: kernel, separator: nul ? 0 : 10 }
  );
  w.out(formatReport(report, opts.format, nul, { cwd, root: findRepoTop(cwd) }));
  if (opts.format === "text") {
    const unread = stdin === "piped" && !sources.some((s) => "stdin" in s) ? " (standard input is piped in and was not read: add `-` to check the paths in it)" : "";
    w.err(`${summaryLine(report, writeRoots.filter((r) => r.trim() !== "").length)}${unread}
`);
  }
  return report.violations.length > 0 ? 1 : 0;
}
function pathSources(args, from, stdin) {
  const out = [];
  let named = false;
  const addStdin = () => {
    if (!named) out.push({ stdin: true });
    named = true;
  };
  for (const a of args) {
    if (a === "-") addStdin();
    else out.push({ arg: a });
  }
  if (from === "-") addStdin();
  else if (from !== void 0) out.push({ file: from });
  if (named && stdin === "none") {
    throw new ForgeGateError(
      "usage",
      "`-` (or `--from -`) reads standard input, and nothing is piped or redirected into it (it is /dev/null or closed)",
      "Pipe the changed paths in (e.g. `git diff --name-only -z origin/main | forge-gate violations --lease L -z -`), or pass them as arguments or with --from FILE"
    );
  }
  if (args.length === 0 && from === void 0) {
    if (stdin !== "piped") {
      throw new ForgeGateError(
        "usage",
        "no paths to check: no path arguments, no --from, and nothing piped to stdin",
        "Pass the changed paths as arguments, with --from FILE, or pipe them in (e.g. `git diff --name-only -z origin/main | forge-gate violations --lease L -z`)"
      );
    }
    addStdin();
  }
  return out;
}
function stdinKind() {
  try {
    const st = fstatSync(0);
    if (st.isFIFO() || st.isFile() || st.isSocket()) return "piped";
    return isatty(0) ? "terminal" : "none";
  } catch {
    return "none";
  }
}
function* gatherPaths(sources, nul) {
  for (const s of sources) {
    if ("arg" in s) yield [s.arg];
    else if ("stdin" in s) yield* splitChunks(readChunks(0, "standard input"), nul, "standard input");
    else yield* splitChunks(readFileChunks(s.file), nul, displayPath(s.file));
  }
}
function* gatherRegions(sources, nul) {
  for (const s of sources) {
    if ("arg" in s) yield [s.arg];
    else if ("stdin" in s)
      yield* splitRegions(readChunks(0, "standard input", BYTE_CHUNK), nul, "standard input");
    else yield* splitRegions(readFileChunks(s.file, BYTE_CHUNK), nul, displayPath(s.file));
  }
}
function* splitRegions(chunks, nul, what) {
  const splitter = new RecordSplitter(nul, what, quotedName);
  const source = {
    record: (bytes, start, end, number) => splitter.record(bytes, start, end, number)
  };
  for (const chunk of chunks) {
    for (const bytes of splitter.pushRegions(chunk)) yield { bytes, source };
    splitter.throwPending();
  }
  for (const bytes of splitter.endRegions()) yield { bytes, source };
  splitter.throwPending();
}
function* splitChunks(chunks, nul, what) {
  const splitter = new RecordSplitter(nul, what, quotedName);
  for (const chunk of chunks) yield splitter.push(chunk);
  yield splitter.end();
}
function quotedName(record) {
  return record.charCodeAt(0) === 34 ? unquoteCName(record) ?? record : record;
}
function summaryLine(report, roots) {
  const n = report.violations.length;
  const closed = roots === 0 ? " (the lease grants no write roots: every write is an escape)" : "";
  if (n === 0) return `forge-gate: ${report.checked} path(s) checked, none outside the lease${closed}`;
  return `forge-gate: ${n} of ${report.checked} path(s) violate the lease${closed}`;
}
function formatReport(report, format, nul, place = { cwd: process.cwd(), root: null }) {
  const verdict = report.violations.length > 0 ? "refused" : "pass";
  switch (format) {
    case "json":
      return `${JSON.stringify(jsonDocument({ verdict, checked: report.checked, violations: report.violations }))}
`;
    case "ndjson": {
      const summary = ndjsonRecord("summary", {
        version: VERSION,
        verdict,
        checked: report.checked,
        violations: report.violations.length
      });
      const lines = ndjsonRecords("violation", report.violations);
      return lines === "" ? `${summary}
` : `${lines}
${summary}
`;
    }
    case "sarif":
      return `${JSON.stringify(
        sarifLog({
          violations: report.violations,
          cwd: place.cwd,
          root: place.root,
          properties: { verdict, checked: report.checked, violations: report.violations.length }
        })
      )}
`;
    case "github":
      return githubAnnotations(report, place);
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
function githubAnnotations(report, place) {
  const lines = [];
  for (const v of report.violations.slice(0, GITHUB_ANNOTATION_LIMIT)) {
    const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
    const what = v.detail ? `; ${displayPath(v.detail)}` : "";
    const message = `${displayPath(v.path)} ${REASON_TEXT[v.reason] ?? v.reason}${rule}; resolves to ${displayPath(v.resolved)}${what}`;
    lines.push(
      `::error ${annotationProperties(`forge-gate: ${v.reason}`, v.path, place)}::${escapeWorkflowData(message)}`
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
  pathSources,
  formatReport
};
