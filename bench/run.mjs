// npm run bench:run — what gating a run costs: `forge-gate run --lease L -- true` (snapshot, the
// command, collect, judgement, attribution as `run` does it by default) on the machine of
// bench/host-fixture.mjs (a committed, packed 200,000-file worktree in a cluttered home, cluttered
// temp directories, all of them the default roots), against what observing the same roots takes at
// the least:
//   find + git status        one stat walk of the roots (`find -printf`, path and stat fields) and
//                            `git status --porcelain` (listing the repository's changes)
//   2 x find + git status    a walk before and a walk after the command, and git status
// in pairs (their order alternating), FG_BENCH_RUNS pairs (7), medians of the paired ratios in wall
// time and in CPU time (user + sys of the whole process tree), and peak RSS.
// Env: FG_BENCH_FILES (200000), FG_BENCH_DIRS (2000), FG_BENCH_RUNS (7), FG_BENCH_CLUTTER (1),
// FG_BENCH_CLI (another build's dist/cli.js), FG_BENCH_KEEP / FG_BENCH_HOST (keep, reuse the machine).
import { fileURLToPath } from "node:url";
import {
  assertVisible,
  buildHost,
  findArgv,
  measure,
  pairs,
  plus,
  printRows,
  removeHost,
  row,
} from "./host-fixture.mjs";

const RUNS = Number(process.env.FG_BENCH_RUNS ?? 7);
const CLI = process.env.FG_BENCH_CLI ?? fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const host = buildHost({
  files: Number(process.env.FG_BENCH_FILES ?? 200_000),
  dirs: Number(process.env.FG_BENCH_DIRS ?? 2_000),
  clutter: Number(process.env.FG_BENCH_CLUTTER ?? 1),
});

try {
  assertVisible(host, CLI, "FG_BENCH_CLI");
  const run = [process.execPath, CLI, "run", "--lease", host.lease, "--format", "json", "--", "true"];
  // Once before timing: the roots it watches (the floors walk the same), and warm caches.
  const first = measure(host, run, { check: false });
  if (first.status !== 0)
    throw new Error(`run -- true exited ${first.status}: ${first.stdout.slice(0, 2000)}`);
  const report = JSON.parse(first.stdout);
  // The roots it walked: the repository scope's root is listed too, and lies inside the home.
  const listed = report.coverage?.roots ?? [];
  const roots = listed.filter((r) => !listed.some((o) => o !== r && r.startsWith(`${o}/`)));
  if (roots.length === 0) throw new Error("run reported no roots");
  const find = () => measure(host, findArgv(roots), { toFile: true });
  const status = () => measure(host, ["git", "-C", host.worktree, "status", "--porcelain"], { toFile: true });
  const [runs, floors] = pairs(
    RUNS,
    () => {
      const r = measure(host, run, { check: false });
      if (r.status !== 0) throw new Error(`run -- true exited ${r.status}`);
      return r;
    },
    () => {
      const walk = find();
      const git = status();
      // The second walk (after the command) is measured too: both floors from the same pair.
      return { one: plus(walk, git), two: plus(plus(walk, find()), git) };
    },
  );
  const one = floors.map((f) => f.one);
  const two = floors.map((f) => f.two);
  const rows = [
    row("find + git status", one),
    row("2 x find + git status", two),
    row("forge-gate run -- true", runs, one),
    row("  (against 2 x find)", runs, two),
  ];
  const result = {
    cli: CLI,
    roots,
    attribution: report.attribution ?? null,
    verdict: report.verdict,
    worktree_files: host.files,
    runs: RUNS,
    sandboxed: host.sandboxed,
    rows,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nforge-gate run -- true on ${host.files} committed files and the home's and /tmp's clutter (roots ${roots.join(", ")})` +
      `${host.sandboxed ? "" : "\nnot sandboxed: the machine's own /tmp, /var/tmp and /dev/shm were walked too"}` +
      `\nattribution: ${JSON.stringify(result.attribution)}; medians of ${RUNS} paired runs (node start-up included)\n`,
  );
  printRows(rows);
} finally {
  removeHost(host);
}
