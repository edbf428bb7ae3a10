import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codexHookIdentity,
  findOurHook,
  lineDiff,
  mergeHookSettings,
  removeHookSettings,
  removeTomlTable,
  setTomlKey,
  tomlValue,
} from "../../src/core/hook-setup.js";
import { tempDir } from "../support/temp.js";

// `forge-gate init`: the real CLI (dist/cli.js) on real files in a temp HOME and repository.

const CLI = resolve("dist/cli.js");

function world() {
  const root = tempDir("fg-init-");
  const home = join(root, "home");
  const repo = join(root, "repo");
  mkdirSync(home);
  mkdirSync(join(repo, ".git"), { recursive: true });
  const env = {
    ...process.env,
    HOME: home,
    CODEX_HOME: join(home, ".codex"),
    CLAUDE_CONFIG_DIR: join(home, ".claude"),
    XDG_CONFIG_HOME: join(home, ".config"),
    PATH: "/usr/bin:/bin",
  };
  const init = (...args: string[]) =>
    spawnSync(process.execPath, [CLI, "init", ...args], { cwd: repo, env, encoding: "utf8" });
  return { root, home, repo, init };
}

describe("forge-gate init", () => {
  it("claude: merges into existing settings, keeps everything else, and is idempotent", () => {
    const w = world();
    mkdirSync(join(w.repo, ".claude"));
    const settings = join(w.repo, ".claude", "settings.json");
    const mine = {
      permissions: { allow: ["Bash(ls)"], deny: ["Read(.env)"] },
      hooks: {
        PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "my-own-check" }] }],
        Stop: [{ hooks: [{ type: "command", command: "say done" }] }],
      },
      env: { FOO: "1" },
    };
    writeFileSync(settings, JSON.stringify(mine));
    const first = w.init("claude");
    expect(first.status, first.stderr).toBe(0);
    const after = JSON.parse(readFileSync(settings, "utf8"));
    expect(after.permissions).toEqual(mine.permissions);
    expect(after.env).toEqual(mine.env);
    expect(after.hooks.Stop).toEqual(mine.hooks.Stop);
    expect(after.hooks.PreToolUse[0]).toEqual(mine.hooks.PreToolUse[0]);
    const ours = after.hooks.PreToolUse[1];
    expect(ours.matcher).toBe("*");
    // The project's files relative to it (the launcher finds the project at run time).
    expect(ours.hooks[0].command).toMatch(/forge-gate-hook'? claude --lease \.forge-gate\/lease\.yaml /);
    expect(ours.hooks[0].command).toMatch(/\|\| \{ .* exit 2; \}$/);
    expect(readFileSync(join(w.repo, ".forge-gate", "lease.yaml"), "utf8")).toMatch(/^version: 1$/m);
    expect(readFileSync(join(w.repo, ".forge-gate", "classify.yaml"), "utf8")).toMatch(
      /unresolved: escalate/,
    );
    const snapshot = readFileSync(settings, "utf8");
    const second = w.init("claude");
    expect(second.status).toBe(0);
    expect(second.stdout).not.toMatch(/^(created|updated)/m);
    expect(readFileSync(settings, "utf8")).toBe(snapshot);
  });

  it("never clobbers an existing lease or config, nor a settings file it cannot parse", () => {
    const w = world();
    mkdirSync(join(w.repo, ".forge-gate"));
    writeFileSync(join(w.repo, ".forge-gate", "lease.yaml"), "version: 1\nid: mine\nwrite_roots: []\n");
    writeFileSync(join(w.repo, ".forge-gate", "classify.yaml"), "unresolved: block\n");
    mkdirSync(join(w.repo, ".claude"));
    writeFileSync(join(w.repo, ".claude", "settings.json"), "{ not json");
    const r = w.init("claude");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/settings\.json cannot be merged into/);
    expect(readFileSync(join(w.repo, ".claude", "settings.json"), "utf8")).toBe("{ not json");
    writeFileSync(join(w.repo, ".claude", "settings.json"), "{}");
    expect(w.init("claude").status).toBe(0);
    expect(readFileSync(join(w.repo, ".forge-gate", "lease.yaml"), "utf8")).toMatch(/id: mine/);
    expect(readFileSync(join(w.repo, ".forge-gate", "classify.yaml"), "utf8")).toBe("unresolved: block\n");
  });

  it("--dry-run prints the diff and writes nothing", () => {
    const w = world();
    const r = w.init("codex", "--dry-run");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\+\+\+ .*\.codex\/hooks\.json$/m);
    expect(r.stdout).toMatch(/^\+trusted_hash = "sha256:[0-9a-f]{64}"$/m);
    expect(spawnSync("ls", ["-A", w.repo], { encoding: "utf8" }).stdout.trim()).toBe(".git");
    expect(spawnSync("ls", ["-A", w.home], { encoding: "utf8" }).stdout.trim()).toBe("");
  });

  it("codex: trusts the project and the hook's hash, keeps the user's config.toml, updates in place", () => {
    const w = world();
    mkdirSync(join(w.home, ".codex"));
    const cfg = join(w.home, ".codex", "config.toml");
    writeFileSync(cfg, '# my settings\nmodel = "o3"\n\n[tui]\nnotifications = true\n');
    expect(w.init("codex").status).toBe(0);
    const text = readFileSync(cfg, "utf8");
    expect(text.startsWith('# my settings\nmodel = "o3"\n\n[tui]\nnotifications = true\n')).toBe(true);
    expect(text).toContain(`[projects.${JSON.stringify(w.repo)}]\ntrust_level = "trusted"`);
    const hooksFile = join(w.repo, ".codex", "hooks.json");
    const hooks = JSON.parse(readFileSync(hooksFile, "utf8"));
    const group = hooks.hooks.PreToolUse[0];
    const hash = createHash("sha256")
      .update(codexHookIdentity(group.matcher, group.hooks[0].command))
      .digest("hex");
    expect(text).toContain(
      `[hooks.state.${JSON.stringify(`${hooksFile}:pre_tool_use:0:0`)}]\ntrusted_hash = "sha256:${hash}"`,
    );
    // The hook's command changes (another launcher path): init replaces the hash, no duplicate table.
    group.hooks[0].command = group.hooks[0].command.replace("--config", "--config ");
    writeFileSync(hooksFile, JSON.stringify(hooks));
    expect(w.init("codex").status).toBe(0);
    const again = readFileSync(cfg, "utf8");
    expect(again.match(/\[hooks\.state\./g)).toHaveLength(1);
    expect(again.match(/\[projects\./g)).toHaveLength(1);
  });

  it("opencode: writes the plugin with the launcher and paths filled in; refuses a foreign file", () => {
    const w = world();
    expect(w.init("opencode").status).toBe(0);
    const plugin = readFileSync(join(w.repo, ".opencode", "plugin", "forge-gate.js"), "utf8");
    expect(plugin).toContain(`const LEASE = ".forge-gate/lease.yaml";`);
    expect(plugin).toMatch(/const LAUNCHER = ".*forge-gate-hook";/);
    writeFileSync(join(w.repo, ".opencode", "plugin", "forge-gate.js"), "export default {}\n");
    const r = w.init("opencode");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is not forge-gate's plugin/);
  });

  it("--global writes the user's settings, no lease", () => {
    const w = world();
    expect(w.init("claude", "--global").status).toBe(0);
    const s = JSON.parse(readFileSync(join(w.home, ".claude", "settings.json"), "utf8"));
    expect(s.hooks.PreToolUse[0].hooks[0].command).not.toMatch(/--lease/);
    expect(readFileSync(join(w.home, ".config", "forge-gate", "classify.yaml"), "utf8")).toMatch(
      /unresolved/,
    );
  });

  it("rejects an unknown client", () => {
    const r = world().init("cursor");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/claude, codex, opencode/);
  });
});

describe("hook-setup (pure)", () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  const settings = fc.record(
    {
      permissions: fc.dictionary(fc.string(), json),
      hooks: fc.dictionary(
        fc.constantFrom("Stop", "PostToolUse", "PreToolUse"),
        fc.array(
          fc.record({
            matcher: fc.string(),
            hooks: fc.array(fc.record({ type: fc.constant("command"), command: fc.string() })),
          }),
        ),
      ),
      model: fc.string(),
    },
    { requiredKeys: [] },
  );

  it("merge keeps every other key and hook, and merging twice equals merging once", () => {
    fc.assert(
      fc.property(settings, fc.string({ minLength: 1 }), (doc, cmd) => {
        const command = `forge-gate-hook claude ${cmd}`;
        const once = mergeHookSettings(JSON.stringify(doc), "*", command);
        const twice = mergeHookSettings(once.text, "*", command);
        expect(twice.text).toBe(once.text);
        const out = JSON.parse(once.text);
        // Compared with the document as the settings file holds it: JSON text has no -0.
        const inFile = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
        for (const k of Object.keys(inFile)) if (k !== "hooks") expect(out[k]).toEqual(inFile[k]);
        const ours = out.hooks.PreToolUse.flatMap((g: { hooks: { command: string }[] }) => g.hooks).filter(
          (h: { command: string }) => h.command.includes("forge-gate-hook"),
        );
        expect(ours.length).toBeGreaterThanOrEqual(1);
        expect(out.hooks.PreToolUse[once.group].hooks[once.handler].command).toBe(command);
      }),
    );
  });

  it("removing our hook after merging it gives the settings back; hooks after it are said to move", () => {
    // Empty containers are not kept: a PreToolUse list or hooks object left empty goes.
    const normal = (d: Record<string, unknown>) => {
      const out = JSON.parse(JSON.stringify(d)) as Record<string, unknown> & {
        hooks?: Record<string, unknown[]>;
      };
      if (out.hooks) {
        for (const [k, v] of Object.entries(out.hooks))
          if (k === "PreToolUse" && v.length === 0) delete out.hooks[k];
        if (Object.keys(out.hooks).length === 0) delete out.hooks;
      }
      return out;
    };
    fc.assert(
      fc.property(settings, (doc) => {
        const merged = mergeHookSettings(JSON.stringify(doc), ".*", "forge-gate-hook codex --config c.yaml");
        const removed = removeHookSettings(merged.text);
        expect(removed.removed).toEqual({ group: merged.group, handler: merged.handler });
        const back = removed.text === null ? {} : JSON.parse(removed.text);
        expect(back).toEqual(normal(doc as Record<string, unknown>));
        // Ours is appended as the last group: nothing moves.
        expect(removed.moved).toEqual([]);
        expect(findOurHook(removed.text)).toBeNull();
      }),
    );
  });

  it("removeTomlTable and tomlValue touch their own table only", () => {
    const t = '# mine\n[a]\nx = "1"\n\n[b]\nx = "2"\ny = 3\n[c]\nx = 4\n';
    expect(removeTomlTable(t, "b")).toBe('# mine\n[a]\nx = "1"\n[c]\nx = 4\n');
    expect(removeTomlTable(t, "z")).toBe(t);
    expect(tomlValue(t, "b", "x")).toBe("2");
    expect(tomlValue(t, "b", "y")).toBe("3");
    expect(tomlValue(t, "c", "y")).toBeNull();
  });

  it("setTomlKey replaces the key of its own table only", () => {
    const t = "[a]\nx = 1\n[b]\nx = 2\n";
    expect(setTomlKey(t, "b", "x", "3")).toBe("[a]\nx = 1\n[b]\nx = 3\n");
    expect(setTomlKey(t, "c", "x", "4")).toBe("[a]\nx = 1\n[b]\nx = 2\n\n[c]\nx = 4\n");
  });

  it("lineDiff shows removed and added lines", () => {
    expect(lineDiff("f", "a\nb\n", "a\nc\n")).toBe("--- a/f\n+++ b/f\n a\n-b\n+c\n");
  });
});
