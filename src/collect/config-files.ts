import { homedir } from "node:os";
import { join } from "node:path";
import type { GitPaths } from "../core/change-types.js";

/**
 * The config files git reads for the leased worktree, in the order later ones override earlier
 * ones: system, global (XDG, then ~/.gitconfig), the repository's, the worktree's.
 */
export function configFilesInOrder(git: GitPaths): string[] {
  const xdg = process.env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return [
    "/etc/gitconfig",
    join(xdg, "git", "config"),
    join(homedir(), ".gitconfig"),
    join(git.common_dir, "config"),
    join(git.main_checkout ? git.common_dir : git.git_dir, "config.worktree"),
  ];
}
