import { createHash } from "node:crypto";
import {
  type BigIntStats,
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
} from "node:fs";
import { dirValue, findTime, otherValue, typeLetter } from "../core/snapshot-format.js";
import { HASH_MAX_BYTES, NEVER_ENTER, wantsHash } from "../core/snapshot-roots.js";

/** Receives the walk (no per-entry objects). */
export interface WalkSink {
  /** One entry: absolute path and its VALUE (see snapshot-format.ts). */
  entry(path: string, value: string): void;
  /**
   * The same entry as its record's bytes `b[start, end)` (see snapshot-format.ts), from a walk that
   * has them (find's), for a sink that takes them: `entry` is then not called. The bytes are valid
   * during the call only.
   */
  record?(b: Buffer, start: number, end: number): void;
  /** A high-value file whose content must be hashed. */
  hash(path: string): void;
  skip(path: string, reason: string): void;
}

export interface WalkOptions {
  /** Git directories whose small files are content-hashed. */
  gitDirs: readonly string[];
  /** Paths neither recorded nor entered (forge-gate's own in-flight files). */
  exclude: ReadonlySet<string>;
  /** Directories recorded but not entered (unreadable when the snapshot was taken). */
  prune?: ReadonlySet<string>;
}

export interface WalkStats {
  entries: number;
  /** Largest ctime seen, in ns since the epoch. */
  maxCtimeNs: bigint;
  /** Largest mtime seen (mtimes can be set into the future; the caller bounds it). */
  maxMtimeNs: bigint;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
const hashBuf = Buffer.alloc(64 * 1024);

/** sha256 of a small regular file, opened without following links or blocking on FIFOs; "!CODE" when it cannot be read. */
export function hashFile(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return `!${(err as NodeJS.ErrnoException).code ?? "error"}`;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > HASH_MAX_BYTES) return "";
    const h = createHash("sha256");
    for (;;) {
      const n = readSync(fd, hashBuf, 0, hashBuf.length, null);
      if (n === 0) break;
      h.update(hashBuf.subarray(0, n));
    }
    return h.digest("hex");
  } catch (err) {
    return `!${(err as NodeJS.ErrnoException).code ?? "error"}`;
  } finally {
    closeSync(fd);
  }
}

function errCode(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? String(err);
}

/**
 * Walks the roots with readdir (types) + one bigint lstat per entry, never following symlinks.
 * Synchronous on purpose: measured faster than the thread pool for this metadata-bound work.
 * The fallback when there is no trusted GNU find; produces the same VALUEs as the find walker.
 */
export function walkRootsWithNode(roots: readonly string[], sink: WalkSink, opts: WalkOptions): WalkStats {
  const stats: WalkStats = { entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n };
  const stack: string[] = [];
  for (const root of roots) {
    const cut = root.lastIndexOf("/");
    if (record(root, root.slice(cut + 1), true) === "dir") {
      if (!opts.prune?.has(root)) stack.push(root);
      while (stack.length > 0) walkDir(stack.pop()!);
    }
  }
  return stats;

  function walkDir(dir: string): void {
    let names: Dirent[];
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

  /** Records one entry. "stop" when its directory turned out not to be searchable. */
  function record(path: string, name: string, isRoot: boolean): "dir" | "other" | "stop" {
    let st: BigIntStats | undefined;
    try {
      st = lstatSync(path, { bigint: true, throwIfNoEntry: false });
    } catch (err) {
      const code = errCode(err);
      if (!isRoot && (code === "EACCES" || code === "EPERM")) {
        sink.skip(
          path.slice(0, path.lastIndexOf("/")) || "/",
          `cannot examine the directory's entries: ${code}`,
        );
        return "stop";
      }
      sink.skip(path, `cannot examine: ${code}`);
      return "other";
    }
    if (st === undefined) {
      if (isRoot) sink.skip(path, "the root does not exist");
      // Gone since the listing, or a name that is not valid UTF-8 (Node cannot address it by string).
      else if (name.includes("\uFFFD"))
        sink.skip(path, "the name is not valid UTF-8; its changes cannot be tracked");
      return "other";
    }
    stats.entries++;
    const mode = Number(st.mode);
    const type = typeLetter(mode);
    const perm = (mode & 0o7777).toString(8);
    if (st.ctimeNs > stats.maxCtimeNs) stats.maxCtimeNs = st.ctimeNs;
    if (st.mtimeNs > stats.maxMtimeNs) stats.maxMtimeNs = st.mtimeNs;
    if (type === "d") {
      sink.entry(
        path,
        dirValue(st.dev, st.ino, perm, st.uid, st.gid, findTime(st.mtimeNs), findTime(st.ctimeNs)),
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
      extra,
    );
    sink.entry(path, value);
    if (wantsHash(path, value, opts.gitDirs)) sink.hash(path);
    return "other";
  }
}

/** A walk already under way; its entries go to the sink given to `run`. */
export interface StartedWalk {
  run(sink: WalkSink): Promise<WalkStats>;
  /** Stops it (the caller gave up, e.g. the snapshot failed verification). */
  abort(): void;
}

/**
 * Starts the walk: the trusted GNU find when there is one (faster; it starts at once), else Node
 * (which walks during `run`), also when find has nowhere to write. Same entries either way.
 */
export async function startWalk(roots: readonly string[], opts: WalkOptions): Promise<StartedWalk> {
  const { gnuFind, startFind } = await import("./walk-find.js");
  // Thousands of pruned directories would not fit on find's command line.
  const find = (opts.prune?.size ?? 0) > 1000 ? null : gnuFind();
  return (
    (find ? startFind(find, roots, opts) : null) ?? {
      run: async (sink) => walkRootsWithNode(roots, sink, opts),
      abort() {},
    }
  );
}
