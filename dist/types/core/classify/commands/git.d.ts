import type { Analysis } from "../analysis.js";
import { type Val } from "../values.js";
/** git and gh. */
export declare const GIT_READ: Set<string>;
export declare const GIT_WRITE_OK: Set<string>;
export declare const DANGEROUS_GIT_CONFIG: RegExp;
/**
 * Values of program-running keys that run nothing but a plain pager or no program at all
 * (`core.pager=cat`, `pager.log=false`, `core.hooksPath=/dev/null`, `core.editor=true`), and
 * aliases that name a git command rather than a shell one (no `!`): those are judged as the
 * command they expand to where they are used (redteam3).
 */
export declare function harmlessGitConfig(key: string, value: string | null): boolean;
/**
 * Discarding uncommitted changes to named files rewrites those files, no more than `cp`/an edit
 * would: judge them as writes (inside the lease → allowed). Pathspec magic or globs
 * make the set of files unknowable statically, so those stay grey.
 */
export declare function discardPaths(targets: Val[], a: Analysis, via: string): void;
