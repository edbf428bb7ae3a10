// Times `forge-gate snapshot` and `forge-gate collect` on a 200,000-file git worktree (2,000
// directories, every file committed, so the snapshot walks the repository's objects too) against
// the stat-walk floor `find ROOT -printf '%i %s %T@ %C@ %m %n\n'` (collect: that floor plus
// `git status`), medians of 5 runs, and reports peak RSS.
// Targets: snapshot <= 1.5x find, collect <= 2x (find + git status), peak RSS <= 300 MB.
// Run: npm run bench:snapshot (BENCH_CLI=other/dist/cli.js times another build).
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FILES = Number(process.env.BENCH_FILES ?? 200_000);
const DIRS = Number(process.env.BENCH_DIRS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CLI = process.env.BENCH_CLI ?? fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

const base = mkdtempSync(join(tmpdir(), "fg-bench-snapshot-"));
const tree = join(base, "tree");
const home = join(base, "home");
mkdirSync(home);
try {
  process.stdout.write(`building ${FILES} files in ${DIRS} directories under ${tree} … `);
  const perDir = Math.ceil(FILES / DIRS);
  const files = [];
  for (let d = 0; d < DIRS; d++) {
    // Two levels: 40 groups of 50 directories, like a real source tree.
    const dir = join(tree, `g${d % 40}`, `d${d}`);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < perDir && files.length < FILES; i++) {
      const f = join(dir, `file-${i}.txt`);
      writeFileSync(f, "x".repeat(i % 64));
      files.push(f);
    }
  }
  const env = { ...process.env, HOME: home };
  // A worktree whose files are committed: the snapshot also records git's objects and the base.
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
  writeFileSync(
    lease,
    `version: 1\nid: bench\nworktree: "${tree}"\nwrite_roots: ["${join(base, "granted")}"]\n`,
  );

  /** Runs a command, returning wall seconds and peak RSS (MB, when /usr/bin/time exists). */
  function measure(cmd, args, opts = {}) {
    const argv = TIME ? [TIME, "-f", "FGBENCH %e %M", cmd, ...args] : [cmd, ...args];
    const t0 = process.hrtime.bigint();
    const r = spawnSync(argv[0], argv.slice(1), { env, encoding: "utf8", maxBuffer: 1 << 30, ...opts });
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0)
      throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr.slice(-2000)}`);
    const m = r.stderr.match(/FGBENCH ([\d.]+) (\d+)/);
    return { wall, rssMb: m ? Number(m[2]) / 1024 : null, stdout: r.stdout };
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const fmt = (runs) => runs.map((r) => r.wall.toFixed(2)).join(" ");

  // Warm the cache once so every contender walks the same (cached) tree.
  execFileSync("find", [tree, "-printf", "%i %s %T@ %C@ %m %n\n"], {
    stdio: ["ignore", "ignore", "inherit"],
    maxBuffer: 1 << 30,
  });

  const findRuns = [];
  const snapRuns = [];
  let snap;
  for (let i = 0; i < RUNS; i++) {
    findRuns.push(
      measure("find", [tree, "-printf", "%i %s %T@ %C@ %m %n\n"], { stdio: ["ignore", "ignore", "pipe"] }),
    );
    const out = join(base, `snap-${i}.fgsnap`);
    const s = measure(process.execPath, [
      CLI,
      "snapshot",
      "--lease",
      lease,
      "--default-roots",
      "none",
      "--watch",
      tree,
      "--output",
      out,
      "--format",
      "json",
    ]);
    snapRuns.push(s);
    snap = JSON.parse(s.stdout);
  }
  if (snap.entries < FILES)
    throw new Error(`snapshot recorded ${snap.entries} entries, expected at least ${FILES}`);

  // Change 1% of the files.
  const changed = Math.floor(FILES / 100);
  for (let i = 0; i < changed; i++) appendFileSync(files[(i * 97) % files.length], "y");

  const collectRuns = [];
  for (let i = 0; i < RUNS; i++) {
    const c = measure(process.execPath, [
      CLI,
      "collect",
      "--lease",
      lease,
      "--snapshot",
      snap.snapshot,
      "--snapshot-digest",
      snap.digest,
      "--format",
      "json",
    ]);
    const n = JSON.parse(c.stdout).changes.length;
    if (n < changed) throw new Error(`collect reported ${n} changes, expected at least ${changed}`);
    collectRuns.push(c);
  }

  // collect's floor: the same walk plus what git needs to list the repository's changes.
  const statusRuns = [];
  for (let i = 0; i < RUNS; i++)
    statusRuns.push(
      measure("git", ["-C", tree, "status", "--porcelain"], { stdio: ["ignore", "ignore", "pipe"] }),
    );

  const findS = median(findRuns.map((r) => r.wall));
  const statusS = median(statusRuns.map((r) => r.wall));
  const snapS = median(snapRuns.map((r) => r.wall));
  const collS = median(collectRuns.map((r) => r.wall));
  const rss = Math.max(...[...snapRuns, ...collectRuns].map((r) => r.rssMb ?? 0));
  const row = (name, s, target, floor = findS, floorName = "find") => {
    const ratio = s / floor;
    const verdict =
      target === null
        ? ""
        : ratio <= target
          ? `  ok (target <= ${target}x)`
          : `  OVER (target <= ${target}x)`;
    console.log(
      `${name.padEnd(22)} ${s.toFixed(3).padStart(7)} s  ${ratio.toFixed(2).padStart(5)}x ${floorName}${verdict}`,
    );
  };
  console.log(
    `\n${snap.entries} entries (a committed git worktree), ${changed} files changed, median of ${RUNS} runs (wall clock, node start-up included)\n` +
      `runs (s): find ${fmt(findRuns)}; snapshot ${fmt(snapRuns)}; git status ${fmt(statusRuns)}; collect ${fmt(collectRuns)}`,
  );
  row("find -printf (floor)", findS, null);
  row("git status --porcelain", statusS, null);
  row("forge-gate snapshot", snapS, 1.5);
  row("forge-gate collect", collS, 2, findS + statusS, "(find + git status)");
  if (TIME)
    console.log(
      `peak RSS               ${rss.toFixed(0).padStart(7)} MB${rss <= 300 ? "  ok (target <= 300 MB)" : "  OVER (target <= 300 MB)"}`,
    );
  else console.log("peak RSS: /usr/bin/time not found, not measured");
} finally {
  rmSync(base, { recursive: true, force: true });
}
