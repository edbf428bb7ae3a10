// npm run bench:parser — the two builds of the bash parser (src/classify/parser.ts), each in fresh
// processes: load + first parse and a warm parse in process, then the whole `classify` hook process
// on its first call (no code cache) and on later calls (code cache warm), next to `node -e 0`.
// Medians of RUNS (default 15); the machine is shared, so read them as rough.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "dist", "cli.js");
const index = join(root, "dist", "index.js");
const runs = Number(process.env.RUNS ?? 15);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// In process (after the library is imported): parser load + first parse, then 2000 parses.
const probe = `
const { loadShellParser } = await import(${JSON.stringify(index)});
const t0 = performance.now();
const parse = await loadShellParser(process.env.FORGE_GATE_PARSER);
parse("rm -rf ~ && echo $(cat /etc/passwd) | tee >(wc -l)");
const t1 = performance.now();
for (let i = 0; i < 2000; i++) parse("git commit -m 'fix: x' && npm test -- --grep foo");
const t2 = performance.now();
console.log(JSON.stringify({ first: t1 - t0, warm: (t2 - t1) / 2000 }));`;

function inProcess(kind) {
  const first = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
      env: { ...process.env, FORGE_GATE_PARSER: kind },
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`${kind}: ${r.stderr}`);
    const m = JSON.parse(r.stdout);
    first.push(m.first);
    warm.push(m.warm);
  }
  return { first: median(first), warm: median(warm) };
}

function wall(args, env, input) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { env, input, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  return { ms, status: r.status, stdout: r.stdout };
}

const payload = JSON.stringify({
  session_id: "bench",
  cwd: "/tmp",
  hook_event_name: "PreToolUse",
  tool_name: "Bash",
  tool_input: { command: "ls -la && git status" },
});

function hook(kind) {
  const cold = [];
  const cached = [];
  for (let i = 0; i < runs; i++) {
    const home = mkdtempSync(join(tmpdir(), "fg-bench-parser-"));
    const env = { ...process.env, HOME: home, XDG_STATE_HOME: join(home, "state"), FORGE_GATE_PARSER: kind };
    const first = wall([cli, "classify"], env, payload);
    if (!first.stdout.includes('"allow"'))
      throw new Error(`${kind}: the hook did not allow: ${first.stdout}`);
    cold.push(first.ms);
    cached.push(wall([cli, "classify"], env, payload).ms);
    rmSync(home, { recursive: true, force: true });
  }
  return { cold: median(cold), cached: median(cached) };
}

const base = median(Array.from({ length: runs }, () => wall(["-e", "0"], process.env).ms));
const fmt = (n) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
console.log(`node ${process.version}, ${runs} runs each, medians (shared machine: rough)`);
console.log(`node -e 0: ${fmt(base)}`);
for (const kind of ["native", "wasm"]) {
  const p = inProcess(kind);
  const h = hook(kind);
  console.log(
    `${kind.padEnd(6)}  load+first parse ${fmt(p.first)}  warm parse ${fmt(p.warm)}  ` +
      `hook first call ${fmt(h.cold)}  hook cached ${fmt(h.cached)} (+${fmt(h.cached - base)} over node -e 0)`,
  );
}
