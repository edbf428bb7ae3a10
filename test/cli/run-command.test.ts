import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { runCli } from "../support/cli.js";

// `run -- CMD` with a CMD that cannot run is a usage error found before the snapshot: a typo must
// not first cost a walk of every watched root (the home and temp directories can hold millions of
// entries), and it must never leave a manifest behind or pass.

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = mkdtempSync(join(tmpdir(), "fg-run-cmd-home-"));
});
afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function run(cmd: string[], format = "text") {
  const snapDir = mkdtempSync(join(home, "snap-"));
  const r = runCli(
    [
      "run",
      "--lease",
      repo.lease,
      "--default-roots",
      "worktree",
      "--snapshot-dir",
      snapDir,
      "--format",
      format,
      "--",
      ...cmd,
    ],
    { cwd: repo.wt, env: { HOME: home, TMPDIR: home } },
  );
  return { ...r, snapshots: readdirSync(snapDir) };
}

describe("run: a command that cannot run", () => {
  const notExecutable = () => {
    const dir = join(home, "bin");
    mkdirSync(dir, { recursive: true });
    const f = join(dir, "not-exec.sh");
    writeFileSync(f, "#!/bin/sh\nexit 0\n");
    chmodSync(f, 0o644);
    return f;
  };
  it.each([
    ["a bare name not on PATH", () => "forge-gate-no-such-agent", /not found on PATH \(ENOENT\)/],
    ["a missing path", () => "./no-such-agent.sh", /no such file \(ENOENT\)/],
    ["a directory", () => "/", /not an executable file \(EACCES\)/],
    ["a file without the execute bit", notExecutable, /not an executable file \(EACCES\)/],
  ])("%s: exit 2 before any snapshot, saying how to fix it", (_what, cmd, why) => {
    const r = run([cmd()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(why);
    expect(r.stderr).toContain("Check the command after `--`");
    expect(r.stderr).not.toContain("snapshot taken");
    expect(r.snapshots).toEqual([]);
  });

  it("--format json carries the error verdict", () => {
    const r = run(["forge-gate-no-such-agent"], "json");
    expect(r.status).toBe(2);
    const doc = JSON.parse(r.stdout);
    expect(doc.verdict).toBe("error");
    expect(doc.error.code).toBe("command_failed");
    expect(r.snapshots).toEqual([]);
  });

  it("a command found on PATH still runs (and its write is judged)", () => {
    const r = run(["bash", "-c", "echo ok > inside.txt"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("snapshot taken");
  });
});
