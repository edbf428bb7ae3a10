import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fg, fgJson, makeTree, type Run, type Tree } from "./fixture.js";

// Input, output and fail-closed contracts, from docs/violations.md and docs/output.md. Labels first.

let t: Tree;
let R: string[];
beforeAll(() => {
  t = makeTree();
  R = ["--root", t.wt, "--cwd", t.wt];
});

/** docs/output.md: "An error is one line on stderr, `forge-gate: error: <what was wrong>. <how to fix it>`". */
function expectError(r: Run, names?: RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe("");
  const lines = r.stderr.split("\n").filter((l) => l !== "");
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^forge-gate: error: /);
  // "What was wrong. How to fix it": a second sentence after the message.
  expect(lines[0]).toMatch(/\. \S/);
  expect(lines[0]).not.toMatch(/\n\s+at /);
  if (names) expect(lines[0]).toMatch(names);
}

describe("fail-closed input (docs/violations.md: 'Input is strict')", () => {
  it("no input at all: stdin from /dev/null, no path, no --from: exit 2 with a fix", () => {
    expectError(fg(R, { stdin: "null" }));
  });
  // FAILED BEFORE 7b1c835 (found by this suite, fixed on main) (by the docs' general rule): docs/violations.md says of /dev/null "it is a usage
  // error, exit 2: reading nothing is never a pass", and docs/output.md "Reading nothing is an
  // error". With an explicit `-` or `--from -` and stdin from /dev/null, expected exit 2; actual:
  // exit 0, "0 path(s) checked, none outside the lease". (The docs' example covers only the case
  // without `-`; the lead decides whether the explicit forms are meant to pass.)
  it("--from - with stdin from /dev/null is not a pass either", () => {
    expect(fg([...R, "--from", "-"], { stdin: "null" }).status).toBe(2);
  });
  it("- with stdin from /dev/null is not a pass either", () => {
    expect(fg([...R, "-"], { stdin: "null" }).status).toBe(2);
  });
  it("an empty pipe is zero paths: pass with checked 0, stderr says 0 path(s) checked", () => {
    const { status, doc } = fgJson(R, { input: "" });
    expect(status).toBe(0);
    expect(doc.checked).toBe(0);
    expect(doc.verdict).toBe("pass");
    // The stderr summary is the text format's ("A summary goes to stderr"); JSON carries checked: 0.
    const r = fg(R, { input: "" });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("0 path(s) checked");
  });
  it("invalid UTF-8 is exit 2", () => {
    expectError(fg([...R, "-"], { input: Buffer.from([0x61, 0x0a, 0x62, 0xff, 0x63, 0x0a]) }));
  });
  // FAILED BEFORE 7b1c835 (found by this suite, fixed on main) (minor): docs/output.md "no error is printed without its fix". Expected the stdin
  // message to say how to fix it, as the lease's does ("convert it first (e.g. iconv -t UTF-8)");
  // actual: "standard input is not valid UTF-8 (first bad byte at offset 2). forge-gate reads paths
  // as UTF-8" — a statement, no fix.
  it("invalid UTF-8 on stdin: the message says how to fix it", () => {
    const r = fg([...R, "-"], { input: Buffer.from([0x61, 0x0a, 0x62, 0xff, 0x63, 0x0a]) });
    expect(r.stderr).toMatch(/convert|iconv|encod/i);
  });
  it("invalid UTF-8 with -z is exit 2", () => {
    expectError(fg([...R, "-z", "-"], { input: Buffer.from([0x61, 0x00, 0xc3, 0x28, 0x00]) }));
  });
  it("an overlong UTF-8 encoding of '/' (C0 AF) is exit 2, never read as a separator", () => {
    expectError(fg([...R, "-"], { input: Buffer.from([0x2e, 0x2e, 0xc0, 0xaf, 0x65, 0x74, 0x63, 0x0a]) }));
  });
  it("a UTF-8 encoded surrogate (ED A0 80) is exit 2", () => {
    expectError(fg([...R, "-"], { input: Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x0a]) }));
  });
  it("a leading byte-order mark is exit 2", () => {
    expectError(fg([...R, "-"], { input: "\ufeffa\nb\n" }));
  });
  it("a leading byte-order mark with -z is exit 2", () => {
    expectError(fg([...R, "-z", "-"], { input: "\ufeffa\0b\0" }));
  });
  it("-z with newline-separated input (no NUL) is exit 2", () => {
    expectError(fg([...R, "-z", "-"], { input: "a\nb\n" }));
  });
  it("-z with a single newline-terminated path (no NUL) is exit 2", () => {
    expectError(fg([...R, "-z", "-"], { input: "/etc/passwd\n" }));
  });
  it("a carriage return in line mode is exit 2", () => {
    expectError(fg([...R, "-"], { input: "a\r\nb\n" }));
  });
  it("a NUL in line mode is exit 2", () => {
    expectError(fg([...R, "-"], { input: "a\0b\n" }));
  });
  it("the same strictness applies to --from FILE", () => {
    const f = join(t.base, "bom.txt");
    writeFileSync(f, "\ufeff/etc/passwd\n");
    expectError(fg([...R, "--from", f]));
    const g = join(t.base, "bad.txt");
    writeFileSync(g, Buffer.from([0x2f, 0x65, 0xff, 0x0a]));
    expectError(fg([...R, "--from", g]));
  });
  it("--from a file that does not exist is exit 2 naming it", () => {
    expectError(fg([...R, "--from", join(t.base, "nope.txt")]), /nope\.txt/);
  });
  it("a violation after bad input is never reported as a partial read (exit 2, nothing on stdout)", () => {
    const r = fg([...R, "-"], {
      input: Buffer.concat([Buffer.from("/etc/passwd\n"), Buffer.from([0xff, 0x0a])]),
    });
    expectError(r);
  });
});

describe("the lease fails closed", () => {
  it("a lease that does not exist: exit 2 naming it, with a fix", () => {
    expectError(fg(["--lease", join(t.base, "missing.yaml"), "a"]), /missing\.yaml/);
  });
  it("a lease that is a directory: exit 2", () => {
    expectError(fg(["--lease", t.base, "a"]));
  });
  it("a lease that does not parse: exit 2", () => {
    const f = join(t.base, "broken.yaml");
    writeFileSync(f, "version: 1\nid: [unclosed\n");
    expectError(fg(["--lease", f, "a"]), /broken\.yaml/);
  });
  it("a lease without write_roots: exit 2 (never an empty lease)", () => {
    const f = join(t.base, "nowr.yaml");
    writeFileSync(f, "version: 1\nid: x\n");
    expectError(fg(["--lease", f, "a"]), /write_roots/);
  });
  it("a lease with an unknown key: exit 2", () => {
    const f = join(t.base, "unknown.yaml");
    writeFileSync(f, `version: 1\nid: x\nwrite_roots: ["${t.wt}"]\nwrite_root: ["/"]\n`);
    expectError(fg(["--lease", f, "a"]));
  });
  it("a lease over 1 MiB: exit 2", () => {
    const f = join(t.base, "huge.yaml");
    writeFileSync(f, `version: 1\nid: x\nwrite_roots: ["${t.wt}"]\n# ${"x".repeat(1100 * 1024)}\n`);
    expectError(fg(["--lease", f, "a"]));
  });
  it("a lease in invalid UTF-8: exit 2", () => {
    const f = join(t.base, "latin1.yaml");
    writeFileSync(
      f,
      Buffer.concat([
        Buffer.from(`version: 1\nid: x\nwrite_roots: ["${t.wt}"]\n# `),
        Buffer.from([0xe9, 0x0a]),
      ]),
    );
    expectError(fg(["--lease", f, "a"]));
  });
  it("neither --lease nor --root: exit 2", () => {
    expectError(fg(["a"]));
  });
  it("write_roots: [] closes everything: every non-blank path is a violation, even inside the worktree", () => {
    const f = join(t.base, "closed.yaml");
    writeFileSync(f, `version: 1\nid: closed\nworktree: ${JSON.stringify(t.wt)}\nwrite_roots: []\n`);
    // (`.` is the worktree itself, the same path as ${t.wt}: three distinct paths.)
    const { status, doc } = fgJson(["--lease", f, "-"], { input: `a\n\n${t.wt}\n${t.wt}/sub/deep/g\n.\n` });
    expect(status).toBe(1);
    expect(doc.checked).toBe(3);
    expect(doc.violations.map((v) => v.reason)).toEqual([
      "outside_write_roots",
      "outside_write_roots",
      "outside_write_roots",
    ]);
  });
  it("write_roots of blanks only is closed too ('with no (non-blank) write roots')", () => {
    const f = join(t.base, "blank.yaml");
    writeFileSync(f, `version: 1\nid: blank\nworktree: ${JSON.stringify(t.wt)}\nwrite_roots: ["", "  "]\n`);
    const r = fgJson(["--lease", f, "a", `${t.wt}/b`]);
    expect(r.status).toBe(1);
    expect(r.doc.violations).toHaveLength(2);
  });
  it("relative paths resolve against the lease's worktree when there is no --cwd", () => {
    const f = join(t.base, "wt.yaml");
    writeFileSync(f, `version: 1\nid: w\nworktree: ${JSON.stringify(t.wt)}\nwrite_roots: ["."]\n`);
    const r = fgJson(["--lease", f, "a/b", "linkout/z", ".git/x", "../out/f"], { cwd: t.base });
    expect(r.doc.violations.map((v) => v.reason)).toEqual([
      "symlink_escape",
      "protected",
      "outside_write_roots",
    ]);
    expect(r.doc.checked).toBe(4);
  });
  it("the CapabilityPolicy JSON with empty write_roots is closed too", () => {
    const f = join(t.base, "cap.json");
    writeFileSync(
      f,
      JSON.stringify({ filesystem: { read_roots: [], write_roots: [] }, network: null, mcp: null }),
    );
    const r = fg(["--lease", f, "--cwd", t.wt, "a"]);
    expect([1, 2]).toContain(r.status);
    if (r.status === 1) expect(r.stdout).toBe("a\n");
  });
});

describe("records: blanks, duplicates, spellings, order (docs/violations.md)", () => {
  it("blank and whitespace-only records are skipped and not counted", () => {
    const { doc } = fgJson([...R, "-"], { input: "a\n\n   \n\t\nb\n\n" });
    expect(doc.checked).toBe(2);
  });
  it("blank records with -z are skipped", () => {
    const { doc } = fgJson([...R, "-z", "-"], { input: "a\0\0 \0b\0" });
    expect(doc.checked).toBe(2);
  });
  it("an input without a final newline keeps its last path", () => {
    const { doc, status } = fgJson([...R, "-"], { input: "a\n/etc/passwd" });
    expect(status).toBe(1);
    expect(doc.checked).toBe(2);
  });
  it("duplicates are reported once, in first-seen order", () => {
    const o = t.out;
    const { doc } = fgJson([...R, "-"], { input: `${o}/c\n${o}/a\na\n${o}/c\n${o}/b\n${o}/a\na\n` });
    expect(doc.checked).toBe(4);
    expect(doc.violations.map((v) => v.path)).toEqual([`${o}/c`, `${o}/a`, `${o}/b`]);
  });
  it("spellings of one path are one path (checked 1), reported once by the first text", () => {
    const o = t.out;
    const spellings = [`${o}/f`, `${o}//f`, `${o}/./f`, `${o}/f/`, `${t.w}/out/f`, `${t.w}//out///f//`];
    const { doc } = fgJson([...R, "-"], { input: `${spellings.join("\n")}\n` });
    expect(doc.checked).toBe(1);
    expect(doc.violations.map((v) => v.path)).toEqual([`${o}/f`]);
  });
  it("relative and absolute spellings (with --cwd) are one path", () => {
    const { doc } = fgJson([...R, "-"], { input: `sub/x\n${t.wt}/sub/x\n./sub//x\nsub/x/\n` });
    expect(doc.checked).toBe(1);
  });
  it("a .. spelling is never merged with its harmless twin (either order)", () => {
    for (const input of ["updown/../f\nf\n", "f\nupdown/../f\n"]) {
      const { doc } = fgJson([...R, "-"], { input });
      expect(doc.checked).toBe(2);
      expect(doc.violations.map((v) => [v.path, v.reason])).toEqual([["updown/../f", "symlink_escape"]]);
    }
  });
  it("NFC and NFD spellings are two paths when comparison is case-sensitive", () => {
    const { doc } = fgJson([...R, "--path-case", "sensitive", "-"], { input: "caf\u00e9\ncafe\u0301\n" });
    expect(doc.checked).toBe(2);
  });
  it("-z: a last record without a NUL is still a path; a CR is part of a name", () => {
    const { doc, status } = fgJson([...R, "-z", "-"], { input: `a\rb\0${t.out}/last` });
    expect(status).toBe(1);
    expect(doc.checked).toBe(2);
    expect(doc.violations.map((v) => v.path)).toEqual([`${t.out}/last`]);
  });
  it("-z: a single path with neither NUL nor line break is one path", () => {
    const { doc } = fgJson([...R, "-z", "-"], { input: "only" });
    expect(doc.checked).toBe(1);
  });
  it("leading - names from stdin are paths, not options", () => {
    const { doc, status } = fgJson([...R, "-"], { input: "-rf\n--help\n-\n" });
    expect(status).toBe(0);
    expect(doc.checked).toBe(3);
  });
  it("paths from arguments and stdin (-) are judged together", () => {
    const { doc } = fgJson([...R, "a", `${t.out}/1`, "-"], { input: `${t.out}/2\nb\n` });
    expect(doc.checked).toBe(4);
    expect(doc.violations.map((v) => v.path).sort()).toEqual([`${t.out}/1`, `${t.out}/2`]);
  });
  it("paths from arguments and --from FILE are judged together", () => {
    const f = join(t.base, "list.txt");
    writeFileSync(f, `${t.out}/3\nc\n`);
    const { doc } = fgJson([...R, "--from", f, "a", `${t.out}/1`]);
    expect(doc.checked).toBe(4);
    expect(doc.violations.map((v) => v.path).sort()).toEqual([`${t.out}/1`, `${t.out}/3`]);
  });
});

describe("output formats (docs/violations.md, docs/output.md)", () => {
  it("text: one offending path per line on stdout, summary on stderr, exit 1", () => {
    const r = fg([...R, "a", `${t.out}/f`, "linkout/q", ".git/config"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${t.out}/f\nlinkout/q\n.git/config\n`);
    expect(r.stderr).not.toBe("");
  });
  it("text -z: NUL-separated raw bytes, control characters unquoted", () => {
    const r = fg([...R, "-z", "-"], { input: `${t.out}/a\nb\0ok\0${t.out}/t\tc\0` });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${t.out}/a\nb\0${t.out}/t\tc\0`);
  });
  it("text: a path with a newline is C-quoted on one line", () => {
    const r = fg([...R, "--", `${t.out}/a\nb`]);
    expect(r.stdout).toBe(`"${t.out}/a\\nb"\n`);
  });
  it("text: tab, a leading quote, ##[, U+2028 and a bidi override are quoted; one path one line", () => {
    // `"q` is relative to --cwd (outside the root), so it starts with the quote.
    const hostile = [
      `${t.out}/t\tb`,
      `"q`,
      `${t.out}/##[error]x`,
      `${t.out}/l\u2028s`,
      `${t.out}/\u202egnp.exe`,
    ];
    const r = fg(["--root", t.wt, "--cwd", t.out, "--", ...hostile]);
    const lines = r.stdout.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(hostile.length);
    for (const l of lines) expect(l.startsWith('"') && l.endsWith('"'), l).toBe(true);
    expect(r.stdout).not.toContain("\u2028");
    expect(r.stdout).not.toContain("\u202e");
  });
  it("text: backslash and unicode alone are printed as they are", () => {
    const r = fg([...R, `${t.out}/a\\b`, `${t.out}/日本`]);
    expect(r.stdout).toBe(`${t.out}/a\\b\n${t.out}/日本\n`);
  });
  it("json: the documented document", () => {
    const { doc } = fgJson([...R, `${t.out}/f`, "a"]);
    expect(doc.schema_version).toBe(1);
    expect(typeof doc.version).toBe("string");
    expect(doc.verdict).toBe("refused");
    expect(doc.checked).toBe(2);
    expect(doc.violations).toHaveLength(1);
    expect(doc.violations[0]).toMatchObject({ path: `${t.out}/f`, reason: "outside_write_roots" });
    expect(typeof doc.violations[0]?.resolved).toBe("string");
  });
  it("json: resolved is where the path lands", () => {
    const { doc } = fgJson([...R, "linkout/q", "updown/../g"]);
    expect(doc.violations.map((v) => v.resolved)).toEqual([`${t.out}/q`, `${t.out}/x/g`]);
  });
  it("ndjson: one violation record per line then one summary", () => {
    const r = fg([...R, "--format", "ndjson", `${t.out}/f`, "linkout/q", "a"]);
    const recs = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(recs.map((x) => x.type)).toEqual(["violation", "violation", "summary"]);
    for (const x of recs) expect(x.schema_version).toBe(1);
    expect(recs[2]).toMatchObject({ verdict: "refused", checked: 3, violations: 2 });
  });
  it("github: a hostile name cannot inject a workflow command", () => {
    const evil = `${t.out}/x\n::error file=a::pwned%0A::add-mask::y`;
    const r = fg([...R, "--format", "github", "-z", "-"], { input: `${evil}\0` });
    expect(r.status).toBe(1);
    const cmds = r.stdout.split("\n").filter((l) => l.startsWith("::"));
    expect(cmds).toHaveLength(1);
    expect(cmds[0]).toMatch(/^::error /);
    expect(cmds[0]).not.toContain("\n");
    // The name is C-quoted first (a newline becomes \n) and `%` percent-encoded.
    expect(cmds[0]).toContain("%25");
  });
  it("github: at most 10 ::error lines and a notice for the rest", () => {
    const paths = Array.from({ length: 25 }, (_, i) => `${t.out}/${i}`);
    const r = fg([...R, "--format", "github", ...paths]);
    const lines = r.stdout.split("\n");
    expect(lines.filter((l) => l.startsWith("::error")).length).toBe(10);
    expect(lines.filter((l) => l.startsWith("::notice")).length).toBeGreaterThanOrEqual(1);
  });
  it("sarif: one result per violation, the reasons as rules", () => {
    const r = fg([...R, "--format", "sarif", `${t.out}/f`, "linkout/q", ".git/config", "a"]);
    expect(r.status).toBe(1);
    const log = JSON.parse(r.stdout) as { runs: { results: { ruleId: string }[] }[] };
    expect(log.runs[0]?.results.map((x) => x.ruleId)).toEqual([
      "outside_write_roots",
      "symlink_escape",
      "protected",
    ]);
  });
  it("github: file= is relative to the repository root (the .git above --cwd), with , and : escaped", () => {
    // docs/output.md: "A path inside the repository gets file=<path relative to the repository root>";
    // "properties (file=, title=): also : and ," percent-encoded.
    const r = fg([...R, "--format", "github", "--", ".git/a,b:c"]);
    const line = r.stdout.split("\n").find((l) => l.startsWith("::error"));
    expect(line).toMatch(/^::error file=\.git\/a%2Cb%3Ac[,:]/);
  });
  it("github: a path outside the repository gets no file=", () => {
    const r = fg([...R, "--format", "github", `${t.out}/f`]);
    const line = r.stdout.split("\n").find((l) => l.startsWith("::error"));
    expect(line).toBeDefined();
    expect(line).not.toContain("file=");
  });
  it("sarif: every segment percent-encoded, inside the repository relative to %SRCROOT%", () => {
    const r = fg([...R, "--format", "sarif", "--", ".git/a b#?%"]);
    const log = JSON.parse(r.stdout) as {
      runs: {
        results: {
          locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[];
        }[];
      }[];
    };
    const loc = log.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation;
    expect(loc).toEqual({ uri: ".git/a%20b%23%3F%25", uriBaseId: "%SRCROOT%" });
  });
  it("a clean run prints nothing on stdout in text mode, exit 0", () => {
    const r = fg([...R, "a", "b/c"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });
});

describe("no write roots given on the command line", () => {
  it("--root with only blank text is closed or refused, never a pass", () => {
    mkdirSync(join(t.base, "empty"), { recursive: true });
    const r = fg(["--root", " ", "--cwd", t.wt, "a"]);
    expect(r.status).not.toBe(0);
  });
});
