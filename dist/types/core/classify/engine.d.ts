import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe } from "../paths.js";
import type { ShellParser } from "./ast.js";
import type { ClassifyConfig, ToolCall, Verdict } from "./types.js";
/**
 * The decision engine: pure given its inputs (the filesystem is reached only through the FsProbe
 * the violations core already uses). Order: user deny/ask → read-only → static analysis → grey zone.
 * The grey zone is returned to the caller, which asks the backend or applies `unresolved`.
 */
export interface EngineContext {
    config: ClassifyConfig;
    /** null: no lease given; the call's cwd and the temp directories stand in as write roots (writes outside escalate). */
    lease: Lease | null;
    home: string;
    /** Temporary directories treated as writable when there is no lease. */
    tmpDirs: string[];
    probe: FsProbe;
    caseMode: CaseMode;
    /** The bash parser, or the error that stopped it from loading (every shell call then escalates). */
    parse: ShellParser | Error;
    /** forge-gate's own config, lease and state: writing them is self-modification. */
    selfPaths: string[];
}
export type EngineResult = {
    kind: "final";
    verdict: Verdict;
}
/** Cannot be proven either way: the backend (or `unresolved`) decides. */
 | {
    kind: "grey";
    rule: string;
    reason: string;
    userAllowed: boolean;
};
export declare function decide(call: ToolCall, ctx: EngineContext): EngineResult;
