import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isWithin, lexicalAbsolute } from "../../src/core/paths.js";
import { findViolations, ViolationChecker, type ViolationPolicy } from "../../src/core/violations/index.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";
import { memProbe } from "../support/memfs.js";
import { tempDir } from "../support/temp.js";

let R: string;
beforeAll(() => {
  R = tempDir("fg-viol-");
  mkdirSync(join(R, "wt"));
  mkdirSync(join(R, "src"));
});

function check(paths: string[], writeRoots: string[], extra: Partial<ViolationPolicy> = {}): string[] {
  const policy: ViolationPolicy = { writeRoots, cwd: "/", caseMode: "sensitive", ...extra };
  return findViolations(paths, policy, createNodeProbe("sensitive")).violations.map((v) => v.path);
}

describe("the acceptance matrix", () => {
  it("R/src/x.py with root R → none", () => expect(check([`${R}/src/x.py`], [R])).toEqual([]));
  it("a path outside root R/wt → that path", () =>
    expect(check(["/home/u/loop/src/tick.py"], [`${R}/wt`])).toEqual(["/home/u/loop/src/tick.py"]));
  it("R/wt/a.py + /etc/passwd with root R/wt → only /etc/passwd", () =>
    expect(check([`${R}/wt/a.py`, "/etc/passwd"], [`${R}/wt`])).toEqual(["/etc/passwd"]));
  it("R/a.py with root R/ → none", () => expect(check([`${R}/a.py`], [`${R}/`])).toEqual([]));
  it("R/ with root R → none", () => expect(check([`${R}/`], [R])).toEqual([]));
  it("sub/a.py with cwd R, root R → none", () => expect(check(["sub/a.py"], [R], { cwd: R })).toEqual([]));
  it("R/a.py with no roots → R/a.py", () => expect(check([`${R}/a.py`], [])).toEqual([`${R}/a.py`]));
  it("R/a.py with blank roots → R/a.py", () =>
    expect(check([`${R}/a.py`], ["", "  "])).toEqual([`${R}/a.py`]));
  it("no paths, or only blank paths → none", () => {
    expect(check([], [R])).toEqual([]);
    expect(check(["", "   ", "\t"], [R])).toEqual([]);
    expect(check(["", " "], [])).toEqual([]);
  });
  it("duplicates reported once, first-seen order", () =>
    expect(check(["/etc/passwd", "/etc/shadow", "/etc/passwd"], ["/safe"])).toEqual([
      "/etc/passwd",
      "/etc/shadow",
    ]));
  it("R/b/deep/x.py with roots R/a, R/b → none", () =>
    expect(check([`${R}/b/deep/x.py`], [`${R}/a`, `${R}/b`])).toEqual([]));
  it("/a/wt2/x with root /a/wt → that path", () =>
    expect(check(["/a/wt2/x"], ["/a/wt"])).toEqual(["/a/wt2/x"]));
  it("R/wt/../secret with root R/wt → that path", () =>
    expect(check([`${R}/wt/../secret`], [`${R}/wt`])).toEqual([`${R}/wt/../secret`]));
});

describe("rules", () => {
  const fs = memProbe({
    "/r/wt/src/a.ts": "file",
    "/r/wt/etc": { link: "/etc" },
    "/r/wt/up": { link: ".." },
    "/r/wt/out": { link: "/nowhere/file" },
    "/r/wt/alias": { link: "." },
    "/r/wt/inner": { link: "src" },
    "/r/wt/locked": "denied",
    "/r/real": "dir",
    "/r/linkroot": { link: "real" },
  });
  const run = (paths: string[], p: Partial<ViolationPolicy> = {}) =>
    findViolations(paths, { writeRoots: ["/r/wt"], cwd: "/r/wt", caseMode: "sensitive", ...p }, fs)
      .violations;

  it("reports symlink escapes with their real destination", () => {
    expect(run(["etc/passwd", "up/x", "out", "etc/.."])).toEqual([
      { path: "etc/passwd", resolved: "/etc/passwd", reason: "symlink_escape" },
      { path: "up/x", resolved: "/r/x", reason: "symlink_escape" },
      { path: "out", resolved: "/nowhere/file", reason: "symlink_escape" },
      { path: "etc/..", resolved: "/", reason: "symlink_escape" },
    ]);
  });

  it("allows links that stay inside", () => expect(run(["inner/a.ts", "alias/src/b"])).toEqual([]));

  it("canonicalises roots given through a link", () => {
    expect(run(["/r/linkroot/x", "/r/real/y"], { writeRoots: ["/r/linkroot"] })).toEqual([]);
  });

  it("protects .git in every root, also reached through a link", () => {
    expect(
      run([".git", ".git/hooks/pre-commit", "alias/.git/config", ".gitignore"]).map((v) => [
        v.path,
        v.reason,
      ]),
    ).toEqual([
      [".git", "protected"],
      [".git/hooks/pre-commit", "protected"],
      ["alias/.git/config", "protected"],
    ]);
  });

  it("protects lease globs and everything below a protected directory", () => {
    const v = run(
      [".github/workflows/ci.yml", "secrets/key", "secrets", "src/secrets", ".github/CODEOWNERS"],
      {
        protect: [".github/workflows/**", "secrets"],
      },
    );
    expect(v.map((x) => [x.path, x.rule])).toEqual([
      [".github/workflows/ci.yml", ".github/workflows/**"],
      ["secrets/key", "secrets"],
      ["secrets", "secrets"],
    ]);
  });

  it("matches absolute and ~ globs against absolute paths", () => {
    const v = run(["/r/wt/src/a.ts", "/r/wt/conf/x.env"], {
      protect: ["/r/wt/conf/*.env", "~/.npmrc"],
      home: "/r/wt",
    });
    expect(v.map((x) => x.path)).toEqual(["/r/wt/conf/x.env"]);
    expect(run(["/r/wt/.npmrc"], { protect: ["~/.npmrc"], home: "/r/wt" }).map((x) => x.rule)).toEqual([
      "~/.npmrc",
    ]);
  });

  it("protects extra directories such as a linked worktree's gitdir", () => {
    const v = run(["/r/wt/meta/HEAD"], { protectedPaths: ["/r/wt/meta"] });
    expect(v[0]?.reason).toBe("protected");
  });

  it("fails closed on paths it cannot examine", () => {
    expect(run(["locked/x"])[0]?.reason).toBe("unresolvable");
  });

  it("refuses a filesystem root as a write root", () => {
    expect(() => run(["x"], { writeRoots: ["/"] })).toThrow(/filesystem root/);
    expect(() => run(["x"], { writeRoots: ["/tmp/.."] })).toThrow(/filesystem root/);
  });

  it("compares case- and NFC-insensitively only when asked", () => {
    const paths = ["/R/WT/src/Caf\u00e9.ts", "/r/wt/.GIT/config"];
    const sensitive = run(paths);
    expect(sensitive.map((v) => v.path)).toEqual(["/R/WT/src/Caf\u00e9.ts"]);
    const insensitive = run(paths, { caseMode: "insensitive", writeRoots: ["/r/wt"] });
    expect(insensitive.map((v) => [v.path, v.reason])).toEqual([["/r/wt/.GIT/config", "protected"]]);
    const nfc = run(["/r/wt/cafe\u0301/x"], { caseMode: "insensitive", protect: ["caf\u00e9"] });
    expect(nfc.map((v) => v.reason)).toEqual(["protected"]);
  });

  it("keeps a `..` spelling apart: a link before it can send it elsewhere", () => {
    const v = run(["/etc/passwd", "etc/../passwd", "etc/../passwd", "nope/../etc/passwd"]);
    expect(v.map((x) => [x.path, x.resolved])).toEqual([
      ["/etc/passwd", "/etc/passwd"],
      ["etc/../passwd", "/passwd"],
      ["nope/../etc/passwd", "/etc/passwd"],
    ]);
    const inside = memProbe({ "/r/wt/sshl": { link: "/etc/ssh" } });
    const report = findViolations(
      ["/r/wt/passwd", "/r/wt/sshl/../passwd"],
      { writeRoots: ["/r/wt"], cwd: "/", caseMode: "sensitive" },
      inside,
    );
    expect(report.violations.map((x) => [x.path, x.resolved])).toEqual([
      ["/r/wt/sshl/../passwd", "/etc/passwd"],
    ]);
  });

  it("pins canonical roots recorded before the run", () => {
    const moved = memProbe({ "/r/scratch": { link: "/home/u" } });
    const policy = { writeRoots: ["/r/scratch"], cwd: "/", caseMode: "sensitive" as const };
    expect(findViolations(["/home/u/.bashrc"], policy, moved).violations).toEqual([]);
    const pinned = findViolations(
      ["/r/scratch/.bashrc", "/home/u/.bashrc"],
      { ...policy, pinnedRoots: new Map([["/r/scratch", "/r/scratch"]]) },
      moved,
    );
    expect(pinned.violations.map((x) => [x.path, x.reason])).toEqual([
      ["/r/scratch/.bashrc", "symlink_escape"],
      ["/home/u/.bashrc", "outside_write_roots"],
    ]);
  });

  it("refuses a damaged pin (empty, relative or unnormalised) instead of judging against it", () => {
    const policy = { writeRoots: ["/r/wt"], cwd: "/", caseMode: "sensitive" as const };
    for (const bad of ["", "wt", "/r/x/../wt", "/r/wt/"]) {
      expect(() =>
        findViolations(["/etc/passwd"], { ...policy, pinnedRoots: new Map([["/r/wt", bad]]) }, memProbe({})),
      ).toThrow(/pinned location of write root 1/);
    }
  });

  it("refuses a root that is a link to /", () => {
    expect(() =>
      findViolations(
        ["/x"],
        { writeRoots: ["/r/up"], cwd: "/", caseMode: "sensitive" },
        memProbe({ "/r/up": { link: "/" } }),
      ),
    ).toThrow(/filesystem root through a symlink/);
  });

  it("protects absolute globs and protected dirs under their real spelling too", () => {
    const fs2 = memProbe({ "/r/wtl": { link: "/r/wt" }, "/r/wt/x": "file", "/r/g": { link: "/r/wt/meta" } });
    const p = { writeRoots: ["/r/wt"], cwd: "/", caseMode: "sensitive" as const };
    expect(
      findViolations(["/r/wt/.github/w.yml"], { ...p, protect: ["/r/wtl/.github/**"] }, fs2).violations
        .length,
    ).toBe(1);
    expect(
      findViolations(["/r/wt/meta/HEAD"], { ...p, protectedPaths: ["/r/g"] }, fs2).violations.length,
    ).toBe(1);
  });

  it("keeps the path as given in insensitive mode", () => {
    const v = run(["etc/x"], { caseMode: "insensitive" });
    expect(v[0]!.path).toBe("etc/x");
  });

  it("dedups on the normalised path, keeping the first spelling", () => {
    const v = run(["/etc/x", "/etc//x", "/etc/./x/"]);
    expect(v.map((x) => x.path)).toEqual(["/etc/x"]);
  });
});

describe("properties", () => {
  const segment = fc.constantFrom("a", "b", "wt", "wt2", ".", "..", "", ".git", "x.py", "é", "A");
  const pathArb = fc.oneof(
    fc.string(),
    fc.array(segment, { maxLength: 8 }).map((s) => `/${s.join("/")}`),
    fc.array(segment, { maxLength: 8 }).map((s) => s.join("/")),
  );
  const rootArb = fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .map((s) => `/r/${s.join("/")}`)
    .filter((r) => lexicalAbsolute(r, "/") !== "/");

  it("a fingerprint shared by different paths never hides one: only the count can change", () => {
    // Leaves are told apart by a 64-bit fingerprint once the input is out of order. With 2 bits a
    // half, different paths share one all the time: each must still be judged and reported exactly
    // as with the full fingerprint (same violations, same order), and only `checked` may be lower.
    const judge = (paths: string[], roots: string[], fingerprintBits?: number) => {
      const policy: ViolationPolicy = {
        writeRoots: roots,
        cwd: "/r",
        caseMode: "sensitive",
        protect: ["x.*"],
      };
      const checker = new ViolationChecker(policy, memProbe({}), { fingerprintBits });
      const violations = [];
      for (const p of paths) {
        if (p.trim() === "") continue;
        const v = checker.checkOnce(p);
        if (v) violations.push(v);
      }
      return { checked: checker.distinct, violations };
    };
    fc.assert(
      fc.property(
        fc.array(pathArb, { maxLength: 40 }),
        fc.array(rootArb, { maxLength: 3 }),
        fc.nat({ max: 40 }),
        (drawn, roots, repeatAt) => {
          // Repeats, some right after their first, some later (out of order).
          const paths = [...drawn, ...drawn.slice(0, repeatAt), ...drawn.slice(repeatAt).reverse()];
          const full = judge(paths, roots);
          const narrow = judge(paths, roots, 2);
          expect(narrow.violations).toEqual(full.violations);
          expect(narrow.checked).toBeLessThanOrEqual(full.checked);
          // Each distinct path is counted once with the full fingerprint: the repeats add nothing.
          expect(full.checked).toBe(judge(drawn, roots).checked);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary strings", () => {
    fc.assert(
      fc.property(
        fc.array(pathArb, { maxLength: 20 }),
        fc.array(rootArb, { maxLength: 3 }),
        (paths, roots) => {
          findViolations(
            paths,
            { writeRoots: roots, cwd: "/r", caseMode: "sensitive", protect: ["x.*"] },
            memProbe({}),
          );
        },
      ),
    );
  });

  it("a path outside every root is reported, and a reported path is never lexically inside a root unless it is protected or escapes by a link", () => {
    fc.assert(
      fc.property(
        fc.array(pathArb, { maxLength: 20 }),
        fc.array(rootArb, { maxLength: 3 }),
        (paths, roots) => {
          const report = findViolations(
            paths,
            { writeRoots: roots, cwd: "/r", caseMode: "sensitive" },
            memProbe({}),
          );
          const lexRoots = roots.map((r) => lexicalAbsolute(r, "/r")).filter((r) => r !== "/");
          for (const v of report.violations) {
            const inside = lexRoots.some((r) => isWithin(lexicalAbsolute(v.path, "/r"), r));
            if (v.reason === "outside_write_roots") expect(inside).toBe(false);
            else expect(v.reason).toBe("protected");
          }
          const reported = new Set(report.violations.map((v) => v.path));
          for (const p of paths) {
            if (p.trim() === "") continue;
            const inside = lexRoots.some((r) => isWithin(lexicalAbsolute(p, "/r"), r));
            if (!inside)
              expect([...reported].some((q) => lexicalAbsolute(q, "/r") === lexicalAbsolute(p, "/r"))).toBe(
                true,
              );
          }
        },
      ),
    );
  });

  it("output is de-duplicated, in first-seen order, and checked counts distinct non-blank paths", () => {
    fc.assert(
      fc.property(fc.array(pathArb, { maxLength: 30 }), (paths) => {
        const report = findViolations(
          paths,
          { writeRoots: [], cwd: "/r", caseMode: "sensitive" },
          memProbe({}),
        );
        const keys = report.violations.map((v) =>
          /(^|\/)\.\.(\/|$)/.test(v.path)
            ? `raw:${v.path.startsWith("/") ? v.path : `/r/${v.path}`}`
            : lexicalAbsolute(v.path, "/r"),
        );
        expect(new Set(keys).size).toBe(keys.length);
        const firstIndex = report.violations.map((v) => paths.indexOf(v.path));
        expect(firstIndex).toEqual([...firstIndex].sort((a, b) => a - b));
        // A spelling with `..` is its own path (a link may sit before it); others dedup lexically.
        const keyOf = (p: string) =>
          /(^|\/)\.\.(\/|$)/.test(p) ? `raw:${p.startsWith("/") ? p : `/r/${p}`}` : lexicalAbsolute(p, "/r");
        const distinct = new Set(paths.filter((p) => p.trim() !== "").map(keyOf));
        expect(report.checked).toBe(distinct.size);
        expect(report.violations.length).toBe(distinct.size); // closed: every path is a violation
      }),
    );
  });

  it("a path judged among many gets the verdict it gets alone (memos and fast paths agree with the general path)", () => {
    const fs = {
      "/r/wt/a/x.py": "file",
      "/r/wt/b": { link: "/etc" },
      "/r/wt/wt2": { link: "../wt2" },
      "/r/wt/.git/config": "file",
      "/r/wt2/a": { link: "/r/wt/a" },
      "/r/wt/a/loop": { link: "loop" },
    } as const;
    const spelled = fc
      .array(fc.constantFrom("r", "wt", "wt2", "a", "b", ".git", "x.py", "", ".", "..", "loop", "é"), {
        minLength: 1,
        maxLength: 6,
      })
      .map((s) => s.join("/"));
    const anyPath = fc.oneof(
      spelled.map((s) => `/${s}`),
      spelled.map((s) => `//${s}`),
      spelled,
    );
    fc.assert(
      fc.property(
        fc.array(anyPath, { maxLength: 40 }),
        fc.constantFrom("sensitive", "insensitive"),
        (paths, mode) => {
          const policy: ViolationPolicy = {
            writeRoots: ["/r/wt", "/r/wt2"],
            protect: ["*.py", "a/**"],
            cwd: "/r/wt",
            caseMode: mode as ViolationPolicy["caseMode"],
          };
          const batch = findViolations(paths, policy, memProbe(fs));
          const seen = new Set(batch.violations.map((v) => v.path));
          for (const p of paths) {
            if (p.trim() === "") continue;
            const alone = new ViolationChecker(policy, memProbe(fs)).check(p);
            // A repeat (of an earlier spelling) is judged by that spelling; each distinct one alone.
            if (seen.has(p)) expect(alone).toEqual(batch.violations.find((v) => v.path === p));
            else if (alone) {
              const twin = batch.violations.find(
                (v) => lexicalAbsolute(v.path, "/r/wt") === lexicalAbsolute(p, "/r/wt"),
              );
              expect(twin?.reason, `${p} alone: ${alone.reason}`).toBeDefined();
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a path judged among many gets the verdict it gets alone, in any input order (sorted, shuffled, as given)", () => {
    const fs = {
      "/r/wt/a/x.py": "file",
      "/r/wt/a/c/y": "file",
      "/r/wt/b": { link: "/etc" },
      "/r/wt/wt2": { link: "../wt2" },
      "/r/wt/.git/config": "file",
      "/r/wt2/a": { link: "/r/wt/a" },
      "/r/wt/a/loop": { link: "loop" },
      "/r/wt/up": { link: ".." },
    } as const;
    const spelled = fc
      .array(
        fc.constantFrom(
          "r",
          "wt",
          "wt2",
          "wtx",
          "a",
          "b",
          "c",
          "up",
          ".git",
          "x.py",
          "y",
          "",
          ".",
          "..",
          "loop",
          "é",
        ),
        { minLength: 1, maxLength: 7 },
      )
      .map((s) => s.join("/"));
    const anyPath = fc.oneof(
      { weight: 4, arbitrary: spelled.map((s) => `/r/${s}`) },
      { weight: 1, arbitrary: spelled.map((s) => `/${s}`) },
      { weight: 1, arbitrary: spelled.map((s) => `//${s}`) },
      { weight: 1, arbitrary: spelled },
    );
    const lists = fc
      .array(anyPath, { maxLength: 60 })
      .chain((paths) =>
        fc.tuple(
          fc.constant(paths),
          fc.shuffledSubarray(paths, { minLength: paths.length, maxLength: paths.length }),
        ),
      );
    // Spellings with `..` are their own path (a link may sit before it); others are one path per lexical form.
    const keyOf = (p: string) =>
      /(^|\/)\.\.(\/|$)/.test(p)
        ? `raw:${p.startsWith("/") ? p : `/r/wt/${p}`}`
        : lexicalAbsolute(p, "/r/wt");
    fc.assert(
      fc.property(
        lists,
        fc.constantFrom("sensitive", "insensitive"),
        fc.boolean(),
        ([given, shuffled], mode, pin) => {
          const policy: ViolationPolicy = {
            writeRoots: ["/r/wt", "/r/wt2"],
            protect: ["*.py", "a/c/**"],
            cwd: "/r/wt",
            caseMode: mode as ViolationPolicy["caseMode"],
            // A root pinned where it was at snapshot time: below its name, nothing is inside it now.
            ...(pin ? { pinnedRoots: new Map([["/r/wt2", "/r/wtx"]]) } : {}),
          };
          const verdicts = (paths: string[]) => {
            const report = findViolations(paths, policy, memProbe(fs));
            const byKey = new Map<string, unknown>();
            for (const v of report.violations) {
              const { path, ...verdict } = v;
              expect(byKey.has(keyOf(path)), `${path} reported twice`).toBe(false);
              byKey.set(keyOf(path), verdict);
            }
            return { checked: report.checked, byKey };
          };
          const sorted = [...given].sort();
          const runs = [given, shuffled, sorted].map(verdicts);
          for (const p of given) {
            if (p.trim() === "") continue;
            const alone = new ViolationChecker(policy, memProbe(fs)).check(p);
            const expected = alone === null ? undefined : { ...alone, path: undefined };
            // The fast path agrees with the general one (a trailing `/.` forces the general path).
            const lexical = lexicalAbsolute(p, "/r/wt");
            if (!keyOf(p).startsWith("raw:") && lexical !== "/") {
              const general = new ViolationChecker(policy, memProbe(fs)).check(`${lexical}/.`);
              expect(general === null ? undefined : { ...general, path: undefined }, `${p} general`).toEqual(
                expected,
              );
            }
            for (const run of runs) {
              const got = run.byKey.get(keyOf(p));
              expect(got === undefined ? undefined : { ...got, path: undefined }, p).toEqual(expected);
            }
          }
          expect(runs[1]!.checked).toBe(runs[0]!.checked);
          expect(runs[2]!.checked).toBe(runs[0]!.checked);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("adding a root never adds an escape (only its own .git protection)", () => {
    fc.assert(
      fc.property(fc.array(pathArb, { maxLength: 15 }), rootArb, rootArb, (paths, a, b) => {
        const base = { cwd: "/r", caseMode: "sensitive" as const };
        const one = findViolations(paths, { ...base, writeRoots: [a] }, memProbe({})).violations.map(
          (v) => v.path,
        );
        const two = findViolations(paths, { ...base, writeRoots: [a, b] }, memProbe({})).violations;
        for (const v of two) if (v.reason !== "protected") expect(one).toContain(v.path);
      }),
    );
  });
});

describe("directories asked about often", () => {
  it("are listed once and their entries judged as they are, in the directory and below it", () => {
    const fs = memProbe({
      "/r/wt/d/f": "file",
      "/r/wt/d/link": { link: "/etc" },
      "/r/wt/d/sublink": { link: "/etc" },
      "/r/wt/d/sub/x": "file",
      "/r/wt/d/.git/config": "file",
    });
    const listed: string[] = [];
    const probe = {
      ...fs,
      entries: (dir: string) => {
        listed.push(dir);
        return fs.entries!(dir);
      },
    };
    const many = Array.from({ length: 20 }, (_, i) => `/r/wt/d/n${i}`);
    const paths = [
      ...many,
      "/r/wt/d/link",
      "/r/wt/d/sublink/passwd",
      "/r/wt/d/f",
      "/r/wt/d/sub/x",
      ...many.map((p) => `${p}.more`),
    ];
    const policy: ViolationPolicy = { writeRoots: ["/r/wt"], cwd: "/", caseMode: "sensitive" };
    const report = findViolations(paths, policy, probe);
    expect(report.violations.map((v) => [v.path, v.reason])).toEqual([
      ["/r/wt/d/link", "symlink_escape"],
      ["/r/wt/d/sublink/passwd", "symlink_escape"],
    ]);
    expect(listed).toEqual(["/r/wt/d"]);
    // Each judged as it is alone (no listing then).
    for (const p of paths)
      expect(new ViolationChecker(policy, fs).check(p)).toEqual(
        report.violations.find((v) => v.path === p) ?? null,
      );
  });
});

describe("real symlinks on disk", () => {
  it("catches an in-root link to outside, a dangling link and link/..", () => {
    const wt = join(R, "wt-links");
    mkdirSync(wt);
    symlinkSync("/etc", join(wt, "etc"));
    symlinkSync(join(R, "nope", "x"), join(wt, "dangling"));
    const v = findViolations(
      ["etc/hosts", "dangling", "etc/..", "ok.txt"],
      { writeRoots: [wt], cwd: wt, caseMode: "sensitive" },
      createNodeProbe("sensitive"),
    ).violations;
    expect(v.map((x) => [x.path, x.reason])).toEqual([
      ["etc/hosts", "symlink_escape"],
      ["dangling", "symlink_escape"],
      ["etc/..", "symlink_escape"],
    ]);
    expect(v[1]!.resolved).toBe(join(R, "nope", "x"));
  });
});

describe("a directory judged from its listing answers as lstat does (real filesystem)", () => {
  // Names that one listing text could stand for twice: a name that is not UTF-8 reads as U+FFFD, and
  // where case is folded, names differing in case or Unicode form. Each path must get the verdict
  // it gets alone, whether its directory was listed first (many paths there) or not.
  let wt: string;
  const others = Array.from({ length: 20 }, (_, i) => `big/f${i}/x`);
  beforeAll(() => {
    wt = join(R, "listing-wt");
    const big = join(wt, "big");
    mkdirSync(big, { recursive: true });
    mkdirSync(join(R, "listing-out"));
    const name = (...parts: (string | Buffer)[]) =>
      Buffer.concat([
        Buffer.from(`${big}/`),
        ...parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p)),
      ]);
    symlinkSync("../../listing-out", name("\ufffd"));
    writeFileSync(name(Buffer.from([0xff])), "");
    writeFileSync(name("x\ufffd"), "");
    symlinkSync("../../listing-out", name("x", Buffer.from([0xfe])));
    symlinkSync("../../listing-out", name("cafe\u0301"));
    writeFileSync(name("caf\u00e9"), "");
    symlinkSync("../../listing-out", name("e5"));
    writeFileSync(name("E5"), "");
    mkdirSync(name("realdir"));
    symlinkSync("realdir", name("toreal"));
  });
  const reasons = (mode: "sensitive" | "insensitive", paths: string[], p: string) =>
    findViolations(paths, { writeRoots: [wt], cwd: wt, caseMode: mode }, createNodeProbe(mode))
      .violations.filter((v) => v.path === p)
      .map((v) => v.reason);
  it.each([
    ["sensitive", "big/\ufffd/x", ["symlink_escape"]],
    ["sensitive", "big/x\ufffd/x", []],
    ["insensitive", "big/cafe\u0301/x", ["symlink_escape"]],
    ["insensitive", "big/E5/x", []],
    ["insensitive", "big/e5/x", ["symlink_escape"]],
    ["insensitive", "big/TOREAL/x", []],
  ] as const)("%s: %s alone, after and before 20 others", (mode, p, want) => {
    expect(reasons(mode, [p], p)).toEqual(want);
    expect(reasons(mode, [...others, p], p)).toEqual(want);
    expect(reasons(mode, [p, ...others], p)).toEqual(want);
  });
  it("insensitive: each spelling of a path is judged, whichever comes first, and counted once", () => {
    for (const order of [
      ["big/E5/x", "big/e5/x"],
      ["big/e5/x", "big/E5/x"],
    ]) {
      const report = findViolations(
        order,
        { writeRoots: [wt], cwd: wt, caseMode: "insensitive" },
        createNodeProbe("insensitive"),
      );
      expect(report.violations.map((v) => [v.path, v.reason])).toEqual([["big/e5/x", "symlink_escape"]]);
      expect(report.checked).toBe(1);
    }
  });
});
