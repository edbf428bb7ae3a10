import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findArgLists, gnuFind } from "../../src/collect/walk-find.js";
import { parseRecords } from "../../src/core/snapshot-format.js";

// The walk split among finds that run at once must print exactly what one find prints, in an order
// that depends only on the tree (collect relies on meeting the snapshot's order again).

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tree(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-split-")));
  dirs.push(root);
  for (const d of ["a", "b", "c", "d/e", ".hidden/x", "pruned/inside", "name with space"]) {
    mkdirSync(join(root, d), { recursive: true });
    writeFileSync(join(root, d, "f.txt"), d);
  }
  writeFileSync(join(root, "top-file"), "x");
  writeFileSync(join(root, "skip-me"), "x");
  symlinkSync(join(root, "a"), join(root, "link-to-a"));
  symlinkSync("/nowhere", join(root, "a", "dangling"));
  return root;
}

/** Runs each argument list and returns the concatenated records (path → value, and the order). */
function run(find: string, lists: string[][]): { order: string[]; values: Map<string, string> } {
  const order: string[] = [];
  const values = new Map<string, string>();
  for (const args of lists) {
    const r = spawnSync(find, args, { encoding: "buffer", env: { LC_ALL: "C", PATH: "/usr/bin:/bin" } });
    expect(r.status, r.stderr.toString()).toBe(0);
    expect(r.stderr.toString()).toBe("");
    expect(
      parseRecords(r.stdout.toString("utf8"), (p, v) => {
        order.push(p);
        values.set(p, v);
      }),
    ).toBe(true);
  }
  return { order, values };
}

describe.skipIf(gnuFind() === null)("the walk split among finds", () => {
  const find = gnuFind()!;

  it("prints exactly what one find prints, skipping the same paths and entering the same directories", () => {
    const root = tree();
    const opts = {
      gitDirs: [],
      exclude: new Set([join(root, "skip-me"), join(root, "b", "f.txt")]),
      prune: new Set([join(root, "pruned")]),
    };
    const lists = findArgLists([root], opts, 2);
    // The roots' top level, then what lies below it in two parts.
    expect(lists).toHaveLength(3);
    expect(lists[0]).toContain("-maxdepth");
    expect(lists[1]).toContain("-mindepth");
    const starts = lists.slice(1).flatMap((l) => l.slice(1, l.indexOf("-mindepth")));
    // Skipped, pruned and symlinked entries are never start points (one find would not enter them).
    expect(starts).not.toContain(join(root, "skip-me"));
    expect(starts).not.toContain(join(root, "pruned"));
    expect(starts).not.toContain(join(root, "link-to-a"));
    expect(starts).toContain(join(root, "top-file"));
    const split = run(find, lists);
    const one = run(find, findArgLists([root], opts, 1));
    expect(split.order).toHaveLength(one.order.length);
    expect(new Set(split.order).size).toBe(split.order.length);
    expect(split.values).toEqual(one.values);
    expect(split.values.has(join(root, "pruned"))).toBe(true);
    expect(split.values.has(join(root, "pruned", "inside"))).toBe(false);
    expect(split.values.has(join(root, "skip-me"))).toBe(false);
    expect(split.values.has(join(root, "b", "f.txt"))).toBe(false);
    // The same tree gives the same order again.
    expect(run(find, findArgLists([root], opts, 2)).order).toEqual(split.order);
  });

  it("one find when it cannot split safely", () => {
    const root = tree();
    const opts = { gitDirs: [], exclude: new Set<string>() };
    expect(findArgLists([root], opts, 1)).toHaveLength(1);
    // A root that is not a directory cannot be listed.
    expect(findArgLists([join(root, "top-file")], opts, 2)).toHaveLength(1);
    // A name that is not UTF-8 could not be passed to find.
    const odd = tree();
    const s = spawnSync("sh", ["-c", `mkdir "$1/$(printf 'n\\377')"`, "sh", odd]);
    expect(s.status).toBe(0);
    expect(findArgLists([odd], opts, 2)).toHaveLength(1);
  });
});
