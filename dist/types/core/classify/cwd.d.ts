/**
 * The working-directory model: where the shell is at each point of a script, the way bash runs it.
 * Interpretation only (the statement walk in shell.ts drives it; the `cd`/`pushd`/`popd`/`dirs`
 * built-ins and the per-command directory options call it), kept apart from parsing and word
 * expansion the way mvdan/sh keeps its interpreter apart.
 *
 * A point of the script has a set of possible *places* (the working directory, OLDPWD and the
 * directory stack): a `cd` that may fail leaves both the old and the new one possible, `cd "$x"`
 * leaves an unknown one. Every path is judged in every possible place; the worst verdict wins.
 * Statements report a Flow: the places after they succeed and after they fail, so `cd x && …`
 * knows the cd succeeded and `cd x || exit; …` knows the same.
 */
/** One possible state of the shell's location. null: not knowable before the command runs. */
export interface Place {
    pwd: string | null;
    oldpwd: string | null;
    /** The directory stack below the working directory (`dirs` without its first entry), top first. */
    stack: (string | null)[];
    /** Entries may lie below the known stack (pushed by an earlier call of the same shell). */
    deep: boolean;
}
/** The places after a statement, by how it ended. Both empty: it never returns (`exit`). */
export interface Flow {
    ok: Place[];
    fail: Place[];
}
/** More possibilities than this and the working directory is taken as unknown. */
export declare const MAX_PLACES = 8;
export declare const UNKNOWN_PLACE: Place;
/** A fresh call: the agent's working directory, nothing known of OLDPWD or the stack. */
export declare function startPlace(cwd: string): Place;
export declare const HALT: Flow;
/** A statement that leaves the location as it found it, whatever its status. */
export declare function stay(places: Place[]): Flow;
/** The places of several branches (deduplicated; too many collapse to one unknown place). */
export declare function union(...lists: Place[][]): Place[];
export declare function sameSet(a: Place[], b: Place[]): boolean;
/** The distinct working directories of a set of places (null: one of them is unknown). */
export declare function pwdsOf(places: Place[]): (string | null)[];
/** What a `cd`-like change is given: a static target, an unknown one, or none. */
export type Target = {
    s: string;
} | "unknown";
export interface CdEnv {
    home: string | null;
    /** CDPATH as the script sets it: undefined when it never does (the agent's shell is taken not to). */
    cdpath: string | null | undefined;
    /** OLDPWD as the script assigns it (`cd -` then goes there), undefined when it never does. */
    oldpwd: string | null | undefined;
    /** `-P`: the directory as the kernel reaches it, symlinks and all (kept unnormalised for the checker). */
    physical: boolean;
}
/**
 * The directories `cd TARGET` may land in from `pwd` (bash's rules: an absolute target as is; a
 * relative one beginning with `.`/`..` below pwd; any other relative one tried in each CDPATH entry,
 * then below pwd). Logical by default: `..` removes the previous component, as `cd -L` does.
 */
export declare function landings(pwd: string | null, target: string | "unknown", env: CdEnv): (string | null)[];
/** The places after a successful `cd TARGET` (`cd` alone: HOME; `cd -`: OLDPWD). */
export declare function cd(places: Place[], target: Target | null, dash: boolean, env: CdEnv): Place[];
/**
 * `pushd DIR` (push the working directory, cd DIR), `pushd` (swap the top two), `pushd +N`/`-N`
 * (rotate the stack), `pushd -n DIR` (push DIR below the top without changing directory).
 */
export declare function pushd(places: Place[], arg: Target | null, rotate: number | null, noChange: boolean, env: CdEnv): Place[];
/** `popd` (back to the top of the stack), `popd +N`/`-N` (drop that entry), `popd -n` (drop without cd). */
export declare function popd(places: Place[], index: number | null, noChange: boolean): Place[];
/** `dirs -c`: the stack is emptied. */
export declare function clearStack(places: Place[]): Place[];
/** The places seen from a directory given to one command (`git -C`, `env -C`, `make -C`…): a successful cd there. */
export declare function within(places: Place[], dir: Target): Place[];
