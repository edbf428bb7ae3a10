import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isRootOwnedFile
} from "./chunk-R42VENM4.js";
import {
  SHELL_STARTUP_FILES
} from "./chunk-AM6P3SUG.js";
import {
  isWithin
} from "./chunk-C2BVV36C.js";

// src/collect/walk-find.ts
import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fstatSync,
  lstatSync,
  opendirSync,
  openSync,
  readSync,
  unlinkSync
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

// src/core/snapshot-roots.ts
function isNeverWatched(path) {
  for (const p of ["/proc", "/sys", "/dev"]) {
    if (isWithin(path, p) && !isWithin(path, "/dev/shm")) return true;
  }
  return false;
}
var NEVER_ENTER = /* @__PURE__ */ new Set(["/proc", "/sys", "/dev"]);
function mergeRoots(candidates) {
  const refused = [];
  const paths = [];
  for (const c of candidates) {
    if (!c.path.startsWith("/")) {
      refused.push({ path: c.path, reason: "not an absolute path" });
      continue;
    }
    if (isNeverWatched(c.path)) {
      refused.push({
        path: c.path,
        reason: "pseudo filesystem (/proc, /sys, /dev other than /dev/shm) is never watched"
      });
      continue;
    }
    if (!paths.includes(c.path)) paths.push(c.path);
  }
  paths.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const roots = [];
  for (const p of paths) if (!roots.some((r) => isWithin(p, r))) roots.push(p);
  roots.sort();
  return { roots, refused };
}
var HIGH_VALUE_NAMES = /* @__PURE__ */ new Set([
  ...SHELL_STARTUP_FILES,
  ".envrc",
  ".gitconfig",
  ".git-credentials",
  ".gitattributes",
  ".gitmodules",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".netrc",
  ".curlrc",
  ".wgetrc",
  "pip.conf",
  "authorized_keys",
  "authorized_keys2",
  "known_hosts",
  "config.worktree",
  "packed-refs"
]);
var HIGH_VALUE_DIRS = [
  "/.ssh/",
  "/.config/git/",
  "/.config/fish/",
  "/.config/environment.d/",
  "/.config/autostart/",
  // Scripts Claude Code runs ahead of Bash commands.
  "/.claude/session-env/",
  "/.claude/shell-snapshots/"
];
var BULK_DIRS = ["/objects/", "/lfs/"];
var HASH_MAX_BYTES = 1024 * 1024;
function isHighValuePath(path, gitDirs) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (HIGH_VALUE_NAMES.has(name)) return true;
  let inGitDir = false;
  for (const g of gitDirs) if (path.startsWith(g) && path.charCodeAt(g.length) === 47) inGitDir = true;
  if (!inGitDir && !path.includes("/.")) return false;
  for (const d of HIGH_VALUE_DIRS) if (path.includes(d)) return true;
  if (BULK_DIRS.some((d) => path.includes(d))) return false;
  return inGitDir || path.includes("/.git/");
}
function wantsHash(path, value, gitDirs) {
  if (value.charCodeAt(0) !== 102 || !isHighValuePath(path, gitDirs)) return false;
  let i = -1;
  for (let k = 0; k < 5; k++) i = value.indexOf(" ", i + 1);
  return Number(value.slice(i + 1, value.indexOf(" ", i + 1))) <= HASH_MAX_BYTES;
}

// src/collect/record-bytes.ts
var SLASH_DOT = Buffer.from("/.");
function pathStart(b, start, end) {
  let at = start;
  for (let k = 0; k < 8; k++) {
    while (at < end && b[at] !== 32) at++;
    if (at >= end) return -1;
    at++;
  }
  return b[at] === 47 ? at : -1;
}
var DOT = 1;
var HIGH_DIR = 2;
var BULK = 4;
var GIT = 8;
var HighValueTest = class {
  /** High-value names by length. */
  names = /* @__PURE__ */ new Map();
  /** Each git directory with a trailing slash; those without a `/.` in them apart. */
  gitDirs;
  plainGitDirs;
  /** Needles that start with `/`, with the flag each sets. */
  needles = [
    [Buffer.from("/."), DOT],
    ...HIGH_VALUE_DIRS.map((d) => [Buffer.from(d), HIGH_DIR]),
    ...BULK_DIRS.map((d) => [Buffer.from(d), BULK]),
    [Buffer.from("/.git/"), GIT]
  ];
  /** The next `/.` in `dotIn` at or after `dotFrom` (-1: none; -2: not searched). */
  dotIn = null;
  dotFrom = 0;
  dotAt = -2;
  constructor(gitDirs) {
    for (const name of HIGH_VALUE_NAMES) {
      const bytes = Buffer.from(name);
      const list = this.names.get(bytes.length);
      if (list) list.push(bytes);
      else this.names.set(bytes.length, [bytes]);
    }
    this.gitDirs = gitDirs.map((g) => Buffer.from(`${g}/`));
    this.plainGitDirs = this.gitDirs.filter((g) => !includes(g, 0, g.length, SLASH_DOT));
  }
  test(b, start, to) {
    if (this.named(b, to)) return true;
    let found = 0;
    for (let i = start; i < to; i++) {
      if (b[i] !== 47) continue;
      for (const [needle, flag] of this.needles)
        if (needle[1] === b[i + 1] && startsAt(b, i, to, needle)) found |= flag;
    }
    let inGitDir = false;
    if (this.gitDirs.length > 0) {
      const from = b[start] === 47 ? start : pathStart(b, start, to + 1);
      for (const g of this.gitDirs) if (startsAt(b, from, to, g)) inGitDir = true;
    }
    if (!inGitDir && (found & DOT) === 0) return false;
    if ((found & HIGH_DIR) !== 0) return true;
    if ((found & BULK) !== 0) return false;
    return inGitDir || (found & GIT) !== 0;
  }
  /**
   * `wantsHash` of the record b[start, …) whose path ends at `to`: a small regular file, high-value.
   * Asked of records in order through a buffer, it searches for `/.` once for all the records before
   * the next one that holds it: most records (a worktree's) are then ruled out without a search.
   */
  wantsHash(b, start, to) {
    if (b[start] !== 102) return false;
    if (b !== this.dotIn || start < this.dotFrom) {
      this.dotIn = b;
      this.dotAt = -2;
    }
    this.dotFrom = start;
    if (this.dotAt !== -1 && this.dotAt < start) this.dotAt = b.indexOf(SLASH_DOT, start);
    if (!(this.dotAt !== -1 && this.dotAt + 1 < to) && !this.named(b, to) && !this.inPlainGitDir(b, start, to))
      return false;
    if (!this.test(b, start, to)) return false;
    let at = start;
    for (let k = 0; k < 5; k++) while (b[at++] !== 32) ;
    let size = 0;
    for (let c = b[at]; c >= 48 && c <= 57; c = b[++at]) size = size * 10 + (c - 48);
    return size <= HASH_MAX_BYTES;
  }
  /** The leaf of the path ending at `to` is a high-value name. */
  named(b, to) {
    let leaf = to;
    while (b[leaf - 1] !== 47) leaf--;
    const named = this.names.get(to - leaf);
    if (named) {
      for (const n of named) if (startsAt(b, leaf, to, n)) return true;
    }
    return false;
  }
  inPlainGitDir(b, start, to) {
    if (this.plainGitDirs.length === 0) return false;
    const from = b[start] === 47 ? start : pathStart(b, start, to + 1);
    for (const g of this.plainGitDirs) if (startsAt(b, from, to, g)) return true;
    return false;
  }
};
function startsAt(b, at, to, needle) {
  if (to - at < needle.length) return false;
  for (let k = 0; k < needle.length; k++) if (b[at + k] !== needle[k]) return false;
  return true;
}
function includes(b, from, to, needle) {
  for (let i = from; i < to; i++) if (startsAt(b, i, to, needle)) return true;
  return false;
}
function wantsXattrsBytes(b, from, to) {
  let cut = to - 1;
  while (cut > from && b[cut] !== 47) cut--;
  if (b[cut + 1] === 46 && cut + 1 < to) return true;
  if (cut <= from) return false;
  let up = cut - 1;
  while (up > from && b[up] !== 47) up--;
  return b[up] === 47 && b[up + 1] === 46;
}
var RecordPieces = class {
  buf = Buffer.allocUnsafe(1 << 21);
  len = 0;
  /** Where to read up to `want` more bytes: the buffer and the offset (it grows for a long record). */
  space(want) {
    if (this.len + want > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.len + want));
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    return [this.buf, this.len];
  }
  /** `n` bytes were read into `space`: `each(b, start, end)` for every complete record in order. */
  took(n, each) {
    const len = this.len + n;
    const b = this.buf.subarray(0, len);
    let at = 0;
    for (; ; ) {
      let end = b.indexOf(0, at);
      if (end >= 0 && b[at] === 108) end = b.indexOf(0, end + 1);
      if (end < 0) break;
      each(b, at, end + 1);
      at = end + 1;
    }
    b.copy(b, 0, at, len);
    this.len = len - at;
  }
  /** Bytes of a record not yet complete. */
  get pending() {
    return this.len;
  }
};
function decodeRecord(b, start, end) {
  const from = pathStart(b, start, end);
  if (from < 0) return null;
  const to = b[start] === 108 ? b.indexOf(0, from) : end - 1;
  const head = b.toString("utf8", start, from - 1);
  const path = b.toString("utf8", from, to);
  return [path, b[start] === 108 ? `${head}	${b.toString("utf8", to + 1, end - 1)}` : head];
}

// src/collect/walk-find.ts
var TRUSTED_FIND = ["/usr/bin/find", "/bin/find"];
var FIND_ENV = { LC_ALL: "C", PATH: "/usr/bin:/bin" };
var cached;
function gnuFind() {
  if (process.env.FORGE_GATE_WALKER === "node") return null;
  if (cached !== void 0) return cached;
  cached = null;
  for (const p of TRUSTED_FIND) {
    try {
      if (!isRootOwnedFile(p)) continue;
      const v = execFileSync(p, ["--version"], { encoding: "utf8", env: FIND_ENV });
      if (v.includes("GNU findutils")) {
        cached = p;
        break;
      }
    } catch {
    }
  }
  return cached;
}
var checking;
function gnuFindAsync() {
  if (process.env.FORGE_GATE_WALKER === "node") return Promise.resolve(null);
  if (cached !== void 0) return Promise.resolve(cached);
  checking ??= (async () => {
    for (const p of TRUSTED_FIND) {
      if (!isRootOwnedFile(p)) continue;
      const v = await new Promise((resolve) => {
        execFile(
          p,
          ["--version"],
          { encoding: "utf8", env: FIND_ENV },
          (err, out) => resolve(err ? "" : out)
        );
      });
      if (v.includes("GNU findutils")) {
        cached ??= p;
        return cached;
      }
    }
    cached ??= null;
    return cached;
  })();
  return checking;
}
var DIR_FORMAT = "%y %D %i %m %U %G %T@ %C@ %p\\0";
var LINK_FORMAT = "%y %D %i %m %n %s %T@ %C@ %p\\0%l\\0";
var OTHER_FORMAT = "%y %D %i %m %n %s %T@ %C@ %p\\0";
function globEscape(p) {
  return p.replace(/[*?[\]\\]/g, "\\$&");
}
function anyPath(paths) {
  const out = [];
  paths.forEach((p, i) => {
    out.push(...i === 0 ? ["("] : ["-o"], "-path", globEscape(p));
  });
  if (out.length > 0) out.push(")");
  return out;
}
function expression(roots, opts) {
  const excluded = [];
  for (const p of opts.exclude) {
    let ino;
    try {
      ino = lstatSync(p).ino;
    } catch {
      continue;
    }
    excluded.push(
      ...excluded.length === 0 ? ["("] : ["-o"],
      "(",
      "-inum",
      String(ino),
      "-path",
      globEscape(p),
      ")"
    );
  }
  if (excluded.length > 0) excluded.push(")");
  const inRoots = [...NEVER_ENTER].filter(
    (n) => roots.some((r) => r === "/" || n === r || n.startsWith(`${r}/`))
  );
  const pruned = anyPath([...inRoots, ...opts.prune ?? []]);
  const print = [
    "(",
    "-type",
    "d",
    "-printf",
    DIR_FORMAT,
    "-o",
    "-type",
    "l",
    "-printf",
    LINK_FORMAT,
    "-o",
    "-printf",
    OTHER_FORMAT,
    ")"
  ];
  const body = pruned.length > 0 ? ["(", ...print, ",", "(", ...pruned, "-prune", ")", ")"] : print;
  return excluded.length > 0 ? [...excluded, "-prune", "-o", ...body] : body;
}
var MAX_PARTS = 2;
var MAX_STARTS = 4096;
var MAX_START_BYTES = 256 * 1024;
function findArgLists(roots, opts, maxParts = Math.min(MAX_PARTS, availableParallelism())) {
  const expr = expression(roots, opts);
  const one = [["-P", ...roots, ...expr]];
  if (maxParts < 2) return one;
  const starts = [];
  const dirs = [];
  for (const root of roots) {
    if (opts.prune?.has(root)) continue;
    const names = listSome(root, MAX_STARTS - starts.length);
    if (names === null) return one;
    const base = root === "/" ? "/" : `${root}/`;
    for (const d of names) {
      if (d.name.includes("\uFFFD")) return one;
      const p = base + d.name;
      if (opts.exclude.has(p) || opts.prune?.has(p) || NEVER_ENTER.has(p) || d.isSymbolicLink()) continue;
      starts.push(p);
      dirs.push(d.isDirectory());
    }
  }
  const total = dirs.filter(Boolean).length;
  if (total < 2 || starts.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) > MAX_START_BYTES) return one;
  const lists = [["-P", ...roots, "-maxdepth", "1", ...expr]];
  let part = [];
  let seen = 0;
  for (let i = 0; i < starts.length; i++) {
    part.push(starts[i]);
    if (dirs[i]) seen++;
    if (lists.length < maxParts && seen >= lists.length * total / maxParts) {
      lists.push(["-P", ...part, "-mindepth", "1", ...expr]);
      part = [];
    }
  }
  if (part.length > 0) lists.push(["-P", ...part, "-mindepth", "1", ...expr]);
  return lists;
}
function listSome(dir, max) {
  const out = [];
  let d;
  try {
    d = opendirSync(dir);
  } catch {
    return null;
  }
  try {
    for (let e = d.readSync(); e !== null; e = d.readSync()) {
      if (out.length === max) return null;
      out.push(e);
    }
  } catch {
    return null;
  } finally {
    d.closeSync();
  }
  return out.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function reportErrors(stderr, sink, roots) {
  for (const line of stderr.split("\n")) {
    if (line === "") continue;
    const m = line.match(/^\S*find: '(.*)': (.*)$/);
    if (!m) {
      sink.skip("(unknown)", `find: ${line}`);
      continue;
    }
    const gone = /No such file/.test(m[2]);
    if (gone && !roots.has(m[1])) continue;
    sink.skip(m[1], gone ? "the root does not exist" : `cannot list the directory: ${errnoName(m[2])}`);
  }
}
function errnoName(text) {
  if (/Permission denied/.test(text)) return "EACCES";
  if (/No such file/.test(text)) return "ENOENT";
  if (/Not a directory/.test(text)) return "ENOTDIR";
  if (/loop/i.test(text)) return "ELOOP";
  return text;
}
function spawnFinds(find, argLists, fds, signal) {
  const exited = [];
  const closed = [];
  argLists.forEach((args, i) => {
    const child = spawn(find, args, {
      stdio: ["ignore", fds[i], "pipe"],
      env: FIND_ENV,
      signal,
      killSignal: "SIGKILL"
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (s) => {
      stderr += s;
    });
    exited.push(
      new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("exit", resolve);
      })
    );
    closed.push(
      new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("close", (code) => resolve({ code, stderr }));
      })
    );
  });
  for (const p of [...exited, ...closed]) p.catch(() => {
  });
  return { exited, closed };
}
function finishFinds(results, sink, roots) {
  const rootSet = new Set(roots);
  for (const { stderr } of results) reportErrors(stderr, sink, rootSet);
  for (const { code, stderr } of results)
    if (code !== 0 && stderr.trim() === "") throw new Error(`find exited with status ${code}`);
}
async function walkRootsToFds(find, roots, argLists, fds, sink, poll, signal, exited) {
  const run = spawnFinds(find, argLists, fds, signal);
  let failure = null;
  const timer = poll ? setInterval(() => {
    try {
      if (failure === null) poll();
    } catch (err) {
      failure = err;
    }
  }, 5) : null;
  try {
    await Promise.all(run.exited.map((p, i) => p.then(() => exited?.(i))));
  } finally {
    if (timer) clearInterval(timer);
  }
  const results = await Promise.all(run.closed);
  if (failure !== null) throw failure;
  finishFinds(results, sink, roots);
}
function startFind(find, roots, opts) {
  if (roots.length === 0)
    return { run: async () => ({ entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n }), abort() {
    } };
  const argLists = findArgLists(roots, opts);
  const fds = unnamedFiles(tmpdir(), argLists.length);
  if (fds === null) return null;
  const stop = new AbortController();
  const running = spawnFinds(find, argLists, fds, stop.signal);
  const exited = argLists.map(() => false);
  running.exited.forEach((p, i) => {
    p.then(
      () => {
        exited[i] = true;
      },
      () => {
      }
    );
  });
  let done = false;
  const finish = () => {
    if (!done) for (const fd of fds) closeSync(fd);
    done = true;
  };
  return {
    abort: () => {
      stop.abort();
      finish();
    },
    async run(sink) {
      let entries = 0;
      const high = new HighValueTest(opts.gitDirs);
      const each = (b, start, end) => {
        entries++;
        const to = b[start] === 108 ? b.indexOf(0, start) : end - 1;
        if (sink.record) sink.record(b, start, end);
        else {
          const entry = decodeRecord(b, start, end);
          if (entry === null) throw new Error("find wrote a malformed record");
          sink.entry(entry[0], entry[1]);
        }
        if (high.wantsHash(b, start, to)) sink.hash(b.toString("utf8", pathStart(b, start, end), to));
      };
      const pieces = new RecordPieces();
      let part = 0;
      let pos = 0;
      const readMore = () => {
        for (; ; ) {
          const fd = fds[part];
          const size = fstatSync(fd).size;
          while (pos < size) readPiece(fd, Math.min(size - pos, READ_MAX));
          if (part === fds.length - 1 || !exited[part]) return;
          if (fstatSync(fd).size !== pos) continue;
          if (pieces.pending > 0) throw new Error("find's output was cut in the middle of a record");
          part++;
          pos = 0;
        }
      };
      const readPiece = (fd, want) => {
        const [b, at] = pieces.space(want);
        const got = readSync(fd, b, at, want, pos);
        if (got === 0) throw new Error("find's records file ended early");
        pos += got;
        pieces.took(got, each);
      };
      let failure = null;
      const timer = setInterval(() => {
        try {
          if (failure === null) readMore();
        } catch (err) {
          failure = err;
        }
      }, 5);
      let results;
      try {
        results = await Promise.all(running.closed);
        if (failure !== null) throw failure;
        exited.fill(true);
        readMore();
      } finally {
        clearInterval(timer);
        finish();
      }
      if (pieces.pending > 0) throw new Error("find's output was cut in the middle of a record");
      finishFinds(results, sink, roots);
      return { entries, maxCtimeNs: 0n, maxMtimeNs: 0n };
    }
  };
}
var READ_MAX = 1 << 20;
function unnamedFiles(dir, n) {
  const fds = [];
  for (let i = 0; i < n; i++) {
    const fd = unnamedFile(dir);
    if (fd === null) {
      for (const f of fds) closeSync(f);
      return null;
    }
    fds.push(fd);
  }
  return fds;
}
function unnamedFile(dir = tmpdir()) {
  const path = join(dir, `.forge-gate-walk-${process.pid}-${randomBytes(6).toString("hex")}`);
  let fd;
  try {
    fd = openSync(path, "wx+", 384);
  } catch {
    return null;
  }
  try {
    unlinkSync(path);
  } catch {
    closeSync(fd);
    return null;
  }
  return fd;
}

export {
  isNeverWatched,
  NEVER_ENTER,
  mergeRoots,
  HASH_MAX_BYTES,
  wantsHash,
  pathStart,
  HighValueTest,
  wantsXattrsBytes,
  decodeRecord,
  gnuFind,
  gnuFindAsync,
  findArgLists,
  walkRootsToFds,
  startFind,
  unnamedFiles,
  unnamedFile
};
