import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyProbe } from "../../src/core/paths.js";
import { findViolations } from "../../src/core/violations/index.js";

// A protect glob protects every name below it, whatever characters the agent puts in the name:
// picomatch's `*` does not cross a newline unless the regex is dotAll.
describe("protect globs match names with any character", () => {
  const name = fc.string({ unit: "binary", minLength: 1, maxLength: 10 }).filter((s) => !/[/\0]/.test(s));
  it.each(["sensitive", "insensitive"] as const)("%s", (caseMode) => {
    fc.assert(
      fc.property(name, fc.constantFrom("\n", "\r", "\u2028", ""), (n, nasty) => {
        const path = `/r/wt/.github/workflows/${nasty}${n}`;
        const report = findViolations(
          [path],
          {
            writeRoots: ["/r/wt"],
            protect: [".github/workflows/**", "/r/wt/secrets/*"],
            cwd: "/r/wt",
            caseMode,
          },
          emptyProbe,
        );
        expect(report.violations.map((v) => v.reason)).toEqual(["protected"]);
        const abs = findViolations(
          [`/r/wt/secrets/${nasty}${n}`],
          { writeRoots: ["/r/wt"], protect: ["/r/wt/secrets/*"], cwd: "/r/wt", caseMode },
          emptyProbe,
        );
        expect(abs.violations.map((v) => v.reason)).toEqual(["protected"]);
      }),
      { numRuns: 300 },
    );
  });
});
