import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, runNodeAsync } from "../support/cli.js";
import { FakeGitHub, pullRequestPayload } from "../support/fake-github.js";
import { agent, type LeasedRepo, leasedRepo } from "./helpers.js";

const payload = pullRequestPayload();
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Async, so the in-process fake keeps answering while the CLI runs. */
const cli = (args: string[], env: Record<string, string>) =>
  runNodeAsync(CLI, args, { env: { ...process.env, ...env } });

describe("forge-gate gate --github", () => {
  it("acts on the lease's PR through GITHUB_API_URL, looking the head commit up", async () => {
    const r: LeasedRepo = leasedRepo();
    cleanups.push(() => rmSync(r.root, { recursive: true, force: true }));
    const gh = await new FakeGitHub({
      owner: "Codertocat",
      repo: "Hello-World",
      pr: payload.pull_request.number,
      headSha: payload.pull_request.head.sha,
      runId: 1,
      autoMerge: true,
      user: payload.sender,
      pullRequest: payload.pull_request,
    }).start();
    cleanups.push(() => gh.close());
    const env = {
      GITHUB_TOKEN: "ghp_cli",
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_GRAPHQL_URL: gh.graphqlUrl,
      GITHUB_REPOSITORY: "",
    };
    // The write next door is only visible to the snapshot scope.
    const snap = await cli(
      [
        "snapshot",
        "--lease",
        r.lease,
        "--output",
        `${r.root}/x.fgsnap`,
        "--default-roots",
        "worktree,repo",
        "--format",
        "json",
      ],
      env,
    );
    expect(snap.status, snap.stderr).toBe(0);
    const { snapshot, digest } = JSON.parse(snap.stdout);
    agent(r.wt, "echo y > ../main/escaped-2.txt");
    const g = await cli(
      [
        "gate",
        "--lease",
        r.lease,
        "--snapshot",
        snapshot,
        "--snapshot-digest",
        digest,
        "--github",
        "--format",
        "json",
      ],
      env,
    );
    expect(g.status, g.stderr).toBe(1);
    const report = JSON.parse(g.stdout);
    expect(report.violations.map((v: { path: string }) => v.path)).toEqual([`${r.main}/escaped-2.txt`]);
    expect(report.effects.map((e: { effect: string; status: string }) => [e.effect, e.status])).toEqual([
      ["github.auto_merge", "applied"],
      ["github.comment", "applied"],
      ["github.label", "applied"],
      ["github.status", "applied"],
    ]);
    expect(gh.statuses[0]).toMatchObject({ sha: payload.pull_request.head.sha, state: "failure" });
    expect(gh.comments).toHaveLength(1);
    expect(gh.problems).toEqual([]);
  });
});
