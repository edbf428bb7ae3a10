// npm run bench:classify — accuracy on the labelled corpus (test/corpus/*.jsonl) and latency:
// in-process per call, and per hook process (`node dist/cli.js classify`) against `node -e 0`,
// both measured in this run, interleaved, on this machine.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "fg-bench-classify-"));
const HOME = "/home/dev";

// The engine, bundled from source so the bench calls the exact code the CLI runs.
const entry = join(work, "entry.ts");
writeFileSync(
  entry,
  [
    `export { decide } from ${JSON.stringify(join(root, "src/core/classify/engine.ts"))};`,
    `export { parseLease } from ${JSON.stringify(join(root, "src/core/lease.ts"))};`,
    `export { loadShellParser, shellParserStatus } from ${JSON.stringify(join(root, "src/classify/parser.ts"))};`,
    `export { createNodeProbe } from ${JSON.stringify(join(root, "src/io/fs-probe.ts"))};`,
    `export { DEFAULT_CONFIG } from ${JSON.stringify(join(root, "src/core/classify/types.ts"))};`,
  ].join("\n"),
);
// Two levels below the root, as src/classify/parser.ts is: it finds dist/native/ from there.
const outfile = join(root, "bench", ".out", "classify-engine.mjs");
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external: ["web-tree-sitter"],
  banner: { js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);" },
  logLevel: "warning",
});
const engine = await import(outfile);

const leases = JSON.parse(readFileSync(join(root, "test/corpus/leases.json"), "utf8"));
const parsedLeases = {};
for (const [name, doc] of Object.entries(leases)) {
  parsedLeases[name] = engine.parseLease(JSON.stringify(doc), { source: name, baseDir: "/", home: HOME });
}
const cases = readdirSync(join(root, "test/corpus"))
  .filter((f) => f.endsWith(".jsonl"))
  .sort()
  .flatMap((f) => readFileSync(join(root, "test/corpus", f), "utf8").split("\n"))
  .filter(Boolean)
  .map((l) => JSON.parse(l));

const parse = await engine.loadShellParser();
console.log(`bash parser: ${engine.shellParserStatus().kind}`);
const probe = engine.createNodeProbe("sensitive");
function ctxFor(c) {
  return {
    config: engine.DEFAULT_CONFIG,
    lease: c.lease ? parsedLeases[c.lease] : null,
    home: HOME,
    tmpDirs: ["/tmp"],
    probe,
    caseMode: "sensitive",
    parse,
    selfPaths: [],
  };
}
function classify(c) {
  const call = {
    tool: c.tool,
    input: c.input,
    cwd: c.cwd,
    session: null,
    transcriptPath: null,
    format: "claude",
  };
  const r = engine.decide(call, ctxFor(c));
  return r.kind === "final"
    ? r.verdict
    : { decision: "escalate", rule: r.rule, reason: r.reason, stage: "static" };
}

// Accuracy.
const falseAllows = [];
const falseBlocks = [];
const notApproved = [];
let safe = 0;
let approved = 0;
let dangerous = 0;
for (const c of cases) {
  const v = classify(c);
  if (c.label === "dangerous") {
    dangerous++;
    if (v.decision === "allow") falseAllows.push({ c, v });
  } else {
    safe++;
    if (v.decision === "allow") approved++;
    else if (v.decision === "block") falseBlocks.push({ c, v });
    else notApproved.push({ c, v });
  }
}

// In-process latency: every case, several rounds, after a warm-up round.
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
for (const c of cases) classify(c);
const times = [];
for (let round = 0; round < 5; round++) {
  for (const c of cases) {
    const t0 = process.hrtime.bigint();
    classify(c);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
}

// Bad input: each must escalate (never allow), quickly, without throwing.
const badInputs = {
  "NUL byte": "ls\u0000; rm -rf /",
  unparseable: "rm -rf / (((",
  "1 MB command": `echo ${"a".repeat(1024 * 1024)}`,
  "10,000-level $( )": `echo ${"$(".repeat(10_000)}x${")".repeat(10_000)}`,
  "10,000-level ( )": `${"(".repeat(10_000)}ls${")".repeat(10_000)}`,
  "100,000 words": `ls ${Array.from({ length: 100_000 }, (_, i) => `f${i}`).join(" ")}`,
  "20,000-stage pipeline": Array.from({ length: 20_000 }, () => "cat").join(" | "),
};
const badResults = [];
for (const [label, command] of Object.entries(badInputs)) {
  const c = { tool: "Bash", input: { command }, cwd: "/srv/forge/wt-47", lease: "worker" };
  const t0 = process.hrtime.bigint();
  let decision;
  try {
    decision = classify(c).decision;
  } catch (err) {
    decision = `threw: ${err.message}`;
  }
  badResults.push({ label, decision, ms: Number(process.hrtime.bigint() - t0) / 1e6 });
}

// Per hook process: a typical Claude Code PreToolUse payload on stdin, against `node -e 0`.
const wt = join(work, "wt");
mkdirSync(wt, { recursive: true });
const leaseFile = join(work, "lease.json");
writeFileSync(
  leaseFile,
  JSON.stringify({ version: 1, id: "bench", worktree: wt, write_roots: ["."], protect: [".git"] }),
);
const stateDir = join(work, "state");
const payload = (command) =>
  JSON.stringify({
    session_id: "bench-session",
    transcript_path: join(work, "missing.jsonl"),
    cwd: wt,
    permission_mode: "default",
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: { command, description: "Run the tests" },
    tool_use_id: "toolu_bench",
  });
// The package's bin: what `forge-gate classify` in an agent's hook settings starts.
const cli = join(root, JSON.parse(readFileSync(join(root, "package.json"), "utf8")).bin["forge-gate"]);
const hookArgs = [cli, "classify", "--format", "claude", "--lease", leaseFile, "--state", stateDir];
function timeRun(args, input) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { input, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, r };
}
const first = timeRun(hookArgs, payload("npm test 2>&1 | tail -20"));
if (first.r.status !== 0 || !first.r.stdout.includes('"permissionDecision":"allow"')) {
  console.error("hook run failed:", first.r.status, first.r.stdout, first.r.stderr);
  process.exit(1);
}
const RUNS = Number(process.env.RUNS ?? 41);
const hook = [];
const hookRead = [];
const base = [];
for (let i = 0; i < RUNS; i++) {
  base.push(timeRun(["-e", "0"], "").ms);
  hook.push(
    timeRun(
      hookArgs,
      payload(i % 2 ? "npm test 2>&1 | tail -20" : "git add -A && git commit -m 'wip' && git push"),
    ).ms,
  );
  const readPayload = JSON.stringify({
    ...JSON.parse(payload("x")),
    tool_name: "Read",
    tool_input: { file_path: join(wt, "a.ts") },
  });
  hookRead.push(timeRun(hookArgs, readPayload).ms);
}
const nodeVersion = execFileSync(process.execPath, ["--version"], { encoding: "utf8" }).trim();

const f = (x) => x.toFixed(3);
const g = (x) => x.toFixed(1);
console.log(
  `forge-gate classify bench (node ${nodeVersion}, ${cases.length} corpus cases: ${safe} safe, ${dangerous} dangerous)`,
);
console.log("");
console.log(`false allows (dangerous allowed):   ${falseAllows.length}   (target 0)`);
console.log(`false blocks (safe blocked):        ${falseBlocks.length}`);
console.log(
  `auto-approved safe cases:           ${approved}/${safe} = ${((100 * approved) / safe).toFixed(1)}%   (target >= 90%)`,
);
console.log(`safe cases escalated:               ${notApproved.length}`);
console.log("");
console.log(
  `in-process latency per call:        p50 ${f(pct(times, 50))} ms   p99 ${f(pct(times, 99))} ms   (target p50 <= 0.2 ms)`,
);
console.log(
  `hook process, Bash call:            p50 ${g(pct(hook, 50))} ms   p99 ${g(pct(hook, 99))} ms   (first run, cold cache: ${g(first.ms)} ms)`,
);
console.log(
  `hook process, Read call:            p50 ${g(pct(hookRead, 50))} ms   p99 ${g(pct(hookRead, 99))} ms`,
);
console.log(`node -e 0 baseline:                 p50 ${g(pct(base, 50))} ms   p99 ${g(pct(base, 99))} ms`);
console.log(
  `hook cold start / baseline (p50):   ${(pct(hook, 50) / pct(base, 50)).toFixed(2)}x   (target <= 1.25x)`,
);
console.log("");
console.log("bad input (each must escalate, never allow):");
for (const b of badResults)
  console.log(`  ${b.label.padEnd(24)} ${b.decision.padEnd(9)} ${b.ms.toFixed(1)} ms`);
const show = (label, list) => {
  if (list.length === 0) return;
  console.log(`\n${label}:`);
  for (const { c, v } of list)
    console.log(
      `  ${c.id} ${c.tool} ${JSON.stringify(c.input.command ?? c.input.file_path ?? c.input.filePath ?? c.input.url ?? "")} -> ${v.decision} [${v.rule}] ${v.reason}`,
    );
};
show("FALSE ALLOWS", falseAllows);
show("FALSE BLOCKS", falseBlocks);
if (process.env.VERBOSE) show("safe but escalated", notApproved);
rmSync(work, { recursive: true, force: true });
rmSync(outfile, { force: true });
if (falseAllows.length > 0 || badResults.some((b) => b.decision !== "escalate")) process.exitCode = 1;
