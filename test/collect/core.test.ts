import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNameStatus } from "../../src/collect/repo.js";
import type { GitLayout } from "../../src/core/change-types.js";
import { partitionBookkeeping } from "../../src/core/changes.js";
import {
  configDifference,
  type GitRole,
  gitRole,
  parsePackedRefs,
  refEscapes,
} from "../../src/core/git-roles.js";
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
  sameEntryMoved,
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
    fc.constant("d 1 2 755 0 0 1795341630.6366370830 1795341630.6366370830"),
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
    // Directories: a child's change moves both times (not a change of the directory); the ctime alone
    // moving is its own metadata (xattr, ACL); owner and group are recorded.
    const d = (uid: number, gid: number, m: string, c: string) => dirValue(1, 9, "755", uid, gid, m, c);
    expect(classifyChange(d(0, 0, "1.0", "1.0"), d(0, 0, "2.0", "2.0"))).toBeNull();
    expect(classifyChange(d(0, 0, "1.0", "1.0"), d(0, 0, "1.0", "2.0"))).toBe("mode");
    expect(classifyChange(d(0, 0, "1.0", "1.0"), d(0, 5, "2.0", "2.0"))).toBe("mode");
    expect(classifyChange(d(0, 0, "1.0", "1.0"), d(7, 0, "1.0", "1.0"))).toBe("mode");
  });

  it("pairs a rename only when type and metadata match, never by inode alone", () => {
    const d = (perm: string, m: string) => dirValue(1, 9, perm, 0, 0, m, "5.0");
    expect(sameEntryMoved(d("755", "1.0"), d("755", "1.0"))).toBe(true);
    // A fan-out directory removed by gc and a new one given the freed inode: a new mtime.
    expect(sameEntryMoved(d("755", "1.0"), d("755", "2.0"))).toBe(false);
    expect(sameEntryMoved(d("755", "1.0"), d("700", "1.0"))).toBe(false);
    const f = (size: number, m: string) => otherValue("f", 1, 9, "644", 1, size, m, "5.0", "");
    expect(sameEntryMoved(f(3, "1.0"), f(3, "1.0"))).toBe(true);
    expect(sameEntryMoved(f(3, "1.0"), f(4, "1.0"))).toBe(false);
    expect(sameEntryMoved(f(3, "1.0"), d("755", "1.0"))).toBe(false);
    expect(sameEntryMoved(f(3, "1.0"), otherValue("f", 1, 8, "644", 1, 3, "1.0", "5.0", ""))).toBe(false);
    expect(identityOf(otherValue("f", 1, 5, "644", 1, 3, "1.0", "1.0", ""))).toBe("1 5");
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
    expect(isHighValuePath("/r/.git/logs/refs/heads/main", [])).toBe(true);
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

describe("what a path in git's directories is (gitRole)", () => {
  const C = "/w/repo/.git";
  const H = "c".repeat(38);
  const cases: [GitLayout, string, GitRole["kind"] | null, string?][] = [
    [linked, `${C}/worktrees/wt/index`, "own"],
    [linked, `${C}/worktrees/wt/HEAD`, "own"],
    [linked, `${C}/worktrees/wt/ORIG_HEAD`, "own"],
    [linked, `${C}/worktrees/wt/BISECT_LOG`, "own"],
    [linked, `${C}/worktrees/wt/refs/bisect/bad`, "own"],
    [linked, `${C}/worktrees/wt/logs/HEAD`, "own"],
    [linked, `${C}/worktrees/wt/rebase-merge/done`, "own"],
    [linked, `${C}/worktrees/wt/config.worktree`, "config"],
    [linked, `${C}/worktrees/wt/commondir`, "other"],
    [linked, `${C}/worktrees/wt/gitdir`, "other"],
    [linked, `${C}/worktrees/wt/locked`, "other"],
    [linked, `${C}/worktrees/wt/hooks/pre-commit`, "other"],
    [linked, `${C}/worktrees/wt/info/exclude`, "other"],
    [linked, `${C}/worktrees/wt/config`, "other"],
    [linked, `${C}/worktrees/other/index`, "other"],
    [linked, `${C}/worktrees/other/config.worktree`, "config"],
    [linked, `${C}/objects/ab/${H}`, "object", "loose"],
    [linked, `${C}/objects/ab`, "object", "dir"],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.pack`, "object", "pack"],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.mtimes`, "object", "pack"],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.keep`, "object", "other"],
    [linked, `${C}/objects/pack/pack-${"0".repeat(40)}.bitmap`, "object", "bitmap"],
    [linked, `${C}/objects/pack/loose-${"0".repeat(40)}.pack`, "object", "pack"],
    [linked, `${C}/objects/pack/multi-pack-index-${"0".repeat(40)}.bitmap`, "object", "bitmap"],
    [linked, `${C}/objects/pack/multi-pack-index-${"0".repeat(40)}.rev`, "object", "bitmap"],
    [linked, `${C}/objects/pack/other-${"0".repeat(40)}.pack`, "object", "other"],
    [linked, `${C}/objects/ab/cdef`, "object", "other"],
    [linked, `${C}/objects/pack/multi-pack-index`, "object", "midx"],
    [linked, `${C}/objects/info/commit-graph`, "object", "commit-graph"],
    [linked, `${C}/objects/info/packs`, "object", "info-packs"],
    [linked, `${C}/objects/info/alternates`, "object", "other"],
    [linked, `${C}/objects/pack/tmp_pack_x`, "object", "temporary"],
    [linked, `${C}/refs/heads/feat/x`, "own"],
    [linked, `${C}/refs/heads/feat`, "ref"],
    [linked, `${C}/refs/heads/main`, "ref"],
    [linked, `${C}/refs/heads/other/y`, "ref"],
    [linked, `${C}/packed-refs`, "ref"],
    [linked, `${C}/refs/bisect/bad`, "other"],
    [linked, `${C}/logs/refs/heads/feat/x`, "own"],
    [linked, `${C}/logs/refs/heads/main`, "reflog"],
    [linked, `${C}/logs/HEAD`, "reflog"],
    [linked, `${C}/worktrees/other/logs/HEAD`, "reflog"],
    [linked, `${C}/worktrees/other/logs/refs/bisect/bad`, "other"],
    [linked, `${C}/worktrees/wt/rebase-merge`, "own"],
    [linked, `${C}/worktrees/wt/sequencer`, "own"],
    [linked, `${C}/config`, "config"],
    [linked, `${C}/hooks/pre-commit`, "other"],
    [linked, `${C}/info/attributes`, "other"],
    [linked, `${C}/index`, "other"],
    [linked, `${C}/HEAD`, "other"],
    [linked, `${C}/ORIG_HEAD`, "other"],
    [linked, `${C}/gc.pid`, "gc"],
    [linked, `${C}/packed-refs.lock`, "gc"],
    [linked, `${C}/refs/heads/main.lock`, "gc"],
    [linked, `${C}/modules/sub/config`, "other"],
    [main, `${C}/index`, "own"],
    [main, `${C}/COMMIT_EDITMSG`, "own"],
    [main, `${C}/BISECT_START`, "own"],
    [main, `${C}/refs/bisect/bad`, "own"],
    [main, `${C}/logs/HEAD`, "own"],
    [main, `${C}/refs/heads/main`, "own"],
    [main, `${C}/refs/heads/other`, "ref"],
    [main, `${C}/config`, "config"],
    [main, `${C}/worktrees/wt/index`, "other"],
    [main, `${C}/worktrees/wt/logs/HEAD`, "reflog"],
    [main, `${C}/rebase-merge`, "own"],
  ];
  for (const [layout, path, kind, part] of cases) {
    it(`${layout.main_checkout ? "main checkout" : "linked worktree"}: ${path.slice(C.length)} is ${kind}${part ? `/${part}` : ""}`, () => {
      const role = gitRole(path, layout);
      expect(role?.kind ?? null).toBe(kind);
      if (part !== undefined && role?.kind === "object") expect(role.what.part).toBe(part);
    });
  }

  it("a module's gitdir is a repository of its own: config by meaning, hooks never, state its owner's", () => {
    const own = `${C}/worktrees/wt/modules/lib`;
    const shared = `${C}/modules/lib`;
    const modules = [own, shared];
    expect(gitRole(`${own}/config`, linked, modules)?.kind).toBe("config");
    expect(gitRole(`${own}/hooks/post-checkout`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${own}/info/exclude`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${own}/index`, linked, modules)?.kind).toBe("own");
    expect(gitRole(`${own}/objects/ab/${H}`, linked, modules)?.kind).toBe("object");
    expect(gitRole(`${shared}/index`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${shared}/config`, linked, modules)?.kind).toBe("config");
    expect(gitRole("/elsewhere/x", linked, modules)).toBeNull();
  });

  it("below modules/, only the way to a module gitdir found is its owner's; the rest is judged by name", () => {
    const own = `${C}/worktrees/wt/modules`;
    const modules = [`${own}/libs/sub`];
    expect(gitRole(own, linked, modules)?.kind).toBe("own");
    expect(gitRole(`${own}/libs`, linked, modules)?.kind).toBe("own");
    expect(gitRole(`${own}/other`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${own}/other/config`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${own}/libs/sub/modules/inner/hooks/x`, linked, modules)?.kind).toBe("other");
    expect(gitRole(`${C}/modules/deep/config`, main, [])?.kind).toBe("other");
  });

  it("a new branch that shadows a remote-tracking ref in git's short-name lookup is an escape", () => {
    const a = "a".repeat(40);
    const remotes = {
      "refs/remotes/origin/main": a,
      "refs/remotes/origin/HEAD": "ref: refs/remotes/origin/main",
    };
    expect(refEscapes(remotes, { ...remotes, "refs/heads/origin/main": a }, linked)).toEqual([
      `refs/heads/origin/main created (${a}), shadowing refs/remotes/origin/main`,
    ]);
    expect(refEscapes(remotes, { ...remotes, "refs/heads/origin": a }, linked)).toHaveLength(1);
    expect(refEscapes(remotes, { ...remotes, "refs/heads/topic": a }, linked)).toEqual([]);
  });

  it("packed-refs: a ref listed twice, or out of order under `sorted`, has no one value", () => {
    const a = "a".repeat(40);
    const b = "b".repeat(40);
    const head = "# pack-refs with: peeled fully-peeled sorted \n";
    const ok = parsePackedRefs(`${head}${a} refs/heads/a\n${b} refs/heads/b\n^${a}\n`);
    expect(Object.fromEntries(ok)).toEqual({ "refs/heads/a": a, "refs/heads/b": b });
    const twice = parsePackedRefs(`${head}${b} refs/heads/a\n${a} refs/heads/a\n`);
    expect(twice.get("refs/heads/a")).not.toBe(a);
    expect(twice.get("refs/heads/a")).not.toBe(b);
    const unsorted = parsePackedRefs(`${head}${b} refs/heads/b\n${a} refs/heads/a\n`);
    expect(unsorted.get("refs/heads/a")).not.toBe(a);
    // Without the `sorted` trait git sorts the file itself: order carries no meaning.
    const plain = parsePackedRefs(`# pack-refs with: peeled \n${b} refs/heads/b\n${a} refs/heads/a\n`);
    expect(plain.get("refs/heads/a")).toBe(a);
  });

  it("shared refs keep their values; only new branches (and the stash) may appear; the agent's branch moves", () => {
    const a = "a".repeat(40);
    const b = "b".repeat(40);
    expect(refEscapes({ "refs/heads/main": a }, { "refs/heads/main": a }, linked)).toEqual([]);
    expect(refEscapes({ "refs/heads/main": a }, { "refs/heads/main": b }, linked)).toHaveLength(1);
    expect(refEscapes({ "refs/heads/main": a }, {}, linked)).toHaveLength(1);
    expect(refEscapes({}, { "refs/heads/new": a }, linked)).toEqual([]);
    expect(refEscapes({}, { "refs/replace/x": a }, linked)).toHaveLength(1);
    expect(refEscapes({}, { "refs/tags/v1": a }, linked)).toHaveLength(1);
    expect(refEscapes({ "refs/heads/feat/x": a }, { "refs/heads/feat/x": b }, linked)).toEqual([]);
  });

  it("only records the collector verified are set aside, on their git-directory sides alone", () => {
    const ok = "verified";
    const { changes, bookkeeping } = partitionBookkeeping(
      [
        { path: `${C}/objects/ab/${"d".repeat(38)}`, change: "created", source: "snapshot", bookkeeping: ok },
        { path: `${C}/objects/ab/${"d".repeat(38)}`, change: "created", source: "snapshot" },
        {
          path: `${C}/objects/ab/${"d".repeat(38)}`,
          change: "renamed",
          source: "snapshot",
          from: "/home/u/loot",
          bookkeeping: ok,
        },
        // A collector's integrity failure is never set aside.
        {
          path: `${C}/objects/ab/${"e".repeat(38)}`,
          change: "created",
          source: "snapshot",
          tampered: "bad",
          bookkeeping: ok,
        },
        { path: `${C}/worktrees/wt/index`, change: "modified", source: "git", bookkeeping: ok },
      ],
      linked,
    );
    expect(bookkeeping).toHaveLength(1);
    expect(changes).toHaveLength(4);
    expect(partitionBookkeeping(changes, null).changes).toHaveLength(4);
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

describe("a git config's difference, for the report (configDifference)", () => {
  const e = (k: string, v: string) => `${k}\n${v}`;
  const base = [e("core.bare", "false"), e("user.email", "t@t"), e("user.name", "t")];
  it("names only the keys whose values changed, not the entries an insertion moved", () => {
    const after = [
      e("core.bare", "false"),
      e("core.fsmonitor", "x"),
      e("user.email", "t@t"),
      e("user.name", "t"),
    ];
    expect(configDifference(base, after)).toEqual(["core.fsmonitor"]);
    expect(configDifference(after, base)).toEqual(["core.fsmonitor"]);
  });
  it("a multi-valued key's order is part of its value; other keys' order is not", () => {
    const two = [e("remote.o.fetch", "a"), e("remote.o.fetch", "b")];
    expect(configDifference(two, [...two].reverse())).toEqual(["remote.o.fetch"]);
    expect(configDifference(base, [...base].reverse())).toEqual([]);
    expect(configDifference(base, [...base, e("user.name", "u")])).toEqual(["user.name"]);
  });
});
