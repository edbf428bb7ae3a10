import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type Fixture,
  GIT_DIRS,
  gateReport,
  gateRun,
  git,
  makeFixture,
  type RunReport,
  snapshotCli,
} from "./fixture.js";

/*
 * Git judged by meaning, with a real bash as the agent and real git. Ordinary git work passes however
 * git chooses to store it (loose or packed refs, rewritten config, gc); anything that changes what git
 * runs, reads or points at is an escape, wherever it lives (common dir, the agent's own gitdir, a module).
 */

const HAS_SETFATTR = spawnSync("setfattr", ["--version"]).status === 0;
const HAS_SETFACL = spawnSync("setfacl", ["--version"]).status === 0;

/** Shell prelude: where git keeps this worktree's state, and an object id's fan-out split. */
const DIRS = [
  GIT_DIRS,
  // An object id's fan-out directory and file name: split_id ID sets $pre and $rest.
  'split_id() { pre="$(printf %.2s "$1")"; rest="$(printf %s "$1" | cut -c3-)"; }',
].join("\n");

function run(f: Fixture, script: string, extra: string[] = []): ReturnType<typeof gateReport> {
  return gateReport(f, `${DIRS}\n${script}`, extra);
}

interface Scenario {
  name: string;
  script: string;
  setup?: (f: Fixture) => void;
  /** A path (or a piece of one) the violations must name. */
  names?: (f: Fixture) => string;
  skip?: boolean;
  /**
   * The trick cannot even be made under the default capture layer (why): the rule is tested with
   * detection only, and the capture is shown to prevent it.
   */
  preventedByCapture?: string;
}

const BIG_COMMIT = [
  "mkdir -p big",
  'for i in $(seq 1 300); do echo "file $i" > big/f$i.txt; done',
  "git add big && git commit -qm big",
].join("\n");

const CLEAN: Scenario[] = [
  {
    name: "commits on its own branch",
    script: "echo x >> README.md\ngit commit -qam one\necho y >> README.md\ngit commit -qam two",
  },
  {
    name: "git bisect (git writes an empty packed-refs and per-worktree refs)",
    script: [
      "for i in 1 2 3 4; do echo $i >> README.md; git commit -qam c$i; done",
      "git bisect start -q HEAD HEAD~3 >/dev/null",
      "git bisect good >/dev/null",
      "git bisect bad >/dev/null || true",
      "git bisect reset -q",
    ].join("\n"),
  },
  {
    name: "git branch then git branch -D (a byte-identical rewrite of the config)",
    script: "git branch scratch\ngit branch -D scratch",
  },
  {
    name: "a config key set and unset again (the section header stays: same meaning)",
    script: "git config --local forge.test 1\ngit config --local --unset forge.test",
  },
  {
    name: "gc after a large commit (loose objects packed, refs packed, fan-out dirs removed)",
    script: `${BIG_COMMIT}\ngit gc -q`,
  },
  {
    name: "automatic gc after a large commit",
    script: `${BIG_COMMIT}\ngit -c gc.auto=50 -c gc.autoDetach=false -c gc.autoPackLimit=1 gc --auto -q`,
  },
  {
    name: "new object fan-out directories after a gc freed the old ones (reused inodes)",
    script: `${BIG_COMMIT}\ngit gc -q\nfor i in $(seq 1 40); do echo "again $i" > big/g$i.txt; done\ngit add big && git commit -qm again`,
  },
  { name: "git repack -a -d", script: `${BIG_COMMIT}\ngit repack -q -a -d` },
  {
    name: "a detached automatic gc still running when the agent exits (killed by run, leftovers inert)",
    script: `${BIG_COMMIT}\ngit -c gc.auto=50 -c gc.autoPackLimit=1 gc --auto -q`,
  },
  { name: "git pack-refs --all (refs move into packed-refs unchanged)", script: "git pack-refs --all" },
  {
    name: "a new branch, checked out and committed on",
    script: "git checkout -q -b feature\necho f > f.txt\ngit add f.txt\ngit commit -qm f",
  },
  { name: "git stash push and pop", script: "echo s >> README.md\ngit stash -q\ngit stash pop -q" },
  {
    name: "a scratch file created and removed in $HOME (the directory's times move, nothing else)",
    script: 'touch "$HOME/.lock-x" && rm "$HOME/.lock-x"',
  },
  {
    name: "git rebase on its own branch",
    script:
      "echo a > a1\ngit add a1\ngit commit -qm a1\necho b > b1\ngit add b1\ngit commit -qm b1\ngit rebase -q HEAD~1 --exec true",
  },
];

const ESCAPES: Scenario[] = [
  {
    name: "core.fsmonitor planted in the common config",
    script: 'git config core.fsmonitor "$T/fsmon"',
    names: (f) => join(f.repo, ".git", "config"),
  },
  {
    name: "a corrupted config (core.bare = fals3): refused on the host evidence, git scope reported not covered",
    script: 'printf "[core]\\n\\tbare = fals3\\n" >> "$COMMON/config"',
    names: (f) => join(f.repo, ".git", "config"),
  },
  {
    name: "config.worktree in the agent's own gitdir",
    script: 'printf "[core]\\n\\tfsmonitor = /tmp/x\\n" > "$GITDIR/config.worktree"',
    names: (f) => join(f.repo, ".git", "worktrees", "wt", "config.worktree"),
  },
  {
    name: "a hook in the agent's own gitdir",
    script: 'mkdir -p "$GITDIR/hooks"\nprintf "#!/bin/sh\\n" > "$GITDIR/hooks/pre-commit"',
    names: () => "/hooks/pre-commit",
  },
  {
    name: "a module's config with core.fsmonitor under the agent's own gitdir",
    script:
      'mkdir -p "$GITDIR/modules/lib"\necho "ref: refs/heads/main" > "$GITDIR/modules/lib/HEAD"\nprintf "[core]\\n\\tfsmonitor = /tmp/x\\n" > "$GITDIR/modules/lib/config"',
    names: () => "/modules/lib/config",
  },
  {
    name: "a module's hook under the common dir",
    script:
      'mkdir -p "$COMMON/modules/lib/hooks"\nprintf "#!/bin/sh\\n" > "$COMMON/modules/lib/hooks/post-checkout"',
    names: () => "/modules/lib/hooks/post-checkout",
  },
  {
    name: "alternates pointing the object store elsewhere",
    script: 'echo "$T/evil-objects" > "$COMMON/objects/info/alternates"',
    names: () => "objects/info/alternates",
  },
  {
    name: "another branch moved (loose ref)",
    script: "git commit -q --allow-empty -m x\ngit update-ref refs/heads/main HEAD",
    names: () => "refs/heads/main",
  },
  {
    name: "another branch moved while packed",
    script:
      "git pack-refs --all\ngit commit -q --allow-empty -m x\ngit update-ref --no-deref refs/heads/main HEAD\ngit pack-refs --all",
    names: () => "packed-refs",
  },
  {
    name: "another branch deleted",
    setup: (f) => git(["branch", "keep"], f.repo),
    script: "git branch -D keep >/dev/null",
    names: () => "refs/heads/keep",
  },
  {
    name: "a replace ref (rewrites what an object means)",
    script: 'git replace -f HEAD "$(git commit-tree -m fake HEAD^{tree})"',
    names: () => "refs/replace/",
  },
  {
    name: "an object deleted (lost)",
    script: 'obj="$(git rev-parse HEAD:README.md)"; split_id "$obj"\nrm -f "$COMMON/objects/$pre/$rest"',
    names: () => "/objects/",
  },
  {
    name: "the agent's own branch ref replaced by a symlink to a world-writable file",
    script:
      'cp "$COMMON/refs/heads/agent" "$T/tmp/ref"\nchmod 666 "$T/tmp/ref"\nln -sf "$T/tmp/ref" "$COMMON/refs/heads/agent"',
    names: () => "refs/heads/agent",
  },
  {
    name: "an object fan-out directory replaced by a symlink to a world-writable directory",
    script: [
      'obj="$(git rev-parse HEAD:README.md)"; split_id "$obj"',
      'mkdir -p "$T/tmp/ww" && chmod 1777 "$T/tmp/ww"',
      'mv "$COMMON/objects/$pre" "$T/tmp/ww/fan"',
      'ln -s "$T/tmp/ww/fan" "$COMMON/objects/$pre"',
    ].join("\n"),
    names: () => "/objects/",
  },
  {
    name: "an object replaced by a symlink to a world-writable file",
    script: [
      'obj="$(git rev-parse HEAD:README.md)"; split_id "$obj"',
      'cp "$COMMON/objects/$pre/$rest" "$T/tmp/obj" && chmod 666 "$T/tmp/obj"',
      'ln -sf "$T/tmp/obj" "$COMMON/objects/$pre/$rest"',
    ].join("\n"),
    names: () => "/objects/",
  },
  {
    name: "a valid new object hardlinked from outside",
    preventedByCapture:
      "the fixture's temp dir is private: a hard link from it into git's objects crosses mounts",
    script: [
      'git init -q "$T/tmp/other"',
      'obj="$(echo planted | git -C "$T/tmp/other" hash-object -w --stdin)"; split_id "$obj"',
      'mkdir -p "$COMMON/objects/$pre"',
      'ln "$T/tmp/other/.git/objects/$pre/$rest" "$COMMON/objects/$pre/$rest"',
    ].join("\n"),
    names: () => "/objects/",
  },
  {
    name: "the main checkout's HEAD rewritten",
    script: 'echo "ref: refs/heads/agent" > "$COMMON/HEAD"',
    names: (f) => join(f.repo, ".git", "HEAD"),
  },
  {
    name: "info/exclude edited",
    script: 'echo "*.secret" >> "$COMMON/info/exclude"',
    names: () => "info/exclude",
  },
  {
    name: "the common config made world-writable",
    script: 'chmod 666 "$COMMON/config"',
    names: (f) => join(f.repo, ".git", "config"),
  },
  {
    name: "chgrp on a directory in $HOME",
    setup: (f) => mkdirSync(join(f.home, ".ssh"), { mode: 0o700 }),
    script: 'chgrp 1 "$HOME/.ssh"',
    names: (f) => join(f.home, ".ssh"),
  },
  {
    name: "an xattr on a directory in $HOME",
    skip: !HAS_SETFATTR,
    setup: (f) => mkdirSync(join(f.home, ".ssh"), { mode: 0o700 }),
    script: 'setfattr -n user.forge -v x "$HOME/.ssh"',
    names: (f) => join(f.home, ".ssh"),
  },
  {
    name: "an xattr on a directory in $HOME, masked by an entry created and removed there too",
    skip: !HAS_SETFATTR,
    setup: (f) => mkdirSync(join(f.home, ".ssh"), { mode: 0o700 }),
    script: 'setfattr -n user.forge -v x "$HOME/.ssh"\ntouch "$HOME/.ssh/tmp" && rm "$HOME/.ssh/tmp"',
    names: (f) => join(f.home, ".ssh"),
  },
  {
    name: "a default ACL on a directory in $HOME, masked by an entry created and removed there too",
    skip: !HAS_SETFACL,
    setup: (f) => mkdirSync(join(f.home, ".ssh"), { mode: 0o700 }),
    script: 'touch "$HOME/.ssh/tmp"\nsetfacl -d -m u:1:rwx "$HOME/.ssh"\nrm "$HOME/.ssh/tmp"',
    names: (f) => join(f.home, ".ssh"),
  },
  {
    name: "a default ACL on a directory in $HOME",
    skip: !HAS_SETFACL,
    setup: (f) => mkdirSync(join(f.home, ".ssh"), { mode: 0o700 }),
    script: 'setfacl -d -m u:1:rwx "$HOME/.ssh"',
    names: (f) => join(f.home, ".ssh"),
  },
];

describe("ordinary git work passes (forge-gate run, exit 0)", () => {
  for (const s of CLEAN) {
    it(s.name, () => {
      const f = makeFixture();
      s.setup?.(f);
      const { status, report, stderr } = run(f, s.script);
      expect(report.violations, stderr).toEqual([]);
      expect(status).toBe(0);
      expect(report.verdict).toBe("pass");
    });
  }
});

describe("git tricks are escapes (forge-gate run, exit 1, the path named)", () => {
  for (const s of ESCAPES) {
    it.skipIf(s.skip === true)(s.name, () => {
      const f = makeFixture();
      s.setup?.(f);
      const { status, report, stderr } = run(
        f,
        s.script,
        s.preventedByCapture === undefined ? [] : ["--attribution", "none"],
      );
      expect(status, stderr).toBe(1);
      expect(report.verdict).toBe("refused");
      const want = s.names?.(f);
      if (want !== undefined) expect(report.violations.map((v) => v.path).join("\n")).toContain(want);
    });
  }
  for (const s of ESCAPES.filter((x) => x.preventedByCapture !== undefined)) {
    it(`${s.name}: cannot be made under the capture layer (${s.preventedByCapture})`, () => {
      const f = makeFixture();
      s.setup?.(f);
      const { status, report, stderr } = run(f, s.script);
      expect(report.command.exit_code, stderr).not.toBe(0);
      expect(report.violations, stderr).toEqual([]);
      expect(status).toBe(0);
    });
  }
});

describe("evidence is never thrown away", () => {
  it("a corrupted config: the host change refuses, and the git scope is reported as not covered", () => {
    const f = makeFixture();
    const { status, report } = run(f, 'printf "[core]\\n\\tbare = fals3\\n" >> "$COMMON/config"');
    expect(status).toBe(1);
    const coverage = report.coverage as RunReport["coverage"] & {
      failed?: { scope: string; reason: string }[];
    };
    expect(coverage.failed?.map((x) => x.scope)).toContain("git");
  });

  it("git scope failing with nothing else to prove an escape is exit 2, not a pass", () => {
    // A base that does not resolve: the repository scope cannot be compared, and nothing else escaped.
    const f = makeFixture({ leaseExtra: "" });
    writeFileSync(f.lease, readFileSync(f.lease, "utf8").replace("base: main", "base: no-such-ref"));
    const r = gateRun(f, "echo fine > inside.txt");
    expect(r.status, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/no-such-ref/);
  });
});

describe("the manifest records what the repository means, not its secrets", () => {
  it("config values are kept as digests (a token in a remote URL never lands in the manifest)", () => {
    const f = makeFixture();
    git(["config", "remote.origin.url", "https://x:SECRET-TOKEN-123@example.com/o/r.git"], f.repo);
    const r = snapshotCli(f);
    expect(r.status, r.stderr).toBe(0);
    const manifest = readFileSync(JSON.parse(r.stdout).snapshot, "utf8");
    expect(manifest).toContain('"git_state"');
    expect(manifest).toContain("remote.origin.url");
    expect(manifest).not.toContain("SECRET-TOKEN-123");
  });
});

describe("run reports changes that were there before the command as pre-existing", () => {
  function protectedFixture(): Fixture {
    const f = makeFixture({ leaseExtra: 'protect: [".github/workflows/**"]\n' });
    mkdirSync(join(f.wt, ".github", "workflows"), { recursive: true });
    writeFileSync(join(f.wt, ".github", "workflows", "ci.yml"), "on: push\n");
    writeFileSync(join(f.wt, "left-over.txt"), "from an earlier session\n");
    return f;
  }

  it("untracked files left before the run are listed as pre-existing, not judged as the command's", () => {
    const f = protectedFixture();
    const r = gateRun(f, "echo work > new.txt");
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.trim().split("\n").pop()!) as RunReport & {
      preexisting: { path: string }[];
    };
    expect(report.preexisting.map((c) => c.path)).toEqual(
      expect.arrayContaining([join(f.wt, ".github", "workflows", "ci.yml"), join(f.wt, "left-over.txt")]),
    );
    expect(report.changes.map((c) => c.path)).toContain(join(f.wt, "new.txt"));
    expect(report.changes.map((c) => c.path)).not.toContain(join(f.wt, "left-over.txt"));
  });

  it("the command committing a pre-existing file into a protected path is its own change (refused)", () => {
    const f = protectedFixture();
    const r = gateRun(f, "git add .github && git commit -qm ci");
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const report = JSON.parse(r.stdout.trim().split("\n").pop()!) as RunReport;
    expect(report.violations.map((v) => v.path)).toContain(join(f.wt, ".github", "workflows", "ci.yml"));
  });
});
