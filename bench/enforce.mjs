// Times `forge-gate run --enforce -- true` against `forge-gate run -- true` on a small repository
// with a linked worktree (the enforced run adds the sandbox plan, the bubblewrap probe and the
// sandbox itself). Target: under 100 ms added (median). Also shows `network.allow` with one host
// (the filtering proxy and the in-sandbox relay). Run: npm run bench:enforce
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const base = realpathSync(mkdtempSync(join(tmpdir(), "fg-bench-enforce-")));
try {
  const repo = join(base, "repo");
  const wt = join(base, "wt");
  const home = join(base, "home");
  const tmp = join(base, "tmp");
  for (const d of [repo, home, tmp]) mkdirSync(d);
  const git = (args, cwd) =>
    execFileSync("git", args, {
      cwd,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "b",
        GIT_AUTHOR_EMAIL: "b@b",
        GIT_COMMITTER_NAME: "b",
        GIT_COMMITTER_EMAIL: "b@b",
      },
    });
  git(["init", "-q", "-b", "main"], repo);
  for (let i = 0; i < 50; i++) writeFileSync(join(repo, `f${i}.txt`), `${i}\n`);
  git(["add", "."], repo);
  git(["commit", "-qm", "init"], repo);
  git(["worktree", "add", "-q", "-b", "agent", wt], repo);
  const lease = (name, network) => {
    const file = join(base, `lease-${name}.yaml`);
    writeFileSync(
      file,
      `version: 1\nid: bench\nworktree: ${wt}\nwrite_roots: ["."]\nprotect: [".github/workflows/**"]\nnetwork: ${network}\n`,
    );
    return file;
  };
  const plain = lease("plain", "{ allow: [] }");
  const net = lease("net", '{ allow: ["example.com"] }');
  const env = { ...process.env, HOME: home, TMPDIR: tmp };
  const roots = ["--default-roots", "worktree,repo", "--watch", home];

  const time = (args) => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: wt, env, encoding: "utf8" });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0) throw new Error(`${args.join(" ")} failed (${r.status}): ${r.stderr}`);
    return ms;
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const variants = {
    "run -- true": ["run", "--lease", plain, ...roots, "--", "true"],
    "run --enforce -- true": ["run", "--lease", plain, ...roots, "--enforce", "--", "true"],
    "run --enforce -- true (network.allow: 1 host)": [
      "run",
      "--lease",
      net,
      ...roots,
      "--enforce",
      "--",
      "true",
    ],
  };
  const samples = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  time(variants["run -- true"]); // warm the page cache
  // Interleaved, so load on the machine falls on every variant alike.
  for (let i = 0; i < RUNS; i++)
    for (const [k, args] of Object.entries(variants)) samples[k].push(time(args));
  const bwrap = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    spawnSync("bwrap", [
      "--ro-bind",
      "/",
      "/",
      "--dev",
      "/dev",
      "--proc",
      "/proc",
      "--unshare-pid",
      "--unshare-net",
      "--die-with-parent",
      "--cap-drop",
      "ALL",
      "true",
    ]);
    bwrap.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(samples));
  console.log(
    `medians of ${RUNS} runs each (interleaved; a shared, loaded machine: read the added time, not the totals)`,
  );
  for (const [k, xs] of Object.entries(samples))
    console.log(`  ${k.padEnd(48)} ${median(xs).toFixed(0).padStart(6)} ms`);
  console.log(
    `  ${"bare `bwrap … true` (one sandbox start)".padEnd(48)} ${median(bwrap).toFixed(0).padStart(6)} ms`,
  );
  const added = median(samples["run --enforce -- true"]) - median(samples["run -- true"]);
  const addedNet =
    median(samples["run --enforce -- true (network.allow: 1 host)"]) - median(samples["run -- true"]);
  console.log(
    `added by --enforce: ${added.toFixed(0)} ms (target < 100 ms: ${added < 100 ? "met" : "NOT met"})`,
  );
  console.log(`added by --enforce with the proxy and relay: ${addedNet.toFixed(0)} ms`);
} finally {
  rmSync(base, { recursive: true, force: true });
}
