import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentEnv, type Fixture, makeFixture, runAsNobody } from "../collect/fixture.js";
import { runCli } from "../support/cli.js";
import { reportOf } from "./helpers.js";

/**
 * Fail closed: `--enforce` with no sandbox exits 2 with the reason and the install command, and the
 * agent never runs; `--enforce=best-effort` runs detection only and says so in the report.
 */
function runWithPath(f: Fixture, path: string, mode: string, script: string) {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `exec 1>&2\n${script}\n`);
  return runCli(
    ["run", "--lease", f.lease, ...f.rootFlags, "--format", "json", mode, "--", "/bin/bash", file],
    { cwd: f.wt, env: { ...agentEnv(f), PATH: path } },
  );
}

/** A PATH whose first `bwrap` refuses like a kernel without user namespaces (the rest of PATH as is). */
function brokenBwrap(f: Fixture): string {
  const bin = join(f.T, "bin-broken");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "bwrap"),
    "#!/bin/sh\necho 'bwrap: No permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces.' >&2\nexit 1\n",
  );
  chmodSync(join(bin, "bwrap"), 0o755);
  return `${bin}:${process.env.PATH ?? ""}`;
}

describe("--enforce fails closed", () => {
  it("no bubblewrap on PATH: exit 2, the reason and the install command; the agent never ran", () => {
    const f = makeFixture();
    const empty = join(f.T, "bin-empty");
    mkdirSync(empty);
    const r = runWithPath(f, empty, "--enforce", `echo ran > "${f.wt}/ran.txt"`);
    expect(r.status).toBe(2);
    // The JSON format's error document names the failure for machines too.
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: "error", error: { code: "sandbox_unavailable" } });
    expect(r.stderr).toMatch(/--enforce: bubblewrap \(bwrap\) is not installed/);
    expect(r.stderr).toMatch(/apt-get install -y bubblewrap/);
    expect(existsSync(join(f.wt, "ran.txt"))).toBe(false);
  });

  it("a bubblewrap that cannot build the sandbox: exit 2 with bwrap's own reason; the agent never ran", () => {
    const f = makeFixture();
    const r = runWithPath(f, brokenBwrap(f), "--enforce", `echo ran > "${f.wt}/ran.txt"`);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /bubblewrap cannot build the sandbox: bwrap: No permissions to creating new namespace/,
    );
    expect(r.stderr).toMatch(/user namespaces/);
    expect(existsSync(join(f.wt, "ran.txt"))).toBe(false);
  });

  it("an unknown mode is a usage error (exit 2)", () => {
    const f = makeFixture();
    const r = runWithPath(f, process.env.PATH ?? "", "--enforce=sometimes", "true");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--enforce=sometimes is not a mode/);
  });
});

describe("--enforce=best-effort without a sandbox: detection only, said in the report", () => {
  it("a clean run passes with enforced: false and the reason", () => {
    const f = makeFixture();
    const r = runWithPath(f, brokenBwrap(f), "--enforce=best-effort", "echo fine > ok.txt");
    expect(r.status, r.stderr).toBe(0);
    const report = reportOf(r);
    expect(report.enforced).toBe(false);
    expect(report.enforcement).toMatchObject({ enforced: false, mode: "best-effort", backend: null });
    expect(report.enforcement?.reason).toMatch(/No permissions to creating new namespace/);
    expect(report.enforcement?.detection_only.join("\n")).toMatch(/detection only/);
    expect(report.verdict).toBe("pass");
  });

  it("an escape still goes through and is caught (exit 1)", () => {
    const f = makeFixture();
    const r = runWithPath(f, brokenBwrap(f), "--enforce=best-effort", `echo pwned > "${f.repo}/escape.txt"`);
    expect(r.status, r.stderr).toBe(1);
    const report = reportOf(r);
    expect(report.enforced).toBe(false);
    expect(report.violations.map((v) => v.path)).toContain(join(f.repo, "escape.txt"));
  });

  it("the text format says NOT enforced on stderr", () => {
    const f = makeFixture();
    const file = join(f.T, "agent.sh");
    writeFileSync(file, "true\n");
    const r = runCli(
      ["run", "--lease", f.lease, ...f.rootFlags, "--enforce=best-effort", "--", "/bin/bash", file],
      { cwd: f.wt, env: { ...agentEnv(f), PATH: brokenBwrap(f) } },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /NOT enforced \(best-effort\): bubblewrap cannot build the sandbox.*detection only/,
    );
  });

  it("with a working bubblewrap, best-effort enforces", () => {
    const f = makeFixture();
    const r = runWithPath(
      f,
      process.env.PATH ?? "",
      "--enforce=best-effort",
      `echo pwned > "${f.repo}/escape.txt" || true`,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(reportOf(r).enforcement).toMatchObject({
      enforced: true,
      mode: "best-effort",
      backend: "bubblewrap",
    });
    expect(existsSync(join(f.repo, "escape.txt"))).toBe(false);
  });
});

describe("--enforce as an unprivileged user (bubblewrap through a user namespace)", () => {
  const isRoot = process.getuid?.() === 0;
  /** `run --enforce` as nobody, with the agent script `script`. */
  const enforcedAsNobody = (f: ReturnType<typeof makeFixture>, script: string) => {
    const r = runAsNobody(f, script, ["--enforce"]);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { enforced: boolean; command: { exit_code: number } };
    expect(report.enforced).toBe(true);
    return { r, report };
  };

  it.runIf(isRoot)("as nobody: a worktree write works, a HOME write fails, the gate passes", () => {
    const f = makeFixture();
    const { report } = enforcedAsNobody(f, 'echo ok > ok.txt\nif echo x >> "$HOME/.bashrc"; then exit 9; fi');
    expect(report.command.exit_code).toBe(0);
    expect(readFileSync(join(f.wt, "ok.txt"), "utf8")).toBe("ok\n");
    expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n");
  });

  it.runIf(isRoot)(
    "as nobody: a nested user namespace gets every capability but cannot unlock the read-only mounts",
    () => {
      const f = makeFixture();
      const inner = [
        'mount -o remount,rw,bind "$HOME" 2>/dev/null',
        'umount "$HOME" 2>/dev/null',
        'mount -o remount,rw "$HOME" 2>/dev/null',
        'echo x >> "$HOME/.bashrc" && exit 9',
        'mount --bind "$PWD" "$HOME" 2>/dev/null && echo x >> "$HOME/.bashrc"',
        "exit 0",
      ].join("; ");
      const { r, report } = enforcedAsNobody(f, `unshare -Urm sh -c '${inner}'`);
      expect(report.command.exit_code, r.stderr).toBe(0);
      expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n");
    },
  );
});
