import { closeSync, openSync, readSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";

/**
 * The real gitdir of each write root that is a linked worktree (`.git` is a file holding
 * `gitdir: …`). Read directly rather than through git: nothing the repository configures runs.
 */
export function linkedGitDirs(roots: readonly string[]): string[] {
  const out: string[] = [];
  for (const root of roots) {
    const text = readSmallFile(`${root}/.git`, 4096);
    const m = text?.match(/^gitdir:[ \t]*(.+?)[ \t]*\r?\n?$/);
    if (!m) continue;
    const dir = m[1]!;
    out.push(isAbsolute(dir) ? resolve(dir) : resolve(root, dir));
  }
  return out;
}

function readSmallFile(file: string, max: number): string | null {
  let fd: number;
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
    return null; // a directory (.git of a main checkout) or unreadable: not a linked worktree pointer
  } finally {
    closeSync(fd);
  }
}
