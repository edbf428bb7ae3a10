import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { agentEnv, type Fixture, gateRun, type RunReport } from "../collect/fixture.js";
import { CLI, type CliResult } from "../support/cli.js";

export interface EnforcedReport extends RunReport {
  enforced: boolean;
  enforcement?: {
    enforced: boolean;
    mode: string;
    backend: string | null;
    reason?: string;
    network: string | null;
    network_denied: { host: string; port: number; method: string }[];
    private_temp: string[];
    detection_only: string[];
  };
}

/** `forge-gate run --enforce` with a real bash agent; the agent's stdout goes to stderr so the JSON report stays parseable. */
export function enforcedRun(f: Fixture, script: string, extra: string[] = ["--enforce"]): CliResult {
  return gateRun(f, `exec 1>&2\n${script}`, extra);
}

export function reportOf(r: CliResult): EnforcedReport {
  try {
    return JSON.parse(r.stdout) as EnforcedReport;
  } catch {
    throw new Error(`no JSON report (exit ${r.status}): ${r.stderr}`);
  }
}

/**
 * Everything under `dir` (type, mode, size, content digest, link target, mtime; directories by mode
 * and entries), except `skip` and forge-gate's own per-run temp directories (`forge-gate-*`):
 * compared before and after a run to show that nothing outside the grants changed.
 */
export function fingerprint(dir: string, skip: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (p: string) => {
    if (skip.includes(p) || basename(p).startsWith("forge-gate-")) return;
    const st = lstatSync(p);
    let what = st.isDirectory() ? `${st.mode}` : `${st.mode}:${st.size}:${st.mtimeMs}`;
    if (st.isSymbolicLink()) what += `->${readlinkSync(p)}`;
    else if (st.isFile()) what += `#${createHash("sha256").update(readFileSync(p)).digest("hex")}`;
    out.set(p, what);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
  return out;
}

export function changedEntries(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

/** The CLI run without blocking this process (a loopback server in the test must keep answering). */
export function runCliAsync(
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CliResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: opts.cwd, env: opts.env });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", fail);
    child.on("close", (status) => {
      const stdoutBytes = Buffer.concat(out);
      done({ status, stdout: stdoutBytes.toString("utf8"), stderr, stdoutBytes });
    });
  });
}

/** `run --enforce` of a bash agent, asynchronously. */
export function enforcedRunAsync(
  f: Fixture,
  script: string,
  extra: string[] = ["--enforce"],
): Promise<CliResult> {
  const file = join(f.T, "agent.sh");
  writeFileSync(file, `set -euo pipefail\nexec 1>&2\n${script}\n`);
  return runCliAsync(
    ["run", "--lease", f.lease, ...f.rootFlags, "--format", "json", ...extra, "--", "bash", file],
    { cwd: f.wt, env: agentEnv(f) },
  );
}
