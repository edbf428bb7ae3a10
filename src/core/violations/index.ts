import type { FsProbe } from "../paths.js";
import { isBlank } from "../paths.js";
import { ViolationChecker } from "./checker.js";
import type { Violation, ViolationPolicy, ViolationReport } from "./types.js";

export { ViolationChecker } from "./checker.js";
export type { Violation, ViolationPolicy, ViolationReason, ViolationReport } from "./types.js";

/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export function findViolations(
  paths: Iterable<string>,
  policy: ViolationPolicy,
  probe: FsProbe,
): ViolationReport {
  return findViolationsInBatches([paths], policy, probe);
}

/** `findViolations` over paths that arrive in batches (records split from streamed input chunks). */
export function findViolationsInBatches(
  batches: Iterable<Iterable<string>>,
  policy: ViolationPolicy,
  probe: FsProbe,
): ViolationReport {
  const checker = new ViolationChecker(policy, probe);
  const violations: Violation[] = [];
  for (const batch of batches) {
    for (const p of batch) {
      if (isBlank(p)) continue;
      const v = checker.checkOnce(p);
      if (v) violations.push(v);
    }
  }
  return { checked: checker.distinct, violations };
}
