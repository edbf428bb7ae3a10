import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/git-dirs.ts
import { closeSync, openSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
function linkedGitDirs(roots) {
  const out = /* @__PURE__ */ new Set();
  for (const root of roots) {
    const pointer = readSmallFile(`${root}/.git`, 4096);
    const m = pointer?.match(/^gitdir: (.+?)[\r\n]*$/s);
    if (!m) continue;
    const base = realOrSelf(root);
    const gitdir = realOrSelf(isAbsolute(m[1]) ? m[1] : resolve(base, m[1]));
    out.add(gitdir);
    const common = readSmallFile(`${gitdir}/commondir`, 4096)?.replace(/[\r\n]+$/, "");
    if (common) out.add(realOrSelf(isAbsolute(common) ? common : resolve(gitdir, common)));
  }
  return [...out];
}
function realOrSelf(p) {
  try {
    return realpathSync.native(p);
  } catch {
    return resolve(p);
  }
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
