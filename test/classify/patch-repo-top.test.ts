import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// git reads a patch's names from the repository's top wherever it runs in it: `git am` writes every
// name from there, `git apply` those of a git diff below the directory it runs in. So a session that
// starts below the top (an agent launched in packages/app of a monorepo) must have the names judged
// where git writes them, not where the shell is. Each case runs the real git through a real shell
// first, to see which files it changes, then asks the real CLI: blocked exactly when git changed a
// protected file. Three layouts: a lease naming the worktree, one with write roots only (the top
// found by git's own rule, the nearest `.git`), and a linked worktree (whose `.git` is a file).

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: ENV, encoding: "utf8" });

const FILES = ["infra/prod/main.tf", "packages/app/secrets/key", "packages/app/src/a.ts", "src/b.ts"];
const PROTECT = ["infra/prod/**", "packages/app/secrets/**"];

function repoWith(top: string): void {
  for (const f of FILES) {
    mkdirSync(join(top, f, ".."), { recursive: true });
    writeFileSync(join(top, f), "a\n");
  }
  git(top, "add", ".");
  git(top, "commit", "-q", "-m", "init");
}

/** A git diff changing `path` (relative to the top) from "a" to "b". */
const diff = (path: string) =>
  `diff --git a/${path} b/${path}\nindex 7898192..6178079 100644\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`;
const mbox = (path: string) =>
  `From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\nFrom: t <t@example.com>\nDate: Fri, 27 Nov 2026 00:00:00 +0000\nSubject: [PATCH] x\n\n---\n${diff(path)}--\n2.0\n\n`;

const CASES: { tool: "git am" | "git apply"; path: string }[] = [
  { tool: "git am", path: "infra/prod/main.tf" },
  { tool: "git am", path: "packages/app/secrets/key" },
  { tool: "git am", path: "src/b.ts" },
  { tool: "git apply", path: "packages/app/secrets/key" },
  { tool: "git apply", path: "packages/app/src/a.ts" },
  { tool: "git apply", path: "infra/prod/main.tf" },
];

/** What the real git changes (relative to the top) when the command runs in `cwd`. */
function gitChanges(top: string, cwd: string, command: string): string[] {
  execFileSync("bash", ["-c", command], { cwd, env: ENV, stdio: ["ignore", "ignore", "ignore"] });
  const changed = git(top, "diff", "--name-only", "refs/fg/base")
    .split("\n")
    .filter((l) => l !== "");
  git(top, "reset", "-q", "--hard", "refs/fg/base");
  return [...new Set(changed)];
}

function decision(leaseFile: string, cwd: string, command: string): string {
  const call = JSON.stringify({ tool: "Bash", input: { command }, cwd });
  const r = runCli(["classify", "--lease", leaseFile], { input: call });
  return (JSON.parse(r.stdout) as { decision: string }).decision;
}

describe.each([
  ["a lease naming the worktree", "worktree"],
  ["a lease with write roots only", "roots"],
  ["a linked worktree (.git is a file)", "linked"],
])("a patch applied below the repository's top, %s", (_name, layout) => {
  const T = tempDir("fg-repo-top-");
  const main = join(T, "repo");
  mkdirSync(main);
  git(main, "init", "-q", "-b", "main");
  repoWith(main);
  let top = main;
  if (layout === "linked") {
    top = join(T, "wt");
    git(main, "worktree", "add", "-q", "-b", "agent", top);
  }
  const lease = join(T, "lease.json");
  writeFileSync(
    lease,
    JSON.stringify({
      version: 1,
      id: "t",
      ...(layout === "roots" ? {} : { worktree: top }),
      write_roots: [top],
      protect: PROTECT,
    }),
  );
  const cwd = join(top, "packages/app");

  it.each(CASES)("$tool naming $path is judged where git writes it", ({ tool, path }) => {
    const command = `${tool} <<'EOF'\n${tool === "git am" ? mbox(path) : diff(path)}EOF`;
    // refs/fg/base marks where to come back to (`git am` commits; `git apply` changes files only).
    git(top, "update-ref", "refs/fg/base", "HEAD");
    const changed = gitChanges(top, cwd, command);
    // git writes the name from the top (`git apply` only below where it runs, else it skips it).
    const skipped = tool === "git apply" && !path.startsWith("packages/app/");
    expect(changed).toEqual(skipped ? [] : [path]);
    const isProtected = PROTECT.some((g) => path.startsWith(g.slice(0, -2)));
    // Blocked when the file is protected, whether git writes it or (taken conservatively) skips it.
    expect(decision(lease, cwd, command)).toBe(isProtected ? "block" : "allow");
  });
});

// The same for git's pathspecs (`git rm`): a pattern matches across directories and top magic
// names a path from the top, so each is judged by the files the real git removes.
describe("git rm's pathspecs, judged by what the real git removes", () => {
  const T = tempDir("fg-pathspec-");
  const top = join(T, "repo");
  mkdirSync(top);
  git(top, "init", "-q", "-b", "main");
  repoWith(top);
  const lease = join(T, "lease.json");
  writeFileSync(
    lease,
    JSON.stringify({ version: 1, id: "t", worktree: top, write_roots: [top], protect: PROTECT }),
  );
  const CASES_RM: { at: string; command: string; removes: string[] }[] = [
    { at: "", command: "git rm -q '*main.tf'", removes: ["infra/prod/main.tf"] },
    { at: "", command: "git rm -q 'infra/*'", removes: ["infra/prod/main.tf"] },
    { at: "packages/app", command: "git rm -q ':/infra/prod/main.tf'", removes: ["infra/prod/main.tf"] },
    { at: "packages/app", command: "git rm -q ':(top)src/b.ts'", removes: ["src/b.ts"] },
    { at: "packages/app", command: "git rm -q 'src/*.ts'", removes: ["packages/app/src/a.ts"] },
  ];
  it.each(CASES_RM)("$command in /$at", ({ at, command, removes }) => {
    const cwd = join(top, at);
    git(top, "update-ref", "refs/fg/base", "HEAD");
    expect(gitChanges(top, cwd, command)).toEqual(removes);
    const isProtected = removes.some((r) => PROTECT.some((g) => r.startsWith(g.slice(0, -2))));
    expect(decision(lease, cwd, command)).toBe(isProtected ? "block" : "allow");
  });
});
