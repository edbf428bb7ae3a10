import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  runLeaseInit
} from "./chunk-2OBF4U37.js";
import {
  LAUNCHER_NAME,
  STARTER_CLASSIFY_CONFIG,
  codexHookIdentity,
  codexTrust,
  codexTrustKey,
  hookCommand,
  lineDiff,
  mergeHookSettings
} from "./chunk-FXFXURWO.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter
} from "./chunk-D7VFYC6H.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-PSDHP56R.js";
import "./chunk-6SQ7ZP4W.js";
import "./chunk-VXI5MPQM.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";
import "./chunk-IMH2DE2T.js";

// src/cli/init.ts
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
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
function launcherFor(root) {
  const own = join(root, "integrations", "bin", LAUNCHER_NAME);
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, LAUNCHER_NAME);
    try {
      if (existsSync(candidate) && resolveLink(candidate) === resolveLink(own)) return LAUNCHER_NAME;
    } catch {
    }
  }
  return own;
}
var resolveLink = (p) => realpathSync(p);
var projectTop = (start) => findRepoTop(start) ?? resolve(start);
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw new ForgeGateError("init_unreadable", `cannot read ${path}: ${err.message}`);
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
function plan(client, opts, w) {
  const pkg = packageRoot();
  const launcher = launcherFor(pkg);
  const files = [];
  const notes = [];
  const project = opts.global ? null : projectTop(canonical(process.cwd()));
  const fgDir = project ? join(project, ".forge-gate") : join(xdgConfig(), "forge-gate");
  const leaseFile = project ? join(fgDir, "lease.yaml") : null;
  const configFile = join(fgDir, "classify.yaml");
  if (leaseFile) {
    let lease = "";
    runLeaseInit({ worktree: ".." }, { out: (s) => lease += s, err: (s) => w.err(s) });
    const before = read(leaseFile);
    files.push({ path: leaseFile, before, after: before ?? lease });
  }
  const cfgBefore = read(configFile);
  files.push({ path: configFile, before: cfgBefore, after: cfgBefore ?? STARTER_CLASSIFY_CONFIG });
  if (client === "claude") {
    const settings = project ? join(project, ".claude", "settings.json") : join(claudeHome(), "settings.json");
    const inProject = (p) => project ? `$CLAUDE_PROJECT_DIR/${relative(project, p)}` : p;
    const command = hookCommand("claude", {
      launcher,
      lease: leaseFile ? inProject(leaseFile) : null,
      config: inProject(configFile)
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
    const target = project ? join(project, ".opencode", "plugin", "forge-gate.js") : join(xdgConfig(), "opencode", "plugin", "forge-gate.js");
    const source = readFileSync(join(pkg, "integrations", "opencode", "forge-gate.js"), "utf8");
    const after = source.replace(/^const LAUNCHER = .*$/m, `const LAUNCHER = ${JSON.stringify(launcher)};`).replace(/^const LEASE = .*$/m, `const LEASE = ${JSON.stringify(leaseFile ?? "")};`).replace(/^const CONFIG = .*$/m, `const CONFIG = ${JSON.stringify(configFile)};`);
    const before = read(target);
    if (before !== null && !before.includes("forge-gate for opencode"))
      throw new ForgeGateError(
        "init_conflict",
        `${target} exists and is not forge-gate's plugin`,
        "Move it away and run init again; nothing was written"
      );
    files.push({ path: target, before, after });
  }
  return { files, notes };
}
function runInit(client, opts, w = processWriter) {
  if (!CLIENTS.includes(client))
    throw new ForgeGateError(
      "usage",
      `init needs a client: ${CLIENTS.join(", ")} (got ${JSON.stringify(client)})`
    );
  const { files, notes } = plan(client, opts, w);
  const changed = files.filter((f) => f.before !== f.after);
  if (opts.dryRun) {
    for (const f of changed) w.out(lineDiff(f.path, f.before, f.after));
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
  runInit
};
