import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe } from "../paths.js";
import { ViolationChecker } from "../violations/index.js";
import type { WriteEffect } from "./effects.js";
import { type ReachJudge } from "./reach.js";
import { type CommandJudge, type FileReader } from "./surfaces/index.js";
import type { Verdict } from "./types.js";
/**
 * Where writes are judged, for every tool (Bash's effects, Write/Edit, MCP arguments): against the
 * lease's write roots and protected paths (the violations core the gate uses), the paths reached
 * through a parent or a glob (reach.ts), critical directories, persistence and self-modification.
 */
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
export declare const final: (verdict: Verdict) => EngineResult;
/** What judging writes needs of the engine's context. */
export interface WriteJudgeContext {
    /** null: no lease given; the call's cwd and the temp directories stand in as write roots. */
    lease: Lease | null;
    home: string;
    tmpDirs: string[];
    probe: FsProbe;
    caseMode: CaseMode;
    selfPaths: string[];
    /** Reads a file's current content (an execution surface is judged on the file it changes). */
    readFile?: FileReader;
    /** Judges a command a build script adds as a Bash call would be (injected by the engine). */
    judgeCommand?: CommandJudge;
}
export interface Judge extends ReachJudge {
    checker: ViolationChecker | null;
    /** Lease given: out-of-lease writes are blocked. Without one they escalate (deletes still block). */
    leased: boolean;
    critical: Set<string>;
    /** Write roots that hold no project, the call's directory or HOME: emptying one (`root/*`) is fine. */
    scratch: Set<string>;
}
export declare function makeJudge(cwd: string, ctx: WriteJudgeContext): Judge;
export declare function judgeWrites(writes: WriteEffect[], j: Judge, ctx: WriteJudgeContext): EngineResult | null;
export declare function selfPath(p: string, ctx: WriteJudgeContext): {
    rule: "self_modification";
    what: string;
} | null;
