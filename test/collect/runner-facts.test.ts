import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  findWorker,
  locateRunner,
  otherRunners,
  recordEnvironment,
  stepEnvironment,
} from "../../src/io/runner-facts.js";

const T = realpathSync(mkdtempSync(join(tmpdir(), "fg-runner-facts-")));
afterAll(() => rmSync(T, { recursive: true, force: true }));

function install(root: string, workFolder?: string): void {
  mkdirSync(join(root, "bin"), { recursive: true });
  mkdirSync(join(root, "_work", "_temp"), { recursive: true });
  // IOUtil.SaveObject writes a byte-order mark first.
  writeFileSync(
    join(root, ".runner"),
    `\uFEFF${JSON.stringify({ agentName: "r", ...(workFolder ? { workFolder } : {}) })}`,
  );
}

describe("where the runner is, without its worker above us", () => {
  it("is found from RUNNER_TEMP when the work folder is the install's own", () => {
    const root = join(T, "actions-runner");
    install(root);
    const got = locateRunner({ GITHUB_ACTIONS: "true", RUNNER_TEMP: join(root, "_work", "_temp") });
    expect(got?.layout).toEqual({
      root,
      work: join(root, "_work"),
      temp: join(root, "_work", "_temp"),
      actions: join(root, "_work", "_actions"),
      tools: join(root, "_work", "_tool"),
      located: "environment",
    });
    expect(got?.stepPid).toBeNull();
  });

  it("says the install was not found when the work folder is elsewhere (hosted: /home/runner/work)", () => {
    const work = join(T, "work");
    mkdirSync(join(work, "_temp"), { recursive: true });
    const got = locateRunner({
      GITHUB_ACTIONS: "true",
      RUNNER_TEMP: join(work, "_temp"),
      RUNNER_TOOL_CACHE: "/opt/hostedtoolcache",
    });
    expect(got?.layout).toMatchObject({ root: null, work, tools: "/opt/hostedtoolcache" });
  });

  it("is nothing off a runner", () => {
    expect(locateRunner({ RUNNER_TEMP: "/tmp" })).toBeNull();
  });

  it("finds each other install holding a changed path once, by its .runner, not the own one", () => {
    const a = join(T, "runners", "a");
    const b = join(T, "runners", "b");
    install(a);
    install(b, "/srv/work-b");
    const own = locateRunner({ GITHUB_ACTIONS: "true", RUNNER_TEMP: join(a, "_work", "_temp") })!.layout;
    const found = otherRunners(
      [join(b, "_diag", "Worker_x.log"), join(b, "_work", "app", "x"), join(a, "_diag", "y")],
      own,
    );
    expect(found.map((r) => [r.root, r.work])).toEqual([[b, "/srv/work-b"]]);
  });
});

describe("the job's environment as recorded", () => {
  it("holds names and digests, never a value; PATH's entries in the clear", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 12 }).filter((v) => !v.includes(":")),
        (secret) => {
          const rec = recordEnvironment({ TOKEN: secret, PATH: "/usr/bin:/bin" }, "salt");
          expect(JSON.stringify(rec)).not.toContain(JSON.stringify(secret).slice(1, -1));
          expect(rec.path).toEqual(["/usr/bin", "/bin"]);
          expect(Object.keys(rec.vars)).toEqual(["TOKEN"]);
        },
      ),
    );
  });

  it("digests depend on the salt, so two snapshots do not show equal values", () => {
    const a = recordEnvironment({ X: "same" }, "one");
    const b = recordEnvironment({ X: "same" }, "two");
    expect(a.vars.X).not.toBe(b.vars.X);
  });

  it("is this process's when no step process is known", () => {
    const got = stepEnvironment(null);
    expect(got.source).toBe("process");
    expect(got.vars.PATH).toBe(process.env.PATH);
  });

  it("is the step process's initial environment when it is known", () => {
    const got = stepEnvironment(process.pid);
    expect(got.source).toBe("step");
    expect(got.vars.HOME).toBe(process.env.HOME);
  });
});

describe("the worker above a step, from a process table", () => {
  const table = (rows: Record<number, [number, string]>) => ({
    parentOf: (pid: number) => rows[pid]?.[0] ?? null,
    exeOf: (pid: number) => rows[pid]?.[1] ?? null,
  });
  it("is the first ancestor running Runner.Worker, the step its child, whatever stands between", () => {
    const t = table({
      500: [400, "/usr/bin/node"],
      400: [300, "/usr/bin/npm"],
      300: [200, "/bin/bash"],
      200: [100, "/Users/runner/actions-runner/cached/bin.2.330.0/Runner.Worker"],
      100: [1, "/Users/runner/actions-runner/cached/bin/Runner.Listener"],
    });
    expect(findWorker(500, t)).toEqual({
      worker: "/Users/runner/actions-runner/cached/bin.2.330.0/Runner.Worker",
      stepPid: 300,
    });
  });
  it("is nothing when no ancestor is a runner's worker", () => {
    expect(findWorker(3, table({ 3: [2, "/bin/bash"], 2: [1, "/sbin/init"] }))).toBeNull();
  });
});
