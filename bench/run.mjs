// Times `forge-gate run -- true` on a 200,000-file git worktree (2,000 directories, every file
// committed): the default run (the capture layer: its facts, the probe, the namespace and overlays
// around the command, the scan of what it captured) against the same build with `--attribution none`
// (detection only: no layer at all) and, with BENCH_BASE_CLI=other/dist/cli.js, against another build
// (today's main: `git worktree add ../main-build main && (cd ../main-build && npm ci && npm run build)`).
// Prints medians of wall time and of CPU time (user + system of the whole process tree, which the
// load of a shared machine disturbs far less), interleaved so load falls on every variant alike.
// Run: npm run bench:run   (BENCH_FILES, BENCH_DIRS, BENCH_RUNS to change the size)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FILES = Number(process.env.BENCH_FILES ?? 200_000);
const DIRS = Number(process.env.BENCH_DIRS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const BASE_CLI = process.env.BENCH_BASE_CLI ?? null;
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

const base = mkdtempSync(join(tmpdir(), "fg-bench-run-"));
const tree = join(base, "tree");
const home = join(base, "home");
mkdirSync(home);
try {
  process.stdout.write(`building ${FILES} files in ${DIRS} directories under ${tree} … `);
  const perDir = Math.ceil(FILES / DIRS);
  let n = 0;
  for (let d = 0; d < DIRS; d++) {
    const dir = join(tree, `g${d % 40}`, `d${d}`);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < perDir && n < FILES; i++, n++)
      writeFileSync(join(dir, `file-${i}.txt`), "x".repeat(i % 64));
  }
  const env = { ...process.env, HOME: home, TMPDIR: join(base, "tmp") };
  mkdirSync(env.TMPDIR);
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", ...args], {
      cwd: tree,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "bench tree");
  console.log("done (committed)");
  const lease = join(base, "lease.yaml");
  writeFileSync(lease, `version: 1\nid: bench\nworktree: "${tree}"\nwrite_roots: ["."]\ntools: [npm]\n`);

  /** Wall seconds and CPU seconds (user + system, children included) of one run. */
  function measure(cli, extra) {
    const args = [
      cli,
      "run",
      "--lease",
      lease,
      "--default-roots",
      "worktree,repo,home",
      ...extra,
      "--format",
      "json",
      "--",
      "true",
    ];
    const argv = TIME
      ? [TIME, "-f", "FGBENCH %e %U %S", process.execPath, ...args]
      : [process.execPath, ...args];
    const t0 = process.hrtime.bigint();
    const r = spawnSync(argv[0], argv.slice(1), { cwd: tree, env, encoding: "utf8", maxBuffer: 1 << 30 });
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0)
      throw new Error(`run ${extra.join(" ")} failed (${r.status}): ${r.stderr.slice(-2000)}`);
    const m = r.stderr.match(/FGBENCH ([\d.]+) ([\d.]+) ([\d.]+)/);
    const report = JSON.parse(r.stdout);
    return {
      wall,
      cpu: m ? Number(m[2]) + Number(m[3]) : null,
      attribution: report.attribution ?? "none (before attribution)",
    };
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  const variants = {
    "run -- true (capture, this build)": [CLI, []],
    "run --attribution none (this build)": [CLI, ["--attribution", "none"]],
    ...(BASE_CLI ? { "run -- true (base build)": [BASE_CLI, []] } : {}),
  };
  const samples = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (const [cli, extra] of Object.values(variants)) measure(cli, extra); // warm the page cache
  for (let i = 0; i < RUNS; i++)
    for (const [k, [cli, extra]] of Object.entries(variants)) samples[k].push(measure(cli, extra));

  console.log(
    `\nmedians of ${RUNS} interleaved runs on ${FILES} files (node start-up, snapshot and collect included)`,
  );
  for (const [k, xs] of Object.entries(samples)) {
    const cpu = xs[0].cpu === null ? "" : `  cpu ${median(xs.map((x) => x.cpu)).toFixed(3)} s`;
    console.log(
      `  ${k.padEnd(40)} wall ${median(xs.map((x) => x.wall)).toFixed(3)} s${cpu}  [${xs[0].attribution}]`,
    );
  }
  const diff = (a, b, key) => median(samples[a].map((x) => x[key])) - median(samples[b].map((x) => x[key]));
  const against = BASE_CLI ? "run -- true (base build)" : "run --attribution none (this build)";
  console.log(
    `added by the capture layer against ${against}: wall ${(diff("run -- true (capture, this build)", against, "wall") * 1000).toFixed(0)} ms` +
      (TIME
        ? `, cpu ${(diff("run -- true (capture, this build)", against, "cpu") * 1000).toFixed(0)} ms`
        : ""),
  );

  // The layer's own cost, where the walk does not hide it: the same runs on a 50-file worktree.
  const small = join(base, "small");
  mkdirSync(small);
  for (let i = 0; i < 50; i++) writeFileSync(join(small, `f${i}.txt`), `${i}\n`);
  execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", "init", "-q"], { cwd: small });
  execFileSync("git", ["add", "-A"], { cwd: small });
  execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "s"], { cwd: small });
  writeFileSync(lease, `version: 1\nid: bench\nworktree: "${small}"\nwrite_roots: ["."]\ntools: [npm]\n`);
  const smallRuns = Number(process.env.BENCH_SMALL_RUNS ?? 15);
  const smallSamples = { capture: [], none: [] };
  for (let i = 0; i < smallRuns; i++) {
    smallSamples.capture.push(measure(CLI, []));
    smallSamples.none.push(measure(CLI, ["--attribution", "none"]));
  }
  const m = (k, key) => median(smallSamples[k].map((x) => x[key]));
  console.log(
    `\nthe layer alone, ${smallRuns} paired runs on a 50-file worktree: capture wall ${m("capture", "wall").toFixed(3)} s vs none ${m("none", "wall").toFixed(3)} s` +
      (TIME
        ? `; cpu ${m("capture", "cpu").toFixed(3)} s vs ${m("none", "cpu").toFixed(3)} s (+${((m("capture", "cpu") - m("none", "cpu")) * 1000).toFixed(0)} ms)`
        : ""),
  );
} finally {
  rmSync(base, { recursive: true, force: true });
}
