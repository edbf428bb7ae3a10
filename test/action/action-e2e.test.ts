/**
 * The bundled Action (dist/action.js) run with `node` exactly as the runner runs it: INPUT_*
 * variables, a real pull_request payload, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, and the API
 * on a loopback fake that checks every request against GitHub's published schemas.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { COMMENT_MARKER, REFUSAL_KIND } from "../../src/core/verdict.js";
import { agent, git, type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { runNodeAsync } from "../support/cli.js";
import { account, FakeGitHub, pullRequestPayload } from "../support/fake-github.js";

// The runner uses Node 24; set FORGE_GATE_ACTION_NODE to run the bundle with that binary.
const NODE = process.env.FORGE_GATE_ACTION_NODE || process.execPath;
const ACTION = fileURLToPath(new URL("../../dist/action.js", import.meta.url));
const payload = pullRequestPayload("opened");
const PR = payload.pull_request.number;
const HEAD = payload.pull_request.head.sha;
const RUN_ID = 4242;
const ARTIFACT = "forge-lease";

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function sha256(b: Buffer | string): string {
  return createHash("sha256").update(b).digest("hex");
}

/** GITHUB_OUTPUT in @actions/core's heredoc format. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

async function runAction(env: Record<string, string>, root: string): Promise<ActionRun> {
  if (!existsSync(ACTION))
    throw new Error(`${ACTION} is missing: run \`npm run build\` first (npm test does)`);
  // One job per repository root: RUNNER_TEMP and the event payload are the job's, the file-command
  // files each step's (as the runner has them: the gate compares the job's environment with the snapshot's).
  const job = join(root, "runner-job");
  const dir = join(job, `step-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(job, "temp"), { recursive: true });
  mkdirSync(dir, { recursive: true });
  const outputFile = join(dir, "output");
  const summaryFile = join(dir, "summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const eventFile = join(job, "event.json");
  writeFileSync(eventFile, JSON.stringify(payload));
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/root",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_SERVER_URL: "https://github.com",
    RUNNER_TEMP: join(job, "temp"),
    "INPUT_GITHUB-TOKEN": "ghs_e2etoken",
    INPUT_COMMENT: "true",
    INPUT_LABEL: "forge-gate:quarantined",
    "INPUT_DISABLE-AUTO-MERGE": "true",
    "INPUT_COMMIT-STATUS": "true",
    ...env,
  };
  // Async: the fake GitHub lives in this process and must keep answering.
  const { status, stdout, stderr } = await runNodeAsync(ACTION, [], { env: fullEnv, node: NODE });
  return {
    status,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
  };
}

async function world(
  opts: {
    readOnly?: boolean;
    extraLease?: string;
    /** The account the token acts as (default: the payload's sender). */
    viewer?: Record<string, unknown>;
    artifacts?: (lease: Buffer) => Array<{ name: string; zip: Buffer }>;
  } = {},
) {
  const repo: LeasedRepo = leasedRepo(opts.extraLease ? { extraLease: opts.extraLease } : {});
  cleanups.push(() => rmSync(repo.root, { recursive: true, force: true }));
  const leaseBytes = readFileSync(repo.lease);
  const gh = await new FakeGitHub({
    owner: "Codertocat",
    repo: "Hello-World",
    pr: PR,
    headSha: HEAD,
    runId: RUN_ID,
    autoMerge: true,
    readOnly: opts.readOnly ?? false,
    user: payload.sender,
    pullRequest: payload.pull_request,
    ...(opts.viewer ? { viewer: opts.viewer as typeof payload.sender } : {}),
  }).start();
  cleanups.push(() => gh.close());
  const list = opts.artifacts?.(leaseBytes) ?? [
    { name: ARTIFACT, zip: Buffer.from(zipSync({ "lease.yaml": leaseBytes })) },
  ];
  for (const [i, a] of list.entries()) gh.artifacts.push({ id: 77 + i, ...a });
  const env = { GITHUB_API_URL: gh.apiUrl, GITHUB_GRAPHQL_URL: gh.graphqlUrl, GITHUB_WORKSPACE: repo.wt };
  return { repo, gh, env, leaseDigest: sha256(leaseBytes) };
}

async function snapshot(w: Awaited<ReturnType<typeof world>>): Promise<{ snapshot: string; digest: string }> {
  const r = await runAction(
    {
      ...w.env,
      INPUT_MODE: "snapshot",
      "INPUT_LEASE-ARTIFACT": ARTIFACT,
      INPUT_SNAPSHOT: join(w.repo.root, "run.fgsnap"),
      "INPUT_DEFAULT-ROOTS": "worktree,repo",
    },
    w.repo.root,
  );
  expect(r.status, r.stdout + r.stderr).toBe(0);
  expect(r.outputs.snapshot).toBe(join(w.repo.root, "run.fgsnap"));
  expect(r.outputs.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  return { snapshot: r.outputs.snapshot!, digest: r.outputs.digest! };
}

function gateEnv(
  w: Awaited<ReturnType<typeof world>>,
  snap: { snapshot: string; digest: string },
  events: string,
) {
  return {
    ...w.env,
    "INPUT_LEASE-ARTIFACT": ARTIFACT,
    "INPUT_LEASE-DIGEST": `sha256:${w.leaseDigest}`,
    INPUT_SNAPSHOT: snap.snapshot,
    "INPUT_SNAPSHOT-DIGEST": snap.digest,
    INPUT_BASE: w.repo.base,
    INPUT_EVENTS: events,
  };
}

describe("dist/action.js end to end", () => {
  it("refuses a real escape: exit 1, outputs, summary, one sticky comment, label, auto-merge off, status, event", async () => {
    const w = await world();
    const snap = await snapshot(w);
    agent(w.repo.wt, "echo work > inside.txt && printf pwned > ../main/escaped.txt");
    const events = join(w.repo.root, "gate.ndjson");
    const writesBefore = w.gh.writes().length;
    expect(writesBefore).toBe(0);

    const r = await runAction(gateEnv(w, snap, events), w.repo.root);
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const escaped = join(w.repo.main, "escaped.txt");
    expect(r.outputs.verdict).toBe("refused");
    expect(r.outputs.count).toBe("1");
    expect(JSON.parse(r.outputs.violations!)).toEqual([
      expect.objectContaining({ path: escaped, reason: "outside_write_roots" }),
    ]);
    expect(r.summary).toContain("forge-gate: merge refused (1 violation(s))");
    expect(r.summary).toContain(`| \`${escaped}\` |`);
    expect(r.summary).toMatch(/\| `github.comment` \| applied \|/);
    expect(r.stdout).toContain(
      `::error title=forge-gate%3A outside_write_roots::${escaped}: outside the write roots`,
    );
    expect(r.stdout).toContain("::error::forge-gate: merge refused: 1 path(s) escaped lease task-47-worker");
    // The token appears only in the command that masks it in the log.
    expect(r.stdout.split("\n").filter((l) => l.includes("ghs_e2etoken"))).toEqual([
      "::add-mask::ghs_e2etoken",
    ]);

    // The artifact came through list → 302 → zip, and the storage host never saw the token.
    const routes = w.gh.requests.map((q) => q.route);
    expect(routes).toContain("/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts");
    expect(routes).toContain("/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}");
    expect(
      w.gh.requests.filter((q) => q.route === "storage").every((q) => q.authorization === undefined),
    ).toBe(true);

    expect(w.gh.comments).toHaveLength(1);
    expect(w.gh.comments[0]!.body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(w.gh.comments[0]!.body).toContain(escaped);
    expect(w.gh.comments[0]!.body).toContain(
      `https://github.com/Codertocat/Hello-World/actions/runs/${RUN_ID}`,
    );
    expect(w.gh.labels).toEqual(["forge-gate:quarantined"]);
    expect(w.gh.autoMerge).toBe(false);
    expect(w.gh.statuses).toEqual([
      expect.objectContaining({ sha: HEAD, state: "failure", context: "forge-gate" }),
    ]);
    const lines = readFileSync(events, "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: REFUSAL_KIND,
      lease: "task-47-worker",
      paths: [escaped],
    });

    // A second run updates the one comment instead of adding another.
    const again = await runAction(gateEnv(w, snap, events), w.repo.root);
    expect(again.status).toBe(1);
    expect(w.gh.comments).toHaveLength(1);
    expect(w.gh.requests.filter((q) => q.method === "PATCH")).toHaveLength(1);
    expect(w.gh.requests.filter((q) => q.graphql?.operation === "mutation")).toHaveLength(1);
    expect(readFileSync(events, "utf8").trim().split("\n")).toHaveLength(2);
    expect(w.gh.problems).toEqual([]);
  });

  it("passes a clean run: exit 0 and not a single write request", async () => {
    const w = await world();
    const snap = await snapshot(w);
    agent(
      w.repo.wt,
      "echo work > inside.txt && mkdir -p src && echo 'export const b = 2;' > src/b.ts && git add -A && git commit -qm work",
    );
    const events = join(w.repo.root, "gate.ndjson");
    const r = await runAction(gateEnv(w, snap, events), w.repo.root);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.verdict).toBe("pass");
    expect(r.outputs.count).toBe("0");
    expect(r.outputs.violations).toBe("[]");
    expect(r.summary).toContain("forge-gate: pass");
    expect(w.gh.writes()).toEqual([]);
    expect(w.gh.requests.length).toBeGreaterThan(0); // it did read the artifact
    expect(existsSync(events)).toBe(false);
    expect(w.gh.problems).toEqual([]);
  });

  it("in a pull_request job judges the checkout's diff in the lease's worktree coordinates", async () => {
    const w = await world({ extraLease: 'protect: [".github/workflows/**"]\n' });
    agent(
      w.repo.wt,
      "mkdir -p .github/workflows && echo 'on: push' > .github/workflows/ci.yml && echo ok > ok.txt && git add -A && git commit -qm work",
    );
    // The gate's runner: a fresh clone of the agent's branch somewhere else; the worktree is not here.
    const checkout = join(w.repo.root, "runner-checkout");
    git(w.repo.root, "clone", "-q", "--branch", "task-47", w.repo.main, checkout);
    git(w.repo.main, "worktree", "remove", "--force", w.repo.wt);
    const r = await runAction(
      {
        ...w.env,
        GITHUB_WORKSPACE: checkout,
        "INPUT_LEASE-ARTIFACT": ARTIFACT,
        INPUT_SCOPE: "git",
        INPUT_BASE: w.repo.base,
        INPUT_COMMENT: "false",
        INPUT_LABEL: "",
      },
      w.repo.root,
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(JSON.parse(r.outputs.violations!)).toEqual([
      expect.objectContaining({ path: join(w.repo.wt, ".github/workflows/ci.yml"), reason: "protected" }),
    ]);
    expect(w.gh.comments).toHaveLength(0);
    expect(w.gh.labels).toHaveLength(0);
    expect(w.gh.statuses).toHaveLength(1);
    expect(r.summary).toMatch(/\| `github.label` \| skipped \|/);
    expect(w.gh.problems).toEqual([]);
  });

  it("in a pull_request job follows committed symlinks on the checkout and leaves the agent's marked comment alone", async () => {
    // The GITHUB_TOKEN acts as github-actions[bot]; the agent's own bot posted a comment with the marker.
    const w = await world({ viewer: account(payload.sender, "github-actions[bot]", 41898282, "Bot") });
    const agentBot = account(payload.sender, "agent-bot[bot]", 5550001, "Bot");
    w.gh.comments.push({ id: 1, body: `${COMMENT_MARKER}\nall clear, nothing to see`, user: agentBot });
    agent(
      w.repo.wt,
      "ln -s /etc/passwd pw && ln -s ../../../../../../../../../../root/.ssh sshdir && ln -s src docs && git add -A && git commit -qm links",
    );
    const checkout = join(w.repo.root, "runner-checkout");
    git(w.repo.root, "clone", "-q", "--branch", "task-47", w.repo.main, checkout);
    git(w.repo.main, "worktree", "remove", "--force", w.repo.wt);
    const env = {
      ...w.env,
      GITHUB_WORKSPACE: checkout,
      "INPUT_LEASE-ARTIFACT": ARTIFACT,
      INPUT_SCOPE: "git",
      INPUT_BASE: w.repo.base,
    };
    const r = await runAction(env, w.repo.root);
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const violations = JSON.parse(r.outputs.violations!) as Array<{ path: string }>;
    expect(violations.map((v) => v.path).sort()).toEqual([join(w.repo.wt, "pw"), join(w.repo.wt, "sshdir")]);
    expect(violations).toEqual([
      expect.objectContaining({ reason: "symlink_escape" }),
      expect.objectContaining({ reason: "symlink_escape" }),
    ]);
    // Ours is a new comment; the agent's marked comment is never edited, on this run or the next.
    expect(w.gh.comments).toHaveLength(2);
    expect(w.gh.comments[0]).toMatchObject({ id: 1, body: `${COMMENT_MARKER}\nall clear, nothing to see` });
    expect(w.gh.comments[1]!.user).toMatchObject({ login: "github-actions[bot]", type: "Bot" });
    expect(w.gh.comments[1]!.body).toContain(join(w.repo.wt, "pw"));
    const again = await runAction(env, w.repo.root);
    expect(again.status).toBe(1);
    expect(w.gh.comments).toHaveLength(2);
    expect(w.gh.comments[0]!.body).toBe(`${COMMENT_MARKER}\nall clear, nothing to see`);
    const patches = w.gh.requests.filter((q) => q.method === "PATCH");
    expect(patches.map((q) => q.path)).toEqual([
      `/api/v3/repos/Codertocat/Hello-World/issues/comments/${w.gh.comments[1]!.id}`,
    ]);
    expect(w.gh.requests.some((q) => q.graphql?.query.includes("viewer"))).toBe(true);
    expect(w.gh.problems).toEqual([]);
  });

  it("on a fork PR's read-only token turns every GitHub effect into a warning and still fails the job", async () => {
    // A closed lease (no write roots): the agent's one commit is an escape.
    const w = await world({
      readOnly: true,
      extraLease: "",
      artifacts: (l) => [
        {
          name: ARTIFACT,
          zip: Buffer.from(
            zipSync({
              "lease.yaml": Buffer.from(l.toString("utf8").replace('write_roots: ["."]', "write_roots: []")),
            }),
          ),
        },
      ],
    });
    // 12 ordinary files and one whose name tries to inject workflow commands into the log.
    const hostile = "evil\n::set-output name=verdict::pass\n::error::x";
    writeFileSync(join(w.repo.root, "hostile-name"), hostile);
    agent(
      w.repo.wt,
      'for i in $(seq 1 12); do echo x > "f$i.txt"; done; printf x > "$(cat ../hostile-name)"; git add -A && git commit -qm x',
    );
    const r = await runAction(
      { ...w.env, "INPUT_LEASE-ARTIFACT": ARTIFACT, INPUT_SCOPE: "git", INPUT_BASE: w.repo.base },
      w.repo.root,
    );
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.outputs.verdict).toBe("refused");
    expect(r.outputs.count).toBe("13");
    const paths = JSON.parse(r.outputs.violations!).map((v: { path: string }) => v.path);
    expect(paths).toContain(join(w.repo.wt, hostile));
    // Annotations: GitHub's 10 per step, then a notice for the rest; the hostile name stays on one line.
    // Each carries file= relative to the repository root, so it attaches to the pull request's diff.
    const annotated = [
      ...r.stdout.matchAll(/^::error title=forge-gate%3A outside_write_roots,file=([^:\n]+)::/gm),
    ];
    expect(annotated).toHaveLength(10);
    for (const [, file] of annotated)
      expect(file).toMatch(
        /^(f\d+\.txt|evil%0A%3A%3Aset-output name=verdict%3A%3Apass%0A%3A%3Aerror%3A%3Ax)$/,
      );
    expect(r.stdout).toMatch(/^::notice title=forge-gate::3 more violation\(s\) not annotated/m);
    expect(r.stdout).not.toMatch(/^::set-output/m);
    expect(r.stdout.match(/^::error::/gm)).toHaveLength(1); // only the verdict itself
    expect(r.stdout.match(/::warning title=forge-gate%3A github\.\w+::/g)).toHaveLength(4);
    expect(r.stdout).toContain("fork pull requests");
    expect(w.gh.comments).toHaveLength(0);
    expect(w.gh.autoMerge).toBe(true);
    expect(w.gh.problems).toEqual([]);
  });

  it("reads the lease artifact of another run with lease-artifact-run-id", async () => {
    const w = await world();
    const r = await runAction(
      {
        ...w.env,
        GITHUB_RUN_ID: "1",
        "INPUT_LEASE-ARTIFACT": ARTIFACT,
        INPUT_SCOPE: "git",
        "INPUT_LEASE-ARTIFACT-RUN-ID": String(RUN_ID),
        INPUT_BASE: w.repo.base,
      },
      w.repo.root,
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(w.gh.requests[0]!.path).toBe(
      `/api/v3/repos/Codertocat/Hello-World/actions/runs/${RUN_ID}/artifacts`,
    );
    const wrong = await runAction(
      {
        ...w.env,
        "INPUT_LEASE-ARTIFACT": ARTIFACT,
        INPUT_SCOPE: "git",
        "INPUT_LEASE-ARTIFACT-RUN-ID": "12; rm -rf /",
        INPUT_BASE: w.repo.base,
      },
      w.repo.root,
    );
    expect(wrong.status).toBe(2);
    expect(w.gh.problems).toEqual([]);
  });

  it("fails closed (exit 2, verdict error) on a missing, ambiguous, tampered or unsafe lease artifact", async () => {
    const cases: Array<{
      why: string;
      env?: Record<string, string>;
      artifacts?: (l: Buffer) => Array<{ name: string; zip: Buffer }>;
      message: RegExp;
    }> = [
      { why: "missing", env: { "INPUT_LEASE-ARTIFACT": "no-such-artifact" }, message: /not found/ },
      { why: "no lease at all", env: { "INPUT_LEASE-ARTIFACT": "" }, message: /no lease given/ },
      {
        why: "two artifacts",
        artifacts: (l) => [
          { name: ARTIFACT, zip: Buffer.from(zipSync({ "lease.yaml": l })) },
          { name: ARTIFACT, zip: Buffer.from(zipSync({ "lease.yaml": l })) },
        ],
        message: /2 artifacts have that name/,
      },
      {
        why: "two lease files",
        artifacts: (l) => [
          { name: ARTIFACT, zip: Buffer.from(zipSync({ "a.yaml": l, "b.json": Buffer.from("{}") })) },
        ],
        message: /2 candidate lease files/,
      },
      {
        why: "digest mismatch",
        env: { "INPUT_LEASE-DIGEST": "0".repeat(64) },
        message: /does not match lease-digest/,
      },
      {
        why: "zip slip",
        artifacts: (l) => [{ name: ARTIFACT, zip: Buffer.from(zipSync({ "../lease.yaml": l })) }],
        message: /unsafe|invalid relative path/,
      },
      {
        why: "symlink entry",
        artifacts: () => [
          // Unix mode 0120777 (symlink) in the external attributes, as `zip --symlinks` writes it.
          {
            name: ARTIFACT,
            zip: Buffer.from(
              zipSync({ "lease.yaml": [Buffer.from("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] }),
            ),
          },
        ],
        message: /link or special file/,
      },
      {
        why: "malformed lease",
        artifacts: () => [
          { name: ARTIFACT, zip: Buffer.from(zipSync({ "lease.yaml": Buffer.from("version: 1\nid: x\n") })) },
        ],
        message: /write_roots/,
      },
      {
        why: "not a zip",
        artifacts: () => [{ name: ARTIFACT, zip: Buffer.from("this is not a zip archive at all") }],
        message: /not a readable zip/,
      },
    ];
    for (const c of cases) {
      const w = await world(c.artifacts ? { artifacts: c.artifacts } : {});
      const r = await runAction(
        { ...w.env, "INPUT_LEASE-ARTIFACT": ARTIFACT, INPUT_SCOPE: "git", INPUT_BASE: w.repo.base, ...c.env },
        w.repo.root,
      );
      expect(r.status, `${c.why}: ${r.stdout}${r.stderr}`).toBe(2);
      expect(r.outputs.verdict, c.why).toBe("error");
      expect(r.stdout, c.why).toMatch(c.message);
      expect(w.gh.writes(), c.why).toEqual([]);
      expect(w.gh.problems, c.why).toEqual([]);
    }
  });
});
