import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  hookTarget,
  plan
} from "./chunk-3YCYEF4P.js";
import "./chunk-OZSBWQZ4.js";
import {
  loadConfigCached
} from "./chunk-LXYFFRST.js";
import {
  ATTRIBUTION_BACKENDS
} from "./chunk-PHH7TROK.js";
import {
  pathKernelStatus
} from "./chunk-UAE5GDVD.js";
import "./chunk-TV7FUUEB.js";
import {
  loadShellParser,
  parserChoice,
  shellParserStatus
} from "./chunk-LLRAMHJH.js";
import {
  HOOK_TIMEOUT_S,
  LAUNCHER_NAME,
  OPENCODE_PLUGIN_MARK,
  PROJECT_LAUNCHER,
  codexHookIdentity,
  codexTrustHeader,
  findOurHook,
  tomlValue
} from "./chunk-ISZIQKLR.js";
import "./chunk-W22LQUKU.js";
import {
  findRepoTop
} from "./chunk-FO3WNIPM.js";
import {
  processWriter
} from "./chunk-YHJC3BCG.js";
import "./chunk-ETZIDHND.js";
import {
  defaultStateDir
} from "./chunk-7UPUAGNQ.js";
import "./chunk-R42VENM4.js";
import "./chunk-MIKOCAMF.js";
import {
  displayPath
} from "./chunk-MH3LFAPP.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
import {
  errorText
} from "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/cli/doctor.ts
import { spawnSync } from "node:child_process";
import { accessSync as accessSync2, constants as constants2, existsSync as existsSync2, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join as join2, resolve } from "node:path";

// src/cli/doctor-hooks.ts
import { createHash } from "node:crypto";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
var CLIENTS = ["claude", "codex", "opencode"];
var quiet = { out: () => {
}, err: () => {
} };
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}
function checkHooks(wanted, cwd = process.cwd()) {
  const unknown = wanted.filter((c) => !CLIENTS.includes(c));
  if (unknown.length > 0)
    return [
      {
        name: "hook",
        status: "error",
        detail: `unknown client ${unknown.map((c) => JSON.stringify(c)).join(", ")}`,
        hint: `Pass --client ${CLIENTS.join(", --client ")}`
      }
    ];
  const project = findRepoTop(cwd);
  const checks = [];
  for (const client of CLIENTS) {
    const targets = [...project ? [hookTarget(client, project)] : [], hookTarget(client, null)];
    const present = targets.filter((t) => hasHook(t));
    if (present.length === 0) {
      if (wanted.includes(client))
        checks.push({
          name: `hook ${client}`,
          status: "error",
          detail: `no forge-gate hook for ${client} in ${targets.map((t) => t.file).join(" or ")}`,
          hint: `Run forge-gate init ${client} in the repository (or with --global)`
        });
      continue;
    }
    for (const t of present) checks.push(checkTarget(t));
  }
  if (checks.length === 0)
    checks.push({ name: "hooks", status: "ok", detail: "no forge-gate hook installed here" });
  return checks;
}
function hasHook(t) {
  const text = read(t.file);
  if (text === null) return false;
  return t.client === "opencode" ? text.includes(OPENCODE_PLUGIN_MARK) : findOurHook(text) !== null;
}
function checkTarget(t) {
  const name = `hook ${t.client}`;
  const where = t.file;
  const problems = [];
  const fix = `Run forge-gate init ${t.client}${t.project ? " in the repository" : " --global"}`;
  const text = read(t.file);
  const ours = t.client === "opencode" ? null : findOurHook(text);
  const command = ours?.command ?? "";
  const launcher = t.client === "opencode" ? pluginConst(text, "LAUNCHER") : launcherOf(command);
  const missingLauncher = launcherMissing(launcher, t.project);
  if (missingLauncher) problems.push(missingLauncher);
  for (const [flag, file] of filesOf(t, text, command)) {
    const abs = isAbsolute(file) ? file : t.project ? join(t.project, file) : file;
    if (!existsSync(abs)) problems.push(`its ${flag} ${abs} does not exist (every call is blocked)`);
  }
  if (t.client === "codex" && ours) {
    const cfg = read(t.codexConfig) ?? "";
    if (t.project && tomlValue(cfg, `projects.${JSON.stringify(t.project)}`, "trust_level") !== "trusted")
      problems.push(
        `${t.codexConfig} does not trust the project ${t.project}: Codex does not load its hooks`
      );
    const want = `sha256:${createHash("sha256").update(codexHookIdentity(String(ours.matcher), ours.command, Number(ours.timeout ?? HOOK_TIMEOUT_S))).digest("hex")}`;
    const trusted = tomlValue(cfg, codexTrustHeader(t.file, ours), "trusted_hash");
    if (trusted === null)
      problems.push(`${t.codexConfig} holds no trusted_hash for it: Codex skips it without a word`);
    else if (trusted !== want)
      problems.push(
        `its trusted_hash in ${t.codexConfig} is not the hash of the hook as written (edited by hand?): Codex skips it without a word`
      );
  }
  let current = true;
  try {
    const planned = plan(t.client, { global: t.project === null }, quiet).files.find(
      (f) => f.path === t.file
    );
    const after = planned?.after ?? null;
    if (t.client === "opencode") current = after === text;
    else {
      const want = findOurHook(after);
      current = want !== null && want.command === ours?.command && want.timeout === ours.timeout && want.matcher === ours.matcher;
    }
  } catch (err) {
    problems.push(`cannot work out what init would write: ${errorText(err)}`);
  }
  if (problems.length > 0)
    return { name, status: "error", detail: `${where}: ${problems.join("; ")}`, hint: fix };
  if (!current)
    return {
      name,
      status: "warn",
      detail: `${where}: installed and working, but not what this forge-gate's init writes (an older version, or edited)`,
      hint: fix
    };
  return {
    name,
    status: "ok",
    detail: `${where}: installed${t.client === "codex" ? ", trusted" : ""} and current`
  };
}
function launcherOf(command) {
  if (command.includes(PROJECT_LAUNCHER)) return PROJECT_LAUNCHER;
  const m = /^(?:'((?:[^']|'\\'')*)'|(\S+))/.exec(command);
  return (m?.[1]?.replaceAll("'\\''", "'") ?? m?.[2] ?? "").trim();
}
function launcherMissing(launcher, project) {
  if (launcher === "") return "it names no launcher";
  if (launcher === LAUNCHER_NAME) {
    for (const dir of (process.env.PATH ?? "").split(delimiter))
      if (dir && isExecutable(join(dir, LAUNCHER_NAME))) return null;
    return `its launcher ${LAUNCHER_NAME} is not on PATH (every call is blocked)`;
  }
  const abs = isAbsolute(launcher) ? launcher : project ? join(project, launcher) : launcher;
  return isExecutable(abs) ? null : `its launcher ${abs} is missing (every call is blocked)`;
}
function isExecutable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function filesOf(t, text, command) {
  const out = [];
  if (t.client === "opencode") {
    for (const [flag, key] of [
      ["lease", "LEASE"],
      ["config", "CONFIG"]
    ]) {
      const v = pluginConst(text, key);
      if (v) out.push([flag, v]);
    }
    return out;
  }
  for (const m of command.matchAll(/--(lease|config) (?:'((?:[^']|'\\'')*)'|(\S+))/g))
    out.push([m[1], (m[2]?.replaceAll("'\\''", "'") ?? m[3]).replace(/^"|"$/g, "")]);
  return out;
}
function pluginConst(text, name) {
  const m = new RegExp(`^const ${name} = (".*");$`, "m").exec(text);
  if (!m) return "";
  try {
    return JSON.parse(m[1]);
  } catch {
    return "";
  }
}

// src/cli/doctor.ts
var MIN_NODE_MAJOR = 20;
async function runDoctor(opts) {
  const checks = [];
  checks.push(checkNode());
  const parser = await checkParser();
  checks.push(parser.check);
  checks.push(checkPathKernel());
  checks.push(checkGit());
  const support = new Map(
    await Promise.all(ATTRIBUTION_BACKENDS.map(async (b) => [b.name, await b.support(process.env)]))
  );
  const sandbox = support.get("sandbox");
  const capture = support.get("capture");
  checks.push(checkBubblewrap(sandbox));
  checks.push(checkAttribution(sandbox, capture));
  const stateDir = resolve(opts.state ?? defaultStateDir());
  checks.push(checkStateDir(stateDir));
  if (opts.lease !== void 0) checks.push(checkLease(opts.lease));
  if (opts.config !== void 0) checks.push(await checkConfig(opts.config));
  checks.push(...checkHooks(opts.client ?? []));
  const ok = checks.every((c) => c.status !== "error");
  const w = processWriter;
  if (opts.format === "json") {
    w.out(
      `${JSON.stringify({
        schema_version: 1,
        version: VERSION,
        ok,
        parser: parser.info,
        node: { version: process.version, platform: process.platform, arch: process.arch },
        state_dir: stateDir,
        // What `run` (capture, else detection only) and `run --enforce` (the sandbox) attribute with here.
        attribution: {
          run: capture.available ? "capture" : "none",
          run_reason: capture.available ? null : capture.detail,
          enforce: sandbox.available ? "sandbox" : "none",
          enforce_reason: sandbox.available ? null : sandbox.detail
        },
        checks: checks.map(({ name, status, detail, hint }) => ({
          name,
          status,
          detail,
          hint: hint ?? null
        }))
      })}
`
    );
  } else {
    for (const c of checks) {
      w.out(`${c.status.padEnd(5)} ${c.name.padEnd(10)} ${displayPath(c.detail)}
`);
      if (c.hint && c.status !== "ok") w.out(`${"".padEnd(17)}${displayPath(c.hint)}
`);
    }
    w.out(
      ok ? "forge-gate doctor: nothing needed is broken\n" : "forge-gate doctor: something needed is broken (see error lines)\n"
    );
  }
  return ok ? 0 : 1;
}
function checkNode() {
  const major = Number(process.versions.node.split(".")[0]);
  return major >= MIN_NODE_MAJOR ? {
    name: "node",
    status: "ok",
    detail: `${process.version} (${process.platform}-${process.arch}) at ${process.execPath}`
  } : {
    name: "node",
    status: "error",
    detail: `${process.version} is older than Node ${MIN_NODE_MAJOR}`,
    hint: `Install Node ${MIN_NODE_MAJOR} or newer`
  };
}
function checkPathKernel() {
  try {
    const s = pathKernelStatus();
    if (s.kind === "native")
      return { name: "kernel", status: "ok", detail: "native (violations judges plain paths in C)" };
    return {
      name: "kernel",
      status: s.choice === "js" ? "ok" : "warn",
      detail: `JavaScript checker, because ${s.reason}`,
      hint: "violations gives the same answers, 1.5-2x slower on a million paths. The package ships the kernel prebuilt in dist/native/ for linux-x64; see docs/install.md for building it for another platform"
    };
  } catch (err) {
    return {
      name: "kernel",
      status: "error",
      detail: errorText(err),
      hint: "violations refuses to run until FORGE_GATE_VIOLATIONS_KERNEL is js, native, auto or unset"
    };
  }
}
async function checkParser() {
  let choice = "auto";
  try {
    choice = parserChoice();
    await loadShellParser(parserChoice());
    const s = shellParserStatus();
    const info = { kind: s.kind, choice, native_error: s.nativeError, error: null };
    if (s.kind === "native")
      return {
        check: { name: "parser", status: "ok", detail: "native (forge-gate's tree-sitter-bash addon)" },
        info
      };
    return {
      check: {
        name: "parser",
        status: choice === "wasm" ? "ok" : "warn",
        detail: `wasm (web-tree-sitter), because ${s.nativeError}`,
        hint: "Classify works with the WASM parser, with a slower start-up (about 30 ms more per call). The package ships the native parser prebuilt in dist/native/ for linux-x64 (glibc 2.17 or later); see docs/install.md for building it for another platform"
      },
      info
    };
  } catch (err) {
    return {
      check: {
        name: "parser",
        status: "error",
        detail: `no bash parser loads: ${errorText(err)}`,
        hint: "Every shell call classify sees is escalated until this is fixed; reinstall forge-gate"
      },
      info: { kind: null, choice, native_error: null, error: errorText(err) }
    };
  }
}
function probe(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 1e4 });
  if (r.error)
    return {
      ok: false,
      text: r.error.code === "ENOENT" ? "not found on PATH" : r.error.message
    };
  const text = `${r.stdout}${r.stderr}`.trim().split("\n")[0] ?? "";
  return { ok: r.status === 0, text: text || `exited ${r.status}` };
}
function checkGit() {
  const git = probe("git", ["--version"]);
  return git.ok ? { name: "git", status: "ok", detail: git.text } : {
    name: "git",
    status: "warn",
    detail: `git: ${git.text}`,
    hint: "snapshot, collect, run and gate need git; violations and classify do not"
  };
}
function checkBubblewrap(sandbox) {
  if (process.platform !== "linux")
    return { name: "bubblewrap", status: "ok", detail: `not used on ${process.platform}` };
  const version = probe("bwrap", ["--version"]);
  if (!version.ok)
    return {
      name: "bubblewrap",
      status: "warn",
      detail: `bwrap: ${version.text}`,
      hint: "Sandboxed runs and the capture layer need it: install bubblewrap (apt-get install bubblewrap)"
    };
  return sandbox.available ? { name: "bubblewrap", status: "ok", detail: `${version.text}; a sandbox starts` } : {
    name: "bubblewrap",
    status: "warn",
    detail: `${version.text}, but ${sandbox.detail}`,
    hint: sandbox.hint ?? "Allow unprivileged user namespaces"
  };
}
function checkAttribution(sandbox, capture) {
  const enforce = sandbox.available ? `run --enforce: sandbox (${sandbox.detail})` : "run --enforce: unavailable";
  if (capture.available)
    return { name: "attribution", status: "ok", detail: `run: capture (${capture.detail}); ${enforce}` };
  return {
    name: "attribution",
    status: "warn",
    detail: `run: none, detection only (changes other programs make while the agent runs are charged to it): ${capture.detail}; ${enforce}`,
    ...capture.hint === void 0 ? {} : { hint: capture.hint }
  };
}
function checkStateDir(dir) {
  const fail = (detail) => ({
    name: "state-dir",
    status: "error",
    detail: `${dir}: ${detail}`,
    hint: "classify keeps its backstop counters and caches there: pass --state DIR or set XDG_STATE_HOME to a writable directory"
  });
  if (!existsSync2(dir)) {
    let parent = dirname(dir);
    while (!existsSync2(parent) && parent !== dirname(parent)) parent = dirname(parent);
    try {
      if (!statSync(parent).isDirectory()) return fail(`${parent} is not a directory`);
      accessSync2(parent, constants2.W_OK);
      return {
        name: "state-dir",
        status: "ok",
        detail: `${dir} (not there yet; created on first use under ${parent})`
      };
    } catch (err) {
      return fail(`does not exist and ${parent} is not writable (${err.code})`);
    }
  }
  try {
    if (!statSync(dir).isDirectory()) return fail("not a directory");
    const probeFile = join2(dir, `.doctor-${process.pid}`);
    writeFileSync(probeFile, "", { mode: 384, flag: "wx" });
    rmSync(probeFile, { force: true });
    const mode = statSync(dir).mode & 511;
    const shared = mode & 18 ? `; mode ${mode.toString(8)} lets others write` : "";
    return { name: "state-dir", status: "ok", detail: `${dir} (writable${shared})` };
  } catch (err) {
    return fail(err.message);
  }
}
function checkLease(file) {
  try {
    const lease = loadLeaseFile(file, { home: homedir() });
    return {
      name: "lease",
      status: "ok",
      detail: `${file}: id ${lease.id}, ${lease.write_roots.length} write root(s)${lease.write_roots.length === 0 ? " (closed: every write is an escape)" : ""}`
    };
  } catch (err) {
    return { name: "lease", status: "error", detail: errorText(err) };
  }
}
async function checkConfig(file) {
  try {
    const config = await loadConfigCached(file, null, homedir());
    const backend = config.classifier ? config.classifier.kind : "none";
    return {
      name: "config",
      status: "ok",
      detail: `${file}: unresolved \u2192 ${config.unresolved}, classifier backend: ${backend}`
    };
  } catch (err) {
    return { name: "config", status: "error", detail: errorText(err) };
  }
}
export {
  runDoctor
};
