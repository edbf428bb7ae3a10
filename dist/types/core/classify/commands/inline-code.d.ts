import type { Analysis } from "../analysis.js";
import { type Val } from "../values.js";
import { type InlineWrite } from "./inline-writes.js";
/** Inline code in another language (python -c, node -e): judged by the APIs it names. */
/**
 * Inline code in another language cannot be parsed here; it is auto-approved only when it names
 * none of the APIs that write files, run processes or open connections. Anything else is grey.
 */
export declare const INLINE_SIDE_EFFECTS: RegExp;
/**
 * Inline code that runs something is judged as what it runs, where that is written out: a shell
 * command in a string literal given to a process API, or (when the code hands its own arguments to
 * exec/system/spawn: `exec { $ARGV[0] } @ARGV`, `os.execvp(sys.argv[1], sys.argv[1:])`) the
 * arguments that follow the code. Other code is judged by the APIs it names (inlineCode).
 */
export declare function inlineRuns(code: Val, rest: Val[], a: Analysis, via: string): void;
export declare function inlineCode(code: Val, a: Analysis, via: string, rest?: Val[]): void;
/** The code with each write whose destination is known (and the file-API imports) blanked out. */
export declare function accountedFor(code: string, writes: InlineWrite[]): string;
/**
 * Files inline code writes: each literal destination is judged where it lands (against the lease,
 * protected and sensitive paths); one that is computed cannot be, so the code is never allowed.
 */
export declare function judgeInlineWrites(writes: InlineWrite[], a: Analysis, via: string): void;
