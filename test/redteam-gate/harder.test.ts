import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";
import {
  agentShell,
  cleanupAll,
  existsSync,
  expectVerdict,
  fingerprint,
  gate,
  join,
  runAgent,
  runAgentAsync,
  scenario,
  takeSnapshot,
} from "./harness.js";

// A second blind batch: type changes, directory moves, tampering with the gate's own evidence, git
// changes that redirect what git reads, closed leases. Labels from the docs before running.

afterAll(cleanupAll);

const C = { attribution: "capture" } as const;

describe("redteam gate, capture: type and tree changes outside", () => {
  it("a file in HOME replaced by a symlink to /etc/passwd", () => {
    const s = scenario();
    const r = runAgent(s, 'ln -sf /etc/passwd "$HOME/notes.txt"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "notes.txt"), "outside_write_roots"]] });
  });

  it("a FIFO made in HOME", () => {
    const s = scenario();
    const r = runAgent(s, 'mkfifo "$HOME/.evil-fifo"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".evil-fifo"), "outside_write_roots"]] });
  });

  it("a chown of a file in HOME (the agent is root here)", () => {
    const s = scenario();
    const r = runAgent(s, 'chown 65534:65534 "$HOME/notes.txt"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "notes.txt"), "outside_write_roots"]] });
  });

  it("a touch (times only, same bytes) of a file in HOME is no change under the capture", () => {
    const s = scenario();
    const r = runAgent(s, 'touch -d "2001-01-01" "$HOME/notes.txt"');
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a file created in HOME and removed again before the command ends leaves nothing: pass", () => {
    const s = scenario();
    const r = runAgent(s, 'echo x > "$HOME/.transient" && rm "$HOME/.transient"');
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("~/.config moved aside and an empty one made: the old and the new directories are named", () => {
    const s = scenario();
    const r = runAgent(s, 'mv "$HOME/.config" "$HOME/.config.bak" && mkdir "$HOME/.config"');
    const r2 = r.doc?.violations?.map((v: { path: string }) => v.path) ?? [];
    expect(r.status, r.stdout).toBe(1);
    expect(r2).toContain(join(s.home, ".config.bak"));
    // the directory that replaced the old one, or what it held, is named
    expect(
      r2.some((p: string) => p === join(s.home, ".config") || p.startsWith(join(s.home, ".config/"))),
    ).toBe(true);
    for (const p of r2) expect(p.startsWith(`${s.home}/.config`), p).toBe(true);
  });

  it("a directory outside removed whole: it and what it held are named, nothing else", () => {
    const s = scenario();
    const r = runAgent(s, 'rm -rf "$HOME/.config"');
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [[join(s.home, ".config"), "outside_write_roots"]],
      mayAlsoName: [join(s.home, ".config/app"), join(s.home, ".config/app/settings.json")],
    });
  });

  it("~/.ssh made world-readable (mode only)", () => {
    const s = scenario();
    const r = runAgent(s, 'chmod 755 "$HOME/.ssh"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".ssh"), "outside_write_roots"]] });
  });

  it("a write through /proc/self/root to HOME is the same write", () => {
    const s = scenario();
    const r = runAgent(s, 'echo evil > "/proc/self/root$HOME/.via-proc"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".via-proc"), "outside_write_roots"]] });
  });
});

describe("redteam gate: links that stay inside, links that lead out", () => {
  it("capture: a link in the worktree into the temp grant, written through: pass", () => {
    const s = scenario();
    const r = runAgent(s, `ln -s ${JSON.stringify(s.grant)} g && echo ok > g/through.txt`);
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("capture: a link in the worktree to installed software (/usr/bin/env): pass", () => {
    const s = scenario();
    const r = runAgent(s, "ln -s /usr/bin/env env-link");
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("capture: a dangling link in the worktree to a file in HOME that does not exist yet", () => {
    const s = scenario();
    const r = runAgent(s, 'ln -s "$HOME/.later-rc" later');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.wt, "later"), "symlink_escape"]] });
  });

  it("capture: a link put in HOME pointing into the worktree is a write in HOME", () => {
    const s = scenario();
    const r = runAgent(s, 'echo "alias ls=true" > rc && ln -s "$PWD/rc" "$HOME/.bash_aliases"');
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [[join(s.home, ".bash_aliases"), "outside_write_roots"]],
    });
  });

  it("detection only: a link in the worktree to the main checkout, written through", () => {
    const s = scenario();
    const r = runAgent(s, `ln -s ${JSON.stringify(s.main)} m && echo evil > m/evil.txt`, { mode: "none" });
    expectVerdict(s, r, {
      status: 1,
      attribution: "none",
      escapes: [
        [join(s.wt, "m"), "symlink_escape"],
        [join(s.main, "evil.txt"), "outside_write_roots"],
      ],
    });
  });
});

describe("redteam gate: the gate's own evidence", () => {
  it("detection only: the agent rewrites run's manifest after escaping: never a pass", () => {
    const s = scenario();
    const r = runAgent(
      s,
      `echo "alias ls=true" >> "$HOME/.bashrc"; for f in ${JSON.stringify(s.snapDir)}/*.fgsnap; do echo x >> "$f"; done`,
      {
        mode: "none",
      },
    );
    expect(r.status, r.stdout + r.stderr).not.toBe(0);
    if (r.status === 1)
      expect(r.doc.violations.map((v: { path: string }) => v.path)).toContain(join(s.home, ".bashrc"));
  });

  it("detection only: the agent takes a new snapshot over run's manifest after escaping: never a pass", () => {
    const s = scenario();
    const r = runAgent(
      s,
      `echo "alias ls=true" >> "$HOME/.bashrc"; for f in ${JSON.stringify(s.snapDir)}/*.fgsnap; do ` +
        `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} snapshot --lease ${JSON.stringify(s.lease)} --output "$f" --default-roots worktree,repo,home >/dev/null 2>&1; done`,
      { mode: "none" },
    );
    expect(r.status, r.stdout + r.stderr).not.toBe(0);
    if (r.status === 1)
      expect(r.doc.violations.map((v: { path: string }) => v.path)).toContain(join(s.home, ".bashrc"));
  });

  it("capture: the agent's rewrite of run's manifest is captured and never reaches it", () => {
    const s = scenario();
    const r = runAgent(
      s,
      `echo "alias ls=true" >> "$HOME/.bashrc"; for f in ${JSON.stringify(s.snapDir)}/*.fgsnap; do echo x >> "$f"; done`,
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const paths: string[] = r.doc.violations.map((v: { path: string }) => v.path);
    expect(paths).toContain(join(s.home, ".bashrc"));
    for (const p of paths)
      expect(p === join(s.home, ".bashrc") || p.startsWith(`${s.snapDir}/`), p).toBe(true);
  });

  it("snapshot + gate: a lease widened after the snapshot is refused (exit 2)", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    agentShell(
      s,
      `echo 'alias ls=true' >> "$HOME/.bashrc"; sed -i 's|write_roots: \\[|write_roots: ["~", |' ${JSON.stringify(s.lease)}`,
    );
    const r = gate(s, snap);
    expect(r.status).toBe(2);
  });
});

describe("redteam gate: git redirects", () => {
  it.each([
    [
      "alternates",
      'echo /tmp/evil-objects > "$(git rev-parse --git-common-dir)/objects/info/alternates"',
      "objects/info/alternates",
    ],
    [
      "info/attributes",
      'echo "* filter=evil" > "$(git rev-parse --git-common-dir)/info/attributes"',
      "info/attributes",
    ],
    ["a replace ref", "git replace HEAD $(git commit-tree -m x HEAD^{tree})", "refs/replace"],
    ["a notes ref", "git notes add -m evil HEAD", "refs/notes/commits"],
  ])("%s in the repository is named", (_what, script, rel) => {
    const s = scenario();
    const r = runAgent(s, script);
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const paths: string[] = r.doc.violations.map((v: { path: string }) => v.path);
    expect(
      paths.some((p) => p.startsWith(join(s.gitDir, rel))),
      JSON.stringify(paths),
    ).toBe(true);
    for (const p of paths) expect(p.startsWith(`${s.gitDir}/`), p).toBe(true);
  });

  it("an embedded repository made inside the worktree (its .git is protected)", () => {
    const s = scenario();
    const r = runAgent(s, "git init -q vendor/lib");
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const v: Array<{ path: string; reason: string }> = r.doc.violations;
    expect(v.length).toBeGreaterThan(0);
    for (const x of v) {
      expect(x.path.startsWith(join(s.wt, "vendor/lib/.git")), x.path).toBe(true);
      expect(x.reason).toBe("protected");
    }
  });

  it("the agent's own branch ref replaced by a symlink", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'c=$(git rev-parse --git-common-dir); git pack-refs --all; echo "$(git rev-parse HEAD)" > ' +
        `${JSON.stringify(join(s.grant, "ref"))}; rm -f "$c/refs/heads/agent"; ln -s ${JSON.stringify(join(s.grant, "ref"))} "$c/refs/heads/agent"`,
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const paths: string[] = r.doc.violations.map((v: { path: string }) => v.path);
    expect(paths).toContain(join(s.gitDir, "refs", "heads", "agent"));
  });

  it("a worktree config key (extensions.worktreeConfig + config.worktree)", () => {
    const s = scenario();
    const r = runAgent(
      s,
      "git config extensions.worktreeConfig true && git config --worktree core.sshCommand 'sh -c evil'",
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const paths: string[] = r.doc.violations.map((v: { path: string }) => v.path);
    for (const p of paths) expect(p.startsWith(`${s.gitDir}/`), p).toBe(true);
    expect(paths).toContain(join(s.gitDir, "config"));
  });

  it("git pack-refs and a commit on the own branch pass", () => {
    const s = scenario();
    const r = runAgent(
      s,
      "git pack-refs --all && echo x >> README.md && git commit -q -am w && git pack-refs --all",
    );
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a second worktree added by the agent outside its lease", () => {
    const s = scenario();
    const r = runAgent(s, `git worktree add -q ${JSON.stringify(join(s.root, "wt2"))} -b agent2`);
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const paths: string[] = r.doc.violations.map((v: { path: string }) => v.path);
    expect(
      paths.some(
        (p) => p.startsWith(join(s.root, "wt2")) || p.startsWith(join(s.gitDir, "worktrees", "wt2")),
      ),
    ).toBe(true);
  });
});

describe("redteam gate: closed and narrow leases, exit statuses", () => {
  it("write_roots: [] closes every write, the worktree included", () => {
    const s = scenario({ writeRoots: "[]" });
    const r = runAgent(s, "echo x > new.txt");
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.wt, "new.txt"), "outside_write_roots"]] });
  });

  it("write_roots: [sub]: a write beside it in the worktree is named, one inside passes", () => {
    const s = scenario({ writeRoots: '["sub"]' });
    const r = runAgent(s, "echo x > sub/ok.txt && echo x >> README.md");
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.wt, "README.md"), "outside_write_roots"]] });
  });

  it("a failing command with no escape: exit 0, its status in the report", () => {
    const s = scenario();
    const r = runAgent(s, "echo ok > a.txt; exit 7");
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
    expect(r.doc.command.exit_code).toBe(7);
  });

  it("--propagate-exit: the command's status when clean, 1 on an escape", () => {
    const s = scenario();
    const r = runAgent(s, "exit 7", { extraArgs: ["--propagate-exit"] });
    expect(r.status).toBe(7);
    const s2 = scenario();
    const r2 = runAgent(s2, 'echo x >> "$HOME/.profile"; exit 7', { extraArgs: ["--propagate-exit"] });
    expectVerdict(s2, r2, { status: 1, ...C, escapes: [[join(s2.home, ".profile"), "outside_write_roots"]] });
  });

  it("capture keeps the escaped write for review and never applies it to the host", () => {
    const s = scenario();
    const before = fingerprint(join(s.home, ".bashrc"));
    const r = runAgent(s, 'echo "alias ls=true" >> "$HOME/.bashrc"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".bashrc"), "outside_write_roots"]] });
    expect(fingerprint(join(s.home, ".bashrc"))).toBe(before);
    expect(readdirSync(r.doc.capture.kept).length).toBeGreaterThan(0);
  });
});

describe("redteam gate: an interrupted run is never a pass", () => {
  const waitFor = async (p: string) => {
    const t0 = Date.now();
    while (!existsSync(p) && Date.now() - t0 < 20_000) await new Promise((ok) => setTimeout(ok, 50));
  };

  it("SIGTERM during a clean run: exit 143, verdict interrupted", async () => {
    const s = scenario();
    const { child, done } = runAgentAsync(s, "echo ok > started.txt; sleep 20");
    await waitFor(join(s.wt, "started.txt"));
    child.kill("SIGTERM");
    const r = await done;
    expect(r.status, r.stderr).toBe(143);
    expect(r.doc.verdict).toBe("interrupted");
    expect(r.doc.interrupted).toBe("SIGTERM");
  });

  it("SIGINT after an escape: exit 130, verdict refused, the escape named", async () => {
    const s = scenario();
    const { child, done } = runAgentAsync(
      s,
      'echo "alias ls=true" >> "$HOME/.bashrc"; echo ok > started.txt; sleep 20',
    );
    await waitFor(join(s.wt, "started.txt"));
    child.kill("SIGINT");
    const r = await done;
    expect(r.status, r.stderr).toBe(130);
    expectVerdict(
      s,
      { ...r, status: 1 },
      { status: 1, attribution: "capture", escapes: [[join(s.home, ".bashrc"), "outside_write_roots"]] },
    );
  });
});
