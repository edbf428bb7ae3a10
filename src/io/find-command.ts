import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join, resolve } from "node:path";

// Hand-written rather than the `which` package: a dozen lines, and the lookup must match what
// `spawn` (execvp) will do, which only needs the file test below.

/** True when `p` is a regular file (after symlinks) this process may execute. */
export function isExecutableFile(p: string): boolean {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when `p` is a regular file owned by root and writable by no one else: not one a user could plant. */
export function isRootOwnedFile(p: string): boolean {
  try {
    const st = statSync(p);
    return st.isFile() && st.uid === 0 && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The first executable `program` in the `PATH`-style list `path`, or null. */
export function findOnPath(program: string, path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, program);
    if (isExecutableFile(p)) return p;
  }
  return null;
}

/**
 * Where `spawn(program)` would find `program`: a name with a `/` is taken as a path (relative to
 * `cwd`), a bare name is looked up on `path`. Null when nothing executable is there.
 */
export function resolveCommand(program: string, path: string, cwd: string): string | null {
  if (program.includes("/")) {
    const p = isAbsolute(program) ? program : resolve(cwd, program);
    return isExecutableFile(p) ? p : null;
  }
  return findOnPath(program, path);
}
