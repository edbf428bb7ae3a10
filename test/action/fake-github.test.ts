import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub, pullRequestPayload } from "../support/fake-github.js";

// The fake is only worth something if it rejects what GitHub would reject.
describe("fake GitHub holds requests to the published contract", () => {
  const payload = pullRequestPayload();
  let gh: FakeGitHub;
  beforeAll(async () => {
    gh = await new FakeGitHub({
      owner: "Codertocat",
      repo: "Hello-World",
      pr: payload.pull_request.number,
      headSha: payload.pull_request.head.sha,
      runId: 7,
      user: payload.sender,
      pullRequest: payload.pull_request,
    }).start();
  });
  afterAll(() => gh.close());

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${gh.apiUrl}${path}`, {
      method,
      headers: { authorization: "token t", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("accepts a documented request and answers per the spec", async () => {
    const before = gh.problems.length;
    const r = await call("POST", "/repos/Codertocat/Hello-World/issues/2/comments", { body: "hi" });
    expect(r.status).toBe(201);
    expect(gh.problems.slice(before)).toEqual([]);
  });

  it("rejects an undocumented route", async () => {
    const r = await call("POST", "/repos/Codertocat/Hello-World/pulls/2/quarantine", { x: 1 });
    expect(r.status).toBe(404);
    expect(gh.problems.at(-1)).toMatch(/no such operation/);
  });

  it("rejects a body that does not match the operation's schema", async () => {
    const r = await call("POST", "/repos/Codertocat/Hello-World/statuses/abc", {
      state: "broken",
      context: 3,
    });
    expect(r.status).toBe(422);
    expect(gh.problems.at(-1)).toMatch(/body:/);
  });

  it("rejects a path parameter of the wrong type and unknown query parameters", async () => {
    await call("GET", "/repos/Codertocat/Hello-World/issues/two/comments");
    expect(gh.problems.at(-1)).toMatch(/issue_number/);
    await call("GET", "/repos/Codertocat/Hello-World/issues/2/comments?bogus=1");
    expect(gh.problems.at(-1)).toMatch(/unknown query parameter bogus/);
  });

  it("rejects GraphQL documents that do not validate against GitHub's schema", async () => {
    const r = await fetch(gh.graphqlUrl, {
      method: "POST",
      headers: { authorization: "bearer t", "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation { disablePullRequestAutoMerge(input: {pullRequestId: 1}) { nonsense } }",
      }),
    });
    expect(((await r.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    expect(gh.problems.at(-1)).toMatch(/does not validate/);
  });

  it("executes valid GraphQL against the schema", async () => {
    gh.autoMerge = true;
    const before = gh.problems.length;
    const r = await fetch(gh.graphqlUrl, {
      method: "POST",
      headers: { authorization: "bearer t", "content-type": "application/json" },
      body: JSON.stringify({
        query:
          "query($o: String!, $n: String!) { repository(owner: $o, name: $n) { pullRequest(number: 2) { id autoMergeRequest { enabledAt } } } }",
        variables: { o: "Codertocat", n: "Hello-World" },
      }),
    });
    expect(await r.json()).toEqual({
      data: {
        repository: {
          pullRequest: { id: gh.prNodeId, autoMergeRequest: { enabledAt: "2026-11-22T09:00:00Z" } },
        },
      },
    });
    expect(gh.problems.slice(before)).toEqual([]);
  });
});
