import { type McpFamily } from "./spec.js";
export declare const filesystem: () => McpFamily;
export declare const desktopCommander: () => McpFamily;
