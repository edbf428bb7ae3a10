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
    return f(underFd(fd, leaf));
  } finally {
    closeSync(fd);
  }
}
function underFd(fd, name) {
  const dir = `/proc/self/fd/${fd}`;
  if (name.length === 0) return typeof name === "string" ? dir : Buffer.from(dir);
  return typeof name === "string" ? `${dir}/${name}` : Buffer.concat([Buffer.from(`${dir}/`), name]);
}

export {
  LONG_PATH_BYTES,
  isLongPath,
  viaParent
};
