import { type McpFamily } from "./spec.js";
export declare const shellServers: () => McpFamily;
