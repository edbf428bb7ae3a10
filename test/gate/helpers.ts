import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

export const GIT_ENV = {
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: "utf8" });
}

export interface LeasedRepo {
  root: string;
  main: string;
  wt: string;
  lease: string;
  base: string;
}

/** A real repository with an operator's main checkout and a leased linked worktree beside it. */
export function leasedRepo(opts: { extraLease?: string; worktreeName?: string } = {}): LeasedRepo {
  const root = tempDir("fg-e2e-");
  const main = join(root, "main");
  mkdirSync(main);
  git(main, "init", "-q", "-b", "main");
  writeFileSync(join(main, "README.md"), "hello\n");
  mkdirSync(join(main, "src"));
  writeFileSync(join(main, "src", "a.ts"), "export const a = 1;\n");
  git(main, "add", ".");
  git(main, "commit", "-q", "-m", "init");
  const base = git(main, "rev-parse", "HEAD").trim();
  const wt = join(root, opts.worktreeName ?? "wt-47");
  git(main, "worktree", "add", "-q", "-b", "task-47", wt);
  const lease = join(root, "lease.yaml");
  writeFileSync(
    lease,
    `version: 1\nid: task-47-worker\nworktree: ${JSON.stringify(wt)}\nwrite_roots: ["."]\nbase: ${base}\nissue: 47\npr: 2\nrepo: Codertocat/Hello-World\n${opts.extraLease ?? ""}`,
  );
  return { root, main, wt, lease, base };
}

/** The agent: a real bash writing real files. */
export function agent(cwd: string, script: string): void {
  execFileSync("bash", ["-c", script], { cwd, env: { ...process.env, ...GIT_ENV } });
}

/** sha256 over every entry below `dir` (names, types, link targets, contents, modes): "nothing changed". */
export function treeDigest(dir: string, skip: (p: string) => boolean = () => false): string {
  const h = createHash("sha256");
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (skip(p)) continue;
      const st = lstatSync(p);
      h.update(`${p}\0${st.mode}\0`);
      if (st.isSymbolicLink()) h.update(readlinkSync(p));
      else if (st.isDirectory()) walk(p);
      else h.update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest("hex");
}

/** `forge-gate snapshot` of the repository's worktree and repo roots into `output`: its path and digest. */
export function snapshotOf(
  lease: string,
  output: string,
  env: NodeJS.ProcessEnv = {},
): { snapshot: string; digest: string } {
  const r = runCli(
    [
      "snapshot",
      "--lease",
      lease,
      "--output",
      output,
      "--default-roots",
      "worktree,repo",
      "--format",
      "json",
    ],
    { env },
  );
  if (r.status !== 0) throw new Error(`snapshot failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as { snapshot: string; digest: string };
}
