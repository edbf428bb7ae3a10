/**
 * A gate run on a checkout elsewhere (a `pull_request` job, `gate --checkout`) must judge committed
 * symlinks exactly as the gate where the agent ran does: links are followed on the checkout's real
 * filesystem, in the lease's coordinates.
 */
import { rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { findViolations, type ViolationPolicy } from "../../src/core/violations/index.js";
import { relocatedProbe } from "../../src/gate/coordinates.js";
import { runCli } from "../support/cli.js";
import { memProbe } from "../support/memfs.js";
import { agent, git, type LeasedRepo, leasedRepo } from "./helpers.js";

const repos: LeasedRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r.root, { recursive: true, force: true });
});

interface Judged {
  status: number | null;
  violations: Array<{ path: string; resolved: string; reason: string }>;
}

function gate(args: string[]): Judged {
  const g = runCli([
    "gate",
    ...args,
    ...(args.includes("--snapshot") ? [] : ["--scope", "git"]),
    "--format",
    "json",
  ]);
  expect(g.stderr).toBe("");
  const report = JSON.parse(g.stdout);
  return { status: g.status, violations: report.violations };
}

/**
 * The agent commits `script` on its branch in a real linked worktree; the branch is gated there,
 * then cloned elsewhere (the runner's checkout), the worktree removed, and gated again with
 * `--checkout`, the lease unchanged.
 */
function bothWays(script: (r: LeasedRepo, checkout: string) => string) {
  const r = leasedRepo();
  repos.push(r);
  const checkout = join(r.root, "runner", "work", "repo");
  agent(r.wt, `${script(r, checkout)} && git add -A && git commit -qm links`);
  const here = gate(["--lease", r.lease]);
  git(r.root, "clone", "-q", "--branch", "task-47", r.main, checkout);
  git(r.main, "worktree", "remove", "--force", r.wt);
  const there = gate(["--lease", r.lease, "--checkout", checkout]);
  // The checkout named through a symlink (the collectors report it physically): same verdict.
  symlinkSync(checkout, join(r.root, "workspace-link"));
  expect(gate(["--lease", r.lease, "--checkout", join(r.root, "workspace-link")])).toEqual(there);
  return { r, checkout, here, there };
}

describe("gate --checkout: committed symlinks judged on the checkout's real filesystem", () => {
  it("refuses links out of the worktree, exactly as where the agent ran", () => {
    const { r, checkout, here, there } = bothWays((_r, checkout) =>
      [
        "ln -s /etc/passwd pw",
        "ln -s ../../../../../../../../../../root/.ssh sshdir",
        "mkdir -p src/deep && ln -s ../../.. src/deep/up3",
        `ln -s ${checkout}/src runner-checkout`,
        "ln -s ../elsewhere/x dangling-out",
        "ln -s src inside", // stays inside: fine
      ].join(" && "),
    );
    const expected = [
      { path: join(r.wt, "dangling-out"), resolved: join(r.root, "elsewhere/x"), reason: "symlink_escape" },
      { path: join(r.wt, "pw"), resolved: "/etc/passwd", reason: "symlink_escape" },
      { path: join(r.wt, "runner-checkout"), resolved: join(checkout, "src"), reason: "symlink_escape" },
      { path: join(r.wt, "src/deep/up3"), resolved: r.root, reason: "symlink_escape" },
      { path: join(r.wt, "sshdir"), resolved: "/root/.ssh", reason: "symlink_escape" },
    ];
    const sorted = (j: Judged) => [...j.violations].sort((a, b) => a.path.localeCompare(b.path));
    expect(here.status).toBe(1);
    expect(sorted(here)).toEqual(expected);
    expect(there.status).toBe(1);
    expect(sorted(there)).toEqual(expected);
  });

  it("passes links that stay inside: relative, climbing out and back in, absolute into the lease's worktree, dangling inside", () => {
    const { here, there } = bothWays((r) =>
      [
        "ln -s src docs",
        "mkdir -p src/deep && ln -s ../../README.md src/deep/readme",
        `ln -s ../${r.wt.split("/").pop()}/src back-in`,
        `ln -s ${r.wt}/src/a.ts abs-in`,
        "ln -s src/not-yet.ts dangling-in",
      ].join(" && "),
    );
    expect(here).toEqual({ status: 0, violations: [] });
    expect(there).toEqual({ status: 0, violations: [] });
  });

  it("an absolute link into the lease's worktree that points at a link out is followed on in the checkout", () => {
    const { r, here, there } = bothWays((r) => `ln -s /etc out && ln -s ${r.wt}/out/hostname via`);
    for (const j of [here, there]) {
      expect(j.status).toBe(1);
      expect(j.violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            path: join(r.wt, "via"),
            resolved: "/etc/hostname",
            reason: "symlink_escape",
          }),
          expect.objectContaining({ path: join(r.wt, "out"), resolved: "/etc", reason: "symlink_escape" }),
        ]),
      );
    }
  });
});

describe("relocatedProbe", () => {
  const W = "/agent/srv/wt";
  const C = "/runner/work/co";
  const seg = fc.constantFrom("a", "b", "src", "x");
  const rel = fc.array(seg, { minLength: 1, maxLength: 3 }).map((s) => s.join("/"));
  const target = fc.oneof(
    fc
      .array(fc.constantFrom("..", "a", "b", "src", "."), { minLength: 1, maxLength: 5 })
      .map((s) => s.join("/")),
    rel.map((p) => `${W}/${p}`),
    rel.map((p) => `${C}/${p}`),
    fc.constantFrom("/etc/passwd", "/etc", "/agent/srv", "/agent/srv/wt2/x", W, `${W}/`, "/"),
  );
  const entry = fc.oneof(
    fc.constant("file" as const),
    fc.constant("dir" as const),
    target.map((t) => ({ link: t })),
  );

  it("judges every path as the agent's own filesystem would (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(rel, entry), { maxLength: 8 }),
        fc.array(rel, { maxLength: 4 }),
        (tree, extra) => {
          const host = { "/etc/passwd": "file" as const };
          const agentFs = memProbe({
            ...host,
            ...Object.fromEntries(tree.map(([p, e]) => [`${W}/${p}`, e])),
          });
          const runnerFs = memProbe({
            ...host,
            ...Object.fromEntries(tree.map(([p, e]) => [`${C}/${p}`, e])),
          });
          const policy: ViolationPolicy = {
            writeRoots: [W],
            protect: ["a/b"],
            cwd: W,
            caseMode: "sensitive",
          };
          const paths = [...tree.map(([p]) => p), ...extra, ...extra.map((p) => `${p}/../x`)];
          const mine = findViolations(paths, policy, agentFs);
          const relocated = findViolations(
            paths,
            policy,
            relocatedProbe(runnerFs, { worktree: W, checkout: C }, "sensitive"),
          );
          expect(relocated).toEqual(mine);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("translates the worktree's spelling case-insensitively where paths are case-insensitive", () => {
    const runner = memProbe({ "/co/x": { link: "/etc" }, "/co/y": { link: "/SRV/WT/x" } });
    const probe = relocatedProbe(runner, { worktree: "/srv/wt", checkout: "/co" }, "insensitive");
    expect(probe.kind("/Srv/Wt/x")).toBe("symlink");
    const r = findViolations(
      ["/srv/wt/y"],
      { writeRoots: ["/srv/wt"], cwd: "/srv/wt", caseMode: "insensitive" },
      probe,
    );
    expect(r.violations).toEqual([{ path: "/srv/wt/y", resolved: "/etc", reason: "symlink_escape" }]);
  });

  it("hides the checkout under its own name and shows the worktree's ancestors as directories", () => {
    const runner = memProbe({ "/co/f": "file", "/etc/passwd": "file" });
    const probe = relocatedProbe(runner, { worktree: "/srv/forge/wt", checkout: "/co" }, "sensitive");
    expect(probe.kind("/srv")).toBe("dir");
    expect(probe.kind("/srv/forge")).toBe("dir");
    expect(probe.kind("/srv/forge/wt/f")).toBe("file");
    expect(probe.kind("/co/f")).toBe(null);
    expect(probe.kind("/etc/passwd")).toBe("file");
    expect(probe.realpath?.("/srv/forge/wt")).toBe(null);
  });
});
