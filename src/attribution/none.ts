import { ATTRIBUTION_MEANING } from "../core/attribution.js";
import type { AttributionBackend, Attributor } from "./types.js";

/** Detection only: the fallback everywhere else (macOS without --enforce, no user namespaces, the Action flow). */
export const noneBackend: AttributionBackend = {
  name: "none",
  proves: ATTRIBUTION_MEANING.none,
  limits: [
    "every change under the watched roots is charged to the agent, including what other programs (other jobs, daemons, the user) wrote there while it ran",
    "writes outside the watched roots, and files that existed only during the run, are not seen",
  ],
  support: async () => ({ available: true, detail: "always (the snapshot and git diff around the run)" }),
};

/** Runs the command as it is; `why`: what better attribution was not available, and why. */
export function detectionOnly(why: string | null): Attributor {
  return {
    report: () => ({
      attribution: "none",
      attribution_detail: why === null ? ATTRIBUTION_MEANING.none : `${ATTRIBUTION_MEANING.none} (${why})`,
    }),
    enforcement: null,
    exclude: [],
    ready: async () => {},
    wrap: (command) => command,
    isolated: false,
    statusFd: false,
    contained: false,
    started: () => true,
    recover: async () => {},
    captured: () => [],
    view: () => null,
    applyGranted: () => [],
    finish: async () => {},
  };
}
