import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GIT_ENV } from "../gate/helpers.js";
import { clientUserEnv, globalLauncherBin } from "../support/hook-user.js";
import { tempDir } from "../support/temp.js";

// `forge-gate init`'s hook files are committed with the project: they must be the same text in every
// clone and work there (the launcher by name or from the project, the lease and config relative to the
// project, found at run time); `init --remove` takes the hook out again, and a hook whose launcher is
// gone says how to install forge-gate or remove it. Run with the built CLI, a real bash and the real
// launcher; the clients themselves run these files in `npm run test:clients`.

const CLI = resolve("dist/cli.js");

let root: string;
let bin: string;
beforeAll(() => {
  root = tempDir("fg-init-portable-");
  bin = globalLauncherBin(root); // a global install
});

const HOOK_FILES = [".claude/settings.json", ".codex/hooks.json", ".opencode/plugin/forge-gate.js"];

function userEnv(name: string, path = `${bin}:/usr/bin:/bin`) {
  return {
    ...clientUserEnv(join(root, `home-${name}`), path),
    ...GIT_ENV,
    FORGE_GATE_BIN: resolve("dist/cli.cjs"),
  };
}

function init(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, "init", ...args], { cwd, env, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r;
}

/** The command of our hook in a settings file. */
function commandIn(file: string): string {
  const doc = JSON.parse(readFileSync(file, "utf8"));
  return doc.hooks.PreToolUse.flatMap((g: { hooks: { command: string }[] }) => g.hooks).find(
    (h: { command: string }) => h.command.includes("forge-gate-hook"),
  ).command;
}

function payload(cwd: string, command: string): string {
  return JSON.stringify({
    session_id: "s",
    transcript_path: "",
    cwd,
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: { command },
  });
}

describe("hook files are the same in every clone, and work there", () => {
  let a: string;
  let b: string;
  beforeAll(() => {
    a = join(root, "first", "project");
    mkdirSync(a, { recursive: true });
    execFileSync("git", ["init", "-q", "-b", "main", a], { env: { ...process.env, ...GIT_ENV } });
    const env = userEnv("alice");
    for (const c of ["claude", "codex", "opencode"]) init(a, env, c);
    execFileSync("bash", ["-c", "git add -A && git commit -qm 'forge-gate hooks'"], {
      cwd: a,
      env: { ...process.env, ...GIT_ENV },
    });
    b = join(root, "elsewhere", "clone");
    execFileSync("git", ["clone", "-q", a, b], { env: { ...process.env, ...GIT_ENV } });
  });

  it("a second clone's init finds every committed hook file unchanged (only Codex's trust is per user)", () => {
    const r = init(b, userEnv("bob"), "codex");
    for (const f of [".codex/hooks.json", ".forge-gate/lease.yaml", ".forge-gate/classify.yaml"])
      expect(r.stdout).toContain(`unchanged ${join(b, f)}`);
    expect(r.stdout).toMatch(/^(created|updated) .*\.codex\/config\.toml$/m);
    for (const c of ["claude", "opencode"])
      expect(init(b, userEnv("bob"), c).stdout).not.toMatch(/^(created|updated)/m);
    for (const f of HOOK_FILES) {
      const text = readFileSync(join(b, f), "utf8");
      expect(text).toBe(readFileSync(join(a, f), "utf8"));
      expect(text, f).not.toContain(root);
    }
  });

  it("Claude Code's and Codex's hooks judge with the clone's own lease, from any directory in it", () => {
    mkdirSync(join(b, "src", "deep"), { recursive: true });
    const run = (client: "claude" | "codex", command: string) => {
      const file = join(b, client === "claude" ? ".claude/settings.json" : ".codex/hooks.json");
      return spawnSync("bash", ["-c", commandIn(file)], {
        // Codex runs a hook in the session's directory and gives it no project variable.
        cwd: join(b, "src", "deep"),
        env: { ...userEnv("bob"), ...(client === "claude" ? { CLAUDE_PROJECT_DIR: b } : {}) },
        input: payload(join(b, "src", "deep"), command),
        encoding: "utf8",
      });
    };
    for (const client of ["claude", "codex"] as const) {
      // Inside this clone: allowed (Codex gets no answer for allow); into the first clone: outside this lease.
      const inside = run(client, `touch ${join(b, "ok.txt")}`);
      expect(inside.status, inside.stderr).toBe(0);
      if (client === "claude")
        expect(JSON.parse(inside.stdout).hookSpecificOutput.permissionDecision).toBe("allow");
      else expect(inside.stdout).toBe("");
      const outside = run(client, `touch ${join(a, "x.txt")}`);
      expect(outside.status, outside.stderr).toBe(0);
      expect(JSON.parse(outside.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    }
  });

  it("the opencode plugin finds the clone's lease from its own place", async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, userEnv("bob"));
      for (const k of ["FORGE_GATE_HOOK", "FORGE_GATE_LEASE", "FORGE_GATE_CONFIG"]) delete process.env[k];
      const mod = await import(join(b, ".opencode", "plugin", "forge-gate.js"));
      const before = (await mod.ForgeGate({ directory: b, worktree: b }))["tool.execute.before"];
      const call = (file: string) =>
        before(
          { tool: "write", sessionID: "ses_1", callID: "c1" },
          { args: { filePath: file, content: "x" } },
        );
      await expect(call(join(b, "ok.txt"))).resolves.toBeUndefined();
      await expect(call(join(a, "x.txt"))).rejects.toThrow(/forge-gate blocked this call/);
    } finally {
      process.env = saved;
    }
  });

  it("without the launcher, every hook blocks and says how to install forge-gate or remove the hook", () => {
    for (const [client, file] of [
      ["claude", ".claude/settings.json"],
      ["codex", ".codex/hooks.json"],
    ] as const) {
      const r = spawnSync("bash", ["-c", commandIn(join(b, file))], {
        cwd: b,
        env: { ...userEnv("carol", "/usr/bin:/bin"), CLAUDE_PROJECT_DIR: b },
        input: payload(b, "ls"),
        encoding: "utf8",
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(
        `forge-gate blocked this call: the hook launcher forge-gate-hook was not found (is forge-gate installed?). Install it (npm install -g forge-gate), or remove the hook: forge-gate init --remove ${client}, or delete its entry from ${file}`,
      );
    }
  });

  it("the integrations/ snippets are what init writes for a global install", () => {
    expect(commandIn(resolve("integrations/claude-code/settings.json"))).toBe(
      commandIn(join(b, ".claude/settings.json")),
    );
    expect(commandIn(resolve("integrations/codex/hooks.json"))).toBe(commandIn(join(b, ".codex/hooks.json")));
  });
});

describe("a dev dependency: the hook runs the project's own launcher, found from its root", () => {
  it("init names node_modules/.bin/forge-gate-hook relative to the project, and the hook runs it from a subdirectory", () => {
    const p = join(root, "devdep");
    execFileSync("git", ["init", "-q", p]);
    // What `npm install --save-dev forge-gate` leaves: the package's files and its bin links.
    const pkg = join(p, "node_modules", "forge-gate");
    mkdirSync(pkg, { recursive: true });
    for (const d of ["dist", "integrations"]) cpSync(resolve(d), join(pkg, d), { recursive: true });
    cpSync(resolve("package.json"), join(pkg, "package.json"));
    mkdirSync(join(p, "node_modules", ".bin"));
    symlinkSync(
      "../forge-gate/integrations/bin/forge-gate-hook",
      join(p, "node_modules", ".bin", "forge-gate-hook"),
    );
    symlinkSync("../forge-gate/dist/cli.cjs", join(p, "node_modules", ".bin", "forge-gate"));
    // `npx forge-gate init …`: npx puts the project's .bin on PATH; the hook must not rely on it.
    const env = {
      ...userEnv("dave", `${join(p, "node_modules", ".bin")}:/usr/bin:/bin`),
      FORGE_GATE_BIN: "",
    };
    for (const c of ["claude", "codex"])
      spawnSync(process.execPath, [join(pkg, "dist", "cli.js"), "init", c], {
        cwd: p,
        env,
        encoding: "utf8",
      });
    const claude = commandIn(join(p, ".claude/settings.json"));
    const codex = commandIn(join(p, ".codex/hooks.json"));
    expect(claude).toMatch(/^"\$CLAUDE_PROJECT_DIR"\/node_modules\/\.bin\/forge-gate-hook claude /);
    expect(codex).toContain("node_modules/.bin/forge-gate-hook codex ");
    for (const c of [claude, codex]) expect(c).not.toContain(root);
    mkdirSync(join(p, "sub"));
    const hookEnv = { ...userEnv("dave", "/usr/bin:/bin"), FORGE_GATE_BIN: "", CLAUDE_PROJECT_DIR: p };
    for (const command of [claude, codex]) {
      const r = spawnSync("bash", ["-c", command], {
        cwd: join(p, "sub"),
        env: hookEnv,
        input: payload(join(p, "sub"), "rm -rf ~"),
        encoding: "utf8",
      });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    }
  });
});

describe("forge-gate init --remove", () => {
  function project(name: string): { dir: string; env: NodeJS.ProcessEnv } {
    const dir = join(root, name);
    execFileSync("git", ["init", "-q", dir]);
    return { dir, env: userEnv(name) };
  }

  it("claude: our entry goes, every other hook and key stays; a file with nothing else left goes", () => {
    const { dir, env } = project("rm-claude");
    mkdirSync(join(dir, ".claude"));
    const settings = join(dir, ".claude", "settings.json");
    const mine = {
      permissions: { allow: ["Bash(ls)"] },
      hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "my-check" }] }] },
    };
    writeFileSync(settings, JSON.stringify(mine));
    init(dir, env, "claude");
    const dry = init(dir, env, "--remove", "claude", "--dry-run");
    expect(dry.stdout).toMatch(/^-.*forge-gate-hook claude/m);
    expect(commandIn(settings)).toContain("forge-gate-hook");
    const r = init(dir, env, "--remove", "claude");
    expect(r.stdout).toContain(`updated ${settings}`);
    expect(JSON.parse(readFileSync(settings, "utf8"))).toEqual(mine);
    expect(existsSync(join(dir, ".forge-gate", "lease.yaml"))).toBe(true); // the user's lease stays
    expect(init(dir, env, "--remove", "claude").stderr).toMatch(/no forge-gate hook in/);
    // Nothing of the user's: the file goes.
    const { dir: d2, env: e2 } = project("rm-claude-empty");
    init(d2, e2, "claude");
    expect(init(d2, e2, "--remove", "claude").stdout).toContain(
      `removed ${join(d2, ".claude", "settings.json")}`,
    );
    expect(existsSync(join(d2, ".claude", "settings.json"))).toBe(false);
  });

  it("codex: the hook and its trust entry go; a hook after ours keeps its trust under its new place", () => {
    const { dir, env } = project("rm-codex");
    init(dir, env, "codex");
    const hooksFile = join(dir, ".codex", "hooks.json");
    const doc = JSON.parse(readFileSync(hooksFile, "utf8"));
    doc.hooks.PreToolUse.push({
      matcher: "Bash",
      hooks: [{ type: "command", command: "my-check", timeout: 5 }],
    });
    writeFileSync(hooksFile, JSON.stringify(doc));
    const config = join(env.CODEX_HOME!, "config.toml");
    const key = (g: number) => `[hooks.state.${JSON.stringify(`${hooksFile}:pre_tool_use:${g}:0`)}]`;
    writeFileSync(config, `${readFileSync(config, "utf8")}\n${key(1)}\ntrusted_hash = "sha256:mine"\n`);
    init(dir, env, "--remove", "codex");
    const after = JSON.parse(readFileSync(hooksFile, "utf8"));
    expect(after.hooks.PreToolUse).toEqual([
      { matcher: "Bash", hooks: [{ type: "command", command: "my-check", timeout: 5 }] },
    ]);
    const cfg = readFileSync(config, "utf8");
    expect(cfg).toContain(`${key(0)}\ntrusted_hash = "sha256:mine"`);
    expect(cfg).not.toContain(key(1));
    expect(cfg.match(/\[hooks\.state\./g)).toHaveLength(1);
    expect(cfg).toContain(`[projects.${JSON.stringify(dir)}]`); // the project's trust is the user's
  });

  it("opencode: its plugin goes; a plugin that is not ours is refused", () => {
    const { dir, env } = project("rm-opencode");
    init(dir, env, "opencode");
    const plugin = join(dir, ".opencode", "plugin", "forge-gate.js");
    init(dir, env, "--remove", "opencode");
    expect(existsSync(plugin)).toBe(false);
    writeFileSync(plugin, "export default {}\n");
    const r = spawnSync(process.execPath, [CLI, "init", "--remove", "opencode"], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is not forge-gate's plugin/);
    expect(readFileSync(plugin, "utf8")).toBe("export default {}\n");
  });
});
