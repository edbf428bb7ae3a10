import type { Analysis } from "../analysis.js";
import { type Parsed } from "../options.js";
import { type StdinSource } from "../values.js";
/**
 * What applying a patch writes (`git apply`, `git am`, `patch`), read from the patch itself: each
 * file a unified or git diff names is a write (or a delete) judged like any other, with what the
 * hunks do to it. A patch whose text the call does not show (a file, a download, a pipe from a
 * program) writes files nobody can name before it runs: grey, as is text this reader cannot account
 * for line by line (a context, normal or ed diff, a hunk cut short, a header without names).
 */
/** One file section of a patch, as the diff spells it (names not yet stripped). */
interface Section {
    /** From `---` (null: /dev/null), a `rename from`/`copy from` line, or the `diff --git` header. */
    old: string | null;
    new: string | null;
    /** The `rename`/`copy` lines give names already without their `a/`/`b/` prefix. */
    renamed: boolean;
    copied: boolean;
    /** Names from `rename/copy from/to` (git strips one component fewer from these). */
    bare: {
        old: boolean;
        new: boolean;
    };
    created: boolean;
    deleted: boolean;
    binary: boolean;
    hunks: {
        old: string[];
        new: string[];
    }[];
    /**
     * Other names a tool may read the header as (a name cut at its first blank, where a timestamp
     * may follow after a space; GNU patch's `Index:`): each is judged as a write too.
     */
    alts: string[];
}
export type PatchRead = {
    sections: Section[];
} | {
    error: string;
};
/**
 * The file sections of a unified or git diff. Text before, between and after sections is left out
 * as both tools leave it out (a mail's headers, a commit message); a line that another diff format
 * would act on (context diff, normal or ed diff) makes the whole text unreadable.
 */
export declare function readPatch(text: string): PatchRead;
/** A name without its first `n` components (runs of slashes are one), or null when it has too few. */
export declare function strip(name: string, n: number): string | null;
/**
 * `git apply` and `git am`: the files the patch names (relative to where git runs; `-p1` by default;
 * `--directory` prepended). `git apply --check/--stat/--numstat/--summary` without `--apply` only
 * read; `--cached` changes the index alone.
 */
export declare function gitPatch(sub: "apply" | "am", p: Parsed, a: Analysis, via: string, stdin: StdinSource | null): void;
export {};
