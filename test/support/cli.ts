import { type SpawnSyncOptions, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
  stdoutBytes: Buffer;
}

/** Runs the built CLI exactly as a user would (`node dist/cli.js …`). `npm test` builds first. */
export function runCli(
  args: string[],
  opts: { input?: string | Buffer; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): CliResult {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does)`);
  const spawnOpts: SpawnSyncOptions = {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    input: opts.input,
    maxBuffer: 256 * 1024 * 1024,
  };
  const r = spawnSync(process.execPath, [CLI, ...args], spawnOpts);
  if (r.error) throw r.error;
  const stdoutBytes = r.stdout as Buffer;
  return {
    status: r.status,
    stdout: stdoutBytes.toString("utf8"),
    stderr: (r.stderr as Buffer).toString("utf8"),
    stdoutBytes,
  };
}

export interface AsyncRunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a Node script without blocking this process: tests that host a loopback server (a fake
 * GitHub, a fake model endpoint) must keep answering while the script runs. `env` is the whole
 * environment of the child.
 */
export function runNodeAsync(
  script: string,
  args: string[],
  opts: { input?: string; env?: NodeJS.ProcessEnv; node?: string; cwd?: string } = {},
): Promise<AsyncRunResult> {
  return new Promise((done, fail) => {
    const child = spawn(opts.node ?? process.execPath, [script, ...args], {
      env: opts.env ?? process.env,
      cwd: opts.cwd,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", fail);
    child.on("close", (status) => done({ status, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}
