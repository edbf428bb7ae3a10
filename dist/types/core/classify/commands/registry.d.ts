import type { Analysis } from "../analysis.js";
import type { StdinSource, Val } from "../values.js";
/** What a command handler is given besides its arguments. */
export interface Io {
    name: string;
    stdin: StdinSource | null;
    /** stdout goes to another command. */
    piped: boolean;
}
/** Analyses one command's evaluated arguments; returns what it prints to stdout when that matters downstream. */
export type Handler = (args: Val[], a: Analysis, io: Io) => StdinSource | null | undefined;
/**
 * Every command's handler by name. Each family module registers its own; `commands/index.ts`
 * loads them all. Handlers that delegate to another family look it up here at call time, so the
 * families never import each other in a cycle.
 */
export declare const H: Record<string, Handler>;
/**
 * A family's own table of cases beside its module (the way ESLint keeps a rule's RuleTester cases
 * next to it): bash commands that must be allowed, blocked, or left grey (escalated) under the
 * test lease. Never imported by the engine, so never bundled into the hook.
 */
export interface CaseTable {
    allow: string[];
    block: string[];
    grey: string[];
}
