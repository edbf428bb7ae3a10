import { type SpawnSyncOptions, spawnSync } from "node:child_process";
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
