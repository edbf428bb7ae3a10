import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, lstatSync, openSync, readSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RecordParser } from "../core/snapshot-format.js";
import { NEVER_ENTER, wantsHash } from "../core/snapshot-roots.js";
import { isRootOwnedFile } from "../io/find-command.js";
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

/**
 * Snapshot mode: one find writes the records straight into `fd` (no pipe, no parsing in Node).
 * Returns the skipped directories; the caller reads the records back to count and hash.
 */
export function walkRootsToFd(
  find: string,
  roots: readonly string[],
  fd: number,
  opts: WalkOptions,
  sink: WalkSink,
  /** Called every few milliseconds while find runs, to read what it wrote so far. */
  poll?: () => void,
  /** Stops find (the caller gave up). */
  signal?: AbortSignal,
): Promise<void> {
  const args = ["-P", ...roots, ...expression(roots, opts)];
  return new Promise((resolve, reject) => {
    const child = spawn(find, args, { stdio: ["ignore", fd, "pipe"], env: FIND_ENV, signal });
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
    child.once("exit", () => {
      if (timer) clearInterval(timer);
    });
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (s: string) => {
      stderr += s;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (failure !== null) {
        reject(failure);
        return;
      }
      reportErrors(stderr, sink, new Set(roots));
      if (code !== 0 && stderr.trim() === "") reject(new Error(`find exited with status ${code}`));
      else resolve();
    });
  });
}

/**
 * Collect mode. find starts at once and writes into an unnamed temporary file (never a pipe, so it
 * never waits for us): the caller verifies the snapshot meanwhile, then `run` reads the records
 * back while find finishes. One find: on a loaded 2-core machine several measured no faster, and
 * one keeps the snapshot's order, which the diff exploits. Null when no temporary file can be made.
 */
export function startFind(
  find: string,
  roots: readonly string[],
  opts: WalkOptions,
): { run(sink: WalkSink): Promise<WalkStats>; abort(): void } | null {
  if (roots.length === 0)
    return { run: async () => ({ entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n }), abort() {} };
  const fd = unnamedFile();
  if (fd === null) return null;
  const args = ["-P", ...roots, ...expression(roots, opts)];
  const child = spawn(find, args, { stdio: ["ignore", fd, "pipe"], env: FIND_ENV });
  let stderr = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (s: string) => {
    stderr += s;
  });
  const closed = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  // Awaited by run(); until then a failure to start must not surface as an unhandled rejection.
  closed.catch(() => {});
  let done = false;
  const finish = () => {
    if (!done) closeSync(fd);
    done = true;
  };
  return {
    abort: () => {
      child.kill("SIGKILL");
      finish();
    },
    async run(sink) {
      let entries = 0;
      const parser = new RecordParser((p, v) => {
        entries++;
        sink.entry(p, v);
        if (wantsHash(p, v, opts.gitDirs)) sink.hash(p);
      });
      let pos = 0;
      let carry: Buffer | null = null;
      const readMore = () => {
        const size = fstatSync(fd).size;
        // Bounded reads: after the manifest check, many megabytes may be waiting.
        while (pos < size) readPiece(Math.min(size - pos, READ_MAX));
      };
      const readPiece = (want: number) => {
        const chunk = Buffer.allocUnsafe(want);
        const got = readSync(fd, chunk, 0, want, pos);
        if (got === 0) throw new Error("find's records file ended early");
        pos += got;
        const buf: Buffer = carry ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
        const end = buf.lastIndexOf(0);
        if (end < 0) {
          carry = buf;
          return;
        }
        // NUL never occurs inside a UTF-8 sequence, so decoding up to it never splits a character.
        parser.push(buf.toString("utf8", 0, end + 1));
        carry = end + 1 < buf.length ? buf.subarray(end + 1) : null;
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
      let code: number | null;
      try {
        code = await closed;
        if (failure !== null) throw failure;
        readMore();
      } finally {
        clearInterval(timer);
        finish();
      }
      if (!parser.finish() || carry !== null)
        throw new Error("find's output was cut in the middle of a record");
      reportErrors(stderr, sink, new Set(roots));
      if (code !== 0 && stderr.trim() === "") throw new Error(`find exited with status ${code}`);
      // Collect does not wait on the clock, so the time maxima are not tracked here.
      return { entries, maxCtimeNs: 0n, maxMtimeNs: 0n };
    },
  };
}

const READ_MAX = 1 << 20;

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
