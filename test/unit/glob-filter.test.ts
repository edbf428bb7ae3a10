import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { GlobFilter, requiredName } from "../../src/core/glob-filter.js";
import { findViolations } from "../../src/core/violations/index.js";

// The filter may only ever skip a glob test that would have failed: a path a glob protects must
// always be tested (the regular expression then decides). Checked against picomatch itself.
describe("glob filter", () => {
  const globSegment = fc.constantFrom(
    "a",
    "b",
    "*",
    "**",
    "?",
    "a*",
    "*b",
    "*.py",
    ".git",
    "x.y",
    "a?b",
    "{a,b}",
    "[ab]",
    // picomatch drops double quotes and reads `.` and `..` segments as the path's own places.
    '"a"',
    '"a*"',
    ".",
    "..",
  );
  const glob = fc.array(globSegment, { minLength: 1, maxLength: 4 }).map((s) => s.join("/"));
  const segment = fc.constantFrom("a", "b", "ab", "aab", "x.py", ".git", "x.y", "axb", "c", "é");
  const rel = fc.array(segment, { minLength: 1, maxLength: 5 });

  const matches = (body: string, path: string) =>
    picomatch.makeRe(body, { dot: true, flags: "s" }).test(path) ||
    picomatch.makeRe(`${body}/**`, { dot: true, flags: "s" }).test(path);

  it("never rules out a path a relative glob protects", () => {
    fc.assert(
      fc.property(glob, rel, (body, parts) => {
        const path = parts.join("/");
        const filter = new GlobFilter([{ body, relative: true }], false);
        // As the violations check asks: the directory's first segment and names, then the leaf's
        // (a leaf right in the root is itself a first segment).
        const dir = parts.slice(0, -1).join("/");
        const leaf = parts.at(-1)!;
        const firstEnd = dir.includes("/") ? dir.indexOf("/") : dir.length;
        const tested =
          filter.relativeAlways ||
          (dir !== "" &&
            (filter.firstSegment(dir, 0, firstEnd) || filter.relativeName(dir, 0, dir.length))) ||
          (dir === "" && filter.firstSegment(leaf, 0, leaf.length)) ||
          filter.relativeName(leaf, 0, leaf.length);
        if (matches(body, path)) expect(tested, `${body} matches ${path}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("never rules out a path an absolute glob protects", () => {
    fc.assert(
      fc.property(glob, rel, (body, parts) => {
        const abs = `/r/${body}`;
        const path = `/r/${parts.join("/")}`;
        const filter = new GlobFilter([{ body: abs, relative: false }], false);
        const cut = path.lastIndexOf("/");
        const tested =
          filter.absoluteAlways ||
          filter.absoluteName(path, 0, cut) ||
          filter.absoluteName(path, cut + 1, path.length);
        if (matches(abs, path)) expect(tested, `${abs} matches ${path}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("takes the last literal piece of a glob as the name it requires", () => {
    expect(requiredName("**/id_rsa")).toBe("id_rsa");
    expect(requiredName(".github/workflows/**")).toBe("workflows");
    expect(requiredName("*.pem")).toBe(".pem");
    expect(requiredName("**/*")).toBeNull();
  });

  it("judges through the filter as a plain test of every glob would (random globs, paths and roots)", () => {
    // An oracle without any memo: protected when a glob matches the path below a root containing it.
    fc.assert(
      fc.property(
        fc.array(glob, { minLength: 1, maxLength: 3 }),
        fc.array(rel, { maxLength: 30 }),
        fc.boolean(),
        (globs, rels, nested) => {
          const roots = nested ? ["/w", "/w/a"] : ["/w"];
          const paths = rels.map((parts) => `/w/${parts.join("/")}`);
          const report = findViolations(
            paths,
            { writeRoots: roots, protect: globs, cwd: "/w", caseMode: "sensitive" },
            { kind: () => null, readlink: () => null },
          );
          const protectedNow = new Set(report.violations.map((v) => v.path));
          for (const p of new Set(paths)) {
            const want = roots.some((r) => {
              if (!p.startsWith(`${r}/`)) return false;
              return globs.some((g) => matches(g, p.slice(r.length + 1)));
            });
            const gitDir = roots.some((r) => p === `${r}/.git` || p.startsWith(`${r}/.git/`));
            if (!gitDir) expect(protectedNow.has(p), `${p} with ${globs.join(", ")}`).toBe(want);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
