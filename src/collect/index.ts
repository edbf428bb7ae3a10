import { homedir } from "node:os";
import { isBookkeepingPath } from "../core/changes.js";
import { ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import { type CaseMode, defaultCaseMode, type FsProbe } from "../core/paths.js";
import { findViolations, type ViolationReport } from "../core/violations.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { linkedGitDirs } from "../io/git-dirs.js";
import { RepoGit } from "./git.js";
import { diffHost, startHostWalk } from "./host.js";
import { verifyObjectWrites } from "./objects.js";
import { collectRepoChanges, readGitLayout, resolveBase } from "./repo.js";
import {
  assertGitOutsideWriteRoots,
  type Manifest,
  peekManifest,
  readManifestBytes,
  verifyManifest,
} from "./snapshot.js";
import type { ChangeRecord, CollectResult, SkippedRoot } from "./types.js";
import type { StartedWalk } from "./walk.js";

export { partitionBookkeeping } from "../core/changes.js";
export { type SnapshotOptions, type SnapshotResult, takeSnapshot } from "./snapshot.js";

export interface CollectOptions {
  lease: Lease;
  /** Manifest from `takeSnapshot`; without it only the repository scope is collected. */
  snapshotPath?: string;
  /** Expected digest (`sha256:…`); a manifest with another digest is refused. */
  snapshotDigest?: string;
  /** Base for committed changes; default the lease's `base`, else HEAD when the snapshot was taken. */
  base?: string;
}

/**
 * Every lasting change the run made: the host scope (snapshot diff) and the repository scope (git).
 * Fails closed: anything that stops a scope from being collected throws ForgeGateError.
 */
export async function collectChanges(opts: CollectOptions): Promise<CollectResult> {
  const { lease } = opts;
  if (opts.snapshotDigest !== undefined && opts.snapshotPath === undefined) {
    throw new ForgeGateError(
      "usage",
      "a snapshot digest was given without a snapshot",
      "Pass --snapshot FILE too",
    );
  }
  if (opts.snapshotPath === undefined && !lease.worktree) {
    throw new ForgeGateError(
      "nothing_to_collect",
      "there is nothing to collect: no snapshot was given and the lease has no worktree",
      "Pass --snapshot FILE (from `forge-gate snapshot`), or set `worktree` in the lease",
    );
  }
  const changes: ChangeRecord[] = [];
  const skipped: SkippedRoot[] = [];
  const scopes: CollectResult["coverage"]["scopes"] = [];
  const roots: string[] = [];
  let manifest: Manifest | null = null;
  let walk: StartedWalk | undefined;
  if (opts.snapshotPath !== undefined) {
    const bytes = readManifestBytes(opts.snapshotPath);
    // The walk needs only the header and the skipped directories: start it now, verify the manifest
    // while find runs. Its results are used only after these same bytes have passed every check.
    const peek = peekManifest(bytes);
    walk = peek ? await startHostWalk(peek.header, peek.skipped) : undefined;
    try {
      manifest = verifyManifest(opts.snapshotPath, bytes, {
        leaseId: lease.id,
        digest: opts.snapshotDigest,
        lease,
      });
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }
  let git = manifest?.header.git ?? null;
  if (lease.worktree || git) {
    try {
      assertGitOutsideWriteRoots(lease);
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }

  if (manifest) {
    const host = await diffHost(manifest, walk);
    scopes.push("snapshot");
    roots.push(...manifest.header.roots);
    skipped.push(...manifest.header.not_watched, ...manifest.skipped, ...host.skipped);
    changes.push(...host.changes);
  }

  if (lease.worktree) {
    const layout = await readGitLayout(lease.worktree);
    git ??= layout;
    const repo = new RepoGit(layout.worktree);
    const baseRef = opts.base ?? lease.base ?? null;
    let baseCommit: string | null;
    const pinned = manifest?.header.base;
    // The base as it was when the snapshot was taken, unless the caller names another one.
    if (opts.base === undefined && pinned && pinned.ref === baseRef)
      baseCommit = await resolveBase(repo, pinned.commit);
    else if (baseRef !== null) baseCommit = await resolveBase(repo, baseRef);
    else if (manifest) baseCommit = manifest.header.git?.head ?? null;
    else {
      throw new ForgeGateError(
        "base_missing",
        "no base to compare committed changes with",
        "Set `base:` in the lease, pass --base REF, or collect against a snapshot (its HEAD is the base)",
      );
    }
    changes.push(...(await collectRepoChanges(repo, layout, baseCommit)));
    scopes.push("git");
    if (!roots.includes(layout.worktree)) roots.push(layout.worktree);
  }

  // Object-store writes only pass as bookkeeping when git could have written them (see objects.ts).
  if (git && manifest) await verifyObjectWrites(changes, git, new RepoGit(git.common_dir));

  const pinnedRoots = manifest?.header.write_roots;
  return {
    changes: dedupe(changes),
    coverage: { scopes, roots, skipped },
    git,
    ...(pinnedRoots ? { pinnedRoots } : {}),
  };
}

function dedupe(changes: ChangeRecord[]): ChangeRecord[] {
  const seen = new Set<string>();
  const out: ChangeRecord[] = [];
  for (const c of changes) {
    const key = `${c.source}\0${c.change}\0${c.path}\0${c.from ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

export interface JudgeOptions {
  home?: string;
  caseMode?: CaseMode;
  probe?: FsProbe;
  /** Base for relative paths (default: the lease's worktree, else the current directory). */
  cwd?: string;
}

/**
 * Judges collected changes against the lease with the shared violations core, after setting aside
 * git's bookkeeping for commits on the worktree's own branch. Both sides of a rename are judged.
 */
export function judgeChanges(lease: Lease, result: CollectResult, opts: JudgeOptions = {}): ViolationReport {
  const caseMode = opts.caseMode ?? defaultCaseMode(process.platform);
  // Each side is judged on its own: a rename into git's bookkeeping still has its source checked.
  const git = result.git;
  const aside = (path: string, change: ChangeRecord["change"], c: ChangeRecord) =>
    git != null &&
    c.source === "snapshot" &&
    c.tampered === undefined &&
    isBookkeepingPath(path, change, git);
  const paths: string[] = [];
  for (const c of result.changes) {
    if (!aside(c.path, c.change === "renamed" ? "created" : c.change, c)) paths.push(c.path);
    if (c.from !== undefined && !aside(c.from, "deleted", c)) paths.push(c.from);
  }
  const writeRoots = lease.write_roots.filter((r) => r.trim() !== "");
  return findViolations(
    paths,
    {
      writeRoots,
      protect: lease.protect,
      protectedPaths: linkedGitDirs(writeRoots),
      ...(result.pinnedRoots ? { pinnedRoots: new Map(Object.entries(result.pinnedRoots)) } : {}),
      cwd: opts.cwd ?? lease.worktree ?? process.cwd(),
      home: opts.home ?? homedir(),
      caseMode,
    },
    opts.probe ?? createNodeProbe(caseMode),
  );
}
