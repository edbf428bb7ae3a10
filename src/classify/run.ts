import { readFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { resolve } from "node:path";
import type { ShellParser } from "../core/classify/ast.js";
import { applyBackstop, type Counters } from "../core/classify/backstop.js";
import { decide, type EngineContext } from "../core/classify/engine.js";
import { formatVerdict, type OutputFormat } from "../core/classify/format.js";
import { parsePayload } from "../core/classify/payload.js";
import { parseToolCall } from "../core/classify/tools.js";
import { blindTranscript } from "../core/classify/transcript.js";
import {
  type ClassifyConfig,
  DEFAULT_CONFIG,
  type InputFormat,
  type ToolCall,
  type Verdict,
} from "../core/classify/types.js";
import { ForgeGateError } from "../core/errors.js";
import { displayLine } from "../core/escape.js";
import type { Lease } from "../core/lease.js";
import { defaultCaseMode } from "../core/paths.js";
import { decodeUtf8 } from "../core/records.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { readProjectText } from "../io/read-text.js";
import { askBackend, readUserMessages } from "./backends.js";
import { defaultStateDir, loadConfigCached, loadLeaseCached } from "./files.js";
import { loadShellParser } from "./parser.js";
import { peekCounters, updateCounters } from "./state.js";

export interface ClassifyOptions {
  lease?: string;
  config?: string;
  input: InputFormat | "auto";
  format: OutputFormat;
  state?: string;
  transcript?: string;
  /** classify's own deadline (ms): the model backend's timeout is cut to fit inside it. */
  deadlineMs?: number;
}

/** Time kept back from the deadline for everything but the backend call (load, decide, print). */
export const DEADLINE_MARGIN_MS = 1500;

const STDIN_MAX = 8 * 1024 * 1024;

export interface Loaded {
  config: ClassifyConfig;
  lease: Lease | null;
  stateDir: string;
  selfPaths: string[];
}

export async function loadInputs(opts: ClassifyOptions): Promise<Loaded> {
  const stateDir = resolve(opts.state ?? defaultStateDir());
  const home = homedir();
  const configFile = opts.config ?? process.env.FORGE_GATE_CONFIG;
  const leaseFile = opts.lease ?? process.env.FORGE_GATE_LEASE;
  let config = configFile ? await loadConfigCached(configFile, stateDir, home) : DEFAULT_CONFIG;
  if (config.classifier && opts.deadlineMs !== undefined) {
    const fit = Math.max(100, opts.deadlineMs - DEADLINE_MARGIN_MS);
    if (config.classifier.timeoutMs > fit)
      config = { ...config, classifier: { ...config.classifier, timeoutMs: fit } };
  }
  const lease = leaseFile ? await loadLeaseCached(leaseFile, stateDir, home) : null;
  const selfPaths = [
    stateDir,
    ...(configFile ? [resolve(configFile)] : []),
    ...(leaseFile ? [resolve(leaseFile)] : []),
  ];
  return { config, lease, stateDir, selfPaths };
}

/** Decides one call end to end (everything but reading stdin and printing). */
export async function classifyCall(
  call: ToolCall,
  loaded: Loaded,
  opts: Pick<ClassifyOptions, "transcript">,
): Promise<Verdict> {
  const shape = parseToolCall(call);
  let parse: ShellParser | Error = new Error("not a shell call");
  // A sub-agent prompt is scanned for the commands it spells out (see core/classify/prompt.ts).
  const delegates = /^(task|agent)$/i.test(call.tool) && typeof call.input.prompt === "string";
  // MCP tools too: a shell server's command, a git server's call, are judged by the shell analysis.
  if (
    shape.family === "bash" ||
    delegates ||
    shape.family === "mcp" ||
    (shape.family === "unknown" && call.format === "opencode")
  ) {
    try {
      parse = await loadShellParser();
    } catch (err) {
      parse = err as Error;
    }
  }
  const ctx: EngineContext = {
    config: loaded.config,
    lease: loaded.lease,
    home: homedir(),
    tmpDirs: [...new Set(["/tmp", tmpdir()])],
    probe: createNodeProbe(defaultCaseMode(process.platform)),
    caseMode: defaultCaseMode(process.platform),
    parse,
    selfPaths: loaded.selfPaths,
    readFile: readProjectText,
  };
  const transcriptPath = opts.transcript ?? call.transcriptPath;
  const result = decide(call, ctx);
  let verdict: Verdict;
  if (result.kind === "final") verdict = result.verdict;
  else if (loaded.config.classifier) {
    try {
      const { messages } = readUserMessages(transcriptPath);
      const answer = await askBackend(loaded.config.classifier, blindTranscript(call, messages));
      verdict = {
        decision: answer.block ? "block" : "allow",
        reason: `${answer.reason || (answer.block ? "the classifier blocked it" : "the classifier allowed it")} (grey zone: ${result.reason})`,
        rule: result.rule,
        stage: "model",
      };
    } catch (err) {
      verdict = {
        decision: "escalate",
        reason: `classifier backend failed (${(err as Error).message}); ${result.reason}`,
        rule: "backend_error",
        stage: "error",
      };
    }
  } else {
    verdict = {
      decision: loaded.config.unresolved,
      reason: `not provably safe: ${result.reason}`,
      rule: result.rule,
      stage: "static",
    };
  }
  if (call.session && (verdict.decision === "block" || verdict.decision === "allow")) {
    verdict = backstop(verdict, call.session, loaded, transcriptPath);
  }
  return verdict;
}

function backstop(verdict: Verdict, session: string, loaded: Loaded, transcriptPath: string | null): Verdict {
  const cfg = loaded.config.backstop;
  let out = verdict;
  // The common case: an allow with no block run to reset needs no locked write at all.
  if (verdict.decision === "allow" && peekCounters(loaded.stateDir, session).consecutive === 0)
    return verdict;
  try {
    let turn: string | null | undefined;
    const userTurn = (): string | null => {
      if (turn === undefined) {
        try {
          turn = cfg.resetOnUserTurn ? readUserMessages(transcriptPath).lastId : null;
        } catch {
          turn = null;
        }
      }
      return turn;
    };
    updateCounters(loaded.stateDir, session, (prev: Counters) => {
      if (verdict.decision === "allow" && prev.consecutive === 0) return prev;
      const r = applyBackstop(
        verdict,
        prev,
        cfg,
        prev.total > 0 || verdict.decision === "block" ? userTurn() : null,
      );
      out = r.verdict;
      return r.next;
    });
  } catch (err) {
    // The backstop cannot be kept: never let that turn into a silent block loop or a silent pass.
    if (verdict.decision === "block") {
      return {
        decision: "escalate",
        reason: `${verdict.reason} (backstop state unavailable: ${(err as Error).message})`,
        rule: verdict.rule,
        stage: "error",
      };
    }
  }
  return out;
}

export async function runClassify(
  opts: ClassifyOptions,
  stdin: Buffer,
): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  try {
    if (stdin.length > STDIN_MAX)
      throw new ForgeGateError(
        "input_too_large",
        `the tool call on stdin is larger than ${STDIN_MAX} bytes`,
        "Pipe one hook payload in; a tool call that large is not judged",
      );
    // Strict: a lossy decode would judge a command other than the one the client runs.
    const text = decodeUtf8(stdin, "the tool call on stdin");
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        "input_malformed",
        `stdin is not JSON: ${(err as Error).message}`,
        "Pipe the agent's hook payload (one JSON object) in",
      );
    }
    const call = parsePayload(data, opts.input, process.cwd());
    const loaded = await loadInputs(opts);
    const verdict = await classifyCall(call, loaded, opts);
    return { ...formatVerdict(verdict, opts.format), stderr: "" };
  } catch (err) {
    const msg =
      err instanceof ForgeGateError
        ? err.describe()
        : `internal error: ${(err as Error).message ?? String(err)}`;
    const stderr = `forge-gate classify: ${displayLine(msg)}\n`;
    if (opts.format === "json" || opts.format === "opencode") {
      const v: Verdict = {
        decision: "escalate",
        reason: msg,
        rule: err instanceof ForgeGateError ? err.code : "internal_error",
        stage: "error",
      };
      return { stdout: formatVerdict(v, opts.format).stdout, stderr, exitCode: 2 };
    }
    // Claude Code/Codex: exit 2 blocks the call and shows stderr; never exit 1 (that lets it run).
    return { stdout: "", stderr, exitCode: 2 };
  }
}

export function readStdinSync(): Buffer {
  try {
    return readFileSync(0);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EAGAIN" || code === "EOF") return Buffer.alloc(0);
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read standard input: ${code ?? (err as Error).message}`,
      "Pipe the agent's hook payload (one JSON object) in",
    );
  }
}
