import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AsyncRunResult, CLI, runNodeAsync } from "../support/cli.js";

export { CLI };

/** Runs the real CLI asynchronously (tests that host a loopback server must not block their event loop). */
export function runCli(args: string[], input: string, env: NodeJS.ProcessEnv = {}): Promise<AsyncRunResult> {
  return runNodeAsync(CLI, args, { input, env: { ...process.env, ...env } });
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
