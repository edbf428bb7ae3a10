import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { agent, type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { CLI } from "../support/cli.js";
import { expectCodeScanningAccepts, expectValid } from "../support/sarif.js";
import { tempDir } from "../support/temp.js";

// Every subcommand's output piped into what users pair it with: jq (node's JSON parser where jq is
// not installed; .ci/run installs it), a SARIF validator, `violations -z -`, the runner's reading of
// the Action's outputs. The agent is chatty, as `claude -p` is: it prints to stdout, and none of it
// may reach forge-gate's stdout.

const ACTION = fileURLToPath(new URL("../../dist/action.js", import.meta.url));
const HAS_JQ = spawnSync("sh", ["-c", "command -v jq"]).status === 0;
/** The JSON consumer: jq (-c: one value per line), else the same through node's parser. */
const JQ = HAS_JQ
  ? "jq -c ."
  : `node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const l of s.split("\\n"))if(l.trim())console.log(JSON.stringify(JSON.parse(l)))})'`;

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = tempDir("fg-consumers-");
});

const CHATTY = `echo 'Sure! Let me fix issue 47.'; printf '{"role":"assistant","content":"done"}\\n'; echo '::warning::from the agent'; echo ok > notes.txt; echo 'All done.'`;

/** A shell pipeline with the built CLI as `fg`, run from the worktree with `set -o pipefail`. */
function sh(line: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(
    "bash",
    ["-o", "pipefail", "-c", `fg() { node ${JSON.stringify(CLI)} "$@"; }\n${line}`],
    {
      cwd: repo.wt,
      encoding: "utf8",
      env: { ...process.env, HOME: home, TMPDIR: home, ...extraEnv },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `line | jq -c .`: every value it printed, parsed; the pipeline's status is the producer's. */
function throughJq(line: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const r = sh(`${line} | ${JQ}`, extraEnv);
  const values = r.stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...r, values };
}

const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

describe("each subcommand's output, as its consumer takes it", () => {
  let snapshot: { snapshot: string; digest: string };

  it("snapshot --format json | jq: one document, its digest feeds the gate", () => {
    const r = throughJq(
      `fg snapshot --lease ${q(repo.lease)} --default-roots worktree,repo --output ${q(join(home, "run.fgsnap"))} --format json`,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.values).toHaveLength(1);
    snapshot = r.values[0] as { snapshot: string; digest: string };
    expect(snapshot.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("run --format json | jq, with a chatty agent: one document, the agent's words on stderr", () => {
    for (const enforce of [[], ["--enforce"]]) {
      const r = throughJq(
        `fg run --lease ${q(repo.lease)} --default-roots worktree,repo ${enforce.join(" ")} --format json -- bash -c ${q(CHATTY)}`,
      );
      expect(r.status, r.stderr).toBe(0);
      expect(r.values).toHaveLength(1);
      expect(r.values[0]).toMatchObject({ schema_version: 1, verdict: "pass" });
      expect(r.stderr).toContain("Sure! Let me fix issue 47.");
    }
  });

  it("run --format github, with a chatty agent: the runner sees forge-gate's commands only", () => {
    // Detection only, so that the escape lands in the main checkout for the tests below.
    const r = sh(
      `fg run --lease ${q(repo.lease)} --default-roots worktree,repo --attribution none --format github -- bash -c ${q(`${CHATTY}; echo x >> ../main/escaped.txt`)}`,
    );
    expect(r.status).toBe(1);
    const commands = r.stdout.split("\n").filter((l) => l.startsWith("::"));
    // The escape, and forge-gate's notice naming its attribution.
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatch(/^::error .*escaped\.txt/);
    expect(commands[1]).toMatch(/^::notice title=forge-gate attribution::none: /);
    expect(r.stdout).not.toContain("from the agent");
  });

  it("collect -z | violations -z -: the changed paths cross as NUL-separated bytes", () => {
    agent(repo.wt, "printf 'x' > 'name with\nnewline.txt'");
    const r = sh(
      `fg collect --lease ${q(repo.lease)} --snapshot ${q(snapshot.snapshot)} --snapshot-digest ${snapshot.digest} -z | fg violations --lease ${q(repo.lease)} -z - --format json | ${JQ}`,
    );
    expect(r.status, r.stderr).toBe(1); // the earlier run's escape into the main checkout
    const doc = JSON.parse(r.stdout.trim()) as { checked: number; violations: { path: string }[] };
    expect(doc.checked).toBeGreaterThan(1);
    expect(doc.violations.map((v) => v.path)).toEqual([join(repo.main, "escaped.txt")]);
  });

  it("collect and gate --format ndjson | jq: every line a record, the last one closing", () => {
    for (const cmd of ["collect", "gate"]) {
      const r = throughJq(
        `fg ${cmd} --lease ${q(repo.lease)} --snapshot ${q(snapshot.snapshot)} --snapshot-digest ${snapshot.digest} --format ndjson`,
      );
      expect([0, 1]).toContain(r.status);
      expect(r.values.length).toBeGreaterThan(1);
      for (const v of r.values) expect(v.schema_version).toBe(1);
      expect(r.values.at(-1)!.type).toBe(cmd === "collect" ? "coverage" : "summary");
    }
  });

  it("gate --format json | jq, and --format sarif through the SARIF 2.1.0 schema and code scanning's rules", () => {
    const json = throughJq(
      `fg gate --lease ${q(repo.lease)} --snapshot ${q(snapshot.snapshot)} --snapshot-digest ${snapshot.digest} --format json`,
    );
    expect(json.status).toBe(1);
    expect(json.values).toHaveLength(1);
    expect(json.values[0]).toMatchObject({ verdict: "refused" });
    for (const cmd of [
      `fg gate --lease ${q(repo.lease)} --snapshot ${q(snapshot.snapshot)} --snapshot-digest ${snapshot.digest} --format sarif`,
      `fg violations --lease ${q(repo.lease)} src/a.ts ../main/escaped.txt --format sarif`,
    ]) {
      const r = throughJq(cmd);
      expect(r.status).toBe(1);
      expect(r.values).toHaveLength(1);
      expectValid(r.values[0]);
      expectCodeScanningAccepts(r.values[0] as never);
    }
  });

  it("violations, classify, doctor and lease check --format json | jq: one document each", () => {
    const cases: Array<[string, number, Record<string, unknown>]> = [
      [`fg violations --lease ${q(repo.lease)} src/a.ts --format json`, 0, { verdict: "pass", checked: 1 }],
      [
        `echo '{"tool_name":"Bash","tool_input":{"command":"rm -rf ~"}}' | fg classify --lease ${q(repo.lease)}`,
        1,
        { decision: "block" },
      ],
      [`fg doctor --format json`, 0, { schema_version: 1 }],
      [`fg lease check ${q(repo.lease)}`, 0, { id: "task-47-worker" }],
    ];
    for (const [cmd, status, has] of cases) {
      const r = throughJq(cmd, { XDG_STATE_HOME: join(home, "state") });
      expect(r.status, `${cmd}: ${r.stderr}`).toBe(status);
      expect(r.values).toHaveLength(1);
      expect(r.values[0]).toMatchObject(has);
    }
  });

  it("the Action's outputs, read from GITHUB_OUTPUT as the runner reads them, with violations as JSON", () => {
    const output = join(home, "github_output");
    writeFileSync(output, "");
    const r = spawnSync(process.execPath, [ACTION], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        TMPDIR: home,
        GITHUB_WORKSPACE: repo.wt,
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: home,
        INPUT_LEASE: repo.lease,
        INPUT_SNAPSHOT: snapshot.snapshot,
        "INPUT_SNAPSHOT-DIGEST": snapshot.digest,
        "INPUT_GITHUB-TOKEN": "",
      },
    });
    expect(r.status, r.stdout).toBe(1);
    const outputs: Record<string, string> = {};
    for (const m of readFileSync(output, "utf8").matchAll(
      /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm,
    ))
      outputs[m[1]!] = m[3]!;
    expect(outputs).toMatchObject({ verdict: "refused", count: "1" });
    // A workflow hands `violations` to jq (fromJSON in an expression does the same).
    const viaJq = spawnSync("sh", ["-c", `${JQ}`], { input: outputs.violations, encoding: "utf8" });
    expect(viaJq.status).toBe(0);
    expect(JSON.parse(viaJq.stdout)).toEqual([
      expect.objectContaining({ path: join(repo.main, "escaped.txt") }),
    ]);
  });
});
