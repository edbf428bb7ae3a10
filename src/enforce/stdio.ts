import type { ChildProcess, StdioOptions } from "node:child_process";
import { createReadStream, fstatSync } from "node:fs";

/**
 * Where the agent's stdout goes: forge-gate's stderr (2), so that forge-gate's stdout carries its
 * report and nothing else (`run --format json > verdict.json` is always valid JSON), or forge-gate's
 * stdout (1) when the report goes to a file (`--report FILE`).
 */
export type AgentStdout = 1 | 2;

/**
 * The agent's stdio: stdin and stderr are forge-gate's own, stdout is `stdout` (see AgentStdout).
 * In a sandbox, a descriptor on a host file (`run … < prompt.txt`, `2>> agent.log`) cannot be
 * handed in as is: `/proc/self/fd/N` reopens the file on the host's own mount, writable whatever
 * the sandbox's mounts say, so the agent could overwrite the input file or truncate the log. Such a
 * descriptor is replaced by a pipe that forge-gate feeds or drains. Terminals, pipes, sockets and
 * character devices pass through (reopening them reaches the same stream, not a file).
 */
export function agentStdio(stdout: AgentStdout, sandboxed: boolean): StdioOptions {
  const pass = (fd: number) => (sandboxed && isReopenableFile(fd) ? "pipe" : fd);
  return [pass(0), pass(stdout), pass(2)];
}

function isReopenableFile(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return st.isFile() || st.isDirectory() || st.isBlockDevice();
  } catch {
    return false; // closed: nothing to reopen
  }
}

/**
 * Connects the piped stdio of `child` to this process's descriptors (its stdout to `stdout`);
 * resolves when its output pipes have been drained (they close when the last process holding them
 * is gone). Input is read only once `inputOpen` says the command runs (false: never, the wrapper
 * around it failed first and may be run again).
 */
export function pumpStdio(
  child: ChildProcess,
  stdout: AgentStdout,
  inputOpen: Promise<boolean> = Promise.resolve(true),
): Promise<void> {
  const stdin = child.stdin;
  if (stdin) {
    stdin.on("error", () => {}); // the agent stopped reading: fine
    void inputOpen.then((open) => {
      if (!open) return stdin.destroy();
      const input = createReadStream("", { fd: 0, autoClose: false });
      stdin.on("error", () => input.destroy());
      input.on("error", () => stdin.destroy());
      input.pipe(stdin);
    });
  }
  const drains: Promise<void>[] = [];
  for (const [stream, out] of [
    [child.stdout, stdout === 1 ? process.stdout : process.stderr],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    stream.pipe(out, { end: false });
    drains.push(new Promise((r) => stream.once("close", () => r())));
  }
  return Promise.all(drains).then(() => {});
}
