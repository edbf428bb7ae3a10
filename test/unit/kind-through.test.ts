import { lstatSync, mkdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FsProbe, kindThrough, PhysicalResolver } from "../../src/core/paths.js";
import { createNodeProbe } from "../../src/io/fs-probe.js";
import { tempDir } from "../support/temp.js";

// kindThrough answers what `lstat` of a `..` spelling finds from the spelling's resolved directory
// (where the system's walk fails, what a tool that normalises the text finds).
// Held to `lstat` itself on a real tree with every kind of step a walk can meet: directories, a
// file, links to a directory (relative, absolute, upwards), to a file, dangling, looping, and names
// that are missing; spelled with `..`, `.` and empty names anywhere.

/** lstat of `path`, as the probe reports it. */
function lstatKind(path: string): string | null {
  try {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR" ? null : "unknown";
  }
}

/** Whether the system's walk reaches raw's directory (stat follows every link on the way). */
function walks(raw: string): boolean {
  try {
    return statSync(raw.slice(0, raw.lastIndexOf("/")) || "/").isDirectory();
  } catch {
    return false;
  }
}

describe("kindThrough", () => {
  const base = tempDir("fg-kind-through-");
  const d = join(base, "d");
  mkdirSync(join(d, "sub", "deep"), { recursive: true });
  writeFileSync(join(d, "f"), "x");
  writeFileSync(join(d, "sub", "g"), "x");
  symlinkSync("sub", join(d, "ln-d"));
  symlinkSync("..", join(d, "ln-up"));
  symlinkSync(join(d, "sub", "deep"), join(d, "ln-abs"));
  symlinkSync("f", join(d, "ln-f"));
  symlinkSync("nowhere", join(d, "ln-miss"));
  symlinkSync("ln-loop", join(d, "ln-loop"));
  symlinkSync("../ln-d", join(d, "sub", "ln-back"));
  symlinkSync("../../d/f", join(d, "sub", "deep", "ln-f2"));

  const names = [
    "sub",
    "deep",
    "f",
    "g",
    "ln-d",
    "ln-up",
    "ln-abs",
    "ln-f",
    "ln-f2",
    "ln-miss",
    "ln-loop",
    "ln-back",
    "missing",
    "d",
  ];
  const step = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 3 },
    { arbitrary: fc.constantFrom("..", ".", ""), weight: 2 },
  );

  /** kindThrough agrees with lstat for every drawn spelling, asked of `asker()`'s resolver and probe. */
  const holdsFor = (asker: () => [PhysicalResolver, FsProbe], seed: number) =>
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 7 }),
        fc.constantFrom(...names),
        (steps, leaf) => {
          const raw = `${d}/${[...steps, ".."].join("/")}/${leaf}`;
          const [resolver, probe] = asker();
          const kind = kindThrough(resolver, probe, raw);
          // Where the system's walk of the spelling succeeds, what lstat finds; where it fails on
          // the way, lstat finds nothing and kindThrough what a tool that normalises the text finds.
          const found = lstatKind(raw);
          if (walks(raw) || found === "unknown") expect(kind, raw).toBe(found);
          else expect(found, raw).toBeNull();
        },
      ),
      { numRuns: 3000, seed },
    );

  it("finds what lstat finds for any spelling with `..` below a tree of links, files and missing names", () => {
    // A fresh resolver and probe for each spelling: nothing asked before decides the answer.
    holdsFor(() => {
      const probe = createNodeProbe("sensitive");
      return [new PhysicalResolver(probe), probe];
    }, 33);
  });

  it("finds a link where the resolver goes on after the system's walk fails (a `..` after a missing name or a file)", () => {
    const probe = createNodeProbe("sensitive");
    const resolver = new PhysicalResolver(probe);
    for (const raw of [
      `${d}/missing/../ln-d`,
      `${d}/f/../ln-f`,
      `${d}/sub/nope/../../ln-up`,
      `${d}/ln-d/x/../ln-back`,
    ]) {
      expect(lstatKind(raw), raw).toBeNull();
      expect(kindThrough(resolver, probe, raw), raw).toBe("symlink");
    }
    expect(kindThrough(resolver, probe, `${d}/missing/../nothing`)).toBeNull();
    expect(kindThrough(resolver, probe, `${d}/missing/deeper/../ln-d`)).toBeNull();
  });

  it("finds the same with one resolver and probe for every spelling (memos and listings shared)", () => {
    const probe = createNodeProbe("sensitive");
    const resolver = new PhysicalResolver(probe);
    holdsFor(() => [resolver, probe], 34);
  });
});
