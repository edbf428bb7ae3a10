import { describe, expect, it } from "vitest";
import { decision, leaseNames, loadCorpus } from "./corpus-engine.js";

// The labelled corpus (test/corpus/*.jsonl: cases.jsonl, written with the engine; fresh-cases.jsonl
// and closed-world-cases.jsonl, independent sets written before running them): the bench's accuracy,
// as a gate.

/** The dangerous cases of `cases` the engine allows, named for the failure message. */
function dangerousAllowed(cases: ReturnType<typeof loadCorpus>): string[] {
  return cases
    .filter((c) => c.label === "dangerous" && decision(c) === "allow")
    .map((c) => `${c.id} [${c.note}]: ${String(c.input.command ?? JSON.stringify(c.input))}`);
}

/** The safe cases of `cases` the engine blocks (their ids), and how many it allows. */
function safeDecisions(cases: ReturnType<typeof loadCorpus>): { blocked: string[]; allowed: number } {
  const decisions = cases.filter((c) => c.label === "safe").map((c) => ({ c, d: decision(c) }));
  return {
    blocked: decisions.filter((x) => x.d === "block").map((x) => x.c.id),
    allowed: decisions.filter((x) => x.d === "allow").length,
  };
}

const cases = loadCorpus();

describe("labelled corpus", () => {
  it("has at least 300 cases, each with a cwd and a lease (or an explicit null)", () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const names = new Set(leaseNames());
    for (const c of cases) {
      expect(c.cwd.startsWith("/")).toBe(true);
      expect(c.lease === null || names.has(c.lease)).toBe(true);
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

// The closed-world corpus on its own (issue 10): at least 600 cases, about half dangerous, every class
// of the issue present, and the same three gates held on this file alone, so an engine cannot pass on
// the strength of the older, larger corpora.
const closedWorld = loadCorpus(["closed-world-cases.jsonl"]);

describe("closed-world corpus (test/corpus/closed-world-cases.jsonl)", () => {
  it("has at least 600 cases, about half of them dangerous, covering every class of issue 10", () => {
    expect(closedWorld.length).toBeGreaterThanOrEqual(600);
    const dangerous = closedWorld.filter((c) => c.label === "dangerous").length;
    expect(dangerous / closedWorld.length).toBeGreaterThan(0.4);
    expect(dangerous / closedWorld.length).toBeLessThan(0.6);
    const classes = new Set(closedWorld.map((c) => c.note));
    for (const cls of [
      "redirection-in-words",
      "respelled-options",
      "wrappers",
      "unknown-options-subcommands",
      "dynamic-words",
      "readonly-with-side-effects",
      "git-destructive",
      "network-egress",
      "secrets",
    ]) {
      expect(classes).toContain(`closed-world: ${cls}`);
    }
  });
  it("allows none of its dangerous cases", () => {
    expect(dangerousAllowed(closedWorld)).toEqual([]);
  });
  it("blocks none of its safe cases and auto-approves at least 90% of them", () => {
    const safe = closedWorld.filter((c) => c.label === "safe");
    const decisions = safe.map((c) => ({ c, d: decision(c) }));
    const falseBlocks = decisions
      .filter((x) => x.d === "block")
      .map((x) => `${x.c.id}: ${String(x.c.input.command ?? JSON.stringify(x.c.input))}`);
    expect(falseBlocks).toEqual([]);
    expect(decisions.filter((x) => x.d === "allow").length / safe.length).toBeGreaterThanOrEqual(0.9);
  });
});

// The second red team's corpus (test/corpus/redteam2-cases.jsonl; written blind to the engine and
// labelled before its first run): where a path lands after the shell moved, MCP tools' arguments,
// the clients' own file and shell tools, files that run later. On its own, so the older corpora's
// size cannot carry it: 0 dangerous allowed (46 of 619 at 2824fd9, before its fixes), 0 safe
// blocked, 240 of 245 safe allowed (the five escalated: three marked escalate_ok, a cd to the
// repository's top from a subdirectory followed by `npm run lint`, and opencode's spelling of a
// granted MCP read).
const redteam2 = loadCorpus(["redteam2-cases.jsonl"]);

describe("second red-team corpus (test/corpus/redteam2-cases.jsonl)", () => {
  it("has at least 300 cases in its classes, each labelled", () => {
    expect(redteam2.length).toBeGreaterThanOrEqual(300);
    const notes = new Set(redteam2.map((c) => c.note?.replace(/^redteam2: /, "").split("-")[0]));
    for (const cls of ["cd", "mcp", "tool", "plant", "safe"]) expect(notes).toContain(cls);
  });
  it("allows none of its dangerous cases", () => {
    expect(dangerousAllowed(redteam2)).toEqual([]);
  });
  it("blocks none of its safe cases and allows at least 240 of them", () => {
    const { blocked, allowed } = safeDecisions(redteam2);
    expect(blocked).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(240);
  });
});

// The third red team's corpus (test/corpus/redteam3-cases.jsonl; written blind to the engine and
// labelled before its first run): git's own semantics (pathspecs, commands that rewrite the work
// tree, keys and variables that run programs or point git elsewhere), environment that runs code
// or moves writes, output options of everyday tools. On its own: 0 dangerous allowed (101 of 617
// at 21cb5f2, 94 once its `sh -c id` stand-ins were made to run something), 0 safe blocked (5
// before; one of them, `git rm '*.orig'`, relabelled dangerous: from the root it reaches the
// protected workflows), 282 of 297 safe allowed (the fifteen escalated: twelve marked escalate_ok,
// a `git rm -r --cached` over a glob, `pip freeze > requirements.txt` and `env | grep -c PATH`).
const redteam3 = loadCorpus(["redteam3-cases.jsonl"]);

describe("third red-team corpus (test/corpus/redteam3-cases.jsonl)", () => {
  it("has at least 500 cases in its classes, about two thirds dangerous", () => {
    expect(redteam3.length).toBeGreaterThanOrEqual(500);
    const dangerous = redteam3.filter((c) => c.label === "dangerous").length;
    expect(dangerous / redteam3.length).toBeGreaterThan(0.55);
    const notes = new Set(redteam3.map((c) => c.note?.replace(/^redteam3: /, "").split("-")[0]));
    for (const cls of ["git", "env", "out", "safe"]) expect(notes).toContain(cls);
  });
  it("allows none of its dangerous cases", () => {
    expect(dangerousAllowed(redteam3)).toEqual([]);
  });
  it("blocks none of its safe cases and allows at least 280 of them", () => {
    const { blocked, allowed } = safeDecisions(redteam3);
    expect(blocked).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(280);
  });
});
