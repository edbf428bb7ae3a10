import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cases as forgeGateCases } from "../../src/core/presets/forge-gate.cases.js";
import { cases as githubCases } from "../../src/core/presets/github-actions.cases.js";
import {
  environmentChanges,
  HOST_PRESETS,
  judgeSide,
  type Look,
  type PresetCases,
  protectedPlaces,
  protectingPlace,
  type RecordedEnvironment,
} from "../../src/core/presets/index.js";

/** The files a case table names, as a rule would read them. */
function lookAt(files: Record<string, string> = {}): Look {
  return {
    head: (p, n) => (p in files ? files[p]!.slice(0, n) : null),
    digest: (p, a) => (p in files ? createHash(a).update(files[p]!).digest("hex") : null),
  };
}

const tables: Array<[string, PresetCases]> = [
  ["github-actions", githubCases],
  ["forge-gate", forgeGateCases],
];

describe("host presets: every preset is listed once, with its case table", () => {
  it("lists github-actions and forge-gate", () => {
    expect(HOST_PRESETS.map((p) => p.name)).toEqual(tables.map(([n]) => n));
  });

  for (const [name, t] of tables) {
    const look = lookAt(t.files);
    for (const c of t.explained)
      it(`${name} explains ${c.change} ${c.path} as ${c.kind}`, () => {
        expect(judgeSide(c, t.facts, look)).toMatchObject({ kind: c.kind });
      });
    for (const c of t.unexplained)
      it(`${name} does not explain ${c.change} ${c.path}`, () => {
        expect(judgeSide(c, t.facts, look)).toBeNull();
      });
    for (const p of t.protects)
      it(`${name} protects ${p}`, () => {
        expect(protectingPlace(p, protectedPlaces(t.facts))).not.toBeNull();
      });
  }

  it("off a runner, nothing of a runner's is explained or protected", () => {
    const facts = { ...githubCases.facts, runner: null, otherRunners: [] };
    for (const c of githubCases.explained) expect(judgeSide(c, facts, lookAt())).toBeNull();
    expect(protectedPlaces(facts)).toEqual([]);
  });

  it("a file-command name is explained only in the runner's own directory, whatever is prefixed", () => {
    const temp = githubCases.facts.runner!.temp;
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_./-]{1,20}$/), (dir) => {
        const path = `${temp}/${dir}/set_env_0f3c7c5e-0d5e-4b69-9a51-2f4b0f9f1c2a`;
        fc.pre(dir !== "_runner_file_commands");
        expect(judgeSide({ path, change: "created" }, githubCases.facts, lookAt())).toBeNull();
      }),
    );
  });
});

describe("the job's environment between the snapshot's step and the gate's", () => {
  const env = (vars: Record<string, string>, path: string[]): RecordedEnvironment => ({ vars, path });
  const base = env({ HOME: "h", CI: "true", RUNNER_TEMP: "t", GITHUB_ACTIONS: "true" }, ["/usr/bin", "/bin"]);

  it("what the runner sets per step differs freely", () => {
    const after = env(
      {
        ...base.vars,
        GITHUB_ACTION: "__run_2",
        GITHUB_ENV: "x",
        GITHUB_STEP_SUMMARY: "y",
        INPUT_MODE: "gate",
        STATE_x: "1",
        ACTIONS_RUNTIME_TOKEN: "t",
      },
      base.path,
    );
    expect(environmentChanges(base, after)).toEqual([]);
  });

  it("names a variable a step added or changed, and a PATH entry it put in front", () => {
    const after = env({ ...base.vars, BASH_ENV: "e", CI: "false" }, ["/tmp/evil", "/usr/bin", "/bin"]);
    expect(environmentChanges(base, after)).toEqual([
      { variable: "BASH_ENV", change: "added" },
      { variable: "CI", change: "changed" },
      { path_entry: "/tmp/evil", change: "added" },
    ]);
  });

  it("re-adding an entry already on PATH moves it ahead (AddPathFileCommand)", () => {
    expect(environmentChanges(base, env(base.vars, ["/bin", "/usr/bin"]))).toEqual([
      { path_entry: "/bin", change: "moved" },
    ]);
  });

  it("a runtime entry only one kind of step gets is not compared; one both have is", () => {
    const a = env({ ...base.vars, ACTIONS_CACHE_URL: "u" }, base.path);
    expect(environmentChanges(base, a)).toEqual([]);
    expect(environmentChanges(a, env({ ...base.vars, ACTIONS_CACHE_URL: "v" }, base.path))).toEqual([
      { variable: "ACTIONS_CACHE_URL", change: "changed" },
    ]);
  });

  it("no change is found when nothing but per-step names differ (property)", () => {
    const name = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,12}$/);
    fc.assert(
      fc.property(
        fc.dictionary(name, fc.string()),
        fc.array(fc.stringMatching(/^\/[a-z]{1,6}$/)),
        (vars, path) => {
          const before = env(vars, path);
          const after = env({ ...vars, INPUT_X: "1", GITHUB_OUTPUT: "o" }, [...path]);
          expect(environmentChanges(before, after)).toEqual([]);
        },
      ),
    );
  });
});
