// npm run bench:violations — changed paths of several shapes over 64 write roots and 8 protect globs,
// about 10% of them outside (sibling names that share a root's prefix such as `wt-12x/`, `..` climbs
// out of a root, links out, foreign trees), fed NUL-separated into `forge-gate violations -z -`.
//
// Shapes (1,000,000 paths each by default), because the cost per path must not depend on how many
// distinct directories the input holds nor how they are laid out:
//   mixed          a realistic mix: 10 directories per root, 400 numbered subdirectories each (~260k dirs)
//   deep-sparse    1-6 directories deep, each segment drawn from 12 names (~600k distinct directories)
//   sparse-1m      every path in a directory of its own (~1M distinct directories, 4-5 deep)
//   shallow-dense  10 directories per root, ~1,500 files in each
//   huge-dir       one directory holding ~800k distinct names
//   long-names     2-4 levels of 32-160-character names (~220 bytes a path)
// each in sorted order (as git and tree walks emit them), in random order (an event stream, a
// merge of collectors) and relative (random order, spelled relative to the roots' directory with
// --cwd, as `git diff --name-only` gives them), with JSON and NDJSON reports. For each it prints wall time (median of the
// runs), the process's CPU time (user + sys), paths/s, peak RSS (recorded by rss-probe.mjs at exit),
// the distinct directories and paths the input holds, and the ratio to a re-implementation of the
// peer's textual check (abspath + normpath + string prefix) run in this process over the same input;
// then the scaling curve 100k -> 1M -> 4M in random order (deep-sparse).
// Targets (issue 22): every shape and order, 1M paths: < 2 s and < 400 MiB peak RSS.
// Env: FG_BENCH_PATHS (default 1000000), FG_BENCH_RUNS (3), FG_BENCH_SHAPES (comma list, default
// all), FG_BENCH_FORMATS (default json,ndjson), FG_BENCH_SCALING=0 skips the curve, FG_BENCH_PEER=0
// skips the textual check, FG_BENCH_CLI (another build's dist/cli.js, for side-by-side runs),
// FG_BENCH_KEEP keeps the files.
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
import { randomSource } from "./host-fixture.mjs";

const N = Number(process.env.FG_BENCH_PATHS ?? 1_000_000);
const RUNS = Number(process.env.FG_BENCH_RUNS ?? 3);
const FORMATS = (process.env.FG_BENCH_FORMATS ?? "json,ndjson").split(",");
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
/** The 12 directory names. */
const segments = ["src", "lib", "a", "b", "core", "util", "test", "pkg", "internal", "x", "docs", "gen"];
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

/** 400 long names (32-160 characters) for the long-names shape. */
const longNames = (() => {
  const rand = randomSource(99);
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-_.";
  return Array.from({ length: 400 }, () => {
    let s = "";
    for (let n = 32 + rand(129); s.length < n; ) s += alphabet[rand(alphabet.length)];
    return s;
  });
})();

/** The inside part of each shape: a path below `root` (about 90% of the input). */
const SHAPES = {
  mixed(root, rand, pick) {
    const k = rand(90);
    if (k < 82) return `${root}/${pick(dirs)}/${rand(400)}/${rand(40)}-${pick(names)}`;
    if (k < 88) return `${root}/${pick(dirs)}/${pick(names)}`;
    return `${root}/${pick([".github/workflows/ci.yml", ".git/config", "secrets/token", "key.pem"])}`;
  },
  "deep-sparse"(root, rand, pick) {
    let p = root;
    for (let d = 1 + rand(6); d > 0; d--) p += `/${pick(segments)}`;
    return `${p}/${rand(40)}-${pick(names)}`;
  },
  "sparse-1m"(root, rand, pick, i) {
    return `${root}/${pick(segments)}/${pick(segments)}/${rand(20)}/u${i.toString(36)}/${pick(names)}`;
  },
  "shallow-dense"(root, rand, pick) {
    return `${root}/${pick(dirs)}/${rand(5000)}-${pick(names)}`;
  },
  "huge-dir"(_root, rand, pick) {
    return `${roots[0]}/src/f${rand(4_000_000)}${pick([".ts", ".js", ".json", ".md"])}`;
  },
  "long-names"(root, rand, pick) {
    let p = root;
    for (let d = 1 + rand(3); d > 0; d--) p += `/${longNames[rand(40)]}`;
    return `${p}/${pick(longNames)}-${rand(100)}`;
  },
};

/** Deterministic paths of one shape: about 90% inside, 10% outside. */
function* generate(shape, n, seed) {
  const rand = randomSource(seed);
  const pick = (a) => a[rand(a.length)];
  const inside = SHAPES[shape];
  const foreign = ["/etc", "/home/u/.ssh", "/home/u/loop/src", "/usr/local/lib", "/var/tmp/x"];
  for (let i = 0; i < n; i++) {
    const k = rand(100);
    const root = pick(roots);
    if (k < 90) yield inside(root, rand, pick, i);
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

async function runOnce(inputFile, format, extraArgs = []) {
  const usageFile = join(base, "usage");
  const input = openSync(inputFile, "r");
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    ["--import", probe, cli, "violations", "--lease", leaseFile, "-z", "--format", format, ...extraArgs, "-"],
    { stdio: [input, "pipe", "pipe"], env: { ...process.env, FG_BENCH_USAGE_FILE: usageFile } },
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
  const usage = JSON.parse(readFileSync(usageFile, "utf8"));
  return {
    code,
    ms,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    rssMiB: usage.maxRSS / 1024,
    outBytes,
    err: err.trim(),
  };
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

/** What the input holds: distinct paths and distinct directories (every ancestor counted once). */
function census(paths) {
  const distinct = new Set(paths);
  const directories = new Set();
  let bytes = 0;
  for (const p of distinct) {
    bytes += Buffer.byteLength(p) + 1;
    for (let cut = p.lastIndexOf("/"); cut > 0; cut = p.lastIndexOf("/", cut - 1)) {
      const d = p.slice(0, cut);
      if (directories.has(d)) break;
      directories.add(d);
    }
  }
  return {
    distinct_paths: distinct.size,
    distinct_directories: directories.size,
    mean_path_bytes: Math.round(bytes / distinct.size),
  };
}

async function measure(inputFile, format, runs, extraArgs = []) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(inputFile, format, extraArgs));
  const walls = results.map((r) => r.ms);
  const wall = median(walls);
  return {
    format,
    exit_code: results[0].code,
    wall_ms_runs: walls.map(Math.round),
    wall_ms_median: Math.round(wall),
    cpu_ms_median: Math.round(median(results.map((r) => r.cpuMs))),
    paths_per_second: Math.round(N / (wall / 1000)),
    peak_rss_mib: Math.round(Math.max(...results.map((r) => r.rssMiB))),
    output_bytes: results[0].outBytes,
    summary: results[0].err,
  };
}

const shapes = (process.env.FG_BENCH_SHAPES ?? Object.keys(SHAPES).join(",")).split(",");
const result = {
  cli,
  paths: N,
  roots: ROOTS,
  protect_globs: lease.protect.length,
  runs: RUNS,
  target: "every shape and order: wall < 2000 ms and peak RSS < 400 MiB (medians; peak of the runs)",
  shapes: [],
};
const table = [];
for (const shape of shapes) {
  if (!SHAPES[shape]) throw new Error(`unknown shape ${shape} (known: ${Object.keys(SHAPES).join(", ")})`);
  const generated = [...generate(shape, N, 42)];
  const row = { shape, ...census(generated), orders: [] };
  const randomFile = writeInput(join(base, `${shape}-random.bin`), generated);
  // As `git diff --name-only` gives them: relative to the directory holding the roots (--cwd),
  // random order; paths elsewhere stay absolute.
  const relativeFile = writeInput(
    join(base, `${shape}-relative.bin`),
    generated.map((p) => (p.startsWith(`${work}/`) ? p.slice(work.length + 1) : p)),
  );
  const sortedFile = writeInput(join(base, `${shape}-sorted.bin`), generated.sort());
  generated.length = 0;
  for (const [order, file, extraArgs] of [
    ["sorted", sortedFile, []],
    ["random", randomFile, []],
    ["relative", relativeFile, ["--cwd", work]],
  ]) {
    const peer = process.env.FG_BENCH_PEER === "0" ? null : median([1, 2, 3].map(() => peerCheck(file).ms));
    for (const format of FORMATS) {
      const m = await measure(file, format, RUNS, extraArgs);
      const meets = m.wall_ms_median < 2000 && m.peak_rss_mib < 400 && m.exit_code === 1;
      row.orders.push({
        order,
        ...m,
        ...(peer === null
          ? {}
          : {
              peer_textual_ms_median: Math.round(peer),
              ratio_to_peer: +(m.wall_ms_median / peer).toFixed(2),
            }),
        meets_target: meets,
      });
      table.push(
        `${shape.padEnd(14)} ${order.padEnd(8)} ${format.padEnd(7)} ${String(m.wall_ms_median).padStart(6)} ms  cpu ${String(m.cpu_ms_median).padStart(6)} ms  ${String(m.peak_rss_mib).padStart(4)} MiB  ${meets ? "ok" : "OVER"}`,
      );
      console.error(table.at(-1));
    }
    if (!process.env.FG_BENCH_KEEP) rmSync(file, { force: true });
  }
  result.shapes.push(row);
}
result.meets_target = result.shapes.every((s) => s.orders.every((o) => o.meets_target));

if (process.env.FG_BENCH_SCALING !== "0") {
  // Random order, one seed per size: time and peak memory per path should stay flat.
  result.scaling_random_order = { shape: "deep-sparse", sizes: [] };
  for (const n of [100_000, 1_000_000, 4_000_000]) {
    const file = writeInput(join(base, `scaling-${n}.bin`), generate("deep-sparse", n, 7));
    const runs = n > 1_000_000 ? 1 : RUNS;
    const walls = [];
    const cpus = [];
    let rss = 0;
    for (let i = 0; i < runs; i++) {
      const r = await runOnce(file, "json");
      walls.push(r.ms);
      cpus.push(r.cpuMs);
      rss = Math.max(rss, r.rssMiB);
    }
    const wall = median(walls);
    result.scaling_random_order.sizes.push({
      paths: n,
      runs,
      wall_ms_median: Math.round(wall),
      cpu_ms_median: Math.round(median(cpus)),
      ns_per_path: Math.round((wall * 1e6) / n),
      peak_rss_mib: Math.round(rss),
    });
    if (!process.env.FG_BENCH_KEEP) rmSync(file, { force: true });
  }
}

console.log(JSON.stringify(result, null, 2));
console.log(`\nshape          order   format    wall (median)  CPU (median)  peak RSS\n${table.join("\n")}`);
console.log(`meets target: ${result.meets_target}`);
if (!process.env.FG_BENCH_KEEP) rmSync(base, { recursive: true, force: true });
else console.error(base);
