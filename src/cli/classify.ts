import { writeSync } from "node:fs";
import { readStdinSync, runClassify } from "../classify/run.js";
import { formatVerdict, type OutputFormat } from "../core/classify/format.js";
import type { InputFormat } from "../core/classify/types.js";

export { CLASSIFY_HELP } from "./classify-help.js";

/**
 * `forge-gate classify`: runs on every agent tool call, so it is reached through a fast path in
 * main.ts that skips commander (its options are parsed here by hand; `--help` still goes through
 * commander, which holds the help text below).
 */

const INPUTS = ["auto", "claude", "codex", "opencode", "json"];
const FORMATS = ["json", "text", "claude", "codex", "opencode"];
const VALUE_OPTS = new Set([
  "--lease",
  "--config",
  "--input",
  "--format",
  "--state",
  "--transcript",
  "--deadline-ms",
]);

/**
 * classify answers within this many ms, whatever it is waiting for (default 20 s: the shipped
 * snippets give the hook 30 s and the launcher 25 s). At the deadline it answers escalate (a
 * deny for Codex) and exits; the model backend's timeout is cut to fit inside it.
 */
export const DEFAULT_DEADLINE_MS = 20_000;

export interface ClassifyArgs {
  lease?: string;
  config?: string;
  input?: string;
  format?: string;
  state?: string;
  transcript?: string;
  deadlineMs?: string;
}

/** Tiny argv parser for the fast path: `--opt value` and `--opt=value`, nothing else. */
export function parseClassifyArgv(argv: string[]): ClassifyArgs | string {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_OPTS.has(name)) return `unknown option or argument ${JSON.stringify(arg)}`;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === "") return `option ${name} needs a value`;
    out[name.slice(2).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

export async function runClassifyCli(args: ClassifyArgs): Promise<number> {
  const format = args.format ?? "json";
  const input = args.input ?? "auto";
  if (!FORMATS.includes(format) || !INPUTS.includes(input)) {
    writeFd(
      2,
      `forge-gate classify: ${!FORMATS.includes(format) ? `--format must be one of ${FORMATS.join(", ")}` : `--input must be one of ${INPUTS.join(", ")}`}\n`,
    );
    return 2;
  }
  const deadlineText = args.deadlineMs ?? process.env.FORGE_GATE_DEADLINE_MS;
  const deadlineMs =
    deadlineText === undefined || deadlineText === "" ? DEFAULT_DEADLINE_MS : Number(deadlineText);
  if (!Number.isInteger(deadlineMs) || deadlineMs < 100 || deadlineMs > 3_600_000) {
    writeFd(
      2,
      `forge-gate classify: --deadline-ms (or FORGE_GATE_DEADLINE_MS) must be a whole number of milliseconds from 100 to 3600000, not ${JSON.stringify(deadlineText)}\n`,
    );
    return 2;
  }
  let stdin: Buffer;
  try {
    stdin = readStdinSync();
  } catch (err) {
    writeFd(2, `forge-gate classify: ${(err as Error).message}\n`);
    return 2;
  }
  const work = runClassify(
    {
      deadlineMs,
      format: format as OutputFormat,
      input: input as InputFormat | "auto",
      ...(args.lease ? { lease: args.lease } : {}),
      ...(args.config ? { config: args.config } : {}),
      ...(args.state ? { state: args.state } : {}),
      ...(args.transcript ? { transcript: args.transcript } : {}),
    },
    stdin,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((res) => {
    timer = setTimeout(() => res("late"), deadlineMs);
  });
  const r = await Promise.race([work, late]);
  clearTimeout(timer);
  if (r === "late") {
    const verdict = {
      decision: "escalate",
      reason: `forge-gate could not decide within ${deadlineMs} ms (--deadline-ms)`,
      rule: "deadline",
      stage: "error",
    } as const;
    const out = formatVerdict(verdict, format as OutputFormat);
    if (out.stdout) writeFd(1, out.stdout);
    writeFd(2, `forge-gate classify: no decision within ${deadlineMs} ms; answered escalate\n`);
    // The backend call may still hold the event loop: the answer is out, so stop here.
    process.exit(out.exitCode);
  }
  if (r.stdout) writeFd(1, r.stdout);
  if (r.stderr) writeFd(2, r.stderr);
  return r.exitCode;
}

/** Entry for the fast path in main.ts. */
export async function classifyFast(argv: string[]): Promise<number> {
  const args = parseClassifyArgv(argv);
  if (typeof args === "string") {
    writeFd(2, `forge-gate classify: ${args} (run with --help for usage)\n`);
    return 2;
  }
  return runClassifyCli(args);
}

/**
 * Writes straight to the file descriptor: touching process.stdout/stderr would build stream
 * objects (and load node:net for pipes), which costs start-up time on every hook call.
 */
function writeFd(fd: 1 | 2, text: string): void {
  const buf = Buffer.from(text, "utf8");
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") continue;
      if (code === "EPIPE") return;
      throw err;
    }
  }
}
