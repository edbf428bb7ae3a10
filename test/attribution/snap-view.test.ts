import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { agentEnv, type Fixture, makeFixture } from "../collect/fixture.js";
import { type AsyncRunResult, CLI, runNodeAsync } from "../support/cli.js";
import { scratchRoot } from "../support/scratch.js";

/**
 * Under an attribution that isolates the agent (the capture layer, --enforce), `run` walks the default
 * roots only where the agent's writes can reach the host: a host temp directory behind its private
 * /tmp, or HOME behind an overlay or read-only, is not walked at all, and the report says so and why.
 * Another program's write there is then neither walked nor charged (nor listed as host activity).
 * Detection only (and a root named with --watch) still walks everything, as before.
 */

interface Report {
  verdict: string;
  attribution: string;
  snapshot: { entries: number; narrowed: { path: string; parts: string[] }[] };
  changes: { path: string; source: string }[];
  host_activity: { path: string }[];
  violations: { path: string; reason: string }[];
  coverage: { roots: string[]; skipped: { path: string; reason: string }[] };
}

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function fixture(): Fixture {
  const f = makeFixture({ under: scratchRoot() });
  made.push(f.T);
  return f;
}

/**
 * `run` with every default root (no --default-roots: the worktree, the repository, HOME and every temp
 * directory, the fixture's TMPDIR among them); the agent marks that it runs and waits while another
 * program writes `otherWrites` (each a file made with its directories), then edits the worktree.
 */
async function runWhileOtherWrites(
  f: Fixture,
  otherWrites: string[],
  flags: string[],
  agentScript = "",
  env: NodeJS.ProcessEnv = agentEnv(f),
): Promise<{ r: AsyncRunResult; rep: Report }> {
  const file = join(f.T, "agent.sh");
  writeFileSync(
    file,
    `exec 1>&2\necho work >> README.md\n${agentScript}\ntouch .started\nwhile [ ! -e .other-done ]; do sleep 0.05; done\nrm .started .other-done\n`,
  );
  const other = spawn("bash", [
    "-c",
    'wt="$1"; shift; while [ ! -e "$wt/.started" ]; do sleep 0.05; done; for p in "$@"; do mkdir -p "$(dirname "$p")"; echo other > "$p"; done; touch "$wt/.other-done"',
    "other",
    f.wt,
    ...otherWrites,
  ]);
  const otherDone = new Promise((done) => other.once("close", done));
  const r = await runNodeAsync(
    CLI,
    ["run", "--lease", f.lease, "--format", "json", ...flags, "--", "bash", file],
    { cwd: f.wt, env },
  );
  await otherDone;
  let rep: Report;
  try {
    rep = JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(`no JSON report (exit ${r.status}): ${r.stderr}`);
  }
  return { r, rep };
}

const mentions = (rep: Report, p: string) =>
  [...rep.changes, ...rep.host_activity, ...rep.violations].some((c) => c.path === p);

for (const [mode, flags, attribution, tempWhy, homeWhy] of [
  ["the capture layer", [], "capture", /the agent had a private /, /capture layer \(an overlay\)/],
  ["--enforce (the sandbox)", ["--enforce"], "sandbox", /the agent had a private /, /read-only to the agent/],
] as const) {
  describe(`an isolated run walks only what the agent can reach: ${mode}`, () => {
    it("another program's write into a host temp dir and HOME is neither walked nor charged; the report says why", async () => {
      const f = fixture();
      const inTemp = join(f.tmp, "other-job", "state");
      const inHome = join(f.home, ".cache", "other-tool", "state");
      const { r, rep } = await runWhileOtherWrites(f, [inTemp, inHome], [...flags]);
      expect(rep.attribution, r.stderr).toBe(attribution);
      expect(rep.violations, r.stderr).toEqual([]);
      expect(r.status).toBe(0);
      expect(mentions(rep, inTemp), JSON.stringify(rep.host_activity)).toBe(false);
      expect(mentions(rep, inHome), JSON.stringify(rep.host_activity)).toBe(false);
      // Named as not walked, with why; neither root (nor anything in it) was walked.
      const skipped = (p: string) => rep.coverage.skipped.find((s) => s.path === p)?.reason ?? "";
      expect(skipped(f.tmp)).toMatch(/^not walked: /);
      expect(skipped(f.tmp)).toMatch(tempWhy);
      expect(skipped(f.tmp)).toMatch(/neither walked nor listed as host activity/);
      expect(skipped(f.home)).toMatch(/^not walked: /);
      expect(skipped(f.home)).toMatch(homeWhy);
      expect(skipped("/tmp")).toMatch(/^not walked: the agent had a private \/tmp/);
      expect(rep.snapshot.narrowed).toContainEqual({ path: f.tmp, parts: [] });
      expect(rep.snapshot.narrowed).toContainEqual({ path: f.home, parts: [] });
      for (const root of rep.coverage.roots) {
        expect(root.startsWith("/tmp/") || root === "/tmp", root).toBe(false);
        expect(root.startsWith(`${f.home}/`) || root === f.home, root).toBe(false);
      }
      // The agent's own work is judged as always.
      expect(rep.changes.map((c) => c.path)).toContain(join(f.wt, "README.md"));
    }, 120_000);

    it("a write root inside a temp dir is walked (and nothing else there); the agent's write into it is judged", async () => {
      const f = fixture();
      // A second write root under the fixture's TMPDIR (a host temp directory).
      const granted = join(f.tmp, "granted");
      mkdirSync(granted);
      const lease = readFileSync(f.lease, "utf8");
      expect(lease).toContain('write_roots: ["."]');
      writeFileSync(
        f.lease,
        lease.replace('write_roots: ["."]', `write_roots: [".", ${JSON.stringify(granted)}]`),
      );
      const inTemp = join(f.tmp, "other-job", "state");
      const { r, rep } = await runWhileOtherWrites(f, [inTemp], [...flags], `echo mine > "${granted}/out"`);
      expect(rep.violations, r.stderr).toEqual([]);
      expect(r.status).toBe(0);
      expect(rep.snapshot.narrowed).toContainEqual({ path: f.tmp, parts: [granted] });
      expect(rep.coverage.roots).toContain(granted);
      expect(rep.coverage.skipped.find((s) => s.path === f.tmp)?.reason).toMatch(
        /^walked only where the agent's writes could reach the host \(.*granted\)/,
      );
      expect(rep.changes.find((c) => c.path === join(granted, "out"))?.source).toBe("snapshot");
      expect(mentions(rep, inTemp)).toBe(false);
    }, 120_000);
  });
}

describe("fail closed: what the agent could not reach is still walked where nothing isolates it", () => {
  it("detection only (--attribution none): the other program's write into the temp dir is walked and charged", async () => {
    const f = fixture();
    const inTemp = join(f.tmp, "other-job", "state");
    const { r, rep } = await runWhileOtherWrites(f, [inTemp], ["--attribution", "none"]);
    expect(rep.attribution).toBe("none");
    expect(rep.snapshot.narrowed).toEqual([]);
    expect(rep.coverage.skipped.some((s) => /not walked/.test(s.reason))).toBe(false);
    expect(
      rep.violations.map((v) => v.path),
      r.stderr,
    ).toContain(inTemp);
    expect(r.status).toBe(1);
  }, 120_000);

  it("--enforce=best-effort whose sandbox cannot start: the snapshot is taken again over everything before the agent runs", async () => {
    const f = fixture();
    // A bubblewrap that cannot make a sandbox here: the probe fails after the first (narrowed) snapshot.
    const bin = join(f.T, "bin");
    mkdirSync(bin);
    writeFileSync(join(bin, "bwrap"), "#!/bin/sh\necho 'bwrap: no user namespaces here' >&2\nexit 1\n", {
      mode: 0o755,
    });
    const env = agentEnv(f);
    const inTemp = join(f.tmp, "other-job", "state");
    const { r, rep } = await runWhileOtherWrites(f, [inTemp], ["--enforce=best-effort"], "", {
      ...env,
      PATH: `${bin}:${env.PATH}`,
    });
    expect(rep.attribution, r.stderr).toBe("none");
    expect(rep.snapshot.narrowed).toEqual([]);
    expect(rep.violations.map((v) => v.path)).toContain(inTemp);
    expect(r.status).toBe(1);
  }, 120_000);

  it("a root named with --watch is walked whole: the other program's write there is host activity, listed", async () => {
    const f = fixture();
    const inTemp = join(f.tmp, "other-job", "state");
    const { r, rep } = await runWhileOtherWrites(f, [inTemp], ["--watch", f.tmp]);
    expect(rep.attribution).toBe("capture");
    expect(rep.violations, r.stderr).toEqual([]);
    expect(r.status).toBe(0);
    expect(rep.coverage.roots).toContain(f.tmp);
    expect(rep.host_activity.map((c) => c.path)).toContain(inTemp);
  }, 120_000);
});
