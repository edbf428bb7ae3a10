import { type McpFamily } from "./spec.js";
/** Every statement of `sql` only reads. */
export declare function readOnlySql(sql: string): boolean;
export declare const databases: () => McpFamily;
