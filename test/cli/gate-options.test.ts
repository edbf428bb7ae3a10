import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { runCli } from "../support/cli.js";

// `gate --pr` / `--repo` are checked for their form before anything is read, whatever the verdict
// and whether or not --github is given: a typo is exit 2, never a pass that quietly ignored it. Given
// without --github they touch nothing, and the gate says so.

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = mkdtempSync(join(tmpdir(), "fg-gate-opts-home-"));
});
afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function gate(...args: string[]) {
  return runCli(["gate", "--lease", repo.lease, "--base", repo.base, ...args], {
    cwd: repo.wt,
    env: { HOME: home, TMPDIR: home, GITHUB_TOKEN: "", GH_TOKEN: "", GITHUB_REPOSITORY: "" },
  });
}

describe("gate: --pr and --repo", () => {
  it.each([
    [["--pr", "abc"], /--pr "abc" is not a pull request number\. Pass --pr N/],
    [["--pr", "0"], /--pr "0" is not a pull request number/],
    [["--repo", "not a repo"], /--repo "not a repo" is not owner\/name\. Pass --repo OWNER\/NAME/],
    [["--github", "--pr", "5", "--repo", "a/b/c"], /--repo "a\/b\/c" is not owner\/name/],
  ])("%j on a run that passes: exit 2 with the fix", (args, why) => {
    const r = gate(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(why);
  });

  it("--format json: the error verdict, not a pass", () => {
    const r = gate("--pr", "abc", "--format", "json");
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: "error", error: { code: "usage" } });
  });

  it("a well-formed --pr without --github: the gate runs and says no pull request is touched", () => {
    const r = gate("--pr", "5", "--repo", "o/n");
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("--pr and --repo act only with --github");
  });

  it("with --github, nothing extra is said", () => {
    const r = gate("--github", "--pr", "5", "--repo", "o/n");
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain("act only with --github");
  });
});
