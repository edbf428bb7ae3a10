/**
 * Fake model endpoints on loopback (node:http on 127.0.0.1), one per API dialect the classify
 * backend speaks, each held to the provider's published contract rather than to what our client
 * happens to send:
 *
 * - `openai-compatible`: OpenAI Chat Completions, POST {base}/chat/completions
 *   (CreateChatCompletionRequest / CreateChatCompletionResponse of OpenAI's OpenAPI spec).
 * - `openai`: OpenAI Responses API, POST {base}/responses. Request and response shapes follow the
 *   types generated from OpenAI's OpenAPI spec (openai/openai-python,
 *   src/openai/types/responses/: response_create_params.py, easy_input_message_param.py,
 *   response_input_text_param.py, response.py, response_output_message.py,
 *   response_output_text.py, response_usage.py) and the API reference
 *   (platform.openai.com/docs/api-reference/responses/create). Auth: `Authorization: Bearer <key>`.
 * - `anthropic`: Anthropic Messages API, POST {base}/messages. Shapes follow the types generated
 *   from Anthropic's OpenAPI spec (anthropics/anthropic-sdk-python, src/anthropic/types/:
 *   message_create_params.py, message.py, text_block.py, usage.py) and the API reference
 *   (docs.anthropic.com/en/api/messages, /en/api/versioning, /en/api/errors). Auth: `x-api-key`
 *   plus a published `anthropic-version`.
 *
 * A request off the contract (wrong route or method, missing auth, a body field the published
 * schema does not have, a required one missing) is recorded in `problems` and answered with the
 * dialect's 400 error, so the test using the fake fails twice over. The schemas are written out
 * here because neither provider ships a machine-readable spec as a package.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as z from "zod";

export type Dialect = "openai-compatible" | "openai" | "anthropic";

/** What the fake model answers to one request. */
export interface ModelReply {
  /** The model's text (wrapped in the dialect's documented success body). */
  content?: string;
  /** A documented refusal instead of text (Responses `refusal` part, Messages `stop_reason: "refusal"`). */
  refusal?: string;
  /** A non-2xx status, answered with the dialect's documented error body (unless `raw`). */
  status?: number;
  /** Send this body verbatim (malformed responses). */
  raw?: string;
  /** Hold the answer this long (timeouts). */
  delayMs?: number;
}

export interface ModelRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The `Authorization` header (kept for the OpenAI-compatible tests). */
  auth: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeModel {
  /** The base URL to configure as `base_url` (ends in /v1, like the providers' defaults). */
  url: string;
  requests: ModelRequest[];
  /** Contract violations found in the requests; a test expects this to stay empty. */
  problems: string[];
  close(): Promise<void>;
}

export interface FakeModelOptions {
  /** When set, a request carrying another credential gets the dialect's documented 401. */
  apiKey?: string;
}

// ---- request schemas (top level strict: a field the API does not document is a bug) ----

const nonEmpty = z.string().min(1);
const metadata = z.record(z.string(), z.string());

/** CreateChatCompletionRequest (the body fields of the published spec). */
const chatRequest = z.strictObject({
  model: nonEmpty,
  messages: z
    .array(
      z.looseObject({
        role: z.enum(["developer", "system", "user", "assistant", "tool", "function"]),
        content: z.union([z.string(), z.array(z.looseObject({ type: nonEmpty })), z.null()]),
      }),
    )
    .min(1),
  audio: z.optional(z.unknown()),
  frequency_penalty: z.optional(z.number().min(-2).max(2)),
  function_call: z.optional(z.unknown()),
  functions: z.optional(z.array(z.unknown())),
  logit_bias: z.optional(z.record(z.string(), z.number())),
  logprobs: z.optional(z.boolean()),
  max_completion_tokens: z.optional(z.int().min(1)),
  max_tokens: z.optional(z.int().min(1)),
  metadata: z.optional(metadata),
  modalities: z.optional(z.array(z.string())),
  n: z.optional(z.int().min(1)),
  parallel_tool_calls: z.optional(z.boolean()),
  prediction: z.optional(z.unknown()),
  presence_penalty: z.optional(z.number().min(-2).max(2)),
  prompt_cache_key: z.optional(z.string()),
  reasoning_effort: z.optional(z.string()),
  response_format: z.optional(z.looseObject({ type: nonEmpty })),
  safety_identifier: z.optional(z.string()),
  seed: z.optional(z.int()),
  service_tier: z.optional(z.string()),
  stop: z.optional(z.union([z.string(), z.array(z.string())])),
  store: z.optional(z.boolean()),
  stream: z.optional(z.literal(false)),
  stream_options: z.optional(z.unknown()),
  temperature: z.optional(z.number().min(0).max(2)),
  tool_choice: z.optional(z.unknown()),
  tools: z.optional(z.array(z.unknown())),
  top_logprobs: z.optional(z.int().min(0).max(20)),
  top_p: z.optional(z.number().min(0).max(1)),
  user: z.optional(z.string()),
  verbosity: z.optional(z.enum(["low", "medium", "high"])),
  web_search_options: z.optional(z.unknown()),
});

/**
 * Responses: EasyInputMessage with text parts (the only input a text classifier has); an earlier
 * assistant turn comes back as `output_text` parts, as the API takes its own output as input.
 */
const responsesTextPart = z.union([
  z.strictObject({ type: z.literal("input_text"), text: z.string() }),
  z.strictObject({
    type: z.literal("output_text"),
    text: z.string(),
    annotations: z.optional(z.array(z.unknown())),
  }),
]);
const responsesMessage = z.strictObject({
  type: z.optional(z.literal("message")),
  id: z.optional(z.string()),
  status: z.optional(z.enum(["in_progress", "completed", "incomplete"])),
  role: z.enum(["user", "assistant", "system", "developer"]),
  content: z.union([z.string(), z.array(responsesTextPart).min(1)]),
});

/** ResponseCreateParams (non-streaming). */
const responsesRequest = z.strictObject({
  model: nonEmpty,
  input: z.union([z.string(), z.array(responsesMessage).min(1)]),
  instructions: z.optional(z.nullable(z.string())),
  background: z.optional(z.nullable(z.boolean())),
  conversation: z.optional(z.unknown()),
  include: z.optional(z.nullable(z.array(z.string()))),
  max_output_tokens: z.optional(z.nullable(z.int().min(16))),
  max_tool_calls: z.optional(z.nullable(z.int().min(1))),
  metadata: z.optional(z.nullable(metadata)),
  parallel_tool_calls: z.optional(z.nullable(z.boolean())),
  previous_response_id: z.optional(z.nullable(z.string())),
  prompt: z.optional(z.unknown()),
  prompt_cache_key: z.optional(z.string()),
  reasoning: z.optional(z.nullable(z.looseObject({}))),
  safety_identifier: z.optional(z.string()),
  service_tier: z.optional(z.nullable(z.enum(["auto", "default", "flex", "scale", "priority"]))),
  store: z.optional(z.nullable(z.boolean())),
  stream: z.optional(z.nullable(z.literal(false))),
  temperature: z.optional(z.nullable(z.number().min(0).max(2))),
  text: z.optional(z.looseObject({})),
  tool_choice: z.optional(z.unknown()),
  tools: z.optional(z.array(z.unknown())),
  top_logprobs: z.optional(z.nullable(z.int().min(0).max(20))),
  top_p: z.optional(z.nullable(z.number().min(0).max(1))),
  truncation: z.optional(z.nullable(z.enum(["auto", "disabled"]))),
  user: z.optional(z.string()),
});

/** Messages: TextBlockParam (the only content a text classifier has). */
const anthropicText = z.strictObject({
  type: z.literal("text"),
  text: z.string(),
  cache_control: z.optional(z.nullable(z.looseObject({ type: z.literal("ephemeral") }))),
  citations: z.optional(z.nullable(z.array(z.unknown()))),
});

/** MessageCreateParams (non-streaming). There is no `system` role: the system prompt is top level. */
const anthropicRequest = z.strictObject({
  model: nonEmpty,
  // Required; 0 only pre-warms the prompt cache and generates nothing, useless to a classifier.
  max_tokens: z.int().min(1),
  messages: z
    .array(
      z.strictObject({
        role: z.enum(["user", "assistant"]),
        content: z.union([z.string(), z.array(anthropicText).min(1)]),
      }),
    )
    .min(1),
  system: z.optional(z.union([z.string(), z.array(anthropicText)])),
  cache_control: z.optional(z.nullable(z.looseObject({}))),
  container: z.optional(z.unknown()),
  inference_geo: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.strictObject({ user_id: z.optional(z.nullable(z.string())) })),
  output_config: z.optional(z.looseObject({})),
  service_tier: z.optional(z.enum(["auto", "standard_only"])),
  stop_sequences: z.optional(z.array(z.string())),
  stream: z.optional(z.literal(false)),
  temperature: z.optional(z.number().min(0).max(1)),
  thinking: z.optional(z.looseObject({ type: nonEmpty })),
  tool_choice: z.optional(z.unknown()),
  tools: z.optional(z.array(z.unknown())),
  top_k: z.optional(z.int().min(0)),
  top_p: z.optional(z.number().min(0).max(1)),
});

/** Published `anthropic-version` values (docs.anthropic.com/en/api/versioning). */
export const ANTHROPIC_VERSIONS = new Set(["2023-06-01", "2023-01-01"]);

// ---- the dialects ----

/** The Messages API's documented error body (docs.anthropic.com/en/api/errors). */
export function anthropicError(status: number, message: string) {
  return {
    type: "error",
    error: {
      type:
        status === 401
          ? "authentication_error"
          : status === 529
            ? "overloaded_error"
            : status >= 500
              ? "api_error"
              : "invalid_request_error",
      message,
    },
    request_id: "req_fake0123456789",
  };
}

interface DialectSpec {
  path: string;
  request: z.ZodType;
  /** The credential the request carries, or a problem. */
  credential(h: IncomingHttpHeaders): { key: string } | { problem: string };
  /** Other header requirements. */
  headerProblems(h: IncomingHttpHeaders): string[];
  ok(body: Record<string, unknown>, reply: ModelReply): unknown;
  error(status: number, message: string): unknown;
}

function bearer(h: IncomingHttpHeaders): { key: string } | { problem: string } {
  const m = /^Bearer (\S+)$/.exec(h.authorization ?? "");
  return m ? { key: m[1]! } : { problem: "no `Authorization: Bearer <key>` header" };
}

const openaiErrorType = (status: number) =>
  status === 401 ? "invalid_request_error" : status >= 500 ? "server_error" : "invalid_request_error";
export const openaiError = (status: number, message: string) => ({
  error: {
    message,
    type: openaiErrorType(status),
    param: null,
    code: status === 401 ? "invalid_api_key" : null,
  },
});

const CREATED = 1_741_476_542;

const DIALECTS: Record<Dialect, DialectSpec> = {
  "openai-compatible": {
    path: "/v1/chat/completions",
    request: chatRequest,
    // OpenAI-compatible servers (Ollama, llama.cpp, vLLM) may run without a key.
    credential: (h) => ("authorization" in h ? bearer(h) : { key: "" }),
    headerProblems: () => [],
    ok: (body, reply) => ({
      id: "chatcmpl-fake1",
      object: "chat.completion",
      created: CREATED,
      model: String(body.model),
      choices: [
        {
          index: 0,
          message: reply.refusal
            ? { role: "assistant", content: null, refusal: reply.refusal }
            : { role: "assistant", content: reply.content ?? "", refusal: null },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
    error: openaiError,
  },
  openai: {
    path: "/v1/responses",
    request: responsesRequest,
    credential: bearer,
    headerProblems: () => [],
    // The Response object as documented (response.py and the API reference's example).
    ok: (body, reply) => ({
      id: "resp_fake0123456789",
      object: "response",
      created_at: CREATED,
      status: "completed",
      error: null,
      incomplete_details: null,
      instructions: typeof body.instructions === "string" ? body.instructions : null,
      max_output_tokens: typeof body.max_output_tokens === "number" ? body.max_output_tokens : null,
      model: `${String(body.model)}-2025-04-14`,
      output: [
        {
          type: "message",
          id: "msg_fake0123456789",
          status: "completed",
          role: "assistant",
          content: reply.refusal
            ? [{ type: "refusal", refusal: reply.refusal }]
            : [{ type: "output_text", text: reply.content ?? "", annotations: [] }],
        },
      ],
      parallel_tool_calls: true,
      previous_response_id: null,
      reasoning: { effort: null, summary: null },
      store: body.store !== false,
      temperature: typeof body.temperature === "number" ? body.temperature : 1,
      text: { format: { type: "text" } },
      tool_choice: "auto",
      tools: [],
      top_p: 1,
      truncation: "disabled",
      usage: {
        input_tokens: 120,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 12,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 132,
      },
      user: null,
      metadata: {},
    }),
    error: openaiError,
  },
  anthropic: {
    path: "/v1/messages",
    request: anthropicRequest,
    credential: (h) => {
      const key = h["x-api-key"];
      return typeof key === "string" && key !== "" ? { key } : { problem: "no `x-api-key` header" };
    },
    headerProblems: (h) => {
      const v = h["anthropic-version"];
      return typeof v === "string" && ANTHROPIC_VERSIONS.has(v)
        ? []
        : [`\`anthropic-version\` header is ${JSON.stringify(v)}, not a published version`];
    },
    // The Message object as documented (message.py, usage.py and the API reference's example).
    ok: (body, reply) => ({
      id: "msg_01FakeFakeFakeFakeFakeFake",
      type: "message",
      role: "assistant",
      model: String(body.model),
      content: reply.refusal ? [] : [{ type: "text", text: reply.content ?? "" }],
      stop_reason: reply.refusal ? "refusal" : "end_turn",
      stop_sequence: null,
      usage: {
        input_tokens: 120,
        output_tokens: 12,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        service_tier: "standard",
      },
    }),
    error: anthropicError,
  },
};

export function zodProblems(err: z.ZodError): string[] {
  return err.issues.map((i) => {
    const where = i.path.length ? i.path.join(".") : "(body)";
    if (i.code === "unrecognized_keys")
      return `${where}: fields not in the published schema: ${i.keys.join(", ")}`;
    return `${where}: ${i.message}`;
  });
}

/** Starts a fake for `dialect` on 127.0.0.1; `answer` decides each reply from the request body. */
export async function fakeModel(
  dialect: Dialect,
  answer: (body: Record<string, unknown>) => ModelReply,
  opts: FakeModelOptions = {},
): Promise<FakeModel> {
  const spec = DIALECTS[dialect];
  const requests: ModelRequest[] = [];
  const problems: string[] = [];
  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    const path = req.url ?? "";
    let body: Record<string, unknown> = {};
    const found: string[] = [];
    if (req.method !== "POST" || path !== spec.path)
      found.push(`${req.method} ${path}: expected POST ${spec.path}`);
    if (!/^application\/json\b/.test(req.headers["content-type"] ?? ""))
      found.push(`content-type is ${JSON.stringify(req.headers["content-type"])}, not application/json`);
    try {
      body = JSON.parse(text) as Record<string, unknown>;
      const parsed = spec.request.safeParse(body);
      if (!parsed.success) found.push(...zodProblems(parsed.error));
    } catch {
      found.push("the body is not JSON");
    }
    found.push(...spec.headerProblems(req.headers));
    const cred = spec.credential(req.headers);
    if ("problem" in cred) found.push(cred.problem);
    requests.push({
      method: req.method ?? "",
      path,
      headers: req.headers,
      auth: req.headers.authorization,
      body,
    });
    if (found.length) {
      problems.push(...found);
      const status = "problem" in cred ? 401 : path === spec.path ? 400 : 404;
      send(status, spec.error(status, found.join("; ")));
      return;
    }
    if (opts.apiKey !== undefined && "key" in cred && cred.key !== opts.apiKey) {
      send(401, spec.error(401, "invalid api key"));
      return;
    }
    const reply = answer(body);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    if (reply.raw !== undefined) send(status, reply.raw);
    else if (status >= 400) send(status, spec.error(status, "the fake model was told to fail"));
    else send(status, spec.ok(body, reply));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    problems,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
