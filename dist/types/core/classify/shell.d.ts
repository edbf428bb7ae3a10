import { Analysis, type ShellContext } from "./analysis.js";
import { type ShNode } from "./ast.js";
import type { Effects } from "./effects.js";
import { type StdinSource, type Val } from "./values.js";
/** Runs the whole analysis of one bash command string. */
export declare function analyzeShell(source: string, ctx: ShellContext): Effects;
/**
 * Pre-pass: a variable assigned exactly one static value anywhere in the script is known; one
 * assigned several values, a dynamic value, or a loop variable is unknown. Flow-insensitive on
 * purpose: a conditional re-assignment can never make a dangerous value look safe.
 */
export declare function collectAssignments(root: ShNode, a: Analysis): void;
export declare const SHELL_NOOP_TYPES: Set<string>;
/** Statement-level walk. */
export declare function walk(n: ShNode, a: Analysis): void;
export declare function walkPart(c: ShNode, a: Analysis): void;
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
/** What flows into a pipeline stage's standard input. */
/** One pipeline: analyses each stage and the data flowing between them. */
export declare function walkPipeline(stages: ShNode[], a: Analysis, stdin: StdinSource | null): void;
/** Returns what this stage writes to stdout, as far as it is known. */
export declare function walkCommandStage(n: ShNode, a: Analysis, stdin: StdinSource | null, piped: boolean): StdinSource | null;
export declare const SAFE_DEVICES: RegExp;
/** Applies one redirect: writes are recorded; heredocs/here-strings become the command's stdin. */
export declare function applyRedirect(r: ShNode, a: Analysis, via: string): StdinSource | null;
