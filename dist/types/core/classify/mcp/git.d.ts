import { type McpFamily } from "./spec.js";
export declare const gitServer: () => McpFamily;
