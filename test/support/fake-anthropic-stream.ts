/**
 * A loopback fake of Anthropic's Messages API *streaming* endpoint, for driving the real Claude
 * Code binary with scripted tool calls (test/clients/, and the gate's `run -- claude -p` test).
 *
 * Usage:
 *
 *   import { ensureClient } from "../../scripts/clients.mjs";           // installs into the cache
 *   import { fakeAnthropicStream } from "../support/fake-anthropic-stream.js";
 *
 *   const claude = await ensureClient("claude-code@2.1.330");         // { bin, env, version, … }
 *   const api = await fakeAnthropicStream([
 *     { calls: [{ name: "Bash", input: { command: "touch made-by-agent" } }] },
 *     { text: "done" },
 *   ]);
 *   spawn(claude.bin, ["-p", "go", "--permission-mode", "bypassPermissions", "--output-format", "json"], {
 *     cwd: project,
 *     // claude.env: PATH with the client's Node first + offline switches; api.env(): base URL + fake
 *     // key. IS_SANDBOX=1 lets bypassPermissions run as root (CI containers); give every run its
 *     // own temp HOME (Claude Code keeps its settings and sessions there).
 *     env: { ...process.env, ...claude.env, ...api.env(), IS_SANDBOX: "1", HOME: tmpHome },
 *   });
 *   api.toolResults();  // what Claude Code sent back for each scripted call (denial reasons included)
 *   api.problems;       // contract violations in Claude Code's requests: expect []
 *   await api.close();
 *
 * The wire format follows Anthropic's published streaming contract (docs.anthropic.com/en/docs/
 * build-with-claude/streaming; anthropic-sdk-python src/anthropic/types/raw_message_*_event.py,
 * raw_content_block_*_event.py): `message_start`, per block `content_block_start` / `…_delta`
 * (`text_delta`, `input_json_delta`) / `content_block_stop`, `message_delta` with the stop reason
 * and usage, `message_stop`, each as `event: <type>\ndata: <json>\n\n`. Requests are checked against
 * the published MessageCreateParams (beta included: Claude Code calls `/v1/messages?beta=true`),
 * their content blocks and the API's pairing rule (every `tool_result` answers a `tool_use` of the
 * assistant turn before it); a violation lands in `problems` and is answered with the documented
 * 400 error body. Requests without tools (Claude Code's side requests: titles, summaries) get a
 * short text answer and never advance the script.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as z from "zod";
import {
  callId,
  callNames,
  nextTurn,
  type ScriptedCall,
  type ScriptedTurn,
  type ToolResult,
  turnAt,
} from "./agent-script.js";
import { ANTHROPIC_VERSIONS, anthropicError, zodProblems } from "./fake-models.js";

export type { ScriptedCall, ScriptedTurn, ToolResult } from "./agent-script.js";

export interface AnthropicRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeAnthropicStream {
  /** Base URL for `ANTHROPIC_BASE_URL` (no `/v1`: clients append `/v1/messages`). */
  url: string;
  /** The fake credential the server expects in `x-api-key`. */
  apiKey: string;
  /** Environment that points Claude Code (or any Anthropic SDK client) at this fake. */
  env(): Record<string, string>;
  requests: AnthropicRequest[];
  /** Contract violations in the client's requests; a test expects this to stay empty. */
  problems: string[];
  /** The tool results the client sent back for the scripted calls, in order, latest request first seen. */
  toolResults(): ToolResult[];
  /** How many main-loop (tool-bearing) requests the client made. */
  mainRequests(): number;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /** Hold every main-loop answer this long (ms). */
  delayMs?: number;
}

const PREFIX = "toolu_01";
const API_KEY = "sk-ant-api03-forge-gate-fake-key";

// ---- request schema (MessageCreateParams, beta fields included; top level strict) ----

const cacheControl = z.optional(z.nullable(z.looseObject({ type: z.literal("ephemeral") })));
const textBlock = z.looseObject({ type: z.literal("text"), text: z.string(), cache_control: cacheControl });
const toolUseBlock = z.looseObject({
  type: z.literal("tool_use"),
  id: z.string().min(1),
  name: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
  cache_control: cacheControl,
});
const toolResultBlock = z.looseObject({
  type: z.literal("tool_result"),
  tool_use_id: z.string().min(1),
  content: z.optional(z.union([z.string(), z.array(z.looseObject({ type: z.string().min(1) }))])),
  is_error: z.optional(z.boolean()),
  cache_control: cacheControl,
});
const BLOCK_TYPES = new Set([
  "text",
  "image",
  "document",
  "search_result",
  "thinking",
  "redacted_thinking",
  "tool_use",
  "tool_result",
  "server_tool_use",
  "web_search_tool_result",
  "web_fetch_tool_result",
  "code_execution_tool_result",
  "mcp_tool_use",
  "mcp_tool_result",
  "container_upload",
  "tool_reference",
]);
const contentBlock = z.looseObject({ type: z.string() }).superRefine((b, ctx) => {
  if (!BLOCK_TYPES.has(b.type)) ctx.addIssue({ code: "custom", message: `unknown content block ${b.type}` });
  const schema =
    b.type === "text"
      ? textBlock
      : b.type === "tool_use"
        ? toolUseBlock
        : b.type === "tool_result"
          ? toolResultBlock
          : null;
  if (!schema) return;
  const r = schema.safeParse(b);
  if (!r.success) for (const p of zodProblems(r.error)) ctx.addIssue({ code: "custom", message: p });
});
// Claude Code 2.1.3xx sends the beta API's mid-conversation `system` turns and a per-message
// `output_config`; 2.1.1xx only user/assistant turns.
const messageParam = z.strictObject({
  role: z.enum(["user", "assistant", "system"]),
  content: z.union([z.string(), z.array(contentBlock)]),
  output_config: z.optional(z.looseObject({})),
});

const messagesRequest = z.strictObject({
  model: z.string().min(1),
  max_tokens: z.int().min(1),
  messages: z.array(messageParam).min(1),
  system: z.optional(z.union([z.string(), z.array(textBlock)])),
  metadata: z.optional(z.strictObject({ user_id: z.optional(z.nullable(z.string())) })),
  stop_sequences: z.optional(z.array(z.string())),
  stream: z.optional(z.boolean()),
  temperature: z.optional(z.number().min(0).max(1)),
  top_k: z.optional(z.int().min(0)),
  top_p: z.optional(z.number().min(0).max(1)),
  thinking: z.optional(z.looseObject({ type: z.enum(["enabled", "disabled", "adaptive"]) })),
  tool_choice: z.optional(z.looseObject({ type: z.enum(["auto", "any", "tool", "none"]) })),
  tools: z.optional(z.array(z.looseObject({}))),
  service_tier: z.optional(z.enum(["auto", "standard_only"])),
  container: z.optional(z.unknown()),
  context_management: z.optional(z.nullable(z.looseObject({}))),
  mcp_servers: z.optional(z.array(z.looseObject({}))),
  output_config: z.optional(z.looseObject({})),
  output_format: z.optional(z.nullable(z.looseObject({}))),
  inference_geo: z.optional(z.nullable(z.string())),
  cache_control: z.optional(z.nullable(z.looseObject({}))),
  speed: z.optional(z.nullable(z.string())),
});

const countTokensRequest = messagesRequest.omit({
  max_tokens: true,
  stream: true,
  metadata: true,
  stop_sequences: true,
  temperature: true,
  top_k: true,
  top_p: true,
  service_tier: true,
  container: true,
});

type Block = { type: string; [k: string]: unknown };
type Message = { role: string; content: string | Block[] };

/** The API's pairing rule: each user turn's tool_results answer the tool_uses of the assistant turn before it. */
function pairingProblems(messages: Message[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.role !== "user" || typeof m.content === "string") continue;
    const prev = messages[i - 1];
    const uses = new Set(
      prev && typeof prev.content !== "string"
        ? prev.content.filter((b) => b.type === "tool_use").map((b) => String(b.id))
        : [],
    );
    for (const b of m.content)
      if (b.type === "tool_result" && !uses.has(String(b.tool_use_id)))
        out.push(
          `messages.${i}: tool_result ${String(b.tool_use_id)} answers no tool_use of the previous turn`,
        );
  }
  return out;
}

function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((c) => (c && typeof c === "object" && "text" in c ? String(c.text) : "")).join("\n");
  return "";
}

// ---- the stream ----

function sse(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/** The events of one assistant message holding `turn`, as the streaming API sends them. */
export function anthropicStreamEvents(model: string, turn: ScriptedTurn, turnIndex: number): string[] {
  const usage = {
    input_tokens: 120,
    output_tokens: 1,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
  const events = [
    sse("message_start", {
      message: {
        id: `msg_01FakeTurn${turnIndex}`,
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage,
      },
    }),
    sse("ping", {}),
  ];
  let stop: string;
  if ("calls" in turn) {
    turn.calls.forEach((call: ScriptedCall, n) => {
      events.push(
        sse("content_block_start", {
          index: n,
          content_block: { type: "tool_use", id: callId(PREFIX, turnIndex, n), name: call.name, input: {} },
        }),
      );
      const json = JSON.stringify(call.input);
      // Split the arguments, as the API streams them in pieces.
      const cut = Math.floor(json.length / 2);
      for (const part of [json.slice(0, cut), json.slice(cut)])
        events.push(
          sse("content_block_delta", { index: n, delta: { type: "input_json_delta", partial_json: part } }),
        );
      events.push(sse("content_block_stop", { index: n }));
    });
    stop = "tool_use";
  } else {
    events.push(sse("content_block_start", { index: 0, content_block: { type: "text", text: "" } }));
    events.push(sse("content_block_delta", { index: 0, delta: { type: "text_delta", text: turn.text } }));
    events.push(sse("content_block_stop", { index: 0 }));
    stop = "end_turn";
  }
  events.push(
    sse("message_delta", { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 12 } }),
  );
  events.push(sse("message_stop", {}));
  return events;
}

/** Starts the fake on 127.0.0.1 (port 0) with the scripted conversation. */
export async function fakeAnthropicStream(
  script: ScriptedTurn[],
  opts: FakeAnthropicOptions = {},
): Promise<FakeAnthropicStream> {
  const requests: AnthropicRequest[] = [];
  const problems: string[] = [];
  let main = 0;
  let lastMain: Message[] = [];
  const names = callNames(script, PREFIX);

  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake0123456789" });
      res.end(JSON.stringify(payload));
    };
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text || "{}") as Record<string, unknown>;
    } catch {
      problems.push(`${req.method} ${url.pathname}: the body is not JSON`);
    }
    requests.push({ path: req.url ?? "", headers: req.headers, body });
    const route = `${req.method} ${url.pathname}`;
    if (route !== "POST /v1/messages" && route !== "POST /v1/messages/count_tokens") {
      // Not part of the Messages API (Claude Code probes other endpoints on its own host): a
      // documented 404, not a contract problem of the messages it sends.
      send(404, anthropicError(404, `${route} is not served by this fake`));
      return;
    }
    const found: string[] = [];
    if (req.headers["x-api-key"] !== API_KEY && req.headers.authorization !== `Bearer ${API_KEY}`)
      found.push("the request does not carry the fake API key (x-api-key)");
    const version = req.headers["anthropic-version"];
    if (typeof version !== "string" || !ANTHROPIC_VERSIONS.has(version))
      found.push(`anthropic-version header is ${JSON.stringify(version)}, not a published version`);
    const schema = url.pathname.endsWith("/count_tokens") ? countTokensRequest : messagesRequest;
    const parsed = schema.safeParse(body);
    if (!parsed.success) found.push(...zodProblems(parsed.error).map((p) => `${route}: ${p}`));
    const messages = (Array.isArray(body.messages) ? body.messages : []) as Message[];
    found.push(...pairingProblems(messages));
    if (found.length) {
      problems.push(...found);
      send(found[0]!.includes("API key") ? 401 : 400, anthropicError(400, found.join("; ")));
      return;
    }
    if (url.pathname.endsWith("/count_tokens")) {
      send(200, { input_tokens: 120 });
      return;
    }
    const model = String(body.model);
    const tools = Array.isArray(body.tools) ? body.tools : [];
    let turn: ScriptedTurn;
    let index = 0;
    if (tools.length === 0) {
      turn = { text: "ok" };
    } else {
      main++;
      lastMain = messages;
      const seen = new Set<string>();
      for (const m of messages)
        if (m.role === "assistant" && typeof m.content !== "string")
          for (const b of m.content) if (b.type === "tool_use") seen.add(String(b.id));
      index = nextTurn(script, PREFIX, seen);
      turn = turnAt(script, index);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    }
    if (body.stream !== true) {
      // The non-streaming Message object, for a client's occasional non-streaming side request.
      send(200, {
        id: "msg_01FakeNonStream",
        type: "message",
        role: "assistant",
        model,
        content: "calls" in turn ? [] : [{ type: "text", text: turn.text }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 120, output_tokens: 12 },
      });
      return;
    }
    if (res.destroyed) return;
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      "request-id": "req_fake0123456789",
    });
    for (const e of anthropicStreamEvents(model, turn, index)) res.write(e);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiKey: API_KEY,
    env: () => ({ ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: API_KEY }),
    requests,
    problems,
    mainRequests: () => main,
    toolResults: () => {
      const out: ToolResult[] = [];
      for (const m of lastMain)
        if (m.role === "user" && typeof m.content !== "string")
          for (const b of m.content)
            if (b.type === "tool_result") {
              const id = String(b.tool_use_id);
              out.push({
                id,
                name: names.get(id) ?? "?",
                text: resultText(b.content),
                ...(typeof b.is_error === "boolean" ? { isError: b.is_error } : {}),
              });
            }
      return out;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
