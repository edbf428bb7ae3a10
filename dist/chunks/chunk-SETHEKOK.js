import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ViolationChecker,
  createNodeProbe
} from "./chunk-7MC2YSN6.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import {
  HASH_MAX_BYTES,
  MANIFEST_MAGIC,
  NEVER_ENTER,
  canonicalJson,
  dirValue,
  findTime,
  formatRecord,
  gnuFind,
  laterTime,
  mergeRoots,
  otherValue,
  parseRecords,
  timeToNs,
  typeLetter,
  walkRootsToFd,
  wantsHash
} from "./chunk-6HHDZT7Q.js";
import {
  defaultCaseMode,
  isWithin
} from "./chunk-DAMF7RYP.js";

// src/collect/git.ts
import { execFile } from "node:child_process";
import { accessSync, constants, realpathSync, statSync } from "node:fs";
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
    try {
      accessSync(p, constants.X_OK);
      if (!statSync(p).isFile()) continue;
    } catch {
      continue;
    }
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
    execFile(
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
  async run(args, allow) {
    this.overrides ??= driverOverrides(this.cwd);
    return runGit(args, { cwd: this.cwd, allow, config: await this.overrides });
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
import { createHash as createHash2, randomBytes } from "node:crypto";
import {
  closeSync as closeSync2,
  existsSync,
  fstatSync as fstatSync2,
  mkdirSync,
  openSync as openSync2,
  readFileSync,
  readSync as readSync2,
  realpathSync as realpathSync3,
  renameSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { dirname, join as join2, resolve } from "node:path";

// src/collect/repo.ts
import { realpathSync as realpathSync2 } from "node:fs";
function physical(p) {
  try {
    return realpathSync2.native(p);
  } catch {
    return p;
  }
}
async function readGitLayout(worktree) {
  const git = new RepoGit(physical(worktree));
  const out = await git.line([
    "rev-parse",
    "--path-format=absolute",
    "--show-toplevel",
    "--git-dir",
    "--git-common-dir"
  ]);
  const [top, gitDir, commonDir] = out.split("\n");
  if (!top || !gitDir || !commonDir) {
    throw new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(git.cwd)} has no worktree (a bare repository?)`
    );
  }
  const sym = await git.run(["symbolic-ref", "-q", "HEAD"], [1]);
  const head = await git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"], [1]);
  const wt = await git.run(["worktree", "list", "--porcelain", "-z"]);
  const worktrees = [];
  for (const field of wt.stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) worktrees.push(physical(field.slice("worktree ".length)));
  }
  const g = physical(gitDir);
  const c = physical(commonDir);
  return {
    worktree: physical(top),
    gitDir: g,
    commonDir: c,
    mainCheckout: g === c,
    branch: sym.status === 0 ? sym.stdout.toString("utf8").trim() : null,
    head: head.status === 0 ? head.stdout.toString("utf8").trim() : null,
    worktrees
  };
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
async function collectRepoChanges(git, layout, baseCommit) {
  const top = layout.worktree;
  const out = [];
  const head = await git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"], [1]);
  const hasHead = head.status === 0;
  if (baseCommit && hasHead) {
    const mb = await git.run(["merge-base", baseCommit, "HEAD"], [1]);
    const from = mb.status === 0 ? mb.stdout.toString("utf8").trim() : null;
    const args = from ? ["diff-tree", "-r", "-z", "--name-status", "-M", ...SAFE_DIFF_ARGS, from, "HEAD"] : ["diff-tree", "-r", "-z", "--name-status", "--root", ...SAFE_DIFF_ARGS, "HEAD"];
    out.push(...parseNameStatus((await git.run(args)).stdout, top));
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
  out.push(...parseNameStatus(unstaged.stdout, top));
  const untracked = await git.run(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const p of untracked.stdout.toString("utf8").split("\0")) {
    if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
  }
  return out;
}

// src/collect/walk.ts
import { createHash } from "node:crypto";
import {
  closeSync,
  constants as constants2,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync
} from "node:fs";
var OPEN_FLAGS = constants2.O_RDONLY | (constants2.O_NOFOLLOW ?? 0) | (constants2.O_NONBLOCK ?? 0);
var hashBuf = Buffer.alloc(64 * 1024);
function hashFile(path) {
  let fd;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return `!${err.code ?? "error"}`;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > HASH_MAX_BYTES) return "";
    const h = createHash("sha256");
    for (; ; ) {
      const n = readSync(fd, hashBuf, 0, hashBuf.length, null);
      if (n === 0) break;
      h.update(hashBuf.subarray(0, n));
    }
    return h.digest("hex");
  } catch (err) {
    return `!${err.code ?? "error"}`;
  } finally {
    closeSync(fd);
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
      names = readdirSync(dir, { withFileTypes: true });
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
      st = lstatSync(path, { bigint: true, throwIfNoEntry: false });
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
    if (type === "d") {
      sink.entry(path, dirValue(st.dev, st.ino, perm));
      if (NEVER_ENTER.has(path)) {
        sink.skip(path, "pseudo filesystem: never watched");
        return "other";
      }
      if (!isRoot && !opts.prune?.has(path)) stack.push(path);
      return "dir";
    }
    if (st.ctimeNs > stats.maxCtimeNs) stats.maxCtimeNs = st.ctimeNs;
    if (st.mtimeNs > stats.maxMtimeNs) stats.maxMtimeNs = st.mtimeNs;
    let extra = "";
    if (type === "l") {
      try {
        extra = readlinkSync(path);
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
  const { gnuFind: gnuFind2, startFind } = await import("./walk-find-KPCTNJO2.js");
  const find = (opts.prune?.size ?? 0) > 1e3 ? null : gnuFind2();
  return (find ? startFind(find, roots, opts) : null) ?? {
    run: async (sink) => walkRootsWithNode(roots, sink, opts),
    abort() {
    }
  };
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
function tempDirs(env = process.env) {
  const out = [tmpdir(), "/tmp", "/var/tmp", "/dev/shm"];
  if (env.RUNNER_TEMP) out.push(env.RUNNER_TEMP);
  return out;
}
async function planRoots(lease, watch = [], groups = ROOT_GROUPS) {
  const want = new Set(groups);
  const candidates = [];
  const notWatched = [];
  let git = null;
  const add = (path, origin, quietWhenMissing) => {
    const group = origin === "worktree" || origin === "repo" || origin === "home" || origin === "temp" ? origin : null;
    const real = physical2(path);
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
  if (lease.worktree) {
    if (!existsSync(lease.worktree)) {
      throw new ForgeGateError(
        "worktree_missing",
        `the lease's worktree ${JSON.stringify(lease.worktree)} does not exist`,
        "Create the worktree before taking the snapshot, or fix `worktree` in the lease"
      );
    }
    git = await readGitLayout(lease.worktree);
    add(git.worktree, "worktree", false);
    for (const w of git.worktrees) add(w, "repo", false);
    add(git.commonDir, "repo", false);
    add(git.gitDir, "repo", false);
  }
  add(homedir(), "home", false);
  for (const t of tempDirs()) add(t, "temp", true);
  for (const w of lease.watch) add(w, "lease", false);
  for (const w of watch) add(resolve(w), "flag", false);
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
  return join2(tmpdir(), "forge-gate", "snapshots", `${safe}-${stamp}-${process.pid}.fgsnap`);
}
function writeRootPins(lease) {
  const caseMode = defaultCaseMode(process.platform);
  return new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode)
  ).rootPins;
}
function leaseDigest(lease) {
  return `sha256:${createHash2("sha256").update(canonicalJson(lease)).digest("hex")}`;
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
function hasDotDir(text, from, end) {
  for (let i = from; i < end - 1; i++)
    if (text.charCodeAt(i) === 47 && text.charCodeAt(i + 1) === 46) return true;
  return false;
}
function readAll(fd) {
  const size = fstatSync2(fd).size;
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync2(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}
var ReadBack = class {
  constructor(fd, start, digest, hashes, gitDirs) {
    this.fd = fd;
    this.digest = digest;
    this.hashes = hashes;
    this.gitDirs = gitDirs;
    this.pos = start;
    this.prefixes = gitDirs.map((g) => `${g}/`);
  }
  fd;
  digest;
  hashes;
  gitDirs;
  entries = 0;
  maxC = "0.0000000000";
  maxM = "0.0000000000";
  pos;
  carry = null;
  /** A symlink's target (its record's second field) is still to come. */
  skipField = false;
  prefixes;
  /** Reads and scans whatever was appended since the last call. */
  poll() {
    const size = fstatSync2(this.fd).size;
    if (size <= this.pos) return;
    const bytes = Buffer.allocUnsafe(size - this.pos);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync2(this.fd, bytes, got, bytes.length - got, this.pos + got);
      if (n === 0) break;
      got += n;
    }
    this.pos += got;
    const chunk = bytes.subarray(0, got);
    this.digest.update(chunk);
    const buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const last = buf.lastIndexOf(0);
    if (last < 0) {
      this.carry = buf;
      return;
    }
    this.carry = last + 1 < buf.length ? buf.subarray(last + 1) : null;
    this.scan(buf.toString("utf8", 0, last + 1));
  }
  scan(text) {
    const len = text.length;
    let pos = 0;
    if (this.skipField) {
      pos = text.indexOf("\0") + 1;
      this.skipField = false;
    }
    while (pos < len) {
      const end = text.indexOf("\0", pos);
      this.entries++;
      const t = text.charCodeAt(pos);
      if (t === 100) {
        pos = end + 1;
        continue;
      }
      let s6 = pos;
      for (let k = 0; k < 6; k++) s6 = text.indexOf(" ", s6 + 1);
      const s7 = text.indexOf(" ", s6 + 1);
      const s8 = text.indexOf(" ", s7 + 1);
      if (s6 < 0 || s7 < 0 || s8 < 0 || s8 > end) throw new Error("find wrote a malformed record");
      const mt = text.slice(s6 + 1, s7);
      const ct = text.slice(s7 + 1, s8);
      if (laterTime(ct, this.maxC)) this.maxC = ct;
      if (laterTime(mt, this.maxM)) this.maxM = mt;
      if (t === 102) {
        if (hasDotDir(text, s8 + 1, end) || this.prefixes.some((g) => text.startsWith(g, s8 + 1))) {
          const path = text.slice(s8 + 1, end);
          if (wantsHash(path, text.slice(pos, s8), this.gitDirs)) this.hashes.push(path);
        }
      }
      pos = end + 1;
      if (t === 108) {
        const next = text.indexOf("\0", pos);
        if (next < 0) this.skipField = true;
        pos = next < 0 ? len : next + 1;
      }
    }
  }
  finish() {
    this.poll();
    if (this.carry !== null || this.skipField) throw new Error("find's records ended in the middle of one");
    return { entries: this.entries, maxCtimeNs: timeToNs(this.maxC), maxMtimeNs: timeToNs(this.maxM) };
  }
};
function hashAll(paths) {
  const out = {};
  for (const p of paths) out[p] = hashFile(p);
  return out;
}
var sleepCell = new Int32Array(new SharedArrayBuffer(4));
function waitForClockPast(dir, target, timeoutMs = 5e3) {
  const probe = join2(dir, `.forge-gate-clock-${process.pid}-${randomBytes(4).toString("hex")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    for (; ; ) {
      const fd = openSync2(probe, "w", 384);
      try {
        writeSync(fd, "x");
        const st = fstatSync2(fd, { bigint: true });
        if (st.ctimeNs > target && st.mtimeNs > target) return;
      } finally {
        closeSync2(fd);
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
  const outPhysical = join2(physical2(outDir) ?? outDir, output.slice(outDir.length + 1));
  assertOutsideWriteRoots(lease, outPhysical);
  const temp = join2(
    dirname(outPhysical),
    `.${output.slice(outDir.length + 1)}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`
  );
  const header = {
    lease_id: lease.id,
    created_at: (/* @__PURE__ */ new Date()).toISOString(),
    host: hostname(),
    manifest: outPhysical,
    roots: plan.roots,
    not_watched: plan.notWatched,
    git: plan.git,
    write_roots: writeRootPins(lease),
    ...await pinBase(lease, plan.git),
    lease_digest: leaseDigest(lease)
  };
  const skipped = [...plan.notWatched];
  let fd;
  try {
    fd = openSync2(temp, "wx+", 384);
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
    const w = new ManifestWriter(fd);
    w.write(`${MANIFEST_MAGIC}
H ${JSON.stringify(header)}
`);
    w.flush();
    const walkSkipped = [];
    const hashes = [];
    const sink = {
      entry: (p, value) => w.write(formatRecord(p, value)),
      hash: (p) => hashes.push(p),
      skip: (p, reason) => walkSkipped.push({ path: p, reason })
    };
    const walkOpts = { gitDirs: gitDirsOf(plan.git), exclude: /* @__PURE__ */ new Set([temp, outPhysical]) };
    const find = gnuFind();
    const start = fstatSync2(fd).size;
    let stats = { entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n };
    const hash = createHash2("sha256");
    hash.update(Buffer.from(`${MANIFEST_MAGIC}
H ${JSON.stringify(header)}
`));
    if (find) {
      const back = new ReadBack(fd, start, hash, hashes, walkOpts.gitDirs);
      await walkRootsToFd(find, plan.roots, fd, walkOpts, sink, () => back.poll());
      stats = back.finish();
    } else {
      stats = walkRootsWithNode(plan.roots, sink, walkOpts);
      w.flush();
      hash.update(readAll(fd).subarray(start));
    }
    const recordsBytes = fstatSync2(fd).size - start;
    skipped.push(...walkSkipped);
    const trailer = {
      records_bytes: recordsBytes,
      entries: stats.entries,
      skipped: walkSkipped,
      hashes: hashAll(hashes)
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
    closeSync2(fd);
    try {
      unlinkSync(temp);
    } catch {
    }
    throw err;
  }
  closeSync2(fd);
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
  return git.gitDir === git.commonDir ? [git.commonDir] : [git.gitDir, git.commonDir];
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
    return readFileSync(path);
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
  const digest = `sha256:${createHash2("sha256").update(bytes).digest("hex")}`;
  if (opts.digest !== void 0) {
    const want = opts.digest.startsWith("sha256:") ? opts.digest : `sha256:${opts.digest}`;
    if (want.toLowerCase() !== digest) {
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
  return { path, digest, header, paths, values, skipped, hashes };
}

export {
  runGit,
  RepoGit,
  readGitLayout,
  resolveBase,
  collectRepoChanges,
  startWalk,
  ROOT_GROUPS,
  assertGitOutsideWriteRoots,
  hashAll,
  takeSnapshot,
  gitDirsOf,
  readManifestBytes,
  peekManifest,
  verifyManifest
};
