import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  HASH_MAX_BYTES,
  NEVER_ENTER,
  findArgLists,
  gnuFindAsync,
  isExecutableFile,
  isNeverWatched,
  isRootOwnedFile,
  mergeRoots,
  unnamedFiles,
  walkRootsToFds,
  wantsHash
} from "./chunk-ZNRL6J3Y.js";
import {
  ViolationChecker,
  createNodeProbe
} from "./chunk-YT7Y3P5F.js";
import {
  protectedPart
} from "./chunk-ZINUF5QY.js";
import {
  MANIFEST_MAGIC,
  canonicalJson,
  dirValue,
  findTime,
  formatRecord,
  otherValue,
  parseRecords,
  timeToNs,
  typeLetter
} from "./chunk-Y73WV6VH.js";
import {
  defaultCaseMode,
  isWithin
} from "./chunk-DAMF7RYP.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";

// src/core/digest.ts
var DIGEST = /^(?:sha256:)?[0-9a-fA-F]{64}$/;
function parseSnapshotDigest(raw, what) {
  const t = raw.trim();
  if (!DIGEST.test(t)) {
    const shown = t.length > 80 ? `${JSON.stringify(t.slice(0, 80))}\u2026` : JSON.stringify(t);
    throw new ForgeGateError(
      "digest_invalid",
      `${what} ${shown} is not a snapshot digest: expected sha256: followed by 64 hex digits`,
      "Pass the `digest` that `forge-gate snapshot` printed (or the snapshot step's `digest` output) unchanged"
    );
  }
  return `sha256:${t.replace(/^sha256:/, "").toLowerCase()}`;
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
function gitExecutable(env = process.env) {
  if (resolvedGit !== null) return resolvedGit;
  const pinned = env.FORGE_GATE_GIT;
  if (pinned !== void 0 && pinned !== "") {
    if (!isAbsolute(pinned)) {
      throw new ForgeGateError("usage", `FORGE_GATE_GIT ${JSON.stringify(pinned)} is not an absolute path`);
    }
    resolvedGit = pinned;
    return pinned;
  }
  for (const dir of (env.PATH ?? "").split(delimiter)) {
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
  return new Promise((resolve2, reject) => {
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
        resolve2({ status, stdout, stderr: errText });
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
  return new ForgeGateError("git_failed", `cannot run git: ${err.code} ${err.message}`);
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
    `${what} failed in ${JSON.stringify(cwd)} (exit ${status}): ${first.trim()}`
  );
}

// src/collect/snapshot.ts
import { createHash as createHash4, randomBytes } from "node:crypto";
import {
  close,
  closeSync as closeSync3,
  existsSync,
  fstatSync as fstatSync3,
  lstatSync as lstatSync4,
  mkdirSync,
  openSync as openSync3,
  readdirSync as readdirSync3,
  readFileSync as readFileSync2,
  readSync as readSync3,
  realpathSync as realpathSync3,
  renameSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { dirname, join as join3, resolve } from "node:path";

// src/collect/git-state.ts
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join as join2 } from "node:path";

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
  if (!r.includes("/")) return PSEUDO.test(r) || r === "index" || r.startsWith("sharedindex.");
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
    if (ref === "HEAD" || under(ref, PER_WORKTREE_REFS)) return { kind: "other" };
    return { kind: "reflog", ref };
  }
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
var PACK = /^pack\/(pack-(?:[0-9a-f]{40}|[0-9a-f]{64}))\.(pack|idx|rev|mtimes)$/;
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
  const keys = /* @__PURE__ */ new Set();
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i++) {
    if (before[i] === after[i]) continue;
    for (const e of [before[i], after[i]]) if (e !== void 0) keys.add(e.slice(0, e.indexOf("\n") >>> 0));
  }
  return [...keys].sort();
}

// src/collect/git-state.ts
var PER_WORKTREE = ["refs/bisect/", "refs/worktree/", "refs/rewritten/"];
var REF_MAX = 4096;
function readSharedRefs(commonDir) {
  const refs = {};
  if (lstatSync(join2(commonDir, "reftable"), { throwIfNoEntry: false })) {
    return { refs, refs_error: "the repository stores its refs in a reftable, which forge-gate cannot read" };
  }
  try {
    let text = "";
    try {
      text = readFileSync(join2(commonDir, "packed-refs"), "utf8");
    } catch (err) {
      if (err.code !== "ENOENT") throw err;
    }
    for (const [ref, oid] of parsePackedRefs(text)) refs[ref] = oid;
    const walk = (dir, name) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const ref = `${name}/${d.name}`;
        const p = join2(dir, d.name);
        if (d.isDirectory()) {
          if (!PER_WORKTREE.some((w) => `${ref}/`.startsWith(w))) walk(p, ref);
          continue;
        }
        if (d.name.endsWith(".lock")) continue;
        if (d.isSymbolicLink()) refs[ref] = `symlink:${readlinkSync(p)}`;
        else if (d.isFile()) {
          const text2 = readFileSync(p).subarray(0, REF_MAX).toString("utf8").trim();
          refs[ref] = /^[0-9a-f]{40}([0-9a-f]{24})?$|^ref: \S+$/.test(text2) ? text2 : `!malformed:${text2}`;
        } else refs[ref] = "!not a file";
      }
    };
    if (lstatSync(join2(commonDir, "refs"), { throwIfNoEntry: false })?.isDirectory())
      walk(join2(commonDir, "refs"), "refs");
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
  const modules = join2(dir, "modules");
  let names;
  try {
    names = readdirSync(modules);
  } catch {
    return;
  }
  const visit = (p, d) => {
    if (d > 8) return;
    const st = lstatSync(p, { throwIfNoEntry: false });
    if (!st?.isDirectory()) return;
    if (lstatSync(join2(p, "HEAD"), { throwIfNoEntry: false })) {
      out.push(p);
      findModules(p, out, depth + 1);
      return;
    }
    for (const n of readdirSync(p)) visit(join2(p, n), d + 1);
  };
  for (const n of names) visit(join2(modules, n), 0);
}
function configFiles(git, modules) {
  const out = [join2(git.common_dir, "config"), join2(git.common_dir, "config.worktree")];
  try {
    for (const n of readdirSync(join2(git.common_dir, "worktrees")))
      out.push(join2(git.common_dir, "worktrees", n, "config.worktree"));
  } catch {
  }
  for (const m of modules) out.push(join2(m, "config"));
  return out;
}
async function parseConfigFile(file) {
  const st = lstatSync(file, { throwIfNoEntry: false });
  if (!st) return null;
  if (!st.isFile()) return `!not a regular file`;
  const r = await runGit(["config", "--file", file, "--null", "--list"], { cwd: "/", allow: [1, 3, 128] });
  if (r.status !== 0) return `!${r.stderr.split("\n")[0]?.trim() || `git config exited ${r.status}`}`;
  return r.stdout.toString("utf8").split("\0").filter((e) => e !== "").map((e) => {
    const nl = e.indexOf("\n");
    if (nl < 0) return `${e}
-`;
    return `${e.slice(0, nl)}
${createHash("sha256").update(e.slice(nl + 1)).digest("hex")}`;
  });
}
async function readGitState(git) {
  const modules = [];
  findModules(git.common_dir, modules);
  if (!git.main_checkout) findModules(git.git_dir, modules);
  const configs = {};
  const files = configFiles(git, modules);
  const parsed = await Promise.all(files.map((f) => parseConfigFile(f)));
  files.forEach((f, i) => {
    const v = parsed[i];
    if (v !== null && v !== void 0) configs[f] = v;
  });
  return { ...readSharedRefs(git.common_dir), configs, modules };
}

// src/collect/keyed.ts
import { closeSync, constants, fstatSync, lstatSync as lstatSync2, openSync, readSync } from "node:fs";
var KEYED_MAX_BYTES = 64 * 1024 * 1024;
function readKeyed(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = err.code;
    return code === "ENOENT" ? null : `!${code ?? "error"}`;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > KEYED_MAX_BYTES) return "!not a small regular file";
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.toString("utf8", 0, got);
  } catch (err) {
    return `!${err.code ?? "error"}`;
  } finally {
    closeSync(fd);
  }
}
function partOf(kind, path) {
  const text = readKeyed(path);
  return text?.startsWith("!") ? text : protectedPart(kind, text);
}
function keyedHeader(lease) {
  if (lease.keyed.length === 0) return {};
  const keyed = {};
  for (const k of lease.keyed) keyed[k.path] = partOf(k.kind, k.path);
  return { keyed };
}
function judgeKeyedFiles(changes, before, lease) {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.change === "deleted" || c.tampered !== void 0) continue;
    const k = lease.keyed.find((x) => x.path === c.path);
    const was = before[c.path];
    if (k === void 0 || was === void 0) continue;
    if (partOf(k.kind, c.path) === was) c.granted = "only session keys changed";
    else c.tampered = "settings, hooks, MCP servers, permissions or credentials changed";
  }
}
function grantAncestorDirs(changes, lease) {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.change !== "created" || c.tampered !== void 0) continue;
    if (!lease.write_roots.some((r) => isWithin(r, c.path))) continue;
    const st = lstatSync2(c.path, { throwIfNoEntry: false });
    if (st?.isDirectory() && (st.mode & 18) === 0) c.granted = "a directory a granted path needs";
  }
}

// src/collect/repo.ts
import { realpathSync as realpathSync2 } from "node:fs";
function physical(p) {
  try {
    return realpathSync2.native(p);
  } catch {
    return p;
  }
}
function settledValue(r) {
  if (r.status === "rejected") throw r.reason;
  return r.value;
}
async function readGitPaths(worktree) {
  const cwd = physical(worktree);
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
      `${JSON.stringify(cwd)} has no worktree (a bare repository?)`
    );
  }
  const worktrees = [];
  for (const field of settledValue(settled[1]).stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) worktrees.push(physical(field.slice("worktree ".length)));
  }
  const g = physical(gitDir);
  const c = physical(commonDir);
  return { worktree: physical(top), git_dir: g, common_dir: c, main_checkout: g === c, worktrees };
}
async function readGitHead(worktree) {
  const cwd = physical(worktree);
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
      "Pass --base REF"
    );
  }
  const r = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${base}^{commit}`], [1, 128]);
  if (r.status !== 0) {
    throw new ForgeGateError(
      "base_unknown",
      `base ${JSON.stringify(base)} is not a commit in ${JSON.stringify(git.cwd)}`,
      "Fetch it first (e.g. `git fetch origin main`) or pass an existing ref with --base"
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
    committed.push(...parseNameStatus((await git.run(args)).stdout, top));
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
    out.push(...parseNameStatus(staged.stdout, top));
  } else {
    const cached2 = await git.run(["ls-files", "-z", "--cached"]);
    for (const p of cached2.stdout.toString("utf8").split("\0")) {
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
  out.push(...parseNameStatus(unstaged.stdout, top));
  const untracked = await git.run(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const p of untracked.stdout.toString("utf8").split("\0")) {
    if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
  }
  return { committed, worktree: out, tips };
}

// src/collect/walk.ts
import { createHash as createHash2 } from "node:crypto";
import {
  closeSync as closeSync2,
  constants as constants2,
  fstatSync as fstatSync2,
  lstatSync as lstatSync3,
  openSync as openSync2,
  readdirSync as readdirSync2,
  readlinkSync as readlinkSync2,
  readSync as readSync2
} from "node:fs";
var OPEN_FLAGS = constants2.O_RDONLY | (constants2.O_NOFOLLOW ?? 0) | (constants2.O_NONBLOCK ?? 0);
var hashBuf = Buffer.alloc(64 * 1024);
function hashFile(path) {
  let fd;
  try {
    fd = openSync2(path, OPEN_FLAGS);
  } catch (err) {
    return `!${err.code ?? "error"}`;
  }
  try {
    const st = fstatSync2(fd);
    if (!st.isFile() || st.size > HASH_MAX_BYTES) return "";
    const h = createHash2("sha256");
    for (; ; ) {
      const n = readSync2(fd, hashBuf, 0, hashBuf.length, null);
      if (n === 0) break;
      h.update(hashBuf.subarray(0, n));
    }
    return h.digest("hex");
  } catch (err) {
    return `!${err.code ?? "error"}`;
  } finally {
    closeSync2(fd);
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
      names = readdirSync2(dir, { withFileTypes: true });
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
      st = lstatSync3(path, { bigint: true, throwIfNoEntry: false });
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
        extra = readlinkSync2(path);
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
  const { gnuFind, startFind } = await import("./walk-find-EWTVDMJG.js");
  const find = (opts.prune?.size ?? 0) > 1e3 ? null : gnuFind();
  return (find ? startFind(find, roots, opts) : null) ?? {
    run: async (sink) => walkRootsWithNode(roots, sink, opts),
    abort() {
    }
  };
}

// src/collect/xattrs.ts
import { execFile as execFile2, execFileSync } from "node:child_process";
import { createHash as createHash3 } from "node:crypto";
var TRUSTED_GETFATTR = ["/usr/bin/getfattr", "/bin/getfattr"];
var cached;
function trustedGetfattr() {
  if (cached !== void 0) return cached;
  cached = null;
  for (const p of TRUSTED_GETFATTR) {
    if (isRootOwnedFile(p)) {
      cached = p;
      break;
    }
  }
  return cached;
}
function xattrGap() {
  return trustedGetfattr() === null ? "getfattr (the attr package) is not installed: xattrs and ACLs of directories are compared only through their ctime" : null;
}
function unescapeName(s) {
  if (!s.includes("\\")) return s;
  const bytes = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 92 && /^[0-7]{3}$/.test(s.slice(i + 1, i + 4))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 4), 8));
      i += 3;
    } else if (c === 92 && s[i + 1] === "\\") {
      bytes.push(92);
      i++;
    } else bytes.push(...Buffer.from(s[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
function wantsXattrs(dir) {
  const cut = dir.lastIndexOf("/");
  if (dir.charCodeAt(cut + 1) === 46) return true;
  const up = dir.lastIndexOf("/", cut - 1);
  return up >= 0 && dir.charCodeAt(up + 1) === 46;
}
var ARG_BYTES = 96 * 1024;
var EARLY_START_MS = 50;
var GETFATTR_ARGS = ["--absolute-names", "-h", "-d", "-m", "-", "-e", "hex", "--"];
var GETFATTR_ENV = { LC_ALL: "C", PATH: "/usr/bin:/bin" };
function parseDump(text, out) {
  for (const block of text.split("\n\n")) {
    const lines = block.split("\n").filter((l) => l !== "");
    if (lines.length < 2 || !lines[0].startsWith("# file: ")) continue;
    const path = unescapeName(Buffer.from(lines[0].slice(8), "latin1").toString("utf8"));
    out[path] = createHash3("sha256").update(lines.slice(1).sort().join("\n")).digest("hex");
  }
}
var XattrCollector = class {
  batch = [];
  size = 0;
  running = [];
  out = {};
  bin = trustedGetfattr();
  /** When the oldest directory of the batch was added (ms), and how many getfattr are running. */
  since = 0;
  active = 0;
  add(dir) {
    if (this.bin === null || !wantsXattrs(dir)) return;
    if (this.size + dir.length + 1 > ARG_BYTES) this.start();
    if (this.batch.length === 0) this.since = Date.now();
    this.batch.push(dir);
    this.size += dir.length + 1;
  }
  /**
   * Starts the batch when it has waited a while and no getfattr is running, so the walk's end does
   * not wait for one. The wait keeps it to a few processes per walk even when dot-directories are
   * everywhere (a home directory).
   */
  startWaiting() {
    if (this.active === 0 && this.batch.length > 0 && Date.now() - this.since >= EARLY_START_MS) this.start();
  }
  start() {
    if (this.batch.length === 0 || this.bin === null) return;
    const args = [...GETFATTR_ARGS, ...this.batch];
    this.batch = [];
    this.size = 0;
    this.active++;
    this.running.push(
      new Promise((resolve2) => {
        execFile2(
          this.bin,
          args,
          { encoding: "latin1", env: GETFATTR_ENV, maxBuffer: 256 * 1024 * 1024 },
          // A directory that vanished makes getfattr exit 1; what it printed for the others still counts.
          (_err, stdout) => {
            this.active--;
            parseDump(String(stdout ?? ""), this.out);
            resolve2();
          }
        ).stdin?.end();
      })
    );
  }
  async finish() {
    if (this.bin === null) return null;
    this.start();
    await Promise.all(this.running);
    return this.out;
  }
};
function dirXattrDigests(dirs) {
  const bin = trustedGetfattr();
  if (bin === null) return null;
  const out = {};
  let batch = [];
  let size = 0;
  const flush = () => {
    if (batch.length === 0) return;
    let text;
    try {
      text = execFileSync(bin, [...GETFATTR_ARGS, ...batch], {
        encoding: "latin1",
        env: GETFATTR_ENV,
        stdio: ["ignore", "pipe", "ignore"],
        maxBuffer: 256 * 1024 * 1024
      });
    } catch (err) {
      text = String(err.stdout ?? "");
    }
    parseDump(text, out);
    batch = [];
    size = 0;
  };
  for (const d of dirs) {
    if (!wantsXattrs(d)) continue;
    if (size + d.length + 1 > ARG_BYTES) flush();
    batch.push(d);
    size += d.length + 1;
  }
  flush();
  return out;
}

// src/collect/snapshot.ts
var ROOT_GROUPS = ["worktree", "repo", "home", "temp"];
function physical2(p) {
  try {
    return realpathSync3.native(p);
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
      names = readdirSync3(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const p = parent === "/" ? `/${name}` : `${parent}/${name}`;
      if (isNeverWatched(p)) continue;
      const st = lstatSync4(p, { throwIfNoEntry: false });
      if (st?.isDirectory() && (st.mode & 2) !== 0 && !out.includes(p)) out.push(p);
    }
  }
  return out;
}
async function planRoots(lease, watch = [], groups = ROOT_GROUPS) {
  const want = new Set(groups);
  const candidates = [];
  const notWatched = [];
  let git = null;
  const add = (path, origin, quietWhenMissing, real = physical2(path)) => {
    const group = origin === "worktree" || origin === "repo" || origin === "home" || origin === "temp" ? origin : null;
    if (group && !want.has(group)) {
      notWatched.push({ path: real ?? path, reason: `default root (${group}) left out by --default-roots` });
      return;
    }
    if (real === null) {
      if (!quietWhenMissing) notWatched.push({ path, reason: "does not exist at snapshot time" });
      return;
    }
    candidates.push({ path: real, origin });
  };
  if (lease.worktree && !existsSync(lease.worktree)) {
    throw new ForgeGateError(
      "worktree_missing",
      `the lease's worktree ${JSON.stringify(lease.worktree)} does not exist`,
      "Create the worktree before taking the snapshot, or fix `worktree` in the lease"
    );
  }
  const layout = lease.worktree ? readGitPaths(lease.worktree) : null;
  const others = [
    [homedir(), "home", false],
    ...tempDirs().map((t) => [t, "temp", true]),
    ...lease.watch.map((w) => [w, "lease", false]),
    ...watch.map((w) => [resolve(w), "flag", false])
  ].map(([p, origin, quiet]) => [p, origin, quiet, physical2(p)]);
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
  return { roots: merged.roots, notWatched: all, git };
}
function defaultOutput(lease) {
  const safe = lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80);
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  return join3(tmpdir(), "forge-gate", "snapshots", `${safe}-${stamp}-${process.pid}.fgsnap`);
}
function writeRootPins(lease) {
  const caseMode = defaultCaseMode(process.platform);
  return new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode)
  ).rootPins;
}
function leaseDigest(lease) {
  return `sha256:${createHash4("sha256").update(canonicalJson(lease)).digest("hex")}`;
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
      "Pass --output (or --snapshot-dir) outside every write root"
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
function writeAll(fd, bytes) {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done);
}
function readAll(fd) {
  const size = fstatSync3(fd).size;
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync3(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}
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
var DOT_DIR = Buffer.from("/.");
function timeEnd(b, from, end) {
  if (b[from + 11] === 46 && b[from + 22] === 32 && from + 22 < end) return from + 22;
  const at = b.indexOf(32, from + 1);
  if (at < 0 || at >= end) throw new Error("find wrote a malformed record");
  return at;
}
var ReadBack = class {
  constructor(fds, start, digest, hashes, gitDirs, out) {
    this.digest = digest;
    this.hashes = hashes;
    this.gitDirs = gitDirs;
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
    this.plainGitDirs = gitDirs.filter((g) => !`${g}/`.includes("/.")).map((g) => Buffer.from(`${g}/`));
  }
  digest;
  hashes;
  gitDirs;
  out;
  entries = 0;
  /** Digests every directory's xattrs, beside the walk. */
  xattrs = new XattrCollector();
  maxC = new MaxTime();
  maxM = new MaxTime();
  /**
   * Git directories with no "/." in them: a path below the others holds "/." and passes the
   * dot-directory pre-filter anyway.
   */
  plainGitDirs;
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
      const n = readSync3(part.fd, part.buf, part.len, part.buf.length - part.len, part.pos);
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
        const n = readSync3(part.fd, this.scratch, 0, want, this.ordPos);
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
    let dotAt = -2;
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
        const last = b.lastIndexOf(47, end - 1);
        const prev = last > s8 + 1 ? b.lastIndexOf(47, last - 1) : -1;
        if (last > s8 && b[last + 1] === 46 || prev > s8 && b[prev + 1] === 46)
          this.xattrs.add(b.toString("utf8", s8 + 1, end));
      } else if (t === 102) {
        if (dotAt !== -1 && dotAt <= s8) dotAt = b.indexOf(DOT_DIR, s8 + 1);
        if (dotAt !== -1 && dotAt + 1 < end || this.inPlainGitDir(b, s8 + 1, end)) {
          const path = b.toString("utf8", s8 + 1, end);
          if (wantsHash(path, b.toString("utf8", p, s8), this.gitDirs)) this.hashes.push(path);
        }
      }
      p = next;
    }
    return p;
  }
  inPlainGitDir(b, from, end) {
    for (const g of this.plainGitDirs) {
      if (end - from >= g.length && b.compare(g, 0, g.length, from, from + g.length) === 0) return true;
    }
    return false;
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
function hashAll(paths) {
  const out = {};
  for (const p of paths) out[p] = hashFile(p);
  return out;
}
var sleepCell = new Int32Array(new SharedArrayBuffer(4));
function waitForClockPast(dir, target, timeoutMs = 5e3) {
  const probe = join3(dir, `.forge-gate-clock-${process.pid}-${randomBytes(4).toString("hex")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    for (; ; ) {
      const fd = openSync3(probe, "w", 384);
      try {
        writeSync(fd, "x");
        const st = fstatSync3(fd, { bigint: true });
        if (st.ctimeNs > target && st.mtimeNs > target) return;
      } finally {
        closeSync3(fd);
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
  const plan = await planRoots(lease, opts.watch ?? [], opts.defaultRoots ?? ROOT_GROUPS);
  const output = resolve(opts.output ?? defaultOutput(lease));
  const outDir = dirname(output);
  try {
    mkdirSync(outDir, { recursive: true, mode: 448 });
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot create ${JSON.stringify(outDir)}: ${err.code}`,
      "Pass --output in a writable directory outside every write root"
    );
  }
  const outPhysical = join3(physical2(outDir) ?? outDir, output.slice(outDir.length + 1));
  assertOutsideWriteRoots(lease, outPhysical);
  const temp = join3(
    dirname(outPhysical),
    `.${output.slice(outDir.length + 1)}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`
  );
  const createdAt = (/* @__PURE__ */ new Date()).toISOString();
  let gitParts = null;
  const startGitParts = () => {
    gitParts ??= Promise.all([
      pinBase(lease, plan.git),
      plan.git ? readGitState(plan.git) : null,
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
      ...keyedHeader(lease)
    };
    return Buffer.from(`${MANIFEST_MAGIC}
H ${JSON.stringify(header)}
`);
  };
  const skipped = [...plan.notWatched];
  let fd;
  try {
    fd = openSync3(temp, "wx+", 384);
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot write the snapshot in ${JSON.stringify(outDir)}: ${err.code}`,
      "Pass --output in a writable directory outside every write root"
    );
  }
  let digest;
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
    const walkOpts = { gitDirs: gitDirsOf(plan.git), exclude: /* @__PURE__ */ new Set([temp, outPhysical]) };
    const find = await findReady;
    const hash = createHash4("sha256");
    let start;
    let stats;
    let xattrs;
    const argLists = find ? findArgLists(plan.roots, walkOpts) : [];
    const walkFds = unnamedFiles(dirname(outPhysical), argLists.length);
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
    const recordsBytes = fstatSync3(fd).size - start;
    skipped.push(...walkSkipped);
    if (xattrs === null) skipped.push({ path: "(directory xattrs and ACLs)", reason: xattrGap() ?? "" });
    const trailer = {
      records_bytes: recordsBytes,
      entries: stats.entries,
      skipped: walkSkipped,
      hashes: hashAll(hashes),
      ...xattrs ? { xattrs } : {}
    };
    const tail = Buffer.from(`
T ${JSON.stringify(trailer)}
`);
    writeAll(fd, tail);
    hash.update(tail);
    digest = `sha256:${hash.digest("hex")}`;
    entries = stats.entries;
    const now = BigInt(Date.now()) * 1000000n;
    const mtime = stats.maxMtimeNs <= now + 2000000000n ? stats.maxMtimeNs : 0n;
    maxTime = stats.maxCtimeNs > mtime ? stats.maxCtimeNs : mtime;
  } catch (err) {
    closeSync3(fd);
    try {
      unlinkSync(temp);
    } catch {
    }
    throw err;
  }
  closeSync3(fd);
  renameSync(temp, outPhysical);
  waitForClockPast(dirname(outPhysical), maxTime);
  return { snapshot: outPhysical, digest, entries, roots: plan.roots, skipped };
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
function corrupt(path, what) {
  return new ForgeGateError(
    "snapshot_corrupt",
    `snapshot ${JSON.stringify(path)} is corrupt: ${what}`,
    "Take a new snapshot before the run (`forge-gate snapshot`); never edit a manifest"
  );
}
function readManifestBytes(path) {
  try {
    return readFileSync2(path);
  } catch (err) {
    const code = err.code;
    throw new ForgeGateError(
      code === "ENOENT" ? "snapshot_missing" : "snapshot_unreadable",
      `cannot read snapshot ${JSON.stringify(path)}: ${code === "ENOENT" ? "no such file" : code}`,
      "Pass the manifest `forge-gate snapshot` wrote (its path is in its output)"
    );
  }
}
function frameOf(bytes) {
  const magic = Buffer.from(`${MANIFEST_MAGIC}
`);
  if (bytes.length < magic.length || !bytes.subarray(0, magic.length).equals(magic)) {
    return "not a forge-gate snapshot (bad first line)";
  }
  const headerEnd = bytes.indexOf(10, magic.length);
  if (headerEnd < 0 || bytes[magic.length] !== 72) return "missing header";
  let header;
  try {
    header = JSON.parse(bytes.toString("utf8", magic.length + 2, headerEnd));
  } catch {
    return "the header is not JSON";
  }
  if (typeof header?.lease_id !== "string" || !Array.isArray(header.roots) || typeof header.manifest !== "string") {
    return "the header lacks lease_id, roots or manifest";
  }
  if (bytes[bytes.length - 1] !== 10) return "the last line is incomplete (truncated)";
  const trailerStart = bytes.lastIndexOf(10, bytes.length - 2) + 1;
  if (bytes[trailerStart] !== 84 || bytes[trailerStart + 1] !== 32)
    return "no trailer (the manifest is truncated)";
  let trailer;
  try {
    trailer = JSON.parse(bytes.toString("utf8", trailerStart + 2, bytes.length - 1));
  } catch {
    return "the trailer is not JSON (the manifest is truncated)";
  }
  const recordsStart = headerEnd + 1;
  if (typeof trailer?.records_bytes !== "number" || trailer.records_bytes !== trailerStart - 1 - recordsStart || !Array.isArray(trailer.skipped) || typeof trailer.hashes !== "object") {
    return "the records do not match the trailer (truncated or edited)";
  }
  return { header, trailer, recordsStart, trailerStart };
}
function peekManifest(bytes) {
  const frame = frameOf(bytes);
  return typeof frame === "string" ? null : { header: frame.header, skipped: frame.trailer.skipped };
}
function verifyManifest(path, bytes, opts) {
  const digest = `sha256:${createHash4("sha256").update(bytes).digest("hex")}`;
  if (opts.digest !== void 0) {
    const want = parseSnapshotDigest(opts.digest, "the snapshot digest");
    if (want !== digest) {
      throw new ForgeGateError(
        "snapshot_digest_mismatch",
        `snapshot ${JSON.stringify(path)} has digest ${digest}, expected ${want}: it was changed after it was taken`,
        "Treat the run as untrusted; take snapshots outside every write root and pin them by digest"
      );
    }
  }
  const frame = frameOf(bytes);
  if (typeof frame === "string") throw corrupt(path, frame);
  const { header, trailer, recordsStart, trailerStart } = frame;
  if (header.lease_id !== opts.leaseId) {
    throw new ForgeGateError(
      "snapshot_foreign",
      `snapshot ${JSON.stringify(path)} was taken for lease ${JSON.stringify(header.lease_id)}, not ${JSON.stringify(opts.leaseId)}`,
      "Pass the snapshot taken for this lease"
    );
  }
  if (header.lease_digest !== void 0 && opts.lease !== void 0 && header.lease_digest !== leaseDigest(opts.lease)) {
    throw new ForgeGateError(
      "lease_changed",
      `the lease is not the one snapshot ${JSON.stringify(path)} was taken for: it changed after the snapshot`,
      "Treat the run as untrusted (an agent may have widened its own lease); keep the lease file outside every write root. Read it from the same path with the same HOME as the snapshot did (relative and ~ paths resolve against them)"
    );
  }
  const paths = [];
  const values = [];
  const ok = parseRecords(bytes.toString("utf8", recordsStart, trailerStart - 1), (p, v) => {
    paths.push(p);
    values.push(v);
  });
  if (!ok) throw corrupt(path, "a malformed record");
  if (paths.length !== trailer.entries) throw corrupt(path, "the entry count does not match the trailer");
  const skipped = trailer.skipped;
  const hashes = new Map(Object.entries(trailer.hashes));
  const xattrs = trailer.xattrs ? new Map(Object.entries(trailer.xattrs)) : null;
  return { path, digest, header, paths, values, skipped, hashes, xattrs };
}

export {
  parseSnapshotDigest,
  runGit,
  RepoGit,
  gitRole,
  refChangeAllowed,
  refEscapes,
  configDifference,
  readGitState,
  judgeKeyedFiles,
  grantAncestorDirs,
  readGitLayout,
  resolveBase,
  collectRepoChanges,
  startWalk,
  xattrGap,
  XattrCollector,
  ROOT_GROUPS,
  assertGitOutsideWriteRoots,
  hashAll,
  takeSnapshot,
  gitDirsOf,
  readManifestBytes,
  peekManifest,
  verifyManifest
};
