import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// The package's bin (dist/cli.cjs, a CommonJS copy of the entry that skips the ES module loader on
// every hook call) must behave exactly like dist/cli.js: same output, same exit code, for the
// classify hook path and for the program behind it.
const root = dirname(dirname(CLI));
const bin = join(root, JSON.parse(readFileSync(join(root, "package.json"), "utf8")).bin["forge-gate"]);

function run(entry: string, args: string[], input = "", env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [entry, ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the bin entry", () => {
  const dir = tempDir("fg-entry-");
  const wt = join(dir, "wt");
  mkdirSync(wt);
  const lease = join(dir, "lease.json");
  writeFileSync(lease, JSON.stringify({ version: 1, id: "t", worktree: wt, write_roots: ["."] }));
  const env = { HOME: dir, XDG_STATE_HOME: join(dir, "state") };

  it("is a CommonJS file with a shebang, other than dist/cli.js", () => {
    expect(bin.endsWith(".cjs")).toBe(true);
    expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
  });

  it.each([
    [["--version"], ""],
    [["violations", "--lease", lease, join(wt, "a"), "/etc/passwd"], ""],
    [["violations", "--lease", lease, "-z", "-"], `${join(wt, "b")}\0/tmp/x\0`],
    [["lease", "check", join(dir, "missing.yaml")], ""],
    [["classify", "--help"], ""],
    [["no-such-command"], ""],
  ])("answers %j like dist/cli.js", (args, input) => {
    const viaBin = run(bin, args, input, env);
    expect(viaBin).toEqual(run(CLI, args, input, env));
    expect(viaBin.status).not.toBeNull();
  });

  it("answers a classify hook call like dist/cli.js (allow and block)", () => {
    for (const command of ["npm test", "rm -rf /"]) {
      const payload = JSON.stringify({
        session_id: `s-${command.length}`,
        transcript_path: join(dir, "none.jsonl"),
        cwd: wt,
        hook_event_name: "PreToolUse",
        tool_name: "Bash",
        tool_input: { command },
      });
      const args = ["classify", "--format", "claude", "--lease", lease, "--state", join(dir, "st")];
      const viaBin = run(bin, args, payload, env);
      expect(viaBin.status).toBe(0);
      expect(viaBin.stdout).toContain("permissionDecision");
      expect(viaBin).toEqual(run(CLI, args, payload, env));
    }
  });

  it("keeps a code cache for the hook bundle, and answers the same when the cache is damaged", () => {
    const state = join(dir, "st-cache");
    const payload = JSON.stringify({
      session_id: "s-cache",
      transcript_path: join(dir, "none.jsonl"),
      cwd: wt,
      hook_event_name: "PreToolUse",
      tool_name: "Bash",
      tool_input: { command: "git status" },
    });
    const args = ["classify", "--format", "claude", "--lease", lease, "--state", state];
    const first = run(bin, args, payload, env);
    expect(first.status).toBe(0);
    const caches = readdirSync(join(state, "code-cache"));
    expect(caches.some((f) => f.startsWith("classify-"))).toBe(true);
    // Nothing else is compiled per call: the hook path loads no JavaScript from node_modules.
    expect(caches.filter((f) => !f.startsWith("classify-"))).toEqual([]);
    expect(run(bin, args, payload, env)).toEqual(first);
    for (const f of caches) writeFileSync(join(state, "code-cache", f), "not a code cache");
    expect(run(bin, args, payload, env)).toEqual(first);
    expect(run(bin, args, payload, env)).toEqual(first);
  });
});
