import { type Spec } from "../options.js";
/**
 * git's own options and those of the subcommands agents run, from git's manual pages. A
 * subcommand is accounted for only through its spec: an option not listed (or a subcommand with
 * no spec given any option) is grey. Options that write a file carry `write`, those that run a
 * program `command`.
 */
/** `git [global options] <subcommand>`: options stop at the subcommand. */
export declare const GIT_GLOBAL: Spec;
export declare const GIT_SPECS: Record<string, Spec>;
