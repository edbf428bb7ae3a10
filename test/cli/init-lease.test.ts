import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";

// The lease `init` writes into .forge-gate/ names the repository relative to itself, so the
// project can commit .forge-gate/ (the Claude Code hook already finds it through
// $CLAUDE_PROJECT_DIR): after a clone or a move the lease still grants that checkout, not the path
// where init once ran.

const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-init-lease-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const home = join(root, "home");
mkdirSync(home);
const env = {
  ...process.env,
  HOME: home,
  XDG_CONFIG_HOME: join(home, ".config"),
  CLAUDE_CONFIG_DIR: join(home, ".claude"),
};
const fg = (cwd: string, args: string[], input?: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, env, input, encoding: "utf8" });

describe("init claude: the starter lease", () => {
  const first = join(root, "first");
  mkdirSync(join(first, ".git"), { recursive: true });
  const made = fg(first, ["init", "claude"]);
  const moved = join(root, "moved");
  renameSync(first, moved);

  it("is written, valid, and names the repository where the lease now is", () => {
    expect(made.status).toBe(0);
    const r = fg(moved, ["lease", "check", ".forge-gate/lease.yaml"]);
    expect(r.status).toBe(0);
    const lease = JSON.parse(r.stdout);
    expect(lease.worktree).toBe(moved);
    // The worktree, then the agent preset's session files under HOME (the lease backs the hook up).
    expect(lease.write_roots[0]).toBe(moved);
    expect(lease.write_roots.slice(1).every((r: string) => r.startsWith(`${home}/`))).toBe(true);
    expect(lease.agent).toBe("claude-code");
  });

  it("classify through it allows a write in the moved checkout and blocks one outside", () => {
    const call = (command: string) =>
      fg(
        moved,
        ["classify", "--lease", ".forge-gate/lease.yaml", "--format", "json", "--state", join(home, "state")],
        JSON.stringify({ tool_name: "Bash", tool_input: { command }, cwd: moved }),
      );
    expect(JSON.parse(call("echo hi > notes.txt").stdout).decision).toBe("allow");
    expect(JSON.parse(call(`echo hi > ${join(root, "elsewhere.txt")}`).stdout).decision).not.toBe("allow");
  });

  it("`lease init` on its own still prints the absolute worktree (it is printed, not placed)", () => {
    const r = fg(moved, ["lease", "init"]);
    expect(r.stdout).toContain(`worktree: ${JSON.stringify(moved)}`);
  });
});
