import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { appendAll } from "../core/arrays.js";
import type { ChangeRecord, CollectResult, GitLayout, SkippedRoot } from "../core/change-types.js";
import { errorText, ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import { type CaseMode, defaultCaseMode, type FsProbe, isWithin } from "../core/paths.js";
import { sealedTrees, sealedUnit } from "../core/presets/grants.js";
import { protectingPlace } from "../core/presets/index.js";
import { type Violation, ViolationChecker, type ViolationReport } from "../core/violations/index.js";
import { QUARANTINE_MARKER } from "../effects/quarantine.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { linkedGitDirs } from "../io/git-dirs.js";
import { RepoGit, searchGitOn } from "./git.js";
import { judgeGitWrites } from "./git-meaning.js";
import { readGitState } from "./git-state.js";
import { judgeHooksDir } from "./hooks-path.js";
import { diffHost, startHostWalk } from "./host.js";
import { applyHostPresets } from "./host-presets.js";
import { grantAncestorDirs, judgeKeyedFiles } from "./keyed.js";
import { installedTarget, sharedRootOf } from "./links.js";
import { type Manifest, peekManifest, readManifestBytes, verifyManifest } from "./manifest-read.js";
import { collectRepoChanges, readGitLayout, resolveBase } from "./repo.js";
import { assertGitOutsideWriteRoots, tempDirs } from "./snapshot.js";
import { judgeToolRepos } from "./tool-repos.js";
import type { StartedWalk } from "./walk.js";

export { partitionBookkeeping } from "../core/changes.js";
export { assertCovered } from "./coverage.js";

import { isSetAside } from "../core/changes.js";

export { type SnapshotOptions, type SnapshotResult, takeSnapshot } from "./snapshot.js";

export interface CollectOptions {
  lease: Lease;
  /** Manifest from `takeSnapshot`; without it only the repository scope is collected. */
  snapshotPath?: string;
  /** Expected digest (`sha256:…`); a manifest with another digest is refused. */
  snapshotDigest?: string;
  /** Base for committed changes; default the lease's `base`, else HEAD when the snapshot was taken. */
  base?: string;
  /** Paths the snapshot left out as forge-gate's own (`run`'s capture layers): left out again. */
  exclude?: readonly string[];
  /** What the agent wrote into `run`'s capture layer: judged with the rest (a keyed file by its keys). */
  captured?: readonly ChangeRecord[];
  /** classify's state directory the agent's hooks use (`--state`): its counters and caches are forge-gate's own. */
  stateDir?: string;
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
    walk = peek ? await startHostWalk(peek.header, peek.skipped, opts.exclude) : undefined;
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
  // On a runner, git is looked up on PATH as it was at the snapshot: a directory a step put in front
  // of it since (GITHUB_PATH) cannot choose the git the gate runs.
  searchGitOn(manifest?.header.runner?.environment.path ?? null);
  if (lease.worktree || git) {
    try {
      assertGitOutsideWriteRoots(lease);
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }

  const failed: NonNullable<CollectResult["coverage"]["failed"]> = [];
  let host: Awaited<ReturnType<typeof diffHost>> | null = null;
  if (manifest) {
    host = await diffHost(manifest, walk);
    scopes.push("snapshot");
    roots.push(...manifest.header.roots);
    appendAll(appendAll(appendAll(skipped, manifest.header.not_watched), manifest.skipped), host.skipped);
    appendAll(changes, host.changes);
  }

  // The repository scope. Its failure (a broken config, a worktree gone) never throws away what the
  // snapshot proved: it is recorded as not covered, and the caller decides (an escape still refuses).
  const gitChanges: ChangeRecord[] = [];
  if (lease.worktree) {
    try {
      const layout = await readGitLayout(lease.worktree);
      git ??= layout;
      const repo = await repoScope(layout, lease, opts, manifest);
      // Committed changes were all there before the run only when neither HEAD nor the branch the
      // run started on moved during it.
      const headBefore = manifest?.header.git?.head;
      const unmoved = headBefore != null && repo.tips.every((t) => t === headBefore);
      if (manifest && host) {
        markPreexisting(repo.worktree, host.changes, manifest.header.roots);
        if (unmoved) markPreexisting(repo.committed, host.changes, manifest.header.roots);
      }
      appendAll(appendAll(gitChanges, repo.committed), repo.worktree);
      scopes.push("git");
      if (!roots.includes(layout.worktree)) roots.push(layout.worktree);
    } catch (err) {
      if (!(err instanceof ForgeGateError) || err.code === "base_missing" || err.code === "base_invalid")
        throw err;
      const note = quarantineNote(lease.worktree);
      // Without a snapshot there is no other evidence to keep: the failure is the answer.
      if (!manifest)
        throw note === null
          ? err
          : new ForgeGateError(
              "worktree_quarantined",
              note,
              "Review the quarantined worktree; gate a new run",
            );
      failed.push({ scope: "git", reason: note ?? err.message });
    }
  }
  appendAll(appendAll(changes, gitChanges), opts.captured ?? []);

  // Writes into git's directories pass only when they keep the repository's meaning (see git-meaning.ts).
  if (git && manifest && host) {
    const before = manifest.header.git_state;
    if (before) {
      try {
        const after = await readGitState(git);
        await judgeGitWrites(changes, {
          git,
          before,
          after,
          values: host.values,
          hashesBefore: manifest.hashes,
          hashesAfter: host.hashes,
          privateGroup: privateGroupOf(git.common_dir),
        });
      } catch (err) {
        // Nothing is set aside then: every write into git's directories is judged by its path.
        failed.push({ scope: "git", reason: `git's bookkeeping not judged by meaning: ${errorText(err)}` });
      }
    }
  }
  if (manifest?.header.keyed && host) judgeKeyedFiles(changes, manifest.header.keyed, lease);
  if (host) grantAncestorDirs(changes, lease);
  if (host) markSealed(changes, lease, host.values);
  if (host) await judgeToolRepos(changes, lease);
  const hooksDir = manifest?.header.git_state?.hooks;
  if (host && hooksDir) judgeHooksDir(changes, hooksDir);
  const hostPresets =
    manifest && host
      ? applyHostPresets(changes, {
          header: manifest.header,
          ...(opts.stateDir !== undefined ? { stateDir: opts.stateDir } : {}),
        })
      : undefined;
  if (hostPresets && !hostPresets.environment.compared && hostPresets.presets.includes("github-actions"))
    skipped.push({
      path: "(environment)",
      reason: `the job's environment was not compared: ${hostPresets.environment.reason}`,
    });

  const pinnedRoots = manifest?.header.write_roots;
  return {
    changes: dedupe(changes),
    coverage: { scopes, roots, skipped, ...(failed.length > 0 ? { failed } : {}) },
    git,
    ...(pinnedRoots ? { pinnedRoots } : {}),
    ...(hostPresets ? { host: hostPresets } : {}),
    ...(manifest ? { since: manifest.header.created_at } : {}),
  };
}

async function repoScope(
  layout: GitLayout,
  lease: Lease,
  opts: CollectOptions,
  manifest: Manifest | null,
): Promise<{ committed: ChangeRecord[]; worktree: ChangeRecord[]; tips: string[] }> {
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
  // The branch the run started on (from the snapshot) is judged too, even when HEAD left it.
  return collectRepoChanges(repo, layout, baseCommit, manifest?.header.git?.branch ?? layout.branch);
}

/**
 * A repository-scope change the snapshot saw no change to (its paths inside the snapshot's roots and
 * unchanged there) was there before the run: marked, so `run` does not blame the command for it.
 */
function markPreexisting(
  gitChanges: ChangeRecord[],
  hostChanges: readonly ChangeRecord[],
  roots: readonly string[],
): void {
  if (gitChanges.length === 0) return;
  // Every touched path and each of its ancestors: a directory git reports (a submodule, an untracked
  // directory) counts as touched when anything below it is. Linear in the paths' depth, not n×m.
  const touched = new Set<string>();
  const touch = (p: string) => {
    for (let q = p; q.length > 1 && !touched.has(q); q = q.slice(0, Math.max(1, q.lastIndexOf("/"))))
      touched.add(q);
  };
  for (const c of hostChanges) {
    touch(c.path);
    if (c.from !== undefined) touch(c.from);
  }
  const covered = (p: string) => roots.some((r) => isWithin(p, r));
  for (const c of gitChanges) {
    const sides = c.from === undefined ? [c.path] : [c.path, c.from];
    if (sides.every((p) => covered(p) && !touched.has(p))) c.preexisting = true;
  }
}

/**
 * Whether `dir`'s group holds no one but its owner: no other account has it as its primary group or
 * is listed in it. Anything unreadable or unknown answers no (group-write then counts).
 */
function privateGroupOf(dir: string): boolean {
  try {
    const st = statSync(dir);
    const users = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .map((l) => l.split(":"));
    const owner = users.find((u) => u[2] === String(st.uid))?.[0];
    if (owner === undefined) return false;
    if (users.some((u) => u.length > 3 && u[3] === String(st.gid) && u[2] !== String(st.uid))) return false;
    const group = readFileSync("/etc/group", "utf8")
      .split("\n")
      .map((l) => l.split(":"))
      .find((g) => g[2] === String(st.gid));
    if (group === undefined) return false;
    const members = (group[3] ?? "").split(",").filter((m) => m !== "");
    return members.every((m) => m === owner);
  } catch {
    return false;
  }
}

/** When the worktree was moved aside by a quarantine, says where (a second gate must not blame git). */
function quarantineNote(worktree: string): string | null {
  if (existsSync(worktree)) return null;
  const dir = dirname(worktree);
  const prefix = `${basename(worktree)}.quarantined-`;
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(prefix));
  } catch {
    return null;
  }
  const marked = names.filter((n) => existsSync(join(dir, n, QUARANTINE_MARKER))).sort();
  if (marked.length === 0) return null;
  return `the worktree ${JSON.stringify(worktree)} was quarantined by an earlier gate: it is now ${JSON.stringify(join(dir, marked[marked.length - 1]!))} (see its ${QUARANTINE_MARKER}); review it before gating again`;
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

/**
 * A `.git` below the top of the leased worktree (an embedded repository, a submodule's gitdir or its
 * `.git` file pointing elsewhere): git run in the worktree recurses into submodules and runs their
 * config (`core.fsmonitor`) and hooks, so it is as protected as the worktree's own `.git`. Below the
 * worktree only: tools keep clones of their own elsewhere (cargo's git checkouts). A worktree whose
 * name a glob would misread protects a nested `.git` below every write root instead.
 */
function nestedGitGlobs(worktree: string | null): string[] {
  if (worktree === null) return [];
  const base = /[*?[\]{}()!+@\\]/.test(worktree) ? "" : `${worktree.replace(/\/+$/, "")}/`;
  return [`${base}*/**/.git`, `${base}*/**/.git/**`];
}

export interface JudgeOptions {
  home?: string;
  caseMode?: CaseMode;
  probe?: FsProbe;
  /** Base for relative paths (default: the lease's worktree, else the current directory). */
  cwd?: string;
  /** Leave out repository-scope changes that were there before the run (`run` judges the command alone). */
  skipPreexisting?: boolean;
}

/**
 * Judges collected changes against the lease with the shared violations core, after setting aside
 * git's bookkeeping for commits on the worktree's own branch. Both sides of a rename are judged.
 * A host-scope change is judged twice when its name is a symlink: the name itself (a link put outside
 * the write roots is a write outside them, wherever it points) and where it leads (a link inside them
 * that a later write would follow out is an escape, unless it leads to installed software). Each
 * violation carries what the collector knows changed (`detail`).
 */
export function judgeChanges(lease: Lease, result: CollectResult, opts: JudgeOptions = {}): ViolationReport {
  const caseMode = opts.caseMode ?? defaultCaseMode(process.platform);
  // Each side is judged on its own: a rename into git's bookkeeping still has its source checked.
  const git = result.git;
  const aside = (path: string, c: ChangeRecord) =>
    (opts.skipPreexisting === true && c.preexisting === true) || isSetAside(path, c, git ?? null);
  const writeRoots = lease.write_roots.filter((r) => r.trim() !== "");
  const places = result.host?.protect ?? [];
  const probe = opts.probe ?? createNodeProbe(caseMode);
  const checker = new ViolationChecker(
    {
      writeRoots,
      protect: [...lease.protect, ...nestedGitGlobs(lease.worktree)],
      protectedPaths: [...linkedGitDirs(writeRoots), ...places.map((p) => p.path)],
      ...(result.pinnedRoots ? { pinnedRoots: new Map(Object.entries(result.pinnedRoots)) } : {}),
      cwd: opts.cwd ?? lease.worktree ?? process.cwd(),
      home: opts.home ?? homedir(),
      caseMode,
    },
    probe,
  );
  const violations: Violation[] = [];
  const detail = new Map<string, string>();
  const hostSides = new Set<string>();
  for (const c of result.changes) {
    for (const path of c.from === undefined ? [c.path] : [c.path, c.from]) {
      if (path.trim() === "" || aside(path, c)) continue;
      const what = c.tampered ?? c.detail;
      if (what !== undefined && path === c.path && !detail.has(path)) detail.set(path, what);
      if (c.source === "snapshot") hostSides.add(path);
      const v = checker.checkOnce(path);
      if (v) violations.push(v);
    }
  }
  const reported = new Set(violations.map((v) => v.path));
  // The name itself, for every host-scope side that is a symlink now.
  for (const path of hostSides) {
    if (reported.has(path) || probe.kind(path) !== "symlink") continue;
    const v = checker.checkEntry(path);
    if (v) {
      violations.push(v);
      reported.add(path);
    }
  }
  const kept = opts.probe === undefined ? judgeLinks(violations, result, writeRoots) : violations;
  for (const v of kept) {
    const d = detail.get(v.path);
    if (d !== undefined) v.detail = d;
  }
  const report: ViolationReport = { checked: checker.distinct, violations: kept };
  appendAll(report.violations, sealedViolations(result.changes, lease, report));
  // What the runner's install, its downloaded actions and its tool cache are is said, wherever they lie.
  for (const v of report.violations) {
    const place = protectingPlace(v.resolved, places) ?? protectingPlace(v.path, places);
    if (place !== null && v.reason !== "symlink_escape") {
      v.reason = "protected";
      v.rule = place.rule;
    }
  }
  for (const e of result.host?.environment_changes ?? [])
    report.violations.push({ path: e.name, resolved: e.name, reason: "environment", rule: e.rule });
  return report;
}

/**
 * Links judged by what they lead to (see links.ts): a `symlink_escape` whose name is inside the write
 * roots and which leads to installed software is ordinary work; one inside a shared temp root (a granted
 * directory anyone may write) that leads neither into HOME nor into the repository is another program's
 * as likely as the agent's, and a later write through it reaches nothing the lease guards: not charged.
 */
function judgeLinks(
  violations: Violation[],
  result: CollectResult,
  writeRoots: readonly string[],
): Violation[] {
  if (!violations.some((v) => v.reason === "symlink_escape")) return violations;
  const home = physicalOr(homedir());
  const repo = result.git
    ? [result.git.common_dir, result.git.git_dir, result.git.worktree, ...result.git.worktrees]
    : [];
  const inside = writeRoots.map((r) => result.pinnedRoots?.[r] ?? physicalOr(r));
  const guarded = [home, ...repo, ...result.coverage.roots, ...inside, ...tempDirs().map(physicalOr)];
  const sinceNs = result.since === undefined ? 0n : BigInt(Date.parse(result.since)) * 1_000_000n;
  return violations.filter((v) => {
    if (v.reason !== "symlink_escape") return true;
    if (!isSymlink(v.path)) return true;
    if (sinceNs > 0n && "target" in installedTarget(v.path, { guarded, inside, sinceNs })) return false;
    const shared = sharedRootOf(v.path, writeRoots);
    if (shared === null) return true;
    return isWithin(v.resolved, home) || repo.some((r) => isWithin(v.resolved, r));
  });
}

function isSymlink(p: string): boolean {
  try {
    return lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}

function physicalOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/**
 * Sources a tool extracted before the run (a go module, an unpacked crate) are compiled by every later
 * build unverified: inside such a unit that was there before, any change is an escape, though the
 * cache around it is granted. A unit the run created itself is the tool's ordinary work. The unit
 * directory's own times are left out: what changed in it is a record of its own.
 */
function markSealed(
  changes: ChangeRecord[],
  lease: Lease,
  values: ReadonlyMap<string, { before?: string; after?: string }>,
): void {
  const trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
  if (trees.length === 0) return;
  // A unit is new only when the snapshot did not have it: one replaced by a fresh directory is not.
  const isNew = (unit: string) => values.has(unit) && values.get(unit)?.before === undefined;
  const isDir = (unit: string) =>
    (values.get(unit)?.before ?? values.get(unit)?.after)?.startsWith("d ") === true;
  for (const c of changes) {
    if (c.source !== "snapshot") continue;
    const sides: [string, ChangeRecord["change"]][] = [
      [c.path, c.change === "renamed" ? "created" : c.change],
    ];
    if (c.from !== undefined) sides.push([c.from, "deleted"]);
    for (const [path, change] of sides) {
      const unit = sealedUnit(path, trees);
      if (unit === null || isNew(unit)) continue;
      // The unit directory's own times move with what changed in it (a record of its own).
      if (change === "modified" && path === unit && isDir(unit)) continue;
      const removable = trees.some((t) => t.removable === true && path.startsWith(`${t.tree}/`));
      if (removable && change === "deleted") continue;
      c.sealed = removable
        ? `${unit} was there before the run (an earlier session's, which a resume runs or restores): it may be removed, never changed`
        : `${unit} was extracted before the run: builds use it unverified`;
    }
  }
}

function sealedViolations(
  changes: readonly ChangeRecord[],
  lease: Lease,
  report: ViolationReport,
): Violation[] {
  const trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
  const reported = new Set(report.violations.map((v) => v.path));
  const out: Violation[] = [];
  for (const c of changes) {
    if (c.sealed === undefined) continue;
    const sides = c.from === undefined ? [c.path] : [c.path, c.from];
    // The sides in a sealed unit; a record sealed for what it means (a tool's repository) by its path.
    const inUnits = sides.filter((p) => sealedUnit(p, trees) !== null);
    for (const path of inUnits.length > 0 ? inUnits : [c.path]) {
      if (reported.has(path)) continue;
      reported.add(path);
      out.push({ path, resolved: path, reason: "protected", rule: c.sealed });
    }
  }
  return out;
}
