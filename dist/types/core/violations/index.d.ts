import type { FsProbe } from "../paths.js";
import { type PathKernel, type RecordRegion } from "./kernel.js";
import type { ViolationPolicy, ViolationReport } from "./types.js";
export { ViolationChecker } from "./checker.js";
export type { PathKernel, PathKernelAddon, RecordRegion, RecordSource } from "./kernel.js";
export type { Violation, ViolationPolicy, ViolationReason, ViolationReport } from "./types.js";
/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export declare function findViolations(paths: Iterable<string>, policy: ViolationPolicy, probe: FsProbe): ViolationReport;
/**
 * `findViolations` over paths that arrive in batches: strings (records split from streamed input
 * chunks, arguments), or, with the native kernel, regions of whole records as bytes (all of one
 * separator: the kernel is made for it).
 */
export declare function findViolationsInBatches(batches: Iterable<Iterable<string> | RecordRegion>, policy: ViolationPolicy, probe: FsProbe, kernel?: {
    native: PathKernel;
    separator: number;
}): ViolationReport;
