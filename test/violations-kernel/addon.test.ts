import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING, PLAIN, ROOTS_SHIFT } from "../../src/core/violations/flags.js";
import type {
  PathKernelAddon,
  PathKernelConfig,
  PathKernelHandle,
} from "../../src/core/violations/kernel.js";
import { HAND_ESCAPE, HAND_FRESH, HAND_OUTSIDE, HAND_RAW } from "../../src/core/violations/kernel.js";
import { loadPathKernel, pathKernelStatus } from "../../src/io/path-kernel.js";
import { runCli } from "../support/cli.js";

// The native kernel's contract (src/native/path-kernel.c), asked directly: what it hands back and
// when it stops, how it de-duplicates, what it learns from the checker. The CLI-level suites beside
// this one hold its answers equal to the JavaScript checker's.

const addonFile = join(
  process.cwd(),
  "dist",
  "native",
  `${process.platform}-${process.arch}`,
  "path-kernel.node",
);
const available = existsSync(addonFile);

const base = (over: Partial<PathKernelConfig> = {}): PathKernelConfig => ({
  key: new Uint32Array([1, 2, 3, 4]),
  separator: 0,
  // `/` is plain, outside every root, and (here) missing: the tests tell it the directories below.
  rootFlags: PLAIN | MISSING,
  rootOutside: 1,
  relativeGlob: 0,
  absoluteGlob: 0,
  relativeAlways: 0,
  absoluteAlways: 0,
  firstPatterns: 0,
  firstLiterals: [],
  relativeNames: [],
  absoluteNames: [],
  protectedLeaves: [],
  notable: [],
  cwd: null,
  ...over,
});

/** Tells the kernel one directory, as the checker does for each look-up. */
function tell(addon: PathKernelAddon, k: PathKernelHandle, spelling: string, flags: number, outside: number) {
  addon.directories(
    k,
    spelling,
    new Int32Array([spelling.length]),
    new Int32Array([flags]),
    new Uint8Array([outside]),
    1,
  );
}

/** Scans `records` (NUL-separated) to the end; what was handed back, as [record, kind]. */
function scanAll(addon: PathKernelAddon, k: PathKernelHandle, records: string[], room = 64) {
  const bytes = Buffer.from(records.join("\0"));
  const out = new Int32Array(2 + 4 * room);
  const handed: [string, number, number][] = [];
  let at = 0;
  let index = 0;
  let calls = 0;
  while (at <= bytes.length) {
    at = addon.scan(k, bytes, at, out, index);
    calls++;
    for (let i = 0; i < out[0]!; i++) {
      const o = 2 + 4 * i;
      handed.push([bytes.toString("latin1", out[o]!, out[o + 1]!), out[o + 2]!, out[o + 3]!]);
    }
    index = out[1]!;
  }
  return { handed, calls, records: index };
}

describe.runIf(available)("the native path kernel", () => {
  let addon: PathKernelAddon;
  beforeAll(() => {
    addon = loadPathKernel({ FORGE_GATE_VIOLATIONS_KERNEL: "native" })!.addon;
  });

  // A root (number 0) at /w, plain and missing: its children are made by the kernel.
  const inside = PLAIN | MISSING;
  const rooted = (over: Partial<PathKernelConfig> = {}) => {
    const k = addon.create(base(over));
    tell(addon, k, "/w", inside, 0);
    return k;
  };

  it("judges plain records in a plain directory itself, counting each distinct one once", () => {
    const k = rooted();
    const r = scanAll(addon, k, ["/w/a", "/w/b/c", "/w/a", "/w/b/c", "/w/b/d/e"]);
    expect(r.handed).toEqual([]);
    expect(r.records).toBe(5);
    expect(addon.counted(k)).toBe(3);
    // The checker's own paths share its set of seen paths.
    expect(addon.seen(k, "/w/b/c")).toBe(true);
    expect(addon.seen(k, "/w/b/x")).toBe(false);
    expect(addon.seen(k, "/w/b/x")).toBe(true);
  });

  it("hands back, in order, records outside every root, and a raw record stops the scan", () => {
    const k = rooted();
    const records = ["/w/a", "/etc/passwd", "rel/x", "/w/./a", "/w/b", "/w//c", "/w/c/", "/w/é", ""];
    const r = scanAll(addon, k, records);
    expect(r.handed.map(([p, kind]) => [p, kind])).toEqual([
      ["/etc/passwd", HAND_OUTSIDE],
      ["rel/x", HAND_RAW],
      ["/w/./a", HAND_RAW],
      ["/w//c", HAND_RAW],
      ["/w/c/", HAND_RAW],
      ["/w/\xc3\xa9", HAND_RAW],
      ["", HAND_RAW],
    ]);
    // Each raw record ends a scan: the checker sees it before anything after it is de-duplicated.
    expect(r.calls).toBe(6);
    expect(r.handed.map(([, , n]) => n)).toEqual([1, 2, 3, 5, 6, 7, 8]);
  });

  it("does not stop for a raw record with a `..` name (the checker judges it as a path of its own)", () => {
    const k = rooted();
    const records = [
      "/w/a/../b",
      "/w/c",
      "x/..",
      "/w/d/..x/e",
      "../y",
      "/w/e",
      "/w/..",
      "/w/f",
      "/w//g",
      "/w/h",
    ];
    const r = scanAll(addon, k, records);
    expect(r.handed.map(([p, kind, n]) => [p, kind, n])).toEqual([
      ["/w/a/../b", HAND_RAW, 0],
      ["x/..", HAND_RAW, 2],
      ["../y", HAND_RAW, 4],
      ["/w/..", HAND_RAW, 6],
      ["/w//g", HAND_RAW, 8],
    ]);
    // One scan to `/w//g` (a raw record the checker de-duplicates), one after it.
    expect(r.calls).toBe(2);
    expect(addon.counted(k)).toBe(5);
    // In line mode a record that starts with `"` may quote another name: it stops the scan.
    const lines = addon.create(base({ separator: 10 }));
    tell(addon, lines, "/w", inside, 0);
    const bytes = Buffer.from(['"/w/../x"', "/w/a", "/w/../y", "/w/b"].join("\n"));
    const out = new Int32Array(2 + 4 * 16);
    const at = addon.scan(lines, bytes, 0, out, 0);
    expect([out[0], out[1], at]).toEqual([1, 1, 10]);
    expect(addon.scan(lines, bytes, at, out, 1)).toBe(bytes.length + 1);
    expect([out[0], out[1], out[4], out[5]]).toEqual([1, 4, HAND_RAW, 2]);
  });

  it("says which reason an outside path has when its directory's flags tell, and leaves the rest to the checker", () => {
    const k = rooted();
    // Below a root by name (a link out of it), and the parent of a root's name (the leaf may be one).
    tell(addon, k, "/w/out", inside | 8 /* UNDER_ROOT_NAME */, 1);
    tell(addon, k, "/p", inside | 16 /* ROOT_NAME_PARENT */, 1);
    const r = scanAll(addon, k, ["/w/out/a", "/w/out/b/c", "/p/w2", "/q/x"]);
    expect(r.handed.map(([p, kind]) => [p, kind])).toEqual([
      ["/w/out/a", HAND_ESCAPE],
      ["/w/out/b/c", HAND_ESCAPE],
      ["/p/w2", HAND_FRESH],
      ["/q/x", HAND_OUTSIDE],
    ]);
  });

  it("hands back what a protect glob or a protected directory's name may match", () => {
    const k = rooted({
      relativeGlob: 1,
      absoluteGlob: 1,
      relativeNames: ["id_rsa"],
      absoluteNames: ["shadow"],
      firstLiterals: ["secrets"],
      protectedLeaves: [".git"],
    });
    tell(addon, k, "/w", inside | 128 /* IS_ROOT */, 0);
    const r = scanAll(addon, k, [
      "/w/x/id_rsa.pub",
      "/w/x/shadow.bak",
      "/w/secrets",
      "/w/x/.git",
      "/w/x/fine",
      "/w/secrets2",
      "/w/id_rsa/x",
    ]);
    expect(r.handed.map(([p]) => p)).toEqual([
      "/w/x/id_rsa.pub",
      "/w/x/shadow.bak",
      "/w/secrets",
      "/w/x/.git",
      "/w/id_rsa/x",
    ]);
  });

  it("never makes a directory whose spelling is notable, nor one below a directory that is not plain", () => {
    const k = rooted({ notable: ["/w/root2"] });
    tell(addon, k, "/w/linked", 0, 0);
    const r = scanAll(addon, k, ["/w/root2/a", "/w/linked/a", "/w/linked/deeper/b"]);
    expect(r.handed.map(([p]) => p)).toEqual(["/w/root2/a", "/w/linked/a", "/w/linked/deeper/b"]);
  });

  it("asks for a listing before judging in a directory that exists, and then uses it (links handed back)", () => {
    const k = addon.create(base());
    tell(addon, k, "/w", PLAIN, 0);
    let r = scanAll(addon, k, ["/w/a", "/w/b"]);
    // Not listed yet: handed back, and the scan stops so the checker can learn.
    expect(r.handed.map(([p]) => p)).toEqual(["/w/a", "/w/b"]);
    expect(r.calls).toBe(2);
    addon.listing(k, "/w", ["c", "link", "sub"], [1]);
    r = scanAll(addon, k, ["/w/c", "/w/link", "/w/new", "/w/sub/x", "/w/link/x", "/w/gone/x"]);
    // `sub` exists: its own listing is asked for next; a link is never walked through here.
    expect(r.handed.map(([p]) => p)).toEqual(["/w/link", "/w/sub/x", "/w/link/x"]);
    // An unlistable directory: every path in it goes to the checker, without stopping the scan.
    const u = addon.create(base());
    tell(addon, u, "/u", PLAIN, 0);
    addon.listing(u, "/u", null, []);
    r = scanAll(addon, u, ["/u/a", "/u/b"]);
    expect(r.handed.map(([p]) => p)).toEqual(["/u/a", "/u/b"]);
    expect(r.calls).toBe(1);
  });

  it("makes a child with what its parent's name adds for the globs", () => {
    const k = addon.create(base({ relativeGlob: 1, relativeNames: ["prod"] }));
    tell(addon, k, "/w", inside | (3 << ROOTS_SHIFT), 0);
    const r = scanAll(addon, k, ["/w/prod/a/b", "/w/dev/a/b"]);
    // `prod` is in the directory's name: every path below it is tested against the globs.
    expect(r.handed.map(([p]) => p)).toEqual(["/w/prod/a/b"]);
  });

  it("spells a relative record below cwd, and hands back the ones the checker must normalise", () => {
    const k = rooted({ cwd: "/w" });
    const long = `d/${"x".repeat(5000)}`;
    const records = [
      "a",
      "b/c",
      "/w/a",
      "  ",
      " lead",
      "./a",
      "b/./c",
      "b/../c",
      "b//c",
      "b/",
      ".hidden",
      long,
      '"q\\303\\251"',
      "a",
    ];
    const r = scanAll(addon, k, records);
    expect(r.handed.map(([p, kind]) => [p, kind])).toEqual([
      ["  ", HAND_RAW],
      ["./a", HAND_RAW],
      ["b/./c", HAND_RAW],
      ["b/../c", HAND_RAW],
      ["b//c", HAND_RAW],
      ["b/", HAND_RAW],
      [long, HAND_RAW],
      // Maybe git's C-quoting (line mode): the checker reads what it names.
      ['"q\\303\\251"', HAND_RAW],
    ]);
    // "a" and "/w/a" are one path; " lead" and ".hidden" are names like any other.
    expect(addon.counted(k)).toBe(4);
    expect(addon.seen(k, "/w/b/c")).toBe(true);
    // Without a cwd, every relative record goes to the checker.
    const none = rooted();
    expect(scanAll(addon, none, ["a", "b/c"]).handed.map(([p, kind]) => [p, kind])).toEqual([
      ["a", HAND_RAW],
      ["b/c", HAND_RAW],
    ]);
  });

  it("reads a record itself exactly when it is normalised printable ASCII (any length, any byte)", () => {
    // The reference: what the checker calls normalised (no empty, `.` or `..` name, no trailing
    // slash), printable ASCII, not blank, absolute or (with a cwd) relative and not `"`-quoted.
    const plain = (r: Buffer, relative: boolean) => {
      if (r.length === 0 || r[r.length - 1] === 47) return false;
      if (relative ? r[0] === 47 || r[0] === 34 : r.length < 2 || r[0] !== 47) return false;
      if (r.some((c) => c < 0x20 || c > 0x7e) || r.every((c) => c === 32)) return false;
      const names = r
        .toString("latin1")
        .split("/")
        .slice(relative ? 0 : 1);
      return names.every((n) => n !== "" && n !== "." && n !== "..");
    };
    // Paths of names (now and then an empty, `.` or `..` one), absolute or not, sometimes with one
    // byte that makes the record the checker's, anywhere in it (the long ones cross 16-byte steps).
    const name = fc.oneof(
      { arbitrary: fc.stringMatching(/^[a-z .-]{1,12}$/), weight: 6 },
      { arbitrary: fc.constantFrom("", ".", "..", " ", "  "), weight: 1 },
    );
    const record = fc
      .tuple(
        fc.boolean(),
        fc.array(name, { minLength: 1, maxLength: 8 }),
        fc.option(fc.tuple(fc.constantFrom(0x00, 0x1f, 0x22, 0x7f, 0x80, 0xc3, 0xff), fc.nat()), { freq: 3 }),
        fc.boolean(),
      )
      .map(([absolute, names, odd, trailing]) => {
        const text = `${absolute ? "/" : ""}${names.join("/")}${trailing ? "/" : ""}`;
        const bytes = [...Buffer.from(text, "latin1")];
        if (odd !== null) bytes.splice(odd[1] % (bytes.length + 1), 0, odd[0]);
        return bytes;
      });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (raw) => {
        const k = rooted({ cwd: "/c" });
        const records = [...new Set(raw.map((r) => Buffer.from(r).toString("latin1")))].filter(
          (r) => !r.includes("\0"),
        );
        const bytes = Buffer.from(records.join("\0"), "latin1");
        const out = new Int32Array(2 + 4 * 64);
        const raws = new Set<number>();
        for (let at = 0, index = 0; at <= bytes.length; ) {
          at = addon.scan(k, bytes, at, out, index);
          for (let i = 0; i < out[0]!; i++) if (out[4 + 4 * i] === HAND_RAW) raws.add(out[5 + 4 * i]!);
          index = out[1]!;
        }
        records.forEach((r, i) => {
          const b = Buffer.from(r, "latin1");
          const judged = plain(b, b[0] !== 47);
          expect(raws.has(i), JSON.stringify(r)).toBe(!judged);
          // Read here, it was keyed by its directory and leaf as the checker's own paths are.
          if (judged) expect(addon.seen(k, b[0] === 47 ? r : `/c/${r}`), JSON.stringify(r)).toBe(true);
        });
      }),
      { numRuns: 1000, seed: 22 },
    );
  });

  it("finds each directory the checker told in one batch (hashed in pieces) as it finds one told alone", () => {
    // `/` is plain, missing and outside, and a directory the kernel makes itself takes its parent's
    // word. The checker tells a chain of directories in one call (their prefixes hashed in one pass):
    // the shallower ones outside, from one of them on inside (a root below them). A record in the
    // first inside one must be judged by that word: counted, never handed back as outside, which is
    // what a directory keyed as another text would give (the kernel then makes it from its parent).
    // Names of every length put the pieces' ends at every offset of a hash block.
    const segment = fc
      .stringMatching(/^[a-zA-Z0-9._ -]{1,19}$/)
      .filter((s) => s !== "." && s !== ".." && s.trim() !== "");
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 9 }), fc.nat(), (names, pick) => {
        const k = addon.create(base());
        const ends: number[] = [];
        let spelling = "";
        for (const n of names) {
          spelling += `/${n}`;
          ends.push(spelling.length);
        }
        const count = ends.length;
        const first = pick % count;
        const outside = new Uint8Array(count).map((_, i) => (i < first ? 1 : 0));
        addon.directories(
          k,
          spelling,
          new Int32Array(ends),
          new Int32Array(count).fill(inside),
          outside,
          count,
        );
        const r = scanAll(addon, k, [`${spelling.slice(0, ends[first])}/leaf`, `${spelling}/leaf`]);
        expect(r.handed, JSON.stringify(names)).toEqual([]);
        expect(addon.counted(k)).toBe(first === count - 1 ? 1 : 2);
      }),
      { numRuns: 1000, seed: 27 },
    );
  });

  it("resumes where it stopped when the output is full, counting records across calls", () => {
    const k = rooted();
    const records = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? `/out/${i}` : `/w/${i}`));
    const r = scanAll(addon, k, records, 3);
    expect(r.handed.map(([p]) => p)).toEqual(records.filter((_, i) => i % 2 === 0));
    expect(r.handed.map(([, , n]) => n)).toEqual(records.map((_, i) => i).filter((i) => i % 2 === 0));
    expect(addon.counted(k)).toBe(500);
  });

  it("refuses arguments that are not what it reads", () => {
    const k = rooted();
    expect(() => addon.scan(k, new Uint8Array(1), 0, new Int32Array(2), 0)).toThrow(/scan/);
    expect(() => addon.create({ ...base(), key: new Uint32Array(3) })).toThrow(/key/);
  });
});

describe("choosing the checker", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "fg-kernel-choice-"));
    mkdirSync(join(dir, "wt"));
    writeFileSync(join(dir, "paths"), `${join(dir, "wt", "a")}\0/etc/passwd\0`);
    symlinkSync("/etc", join(dir, "wt", "etc"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("FORGE_GATE_VIOLATIONS_KERNEL takes js, native, auto; anything else is a usage error (exit 2)", () => {
    const run = (value: string) =>
      runCli(
        ["violations", "--root", join(dir, "wt"), "-z", "--from", join(dir, "paths"), "--format", "json"],
        {
          env: { FORGE_GATE_VIOLATIONS_KERNEL: value },
        },
      );
    const answers = ["js", "native", "auto", ""].map(run);
    for (const a of answers) {
      expect(a.status).toBe(1);
      expect(a.stdout).toBe(answers[0]!.stdout);
    }
    const bad = run("fast");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('FORGE_GATE_VIOLATIONS_KERNEL is "fast"');
    expect(pathKernelStatus({ FORGE_GATE_VIOLATIONS_KERNEL: "js" })).toEqual({
      kind: "js",
      choice: "js",
      reason: "FORGE_GATE_VIOLATIONS_KERNEL=js",
    });
  });
});
