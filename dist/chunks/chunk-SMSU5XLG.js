import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/git-dirs.ts
import { closeSync, openSync, readSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
function linkedGitDirs(roots) {
  const out = [];
  for (const root of roots) {
    const text = readSmallFile(`${root}/.git`, 4096);
    const m = text?.match(/^gitdir:[ \t]*(.+?)[ \t]*\r?\n?$/);
    if (!m) continue;
    const dir = m[1];
    out.push(isAbsolute(dir) ? resolve(dir) : resolve(root, dir));
  }
  return out;
}
function readSmallFile(file, max) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const buf = Buffer.alloc(max);
    const n = readSync(fd, buf, 0, max, 0);
    return buf.subarray(0, n).toString("utf8");
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

export {
  linkedGitDirs
};
