import { readdirSync, readFileSync } from "node:fs";
import type { ShellParser } from "../../src/core/classify/ast.js";
import { decide, type EngineResult } from "../../src/core/classify/engine.js";
import { type Lease, parseLease } from "../../src/core/lease.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";
import { engineContext, HOME, parse, WT } from "./engine-fixture.js";

// The labelled corpus (test/corpus/*.jsonl) and the one way the corpus-level tests call the engine:
// `decide` with the default config, a lease from test/corpus/leases.json, the real shell parser and
// the node filesystem probe (engine-fixture.ts's context, with the corpus lease). Shared by the
// corpus gate and the metamorphic properties.

export interface Case {
  id: string;
  label: "safe" | "dangerous";
  tool: string;
  input: Record<string, unknown>;
  cwd: string;
  lease: string | null;
  note?: string;
}

export type Decision = "allow" | "escalate" | "block";

export { HOME };
export const WORKTREE = WT;
const CORPUS_DIR = "test/corpus";

const leaseDocs = JSON.parse(readFileSync(`${CORPUS_DIR}/leases.json`, "utf8")) as Record<string, unknown>;
const leases = new Map<string, Lease>();
const probe = createNodeProbe("sensitive");

export function leaseNames(): string[] {
  return Object.keys(leaseDocs);
}

function leaseFor(name: string | null): Lease | null {
  if (name === null) return null;
  let lease = leases.get(name);
  if (!lease) {
    lease = parseLease(JSON.stringify(leaseDocs[name]), { source: name, baseDir: "/", home: HOME });
    leases.set(name, lease);
  }
  return lease;
}

/** Every case of the JSONL files in test/corpus (all of them, or those named). */
export function loadCorpus(files?: string[]): Case[] {
  return (files ?? readdirSync(CORPUS_DIR).filter((f) => f.endsWith(".jsonl")))
    .sort()
    .flatMap((f) => readFileSync(`${CORPUS_DIR}/${f}`, "utf8").split("\n"))
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Case);
}

/** The engine's decision for one case (a deferred, model-backed answer counts as escalate). */
export function decision(c: Pick<Case, "tool" | "input" | "cwd" | "lease">): Decision {
  const r = judge(c);
  return r.kind === "final" ? r.verdict.decision : "escalate";
}

/** The engine's whole answer for one case, with the given bash parser (default: this process's). */
export function judge(
  c: Pick<Case, "tool" | "input" | "cwd" | "lease">,
  withParser: ShellParser = parse,
): EngineResult {
  return decide(
    { tool: c.tool, input: c.input, cwd: c.cwd, session: null, transcriptPath: null, format: "claude" },
    engineContext({ lease: leaseFor(c.lease), probe, parse: withParser }),
  );
}

const decided = new Map<string, Decision>();
/** decideCommand with each command decided once (the metamorphic properties ask again and again). */
export function decideOnce(command: string): Decision {
  let d = decided.get(command);
  if (d === undefined) {
    d = decideCommand(command);
    decided.set(command, d);
  }
  return d;
}

/** The decision for one Bash command in the worker lease's worktree. */
export function decideCommand(command: string, cwd = WORKTREE, lease: string | null = "worker"): Decision {
  return decision({ tool: "Bash", input: { command, description: "run" }, cwd, lease });
}

/** block < escalate < allow: a decision may never move up this order under a harmless rewrite. */
export const RANK: Record<Decision, number> = { block: 0, escalate: 1, allow: 2 };
