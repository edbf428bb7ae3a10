import { spawnSync } from "node:child_process";
import { ATTRIBUTION_MEANING } from "../core/attribution.js";
import { type EnforceMode, enforcementFor, INSTALL_HINT } from "../enforce/index.js";
import { findOnPath, isExecutableFile } from "../io/find-command.js";
import type { AttributionBackend, Attributor, PrepareInput, Support } from "./types.js";

/** `run --enforce`: the sandbox's writable set is all the agent could write. */
export const sandboxBackend: AttributionBackend = {
  name: "sandbox",
  proves: ATTRIBUTION_MEANING.sandbox,
  limits: [
    "a deputy outside the sandbox: a host daemon reached over an allowed network or an unmasked Unix socket, a process started before the run",
    "writes to what the sandbox leaves writable (the grants, git's own entries) land on the host and are judged by detection (other programs' writes there are charged to the agent)",
  ],
  support: sandboxSupport,
};

/** The sandbox for `run --enforce` (best-effort without one: detection only, said in the report). */
export async function prepareSandbox(input: PrepareInput, mode: EnforceMode): Promise<Attributor> {
  const e = await enforcementFor(mode, input.lease, input.command, input.leaseFile);
  return {
    report: () =>
      e.report.enforced
        ? { attribution: "sandbox", attribution_detail: ATTRIBUTION_MEANING.sandbox }
        : {
            attribution: "none",
            attribution_detail: `${ATTRIBUTION_MEANING.none} (--enforce=${mode}: ${e.report.reason})`,
          },
    enforcement: e.report,
    exclude: [],
    ready: () => e.ready(),
    wrap: (command) => e.wrap(command),
    isolated: true,
    statusFd: false,
    get contained() {
      return e.report.enforced && e.report.backend === "bubblewrap";
    },
    started: () => true,
    recover: async () => {},
    captured: () => [],
    view: () => e.view(),
    applyGranted: () => [],
    finish: () => e.finish(),
  };
}

async function sandboxSupport(env: NodeJS.ProcessEnv): Promise<Support> {
  if (process.platform === "darwin")
    return isExecutableFile("/usr/bin/sandbox-exec")
      ? { available: true, detail: "sandbox-exec (macOS)" }
      : { available: false, detail: "/usr/bin/sandbox-exec is missing" };
  if (process.platform !== "linux") return { available: false, detail: `no sandbox on ${process.platform}` };
  const bwrap = findOnPath("bwrap", env.PATH ?? "");
  if (bwrap === null)
    return { available: false, detail: "bubblewrap (bwrap) is not installed", hint: INSTALL_HINT };
  const r = spawnSync(bwrap, ["--ro-bind", "/", "/", "--dev", "/dev", "--unshare-all", "--", "true"], {
    encoding: "utf8",
    timeout: 10_000,
  });
  return r.status === 0
    ? { available: true, detail: "bubblewrap" }
    : {
        available: false,
        detail: `bubblewrap cannot start a sandbox: ${(r.stderr || r.error?.message || `exit ${r.status}`).trim()}`,
        hint: "Allow unprivileged user namespaces (see `forge-gate doctor`'s capture line) or run as root",
      };
}
