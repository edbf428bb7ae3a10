import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { expectCodeScanningAccepts, expectValid } from "../support/sarif.js";
import {
  agentShell,
  cleanupAll,
  expectVerdict,
  gate,
  join,
  rawCli,
  runAgent,
  scenario,
  takeSnapshot,
} from "./harness.js";

// Hostile names and the report formats (output.md: exit codes, JSON/NDJSON/SARIF/github, hostile
// paths). Labels from the docs before running.

afterAll(cleanupAll);

const NAMES = [
  "line\nbreak",
  `sp ace "dq" 'sq'`,
  "ünï✓çødé",
  "-rf",
  "tab\there",
  "##[group]x",
  "50% #1 ?.txt",
];
/** A bash word that makes each name (ANSI-C quoting, no shell expansion of the name). */
function bashWord(name: string): string {
  return `$'${[...Buffer.from(name, "utf8")].map((b) => `\\x${b.toString(16).padStart(2, "0")}`).join("")}'`;
}
const makeAll = (dir: string) => NAMES.map((n) => `echo x > ${dir}/${bashWord(n)}`).join(" && ");

describe("redteam gate: hostile names", () => {
  it("capture: files with newlines, quotes, unicode, leading dashes in HOME are each named exactly", () => {
    const s = scenario();
    const r = runAgent(s, makeAll('"$HOME"'));
    expectVerdict(s, r, {
      status: 1,
      attribution: "capture",
      escapes: NAMES.map((n) => [join(s.home, n), "outside_write_roots"] as [string, string]),
    });
  });

  it("capture: the same names inside the worktree pass", () => {
    const s = scenario();
    const r = runAgent(s, `mkdir -p d && ${makeAll("d")}`);
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
  });

  it("run --format text: one line per escaped path, a newline in a name C-quoted, never a raw line", () => {
    const s = scenario();
    const r = runAgent(s, `echo x > "$HOME"/${bashWord("evil\n::error::x")}`, { format: "text" });
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stdout.split("\n").filter((l) => l !== "");
    expect(lines.length, r.stdout).toBe(1);
    expect(lines[0], r.stdout).toContain('"');
    expect(lines[0], r.stdout).toContain("evil\\n::error::x");
    expect(r.stdout.split("\n").some((l) => l.startsWith("::error::x"))).toBe(false);
  });

  it("run --format github: the newline in a name is percent-encoded, no injected workflow command", () => {
    const s = scenario();
    const r = runAgent(s, `echo x > "$HOME"/${bashWord("evil\n::error::x")}`, { format: "github" });
    expect(r.status, r.stderr).toBe(1);
    for (const line of r.stdout.split("\n")) expect(line.startsWith("::error::x")).toBe(false);
    // Either form keeps the path on one line: percent-encoded LF, or the C-quoted text form (output.md).
    expect(r.stdout).toMatch(/evil(%0A|\\n)::error::x/);
  });
});

describe("redteam gate: report formats", () => {
  it("gate --format sarif: a valid log naming the escaped hostile path, percent-encoded per segment", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    const name = "sp ace #1 ünï%.txt";
    agentShell(s, `echo x > "$HOME"/${bashWord(name)}`);
    const r = gate(s, snap, "sarif");
    expect(r.status, r.stderr).toBe(1);
    const log = JSON.parse(r.stdout);
    expectValid(log);
    expectCodeScanningAccepts(log);
    const results = log.runs[0]!.results!;
    expect(results.length).toBe(1);
    const uri: string = results[0]!.locations[0]!.physicalLocation.artifactLocation.uri;
    expect(uri.startsWith("file://")).toBe(true);
    expect(uri).not.toContain(" ");
    expect(uri).not.toContain("#");
    expect(decodeURIComponent(uri.replace(/^file:\/\//, ""))).toBe(join(s.home, name));
    expect(results[0]!.ruleId).toBe("outside_write_roots");
  });

  it("gate --format ndjson: every line a JSON record with schema_version, one violation, a closing summary", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    agentShell(s, `echo x > "$HOME"/${bashWord("a\nb")}`);
    const r = gate(s, snap, "ndjson");
    expect(r.status, r.stderr).toBe(1);
    const recs = r.stdout
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l));
    for (const rec of recs) expect(rec.schema_version).toBe(1);
    const v = recs.filter((x) => x.type === "violation");
    expect(v.map((x) => x.path)).toEqual([join(s.home, "a\nb")]);
    expect(recs.at(-1).type).toBe("summary");
    expect(recs.at(-1).verdict).toBe("refused");
  });

  it("gate --format json: a pass is exit 0 with verdict pass and no violations", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    agentShell(s, "echo ok > inside.txt");
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 0, escapes: [] });
  });
});

describe("redteam gate: errors exit 2 saying what to fix", () => {
  const errorLine = /^forge-gate: error: .+/m;

  it("gate without --snapshot and without --scope git", () => {
    const s = scenario();
    const r = gate(s, null, "json");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
    expect(r.stderr).toMatch(/--snapshot|--scope/);
    expect(r.doc?.verdict).toBe("error");
  });

  it("gate with a snapshot digest that does not match", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    const r = gate(s, { snapshot: snap.snapshot, digest: `sha256:${"0".repeat(64)}` }, "json");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
    expect(r.doc?.verdict).toBe("error");
  });

  it("gate with a manifest damaged in the middle (no digest pinned) is refused as corrupt", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    const buf = readFileSync(snap.snapshot);
    const at = Math.floor(buf.length / 2);
    buf[at] = buf[at]! ^ 0x01;
    writeFileSync(snap.snapshot, buf);
    const r = gate(s, null, "json", ["--snapshot", snap.snapshot]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
  });

  it("gate with a snapshot taken for another lease", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    writeFileSync(s.lease, readFileSync(s.lease, "utf8").replace("write_roots: [", 'write_roots: ["/srv", '));
    const r = gate(s, snap, "json");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
  });

  it("run with a lease file that does not exist", () => {
    const s = scenario();
    const r = rawCli(s, ["run", "--lease", join(s.root, "nope.yaml"), "--format", "json", "--", "true"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
    expect(r.stderr).toContain("nope.yaml");
    expect(r.doc?.verdict).toBe("error");
  });

  it("run with a lease missing write_roots", () => {
    const s = scenario();
    writeFileSync(s.lease, "version: 1\nid: x\n");
    const r = rawCli(s, ["run", "--lease", s.lease, "--format", "json", "--", "true"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/write_roots/);
    expect(r.doc?.verdict).toBe("error");
  });

  it("collect with a corrupt snapshot", () => {
    const s = scenario();
    writeFileSync(join(s.snapDir, "bad.fgsnap"), "forge-gate-snapshot 6\ngarbage\n");
    const r = rawCli(s, [
      "collect",
      "--lease",
      s.lease,
      "--snapshot",
      join(s.snapDir, "bad.fgsnap"),
      "--format",
      "json",
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(errorLine);
  });

  it("an escape is exit 1 in text format too, with the path on stdout", () => {
    const s = scenario();
    const r = runAgent(s, 'echo x >> "$HOME/.profile"', { format: "text" });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain(join(s.home, ".profile"));
  });
});
