import { realpathSync } from "node:fs";
import { ForgeGateError } from "../core/errors.js";
import { RepoGit, SAFE_DIFF_ARGS } from "./git.js";
import type { ChangeKind, ChangeRecord, GitLayout } from "./types.js";

function physical(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/** Where the repository around `worktree` keeps its state, read with safe git (nothing written, nothing run). */
export async function readGitLayout(worktree: string): Promise<GitLayout> {
  const git = new RepoGit(physical(worktree));
  const out = await git.line([
    "rev-parse",
    "--path-format=absolute",
    "--show-toplevel",
    "--git-dir",
    "--git-common-dir",
  ]);
  const [top, gitDir, commonDir] = out.split("\n");
  if (!top || !gitDir || !commonDir) {
    throw new ForgeGateError(
      "not_a_repository",
      `${JSON.stringify(git.cwd)} has no worktree (a bare repository?)`,
    );
  }
  const sym = await git.run(["symbolic-ref", "-q", "HEAD"], [1]);
  const head = await git.run(["rev-parse", "-q", "--verify", "HEAD^{commit}"], [1]);
  const wt = await git.run(["worktree", "list", "--porcelain", "-z"]);
  const worktrees: string[] = [];
  for (const field of wt.stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) worktrees.push(physical(field.slice("worktree ".length)));
  }
  const g = physical(gitDir);
  const c = physical(commonDir);
  return {
    worktree: physical(top),
    git_dir: g,
    common_dir: c,
    main_checkout: g === c,
    branch: sym.status === 0 ? sym.stdout.toString("utf8").trim() : null,
    head: head.status === 0 ? head.stdout.toString("utf8").trim() : null,
    worktrees,
  };
}

/** Fails closed when `base` does not name a commit. Returns its object id. */
export async function resolveBase(git: RepoGit, base: string): Promise<string> {
  if (base.startsWith("-") || /[\0\s]/.test(base)) {
    throw new ForgeGateError(
      "base_invalid",
      `base ${JSON.stringify(base)} is not a git revision`,
      "Pass --base REF",
    );
  }
  const r = await git.run(["rev-parse", "-q", "--verify", "--end-of-options", `${base}^{commit}`], [1, 128]);
  if (r.status !== 0) {
    throw new ForgeGateError(
      "base_unknown",
      `base ${JSON.stringify(base)} is not a commit in ${JSON.stringify(git.cwd)}`,
      "Fetch it first (e.g. `git fetch origin main`) or pass an existing ref with --base",
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
    committed.push(...parseNameStatus((await git.run(args)).stdout, top));
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
    out.push(...parseNameStatus(staged.stdout, top));
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
  out.push(...parseNameStatus(unstaged.stdout, top));
  const untracked = await git.run(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const p of untracked.stdout.toString("utf8").split("\0")) {
    if (p !== "") out.push({ path: `${top}/${p}`, change: "created", source: "git" });
  }
  return { committed, worktree: out, tips };
}
