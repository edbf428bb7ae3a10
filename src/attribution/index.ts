import { ForgeGateError } from "../core/errors.js";
import { parseEnforceMode } from "../enforce/index.js";
import { captureBackend, prepareCapture } from "./capture/index.js";
import { detectionOnly, noneBackend } from "./none.js";
import { prepareSandbox, sandboxBackend } from "./sandbox.js";
import type { AttributionBackend, Attributor, PrepareInput } from "./types.js";

/**
 * The attribution backends, best first: how a run knows which changes are the agent's (see
 * src/core/attribution.ts). Each is one module with its own case table (`*.cases.ts`, tested in
 * test/unit/attribution.test.ts).
 */
export const ATTRIBUTION_BACKENDS: readonly AttributionBackend[] = [
  sandboxBackend,
  captureBackend,
  noneBackend,
];

export type AttributionMode = "auto" | "capture" | "none";

export function parseAttributionMode(value: unknown): AttributionMode {
  if (value === undefined) return "auto";
  if (value === "auto" || value === "capture" || value === "none") return value;
  throw new ForgeGateError(
    "usage",
    `--attribution ${JSON.stringify(value)} is not a mode`,
    "Use --attribution auto (capture where possible, else detection only), capture (exit 2 without it) or none (detection only)",
  );
}

/**
 * What `run` uses: the sandbox with --enforce; otherwise the capture layer where it can be made (auto,
 * or required with --attribution capture), else detection only, said in the report.
 */
export async function prepareAttribution(
  input: PrepareInput,
  opts: { enforce: unknown; attribution: unknown },
): Promise<Attributor> {
  const enforce = parseEnforceMode(opts.enforce);
  const mode = parseAttributionMode(opts.attribution);
  if (enforce !== null) {
    if (opts.attribution !== undefined)
      throw new ForgeGateError(
        "usage",
        "--attribution does not combine with --enforce (the sandbox is the attribution)",
        "Drop --attribution, or --enforce",
      );
    return await prepareSandbox(input, enforce);
  }
  if (mode === "none") return detectionOnly("--attribution none");
  return prepareCapture(input, mode === "capture", detectionOnly);
}
