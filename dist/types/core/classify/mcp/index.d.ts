import type { McpArgGrant } from "../../lease.js";
import { type McpEffect, type McpFamily, type McpToolSpec } from "./spec.js";
export type { McpEffect } from "./spec.js";
export declare function mcpFamilies(): readonly McpFamily[];
/** A server name as the families' `names` patterns see it: lower case, letters and digits only. */
export declare const normaliseServer: (s: string) => string;
/**
 * The spec of `tool` on `server`: the family the server's name says it is, else the first family
 * that has a tool of that name taking every argument given (servers are named by whoever configures
 * them; `fs`, `files`, `my-filesystem` are all the filesystem server). Null: no spec.
 */
export declare function findSpec(server: string, tool: string, input: Record<string, unknown>): {
    family: McpFamily;
    spec: McpToolSpec;
} | null;
export interface McpPlan {
    /** The server family whose spec judged the call, or null (no spec). */
    family: string | null;
    effects: McpEffect[];
    /** Arguments given that neither the spec nor the lease accounts for. */
    unaccounted: string[];
    /** Arguments the lease grants, given a value the lease does not allow. */
    refused: string[];
}
/** Plans one call: its spec's effects and the accounting of its arguments against the spec and the lease's grant. */
export declare function planMcpCall(server: string, tool: string, input: Record<string, unknown>, grant: McpArgGrant | undefined): McpPlan;
/**
 * opencode names an MCP tool `<server>_<tool>` (each with characters other than letters, digits,
 * `_` and `-` replaced by `_`): split at the first `_` that leaves a granted server, or a server
 * named like a family holding that tool. Null: no such split (the tool stays unknown).
 */
export declare function splitOpencodeName(name: string, servers: readonly string[]): {
    server: string;
    tool: string;
} | null;
