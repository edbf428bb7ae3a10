import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { CLI } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// `run`'s two promises to a script (docs/snapshot-collect-run.md): stdout carries forge-gate's report
// and nothing else, whatever the agent prints, and an interrupted run is never a pass.

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = tempDir("fg-run-stdio-");
});

const env = () => ({ ...process.env, HOME: home, TMPDIR: home });
const runArgs = (extra: string[]) => [
  "run",
  "--lease",
  repo.lease,
  "--default-roots",
  "worktree,repo",
  ...extra,
];

/** An agent that talks on stdout the way `claude -p` does, and writes a file inside its worktree. */
const CHATTY = `echo 'I will fix issue 47.'; printf '{"not":"the report"}\\n'; echo '::error::not an annotation'; echo done > notes.txt; echo 'Done.'`;

/** Runs a shell line with the built CLI as `fg`, stdout and stderr redirected to files as a user would. */
function sh(line: string): { status: number | null; out: string; err: string } {
  const out = join(home, "out");
  const err = join(home, "err");
  const r = spawnSync(
    "bash",
    ["-c", `fg() { node ${JSON.stringify(CLI)} "$@"; }\n${line} > ${out} 2> ${err}`],
    {
      cwd: repo.wt,
      env: env(),
      encoding: "utf8",
    },
  );
  return { status: r.status, out: readFileSync(out, "utf8"), err: readFileSync(err, "utf8") };
}

const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

describe("run: stdout is forge-gate's report only, the agent's stdout goes to stderr", () => {
  const modes: Array<[string, string[]]> = [
    ["detection", []],
    ["--enforce", ["--enforce"]],
  ];
  for (const [mode, flags] of modes) {
    it(`${mode}: --format json to a file is one JSON document; the agent's words are on stderr`, () => {
      const r = sh(
        `fg ${runArgs([...flags, "--format", "json"])
          .map(q)
          .join(" ")} -- bash -c ${q(CHATTY)}`,
      );
      expect(r.status, r.err).toBe(0);
      const doc = JSON.parse(r.out);
      expect(doc.verdict).toBe("pass");
      expect(r.err).toContain("I will fix issue 47.");
      expect(r.err).toContain('{"not":"the report"}');
      expect(r.out.split("\n")).toEqual([r.out.trimEnd(), ""]); // one line: the document
    });

    it(`${mode}: --format github prints workflow commands and forge-gate lines only`, () => {
      const r = sh(
        `fg ${runArgs([...flags, "--format", "github"])
          .map(q)
          .join(" ")} -- bash -c ${q(CHATTY)}`,
      );
      expect(r.status, r.err).toBe(0);
      const lines = r.out.trimEnd().split("\n");
      for (const l of lines) expect(l).toMatch(/^(::(error|notice) |forge-gate: )/);
      expect(r.out).not.toContain("not an annotation");
      expect(r.err).toContain("::error::not an annotation");
    });
  }

  it("--format text: the violation lines on stdout, nothing of the agent's", () => {
    const r = sh(
      `fg ${runArgs([]).map(q).join(" ")} -- bash -c ${q(`${CHATTY}; echo x >> ../main/escape.txt`)}`,
    );
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^ {2}outside_write_roots +.*main\/escape\.txt: outside the write roots\n$/);
    expect(r.err).toContain("I will fix issue 47.");
  });

  it("--report FILE: the report goes to FILE, the agent's stdout to stdout, byte for byte", () => {
    const report = join(home, "verdict.json");
    const r = sh(
      `fg ${runArgs(["--report", report, "--format", "json"]).map(q).join(" ")} -- bash -c ${q(CHATTY)}`,
    );
    expect(r.status, r.err).toBe(0);
    expect(r.out).toBe('I will fix issue 47.\n{"not":"the report"}\n::error::not an annotation\nDone.\n');
    expect(JSON.parse(readFileSync(report, "utf8")).verdict).toBe("pass");
  });

  it("--report FILE also holds the error document when the run cannot do its job", () => {
    const report = join(home, "error.json");
    const r = sh(
      `fg ${runArgs(["--report", report, "--format", "json"]).map(q).join(" ")} -- forge-gate-no-such-agent`,
    );
    expect(r.status).toBe(2);
    expect(r.out).toBe("");
    expect(JSON.parse(readFileSync(report, "utf8"))).toMatchObject({ verdict: "error" });
  });

  it("--report in a directory that does not exist is refused before anything runs", () => {
    const r = sh(
      `fg ${runArgs(["--report", join(home, "no", "r.json")])
        .map(q)
        .join(" ")} -- bash -c 'echo x > ran.txt'`,
    );
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/--report .*does not exist/);
    expect(existsSync(join(repo.wt, "ran.txt"))).toBe(false);
  });
});

/** Starts `run` in the background: the agent does `work`, then creates `started`, then does `wait`. */
function startRun(
  work: string,
  wait: string,
): {
  child: ChildProcess;
  done: Promise<{ status: number | null; out: string; err: string }>;
  started: string;
} {
  // In the worktree: the capture layer keeps what the agent writes elsewhere from the host.
  const started = join(repo.wt, `started-${Math.random().toString(36).slice(2)}`);
  const script = `${work}; touch ${q(started)}; ${wait}`;
  const child = spawn(process.execPath, [CLI, ...runArgs(["--format", "json"]), "--", "bash", "-c", script], {
    cwd: repo.wt,
    env: env(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => {
    out += d;
  });
  child.stderr!.on("data", (d) => {
    err += d;
  });
  const done = new Promise<{ status: number | null; out: string; err: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, out, err })),
  );
  return { child, done, started };
}

async function waitFor(file: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} never appeared`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("run: an interrupted run is never a pass", () => {
  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const)(
    "%s during a clean agent: collected, reported as interrupted, exit %i",
    async (signal, status) => {
      const { child, done, started } = startRun(`echo ok > clean-${signal}.txt`, "sleep 60");
      await waitFor(started);
      child.kill(signal);
      const r = await done;
      expect(r.status, r.err).toBe(status);
      const doc = JSON.parse(r.out);
      expect(doc.verdict).toBe("interrupted");
      expect(doc.interrupted).toBe(signal);
      expect(doc.command.signal).toBe(signal);
      // What happened is still reported: the agent's write was collected.
      expect(doc.changes.map((c: { path: string }) => c.path)).toContain(
        join(repo.wt, `clean-${signal}.txt`),
      );
    },
  );

  it("an escape found after an interrupt is still refused, with the signal's status", async () => {
    const { child, done, started } = startRun(`echo x >> ${q(join(repo.main, "escaped.txt"))}`, "sleep 60");
    await waitFor(started);
    child.kill("SIGINT");
    const r = await done;
    expect(r.status).toBe(130);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: "refused", interrupted: "SIGINT" });
  });

  it("a second signal kills an agent that ignores the first, and the run is still reported", async () => {
    const { child, done, started } = startRun("trap '' INT TERM HUP", "sleep 60 & wait; sleep 60");
    await waitFor(started);
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode).toBeNull(); // the agent ignored it
    const t0 = Date.now();
    child.kill("SIGTERM");
    const r = await done;
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(r.status).toBe(143);
    const doc = JSON.parse(r.out);
    expect(doc.verdict).toBe("interrupted");
    expect(doc.command.signal).toBe("SIGKILL");
    expect(r.err).toMatch(/SIGTERM again: killing the command/);
  });
});
