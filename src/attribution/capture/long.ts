import {
  chmodSync,
  closeSync,
  constants,
  lstatSync,
  openSync,
  readdirSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from "node:fs";
import { LONG_PATH_BYTES } from "../../io/long-path.js";

/*
 * The capture's upper layers hold whatever the agent made, at any depth: a directory chain longer than
 * PATH_MAX is real (an agent can `mkdir` one level at a time, in HOME as anywhere), and the kernel
 * refuses such a path name with ENAMETOOLONG. What lies there must still be judged, kept or removed.
 * Paths are bytes here (a name that is not UTF-8 must be reached too); src/io/long-path.ts does the
 * same for text paths.
 */

export type Bytes = Buffer;

const SLASH = Buffer.from("/");
const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);

export const isLong = (p: Bytes) => p.length >= LONG_PATH_BYTES;

export const child = (dir: Bytes, name: Bytes) =>
  dir.length === 1 && dir[0] === 47 ? Buffer.concat([SLASH, name]) : Buffer.concat([dir, SLASH, name]);

/**
 * Calls `f` with a name for `p` the kernel accepts: a long path's directory is opened one component at
 * a time (never following a link) and the entry named through `/proc/self/fd/N/…` (openat's way).
 * Without /proc the long name is used as it is, and the kernel's ENAMETOOLONG reaches the caller.
 */
export function short<T>(p: Bytes, f: (name: Bytes) => T): T {
  if (!isLong(p) || process.platform !== "linux") return f(p);
  const cut = p.lastIndexOf(47);
  const parts: Bytes[] = [];
  for (let at = 1; at < cut; ) {
    const next = p.indexOf(47, at);
    const end = next === -1 || next > cut ? cut : next;
    if (end > at) parts.push(p.subarray(at, end));
    at = end + 1;
  }
  let fd = openSync("/", DIR_FLAGS);
  try {
    for (const part of parts) {
      const next = openSync(Buffer.concat([Buffer.from(`/proc/self/fd/${fd}/`), part]), DIR_FLAGS);
      closeSync(fd);
      fd = next;
    }
    return f(Buffer.concat([Buffer.from(`/proc/self/fd/${fd}/`), p.subarray(cut + 1)]));
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes a tree (as `rm -rf`), however deep: directories opened up first (overlayfs leaves its work
 * directories mode 000). Node's recursive removal names every entry by its full path, so a tree past
 * PATH_MAX is removed entry by entry through short names instead.
 */
export function removeTree(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENAMETOOLONG") throw err;
  }
  const remove = (p: Bytes) => {
    let dir: boolean;
    try {
      dir = short(p, (q) => lstatSync(q)).isDirectory();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    if (!dir) return short(p, (q) => unlinkSync(q));
    short(p, (q) => chmodSync(q, 0o700));
    for (const name of short(p, (q) => readdirSync(q, { encoding: "buffer" }))) remove(child(p, name));
    short(p, (q) => rmdirSync(q));
  };
  remove(Buffer.from(path));
}
