import type { FsProbe } from "../paths.js";
import type { ViolationPolicy, ViolationReport } from "./types.js";
export { ViolationChecker } from "./checker.js";
export type { Violation, ViolationPolicy, ViolationReason, ViolationReport } from "./types.js";
/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export declare function findViolations(paths: Iterable<string>, policy: ViolationPolicy, probe: FsProbe): ViolationReport;
/** `findViolations` over paths that arrive in batches (records split from streamed input chunks). */
export declare function findViolationsInBatches(batches: Iterable<Iterable<string>>, policy: ViolationPolicy, probe: FsProbe): ViolationReport;
