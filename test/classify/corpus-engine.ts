import { readdirSync, readFileSync } from "node:fs";
import { loadShellParser } from "../../src/classify/parser.js";
import { decide } from "../../src/core/classify/engine.js";
import { DEFAULT_CONFIG } from "../../src/core/classify/types.js";
import { type Lease, parseLease } from "../../src/core/lease.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";

// The labelled corpus (test/corpus/*.jsonl) and the one way the corpus-level tests call the engine:
// `decide` with the default config, a lease from test/corpus/leases.json, the real shell parser and
// the node filesystem probe. Shared by the corpus gate and the metamorphic properties.

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

export const HOME = "/home/dev";
export const WORKTREE = "/srv/forge/wt-47";
const CORPUS_DIR = "test/corpus";

const leaseDocs = JSON.parse(readFileSync(`${CORPUS_DIR}/leases.json`, "utf8")) as Record<string, unknown>;
const leases = new Map<string, Lease>();
const parse = loadShellParser();
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
  const r = decide(
    { tool: c.tool, input: c.input, cwd: c.cwd, session: null, transcriptPath: null, format: "claude" },
    {
      config: DEFAULT_CONFIG,
      lease: leaseFor(c.lease),
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

/** The decision for one Bash command in the worker lease's worktree. */
export function decideCommand(command: string, cwd = WORKTREE, lease: string | null = "worker"): Decision {
  return decision({ tool: "Bash", input: { command, description: "run" }, cwd, lease });
}

/** block < escalate < allow: a decision may never move up this order under a harmless rewrite. */
export const RANK: Record<Decision, number> = { block: 0, escalate: 1, allow: 2 };
