import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  AGENT_OF_CLIENT,
  INIT_PROTECT,
  runLeaseInit
} from "./chunk-OZSBWQZ4.js";
import {
  LAUNCHER_NAME,
  OPENCODE_PLUGIN_MARK,
  PROJECT_LAUNCHER,
  STARTER_CLASSIFY_CONFIG,
  codexHookIdentity,
  codexTrust,
  codexTrustKey,
  codexUntrust,
  hookCommand,
  lineDiff,
  mergeHookSettings,
  removeHookSettings
} from "./chunk-ISZIQKLR.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter
} from "./chunk-YHJC3BCG.js";
import {
  isWithin
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/cli/init.ts
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync
} from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var CLIENTS = ["claude", "codex", "opencode"];
function packageRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, "integrations", "bin", LAUNCHER_NAME))) return dir;
    dir = dirname(dir);
  }
  throw new ForgeGateError(
    "install_incomplete",
    "cannot find integrations/bin/forge-gate-hook in the forge-gate package",
    "Reinstall forge-gate (npm install -g forge-gate)"
  );
}
function launcherFor(root, project) {
  const own = canonical(join(root, "integrations", "bin", LAUNCHER_NAME));
  if (project !== null && isWithin(canonical(root), join(project, "node_modules"))) {
    const local = join(project, PROJECT_LAUNCHER);
    if (existsSync(local) && canonical(local) === own) return { ref: { kind: "project" } };
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir || project !== null && isWithin(resolve(dir), project)) continue;
    const candidate = join(dir, LAUNCHER_NAME);
    if (existsSync(candidate) && canonical(candidate) === own) return { ref: { kind: "path" } };
  }
  return {
    ref: { kind: "absolute", path: own },
    note: `the hook names the launcher by its path on this machine (${own}): ${LAUNCHER_NAME} is not on PATH and forge-gate is not a dependency of the project, so a committed hook file fails closed (blocks every call) elsewhere. Install forge-gate globally (npm install -g forge-gate) or as a dev dependency and run init again for a hook that works in every clone`
  };
}
function projectTop(start) {
  const top = findRepoTop(start);
  if (top === null)
    throw new ForgeGateError(
      "usage",
      `${JSON.stringify(start)} is not inside a git repository`,
      "Run forge-gate init in the repository the agent works in, or pass --global for the user's settings"
    );
  return top;
}
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw new ForgeGateError(
      "init_unreadable",
      `cannot read ${JSON.stringify(path)}: ${err.code ?? err.message}`,
      "Make the file readable (or move it away) and run init again; nothing was written"
    );
  }
}
function merge(path, matcher, command) {
  const before = read(path);
  try {
    return { before, ...mergeHookSettings(before, matcher, command) };
  } catch (err) {
    throw new ForgeGateError(
      "init_settings_invalid",
      `${path} cannot be merged into: ${err.message}`,
      "Fix the file (it must be a JSON object) and run init again; nothing was written"
    );
  }
}
function canonical(p) {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
var codexHome = () => canonical(resolve(process.env.CODEX_HOME || join(homedir(), ".codex")));
var claudeHome = () => resolve(process.env.CLAUDE_CONFIG_DIR || join(homedir(), ".claude"));
var xdgConfig = () => resolve(process.env.XDG_CONFIG_HOME || join(homedir(), ".config"));
function hookTarget(client, project) {
  if (client === "claude")
    return {
      client,
      project,
      file: project ? join(project, ".claude", "settings.json") : join(claudeHome(), "settings.json")
    };
  if (client === "codex")
    return {
      client,
      project,
      file: project ? join(project, ".codex", "hooks.json") : join(codexHome(), "hooks.json"),
      codexConfig: join(codexHome(), "config.toml")
    };
  return {
    client,
    project,
    file: project ? join(project, ".opencode", "plugin", "forge-gate.js") : join(xdgConfig(), "opencode", "plugin", "forge-gate.js")
  };
}
function initProject(opts) {
  return opts.global ? null : projectTop(canonical(process.cwd()));
}
var removeCommand = (client, project) => `forge-gate init --remove ${client}${project === null ? " --global" : ""}`;
var shownFile = (t) => t.project ? relative(t.project, t.file) : t.file;
function plan(client, opts, w) {
  const pkg = packageRoot();
  const files = [];
  const notes = [];
  const project = initProject(opts);
  const launched = launcherFor(pkg, project);
  const launcher = launched.ref;
  if (launched.note) notes.push(launched.note);
  const target = hookTarget(client, project);
  const fgDir = project ? join(project, ".forge-gate") : join(xdgConfig(), "forge-gate");
  const leaseFile = project ? join(fgDir, "lease.yaml") : null;
  const configFile = join(fgDir, "classify.yaml");
  if (leaseFile) {
    let lease = "";
    runLeaseInit(
      { worktree: "..", agent: AGENT_OF_CLIENT[client], protect: INIT_PROTECT },
      { out: (s) => lease += s, err: (s) => w.err(s) }
    );
    const before = read(leaseFile);
    files.push({ path: leaseFile, before, after: before ?? lease });
  }
  const cfgBefore = read(configFile);
  files.push({ path: configFile, before: cfgBefore, after: cfgBefore ?? STARTER_CLASSIFY_CONFIG });
  const inProject = (p) => project ? relative(project, p) : p;
  const parts = {
    launcher,
    lease: leaseFile ? inProject(leaseFile) : null,
    config: inProject(configFile),
    file: shownFile(target),
    remove: removeCommand(client, project)
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
    const userConfig = target.codexConfig;
    const before = read(userConfig);
    const after = codexTrust(before ?? "", {
      project,
      trustKey: codexTrustKey(hooksFile, m.group, m.handler),
      trustedHash: hash
    });
    const trustKey = codexTrustKey(hooksFile, m.group, m.handler);
    files.push({
      path: userConfig,
      before,
      after,
      manual: `Add these tables to ${userConfig} (Codex skips an untrusted hook silently):
` + (project ? `[projects.${JSON.stringify(project)}]
trust_level = "trusted"

` : "") + `[hooks.state.${JSON.stringify(trustKey)}]
trusted_hash = ${JSON.stringify(hash)}
`
    });
    notes.push(
      `Codex runs a hook only once it is trusted: ${userConfig} now trusts ${project ? `the project ${project} and ` : ""}this hook's hash. Editing the hook's command or timeout changes the hash (Codex then skips it silently): run init again.`
    );
  } else {
    const plugin = target.file;
    const source = readFileSync(join(pkg, "integrations", "opencode", "forge-gate.js"), "utf8");
    const launcherText = launcher.kind === "path" ? LAUNCHER_NAME : launcher.kind === "project" ? PROJECT_LAUNCHER : launcher.path;
    const after = source.replace(/^const LAUNCHER = .*$/m, `const LAUNCHER = ${JSON.stringify(launcherText)};`).replace(/^const LEASE = .*$/m, `const LEASE = ${JSON.stringify(parts.lease ?? "")};`).replace(/^const CONFIG = .*$/m, `const CONFIG = ${JSON.stringify(parts.config)};`);
    const before = read(plugin);
    if (before !== null && !before.includes(OPENCODE_PLUGIN_MARK))
      throw new ForgeGateError(
        "init_conflict",
        `${plugin} exists and is not forge-gate's plugin`,
        "Move it away and run init again; nothing was written"
      );
    files.push({ path: plugin, before, after });
  }
  return { files, notes };
}
function planRemove(client, opts) {
  const project = initProject(opts);
  const target = hookTarget(client, project);
  const files = [];
  const before = read(target.file);
  const notes = [
    `${project ? join(project, ".forge-gate") : join(xdgConfig(), "forge-gate")} (the lease and classify config) is left as it is`
  ];
  if (before === null) return { files, notes: [`no hook to remove: ${target.file} does not exist`] };
  if (client === "opencode") {
    if (!before.includes(OPENCODE_PLUGIN_MARK))
      throw new ForgeGateError(
        "init_conflict",
        `${target.file} is not forge-gate's plugin`,
        "Leave it: init removes only its own plugin"
      );
    files.push({ path: target.file, before, after: null });
    return { files, notes };
  }
  let removed;
  try {
    removed = removeHookSettings(before);
  } catch (err) {
    throw new ForgeGateError(
      "init_settings_invalid",
      `${target.file} cannot be read as settings: ${err.message}`,
      "Fix the file (it must be a JSON object) and run init --remove again; nothing was written"
    );
  }
  if (removed.removed === null) return { files, notes: [`no forge-gate hook in ${target.file}`] };
  files.push({ path: target.file, before, after: removed.text });
  if (client === "codex") {
    const config = target.codexConfig;
    const cfgBefore = read(config);
    if (cfgBefore !== null)
      files.push({
        path: config,
        before: cfgBefore,
        after: codexUntrust(cfgBefore, target.file, removed.removed, removed.moved)
      });
    if (project)
      notes.push(
        `${config} still trusts the project ${project} (remove its [projects] table by hand if only forge-gate needed it)`
      );
  }
  return { files, notes };
}
function runInit(client, opts, w = processWriter) {
  if (!CLIENTS.includes(client))
    throw new ForgeGateError(
      "usage",
      `init needs a client: ${CLIENTS.join(", ")} (got ${JSON.stringify(client)})`,
      "Run forge-gate init claude, codex or opencode"
    );
  const { files, notes } = opts.remove ? planRemove(client, opts) : plan(client, opts, w);
  const changed = files.filter((f) => f.before !== f.after);
  if (opts.dryRun) {
    for (const f of changed) w.out(lineDiff(f.path, f.before, f.after ?? ""));
    w.err(
      changed.length === 0 ? "forge-gate init: nothing to change (dry run)\n" : `forge-gate init: ${changed.length} file(s) would change (dry run; nothing written)
`
    );
    return 0;
  }
  let status = 0;
  for (const f of files) {
    if (f.before === f.after) {
      w.out(`unchanged ${f.path}
`);
      continue;
    }
    try {
      if (f.after === null) {
        unlinkSync(f.path);
        w.out(`removed ${f.path}
`);
        continue;
      }
      mkdirSync(dirname(f.path), { recursive: true });
      const tmp = `${f.path}.forge-gate-${process.pid}.tmp`;
      const mode = f.before === null ? 420 : statSync(f.path).mode & 511;
      writeFileSync(tmp, f.after, { mode });
      renameSync(tmp, f.path);
    } catch (err) {
      if (!f.manual) throw err;
      w.err(`forge-gate init: cannot write ${f.path} (${err.message}). ${f.manual}`);
      status = 2;
      continue;
    }
    w.out(`${f.before === null ? "created" : "updated"} ${f.path}
`);
  }
  for (const n of notes) w.err(`forge-gate init: ${n}
`);
  return status;
}

export {
  hookTarget,
  initProject,
  plan,
  planRemove,
  runInit
};
