import { fstatSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { isatty } from "node:tty";
import { jsonDocument, ndjsonRecord, ndjsonRecords, VERSION } from "../core/contract.js";
import { ForgeGateError } from "../core/errors.js";
import { displayPath, escapeWorkflowData, GITHUB_ANNOTATION_LIMIT } from "../core/escape.js";
import { grantsFromFlags } from "../core/lease.js";
import { annotationProperties, type ReportPlace } from "../core/locations.js";
import { type CaseMode, defaultCaseMode } from "../core/paths.js";
import { RecordSplitter, unquoteCName } from "../core/records.js";
import { sarifLog } from "../core/sarif.js";
import {
  findViolationsInBatches,
  type RecordRegion,
  type RecordSource,
  type ViolationReport,
} from "../core/violations/index.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { linkedGitDirs } from "../io/git-dirs.js";
import { BYTE_CHUNK, readChunks, readFileChunks } from "../io/input.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { existingDirectory } from "../io/path-input.js";
import { loadPathKernel } from "../io/path-kernel.js";
import { findRepoTop } from "../io/repo-root.js";
import { processWriter, type Writer, withErrorVerdict } from "./output.js";

export interface ViolationsOptions {
  lease?: string;
  root: string[];
  protect: string[];
  cwd?: string;
  from?: string;
  null?: boolean;
  format: "text" | "json" | "ndjson" | "github" | "sarif";
  pathCase: "auto" | CaseMode;
}

export function runViolations(
  args: string[],
  opts: ViolationsOptions,
  w: Writer = processWriter,
): Promise<number> {
  return withErrorVerdict(opts.format, w, () => checkPaths(args, opts, w));
}

async function checkPaths(args: string[], opts: ViolationsOptions, w: Writer): Promise<number> {
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
  const flags = grantsFromFlags(
    { root: opts.root, protect: opts.protect },
    { baseDir: process.cwd(), home: homedir() },
  );
  const cwd =
    opts.cwd !== undefined
      ? existingDirectory(opts.cwd, "--cwd", "Pass the directory relative changed paths are relative to")
      : resolve(lease?.worktree ?? process.cwd());
  const writeRoots = lease ? lease.write_roots : flags.write_roots;
  const caseMode = opts.pathCase === "auto" ? defaultCaseMode(process.platform) : opts.pathCase;

  const stdin = stdinKind();
  const sources = pathSources(args, opts.from, stdin);
  // The native kernel reads records as bytes where names are compared as spelled (see path-kernel.ts).
  const kernel = caseMode === "sensitive" ? loadPathKernel() : null;
  const nul = Boolean(opts.null);
  const report = findViolationsInBatches(
    kernel === null ? gatherPaths(sources, nul) : gatherRegions(sources, nul),
    {
      writeRoots,
      protect: [...(lease?.protect ?? []), ...flags.protect],
      protectedPaths: linkedGitDirs(writeRoots.filter((r) => r.trim() !== "")),
      cwd,
      home: homedir(),
      caseMode,
    },
    createNodeProbe(caseMode),
    kernel === null ? undefined : { native: kernel, separator: nul ? 0 : 10 },
  );
  w.out(formatReport(report, opts.format, nul, { cwd, root: findRepoTop(cwd) }));
  if (opts.format === "text") {
    // Paths piped in beside named ones are not read unless `-` names them: the summary says so.
    const unread =
      stdin === "piped" && !sources.some((s) => "stdin" in s)
        ? " (standard input is piped in and was not read: add `-` to check the paths in it)"
        : "";
    w.err(`${summaryLine(report, writeRoots.filter((r) => r.trim() !== "").length)}${unread}\n`);
  }
  return report.violations.length > 0 ? 1 : 0;
}

/** Where the changed paths come from, in order: each argument, stdin (`-`, once), a file (--from). */
export type PathSource = { arg: string } | { stdin: true } | { file: string };

/**
 * What stdin is: something piped or redirected into it (a pipe, a file, a socket), a terminal, or
 * nothing to read (`/dev/null` or another device, closed).
 */
export type StdinKind = "piped" | "terminal" | "none";

/**
 * The sources for the arguments and --from. Reading nothing is an error, never a quiet pass: with no
 * path argument and no --from, stdin is read when something is piped or redirected into it, else it is
 * a usage error (exit 2). `-` and `--from -` name stdin: read from a pipe or a terminal (paths typed
 * in), an error when it has nothing to give (`< /dev/null`, a CI step that forgot its pipe). Pure, so
 * the rule is tested on its own.
 */
export function pathSources(args: string[], from: string | undefined, stdin: StdinKind): PathSource[] {
  const out: PathSource[] = [];
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
  else if (from !== undefined) out.push({ file: from });
  if (named && stdin === "none") {
    throw new ForgeGateError(
      "usage",
      "`-` (or `--from -`) reads standard input, and nothing is piped or redirected into it (it is /dev/null or closed)",
      "Pipe the changed paths in (e.g. `git diff --name-only -z origin/main | forge-gate violations --lease L -z -`), or pass them as arguments or with --from FILE",
    );
  }
  if (args.length === 0 && from === undefined) {
    if (stdin !== "piped") {
      throw new ForgeGateError(
        "usage",
        "no paths to check: no path arguments, no --from, and nothing piped to stdin",
        "Pass the changed paths as arguments, with --from FILE, or pipe them in (e.g. `git diff --name-only -z origin/main | forge-gate violations --lease L -z`)",
      );
    }
    addStdin();
  }
  return out;
}

function stdinKind(): StdinKind {
  try {
    const st = fstatSync(0);
    if (st.isFIFO() || st.isFile() || st.isSocket()) return "piped";
    return isatty(0) ? "terminal" : "none";
  } catch {
    return "none";
  }
}

/** The sources' paths, in batches yielded lazily so big inputs stream. */
function* gatherPaths(sources: PathSource[], nul: boolean): Generator<readonly string[]> {
  for (const s of sources) {
    if ("arg" in s) yield [s.arg];
    else if ("stdin" in s) yield* splitChunks(readChunks(0, "standard input"), nul, "standard input");
    else yield* splitChunks(readFileChunks(s.file), nul, displayPath(s.file));
  }
}

/** `gatherPaths` for the native kernel: the records of stdin and files as regions of bytes. */
function* gatherRegions(sources: PathSource[], nul: boolean): Generator<readonly string[] | RecordRegion> {
  for (const s of sources) {
    if ("arg" in s) yield [s.arg];
    else if ("stdin" in s)
      yield* splitRegions(readChunks(0, "standard input", BYTE_CHUNK), nul, "standard input");
    else yield* splitRegions(readFileChunks(s.file, BYTE_CHUNK), nul, displayPath(s.file));
  }
}

function* splitRegions(chunks: Iterable<Buffer>, nul: boolean, what: string): Generator<RecordRegion> {
  const splitter = new RecordSplitter(nul, what, quotedName);
  const source: RecordSource = {
    record: (bytes, start, end, number) => splitter.record(bytes, start, end, number),
  };
  for (const chunk of chunks) {
    for (const bytes of splitter.pushRegions(chunk)) yield { bytes, source };
    splitter.throwPending();
  }
  for (const bytes of splitter.endRegions()) yield { bytes, source };
  splitter.throwPending();
}

function* splitChunks(chunks: Iterable<Buffer>, nul: boolean, what: string): Generator<readonly string[]> {
  const splitter = new RecordSplitter(nul, what, quotedName);
  for (const chunk of chunks) yield splitter.push(chunk);
  yield splitter.end();
}

/** Line mode: a C-quoted record (git's for a name with special bytes) is read as the name it quotes. */
function quotedName(record: string): string {
  return record.charCodeAt(0) === 34 ? (unquoteCName(record) ?? record) : record;
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
  place: ReportPlace = { cwd: process.cwd(), root: null },
): string {
  const verdict = report.violations.length > 0 ? "refused" : "pass";
  switch (format) {
    case "json":
      return `${JSON.stringify(jsonDocument({ verdict, checked: report.checked, violations: report.violations }))}\n`;
    case "ndjson": {
      const summary = ndjsonRecord("summary", {
        version: VERSION,
        verdict,
        checked: report.checked,
        violations: report.violations.length,
      });
      const lines = ndjsonRecords("violation", report.violations);
      return lines === "" ? `${summary}\n` : `${lines}\n${summary}\n`;
    }
    case "sarif":
      return `${JSON.stringify(
        sarifLog({
          violations: report.violations,
          cwd: place.cwd,
          root: place.root,
          properties: { verdict, checked: report.checked, violations: report.violations.length },
        }),
      )}\n`;
    case "github":
      return githubAnnotations(report, place);
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

function githubAnnotations(report: ViolationReport, place: ReportPlace): string {
  const lines: string[] = [];
  for (const v of report.violations.slice(0, GITHUB_ANNOTATION_LIMIT)) {
    const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
    const what = v.detail ? `; ${displayPath(v.detail)}` : "";
    const message = `${displayPath(v.path)} ${REASON_TEXT[v.reason] ?? v.reason}${rule}; resolves to ${displayPath(v.resolved)}${what}`;
    lines.push(
      `::error ${annotationProperties(`forge-gate: ${v.reason}`, v.path, place)}::${escapeWorkflowData(message)}`,
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
