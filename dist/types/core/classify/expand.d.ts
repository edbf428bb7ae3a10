import { type Analysis } from "./analysis.js";
import type { ShNode } from "./ast.js";
import { type Val } from "./values.js";
/**
 * Bash brace expansion (`{rm,-rf,~}`, `/{etc,usr}`, `{a..c}`) turns one word into several, and the
 * words it produces then get tilde expansion. Only unquoted braces expand; a word whose raw text has
 * quotes or `$` around its braces is left as is (it stays a literal, which is never less strict).
 */
export declare function braceExpand(n: ShNode, v: Val, a: Analysis): Val[];
export declare function expandBraces(s: string, depth: number): string[];
export declare const SECRET_VAR: RegExp;
/**
 * Evaluates a word node to its value after quote removal and the expansions that can be known.
 * With `walkNested`, statements inside substitutions are analysed too (each exactly once).
 */
export declare function evalWord(n: ShNode, a: Analysis, walkNested: boolean): Val;
/**
 * The words a command word becomes at run time (bash's word expansion, in order): brace
 * expansion, tilde, parameter and command substitution, field splitting of unquoted expansions
 * on the default IFS (an expansion that is empty vanishes), glob characters noted. A word whose
 * unquoted expansion is unknown stays one word marked `split` (it may be any number of words).
 */
export declare function evalFields(n: ShNode, a: Analysis, walkNested: boolean): Val[];
export declare const dynVal: (secret?: 0 | 1 | 2) => Val;
export declare function evalInto(n: ShNode, a: Analysis, walkNested: boolean, out: Val[], quoted: boolean): void;
/** An unquoted literal word: backslash escapes removed, leading `~` expanded, glob characters noted. */
export declare function unquotedWord(text: string, a: Analysis, first: boolean): Val;
export declare function expandVariable(n: ShNode, a: Analysis, walkNested: boolean): Val;
export declare function decodeAnsiC(body: string): string;
export declare const FETCHERS: Set<string>;
/** True when a substitution runs a network fetcher (its output is downloaded content). */
export declare function fetches(n: ShNode): boolean;
export declare const ENV_DUMPERS: Set<string>;
/** True when a substitution's commands print the environment or read a secret file. */
export declare function readsSecrets(n: ShNode, a: Analysis): boolean;
