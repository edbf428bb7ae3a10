import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe } from "../paths.js";
import type { ShellParser } from "./ast.js";
import type { CommandJudge, FileReader } from "./surfaces/index.js";
import type { ClassifyConfig, ToolCall } from "./types.js";
import { type EngineResult } from "./writes-judge.js";
/**
 * The decision engine: pure given its inputs (the filesystem is reached only through the FsProbe
 * the violations core already uses). Order: user deny/ask → read-only → static analysis → grey zone.
 * The grey zone is returned to the caller, which asks the backend or applies `unresolved`.
 */
export type { EngineResult };
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
    /**
     * Reads a file's current content (I/O at the edge, injected): an edit of an execution surface is
     * judged on the file it changes, an install on the lifecycle scripts it runs. Absent: every such
     * file is taken as missing (the edit is judged on its own text).
     */
    readFile?: FileReader;
    /** Set by the engine itself (withCommandJudge). */
    judgeCommand?: CommandJudge;
}
export declare function decide(givenCall: ToolCall, given: EngineContext): EngineResult;
