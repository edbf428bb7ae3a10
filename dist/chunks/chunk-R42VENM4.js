import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/find-command.ts
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join, resolve } from "node:path";
function isExecutableFile(p) {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function isRootOwnedFile(p) {
  try {
    const st = statSync(p);
    return st.isFile() && st.uid === 0 && (st.mode & 18) === 0;
  } catch {
    return false;
  }
}
function findOnPath(program, path) {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, program);
    if (isExecutableFile(p)) return p;
  }
  return null;
}
function resolveCommand(program, path, cwd) {
  if (program.includes("/")) {
    const p = isAbsolute(program) ? program : resolve(cwd, program);
    return isExecutableFile(p) ? p : null;
  }
  return findOnPath(program, path);
}

export {
  isExecutableFile,
  isRootOwnedFile,
  findOnPath,
  resolveCommand
};
