// npm run bench:hook — the hook process as a client starts it, launcher included: the p50 of
// `forge-gate-hook claude …` (sh launcher + node dist/cli.js classify) against `node dist/cli.js
// classify` alone and `node -e 0`, interleaved in one run on this machine (so the load of the
// moment hits all three alike), plus the launcher's own cost over a stub that answers at once.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "fg-bench-hook-"));
const wt = join(work, "wt");
mkdirSync(wt);
const lease = join(work, "lease.yaml");
writeFileSync(lease, `version: 1\nid: bench\nworktree: ${JSON.stringify(wt)}\nwrite_roots: ["."]\n`);
const stub = join(work, "stub.sh");
writeFileSync(stub, "#!/bin/sh\necho '{\"hookSpecificOutput\":{}}'\n");
chmodSync(stub, 0o755);
const cli = join(root, "dist", "cli.js");
const launcher = join(root, "integrations", "bin", "forge-gate-hook");
const payload = JSON.stringify({
  session_id: "bench",
  transcript_path: null,
  cwd: wt,
  hook_event_name: "PreToolUse",
  tool_name: "Bash",
  tool_input: { command: "npm test" },
});
const env = { ...process.env, XDG_STATE_HOME: join(work, "state") };
const runs = {
  "node -e 0": [process.execPath, ["-e", "0"], env],
  "node dist/cli.js classify": [
    process.execPath,
    [cli, "classify", "--format", "claude", "--input", "claude", "--lease", lease],
    env,
  ],
  "forge-gate-hook claude (launcher + classify)": [launcher, ["claude", "--lease", lease], env],
  "forge-gate-hook claude over a stub (launcher alone)": [
    launcher,
    ["claude"],
    { ...env, FORGE_GATE_BIN: stub },
  ],
};
const N = Number(process.env.BENCH_N || 30);
const times = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
for (const [cmd, args, e] of Object.values(runs)) spawnSync(cmd, args, { input: payload, env: e }); // warm caches
for (let i = 0; i < N; i++)
  for (const [name, [cmd, args, e]] of Object.entries(runs)) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { input: payload, env: e, encoding: "utf8" });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
    times[name].push(ms);
  }
const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))];
console.log(`hook process, ${N} runs each (median / p90, ms; node ${process.version}):`);
for (const [name, a] of Object.entries(times))
  console.log(`  ${name.padEnd(52)} ${pct(a, 50).toFixed(1).padStart(7)} / ${pct(a, 90).toFixed(1)}`);
rmSync(work, { recursive: true, force: true });
