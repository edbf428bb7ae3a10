import { closeSync, constants, existsSync, openSync } from "node:fs";

/*
 * The kernel refuses a path name longer than PATH_MAX (4096 bytes on Linux) with ENAMETOOLONG, though
 * such paths exist (anyone can `mkdir` one level at a time). Node has no openat, so a long path is
 * reached the way openat would: its directory opened one component at a time (never following a
 * symlink on the way), then named through `/proc/self/fd/N/…`, which is short. Without /proc (macOS)
 * there is no such way, and callers keep treating the path as one they cannot examine.
 */

/** Paths this long (bytes) or longer are reached piecewise; shorter ones directly. */
export const LONG_PATH_BYTES = 3072;

let procFd: boolean | undefined;

function hasProcFd(): boolean {
  procFd ??= process.platform === "linux" && existsSync("/proc/self/fd");
  return procFd;
}

export function isLongPath(path: string): boolean {
  return path.length >= LONG_PATH_BYTES / 3 && Buffer.byteLength(path) >= LONG_PATH_BYTES;
}

const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * Calls `f` with a short name for the absolute path `path` (its directory held open), or returns
 * null when this system offers no such name. Errors opening the directory (ENOENT, ENOTDIR, EACCES,
 * ELOOP for a symlink met on the way) are thrown as they come, like a direct call would. A path given
 * as bytes (a name that is not UTF-8 must be reached too) is named as bytes.
 */
export function viaParent<P extends string | Buffer, T>(path: P, f: (short: P) => T): T | null {
  if (!hasProcFd()) return null;
  const cut = typeof path === "string" ? path.lastIndexOf("/") : path.lastIndexOf(47);
  let fd = openSync("/", DIR_FLAGS);
  try {
    for (let at = 1; at < cut; ) {
      const next = path.indexOf("/", at);
      const end = next === -1 || next > cut ? cut : next;
      if (end > at) {
        const part = typeof path === "string" ? path.slice(at, end) : path.subarray(at, end);
        const nextFd = openSync(underFd(fd, part), DIR_FLAGS);
        closeSync(fd);
        fd = nextFd;
      }
      at = end + 1;
    }
    const leaf = typeof path === "string" ? path.slice(cut + 1) : path.subarray(cut + 1);
    return f(underFd(fd, leaf) as P);
  } finally {
    closeSync(fd);
  }
}

/** `/proc/self/fd/<fd>/<name>` (the directory itself for an empty name), as text or bytes like `name`. */
function underFd(fd: number, name: string | Buffer): string | Buffer {
  const dir = `/proc/self/fd/${fd}`;
  if (name.length === 0) return typeof name === "string" ? dir : Buffer.from(dir);
  return typeof name === "string" ? `${dir}/${name}` : Buffer.concat([Buffer.from(`${dir}/`), name]);
}
