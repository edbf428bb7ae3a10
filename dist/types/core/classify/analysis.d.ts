import { type ShellParser, type ShNode } from "./ast.js";
import { type Effects, type WriteOp } from "./effects.js";
import { type StdinSource, type Val } from "./values.js";
export declare const DEFAULT_IFS = " \t\n";
/** The value of a loop variable that only takes relative paths without `..` (see collectAssignments). */
export declare const LOOP_ITEM = "__forge_gate_loop_item__";
/**
 * What the analysis calls back into: the shell walker (nested scripts, substitutions), the command
 * dispatcher and the inline-code judge. Injected by shell.ts so that neither the command families
 * nor the word expander import the walker (no import cycle).
 */
export interface Walker {
    /** Analyses a parsed script (assignment pre-pass, then the statement walk). */
    program(root: ShNode, a: Analysis): void;
    /** Analyses a statement nested in a word (`$(…)`, `<(…)`). */
    statement(n: ShNode, a: Analysis): void;
    /** Analyses the statements nested anywhere inside an expression. */
    substitutions(n: ShNode, a: Analysis): void;
    /** Analyses one simple command given its evaluated words. */
    run(argv: Val[], a: Analysis, stdin: StdinSource | null, piped: boolean): StdinSource | null;
    /** Judges an environment assignment (`NAME=value cmd`, `env NAME=value cmd`). */
    assign(name: string, value: Val, a: Analysis): void;
    /** Judges code in another language given inline (`python -c`). */
    inline(code: Val, a: Analysis, via: string): void;
}
/**
 * Longer scripts are not analysed (grey): the hook must answer within its latency budget, and the
 * parser's time grows with the number of tokens (about 4 µs each, measured on the target machine).
 */
export declare const MAX_SOURCE: number;
export declare const MAX_WORDS = 10000;
/** `(` characters: each opens a subshell, substitution or group that the parser nests. */
export declare const MAX_GROUPS = 1000;
export interface ShellContext {
    home: string;
    /** The call's working directory. */
    cwd: string;
    parse: ShellParser;
}
/** Mutable state of one analysis run. */
export declare class Analysis {
    readonly ctx: ShellContext;
    readonly walker: Walker;
    readonly fx: Effects;
    /** Possible working directories at this point (null = unknown). `cd` adds possibilities. */
    cwds: (string | null)[];
    readonly env: Map<string, string | null>;
    /** Variables assigned a few different static values in the script: each may be the one in use. */
    readonly alternatives: Map<string, string[]>;
    /** Arrays assigned exactly one static list of elements in the script (null: unknown). */
    readonly arrays: Map<string, string[] | null>;
    /** Files downloaded earlier in this script (executing them is download-and-execute). */
    readonly downloaded: Set<string>;
    /** Files this command writes through redirections (running one of them runs generated code). */
    readonly written: Set<string>;
    /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
    readonly writtenText: Map<string, string>;
    /** Names of functions defined in the script (calling them is analysed through their bodies). */
    readonly functions: Set<string>;
    depth: number;
    /**
     * The values IFS may hold (the default, then each static value the script assigns), or null when
     * one assignment is dynamic: how unquoted expansions split cannot then be known.
     */
    ifs: string[] | null;
    /** The IFS value the word expander splits with now (one of `ifs`). */
    currentIfs: string;
    constructor(ctx: ShellContext, walker: Walker);
    grey(rule: string, reason: string): void;
    block(rule: string, reason: string): void;
    /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
    write(target: Val, op: WriteOp, via: string): void;
    /** Project tooling (npm, make, cargo…) runs here and may write below it. */
    project(via: string, dir?: Val): void;
    /** A script executed by path. */
    script(target: Val, via: string): void;
    /** Analyses a command this one runs (a wrapper's inner command), with every rule. */
    run(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null;
    host(raw: string, via: string, sends: boolean): void;
    /** Absolute paths a value may denote (one per possible cwd), or null when unknowable. */
    resolve(v: Val): string[] | null;
    /**
     * Parses a script, or returns null (grey) when it cannot be read completely: a NUL byte, more
     * than MAX_SOURCE characters, a parse error, or source text the tree does not hold. The one known
     * parser gap, a lone `-` dropped before a redirection, is recovered by quoting it (`'-'` is the
     * same word to bash) and parsing again.
     */
    parseScript(source: string, what: string): ShNode | null;
    /** Analyses a script given as a string (bash -c, eval, a heredoc fed to a shell). */
    nested(source: string, via: string): void;
}
