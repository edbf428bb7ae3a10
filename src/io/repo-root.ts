import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The repository around `start`: the nearest directory upwards holding a `.git` entry (a directory, or
 * a linked worktree's `.git` file). Found without running git, so nothing the repository configures is
 * executed. null outside any repository.
 */
export function findRepoTop(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, ".git"))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}
