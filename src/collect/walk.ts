import { createHash } from "node:crypto";
import {
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
import { dirValue, escapeField, isDirMode, isRegularMode, otherValue } from "../core/snapshot-format.js";
import { HASH_MAX_BYTES, isHighValueDir, isHighValueName, NEVER_ENTER } from "../core/snapshot-roots.js";

/** Receives the walk, one call per line of the manifest format (no per-entry objects). */
export interface WalkSink {
  /** A directory is about to be listed. */
  dir(path: string): void;
  /** One entry: `path` is `dir/name`; `name` is "" for a root itself. */
  entry(dir: string, name: string, path: string, value: string): void;
  skip(path: string, reason: string): void;
  /** False: do not descend into this directory (it is recorded as an entry, its children are not). */
  enter(path: string): boolean;
}

export interface WalkOptions {
  /** Git directories whose small files are content-hashed. */
  gitDirs: readonly string[];
  /** Paths neither recorded nor entered (forge-gate's own in-flight files). */
  exclude: ReadonlySet<string>;
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
const HASH_MAX = BigInt(HASH_MAX_BYTES);

/** sha256 of a small regular file, opened without following links or blocking on FIFOs; "!CODE" when it cannot be read. */
function hashFile(path: string): string {
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
 */
export function walkRoots(roots: readonly string[], sink: WalkSink, opts: WalkOptions): WalkStats {
  const stats: WalkStats = { entries: 0, maxCtimeNs: 0n, maxMtimeNs: 0n };
  const stack: string[] = [];
  for (const root of roots) {
    let st: ReturnType<typeof lstatSync> | undefined;
    try {
      st = lstatSync(root, { bigint: true, throwIfNoEntry: false });
    } catch (err) {
      sink.skip(root, `cannot examine the root: ${errCode(err)}`);
      continue;
    }
    if (st === undefined) {
      sink.skip(root, "the root does not exist");
      continue;
    }
    const cut = root.lastIndexOf("/");
    if (!isDirMode(Number(st.mode))) {
      // A single watched file: recorded as an entry of its directory.
      const dir = cut <= 0 ? "/" : root.slice(0, cut);
      sink.dir(dir);
      record(dir, root.slice(cut + 1), root);
      continue;
    }
    sink.dir(root);
    sink.entry(root, "", root, dirValue(st.mode, st.dev, st.ino));
    stats.entries++;
    if (sink.enter(root)) stack.push(root);
    while (stack.length > 0) walkDir(stack.pop()!);
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
    sink.dir(dir);
    const hashAll = isHighValueDir(dir, opts.gitDirs);
    const prefix = dir === "/" ? "/" : `${dir}/`;
    for (const d of names) {
      const name = d.name;
      const path = prefix + name;
      if (opts.exclude.has(path)) continue;
      if (!record(dir, name, path, hashAll)) return;
    }
  }

  /** Records one entry; false when the directory turned out not to be searchable. */
  function record(dir: string, name: string, path: string, hashAll = false): boolean {
    let st: ReturnType<typeof lstatSync> | undefined;
    try {
      st = lstatSync(path, { bigint: true, throwIfNoEntry: false });
    } catch (err) {
      const code = errCode(err);
      if (code === "EACCES" || code === "EPERM") {
        sink.skip(dir, `cannot examine the directory's entries: ${code}`);
        return false;
      }
      sink.skip(path, `cannot examine: ${code}`);
      return true;
    }
    if (st === undefined) {
      // Gone since the listing, or a name that is not valid UTF-8 (Node cannot address it by string).
      if (name.includes("\uFFFD"))
        sink.skip(path, "the name is not valid UTF-8; its changes cannot be tracked");
      return true;
    }
    stats.entries++;
    if (st.ctimeNs > stats.maxCtimeNs) stats.maxCtimeNs = st.ctimeNs;
    if (st.mtimeNs > stats.maxMtimeNs) stats.maxMtimeNs = st.mtimeNs;
    const mode = Number(st.mode);
    if (isDirMode(mode)) {
      sink.entry(dir, name, path, dirValue(mode, st.dev, st.ino));
      if (NEVER_ENTER.has(path)) sink.skip(path, "pseudo filesystem: never watched");
      else if (sink.enter(path)) stack.push(path);
      return true;
    }
    let extra = "";
    if (st.isSymbolicLink()) {
      try {
        extra = escapeField(readlinkSync(path));
      } catch (err) {
        extra = `!${errCode(err)}`;
      }
    } else if (isRegularMode(mode) && st.size <= HASH_MAX && (hashAll || isHighValueName(name))) {
      extra = `#${hashFile(path)}`;
    }
    sink.entry(
      dir,
      name,
      path,
      otherValue(mode, st.dev, st.ino, st.nlink, st.size, st.mtimeNs, st.ctimeNs, extra),
    );
    return true;
  }
}
