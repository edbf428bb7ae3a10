import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { codexHookIdentity } from "../../src/core/hook-setup.js";
import { clientUserEnv, globalLauncherBin } from "../support/hook-user.js";
import { tempDir } from "../support/temp.js";

// `forge-gate doctor` sees what a hook's client would do with it: a hook whose launcher or lease is
// gone (every call blocked), a Codex hook edited by hand or not trusted (Codex skips it without a
// word), one that is not what this version's init writes, and a client asked for with no hook at all.

const CLI = resolve("dist/cli.js");

let root: string;
let bin: string;
beforeAll(() => {
  root = tempDir("fg-doctor-hooks-");
  bin = globalLauncherBin(root);
});

interface Check {
  name: string;
  status: string;
  detail: string;
  hint: string | null;
}

function world(name: string) {
  const dir = join(root, name, "repo");
  const home = join(root, name, "home");
  execFileSync("git", ["init", "-q", dir]);
  const env = clientUserEnv(home, `${bin}:/usr/bin:/bin`);
  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [CLI, ...args], { cwd: dir, env: { ...env, ...extra }, encoding: "utf8" });
  const doctor = (args: string[] = [], extra: NodeJS.ProcessEnv = {}) => {
    const r = cli(["doctor", "--format", "json", ...args], extra);
    const report = JSON.parse(r.stdout) as { ok: boolean; checks: Check[] };
    return { status: r.status, hooks: report.checks.filter((c) => c.name.startsWith("hook")) };
  };
  return { dir, home, env, cli, doctor };
}

describe("doctor: every forge-gate hook installed, trusted and current", () => {
  it("fresh from init: ok for each client; none installed and none asked for: ok", () => {
    const w = world("fresh");
    expect(w.doctor().hooks).toEqual([
      { name: "hooks", status: "ok", detail: "no forge-gate hook installed here", hint: null },
    ]);
    for (const c of ["claude", "codex", "opencode"]) expect(w.cli(["init", c]).status).toBe(0);
    const r = w.doctor(["--client", "codex"]);
    expect(r.status).toBe(0);
    expect(r.hooks.map((c) => [c.name, c.status])).toEqual([
      ["hook claude", "ok"],
      ["hook codex", "ok"],
      ["hook opencode", "ok"],
    ]);
    expect(r.hooks[1]!.detail).toMatch(/hooks\.json: installed, trusted and current$/);
  });

  it("a client asked for with no hook is an error (exit 1)", () => {
    const w = world("missing");
    const r = w.doctor(["--client", "claude"]);
    expect(r.status).toBe(1);
    expect(r.hooks[0]).toMatchObject({
      name: "hook claude",
      status: "error",
      hint: "Run forge-gate init claude in the repository (or with --global)",
    });
  });

  it("a Codex hook edited by hand is not trusted any more: an error saying Codex skips it", () => {
    const w = world("edited");
    w.cli(["init", "codex"]);
    const file = join(w.dir, ".codex", "hooks.json");
    const doc = JSON.parse(readFileSync(file, "utf8"));
    doc.hooks.PreToolUse[0].hooks[0].timeout = 60;
    writeFileSync(file, JSON.stringify(doc));
    const r = w.doctor();
    expect(r.status).toBe(1);
    expect(r.hooks[0]).toMatchObject({ name: "hook codex", status: "error" });
    expect(r.hooks[0]!.detail).toMatch(
      /trusted_hash .* is not the hash of the hook as written \(edited by hand\?\): Codex skips it without a word/,
    );
    // init makes it whole again.
    w.cli(["init", "codex"]);
    expect(w.doctor().hooks[0]!.status).toBe("ok");
  });

  it("an untrusted project, a missing launcher or lease: errors naming what blocks every call", () => {
    const w = world("broken");
    w.cli(["init", "codex"]);
    const cfg = join(w.home, ".codex", "config.toml");
    writeFileSync(
      cfg,
      readFileSync(cfg, "utf8").replace('trust_level = "trusted"', 'trust_level = "untrusted"'),
    );
    expect(w.doctor().hooks[0]!.detail).toMatch(
      /does not trust the project .*: Codex does not load its hooks/,
    );
    w.cli(["init", "codex"]);
    const gone = w.doctor([], { PATH: "/usr/bin:/bin" });
    expect(gone.status).toBe(1);
    expect(gone.hooks[0]!.detail).toMatch(
      /its launcher forge-gate-hook is not on PATH \(every call is blocked\)/,
    );
    unlinkSync(join(w.dir, ".forge-gate", "lease.yaml"));
    expect(w.doctor().hooks[0]!.detail).toMatch(/its lease .*\.forge-gate\/lease\.yaml does not exist/);
  });

  it("a working hook that is not what this version writes (an older one, still trusted): a warning, exit 0", () => {
    const w = world("older");
    w.cli(["init", "codex"]);
    const file = join(w.dir, ".codex", "hooks.json");
    const doc = JSON.parse(readFileSync(file, "utf8"));
    const old =
      "forge-gate-hook codex --lease .forge-gate/lease.yaml --config .forge-gate/classify.yaml || exit 2";
    doc.hooks.PreToolUse[0].hooks[0].command = old;
    writeFileSync(file, JSON.stringify(doc));
    const hash = createHash("sha256").update(codexHookIdentity(".*", old)).digest("hex");
    const cfg = join(w.home, ".codex", "config.toml");
    writeFileSync(
      cfg,
      readFileSync(cfg, "utf8").replace(
        /trusted_hash = "sha256:[0-9a-f]+"/,
        `trusted_hash = "sha256:${hash}"`,
      ),
    );
    const r = w.doctor();
    expect(r.status).toBe(0);
    expect(r.hooks[0]).toMatchObject({ status: "warn", hint: "Run forge-gate init codex in the repository" });
    expect(r.hooks[0]!.detail).toMatch(/not what this forge-gate's init writes/);
  });
});
