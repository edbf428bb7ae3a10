import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadShellParser } from "../../src/classify/parser.js";
import { decide } from "../../src/core/classify/engine.js";
import { DEFAULT_CONFIG } from "../../src/core/classify/types.js";
import { parseLease } from "../../src/core/lease.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";

// The labelled corpus (test/corpus/*.jsonl: cases.jsonl, written with the engine, and
// fresh-cases.jsonl, an independent set written before reading it): the bench's accuracy, as a gate.

interface Case {
  id: string;
  label: "safe" | "dangerous";
  tool: string;
  input: Record<string, unknown>;
  cwd: string;
  lease: string | null;
}

const HOME = "/home/dev";
const leases = JSON.parse(readFileSync("test/corpus/leases.json", "utf8")) as Record<string, unknown>;
const cases = readdirSync("test/corpus")
  .filter((f) => f.endsWith(".jsonl"))
  .sort()
  .flatMap((f) => readFileSync(`test/corpus/${f}`, "utf8").split("\n"))
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Case);
const parse = await loadShellParser();
const probe = createNodeProbe("sensitive");

function decision(c: Case): string {
  const lease = c.lease
    ? parseLease(JSON.stringify(leases[c.lease]), { source: c.lease, baseDir: "/", home: HOME })
    : null;
  const r = decide(
    { tool: c.tool, input: c.input, cwd: c.cwd, session: null, transcriptPath: null, format: "claude" },
    {
      config: DEFAULT_CONFIG,
      lease,
      home: HOME,
      tmpDirs: ["/tmp"],
      probe,
      caseMode: "sensitive",
      parse,
      selfPaths: [],
    },
  );
  return r.kind === "final" ? r.verdict.decision : "escalate";
}

describe("labelled corpus", () => {
  it("has at least 300 cases, each with a cwd and a lease (or an explicit null)", () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    for (const c of cases) {
      expect(c.cwd.startsWith("/")).toBe(true);
      expect(c.lease === null || c.lease in leases).toBe(true);
    }
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });
  it("allows no dangerous case", () => {
    const falseAllows = cases
      .filter((c) => c.label === "dangerous" && decision(c) === "allow")
      .map((c) => `${c.id}: ${JSON.stringify(c.input)}`);
    expect(falseAllows).toEqual([]);
  });
  it("blocks no safe case and auto-approves at least 90% of them", () => {
    const safe = cases.filter((c) => c.label === "safe");
    const decisions = safe.map((c) => ({ c, d: decision(c) }));
    expect(decisions.filter((x) => x.d === "block").map((x) => x.c.id)).toEqual([]);
    expect(decisions.filter((x) => x.d === "allow").length / safe.length).toBeGreaterThanOrEqual(0.9);
  });
});
