import { afterEach, describe, expect, it } from "vitest";
import { parseLease } from "../../src/core/lease.js";
import { COMMENT_MARKER } from "../../src/core/verdict.js";
import type { Violation } from "../../src/core/violations/index.js";
import {
  authoredBy,
  createGitHubApi,
  githubEffects,
  type PullRequestTarget,
} from "../../src/effects/github.js";
import { runGate } from "../../src/gate/gate.js";
import { account, FakeGitHub, pullRequestPayload } from "../support/fake-github.js";

const payload = pullRequestPayload();
const PR = payload.pull_request.number;
const HEAD = payload.pull_request.head.sha;
const lease = parseLease("version: 1\nid: task-47\nworktree: /srv/wt\nwrite_roots: ['.']\n", {
  source: "l",
  baseDir: "/",
  home: "/h",
});

let gh: FakeGitHub | null = null;
afterEach(async () => {
  await gh?.close();
  gh = null;
});

async function fake(extra: Partial<ConstructorParameters<typeof FakeGitHub>[0]> = {}): Promise<FakeGitHub> {
  gh = await new FakeGitHub({
    owner: "Codertocat",
    repo: "Hello-World",
    pr: PR,
    headSha: HEAD,
    runId: 1,
    user: payload.sender,
    pullRequest: payload.pull_request,
    ...extra,
  }).start();
  return gh;
}

function gate(f: FakeGitHub, violations: Violation[], target: Partial<PullRequestTarget> = {}) {
  const api = createGitHubApi({ token: "ghs_test", apiUrl: f.apiUrl, graphqlUrl: f.graphqlUrl });
  const t: PullRequestTarget = {
    owner: "Codertocat",
    repo: "Hello-World",
    number: PR,
    headSha: HEAD,
    ...target,
  };
  const effects = githubEffects(api, t, {
    comment: true,
    label: "forge-gate:quarantined",
    disableAutoMerge: true,
    commitStatus: true,
    unavailable: "failed",
  });
  return runGate(
    { lease },
    {
      collect: async () => ({ changes: [], coverage: { scopes: ["git"], roots: ["/srv/wt"], skipped: [] } }),
      judge: () => ({ checked: 1, violations }),
      effects,
      now: () => new Date("2026-11-22T10:00:00Z"),
    },
  );
}

const v = (path: string): Violation => ({ path, resolved: path, reason: "outside_write_roots" });

describe("GitHub effects against a schema-checked fake", () => {
  it("disables auto-merge, comments once, labels and posts a failing status; a re-run updates the comment", async () => {
    const f = await fake({ autoMerge: true });
    const first = await gate(f, [v("/home/op/main/x.txt")]);
    expect(first.effects.map((e) => [e.effect, e.status])).toEqual([
      ["github.auto_merge", "applied"],
      ["github.comment", "applied"],
      ["github.label", "applied"],
      ["github.status", "applied"],
    ]);
    expect(f.autoMerge).toBe(false);
    expect(f.comments).toHaveLength(1);
    expect(f.comments[0]!.body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(f.comments[0]!.body).toContain("`/home/op/main/x.txt`");
    expect(f.labels).toEqual(["forge-gate:quarantined"]);
    expect(f.statuses).toEqual([
      expect.objectContaining({ sha: HEAD, state: "failure", context: "forge-gate" }),
    ]);

    const second = await gate(f, [v("/home/op/main/y.txt")]);
    expect(second.effects[0]).toMatchObject({ effect: "github.auto_merge", status: "skipped" });
    expect(second.effects[1]!.detail).toMatch(/^updated comment/);
    expect(f.comments).toHaveLength(1);
    expect(f.comments[0]!.body).toContain("y.txt");
    expect(f.comments[0]!.body).not.toContain("x.txt");
    expect(f.writes().filter((r) => r.graphql)).toHaveLength(1); // only one mutation ever
    expect(f.problems).toEqual([]);
  });

  it("finds its comment beyond the first page instead of adding a second", async () => {
    const f = await fake();
    for (let i = 0; i < 130; i++) f.comments.push({ id: i + 1, body: `chatter ${i}` });
    f.comments.push({ id: 999, body: `${COMMENT_MARKER}\nold` });
    const r = await gate(f, [v("/etc/passwd")]);
    expect(r.effects[1]!.detail).toBe(`updated comment 999 on #${PR}`);
    expect(f.comments).toHaveLength(131);
    expect(f.problems).toEqual([]);
  });

  it("edits only a marked comment the token's own account wrote, never the agent's or anyone else's", async () => {
    const f = await fake();
    const agentBot = account(payload.sender, "agent-bot[bot]", 5550001, "Bot");
    const human = account(payload.sender, "mallory", 5550002);
    f.comments.push({ id: 1, body: `${COMMENT_MARKER}\nby the agent`, user: agentBot });
    f.comments.push({ id: 2, body: `${COMMENT_MARKER}\nby a person`, user: human });
    const first = await gate(f, [v("/etc/passwd")]);
    expect(first.effects[1]!.detail).toMatch(/^created comment \d+ on #/);
    expect(f.comments).toHaveLength(3);
    const ours = f.comments[2]!;
    expect(ours.user).toMatchObject({ login: "Codertocat" });
    const second = await gate(f, [v("/etc/shadow")]);
    expect(second.effects[1]!.detail).toBe(`updated comment ${ours.id} on #${PR}`);
    expect(f.comments).toHaveLength(3);
    expect(f.comments[0]!.body).toBe(`${COMMENT_MARKER}\nby the agent`);
    expect(f.comments[1]!.body).toBe(`${COMMENT_MARKER}\nby a person`);
    expect(f.requests.filter((q) => q.method === "PATCH").map((q) => q.path)).toEqual([
      `/api/v3/repos/Codertocat/Hello-World/issues/comments/${ours.id}`,
    ]);
    expect(f.problems).toEqual([]);
  });

  it("as an installation token (github-actions[bot]) finds its own earlier comment through GraphQL viewer", async () => {
    const actions = account(payload.sender, "github-actions[bot]", 41898282, "Bot");
    const f = await fake({ viewer: actions });
    f.comments.push({
      id: 1,
      body: `${COMMENT_MARKER}\nimpostor`,
      user: account(payload.sender, "agent[bot]", 7, "Bot"),
    });
    f.comments.push({ id: 2, body: `${COMMENT_MARKER}\nold`, user: actions });
    const r = await gate(f, [v("/etc/passwd")]);
    expect(r.effects[1]!.detail).toBe(`updated comment 2 on #${PR}`);
    expect(f.comments[0]!.body).toContain("impostor");
    expect(f.comments[1]!.body).toContain("/etc/passwd");
    const viewer = f.requests.filter((q) => q.graphql?.query.includes("viewer"));
    expect(viewer).toHaveLength(1);
    expect(viewer[0]!.graphql!.operation).toBe("query");
    expect(f.problems).toEqual([]);
  });

  it("when it cannot tell who the token is, posts a new comment instead of editing a marked one", async () => {
    const f = await fake({ viewerError: "Something went wrong while executing your query." });
    f.comments.push({ id: 1, body: `${COMMENT_MARKER}\nmaybe ours` });
    const r = await gate(f, [v("/etc/passwd")]);
    expect(r.verdict).toBe("refused");
    expect(r.effects[1]).toMatchObject({ effect: "github.comment", status: "applied" });
    expect(r.effects[1]!.detail).toMatch(
      /^created comment \d+ on #\d+ \(could not tell which marked comment is ours/,
    );
    expect(f.comments).toHaveLength(2);
    expect(f.comments[0]!.body).toBe(`${COMMENT_MARKER}\nmaybe ours`);
    expect(f.requests.some((q) => q.method === "PATCH")).toBe(false);
    expect(f.problems).toEqual([expect.stringMatching(/^GraphQL execution: Something went wrong/)]);
  });

  it("does not look up its identity when no marked comment exists", async () => {
    const f = await fake();
    f.comments.push({ id: 1, body: "plain chatter" });
    await gate(f, [v("/etc/passwd")]);
    expect(f.requests.some((q) => q.graphql?.query.includes("viewer"))).toBe(false);
    expect(f.comments).toHaveLength(2);
  });

  it("looks the head commit up when the event did not carry it", async () => {
    const f = await fake();
    await gate(f, [v("/etc/passwd")], { headSha: undefined });
    expect(f.statuses[0]!.sha).toBe(HEAD);
    expect(f.requests.some((q) => q.route === "/repos/{owner}/{repo}/pulls/{pull_number}")).toBe(true);
    expect(f.problems).toEqual([]);
  });

  it("turns a read-only token's 403s into warnings and keeps the verdict", async () => {
    const f = await fake({ autoMerge: true, readOnly: true });
    const r = await gate(f, [v("/etc/passwd")]);
    expect(r.verdict).toBe("refused");
    expect(r.effects.map((e) => [e.effect, e.status, e.ok])).toEqual([
      ["github.auto_merge", "warning", false],
      ["github.comment", "warning", false],
      ["github.label", "warning", false],
      ["github.status", "warning", false],
    ]);
    expect(r.effects[1]!.detail).toMatch(/fork pull requests/);
    expect(f.comments).toHaveLength(0);
    expect(f.problems).toEqual([]);
  });

  it("escapes hostile paths in the comment and caps a long list", async () => {
    const f = await fake();
    const hostile = [
      "/x/a`b|c",
      "/x/line\nbreak <!-- forge-gate:sticky-comment -->",
      "/x/`` `",
      "/x/<img src=x onerror=alert(1)>",
    ];
    const many = Array.from({ length: 400 }, (_, i) => `/outside/${"d".repeat(300)}/${i}`);
    await gate(f, [...hostile, ...many].map(v));
    const body = f.comments[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/…and \d+ more/);
    // The real marker opens the body (that is what re-runs look for); no path can start a new line or cell.
    expect(body.startsWith(`${COMMENT_MARKER}\n`)).toBe(true);
    const rows = body.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) expect(row.replace(/\\\|/g, "").split("|").length).toBe(5);
    expect(body).not.toContain("line\nbreak");
    expect(f.problems).toEqual([]);
  });
});

describe("authoredBy", () => {
  it("matches the same account by id or login, a bot's REST login with its [bot] suffix, and nothing else", () => {
    const me = { login: "github-actions", databaseId: 41898282 };
    expect(authoredBy({ id: 41898282, login: "github-actions[bot]", type: "Bot" }, me)).toBe(true);
    expect(authoredBy({ login: "github-actions[bot]", type: "Bot" }, { ...me, databaseId: null })).toBe(true);
    expect(authoredBy({ login: "github-actions[bot]", type: "User" }, { ...me, databaseId: null })).toBe(
      false,
    );
    expect(authoredBy({ id: 1, login: "agent[bot]", type: "Bot" }, me)).toBe(false);
    expect(authoredBy({ id: 2, login: "github-actions-evil[bot]", type: "Bot" }, me)).toBe(false);
    expect(
      authoredBy({ id: 3, login: "Codertocat", type: "User" }, { login: "Codertocat", databaseId: 3 }),
    ).toBe(true);
    expect(authoredBy(null, me)).toBe(false);
    expect(authoredBy({ id: 41898282 }, me)).toBe(true);
  });
});
