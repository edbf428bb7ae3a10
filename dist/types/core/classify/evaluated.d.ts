import { type Analysis } from "./analysis.js";
import type { ShNode } from "./ast.js";
import { type Val } from "./values.js";
/**
 * A word whose value is an integer whatever it reads: a number, an arithmetic expansion, a length,
 * `$?`/`$#`/`$$`/`$!`, or the output of a command that prints a count (`wc -l`, `grep -c`, `seq`,
 * `date +%s`). Such a variable is safe to evaluate as arithmetic.
 */
export declare const NUMERIC_WORD: RegExp;
/** Analyses `text` as the arithmetic expression bash evaluates (a plain number needs nothing). */
export declare function evaluatedExpression(text: string, a: Analysis, via: string): void;
/**
 * The variables an arithmetic node names (bare `x` or `$x`): each one's value is evaluated as an
 * expression in turn. A value assigned at run time (a command's output, a read) could hold a
 * subscript that runs a command: grey. Inherited variables and loop items are data (a loop's words
 * are judged where they come from).
 */
export declare function arithmeticVariables(n: ShNode, a: Analysis, via: string): void;
/**
 * A built-in's NAME operand (`read NAME`, `printf -v NAME`, `unset NAME`, `declare NAME=…`): when
 * it names an array element its subscript is expanded and evaluated, commands in it included.
 */
export declare function elementName(v: Val, a: Analysis, via: string): void;
/**
 * Text bash expands as a prompt later (PS4 before each traced command, PS0–PS2 in an interactive
 * shell, `${x@P}`): its command substitutions run then, so they are analysed now.
 */
export declare function promptText(v: Val, a: Analysis, via: string): void;
/**
 * The arithmetic inside a parameter expansion: an indexed array's subscript (`${a[i]}`) and a
 * substring's offset and length (`${s:o:l}`), evaluated when the expansion is.
 */
export declare function expansionArithmetic(text: string, a: Analysis): void;
/** An assignment to an array element (`a[i]=v`): an indexed array's subscript is evaluated. */
export declare function assignedElement(name: string, a: Analysis): void;
