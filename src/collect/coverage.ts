import type { Coverage } from "../core/change-types.js";
import { ForgeGateError } from "../core/errors.js";

/**
 * Exit 2 when a collector failed and nothing proved an escape: a pass would claim more than was seen.
 * (With an escape, the refusal stands and the failed scope is reported as not covered.)
 */
export function assertCovered(coverage: Coverage): void {
  const failed = coverage.failed ?? [];
  if (failed.length === 0) return;
  throw new ForgeGateError(
    "collector_failed",
    `the ${failed.map((f) => f.scope).join(" and ")} scope could not be collected, and nothing else proves an escape: ${failed.map((f) => f.reason).join("; ")}`,
    "Fix what stopped it (the message says what) and gate the run again; until then treat the run as unverified",
  );
}
