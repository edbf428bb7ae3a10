import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ARTIFACT_MAX_BYTES, ARTIFACT_MAX_ENTRIES } from "../../src/action/artifact.js";
import { parseConfigText } from "../../src/classify/config-schema.js";
import { DEADLINE_MARGIN_MS } from "../../src/classify/run.js";
import { DEFAULT_DEADLINE_MS } from "../../src/cli/classify.js";
import { GITHUB_ANNOTATION_LIMIT } from "../../src/core/escape.js";
import { HOOK_TIMEOUT_S } from "../../src/core/hook-setup.js";
import { LEASE_MAX_BYTES } from "../../src/core/lease.js";
import { SARIF_MAX_RESULTS } from "../../src/core/sarif.js";
import { OUTPUT_MAX_VIOLATIONS } from "../../src/core/verdict.js";

// Numbers the docs state about forge-gate's behaviour are read from the code here, so a change to
// a limit cannot leave the docs saying the old one; numbers that change with the machine or the
// suite (test counts, run times) are not written in the README at all.

const page = (p: string) => readFileSync(p, "utf8");
const MiB = 1024 * 1024;
const thousands = (n: number) => n.toLocaleString("en-US");
const launcherTimeout = Number(
  /limit=\$\{FORGE_GATE_HOOK_TIMEOUT:-(\d+)\}/.exec(page("integrations/bin/forge-gate-hook"))![1],
);

/** [page, pattern whose first group is the number, the value in the code] */
const STATED: Array<[string, RegExp, () => Promise<number> | number]> = [
  ["docs/action.md", /at most (\d+) entries \(`count` has the total\)/g, () => OUTPUT_MAX_VIOLATIONS],
  ["action.yml", /at most (\d+) entries; `count` has the total/g, () => OUTPUT_MAX_VIOLATIONS],
  ["docs/action.md", /The first (\d+) violations\s+become error annotations/g, () => GITHUB_ANNOTATION_LIMIT],
  ["docs/output.md", /at most (\d+) \(GitHub's per-step limit\)/g, () => GITHUB_ANNOTATION_LIMIT],
  ["docs/action.md", /capped at (\d+) MiB/g, () => ARTIFACT_MAX_BYTES / MiB],
  ["docs/action.md", /MiB and (\d+)\s+entries/g, () => ARTIFACT_MAX_ENTRIES],
  ["docs/lease.md", /at most (\d+) MiB/g, () => LEASE_MAX_BYTES / MiB],
  ["docs/hooks.md", /timeout (\d+) s/g, () => HOOK_TIMEOUT_S],
  ["docs/hooks.md", /the client's hook timeout is (\d+) s/g, () => HOOK_TIMEOUT_S],
  ["docs/hooks.md", /`FORGE_GATE_HOOK_TIMEOUT` \((\d+) s\)/g, () => launcherTimeout],
  ["docs/hooks.md", /the launcher\s+blocks at (\d+) s/g, () => launcherTimeout],
  ["docs/hooks.md", /default (\d+ ?\d*) ms\)/g, () => DEFAULT_DEADLINE_MS],
  ["docs/hooks.md", /cut to fit ([\d.]+) s inside that deadline/g, () => DEADLINE_MARGIN_MS / 1000],
  [
    "docs/classify.md",
    /the (\d+)(?:st|nd|rd|th) consecutive/g,
    async () => (await parseConfigText("{}", "defaults")).backstop.consecutive,
  ],
  [
    "docs/classify.md",
    /or (\d+)(?:st|nd|rd|th) total/g,
    async () => (await parseConfigText("{}", "defaults")).backstop.total,
  ],
  ["docs/output.md", /(\d[\d,]*) results per run/g, () => SARIF_MAX_RESULTS],
];

describe("numbers in the docs are the code's", () => {
  it.each(STATED.map(([p, re, value]) => [`${p}: ${re.source}`, p, re, value] as const))(
    "%s",
    async (_name, file, re, value) => {
      const want = await value();
      const found = [...page(file).matchAll(re)].map((m) => m[1]!.replace(/[ ,]/g, ""));
      expect(found.length, `${file} no longer states it: update this table`).toBeGreaterThan(0);
      for (const n of found) expect(Number(n), `${file} says ${n}, the code ${want}`).toBe(want);
    },
  );

  it("the README states no test count and no run time (they change with the suite and the machine)", () => {
    const readme = page("README.md");
    expect(readme).not.toMatch(/\b\d[\d,]* tests\b/);
    expect(readme).not.toMatch(/\babout \d+ (minutes?|seconds?)\b/);
    expect(thousands(1000)).toBe("1,000"); // the formatting the docs use for large numbers
  });
});
