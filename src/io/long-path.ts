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
 * ELOOP for a symlink met on the way) are thrown as they come, like a direct call would.
 */
export function viaParent<T>(path: string, f: (short: string) => T): T | null {
  if (!hasProcFd()) return null;
  const cut = path.lastIndexOf("/");
  const parts = path
    .slice(0, Math.max(cut, 0))
    .split("/")
    .filter((p) => p !== "");
  let fd = openSync("/", DIR_FLAGS);
  try {
    for (const part of parts) {
      const next = openSync(`/proc/self/fd/${fd}/${part}`, DIR_FLAGS);
      closeSync(fd);
      fd = next;
    }
    const leaf = path.slice(cut + 1);
    return f(leaf === "" ? `/proc/self/fd/${fd}` : `/proc/self/fd/${fd}/${leaf}`);
  } finally {
    closeSync(fd);
  }
}
