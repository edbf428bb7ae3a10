// npm run bench:violations — 1,000,000 realistic changed paths, 64 write roots and 8 protect globs,
// piped NUL-separated into `forge-gate violations -z -`. Reports wall time, paths/s and peak RSS.
// Target (issue 2): under 2 s end to end on a 2-core machine, peak RSS under 400 MB.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const N = Number(process.env.FG_BENCH_PATHS ?? 1_000_000);
const ROOTS = 64;
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const probe = fileURLToPath(new URL("./rss-probe.mjs", import.meta.url));
const base = mkdtempSync(join(tmpdir(), "fg-bench-violations-"));

// Deterministic PRNG so every run measures the same input.
let seed = 42;
const rand = (n) => {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) % n;
};
const pick = (a) => a[rand(a.length)];

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
const roots = [];
for (let i = 0; i < ROOTS; i++) {
  const r = join(base, "work", `wt-${i}`);
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
writeFileSync(join(base, "lease.json"), JSON.stringify(lease));

const outside = [
  "/etc",
  "/home/u/.ssh",
  "/home/u/loop/src",
  "/usr/local/lib",
  "/var/tmp/x",
  join(base, "work", "wt-1x"),
];
const parts = [];
for (let i = 0; i < N; i++) {
  const k = rand(100);
  let p;
  if (k < 86) p = `${pick(roots)}/${pick(dirs)}/${rand(400)}/${rand(40)}-${pick(names)}`;
  else if (k < 92) p = `${pick(roots)}/${pick(dirs)}/${pick(names)}`;
  else if (k < 95) p = `${pick(outside)}/${rand(1000)}/${pick(names)}`;
  else if (k < 97)
    p = `${pick(roots)}/${pick([".github/workflows/ci.yml", ".git/config", "secrets/token", "key.pem"])}`;
  else if (k < 99) p = `${pick(roots)}/etc-link/${pick(names)}`;
  else p = `${pick(roots)}/${pick(dirs)}/../../${rand(10)}/${pick(names)}`;
  parts.push(p);
}
// Real inputs (git diff -z, find -print0, forge-gate collect) arrive grouped by directory: sort like git.
const ordered = process.env.FG_BENCH_ORDER === "random" ? parts : [...parts].sort();
const input = Buffer.from(`${ordered.join("\0")}\0`);
const inputFile = join(base, "paths.bin");
writeFileSync(inputFile, input);

async function runOnce() {
  const rssFile = join(base, "rss");
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    ["--import", probe, cli, "violations", "--lease", join(base, "lease.json"), "-z", "-"],
    {
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, FG_BENCH_RSS_FILE: rssFile },
    },
  );
  let outBytes = 0;
  child.stdout.on("data", (d) => {
    outBytes += d.length;
  });
  let err = "";
  child.stderr.on("data", (d) => {
    err += d;
  });
  child.stdin.end(input);
  const code = await new Promise((res) => child.on("close", res));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { code, ms, rssMiB: Number(readFileSync(rssFile, "utf8")) / 1024, outBytes, err: err.trim() };
}

const runs = [];
for (let i = 0; i < 3; i++) runs.push(await runOnce());
const best = runs.reduce((a, b) => (a.ms < b.ms ? a : b));
const result = {
  paths: N,
  roots: ROOTS,
  protect_globs: lease.protect.length,
  input_mib: +(input.length / 1048576).toFixed(1),
  order: process.env.FG_BENCH_ORDER === "random" ? "random" : "sorted (as git and walkers emit)",
  exit_code: best.code,
  wall_ms_runs: runs.map((r) => Math.round(r.ms)),
  wall_ms_best: Math.round(best.ms),
  paths_per_second: Math.round(N / (best.ms / 1000)),
  peak_rss_mib: Math.round(Math.max(...runs.map((r) => r.rssMiB))),
  violations_output_kib: Math.round(best.outBytes / 1024),
  summary: best.err,
  target: "wall < 2000 ms, peak RSS < 400 MiB",
};
result.meets_target = result.wall_ms_best < 2000 && result.peak_rss_mib < 400 && best.code === 1;
console.log(JSON.stringify(result, null, 2));
if (!process.env.FG_BENCH_KEEP) rmSync(base, { recursive: true, force: true });
else console.error(base);
