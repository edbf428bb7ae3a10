import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathSources } from "../../src/cli/violations.js";
import { VERSION } from "../../src/version.js";
import { agent, type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { CLI, runCli } from "../support/cli.js";

// The output contracts every command keeps (docs/output.md): schema_version on every JSON document and
// NDJSON record, version on every report, snake_case keys, one verdict vocabulary, reading nothing is an error.

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = mkdtempSync(join(tmpdir(), "fg-contracts-home-"));
});
afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

/** Runs a shell pipeline with the built CLI as `fg`, as a user would type it. */
function sh(script: string, cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync("bash", ["-c", `fg() { node ${JSON.stringify(CLI)} "$@"; }\n${script}`], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, HOME: home, TMPDIR: home },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every key of every object in `value`, recursively (values of path-keyed maps are not keys). */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

function expectContract(doc: Record<string, unknown>, report: boolean): void {
  expect(doc.schema_version).toBe(1);
  if (report) expect(doc.version).toBe(VERSION);
  for (const k of keysOf(doc)) expect(k, `key ${k}`).toMatch(/^[a-z][a-z0-9_]*$/);
}

describe("violations: reading nothing is an error", () => {
  it("reads paths piped to it with no path argument (the issue's own example)", () => {
    const r = sh("echo /etc/passwd | fg violations --root .", repo.wt);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("/etc/passwd\n");
  });

  it("reads a file redirected to stdin", () => {
    writeFileSync(join(repo.root, "paths.txt"), "src/a.ts\n/etc/shadow\n");
    const r = sh(`fg violations --root . < ${JSON.stringify(join(repo.root, "paths.txt"))}`, repo.wt);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("/etc/shadow\n");
  });

  it("exits 2 with a message when nothing is given and nothing is piped", () => {
    const r = sh("fg violations --root . < /dev/null", repo.wt);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/no paths to check.*pipe them in/s);
  });

  it("--from - reads stdin; `-` and `--from -` together read it once", () => {
    const r = sh("printf 'a\\n/etc/x\\n' | fg violations --root . --from - --format json", repo.wt);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ checked: 2, verdict: "refused" });
    const both = sh("printf '/etc/x\\n' | fg violations --root . - --from - --format json", repo.wt);
    expect(JSON.parse(both.stdout).checked).toBe(1);
  });

  it.each([
    [[], undefined, "piped", [{ stdin: true }]],
    [["a", "-", "b", "-"], undefined, "terminal", [{ arg: "a" }, { stdin: true }, { arg: "b" }]],
    [["a"], "-", "terminal", [{ arg: "a" }, { stdin: true }]],
    [[], "-", "piped", [{ stdin: true }]],
    [[], "list.txt", "piped", [{ file: "list.txt" }]],
    [[], "list.txt", "none", [{ file: "list.txt" }]],
    [["a"], undefined, "piped", [{ arg: "a" }]],
    [["a"], undefined, "none", [{ arg: "a" }]],
  ] as const)("sources of %j --from %s (stdin %s)", (args, from, stdin, want) => {
    expect(pathSources([...args], from, stdin)).toEqual(want);
  });

  it.each([
    [[], undefined, "terminal", /no paths to check/],
    [[], undefined, "none", /no paths to check/],
    [["-"], undefined, "none", /nothing is piped or redirected/],
    [["a"], "-", "none", /nothing is piped or redirected/],
  ] as const)("sources of %j --from %s (stdin %s) are a usage error", (args, from, stdin, message) => {
    expect(() => pathSources([...args], from, stdin)).toThrow(message);
  });

  it("`-` and `--from -` with stdin from /dev/null exit 2, an empty pipe passes", () => {
    for (const form of ["-", "--from -"]) {
      const r = sh(`fg violations --root . ${form} < /dev/null`, repo.wt);
      expect(r.status, form).toBe(2);
      expect(r.stderr).toMatch(/nothing is piped or redirected.*Pipe the changed paths in/s);
    }
    expect(sh("printf '' | fg violations --root . -", repo.wt).status).toBe(0);
  });
});

describe("every JSON document and NDJSON record carries the contract", () => {
  it("violations json and ndjson", () => {
    const j = runCli(["violations", "--root", repo.wt, "--format", "json", "/etc/x"]);
    expectContract(JSON.parse(j.stdout), true);
    const n = runCli(["violations", "--root", repo.wt, "--format", "ndjson", "/etc/x", "/etc/y"]);
    const records = n.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.type)).toEqual(["violation", "violation", "summary"]);
    for (const r of records) expectContract(r, r.type === "summary");
  });

  it("snapshot, collect, gate (json and ndjson) and run: snake_case, schema_version, version, one verdict vocabulary", () => {
    const snapPath = join(repo.root, "c.fgsnap");
    const env = { HOME: home, TMPDIR: home };
    const s = runCli(
      [
        "snapshot",
        "--lease",
        repo.lease,
        "--output",
        snapPath,
        "--default-roots",
        "worktree,repo",
        "--format",
        "json",
      ],
      { env },
    );
    expect(s.status, s.stderr).toBe(0);
    const snap = JSON.parse(s.stdout);
    expectContract(snap, true);

    agent(repo.wt, "echo hi > inside.txt && echo out > ../main/out.txt");
    const pin = ["--snapshot", snapPath, "--snapshot-digest", snap.digest];
    const c = runCli(["collect", "--lease", repo.lease, ...pin, "--format", "json"], { env });
    const collected = JSON.parse(c.stdout);
    expectContract(collected, true);
    expect(collected.git).toMatchObject({
      git_dir: expect.any(String),
      common_dir: expect.any(String),
      main_checkout: false,
    });
    const cn = runCli(["collect", "--lease", repo.lease, ...pin, "--format", "ndjson"], { env });
    for (const line of cn.stdout.trim().split("\n")) {
      const r = JSON.parse(line);
      expectContract(r, r.type === "coverage");
    }

    const g = runCli(["gate", "--lease", repo.lease, ...pin, "--format", "json"], { env });
    expect(g.status).toBe(1);
    const gate = JSON.parse(g.stdout);
    expectContract(gate, true);
    expect(gate.verdict).toBe("refused");
    const gn = runCli(["gate", "--lease", repo.lease, ...pin, "--format", "ndjson"], { env });
    const records = gn.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    for (const r of records) expectContract(r, r.type === "summary");
    expect(records.at(-1)).toMatchObject({ type: "summary", verdict: "refused" });
    execFileSync("rm", ["-f", join(repo.main, "out.txt"), join(repo.wt, "inside.txt")]);
  });

  it("run says refused (never `escape`) and pass", () => {
    const env = { HOME: home, TMPDIR: home };
    const base = ["run", "--lease", repo.lease, "--default-roots", "worktree,repo", "--format", "json", "--"];
    const bad = runCli([...base, "bash", "-c", "echo x > ../main/run-escape.txt"], { cwd: repo.wt, env });
    expect(bad.status, bad.stderr).toBe(1);
    const refused = JSON.parse(bad.stdout);
    expectContract(refused, true);
    expect(refused.verdict).toBe("refused");
    execFileSync("rm", ["-f", join(repo.main, "run-escape.txt")]);
    const ok = runCli([...base, "true"], { cwd: repo.wt, env });
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout).verdict).toBe("pass");
  });

  it("violations, gate and run print verdict `error` for json readers when they cannot do their job (exit 2)", () => {
    for (const args of [
      ["gate", "--lease", join(repo.root, "missing.yaml"), "--format", "json"],
      ["run", "--lease", join(repo.root, "missing.yaml"), "--format", "json", "--", "true"],
    ]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      const doc = JSON.parse(r.stdout);
      expectContract(doc, true);
      expect(doc).toMatchObject({ verdict: "error", error: { code: "lease_unreadable" } });
      expect(r.stderr).toMatch(/cannot read lease/);
    }
    const v = runCli(["violations", "--lease", join(repo.root, "missing.yaml"), "--format", "json", "x"]);
    expect(v.status).toBe(2);
    expect(JSON.parse(v.stdout)).toMatchObject({ schema_version: 1, version: VERSION, verdict: "error" });
    const n = runCli(["gate", "--lease", join(repo.root, "missing.yaml"), "--format", "ndjson"]);
    expect(JSON.parse(n.stdout)).toMatchObject({ schema_version: 1, type: "summary", verdict: "error" });
    // SARIF gets nothing: an empty log uploaded to code scanning would close every open alert.
    const sarif = runCli(["gate", "--lease", join(repo.root, "missing.yaml"), "--format", "sarif"]);
    expect(sarif.status).toBe(2);
    expect(sarif.stdout).toBe("");
  });

  it("--version is the package version", () => {
    expect(runCli(["--version"]).stdout.trim()).toBe(VERSION);
  });
});
