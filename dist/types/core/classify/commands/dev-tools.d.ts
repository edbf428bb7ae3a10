import { type Role } from "../options.js";
/**
 * Everyday development tools that are neither package managers nor formatters: web frameworks'
 * CLIs, notebook converters, migration tools, lock-file compilers, debuggers, the JVM's launchers
 * and inspectors, memory checkers. Each is a plain object: its global options, and for each
 * subcommand its options (with the role of every value, from the tool's own reference), what its
 * operands are, and what running it does. An option or subcommand not listed is grey.
 */
/** What a subcommand does once every word of it is accounted for. */
export type Effect = 
/** reads its operands and prints: no project code runs */
"read"
/** runs the project's code or tooling where the shell is (loads the app, builds, resolves) */
 | "project"
/** its operands are another program and that program's arguments, judged as that command */
 | "program"
/** publishes, changes a database or another process: never allowed here */
 | "grey";
export interface DevCommand {
    /** Options, in the option parser's compact form (`--out=write`, `-q`, `--port=`). */
    options: string;
    /** What its operands are (default: data). */
    operands?: Role;
    effect: Effect;
    /** Options whose value is an address it listens on: beyond loopback, it serves the network. */
    listens?: string[];
    /** Flags that make it rewrite its operands in place (`nbconvert --inplace`). */
    rewrites?: string[];
    /** Why it is grey (effect "grey"). */
    why?: string;
}
export interface DevTool {
    /** Options before the subcommand (and, for a tool with no subcommands, all of them). */
    global: string;
    /** By name; "" is the tool run with no subcommand. A tool with only "" takes operands directly. */
    commands: Record<string, DevCommand>;
}
export declare const DEV_TOOLS: Record<string, DevTool>;
