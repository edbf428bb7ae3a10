import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const CLI = resolve("dist/cli.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI asynchronously (tests that host a loopback server must not block their event loop). */
export function runCli(args: string[], input: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, ...env },
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
    child.stdin.end(input);
  });
}

export interface Sandbox {
  dir: string;
  wt: string;
  state: string;
  lease: string;
  home: string;
}

/** A temp dir with a worktree, a lease granting it, and a state dir. */
export function sandbox(leaseExtra: Record<string, unknown> = {}): Sandbox {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "fg-classify-")));
  const wt = join(dir, "wt");
  const home = join(dir, "home");
  mkdirSync(wt, { recursive: true });
  mkdirSync(home, { recursive: true });
  const lease = join(dir, "lease.json");
  writeFileSync(
    lease,
    JSON.stringify({
      version: 1,
      id: "test",
      worktree: wt,
      write_roots: ["."],
      protect: [".git"],
      ...leaseExtra,
    }),
  );
  return { dir, wt, state: join(dir, "state"), lease, home };
}

export function claudePayload(
  s: Sandbox,
  tool: string,
  input: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    session_id: "sess-1",
    transcript_path: join(s.dir, "transcript.jsonl"),
    cwd: s.wt,
    permission_mode: "default",
    hook_event_name: "PreToolUse",
    tool_name: tool,
    tool_input: input,
    tool_use_id: "toolu_01",
    ...extra,
  });
}
