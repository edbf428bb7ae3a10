import { realpathSync } from "node:fs";
import { appendAll } from "../core/arrays.js";
import type { ChangeKind, ChangeRecord, GitLayout, GitPaths } from "../core/change-types.js";
import { ForgeGateError } from "../core/errors.js";
import { type RepoGit, runGit, SAFE_DIFF_ARGS } from "./git.js";

function physical(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/** A settled result's value, or its failure thrown. */
function settledValue<T>(r: PromiseSettledResult<T>): T {
  if (r.status === "rejected") throw r.reason;
  return r.value;
}

/*
 * The layout is read with safe git (nothing written, nothing run). These commands read paths and refs
 * only, never content, so no filter or diff driver can run: they skip RepoGit's driver lookup (one git
 * process fewer before the snapshot's walk can start). Independent ones run at once, settled first
 * and judged in order, so a failure is reported as if they had run one by one.
 */

/** The repository's paths around `worktree`: all the snapshot needs to choose its roots. */
export async function readGitPaths(worktree: string): Promise<GitPaths> {
  const cwd = physical(worktree);
  const settled = await Promise.allSettled([
    runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir"], {
      cwd,
    }),
    runGit(["worktree", "list", "--porcelain", "-z"], { cwd }),
  ]);
  const [top, gitDir, commonDir] = settledValue(settled[0])
    .stdout.toString("utf8")
    .replace(/\n$/, "")
    .split("\n");
  if (!top || !gitDir || !commonDir) {
    throw new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(cwd)} has no worktree (a bare repository?)`,
      "Point the lease's `worktree` at a checkout of the repository, not at a bare repository",
    );
  }
  const worktrees: string[] = [];
  for (const field of settledValue(settled[1]).stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) worktrees.push(physical(field.slice("worktree ".length)));
  }
  const g = physical(gitDir);
  const c = physical(commonDir);
  return { worktree: physical(top), git_dir: g, common_dir: c, main_checkout: g === c, worktrees };
}

/** The branch HEAD points at and its commit, in `worktree`. */
export async function readGitHead(worktree: string): Promise<Pick<GitLayout, "branch" | "head">> {
  const cwd = physical(worktree);
  const settled = await Promise.allSettled([
    runGit(["symbolic-ref", "-q", "HEAD"], { cwd, allow: [1] }),
    runGit(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { cwd, allow: [1] }),
  ]);
  const sym = settledValue(settled[0]);
  const head = settledValue(settled[1]);
  return {
    branch: sym.status === 0 ? sym.stdout.toString("utf8").trim() : null,
    head: head.status === 0 ? head.stdout.toString("utf8").trim() : null,
  };
}

/** Both in one GitLayout (in its fields' usual order). */
export function gitLayoutOf(paths: GitPaths, head: Pick<GitLayout, "branch" | "head">): GitLayout {
  const { worktree, git_dir, common_dir, main_checkout, worktrees } = paths;
  return { worktree, git_dir, common_dir, main_checkout, branch: head.branch, head: head.head, worktrees };
}

/** Where the repository around `worktree` keeps its state. */
export async function readGitLayout(worktree: string): Promise<GitLayout> {
  const settled = await Promise.allSettled([readGitPaths(worktree), readGitHead(worktree)]);
  return gitLayoutOf(settledValue(settled[0]), settledValue(settled[1]));
}

/** Fails closed when `base` does not name a commit. Returns its object id. */
export async function resolveBase(git: RepoGit, base: string): Promise<string> {
  if (base.startsWith("-") || /[\0\s]/.test(base)) {
    throw new ForgeGateError(
      "base_invalid",
      `base ${JSON.stringify(base)} is not a git revision`,
      "Pass --base REF (the Action: its base input)",
    );
  }
  const r = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${base}^{commit}`], [1, 128]);
  if (r.status !== 0) {
    throw new ForgeGateError(
      "base_unknown",
      `base ${JSON.stringify(base)} is not a commit in ${JSON.stringify(git.cwd)}`,
      "Fetch it first (e.g. `git fetch origin main`) or pass an existing ref with --base (the Action: its base input)",
    );
  }
  return r.stdout.toString("utf8").trim();
}

const STATUS: Record<string, ChangeKind> = {
  A: "created",
  M: "modified",
  D: "deleted",
  T: "modified",
  U: "modified",
};

/** Parses `--name-status -z` output into records with absolute paths. */
export function parseNameStatus(buf: Buffer, top: string): ChangeRecord[] {
  const f = buf.toString("utf8").split("\0");
  const out: ChangeRecord[] = [];
  let i = 0;
  while (i < f.length) {
    const status = f[i++]!;
    if (status === "") continue;
    const letter = status[0]!;
    if (letter === "R" || letter === "C") {
      const from = f[i++]!;
      const to = f[i++]!;
      if (letter === "R")
        out.push({ path: `${top}/${to}`, change: "renamed", source: "git", from: `${top}/${from}` });
      else out.push({ path: `${top}/${to}`, change: "created", source: "git" });
      continue;
    }
    const path = f[i++]!;
    out.push({ path: `${top}/${path}`, change: STATUS[letter] ?? "modified", source: "git" });
  }
  return out;
}

/**
 * The repository scope: committed `merge-base(base, HEAD)..HEAD`, staged, unstaged and untracked.
 * Only plumbing that compares objects and stat data is used, so no filter or textconv ever runs.
 * Submodules are compared by their checked-out commit (`--ignore-submodules=dirty` avoids running
 * git inside them); their files are covered by the host snapshot.
 */
export async function collectRepoChanges(
  git: RepoGit,
  layout: GitLayout,
  baseCommit: string | null,
  branch: string | null = null,
): Promise<{ committed: ChangeRecord[]; worktree: ChangeRecord[]; tips: string[] }> {
  const top = layout.worktree;
  const committed: ChangeRecord[] = [];
  const out: ChangeRecord[] = [];
  const head = await git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"], [1]);
  const hasHead = head.status === 0;
  const tips = hasHead ? [head.stdout.toString("utf8").trim()] : [];
  // The branch the run started on is what gets merged, wherever HEAD points now: an agent that
  // commits there and then checks out something else must not take its commits out of view.
  if (branch !== null) {
    const tip = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${branch}^{commit}`], [1]);
    const id = tip.stdout.toString("utf8").trim();
    if (tip.status === 0 && !tips.includes(id)) tips.push(id);
  }
  for (const tip of baseCommit ? tips : []) {
    const mb = await git.run(["merge-base", baseCommit!, tip], [1]);
    // No merge base: unrelated histories, so everything reachable from the tip is new.
    const from = mb.status === 0 ? mb.stdout.toString("utf8").trim() : null;
    const args = from
      ? ["diff-tree", "-r", "-z", "--name-status", "-M", ...SAFE_DIFF_ARGS, from, tip]
      : ["diff-tree", "-r", "-z", "--name-status", "--root", ...SAFE_DIFF_ARGS, tip];
    appendAll(committed, parseNameStatus((await git.run(args)).stdout, top));
  }
  if (hasHead) {
    const staged = await git.run([
      "diff-index",
      "--cached",
      "-r",
      "-z",
      "--name-status",
      "-M",
      ...SAFE_DIFF_ARGS,
      "HEAD",
    ]);
    appendAll(out, parseNameStatus(staged.stdout, top));
  } else {
    const cached = await git.run(["ls-files", "-z", "--cached"]);
    for (const p of cached.stdout.toString("utf8").split("\0")) {
      if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
    }
  }
  const unstaged = await git.run([
    "diff-files",
    "-r",
    "-z",
    "--name-status",
    "--ignore-submodules=dirty",
    ...SAFE_DIFF_ARGS,
  ]);
  appendAll(out, parseNameStatus(unstaged.stdout, top));
  const untracked = await git.run(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const p of untracked.stdout.toString("utf8").split("\0")) {
    if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
  }
  return { committed, worktree: out, tips };
}
