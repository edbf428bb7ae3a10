import { chmodSync, lstatSync, readdirSync, rmdirSync, rmSync, unlinkSync } from "node:fs";
import { LONG_PATH_BYTES, viaParent } from "../../io/long-path.js";

/*
 * The capture's upper layers hold whatever the agent made, at any depth: a directory chain longer than
 * PATH_MAX is real (an agent can `mkdir` one level at a time, in HOME as anywhere), and the kernel
 * refuses such a path name with ENAMETOOLONG. What lies there must still be judged, kept or removed.
 * Paths are bytes here (a name that is not UTF-8 must be reached too), reached through
 * src/io/long-path.ts.
 */

export type Bytes = Buffer;

const SLASH = Buffer.from("/");
export const isLong = (p: Bytes) => p.length >= LONG_PATH_BYTES;

export const child = (dir: Bytes, name: Bytes) =>
  dir.length === 1 && dir[0] === 47 ? Buffer.concat([SLASH, name]) : Buffer.concat([dir, SLASH, name]);

/**
 * Calls `f` with a name for `p` the kernel accepts (src/io/long-path.ts's `viaParent` for a long
 * one). Without /proc the long name is used as it is, and the kernel's ENAMETOOLONG reaches the caller.
 */
export function short<T>(p: Bytes, f: (name: Bytes) => T): T {
  if (!isLong(p)) return f(p);
  const got = viaParent(p, (name) => ({ value: f(name) }));
  return got === null ? f(p) : got.value;
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
