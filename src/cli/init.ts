import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
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
  codexUntrust,
  hookCommand,
  LAUNCHER_NAME,
  type LauncherRef,
  lineDiff,
  mergeHookSettings,
  OPENCODE_PLUGIN_MARK,
  PROJECT_LAUNCHER,
  removeHookSettings,
  STARTER_CLASSIFY_CONFIG,
} from "../core/hook-setup.js";
import { AGENT_OF_CLIENT, INIT_PROTECT } from "../core/init-lease.js";
import { isWithin } from "../core/paths.js";
import { findRepoTop } from "../io/repo-root.js";
import { runLeaseInit } from "./lease.js";
import { processWriter, type Writer } from "./output.js";

export interface InitOptions {
  global?: boolean;
  dryRun?: boolean;
  /** `--remove`: take the hook out of the client's settings (the lease and config stay). */
  remove?: boolean;
}

export interface Planned {
  path: string;
  before: string | null;
  /** null: the file goes (nothing of the user's is left in it). */
  after: string | null;
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

/**
 * How the hook names this package's launcher, the same in every clone where it can be: from the
 * project's own node_modules when forge-gate is a dependency of the project, by name when PATH finds
 * it outside the project (a global install), else by this machine's absolute path (said in a note).
 */
function launcherFor(root: string, project: string | null): { ref: LauncherRef; note?: string } {
  const own = canonical(join(root, "integrations", "bin", LAUNCHER_NAME));
  if (project !== null && isWithin(canonical(root), join(project, "node_modules"))) {
    const local = join(project, PROJECT_LAUNCHER);
    if (existsSync(local) && canonical(local) === own) return { ref: { kind: "project" } };
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir || (project !== null && isWithin(resolve(dir), project))) continue;
    const candidate = join(dir, LAUNCHER_NAME);
    if (existsSync(candidate) && canonical(candidate) === own) return { ref: { kind: "path" } };
  }
  return {
    ref: { kind: "absolute", path: own },
    note:
      `the hook names the launcher by its path on this machine (${own}): ${LAUNCHER_NAME} is not on PATH and forge-gate is not a ` +
      "dependency of the project, so a committed hook file fails closed (blocks every call) elsewhere. Install forge-gate globally " +
      "(npm install -g forge-gate) or as a dev dependency and run init again for a hook that works in every clone",
  };
}

/**
 * The repository around `start` (src/io/repo-root.ts). A project's hook, lease and config belong to
 * a repository: outside one there is nothing to lease, so init stops instead of guessing.
 */
function projectTop(start: string): string {
  const top = findRepoTop(start);
  if (top === null)
    throw new ForgeGateError(
      "usage",
      `${JSON.stringify(start)} is not inside a git repository`,
      "Run forge-gate init in the repository the agent works in, or pass --global for the user's settings",
    );
  return top;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new ForgeGateError(
      "init_unreadable",
      `cannot read ${JSON.stringify(path)}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      "Make the file readable (or move it away) and run init again; nothing was written",
    );
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

/** Where a client's hook lives: the project's settings (at `project`), or the user's (`project` null). */
export interface HookTarget {
  client: Client;
  project: string | null;
  /** The settings file (Claude Code, Codex) or the plugin (opencode) that holds the hook. */
  file: string;
  /** Codex: the user's config.toml, which trusts the hook. */
  codexConfig?: string;
}

export function hookTarget(client: Client, project: string | null): HookTarget {
  if (client === "claude")
    return {
      client,
      project,
      file: project ? join(project, ".claude", "settings.json") : join(claudeHome(), "settings.json"),
    };
  if (client === "codex")
    return {
      client,
      project,
      file: project ? join(project, ".codex", "hooks.json") : join(codexHome(), "hooks.json"),
      codexConfig: join(codexHome(), "config.toml"),
    };
  return {
    client,
    project,
    file: project
      ? join(project, ".opencode", "plugin", "forge-gate.js")
      : join(xdgConfig(), "opencode", "plugin", "forge-gate.js"),
  };
}

/** The project init works on: the repository around the working directory (null with --global). */
export function initProject(opts: { global?: boolean }): string | null {
  return opts.global ? null : projectTop(canonical(process.cwd()));
}

/** The command that takes a hook out again, as its own fix says. */
const removeCommand = (client: Client, project: string | null) =>
  `forge-gate init --remove ${client}${project === null ? " --global" : ""}`;

/** The hook file as a clone of the project names it (relative), or the user's file as it is. */
const shownFile = (t: HookTarget) => (t.project ? relative(t.project, t.file) : t.file);

/** Plans every file for `client`; nothing is written here. */
export function plan(client: Client, opts: InitOptions, w: Writer): { files: Planned[]; notes: string[] } {
  const pkg = packageRoot();
  const files: Planned[] = [];
  const notes: string[] = [];
  const project = initProject(opts);
  const launched = launcherFor(pkg, project);
  const launcher = launched.ref;
  if (launched.note) notes.push(launched.note);
  const target = hookTarget(client, project);
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
  // In a project, the hook names the lease and config relative to it: the same text in every clone.
  const inProject = (p: string) => (project ? relative(project, p) : p);
  const parts = {
    launcher,
    lease: leaseFile ? inProject(leaseFile) : null,
    config: inProject(configFile),
    file: shownFile(target),
    remove: removeCommand(client, project),
  };

  if (client === "claude") {
    const settings = target.file;
    const command = hookCommand("claude", parts);
    const m = merge(settings, "*", command);
    files.push({ path: settings, before: m.before, after: m.text });
  } else if (client === "codex") {
    const hooksFile = target.file;
    const command = hookCommand("codex", parts);
    const matcher = ".*";
    const m = merge(hooksFile, matcher, command);
    files.push({ path: hooksFile, before: m.before, after: m.text });
    const hash = `sha256:${createHash("sha256").update(codexHookIdentity(matcher, command)).digest("hex")}`;
    const userConfig = target.codexConfig!;
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
    const plugin = target.file;
    const source = readFileSync(join(pkg, "integrations", "opencode", "forge-gate.js"), "utf8");
    // A project's plugin names the launcher and files relative to the project (it finds the project
    // from its own place, .opencode/plugin/); the user's plugin names them as they are.
    const launcherText =
      launcher.kind === "path"
        ? LAUNCHER_NAME
        : launcher.kind === "project"
          ? PROJECT_LAUNCHER
          : launcher.path;
    const after = source
      .replace(/^const LAUNCHER = .*$/m, `const LAUNCHER = ${JSON.stringify(launcherText)};`)
      .replace(/^const LEASE = .*$/m, `const LEASE = ${JSON.stringify(parts.lease ?? "")};`)
      .replace(/^const CONFIG = .*$/m, `const CONFIG = ${JSON.stringify(parts.config)};`);
    const before = read(plugin);
    if (before !== null && !before.includes(OPENCODE_PLUGIN_MARK))
      throw new ForgeGateError(
        "init_conflict",
        `${plugin} exists and is not forge-gate's plugin`,
        "Move it away and run init again; nothing was written",
      );
    files.push({ path: plugin, before, after });
  }
  return { files, notes };
}

/**
 * Plans taking `client`'s hook out: our entry leaves the settings (the file goes when nothing else
 * is in it), Codex's trust entry for it goes (the entries of hooks that moved follow them), the
 * opencode plugin goes if it is ours. The lease and classify config stay: they are the user's.
 */
export function planRemove(client: Client, opts: InitOptions): { files: Planned[]; notes: string[] } {
  const project = initProject(opts);
  const target = hookTarget(client, project);
  const files: Planned[] = [];
  const before = read(target.file);
  const notes = [
    `${project ? join(project, ".forge-gate") : join(xdgConfig(), "forge-gate")} (the lease and classify config) is left as it is`,
  ];
  if (before === null) return { files, notes: [`no hook to remove: ${target.file} does not exist`] };
  if (client === "opencode") {
    if (!before.includes(OPENCODE_PLUGIN_MARK))
      throw new ForgeGateError(
        "init_conflict",
        `${target.file} is not forge-gate's plugin`,
        "Leave it: init removes only its own plugin",
      );
    files.push({ path: target.file, before, after: null });
    return { files, notes };
  }
  let removed: ReturnType<typeof removeHookSettings>;
  try {
    removed = removeHookSettings(before);
  } catch (err) {
    throw new ForgeGateError(
      "init_settings_invalid",
      `${target.file} cannot be read as settings: ${(err as Error).message}`,
      "Fix the file (it must be a JSON object) and run init --remove again; nothing was written",
    );
  }
  if (removed.removed === null) return { files, notes: [`no forge-gate hook in ${target.file}`] };
  files.push({ path: target.file, before, after: removed.text });
  if (client === "codex") {
    const config = target.codexConfig!;
    const cfgBefore = read(config);
    if (cfgBefore !== null)
      files.push({
        path: config,
        before: cfgBefore,
        after: codexUntrust(cfgBefore, target.file, removed.removed, removed.moved),
      });
    if (project)
      notes.push(
        `${config} still trusts the project ${project} (remove its [projects] table by hand if only forge-gate needed it)`,
      );
  }
  return { files, notes };
}

export function runInit(client: string, opts: InitOptions, w: Writer = processWriter): number {
  if (!CLIENTS.includes(client as Client))
    throw new ForgeGateError(
      "usage",
      `init needs a client: ${CLIENTS.join(", ")} (got ${JSON.stringify(client)})`,
      "Run forge-gate init claude, codex or opencode",
    );
  const { files, notes } = opts.remove ? planRemove(client as Client, opts) : plan(client as Client, opts, w);
  const changed = files.filter((f) => f.before !== f.after);
  if (opts.dryRun) {
    for (const f of changed) w.out(lineDiff(f.path, f.before, f.after ?? ""));
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
      if (f.after === null) {
        unlinkSync(f.path);
        w.out(`removed ${f.path}\n`);
        continue;
      }
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
