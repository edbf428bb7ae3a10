import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isRootOwnedFile
} from "./chunk-R42VENM4.js";
import {
  SHELL_STARTUP_FILES
} from "./chunk-AM6P3SUG.js";
import {
  RecordParser
} from "./chunk-DBWIACBH.js";
import {
  isWithin
} from "./chunk-A2XNAKQR.js";

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
var BULK = /\/(?:objects|lfs)\//;
var HASH_MAX_BYTES = 1024 * 1024;
function isHighValuePath(path, gitDirs) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (HIGH_VALUE_NAMES.has(name)) return true;
  let inGitDir = false;
  for (const g of gitDirs) if (path.startsWith(g) && path.charCodeAt(g.length) === 47) inGitDir = true;
  if (!inGitDir && !path.includes("/.")) return false;
  for (const d of HIGH_VALUE_DIRS) if (path.includes(d)) return true;
  if (BULK.test(path)) return false;
  return inGitDir || path.includes("/.git/");
}
function wantsHash(path, value, gitDirs) {
  if (value.charCodeAt(0) !== 102 || !isHighValuePath(path, gitDirs)) return false;
  let i = -1;
  for (let k = 0; k < 5; k++) i = value.indexOf(" ", i + 1);
  return Number(value.slice(i + 1, value.indexOf(" ", i + 1))) <= HASH_MAX_BYTES;
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
      const parser = new RecordParser((p, v) => {
        entries++;
        sink.entry(p, v);
        if (wantsHash(p, v, opts.gitDirs)) sink.hash(p);
      });
      let part = 0;
      let pos = 0;
      let carry = null;
      const readMore = () => {
        for (; ; ) {
          const fd = fds[part];
          const size = fstatSync(fd).size;
          while (pos < size) readPiece(fd, Math.min(size - pos, READ_MAX));
          if (part === fds.length - 1 || !exited[part]) return;
          if (fstatSync(fd).size !== pos) continue;
          if (carry !== null) throw new Error("find's output was cut in the middle of a record");
          part++;
          pos = 0;
        }
      };
      const readPiece = (fd, want) => {
        const chunk = Buffer.allocUnsafe(want);
        const got = readSync(fd, chunk, 0, want, pos);
        if (got === 0) throw new Error("find's records file ended early");
        pos += got;
        const buf = carry ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
        const end = buf.lastIndexOf(0);
        if (end < 0) {
          carry = buf;
          return;
        }
        parser.push(buf.toString("utf8", 0, end + 1));
        carry = end + 1 < buf.length ? buf.subarray(end + 1) : null;
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
      if (!parser.finish() || carry !== null)
        throw new Error("find's output was cut in the middle of a record");
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
  gnuFind,
  gnuFindAsync,
  findArgLists,
  walkRootsToFds,
  startFind,
  unnamedFiles,
  unnamedFile
};
