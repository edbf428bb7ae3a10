// npm run bench:snapshot — `forge-gate snapshot` and `collect` as users run them: the default roots
// (worktree, repository, home, temp directories) of a machine whose home and /tmp hold ordinary
// clutter (bench/host-fixture.mjs: a committed, packed 200,000-file worktree in a home with a
// node_modules-sized npm cache, ~/.cache, ~/.local, an editor's extensions; build leftovers in /tmp).
//
// Floors, over the very roots the snapshot watches (read from its report):
//   find      `find ROOTS -printf '%y %i %m %n %s %T@ %C@ %p\0'` into a file: the stat walk that
//             records what a manifest must (each entry's type, identity, metadata, times and path)
//   collect   that walk plus `git status --porcelain` (what listing the repository's changes costs)
// Each contender and its floor run in pairs (their order alternating), FG_BENCH_RUNS pairs (7); the
// ratios are the medians of the pairs' ratios, in wall time and in CPU time (user + sys of the
// whole process tree: finds, git, getfattr included), so a walk that borrows cores shows.
// Targets (issue 22): snapshot <= 1.5x find and collect <= 2x (find + git status) in wall time,
// each <= 2x its floor's CPU, peak RSS <= 300 MB. `collect` runs after 2% of the files changed.
// Env: FG_BENCH_FILES (200000), FG_BENCH_DIRS (2000), FG_BENCH_RUNS (7), FG_BENCH_CLUTTER (1: the
// home's and /tmp's clutter, ~65,000 files; 0 for none), FG_BENCH_CLI (another build's dist/cli.js).
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
  touch,
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
  const snapshot = (i) => [
    process.execPath,
    CLI,
    "snapshot",
    "--lease",
    host.lease,
    "--output",
    `${host.tmp}/bench-snap-${i}.fgsnap`,
    "--format",
    "json",
  ];
  // Once before timing: the roots it watches (the floors walk the same), and warm caches.
  const first = JSON.parse(measure(host, snapshot("warm")).stdout);
  const roots = first.roots;
  measure(host, findArgv(roots), { toFile: true });

  const [snaps, finds] = pairs(
    RUNS,
    (i) => measure(host, snapshot(i)),
    () => measure(host, findArgv(roots), { toFile: true }),
  );
  const snap = JSON.parse(snaps.at(-1).stdout);
  if (snap.entries < host.files)
    throw new Error(`snapshot recorded ${snap.entries} entries, expected at least ${host.files}`);

  // 2% of the worktree's files change, as an agent's run would change them.
  const changed = Math.floor(host.files / 50);
  for (let i = 0; i < changed; i++) touch(host, host.treeFiles[(i * 97) % host.files]);

  const collect = [
    process.execPath,
    CLI,
    "collect",
    "--lease",
    host.lease,
    "--snapshot",
    snap.snapshot,
    "--snapshot-digest",
    snap.digest,
    "--format",
    "json",
  ];
  const floor = () =>
    plus(
      measure(host, findArgv(roots), { toFile: true }),
      measure(host, ["git", "-C", host.worktree, "status", "--porcelain"], { toFile: true }),
    );
  const [collects, floors] = pairs(
    RUNS,
    () => {
      const c = measure(host, collect);
      const n = JSON.parse(c.stdout).changes.length;
      if (n < changed) throw new Error(`collect reported ${n} changes, expected at least ${changed}`);
      return c;
    },
    floor,
  );

  const rows = [
    row("find -printf (floor)", finds),
    row("forge-gate snapshot", snaps, finds, "wall <= 1.5x, CPU <= 2x find"),
    row("find + git status", floors),
    row("forge-gate collect", collects, floors, "wall <= 2x, CPU <= 2x (find + git status)"),
  ];
  const rss = Math.max(...[...snaps, ...collects].map((r) => r.rssMb ?? 0));
  const result = {
    cli: CLI,
    entries: snap.entries,
    roots,
    worktree_files: host.files,
    changed_files: changed,
    runs: RUNS,
    sandboxed: host.sandboxed,
    rows,
    peak_rss_mb: Math.round(rss),
  };
  const s = rows[1];
  const c = rows[3];
  result.meets_target =
    s.wall_ratio <= 1.5 &&
    c.wall_ratio <= 2 &&
    (s.cpu_ratio ?? 0) <= 2 &&
    (c.cpu_ratio ?? 0) <= 2 &&
    rss <= 300;
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\n${snap.entries} entries under the default roots (${roots.join(", ")})${host.sandboxed ? "" : "\nnot sandboxed: the machine's own /tmp, /var/tmp and /dev/shm were walked too"}\n` +
      `${changed} files changed before collect; medians of ${RUNS} paired runs (node start-up included)\n`,
  );
  printRows(rows);
  console.log(`peak RSS ${Math.round(rss)} MB (target <= 300 MB); meets target: ${result.meets_target}`);
} finally {
  removeHost(host);
}
