/** Stands in for the part of a word whose value cannot be known statically. */
export declare const DYN = "\0";
export interface Val {
    /** The value with quotes removed; unknown parts replaced by DYN. */
    s: string;
    dyn: boolean;
    /** Contains unquoted glob characters. */
    glob: boolean;
    /** 2: derived from an environment dump or a secret file; 1: from a secret-looking variable. */
    secret: 0 | 1 | 2;
    /** Produced by a command substitution that fetches from the network (`$(curl …)`, `<(wget …)`). */
    net?: boolean;
    /**
     * Holds an unquoted expansion whose value is unknown: at run time it may split into any number
     * of words (options included) or vanish. No spec can account for such a word's role.
     */
    split?: boolean;
    /** Stands for items a wrapper reads from its stdin (`xargs`, `parallel`): paths listed upstream. */
    fromStdin?: boolean;
    /** A glob whose wildcards match hidden entries too (a path find reports: `{}`, its output). */
    hidden?: boolean;
    /** A glob the program expands itself (a formatter's quoted pattern): braces are alternatives. */
    braces?: boolean;
    /** `"${arr[@]}"`: the array's elements, each its own word (`s` holds them joined by spaces). */
    fields?: string[];
}
/** What flows into a pipeline stage's standard input. */
export interface StdinSource {
    /** Static text (heredoc, here-string, echo/printf of static words). */
    text: string | null;
    /** The producer fetched it from the network. */
    network: boolean;
    /** The producer dumps the environment or reads a secret file. */
    secret: boolean;
    via: string;
    /** The text lists paths as find reports them (globs in it match hidden entries). */
    hidden?: boolean;
}
export declare function commandBase(s: string): string;
/** Files whose content is a credential. Reading them is escalated; sending them out is blocked. */
export declare function isSecretPath(p: string, home: string): boolean;
/** Directories that hold credentials as a whole: archiving or copying one carries the secrets along. */
export declare function isSecretDir(p: string, home: string): boolean;
/** A user's home directory: this one, or any other user's (their keys are keys too). */
export declare function isHomeDir(d: string, home: string): boolean;
/** The host of a URL or `host:path`/`user@host` spelling, lower-cased; null when there is none. */
/**
 * A URL whose host depends on who parses it: a backslash, or a character WHATWG parsers drop, in
 * the authority — browsers and Node read `\` as `/` (`https://evil.example\@api.github.com/` is
 * evil.example), curl does not (redteam2).
 */
export declare function ambiguousAuthority(raw: string): boolean;
export declare function hostOf(raw: string): string | null;
/** A value for messages: DYN shown as `…`. */
export declare function show(v: Val): string;
export declare function quoteForShell(s: string): string;
export declare const lit: (s: string, glob?: boolean) => Val;
export declare const dynVal: (secret?: 0 | 1 | 2) => Val;
/**
 * A path whose reading can reveal credentials: a secret file, a credential directory or anything in
 * one, or a glob whose fixed part is such a directory. With `recursive`, also a directory above a
 * credential directory (`grep -r token ~`, `rg password ~/.config`).
 */
export declare function revealsSecrets(p: string, home: string, recursive: boolean): boolean;
