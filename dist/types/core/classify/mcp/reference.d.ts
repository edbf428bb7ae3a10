import { type McpFamily } from "./spec.js";
/**
 * The other reference servers of modelcontextprotocol/servers: fetch (a URL judged like WebFetch),
 * memory (a knowledge graph the server keeps: changing it is what a grant of those tools is for),
 * time, sequential-thinking (pure), and everything (the protocol's test server; `get-env` prints
 * the server's environment, a credential read).
 */
export declare const fetchServer: () => McpFamily;
export declare const memory: () => McpFamily;
export declare const time: () => McpFamily;
export declare const sequentialThinking: () => McpFamily;
export declare const everything: () => McpFamily;
