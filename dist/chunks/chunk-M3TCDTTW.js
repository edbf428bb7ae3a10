import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/long-path.ts
import { closeSync, constants, existsSync, openSync } from "node:fs";
var LONG_PATH_BYTES = 3072;
var procFd;
function hasProcFd() {
  procFd ??= process.platform === "linux" && existsSync("/proc/self/fd");
  return procFd;
}
function isLongPath(path) {
  return path.length >= LONG_PATH_BYTES / 3 && Buffer.byteLength(path) >= LONG_PATH_BYTES;
}
var DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);
function viaParent(path, f) {
  if (!hasProcFd()) return null;
  const cut = path.lastIndexOf("/");
  const parts = path.slice(0, Math.max(cut, 0)).split("/").filter((p) => p !== "");
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

export {
  LONG_PATH_BYTES,
  isLongPath,
  viaParent
};
