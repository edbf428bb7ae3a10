import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runGateCommand } from "../../src/cli/gate.js";
import type { CollectResult } from "../../src/core/change-types.js";
import { ForgeGateError } from "../../src/core/errors.js";
import { type Lease, parseLease } from "../../src/core/lease.js";
import { REFUSAL_KIND } from "../../src/core/verdict.js";
import type { Violation, ViolationReport } from "../../src/core/violations/index.js";
import { eventEffect } from "../../src/effects/events.js";
import { githubEffects } from "../../src/effects/github.js";
import { applied, type Effect, type EffectContext, type GateDeps, runGate } from "../../src/gate/gate.js";
import { VERSION } from "../../src/version.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), "fg-gate-"));
  dirs.push(d);
  return d;
}

function lease(extra = ""): Lease {
  return parseLease(
    `version: 1\nid: task-47\nworktree: /srv/wt-47\nwrite_roots: ["."]\nissue: 47\npr: 62\nrepo: o/r\n${extra}`,
    {
      source: "lease.yaml",
      baseDir: "/srv",
      home: "/home/u",
    },
  );
}

const escaped: Violation = {
  path: "/home/op/main/x.txt",
  resolved: "/home/op/main/x.txt",
  reason: "outside_write_roots",
};
const result: CollectResult = {
  changes: [
    { path: "/srv/wt-47/a.ts", change: "modified", source: "git" },
    { path: "/home/op/main/x.txt", change: "created", source: "snapshot" },
  ],
  coverage: { scopes: ["git", "snapshot"], roots: ["/srv/wt-47", "/home/op"], skipped: [] },
};

function deps(violations: Violation[], effects: Effect[], calls: string[] = []): GateDeps {
  return {
    collect: async (o) => {
      calls.push(`collect:${o.lease.worktree}:${o.base ?? ""}:${o.snapshotPath ?? ""}`);
      return result;
    },
    judge: (_l, r): ViolationReport => {
      calls.push(`judge:${r.changes.map((c) => c.path).join(",")}`);
      return { checked: r.changes.length, violations };
    },
    effects,
    now: () => new Date("2026-11-22T10:00:00.123Z"),
  };
}

function recording(name: string, seen: EffectContext[]): Effect {
  return {
    name,
    run: async (ctx) => {
      seen.push(ctx);
      return applied(name, "done");
    },
  };
}

function throwing(name: string): Effect {
  return {
    name,
    run: async () => {
      throw new Error(`${name} exploded`);
    },
  };
}

describe("runGate", () => {
  it("passes through a clean run without running a single effect", async () => {
    const seen: EffectContext[] = [];
    const calls: string[] = [];
    const report = await runGate(
      { lease: lease(), base: "origin/main", snapshotPath: "/s.json" },
      deps([], [recording("a", seen)], calls),
    );
    expect(report).toMatchObject({
      schema_version: 1,
      verdict: "pass",
      lease: "task-47",
      violations: [],
      changes: 2,
      effects: [],
    });
    expect(report.coverage.scopes).toEqual(["git", "snapshot"]);
    expect(seen).toHaveLength(0);
    expect(calls[0]).toBe("collect:/srv/wt-47:origin/main:/s.json");
  });

  it("on a refusal runs every effect in order with the same event and records each outcome", async () => {
    const seen: EffectContext[] = [];
    const report = await runGate(
      { lease: lease() },
      deps([escaped], [recording("one", seen), recording("two", seen)]),
    );
    expect(report.verdict).toBe("refused");
    expect(report.effects.map((e) => [e.effect, e.status, e.ok])).toEqual([
      ["one", "applied", true],
      ["two", "applied", true],
    ]);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.event).toBe(seen[1]!.event);
    expect(seen[0]!.event).toEqual({
      schema_version: 1,
      version: VERSION,
      ts: "2026-11-22T10:00:00.123Z",
      kind: REFUSAL_KIND,
      lease: "task-47",
      issue: 47,
      pr: 62,
      repo: "o/r",
      paths: ["/home/op/main/x.txt"],
      reasons: { "/home/op/main/x.txt": "outside_write_roots" },
    });
  });

  it("keeps the verdict and still writes the event when every other effect throws", async () => {
    const dir = tmp();
    const events = join(dir, "nested", "dir", "events.ndjson");
    const report = await runGate(
      { lease: lease() },
      deps(
        [escaped],
        [throwing("quarantine"), eventEffect(events), throwing("github.comment"), throwing("github.label")],
      ),
    );
    expect(report.verdict).toBe("refused");
    expect(report.effects.map((e) => [e.effect, e.status])).toEqual([
      ["quarantine", "failed"],
      ["event", "applied"],
      ["github.comment", "failed"],
      ["github.label", "failed"],
    ]);
    expect(report.effects[0]!.detail).toBe("quarantine exploded");
    const lines = readFileSync(events, "utf8").split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: REFUSAL_KIND,
      lease: "task-47",
      paths: [escaped.path],
    });
  });

  it("records a throwing event effect and carries on with the rest", async () => {
    const seen: EffectContext[] = [];
    const dir = tmp();
    // The events path is an existing directory: the append must fail, the verdict must not change.
    const report = await runGate(
      { lease: lease() },
      deps([escaped], [eventEffect(dir), recording("after", seen)]),
    );
    expect(report.verdict).toBe("refused");
    expect(report.effects[0]).toMatchObject({ effect: "event", ok: false, status: "failed" });
    expect(report.effects[1]).toMatchObject({ effect: "after", status: "applied" });
  });

  it("skips the GitHub effects, recorded, when there is no pull request", async () => {
    const effects = githubEffects(null, null, {
      comment: true,
      label: "q",
      disableAutoMerge: true,
      commitStatus: true,
      unavailable: "skipped",
    });
    const report = await runGate({ lease: lease() }, deps([escaped], effects));
    expect(report.effects.map((e) => [e.effect, e.status, e.ok])).toEqual([
      ["github.auto_merge", "skipped", true],
      ["github.comment", "skipped", true],
      ["github.label", "skipped", true],
      ["github.status", "skipped", true],
    ]);
    expect(report.effects[0]!.detail).toMatch(/no pull request/);
  });

  it("skips GitHub effects without a token where they are only attempted, and disabled ones as disabled", async () => {
    const target = { owner: "o", repo: "r", number: 62 };
    const effects = githubEffects(null, target, {
      comment: false,
      label: null,
      disableAutoMerge: true,
      commitStatus: true,
      unavailable: "skipped",
    });
    const report = await runGate({ lease: lease() }, deps([escaped], effects));
    expect(report.effects.map((e) => [e.effect, e.status, e.detail])).toEqual([
      ["github.auto_merge", "skipped", "no GitHub token (github-token is empty)"],
      ["github.comment", "skipped", "disabled"],
      ["github.label", "skipped", "disabled"],
      ["github.status", "skipped", "no GitHub token (github-token is empty)"],
    ]);
  });

  it("fails GitHub effects that were asked for and cannot run (no token, no pull request), saying why", async () => {
    const target = { owner: "o", repo: "r", number: 62 };
    const opts = {
      comment: true,
      label: "q",
      disableAutoMerge: true,
      commitStatus: true,
      unavailable: "failed" as const,
    };
    for (const [t, why] of [
      [target, /no GitHub token: set GITHUB_TOKEN or GH_TOKEN/],
      [null, /no pull request: pass --pr/],
    ] as const) {
      const report = await runGate({ lease: lease() }, deps([escaped], githubEffects(null, t, opts)));
      expect(report.verdict).toBe("refused");
      for (const e of report.effects) {
        expect(e).toMatchObject({ status: "failed", ok: false });
        expect(e.detail).toMatch(why);
      }
    }
  });

  it("fails closed when a collector cannot observe: the error propagates, no effect runs", async () => {
    const seen: EffectContext[] = [];
    const d = deps([escaped], [recording("a", seen)]);
    d.collect = async () => {
      throw new ForgeGateError("snapshot_digest_mismatch", "snapshot changed", "re-take it");
    };
    await expect(runGate({ lease: lease() }, d)).rejects.toMatchObject({ code: "snapshot_digest_mismatch" });
    expect(seen).toHaveLength(0);
  });

  it("in a checkout elsewhere collects there and judges in the lease's worktree coordinates", async () => {
    const calls: string[] = [];
    const d = deps([], [], calls);
    d.collect = async (o) => {
      calls.push(`collect:${o.lease.worktree}:${o.lease.write_roots.join(",")}`);
      return {
        changes: [
          { path: "/home/runner/work/r/r/src/a.ts", change: "modified", source: "git" },
          {
            path: "/home/runner/work/r/r/b",
            change: "renamed",
            source: "git",
            from: "/home/runner/work/r/r/old",
          },
        ],
        coverage: { scopes: ["git"], roots: ["/home/runner/work/r/r"], skipped: [] },
      };
    };
    const judge = d.judge;
    d.judge = (l, r, where) => {
      calls.push(`where:${JSON.stringify(where)}`);
      return judge(l, r);
    };
    const report = await runGate({ lease: lease(), checkout: "/home/runner/work/r/r" }, d);
    expect(calls).toEqual([
      "collect:/home/runner/work/r/r:/home/runner/work/r/r",
      // The judge is told where the worktree's content is, to follow links there.
      `where:${JSON.stringify({ worktree: "/srv/wt-47", checkout: "/home/runner/work/r/r" })}`,
      "judge:/srv/wt-47/src/a.ts,/srv/wt-47/b",
    ]);
    expect(report.coverage.roots).toEqual(["/srv/wt-47"]);
  });

  it("spells the checkout physically (as the collectors report it) before collecting and mapping back", async () => {
    const calls: string[] = [];
    const d = deps([], [], calls);
    d.physicalPath = (dir) => (dir === "/link/co" ? "/real/co" : dir);
    d.collect = async (o) => {
      calls.push(`collect:${o.lease.worktree}`);
      return {
        changes: [{ path: "/real/co/a.ts", change: "modified", source: "git" }],
        coverage: { scopes: ["git"], roots: ["/real/co"], skipped: [] },
      };
    };
    await runGate({ lease: lease(), checkout: "/link/co" }, d);
    expect(calls).toEqual(["collect:/real/co", "judge:/srv/wt-47/a.ts"]);
  });

  it("without a lease is a usage error (exit 2), before anything is collected", async () => {
    const out: string[] = [];
    const w = { out: (x: string) => out.push(x), err: (x: string) => out.push(x) };
    await expect(
      runGateCommand({ label: "q", comment: true, autoMerge: true, status: true, format: "json" }, w, {}),
    ).rejects.toMatchObject({ code: "usage", exitCode: 2 });
    // Nothing collected; a json reader still gets the verdict `error`.
    expect(out.map((l) => JSON.parse(l))).toEqual([
      {
        schema_version: 1,
        version: VERSION,
        verdict: "error",
        error: { code: "usage", message: expect.stringMatching(/no lease given/) },
      },
    ]);
  });
});
