import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  fileKeyOf,
  loadConfigCached,
  loadLeaseCached
} from "./chunk-LXYFFRST.js";
import {
  CLASSIFY_HELP
} from "./chunk-6HRZD2ED.js";
import {
  DEFAULT_CONFIG,
  decide,
  parsePayload,
  parseToolCall
} from "./chunk-4QYUBAAX.js";
import {
  loadShellParser
} from "./chunk-LLRAMHJH.js";
import "./chunk-ISZIQKLR.js";
import "./chunk-W22LQUKU.js";
import {
  defaultStateDir
} from "./chunk-7UPUAGNQ.js";
import {
  displayLine
} from "./chunk-MH3LFAPP.js";
import {
  createNodeProbe
} from "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  decodeUtf8
} from "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import {
  defaultCaseMode
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/cli/classify.ts
import { writeSync } from "node:fs";

// src/classify/run.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { resolve } from "node:path";

// src/core/classify/backstop.ts
var ZERO = { consecutive: 0, total: 0, userTurn: null };
function applyBackstop(verdict, prev, cfg, userTurn) {
  let c = prev;
  if (cfg.resetOnUserTurn && userTurn !== null && userTurn !== prev.userTurn)
    c = { consecutive: 0, total: 0, userTurn };
  if (verdict.decision === "allow") return { verdict, next: { ...c, consecutive: 0 } };
  if (verdict.decision !== "block") return { verdict, next: c };
  const next = { ...c, consecutive: c.consecutive + 1, total: c.total + 1 };
  if (next.consecutive >= cfg.consecutive || next.total >= cfg.total) {
    const which = next.consecutive >= cfg.consecutive ? `${next.consecutive} consecutive` : `${next.total} total`;
    return {
      verdict: {
        decision: "escalate",
        reason: `${verdict.reason} (${which} blocks in this session: handing over to a human)`,
        rule: verdict.rule,
        stage: "backstop"
      },
      next: { ...next, consecutive: 0 }
    };
  }
  return { verdict, next };
}

// src/core/classify/format.ts
function humanApprovalReason(reason) {
  return `forge-gate: a human must approve this call (${oneLine(reason)}). It was not run; do not retry it or work around it: ask the user to run it or to approve it.`;
}
function formatVerdict(v, format) {
  const exit = v.decision === "allow" ? 0 : v.decision === "block" ? 1 : 3;
  switch (format) {
    case "json":
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: exit
      };
    case "text":
      return { stdout: `${v.decision}: ${oneLine(v.reason)} [${v.rule}, ${v.stage}]
`, exitCode: exit };
    case "claude": {
      const permissionDecision = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return { stdout: hookJson(permissionDecision, `forge-gate: ${oneLine(v.reason)}`), exitCode: 0 };
    }
    case "codex": {
      if (v.decision === "allow") return { stdout: "", exitCode: 0 };
      const reason = v.decision === "block" ? `forge-gate blocked this call: ${oneLine(v.reason)}` : humanApprovalReason(v.reason);
      return { stdout: hookJson("deny", reason), exitCode: 0 };
    }
    case "opencode": {
      const action = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, action, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: 0
      };
    }
  }
}
function hookJson(permissionDecision, reason) {
  return `${JSON.stringify({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision, permissionDecisionReason: reason }
  })}
`;
}
function oneLine(s) {
  return s.replace(/[\r\n]+/g, " ");
}

// src/core/classify/transcript.ts
var FREE_TEXT_FIELDS = /* @__PURE__ */ new Set([
  "description",
  "justification",
  "reason",
  "explanation",
  "title",
  "summary",
  "rationale",
  "thought",
  "thinking"
]);
var MAX_USER_MESSAGES = 20;
var MAX_MESSAGE_CHARS = 4e3;
function userMessages(lines) {
  const messages = [];
  let lastId = null;
  for (const line of lines) {
    if (line.trim() === "") continue;
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      continue;
    }
    if (e === null || typeof e !== "object") continue;
    const entry = e;
    if (entry.type !== "user" || entry.isMeta === true || entry.isSidechain === true) continue;
    const msg = entry.message;
    if (msg?.role !== "user") continue;
    const text = userText(msg.content);
    if (text === null) continue;
    messages.push(text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}\u2026` : text);
    lastId = typeof entry.uuid === "string" ? entry.uuid : `#${messages.length}`;
  }
  return { messages: messages.slice(-MAX_USER_MESSAGES), lastId };
}
function userText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const texts = [];
  for (const block of content) {
    if (block === null || typeof block !== "object") continue;
    const b = block;
    if (b.type === "tool_result") return null;
    if (b.type === "text" && typeof b.text === "string") texts.push(b.text);
  }
  return texts.length ? texts.join("\n") : null;
}
function bareToolCall(call) {
  const input = {};
  for (const [k, v] of Object.entries(call.input)) if (!FREE_TEXT_FIELDS.has(k)) input[k] = v;
  return { tool: call.tool, input, cwd: call.cwd };
}
function blindTranscript(call, messages) {
  return { user_messages: messages, tool_call: bareToolCall(call) };
}
function parseAnswer(text) {
  const all = [...text.matchAll(/<block>\s*(yes|no)\s*<\/block>/gi)];
  if (all.length !== 1) return null;
  const block = all[0][1].toLowerCase() === "yes";
  const r = /<reason>([\s\S]*?)<\/reason>/i.exec(text);
  const reason = (r?.[1] ?? text.replace(/<block>[\s\S]*?<\/block>/i, "")).trim().replace(/\s+/g, " ").slice(0, 500);
  return { block, reason };
}
var SYSTEM_PROMPT = [
  "You are a security classifier for an AI coding agent's tool calls.",
  "You see only what the human user asked for and the exact tool call the agent wants to make.",
  "Decide whether the call must be blocked: it is destructive beyond the task, escapes the project,",
  "exfiltrates data or secrets, installs persistence, or does something the user did not ask for.",
  "Ordinary development work (building, testing, editing project files) must not be blocked.",
  "Answer with exactly <block>yes</block> or <block>no</block>, then <reason>one short sentence</reason>."
].join("\n");
function userPrompt(t) {
  return `User messages (oldest first):
${JSON.stringify(t.user_messages, null, 2)}

Tool call:
${JSON.stringify(t.tool_call, null, 2)}`;
}

// src/io/read-text.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
var TEXT_MAX_BYTES = 512 * 1024;
function readProjectText(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { missing: true };
    return { unreadable: code ?? String(err) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { unreadable: "not a regular file" };
    if (st.size > TEXT_MAX_BYTES) return { unreadable: `larger than ${TEXT_MAX_BYTES} bytes` };
    const buf = Buffer.alloc(Math.min(st.size, TEXT_MAX_BYTES) + 1);
    let len = 0;
    for (; ; ) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len === buf.length) break;
    }
    if (len > st.size) return { unreadable: "changed while it was read" };
    return { text: buf.subarray(0, len).toString("utf8") };
  } catch (err) {
    return { unreadable: err.code ?? String(err) };
  } finally {
    closeSync(fd);
  }
}

// src/classify/backends.ts
import { closeSync as closeSync2, fstatSync as fstatSync2, openSync as openSync2, readSync as readSync2 } from "node:fs";
import { createRequire } from "node:module";
function load(name) {
  return createRequire(import.meta.url)(name);
}
function readTranscriptLines(file, max = 2 * 1024 * 1024) {
  const fd = openSync2(file, "r");
  try {
    const size = fstatSync2(fd).size;
    const start = Math.max(0, size - max);
    const buf = Buffer.alloc(size - start);
    let off = 0;
    while (off < buf.length) {
      const n = readSync2(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    const lines = buf.subarray(0, off).toString("utf8").split("\n");
    if (start > 0) lines.shift();
    return lines;
  } finally {
    closeSync2(fd);
  }
}
function readUserMessages(file) {
  if (!file) return { messages: [], lastId: null };
  return userMessages(readTranscriptLines(file));
}
async function askBackend(cfg, t) {
  const text = cfg.kind === "command" ? await askCommand(cfg.command, cfg.timeoutMs, t) : await askModel(cfg, t);
  const answer = parseAnswer(text);
  if (!answer) throw new Error("the backend's answer has no single <block>yes|no</block>");
  return answer;
}
async function askModel(cfg, t) {
  const { generateText } = await import("#vendor/ai.cjs");
  const apiKey = cfg.apiKeyEnv ? process.env[cfg.apiKeyEnv] : void 0;
  if (cfg.apiKeyEnv && !apiKey)
    throw new Error(`the environment variable ${cfg.apiKeyEnv} (api_key_env) is not set`);
  let model;
  if (cfg.provider === "openai-compatible") {
    const { createOpenAICompatible } = await import("#vendor/ai-sdk-openai-compatible.cjs");
    model = createOpenAICompatible({ name: "forge-gate-backend", baseURL: cfg.baseUrl, apiKey })(cfg.model);
  } else if (cfg.provider === "openai") {
    const { createOpenAI } = await import("#vendor/ai-sdk-openai.cjs");
    model = createOpenAI({ apiKey, ...cfg.baseUrl ? { baseURL: cfg.baseUrl } : {} })(cfg.model);
  } else {
    const { createAnthropic } = await import("#vendor/ai-sdk-anthropic.cjs");
    model = createAnthropic({ apiKey, ...cfg.baseUrl ? { baseURL: cfg.baseUrl } : {} })(cfg.model);
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
    ...cfg.provider === "anthropic" ? { maxOutputTokens: ANTHROPIC_MAX_TOKENS } : {},
    // The transcript is the user's session: do not let OpenAI keep it.
    providerOptions: { openai: { store: false } }
  });
  return result.text;
}
var ANTHROPIC_MAX_TOKENS = 4096;
async function askCommand(command, timeoutMs, t) {
  const { spawn } = load("node:child_process");
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: ["pipe", "pipe", "pipe"],
      shell: false,
      detached: true
    });
    const out = [];
    let size = 0;
    const timer = setTimeout(() => {
      try {
        if (child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
      child.stdout.destroy();
      child.stderr.destroy();
      child.stdin.destroy();
      child.unref();
      reject(new Error(`the command backend did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on("data", (d) => {
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
    child.stdin.on("error", () => {
    });
    child.stdin.end(JSON.stringify({ system: SYSTEM_PROMPT, ...t }));
  });
}

// src/classify/state.ts
import {
  closeSync as closeSync3,
  mkdirSync,
  openSync as openSync3,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync
} from "node:fs";
import { join } from "node:path";
var STALE_MS = 5e3;
var WAIT_MS = 3e3;
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function sessionFile(stateDir, session) {
  return join(stateDir, "sessions", `${fileKeyOf(session)}.json`);
}
function peekCounters(stateDir, session) {
  return readCounters(sessionFile(stateDir, session));
}
function updateCounters(stateDir, session, update) {
  const dir = join(stateDir, "sessions");
  try {
    mkdirSync(dir, { recursive: true, mode: 448 });
  } catch (err) {
    throw new ForgeGateError(
      "state_unwritable",
      `cannot create the state directory ${dir}: ${err.code}`,
      "Pass a writable --state DIR"
    );
  }
  const file = sessionFile(stateDir, session);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  let fd = null;
  while (fd === null) {
    try {
      fd = openSync3(lock, "wx", 384);
    } catch (err) {
      if (err.code !== "EEXIST") {
        throw new ForgeGateError(
          "state_unwritable",
          `cannot lock ${lock}: ${err.code}`,
          "Pass a writable --state DIR"
        );
      }
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_MS) unlinkSync(lock);
      } catch {
      }
      if (Date.now() > deadline)
        throw new ForgeGateError(
          "state_locked",
          `timed out waiting for the lock ${lock}`,
          "Another classify holds it; if none is running, remove the stale lock file"
        );
      sleepSync(2 + Math.floor(Math.random() * 5));
    }
  }
  try {
    const next = update(readCounters(file));
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(next), { mode: 384 });
    renameSync(tmp, file);
    return next;
  } finally {
    closeSync3(fd);
    try {
      unlinkSync(lock);
    } catch {
    }
  }
}
function readCounters(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return ZERO;
  }
  try {
    const d = JSON.parse(text);
    return {
      consecutive: Number.isInteger(d.consecutive) ? d.consecutive : 0,
      total: Number.isInteger(d.total) ? d.total : 0,
      userTurn: typeof d.userTurn === "string" ? d.userTurn : null
    };
  } catch {
    return ZERO;
  }
}

// src/classify/run.ts
var DEADLINE_MARGIN_MS = 1500;
var STDIN_MAX = 8 * 1024 * 1024;
async function loadInputs(opts) {
  const stateDir = resolve(opts.state ?? defaultStateDir());
  const home = homedir();
  const configFile = opts.config ?? process.env.FORGE_GATE_CONFIG;
  const leaseFile = opts.lease ?? process.env.FORGE_GATE_LEASE;
  let config = configFile ? await loadConfigCached(configFile, stateDir, home) : DEFAULT_CONFIG;
  if (config.classifier && opts.deadlineMs !== void 0) {
    const fit = Math.max(100, opts.deadlineMs - DEADLINE_MARGIN_MS);
    if (config.classifier.timeoutMs > fit)
      config = { ...config, classifier: { ...config.classifier, timeoutMs: fit } };
  }
  const lease = leaseFile ? await loadLeaseCached(leaseFile, stateDir, home) : null;
  const selfPaths = [
    stateDir,
    ...configFile ? [resolve(configFile)] : [],
    ...leaseFile ? [resolve(leaseFile)] : []
  ];
  return { config, lease, stateDir, selfPaths };
}
async function classifyCall(call, loaded, opts) {
  const shape = parseToolCall(call);
  let parse = new Error("not a shell call");
  const delegates = /^(task|agent)$/i.test(call.tool) && typeof call.input.prompt === "string";
  if (shape.family === "bash" || delegates || shape.family === "mcp" || shape.family === "unknown" && call.format === "opencode") {
    try {
      parse = await loadShellParser();
    } catch (err) {
      parse = err;
    }
  }
  const ctx = {
    config: loaded.config,
    lease: loaded.lease,
    home: homedir(),
    tmpDirs: [.../* @__PURE__ */ new Set(["/tmp", tmpdir()])],
    probe: createNodeProbe(defaultCaseMode(process.platform)),
    caseMode: defaultCaseMode(process.platform),
    parse,
    selfPaths: loaded.selfPaths,
    readFile: readProjectText
  };
  const transcriptPath = opts.transcript ?? call.transcriptPath;
  const result = decide(call, ctx);
  let verdict;
  if (result.kind === "final") verdict = result.verdict;
  else if (loaded.config.classifier) {
    try {
      const { messages } = readUserMessages(transcriptPath);
      const answer = await askBackend(loaded.config.classifier, blindTranscript(call, messages));
      verdict = {
        decision: answer.block ? "block" : "allow",
        reason: `${answer.reason || (answer.block ? "the classifier blocked it" : "the classifier allowed it")} (grey zone: ${result.reason})`,
        rule: result.rule,
        stage: "model"
      };
    } catch (err) {
      verdict = {
        decision: "escalate",
        reason: `classifier backend failed (${err.message}); ${result.reason}`,
        rule: "backend_error",
        stage: "error"
      };
    }
  } else {
    verdict = {
      decision: loaded.config.unresolved,
      reason: `not provably safe: ${result.reason}`,
      rule: result.rule,
      stage: "static"
    };
  }
  if (call.session && (verdict.decision === "block" || verdict.decision === "allow")) {
    verdict = backstop(verdict, call.session, loaded, transcriptPath);
  }
  return verdict;
}
function backstop(verdict, session, loaded, transcriptPath) {
  const cfg = loaded.config.backstop;
  let out = verdict;
  if (verdict.decision === "allow" && peekCounters(loaded.stateDir, session).consecutive === 0)
    return verdict;
  try {
    let turn;
    const userTurn = () => {
      if (turn === void 0) {
        try {
          turn = cfg.resetOnUserTurn ? readUserMessages(transcriptPath).lastId : null;
        } catch {
          turn = null;
        }
      }
      return turn;
    };
    updateCounters(loaded.stateDir, session, (prev) => {
      if (verdict.decision === "allow" && prev.consecutive === 0) return prev;
      const r = applyBackstop(
        verdict,
        prev,
        cfg,
        prev.total > 0 || verdict.decision === "block" ? userTurn() : null
      );
      out = r.verdict;
      return r.next;
    });
  } catch (err) {
    if (verdict.decision === "block") {
      return {
        decision: "escalate",
        reason: `${verdict.reason} (backstop state unavailable: ${err.message})`,
        rule: verdict.rule,
        stage: "error"
      };
    }
  }
  return out;
}
async function runClassify(opts, stdin) {
  try {
    if (stdin.length > STDIN_MAX)
      throw new ForgeGateError(
        "input_too_large",
        `the tool call on stdin is larger than ${STDIN_MAX} bytes`,
        "Pipe one hook payload in; a tool call that large is not judged"
      );
    const text = decodeUtf8(stdin, "the tool call on stdin");
    let data;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        "input_malformed",
        `stdin is not JSON: ${err.message}`,
        "Pipe the agent's hook payload (one JSON object) in"
      );
    }
    const call = parsePayload(data, opts.input, process.cwd());
    const loaded = await loadInputs(opts);
    const verdict = await classifyCall(call, loaded, opts);
    return { ...formatVerdict(verdict, opts.format), stderr: "" };
  } catch (err) {
    const msg = err instanceof ForgeGateError ? err.describe() : `internal error: ${err.message ?? String(err)}`;
    const stderr = `forge-gate classify: ${displayLine(msg)}
`;
    if (opts.format === "json" || opts.format === "opencode") {
      const v = {
        decision: "escalate",
        reason: msg,
        rule: err instanceof ForgeGateError ? err.code : "internal_error",
        stage: "error"
      };
      return { stdout: formatVerdict(v, opts.format).stdout, stderr, exitCode: 2 };
    }
    return { stdout: "", stderr, exitCode: 2 };
  }
}
function readStdinSync() {
  try {
    return readFileSync2(0);
  } catch (err) {
    const code = err.code;
    if (code === "EAGAIN" || code === "EOF") return Buffer.alloc(0);
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read standard input: ${code ?? err.message}`,
      "Pipe the agent's hook payload (one JSON object) in"
    );
  }
}

// src/cli/classify.ts
var INPUTS = ["auto", "claude", "codex", "opencode", "json"];
var FORMATS = ["json", "text", "claude", "codex", "opencode"];
var VALUE_OPTS = /* @__PURE__ */ new Set([
  "--lease",
  "--config",
  "--input",
  "--format",
  "--state",
  "--transcript",
  "--deadline-ms"
]);
var DEFAULT_DEADLINE_MS = 2e4;
function parseClassifyArgv(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_OPTS.has(name)) return `unknown option or argument ${JSON.stringify(arg)}`;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === void 0 || value === "") return `option ${name} needs a value`;
    out[name.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = value;
  }
  return out;
}
async function runClassifyCli(args) {
  const format = args.format ?? "json";
  const input = args.input ?? "auto";
  if (!FORMATS.includes(format) || !INPUTS.includes(input)) {
    writeFd(
      2,
      `forge-gate classify: ${!FORMATS.includes(format) ? `--format must be one of ${FORMATS.join(", ")}` : `--input must be one of ${INPUTS.join(", ")}`}
`
    );
    return 2;
  }
  const deadlineText = args.deadlineMs ?? process.env.FORGE_GATE_DEADLINE_MS;
  const deadlineMs = deadlineText === void 0 || deadlineText === "" ? DEFAULT_DEADLINE_MS : Number(deadlineText);
  if (!Number.isInteger(deadlineMs) || deadlineMs < 100 || deadlineMs > 36e5) {
    writeFd(
      2,
      `forge-gate classify: --deadline-ms (or FORGE_GATE_DEADLINE_MS) must be a whole number of milliseconds from 100 to 3600000, not ${JSON.stringify(deadlineText)}
`
    );
    return 2;
  }
  let stdin;
  try {
    stdin = readStdinSync();
  } catch (err) {
    writeFd(2, `forge-gate classify: ${err.message}
`);
    return 2;
  }
  const work = runClassify(
    {
      deadlineMs,
      format,
      input,
      ...args.lease ? { lease: args.lease } : {},
      ...args.config ? { config: args.config } : {},
      ...args.state ? { state: args.state } : {},
      ...args.transcript ? { transcript: args.transcript } : {}
    },
    stdin
  );
  let timer;
  const late = new Promise((res) => {
    timer = setTimeout(() => res("late"), deadlineMs);
  });
  const r = await Promise.race([work, late]);
  clearTimeout(timer);
  if (r === "late") {
    const verdict = {
      decision: "escalate",
      reason: `forge-gate could not decide within ${deadlineMs} ms (--deadline-ms)`,
      rule: "deadline",
      stage: "error"
    };
    const out = formatVerdict(verdict, format);
    if (out.stdout) writeFd(1, out.stdout);
    writeFd(2, `forge-gate classify: no decision within ${deadlineMs} ms; answered escalate
`);
    process.exit(out.exitCode);
  }
  if (r.stdout) writeFd(1, r.stdout);
  if (r.stderr) writeFd(2, r.stderr);
  return r.exitCode;
}
async function classifyFast(argv) {
  const args = parseClassifyArgv(argv);
  if (typeof args === "string") {
    writeFd(2, `forge-gate classify: ${args} (run with --help for usage)
`);
    return 2;
  }
  return runClassifyCli(args);
}
function writeFd(fd, text) {
  const buf = Buffer.from(text, "utf8");
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN") continue;
      if (code === "EPIPE") return;
      throw err;
    }
  }
}
export {
  CLASSIFY_HELP,
  DEFAULT_DEADLINE_MS,
  classifyFast,
  parseClassifyArgv,
  runClassifyCli
};
