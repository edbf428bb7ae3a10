import { lit, type Val } from "./values.js";
/** `values.ts`'s literal word, for the option parsers' callers. */
export { lit };
/** The one option parser every command family uses. */
/** Unicode look-alike dashes (en/em dash, minus, hyphen variants, fullwidth) used to sneak options past naive checks. */
export declare const DASHES: RegExp;
/** Normalises a word for option matching: look-alike leading dashes become `-`. */
export declare function normArg(v: Val): string;
export declare const dyn: () => Val;
export interface Parsed {
    /** Options as written (normalised dashes), with values attached for those that take one. */
    opts: {
        name: string;
        value: Val | null;
    }[];
    positional: Val[];
}
/**
 * getopt-style split. `withValue` lists options that consume a value (`-o FILE`, `-oFILE`,
 * `--output FILE`, `--output=FILE`). Parsing stops at `--`, or at the first positional when
 * `stopAtPositional` (for wrappers whose remaining words are a command).
 */
export declare function parseOpts(args: Val[], withValue: string[], stopAtPositional?: boolean): Parsed;
export declare const has: (p: Parsed, ...names: string[]) => boolean;
export declare const optValue: (p: Parsed, ...names: string[]) => Val | null;
export declare const optValues: (p: Parsed, ...names: string[]) => Val[];
/** What a word does for the command that receives it. */
export type Role = 
/** a path the command reads */
"read"
/** a path the command creates or modifies */
 | "write"
/** a directory the command works in, or a file its code comes from (`-C dir`, `make -f file`): inside the lease */
 | "dir"
/** a pattern, an expression, a number, a format: data that never names a file or program */
 | "data"
/** a program or shell command the command runs */
 | "command"
/** another machine the command contacts, runs on or copies to */
 | "host";
export interface OptionSpec {
    /** 0: a flag; 1: takes a value (`-o v`, `-ov`, `--out v`, `--out=v`); "attached": only `--opt=v`/`-ov`. */
    arity: 0 | 1 | "attached";
    role: Role;
}
export interface Spec {
    opts: Map<string, OptionSpec>;
    /** Options end at the first positional (POSIX; wrappers, whose rest is a command). */
    posix: boolean;
    /** `-20` is a count (head, tail, xargs -n style). */
    numeric: boolean;
    /** What positionals are. */
    positional: Role;
    /** Some option runs a program or writes a file: a word that might be an option is not harmless. */
    harmful: boolean;
    /** Go-style flags: `-name`, `--name`, `-name=value`, never bundled. */
    singleDash?: boolean;
}
/**
 * Builds a spec from a compact getopt-like description: `-a -l --all` are flags, `-o= --output=`
 * take a value (role `data`), `-o=write` names the value's role, `--ext-diff!command` is a flag with a
 * role (it makes the command run a program), `--color=?` takes an optional value
 * that must be attached, `#` accepts `-NUM`, `+` stops options at the first positional. A long option
 * is not matched by a prefix: GNU accepts abbreviations, and an abbreviation is treated as unknown,
 * which is only ever stricter.
 */
export declare function spec(desc: string, positional?: Role): Spec;
/** Merges specs (a subcommand's own options plus the ones every subcommand takes). */
export declare function withSpec(base: Spec, desc: string, positional?: Role): Spec;
export interface SpecParse extends Parsed {
    /** Options no spec accounts for, as written. */
    unknown: string[];
    /** A word whose value is unknown stands where an option could be: it may be any option. */
    opaque: boolean;
}
/**
 * The one getopt-style parser with a spec: bundled short flags in any order (`-xdf`), attached
 * values (`-C/dir`, `-ofile`), `--opt=value`, options after positionals unless the spec is POSIX,
 * `--` ending options, a lone `-` being a positional (stdin).
 */
export declare function parseSpec(args: Val[], sp: Spec): SpecParse;
