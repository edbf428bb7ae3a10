import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type CliResult, runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// A second adversarial review of violations, aimed at the day's changes: directories told to the
// kernel in one batch (sip_update), the parent's key read ahead (ask_for_parents), raw `..` records
// that no longer stop the scan (own_spelling), one pass for a record's end and bytes
// (printable_run), the leaf of a `..` spelling asked of its resolved directory (kindThrough), the
// first of two errors in input order, NDJSON serialised in one pass. Every input runs through the
// built CLI with FORGE_GATE_VIOLATIONS_KERNEL=native and =js: exit code, stdout and stderr must be
// equal, and the escapes each case aims at are asserted by name (a fault both checkers share fails
// too). Passing cases are attacks that held; `it.fails` marks a fault found, named in its comment.

const KERNEL = "FORGE_GATE_VIOLATIONS_KERNEL";

let T: string;
let wt: string;
let out: string;
let env: NodeJS.ProcessEnv;

/** Both checkers on one input: they must agree; the native run is returned. */
function both(args: string[], input: string | Buffer | undefined, cwd = wt): CliResult {
  const run = (kernel: string) =>
    runCli(["violations", ...args], { input, cwd, env: { ...env, [KERNEL]: kernel } });
  const native = run("native");
  const js = run("js");
  expect(native.stderr).not.toMatch(/cannot load the native path kernel/);
  expect({ status: native.status, stdout: native.stdout, stderr: native.stderr }).toEqual({
    status: js.status,
    stdout: js.stdout,
    stderr: js.stderr,
  });
  return native;
}

/** The violations of a `--format json` run, as their paths. */
function reported(o: CliResult): string[] {
  expect(o.status, o.stderr).not.toBe(2);
  return (JSON.parse(o.stdout) as { violations: { path: string }[] }).violations.map((v) => v.path);
}

const files = (dir: string, n: number, prefix = "f") =>
  Array.from({ length: n }, (_, i) => join(dir, `${prefix}${i}`));
const pad = (c: string, n: number) => c.repeat(n);

beforeAll(() => {
  T = tempDir("fg-kredteam2-");
  wt = join(T, "wt");
  out = join(T, "out");
  for (const d of ["wt/d/sub", "wt/e", "wt/.git", "out/x", "home", "tmp"])
    mkdirSync(join(T, d), { recursive: true });
  for (const f of [...files(join(wt, "d"), 16), ...files(join(wt, "e"), 16)]) writeFileSync(f, "x");
  writeFileSync(join(out, "f"), "x");
  symlinkSync(out, join(wt, "d", "lout"));
  symlinkSync(join(out, "f"), join(wt, "d", "lfile"));
  symlinkSync("loop", join(wt, "d", "loop"));
  // A link made outside the root that points back into it: a write outside, wherever it points.
  symlinkSync(join(wt, "d"), join(out, "lin"));
  // The documented case: `~/.bashrc` made a link to a script in the worktree.
  mkdirSync(join(T, "hm"));
  writeFileSync(join(wt, "script.sh"), "echo");
  symlinkSync(join(wt, "script.sh"), join(T, "hm", ".bashrc"));
  env = { HOME: join(T, "home"), TMPDIR: join(T, "tmp") };
});

describe("a `..` spelling whose leaf is a link made outside the roots (kindThrough)", () => {
  it("is judged as the link when the system's walk reaches it (through a link, a directory, past PATH_MAX)", () => {
    const attacks = [
      join(wt, "d/lout/lin"),
      `${wt}/d/lout/x/../lin`,
      `${wt}/d/sub/../lout/lin`,
      `${wt}/d/lout/x/${pad("../x/", 1100)}../lin`,
      join(T, "hm/.bashrc"),
      `${wt}/../hm/.bashrc`,
      "d/../../hm/.bashrc",
    ];
    const o = both(["--root", wt, "--cwd", wt, "--format", "json", "-"], `${attacks.join("\n")}\n`);
    expect(reported(o)).toEqual(attacks);
  });

  // Found by this red team (an escape in both checkers, older than the kernel): a `..` after a
  // missing component or after a file made kindThrough answer "nothing there", as lstat of the
  // spelling would, so the leaf was not judged as a link; yet the resolver goes on from the `..` as
  // tools that normalise text do, reached the same link out/lin, followed it back into the root and
  // passed it, while `wt/d/lout/lin` and `hm/.bashrc` were reported. docs/violations.md's own example,
  // `~/.bashrc` made a link into the worktree, passed as `wt/../hm/x/../.bashrc`. kindThrough now
  // asks the leaf where the resolver goes on.
  it("is judged as the link when the spelling climbs out of a missing component or a file", () => {
    const attacks = [
      `${wt}/d/lout/missing/../lin`,
      `${wt}/d/lout/f/../lin`,
      "d/lout/nope/../lin",
      `${wt}/../hm/x/../.bashrc`,
      `${wt}/d/f1/../../../hm/.bashrc`,
    ];
    const o = both(["--root", wt, "--cwd", wt, "--format", "json", "-"], `${attacks.join("\n")}\n`);
    expect(reported(o)).toEqual(attacks);
    // Relative, on its own (beside `${wt}/../hm/x/../.bashrc` it is that spelling again: judged once).
    const alone = both(["--root", wt, "--cwd", wt, "--format", "json", "-"], "../hm/x/../.bashrc\n");
    expect(reported(alone)).toEqual(["../hm/x/../.bashrc"]);
  });

  it("links to files followed by `..`, a link loop, `.` after a file: both judge them alike, and escapes are reported", () => {
    const records = [
      `${wt}/d/lfile/../x`,
      `${wt}/d/lfile/../../out/y`,
      `${wt}/d/loop/../f1`,
      `${wt}/d/loop/x`,
      `${wt}/d/f1/./../lout/q`,
      `${wt}/d/f1/../../d/lout/r`,
    ];
    const o = both(["--root", wt, "--format", "json", "-"], `${records.join("\n")}\n`);
    const got = reported(o);
    for (const r of [records[1]!, records[3]!, records[4]!, records[5]!]) expect(got, r).toContain(r);
  });
});

describe("raw `..` records the kernel reads past (own_spelling)", () => {
  // The records after a `..` one are judged by the kernel before the checker judges it: whatever
  // the checker learns from it (directories, listings, links) must not be needed for them.
  const escapesNow = () => [
    `${wt}/d/sub/../lout/new1`,
    "d/sub/../../d/lout/new2",
    `${wt}/d/lout/y`,
    `${wt}/d/sub/../../../out/new3`,
  ];
  const attack = (escapes: string[], sep: string, quoted: boolean) => {
    const records = [
      escapes[0]!,
      ...files(join(wt, "d", "sub"), 12, "n"),
      escapes[1]!,
      ...files(join(wt, "e"), 12, "m"),
      escapes[2]!,
      `${wt}/d/sub/../sub/n1`,
      ...files(join(wt, "d", "sub"), 12, "n"),
      escapes[3]!,
      "d/sub/..",
      ...(quoted ? ['"d/lout/\\056\\056/\\056\\056/out/new4"', '"d/sub/../lout/new5"'] : []),
      ...files(join(wt, "d"), 16),
    ];
    return `${records.join(sep)}${sep}`;
  };

  for (const [name, sep, quoted] of [
    ["lines, with C-quoted records that are `..` only after unquoting", "\n", true],
    ["NUL-separated", "\0", false],
  ] as const) {
    it(name, () => {
      for (const cwd of [["--cwd", wt], []]) {
        const args = ["--root", wt, ...cwd, "--format", "json", ...(sep === "\0" ? ["-z"] : []), "-"];
        const escapes = escapesNow();
        const got = reported(both(args, attack(escapes, sep, quoted)));
        // A quoted record's violation is reported under the name it quotes.
        const want = [...escapes, ...(quoted ? ["d/lout/../../out/new4", "d/sub/../lout/new5"] : [])];
        expect([...got].sort()).toEqual([...want].sort());
      }
    });
  }

  it("a `..` record with a tab reads past plain records to a CR: the tab (first) is named", () => {
    const input = `${wt}/d/sub/../x\ty\n${files(join(wt, "d"), 16).join("\n")}\n${wt}/d/cr\rx\n`;
    const o = both(["--root", wt, "-"], input);
    expect(o.status).toBe(2);
    expect(o.stderr).toMatch(/record 1 contains a tab/);
  });
});

describe("a record's end and bytes in one pass (printable_run)", () => {
  // Each name and byte the kernel must not read as a plain path, at every offset of the 16-byte step.
  const variants = (n: number) => [
    `${wt}/d/${pad("a", n)}/../../../out/e${n}`,
    `${wt}/d/${pad("b", n)}/./../../../out/g${n}`,
    `${wt}/d/${pad("c", n)}//../../../out/h${n}`,
    `${wt}/d/lout/${pad("i", n)}`,
    `${wt}/d/${pad("j", n)}/`,
    `${wt}/d/${pad("k", n)}\u007f`,
    `${wt}/d/${pad("l", n)}é/../../../out/m${n}`,
    pad(" ", n + 1),
    `${pad(" ", n)}/`,
  ];
  const escapesOf = (n: number) => [0, 1, 2, 3, 6].map((i) => variants(n)[i]!);

  it("every offset from a record's start (0-40), NUL-separated and in lines", () => {
    for (const [sep, z] of [
      ["\0", ["-z"]],
      ["\n", []],
    ] as const) {
      const records = [...files(join(wt, "d"), 16)];
      for (let n = 0; n <= 40; n++) records.push(...variants(n), `${wt}/d/f${n % 16}`);
      const got = reported(both(["--root", wt, "--format", "json", ...z, "-"], `${records.join(sep)}${sep}`));
      for (let n = 0; n <= 40; n++) for (const e of escapesOf(n)) expect(got, e).toContain(e);
    }
  });

  it("the last record of the input, without a separator after it (the region's end)", () => {
    for (const n of [0, 1, 14, 15, 16, 17, 31, 32, 33]) {
      const lead = `${files(join(wt, "d"), 16).join("\n")}\n`;
      for (const last of escapesOf(n)) {
        const got = reported(both(["--root", wt, "--format", "json", "-"], `${lead}${last}`));
        expect(got).toEqual([last]);
      }
    }
  });

  it("a CR, a tab and a NUL in a line-mode record at each offset of the step are refused by both", () => {
    for (const [byte, message] of [
      ["\r", /carriage return/],
      ["\t", /tab/],
      ["\0", /NUL byte/],
    ] as const) {
      for (const n of [0, 1, 15, 16, 17, 31, 32]) {
        const input = `${wt}/d/f1\n${wt}/d/${pad("a", n)}${byte}b\n${wt}/d/f2\n`;
        const o = both(["--root", wt, "-"], input);
        expect(o.status).toBe(2);
        expect(o.stderr).toMatch(message);
        expect(o.stderr).toMatch(/record 2/);
      }
    }
  });

  it("a `..` record split by the 1 MiB read of a --from file, and an escape right after it, at each offset", () => {
    // Read from a file: the kernel's reads are then exactly 1 MiB (a pipe gives what it holds).
    const dotted = `${wt}/d/sub/../../../out/split`;
    const dots = dotted.indexOf("/..");
    const L = dotted.length;
    let head = "";
    for (let n = 0; head.length < (1 << 20) - 8192; n++) head += `${wt}/e/f${n % 16}\n`;
    const prefix = `${wt}/e/`;
    const list = join(T, "split-list");
    for (const k of [1, 2, 3, 4, 16, 17, L - dots + 1, L - dots, L - dots - 1, L - dots - 2, L, L + 1]) {
      // The dotted record starts k bytes before the 1 MiB boundary (filler names stay short).
      let fill = "";
      let left = (1 << 20) - k - head.length;
      for (; left > 250; left -= prefix.length + 101) fill += `${prefix}${pad("p", 100)}\n`;
      fill += `${prefix}${pad("q", left - prefix.length - 1)}\n`;
      writeFileSync(list, `${head}${fill}${dotted}\n${wt}/d/lout/after\n`);
      const got = reported(both(["--root", wt, "--format", "json", "--from", list], undefined));
      expect(got, String(k)).toEqual([dotted, `${wt}/d/lout/after`]);
    }
  }, 120_000);
});

describe("errors in input order across sources and read sizes", () => {
  it("stdin (named first by `-`) before --from, each with an error: stdin's is named", () => {
    const from = join(T, "list-with-cr");
    writeFileSync(from, `${wt}/d/f1\n${wt}/d/x\ry\n`);
    const o = both(["--root", wt, "-", "--from", from], Buffer.from(`${wt}/d/f2\n${wt}/d/\u00e9\t\n`));
    expect(o.status).toBe(2);
    expect(o.stderr).toMatch(/standard input: record 2 contains a tab/);
  });

  it("-z input with line breaks and no NUL, and bytes that are not UTF-8: the same error from both", () => {
    const input = Buffer.concat([
      Buffer.from(`${wt}/d/f1\n${wt}/d/`),
      Buffer.from([0xff]),
      Buffer.from("\n"),
    ]);
    const o = both(["--root", wt, "-z", "-"], input);
    expect(o.status).toBe(2);
  });

  it("a quoted name that is not UTF-8 after 64 KiB of `..` records (none stops the kernel's scan)", () => {
    const dotted = Array.from({ length: 1200 }, (_, i) => `${wt}/d/sub/../f${i % 16}`).join("\n");
    const input = `${dotted}\n"\\377x"\n${wt}/d/a\tb\n`;
    const o = both(["--root", wt, "-"], input);
    expect(o.status).toBe(2);
    expect(o.stderr).toMatch(/quoted name/);
  });
});

describe("NDJSON serialised in one pass (ndjsonRecords)", () => {
  it("hostile paths and rules read back as the JSON report's violations, one line each", () => {
    const boundary = '},{"schema_version":1,"type":"violation"';
    const records = [
      `${out}/a${boundary}`,
      `${out}/b\n${boundary}}`,
      `${out}/c\u2028\\"}`,
      `${out}/{"schema_version":1,"type":"violation"`,
      `${wt}/q"x/${boundary}`,
      `${wt}/.git/${boundary}`,
    ];
    const input = `${records.join("\0")}\0`;
    const args = ["--root", wt, "--protect", 'q"x/**', "-z"];
    const ndjson = both([...args, "--format", "ndjson", "-"], input);
    const json = both([...args, "--format", "json", "-"], input);
    const lines = ndjson.stdout.trimEnd().split("\n");
    const doc = JSON.parse(json.stdout) as { violations: object[] };
    expect(lines.length).toBe(doc.violations.length + 1);
    expect(lines.slice(0, -1).map((l) => JSON.parse(l) as object)).toEqual(
      doc.violations.map((v) => ({ schema_version: 1, type: "violation", ...v })),
    );
    expect(doc.violations.length).toBe(records.length);
  });
});
