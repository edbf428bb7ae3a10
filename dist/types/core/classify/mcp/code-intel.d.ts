import { type McpFamily } from "./spec.js";
export declare const serena: () => McpFamily;
export declare const context7: () => McpFamily;
