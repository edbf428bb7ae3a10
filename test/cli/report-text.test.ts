import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_URL, reasonHelpUri, SARIF_RULES } from "../../src/core/sarif.js";
import { TEXT_LIST_ALL, violationLines } from "../../src/core/verdict.js";
import type { Violation } from "../../src/core/violations/index.js";
import { type LeasedRepo, leasedRepo } from "../gate/helpers.js";
import { runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// What a reader of the reports gets: a reason for every path in text output, large sets grouped;
// GitHub effects that were asked for and could not run reported as failed; SARIF rules that link
// their explanation.

let repo: LeasedRepo;
let home: string;
beforeAll(() => {
  repo = leasedRepo();
  home = tempDir("fg-report-text-");
});

const env = () => ({ env: { HOME: home, TMPDIR: home, GITHUB_TOKEN: "", GH_TOKEN: "" }, cwd: repo.wt });

describe("run's text output: one reason per path, large sets grouped", () => {
  it("a few escapes: each on its own line with its reason", () => {
    const r = runCli(
      [
        "run",
        "--lease",
        repo.lease,
        "--default-roots",
        "worktree,repo",
        "--",
        "bash",
        "-c",
        "echo x > ../main/a.txt; echo y > ../main/b.txt",
      ],
      env(),
    );
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    for (const l of lines)
      expect(l).toMatch(/^ {2}outside_write_roots +\/.*main\/[ab]\.txt: outside the write roots$/);
  });

  it("43 cache files and one dotfile: the cache is one line with its count, the dotfile its own", () => {
    const script =
      "mkdir -p ../main/.npm/_cacache/index ../main/.npm/_logs; for i in $(seq 40); do echo $i > ../main/.npm/_cacache/index/$i; done; " +
      "for i in 1 2 3; do echo $i > ../main/.npm/_logs/$i.log; done; echo 'alias ls=true' >> ../main/.bashrc";
    const r = runCli(
      ["run", "--lease", repo.lease, "--default-roots", "worktree,repo", "--", "bash", "-c", script],
      env(),
    );
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.find((l) => l.includes(".bashrc"))).toMatch(
      /^ {2}outside_write_roots +\/.*main\/\.bashrc: outside the write roots$/,
    );
    const npm = lines.filter((l) => l.includes(".npm"));
    // The directory itself, its three subdirectories and 43 files: 47 paths on one line.
    expect(npm).toHaveLength(1);
    expect(npm[0]).toMatch(/main\/\.npm and below: 47 paths, outside the write roots \(e\.g\. /);
    expect(lines.at(-1)).toMatch(/48 paths in all, grouped by where they are; --format json lists each one/);
    const json = runCli(
      [
        "run",
        "--lease",
        repo.lease,
        "--default-roots",
        "worktree,repo",
        "--format",
        "json",
        "--",
        "bash",
        "-c",
        "true",
      ],
      env(),
    );
    expect(JSON.parse(json.stdout).verdict).toBe("pass"); // the same tree again: nothing new
  });

  it("groups by reason and rule as well as place; never hides a path that is alone in its group", () => {
    const v = (
      path: string,
      reason: Violation["reason"] = "outside_write_roots",
      rule?: string,
    ): Violation => ({
      path,
      resolved: path,
      reason,
      ...(rule ? { rule } : {}),
    });
    const many = Array.from({ length: TEXT_LIST_ALL }, (_, i) => v(`/home/u/.cache/x/${i}`));
    const lines = violationLines(
      [...many, v("/home/u/.cache/y", "protected", ".cache/y"), v("/home/u/.ssh/config")],
      ["/home/u"],
    );
    expect(lines).toEqual([
      expect.stringMatching(/\/home\/u\/\.cache and below: 20 paths, outside the write roots/),
      expect.stringMatching(/^ {2}protected +\/home\/u\/\.cache\/y: protected path \(rule \.cache\/y\)$/),
      expect.stringMatching(/^ {2}outside_write_roots +\/home\/u\/\.ssh\/config: outside the write roots$/),
      expect.stringMatching(/22 paths in all/),
    ]);
    expect(violationLines(many.slice(0, TEXT_LIST_ALL), ["/home/u"])).toHaveLength(TEXT_LIST_ALL);
  });
});

describe("gate --github: effects asked for that cannot run are failed, with the reason", () => {
  it("no token: auto-merge, comment, label and status each failed, naming GITHUB_TOKEN; still refused", () => {
    const lease = join(home, "protect.yaml");
    writeFileSync(lease, `${readFileSync(repo.lease, "utf8")}protect: ["guarded/**"]\n`);
    mkdirSync(join(repo.wt, "guarded"), { recursive: true });
    writeFileSync(join(repo.wt, "guarded", "x.txt"), "changed by the agent\n");
    try {
      const r = runCli(
        ["gate", "--lease", lease, "--scope", "git", "--github", "--pr", "2", "--format", "json"],
        env(),
      );
      expect(r.status, r.stderr).toBe(1);
      const doc = JSON.parse(r.stdout);
      const github = doc.effects.filter((e: { effect: string }) => e.effect.startsWith("github."));
      expect(github.map((e: { effect: string }) => e.effect)).toEqual([
        "github.auto_merge",
        "github.comment",
        "github.label",
        "github.status",
      ]);
      for (const e of github)
        expect(e).toMatchObject({
          status: "failed",
          ok: false,
          detail: expect.stringMatching(/no GitHub token: set GITHUB_TOKEN or GH_TOKEN/),
        });
    } finally {
      rmSync(join(repo.wt, "guarded"), { recursive: true, force: true });
    }
  });
});

describe("SARIF: the tool and every rule link their documentation", () => {
  it("informationUri is the package's homepage; each rule's helpUri is a section of docs/output.md", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { homepage: string };
    expect(PROJECT_URL).toBe(pkg.homepage.replace(/#.*$/, ""));
    const page = readFileSync("docs/output.md", "utf8");
    for (const [reason] of SARIF_RULES) {
      const anchor = reasonHelpUri(reason).split("#")[1]!;
      expect(page, reason).toMatch(new RegExp(`^### \`?${anchor}\`?$`, "m"));
    }
  });
});
