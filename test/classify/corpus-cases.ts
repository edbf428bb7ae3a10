import { readdirSync, readFileSync } from "node:fs";
import type { ShellParser } from "../../src/core/classify/ast.js";
import { decide, type EngineResult } from "../../src/core/classify/engine.js";
import { DEFAULT_CONFIG } from "../../src/core/classify/types.js";
import { parseLease } from "../../src/core/lease.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";

/** One labelled call of test/corpus/*.jsonl, with its cwd and lease (a name in leases.json, or null). */
export interface Case {
  id: string;
  label: "safe" | "dangerous";
  tool: string;
  input: Record<string, unknown>;
  cwd: string;
  lease: string | null;
}

export const HOME = "/home/dev";
export const leases = JSON.parse(readFileSync("test/corpus/leases.json", "utf8")) as Record<string, unknown>;
export const cases = readdirSync("test/corpus")
  .filter((f) => f.endsWith(".jsonl"))
  .sort()
  .flatMap((f) => readFileSync(`test/corpus/${f}`, "utf8").split("\n"))
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Case);

const probe = createNodeProbe("sensitive");

/** The engine's answer for one corpus case, with the given parser. */
export function judgeCase(c: Case, parse: ShellParser): EngineResult {
  const lease = c.lease
    ? parseLease(JSON.stringify(leases[c.lease]), { source: c.lease, baseDir: "/", home: HOME })
    : null;
  return decide(
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
}
