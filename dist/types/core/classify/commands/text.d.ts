import type { Analysis } from "../analysis.js";
import type { StdinSource, Val } from "../values.js";
import { type Io } from "./registry.js";
/**
 * What a sed script adds to the file it edits in place: the text of `a`, `i` and `c` (whole lines),
 * and of substitutions (`s`, `y`: in the middle of a line, except the lines a `\n` starts). Null
 * when the script adds text this reader cannot account for (`r`/`R` read another file, anything
 * unparsed): the change is then unknown.
 */
export declare function sedAddedText(scripts: string[]): {
    lines: string[];
    midLine: string[];
} | null;
/** True when a sed script may use the w/W/e commands or the s///w, s///e flags (conservative). */
export declare function sedWritesOrExecutes(script: string): boolean;
export declare function awkHandler(args: Val[], a: Analysis, io: Io): StdinSource | null;
