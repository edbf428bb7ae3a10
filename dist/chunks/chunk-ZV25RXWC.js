import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  XattrCollector,
  appendAll,
  dirXattrDigests,
  metaPaths,
  readMeta,
  xattrGap
} from "./chunk-ETZIDHND.js";
import {
  defaultStateDir
} from "./chunk-7UPUAGNQ.js";
import {
  HASH_MAX_BYTES,
  HighValueTest,
  NEVER_ENTER,
  findArgLists,
  gnuFindAsync,
  isNeverWatched,
  mergeRoots,
  unnamedFiles,
  walkRootsToFds,
  wantsHash,
  wantsXattrsBytes
} from "./chunk-UZTS3OJL.js";
import {
  isExecutableFile
} from "./chunk-R42VENM4.js";
import {
  reachability
} from "./chunk-MIKOCAMF.js";
import {
  ViolationChecker,
  createNodeProbe
} from "./chunk-P66OBW5R.js";
import {
  MANIFEST_MAGIC,
  dirValue,
  findTime,
  formatRecord,
  leaseDigest,
  otherValue,
  protectedPart,
  timeToNs,
  typeLetter
} from "./chunk-7GWUJCIT.js";
import {
  defaultCaseMode,
  isWithin
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/core/gate-words.ts
function unpinnedSnapshotWarning(how) {
  return `the snapshot is not pinned by its digest: pass ${how} (from \`forge-gate snapshot\`) so that a manifest replaced during the run is refused`;
}
function snapshotRequired(knobs) {
  return new ForgeGateError(
    "snapshot_required",
    "no snapshot: the gate would judge the git diff alone and miss every write outside the repository",
    `Pass ${knobs.snapshot} and ${knobs.digest} (from \`forge-gate snapshot\` before the run), or ${knobs.scope} to judge the repository alone on purpose`
  );
}
function leftOutReason(group, knob) {
  return `default root (${group}) left out by ${knob}`;
}
function isLeftOut(reason) {
  return /^default root \([a-z]+\) left out by /.test(reason);
}

// src/collect/git.ts
import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
var SAFE_GIT_CONFIG = [
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null",
  "core.untrackedCache=false",
  "core.splitIndex=false",
  "core.pager=cat",
  "core.sshCommand=false",
  "core.askPass=",
  "core.gitProxy=",
  "diff.external=",
  "credential.helper=",
  "protocol.allow=never",
  "submodule.recurse=false",
  "uploadpack.packObjectsHook=",
  "gc.auto=0",
  "maintenance.auto=false",
  "fetch.writeCommitGraph=false"
];
var SAFE_DIFF_ARGS = ["--no-ext-diff", "--no-textconv"];
var GLOBAL_ARGS = [
  "--no-pager",
  "--no-optional-locks",
  "--no-replace-objects",
  "--literal-pathspecs",
  ...SAFE_GIT_CONFIG.flatMap((kv) => ["-c", kv])
];
function safeGitEnv(base = process.env) {
  const env = {};
  for (const [k, v] of Object.entries(base)) {
    if (k.startsWith("GIT_") || k === "EDITOR" || k === "VISUAL" || k === "PAGER") continue;
    env[k] = v;
  }
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_TERMINAL_PROMPT: "0",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_NO_LAZY_FETCH: "1",
    GIT_LITERAL_PATHSPECS: "1",
    GIT_PAGER: "cat",
    GIT_ASKPASS: "/bin/false",
    GIT_EDITOR: "/bin/false",
    GIT_SSH_COMMAND: "/bin/false",
    LC_ALL: "C",
    LANGUAGE: ""
  };
}
var resolvedGit = null;
var searchPath = null;
function searchGitOn(entries) {
  const next = entries === null ? null : entries.join(delimiter);
  if (next === searchPath) return;
  searchPath = next;
  resolvedGit = null;
}
function gitExecutable(env = process.env) {
  if (resolvedGit !== null) return resolvedGit;
  const pinned = env.FORGE_GATE_GIT;
  if (pinned !== void 0 && pinned !== "") {
    if (!isAbsolute(pinned)) {
      throw new ForgeGateError(
        "usage",
        `FORGE_GATE_GIT ${JSON.stringify(pinned)} is not an absolute path`,
        "Set FORGE_GATE_GIT to the absolute path of git, or unset it to use git from PATH"
      );
    }
    resolvedGit = pinned;
    return pinned;
  }
  for (const dir of (searchPath ?? env.PATH ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const p = join(dir, "git");
    if (!isExecutableFile(p)) continue;
    resolvedGit = p;
    return p;
  }
  throw new ForgeGateError(
    "git_missing",
    "cannot run git: git is not installed or not on PATH (relative PATH entries are ignored)",
    "Install git (2.31 or newer), put its directory on PATH as an absolute path, or set FORGE_GATE_GIT"
  );
}
function gitExecutablePaths() {
  const p = gitExecutable();
  try {
    const real = realpathSync(p);
    return real === p ? [p] : [p, real];
  } catch {
    return [p];
  }
}
function runGit(args, opts) {
  const argv = [...GLOBAL_ARGS, ...args];
  const env = safeGitEnv();
  const extra = opts.config ?? [];
  if (extra.length > 0) {
    env.GIT_CONFIG_COUNT = String(extra.length);
    extra.forEach(([k, v], i) => {
      env[`GIT_CONFIG_KEY_${i}`] = k;
      env[`GIT_CONFIG_VALUE_${i}`] = v;
    });
  }
  return new Promise((resolve5, reject) => {
    const child = execFile(
      gitExecutable(),
      argv,
      { cwd: opts.cwd, env, encoding: "buffer", maxBuffer: 1024 * 1024 * 1024, windowsHide: true },
      (err, stdout, stderr) => {
        const errText = stderr.toString("utf8");
        if (err && typeof err.code === "string") {
          reject(spawnError(err, opts.cwd));
          return;
        }
        const status = err ? typeof err.code === "number" ? err.code : -1 : 0;
        if (status !== 0 && !(opts.allow ?? []).includes(status)) {
          reject(gitFailure(args, opts.cwd, status, errText));
          return;
        }
        resolve5({ status, stdout, stderr: errText });
      }
    );
    child.stdin?.on("error", () => {
    });
    child.stdin?.end(opts.input ?? "");
  });
}
async function driverOverrides(cwd) {
  const r = await runGit(
    ["config", "--null", "--name-only", "--get-regexp", "^(filter|diff|merge)\\..*\\."],
    {
      cwd,
      allow: [1]
    }
  );
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const name of r.stdout.toString("utf8").split("\0")) {
    const first = name.indexOf(".");
    const last = name.lastIndexOf(".");
    if (first < 0 || last <= first) continue;
    const section = name.slice(0, first).toLowerCase();
    const sub = name.slice(first + 1, last);
    const key = `${section}.${sub}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (section === "filter") {
      for (const k of ["clean", "smudge", "process"]) out.push([`filter.${sub}.${k}`, ""]);
      out.push([`filter.${sub}.required`, "false"]);
    } else if (section === "diff") {
      for (const k of ["command", "textconv"]) out.push([`diff.${sub}.${k}`, ""]);
    } else {
      out.push([`merge.${sub}.driver`, ""]);
    }
  }
  return out;
}
var RepoGit = class {
  constructor(cwd) {
    this.cwd = cwd;
  }
  cwd;
  overrides = null;
  async run(args, allow, input) {
    this.overrides ??= driverOverrides(this.cwd);
    return runGit(args, { cwd: this.cwd, allow, config: await this.overrides, input });
  }
  async line(args) {
    return (await this.run(args)).stdout.toString("utf8").replace(/\n$/, "");
  }
};
function spawnError(err, cwd) {
  if (err.code === "ENOENT") {
    return new ForgeGateError(
      "git_missing",
      `cannot run git in ${JSON.stringify(cwd)}: git is not installed, not on PATH, or the directory does not exist`,
      "Install git (2.31 or newer) and make sure the lease's worktree exists"
    );
  }
  if (err.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
    return new ForgeGateError(
      "git_failed",
      "git printed more than 1 GiB",
      "The repository diff is too large to gate"
    );
  }
  return new ForgeGateError(
    "git_failed",
    `cannot run git: ${err.code} ${err.message}`,
    "Install git, or set FORGE_GATE_GIT to its absolute path"
  );
}
function gitFailure(args, cwd, status, stderr) {
  const first = stderr.split("\n").find((l) => l.trim() !== "") ?? "(no message)";
  const what = `git ${args.slice(0, 2).join(" ")}`;
  if (/not a git repository/i.test(stderr)) {
    return new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(cwd)} is not a git repository (${what}: ${first.trim()})`,
      "Point the lease's `worktree` at the agent's git worktree"
    );
  }
  if (/dubious ownership/i.test(stderr)) {
    return new ForgeGateError(
      "git_failed",
      `git refused ${JSON.stringify(cwd)}: it is owned by another user`,
      "Run forge-gate as the user that owns the repository (forge-gate does not read global git config, so safe.directory there is ignored)"
    );
  }
  return new ForgeGateError(
    "git_failed",
    `${what} failed in ${JSON.stringify(cwd)} (exit ${status}): ${first.trim()}`,
    "Check that the repository is readable and not corrupt (git fsck)"
  );
}

// src/collect/snapshot.ts
import { createHash as createHash8, randomBytes as randomBytes2 } from "node:crypto";
import {
  close,
  closeSync as closeSync4,
  existsSync as existsSync3,
  fstatSync as fstatSync5,
  lstatSync as lstatSync7,
  mkdirSync,
  openSync as openSync4,
  readdirSync as readdirSync5,
  realpathSync as realpathSync5,
  renameSync,
  unlinkSync,
  writeSync as writeSync2
} from "node:fs";
import { homedir as homedir4, hostname, tmpdir } from "node:os";
import { basename as basename2, dirname as dirname3, join as join8, resolve as resolve4 } from "node:path";

// src/io/fd-bytes.ts
import { fstatSync, readSync, writeSync } from "node:fs";
function writeAll(fd, bytes) {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done);
}
function readAll(fd) {
  const size = fstatSync(fd).size;
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}

// src/collect/git-state.ts
import { createHash as createHash3 } from "node:crypto";
import { lstatSync as lstatSync2, readdirSync as readdirSync3, readFileSync as readFileSync3, readlinkSync } from "node:fs";
import { join as join5 } from "node:path";

// src/core/git-roles.ts
var PER_WORKTREE_REFS = ["refs/bisect", "refs/worktree", "refs/rewritten"];
var OWN_DIRS = ["rebase-merge", "rebase-apply", "sequencer", ...PER_WORKTREE_REFS];
var PSEUDO = /^[A-Z][A-Z_]*$/;
function rel(path, dir) {
  if (path === dir) return "";
  return isWithin(path, dir) ? path.slice(dir.length + 1) : null;
}
function under(r, dirs) {
  return dirs.some((d) => r === d || r.startsWith(`${d}/`));
}
function isWorktreeState(r, branch) {
  if (!r.includes("/"))
    return PSEUDO.test(r) || r === "index" || r.startsWith("sharedindex.") || OWN_DIRS.includes(r);
  if (under(r, OWN_DIRS)) return true;
  if (r === "logs/HEAD") return true;
  if (r.startsWith("logs/") && under(r.slice(5), PER_WORKTREE_REFS)) return true;
  return branch !== null && r === `logs/${branch}`;
}
function modulesDirRole(path, r, modules) {
  if (r === "modules" || modules.some((m) => isWithin(m, path))) return { kind: "own" };
  return { kind: "other" };
}
function gitRole(path, git, modules = []) {
  const branch = git.branch?.startsWith("refs/heads/") ? git.branch : null;
  if (path.endsWith(".lock") && (isWithin(path, git.common_dir) || isWithin(path, git.git_dir)))
    return { kind: "gc" };
  let module = null;
  for (const m of modules)
    if ((path === m || isWithin(path, m)) && (!module || m.length > module.length)) module = m;
  if (module !== null) {
    const owned = isWithin(module, git.git_dir) || git.main_checkout && isWithin(module, git.common_dir);
    return moduleRole(path, rel(path, module), module, owned, modules);
  }
  if (!git.main_checkout) {
    const r2 = rel(path, git.git_dir);
    if (r2 !== null) {
      if (r2 === "") return { kind: "other" };
      if (r2 === "config.worktree") return { kind: "config" };
      if (under(r2, ["modules"])) return modulesDirRole(path, r2, modules);
      if (r2 === "logs" || r2 === "refs") return { kind: "own" };
      return isWorktreeState(r2, branch) ? { kind: "own" } : { kind: "other" };
    }
  }
  const r = rel(path, git.common_dir);
  if (r === null) return null;
  if (r === "") return { kind: "other" };
  if (r === "config" || r === "config.worktree" || /^worktrees\/[^/]+\/config\.worktree$/.test(r))
    return { kind: "config" };
  if (r === "objects" || r.startsWith("objects/"))
    return { kind: "object", what: objectPart(r.slice(8)), store: git.common_dir };
  if (r === "gc.pid" || r === "gc.log") return { kind: "gc" };
  if (r === "info/refs") return { kind: "server-info" };
  if (r === "packed-refs") return { kind: "ref", ref: null };
  if (r === "refs" || r.startsWith("refs/")) {
    if (under(r, PER_WORKTREE_REFS)) return git.main_checkout ? { kind: "own" } : { kind: "other" };
    if (branch !== null && (r === branch || branch.startsWith(`${r}/`) && r !== "refs")) {
      return r === branch ? { kind: "own" } : { kind: "ref", ref: r };
    }
    return { kind: "ref", ref: r };
  }
  if (r === "logs" || r === "logs/refs")
    return git.main_checkout ? { kind: "own" } : { kind: "ref", ref: null };
  if (r.startsWith("logs/")) {
    const ref = r.slice(5);
    if (branch !== null && ref === branch) return { kind: "own" };
    if (git.main_checkout && isWorktreeState(r, branch)) return { kind: "own" };
    if (ref === "HEAD") return { kind: "reflog", ref };
    if (under(ref, PER_WORKTREE_REFS)) return { kind: "other" };
    return { kind: "reflog", ref };
  }
  if (/^worktrees\/[^/]+\/logs\/HEAD$/.test(r)) return { kind: "reflog", ref: "HEAD" };
  if (git.main_checkout && under(r, ["modules"])) return modulesDirRole(path, r, modules);
  if (git.main_checkout && isWorktreeState(r, branch)) return { kind: "own" };
  return { kind: "other" };
}
function moduleRole(path, r, module, owned, modules) {
  if (r === "config") return { kind: "config" };
  if (r === "objects" || r.startsWith("objects/"))
    return { kind: "object", what: objectPart(r.slice(8)), store: module };
  if (under(r, ["modules"])) return owned ? modulesDirRole(path, r, modules) : { kind: "other" };
  if (r === "" || under(r, ["hooks", "info", "commondir", "gitdir", "config.worktree"]))
    return { kind: "other" };
  return owned ? { kind: "own" } : { kind: "other" };
}
var LOOSE = /^([0-9a-f]{2})\/([0-9a-f]{38}|[0-9a-f]{62})$/;
var PACK = /^pack\/((?:pack|loose)-(?:[0-9a-f]{40}|[0-9a-f]{64}))\.(pack|idx|rev|mtimes)$/;
var BITMAP = /^pack\/(?:(?:pack|loose)-(?:[0-9a-f]{40}|[0-9a-f]{64})\.bitmap|multi-pack-index-(?:[0-9a-f]{40}|[0-9a-f]{64})\.(?:bitmap|rev))$/;
var TEMPORARY = /^(?:[0-9a-f]{2}\/tmp_obj_[^/]+|pack\/tmp_[^/]+|pack\/\.tmp-[^/]+|incoming-[^/]+(?:\/.*)?)$/;
function objectPart(r) {
  if (r === "" || r === "pack" || r === "info" || /^[0-9a-f]{2}$/.test(r)) return { part: "dir" };
  const loose = LOOSE.exec(r);
  if (loose) return { part: "loose", id: loose[1] + loose[2] };
  const pack = PACK.exec(r);
  if (pack) return { part: "pack", pack: pack[1], ext: pack[2] };
  if (r === "info/packs") return { part: "info-packs" };
  if (r === "info/commit-graph" || r === "info/commit-graphs" || r.startsWith("info/commit-graphs/"))
    return { part: "commit-graph" };
  if (r === "pack/multi-pack-index") return { part: "midx" };
  if (BITMAP.test(r)) return { part: "bitmap" };
  if (TEMPORARY.test(r)) return { part: "temporary" };
  return { part: "other" };
}
function refChangeAllowed(ref, before, after) {
  if (before === after) return true;
  if (before !== void 0) return false;
  return ref.startsWith("refs/heads/") || ref === "refs/stash";
}
function parsePackedRefs(text) {
  const out = /* @__PURE__ */ new Map();
  const sorted = /^# pack-refs with:.* sorted( |$)/.test(text.slice(0, text.indexOf("\n") >>> 0));
  let previous = null;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#") || line.startsWith("^")) continue;
    const sp = line.indexOf(" ");
    if (sp < 0) {
      out.set(`!malformed:${line}`, line);
      continue;
    }
    const ref = line.slice(sp + 1);
    const oid = line.slice(0, sp);
    const seen = out.get(ref);
    if (seen !== void 0) out.set(ref, `!listed twice:${seen},${oid}`);
    else out.set(ref, oid);
    const name = Buffer.from(ref, "utf8");
    if (sorted && previous !== null && Buffer.compare(previous, name) >= 0)
      out.set(ref, `!out of order:${out.get(ref)}`);
    previous = name;
  }
  return out;
}
function refEscapes(before, after, git) {
  const out = [];
  const names = /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const ref of [...names].sort()) {
    if (git.branch !== null && ref === git.branch) continue;
    const b = before[ref];
    const a = after[ref];
    if (refChangeAllowed(ref, b, a)) {
      const shadowed = b === void 0 && a !== void 0 ? shadowedRemote(ref, before, after) : null;
      if (shadowed !== null) out.push(`${ref} created (${a}), shadowing ${shadowed}`);
      continue;
    }
    out.push(
      a === void 0 ? `${ref} deleted (was ${b})` : b === void 0 ? `${ref} created (${a})` : `${ref} moved from ${b} to ${a}`
    );
  }
  return out;
}
function shadowedRemote(ref, before, after) {
  if (!ref.startsWith("refs/heads/")) return null;
  const name = ref.slice("refs/heads/".length);
  for (const r of [`refs/remotes/${name}`, `refs/remotes/${name}/HEAD`])
    if (before[r] !== void 0 || after[r] !== void 0) return r;
  return null;
}
function configDifference(before, after) {
  const valuesOf = (entries) => {
    const out = /* @__PURE__ */ new Map();
    for (const e of entries) {
      const cut = e.indexOf("\n") >>> 0;
      const key = e.slice(0, cut);
      const list = out.get(key) ?? [];
      list.push(e.slice(cut + 1));
      out.set(key, list);
    }
    return out;
  };
  const b = valuesOf(before);
  const a = valuesOf(after);
  const keys = /* @__PURE__ */ new Set([...b.keys(), ...a.keys()]);
  return [...keys].filter((k) => (b.get(k) ?? []).join("\0") !== (a.get(k) ?? []).join("\0")).sort();
}

// src/collect/hooks-path.ts
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { homedir as homedir2 } from "node:os";
import { isAbsolute as isAbsolute2, join as join3, resolve } from "node:path";

// src/collect/config-files.ts
import { homedir } from "node:os";
import { join as join2 } from "node:path";
function configFilesInOrder(git) {
  const xdg = process.env.XDG_CONFIG_HOME || join2(homedir(), ".config");
  return [
    "/etc/gitconfig",
    join2(xdg, "git", "config"),
    join2(homedir(), ".gitconfig"),
    join2(git.common_dir, "config"),
    join2(git.main_checkout ? git.common_dir : git.git_dir, "config.worktree")
  ];
}

// src/collect/hooks-path.ts
var MAX_FILES = 1e3;
var MAX_BYTES = 1024 * 1024;
async function configValue(file, key) {
  if (!existsSync(file)) return null;
  const r = await runGit(["config", "--file", file, "--get", key], { cwd: "/", allow: [1, 128] });
  if (r.status !== 0) return null;
  return r.stdout.toString("utf8").replace(/\n$/, "");
}
async function hooksPathOf(git) {
  let value = null;
  for (const f of configFilesInOrder(git)) value = await configValue(f, "core.hooksPath") ?? value;
  if (value === null || value === "") return null;
  const expanded = value.startsWith("~/") ? join3(homedir2(), value.slice(2)) : value;
  return isAbsolute2(expanded) ? resolve(expanded) : resolve(git.worktree, expanded);
}
function digestOf(path) {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (st === void 0) return null;
  if (st.isSymbolicLink()) return `link`;
  if (!st.isFile()) return `other`;
  const mode = (st.mode & 511).toString(8);
  if (st.size > MAX_BYTES) return `${mode} big:${st.size}:${st.mtimeMs}`;
  return `${mode} ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
}
async function readHooksDir(git) {
  const dir = await hooksPathOf(git);
  if (dir === null || !isWithin(dir, git.worktree)) return null;
  const files = {};
  const walk = (d, rel2) => {
    let names;
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      if (Object.keys(files).length >= MAX_FILES) return;
      const p = join3(d, n);
      const r = rel2 === "" ? n : `${rel2}/${n}`;
      if (lstatSync(p, { throwIfNoEntry: false })?.isDirectory()) walk(p, r);
      else files[r] = digestOf(p) ?? "absent";
    }
  };
  walk(dir, "");
  return { dir, files };
}
function judgeHooksDir(changes, hooks) {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.sealed !== void 0) continue;
    for (const path of c.from === void 0 ? [c.path] : [c.path, c.from]) {
      if (!isWithin(path, hooks.dir) || path === hooks.dir) continue;
      const rel2 = path.slice(hooks.dir.length + 1);
      const now = digestOf(path);
      if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) continue;
      if (now === (hooks.files[rel2] ?? null)) continue;
      c.sealed = `${path} is a git hook (core.hooksPath ${hooks.dir}): git runs it in this worktree`;
    }
  }
}

// src/collect/reflogs.ts
import { existsSync as existsSync2, readdirSync as readdirSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";

// src/core/reflog.ts
import { createHash as createHash2 } from "node:crypto";
function parseReflog(text) {
  const out = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const tab = line.indexOf("	");
    const head = tab < 0 ? line : line.slice(0, tab);
    const message = tab < 0 ? "" : line.slice(tab + 1);
    const m = /^([0-9a-f]{40,64}) ([0-9a-f]{40,64}) (.*) (-?\d+) ([+-]\d{4})$/.exec(head);
    if (m === null) {
      out.push({ time: 0, old: "", new: "", digest: digest(`!${line}`) });
      continue;
    }
    out.push({
      time: Number(m[4]),
      old: m[1],
      new: m[2],
      digest: digest(`${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}	${message}`)
    });
  }
  return out;
}
function digest(s) {
  return createHash2("sha256").update(s).digest("hex").slice(0, 16);
}
function encodeReflog(entries) {
  return entries.map((e) => `${e.time} ${e.old || "-"} ${e.new || "-"} ${e.digest}`).join("\n");
}
function decodeReflog(text) {
  if (text === "") return [];
  return text.split("\n").map((l) => {
    const [time = "0", old = "-", now = "-", d = ""] = l.split(" ");
    return { time: Number(time), old: old === "-" ? "" : old, new: now === "-" ? "" : now, digest: d };
  });
}
var DAY = 86400n;
function wildmatch(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += ".*";
    else if (c === "?") re += ".";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        const body = pattern.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\");
        re += `[${body}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length) re += `\\${pattern[++i]}`;
    else re += c.replace(/[.+^${}()|\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "s");
}
function reflogExpiry(ref, config, nowSec) {
  let total;
  let unreachable;
  const last = /* @__PURE__ */ new Map();
  const patterns = [];
  for (const { key, value } of config) {
    last.set(key, value);
    const m = /^gc\.(.+)\.reflogexpire(?:unreachable)?$/.exec(key);
    if (m && !patterns.includes(m[1])) patterns.push(m[1]);
  }
  for (const p of patterns) {
    if (!wildmatch(p).test(ref)) continue;
    total = last.get(`gc.${p}.reflogexpire`);
    unreachable = last.get(`gc.${p}.reflogexpireunreachable`);
    break;
  }
  total ??= last.get("gc.reflogexpire");
  unreachable ??= last.get("gc.reflogexpireunreachable");
  if (ref === "refs/stash") {
    total ??= 0n;
    unreachable ??= 0n;
  }
  return { total: total ?? nowSec - 90n * DAY, unreachable: unreachable ?? nowSec - 30n * DAY };
}
function diffReflog(before, now) {
  const removed = [];
  let added = 0;
  let i = 0;
  for (const e of now) {
    let j = i;
    while (j < before.length && before[j].digest !== e.digest) j++;
    if (j === before.length) {
      added++;
      continue;
    }
    removed.push(...before.slice(i, j));
    i = j + 1;
  }
  removed.push(...before.slice(i));
  return { added, removed };
}
async function unexpiredRemoval(removed, expiry, reachable) {
  const kept = [];
  const middle = [];
  for (const e2 of removed) {
    const t = BigInt(e2.time);
    if (e2.old === "" || t < expiry.total) continue;
    if (t < expiry.unreachable) middle.push(e2);
    else kept.push(e2);
  }
  if (middle.length > 0) {
    const oids = [...new Set(middle.flatMap((e2) => [e2.old, e2.new]))].filter((o) => !/^0+$/.test(o));
    const live = await reachable(oids);
    for (const e2 of middle) if ([e2.old, e2.new].every((o) => /^0+$/.test(o) || live.has(o))) kept.push(e2);
  }
  if (kept.length === 0) return null;
  const e = kept[0];
  return `${kept.length} entr${kept.length === 1 ? "y" : "ies"} removed that git's expiry keeps (one from ${new Date(e.time * 1e3).toISOString()}, ${e.old.slice(0, 12)} \u2192 ${e.new.slice(0, 12)})`;
}

// src/collect/reflogs.ts
var REFLOG_BUDGET = 5e4;
var REFLOG_MAX_BYTES = 16 * 1024 * 1024;
function walkLogs(dir, out) {
  let names;
  try {
    names = readdirSync2(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const d of names) {
    const p = join4(dir, d.name);
    if (d.isDirectory()) walkLogs(p, out);
    else if (d.isFile() && !d.name.endsWith(".lock")) out.push(p);
  }
}
function readReflogs(git) {
  const files = [];
  walkLogs(join4(git.common_dir, "logs"), files);
  try {
    for (const name of readdirSync2(join4(git.common_dir, "worktrees"))) {
      const dir = join4(git.common_dir, "worktrees", name);
      if (!git.main_checkout && dir === git.git_dir) continue;
      walkLogs(join4(dir, "logs"), files);
    }
  } catch {
  }
  const out = {};
  let budget = REFLOG_BUDGET;
  for (const f of files.sort()) {
    try {
      const text = readFileSync2(f);
      if (text.length > REFLOG_MAX_BYTES) {
        out[f] = "!";
        continue;
      }
      const entries = parseReflog(text.toString("utf8"));
      budget -= entries.length;
      out[f] = budget < 0 ? "!" : encodeReflog(entries);
    } catch {
      out[f] = "!";
    }
  }
  return out;
}
async function readReflogConfig(git) {
  const out = [];
  for (const file of configFilesInOrder(git)) {
    if (!existsSync2(file)) continue;
    const r = await runGit(
      ["config", "--file", file, "--type=expiry-date", "--get-regexp", "^gc\\..*reflogexpire(unreachable)?$"],
      { cwd: "/", allow: [1, 128] }
    );
    if (r.status !== 0) continue;
    for (const line of r.stdout.toString("utf8").split("\n")) {
      const sp = line.lastIndexOf(" ");
      if (sp < 0 || !/^\d+$/.test(line.slice(sp + 1))) continue;
      out.push({ key: line.slice(0, sp), value: BigInt(line.slice(sp + 1)) });
    }
  }
  return out;
}
var ReflogJudge = class {
  constructor(git, before, refsAfter) {
    this.git = git;
    this.before = before;
    this.refsAfter = refsAfter;
  }
  git;
  before;
  refsAfter;
  config = null;
  reachableFrom = /* @__PURE__ */ new Map();
  /**
   * Why the rewrite of `path` (the reflog of `ref`; `HEAD` for a worktree's) is not git's own expiry,
   * or null when it is. Without a recorded reflog: a reason (the caller's byte comparison decides).
   */
  async judge(path, ref, deleted) {
    const what = ref === "HEAD" ? "the HEAD reflog" : `the reflog of ${ref}`;
    const kept = this.before?.[path];
    if (kept === void 0 || kept === "!")
      return `${what} was rewritten (it was not recorded entry by entry)`;
    if (deleted) return `${what} was deleted`;
    let now;
    try {
      now = parseReflog(readFileSync2(path, "utf8"));
    } catch (err) {
      return `${what} cannot be read: ${err.code ?? "error"}`;
    }
    const diff = diffReflog(decodeReflog(kept), now);
    if (diff.added > 0)
      return `${what} gained or changed ${diff.added} entr${diff.added === 1 ? "y" : "ies"}`;
    if (diff.removed.length === 0) return null;
    this.config ??= readReflogConfig(this.git);
    const expiry = reflogExpiry(ref, await this.config, BigInt(Math.floor(Date.now() / 1e3)));
    const why = await unexpiredRemoval(diff.removed, expiry, (oids) => this.reachable(ref, oids));
    return why === null ? null : `${what}: ${why}`;
  }
  /** Which of `oids` are reachable from `ref` now (HEAD and per-worktree refs: from every ref). */
  async reachable(ref, oids) {
    const tip = ref.startsWith("refs/") ? this.refsAfter[ref] : void 0;
    const tips = (tip !== void 0 ? [tip] : Object.values(this.refsAfter)).filter(
      (v) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(v)
    );
    const key = tips.join(" ");
    let all = this.reachableFrom.get(key);
    if (all === void 0) {
      all = this.walk(tips);
      this.reachableFrom.set(key, all);
    }
    const live = await all;
    return new Set(oids.filter((o) => live.has(o)));
  }
  async walk(tips) {
    if (tips.length === 0) return /* @__PURE__ */ new Set();
    const r = await new RepoGit(this.git.common_dir).run(
      ["rev-list", "--stdin"],
      [128],
      `${tips.join("\n")}
`
    );
    return new Set(
      r.status === 0 ? r.stdout.toString("utf8").split("\n").filter((l) => l !== "") : []
    );
  }
};

// src/collect/git-state.ts
var PER_WORKTREE = ["refs/bisect/", "refs/worktree/", "refs/rewritten/"];
var REF_MAX = 4096;
function readSharedRefs(commonDir) {
  const refs = {};
  if (lstatSync2(join5(commonDir, "reftable"), { throwIfNoEntry: false })) {
    return { refs, refs_error: "the repository stores its refs in a reftable, which forge-gate cannot read" };
  }
  try {
    let text = "";
    try {
      text = readFileSync3(join5(commonDir, "packed-refs"), "utf8");
    } catch (err) {
      if (err.code !== "ENOENT") throw err;
    }
    for (const [ref, oid] of parsePackedRefs(text)) refs[ref] = oid;
    const walk = (dir, name) => {
      for (const d of readdirSync3(dir, { withFileTypes: true })) {
        const ref = `${name}/${d.name}`;
        const p = join5(dir, d.name);
        if (d.isDirectory()) {
          if (!PER_WORKTREE.some((w) => `${ref}/`.startsWith(w))) walk(p, ref);
          continue;
        }
        if (d.name.endsWith(".lock")) continue;
        if (d.isSymbolicLink()) refs[ref] = `symlink:${readlinkSync(p)}`;
        else if (d.isFile()) {
          const text2 = readFileSync3(p).subarray(0, REF_MAX).toString("utf8").trim();
          refs[ref] = /^[0-9a-f]{40}([0-9a-f]{24})?$|^ref: \S+$/.test(text2) ? text2 : `!malformed:${text2}`;
        } else refs[ref] = "!not a file";
      }
    };
    if (lstatSync2(join5(commonDir, "refs"), { throwIfNoEntry: false })?.isDirectory())
      walk(join5(commonDir, "refs"), "refs");
  } catch (err) {
    return {
      refs,
      refs_error: `cannot read the refs: ${err.code ?? String(err)}`
    };
  }
  return { refs };
}
function findModules(dir, out, depth = 0) {
  if (depth > 8) return;
  const modules = join5(dir, "modules");
  let names;
  try {
    names = readdirSync3(modules);
  } catch {
    return;
  }
  const visit = (p, d) => {
    if (d > 8) return;
    const st = lstatSync2(p, { throwIfNoEntry: false });
    if (!st?.isDirectory()) return;
    if (lstatSync2(join5(p, "HEAD"), { throwIfNoEntry: false })) {
      out.push(p);
      findModules(p, out, depth + 1);
      return;
    }
    for (const n of readdirSync3(p)) visit(join5(p, n), d + 1);
  };
  for (const n of names) visit(join5(modules, n), 0);
}
function configFiles(git, modules) {
  const out = [join5(git.common_dir, "config"), join5(git.common_dir, "config.worktree")];
  try {
    for (const n of readdirSync3(join5(git.common_dir, "worktrees")))
      out.push(join5(git.common_dir, "worktrees", n, "config.worktree"));
  } catch {
  }
  for (const m of modules) out.push(join5(m, "config"));
  return out;
}
async function parseConfigFile(file) {
  const st = lstatSync2(file, { throwIfNoEntry: false });
  if (!st) return null;
  if (!st.isFile()) return `!not a regular file`;
  const r = await runGit(["config", "--file", file, "--null", "--list"], { cwd: "/", allow: [1, 3, 128] });
  if (r.status !== 0) return `!${r.stderr.split("\n")[0]?.trim() || `git config exited ${r.status}`}`;
  return r.stdout.toString("utf8").split("\0").filter((e) => e !== "").map((e) => {
    const nl = e.indexOf("\n");
    if (nl < 0) return `${e}
-`;
    return `${e.slice(0, nl)}
${createHash3("sha256").update(e.slice(nl + 1)).digest("hex")}`;
  });
}
async function readGitState(git, opts = {}) {
  const modules = [];
  findModules(git.common_dir, modules);
  if (!git.main_checkout) findModules(git.git_dir, modules);
  const configs = {};
  const files = configFiles(git, modules);
  const hooks = opts.reflogs === true ? readHooksDir(git) : null;
  const parsed = await Promise.all(files.map((f) => parseConfigFile(f)));
  files.forEach((f, i) => {
    const v = parsed[i];
    if (v !== null && v !== void 0) configs[f] = v;
  });
  return {
    ...readSharedRefs(git.common_dir),
    configs,
    modules,
    ...opts.reflogs === true ? { reflogs: readReflogs(git) } : {},
    ...await hooks ? { hooks: await hooks } : {}
  };
}

// src/collect/host-presets.ts
import { createHash as createHash5 } from "node:crypto";
import { closeSync, constants, fstatSync as fstatSync2, lstatSync as lstatSync4, openSync, readSync as readSync2, realpathSync as realpathSync3 } from "node:fs";
import { homedir as homedir3 } from "node:os";
import { dirname as dirname2, isAbsolute as isAbsolute4, join as join7, resolve as resolve3 } from "node:path";

// src/core/presets/forge-gate.ts
var NPM_LOG = /^\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}_\d{3}Z-debug-\d+\.log$/;
var NPX_REWRITES = /* @__PURE__ */ new Set(["package-lock.json", "node_modules/.package-lock.json"]);
var OWN_TITLE = /^\d+ verbose title npm exec forge-gate(?:@\S*)?(?: |$)/m;
var INDEX_LINE = /^[0-9a-f]{40}\t(\{.*\})$/;
var OWN_KEY = /^(?:make-fetch-happen:request-cache:https?:\/\/[^\s]+\/forge-gate(?:\/-\/forge-gate-[^/\s]+\.tgz)?|pacote:(?:tarball|packument|manifest):(?:file:)?[^\s]*forge-gate(?:-[^/\s]*\.tgz)?)$/;
function ownLog(side, head) {
  if (side.change === "deleted")
    return { kind: "bookkeeping", rule: "npm removed its oldest debug log (logs-max)" };
  if (head !== null && OWN_TITLE.test(head))
    return { kind: "bookkeeping", rule: "npm's debug log of a forge-gate invocation" };
  return null;
}
function ownIndexEntry(text) {
  if (text === null || text === "") return false;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const m = INDEX_LINE.exec(line);
    if (!m) return false;
    try {
      const key = JSON.parse(m[1]).key;
      if (typeof key !== "string" || !OWN_KEY.test(key)) return false;
    } catch {
      return false;
    }
  }
  return true;
}
var forgeGate = {
  name: "forge-gate",
  on: () => true,
  protects: () => [],
  judge(side, facts, look2) {
    const cache = facts.npmCache;
    if (cache !== null && isWithin(side.path, cache) && side.path !== cache) {
      const rel2 = side.path.slice(cache.length + 1);
      const parts = rel2.split("/");
      if (parts.length === 2 && parts[0] === "_logs" && NPM_LOG.test(parts[1]))
        return ownLog(side, side.change === "deleted" ? null : look2.head(side.path, 4096));
      if (rel2 === "_update-notifier-last-checked" && side.change !== "deleted")
        return { kind: "bookkeeping", rule: "npm's update-check time stamp" };
      if (parts[0] === "_npx" && parts.length >= 2 && facts.packageDir !== null) {
        const install = `${cache}/_npx/${parts[1]}`;
        if (isWithin(facts.packageDir, install) && side.change !== "deleted" && (facts.packageInstalledDuringRun || NPX_REWRITES.has(parts.slice(2).join("/"))))
          return { kind: "bookkeeping", rule: "the npx install this forge-gate runs from" };
      }
      if (parts[0] === "_cacache") {
        if (parts[1] === "tmp") return { kind: "bookkeeping", rule: "npm's cache staging" };
        if (parts[1] === "index-v5" && parts.length === 5 && side.change !== "deleted")
          return ownIndexEntry(look2.head(side.path, 1 << 20)) ? { kind: "bookkeeping", rule: "npm's cache index of forge-gate's own package" } : null;
        if (parts[1] === "content-v2" && parts.length === 6 && side.change === "created") {
          const algorithm = parts[2];
          const hex = `${parts[3]}${parts[4]}${parts[5]}`;
          if (/^sha(?:1|256|512)$/.test(algorithm) && look2.digest(side.path, algorithm) === hex)
            return {
              kind: "bookkeeping",
              rule: "npm's content-addressed cache (the content matches its name)"
            };
        }
      }
    }
    const state = facts.stateDir;
    if (state !== null && isWithin(side.path, state)) {
      const rel2 = side.path === state ? "" : side.path.slice(state.length + 1);
      if (/^(?:|sessions|cache|code-cache)$/.test(rel2) && side.change === "created")
        return { kind: "bookkeeping", rule: "forge-gate's state directory" };
      if (/^(?:sessions|cache)\/[^/]+$/.test(rel2))
        return { kind: "bookkeeping", rule: "forge-gate classify's backstop counters and caches" };
      if (/^code-cache\/classify-[^/]+\.bin$/.test(rel2) && side.change !== "deleted")
        return { kind: "bookkeeping", rule: "forge-gate classify's code cache" };
    }
    return null;
  }
};

// src/core/presets/github-actions.ts
var GUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
var FILE_COMMAND_PREFIXES = [
  "add_path_",
  // AddPathFileCommand → GITHUB_PATH
  "set_env_",
  // SetEnvFileCommand → GITHUB_ENV
  "step_summary_",
  // CreateStepSummaryCommand → GITHUB_STEP_SUMMARY
  "save_state_",
  // SaveStateFileCommand → GITHUB_STATE
  "set_output_",
  // SetOutputFileCommand → GITHUB_OUTPUT
  "artifacts_",
  // CreateArtifactsFileCommand → GITHUB_ARTIFACTS
  "artifacts_list_"
  // ArtifactsListFileCommand → GITHUB_ARTIFACTS_LIST
];
var FILE_COMMAND = new RegExp(`^(?:${FILE_COMMAND_PREFIXES.join("|")})${GUID}$`);
var SCRUBBED_SUMMARY = new RegExp(`^step_summary_${GUID}-scrubbed$`);
var STEP_SCRIPT = new RegExp(`^${GUID}(?:\\.sh|\\.ps1|\\.cmd|\\.py)?$`);
var TRACE_LOG = /^(?:Runner|Worker)_\d{8}-\d{6}-utc\.log$/;
var PAGE = new RegExp(`^${GUID}_${GUID}_\\d+\\.log$`);
var BLOCK = new RegExp(`^${GUID}_${GUID}\\.\\d+$`);
var INSTALL_ENTRIES = [
  "bin",
  "externals",
  ".runner",
  ".runner_migrated",
  ".credentials",
  ".credentials_migrated",
  ".credentials_rsaparams",
  ".credential_store",
  ".credential_store.keychain",
  ".certificates",
  ".options",
  ".service",
  ".setup_info",
  // Written by env.sh at configuration, read by run-helper.sh into every job's environment.
  ".env",
  ".path",
  "run.sh",
  "run-helper.sh",
  "config.sh",
  "env.sh",
  "svc.sh",
  "safe_sleep.sh"
];
function parentAndName(path) {
  const i = path.lastIndexOf("/");
  return [path.slice(0, i) || "/", path.slice(i + 1)];
}
function judgeRunnerFile(side, r, whose) {
  const [dir, name] = parentAndName(side.path);
  const commands = `${r.temp}/_runner_file_commands`;
  if (dir === commands) {
    if (FILE_COMMAND.test(name))
      return { kind: "bookkeeping", rule: `${whose}'s per-step file-command file (FileCommandManager)` };
    if (SCRUBBED_SUMMARY.test(name))
      return side.change === "deleted" ? { kind: "bookkeeping", rule: `${whose}'s uploaded step summary (CreateStepSummaryCommand)` } : {
        kind: "data",
        rule: `a step's job summary, masked and uploaded by ${whose} (CreateStepSummaryCommand)`
      };
  }
  if (side.path === commands && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s file-command directory (FileCommandManager)` };
  if (dir === r.temp && STEP_SCRIPT.test(name) && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s script for a run: step (ScriptHandler)` };
  const workflow = `${r.temp}/_github_workflow`;
  if (side.path === `${workflow}/event.json` || side.path === workflow && side.change === "created")
    return {
      kind: "bookkeeping",
      rule: `${whose}'s event payload, written again before every step (ExecutionContext.WriteWebhookPayload)`
    };
  if (side.path === `${r.temp}/_github_home` && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s home for container steps (ContainerActionHandler)` };
  if (r.root === null) return null;
  const diag = `${r.root}/_diag`;
  if (dir === diag && TRACE_LOG.test(name))
    return { kind: "bookkeeping", rule: `${whose}'s trace log (HostTraceListener)` };
  if ((side.path === `${diag}/pages` || side.path === `${diag}/blocks`) && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s log directory (PagingLogger)` };
  if (dir === `${diag}/pages` && PAGE.test(name))
    return {
      kind: "bookkeeping",
      rule: `${whose}'s step log page (PagingLogger, uploaded by JobServerQueue)`
    };
  if (dir === `${diag}/blocks` && BLOCK.test(name))
    return {
      kind: "bookkeeping",
      rule: `${whose}'s step log block (PagingLogger, uploaded by JobServerQueue)`
    };
  return null;
}
function protectedPlaces(r, whose) {
  const out = [];
  if (r.root !== null)
    for (const e of INSTALL_ENTRIES)
      out.push({ path: `${r.root}/${e}`, rule: `${whose}'s install (${e}): what every later job runs` });
  if (r.bin !== void 0)
    out.push({ path: r.bin, rule: `${whose}'s install (its worker): what every later job runs` });
  out.push({ path: r.actions, rule: `${whose}'s downloaded actions: later steps and jobs run them` });
  out.push({ path: r.tools, rule: `${whose}'s tool cache: later steps and jobs run it` });
  return out;
}
var placesOf = /* @__PURE__ */ new WeakMap();
function inProtected(path, r) {
  let places = placesOf.get(r);
  if (places === void 0) {
    places = protectedPlaces(r, "");
    placesOf.set(r, places);
  }
  return places.some((p) => isWithin(path, p.path));
}
var githubActions = {
  name: "github-actions",
  on: (facts) => facts.runner !== null,
  protects(facts) {
    const out = [];
    if (facts.runner) out.push(...protectedPlaces(facts.runner, "the runner"));
    for (const o of facts.otherRunners)
      out.push(...protectedPlaces(o, `another runner (${o.root ?? o.work})`));
    return out;
  },
  judge(side, facts) {
    const own = facts.runner;
    if (own !== null && !inProtected(side.path, own)) {
      const j = judgeRunnerFile(side, own, "the runner");
      if (j) return j;
    }
    for (const o of facts.otherRunners) {
      if (inProtected(side.path, o)) continue;
      const whose = `another runner (${o.root ?? o.work})`;
      const j = judgeRunnerFile(side, o, whose);
      if (j) return j;
      if (isWithin(side.path, o.work) || o.root !== null && isWithin(side.path, `${o.root}/_diag`))
        return { kind: "data", rule: `${whose}'s job: its work folder, not attributable without a sandbox` };
    }
    return null;
  }
};

// src/core/presets/github-actions-env.ts
var PER_STEP = /* @__PURE__ */ new Set([
  "GITHUB_ACTION",
  "GITHUB_ACTION_PATH",
  "GITHUB_ACTION_REF",
  "GITHUB_ACTION_REPOSITORY",
  "GITHUB_ACTION_STATUS",
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
  "GITHUB_ARTIFACTS",
  "GITHUB_ARTIFACTS_LIST"
]);
var NODE_ACTION_ONLY = /* @__PURE__ */ new Set([
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "ACTIONS_CACHE_MODE",
  "ACTIONS_ORCHESTRATION_ID"
]);
function isPerStep(name) {
  return PER_STEP.has(name) || name.startsWith("INPUT_") || name.startsWith("STATE_");
}
function environmentChanges(before, after) {
  const out = [];
  const names = [.../* @__PURE__ */ new Set([...Object.keys(before.vars), ...Object.keys(after.vars)])].sort();
  for (const name of names) {
    if (name === "PATH" || isPerStep(name)) continue;
    const a = before.vars[name];
    const b = after.vars[name];
    if (a === b) continue;
    if (NODE_ACTION_ONLY.has(name) && (a === void 0 || b === void 0)) continue;
    out.push({ variable: name, change: a === void 0 ? "added" : b === void 0 ? "removed" : "changed" });
  }
  const first = (path) => [...new Set(path)];
  const old = new Map(first(before.path).map((p, i) => [p, i]));
  const nowPath = first(after.path);
  const now = new Set(nowPath);
  const moved = /* @__PURE__ */ new Set();
  let lowest = Number.POSITIVE_INFINITY;
  for (let k = nowPath.length - 1; k >= 0; k--) {
    const i = old.get(nowPath[k]);
    if (i === void 0) continue;
    if (i > lowest) moved.add(nowPath[k]);
    lowest = Math.min(lowest, i);
  }
  for (const entry of nowPath) {
    if (!old.has(entry)) out.push({ path_entry: entry, change: "added" });
    else if (moved.has(entry)) out.push({ path_entry: entry, change: "moved" });
  }
  for (const entry of old.keys()) if (!now.has(entry)) out.push({ path_entry: entry, change: "removed" });
  return out;
}
function describeEnvironmentChange(c) {
  if ("variable" in c) return { name: `$${c.variable}`, rule: `${c.change} after the snapshot (GITHUB_ENV)` };
  return {
    name: `PATH entry ${c.path_entry}`,
    rule: c.change === "removed" ? "removed from PATH after the snapshot" : `${c.change === "added" ? "put on" : "moved ahead on"} PATH after the snapshot (GITHUB_PATH): it decides what a command name runs`
  };
}

// src/core/presets/index.ts
var HOST_PRESETS = [githubActions, forgeGate];
function presetsOn(facts) {
  return HOST_PRESETS.filter((p) => p.on(facts));
}
function protectedPlaces2(facts) {
  return presetsOn(facts).flatMap((p) => p.protects(facts));
}
function protectingPlace(path, places) {
  return places.find((p) => isWithin(path, p.path)) ?? null;
}
function judgeSide(side, facts, look2, places = protectedPlaces2(facts)) {
  if (protectingPlace(side.path, places) !== null) return null;
  for (const p of presetsOn(facts)) {
    const j = p.judge(side, facts, look2);
    if (j) return { ...j, preset: p.name };
  }
  return null;
}

// src/io/runner-facts.ts
import { execFileSync } from "node:child_process";
import { createHash as createHash4, randomBytes } from "node:crypto";
import { lstatSync as lstatSync3, readFileSync as readFileSync4, readlinkSync as readlinkSync2, realpathSync as realpathSync2 } from "node:fs";
import { basename, dirname, isAbsolute as isAbsolute3, join as join6, resolve as resolve2 } from "node:path";
var WORKER = "Runner.Worker";
function physical(p) {
  try {
    return realpathSync2.native(p);
  } catch {
    return resolve2(p);
  }
}
var procTable = {
  parentOf(pid) {
    try {
      const stat = readFileSync4(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
    } catch {
      return null;
    }
  },
  exeOf(pid) {
    try {
      return readlinkSync2(`/proc/${pid}/exe`);
    } catch {
      return null;
    }
  }
};
var psTable = {
  parentOf: (pid) => {
    const ppid = Number(psFields(pid)?.[0]);
    return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
  },
  exeOf: (pid) => psFields(pid)?.[1] ?? null
};
function psFields(pid) {
  try {
    const out = execFileSync("/bin/ps", ["-o", "ppid=", "-o", "comm=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      env: { PATH: "/usr/bin:/bin", LC_ALL: "C" }
    }).trim();
    const m = /^(\d+)\s+(.+)$/.exec(out);
    return m ? [m[1], m[2]] : null;
  } catch {
    return null;
  }
}
function defaultTable() {
  return lstatSync3("/proc/self/stat", { throwIfNoEntry: false }) ? procTable : psTable;
}
function findWorker(start = process.pid, table = defaultTable()) {
  let pid = start;
  for (let hops = 0; hops < 64; hops++) {
    const ppid = table.parentOf(pid);
    if (ppid === null || ppid <= 1) return null;
    const exe = table.exeOf(ppid);
    if (exe !== null && basename(exe) === WORKER) return { worker: exe, stepPid: pid };
    pid = ppid;
  }
  return null;
}
function workFolderOf(root) {
  try {
    const text = readFileSync4(join6(root, ".runner"), "utf8").replace(/^\uFEFF/, "");
    const wf = JSON.parse(text).workFolder;
    if (typeof wf !== "string" || wf === "") return null;
    return physical(isAbsolute3(wf) ? wf : join6(root, wf));
  } catch {
    return null;
  }
}
function layoutFor(root, work, env, located) {
  const tools = env.RUNNER_TOOL_CACHE || env.RUNNER_TOOLSDIRECTORY || env.AGENT_TOOLSDIRECTORY;
  return {
    root,
    work,
    temp: join6(work, "_temp"),
    actions: join6(work, "_actions"),
    tools: tools && isAbsolute3(tools) ? physical(tools) : join6(work, "_tool"),
    located
  };
}
function isRunnerInstall(dir) {
  return lstatSync3(join6(dir, ".runner"), { throwIfNoEntry: false })?.isFile() === true && lstatSync3(join6(dir, "bin"), { throwIfNoEntry: false }) !== void 0;
}
function locateRunner(env = process.env) {
  if (env.GITHUB_ACTIONS !== "true") return null;
  const found = findWorker();
  if (found) {
    const root2 = physical(dirname(dirname(found.worker)));
    const work2 = workFolderOf(root2) ?? (env.RUNNER_TEMP ? physical(dirname(env.RUNNER_TEMP)) : join6(root2, "_work"));
    const bin = physical(dirname(found.worker));
    const layout = layoutFor(root2, work2, env, "process");
    return { layout: bin === join6(root2, "bin") ? layout : { ...layout, bin }, stepPid: found.stepPid };
  }
  if (!env.RUNNER_TEMP || !isAbsolute3(env.RUNNER_TEMP)) return null;
  const work = physical(dirname(env.RUNNER_TEMP));
  const root = isRunnerInstall(dirname(work)) ? dirname(work) : null;
  return { layout: layoutFor(root, work, env, "environment"), stepPid: null };
}
function otherRunners(paths, own) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const p of paths) {
    for (let d = dirname(p); d !== "/" && d.length > 1; d = dirname(d)) {
      let is = seen.get(d);
      if (is === void 0) {
        is = d !== own?.root && isRunnerInstall(d);
        seen.set(d, is);
        if (is) out.push(layoutFor(d, workFolderOf(d) ?? join6(d, "_work"), {}, "environment"));
      }
      if (is) break;
    }
  }
  return out;
}
function stepEnvironment(stepPid) {
  if (stepPid !== null) {
    try {
      const raw = readFileSync4(`/proc/${stepPid}/environ`, "utf8");
      const vars2 = {};
      for (const kv of raw.split("\0")) {
        const eq = kv.indexOf("=");
        if (eq > 0) vars2[kv.slice(0, eq)] = kv.slice(eq + 1);
      }
      return { vars: vars2, source: "step" };
    } catch {
    }
  }
  const vars = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) vars[k] = v;
  return { vars, source: "process" };
}
function newSalt() {
  return randomBytes(16).toString("hex");
}
function recordEnvironment(vars, salt) {
  const out = {};
  for (const [k, v] of Object.entries(vars)) {
    if (k === "PATH") continue;
    out[k] = createHash4("sha256").update(`${salt}\0${k}\0${v}`).digest("hex").slice(0, 32);
  }
  return { vars: out, path: (vars.PATH ?? "").split(":") };
}

// src/collect/host-presets.ts
function physical2(p) {
  try {
    return realpathSync3.native(p);
  } catch {
    return p;
  }
}
function runnerHeader(env = process.env) {
  if (env.GITHUB_ACTIONS !== "true") return {};
  const here = locateRunner(env);
  const { vars, source } = stepEnvironment(here?.stepPid ?? null);
  const salt = newSalt();
  return {
    runner: { layout: here?.layout ?? null, environment: { ...recordEnvironment(vars, salt), salt, source } }
  };
}
var READ_MAX = 64 * 1024 * 1024;
function readRegular(path, max) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync2(fd);
    if (!st.isFile() || st.size > READ_MAX) return null;
    const want = Math.min(st.size, max);
    const buf = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const n = readSync2(fd, buf, got, want - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
var look = {
  head: (path, bytes) => readRegular(path, bytes)?.toString("utf8") ?? null,
  digest: (path, algorithm) => {
    const buf = readRegular(path, READ_MAX);
    return buf === null ? null : createHash5(algorithm).update(buf).digest("hex");
  }
};
function npmCache(env) {
  const given = env.npm_config_cache ?? env.NPM_CONFIG_CACHE;
  return physical2(given && isAbsolute4(given) ? given : join7(homedir3(), ".npm"));
}
function runningFrom() {
  const script = process.argv[1];
  return script ? dirname2(physical2(script)) : null;
}
function installedDuringRun(pkg, cache, changes) {
  if (pkg === null || cache === null || !isWithin(pkg, `${cache}/_npx`)) return false;
  const install = `${cache}/_npx/${pkg.slice(cache.length + "/_npx/".length).split("/")[0]}`;
  return changes.some((c) => c.path === install && c.change === "created" && c.source !== "git");
}
function capturedLook(path, captured) {
  const at = (p) => p === path ? captured : p;
  return {
    head: (p, bytes) => look.head(at(p), bytes),
    digest: (p, algorithm) => look.digest(at(p), algorithm)
  };
}
function applyHostPresets(changes, opts) {
  const env = opts.env ?? process.env;
  const recorded = opts.header.runner;
  const here = recorded !== void 0 || env.GITHUB_ACTIONS === "true" ? locateRunner({ ...env, GITHUB_ACTIONS: "true" }) : null;
  const layout = recorded?.layout ?? here?.layout ?? null;
  const candidates = changes.filter(
    (c) => (c.source === "snapshot" || c.source === "capture") && c.tampered === void 0
  );
  const cache = npmCache(env);
  const packageDir = runningFrom();
  const facts = {
    runner: recorded !== void 0 || env.GITHUB_ACTIONS === "true" ? layout : null,
    otherRunners: [],
    npmCache: cache,
    packageDir,
    packageInstalledDuringRun: installedDuringRun(packageDir, cache, changes),
    stateDir: physical2(resolve3(opts.stateDir ?? defaultStateDir()))
  };
  if (facts.runner !== null)
    facts.otherRunners = otherRunners(
      candidates.flatMap((c) => c.from === void 0 ? [c.path] : [c.path, c.from]).filter((p) => !isWithin(p, layout.work) && (layout.root === null || !isWithin(p, layout.root))),
      facts.runner
    );
  const places = protectedPlaces2(facts);
  const setAside = {};
  const data = [];
  for (const c of candidates) {
    if (c.preset !== void 0 || c.bookkeeping !== void 0 || c.granted !== void 0) continue;
    const sides = [{ path: c.path, change: c.change === "renamed" ? "created" : c.change }];
    if (c.from !== void 0) sides.push({ path: c.from, change: "deleted" });
    const seen = c.captured === void 0 ? look : capturedLook(c.path, c.captured);
    const judged = sides.map((s) => judgeSide(s, facts, seen, places));
    if (judged.some((j) => j === null)) continue;
    const first = judged[0];
    const isData = judged.some((j) => j.kind === "data");
    c.preset = { name: first.preset, rule: first.rule, data: isData };
    setAside[first.preset] = (setAside[first.preset] ?? 0) + 1;
    if (isData) data.push({ path: c.path, rule: first.rule });
  }
  grantPresetDirs(candidates, setAside);
  const result = {
    presets: presetsOn(facts).map((p) => p.name),
    runner: layout === null || facts.runner === null ? null : { root: layout.root, work: layout.work, located: layout.located },
    set_aside: setAside,
    data,
    environment: { compared: false, reason: "not on a GitHub Actions runner" },
    environment_changes: [],
    protect: places
  };
  if (recorded === void 0) {
    if (env.GITHUB_ACTIONS === "true")
      result.environment = {
        compared: false,
        reason: "the snapshot was not taken on a GitHub Actions runner, so it recorded no environment to compare"
      };
    return result;
  }
  const worker = findWorker();
  const now = stepEnvironment(worker?.stepPid ?? null);
  if (now.source !== recorded.environment.source) {
    result.environment = {
      compared: false,
      reason: `the snapshot recorded the ${recorded.environment.source === "step" ? "step's" : "process's"} environment and the gate can read only the ${now.source === "step" ? "step's" : "process's"}: run both on the same runner, as steps of one job`
    };
    return result;
  }
  const changed = environmentChanges(
    recorded.environment,
    recordEnvironment(now.vars, recorded.environment.salt)
  );
  result.environment = { compared: true, source: now.source };
  result.environment_changes = changed.map(describeEnvironmentChange);
  return result;
}
function grantPresetDirs(candidates, setAside) {
  const tainted = /* @__PURE__ */ new Set();
  const explainedBelow = /* @__PURE__ */ new Map();
  const ancestors = (p, each) => {
    for (let d = dirname2(p); d.length > 1; d = dirname2(d)) each(d);
  };
  const dirs = [];
  for (const c of candidates) {
    if (c.preset === void 0 && c.change === "created" && c.from === void 0) {
      dirs.push(c);
      continue;
    }
    for (const p of c.from === void 0 ? [c.path] : [c.path, c.from])
      ancestors(p, (d) => {
        if (c.preset === void 0) tainted.add(d);
        else if (!explainedBelow.has(d)) explainedBelow.set(d, c.preset.name);
      });
  }
  dirs.sort((a, b) => b.path.split("/").length - a.path.split("/").length);
  for (const c of dirs) {
    const name = explainedBelow.get(c.path);
    const st = name === void 0 || tainted.has(c.path) ? void 0 : lstatSync4(c.captured ?? c.path, { throwIfNoEntry: false });
    if (name === void 0 || !st?.isDirectory() || (st.mode & 18) !== 0) {
      ancestors(c.path, (d) => tainted.add(d));
      continue;
    }
    c.preset = { name, rule: `a directory holding only ${name}'s own writes`, data: false };
    setAside[name] = (setAside[name] ?? 0) + 1;
  }
}

// src/collect/keyed.ts
import { createHash as createHash6 } from "node:crypto";
import { closeSync as closeSync2, constants as constants2, fstatSync as fstatSync3, lstatSync as lstatSync5, openSync as openSync2, readlinkSync as readlinkSync3, readSync as readSync3 } from "node:fs";
var KEYED_MAX_BYTES = 64 * 1024 * 1024;
function readKeyed(path) {
  let fd;
  try {
    fd = openSync2(path, constants2.O_RDONLY | (constants2.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = err.code;
    return code === "ENOENT" ? null : `!${code ?? "error"}`;
  }
  try {
    const st = fstatSync3(fd);
    if (!st.isFile() || st.size > KEYED_MAX_BYTES) return "!not a small regular file";
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync3(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.toString("utf8", 0, got);
  } catch (err) {
    return `!${err.code ?? "error"}`;
  } finally {
    closeSync2(fd);
  }
}
function sha256(s) {
  return createHash6("sha256").update(s).digest("hex");
}
function keysOf(kind, path) {
  const text = readKeyed(path);
  if (text?.startsWith("!")) return text;
  const part = protectedPart(kind, text);
  if (part.startsWith("!")) return `!unparseable ${sha256(part)}`;
  const doc = JSON.parse(part);
  const out = {};
  for (const [k, v] of Object.entries(doc.top ?? {})) out[k] = sha256(JSON.stringify(v));
  for (const [dir, entry] of Object.entries(doc.projects ?? {}))
    for (const [k, v] of Object.entries(entry))
      out[`projects[${JSON.stringify(dir)}].${k}`] = sha256(JSON.stringify(v));
  return out;
}
function entryOf(path) {
  let st;
  try {
    st = lstatSync5(path, { throwIfNoEntry: false });
  } catch (err) {
    return `other !${err.code ?? "error"}`;
  }
  if (st === void 0) return "absent";
  if (st.isFile()) return `f ${st.ino} ${st.nlink} ${st.uid} ${st.gid}`;
  if (st.isSymbolicLink()) {
    let target = "";
    try {
      target = readlinkSync3(path);
    } catch {
      target = "!unreadable";
    }
    return `l ${st.uid} ${st.gid} ${target}`;
  }
  return `other ${(st.mode & 61440).toString(8)}`;
}
function keyedHeader(lease) {
  if (lease.keyed.length === 0) return {};
  const keyed = {};
  for (const k of lease.keyed) keyed[k.path] = { keys: keysOf(k.kind, k.path), entry: entryOf(k.path) };
  return { keyed };
}
function keyedEntryProblems(before, now) {
  if (now === "absent" || now === before) return [];
  const [kind, ...rest] = now.split(" ");
  const was = before.split(" ");
  if (kind === "l") {
    if (was[0] === "l" && was.slice(1).join(" ") === rest.join(" ")) return [];
    return [`replaced by a symlink to ${JSON.stringify(rest.slice(2).join(" "))}`];
  }
  if (kind !== "f") return ["replaced by something other than a regular file"];
  const [ino, nlink, uid, gid] = rest;
  const out = [];
  const sameFile = was[0] === "f" && was[1] === ino;
  if (Number(nlink) > 1 && !(sameFile && Number(was[2]) >= Number(nlink)))
    out.push(`hardlinked: ${nlink} names share it (a link count of 1 was expected)`);
  const [wasUid, wasGid] = was[0] === "f" ? [was[3], was[4]] : was[0] === "l" ? [was[1], was[2]] : [uid, gid];
  if (uid !== wasUid) out.push(`owner changed (uid ${wasUid} \u2192 ${uid})`);
  if (gid !== wasGid) out.push(`group changed (gid ${wasGid} \u2192 ${gid})`);
  return out;
}
function keyedKeyChanges(before, now) {
  if (typeof before === "string" || typeof now === "string") {
    if (before === now) return [];
    return [
      typeof now === "string" ? `its settings cannot be read any more (${now.startsWith("!unparseable") ? "not valid JSON" : now.slice(1)})` : "its settings can be read again, and are judged as changed"
    ];
  }
  const out = [];
  for (const k of [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    if (before[k] === now[k]) continue;
    out.push(`${k} ${before[k] === void 0 ? "added" : now[k] === void 0 ? "removed" : "changed"}`);
  }
  return out;
}
function judgeKeyedFiles(changes, before, lease) {
  for (const k of lease.keyed) {
    const was = before[k.path];
    if (was === void 0) continue;
    for (const c of changes) {
      if (c.source !== "capture" || c.path !== k.path || c.captured === void 0) continue;
      if (c.change === "deleted" || c.tampered !== void 0) continue;
      const problems2 = [
        ...keyedEntryProblems(was.entry, entryOf(c.captured)),
        ...keyedKeyChanges(was.keys, keysOf(k.kind, c.captured))
      ];
      if (problems2.length === 0) c.granted = "only session keys changed";
      else c.tampered = problems2.join("; ");
    }
    const records = changes.filter((c) => c.source === "snapshot" && c.path === k.path);
    if (records.some((c) => c.change === "deleted" || c.tampered !== void 0)) continue;
    const problems = [
      ...keyedEntryProblems(was.entry, entryOf(k.path)),
      ...keyedKeyChanges(was.keys, keysOf(k.kind, k.path))
    ];
    if (problems.length === 0) {
      for (const c of records) c.granted = "only session keys changed";
      continue;
    }
    if (records.length === 0) {
      const c = { path: k.path, change: "modified", source: "snapshot" };
      changes.push(c);
      records.push(c);
    }
    for (const c of records) c.tampered = problems.join("; ");
  }
}
function grantAncestorDirs(changes, lease) {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.change !== "created" || c.tampered !== void 0) continue;
    if (!lease.write_roots.some((r) => isWithin(r, c.path))) continue;
    const st = lstatSync5(c.path, { throwIfNoEntry: false });
    if (st?.isDirectory() && (st.mode & 18) === 0) c.granted = "a directory a granted path needs";
  }
}

// src/collect/read-back.ts
import { readSync as readSync4 } from "node:fs";
var MaxTime = class {
  bytes = Buffer.from("0.0000000000", "latin1");
  len = this.bytes.length;
  /** Keeps b[s, e) when it is later than the time held. */
  offer(b, s, e) {
    const n = e - s;
    const cur = this.bytes;
    if (n === this.len) {
      let k = 0;
      while (k < n && b[s + k] === cur[k]) k++;
      if (k === n || b[s + k] < cur[k]) return;
    } else if (n < this.len) return;
    if (n > cur.length) this.bytes = Buffer.allocUnsafe(2 * n);
    b.copy(this.bytes, 0, s, e);
    this.len = n;
  }
  ns() {
    return timeToNs(this.bytes.toString("latin1", 0, this.len));
  }
};
var READ_BYTES = 1 << 20;
function timeEnd(b, from, end) {
  if (b[from + 11] === 46 && b[from + 22] === 32 && from + 22 < end) return from + 22;
  const at = b.indexOf(32, from + 1);
  if (at < 0 || at >= end) throw new Error("find wrote a malformed record");
  return at;
}
var ReadBack = class {
  constructor(fds, start, digest2, hashes, gitDirs, out) {
    this.digest = digest2;
    this.hashes = hashes;
    this.out = out;
    this.parts = fds.map((fd, i) => ({
      fd,
      pos: i === 0 ? start : 0,
      buf: Buffer.allocUnsafe(READ_BYTES),
      len: 0,
      complete: false
    }));
    this.ordPos = start;
    this.exited = fds.map(() => false);
    this.high = new HighValueTest(gitDirs);
  }
  digest;
  hashes;
  out;
  entries = 0;
  /** Digests every directory's xattrs, beside the walk. */
  xattrs = new XattrCollector();
  maxC = new MaxTime();
  maxM = new MaxTime();
  /** Which files are hashed, asked of their records' bytes. */
  high;
  parts;
  exited;
  /** The digest has taken parts[ord] up to ordPos (and every part before it). */
  ord = 0;
  ordPos;
  scratch = null;
  /** Reads and scans whatever was appended since the last call. */
  poll() {
    this.xattrs.startWaiting();
    for (let i = 0; i < this.parts.length; i++) this.pull(i);
    this.order();
  }
  /** Reads part i's new bytes and scans them; digests them at once when it is the part in order. */
  pull(i) {
    const part = this.parts[i];
    if (part.complete) return;
    const exited = this.exited[i];
    for (; ; ) {
      if (part.len === part.buf.length) {
        const bigger = Buffer.allocUnsafe(2 * part.buf.length);
        part.buf.copy(bigger, 0, 0, part.len);
        part.buf = bigger;
      }
      const n = readSync4(part.fd, part.buf, part.len, part.buf.length - part.len, part.pos);
      if (n === 0) {
        part.complete = exited === true;
        return;
      }
      if (i === this.ord && this.ordPos === part.pos) {
        this.take(part.buf.subarray(part.len, part.len + n));
        this.ordPos += n;
      }
      part.pos += n;
      part.len += n;
      const used = this.scan(part.buf.subarray(0, part.len));
      if (used > 0) {
        part.buf.copy(part.buf, 0, used, part.len);
        part.len -= used;
      }
    }
  }
  /** Digests (and copies) the parts in order, as far as they have been read. */
  order() {
    for (; ; ) {
      const part = this.parts[this.ord];
      while (this.ordPos < part.pos) {
        this.scratch ??= Buffer.allocUnsafe(READ_BYTES);
        const want = Math.min(this.scratch.length, part.pos - this.ordPos);
        const n = readSync4(part.fd, this.scratch, 0, want, this.ordPos);
        if (n === 0) throw new Error("find's records file ended early");
        this.take(this.scratch.subarray(0, n));
        this.ordPos += n;
      }
      if (!part.complete || this.ord === this.parts.length - 1) return;
      if (part.len !== 0) throw new Error("find's records ended in the middle of one");
      this.ord++;
      this.ordPos = 0;
    }
  }
  take(bytes) {
    if (this.out !== null) writeAll(this.out, bytes);
    this.digest.update(bytes);
  }
  /** Scans the complete records at the start of `b`; returns how many bytes they fill. */
  scan(b) {
    const len = b.length;
    let p = 0;
    while (p < len) {
      const end = b.indexOf(0, p);
      if (end < 0) return p;
      let s6 = p;
      for (let k = 0; k < 6 && s6 < end; s6++) if (b[s6] === 32 && ++k === 6) break;
      if (s6 >= end) throw new Error("find wrote a malformed record");
      const s7 = timeEnd(b, s6, end);
      const s8 = timeEnd(b, s7, end);
      const t = b[p];
      let next = end + 1;
      if (t === 108) {
        next = b.indexOf(0, next);
        if (next < 0) return p;
        next++;
      }
      this.entries++;
      this.maxM.offer(b, s6 + 1, s7);
      this.maxC.offer(b, s7 + 1, s8);
      if (t === 100) {
        if (wantsXattrsBytes(b, s8 + 1, end)) this.xattrs.add(b.toString("utf8", s8 + 1, end));
      } else if (this.high.wantsHash(b, p, end)) this.hashes.push(b.toString("utf8", s8 + 1, end));
      p = next;
    }
    return p;
  }
  /** find i has exited: what is in its file is all it wrote. */
  done(i) {
    this.exited[i] = true;
  }
  /** Reads the rest, once every find has exited. */
  finish() {
    this.exited.fill(true);
    this.poll();
    if (this.ord !== this.parts.length - 1 || this.parts.some((p) => !p.complete || p.len !== 0))
      throw new Error("find's records ended in the middle of one");
    return { entries: this.entries, maxCtimeNs: this.maxC.ns(), maxMtimeNs: this.maxM.ns() };
  }
};

// src/collect/repo.ts
import { realpathSync as realpathSync4 } from "node:fs";
function physical3(p) {
  try {
    return realpathSync4.native(p);
  } catch {
    return p;
  }
}
function settledValue(r) {
  if (r.status === "rejected") throw r.reason;
  return r.value;
}
async function readGitPaths(worktree) {
  const cwd = physical3(worktree);
  const settled = await Promise.allSettled([
    runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir"], {
      cwd
    }),
    runGit(["worktree", "list", "--porcelain", "-z"], { cwd })
  ]);
  const [top, gitDir, commonDir] = settledValue(settled[0]).stdout.toString("utf8").replace(/\n$/, "").split("\n");
  if (!top || !gitDir || !commonDir) {
    throw new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(cwd)} has no worktree (a bare repository?)`,
      "Point the lease's `worktree` at a checkout of the repository, not at a bare repository"
    );
  }
  const worktrees = [];
  for (const field of settledValue(settled[1]).stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) worktrees.push(physical3(field.slice("worktree ".length)));
  }
  const g = physical3(gitDir);
  const c = physical3(commonDir);
  return { worktree: physical3(top), git_dir: g, common_dir: c, main_checkout: g === c, worktrees };
}
async function readGitHead(worktree) {
  const cwd = physical3(worktree);
  const settled = await Promise.allSettled([
    runGit(["symbolic-ref", "-q", "HEAD"], { cwd, allow: [1] }),
    runGit(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { cwd, allow: [1] })
  ]);
  const sym = settledValue(settled[0]);
  const head = settledValue(settled[1]);
  return {
    branch: sym.status === 0 ? sym.stdout.toString("utf8").trim() : null,
    head: head.status === 0 ? head.stdout.toString("utf8").trim() : null
  };
}
function gitLayoutOf(paths, head) {
  const { worktree, git_dir, common_dir, main_checkout, worktrees } = paths;
  return { worktree, git_dir, common_dir, main_checkout, branch: head.branch, head: head.head, worktrees };
}
async function readGitLayout(worktree) {
  const settled = await Promise.allSettled([readGitPaths(worktree), readGitHead(worktree)]);
  return gitLayoutOf(settledValue(settled[0]), settledValue(settled[1]));
}
async function resolveBase(git, base) {
  if (base.startsWith("-") || /[\0\s]/.test(base)) {
    throw new ForgeGateError(
      "base_invalid",
      `base ${JSON.stringify(base)} is not a git revision`,
      "Pass --base REF (the Action: its base input)"
    );
  }
  const r = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${base}^{commit}`], [1, 128]);
  if (r.status !== 0) {
    throw new ForgeGateError(
      "base_unknown",
      `base ${JSON.stringify(base)} is not a commit in ${JSON.stringify(git.cwd)}`,
      "Fetch it first (e.g. `git fetch origin main`) or pass an existing ref with --base (the Action: its base input)"
    );
  }
  return r.stdout.toString("utf8").trim();
}
var STATUS = {
  A: "created",
  M: "modified",
  D: "deleted",
  T: "modified",
  U: "modified"
};
function parseNameStatus(buf, top) {
  const f = buf.toString("utf8").split("\0");
  const out = [];
  let i = 0;
  while (i < f.length) {
    const status = f[i++];
    if (status === "") continue;
    const letter = status[0];
    if (letter === "R" || letter === "C") {
      const from = f[i++];
      const to = f[i++];
      if (letter === "R")
        out.push({ path: `${top}/${to}`, change: "renamed", source: "git", from: `${top}/${from}` });
      else out.push({ path: `${top}/${to}`, change: "created", source: "git" });
      continue;
    }
    const path = f[i++];
    out.push({ path: `${top}/${path}`, change: STATUS[letter] ?? "modified", source: "git" });
  }
  return out;
}
async function collectRepoChanges(git, layout, baseCommit, branch = null) {
  const top = layout.worktree;
  const committed = [];
  const out = [];
  const head = await git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"], [1]);
  const hasHead = head.status === 0;
  const tips = hasHead ? [head.stdout.toString("utf8").trim()] : [];
  if (branch !== null) {
    const tip = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${branch}^{commit}`], [1]);
    const id = tip.stdout.toString("utf8").trim();
    if (tip.status === 0 && !tips.includes(id)) tips.push(id);
  }
  for (const tip of baseCommit ? tips : []) {
    const mb = await git.run(["merge-base", baseCommit, tip], [1]);
    const from = mb.status === 0 ? mb.stdout.toString("utf8").trim() : null;
    const args = from ? ["diff-tree", "-r", "-z", "--name-status", "-M", ...SAFE_DIFF_ARGS, from, tip] : ["diff-tree", "-r", "-z", "--name-status", "--root", ...SAFE_DIFF_ARGS, tip];
    appendAll(committed, parseNameStatus((await git.run(args)).stdout, top));
  }
  if (hasHead) {
    const staged = await git.run([
      "diff-index",
      "--cached",
      "-r",
      "-z",
      "--name-status",
      "-M",
      ...SAFE_DIFF_ARGS,
      "HEAD"
    ]);
    appendAll(out, parseNameStatus(staged.stdout, top));
  } else {
    const cached = await git.run(["ls-files", "-z", "--cached"]);
    for (const p of cached.stdout.toString("utf8").split("\0")) {
      if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
    }
  }
  const unstaged = await git.run([
    "diff-files",
    "-r",
    "-z",
    "--name-status",
    "--ignore-submodules=dirty",
    ...SAFE_DIFF_ARGS
  ]);
  appendAll(out, parseNameStatus(unstaged.stdout, top));
  const untracked = await git.run(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const p of untracked.stdout.toString("utf8").split("\0")) {
    if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
  }
  return { committed, worktree: out, tips };
}

// src/collect/walk.ts
import { createHash as createHash7 } from "node:crypto";
import {
  closeSync as closeSync3,
  constants as constants3,
  fstatSync as fstatSync4,
  lstatSync as lstatSync6,
  openSync as openSync3,
  readdirSync as readdirSync4,
  readlinkSync as readlinkSync4,
  readSync as readSync5
} from "node:fs";
var OPEN_FLAGS = constants3.O_RDONLY | (constants3.O_NOFOLLOW ?? 0) | (constants3.O_NONBLOCK ?? 0);
var hashBuf = Buffer.alloc(64 * 1024);
function hashFile(path) {
  let fd;
  try {
    fd = openSync3(path, OPEN_FLAGS);
  } catch (err) {
    return `!${err.code ?? "error"}`;
  }
  try {
    const st = fstatSync4(fd);
    if (!st.isFile() || st.size > HASH_MAX_BYTES) return "";
    const h = createHash7("sha256");
    for (; ; ) {
      const n = readSync5(fd, hashBuf, 0, hashBuf.length, null);
      if (n === 0) break;
      h.update(hashBuf.subarray(0, n));
    }
    return h.digest("hex");
  } catch (err) {
    return `!${err.code ?? "error"}`;
  } finally {
    closeSync3(fd);
  }
}
function errCode(err) {
  return err.code ?? String(err);
}
function walkRootsWithNode(roots, sink, opts) {
  const stats = { entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n };
  const stack = [];
  for (const root of roots) {
    const cut = root.lastIndexOf("/");
    if (record(root, root.slice(cut + 1), true) === "dir") {
      if (!opts.prune?.has(root)) stack.push(root);
      while (stack.length > 0) walkDir(stack.pop());
    }
  }
  return stats;
  function walkDir(dir) {
    let names;
    try {
      names = readdirSync4(dir, { withFileTypes: true });
    } catch (err) {
      sink.skip(dir, `cannot list the directory: ${errCode(err)}`);
      return;
    }
    const prefix = dir === "/" ? "/" : `${dir}/`;
    for (const d of names) {
      const path = prefix + d.name;
      if (opts.exclude.has(path)) continue;
      if (record(path, d.name, false) === "stop") return;
    }
  }
  function record(path, name, isRoot) {
    let st;
    try {
      st = lstatSync6(path, { bigint: true, throwIfNoEntry: false });
    } catch (err) {
      const code = errCode(err);
      if (!isRoot && (code === "EACCES" || code === "EPERM")) {
        sink.skip(
          path.slice(0, path.lastIndexOf("/")) || "/",
          `cannot examine the directory's entries: ${code}`
        );
        return "stop";
      }
      sink.skip(path, `cannot examine: ${code}`);
      return "other";
    }
    if (st === void 0) {
      if (isRoot) sink.skip(path, "the root does not exist");
      else if (name.includes("\uFFFD"))
        sink.skip(path, "the name is not valid UTF-8; its changes cannot be tracked");
      return "other";
    }
    stats.entries++;
    const mode = Number(st.mode);
    const type = typeLetter(mode);
    const perm = (mode & 4095).toString(8);
    if (st.ctimeNs > stats.maxCtimeNs) stats.maxCtimeNs = st.ctimeNs;
    if (st.mtimeNs > stats.maxMtimeNs) stats.maxMtimeNs = st.mtimeNs;
    if (type === "d") {
      sink.entry(
        path,
        dirValue(st.dev, st.ino, perm, st.uid, st.gid, findTime(st.mtimeNs), findTime(st.ctimeNs))
      );
      if (NEVER_ENTER.has(path)) {
        sink.skip(path, "pseudo filesystem: never watched");
        return "other";
      }
      if (!isRoot && !opts.prune?.has(path)) stack.push(path);
      return "dir";
    }
    let extra = "";
    if (type === "l") {
      try {
        extra = readlinkSync4(path);
      } catch (err) {
        extra = `!${errCode(err)}`;
      }
    }
    const value = otherValue(
      type,
      st.dev,
      st.ino,
      perm,
      st.nlink,
      st.size,
      findTime(st.mtimeNs),
      findTime(st.ctimeNs),
      extra
    );
    sink.entry(path, value);
    if (wantsHash(path, value, opts.gitDirs)) sink.hash(path);
    return "other";
  }
}
async function startWalk(roots, opts) {
  const { gnuFind, startFind } = await import("./walk-find-CS6DQKSK.js");
  const find = (opts.prune?.size ?? 0) > 1e3 ? null : gnuFind();
  return (find ? startFind(find, roots, opts) : null) ?? {
    run: async (sink) => walkRootsWithNode(roots, sink, opts),
    abort() {
    }
  };
}

// src/collect/snapshot.ts
var ROOT_GROUPS = ["worktree", "repo", "home", "temp"];
function physical4(p) {
  try {
    return realpathSync5.native(p);
  } catch {
    return null;
  }
}
var WORLD_WRITABLE_PARENTS = ["/", "/run", "/var", "/var/lib", "/var/cache", "/var/spool", "/dev"];
function tempDirs(env = process.env) {
  const out = [tmpdir(), "/tmp", "/var/tmp", "/dev/shm"];
  if (env.RUNNER_TEMP) out.push(env.RUNNER_TEMP);
  for (const parent of WORLD_WRITABLE_PARENTS) {
    let names;
    try {
      names = readdirSync5(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const p = parent === "/" ? `/${name}` : `${parent}/${name}`;
      if (isNeverWatched(p)) continue;
      const st = lstatSync7(p, { throwIfNoEntry: false });
      if (st?.isDirectory() && (st.mode & 2) !== 0 && !out.includes(p)) out.push(p);
    }
  }
  return out;
}
async function planRoots(lease, watch = [], groups = ROOT_GROUPS, knob = "--default-roots", view = null) {
  const want = new Set(groups);
  const candidates = [];
  const notWatched = [];
  const narrowed = [];
  const partsOf = view === null ? null : reachability(physicalView(view));
  let git = null;
  const add = (path, origin, quietWhenMissing, real = physical4(path)) => {
    const group = origin === "worktree" || origin === "repo" || origin === "home" || origin === "temp" ? origin : null;
    if (group && !want.has(group)) {
      notWatched.push({ path: real ?? path, reason: leftOutReason(group, knob) });
      return;
    }
    if (real === null) {
      if (!quietWhenMissing) notWatched.push({ path, reason: "does not exist at snapshot time" });
      return;
    }
    if (group && group !== "worktree" && partsOf !== null) {
      const r = partsOf(real);
      if (r.why !== null) {
        notWatched.push({ path: real, reason: notWalkedReason(r.parts, r.why) });
        if (!narrowed.some((n) => n.path === real)) narrowed.push({ path: real, parts: r.parts });
        for (const p of r.parts) {
          const part = physical4(p);
          if (part !== null) candidates.push({ path: part, origin });
        }
        return;
      }
    }
    candidates.push({ path: real, origin });
  };
  if (lease.worktree && !existsSync3(lease.worktree)) {
    throw new ForgeGateError(
      "worktree_missing",
      `the lease's worktree ${JSON.stringify(lease.worktree)} does not exist`,
      "Create the worktree before taking the snapshot, or fix `worktree` in the lease"
    );
  }
  const layout = lease.worktree ? readGitPaths(lease.worktree) : null;
  const others = [
    [homedir4(), "home", false],
    ...tempDirs().map((t) => [t, "temp", true]),
    ...lease.watch.map((w) => [w, "lease", false]),
    ...watch.map((w) => [resolve4(w), "flag", false])
  ].map(([p, origin, quiet]) => [p, origin, quiet, physical4(p)]);
  if (layout) {
    git = await layout;
    add(git.worktree, "worktree", false);
    for (const w of git.worktrees) add(w, "repo", false);
    add(git.common_dir, "repo", false);
    add(git.git_dir, "repo", false);
  }
  for (const [p, origin, quiet, real] of others) add(p, origin, quiet, real);
  const merged = mergeRoots(candidates);
  const seen = /* @__PURE__ */ new Set();
  const all = [...notWatched, ...merged.refused].filter(
    (s) => !seen.has(s.path) && seen.add(s.path) && !merged.roots.some((r) => isWithin(s.path, r))
  );
  return { roots: merged.roots, notWatched: all, narrowed, git };
}
function physicalView(view) {
  const out = [];
  for (const v of view) {
    out.push(v);
    const real = v.writable ? physical4(v.path) : null;
    if (real !== null && real !== v.path) out.push({ path: real, writable: true });
  }
  return out;
}
function notWalkedReason(parts, why) {
  const unlisted = "other programs' changes there are neither walked nor listed as host activity";
  return parts.length === 0 ? `not walked: ${why}, so the agent's writes could not reach the host here; ${unlisted}` : `walked only where the agent's writes could reach the host (${parts.join(", ")}); elsewhere ${why}, so ${unlisted}`;
}
function walkCovers(snap, view) {
  if (snap.narrowed.length === 0) return true;
  if (view === null) return false;
  const partsOf = reachability(physicalView(view));
  return snap.narrowed.every(
    (n) => partsOf(n.path).parts.every((p) => {
      if (n.parts.includes(p)) return true;
      const real = physical4(p) ?? p;
      return snap.roots.some((r) => isWithin(real, r));
    })
  );
}
function defaultOutput(lease) {
  const safe = lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80);
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  return join8(tmpdir(), "forge-gate", "snapshots", `${safe}-${stamp}-${process.pid}.fgsnap`);
}
function writeRootPins(lease) {
  const caseMode = defaultCaseMode(process.platform);
  return new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode)
  ).rootPins;
}
function assertOutsideWriteRoots(lease, output) {
  const caseMode = defaultCaseMode(process.platform);
  const checker = new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode)
  );
  const v = checker.check(output);
  if (v === null || v.reason !== "outside_write_roots") {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `the snapshot ${JSON.stringify(output)} would be inside the lease's write roots, where the agent could rewrite it`,
      "Pass --output (or --snapshot-dir; the Action: its snapshot input) outside every write root"
    );
  }
}
function assertGitOutsideWriteRoots(lease) {
  const caseMode = defaultCaseMode(process.platform);
  const checker = new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode)
  );
  for (const p of gitExecutablePaths()) {
    if (checker.check(p) === null) {
      throw new ForgeGateError(
        "git_untrusted",
        `the git forge-gate would run, ${JSON.stringify(p)}, is inside the lease's write roots, where the agent can replace it`,
        "Put a git outside every write root first on PATH (absolute entries only), or set FORGE_GATE_GIT to one"
      );
    }
  }
}
var ManifestWriter = class {
  constructor(fd) {
    this.fd = fd;
  }
  fd;
  buf = Buffer.allocUnsafe(1 << 20);
  off = 0;
  write(s) {
    if (this.off + 3 * s.length > this.buf.length) {
      this.flush();
      if (3 * s.length > this.buf.length) {
        writeAll(this.fd, Buffer.from(s, "utf8"));
        return;
      }
    }
    this.off += this.buf.write(s, this.off);
  }
  flush() {
    if (this.off === 0) return;
    writeAll(this.fd, this.buf.subarray(0, this.off));
    this.off = 0;
  }
};
function hashAll(paths) {
  const out = {};
  for (const p of paths) out[p] = hashFile(p);
  return out;
}
var sleepCell = new Int32Array(new SharedArrayBuffer(4));
function waitForClockPast(dir, target, timeoutMs = 5e3) {
  const probe = join8(dir, `.forge-gate-clock-${process.pid}-${randomBytes2(4).toString("hex")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    for (; ; ) {
      const fd = openSync4(probe, "w", 384);
      try {
        writeSync2(fd, "x");
        const st = fstatSync5(fd, { bigint: true });
        if (st.ctimeNs > target && st.mtimeNs > target) return;
      } finally {
        closeSync4(fd);
      }
      if (Date.now() > deadline) {
        throw new ForgeGateError(
          "clock_skew",
          `the filesystem clock did not move past the newest recorded change time within ${timeoutMs} ms`,
          "A file has a change time in the future (clock skew?); fix the system clock and take the snapshot again"
        );
      }
      Atomics.wait(sleepCell, 0, 0, 2);
    }
  } finally {
    try {
      unlinkSync(probe);
    } catch {
    }
  }
}
async function takeSnapshot(opts) {
  const { lease } = opts;
  const findReady = gnuFindAsync();
  if (lease.worktree) assertGitOutsideWriteRoots(lease);
  const plan = await planRoots(
    lease,
    opts.watch ?? [],
    opts.defaultRoots ?? ROOT_GROUPS,
    opts.rootsKnob,
    opts.view ?? null
  );
  const output = resolve4(opts.output ?? defaultOutput(lease));
  const outDir = dirname3(output);
  const outName = basename2(output);
  try {
    if (opts.output === void 0) mkdirSync(outDir, { recursive: true, mode: 448 });
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot create ${JSON.stringify(outDir)}: ${err.code}`,
      "Pass --output in a writable directory outside every write root"
    );
  }
  const outPhysical = join8(physical4(outDir) ?? outDir, outName);
  assertOutsideWriteRoots(lease, outPhysical);
  const temp = join8(dirname3(outPhysical), `.${outName}.tmp-${process.pid}-${randomBytes2(4).toString("hex")}`);
  const createdAt = (/* @__PURE__ */ new Date()).toISOString();
  let gitParts = null;
  const startGitParts = () => {
    gitParts ??= Promise.all([
      pinBase(lease, plan.git),
      plan.git ? readGitState(plan.git, { reflogs: true }) : null,
      plan.git && lease.worktree ? readGitHead(lease.worktree) : null
    ]);
    gitParts.catch(() => {
    });
  };
  const headerBytes = async () => {
    startGitParts();
    const [base, gitState, head] = await gitParts;
    const header = {
      lease_id: lease.id,
      created_at: createdAt,
      host: hostname(),
      manifest: outPhysical,
      roots: plan.roots,
      not_watched: plan.notWatched,
      git: plan.git && head ? gitLayoutOf(plan.git, head) : null,
      write_roots: writeRootPins(lease),
      ...base,
      lease_digest: leaseDigest(lease),
      ...gitState ? { git_state: gitState } : {},
      ...keyedHeader(lease),
      ...runnerHeader()
    };
    return Buffer.from(`${MANIFEST_MAGIC}
H ${JSON.stringify(header)}
`);
  };
  const skipped = [...plan.notWatched];
  let fd;
  try {
    fd = openSync4(temp, "wx+", 384);
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot write the snapshot in ${JSON.stringify(outDir)}: ${err.code}`,
      "Pass --output in a writable directory outside every write root"
    );
  }
  let digest2;
  let entries;
  let maxTime;
  try {
    const walkSkipped = [];
    const hashes = [];
    const sink = {
      entry: () => {
      },
      hash: (p) => hashes.push(p),
      skip: (p, reason) => walkSkipped.push({ path: p, reason })
    };
    const walkOpts = {
      gitDirs: gitDirsOf(plan.git),
      exclude: /* @__PURE__ */ new Set([temp, outPhysical, ...opts.exclude ?? []])
    };
    const find = await findReady;
    const hash = createHash8("sha256");
    let start;
    let stats;
    let xattrs;
    const argLists = find ? findArgLists(plan.roots, walkOpts) : [];
    const walkFds = unnamedFiles(dirname3(outPhysical), argLists.length);
    if (find && walkFds !== null) {
      let back = null;
      const abort = new AbortController();
      const walked = walkRootsToFds(
        find,
        plan.roots,
        argLists,
        walkFds,
        sink,
        () => back?.poll(),
        abort.signal,
        (i) => back?.done(i)
      );
      walked.catch(() => {
      });
      startGitParts();
      try {
        const head = await headerBytes();
        writeAll(fd, head);
        hash.update(head);
        start = head.length;
        back = new ReadBack(walkFds, 0, hash, hashes, walkOpts.gitDirs, fd);
        await walked;
        stats = back.finish();
        xattrs = await back.xattrs.finish();
      } catch (err) {
        abort.abort();
        throw err;
      } finally {
        for (const f of walkFds) close(f, () => {
        });
      }
    } else {
      const head = await headerBytes();
      writeAll(fd, head);
      hash.update(head);
      start = head.length;
      if (find) {
        const back = new ReadBack([fd], start, hash, hashes, walkOpts.gitDirs, null);
        await walkRootsToFds(
          find,
          plan.roots,
          findArgLists(plan.roots, walkOpts, 1),
          [fd],
          sink,
          () => back.poll()
        );
        stats = back.finish();
        xattrs = await back.xattrs.finish();
      } else {
        const w = new ManifestWriter(fd);
        const nodeDirs = [];
        stats = walkRootsWithNode(
          plan.roots,
          {
            ...sink,
            entry: (p, value) => {
              if (value.charCodeAt(0) === 100) nodeDirs.push(p);
              w.write(formatRecord(p, value));
            }
          },
          walkOpts
        );
        w.flush();
        hash.update(readAll(fd).subarray(start));
        xattrs = dirXattrDigests(nodeDirs);
      }
    }
    const recordsBytes = fstatSync5(fd).size - start;
    const metaRead = readMeta(metaPaths(hashes, plan.roots));
    const hashed = hashAll(hashes);
    const meta = await metaRead;
    appendAll(skipped, walkSkipped);
    if (xattrs === null) skipped.push({ path: "(directory xattrs and ACLs)", reason: xattrGap() ?? "" });
    const trailer = {
      // Header and records as written: a manifest damaged in the middle is refused even unpinned.
      body_digest: `sha256:${hash.copy().digest("hex")}`,
      records_bytes: recordsBytes,
      entries: stats.entries,
      skipped: walkSkipped,
      hashes: hashed,
      ...xattrs ? { xattrs } : {},
      meta
    };
    const tail = Buffer.from(`
T ${JSON.stringify(trailer)}
`);
    writeAll(fd, tail);
    hash.update(tail);
    digest2 = `sha256:${hash.digest("hex")}`;
    entries = stats.entries;
    const now = BigInt(Date.now()) * 1000000n;
    const mtime = stats.maxMtimeNs <= now + 2000000000n ? stats.maxMtimeNs : 0n;
    maxTime = stats.maxCtimeNs > mtime ? stats.maxCtimeNs : mtime;
  } catch (err) {
    closeSync4(fd);
    try {
      unlinkSync(temp);
    } catch {
    }
    throw err;
  }
  closeSync4(fd);
  renameSync(temp, outPhysical);
  waitForClockPast(dirname3(outPhysical), maxTime);
  return { snapshot: outPhysical, digest: digest2, entries, roots: plan.roots, skipped, narrowed: plan.narrowed };
}
async function pinBase(lease, git) {
  if (!git || !lease.base) return {};
  try {
    return { base: { ref: lease.base, commit: await resolveBase(new RepoGit(git.worktree), lease.base) } };
  } catch {
    return {};
  }
}
function gitDirsOf(git) {
  if (!git) return [];
  return git.git_dir === git.common_dir ? [git.common_dir] : [git.git_dir, git.common_dir];
}

export {
  unpinnedSnapshotWarning,
  snapshotRequired,
  isLeftOut,
  searchGitOn,
  runGit,
  RepoGit,
  gitRole,
  refChangeAllowed,
  refEscapes,
  configDifference,
  judgeHooksDir,
  ReflogJudge,
  parseConfigFile,
  readGitState,
  protectingPlace,
  applyHostPresets,
  judgeKeyedFiles,
  grantAncestorDirs,
  readGitLayout,
  resolveBase,
  collectRepoChanges,
  startWalk,
  ROOT_GROUPS,
  tempDirs,
  walkCovers,
  assertGitOutsideWriteRoots,
  hashAll,
  takeSnapshot,
  gitDirsOf
};
