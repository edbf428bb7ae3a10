// The machine the snapshot benchmarks run on: a committed 200,000-file worktree inside a home
// directory that holds what a developer's or a runner's home holds (a node_modules-sized npm
// cache, ~/.cache, ~/.local, dotfiles), and temp directories with ordinary clutter (build and
// tool leftovers). `forge-gate snapshot`, `collect` and `run` watch these by default (worktree,
// repository, home, temp directories), so that is what is measured, not the worktree alone.
//
// Every command runs in a bubblewrap sandbox that puts the bench's own directories in place of
// /tmp, /var/tmp and /dev/shm and mounts the home at /srv (HOME=/srv/home): the default roots then
// hold this clutter and nothing of the machine's (a shared machine's /tmp can hold gigabytes).
// Without bubblewrap the commands run directly with HOME and TMPDIR set, and the report says the
// machine's own /tmp, /var/tmp and /dev/shm were walked too.
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const BWRAP = ["/usr/bin/bwrap", "/bin/bwrap"].find((p) => existsSync(p)) ?? null;
const MOUNT = "/srv";

/** Deterministic random numbers (mulberry32): the same seed gives the same input in every run and build. */
export function randomSource(seed) {
  return (k) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % k;
  };
}

const hex = (rand, n) => Array.from({ length: n }, () => "0123456789abcdef"[rand(16)]).join("");

/** Writes `count` small files below `dir` in a two-level hex fan-out, as caches lay them out. */
function cacheTree(dir, count, rand, ext = "") {
  for (let i = 0; i < count; i++) {
    const d = join(dir, hex(rand, 2), hex(rand, 2));
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, `${hex(rand, 40)}${ext}`), "x".repeat(rand(2048)));
  }
}

/** `count` files in `dirs` directories below `dir`, nested a few levels (a package tree). */
function packageTree(dir, count, dirs, rand) {
  for (let i = 0; i < count; i++) {
    const d = join(dir, `pkg-${i % dirs}`, ["lib", "dist", "src", "types"][rand(4)]);
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, `m${i}.${["js", "d.ts", "json", "map"][rand(4)]}`), "y".repeat(rand(4096)));
  }
}

/**
 * Builds the machine: `files` committed files in `dirs` directories (the worktree, packed as a
 * clone is), the home's clutter and the temp directories'. Returns paths as the sandbox sees them.
 */
export function buildHost({ files = 200_000, dirs = 2_000, clutter = 1 } = {}) {
  // FG_BENCH_HOST: a machine an earlier run kept (FG_BENCH_KEEP=1), reused as it is.
  const kept = process.env.FG_BENCH_HOST;
  const base = kept ?? mkdtempSync(join(tmpdir(), "fg-bench-host-"));
  const host = { base, files, sandboxed: BWRAP !== null };
  const inside = (p) => (host.sandboxed ? join(MOUNT, p) : join(base, p));
  host.home = inside("home");
  host.worktree = join(host.home, "work", "repo");
  host.tmp = host.sandboxed ? "/tmp" : join(base, "tmp");
  const home = join(base, "home");
  const tree = join(home, "work", "repo");
  host.lease = join(host.tmp, "bench-lease.yaml");
  host.hostPath = (p) => (host.sandboxed ? join(base, p.slice(MOUNT.length + 1)) : p);
  if (kept) {
    host.treeFiles = JSON.parse(readFileSync(join(base, "tree-files.json"), "utf8"));
    return host;
  }
  const rand = randomSource(42);
  process.stderr.write(
    `building ${files} files in ${dirs} directories and the home's and /tmp's clutter under ${base} … `,
  );

  // The worktree: two levels, 40 groups of 50 directories, like a real source tree.
  const perDir = Math.ceil(files / dirs);
  host.treeFiles = [];
  for (let d = 0; d < dirs; d++) {
    const dir = join(tree, `g${d % 40}`, `d${d}`);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < perDir && host.treeFiles.length < files; i++) {
      const f = join(dir, `file-${i}.txt`);
      writeFileSync(f, "x".repeat(i % 64));
      host.treeFiles.push(f);
    }
  }
  // The home: an npm cache as big as a node_modules (index and content entries), pip's and go's
  // caches, installed Python packages, an editor's extensions, configuration and dotfiles.
  cacheTree(join(home, ".npm", "_cacache", "index-v5"), 20_000 * clutter, rand);
  cacheTree(join(home, ".npm", "_cacache", "content-v2", "sha512"), 20_000 * clutter, rand);
  cacheTree(join(home, ".cache", "pip", "http-v2"), 5_000 * clutter, rand);
  cacheTree(join(home, ".cache", "go-build"), 4_000 * clutter, rand, "-d");
  packageTree(join(home, ".local", "lib", "python3.12", "site-packages"), 5_000 * clutter, 150, rand);
  packageTree(join(home, ".vscode-server", "extensions"), 4_000 * clutter, 40, rand);
  for (let i = 0; i < 200; i++) {
    const d = join(home, ".config", `app-${i % 30}`);
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, `settings-${i}.json`), "{}");
  }
  for (const f of [".bashrc", ".profile", ".gitconfig", ".npmrc"]) writeFileSync(join(home, f), "# bench\n");
  mkdirSync(join(home, ".ssh"), { mode: 0o700 });
  writeFileSync(join(home, ".ssh", "known_hosts"), "example.invalid ssh-ed25519 AAAA\n");
  // The temp directories: what builds and tools leave behind.
  const tmp = join(base, "tmp");
  packageTree(join(tmp, "npm-2831-9a8b7c6d"), 1_500 * clutter, 30, rand);
  packageTree(join(tmp, "jest_rs"), 3_000 * clutter, 60, rand);
  cacheTree(join(tmp, "tsx-0"), 1_000 * clutter, rand);
  mkdirSync(join(tmp, "vscode-typescript0"), { recursive: true });
  for (let i = 0; i < 100; i++) writeFileSync(join(tmp, `tmp-${i}.log`), "log\n");
  mkdirSync(join(base, "vartmp"));
  mkdirSync(join(base, "shm"));
  writeFileSync(join(base, "vartmp", "systemd-private.marker"), "");

  // Committed, and packed as a clone is (a fresh `git add` leaves every blob loose).
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", ...args], {
      cwd: tree,
      env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "bench tree");
  git("gc", "-q", "--prune=now");
  writeFileSync(
    join(tmp, "bench-lease.yaml"),
    `version: 1\nid: bench\nworktree: "${host.worktree}"\nwrite_roots: ["${host.worktree}"]\n`,
  );
  host.treeFiles = host.treeFiles.map((f) => join(host.worktree, f.slice(tree.length + 1)));
  writeFileSync(join(base, "tree-files.json"), JSON.stringify(host.treeFiles));
  process.stderr.write("done\n");
  return host;
}

/** Fails when the sandbox would hide `path` (it replaces /tmp, /var/tmp and /dev/shm). */
export function assertVisible(host, path, what) {
  if (host.sandboxed && ["/tmp/", "/var/tmp/", "/dev/shm/"].some((t) => path.startsWith(t)))
    throw new Error(
      `${what} ${path} is under a temp directory, which the bench's sandbox replaces: put it elsewhere`,
    );
}

/** argv run inside the bench machine (the sandbox, or directly with HOME and TMPDIR set). */
export function inHost(host, argv) {
  const env = { HOME: host.home, TMPDIR: host.tmp, PATH: process.env.PATH, LANG: "C.UTF-8" };
  if (!host.sandboxed) return { argv, env };
  const b = host.base;
  const binds = [
    "--bind",
    b,
    MOUNT,
    "--bind",
    join(b, "tmp"),
    "/tmp",
    "--bind",
    join(b, "vartmp"),
    "/var/tmp",
  ];
  binds.push("--bind", join(b, "shm"), "/dev/shm");
  return { argv: [BWRAP, "--dev-bind", "/", "/", ...binds, "--chdir", host.worktree, "--", ...argv], env };
}

/**
 * Runs argv in the bench machine: wall seconds, CPU seconds of the whole process tree (user + sys),
 * peak RSS of its largest process (MB). `toFile`: its stdout goes to a file (as a manifest does).
 */
export function measure(host, argv, { check = true, toFile = false } = {}) {
  const { argv: full, env } = inHost(host, argv);
  const timed = TIME ? [TIME, "-f", "FGBENCH %e %U %S %M", ...full] : full;
  const out = toFile ? openSync(join(host.base, "stdout"), "w") : "pipe";
  const t0 = process.hrtime.bigint();
  const r = spawnSync(timed[0], timed.slice(1), {
    env,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", out, "pipe"],
  });
  if (toFile) closeSync(out);
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (check && r.status !== 0)
    throw new Error(`${argv.join(" ")} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const m = r.stderr.match(/FGBENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/);
  return {
    wall,
    cpu: m ? Number(m[2]) + Number(m[3]) : null,
    rssMb: m ? Number(m[4]) / 1024 : null,
    status: r.status,
    stdout: r.stdout,
  };
}

/** Appends to a file the sandbox sees at `p` (a change made as the agent would). */
export function touch(host, p) {
  const real = host.hostPath(p);
  writeFileSync(real, `${readFileSync(real, "utf8")}y`);
}

/** Removes the machine, unless it is to be kept (FG_BENCH_KEEP) or was kept before (FG_BENCH_HOST). */
export function removeHost(host) {
  if (process.env.FG_BENCH_KEEP || process.env.FG_BENCH_HOST) {
    process.stderr.write(`kept: FG_BENCH_HOST=${host.base}\n`);
    return;
  }
  rmSync(host.base, { recursive: true, force: true });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The stat walk's floor over `roots`: every entry's type, identity, metadata, times and path. */
export const findArgv = (roots) => ["find", ...roots, "-printf", "%y %i %m %n %s %T@ %C@ %p\\0"];

/** Runs `a` and `b` in pairs, alternating which goes first; each a list of measurements. */
export function pairs(runs, a, b) {
  const as = [];
  const bs = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      as.push(a(i));
      bs.push(b(i));
    } else {
      bs.push(b(i));
      as.push(a(i));
    }
  }
  return [as, bs];
}

/** One row: medians of the runs and of the paired ratios to the floor. */
export function row(name, runs, floors, target) {
  const wall = median(runs.map((r) => r.wall));
  const cpu = runs[0].cpu === null ? null : median(runs.map((r) => r.cpu));
  const wallRatio = floors ? median(runs.map((r, i) => r.wall / floors[i].wall)) : null;
  const cpuRatio = floors && cpu !== null ? median(runs.map((r, i) => r.cpu / floors[i].cpu)) : null;
  const rss = runs[0].rssMb === null ? null : Math.max(...runs.map((r) => r.rssMb));
  return {
    name,
    wall_s: +wall.toFixed(3),
    cpu_s: cpu === null ? null : +cpu.toFixed(3),
    peak_rss_mb: rss === null ? null : Math.round(rss),
    wall_ratio: wallRatio === null ? null : +wallRatio.toFixed(2),
    cpu_ratio: cpuRatio === null ? null : +cpuRatio.toFixed(2),
    wall_runs: runs.map((r) => +r.wall.toFixed(2)),
    ...(target ? { target } : {}),
  };
}

/** The sum of two measurements taken one after the other (a floor made of two commands). */
export const plus = (x, y) => ({
  wall: x.wall + y.wall,
  cpu: x.cpu === null ? null : x.cpu + y.cpu,
  rssMb: Math.max(x.rssMb ?? 0, y.rssMb ?? 0),
});

/** Prints the rows as a table: medians, and the paired ratios to each row's floor. */
export function printRows(rows) {
  console.log(
    `${"".padEnd(24)} ${"wall s".padStart(7)} ${"CPU s".padStart(7)} ${"RSS MB".padStart(7)}  wall x  CPU x`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(24)} ${r.wall_s.toFixed(3).padStart(7)} ${(r.cpu_s ?? Number.NaN).toFixed(3).padStart(7)} ${String(r.peak_rss_mb ?? "?").padStart(7)}  ${r.wall_ratio === null ? "     " : r.wall_ratio.toFixed(2).padStart(5)}  ${r.cpu_ratio === null ? "     " : r.cpu_ratio.toFixed(2).padStart(5)}${r.target ? `  (target ${r.target})` : ""}`,
    );
}
