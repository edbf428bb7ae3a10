import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import type { CollectResult } from "../../src/core/change-types.js";
import { parseLease } from "../../src/core/lease.js";
import {
  buildRefusalEvent,
  COMMENT_MARKER,
  compactTimestamp,
  eventLine,
  formatGateReport,
  GATE_ATTRIBUTION,
  type GateReport,
  githubCommands,
  OUTPUT_MAX_VIOLATIONS,
  renderComment,
  renderSummary,
  violationsOutput,
} from "../../src/core/verdict.js";
import type { Violation } from "../../src/core/violations/index.js";
import { inLeaseCoordinates, rebaseLease, relocate } from "../../src/gate/coordinates.js";

const lease = parseLease("version: 1\nid: t\nworktree: /srv/wt\nwrite_roots: ['.', /tmp/scratch]\npr: 3\n", {
  source: "l",
  baseDir: "/",
  home: "/h",
});
const v = (path: string, reason: Violation["reason"] = "outside_write_roots"): Violation => ({
  path,
  resolved: path,
  reason,
});

function report(violations: Violation[]): GateReport {
  return {
    schema_version: 1,
    version: "0.0.0-test",
    verdict: violations.length > 0 ? "refused" : "pass",
    lease: "t",
    violations,
    changes: violations.length,
    coverage: { scopes: ["git"], roots: ["/srv/wt"], skipped: [] },
    ...GATE_ATTRIBUTION,
    effects: [],
  };
}

const hostilePath = fc
  .array(
    fc.constantFrom(
      "a",
      "/",
      "`",
      "|",
      "\n",
      "\r",
      "<",
      ">",
      "-",
      "!",
      "%",
      ":",
      ",",
      "\u2028",
      "\u0007",
      " ",
      "é",
    ),
    {
      minLength: 1,
      maxLength: 40,
    },
  )
  .map((cs) => `/${cs.join("")}`);

describe("verdict texts", () => {
  it("an event is always exactly one JSON line, whatever the paths", () => {
    fc.assert(
      fc.property(fc.array(hostilePath, { maxLength: 20 }), (paths) => {
        const line = eventLine(
          buildRefusalEvent(
            lease,
            paths.map((p) => v(p)),
            new Date(0),
          ),
        );
        expect(line.endsWith("\n")).toBe(true);
        expect(line.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029]/);
        const back = JSON.parse(line);
        expect(back.paths).toEqual(paths);
      }),
    );
  });

  it("keeps a path named __proto__ as a plain key of reasons", () => {
    const e = buildRefusalEvent(lease, [v("__proto__"), v("constructor", "protected")], new Date(0));
    expect(Object.getPrototypeOf(e.reasons)).toBe(Object.prototype);
    const back = JSON.parse(eventLine(e)).reasons;
    expect(Object.entries(back)).toEqual([
      ["__proto__", "outside_write_roots"],
      ["constructor", "protected"],
    ]);
  });

  it("timestamps are safe directory-name suffixes", () => {
    expect(compactTimestamp(new Date("2026-11-22T09:47:19.123Z"))).toBe("20261122T094719Z");
  });

  it("no hostile path can break out of its table cell or line in the comment and summary", () => {
    fc.assert(
      fc.property(fc.array(hostilePath, { minLength: 1, maxLength: 10 }), (paths) => {
        for (const md of [
          renderComment(report(paths.map((p) => v(p)))),
          renderSummary(report(paths.map((p) => v(p)))),
        ]) {
          const rows = md.split("\n").filter((l) => l.startsWith("| `"));
          expect(rows).toHaveLength(paths.length);
          for (const row of rows) expect(row.replace(/\\\|/g, "").split("|")).toHaveLength(5);
          expect(md).not.toMatch(/[\r\u2028\u2029\u0007]/);
        }
      }),
    );
  });

  it("caps long lists with 'and N more' and stays under GitHub's comment limit", () => {
    const many = Array.from({ length: 5000 }, (_, i) => v(`/x/${"y".repeat(1000)}/${i}`));
    const comment = renderComment(report(many));
    expect(comment.startsWith(COMMENT_MARKER)).toBe(true);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    const shown = comment.split("\n").filter((l) => l.startsWith("| `")).length;
    expect(comment).toContain(`…and ${5000 - shown} more`);
    expect(renderSummary(report(many)).length).toBeLessThan(1024 * 1024);
  });

  it("caps the violations output by count and size, as valid JSON", () => {
    const many = Array.from({ length: 1000 }, (_, i) => v(`/x/${i}`));
    expect(JSON.parse(violationsOutput(many))).toHaveLength(OUTPUT_MAX_VIOLATIONS);
    const huge = Array.from({ length: 50 }, (_, i) => v(`/x/${"z".repeat(4000)}${i}`));
    const out = violationsOutput(huge);
    expect(out.length).toBeLessThanOrEqual(50_000);
    expect(JSON.parse(out).length).toBeLessThan(50);
  });

  it("annotations are capped at the per-step limit with a notice, and escaped", () => {
    const r = report(Array.from({ length: 13 }, (_, i) => v(`/x/${i}\n::set-output name=verdict::pass`)));
    const lines = githubCommands(r, 10);
    expect(lines.filter((l) => l.startsWith("::error "))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith("::notice "))[0]).toMatch(/3 more violation/);
    for (const l of lines) expect(l).not.toMatch(/^::set-output/);
    expect(lines.join("\n").split("\n")).toHaveLength(lines.length);
  });

  it("json output carries schema_version, verdict, violations, changes, coverage, attribution and effects", () => {
    const out = JSON.parse(formatGateReport(report([v("/etc/x")]), "json", 10));
    expect(out.attribution).toBe("none");
    expect(Object.keys(out).sort()).toEqual(
      [
        "attribution",
        "attribution_detail",
        "changes",
        "coverage",
        "effects",
        "lease",
        "schema_version",
        "verdict",
        "version",
        "violations",
      ].sort(),
    );
  });
});

describe("lease coordinates for a checkout elsewhere", () => {
  const seg = fc.stringMatching(/^[a-z0-9._-]{1,8}$/).filter((s) => s !== "." && s !== "..");
  const abs = fc.array(seg, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join("/")}`);

  it("relocate maps paths under `from` to `to`, leaves the rest, and round-trips", () => {
    fc.assert(
      fc.property(abs, abs, fc.array(seg, { maxLength: 4 }), abs, (from, to, rel, other) => {
        const p = rel.length > 0 ? `${from}/${rel.join("/")}` : from;
        const moved = relocate(p, from, to);
        expect(moved).toBe(rel.length > 0 ? `${to}/${rel.join("/")}` : to);
        expect(relocate(moved, to, from)).toBe(p);
        if (other !== from && !other.startsWith(`${from}/`)) expect(relocate(other, from, to)).toBe(other);
      }),
    );
  });

  it("a sibling with the same prefix is not under `from`", () => {
    expect(relocate("/srv/wt-2/x", "/srv/wt", "/c")).toBe("/srv/wt-2/x");
  });

  it("rebases the lease's roots below the worktree and keeps the others", () => {
    const r = rebaseLease(lease, "/srv/wt", "/runner/co");
    expect(r.worktree).toBe("/runner/co");
    expect(r.write_roots).toEqual(["/runner/co", "/tmp/scratch"]);
    expect(lease.worktree).toBe("/srv/wt");
  });

  it("moves changes, rename sources, coverage and git layout back into lease coordinates", () => {
    const res: CollectResult = {
      changes: [{ path: "/co/b", from: "/co/a", change: "renamed", source: "git" }],
      coverage: { scopes: ["git"], roots: ["/co"], skipped: [{ path: "/co/x", reason: "r" }] },
      git: {
        worktree: "/co",
        git_dir: "/co/.git",
        common_dir: "/co/.git",
        main_checkout: true,
        branch: "refs/heads/x",
        head: null,
        worktrees: ["/co"],
      },
    };
    const out = inLeaseCoordinates(res, "/co", "/srv/wt");
    expect(out.changes).toEqual([{ path: "/srv/wt/b", from: "/srv/wt/a", change: "renamed", source: "git" }]);
    expect(out.coverage).toEqual({
      scopes: ["git"],
      roots: ["/srv/wt"],
      skipped: [{ path: "/srv/wt/x", reason: "r" }],
    });
    expect(out.git).toMatchObject({ worktree: "/srv/wt", git_dir: "/srv/wt/.git", worktrees: ["/srv/wt"] });
  });
});

describe("event log appends", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("concurrent writers never tear or interleave lines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fg-events-"));
    dirs.push(dir);
    const file = join(dir, "deep", "events.ndjson");
    // The real appendLine, bundled for plain `node` (Node 20 cannot run TypeScript itself).
    const bundle = join(dir, "append.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("../../src/effects/events.ts", import.meta.url))],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: bundle,
      logLevel: "silent",
      define: { __FORGE_GATE_VERSION__: JSON.stringify("0.0.0-test") },
    });
    const script = `
      import { appendLine } from ${JSON.stringify(bundle)};
      const [file, id] = process.argv.slice(1);
      for (let i = 0; i < 200; i++) appendLine(file, JSON.stringify({ id, i, pad: "x".repeat(3000) }) + "\\n");
    `;
    const writers = Array.from(
      { length: 4 },
      (_, w) =>
        new Promise<number | null>((ok) => {
          const c = spawn(process.execPath, ["--input-type=module", "-e", script, file, String(w)], {
            stdio: "inherit",
          });
          c.on("close", ok);
        }),
    );
    expect(await Promise.all(writers)).toEqual([0, 0, 0, 0]);
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(800);
    const seen = new Set(
      lines.map((l) => {
        const o = JSON.parse(l);
        return `${o.id}:${o.i}`;
      }),
    );
    expect(seen.size).toBe(800);
  });
});
