import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { VERSION } from "../../src/version.js";
import { runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

let R: string;
let wt: string;

function sh(cmd: string, cwd: string): Buffer {
  return execFileSync("bash", ["-c", cmd], { cwd });
}

beforeAll(() => {
  R = tempDir("fg-cli-");
  wt = join(R, "wt");
  mkdirSync(join(wt, "src"), { recursive: true });
  writeFileSync(join(wt, "src", "a.py"), "print(1)\n");
  symlinkSync("/etc", join(wt, "etc-link"));
  symlinkSync(join(R, "outside", "target"), join(wt, "dangling"));
  writeFileSync(
    join(R, "lease.yaml"),
    `version: 1\nid: cli-test\nworktree: ${wt}\nwrite_roots: ["."]\nprotect: [".github/workflows/**"]\n`,
  );
});

describe("forge-gate violations (built CLI)", () => {
  it("exits 0 and prints nothing when every path is inside", () => {
    const r = runCli(["violations", "--lease", join(R, "lease.yaml"), "src/a.py", `${wt}/new/file`]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/2 path\(s\) checked, none outside/);
  });

  it("prints offending paths one per line and exits 1", () => {
    const r = runCli([
      "violations",
      "--lease",
      join(R, "lease.yaml"),
      "src/a.py",
      "/etc/passwd",
      "../secret",
    ]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("/etc/passwd\n../secret\n");
  });

  it("catches real symlinks: in-root link out, dangling link, link/..", () => {
    const r = runCli([
      "violations",
      "--lease",
      join(R, "lease.yaml"),
      "--format",
      "json",
      "etc-link/hosts",
      "dangling",
      "etc-link/..",
      "src/../src/a.py",
    ]);
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.schema_version).toBe(1);
    expect(doc.checked).toBe(4);
    expect(doc.violations).toEqual([
      { path: "etc-link/hosts", resolved: "/etc/hosts", reason: "symlink_escape" },
      { path: "dangling", resolved: join(R, "outside", "target"), reason: "symlink_escape" },
      { path: "etc-link/..", resolved: "/", reason: "symlink_escape" },
    ]);
  });

  it("reads NUL-separated paths piped from git diff -z, including a newline in a name", () => {
    const repo = join(R, "repo");
    mkdirSync(repo);
    sh(
      'git init -q && git config user.email t@t && git config user.name t && echo a > a && git add a && git commit -qm init && mkdir -p .github/workflows && echo x > .github/workflows/ci.yml && printf y > "$(printf "odd\\nname")" && echo b > b && git add -A',
      repo,
    );
    const diff = sh("git diff --cached --name-only -z", repo);
    const r = runCli(
      ["violations", "--root", repo, "--protect", ".github/workflows/**", "-z", "-", "--format", "ndjson"],
      {
        input: diff,
        cwd: repo,
      },
    );
    expect(r.status).toBe(1);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        schema_version: 1,
        type: "violation",
        path: ".github/workflows/ci.yml",
        resolved: `${repo}/.github/workflows/ci.yml`,
        reason: "protected",
        rule: ".github/workflows/**",
      },
      { schema_version: 1, type: "summary", version: VERSION, verdict: "refused", checked: 3, violations: 1 },
    ]);
    // The same input with a root that excludes everything: the odd name comes back NUL-separated, intact.
    const closed = runCli(["violations", "--root", join(R, "elsewhere"), "-z", "-"], {
      input: diff,
      cwd: repo,
    });
    expect(closed.status).toBe(1);
    expect(closed.stdoutBytes.toString("utf8").split("\0").filter(Boolean).sort()).toEqual(
      [".github/workflows/ci.yml", "b", "odd\nname"].sort(),
    );
  });

  it("reads git's quoted names in line mode as the names they quote (a protected é.yml is caught)", () => {
    const repo = join(R, "repo-quoted");
    mkdirSync(repo);
    sh(
      'git init -q && git config user.email t@t && git config user.name t && echo a > a && git add a && git commit -qm init && mkdir -p .github/workflows && echo x > ".github/workflows/dé.yml" && echo b > "b c" && git add -A',
      repo,
    );
    const diff = sh("git diff --cached --name-only", repo);
    expect(diff.toString()).toContain('".github/workflows/d\\303\\251.yml"');
    const r = runCli(
      ["violations", "--root", repo, "--protect", ".github/workflows/**", "--format", "json"],
      {
        input: diff,
        cwd: repo,
      },
    );
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).violations.map((v: { path: string }) => v.path)).toEqual([
      ".github/workflows/dé.yml",
    ]);
  });

  it("refuses collect's text rows in line mode, says when a pipe beside path arguments is not read", () => {
    const rows = runCli(["violations", "--root", wt], {
      input: "modified\tdetect\t/home/u/.bashrc\n",
      cwd: wt,
    });
    expect(rows.status).toBe(2);
    expect(rows.stderr).toMatch(/record 1 contains a tab/);
    const ignored = runCli(["violations", "--root", wt, "--format", "text", "src/a.py"], {
      input: "/etc/passwd\n",
      cwd: wt,
    });
    expect(ignored.status).toBe(0);
    expect(ignored.stderr).toMatch(/standard input is piped in and was not read/);
    const named = runCli(["violations", "--root", wt, "src/a.py", "-"], { input: "/etc/passwd\n", cwd: wt });
    expect(named.status).toBe(1);
    const dir = runCli(["violations", "--root", wt, "--from", wt], { cwd: wt });
    expect(dir.status).toBe(2);
    expect(dir.stderr).toMatch(/is a directory/);
  });

  it("reads find -print0 output from a real shell", () => {
    const dir = join(R, "found");
    mkdirSync(join(dir, "in"), { recursive: true });
    sh("touch in/x 'in/with space' && mkdir -p .git && touch .git/config", dir);
    const list = sh("find . -type f -print0", dir);
    const r = runCli(["violations", "--root", "in", "--cwd", dir, "-z", "-"], { input: list, cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout.split("\0").filter(Boolean)).toEqual(["./.git/config"]);
  });

  it("escapes hostile names in github annotations and text", () => {
    const hostile = "evil\n::set-output name=verdict::pass";
    const gh = runCli(["violations", "--root", wt, "--format", "github", "-z", "-"], {
      input: `${hostile}\0/etc/x\0`,
    });
    expect(gh.status).toBe(1);
    for (const line of gh.stdout.split("\n")) expect(line.startsWith("::set-output")).toBe(false);
    expect(gh.stdout).toContain('"evil\\n::set-output');
    const v1 = runCli(["violations", "--root", wt, "--format", "github", "-z", "-"], {
      input: Array.from({ length: 12 }, (_, i) => `/out/${i}##[add-mask]x\0`).join(""),
    });
    expect(v1.stdout).not.toContain("##[");
    expect(v1.stdout).toContain("##\\x5b");
    const nul = runCli(["violations", "--root", wt, "-z", "-"], { input: "/tmp/a\nb\0" });
    expect(nul.stdout).toBe("/tmp/a\nb\0");
    const text = runCli(["violations", "--root", wt, "/tmp/a\nb", "/tmp/\u001b[2J"]);
    expect(text.stdout).toBe('"/tmp/a\\nb"\n"/tmp/\\x1b[2J"\n');
  });

  it("refuses -z input that is really newline-separated", () => {
    const r = runCli(["violations", "--root", wt, "-z", "-"], { input: "src/a.py\n/etc/passwd\n", cwd: wt });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no NUL separator/);
  });

  it("caps annotations at GitHub's per-step limit with a notice", () => {
    const input = Array.from({ length: 15 }, (_, i) => `/outside/${i}`).join("\n");
    const r = runCli(["violations", "--root", wt, "--format", "github", "-"], { input });
    expect(r.stdout.split("\n").filter((l) => l.startsWith("::error")).length).toBe(10);
    expect(r.stdout).toMatch(/::notice title=forge-gate::5 more violation/);
  });

  it("is closed by default: an empty write_roots refuses everything", () => {
    writeFileSync(join(R, "closed.json"), JSON.stringify({ version: 1, id: "c", write_roots: [] }));
    const r = runCli(["violations", "--lease", join(R, "closed.json"), `${wt}/a`]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${wt}/a\n`);
    expect(r.stderr).toMatch(/grants no write roots/);
  });

  it("treats a linked worktree's real gitdir as protected", () => {
    const main = join(R, "main-repo");
    mkdirSync(main);
    sh(
      "git init -q && git config user.email t@t && git config user.name t && git commit -q --allow-empty -m i",
      main,
    );
    sh(`git worktree add -q ${join(R, "linked")}`, main);
    const r = runCli([
      "violations",
      "--root",
      join(R, "linked"),
      "--root",
      main,
      `${main}/.git/worktrees/linked/HEAD`,
      `${main}/x`,
    ]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${main}/.git/worktrees/linked/HEAD\n`);
  });
});

describe("bad input never exits 0", () => {
  const cases: Array<[string, string[], string | Buffer | undefined, RegExp]> = [
    [
      "missing lease",
      ["violations", "--lease", "/nonexistent/lease.yaml", "x"],
      undefined,
      /cannot read lease .*no such file/,
    ],
    ["lease is a directory", ["violations", "--lease", "/tmp", "x"], undefined, /is a directory/],
    ["unknown format", ["violations", "--root", "/srv", "--format", "xml", "x"], undefined, /xml.*invalid/],
    ["no lease or roots", ["violations", "x"], undefined, /no lease given/],
    [
      "both lease and root",
      ["violations", "--lease", "l", "--root", "r", "x"],
      undefined,
      /cannot be combined/,
    ],
    ["root is /", ["violations", "--root", "/", "x"], undefined, /filesystem root/],
    ["NUL in line mode", ["violations", "--root", "/srv", "-"], "a\0b\n", /NUL byte/],
    [
      "invalid UTF-8",
      ["violations", "--root", "/srv", "-"],
      Buffer.from([0x2f, 0x61, 0xfe, 0x0a]),
      /not valid UTF-8/,
    ],
    [
      "missing --from file",
      ["violations", "--root", "/srv", "--from", "/nonexistent/list"],
      undefined,
      /cannot read/,
    ],
    ["unknown option", ["violations", "--root", "/srv", "--bogus"], undefined, /unknown option/],
    ["unknown command", ["frobnicate"], undefined, /unknown command/],
  ];
  for (const [name, args, input, pattern] of cases) {
    it(`${name} → exit 2 with a clear message`, () => {
      const r = runCli(args, { input });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(pattern);
      expect(r.stdout).toBe("");
    });
  }

  it("a malformed, oversized or invalid lease file → exit 2 naming the file and field", () => {
    const dir = tempDir("fg-bad-");
    const files: Array<[string, string, RegExp]> = [
      ["bad.yaml", "version: 1\nid: [x\n", /bad\.yaml: malformed YAML/],
      ["bad.json", "{", /bad\.json: malformed JSON/],
      ["list.yaml", "- 1\n", /must be a mapping/],
      ["unknown.yaml", "version: 1\nid: x\nwrite_roots: []\nroots: []\n", /unknown key "roots"/],
      ["type.yaml", "version: 1\nid: x\nwrite_roots: [true]\n", /write_roots\[0\]/],
      ["missing.yaml", "version: 1\nid: x\n", /write_roots: is required/],
      ["big.yaml", `version: 1\nid: x\nwrite_roots: []\n#${"x".repeat(1024 * 1024)}\n`, /larger than/],
    ];
    for (const [name, text, pattern] of files) {
      writeFileSync(join(dir, name), text);
      for (const cmd of [
        ["violations", "--lease", join(dir, name), "x"],
        ["lease", "check", join(dir, name)],
      ]) {
        const r = runCli(cmd);
        expect(r.status, `${name} ${cmd[0]}`).toBe(2);
        expect(r.stderr, name).toMatch(pattern);
      }
    }
  });
});

describe("forge-gate lease", () => {
  it("check prints the normalised lease", () => {
    const r = runCli(["lease", "check", join(R, "lease.yaml")]);
    expect(r.status).toBe(0);
    const lease = JSON.parse(r.stdout);
    expect(lease.schema_version).toBe(1);
    expect(lease.write_roots).toEqual([wt]);
    expect(lease.id).toBe("cli-test");
  });

  it("init prints a starter lease that itself validates", () => {
    const repo = join(R, "init-repo");
    mkdirSync(join(repo, "sub"), { recursive: true });
    sh("git init -q", repo);
    const init = runCli(["lease", "init"], { cwd: join(repo, "sub") });
    expect(init.status).toBe(0);
    expect(init.stdout).toMatch(/^# forge-gate lease/);
    writeFileSync(join(R, "init.yaml"), init.stdout);
    const check = runCli(["lease", "check", join(R, "init.yaml")]);
    expect(check.status).toBe(0);
    expect(JSON.parse(check.stdout).write_roots).toEqual([repo]);
  });
});
