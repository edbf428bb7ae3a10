/**
 * Loopback fakes of OpenAI's two *streaming* APIs, for driving the real Codex and opencode binaries
 * with scripted tool calls (test/clients/). Same scripting as fake-anthropic-stream.ts
 * (test/support/agent-script.ts).
 *
 * - `responses`: POST /v1/responses with `stream: true` (Codex). Server-sent events as published
 *   (platform.openai.com/docs/api-reference/responses-streaming; openai-python
 *   src/openai/types/responses/response_*_event.py): `response.created`, `response.in_progress`,
 *   per output item `response.output_item.added` / `…done`, `response.function_call_arguments.delta`
 *   / `…done` (function tools), `response.custom_tool_call_input.delta` / `…done` (custom tools
 *   such as Codex's apply_patch), `response.content_part.added` / `response.output_text.delta` /
 *   `…done` / `response.content_part.done` (text), then `response.completed`; each event carries
 *   `type` and a growing `sequence_number`. Tool results come back as `function_call_output` /
 *   `custom_tool_call_output` input items.
 * - `chat`: POST /v1/chat/completions with `stream: true` (OpenAI-compatible providers; opencode).
 *   `chat.completion.chunk` objects (CreateChatCompletionStreamResponse): the first delta carries
 *   the role, tool calls stream as `delta.tool_calls[{index, id, type, function: {name, arguments}}]`
 *   with the arguments in pieces, the last chunk has `finish_reason` `tool_calls` or `stop`, then
 *   `data: [DONE]`. Tool results come back as `role: "tool"` messages with `tool_call_id`.
 *
 * Requests are checked against the published request schemas (top level strict) and the APIs'
 * pairing rule (every tool output answers a call the model made); a violation lands in `problems`
 * and is answered with the documented error body. A request without tools is a side request
 * (titles, summaries): it gets a short text and never advances the script.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as z from "zod";
import { callId, callNames, nextTurn, type ScriptedTurn, type ToolResult, turnAt } from "./agent-script.js";
import { openaiError, zodProblems } from "./fake-models.js";

export type { ScriptedCall, ScriptedTurn, ToolResult } from "./agent-script.js";

export type StreamDialect = "responses" | "chat";

export interface OpenAIRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeOpenAIStream {
  /** Base URL ending in /v1 (OpenAI's default base). */
  url: string;
  apiKey: string;
  requests: OpenAIRequest[];
  problems: string[];
  toolResults(): ToolResult[];
  mainRequests(): number;
  close(): Promise<void>;
}

const API_KEY = "sk-forge-gate-fake-openai-key";
const PREFIX = "call_";
const CREATED = 1_741_476_542;

// ---- request schemas ----

const responsesRequest = z.strictObject({
  model: z.string().min(1),
  input: z.union([z.string(), z.array(z.looseObject({}))]),
  instructions: z.optional(z.nullable(z.string())),
  tools: z.optional(z.array(z.looseObject({ type: z.string().min(1) }))),
  tool_choice: z.optional(z.unknown()),
  parallel_tool_calls: z.optional(z.nullable(z.boolean())),
  reasoning: z.optional(z.nullable(z.looseObject({}))),
  store: z.optional(z.nullable(z.boolean())),
  stream: z.optional(z.nullable(z.boolean())),
  stream_options: z.optional(z.nullable(z.looseObject({}))),
  include: z.optional(z.nullable(z.array(z.string()))),
  prompt_cache_key: z.optional(z.string()),
  text: z.optional(z.looseObject({})),
  service_tier: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.nullable(z.record(z.string(), z.string()))),
  max_output_tokens: z.optional(z.nullable(z.int().min(16))),
  max_tool_calls: z.optional(z.nullable(z.int().min(1))),
  temperature: z.optional(z.nullable(z.number().min(0).max(2))),
  top_p: z.optional(z.nullable(z.number().min(0).max(1))),
  top_logprobs: z.optional(z.nullable(z.int().min(0).max(20))),
  truncation: z.optional(z.nullable(z.enum(["auto", "disabled"]))),
  user: z.optional(z.string()),
  safety_identifier: z.optional(z.string()),
  previous_response_id: z.optional(z.nullable(z.string())),
  background: z.optional(z.nullable(z.boolean())),
  conversation: z.optional(z.unknown()),
  prompt: z.optional(z.unknown()),
  context_management: z.optional(z.unknown()),
  // Codex 0.169 sends its client metadata (ids of the session) in this documented-for-Codex field.
  client_metadata: z.optional(z.record(z.string(), z.unknown())),
});

const chatRequest = z.strictObject({
  model: z.string().min(1),
  messages: z
    .array(
      z.looseObject({
        role: z.enum(["developer", "system", "user", "assistant", "tool", "function"]),
      }),
    )
    .min(1),
  tools: z.optional(
    z.array(z.looseObject({ type: z.literal("function"), function: z.looseObject({ name: z.string() }) })),
  ),
  tool_choice: z.optional(z.unknown()),
  stream: z.optional(z.boolean()),
  stream_options: z.optional(z.nullable(z.looseObject({ include_usage: z.optional(z.boolean()) }))),
  max_tokens: z.optional(z.int().min(1)),
  max_completion_tokens: z.optional(z.int().min(1)),
  temperature: z.optional(z.number().min(0).max(2)),
  top_p: z.optional(z.number().min(0).max(1)),
  parallel_tool_calls: z.optional(z.boolean()),
  response_format: z.optional(z.looseObject({ type: z.string() })),
  reasoning_effort: z.optional(z.string()),
  seed: z.optional(z.int()),
  stop: z.optional(z.union([z.string(), z.array(z.string())])),
  user: z.optional(z.string()),
  frequency_penalty: z.optional(z.number()),
  presence_penalty: z.optional(z.number()),
  n: z.optional(z.int().min(1)),
  logprobs: z.optional(z.boolean()),
  top_logprobs: z.optional(z.int()),
  metadata: z.optional(z.record(z.string(), z.string())),
  store: z.optional(z.boolean()),
  prompt_cache_key: z.optional(z.string()),
  safety_identifier: z.optional(z.string()),
  service_tier: z.optional(z.string()),
  verbosity: z.optional(z.string()),
});

type Item = Record<string, unknown> & { type?: string };

// ---- the streams ----

/** Responses SSE events for one scripted turn (custom tools — `customTools` — get custom_tool_call items). */
export function responsesEvents(
  model: string,
  turn: ScriptedTurn,
  t: number,
  customTools: Set<string>,
): string[] {
  let seq = 0;
  const ev = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...data })}\n\n`;
  const base = {
    id: `resp_fake${t}`,
    object: "response",
    created_at: CREATED,
    model,
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    parallel_tool_calls: true,
    temperature: 1,
    tool_choice: "auto",
    tools: [],
    top_p: 1,
  };
  const out: string[] = [];
  out.push(ev("response.created", { response: { ...base, status: "in_progress", output: [] } }));
  out.push(ev("response.in_progress", { response: { ...base, status: "in_progress", output: [] } }));
  const items: Item[] = [];
  if ("calls" in turn) {
    turn.calls.forEach((call, n) => {
      const id = `fc_fake${t}x${n}`;
      const call_id = callId(PREFIX, t, n);
      if (customTools.has(call.name)) {
        const input = String(call.input.input ?? "");
        const added = {
          type: "custom_tool_call",
          id,
          call_id,
          name: call.name,
          input: "",
          status: "in_progress",
        };
        out.push(ev("response.output_item.added", { output_index: n, item: added }));
        out.push(ev("response.custom_tool_call_input.delta", { item_id: id, output_index: n, delta: input }));
        out.push(ev("response.custom_tool_call_input.done", { item_id: id, output_index: n, input }));
        const done = { ...added, input, status: "completed" };
        out.push(ev("response.output_item.done", { output_index: n, item: done }));
        items.push(done);
      } else {
        const args = JSON.stringify(call.input);
        const added = {
          type: "function_call",
          id,
          call_id,
          name: call.name,
          arguments: "",
          status: "in_progress",
        };
        out.push(ev("response.output_item.added", { output_index: n, item: added }));
        const cut = Math.floor(args.length / 2);
        for (const delta of [args.slice(0, cut), args.slice(cut)])
          out.push(ev("response.function_call_arguments.delta", { item_id: id, output_index: n, delta }));
        out.push(
          ev("response.function_call_arguments.done", { item_id: id, output_index: n, arguments: args }),
        );
        const done = { ...added, arguments: args, status: "completed" };
        out.push(ev("response.output_item.done", { output_index: n, item: done }));
        items.push(done);
      }
    });
  } else {
    const id = `msg_fake${t}`;
    const added = { type: "message", id, role: "assistant", status: "in_progress", content: [] };
    out.push(ev("response.output_item.added", { output_index: 0, item: added }));
    const empty = { type: "output_text", text: "", annotations: [] };
    out.push(
      ev("response.content_part.added", { item_id: id, output_index: 0, content_index: 0, part: empty }),
    );
    out.push(
      ev("response.output_text.delta", {
        item_id: id,
        output_index: 0,
        content_index: 0,
        delta: turn.text,
        logprobs: [],
      }),
    );
    out.push(
      ev("response.output_text.done", {
        item_id: id,
        output_index: 0,
        content_index: 0,
        text: turn.text,
        logprobs: [],
      }),
    );
    const part = { type: "output_text", text: turn.text, annotations: [] };
    out.push(ev("response.content_part.done", { item_id: id, output_index: 0, content_index: 0, part }));
    const done = { ...added, status: "completed", content: [part] };
    out.push(ev("response.output_item.done", { output_index: 0, item: done }));
    items.push(done);
  }
  out.push(
    ev("response.completed", {
      response: {
        ...base,
        status: "completed",
        output: items,
        usage: {
          input_tokens: 120,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: 12,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: 132,
        },
      },
    }),
  );
  return out;
}

/** Chat Completions SSE chunks for one scripted turn. */
export function chatEvents(model: string, turn: ScriptedTurn, t: number): string[] {
  const chunk = (
    delta: Record<string, unknown>,
    finish: string | null,
    extra: Record<string, unknown> = {},
  ) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-fake${t}`,
      object: "chat.completion.chunk",
      created: CREATED,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...extra,
    })}\n\n`;
  const out = [chunk({ role: "assistant", content: "" }, null)];
  if ("calls" in turn) {
    turn.calls.forEach((call, n) => {
      const args = JSON.stringify(call.input);
      const cut = Math.floor(args.length / 2);
      out.push(
        chunk(
          {
            tool_calls: [
              {
                index: n,
                id: callId(PREFIX, t, n),
                type: "function",
                function: { name: call.name, arguments: args.slice(0, cut) },
              },
            ],
          },
          null,
        ),
      );
      out.push(chunk({ tool_calls: [{ index: n, function: { arguments: args.slice(cut) } }] }, null));
    });
    out.push(chunk({}, "tool_calls"));
  } else {
    out.push(chunk({ content: turn.text }, null));
    out.push(chunk({}, "stop"));
  }
  out.push(
    `data: ${JSON.stringify({
      id: `chatcmpl-fake${t}`,
      object: "chat.completion.chunk",
      created: CREATED,
      model,
      choices: [],
      usage: { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 },
    })}\n\n`,
  );
  out.push("data: [DONE]\n\n");
  return out;
}

function outputText(v: unknown): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v))
    return v.map((p) => (p && typeof p === "object" && "text" in p ? String(p.text) : "")).join("\n");
  return v === undefined ? "" : JSON.stringify(v);
}

/** Starts a fake of `dialect` on 127.0.0.1 (port 0) with the scripted conversation. */
export async function fakeOpenAIStream(
  dialect: StreamDialect,
  script: ScriptedTurn[],
): Promise<FakeOpenAIStream> {
  const requests: OpenAIRequest[] = [];
  const problems: string[] = [];
  let main = 0;
  let results: ToolResult[] = [];
  const names = callNames(script, PREFIX);
  const route = dialect === "responses" ? "/v1/responses" : "/v1/chat/completions";
  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text || "{}") as Record<string, unknown>;
    } catch {
      problems.push(`${req.method} ${url.pathname}: the body is not JSON`);
    }
    requests.push({ path: req.url ?? "", headers: req.headers, body });
    if (req.method === "GET" && url.pathname === "/v1/models") {
      // Clients list models on start; the documented list object.
      send(200, {
        object: "list",
        data: [{ id: "gpt-fake", object: "model", created: CREATED, owned_by: "fake" }],
      });
      return;
    }
    if (`${req.method} ${url.pathname}` !== `POST ${route}`) {
      send(404, openaiError(404, `${req.method} ${url.pathname} is not served by this fake`));
      return;
    }
    const found: string[] = [];
    if (req.headers.authorization !== `Bearer ${API_KEY}`)
      found.push("the request does not carry the fake key (Authorization: Bearer)");
    const parsed = (dialect === "responses" ? responsesRequest : chatRequest).safeParse(body);
    if (!parsed.success) found.push(...zodProblems(parsed.error).map((p) => `${route}: ${p}`));
    // Pairing: every tool output answers a call made earlier in the conversation.
    const made = new Set<string>();
    const got: ToolResult[] = [];
    if (dialect === "responses") {
      for (const item of (Array.isArray(body.input) ? body.input : []) as Item[]) {
        if (item.type === "function_call" || item.type === "custom_tool_call") made.add(String(item.call_id));
        if (item.type === "function_call_output" || item.type === "custom_tool_call_output") {
          const id = String(item.call_id);
          if (!made.has(id)) found.push(`input: ${item.type} ${id} answers no earlier call`);
          got.push({ id, name: names.get(id) ?? "?", text: outputText(item.output) });
        }
      }
    } else {
      for (const m of (Array.isArray(body.messages) ? body.messages : []) as Item[]) {
        if (m.role === "assistant" && Array.isArray(m.tool_calls))
          for (const c of m.tool_calls as Item[]) made.add(String(c.id));
        if (m.role === "tool") {
          const id = String(m.tool_call_id);
          if (!made.has(id)) found.push(`messages: tool message ${id} answers no earlier tool call`);
          got.push({ id, name: names.get(id) ?? "?", text: outputText(m.content) });
        }
      }
    }
    if (found.length) {
      problems.push(...found);
      send(found[0]!.includes("fake key") ? 401 : 400, openaiError(400, found.join("; ")));
      return;
    }
    const model = String(body.model);
    const tools = (Array.isArray(body.tools) ? body.tools : []) as Item[];
    let turn: ScriptedTurn = { text: "ok" };
    let t = 0;
    if (tools.length > 0) {
      main++;
      results = got;
      t = nextTurn(script, PREFIX, made);
      turn = turnAt(script, t);
    }
    if (body.stream !== true) {
      send(400, openaiError(400, "this fake only streams (stream: true)"));
      problems.push(`${route}: a non-streaming request`);
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const custom = new Set(tools.filter((x) => x.type === "custom").map((x) => String(x.name)));
    const events =
      dialect === "responses" ? responsesEvents(model, turn, t, custom) : chatEvents(model, turn, t);
    for (const e of events) res.write(e);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey: API_KEY,
    requests,
    problems,
    mainRequests: () => main,
    toolResults: () => results,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
