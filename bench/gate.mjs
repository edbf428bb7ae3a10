// npm run bench:gate — the gate end to end on a large run, plus the text builders on a huge escape.
//  1. A repository whose leased worktree has FG_BENCH_FILES (default 20,000) new files and whose
//     main checkout next door got FG_BENCH_ESCAPES (default 2,000) files from the "agent":
//     `forge-gate gate --snapshot … --events … --format json` (wall time, peak RSS).
//  2. renderComment / renderSummary / violationsOutput / event line on 100,000 violations.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const FILES = Number(process.env.FG_BENCH_FILES ?? 20_000);
const ESCAPES = Number(process.env.FG_BENCH_ESCAPES ?? 2_000);
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const probe = fileURLToPath(new URL("./rss-probe.mjs", import.meta.url));
const base = realpathSync(mkdtempSync(join(tmpdir(), "fg-bench-gate-")));
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "b",
  GIT_AUTHOR_EMAIL: "b@example.com",
  GIT_COMMITTER_NAME: "b",
  GIT_COMMITTER_EMAIL: "b@example.com",
};
const git = (cwd, ...args) => execFileSync("git", args, { cwd, env, encoding: "utf8" });

function run(args) {
  return new Promise((ok, fail) => {
    const t0 = process.hrtime.bigint();
    const rssFile = join(base, "rss");
    const c = spawn(process.execPath, ["--import", probe, cli, ...args], {
      env: { ...env, FG_BENCH_RSS_FILE: rssFile },
    });
    let out = "";
    let err = "";
    c.stdout.on("data", (d) => {
      out += d;
    });
    c.stderr.on("data", (d) => {
      err += d;
    });
    c.on("close", (status) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      let rss = "?";
      try {
        rss = (Number(readFileSync(rssFile, "utf8")) / 1024).toFixed(0);
      } catch {}
      if (status === 2) fail(new Error(err));
      else ok({ status, ms, out, rss });
    });
  });
}

try {
  const main = join(base, "main");
  mkdirSync(main);
  git(main, "init", "-q", "-b", "main");
  writeFileSync(join(main, "README.md"), "x\n");
  git(main, "add", ".");
  git(main, "commit", "-q", "-m", "init");
  const wt = join(base, "wt");
  git(main, "worktree", "add", "-q", "-b", "agent", wt);
  const lease = join(base, "lease.yaml");
  writeFileSync(lease, `version: 1\nid: bench\nworktree: ${wt}\nwrite_roots: ["."]\nbase: HEAD\n`);
  const snap = JSON.parse(
    execFileSync(
      process.execPath,
      [
        cli,
        "snapshot",
        "--lease",
        lease,
        "--output",
        join(base, "s", "x.fgsnap"),
        "--default-roots",
        "worktree,repo",
        "--format",
        "json",
      ],
      { env, encoding: "utf8" },
    ),
  );
  for (let d = 0; d < FILES / 100; d++) {
    mkdirSync(join(wt, "gen", `d${d}`), { recursive: true });
    for (let f = 0; f < 100; f++) writeFileSync(join(wt, "gen", `d${d}`, `f${f}.ts`), "export {};\n");
  }
  mkdirSync(join(main, "leak"));
  for (let i = 0; i < ESCAPES; i++) writeFileSync(join(main, "leak", `x${i}.txt`), "pwned\n");

  const r = await run([
    "gate",
    "--lease",
    lease,
    "--snapshot",
    snap.snapshot,
    "--snapshot-digest",
    snap.digest,
    "--events",
    join(base, "events.ndjson"),
    "--format",
    "json",
  ]);
  const report = JSON.parse(r.out);
  if (r.status !== 1 || report.violations.length !== ESCAPES + 1)
    throw new Error(`unexpected verdict: ${r.status} ${report.violations.length}`);
  console.log(
    `gate: ${FILES} changes in the worktree + ${ESCAPES} escaped files (and their directory) → refused, ${report.changes} changes judged in ${r.ms.toFixed(0)} ms, peak RSS ${r.rss} MB`,
  );
  const eventBytes = readFileSync(join(base, "events.ndjson")).length;
  console.log(`gate: event line ${eventBytes} bytes`);

  // The text builders, bundled from source (they are not a public entry point).
  const bundle = join(base, "verdict.mjs");
  await build({
    entryPoints: [fileURLToPath(new URL("../src/core/verdict.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: bundle,
    logLevel: "silent",
    define: { __FORGE_GATE_VERSION__: JSON.stringify("bench") },
  });
  const v = await import(bundle);
  const N = 100_000;
  const violations = Array.from({ length: N }, (_, i) => ({
    path: `/home/op/main/leak/${"d".repeat(i % 200)}/x${i}|\`.txt`,
    resolved: `/home/op/main/leak/x${i}`,
    reason: "outside_write_roots",
  }));
  const rep = {
    schema_version: 1,
    version: "bench",
    verdict: "refused",
    lease: "bench",
    violations,
    changes: N,
    coverage: { scopes: ["git", "snapshot"], roots: ["/w"], skipped: [] },
    effects: [],
  };
  for (const [name, fn] of [
    ["renderComment", () => v.renderComment(rep)],
    ["renderSummary", () => v.renderSummary(rep)],
    ["violationsOutput", () => v.violationsOutput(violations)],
    [
      "eventLine",
      () =>
        v.eventLine(
          v.buildRefusalEvent({ id: "b", issue: null, pr: null, repo: null }, violations, new Date()),
        ),
    ],
  ]) {
    const t0 = process.hrtime.bigint();
    const out = fn();
    console.log(
      `${name}: ${N} violations → ${out.length} chars in ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1)} ms`,
    );
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
