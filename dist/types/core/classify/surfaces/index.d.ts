import { type CommandJudge } from "./code.js";
import type { KeyedFormat } from "./format.js";
/**
 * Judges a change to an execution surface (catalog.ts) by what it makes run later: any change to a
 * hook script or an agent's configuration, and for structured files the entries that decide what
 * runs (a new `postinstall` escalates, a dependency bump does not), whatever tool makes it.
 */
export { type Surface, surfaceBelow, surfaceFor } from "./catalog.js";
export { LIFECYCLE_SCRIPTS, packageKeyRemovalRuns, packageKeyRuns } from "./manifests.js";
/** One replacement in a file: Edit/MultiEdit, the filesystem server's edit_file, a patch hunk. */
export interface TextEdit {
    old: string;
    new: string;
    /** Every occurrence (Edit's replace_all); otherwise the first, which is all a valid edit has. */
    all?: boolean;
}
/** What a tool call does to a file's content, as far as the call says. */
export type Change = 
/** The whole new content (Write, write_file, a patch's added file). */
{
    kind: "whole";
    text: string;
}
/** Text added at the end (Desktop Commander's write_file mode `append`). */
 | {
    kind: "append";
    text: string;
} | {
    kind: "edits";
    edits: TextEdit[];
}
/** An empty directory created (mkdir): nothing in it runs. */
 | {
    kind: "directory";
}
/** A file's times updated, or an empty file created (touch). */
 | {
    kind: "touch";
}
/** The file (or the directory holding it) removed: a hook or a config gone runs nothing, a restriction gone may. */
 | {
    kind: "delete";
}
/**
 * Lines an in-place editor adds somewhere in the file (sed's `a`/`i`/`c` text, a substitution's
 * lines after a `\n`), and the text substitutions put in the middle of lines already there,
 * whose lines are not known: code surfaces judge what is known, keyed formats take it as unknown.
 */
 | {
    kind: "added";
    lines: string[];
    midLine: string[];
}
/** Not known from the call (a shell write, a move or copy onto it, a delete). */
 | {
    kind: "unknown";
};
/** The current content of a file, read at the edge (classify's FileReader). */
export type FileText = {
    text: string;
} | {
    missing: true;
} | {
    unreadable: string;
};
export type FileReader = (absolutePath: string) => FileText;
export interface SurfaceFinding {
    rule: "execution_surface";
    reason: string;
}
export type { CommandJudge } from "./code.js";
/** What judging a surface may consult beyond the call: all of it injected (I/O at the edge, the shell analysis). */
export interface SurfaceEnv {
    /** The file's current content (absent: every file is taken as missing). */
    read?: FileReader;
    /** Whether a path exists: what a glob in a write target can match. */
    exists?: (path: string) => boolean;
    /** Judges a command a build script adds (a Makefile recipe) as a Bash call would be. */
    runs?: CommandJudge;
    /** The filesystem folds case (macOS, Windows): `.Husky/pre-commit` is `.husky/pre-commit`. */
    foldCase?: boolean;
}
/**
 * A finding when writing `path` (absolute, normalised) with `change` makes something run later;
 * null when the path is no surface or the change leaves what runs as it was. `read` gives the file's
 * current content (absent in pure tests: the file is then taken as missing); `exists` says what a
 * glob in the path can match.
 */
export declare function judgeSurfaceWrite(path: string, given: Change, via: string, env?: SurfaceEnv): SurfaceFinding | null;
export interface KeyedLine {
    key: string;
    line: string;
}
/**
 * The keys on the lines an edit changes: `set` where a new line holds the key, `removed` where only
 * an old line does; "unknown" when a changed line holds no key (a value continued from a line not
 * shown, or structure — `}`, `],` — whose change may move a key into another table). YAML keys
 * count only at the top level (an indented key's parent is not in the edit).
 */
export declare function changedKeys(edits: TextEdit[], format: Pick<KeyedFormat, "syntax">): {
    set: KeyedLine[];
    removed: KeyedLine[];
} | "unknown";
