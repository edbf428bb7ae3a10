import { describe, expect, it } from "vitest";
import { cases as archives } from "../../src/core/classify/commands/archives.cases.js";
import { cases as builtins } from "../../src/core/classify/commands/builtins.cases.js";
import { cases as containers } from "../../src/core/classify/commands/containers.cases.js";
import { cases as databases } from "../../src/core/classify/commands/databases.cases.js";
import { cases as devTools } from "../../src/core/classify/commands/dev-tools.cases.js";
import { cases as files } from "../../src/core/classify/commands/files.cases.js";
import { cases as find } from "../../src/core/classify/commands/find.cases.js";
import { cases as git } from "../../src/core/classify/commands/git.cases.js";
import { cases as inPlaceSwitches } from "../../src/core/classify/commands/inplace-switches.cases.js";
import { cases as interpreters } from "../../src/core/classify/commands/interpreters.cases.js";
import { cases as keys } from "../../src/core/classify/commands/keys.cases.js";
import { cases as network } from "../../src/core/classify/commands/network.cases.js";
import { cases as packageSources } from "../../src/core/classify/commands/package-sources.cases.js";
import { cases as packages } from "../../src/core/classify/commands/packages.cases.js";
import { cases as patches } from "../../src/core/classify/commands/patches.cases.js";
import { cases as readers } from "../../src/core/classify/commands/readers.cases.js";
import type { CaseTable } from "../../src/core/classify/commands/registry.js";
import { cases as runLater } from "../../src/core/classify/commands/run-later.cases.js";
import { cases as system } from "../../src/core/classify/commands/system.cases.js";
import { cases as text } from "../../src/core/classify/commands/text.cases.js";
import { cases as wrappers } from "../../src/core/classify/commands/wrappers.cases.js";
import { decide } from "../../src/core/classify/engine.js";
import { cases as loopValues } from "../../src/core/classify/loop-values.cases.js";
import { cases as pushTargets } from "../../src/core/classify/push-targets.cases.js";
import { engineContext, WT } from "./engine-fixture.js";

// Each command family's case table (src/core/classify/commands/*.cases.ts), run against the engine
// with the test lease: allow must be allowed, block blocked, grey escalated (no backend).

const ctx = engineContext();
function decision(command: string): string {
  const r = decide(
    { tool: "Bash", input: { command }, cwd: WT, session: null, transcriptPath: null, format: "claude" },
    ctx,
  );
  return r.kind === "final" ? r.verdict.decision : "grey";
}

const FAMILIES: Record<string, CaseTable> = {
  archives,
  builtins,
  containers,
  databases,
  "dev-tools": devTools,
  files,
  find,
  git,
  "in-place switches": inPlaceSwitches,
  interpreters,
  "loop values": loopValues,
  keys,
  network,
  packages,
  patches,
  "package sources": packageSources,
  "push targets": pushTargets,
  readers,
  "run-later": runLater,
  system,
  text,
  wrappers,
};

describe.each(Object.entries(FAMILIES))("command family %s", (_family, table) => {
  for (const expected of ["allow", "block", "grey"] as const) {
    if (table[expected].length === 0) continue;
    it(`${expected}: ${table[expected].length} cases`, () => {
      const got = table[expected].map((c) => [c, decision(c) === "escalate" ? "grey" : decision(c)]);
      expect(got).toEqual(table[expected].map((c) => [c, expected]));
    });
  }
});

describe("case tables", () => {
  it("every family has allowed and refused cases", () => {
    for (const [family, table] of Object.entries(FAMILIES))
      expect([family, table.block.length + table.grey.length > 0]).toEqual([family, true]);
  });
});
