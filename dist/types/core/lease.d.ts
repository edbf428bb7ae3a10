import { type AgentPreset, type KeyedFile, type ToolPreset } from "./presets/grants.js";
/** Leases are small; anything bigger is a mistake or an attack. */
export declare const LEASE_MAX_BYTES: number;
/** Arguments of one tool the lease grants explicitly: all of them (`any`), or by name → `any` or value globs. */
export type McpArgGrant = "any" | Record<string, "any" | string[]>;
export interface McpGrant {
    server: string;
    /** null = every tool of the server. Each tool's arguments are still judged (its spec, or `args`). */
    tools: string[] | null;
    /** Tool name → arguments granted explicitly (accounted for without a spec; globs narrow them). Absent: none. */
    args?: Record<string, McpArgGrant>;
}
/** The normalised lease: absolute lexical roots, blanks dropped, `~` expanded. */
export interface Lease {
    version: 1;
    id: string;
    source: "lease" | "capability_policy";
    worktree: string | null;
    write_roots: string[];
    protect: string[];
    read_roots: string[];
    /** null = no allowlist set (network not restricted by the lease). */
    network: {
        allow: string[] | null;
    };
    mcp: McpGrant[];
    watch: string[];
    /** Agent preset (null: none); its grants are already merged into write_roots/protect. */
    agent: AgentPreset | null;
    /** Tool presets; their grants are already merged into write_roots/protect. */
    tools: ToolPreset[];
    /** Files judged by their keys (from the agent preset): only their session keys may change. */
    keyed: KeyedFile[];
    issue: number | null;
    pr: number | null;
    repo: string | null;
    base: string | null;
    /**
     * What a forge-loop CapabilityPolicy carried beyond the grants above, kept so `lease check` shows it
     * and nothing is dropped silently; forge-gate does not act on it. Absent on v1 leases.
     */
    policy?: {
        secret_names: string[];
        preserve_on_failure: boolean | null;
    };
}
export interface LeaseContext {
    /** How to name the lease in messages (its file path, or "lease"). */
    source: string;
    /** Directory relative roots resolve against when the lease has no worktree (the lease file's directory). */
    baseDir: string;
    home: string;
}
/** Parses and validates lease text (YAML or JSON). Throws ForgeGateError naming the field and the fix. */
export declare function parseLease(text: string, ctx: LeaseContext): Lease;
/**
 * Grants given on the command line (`--root DIR`, `--protect GLOB`), checked by the rules of the
 * lease keys they stand for (`write_roots`, `protect`) and normalised the same way, so a flag is
 * never looser than the file: the one validator for both.
 */
export declare function grantsFromFlags(flags: {
    root?: string[];
    protect?: string[];
}, ctx: Omit<LeaseContext, "source">): {
    write_roots: string[];
    protect: string[];
};
