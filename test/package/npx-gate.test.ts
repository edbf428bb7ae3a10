/**
 * `npx forge-gate snapshot` then `npx forge-gate gate` around an agent that does nothing must pass:
 * npm's own writes around each invocation (its debug log, the npx install, its cache index and
 * content, the update check) are forge-gate's own, judged by meaning (src/core/presets/forge-gate.ts).
 * The packed tarball is installed the two ways users run it: into a prefix, and by npx from the
 * package spec (npx's own cache). HOME and TMPDIR are private, and both are watched.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIT_ENV } from "../gate/helpers.js";

const ROOT = new URL("../../", import.meta.url).pathname;
let T = "";
let tarball = "";
const env = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = {};
  // Without the npm_config_* `npm test` exports: they would point npm at the real HOME's cache.
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) e[k] = v;
  return {
    ...e,
    ...GIT_ENV,
    HOME: join(T, "home"),
    TMPDIR: join(T, "tmp"),
    npm_config_update_notifier: "true",
  };
};

beforeAll(() => {
  T = realpathSync(mkdtempSync(join(tmpdir(), "fg-npx-")));
  mkdirSync(join(T, "home"));
  mkdirSync(join(T, "tmp"));
  execFileSync("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", T], {
    cwd: ROOT,
    env: env(),
    stdio: "ignore",
  });
  tarball = join(T, readdirSync(T).find((f) => f.endsWith(".tgz"))!);
}, 120_000);
afterAll(() => rmSync(T, { recursive: true, force: true }));

function repo(name: string): { wt: string; lease: string } {
  const wt = join(T, name);
  mkdirSync(wt);
  const git = (...a: string[]) => execFileSync("git", a, { cwd: wt, env: env() });
  git("init", "-q", "-b", "main");
  writeFileSync(join(wt, "README.md"), "x\n");
  git("add", ".");
  git("commit", "-qm", "init");
  const lease = join(T, `${name}.lease.yaml`);
  writeFileSync(lease, `version: 1\nid: ${name}\nworktree: ${wt}\nwrite_roots: ["."]\n`);
  return { wt, lease };
}

/**
 * snapshot, an agent that does nothing (or `between`), gate: each through `npx` with the given
 * arguments, watching the worktree, the repository, the private HOME and the private TMPDIR.
 */
function aroundNothing(npx: string[], name: string, between: () => void = () => {}) {
  const { wt, lease } = repo(name);
  const roots = ["--default-roots", "worktree,repo,home", "--watch", join(T, "tmp")];
  const run = (args: string[]) =>
    spawnSync("npx", [...npx, ...args, "--format", "json"], { cwd: wt, env: env(), encoding: "utf8" });
  const snap = run(["snapshot", "--lease", lease, ...roots, "--output", join(T, `${name}.fgsnap`)]);
  expect(snap.status, snap.stderr).toBe(0);
  const { snapshot, digest } = JSON.parse(snap.stdout) as { snapshot: string; digest: string };
  between();
  const gate = run(["gate", "--lease", lease, "--snapshot", snapshot, "--snapshot-digest", digest]);
  return { status: gate.status, stderr: gate.stderr, report: JSON.parse(gate.stdout || "{}") };
}

describe("npx forge-gate around an agent that does nothing", () => {
  it("passes when installed into a private prefix, npm's log of each invocation set aside", () => {
    const prefix = join(T, "prefix");
    execFileSync("npm", ["install", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", tarball], {
      env: env(),
      stdio: "ignore",
    });
    const { status, stderr, report } = aroundNothing(["--prefix", prefix, "forge-gate"], "prefixed");
    expect(report.violations, stderr).toEqual([]);
    expect(status).toBe(0);
    expect(report.host.set_aside["forge-gate"]).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it("passes when npx installs it itself (npx's cache, its lock files rewritten on the second run)", () => {
    const { status, stderr, report } = aroundNothing(
      ["--yes", "--package", tarball, "forge-gate"],
      "npxcache",
    );
    expect(report.violations, stderr).toEqual([]);
    expect(status).toBe(0);
    expect(report.host.set_aside["forge-gate"]).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("still refuses a write next to npm's log that is not npm's (another command's log in ~/.npm/_logs)", () => {
    const planted = join(T, "home", ".npm", "_logs", "2026-01-01T00_00_00_000Z-debug-0.log");
    const { status, report } = aroundNothing(["--prefix", join(T, "prefix"), "forge-gate"], "planted", () =>
      writeFileSync(planted, "0 verbose title npm exec cowsay\n"),
    );
    expect(status).toBe(1);
    expect(report.violations.map((v: { path: string }) => v.path)).toEqual([planted]);
  }, 120_000);
});
