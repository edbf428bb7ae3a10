import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runNodeAsync } from "../support/cli.js";
import { type FakeModel, fakeModel, type ModelReply } from "../support/fake-models.js";
import { CLI, grey, runCli, type Sandbox, sandbox, USER_ASK } from "./helpers.js";

// The `openai` (Responses API) and `anthropic` (Messages API) providers, end to end through the
// built CLI against loopback fakes held to each API's published contract (test/support/fake-models.ts).

const KEY_ENV = "FG_PROVIDER_TEST_KEY";
const KEY = "sk-fg-provider-test-0123";

interface Case {
  provider: "openai" | "anthropic";
  model: string;
  path: string;
  /** The credential as the API expects it, read from the recorded request headers. */
  credential(h: FakeModel["requests"][number]["headers"]): string | string[] | undefined;
  /** The SDK's own fallback variable, used when `api_key_env` is not configured. */
  defaultKeyEnv: string;
}

const CASES: Case[] = [
  {
    provider: "openai",
    model: "gpt-4.1-mini",
    path: "/v1/responses",
    credential: (h) => h.authorization,
    defaultKeyEnv: "OPENAI_API_KEY",
  },
  {
    provider: "anthropic",
    model: "claude-haiku-4-5",
    path: "/v1/messages",
    credential: (h) => h["x-api-key"],
    defaultKeyEnv: "ANTHROPIC_API_KEY",
  },
];

let fake: FakeModel | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function config(
  s: Sandbox,
  c: Case,
  url: string,
  opts: { timeoutMs?: number; keyEnv?: boolean } = {},
): string {
  const file = join(s.dir, "classify.json");
  writeFileSync(
    file,
    JSON.stringify({
      classifier: {
        provider: c.provider,
        model: c.model,
        base_url: url,
        ...(opts.keyEnv === false ? {} : { api_key_env: KEY_ENV }),
        timeout_ms: opts.timeoutMs ?? 5000,
      },
    }),
  );
  return file;
}

const classify = (s: Sandbox, cfg: string, env: NodeJS.ProcessEnv = { [KEY_ENV]: KEY }) =>
  runCli(["classify", "--lease", s.lease, "--state", s.state, "--config", cfg], grey(s), env);

/** The text of every message/prompt part the request carried, by role ("system" for top-level prompts). */
function promptParts(c: Case, body: Record<string, unknown>): { role: string; text: string }[] {
  const parts: { role: string; text: string }[] = [];
  const texts = (content: unknown): string[] =>
    typeof content === "string" ? [content] : (content as { text: string }[]).map((p) => p.text);
  if (c.provider === "openai") {
    if (typeof body.instructions === "string") parts.push({ role: "system", text: body.instructions });
    const input = body.input as string | { role: string; content: unknown }[];
    if (typeof input === "string") parts.push({ role: "user", text: input });
    else for (const m of input) for (const t of texts(m.content)) parts.push({ role: m.role, text: t });
  } else {
    if (body.system !== undefined)
      for (const t of texts(body.system)) parts.push({ role: "system", text: t });
    for (const m of body.messages as { role: string; content: unknown }[])
      for (const t of texts(m.content)) parts.push({ role: m.role, text: t });
  }
  return parts;
}

describe.each(CASES)("model backend: provider $provider (loopback fake of the published API)", (c) => {
  it("a block answer blocks; the request follows the API contract and carries the blind transcript", async () => {
    fake = await fakeModel(
      c.provider,
      () => ({ content: "<block>yes</block><reason>runs an unknown vendored binary</reason>" }),
      { apiKey: KEY },
    );
    const s = sandbox();
    const r = await classify(s, config(s, c, fake.url));
    expect(fake.problems).toEqual([]);
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      decision: "block",
      stage: "model",
      reason: expect.stringContaining("unknown vendored binary"),
    });
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.path).toBe(c.path);
    expect(req.body.model).toBe(c.model);
    expect(c.credential(req.headers)).toBe(c.provider === "openai" ? `Bearer ${KEY}` : KEY);
    if (c.provider === "anthropic") {
      expect(req.headers["anthropic-version"]).toBe("2023-06-01");
      expect(req.headers.authorization).toBeUndefined();
      // A fixed cap every Claude model accepts, not the SDK's per-model guess.
      expect(req.body.max_tokens).toBe(4096);
    } else {
      // The user's session is not kept by the provider.
      expect(req.body.store).toBe(false);
    }
    const parts = promptParts(c, req.body);
    // A system prompt, then only user turns: the judge never sees an assistant turn.
    expect(parts.filter((p) => p.role === "system" || p.role === "developer").length).toBeGreaterThan(0);
    expect(parts.filter((p) => p.role === "assistant")).toEqual([]);
    const userText = parts
      .filter((p) => p.role === "user")
      .map((p) => p.text)
      .join("\n");
    expect(userText).toContain(USER_ASK);
    expect(userText).toContain("go ahead");
    expect(userText).toContain("frobnicate --all");
    const sent = JSON.stringify(req.body);
    expect(sent).not.toContain("PLANTED-ASSISTANT");
    expect(sent).not.toContain("PLANTED-TOOL-RESULT");
  });

  it("an allow answer allows", async () => {
    fake = await fakeModel(c.provider, () => ({ content: "<block>no</block><reason>asked for</reason>" }), {
      apiKey: KEY,
    });
    const s = sandbox();
    const r = await classify(s, config(s, c, fake.url));
    expect(fake.problems).toEqual([]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "allow", stage: "model" });
    expect(fake.requests).toHaveLength(1);
  });

  it.each<[string, ModelReply]>([
    ["an HTTP 500", { status: 500 }],
    ["an HTTP 529/503 overload", { status: c.provider === "anthropic" ? 529 : 503 }],
    ["a malformed body", { raw: "not json" }],
    ["JSON that is not the documented response", { raw: '{"ok":true}' }],
    ["a documented refusal", { refusal: "I can't help with that." }],
    ["an answer without a verdict", { content: "Looks fine to me." }],
    ["a hang past the timeout", { delayMs: 3000, content: "<block>no</block>" }],
  ])("%s escalates", async (_name, reply) => {
    fake = await fakeModel(c.provider, () => reply, { apiKey: KEY });
    const s = sandbox();
    const r = await classify(s, config(s, c, fake.url, { timeoutMs: 800 }));
    expect(fake.problems).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(r.status, r.stderr).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({
      decision: "escalate",
      rule: "backend_error",
      stage: "error",
    });
  });

  it("a key the API rejects (HTTP 401) escalates", async () => {
    fake = await fakeModel(c.provider, () => ({ content: "<block>no</block>" }), {
      apiKey: "sk-the-right-one",
    });
    const s = sandbox();
    const r = await classify(s, config(s, c, fake.url));
    expect(fake.problems).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "escalate", rule: "backend_error" });
  });

  it("a missing API key escalates before anything is sent", async () => {
    fake = await fakeModel(c.provider, () => ({ content: "<block>no</block>" }));
    const s = sandbox();
    // The configured variable is empty.
    const unset = await classify(s, config(s, c, fake.url), { [KEY_ENV]: "" });
    expect(unset.status).toBe(3);
    expect(JSON.parse(unset.stdout)).toMatchObject({
      decision: "escalate",
      rule: "backend_error",
      reason: expect.stringContaining(KEY_ENV),
    });
    // No `api_key_env`, and the SDK's own fallback variable absent from the environment.
    const env = { ...process.env };
    delete env[c.defaultKeyEnv];
    const none = await runNodeAsync(
      CLI,
      [
        "classify",
        "--lease",
        s.lease,
        "--state",
        s.state,
        "--config",
        config(s, c, fake.url, { keyEnv: false }),
      ],
      { input: grey(s), env },
    );
    expect(none.status, none.stderr).toBe(3);
    expect(JSON.parse(none.stdout)).toMatchObject({ decision: "escalate", rule: "backend_error" });
    expect(fake.requests).toEqual([]);
  });
});

describe("the fakes hold requests to the published contracts", () => {
  const post = (url: string, body: unknown, headers: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const anthropicHeaders = { "x-api-key": KEY, "anthropic-version": "2023-06-01" };
  const messages = [{ role: "user", content: "hi" }];

  it.each<[string, Record<string, unknown>, Record<string, string>, number, RegExp]>([
    ["no max_tokens", { model: "m", messages }, anthropicHeaders, 400, /max_tokens/],
    [
      "a system role in messages",
      { model: "m", max_tokens: 16, messages: [{ role: "system", content: "x" }, ...messages] },
      anthropicHeaders,
      400,
      /messages\.0\.role/,
    ],
    [
      "a field the API does not have",
      { model: "m", max_tokens: 16, messages, max_output_tokens: 16 },
      anthropicHeaders,
      400,
      /not in the published schema: max_output_tokens/,
    ],
    [
      "temperature above 1",
      { model: "m", max_tokens: 16, messages, temperature: 1.5 },
      anthropicHeaders,
      400,
      /temperature/,
    ],
    [
      "no anthropic-version",
      { model: "m", max_tokens: 16, messages },
      { "x-api-key": KEY },
      400,
      /anthropic-version/,
    ],
    [
      "a Bearer token instead of x-api-key",
      { model: "m", max_tokens: 16, messages },
      { authorization: `Bearer ${KEY}`, "anthropic-version": "2023-06-01" },
      401,
      /x-api-key/,
    ],
  ])("anthropic: %s is refused", async (_n, body, headers, status, problem) => {
    fake = await fakeModel("anthropic", () => ({ content: "<block>no</block>" }));
    const res = await post(`${fake.url}/messages`, body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: expect.any(String) } });
    expect(fake.problems.join("\n")).toMatch(problem);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>, number, RegExp]>([
    [
      "chat `messages` instead of `input`",
      { model: "m", messages },
      { authorization: `Bearer ${KEY}` },
      400,
      /input/,
    ],
    [
      "a role the API does not have",
      { model: "m", input: [{ role: "tool", content: "x" }] },
      { authorization: `Bearer ${KEY}` },
      400,
      /input/,
    ],
    [
      "max_tokens (a chat field)",
      { model: "m", input: "hi", max_tokens: 5 },
      { authorization: `Bearer ${KEY}` },
      400,
      /max_tokens/,
    ],
    ["no Authorization header", { model: "m", input: "hi" }, {}, 401, /Bearer/],
  ])("openai responses: %s is refused", async (_n, body, headers, status, problem) => {
    fake = await fakeModel("openai", () => ({ content: "<block>no</block>" }));
    const res = await post(`${fake.url}/responses`, body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { message: expect.any(String) } });
    expect(fake.problems.join("\n")).toMatch(problem);
  });

  it("a request on the wrong route is refused", async () => {
    fake = await fakeModel("openai", () => ({ content: "<block>no</block>" }));
    const res = await post(
      `${fake.url}/chat/completions`,
      { model: "m", input: "hi" },
      { authorization: `Bearer ${KEY}` },
    );
    expect(res.status).toBe(404);
    expect(fake.problems.join("\n")).toMatch(/expected POST \/v1\/responses/);
  });

  it("a valid request gets the documented response body", async () => {
    fake = await fakeModel("openai", () => ({ content: "<block>no</block>" }));
    const res = await post(
      `${fake.url}/responses`,
      {
        model: "m",
        input: [{ role: "user", content: [{ type: "input_text", text: "hi" }] }],
        instructions: "sys",
      },
      { authorization: `Bearer ${KEY}` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      object: "response",
      status: "completed",
      output: [
        {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "<block>no</block>", annotations: [] }],
        },
      ],
      usage: {
        input_tokens: expect.any(Number),
        output_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
    expect(fake.problems).toEqual([]);
  });
});
