import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * vitest's global setup: the whole suite runs with TMPDIR and HOME in one private directory, so
 * that nothing it writes lands in the machine's temp directory or the user's home, whatever other
 * programs write there meanwhile. At the end the private directory must hold nothing the tests left
 * behind (each test file removes what it made: test/support/temp.ts), and it is removed. Names the
 * suite's own code uses (`fg-*`, `forge-gate-*`) must not have appeared in the real temp directory
 * either, unless another vitest run was going on at the same time (another forge-gate suite's files
 * cannot be told from ours: then that check is skipped, and the run says so).
 */

/** What a suite may leave in its private directory: its HOME, Node's own compile cache (Node >= 22). */
const EXPECTED = new Set(["home", "node-compile-cache"]);
const OURS = /^(fg-|forge-gate)/;

let realTmp: string;
let priv: string;
let before: Set<string>;
let others: number[];

export function setup(): void {
  realTmp = realpathSync(tmpdir());
  priv = realpathSync(mkdtempSync(join(realTmp, "fg-suite-")));
  // As open as a temp directory is: tests run forge-gate as another user (nobody) from inside it.
  chmodSync(priv, 0o1777);
  const home = join(priv, "home");
  mkdirSync(home, { mode: 0o755 });
  before = new Set(readdirSync(realTmp).filter((n) => OURS.test(n)));
  others = otherSuites();
  process.env.TMPDIR = priv;
  process.env.HOME = home;
  // The state and config directories follow HOME (unset, they default below it).
  for (const k of [
    "XDG_STATE_HOME",
    "XDG_CONFIG_HOME",
    "XDG_CACHE_HOME",
    "XDG_DATA_HOME",
    "CODEX_HOME",
    "CLAUDE_CONFIG_DIR",
  ])
    delete process.env[k];
}

export function teardown(): void {
  const left = readdirSync(priv).filter((n) => !EXPECTED.has(n));
  rmSync(priv, { recursive: true, force: true });
  const problems: string[] = [];
  if (left.length > 0)
    problems.push(
      `the tests left ${left.length} entr${left.length === 1 ? "y" : "ies"} in their temp directory (remove what a test makes: test/support/temp.ts): ${left.slice(0, 20).join(", ")}`,
    );
  const busy = [...new Set([...others, ...otherSuites()])];
  const appeared = readdirSync(realTmp).filter(
    (n) => OURS.test(n) && !before.has(n) && n !== priv.split("/").pop(),
  );
  if (busy.length > 0)
    process.stderr.write(
      `suite-temp: another vitest run was going on at the same time (pid ${busy.join(", ")}): the check of ${realTmp} for fg-*/forge-gate-* names is skipped\n`,
    );
  else if (appeared.length > 0)
    problems.push(
      `${appeared.length} fg-*/forge-gate-* entr${appeared.length === 1 ? "y" : "ies"} appeared in ${realTmp}, outside TMPDIR: ${appeared.slice(0, 20).join(", ")}`,
    );
  if (problems.length > 0)
    throw new Error(`the test suite did not clean up after itself: ${problems.join("; ")}`);
}

/** Other vitest processes on the machine (another forge-gate suite's temp files look like ours). */
function otherSuites(): number[] {
  const out: number[] = [];
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return out;
  }
  // This run and every process above it (`npm test` → `sh -c "… vitest run"` → vitest): their command
  // lines name vitest too, and they are not another suite.
  const mine = ancestors();
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || mine.has(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8");
      if (!cmd.includes("vitest")) continue;
      const env = readFileSync(`/proc/${name}/environ`, "utf8");
      // Ours (this run's workers) carry our private TMPDIR.
      if (env.includes(`\0TMPDIR=${priv}\0`) || env.startsWith(`TMPDIR=${priv}\0`)) continue;
      out.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

/** This process and its ancestors, read from /proc (`PPid:` in each status file). */
function ancestors(): Set<number> {
  const out = new Set<number>([process.pid]);
  let pid = process.ppid;
  while (pid > 1 && !out.has(pid)) {
    out.add(pid);
    try {
      const m = /^PPid:\s*(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      pid = m ? Number(m[1]) : 0;
    } catch {
      break;
    }
  }
  return out;
}
