import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claudePayload, sandbox } from "./helpers.js";

// The shipped integration files, run for real: the hook commands through a real bash with a
// `forge-gate` on PATH, the opencode plugin imported and called the way opencode calls it.

/** A PATH directory with the package's launcher on it, as `npm install -g` links it. */
function shimBin(dir: string): string {
  const bin = join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  symlinkSync(resolve("integrations/bin/forge-gate-hook"), join(bin, "forge-gate-hook"));
  return bin;
}

function hookCommand(file: string): string {
  const json = JSON.parse(readFileSync(file, "utf8"));
  return json.hooks.PreToolUse[0].hooks[0].command as string;
}

describe("Claude Code and Codex hook snippets", () => {
  it.each([
    ["integrations/claude-code/settings.json", "claude"],
    ["integrations/codex/hooks.json", "codex"],
  ])("%s runs classify and answers in the hook format", (file, fmt) => {
    const s = sandbox();
    // The project: the launcher finds it (for Codex, which names no project directory) by its .git.
    mkdirSync(join(s.wt, ".git"));
    mkdirSync(join(s.wt, ".forge-gate"));
    writeFileSync(
      join(s.wt, ".forge-gate", "lease.yaml"),
      `version: 1\nid: t\nworktree: ${s.wt}\nwrite_roots: ["."]\n`,
    );
    writeFileSync(join(s.wt, ".forge-gate", "classify.yaml"), "unresolved: escalate\n");
    const env = {
      ...process.env,
      PATH: `${shimBin(s.dir)}:${process.env.PATH}`,
      CLAUDE_PROJECT_DIR: s.wt,
      XDG_STATE_HOME: join(s.dir, "xdg"),
    };
    const run = (command: string) =>
      spawnSync("bash", ["-c", hookCommand(resolve(file))], {
        cwd: s.wt,
        env,
        input: claudePayload(s, "Bash", { command }),
        encoding: "utf8",
      });
    const allow = run("npm test");
    expect(allow.status, allow.stderr).toBe(0);
    // Codex rejects "allow": it gets no answer (its own policy then applies).
    if (fmt === "codex") expect(allow.stdout).toBe("");
    else expect(JSON.parse(allow.stdout).hookSpecificOutput.permissionDecision).toBe("allow");
    const deny = run("rm -rf ~");
    expect(deny.status).toBe(0);
    expect(JSON.parse(deny.stdout).hookSpecificOutput).toMatchObject({
      hookEventName: "PreToolUse",
      permissionDecision: "deny",
    });
    // A launcher that cannot find forge-gate blocks (exit 2), never exit 1 or 127.
    const broken = spawnSync("bash", ["-c", hookCommand(resolve(file))], {
      cwd: s.wt,
      env: { ...env, FORGE_GATE_BIN: join(s.dir, "no-such-forge-gate") },
      input: claudePayload(s, "Bash", { command: "npm test" }),
      encoding: "utf8",
    });
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/forge-gate blocked this call/);
    // So does a missing launcher: the snippet's `|| exit 2`.
    const gone = spawnSync("bash", ["-c", hookCommand(resolve(file))], {
      cwd: s.wt,
      env: { ...env, PATH: "/usr/bin:/bin" },
      input: claudePayload(s, "Bash", { command: "npm test" }),
      encoding: "utf8",
    });
    expect(gone.status).toBe(2);
  });
});

describe("opencode plugin", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  it("allows, throws on block, throws asking for a human on escalate", async () => {
    const s = sandbox();
    process.env.FORGE_GATE_HOOK = resolve("integrations/bin/forge-gate-hook");
    process.env.FORGE_GATE_LEASE = s.lease;
    process.env.XDG_STATE_HOME = join(s.dir, "xdg");
    const mod = await import(resolve("integrations/opencode/forge-gate.js"));
    const hooks = await mod.ForgeGate({ directory: s.wt, worktree: s.wt });
    const before = hooks["tool.execute.before"];
    const call = (tool: string, args: Record<string, unknown>) =>
      before({ tool, sessionID: "ses_1", callID: "c1" }, { args });
    await expect(call("bash", { command: "npm test" })).resolves.toBeUndefined();
    await expect(
      call("edit", { filePath: join(s.wt, "a.ts"), oldString: "a", newString: "b" }),
    ).resolves.toBeUndefined();
    await expect(call("bash", { command: "git push --force" })).rejects.toThrow(
      /forge-gate blocked this call: .*push --force/,
    );
    await expect(call("write", { filePath: "/etc/passwd", content: "x" })).rejects.toThrow(/blocked/);
    await expect(call("bash", { command: "frobnicate" })).rejects.toThrow(/a human must approve this call/);
    // A broken setup is said as such, never as "a human must approve".
    process.env.FORGE_GATE_LEASE = join(s.dir, "missing.yaml");
    await expect(call("bash", { command: "ls" })).rejects.toThrow(/missing\.yaml/);
    await expect(call("bash", { command: "ls" })).rejects.toThrow(/forge-gate blocked this call/);
    process.env.FORGE_GATE_HOOK = join(s.dir, "no-such-launcher");
    await expect(call("bash", { command: "ls" })).rejects.toThrow(/forge-gate blocked this call/);
  });
});
