// npm run bench:violations — realistic changed paths over 64 write roots and 8 protect globs, about
// 10% of them outside (sibling names that share a root's prefix such as `wt-12x/`, `..` climbs out of
// a root, links out, foreign trees), fed NUL-separated into `forge-gate violations -z -`.
// Prints, for 1,000,000 paths in sorted order (as git and tree walks emit them) and in random order
// (an event stream, a merge of collectors): wall time end to end, paths/s and peak RSS, and the
// ratio to a re-implementation of the peer's textual check (abspath + normpath + string prefix) run
// in this process over the same input; then the scaling curve 100k -> 1M -> 4M in random order.
// Targets (issue 12): random < 2 s, sorted <= 1.5 s, peak RSS < 400 MiB, linear scaling.
// Env: FG_BENCH_PATHS (default 1000000), FG_BENCH_RUNS (3), FG_BENCH_SCALING=0 skips the curve,
// FG_BENCH_CLI (another build's dist/cli.js, for side-by-side runs), FG_BENCH_KEEP keeps the files.
import { spawn } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";

const N = Number(process.env.FG_BENCH_PATHS ?? 1_000_000);
const RUNS = Number(process.env.FG_BENCH_RUNS ?? 3);
const ROOTS = 64;
const cli = process.env.FG_BENCH_CLI ?? fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const probe = fileURLToPath(new URL("./rss-probe.mjs", import.meta.url));
const base = mkdtempSync(join(tmpdir(), "fg-bench-violations-"));

const dirs = [
  "src",
  "src/core",
  "src/cli",
  "lib",
  "test",
  "test/unit",
  "docs",
  "packages/app/src",
  "node_modules/.cache",
  "build/out",
];
const names = [
  "index.ts",
  "main.py",
  "util.js",
  "README.md",
  "data.json",
  "mod.rs",
  "a_test.go",
  "Makefile",
  "x.css",
  ".env",
];
const work = join(base, "work");
const roots = [];
for (let i = 0; i < ROOTS; i++) {
  const r = join(work, `wt-${i}`);
  for (const d of dirs) mkdirSync(join(r, d), { recursive: true });
  for (const d of dirs.slice(0, 4)) for (const n of names) writeFileSync(join(r, d, n), "");
  symlinkSync("/etc", join(r, "etc-link"));
  roots.push(r);
}
const lease = {
  version: 1,
  id: "bench",
  write_roots: roots,
  protect: [
    ".github/workflows/**",
    "*.pem",
    "secrets/**",
    ".env",
    "**/id_rsa",
    "infra/prod/**",
    ".npmrc",
    "CODEOWNERS",
  ],
};
const leaseFile = join(base, "lease.json");
writeFileSync(leaseFile, JSON.stringify(lease));

/** Deterministic paths: the same seed gives the same input in every run and every build. */
function* generate(n, seed) {
  const rand = (k) => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % k;
  };
  const pick = (a) => a[rand(a.length)];
  const foreign = ["/etc", "/home/u/.ssh", "/home/u/loop/src", "/usr/local/lib", "/var/tmp/x"];
  for (let i = 0; i < n; i++) {
    const k = rand(100);
    const root = pick(roots);
    if (k < 82) yield `${root}/${pick(dirs)}/${rand(400)}/${rand(40)}-${pick(names)}`;
    else if (k < 88) yield `${root}/${pick(dirs)}/${pick(names)}`;
    else if (k < 90)
      yield `${root}/${pick([".github/workflows/ci.yml", ".git/config", "secrets/token", "key.pem"])}`;
    // Outside, about 10%: a root's name with a suffix (prefix confusion: `wt-1x/` is not `wt-1/`),
    // `..` climbing out of a root, a link out of a root, foreign trees.
    else if (k < 93)
      yield `${root}${pick(["x", "_2", ".bak", "-old"])}/${pick(dirs)}/${rand(50)}/${pick(names)}`;
    else if (k < 95) yield `${root}/${pick(["src", "lib", "docs"])}/../../escape-${rand(10)}/${pick(names)}`;
    else if (k < 97) yield `${root}/etc-link/${pick(names)}`;
    else yield `${pick(foreign)}/${rand(1000)}/${pick(names)}`;
  }
}

/** Writes the paths NUL-separated to a file, in pieces (a 4M-path input is a quarter gigabyte). */
function writeInput(file, paths) {
  const fd = openSync(file, "w");
  let batch = [];
  const flush = () => {
    if (batch.length > 0) writeSync(fd, `${batch.join("\0")}\0`);
    batch = [];
  };
  for (const p of paths) {
    batch.push(p);
    if (batch.length === 65536) flush();
  }
  flush();
  closeSync(fd);
  return file;
}

async function runOnce(inputFile) {
  const rssFile = join(base, "rss");
  const input = openSync(inputFile, "r");
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    ["--import", probe, cli, "violations", "--lease", leaseFile, "-z", "-"],
    { stdio: [input, "pipe", "pipe"], env: { ...process.env, FG_BENCH_RSS_FILE: rssFile } },
  );
  closeSync(input);
  let outBytes = 0;
  child.stdout.on("data", (d) => {
    outBytes += d.length;
  });
  let err = "";
  child.stderr.on("data", (d) => {
    err += d;
  });
  const code = await new Promise((res) => child.on("close", res));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { code, ms, rssMiB: Number(readFileSync(rssFile, "utf8")) / 1024, outBytes, err: err.trim() };
}

/**
 * The peer's check, re-implemented: each path made absolute and normalised as text
 * (os.path.abspath + normpath), then tested with a string prefix against every root. No links
 * followed, no protect globs, no de-duplication: the floor a purely textual check sets.
 */
function peerCheck(inputFile) {
  const buf = readFileSync(inputFile);
  const prefixes = roots.map((r) => `${r}/`);
  const start = process.hrtime.bigint();
  let outside = 0;
  let at = 0;
  for (;;) {
    const end = buf.indexOf(0, at);
    if (end < 0) break;
    const p = posix.normalize(posix.resolve(work, buf.toString("utf8", at, end)));
    at = end + 1;
    let inside = false;
    for (let i = 0; i < prefixes.length && !inside; i++) inside = p === roots[i] || p.startsWith(prefixes[i]);
    if (!inside) outside++;
  }
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, outside };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label, inputFile, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(inputFile));
  const peer = [];
  for (let i = 0; i < runs; i++) peer.push(peerCheck(inputFile).ms);
  const walls = results.map((r) => r.ms);
  const wall = median(walls);
  return {
    order: label,
    exit_code: results[0].code,
    wall_ms_runs: walls.map(Math.round),
    wall_ms_median: Math.round(wall),
    wall_ms_best: Math.round(Math.min(...walls)),
    paths_per_second: Math.round(N / (wall / 1000)),
    peak_rss_mib: Math.round(Math.max(...results.map((r) => r.rssMiB))),
    peer_textual_ms_median: Math.round(median(peer)),
    ratio_to_peer: +(wall / median(peer)).toFixed(2),
    summary: results[0].err,
  };
}

const generated = [...generate(N, 42)];
const randomFile = writeInput(join(base, "random.bin"), generated);
const sortedFile = writeInput(join(base, "sorted.bin"), generated.sort());
generated.length = 0;

const sorted = await measure("sorted (as git and walkers emit)", sortedFile, RUNS);
const random = await measure("random", randomFile, RUNS);
const result = {
  cli,
  paths: N,
  roots: ROOTS,
  protect_globs: lease.protect.length,
  runs: RUNS,
  sorted,
  random,
  random_over_sorted: +(random.wall_ms_median / sorted.wall_ms_median).toFixed(2),
  target: "random < 2000 ms, sorted <= 1500 ms, peak RSS < 400 MiB (medians)",
};
result.meets_target =
  random.wall_ms_median < 2000 &&
  sorted.wall_ms_median <= 1500 &&
  Math.max(random.peak_rss_mib, sorted.peak_rss_mib) < 400 &&
  random.exit_code === 1 &&
  sorted.exit_code === 1;

if (process.env.FG_BENCH_SCALING !== "0") {
  // Random order, one seed per size: time and peak memory per path should stay flat.
  result.scaling_random_order = [];
  for (const n of [100_000, 1_000_000, 4_000_000]) {
    const file = n === N ? randomFile : writeInput(join(base, `random-${n}.bin`), generate(n, 7));
    const runs = n > 1_000_000 ? 1 : RUNS;
    const walls = [];
    let rss = 0;
    for (let i = 0; i < runs; i++) {
      const r = await runOnce(file);
      walls.push(r.ms);
      rss = Math.max(rss, r.rssMiB);
    }
    const wall = median(walls);
    result.scaling_random_order.push({
      paths: n,
      runs,
      wall_ms_median: Math.round(wall),
      ns_per_path: Math.round((wall * 1e6) / n),
      peak_rss_mib: Math.round(rss),
    });
    if (file !== randomFile) rmSync(file, { force: true });
  }
}

console.log(JSON.stringify(result, null, 2));
if (!process.env.FG_BENCH_KEEP) rmSync(base, { recursive: true, force: true });
else console.error(base);
