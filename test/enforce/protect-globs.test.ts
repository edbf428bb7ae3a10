import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { isWithin } from "../../src/core/paths.js";
import { type Mount, planSandbox, type SandboxPlan } from "../../src/core/sandbox-plan.js";
import { findViolations } from "../../src/core/violations/index.js";
import { expandProtect } from "../../src/enforce/facts.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";

/**
 * The protect globs, expanded against a real tree at start, protect in the sandbox exactly what the
 * gate would judge protected: for every path that exists, the sandbox leaves it read-only if and only
 * if `violations` (the gate's own matcher) calls a write to it `protected`.
 */
function effective(plan: SandboxPlan, path: string): Mount["kind"] {
  let kind: Mount["kind"] = "ro";
  for (const m of plan.mounts) if (isWithin(path, m.path)) kind = m.kind;
  return kind;
}

const base = realpathSync(mkdtempSync(join(tmpdir(), "fg-enforce-globs-")));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let n = 0;

const name = fc.constantFrom("a", "b", ".github", "workflows", "x.pem", "src", "deep");
const tree = fc.array(fc.array(name, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 });
const glob = fc.constantFrom(
  "a/**",
  ".github/workflows/**",
  "**/*.pem",
  "b",
  "a/b/*",
  "src/**/x.pem",
  "*/workflows",
  "./deep/",
  "{a,b}/src",
  "[ab]/x.pem",
);

describe("protect globs: the sandbox protects what the gate calls protected", () => {
  it("for random trees and globs, read-only in the plan ⇔ protected by violations", () => {
    fc.assert(
      fc.property(tree, fc.array(glob, { minLength: 1, maxLength: 3 }), (paths, globs) => {
        const root = join(base, `t${n++}`);
        mkdirSync(root);
        const all = new Set<string>();
        for (const segs of paths) {
          // The last segment is a file unless something was already put below it.
          const dir = join(root, ...segs.slice(0, -1));
          try {
            mkdirSync(dir, { recursive: true });
            const file = join(dir, segs.at(-1)!);
            writeFileSync(file, "x", { flag: "a" });
          } catch {
            continue; // a file where a directory is wanted: skip this path
          }
          for (let i = 1; i <= segs.length; i++) all.add(join(root, ...segs.slice(0, i)));
        }
        const notes: string[] = [];
        const protectedPaths = globs.flatMap((g) => expandProtect(g, [root], notes));
        const plan = planSandbox({
          writeRoots: [root],
          extraWritable: [],
          tempDirs: [],
          keepVisible: [],
          protectedPaths,
          git: null,
          networkAllow: [],
        });
        const probe = createNodeProbe("sensitive");
        for (const p of [...all].filter((q) => {
          try {
            return realpathSync(q) === q;
          } catch {
            return false;
          }
        })) {
          const v = findViolations(
            [p],
            { writeRoots: [root], protect: globs, cwd: root, caseMode: "sensitive" },
            probe,
          );
          const gateProtected = v.violations.some((x) => x.reason === "protected");
          expect(effective(plan, p) === "ro", `${p} with ${globs.join(" ")}`).toBe(gateProtected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
