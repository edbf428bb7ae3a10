import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { CLI, runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// Inputs forge-gate must refuse (docs/output.md): every path checked the same way whether it comes
// from a flag or a file, and every refusal one line on stderr that names what was wrong and how to
// fix it, with exit 2 and nothing written.

let repo: LeasedRepo;
let scratch: string;
beforeAll(() => {
  repo = leasedRepo();
  scratch = tempDir("fg-inputs-");
});

/** One refusal: exit 2, nothing on stdout (text formats), exactly one stderr line naming `names`, with a fix. */
function expectRefusal(r: { status: number | null; stdout: string; stderr: string }, names: RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  const lines = r.stderr.split("\n").filter((l) => l !== "");
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^forge-gate( classify)?: (error: )?/);
  expect(lines[0]).toMatch(names);
  // "What was wrong. How to fix it": a second sentence after the message.
  expect(lines[0]).toMatch(/\. [A-Z`]/);
  // A message is never quoted as a whole (only the paths inside it are), so nothing in it is escaped twice.
  expect(lines[0]).not.toContain('\\"');
}

describe("path inputs: flags are checked like the same keys in a file", () => {
  it("--protect with an invalid glob is refused, as it is in a lease file", () => {
    writeFileSync(join(scratch, "glob.yaml"), 'version: 1\nid: g\nwrite_roots: ["."]\nprotect: ["[x"]\n');
    expectRefusal(
      runCli(["violations", "--lease", join(scratch, "glob.yaml"), "a"]),
      /glob\.yaml: protect\[0\]/,
    );
    expectRefusal(
      runCli(["violations", "--root", scratch, "--protect", "[x", "a"]),
      /--protect "\[x" is not a valid glob/,
    );
    expectRefusal(
      runCli(["violations", "--lease", join(scratch, "glob.yaml"), "--protect", "{a", "a"]),
      /glob\.yaml|--protect/,
    );
  });

  it("--root with a control character or at the filesystem root is refused, as write_roots is", () => {
    expectRefusal(
      runCli(["violations", "--root", "a\nb", "x"]),
      /--root "a\\nb" must not contain control characters/,
    );
    expectRefusal(runCli(["violations", "--root", "/", "x"]), /--root "\/" is a filesystem root/);
  });

  it("violations --cwd must be an existing directory", () => {
    expectRefusal(
      runCli(["violations", "--root", scratch, "--cwd", join(scratch, "nope"), "a"]),
      /--cwd ".*nope": no such directory/,
    );
    writeFileSync(join(scratch, "file"), "");
    expectRefusal(
      runCli(["violations", "--root", scratch, "--cwd", join(scratch, "file"), "a"]),
      /--cwd .* is not a directory/,
    );
  });

  it("snapshot --output in a directory that does not exist is refused and creates nothing", () => {
    const out = join(scratch, "missing", "d", "x.fgsnap");
    const r = runCli(["snapshot", "--lease", repo.lease, "--default-roots", "worktree", "--output", out], {
      env: { TMPDIR: scratch },
    });
    expectRefusal(r, /--output ".*x\.fgsnap": the directory ".*missing\/d" does not exist/);
    expect(existsSync(join(scratch, "missing"))).toBe(false);
  });

  it("gate --checkout and --events, run --snapshot-dir are checked the same way", () => {
    expectRefusal(
      runCli(["gate", "--lease", repo.lease, "--scope", "git", "--checkout", join(scratch, "nope")]),
      /--checkout ".*nope": no such directory/,
    );
    expectRefusal(
      runCli([
        "gate",
        "--lease",
        repo.lease,
        "--scope",
        "git",
        "--events",
        join(scratch, "nope", "e.ndjson"),
      ]),
      /--events .* does not exist/,
    );
    expectRefusal(
      runCli(["run", "--lease", repo.lease, "--snapshot-dir", join(scratch, "nope"), "--", "true"]),
      /--snapshot-dir ".*nope": no such directory/,
    );
    expect(existsSync(join(scratch, "nope"))).toBe(false);
  });

  it("snapshot --output at the filesystem root keeps the whole file name", () => {
    // A private root directory (bubblewrap) stands in for `/`, where the first character was dropped.
    const root = join(scratch, "root");
    mkdirSync(root);
    const bind = (p: string) => ["--ro-bind-try", p, p];
    const r = spawnSync(
      "bwrap",
      [
        "--bind",
        root,
        "/",
        ...["/usr", "/bin", "/lib", "/lib64", "/etc"].flatMap(bind),
        ...bind(dirname(dirname(CLI))),
        "--bind",
        repo.root,
        repo.root,
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--setenv",
        "HOME",
        repo.root,
        "--setenv",
        "TMPDIR",
        repo.root,
        "--",
        process.execPath,
        CLI,
        "snapshot",
        "--lease",
        repo.lease,
        "--default-roots",
        "worktree",
        "--output",
        "/name.fgsnap",
      ],
      { encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("/name.fgsnap\n");
    expect(readdirSync(root)).toContain("name.fgsnap");
    expect(readdirSync(root)).not.toContain("ame.fgsnap");
  });
});

describe("input errors are exit 2, one line, naming the file", () => {
  it("init outside a git repository is refused and writes nothing", () => {
    const dir = join(scratch, "not-a-repo");
    mkdirSync(dir);
    const r = spawnSync(process.execPath, [CLI, "init", "claude"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, HOME: scratch, CLAUDE_CONFIG_DIR: join(scratch, ".claude") },
    });
    expectRefusal(r, /not-a-repo" is not inside a git repository.*--global/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a YAML alias bomb names the file", () => {
    const bomb = join(scratch, "bomb.yaml");
    const level = (name: string, of: string) => `${name}: &${name} [${Array(9).fill(`*${of}`).join(", ")}]`;
    writeFileSync(
      bomb,
      [
        "a0: &a0 [x, x, x, x, x, x, x, x, x]",
        level("a1", "a0"),
        level("a2", "a1"),
        level("a3", "a2"),
        level("a4", "a3"),
      ].join("\n"),
    );
    for (const args of [
      ["lease", "check", bomb],
      ["violations", "--lease", bomb, "x"],
    ])
      expectRefusal(runCli(args), /bomb\.yaml: malformed YAML: .*alias/i);
  });

  it("a worktree that is not a git repository is named once, not quoted twice", () => {
    const plain = join(scratch, "plain");
    mkdirSync(plain, { recursive: true });
    writeFileSync(
      join(scratch, "plain.yaml"),
      `version: 1\nid: p\nworktree: ${JSON.stringify(plain)}\nwrite_roots: ["."]\n`,
    );
    const r = runCli(["collect", "--lease", join(scratch, "plain.yaml")]);
    expectRefusal(r, /error: ".*plain" is not a git repository/);
  });

  it("classify: invalid UTF-8 in the payload is an input error, not a lossy allow", () => {
    const payload = Buffer.concat([
      Buffer.from('{"tool_name":"Bash","tool_input":{"command":"echo '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    for (const format of ["json", "claude", "codex"]) {
      const r = runCli(["classify", "--format", format], {
        input: payload,
        env: { XDG_STATE_HOME: scratch },
      });
      expect(r.status, format).toBe(2);
      expect(r.stderr).toMatch(/not valid UTF-8 \(first bad byte at offset 50\)/);
      if (format === "json")
        expect(JSON.parse(r.stdout)).toMatchObject({ decision: "escalate", stage: "error" });
    }
  });

  it("classify: a command that is not a string is an input error (exit 2), not an escalation", () => {
    for (const command of ["5", "{}", "null", "true", "[1,2]"]) {
      const r = runCli(["classify", "--format", "json"], {
        input: `{"tool_name":"Bash","tool_input":{"command":${command}}}`,
        env: { XDG_STATE_HOME: scratch },
      });
      expect(r.status, command).toBe(2);
      expect(JSON.parse(r.stdout).rule).toBe("input_invalid");
    }
    const path = runCli(["classify"], {
      input: '{"tool_name":"Write","tool_input":{"file_path":["a"],"content":"x"}}',
      env: { XDG_STATE_HOME: scratch },
    });
    expect(path.status).toBe(2);
    // An argv list of strings is still a command.
    const argv = runCli(["classify"], {
      input: '{"tool":"shell","input":{"command":["ls","-la"]}}',
      env: { XDG_STATE_HOME: scratch },
    });
    expect(argv.status).toBe(0);
  });
});
