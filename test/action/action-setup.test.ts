import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/temp.js";
import { actionFixture } from "./fixture.js";

// The Action set up the way docs/action.md says, and the same coverage rules as the CLI: a gate with
// no snapshot judges git alone only when asked (`scope: git`), every gap is annotated the same way
// in both steps, and messages name the Action's inputs, not the CLI's flags.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ACTION = join(ROOT, "dist", "action.js");

let dir: string;
let fx: Record<string, string>;
beforeAll(() => {
  dir = tempDir("fg-action-setup-");
  fx = actionFixture(join(dir, "fixture"));
});

/** `node dist/action.js` as the runner starts it, from the Action's own directory, with `vars` only. */
function action(vars: Record<string, string>, inputs: Record<string, string>) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: dir, TMPDIR: dir, ...vars };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [ACTION], { cwd: ROOT, env, encoding: "utf8" });
  return { status: r.status, out: r.stdout + r.stderr };
}

const runnerVars = (name: string) => ({
  GITHUB_WORKSPACE: fx.worktree!,
  RUNNER_TEMP: dir,
  GITHUB_OUTPUT: join(dir, `${name}.output`),
  GITHUB_STEP_SUMMARY: join(dir, `${name}.summary.md`),
});

describe("running the Action outside a runner, as docs/action.md says", () => {
  it("output and summary files that do not exist yet are created, not a stack trace", () => {
    const vars = runnerVars("fresh");
    expect(existsSync(vars.GITHUB_OUTPUT)).toBe(false);
    const r = action(vars, { lease: fx.lease!, scope: "git", "github-token": "" });
    expect(r.status, r.out).toBe(0);
    expect(r.out).not.toMatch(/Missing file at path|\n\s+at /);
    expect(readFileSync(vars.GITHUB_OUTPUT, "utf8")).toMatch(/^verdict<<ghadelimiter_/m);
    expect(readFileSync(vars.GITHUB_STEP_SUMMARY, "utf8")).toMatch(/forge-gate: pass/);
  });

  it("an output file in a directory that does not exist: one error line naming it, exit 2", () => {
    const r = action(
      { ...runnerVars("nodir"), GITHUB_OUTPUT: join(dir, "no", "such", "output") },
      { lease: fx.lease!, scope: "git", "github-token": "" },
    );
    expect(r.status).toBe(2);
    expect(r.out).toMatch(
      /::error title=forge-gate could not do its job::forge-gate: error: GITHUB_OUTPUT ".*output": the directory .* does not exist/,
    );
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  it("without GITHUB_WORKSPACE it stops (exit 2) instead of judging the Action's own checkout", () => {
    const { GITHUB_WORKSPACE: _, ...vars } = runnerVars("noworkspace");
    const r = action(vars, { lease: "lease.yaml", scope: "git", "github-token": "" });
    expect(r.status).toBe(2);
    expect(r.out).toMatch(/GITHUB_WORKSPACE is not set\. Set it to the checkout to judge/);
    expect(r.out).not.toMatch(/\n\s+at /);
  });
});

describe("the Action covers what the CLI covers, and says so the same way", () => {
  it("a gate without a snapshot is refused unless scope: git, as `forge-gate gate` is", () => {
    const blind = action(runnerVars("blind"), { lease: fx.lease!, "github-token": "" });
    expect(blind.status).toBe(2);
    expect(blind.out).toMatch(
      /::error .*no snapshot: the gate would judge the git diff alone.*or scope: git/,
    );
    expect(readFileSync(runnerVars("blind").GITHUB_OUTPUT, "utf8")).toMatch(/^verdict<<.*\nerror\n/m);

    const gitOnly = action(runnerVars("gitonly"), { lease: fx.lease!, scope: "git", "github-token": "" });
    expect(gitOnly.status, gitOnly.out).toBe(0);
    // The gap is an annotation, like the snapshot step's: a notice, since it was asked for.
    expect(gitOnly.out).toMatch(
      /::notice title=forge-gate%3A not covered::not covered: \(host\) \(no snapshot: only the git scope was judged/,
    );
  });

  it("snapshot and gate annotate gaps alike and name the default-roots input, never the CLI flag", () => {
    const snap = action(runnerVars("snap"), {
      mode: "snapshot",
      lease: fx.lease!,
      snapshot: join(dir, "run.fgsnap"),
      "default-roots": "worktree,repo",
      "github-token": "",
    });
    expect(snap.status, snap.out).toBe(0);
    expect(snap.out).toMatch(
      /::notice title=forge-gate%3A not covered::not covered: .*left out by the default-roots input/,
    );
    expect(snap.out).not.toContain("--default-roots");
    const bad = action(runnerVars("badroots"), {
      mode: "snapshot",
      lease: fx.lease!,
      "default-roots": "worktree,everything",
      "github-token": "",
    });
    expect(bad.status).toBe(2);
    expect(bad.out).toMatch(/input default-roots: unknown group "everything"/);
    expect(bad.out).not.toContain("--default-roots");

    const digest = /^digest<<(\S+)\n(.*)\n\1$/m.exec(
      readFileSync(runnerVars("snap").GITHUB_OUTPUT, "utf8"),
    )![2]!;
    const unpinned = action(runnerVars("unpinned"), {
      lease: fx.lease!,
      snapshot: join(dir, "run.fgsnap"),
      "github-token": "",
    });
    expect(unpinned.status, unpinned.out).toBe(0);
    expect(unpinned.out).toMatch(
      /::warning title=forge-gate::the snapshot is not pinned by its digest: pass snapshot-digest/,
    );
    expect(unpinned.out).toMatch(
      /::notice title=forge-gate%3A not covered::not covered: .*left out by the default-roots input/,
    );
    const pinned = action(runnerVars("pinned"), {
      lease: fx.lease!,
      snapshot: join(dir, "run.fgsnap"),
      "snapshot-digest": digest,
      "github-token": "",
    });
    expect(pinned.status, pinned.out).toBe(0);
    expect(pinned.out).not.toMatch(/not pinned/);
  });

  it("a snapshot input in a directory that does not exist is refused, as --output is", () => {
    const r = action(runnerVars("snapdir"), {
      mode: "snapshot",
      lease: fx.lease!,
      snapshot: join(dir, "missing", "run.fgsnap"),
      "github-token": "",
    });
    expect(r.status).toBe(2);
    expect(r.out).toMatch(/input snapshot ".*missing\/run\.fgsnap": the directory .* does not exist/);
    expect(existsSync(join(dir, "missing"))).toBe(false);
  });
});
