import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  type Dir,
  type Dirent,
  fstatSync,
  lstatSync,
  opendirSync,
  openSync,
  readSync,
  unlinkSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { NEVER_ENTER } from "../core/snapshot-roots.js";
import { isRootOwnedFile } from "../io/find-command.js";
import { decodeRecord, HighValueTest, pathStart, RecordPieces } from "./record-bytes.js";
import type { WalkOptions, WalkSink, WalkStats } from "./walk.js";

/*
 * The same walk as walk.ts, with GNU find doing the stat calls. Measured on 200k files: Node's lstatSync
 * (a full-path statx plus a BigIntStats object with four Dates per call) costs about twice what find's
 * fstatat does; with find, `snapshot` lets find write the manifest's records straight into the file and
 * `collect` parses find's output while find runs. Both walkers emit identical records (a test holds them
 * to that); the Node walker is the fallback where there is no trusted GNU find.
 */

/** Only a root-owned find from a system directory: never one a user (or an agent) could plant on PATH. */
const TRUSTED_FIND = ["/usr/bin/find", "/bin/find"];
const FIND_ENV = { LC_ALL: "C", PATH: "/usr/bin:/bin" };

let cached: string | null | undefined;

/** The trusted GNU find, or null when there is none (macOS, busybox) or FORGE_GATE_WALKER=node. */
export function gnuFind(): string | null {
  if (process.env.FORGE_GATE_WALKER === "node") return null;
  if (cached !== undefined) return cached;
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
      // not there or not runnable: try the next one
    }
  }
  return cached;
}

let checking: Promise<string | null> | undefined;

/** gnuFind without blocking: the snapshot checks find while git reads the repository. */
export function gnuFindAsync(): Promise<string | null> {
  if (process.env.FORGE_GATE_WALKER === "node") return Promise.resolve(null);
  if (cached !== undefined) return Promise.resolve(cached);
  checking ??= (async () => {
    for (const p of TRUSTED_FIND) {
      if (!isRootOwnedFile(p)) continue;
      const v = await new Promise<string>((resolve) => {
        // Not there or not runnable: "" (try the next one).
        execFile(p, ["--version"], { encoding: "utf8", env: FIND_ENV }, (err, out) =>
          resolve(err ? "" : out),
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

// Records as snapshot-format.ts defines them; conditional formats keep directories short.
const DIR_FORMAT = "%y %D %i %m %U %G %T@ %C@ %p\\0";
const LINK_FORMAT = "%y %D %i %m %n %s %T@ %C@ %p\\0%l\\0";
const OTHER_FORMAT = "%y %D %i %m %n %s %T@ %C@ %p\\0";

function globEscape(p: string): string {
  return p.replace(/[*?[\]\\]/g, "\\$&");
}

function anyPath(paths: readonly string[]): string[] {
  const out: string[] = [];
  paths.forEach((p, i) => {
    out.push(...(i === 0 ? ["("] : ["-o"]), "-path", globEscape(p));
  });
  if (out.length > 0) out.push(")");
  return out;
}

/**
 * find's expression: skip excluded paths, print every entry, do not enter pruned directories. Kept
 * minimal because it runs per entry: which files to hash is decided in Node (measured: a find-side
 * test cost more than the whole stat walk). Excluded paths are matched by inode first (cheap).
 */
function expression(roots: readonly string[], opts: WalkOptions): string[] {
  const excluded: string[] = [];
  for (const p of opts.exclude) {
    let ino: number;
    try {
      ino = lstatSync(p).ino;
    } catch {
      continue; // not there: nothing to skip
    }
    excluded.push(
      ...(excluded.length === 0 ? ["("] : ["-o"]),
      "(",
      "-inum",
      String(ino),
      "-path",
      globEscape(p),
      ")",
    );
  }
  if (excluded.length > 0) excluded.push(")");
  const inRoots = [...NEVER_ENTER].filter((n) =>
    roots.some((r) => r === "/" || n === r || n.startsWith(`${r}/`)),
  );
  const pruned = anyPath([...inRoots, ...(opts.prune ?? [])]);
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
    ")",
  ];
  const body = pruned.length > 0 ? ["(", ...print, ",", "(", ...pruned, "-prune", ")", ")"] : print;
  return excluded.length > 0 ? [...excluded, "-prune", "-o", ...body] : body;
}

/** Finds that walk below the top level at once: one per core, at most two (the case measured). */
const MAX_PARTS = 2;
/** Start points (and their bytes) beyond which one find walks alone: its command line must stay short. */
const MAX_STARTS = 4096;
const MAX_START_BYTES = 256 * 1024;

/**
 * The walk's find argument lists. With cores to spare, the walk is split: one find prints the roots
 * and their entries (`-maxdepth 1`), the others what lies below those entries (`-mindepth 1`),
 * halved by the number of directories, each on a core of its own (measured on 200k files and two
 * cores: about half the time of one find). Together they print exactly what one find over the roots
 * prints, and, concatenated in this order, always in the same order for the same tree: collect
 * splits its walk the same way, so it still meets the entries in the snapshot's order. One find
 * (`[args]`) when a root cannot be listed, a name is not UTF-8 (it could not be passed to find), or
 * the roots hold too many entries to pass.
 */
export function findArgLists(
  roots: readonly string[],
  opts: WalkOptions,
  maxParts = Math.min(MAX_PARTS, availableParallelism()),
): string[][] {
  const expr = expression(roots, opts);
  const one = [["-P", ...roots, ...expr]];
  if (maxParts < 2) return one;
  const starts: string[] = [];
  const dirs: boolean[] = [];
  for (const root of roots) {
    // A pruned root is printed, never entered (the first find does that).
    if (opts.prune?.has(root)) continue;
    const names = listSome(root, MAX_STARTS - starts.length);
    if (names === null) return one;
    const base = root === "/" ? "/" : `${root}/`;
    for (const d of names) {
      if (d.name.includes("\uFFFD")) return one;
      const p = base + d.name;
      // What one find would not enter: skipped paths, pruned and pseudo directories, symlinks (-P).
      if (opts.exclude.has(p) || opts.prune?.has(p) || NEVER_ENTER.has(p) || d.isSymbolicLink()) continue;
      // Files too: one that became a directory since this listing is still walked below.
      starts.push(p);
      dirs.push(d.isDirectory());
    }
  }
  const total = dirs.filter(Boolean).length;
  if (total < 2 || starts.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) > MAX_START_BYTES) return one;
  const lists: string[][] = [["-P", ...roots, "-maxdepth", "1", ...expr]];
  let part: string[] = [];
  let seen = 0;
  for (let i = 0; i < starts.length; i++) {
    part.push(starts[i]!);
    if (dirs[i]) seen++;
    if (lists.length < maxParts && seen >= (lists.length * total) / maxParts) {
      lists.push(["-P", ...part, "-mindepth", "1", ...expr]);
      part = [];
    }
  }
  if (part.length > 0) lists.push(["-P", ...part, "-mindepth", "1", ...expr]);
  return lists;
}

/**
 * A directory's entries sorted by name (an order that does not depend on how the directory stores
 * them); null when it cannot be listed or holds more than `max` (read no further: /tmp may hold
 * a great many).
 */
function listSome(dir: string, max: number): Dirent[] | null {
  const out: Dirent[] = [];
  let d: Dir;
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
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Turns find's complaints into skip records. A start path that vanished is simply not there. */
function reportErrors(stderr: string, sink: WalkSink, roots: ReadonlySet<string>): void {
  for (const line of stderr.split("\n")) {
    if (line === "") continue;
    const m = line.match(/^\S*find: '(.*)': (.*)$/);
    if (!m) {
      sink.skip("(unknown)", `find: ${line}`);
      continue;
    }
    const gone = /No such file/.test(m[2]!);
    if (gone && !roots.has(m[1]!)) continue;
    sink.skip(m[1]!, gone ? "the root does not exist" : `cannot list the directory: ${errnoName(m[2]!)}`);
  }
}

/** find prints strerror text; the Node walker records errno codes. Keep the manifest consistent. */
function errnoName(text: string): string {
  if (/Permission denied/.test(text)) return "EACCES";
  if (/No such file/.test(text)) return "ENOENT";
  if (/Not a directory/.test(text)) return "ENOTDIR";
  if (/loop/i.test(text)) return "ELOOP";
  return text;
}

/** Runs one find per argument list, each writing into its own `fds[i]`; rejects when one fails to start. */
function spawnFinds(
  find: string,
  argLists: readonly (readonly string[])[],
  fds: readonly number[],
  signal?: AbortSignal,
): { exited: Promise<number | null>[]; closed: Promise<{ code: number | null; stderr: string }>[] } {
  const exited: Promise<number | null>[] = [];
  const closed: Promise<{ code: number | null; stderr: string }>[] = [];
  argLists.forEach((args, i) => {
    const child = spawn(find, args, {
      stdio: ["ignore", fds[i]!, "pipe"],
      env: FIND_ENV,
      signal,
      killSignal: "SIGKILL",
    });
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (s: string) => {
      stderr += s;
    });
    exited.push(
      new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("exit", resolve);
      }),
    );
    closed.push(
      new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("close", (code) => resolve({ code, stderr }));
      }),
    );
  });
  // Awaited by the callers; until then a failure to start must not surface as an unhandled rejection.
  for (const p of [...exited, ...closed]) p.catch(() => {});
  return { exited, closed };
}

/** Reports each find's complaints, in order; throws when one failed without saying why. */
function finishFinds(
  results: readonly { code: number | null; stderr: string }[],
  sink: WalkSink,
  roots: readonly string[],
): void {
  const rootSet = new Set(roots);
  for (const { stderr } of results) reportErrors(stderr, sink, rootSet);
  for (const { code, stderr } of results)
    if (code !== 0 && stderr.trim() === "") throw new Error(`find exited with status ${code}`);
}

/**
 * Snapshot mode: the finds of `argLists` (see findArgLists) write the records straight into `fds`
 * (no pipe, no parsing in Node); `exited(i)` says when find i is done writing. The caller reads the
 * records back, in the order of `fds`, to count and hash.
 */
export async function walkRootsToFds(
  find: string,
  roots: readonly string[],
  argLists: readonly (readonly string[])[],
  fds: readonly number[],
  sink: WalkSink,
  /** Called every few milliseconds while find runs, to read what it wrote so far. */
  poll?: () => void,
  /** Stops find (the caller gave up). */
  signal?: AbortSignal,
  exited?: (i: number) => void,
): Promise<void> {
  const run = spawnFinds(find, argLists, fds, signal);
  // A failure inside the timer is kept and reported when find is done (never an uncaught exception).
  let failure: unknown = null;
  const timer = poll
    ? setInterval(() => {
        try {
          if (failure === null) poll();
        } catch (err) {
          failure = err;
        }
      }, 5)
    : null;
  try {
    await Promise.all(run.exited.map((p, i) => p.then(() => exited?.(i))));
  } finally {
    if (timer) clearInterval(timer);
  }
  const results = await Promise.all(run.closed);
  if (failure !== null) throw failure;
  finishFinds(results, sink, roots);
}

/**
 * Collect mode. find starts at once and writes into unnamed temporary files (never a pipe, so it
 * never waits for us): the caller verifies the snapshot meanwhile, then `run` reads the records
 * back while find finishes. Split like the snapshot's walk (findArgLists), so the records come in
 * the snapshot's order, which the diff exploits. Null when no temporary file can be made.
 */
export function startFind(
  find: string,
  roots: readonly string[],
  opts: WalkOptions,
): { run(sink: WalkSink): Promise<WalkStats>; abort(): void } | null {
  if (roots.length === 0)
    return { run: async () => ({ entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n }), abort() {} };
  const argLists = findArgLists(roots, opts);
  const fds = unnamedFiles(tmpdir(), argLists.length);
  if (fds === null) return null;
  const stop = new AbortController();
  const running = spawnFinds(find, argLists, fds, stop.signal);
  // find i is done writing once it has exited.
  const exited = argLists.map(() => false);
  running.exited.forEach((p, i) => {
    p.then(
      () => {
        exited[i] = true;
      },
      () => {},
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
      // Each record as it is complete: its bytes to a sink that takes them (collect's diff compares
      // them with the manifest's and decodes only what differs), else its path and VALUE.
      const each = (b: Buffer, start: number, end: number) => {
        entries++;
        const to = b[start] === 108 /* l */ ? b.indexOf(0, start) : end - 1;
        if (sink.record) sink.record(b, start, end);
        else {
          const entry = decodeRecord(b, start, end);
          if (entry === null) throw new Error("find wrote a malformed record");
          sink.entry(entry[0], entry[1]);
        }
        if (high.wantsHash(b, start, to)) sink.hash(b.toString("utf8", pathStart(b, start, end), to));
      };
      const pieces = new RecordPieces();
      // The files are read one after the other, each once its find is done and it is read to the end.
      let part = 0;
      let pos = 0;
      const readMore = () => {
        for (;;) {
          const fd = fds[part]!;
          const size = fstatSync(fd).size;
          // Bounded reads: after the manifest check, many megabytes may be waiting.
          while (pos < size) readPiece(fd, Math.min(size - pos, READ_MAX));
          if (part === fds.length - 1 || !exited[part]) return;
          // Done writing: the file is complete once it is read to its final end.
          if (fstatSync(fd).size !== pos) continue;
          if (pieces.pending > 0) throw new Error("find's output was cut in the middle of a record");
          part++;
          pos = 0;
        }
      };
      const readPiece = (fd: number, want: number) => {
        const [b, at] = pieces.space(want);
        const got = readSync(fd, b, at, want, pos);
        if (got === 0) throw new Error("find's records file ended early");
        pos += got;
        pieces.took(got, each);
      };
      // A failure inside the timer is kept and thrown from here (never an uncaught exception).
      let failure: unknown = null;
      const timer = setInterval(() => {
        try {
          if (failure === null) readMore();
        } catch (err) {
          failure = err;
        }
      }, 5);
      let results: { code: number | null; stderr: string }[];
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
      // Collect does not wait on the clock, so the time maxima are not tracked here.
      return { entries, maxCtimeNs: 0n, maxMtimeNs: 0n };
    },
  };
}

const READ_MAX = 1 << 20;

/** `n` unnamed files in `dir`; null (none left open) when one cannot be made. */
export function unnamedFiles(dir: string, n: number): number[] | null {
  const fds: number[] = [];
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

/** A temporary file already unlinked (no name for the walk, or anyone, to see); null when none can be made. */
export function unnamedFile(dir: string = tmpdir()): number | null {
  const path = join(dir, `.forge-gate-walk-${process.pid}-${randomBytes(6).toString("hex")}`);
  let fd: number;
  try {
    fd = openSync(path, "wx+", 0o600);
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
