import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/** The documented Action set-up for `run --enforce` (examples/workflows/agent-run-enforced.yml). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
const wf = parse(readFileSync(join(ROOT, "examples/workflows/agent-run-enforced.yml"), "utf8")) as {
  jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
};

describe("agent-run-enforced.yml", () => {
  const steps = wf.jobs.agent!.steps;
  const index = (pred: (s: Step) => boolean) => steps.findIndex(pred);
  const install = index((s) => /apt-get install -y bubblewrap/.test(s.run ?? ""));
  const snapshot = index((s) => s.with?.mode === "snapshot");
  const run = index((s) => /forge-gate run .*--enforce/s.test(s.run ?? ""));
  const gate = index((s) => /\/forge-gate@/.test(s.uses ?? "") && s.with?.mode === undefined);

  it("installs bubblewrap (and lifts the AppArmor userns restriction) before the snapshot", () => {
    expect(install).toBeGreaterThanOrEqual(0);
    expect(steps[install]!.run).toMatch(/kernel\.apparmor_restrict_unprivileged_userns=0/);
    expect(install).toBeLessThan(snapshot);
  });

  it("runs the agent under run --enforce between the snapshot and the gate", () => {
    expect(snapshot).toBeLessThan(run);
    expect(run).toBeLessThan(gate);
    expect(steps[run]!.run).not.toMatch(/best-effort/);
  });

  it("keeps the agent job read-only, and checks the lease's digest before using the file", () => {
    expect(wf.jobs.agent!.permissions.contents).toBe("read");
    expect(steps[install]!.run).toMatch(/sha256sum -c/);
  });
});
