import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

// `forge-gate doctor` on the built CLI: its JSON contract, and that each broken thing it is asked
// about turns the exit code to 1 (a missing optional tool only warns).

let home: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), "fg-doctor-"));
  env = { HOME: home, XDG_STATE_HOME: join(home, "state"), FORGE_GATE_PARSER: "" };
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

interface Report {
  schema_version: number;
  ok: boolean;
  version: string | null;
  parser: { kind: string | null; choice: string; native_error: string | null; error: string | null };
  node: { version: string };
  state_dir: string;
  checks: { name: string; status: string; detail: string; hint: string | null }[];
}
function doctor(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const r = runCli(["doctor", "--format", "json", ...args], { env: { ...env, ...extraEnv } });
  return { status: r.status, report: JSON.parse(r.stdout) as Report, stderr: r.stderr };
}
const check = (r: Report, name: string) => r.checks.find((c) => c.name === name);

describe("forge-gate doctor", () => {
  it("reports the parser, Node, git, bubblewrap, the attribution and the state dir, with schema_version", () => {
    const { status, report } = doctor([]);
    expect(status).toBe(0);
    expect(report).toMatchObject({ schema_version: 1, ok: true, version: expect.any(String) });
    expect(report.node.version).toBe(process.version);
    expect(["native", "wasm"]).toContain(report.parser.kind);
    expect(report.checks.map((c) => c.name)).toEqual([
      "node",
      "parser",
      "kernel",
      "git",
      "bubblewrap",
      "attribution",
      "state-dir",
      "hooks",
    ]);
    expect(report.state_dir).toBe(join(home, "state", "forge-gate"));
  });

  it("says which parser and why: WASM when forced, an error (exit 1) when none is valid", () => {
    const wasm = doctor([], { FORGE_GATE_PARSER: "wasm" });
    expect(wasm.status).toBe(0);
    expect(wasm.report.parser).toMatchObject({
      kind: "wasm",
      choice: "wasm",
      native_error: "FORGE_GATE_PARSER=wasm",
    });
    const bad = doctor([], { FORGE_GATE_PARSER: "fastest" });
    expect(bad.status).toBe(1);
    expect(bad.report.ok).toBe(false);
    expect(bad.report.parser.kind).toBeNull();
    expect(check(bad.report, "parser")).toMatchObject({ status: "error" });
  });

  it("says which checker violations uses: the native kernel here, JavaScript when asked, an error for a bad choice", () => {
    const native = doctor([]);
    expect(check(native.report, "kernel")).toMatchObject({
      status: "ok",
      detail: expect.stringContaining("native"),
    });
    const js = doctor([], { FORGE_GATE_VIOLATIONS_KERNEL: "js" });
    expect(js.status).toBe(0);
    expect(check(js.report, "kernel")).toMatchObject({
      status: "ok",
      detail: "JavaScript checker, because FORGE_GATE_VIOLATIONS_KERNEL=js",
    });
    const bad = doctor([], { FORGE_GATE_VIOLATIONS_KERNEL: "fastest" });
    expect(bad.status).toBe(1);
    expect(check(bad.report, "kernel")).toMatchObject({
      status: "error",
      detail: expect.stringContaining('FORGE_GATE_VIOLATIONS_KERNEL is "fastest"'),
    });
  });

  it("checks a lease and a config: valid ones pass, a broken one is an error naming the problem", () => {
    const lease = join(home, "lease.yaml");
    writeFileSync(lease, "version: 1\nid: w1\nworktree: /srv/wt\nwrite_roots: ['.']\n");
    const config = join(home, "classify.yaml");
    writeFileSync(config, "unresolved: escalate\n");
    const good = doctor(["--lease", lease, "--config", config]);
    expect(good.status).toBe(0);
    expect(check(good.report, "lease")).toMatchObject({
      status: "ok",
      detail: expect.stringContaining("id w1"),
    });
    expect(check(good.report, "config")).toMatchObject({ status: "ok" });

    writeFileSync(lease, "version: 1\nid: w1\nwrite_roots: ['.']\nsurprise: true\n");
    writeFileSync(config, "unresolved: maybe\n");
    const bad = doctor(["--lease", lease, "--config", config]);
    expect(bad.status).toBe(1);
    expect(check(bad.report, "lease")).toMatchObject({
      status: "error",
      detail: expect.stringContaining("surprise"),
    });
    expect(check(bad.report, "config")).toMatchObject({
      status: "error",
      detail: expect.stringContaining("unresolved"),
    });
    expect(doctor(["--lease", join(home, "missing.yaml")]).status).toBe(1);
  });

  it("fails on a state dir it cannot use, and does not create one", () => {
    const file = join(home, "a-file");
    writeFileSync(file, "");
    const r = doctor(["--state", join(file, "state")]);
    expect(r.status).toBe(1);
    expect(check(r.report, "state-dir")).toMatchObject({ status: "error" });
    const fresh = doctor(["--state", join(home, "new", "dir")]);
    expect(check(fresh.report, "state-dir")).toMatchObject({
      status: "ok",
      detail: expect.stringContaining("not there yet"),
    });
    expect(existsSync(join(home, "new"))).toBe(false);
  });

  it("only warns when git and bubblewrap are missing (PATH holding node alone)", () => {
    const bin = join(home, "bin");
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, "node"));
    const r = doctor([], { PATH: bin });
    expect(r.status).toBe(0);
    expect(check(r.report, "git")).toMatchObject({
      status: "warn",
      detail: expect.stringContaining("not found"),
    });
    if (process.platform === "linux") expect(check(r.report, "bubblewrap")).toMatchObject({ status: "warn" });
  });

  it("says which attribution run gets here, and why not capture (bubblewrap missing)", () => {
    const { report } = doctor([]);
    const a = (report as Report & { attribution: Record<string, string | null> }).attribution;
    if (process.platform === "linux") {
      // This machine allows user namespaces and overlayfs in them (the suite's other tests need it too).
      expect(a).toMatchObject({ run: "capture", run_reason: null, enforce: "sandbox" });
      expect(check(report, "attribution")).toMatchObject({
        status: "ok",
        detail: expect.stringMatching(/^run: capture \(overlayfs/),
      });
    }
    const bin = join(home, "bin2");
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, "node"));
    const bare = doctor([], { PATH: bin });
    const b = (bare.report as Report & { attribution: Record<string, string | null> }).attribution;
    expect(b.run).toBe("none");
    expect(b.run_reason).toMatch(process.platform === "linux" ? /bubblewrap/ : /not on/);
    expect(check(bare.report, "attribution")).toMatchObject({
      status: "warn",
      detail: expect.stringContaining("detection only"),
    });
    expect(bare.status).toBe(0);
  });

  it("escapes hostile paths in text output, and refuses unknown options (exit 2)", () => {
    const r = runCli(["doctor", "--lease", join(home, "evil\n::error::x.yaml")], { env });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain("\n::error::");
    expect(runCli(["doctor", "--bogus"], { env }).status).toBe(2);
  });
});
