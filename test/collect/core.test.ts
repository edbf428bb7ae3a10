import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNameStatus } from "../../src/collect/repo.js";
import type { ChangeRecord, GitLayout } from "../../src/collect/types.js";
import { isBookkeepingPath, partitionBookkeeping } from "../../src/core/changes.js";
import { isWithin } from "../../src/core/paths.js";
import {
  classifyChange,
  dirValue,
  findTime,
  formatRecord,
  identityOf,
  otherValue,
  parseRecords,
  RecordParser,
  timeToNs,
} from "../../src/core/snapshot-format.js";
import { isHighValuePath, isNeverWatched, mergeRoots } from "../../src/core/snapshot-roots.js";

const segment = fc.stringMatching(/^[a-z.]{1,4}$/).filter((s) => s !== "." && s !== "..");
const absPath = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);

describe("manifest fields", () => {
  const anyPath = fc
    .array(
      fc.string({ unit: "binary" }).map((x) => x.replace(/[\0/]/g, "")),
      { minLength: 1, maxLength: 4 },
    )
    .map((p) => `/${p.join("/")}`);
  const anyValue = fc.oneof(
    fc.constant("d 1 2 755"),
    fc.constant("f 1 3 644 1 5 1795341630.6366370830 1795341630.6366370830"),
    fc
      .string({ unit: "binary", minLength: 1 })
      .map((t) => t.replace(/\0/g, ""))
      .filter((t) => t !== "")
      .map((t) => `l 1 4 777 1 ${t.length} 1.0000000000 2.0000000000\t${t}`),
  );

  it("records round-trip any path and link target, however the stream is cut into NUL-ended pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyPath, anyValue), { maxLength: 6 }), fc.nat(), (entries, seed) => {
        const text = entries.map(([p, v]) => formatRecord(p, v)).join("");
        const got: [string, string][] = [];
        expect(parseRecords(text, (p, v) => got.push([p, v]))).toBe(true);
        expect(got).toEqual(entries);
        // The same, pushed in pieces cut at a NUL chosen by the seed.
        const cuts = [...text.matchAll(/\0/g)].map((m) => m.index! + 1);
        const cut = cuts.length > 0 ? cuts[seed % cuts.length]! : 0;
        const again: [string, string][] = [];
        const parser = new RecordParser((p, v) => again.push([p, v]));
        parser.push(text.slice(0, cut));
        parser.push(text.slice(cut));
        expect(parser.finish()).toBe(true);
        expect(again).toEqual(entries);
      }),
    );
  });

  it("rejects a symlink record without its target and a record without a path", () => {
    expect(parseRecords("l 1 4 777 1 1 1.0 1.0 /x\0", () => {})).toBe(false);
    expect(parseRecords("f 1 2 644 1 0 1.0 1.0\0", () => {})).toBe(false);
    expect(parseRecords("f 1 2 644 1 0 1.0 1.0 /x", () => {})).toBe(false);
  });

  it("times keep every nanosecond, in find's %T@ spelling", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 19n }), (ns) => {
        const t = findTime(ns);
        expect(t).toMatch(/^\d+\.\d{9}0$/);
        expect(timeToNs(t)).toBe(ns);
      }),
    );
  });

  it("classifies what changed between two entry values", () => {
    const file = (perm: string, ino: number, size: number, mtime: string, ctime: string) =>
      otherValue("f", 1, ino, perm, 1, size, mtime, ctime, "");
    expect(classifyChange(file("644", 5, 3, "1.0", "1.0"), file("600", 5, 3, "1.0", "2.0"))).toBe("mode");
    expect(classifyChange(file("644", 5, 3, "1.0", "1.0"), file("644", 5, 3, "1.0", "2.0"))).toBe("modified");
    expect(classifyChange(file("644", 5, 3, "1.0", "1.0"), file("644", 5, 4, "1.0", "1.0"))).toBe("modified");
    expect(classifyChange(file("644", 5, 3, "1.0", "1.0"), file("644", 6, 3, "1.0", "1.0"))).toBe("modified");
    const link = (ino: number, target: string) =>
      otherValue("l", 1, ino, "777", 1, target.length, "1.0", "1.0", target);
    expect(classifyChange(link(7, "a"), link(8, "bb"))).toBe("link");
    expect(classifyChange(dirValue(1, 9, "755"), dirValue(1, 9, "700"))).toBe("mode");
    expect(identityOf(file("644", 5, 3, "1.0", "1.0"))).toBe("1 5");
    expect(identityOf(dirValue(1, 9, "755"))).toBe("1 9");
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
    expect(isHighValuePath("/r/.git/config", [])).toBe(true);
    expect(isHighValuePath("/r/.git/hooks/pre-commit", [])).toBe(true);
    expect(isHighValuePath("/r/.git/objects/ab/cd", [])).toBe(false);
    expect(isHighValuePath("/r/.git/logs/refs/heads/main", [])).toBe(false);
    expect(isHighValuePath("/home/u/.ssh/authorized_keys", [])).toBe(true);
    expect(isHighValuePath("/home/u/.ssh/id_ed25519.pub", [])).toBe(true);
    expect(isHighValuePath("/srv/bare.git/hooks/update", ["/srv/bare.git"])).toBe(true);
    expect(isHighValuePath("/home/u/project/.npmrc", [])).toBe(true);
    expect(isHighValuePath("/home/u/src/main.ts", [])).toBe(false);
  });
});

const linked: GitLayout = {
  worktree: "/w/wt",
  git_dir: "/w/repo/.git/worktrees/wt",
  common_dir: "/w/repo/.git",
  main_checkout: false,
  branch: "refs/heads/feat/x",
  head: "abc",
  worktrees: ["/w/repo", "/w/wt"],
};
const main: GitLayout = {
  ...linked,
  worktree: "/w/repo",
  git_dir: "/w/repo/.git",
  main_checkout: true,
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
    [linked, `${C}/objects/ab/${"c".repeat(38)}`, "created", true],
    [linked, `${C}/objects/ab/${"c".repeat(38)}`, "modified", true],
    [linked, `${C}/objects/ab`, "created", true],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.pack`, "created", true],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.idx`, "created", true],
    // Only git's own object names: anything else in the object store is judged.
    [linked, `${C}/objects/ab/cdef`, "created", false],
    [linked, `${C}/objects/pack/pack-1.pack`, "created", false],
    [linked, `${C}/objects/pack/multi-pack-index`, "created", false],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.keep`, "created", false],
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
    it(`${layout.main_checkout ? "main checkout" : "linked worktree"}: ${change} ${path.slice(C.length)} → ${ok ? "bookkeeping" : "judged"}`, () => {
      expect(isBookkeepingPath(path, change, layout)).toBe(ok);
    });
  }

  it("a rename is bookkeeping only when both sides are; git-scope records are never set aside", () => {
    const { changes, bookkeeping } = partitionBookkeeping(
      [
        { path: `${C}/objects/ab/${"d".repeat(38)}`, change: "created", source: "snapshot" },
        {
          path: `${C}/objects/ab/${"d".repeat(38)}`,
          change: "renamed",
          source: "snapshot",
          from: "/home/u/loot",
        },
        // A collector's integrity failure is never set aside.
        { path: `${C}/objects/ab/${"e".repeat(38)}`, change: "created", source: "snapshot", tampered: "bad" },
        { path: `${C}/worktrees/wt/index`, change: "modified", source: "git" },
      ],
      linked,
    );
    expect(bookkeeping).toHaveLength(1);
    expect(changes).toHaveLength(3);
    expect(partitionBookkeeping(changes, null).changes).toHaveLength(3);
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
