import { type McpFamily } from "./spec.js";
export declare const playwright: () => McpFamily;
/**
 * The reference Puppeteer server (archived in modelcontextprotocol/servers-archived): navigation
 * with `launchOptions` or `allowDangerous` can start another browser binary with any flags.
 */
export declare const puppeteer: () => McpFamily;
export declare const chromeDevtools: () => McpFamily;
