import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
/** The word names code by a URL, a VCS spec or a forge shorthand (`npmShorthand`: npm's `owner/repo` too). */
export declare function isRemoteCode(v: Val, npmShorthand?: boolean): boolean;
/**
 * A package spec that takes code from a directory or archive on this machine (`file:../x`,
 * `link:../x`, `../x`, `/abs/pkg.tgz`): its path must be inside the lease like a project program's
 * argument, since the install runs its scripts; `portal:`, `patch:` and `exec:` are grey.
 */
export declare function localPackageSource(v: Val, a: Analysis, via: string): void;
/** A program run from a URL: download-and-execute in one word. */
export declare function runsRemoteCode(v: Val, a: Analysis, via: string): boolean;
/**
 * Packages installed from a URL or a repository rather than a registry, or from a directory or
 * archive this same command fetched (`git clone … d && pip install ./d`): their build runs their code.
 */
export declare function installsRemoteCode(words: Val[], a: Analysis, via: string, npmShorthand?: boolean): void;
