import type { Val } from "./values.js";
/** Loops with more words than this are judged by the stand-in alone. */
export declare const MAX_LOOP_WORDS = 8;
/** A loop word as the binding of its variable. */
export declare function loopBinding(v: Val): string;
/** Whether a variable's current value is a loop word bound by the walker. */
export declare function isBound(known: string | null | undefined): known is string;
/** The value of a plain expansion (`$f`, `${f}`) of a variable bound to `known`. */
export declare function boundValue(known: string): Val;
/**
 * A suffix or prefix operation on a bound loop word (`${f%.yml}`, `${f##*&#47;}`): some path in the
 * word's directory. Judged as a glob of that directory's entries (a file below a protected
 * directory stays below it); a word with no directory part stays in the working directory.
 */
export declare function derivedValue(known: string, op: "suffix" | "prefix"): Val;
