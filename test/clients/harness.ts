/**
 * One isolated world per client run: a temp root holding a fake HOME (with files a recursive
 * delete of home would destroy), a git project set up with the real `forge-gate init <client>`,
 * and an outside directory no call may write. Every client run gets its own HOME, XDG and client
 * config directories, PWD and TMPDIR inside the world; nothing here touches the real home.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import { tempDir } from "../support/temp.js";

export const CLI = resolve("dist/cli.js");
export const LAUNCHER = resolve("integrations/bin/forge-gate-hook");

export interface World {
  root: string;
  home: string;
  project: string;
  outside: string;
  /** Environment for the client run (HOME, XDG dirs, PWD, TMPDIR, state) over process.env. */
  env: Record<string, string>;
  /** Files that must survive every blocked call, with their content. */
  sentinels: Record<string, string>;
}

export function makeWorld(client: "claude" | "codex" | "opencode"): World {
  const root = tempDir(`fg-${client}-`);
  const home = join(root, "home");
  const project = join(root, "project");
  const outside = join(root, "outside");
  const tmp = join(root, "tmp");
  for (const d of [home, project, outside, tmp, join(home, ".ssh")]) mkdirSync(d, { recursive: true });
  const sentinels = {
    [join(home, "notes.txt")]: "home notes\n",
    [join(home, ".ssh", "id_ed25519")]: "not a real key\n",
    [join(outside, "victim.txt")]: "original\n",
  };
  for (const [f, c] of Object.entries(sentinels)) writeFileSync(f, c);
  spawnSync("git", ["init", "-q", project]);
  writeFileSync(join(project, "README.md"), "# project\n");
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOME: home,
    PWD: project,
    TMPDIR: tmp,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_CACHE_HOME: join(home, ".cache"),
    XDG_STATE_HOME: join(home, ".local", "state"),
    CODEX_HOME: join(home, ".codex"),
    CLAUDE_CONFIG_DIR: join(home, ".claude"),
  };
  for (const k of [
    "FORGE_GATE_BIN",
    "FORGE_GATE_HOOK",
    "FORGE_GATE_LEASE",
    "FORGE_GATE_CONFIG",
    "CLAUDE_PROJECT_DIR",
  ])
    delete env[k];
  const init = spawnSync(process.execPath, [CLI, "init", client], { cwd: project, env, encoding: "utf8" });
  expect(init.status, init.stderr).toBe(0);
  return { root, home, project, outside, env, sentinels };
}

/** Every sentinel is still there, unchanged. */
export function expectSentinelsIntact(w: World): void {
  for (const [f, c] of Object.entries(w.sentinels)) {
    expect(existsSync(f), `${f} was deleted`).toBe(true);
    expect(readFileSync(f, "utf8"), `${f} was changed`).toBe(c);
  }
}

export const FAILURES = ["missing", "crash", "signal", "slow", "garbage"] as const;
export type Failure = (typeof FAILURES)[number];

/** The environment that makes the launcher meet `kind` (a 2 s launcher timeout for "slow"). */
export function failureEnv(w: World, kind: Failure): Record<string, string> {
  return {
    FORGE_GATE_BIN: kind === "missing" ? join(w.root, "no-such-forge-gate") : brokenForgeGate(w, kind),
    FORGE_GATE_HOOK_TIMEOUT: "2",
  };
}

/** Every tool result's text, one per line. */
export function resultsText(results: { text: string }[]): string {
  return results.map((t) => t.text).join("\n");
}

/**
 * The checks every client run starts with: the client's requests kept the provider's contract and
 * at least one reached the model. Returns every tool result's text, one per line.
 */
export function modelResults(
  client: string,
  api: { problems: string[]; mainRequests(): number; toolResults(): { text: string }[] },
  r: RunResult,
): string {
  expect(api.problems).toEqual([]);
  expect(api.mainRequests(), `${client} never reached the model: ${r.stderr}${r.stdout}`).toBeGreaterThan(0);
  return resultsText(api.toolResults());
}

/** A stand-in forge-gate for the failure cases (FORGE_GATE_BIN). */
export function brokenForgeGate(w: World, kind: Exclude<Failure, "missing">): string {
  const file = join(w.root, `forge-gate-${kind}`);
  const body = {
    crash: "echo 'TypeError: boom' >&2\nexit 1",
    signal: "kill -SEGV $$",
    slow: "exec sleep 60",
    garbage: 'echo "not json"',
  }[kind];
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a client to completion (killed after `timeoutMs`). */
export function runClient(
  bin: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<RunResult> {
  const t0 = Date.now();
  return new Promise((res) => {
    const c = spawn(bin, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    c.stdout.on("data", (d: Buffer) => {
      stdout += d;
    });
    c.stderr.on("data", (d: Buffer) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-c.pid!, "SIGKILL");
      } catch {
        c.kill("SIGKILL");
      }
    }, timeoutMs);
    c.on("close", (code) => {
      clearTimeout(timer);
      // Whatever the client left running (background shells) goes with it.
      try {
        process.kill(-c.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      res({ code, stdout, stderr, ms: Date.now() - t0 });
    });
  });
}
