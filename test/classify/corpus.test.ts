import { describe, expect, it } from "vitest";
import { loadShellParser } from "../../src/classify/parser.js";
import { cases, judgeCase, leases } from "./corpus-cases.js";

// The labelled corpus (test/corpus/*.jsonl: cases.jsonl, written with the engine, and
// fresh-cases.jsonl, an independent set written before reading it): the bench's accuracy, as a gate.

const parse = await loadShellParser();

function decision(c: (typeof cases)[number]): string {
  const r = judgeCase(c, parse);
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
