import { afterEach, describe, expect, it } from "vitest";
import { parseLease } from "../../src/core/lease.js";
import { COMMENT_MARKER } from "../../src/core/verdict.js";
import type { Violation } from "../../src/core/violations.js";
import { createGitHubApi, githubEffects, type PullRequestTarget } from "../../src/effects/github.js";
import { runGate } from "../../src/gate/gate.js";
import { FakeGitHub, pullRequestPayload } from "../support/fake-github.js";

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
