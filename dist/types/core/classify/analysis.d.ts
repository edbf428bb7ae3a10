import { type ShellParser, type ShNode } from "./ast.js";
import { type Flow, type Place } from "./cwd.js";
import { type Effects, type WriteOp } from "./effects.js";
import type { Change } from "./surfaces/index.js";
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
    /** Analyses a parsed script (assignment pre-pass, then the statement walk) from `a.places`. */
    program(root: ShNode, a: Analysis): Flow;
    /** Analyses a statement nested in a word (`$(…)`, `<(…)`): a subshell, whose `cd` does not leak. */
    statement(n: ShNode, a: Analysis): void;
    /** Analyses a function's body where it is called, from `a.places`. */
    body(n: ShNode, a: Analysis): Flow;
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
    /**
     * The top of the git repository a directory is in (null: not known), where git reads a patch's
     * names from (repo-top.ts; injected: it looks at the filesystem). Absent: never known.
     */
    repoTop?: (dir: string) => string | null;
}
/** Mutable state of one analysis run. */
export declare class Analysis {
    readonly ctx: ShellContext;
    readonly walker: Walker;
    readonly fx: Effects;
    /** Where the shell may be at this point of the script (see cwd.ts). */
    places: Place[];
    /**
     * Set by a built-in that moves the shell (`cd`, `pushd`, `popd`, `exit`, `eval` of such code):
     * the places after it succeeds and after it fails. Read by the statement walk after each command.
     */
    outcome: Flow | null;
    /** Inside a statement that keeps running after the call returns (`cmd &`, `setsid cmd`). */
    detached: number;
    /** Loops whose body wrote, ran something or contacted a host (a detached one is a beacon). */
    loopEffects: number;
    /** A credential file was sourced: variables the script does not set itself may hold its secrets. */
    secretEnv: boolean;
    /** Writes that land in one of several places (see WriteEffect.alt). */
    altGroups: number;
    /** Symbolic links this command makes (absolute link → absolute target), followed by later paths. */
    readonly links: Map<string, string>;
    /** `set -e` is in force (bash's errexit: a failing simple command ends the script). */
    errexit: boolean;
    /** Inside a condition (`if`, `while`, the left of `&&`/`||`, `!`), where bash ignores errexit. */
    inCondition: number;
    /** Function bodies by name, analysed again where each is called. */
    readonly functionBodies: Map<string, ShNode>;
    /** Functions being called (a recursive call's effect on the working directory is unknown). */
    readonly calling: Set<string>;
    /** Places at a `return` of the function being called. */
    returns: Place[] | null;
    readonly env: Map<string, string | null>;
    /** Variables assigned a few different static values in the script: each may be the one in use. */
    readonly alternatives: Map<string, string[]>;
    /** Variables only ever assigned integers (assignments.ts' NUMERIC_WORD): safe in arithmetic. */
    readonly numeric: Set<string>;
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
    /** The working directories possible at this point (null: one is unknown). */
    get cwds(): (string | null)[];
    grey(rule: string, reason: string): void;
    block(rule: string, reason: string): void;
    /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
    write(target: Val, op: WriteOp, via: string, change?: Change, byShell?: boolean): void;
    /**
     * A path as it lands through the symbolic links this command made earlier (`ln -s ../../.git g &&
     * rm -rf g/hooks`): below a link, the link's target; the link itself too when `follow` (a write to
     * it writes its target; a delete removes the link).
     */
    throughLinks(p: string, follow: boolean, hops?: number): string;
    /** A change to git's index alone (`git rm --cached`): judged against protected paths only. */
    indexWrite(target: Val, op: WriteOp, via: string): void;
    /**
     * Marks what a command fetches from elsewhere (a clone's directory, an extracted download): any
     * file below it that the same command then runs, sources or builds runs code nobody has read.
     */
    fetched(target: Val): void;
    /** The downloaded file or tree a path lies in, or null. */
    fromDownload(path: string): string | null;
    /** True when the path `v` names lies in a file or tree this command just downloaded. */
    isFetched(v: Val): boolean;
    /**
     * For each working directory the command may run in, the top of its git repository (see
     * ShellContext.repoTop): null where the directory, or its repository, is not known.
     */
    repoTops(): {
        pwd: string | null;
        top: string | null;
    }[];
    /** True when the absolute path `p` is a working directory the command may run in. */
    isCwd(p: string): boolean;
    /** Project tooling (npm, make, cargo…) runs here and may write below it. */
    project(via: string, dir?: Val): void;
    /** Package-manager lifecycle scripts run in `dir` (default: the working directory) without being named. */
    lifecycle(via: string, dir?: Val): void;
    /** A script executed by path. */
    script(target: Val, via: string): void;
    /**
     * The words handed to a program of the project's own (a script, `npm run x -- …`, `go run`): one
     * that names a path away from the project (absolute, in HOME, climbing with `..`; bare, as an
     * option's value, `--out=/x`, `-o/x`) is where the program may write, held to the lease.
     */
    scriptArgs(args: Val[], via: string, reads?: boolean): void;
    /**
     * Analyses a command this one runs as a child process (a wrapper's inner command), with every
     * rule: it starts where the shell is, and a `cd` in it moves nobody.
     */
    run(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null;
    /** Analyses a command the shell itself runs (`command cd`, `builtin cd`, `time cd`): its `cd` moves the shell. */
    runHere(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null;
    /** Analyses the body of a function where it is called; where it leaves the shell is the call's outcome. */
    callFunction(name: string): void;
    /** Runs `fn` with the working directory a command is given (`git -C`, `env -C`, `parallel --wd`). */
    inDir<T>(dir: Val, fn: () => T): T;
    /** Runs `fn` where the working directory cannot be known (`find -execdir`: each match's own directory). */
    nowhere<T>(fn: () => T): T;
    /**
     * Runs `fn` as something that keeps running after the call returns (`cmd &`, `setsid cmd`): one
     * that talks to another host, or that repeats a write, a host contact or a program in a loop, is a
     * beacon or a job no later check sees (a dev server or a watcher of the project's own is judged
     * like the same tooling in the foreground).
     */
    detach(via: string, fn: () => void): void;
    /**
     * A credential file wherever the path lands (in any working directory the shell may be in). A
     * relative path where the directory is unknown is judged by its name alone.
     */
    secretFile(path: string): boolean;
    /**
     * A credential directory, or a credential file outside the call's own directory, wherever the path
     * lands: what an archiver, copier or uploader handed it carries along. (The project's own `.env`
     * or test certificate named from inside it is the project's business, as before any `cd`.)
     */
    secretEntry(path: string): boolean;
    /** The credential the path `v` names (as `reveals` says it), or false: also when that cannot be known. */
    credentialIn(v: Val): string | false;
    /**
     * Where reading the path can reveal credentials (see revealsSecrets), judged where it lands: the
     * absolute path, or false; "unknown" when it is relative and the working directory is not known.
     */
    reveals(v: Val, recursive: boolean): string | false | "unknown";
    /** Absolute, normalised paths a static value names in each possible working directory (null: unknowable). */
    abs(v: Val): string[] | null;
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
    /**
     * Analyses a script given as a string (bash -c, a heredoc fed to a shell, a wrapper's command
     * line): another process, which starts where the shell is and moves nobody. With `here` it runs
     * in this shell (`eval`, `source`, `trap`), and the places it ends in are returned.
     */
    nested(source: string, via: string, here?: boolean): Flow;
}
