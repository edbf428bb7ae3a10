import { Analysis, type ShellContext } from "./analysis.js";
import { type ShNode } from "./ast.js";
import { type Flow } from "./cwd.js";
import type { Effects } from "./effects.js";
import { type StdinSource, type Val } from "./values.js";
/** Runs the whole analysis of one bash command string. */
export declare function analyzeShell(source: string, ctx: ShellContext): Effects;
export declare const SHELL_NOOP_TYPES: Set<string>;
/**
 * Statement-level walk: analyses `n` from the places in `a.places` (see cwd.ts) and returns where
 * the shell may be after it succeeds or fails. Control flow is followed the way bash runs it:
 * `&&`/`||`/`;`, `if`/`while`/`until`/`for`/`case`, subshells and pipelines (a `cd` in them does not
 * leak), `{ …; }` groups and function calls (it does), background jobs, `exit`, `set -e`.
 */
export declare function walk(n: ShNode, a: Analysis): Flow;
/**
 * Statements one after another (`;`, newlines, `&`): each starts where the previous one may have
 * left the shell; one followed by `&` runs in the background, in a subshell. Code after `exit` is
 * still analysed (from the last places that were reachable) but leads nowhere.
 */
export declare function sequence(children: ShNode[], a: Analysis): Flow;
export declare function walkAssignment(n: ShNode, a: Analysis): void;
/** Variables whose value git, man, less and friends run as a shell command. */
export declare const COMMAND_VARS: RegExp;
/**
 * An assignment that makes a later program run code: a command-valued variable is analysed as
 * the command it names (`PAGER=cat` is fine, `PAGER='sh -c "rm -rf ~"'` is not); git's
 * environment-borne configuration is judged like `git -c`; interpreter preloads are grey.
 */
export declare function execVariable(name: string, v: Val, a: Analysis): void;
/** Walks nested statements inside an expression (`$(…)` in `[[ ]]`, arithmetic, heredoc bodies). */
export declare function scanSubstitutions(n: ShNode, a: Analysis): void;
export declare function callsItself(body: ShNode, name: string): boolean;
/**
 * One pipeline: analyses each stage and the data flowing between them. Each stage of a real
 * pipeline runs in a subshell in bash (zsh runs the last one in the shell itself: its `cd` is
 * taken to be possible). A single stage is the statement itself.
 */
export declare function walkPipeline(stages: ShNode[], a: Analysis, stdin: StdinSource | null): Flow;
/** Returns what this stage writes to stdout, as far as it is known. */
export declare function walkCommandStage(n: ShNode, a: Analysis, stdin: StdinSource | null, piped: boolean): {
    out: StdinSource | null;
    flow: Flow;
};
export declare const SAFE_DEVICES: RegExp;
export declare function applyRedirect(r: ShNode, a: Analysis, via: string): StdinSource | null;
