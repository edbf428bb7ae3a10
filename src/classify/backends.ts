import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type BlindTranscript,
  parseAnswer,
  SYSTEM_PROMPT,
  userMessages,
  userPrompt,
} from "../core/classify/transcript.js";
import type { ClassifierConfig } from "../core/classify/types.js";

/**
 * Loads a dependency on demand through require (every one used here ships CommonJS): the name is
 * not a literal, so bundling leaves it to run time, and the hook bundle runs in a vm script, where
 * a cached compile cannot use import().
 */
function load<T>(name: string): T {
  return createRequire(import.meta.url)(name) as T;
}

/** Reads the last `max` bytes of a transcript as lines (the first, possibly partial, line dropped). */
export function readTranscriptLines(file: string, max = 2 * 1024 * 1024): string[] {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - max);
    const buf = Buffer.alloc(size - start);
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    const lines = buf.subarray(0, off).toString("utf8").split("\n");
    if (start > 0) lines.shift();
    return lines;
  } finally {
    closeSync(fd);
  }
}

export function readUserMessages(file: string | null): { messages: string[]; lastId: string | null } {
  if (!file) return { messages: [], lastId: null };
  return userMessages(readTranscriptLines(file));
}

export interface BackendAnswer {
  block: boolean;
  reason: string;
}

/** Asks the configured backend. Throws on any failure: the caller escalates. */
export async function askBackend(cfg: ClassifierConfig, t: BlindTranscript): Promise<BackendAnswer> {
  const text =
    cfg.kind === "command" ? await askCommand(cfg.command, cfg.timeoutMs, t) : await askModel(cfg, t);
  const answer = parseAnswer(text);
  if (!answer) throw new Error("the backend's answer has no single <block>yes|no</block>");
  return answer;
}

async function askModel(
  cfg: Extract<ClassifierConfig, { kind: "model" }>,
  t: BlindTranscript,
): Promise<string> {
  // The AI SDK is loaded only here, when a model backend is configured.
  const { generateText } = load<typeof import("ai")>("ai");
  const apiKey = cfg.apiKeyEnv ? process.env[cfg.apiKeyEnv] : undefined;
  if (cfg.apiKeyEnv && !apiKey)
    throw new Error(`the environment variable ${cfg.apiKeyEnv} (api_key_env) is not set`);
  let model: Parameters<typeof generateText>[0]["model"];
  if (cfg.provider === "openai-compatible") {
    const { createOpenAICompatible } =
      load<typeof import("@ai-sdk/openai-compatible")>("@ai-sdk/openai-compatible");
    model = createOpenAICompatible({ name: "forge-gate-backend", baseURL: cfg.baseUrl!, apiKey })(cfg.model);
  } else if (cfg.provider === "openai") {
    const { createOpenAI } = load<typeof import("@ai-sdk/openai")>("@ai-sdk/openai");
    model = createOpenAI({ apiKey, ...(cfg.baseUrl ? { baseURL: cfg.baseUrl } : {}) })(cfg.model);
  } else {
    const { createAnthropic } = load<typeof import("@ai-sdk/anthropic")>("@ai-sdk/anthropic");
    model = createAnthropic({ apiKey, ...(cfg.baseUrl ? { baseURL: cfg.baseUrl } : {}) })(cfg.model);
  }
  const abort = AbortSignal.timeout(cfg.timeoutMs);
  const result = await generateText({
    model,
    system: SYSTEM_PROMPT,
    prompt: userPrompt(t),
    maxRetries: 0,
    abortSignal: abort,
    temperature: 0,
    // Anthropic requires max_tokens; the SDK's guess for a model it does not know can exceed the
    // model's cap (every call would then escalate). The answer is one short verdict.
    ...(cfg.provider === "anthropic" ? { maxOutputTokens: ANTHROPIC_MAX_TOKENS } : {}),
    // The transcript is the user's session: do not let OpenAI keep it.
    providerOptions: { openai: { store: false } },
  });
  return result.text;
}

/** Valid for every current Claude model (the smallest output cap is 4096). */
const ANTHROPIC_MAX_TOKENS = 4096;

/** Runs the `command:` backend: transcript JSON on stdin, the answer on stdout. No shell involved. */
async function askCommand(command: string[], timeoutMs: number, t: BlindTranscript): Promise<string> {
  const { spawn } = load<typeof import("node:child_process")>("node:child_process");
  return new Promise((resolvePromise, reject) => {
    // Its own process group, so a timeout kills what it started too: a surviving grandchild would
    // hold the pipes open and keep the hook from exiting (the client then times the hook out).
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ["pipe", "pipe", "pipe"],
      shell: false,
      detached: true,
    });
    const out: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
      child.stdout.destroy();
      child.stderr.destroy();
      child.stdin.destroy();
      child.unref();
      reject(new Error(`the command backend did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      size += d.length;
      if (size <= 1024 * 1024) out.push(d);
    });
    child.stderr.resume();
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(new Error(`cannot run the command backend: ${err.message}`));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the command backend exited with status ${code}`));
      else resolvePromise(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify({ system: SYSTEM_PROMPT, ...t }));
  });
}
