import type { WriteOp } from "../effects.js";
/**
 * Where inline code in another language writes, as far as its text says (python, node, ruby, php,
 * perl, lua, awk): the file APIs of each language, with the destination written out as a string
 * literal. A write API whose destination is not a literal is reported as unknown: the caller keeps
 * the code grey; a literal destination is judged against the lease like any other write.
 */
export interface InlineWrite {
    /** The destination as written in the code; null when it is not a string literal. */
    path: string | null;
    op: WriteOp;
    api: string;
    /** Where the call stands in the code, up to its destination. */
    at: number;
    length: number;
    /** What the destination accounts for: the API's name and the destination literal (or name). */
    spans: [number, number][];
}
/** The file writes inline code names (each literal destination, or null where it is computed). */
export declare function inlineWrites(code: string): InlineWrite[];
/** awk: `print … > "file"`, `printf … >> "file"` (the destination), `| "cmd"` (a command run). */
export declare function awkWrites(program: string): InlineWrite[];
