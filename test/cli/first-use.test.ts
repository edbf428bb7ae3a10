import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLI, runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// What a new user meets first, taken at its word: the examples `--help` prints, run as written on a
// real repository, and the message a mistyped command line gets.

let repo: string;
let home: string;

function git(...args: string[]): void {
  execFileSync("git", ["-c", "core.hooksPath=/dev/null", ...args], { cwd: repo, stdio: "ignore" });
}

beforeAll(() => {
  home = tempDir("fg-first-use-home-");
  repo = tempDir("fg-first-use-repo-");
  git("init", "-q", "-b", "main");
  git("config", "user.email", "t@example.com");
  git("config", "user.name", "t");
  writeFileSync(join(repo, "README.md"), "hi\n");
  git("add", "README.md");
  git("commit", "-q", "-m", "init");
  git("update-ref", "refs/remotes/origin/main", "HEAD");
  writeFileSync(
    join(repo, "lease.yaml"),
    'version: 1\nid: t\nworktree: .\nwrite_roots: ["."]\nprotect: [".github/workflows/**"]\n',
  );
  // The branch's changes: a protected workflow and an in-root link out, each with a name git
  // C-quotes in line mode (a byte outside printable ASCII).
  mkdirSync(join(repo, ".github", "workflows"), { recursive: true });
  writeFileSync(join(repo, ".github", "workflows", "dé.yml"), "on: push\n");
  symlinkSync("/etc", join(repo, "é-link"));
  git("add", ".github", "é-link");
  git("commit", "-q", "-m", "agent");
});

/** Runs a shell line as a user would type it, with the built CLI as `forge-gate`. */
function sh(line: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(
    "bash",
    ["-o", "pipefail", "-c", `forge-gate() { node ${JSON.stringify(CLI)} "$@"; }\n${line}`],
    {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, HOME: home, TMPDIR: home },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the git pipelines `violations --help` shows", () => {
  const help = runCli(["violations", "--help"], { env: { COLUMNS: "200" } }).stdout;
  const pipelines = help
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("git "));

  it("shows some", () => {
    expect(pipelines.length).toBeGreaterThan(0);
  });

  it.each(pipelines.map((p) => [p]))("%s: refuses a change whose name git quotes", (line) => {
    const r = sh(line);
    expect(r.status, r.stderr).toBe(1);
    const m = /> (\S+)$/.exec(line);
    const out = m ? readFileSync(join(repo, m[1]!), "utf8") : r.stdout;
    expect(out).toContain("dé.yml");
    expect(out).toContain("é-link");
  });
});

describe("a mistyped command line", () => {
  it.each([
    [["violations", "--bogus"], "violations"],
    [["violations", "--roo", "."], "violations"],
    [["violations", "--lease"], "violations"],
    [["gate", "--format", "xml"], "gate"],
    [["lease", "check"], "lease check"],
    [["snapshot", "extra"], "snapshot"],
    [["run", "--lease", "lease.yaml"], "run"],
    [["violatons"], ""],
    [["lease", "bogus"], "lease"],
  ])("%j: one line, what was wrong and which --help to read, exit 2", (args, cmd) => {
    const r = runCli(args as string[], { cwd: repo });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(1);
    const help = ["forge-gate", ...(cmd === "" ? [] : [cmd]), "--help"].join(" ");
    expect(lines[0]).toMatch(/^forge-gate: error: \S.*\. Run `/);
    expect(lines[0]).toContain(`\`${help}\``);
  });

  it("names the option it meant when one is close", () => {
    const r = runCli(["violations", "--roo", "."], { cwd: repo });
    expect(r.stderr).toContain("(did you mean --root?)");
  });

  it("a bare command group prints its help and says a command is needed, exit 2", () => {
    const r = runCli(["lease"], { cwd: repo });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Commands:");
    expect(r.stderr.trimEnd().split("\n").at(-1)).toMatch(
      /^forge-gate: error: forge-gate lease needs a command\. /,
    );
  });
});
