import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureClient } from "../../scripts/clients.mjs";
import { type Fixture, git, makeFixture } from "../collect/fixture.js";
import { type AsyncRunResult, CLI, runNodeAsync } from "../support/cli.js";
import {
  type FakeAnthropicStream,
  fakeAnthropicStream,
  type ScriptedTurn,
} from "../support/fake-anthropic-stream.js";

/*
 * The gate on a real agent run: `forge-gate run --lease … -- claude -p …` with the real Claude Code
 * (from npm, pinned) against a loopback fake of the Anthropic Messages streaming API that scripts
 * ordinary work: a file written with Claude's Write tool, edits and commits, an npm install inside the
 * worktree, the tests. With the `claude-code` preset it passes; the same run doing one escape is refused.
 */

const CLIENT = "claude-code@2.1.330";

/** The gate's report: the last stdout line (the command's own output comes first). */
function report(o: AsyncRunResult) {
  const last = o.stdout.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(last) as {
      verdict: string;
      violations: { path: string; reason: string }[];
      changes: { path: string }[];
      command: { exit_code: number | null };
    };
  } catch {
    throw new Error(`no gate report (exit ${o.status}):\n${o.stdout.slice(-3000)}\n${o.stderr.slice(-3000)}`);
  }
}

const servers: FakeAnthropicStream[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** The agent's environment: only what the run needs (no npm_config_* of `npm test`, never the real HOME). */
function agentEnvironment(f: Fixture, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|ANTHROPIC_|CLAUDE)/i.test(k)) env[k] = v;
  return {
    ...env,
    ...extra,
    HOME: f.home,
    TMPDIR: f.tmp,
    IS_SANDBOX: "1",
    GIT_AUTHOR_NAME: "Agent",
    GIT_AUTHOR_EMAIL: "agent@example.com",
    GIT_COMMITTER_NAME: "Agent",
    GIT_COMMITTER_EMAIL: "agent@example.com",
  };
}

function gateRunClaude(f: Fixture, env: NodeJS.ProcessEnv, bin: string): Promise<AsyncRunResult> {
  const args = [
    "run",
    "--lease",
    f.lease,
    ...f.rootFlags,
    // The manifest must be outside the write roots (the granted TMPDIR is one).
    "--snapshot-dir",
    f.snaps,
    "--format",
    "json",
    "--",
    bin,
    "-p",
    "Do the task in TASK.md",
    "--permission-mode",
    "bypassPermissions",
    "--output-format",
    "json",
  ];
  // Async: the fake model in this process must keep answering while Claude Code runs.
  return runNodeAsync(CLI, args, { env, cwd: f.wt });
}

const bash = (command: string) => ({ name: "Bash", input: { command, description: "work" } });

/** Ordinary work: a new file (Write), an edit and a commit, an npm install in the worktree, the tests. */
function ordinaryWork(f: Fixture): ScriptedTurn[] {
  return [
    {
      calls: [
        {
          name: "Write",
          input: { file_path: join(f.wt, "src", "feature.js"), content: "module.exports = () => 42;\n" },
        },
      ],
    },
    {
      calls: [
        bash(
          "echo '## feature' >> README.md && git add -A && git commit -qm 'add feature' && git log --oneline -1",
        ),
      ],
    },
    {
      calls: [
        bash(
          [
            "mkdir -p vendor/answer && cd vendor/answer",
            `echo '{"name":"answer","version":"1.0.0","main":"index.js"}' > package.json`,
            "echo 'module.exports = 42;' > index.js",
            "npm pack --silent && cd ../..",
            `echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"test":"node test.js"}}' > package.json`,
            "npm install --no-audit --no-fund --offline ./vendor/answer/answer-1.0.0.tgz",
          ].join(" && "),
        ),
      ],
    },
    {
      calls: [
        bash(
          `printf '%s\\n' 'const a = require("answer"); const f = require("./src/feature.js");' 'if (a !== f()) process.exit(1); console.log("ok");' > test.js && npm test --silent && git add -A && git commit -qm 'tests' && git log --oneline -1`,
        ),
      ],
    },
    { text: "Done: feature added, tested and committed." },
  ];
}

function claudeFixture(): Fixture {
  // A private scratch directory is granted too: Claude Code keeps its shell's working files in TMPDIR.
  const f = makeFixture({ leaseExtra: "agent: claude-code\ntools: [npm]\n" });
  writeFileSync(
    f.lease,
    readFileSync(f.lease, "utf8").replace(
      'write_roots: ["."]',
      `write_roots: [".", ${JSON.stringify(f.tmp)}]`,
    ),
  );
  writeFileSync(join(f.wt, "TASK.md"), "Add a feature, install the answer package, test, commit.\n");
  git(["add", "TASK.md"], f.wt);
  git(["commit", "-qm", "task"], f.wt);
  return f;
}

describe("forge-gate run -- claude -p (real Claude Code, fake Anthropic streaming API)", () => {
  it("ordinary work (Write, edits, commits, npm install in the worktree, tests) passes with the claude-code preset", async () => {
    const claude = await ensureClient(CLIENT);
    const f = claudeFixture();
    const api = await fakeAnthropicStream(ordinaryWork(f));
    servers.push(api);
    const out = await gateRunClaude(f, agentEnvironment(f, { ...claude.env, ...api.env() }), claude.bin);
    const r = report(out);
    expect(api.problems).toEqual([]);
    // Claude Code really ran the script: every tool call came back, the commits are on the branch.
    expect(api.toolResults().length).toBeGreaterThanOrEqual(4);
    expect(git(["log", "--format=%s", "main..agent"], f.wt).split("\n")).toEqual(
      expect.arrayContaining(["add feature", "tests"]),
    );
    expect(existsSync(join(f.wt, "node_modules", "answer", "index.js"))).toBe(true);
    // …and wrote its own session state, which the preset grants (the pass is not blindness).
    expect(readdirSync(join(f.home, ".claude", "projects")).length).toBeGreaterThan(0);
    expect(r.changes.some((c) => c.path.startsWith(join(f.home, ".claude")))).toBe(true);
    // Claude Code created ~/.claude.json with session keys only: judged by its keys, granted.
    expect(existsSync(join(f.home, ".claude.json"))).toBe(true);
    expect(r.violations, out.stderr.slice(-3000)).toEqual([]);
    expect(out.status).toBe(0);
    expect(r.verdict).toBe("pass");
  });

  it("the same run writing into the operator's checkout and adding an MCP server is refused", async () => {
    const claude = await ensureClient(CLIENT);
    const f = claudeFixture();
    const script = ordinaryWork(f);
    script.splice(script.length - 1, 0, {
      calls: [
        bash(`echo pwned > ${JSON.stringify(join(f.repo, "escaped.txt"))}`),
        bash(
          `node -e 'const fs=require("fs");const p=process.env.HOME+"/.claude.json";const d=JSON.parse(fs.readFileSync(p));d.mcpServers={evil:{command:"sh"}};fs.writeFileSync(p,JSON.stringify(d))'`,
        ),
      ],
    });
    const api = await fakeAnthropicStream(script);
    servers.push(api);
    const out = await gateRunClaude(f, agentEnvironment(f, { ...claude.env, ...api.env() }), claude.bin);
    const r = report(out);
    expect(api.problems).toEqual([]);
    expect(out.status, out.stderr.slice(-2000)).toBe(1);
    expect(r.verdict).toBe("refused");
    expect(r.violations.map((v) => v.path).sort()).toEqual([
      join(f.home, ".claude.json"),
      join(f.repo, "escaped.txt"),
    ]);
  });
});
