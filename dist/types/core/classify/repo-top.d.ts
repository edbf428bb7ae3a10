import type { FsProbe } from "../paths.js";
/**
 * The top of the git repository a directory is in, as git finds it (the nearest directory at or
 * above it that holds `.git`, a directory or a worktree's file), else the lease's worktree when
 * the directory is inside it; null when neither is known. git reads a patch's names from there
 * (`git am` all of them, `git apply` those of a git diff), wherever in the repository it runs.
 * The probe is the engine's injected view of the filesystem; answers are memoised per probe and
 * worktree (one view of the filesystem per probe).
 */
export declare function repoTopFinder(probe: FsProbe, worktree: string | null): (dir: string) => string | null;
