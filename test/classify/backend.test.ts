import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeModel, fakeModel } from "../support/fake-models.js";
import { claudePayload, grey, runCli, type Sandbox, sandbox, USER_ASK } from "./helpers.js";

// The grey zone goes to the backend: a real loopback HTTP server speaking the OpenAI-compatible
// chat completions API, and a real child process for `command:`.

let fake: FakeModel | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function modelConfig(s: Sandbox, url: string, timeoutMs = 5000): string {
  const cfg = join(s.dir, "classify.json");
  writeFileSync(
    cfg,
    JSON.stringify({
      classifier: {
        provider: "openai-compatible",
        model: "judge-1",
        base_url: url,
        api_key_env: "FG_TEST_KEY",
        timeout_ms: timeoutMs,
      },
    }),
  );
  return cfg;
}

describe("model backend (OpenAI-compatible, loopback)", () => {
  it("judges the grey zone from a reasoning-blind transcript", async () => {
    fake = await fakeModel("openai-compatible", () => ({
      content: "<block>yes</block><reason>runs an unknown vendored binary</reason>",
    }));
    const s = sandbox();
    const r = await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", modelConfig(s, fake.url)],
      grey(s),
      { FG_TEST_KEY: "sk-test" },
    );
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      decision: "block",
      stage: "model",
      reason: expect.stringContaining("unknown vendored binary"),
    });
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.auth).toBe("Bearer sk-test");
    expect(fake.problems).toEqual([]);
    const sent = JSON.stringify(req.body);
    // What the backend received: the user's messages and the bare call…
    expect(sent).toContain(USER_ASK);
    expect(sent).toContain("go ahead");
    expect(sent).toContain("frobnicate --all");
    // …never assistant prose, tool results, or the agent's own description of the call.
    expect(sent).not.toContain("PLANTED-ASSISTANT");
    expect(sent).not.toContain("PLANTED-TOOL-RESULT");
  });
  it("an allow answer allows; calls the static analysis decides never reach the backend", async () => {
    fake = await fakeModel("openai-compatible", () => ({
      content: "<block>no</block><reason>fine</reason>",
    }));
    const s = sandbox();
    const cfg = modelConfig(s, fake.url);
    const r = await runCli(["classify", "--lease", s.lease, "--state", s.state, "--config", cfg], grey(s), {
      FG_TEST_KEY: "k",
    });
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "allow", stage: "model" });
    await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", cfg],
      claudePayload(s, "Bash", { command: "rm -rf ~" }),
      { FG_TEST_KEY: "k" },
    );
    await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", cfg],
      claudePayload(s, "Bash", { command: "npm test" }),
      { FG_TEST_KEY: "k" },
    );
    expect(fake.requests).toHaveLength(1);
  });
  it.each([
    ["a garbage answer", { content: "I think it is probably fine" }],
    ["two answers", { content: "<block>no</block> <block>yes</block>" }],
    ["an HTTP 500", { status: 500, raw: '{"error":{"message":"boom"}}' }],
    ["a malformed body", { raw: "not json" }],
    ["a timeout", { delayMs: 3000, content: "<block>no</block>" }],
  ])("%s escalates", async (_name, answer) => {
    fake = await fakeModel("openai-compatible", () => answer);
    const s = sandbox();
    const r = await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", modelConfig(s, fake.url, 800)],
      grey(s),
      { FG_TEST_KEY: "k" },
    );
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({
      decision: "escalate",
      rule: "backend_error",
      stage: "error",
    });
  });
  it("a backend that is down, or a missing API key, escalates", async () => {
    fake = await fakeModel("openai-compatible", () => ({ content: "<block>no</block>" }));
    const url = fake.url;
    await fake.close();
    fake = null;
    const s = sandbox();
    const down = await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", modelConfig(s, url)],
      grey(s),
      { FG_TEST_KEY: "k" },
    );
    expect(down.status).toBe(3);
    const noKey = await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", modelConfig(s, url)],
      grey(s),
      { FG_TEST_KEY: "" },
    );
    expect(JSON.parse(noKey.stdout)).toMatchObject({
      decision: "escalate",
      reason: expect.stringContaining("FG_TEST_KEY"),
    });
  });
});

describe("command backend (real child process)", () => {
  function judge(s: Sandbox, body: string): string {
    const script = join(s.dir, "judge.mjs");
    writeFileSync(
      script,
      `import { readFileSync, writeFileSync } from "node:fs";\nconst input = readFileSync(0, "utf8");\nwriteFileSync(${JSON.stringify(join(s.dir, "received.json"))}, input);\n${body}\n`,
    );
    chmodSync(script, 0o755);
    const cfg = join(s.dir, "classify.json");
    writeFileSync(
      cfg,
      JSON.stringify({ classifier: { command: [process.execPath, script], timeout_ms: 2000 } }),
    );
    return cfg;
  }
  it("receives the reasoning-blind transcript as JSON on stdin and its answer decides", async () => {
    const s = sandbox();
    const cfg = judge(s, 'process.stdout.write("<block>yes</block><reason>not asked for</reason>");');
    const r = await runCli(["classify", "--lease", s.lease, "--state", s.state, "--config", cfg], grey(s));
    expect(JSON.parse(r.stdout)).toMatchObject({
      decision: "block",
      stage: "model",
      reason: expect.stringContaining("not asked for"),
    });
    const received = JSON.parse(readFileSync(join(s.dir, "received.json"), "utf8"));
    expect(received.user_messages).toEqual([USER_ASK, "go ahead"]);
    expect(received.tool_call).toEqual({ tool: "Bash", input: { command: "frobnicate --all" }, cwd: s.wt });
    const all = JSON.stringify(received);
    expect(all).not.toContain("PLANTED");
  });
  it.each([
    ["a non-zero exit", "process.exit(3);"],
    ["an unparseable answer", 'process.stdout.write("sure");'],
    ["a hang past the timeout", "setTimeout(() => {}, 60000);"],
  ])("%s escalates", async (_n, body) => {
    const s = sandbox();
    const r = await runCli(
      ["classify", "--lease", s.lease, "--state", s.state, "--config", judge(s, body)],
      grey(s),
    );
    expect(r.status).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "escalate", stage: "error" });
  });
});
