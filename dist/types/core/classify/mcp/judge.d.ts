import type { Lease } from "../../lease.js";
import type { WriteOp } from "../effects.js";
import { type Change } from "../surfaces/index.js";
/** One judgement: allowed, or a rule hit (block) or grey with its reason. */
export type Outcome = {
    decision: "allow";
} | {
    decision: "block" | "grey";
    rule: string;
    reason: string;
};
/**
 * The engine's own judges, injected so the MCP judge applies exactly the rules the client's tools
 * get (and neither module imports the other in a cycle).
 */
export interface EffectJudges {
    /** A local path read (`sends`: uploaded somewhere). */
    read(path: string, opts: {
        recursive: boolean;
        metadata: boolean;
        sends: boolean;
    }, via: string): Outcome;
    write(path: string, op: WriteOp, change: Change | undefined, via: string): Outcome;
    shell(command: string, cwd: string | undefined, via: string): Outcome;
    /** An http(s) URL opened (`sends`: a request that carries data). */
    web(url: string, sends: boolean, via: string): Outcome;
}
/** `get_issue`, `getDiagnostics`, `list-files`: names that say the tool only reads. */
export declare function readLike(name: string): boolean;
/**
 * Judges one MCP call: the lease must grant the tool (when there is a lease); then every argument
 * must be accounted for and every effect of the call pass the rules a client tool would face.
 * `allow` carries the reason and rule of the allow.
 */
export declare function judgeMcpCall(server: string, tool: string, input: Record<string, unknown>, lease: Lease | null, judges: EffectJudges): Outcome | {
    decision: "allow";
    rule: string;
    reason: string;
};
/** A URL by its scheme: the web against `network.allow`, `file:` as a read of that file, anything else grey. */
export declare function judgeUrl(url: string, sends: boolean, via: string, judges: EffectJudges): Outcome;
