import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REFUSAL_KIND } from "../../src/core/verdict.js";
import { QUARANTINE_MARKER } from "../../src/effects/quarantine.js";
import { CLI, runCli } from "../support/cli.js";
import { agent, git, type LeasedRepo, leasedRepo, treeDigest } from "./helpers.js";

const repos: LeasedRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r.root, { recursive: true, force: true });
});

function setup(): LeasedRepo & { snap: string; digest: string } {
  const r = leasedRepo();
  repos.push(r);
  const snap = join(r.root, "run.fgsnap");
  const s = runCli([
    "snapshot",
    "--lease",
    r.lease,
    "--output",
    snap,
    "--default-roots",
    "worktree,repo",
    "--watch",
    join(r.root, "shared"),
    "--format",
    "json",
  ]);
  expect(s.stderr).toBe("");
  expect(s.status).toBe(0);
  return { ...r, snap, digest: JSON.parse(s.stdout).digest };
}

describe("forge-gate gate (real CLI, real worktree, real bash)", () => {
  it("refuses a real escape into the main checkout, records it and quarantines the worktree without losing data", async () => {
    const r = setup();
    // The agent works in its worktree and also writes next door, into the operator's checkout.
    agent(r.wt, "echo work > inside.txt && printf pwned > ../main/escaped.txt");
    const events = join(r.root, "events.ndjson");

    const g = runCli([
      "gate",
      "--lease",
      r.lease,
      "--snapshot",
      r.snap,
      "--snapshot-digest",
      r.digest,
      "--events",
      events,
      "--quarantine",
      "--format",
      "json",
    ]);
    expect(g.status, g.stderr).toBe(1);
    const report = JSON.parse(g.stdout);
    expect(report).toMatchObject({ schema_version: 1, verdict: "refused", lease: "task-47-worker" });
    expect(report.violations).toEqual([
      expect.objectContaining({ path: join(r.main, "escaped.txt"), reason: "outside_write_roots" }),
    ]);
    expect(report.coverage.scopes).toEqual(expect.arrayContaining(["snapshot", "git"]));
    expect(report.effects.map((e: { effect: string; status: string }) => [e.effect, e.status])).toEqual([
      ["event", "applied"],
      ["quarantine", "applied"],
    ]);

    // The event: exactly one complete NDJSON line.
    const lines = readFileSync(events, "utf8").split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    const event = JSON.parse(lines[0]!);
    expect(event).toMatchObject({
      kind: REFUSAL_KIND,
      lease: "task-47-worker",
      issue: 47,
      pr: 2,
      repo: "Codertocat/Hello-World",
      paths: [join(r.main, "escaped.txt")],
    });
    expect(event.reasons[join(r.main, "escaped.txt")]).toBe("outside_write_roots");

    // The worktree moved aside, still a working, locked worktree with its marker; nothing deleted.
    expect(existsSync(r.wt)).toBe(false);
    const moved = readdirSync(r.root).filter((n) => n.startsWith("wt-47.quarantined-"));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(/^wt-47\.quarantined-\d{8}T\d{6}Z$/);
    const q = join(r.root, moved[0]!);
    expect(readFileSync(join(q, "inside.txt"), "utf8")).toBe("work\n");
    expect(readFileSync(join(r.main, "escaped.txt"), "utf8")).toBe("pwned");
    expect(git(q, "rev-parse", "--abbrev-ref", "HEAD").trim()).toBe("task-47");
    expect(git(q, "status", "--porcelain")).toContain("?? inside.txt");
    const list = git(r.main, "worktree", "list", "--porcelain");
    expect(list).toContain(`worktree ${q}\n`);
    expect(list).not.toContain(`worktree ${r.wt}\n`);
    expect(list).toMatch(/locked forge-gate: merge refused for lease task-47-worker/);
    // `git worktree prune` must not drop it even if it is moved again by hand.
    git(r.main, "worktree", "prune");
    expect(git(r.main, "worktree", "list", "--porcelain")).toContain(`worktree ${q}\n`);
    const marker = JSON.parse(readFileSync(join(q, QUARANTINE_MARKER), "utf8"));
    expect(marker).toMatchObject({ quarantined_from: r.wt, quarantined_to: q, event });
  });

  it("on a clean run exits 0, creates no events file and leaves every byte as it was", async () => {
    const r = setup();
    agent(r.wt, "echo work > inside.txt && mkdir -p src && echo 'export const b = 2;' > src/b.ts");
    const before = treeDigest(r.root, (p) => p.startsWith(join(r.root, "snapshots")));
    const events = join(r.root, "events.ndjson");
    const g = runCli(
      [
        "gate",
        "--lease",
        r.lease,
        "--snapshot",
        r.snap,
        "--snapshot-digest",
        r.digest,
        "--events",
        events,
        "--quarantine",
        "--github",
      ],
      { env: { GITHUB_TOKEN: "", GH_TOKEN: "" } },
    );
    expect(g.status, g.stderr).toBe(0);
    expect(g.stdout).toMatch(
      /^forge-gate: pass: \d+ change\(s\) checked against lease task-47-worker, none outside it/,
    );
    expect(existsSync(events)).toBe(false);
    expect(existsSync(r.wt)).toBe(true);
    expect(treeDigest(r.root, (p) => p.startsWith(join(r.root, "snapshots")))).toBe(before);
  });

  it("refuses a committed change to a protected path on the branch (repository scope, no snapshot)", async () => {
    const r = leasedRepo({ extraLease: 'protect: [".github/workflows/**"]\n' });
    repos.push(r);
    agent(
      r.wt,
      "mkdir -p .github/workflows && echo 'on: push' > .github/workflows/x.yml && git add -A && git commit -qm x",
    );
    const g = runCli(["gate", "--lease", r.lease, "--scope", "git", "--format", "ndjson"]);
    expect(g.status, g.stderr).toBe(1);
    const lines = g.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      type: "violation",
      reason: "protected",
      path: join(r.wt, ".github/workflows/x.yml"),
    });
    expect(lines.at(-1)).toMatchObject({ type: "summary", verdict: "refused", violations: 1 });
  });

  it("fails closed (exit 2) on a missing lease, a tampered snapshot and a bad --pr", async () => {
    const r = setup();
    expect(runCli(["gate"]).status).toBe(2);
    const missing = runCli(["gate", "--lease", join(r.root, "nope.yaml")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read lease/);
    writeFileSync(r.snap, `${readFileSync(r.snap, "utf8")}x`);
    const tampered = runCli([
      "gate",
      "--lease",
      r.lease,
      "--snapshot",
      r.snap,
      "--snapshot-digest",
      r.digest,
    ]);
    expect(tampered.status).toBe(2);
    expect(tampered.stdout).toBe("");
    const badPr = runCli(["gate", "--lease", r.lease, "--scope", "git", "--github", "--pr", "x; rm -rf /"]);
    expect(badPr.status).toBe(2);
  });

  it("reports a failing quarantine (main checkout as worktree) as a failed effect, still refusing", async () => {
    const r = leasedRepo();
    repos.push(r);
    writeFileSync(
      r.lease,
      readFileSync(r.lease, "utf8").replace(
        `worktree: ${JSON.stringify(r.wt)}`,
        `worktree: ${JSON.stringify(r.main)}`,
      ),
    );
    agent(
      r.main,
      "echo x > /dev/null; git checkout -q -b side && echo y > y && git add y && git commit -qm y",
    );
    writeFileSync(
      r.lease,
      readFileSync(r.lease, "utf8").replace('write_roots: ["."]', 'write_roots: ["src"]'),
    );
    const g = runCli(["gate", "--lease", r.lease, "--scope", "git", "--quarantine", "--format", "json"]);
    expect(g.status, g.stderr).toBe(1);
    const report = JSON.parse(g.stdout);
    expect(report.effects).toEqual([
      expect.objectContaining({
        effect: "quarantine",
        ok: false,
        status: "failed",
        detail: expect.stringMatching(/not a linked git worktree/),
      }),
    ]);
    expect(existsSync(r.main)).toBe(true);
  });

  it("refuses to run without a snapshot unless --scope git says so, and then says it saw git alone", () => {
    const r = leasedRepo();
    repos.push(r);
    agent(r.wt, "echo x > inside.txt && echo y > ../main/escaped.txt");
    const blind = runCli(["gate", "--lease", r.lease, "--format", "json"]);
    expect(blind.status).toBe(2);
    expect(JSON.parse(blind.stdout)).toMatchObject({
      verdict: "error",
      error: { code: "snapshot_required" },
    });
    expect(blind.stderr).toMatch(/no snapshot: the gate would judge the git diff alone.*--scope git/s);
    const gitOnly = runCli(["gate", "--lease", r.lease, "--scope", "git", "--format", "json"]);
    expect(gitOnly.status, gitOnly.stderr).toBe(0);
    const report = JSON.parse(gitOnly.stdout);
    expect(report.coverage.scopes).toEqual(["git"]);
    expect(report.coverage.skipped[0]).toMatchObject({
      path: "(host)",
      reason: expect.stringMatching(/only the git scope/),
    });
    const text = runCli(["gate", "--lease", r.lease, "--scope", "git"]);
    expect(text.stdout).toMatch(/not covered: \(host\) \(no snapshot: only the git scope was judged/);
  });

  it("a second gate after a quarantine says the worktree was quarantined (not that git is missing)", () => {
    const r = setup();
    agent(r.wt, "printf pwned > ../main/escaped.txt");
    const args = [
      "gate",
      "--lease",
      r.lease,
      "--snapshot",
      r.snap,
      "--snapshot-digest",
      r.digest,
      "--quarantine",
    ];
    expect(runCli(args).status).toBe(1);
    const again = runCli([...args, "--format", "json"]);
    // The escape into the main checkout is still proven by the snapshot: refused again, git not covered.
    expect(again.status, again.stderr).toBe(1);
    const report = JSON.parse(again.stdout);
    expect(report.coverage.failed[0].reason).toMatch(/was quarantined by an earlier gate.*quarantined-/);
    const gitOnly = runCli(["gate", "--lease", r.lease, "--scope", "git"]);
    expect(gitOnly.status).toBe(2);
    expect(gitOnly.stderr).toMatch(/was quarantined by an earlier gate/);
    expect(gitOnly.stderr).not.toMatch(/not installed/);
  });

  it("a hook given `classify --state DIR` in a watched place: gate --state DIR sets its writes aside, without it they are refused", () => {
    const r = setup();
    // A watched place outside the write roots: the operator's main checkout beside the worktree.
    const state = join(r.main, "hook-state");
    const call = '{"tool_name":"Bash","tool_input":{"command":"rm -rf ~"},"session_id":"s1"}';
    const q = JSON.stringify;
    agent(
      r.wt,
      `echo '${call}' | ${q(process.execPath)} ${q(CLI)} classify --state ${q(state)} --format text || true`,
    );
    const gate = (extra: string[]) =>
      runCli([
        "gate",
        "--lease",
        r.lease,
        "--snapshot",
        r.snap,
        "--snapshot-digest",
        r.digest,
        "--format",
        "json",
        ...extra,
      ]);
    const without = gate([]);
    expect(without.status, without.stderr).toBe(1);
    expect(JSON.parse(without.stdout).violations.map((v: { path: string }) => v.path)).toContain(
      join(state, "sessions"),
    );
    const given = gate(["--state", state]);
    expect(JSON.parse(given.stdout).violations, given.stderr).toEqual([]);
    expect(given.status).toBe(0);
  });
});
