import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ForgeGateError } from "../core/errors.js";
import {
  type Client,
  codexHookIdentity,
  codexTrust,
  codexTrustKey,
  hookCommand,
  LAUNCHER_NAME,
  lineDiff,
  mergeHookSettings,
  STARTER_CLASSIFY_CONFIG,
} from "../core/hook-setup.js";
import { AGENT_OF_CLIENT, INIT_PROTECT } from "../core/init-lease.js";
import { findRepoTop } from "../io/repo-root.js";
import { runLeaseInit } from "./lease.js";
import { processWriter, type Writer } from "./output.js";

export interface InitOptions {
  global?: boolean;
  dryRun?: boolean;
}

interface Planned {
  path: string;
  before: string | null;
  after: string;
  /** What to do by hand when the file cannot be written (Codex's trust entries). */
  manual?: string;
}

const CLIENTS: Client[] = ["claude", "codex", "opencode"];

/** The package root: the directory above dist/ (bundled) or src/cli/ (from source) holding the launcher. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, "integrations", "bin", LAUNCHER_NAME))) return dir;
    dir = dirname(dir);
  }
  throw new ForgeGateError(
    "install_incomplete",
    "cannot find integrations/bin/forge-gate-hook in the forge-gate package",
    "Reinstall forge-gate (npm install -g forge-gate)",
  );
}

/** `forge-gate-hook` when PATH finds this package's launcher (portable settings), else its absolute path. */
function launcherFor(root: string): string {
  const own = join(root, "integrations", "bin", LAUNCHER_NAME);
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, LAUNCHER_NAME);
    try {
      if (existsSync(candidate) && resolveLink(candidate) === resolveLink(own)) return LAUNCHER_NAME;
    } catch {
      // an unreadable PATH entry is not ours
    }
  }
  return own;
}

const resolveLink = (p: string): string => realpathSync(p);

/** The repository around `start` (src/io/repo-root.ts), else `start` itself. */
const projectTop = (start: string): string => findRepoTop(start) ?? resolve(start);

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new ForgeGateError("init_unreadable", `cannot read ${path}: ${(err as Error).message}`);
  }
}

function merge(path: string, matcher: string, command: string) {
  const before = read(path);
  try {
    return { before, ...mergeHookSettings(before, matcher, command) };
  } catch (err) {
    throw new ForgeGateError(
      "init_settings_invalid",
      `${path} cannot be merged into: ${(err as Error).message}`,
      "Fix the file (it must be a JSON object) and run init again; nothing was written",
    );
  }
}

/** Codex keys hook trust by canonical paths: resolve symlinks of what exists. */
function canonical(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
const codexHome = () => canonical(resolve(process.env.CODEX_HOME || join(homedir(), ".codex")));
const claudeHome = () => resolve(process.env.CLAUDE_CONFIG_DIR || join(homedir(), ".claude"));
const xdgConfig = () => resolve(process.env.XDG_CONFIG_HOME || join(homedir(), ".config"));

/** Plans every file for `client`; nothing is written here. */
function plan(client: Client, opts: InitOptions, w: Writer): { files: Planned[]; notes: string[] } {
  const pkg = packageRoot();
  const launcher = launcherFor(pkg);
  const files: Planned[] = [];
  const notes: string[] = [];
  const project = opts.global ? null : projectTop(canonical(process.cwd()));
  // Where the lease and classify config live: the project's .forge-gate/, or ~/.config/forge-gate/.
  const fgDir = project ? join(project, ".forge-gate") : join(xdgConfig(), "forge-gate");
  const leaseFile = project ? join(fgDir, "lease.yaml") : null;
  const configFile = join(fgDir, "classify.yaml");
  if (leaseFile) {
    let lease = "";
    // The lease backs the hook up: the client's preset, the repository's tools, the hooks' files protected.
    runLeaseInit(
      { worktree: "..", agent: AGENT_OF_CLIENT[client], protect: INIT_PROTECT },
      { out: (s) => (lease += s), err: (s) => w.err(s) },
    );
    const before = read(leaseFile);
    files.push({ path: leaseFile, before, after: before ?? lease });
  }
  const cfgBefore = read(configFile);
  files.push({ path: configFile, before: cfgBefore, after: cfgBefore ?? STARTER_CLASSIFY_CONFIG });

  if (client === "claude") {
    const settings = project
      ? join(project, ".claude", "settings.json")
      : join(claudeHome(), "settings.json");
    const inProject = (p: string) => (project ? `$CLAUDE_PROJECT_DIR/${relative(project, p)}` : p);
    const command = hookCommand("claude", {
      launcher,
      lease: leaseFile ? inProject(leaseFile) : null,
      config: inProject(configFile),
    });
    const m = merge(settings, "*", command);
    files.push({ path: settings, before: m.before, after: m.text });
  } else if (client === "codex") {
    const hooksFile = project ? join(project, ".codex", "hooks.json") : join(codexHome(), "hooks.json");
    const command = hookCommand("codex", { launcher, lease: leaseFile, config: configFile });
    const matcher = ".*";
    const m = merge(hooksFile, matcher, command);
    files.push({ path: hooksFile, before: m.before, after: m.text });
    const hash = `sha256:${createHash("sha256").update(codexHookIdentity(matcher, command)).digest("hex")}`;
    const userConfig = join(codexHome(), "config.toml");
    const before = read(userConfig);
    const after = codexTrust(before ?? "", {
      project,
      trustKey: codexTrustKey(hooksFile, m.group, m.handler),
      trustedHash: hash,
    });

    const trustKey = codexTrustKey(hooksFile, m.group, m.handler);
    files.push({
      path: userConfig,
      before,
      after,
      manual:
        `Add these tables to ${userConfig} (Codex skips an untrusted hook silently):\n` +
        (project ? `[projects.${JSON.stringify(project)}]\ntrust_level = "trusted"\n\n` : "") +
        `[hooks.state.${JSON.stringify(trustKey)}]\ntrusted_hash = ${JSON.stringify(hash)}\n`,
    });
    notes.push(
      `Codex runs a hook only once it is trusted: ${userConfig} now trusts ${project ? `the project ${project} and ` : ""}this hook's hash. ` +
        "Editing the hook's command or timeout changes the hash (Codex then skips it silently): run init again.",
    );
  } else {
    const target = project
      ? join(project, ".opencode", "plugin", "forge-gate.js")
      : join(xdgConfig(), "opencode", "plugin", "forge-gate.js");
    const source = readFileSync(join(pkg, "integrations", "opencode", "forge-gate.js"), "utf8");
    const after = source
      .replace(/^const LAUNCHER = .*$/m, `const LAUNCHER = ${JSON.stringify(launcher)};`)
      .replace(/^const LEASE = .*$/m, `const LEASE = ${JSON.stringify(leaseFile ?? "")};`)
      .replace(/^const CONFIG = .*$/m, `const CONFIG = ${JSON.stringify(configFile)};`);
    const before = read(target);
    if (before !== null && !before.includes("forge-gate for opencode"))
      throw new ForgeGateError(
        "init_conflict",
        `${target} exists and is not forge-gate's plugin`,
        "Move it away and run init again; nothing was written",
      );
    files.push({ path: target, before, after });
  }
  return { files, notes };
}

export function runInit(client: string, opts: InitOptions, w: Writer = processWriter): number {
  if (!CLIENTS.includes(client as Client))
    throw new ForgeGateError(
      "usage",
      `init needs a client: ${CLIENTS.join(", ")} (got ${JSON.stringify(client)})`,
    );
  const { files, notes } = plan(client as Client, opts, w);
  const changed = files.filter((f) => f.before !== f.after);
  if (opts.dryRun) {
    for (const f of changed) w.out(lineDiff(f.path, f.before, f.after));
    w.err(
      changed.length === 0
        ? "forge-gate init: nothing to change (dry run)\n"
        : `forge-gate init: ${changed.length} file(s) would change (dry run; nothing written)\n`,
    );
    return 0;
  }
  let status = 0;
  for (const f of files) {
    if (f.before === f.after) {
      w.out(`unchanged ${f.path}\n`);
      continue;
    }
    try {
      mkdirSync(dirname(f.path), { recursive: true });
      const tmp = `${f.path}.forge-gate-${process.pid}.tmp`;
      // An existing file keeps its permissions (a private config.toml stays private).
      const mode = f.before === null ? 0o644 : statSync(f.path).mode & 0o777;
      writeFileSync(tmp, f.after, { mode });
      renameSync(tmp, f.path);
    } catch (err) {
      if (!f.manual) throw err;
      w.err(`forge-gate init: cannot write ${f.path} (${(err as Error).message}). ${f.manual}`);
      status = 2;
      continue;
    }
    w.out(`${f.before === null ? "created" : "updated"} ${f.path}\n`);
  }
  for (const n of notes) w.err(`forge-gate init: ${n}\n`);
  return status;
}
