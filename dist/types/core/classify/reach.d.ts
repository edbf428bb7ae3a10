import type { WriteEffect } from "./effects.js";
/**
 * What a write reaches besides the path it names. A delete, move, copy-into or recursive chmod of a
 * directory reaches everything below it (`rm -rf .github` deletes `.github/workflows/ci.yml`); a
 * glob reaches what it may match when bash (or find) expands it (`rm -rf .[^.]*`, find's `{}`).
 * Each reached path is added as a write of its own, judged by the same rules as the path named;
 * one the write only *may* reach (a copy of unknown content into a directory, a glob that could
 * match inside a protected directory) is marked `may`: not allowed, but not blocked either.
 *
 * Decided on the globs themselves, with picomatch: a protected glob's static prefix (the part
 * before its first wildcard segment) is what a directory must contain to contain a match, and a
 * witness path (each wildcard segment replaced by a name it matches) is what a glob write must
 * match to reach inside one.
 */
/** A protected region: an absolute glob and its static prefix (`/wt/.github/workflows/**` → `/wt/.github/workflows`). */
export interface Region {
    prefix: string;
    glob: string;
    /**
     * In the project (the worktree, or an absolute pattern): what is planted there runs later and
     * what is there exists. Elsewhere (a scratch root) a region is reached only by a certain write: a
     * delete, a chmod, a glob that names it, not a copy of unknown content or find's matches.
     */
    project: boolean;
}
export interface ReachJudge {
    /** Concrete paths a glob write must not name: critical directories, start-up files, protected prefixes. */
    globTargets: string[];
    regions: Region[];
    /** The lease protects this concrete path (or a built-in rule makes writing it persistence/self-modification). */
    guarded(path: string): boolean;
}
/** The static prefix of an absolute glob: its segments before the first one with a wildcard. */
export declare function staticPrefix(glob: string): string;
/** A name one glob segment matches (`*.yml` → `x.yml`, `[!a]b` → `xb`, `{a,b}` → `a`, `**` → `x`). */
export declare function witnessSegment(seg: string): string;
/** A compiled glob (bash's classes; `dot`: wildcards match hidden entries), null when it does not compile. */
export declare function matcher(glob: string, dot: boolean, braces?: boolean): ((p: string) => boolean) | null;
/** bash and fnmatch spell a negated class `[!…]` as well as `[^…]`; picomatch knows only the latter. */
export declare function bashClasses(glob: string): string;
/** A concrete path an absolute glob matches. */
export declare function witnessOf(glob: string): string;
/** The writes as given, each followed by the protected or critical paths it reaches. */
export declare function reachedWrites(writes: WriteEffect[], j: ReachJudge): WriteEffect[];
