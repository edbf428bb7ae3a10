import { closeSync, openSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";

/**
 * Git directories a lease must protect beyond `<root>/.git`: for each write root that is a linked
 * worktree (`.git` is a file holding `gitdir: …`), its real gitdir and the repository's common dir
 * (hooks and config there act on the worktree too). Read directly, as git parses them, rather than
 * through git: nothing the repository configures runs.
 */
export function linkedGitDirs(roots: readonly string[]): string[] {
  const out = new Set<string>();
  for (const root of roots) {
    const pointer = readSmallFile(`${root}/.git`, 4096);
    const m = pointer?.match(/^gitdir: (.+?)[\r\n]*$/s);
    if (!m) continue;
    const base = realOrSelf(root);
    const gitdir = realOrSelf(isAbsolute(m[1]!) ? m[1]! : resolve(base, m[1]!));
    out.add(gitdir);
    const common = readSmallFile(`${gitdir}/commondir`, 4096)?.replace(/[\r\n]+$/, "");
    if (common) out.add(realOrSelf(isAbsolute(common) ? common : resolve(gitdir, common)));
  }
  return [...out];
}

function realOrSelf(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return resolve(p);
  }
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
