import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNameStatus } from "../../src/collect/repo.js";
import type { ChangeRecord, GitLayout } from "../../src/collect/types.js";
import { isBookkeepingPath, partitionBookkeeping } from "../../src/core/changes.js";
import { isWithin } from "../../src/core/paths.js";
import {
  classifyChange,
  dirValue,
  escapeField,
  identityOf,
  otherValue,
  unescapeField,
} from "../../src/core/snapshot-format.js";
import { isHighValueDir, isNeverWatched, mergeRoots } from "../../src/core/snapshot-roots.js";

const segment = fc.stringMatching(/^[a-z.]{1,4}$/).filter((s) => s !== "." && s !== "..");
const absPath = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);

describe("manifest fields", () => {
  it("escapeField round-trips any string and never leaves a tab, newline or CR", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const e = escapeField(s);
        expect(e).not.toMatch(/[\t\n\r]/);
        expect(unescapeField(e)).toBe(s);
      }),
    );
  });

  it("classifies what changed between two entry values", () => {
    const file = (mode: number, ino: number, size: number, mtime: bigint, ctime: bigint, extra = "") =>
      otherValue(0o100000 | mode, 1, ino, 1, size, mtime, ctime, extra);
    expect(classifyChange(file(0o644, 5, 3, 1n, 1n), file(0o600, 5, 3, 1n, 2n))).toBe("mode");
    expect(classifyChange(file(0o644, 5, 3, 1n, 1n), file(0o644, 5, 3, 1n, 2n))).toBe("modified");
    expect(classifyChange(file(0o644, 5, 3, 1n, 1n), file(0o644, 5, 3, 1n, 1n, "#ab"))).toBe("modified");
    expect(classifyChange(file(0o644, 5, 3, 1n, 1n), file(0o644, 6, 3, 1n, 1n))).toBe("modified");
    const link = (ino: number, target: string) =>
      otherValue(0o120777, 1, ino, 1, target.length, 1n, 1n, target);
    expect(classifyChange(link(7, "a"), link(8, "bb"))).toBe("link");
    expect(classifyChange(dirValue(0o40755, 1, 9), dirValue(0o40700, 1, 9))).toBe("mode");
    expect(identityOf(file(0o644, 5, 3, 1n, 1n))).toBe("1\t5");
    expect(identityOf(dirValue(0o40755, 1, 9))).toBe("1\t9");
  });
});

describe("watched roots", () => {
  it("merged roots are sorted, distinct, never nested, and cover every accepted candidate", () => {
    fc.assert(
      fc.property(fc.array(absPath, { maxLength: 8 }), (paths) => {
        const { roots, refused } = mergeRoots(paths.map((path) => ({ path, origin: "flag" as const })));
        expect(roots).toEqual([...new Set(roots)].sort());
        for (const a of roots) for (const b of roots) if (a !== b) expect(isWithin(a, b)).toBe(false);
        for (const p of paths) {
          const covered = roots.some((r) => isWithin(p, r));
          expect(covered || refused.some((x) => x.path === p)).toBe(true);
        }
      }),
    );
  });

  it("never watches /proc, /sys or /dev, but does watch /dev/shm", () => {
    expect(isNeverWatched("/proc")).toBe(true);
    expect(isNeverWatched("/sys/kernel")).toBe(true);
    expect(isNeverWatched("/dev")).toBe(true);
    expect(isNeverWatched("/dev/shm")).toBe(false);
    expect(isNeverWatched("/dev/shm/x")).toBe(false);
    expect(isNeverWatched("/devices")).toBe(false);
    const { roots, refused } = mergeRoots([
      { path: "/dev", origin: "flag" },
      { path: "/dev/shm", origin: "temp" },
    ]);
    expect(roots).toEqual(["/dev/shm"]);
    expect(refused.map((r) => r.path)).toEqual(["/dev"]);
  });

  it("hashes git config and hooks but not objects or logs", () => {
    expect(isHighValueDir("/r/.git", [])).toBe(true);
    expect(isHighValueDir("/r/.git/hooks", [])).toBe(true);
    expect(isHighValueDir("/r/.git/objects/ab", [])).toBe(false);
    expect(isHighValueDir("/r/.git/logs/refs", [])).toBe(false);
    expect(isHighValueDir("/home/u/.ssh", [])).toBe(true);
    expect(isHighValueDir("/srv/bare.git/hooks", ["/srv/bare.git"])).toBe(true);
    expect(isHighValueDir("/home/u/src", [])).toBe(false);
  });
});

const linked: GitLayout = {
  worktree: "/w/wt",
  gitDir: "/w/repo/.git/worktrees/wt",
  commonDir: "/w/repo/.git",
  mainCheckout: false,
  branch: "refs/heads/feat/x",
  head: "abc",
  worktrees: ["/w/repo", "/w/wt"],
};
const main: GitLayout = {
  ...linked,
  worktree: "/w/repo",
  gitDir: "/w/repo/.git",
  mainCheckout: true,
  branch: "refs/heads/main",
};

describe("git bookkeeping allowance", () => {
  const C = "/w/repo/.git";
  const cases: [GitLayout, string, ChangeRecord["change"], boolean][] = [
    [linked, `${C}/worktrees/wt/index`, "modified", true],
    [linked, `${C}/worktrees/wt/HEAD`, "modified", true],
    [linked, `${C}/worktrees/wt/logs/HEAD`, "created", true],
    [linked, `${C}/worktrees/wt/config.worktree`, "created", false],
    [linked, `${C}/worktrees/wt/commondir`, "modified", false],
    [linked, `${C}/worktrees/other/index`, "modified", false],
    [linked, `${C}/objects/ab/cdef`, "created", true],
    [linked, `${C}/objects/pack/pack-1.pack`, "created", true],
    [linked, `${C}/objects/ab/cdef`, "deleted", false],
    [linked, `${C}/objects/info/alternates`, "created", false],
    [linked, `${C}/refs/heads/feat/x`, "created", true],
    [linked, `${C}/refs/heads/feat`, "created", true],
    [linked, `${C}/logs/refs/heads/feat/x`, "modified", true],
    [linked, `${C}/refs/heads/main`, "modified", false],
    [linked, `${C}/logs/refs/heads/main`, "modified", false],
    [linked, `${C}/packed-refs`, "modified", false],
    [linked, `${C}/config`, "modified", false],
    [linked, `${C}/hooks/pre-commit`, "created", false],
    [linked, `${C}/info/attributes`, "created", false],
    [linked, `${C}/index`, "modified", false],
    [linked, `${C}/HEAD`, "modified", false],
    [linked, `${C}/refs/heads/feat/x`, "deleted", false],
    [main, `${C}/index`, "modified", true],
    [main, `${C}/COMMIT_EDITMSG`, "created", true],
    [main, `${C}/logs/HEAD`, "modified", true],
    [main, `${C}/refs/heads/main`, "modified", true],
    [main, `${C}/refs/heads/other`, "modified", false],
    [main, `${C}/config`, "modified", false],
    [main, `${C}/worktrees/wt/index`, "modified", false],
    [main, `${C}/index`, "deleted", false],
  ];
  for (const [layout, path, change, ok] of cases) {
    it(`${layout.mainCheckout ? "main checkout" : "linked worktree"}: ${change} ${path.slice(C.length)} → ${ok ? "bookkeeping" : "judged"}`, () => {
      expect(isBookkeepingPath(path, change, layout)).toBe(ok);
    });
  }

  it("a rename is bookkeeping only when both sides are; git-scope records are never set aside", () => {
    const { changes, bookkeeping } = partitionBookkeeping(
      [
        { path: `${C}/objects/ab/cd`, change: "created", source: "snapshot" },
        { path: `${C}/objects/ab/cd`, change: "renamed", source: "snapshot", from: "/home/u/loot" },
        { path: `${C}/worktrees/wt/index`, change: "modified", source: "git" },
      ],
      linked,
    );
    expect(bookkeeping).toHaveLength(1);
    expect(changes).toHaveLength(2);
    expect(partitionBookkeeping(changes, null).changes).toHaveLength(2);
  });
});

describe("git name-status parsing", () => {
  it("keeps both sides of renames, copies as creations, and paths with newlines intact", () => {
    const buf = Buffer.from("M\0a.txt\0R100\0old name\0new\nname\0C75\0src\0copy\0D\0gone\0A\0new\0T\0typ\0");
    expect(parseNameStatus(buf, "/w")).toEqual([
      { path: "/w/a.txt", change: "modified", source: "git" },
      { path: "/w/new\nname", change: "renamed", source: "git", from: "/w/old name" },
      { path: "/w/copy", change: "created", source: "git" },
      { path: "/w/gone", change: "deleted", source: "git" },
      { path: "/w/new", change: "created", source: "git" },
      { path: "/w/typ", change: "modified", source: "git" },
    ]);
  });
});
