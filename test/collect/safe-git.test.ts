import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, type Fixture, git, makeFixture, snapshotCli } from "./fixture.js";

const HOOKS = [
  "pre-commit",
  "post-checkout",
  "post-index-change",
  "reference-transaction",
  "pre-auto-gc",
  "fsmonitor-watchman",
];

/** Every program a hostile repository can configure, each touching its own marker file when run. */
function plant(f: Fixture): string[] {
  const markers: string[] = [];
  const prog = (name: string, body = "cat") => {
    const file = join(f.T, `${name}.sh`);
    const marker = join(f.T, `RAN-${name}`);
    writeFileSync(file, `#!/bin/sh\ntouch "${marker}"\n${body}\n`, { mode: 0o755 });
    markers.push(marker);
    return file;
  };
  // Content the filters and diff drivers would be asked about: committed, staged, unstaged (racy), untracked.
  writeFileSync(join(f.wt, ".gitattributes"), "* filter=evil diff=evil\n");
  writeFileSync(join(f.wt, "racy.txt"), "aaaa\n");
  git(["add", "."], f.wt);
  git(["commit", "-q", "-m", "attributes"], f.wt);
  writeFileSync(join(f.wt, "staged.txt"), "staged\n");
  git(["add", "staged.txt"], f.wt);
  writeFileSync(join(f.wt, "untracked.txt"), "u\n");
  // A same-size edit with the mtime put back and the index made "racy": git must re-read the file to
  // know whether it changed, which is exactly when a clean filter would run.
  copyFileSync(join(f.wt, "racy.txt"), join(f.T, "racy.ref"));
  const { atime, mtime } = lstatSync(join(f.wt, "racy.txt"));
  writeFileSync(join(f.wt, "racy.txt"), "bbbb\n");
  utimesSync(join(f.wt, "racy.txt"), atime, mtime);
  const gitDir = git(["rev-parse", "--path-format=absolute", "--git-dir"], f.wt).trim();
  utimesSync(join(gitDir, "index"), atime, mtime);

  const cfg = (k: string, v: string) => git(["config", k, v], f.repo);
  cfg("core.fsmonitor", prog("fsmonitor", "echo"));
  cfg("core.trustctime", "false");
  cfg("core.checkStat", "minimal");
  cfg("filter.evil.clean", prog("clean"));
  cfg("filter.evil.smudge", prog("smudge"));
  cfg("filter.evil.process", prog("process"));
  cfg("filter.evil.required", "true");
  cfg("diff.evil.textconv", prog("textconv"));
  cfg("diff.evil.command", prog("diffcmd"));
  cfg("diff.external", prog("external"));
  cfg("core.pager", prog("pager"));
  cfg("core.sshCommand", prog("ssh"));
  const hooksDir = join(f.T, "planted-hooks");
  mkdirSync(hooksDir);
  for (const h of HOOKS) {
    const file = prog(`hook-${h}`);
    copyFileSync(file, join(hooksDir, h));
    copyFileSync(file, join(f.repo, ".git", "hooks", h));
    chmodSync(join(hooksDir, h), 0o755);
    chmodSync(join(f.repo, ".git", "hooks", h), 0o755);
  }
  cfg("core.hooksPath", hooksDir);
  // The same in the (test) user's global config, which forge-gate does not read at all.
  writeFileSync(join(f.home, ".gitconfig"), `[core]\n\tfsmonitor = ${prog("global-fsmonitor", "echo")}\n`);
  return markers;
}

/** Every file under `dir` with its lstat times, size and inode, to show nothing was written. */
function stamp(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      const st = lstatSync(p, { bigint: true });
      out.set(p, `${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs} ${st.mode}`);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

describe("forge-gate runs git safely", () => {
  it("never runs a planted fsmonitor, filter, diff driver, pager or hook, and writes nothing into .git", () => {
    const f = makeFixture();
    const markers = plant(f);
    const before = stamp(join(f.repo, ".git"));
    const snap = snapshotCli(f);
    expect(snap.status, snap.stderr).toBe(0);
    const { snapshot, digest } = JSON.parse(snap.stdout) as { snapshot: string; digest: string };

    const r = cli(f, [
      "collect",
      "--lease",
      f.lease,
      "--snapshot",
      snapshot,
      "--snapshot-digest",
      digest,
      "--format",
      "json",
    ]);
    expect(r.status, r.stderr).toBe(0);
    const repoOnly = cli(f, ["collect", "--lease", f.lease, "--base", "main", "--format", "json"]);
    expect(repoOnly.status, repoOnly.stderr).toBe(0);

    for (const m of markers) expect(existsSync(m), `${m} must not exist`).toBe(false);
    expect(stamp(join(f.repo, ".git"))).toEqual(before);

    // And it still saw the work, racy edit included.
    const changes = (JSON.parse(repoOnly.stdout) as { changes: { path: string; change: string }[] }).changes;
    const paths = changes.map((c) => c.path);
    for (const p of ["racy.txt", "staged.txt", "untracked.txt", ".gitattributes"])
      expect(paths).toContain(join(f.wt, p));
  });

  it("the plants are live: plain git runs them (so the test above could fail)", () => {
    const f = makeFixture();
    plant(f);
    const env = { ...process.env, HOME: f.home, GIT_PAGER: "" };
    spawnSync("git", ["diff-files", "--name-status"], { cwd: f.wt, env });
    expect(existsSync(join(f.T, "RAN-clean")) || existsSync(join(f.T, "RAN-process"))).toBe(true);
    spawnSync("git", ["status"], { cwd: f.wt, env });
    expect(existsSync(join(f.T, "RAN-fsmonitor"))).toBe(true);
    // (the required process filter would abort a patch first, so it is lifted for this one check)
    const lift = ["-c", "filter.evil.process=", "-c", "filter.evil.required=false"];
    spawnSync("git", [...lift, "diff", "HEAD~1", "HEAD"], { cwd: f.wt, env });
    expect(existsSync(join(f.T, "RAN-external")) || existsSync(join(f.T, "RAN-diffcmd"))).toBe(true);
  });
});
