// npm run bench:run — what gating a run costs: `forge-gate run --lease L -- true` (snapshot, the
// command, collect, judgement, attribution as `run` does it by default) on the machine of
// bench/host-fixture.mjs (a committed, packed 200,000-file worktree in a cluttered home, cluttered
// temp directories, all of them the default roots), against what observing the same roots takes at
// the least:
//   find + git status        one stat walk of the roots (`find -printf`, path and stat fields) and
//                            `git status --porcelain` (listing the repository's changes)
//   2 x find + git status    a walk before and a walk after the command, and git status
// in pairs (their order alternating), FG_BENCH_RUNS pairs (7), medians of the paired ratios in wall
// time and in CPU time (user + sys of the whole process tree), and peak RSS. `run --attribution none`
// (detection only: no capture layer) is timed in the same rounds, and so is another build's default
// run with FG_BENCH_CLI (today's main: `git worktree add ../main-build main && cd ../main-build &&
// npm ci && npm run build`). Then the capture layer alone, where no walk hides it: default against
// `--attribution none` on a 50-file worktree (its worktree and repository watched), FG_BENCH_SMALL_RUNS
// (15) pairs.
// A busy machine's temp directories: FG_BENCH_OTHERS entries other programs left in /tmp, /var/tmp
// and /dev/shm (8:2:1), which an isolated run (the capture layer) does not walk: the report's
// `snapshot.narrowed` names them, and `run --attribution none` (and an older FG_BENCH_CLI) still walks them.
// Env: FG_BENCH_FILES (200000), FG_BENCH_DIRS (2000), FG_BENCH_RUNS (7), FG_BENCH_CLUTTER (1),
// FG_BENCH_OTHERS (0), FG_BENCH_CLI, FG_BENCH_SMALL_RUNS, FG_BENCH_KEEP / FG_BENCH_HOST (keep, reuse
// the machine).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  assertVisible,
  buildHost,
  findArgv,
  inHost,
  measure,
  median,
  pairs,
  plus,
  printRows,
  removeHost,
  row,
} from "./host-fixture.mjs";

const RUNS = Number(process.env.FG_BENCH_RUNS ?? 7);
/** A difference with its sign. */
const signed = (n) => (n === null ? "?" : n >= 0 ? `+${n}` : `${n}`);
const SMALL_RUNS = Number(process.env.FG_BENCH_SMALL_RUNS ?? 15);
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const BASE_CLI = process.env.FG_BENCH_CLI ?? null;
const host = buildHost({
  files: Number(process.env.FG_BENCH_FILES ?? 200_000),
  dirs: Number(process.env.FG_BENCH_DIRS ?? 2_000),
  clutter: Number(process.env.FG_BENCH_CLUTTER ?? 1),
});

/** Other programs' files in the temp directories, 100 to a directory (once: a kept machine has them). */
function addOthers(total) {
  const places = [
    ["tmp", 8],
    ["vartmp", 2],
    ["shm", 1],
  ];
  for (const [dir, share] of places) {
    const top = join(host.base, dir, "others");
    if (existsSync(top)) continue;
    const dirs = Math.ceil((total * share) / 11 / 100);
    for (let d = 0; d < dirs; d++) {
      const p = join(top, `job-${d % 50}`, `d${d}`);
      mkdirSync(p, { recursive: true });
      for (let i = 0; i < 100; i++) writeFileSync(join(p, `f${i}`), "");
    }
  }
}

try {
  const others = Number(process.env.FG_BENCH_OTHERS ?? 0);
  if (others > 0) addOthers(others);
  assertVisible(host, CLI, "this build");
  if (BASE_CLI) assertVisible(host, BASE_CLI, "FG_BENCH_CLI");
  const runArgv = (cli, lease, extra = []) => [
    process.execPath,
    cli,
    "run",
    "--lease",
    lease,
    ...extra,
    "--format",
    "json",
    "--",
    "true",
  ];
  const run = runArgv(CLI, host.lease);
  const timed = (argv) => {
    const r = measure(host, argv, { check: false });
    if (r.status !== 0)
      throw new Error(`${argv.slice(2).join(" ")} exited ${r.status}: ${r.stdout.slice(0, 2000)}`);
    return r;
  };
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
  const none = [];
  const based = [];
  const [runs, floors] = pairs(
    RUNS,
    () => {
      // The variants in the same round, so that load falls on them alike.
      const r = timed(run);
      none.push(timed(runArgv(CLI, host.lease, ["--attribution", "none"])));
      if (BASE_CLI) based.push(timed(runArgv(BASE_CLI, host.lease)));
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
    row("run --attribution none", none, one),
    ...(BASE_CLI ? [row("run -- true (FG_BENCH_CLI)", based, one)] : []),
  ];
  // The capture layer alone: a 50-file worktree in the same home, default against detection only.
  const small = join(host.home, "work", "small");
  const smallLease = join(host.home, "work", "small-lease.yaml");
  if (!existsSync(join(host.hostPath(small), ".git"))) {
    mkdirSync(host.hostPath(small), { recursive: true });
    for (let i = 0; i < 50; i++) writeFileSync(join(host.hostPath(small), `f${i}.txt`), `${i}\n`);
    for (const args of [
      ["init", "-q"],
      ["add", "-A"],
      ["commit", "-qm", "small"],
    ]) {
      const { argv, env } = inHost(host, [
        "git",
        "-C",
        small,
        "-c",
        "user.name=b",
        "-c",
        "user.email=b@b.invalid",
        ...args,
      ]);
      execFileSync(argv[0], argv.slice(1), { env, stdio: ["ignore", "ignore", "inherit"] });
    }
  }
  writeFileSync(
    host.hostPath(smallLease),
    `version: 1\nid: bench-small\nworktree: "${small}"\nwrite_roots: ["${small}"]\n`,
  );
  // Only the small worktree and its repository watched: the home's and /tmp's walk would hide the layer.
  const smallRoots = ["--default-roots", "worktree,repo"];
  const [layer, bare] = pairs(
    SMALL_RUNS,
    () => timed(runArgv(CLI, smallLease, smallRoots)),
    () => timed(runArgv(CLI, smallLease, [...smallRoots, "--attribution", "none"])),
  );
  const layerOnly = {
    runs: SMALL_RUNS,
    capture: row("small: run -- true", layer),
    none: row("small: --attribution none", bare),
    added_wall_ms: Math.round(median(layer.map((r, i) => r.wall - bare[i].wall)) * 1000),
    added_cpu_ms:
      layer[0].cpu === null ? null : Math.round(median(layer.map((r, i) => r.cpu - bare[i].cpu)) * 1000),
  };
  const result = {
    cli: CLI,
    roots,
    not_walked: (report.snapshot?.narrowed ?? []).map((n) => n.path),
    others_in_temp: Number(process.env.FG_BENCH_OTHERS ?? 0),
    attribution: report.attribution ?? null,
    verdict: report.verdict,
    worktree_files: host.files,
    runs: RUNS,
    sandboxed: host.sandboxed,
    rows,
    layer_only: layerOnly,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nforge-gate run -- true on ${host.files} committed files and the home's and /tmp's clutter (roots ${roots.join(", ")})` +
      `${result.others_in_temp > 0 ? `\n${result.others_in_temp} entries of other programs in the temp directories` : ""}` +
      `${result.not_walked.length > 0 ? `\nnot walked (the agent could not reach them): ${result.not_walked.join(", ")}` : ""}` +
      `${host.sandboxed ? "" : "\nnot sandboxed: the machine's own /tmp, /var/tmp and /dev/shm were walked too"}` +
      `\nattribution: ${JSON.stringify(result.attribution)}; medians of ${RUNS} paired runs (node start-up included)\n`,
  );
  printRows(rows);
  console.log(
    `\nthe capture layer alone, ${SMALL_RUNS} paired runs on a 50-file worktree: ${signed(layerOnly.added_wall_ms)} ms wall, ${signed(layerOnly.added_cpu_ms)} ms CPU (medians of the pairs' differences)`,
  );
  printRows([layerOnly.capture, layerOnly.none]);
} finally {
  removeHost(host);
}
