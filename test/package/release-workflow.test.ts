import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// .github/workflows/release.yml, checked statically: it runs with the signing and publishing
// credentials, so its pins, permissions and scripts are held to rules a reviewer could miss.

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: string;
  steps: Step[];
}
const text = readFileSync(".github/workflows/release.yml", "utf8");
const wf = parse(text) as { on: unknown; permissions: unknown; jobs: Record<string, Job> };

describe("the release workflow", () => {
  it("runs on version tags only, with no permissions unless a job asks", () => {
    expect(wf.on).toEqual({ push: { tags: ["v*.*.*"] } });
    expect(wf.permissions).toEqual({});
    for (const [name, job] of Object.entries(wf.jobs)) expect(job.permissions, name).toBeDefined();
  });

  it("pins every action by full commit SHA with a version comment", () => {
    const uses = text.split("\n").filter((l) => /^\s*-?\s*uses:/.test(l));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("tests, checks dist/ and installs the packed tarball before anything is signed or published", () => {
    const verify = wf.jobs.verify!;
    expect(verify.permissions).toEqual({ contents: "read" });
    const runs = verify.steps.map((s) => s.run ?? "").join("\n");
    for (const cmd of [
      "npm test",
      "npm run typecheck",
      "npm run lint",
      "git status --porcelain -- dist",
      "scripts/pack-check.sh",
    ])
      expect(runs).toContain(cmd);
    expect(wf.jobs.release!.needs).toEqual(["verify", "native"]);
    expect(wf.jobs.native!.needs).toBe("verify");
    expect(wf.jobs.native!.permissions).toEqual({ contents: "read" });
  });

  it("gives the release job only what signing, attesting and releasing need, behind an environment", () => {
    const release = wf.jobs.release!;
    expect(release.permissions).toEqual({ contents: "write", "id-token": "write", attestations: "write" });
    expect(release.environment).toBe("npm");
    const runs = release.steps.map((s) => s.run ?? "").join("\n");
    expect(runs).toContain("npm ci --ignore-scripts");
    expect(runs).toMatch(/npm publish .*--provenance/);
    const attest = release.steps.find((s) => s.uses?.startsWith("actions/attest-build-provenance@"));
    expect(String(attest?.with?.["subject-path"])).toContain("dist/action.js");
  });

  it("keeps credentials out of checkouts and expressions out of shell scripts", () => {
    for (const [name, job] of Object.entries(wf.jobs)) {
      for (const step of job.steps) {
        if (step.uses?.startsWith("actions/checkout@"))
          expect(step.with?.["persist-credentials"], name).toBe(false);
        // ${{ }} inside run: is pasted into the script before the shell sees it (injection); pass env instead.
        expect(step.run ?? "", name).not.toContain("${{");
      }
    }
  });
});
