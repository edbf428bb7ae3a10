import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/repo-root.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function findRepoTop(start) {
  let dir = resolve(start);
  for (; ; ) {
    if (existsSync(join(dir, ".git"))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

export {
  findRepoTop
};
