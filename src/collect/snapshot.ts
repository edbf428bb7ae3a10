import { createHash, randomBytes } from "node:crypto";
import {
  close,
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { appendAll } from "../core/arrays.js";
import { reachability, type ViewEntry } from "../core/attribution.js";
import type { GitLayout, GitPaths, GitState, SkippedRoot } from "../core/change-types.js";
import { ForgeGateError } from "../core/errors.js";
import { leftOutReason } from "../core/gate-words.js";
import type { Lease } from "../core/lease.js";
import { defaultCaseMode, isWithin } from "../core/paths.js";
import {
  formatRecord,
  leaseDigest,
  MANIFEST_MAGIC,
  type ManifestHeader,
  type ManifestTrailer,
} from "../core/snapshot-format.js";
import { isNeverWatched, mergeRoots, type RootCandidate, type RootOrigin } from "../core/snapshot-roots.js";
import { ViolationChecker } from "../core/violations/index.js";
import { readAll, writeAll } from "../io/fd-bytes.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { gitExecutablePaths, RepoGit } from "./git.js";
import { readGitState } from "./git-state.js";
import { runnerHeader } from "./host-presets.js";
import { keyedHeader } from "./keyed.js";
import { metaPaths, readMeta } from "./meta.js";
import { ReadBack } from "./read-back.js";
import { gitLayoutOf, readGitHead, readGitPaths, resolveBase } from "./repo.js";
import { hashFile, type WalkSink, type WalkStats, walkRootsWithNode } from "./walk.js";
import { findArgLists, gnuFindAsync, unnamedFiles, walkRootsToFds } from "./walk-find.js";
import { dirXattrDigests, xattrGap } from "./xattrs.js";

/** Groups of default roots; all are watched unless a caller narrows them (the report then lists what was left out). */
export const ROOT_GROUPS = ["worktree", "repo", "home", "temp"] as const;
export type RootGroup = (typeof ROOT_GROUPS)[number];

export interface SnapshotOptions {
  lease: Lease;
  /** Manifest path; default `<tmpdir>/forge-gate/snapshots/<lease>-<time>.fgsnap`. Must be outside every write root. */
  output?: string;
  /** Extra roots to watch, besides the defaults and the lease's `watch`. */
  watch?: string[];
  /** Default root groups to watch (default: all). Left-out groups are reported under `skipped`. */
  defaultRoots?: readonly RootGroup[];
  /** forge-gate's own working directories for this run (the capture layers): neither recorded nor entered. */
  exclude?: readonly string[];
  /** How the caller names the knob that chose `defaultRoots`, for the report (`--default-roots`, an Action input). */
  rootsKnob?: string;
  /**
   * Where the agent's own writes can reach the host (`run` under an attribution that isolates it: see
   * Attributor.view). The default roots are then walked only there, and each root walked in part or not
   * at all is reported under `skipped` with why; roots asked for by name (the lease's `watch`,
   * `--watch`) are walked whole. Absent or null: every root, whole (detection only).
   */
  view?: readonly ViewEntry[] | null;
}

export interface SnapshotResult {
  snapshot: string;
  digest: string;
  entries: number;
  roots: string[];
  skipped: SkippedRoot[];
  /** Default roots walked in part or not at all because the agent could not write there (see `view`). */
  narrowed: NarrowedRoot[];
}

/** A default root the view narrowed: what of it was walked (nothing, or the places the agent could write). */
export interface NarrowedRoot {
  path: string;
  /** The places in it where the agent could write, as the view names them (each walked when it exists). */
  parts: string[];
}

function physical(p: string): string | null {
  try {
    return realpathSync.native(p);
  } catch {
    return null;
  }
}

/** Where world-writable directories live on Unix systems; each is searched one level deep. */
const WORLD_WRITABLE_PARENTS = ["/", "/run", "/var", "/var/lib", "/var/cache", "/var/spool", "/dev"];

/**
 * Every world-writable directory found on this machine (the parents above, one level deep: /tmp,
 * /var/tmp, /dev/shm, /run/lock, /var/spool/… and whatever else this system has), plus os.tmpdir()
 * and $RUNNER_TEMP. Found rather than listed, so a system's own scratch directories are not missed.
 */
export function tempDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const out = [tmpdir(), "/tmp", "/var/tmp", "/dev/shm"];
  if (env.RUNNER_TEMP) out.push(env.RUNNER_TEMP);
  for (const parent of WORLD_WRITABLE_PARENTS) {
    let names: string[];
    try {
      names = readdirSync(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const p = parent === "/" ? `/${name}` : `${parent}/${name}`;
      if (isNeverWatched(p)) continue;
      const st = lstatSync(p, { throwIfNoEntry: false });
      // Symlinks (/var/run → /run) are not followed: their target is found under its own name.
      if (st?.isDirectory() && (st.mode & 0o002) !== 0 && !out.includes(p)) out.push(p);
    }
  }
  return out;
}

export interface PlannedRoots {
  roots: string[];
  notWatched: SkippedRoot[];
  narrowed: NarrowedRoot[];
  /** The repository's paths (what HEAD points at is read with the header: readGitHead). */
  git: GitPaths | null;
}

/** Works out which roots to watch for a lease (see ROOT_GROUPS). Fails closed when the worktree's repository cannot be read. */
export async function planRoots(
  lease: Lease,
  watch: readonly string[] = [],
  groups: readonly RootGroup[] = ROOT_GROUPS,
  knob = "--default-roots",
  view: readonly ViewEntry[] | null = null,
): Promise<PlannedRoots> {
  const want = new Set(groups);
  const candidates: RootCandidate[] = [];
  const notWatched: SkippedRoot[] = [];
  const narrowed: NarrowedRoot[] = [];
  const partsOf = view === null ? null : reachability(physicalView(view));
  let git: GitPaths | null = null;
  const add = (path: string, origin: RootOrigin, quietWhenMissing: boolean, real = physical(path)) => {
    const group: RootGroup | null =
      origin === "worktree" || origin === "repo" || origin === "home" || origin === "temp" ? origin : null;
    if (group && !want.has(group)) {
      notWatched.push({ path: real ?? path, reason: leftOutReason(group, knob) });
      return;
    }
    if (real === null) {
      if (!quietWhenMissing) notWatched.push({ path, reason: "does not exist at snapshot time" });
      return;
    }
    // The leased worktree is walked whole: git's diff of it is told apart from what was there before
    // the run by that walk (pre-existing edits), wherever the agent could write.
    if (group && group !== "worktree" && partsOf !== null) {
      const r = partsOf(real);
      if (r.why !== null) {
        notWatched.push({ path: real, reason: notWalkedReason(r.parts, r.why) });
        if (!narrowed.some((n) => n.path === real)) narrowed.push({ path: real, parts: r.parts });
        // Each walked under its physical path; one that does not exist yet has nothing to record.
        for (const p of r.parts) {
          const part = physical(p);
          if (part !== null) candidates.push({ path: part, origin });
        }
        return;
      }
    }
    candidates.push({ path: real, origin });
  };
  if (lease.worktree && !existsSync(lease.worktree)) {
    throw new ForgeGateError(
      "worktree_missing",
      `the lease's worktree ${JSON.stringify(lease.worktree)} does not exist`,
      "Create the worktree before taking the snapshot, or fix `worktree` in the lease",
    );
  }
  const layout = lease.worktree ? readGitPaths(lease.worktree) : null;
  // The other roots are found while git runs (each argument list is add's).
  const others: [string, RootOrigin, boolean, string | null][] = [
    [homedir(), "home", false] as const,
    ...tempDirs().map((t) => [t, "temp", true] as const),
    ...lease.watch.map((w) => [w, "lease", false] as const),
    ...watch.map((w) => [resolve(w), "flag", false] as const),
  ].map(([p, origin, quiet]) => [p, origin, quiet, physical(p)]);
  if (layout) {
    git = await layout;
    add(git.worktree, "worktree", false);
    for (const w of git.worktrees) add(w, "repo", false);
    add(git.common_dir, "repo", false);
    add(git.git_dir, "repo", false);
  }
  for (const [p, origin, quiet, real] of others) add(p, origin, quiet, real);
  const merged = mergeRoots(candidates);
  const seen = new Set<string>();
  // A left-out default that another root covers anyway is watched: do not report it as a gap.
  const all = [...notWatched, ...merged.refused].filter(
    (s) => !seen.has(s.path) && seen.add(s.path) && !merged.roots.some((r) => isWithin(s.path, r)),
  );
  return { roots: merged.roots, notWatched: all, narrowed, git };
}

/** The view with each writable place also under its physical path (a root is a physical path). */
function physicalView(view: readonly ViewEntry[]): ViewEntry[] {
  const out: ViewEntry[] = [];
  for (const v of view) {
    out.push(v);
    const real = v.writable ? physical(v.path) : null;
    if (real !== null && real !== v.path) out.push({ path: real, writable: true });
  }
  return out;
}

function notWalkedReason(parts: readonly string[], why: string): string {
  const unlisted = "other programs' changes there are neither walked nor listed as host activity";
  return parts.length === 0
    ? `not walked: ${why}, so the agent's writes could not reach the host here; ${unlisted}`
    : `walked only where the agent's writes could reach the host (${parts.join(", ")}); elsewhere ${why}, so ${unlisted}`;
}

/**
 * Whether a snapshot taken with one view still covers everything the agent can write under `view` (the
 * attribution's view once it is known to work, or after it was planned again): false when it fell back
 * to detection only (null) or a place it can now write was left out; the snapshot must then be taken
 * again (the agent has not run yet).
 */
export function walkCovers(
  snap: Pick<SnapshotResult, "roots" | "narrowed">,
  view: readonly ViewEntry[] | null,
): boolean {
  if (snap.narrowed.length === 0) return true;
  if (view === null) return false;
  const partsOf = reachability(physicalView(view));
  return snap.narrowed.every((n) =>
    partsOf(n.path).parts.every((p) => {
      if (n.parts.includes(p)) return true;
      const real = physical(p) ?? p;
      return snap.roots.some((r) => isWithin(real, r));
    }),
  );
}

function defaultOutput(lease: Lease): string {
  const safe = lease.id.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 80);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return join(tmpdir(), "forge-gate", "snapshots", `${safe}-${stamp}-${process.pid}.fgsnap`);
}

function writeRootPins(lease: Lease): Record<string, string> {
  const caseMode = defaultCaseMode(process.platform);
  return new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode),
  ).rootPins;
}

/** Refuses a manifest path inside a write root: the agent could rewrite it. */
function assertOutsideWriteRoots(lease: Lease, output: string): void {
  const caseMode = defaultCaseMode(process.platform);
  const checker = new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode),
  );
  const v = checker.check(output);
  if (v === null || v.reason !== "outside_write_roots") {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `the snapshot ${JSON.stringify(output)} would be inside the lease's write roots, where the agent could rewrite it`,
      "Pass --output (or --snapshot-dir; the Action: its snapshot input) outside every write root",
    );
  }
}

/**
 * Refuses a git binary inside the lease's write roots: the agent could replace it, and forge-gate runs
 * git after the sweep (a planted git could write then, or lie about the repository).
 */
export function assertGitOutsideWriteRoots(lease: Lease): void {
  const caseMode = defaultCaseMode(process.platform);
  const checker = new ViolationChecker(
    { writeRoots: lease.write_roots, cwd: lease.worktree ?? process.cwd(), caseMode },
    createNodeProbe(caseMode),
  );
  for (const p of gitExecutablePaths()) {
    if (checker.check(p) === null) {
      throw new ForgeGateError(
        "git_untrusted",
        `the git forge-gate would run, ${JSON.stringify(p)}, is inside the lease's write roots, where the agent can replace it`,
        "Put a git outside every write root first on PATH (absolute entries only), or set FORGE_GATE_GIT to one",
      );
    }
  }
}

/** Appends manifest text through a fixed buffer, flushed in large chunks (no long-lived string rope). */
class ManifestWriter {
  private readonly buf = Buffer.allocUnsafe(1 << 20);
  private off = 0;
  constructor(private readonly fd: number) {}

  write(s: string): void {
    // 3 bytes per UTF-16 unit bounds the UTF-8 size.
    if (this.off + 3 * s.length > this.buf.length) {
      this.flush();
      if (3 * s.length > this.buf.length) {
        writeAll(this.fd, Buffer.from(s, "utf8"));
        return;
      }
    }
    this.off += this.buf.write(s, this.off);
  }

  flush(): void {
    if (this.off === 0) return;
    writeAll(this.fd, this.buf.subarray(0, this.off));
    this.off = 0;
  }
}

/** Content hashes of the high-value files, keyed by path. */
export function hashAll(paths: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of paths) out[p] = hashFile(p);
  return out;
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * Blocks until the filesystem's timestamp clock is past `target` (ns): a write made after we return then
 * gets a ctime no entry in the manifest has, even on filesystems with coarse timestamps.
 */
export function waitForClockPast(dir: string, target: bigint, timeoutMs = 5000): void {
  const probe = join(dir, `.forge-gate-clock-${process.pid}-${randomBytes(4).toString("hex")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const fd = openSync(probe, "w", 0o600);
      try {
        writeSync(fd, "x");
        const st = fstatSync(fd, { bigint: true });
        if (st.ctimeNs > target && st.mtimeNs > target) return;
      } finally {
        closeSync(fd);
      }
      if (Date.now() > deadline) {
        throw new ForgeGateError(
          "clock_skew",
          `the filesystem clock did not move past the newest recorded change time within ${timeoutMs} ms`,
          "A file has a change time in the future (clock skew?); fix the system clock and take the snapshot again",
        );
      }
      Atomics.wait(sleepCell, 0, 0, 2);
    }
  } finally {
    try {
      unlinkSync(probe);
    } catch {
      // already gone
    }
  }
}

/** Records the watched roots before the agent runs (see the README for what is watched). */
export async function takeSnapshot(opts: SnapshotOptions): Promise<SnapshotResult> {
  const { lease } = opts;
  // Checked while git reads the repository (below); awaited just before the walk.
  const findReady = gnuFindAsync();
  if (lease.worktree) assertGitOutsideWriteRoots(lease);
  const plan = await planRoots(
    lease,
    opts.watch ?? [],
    opts.defaultRoots ?? ROOT_GROUPS,
    opts.rootsKnob,
    opts.view ?? null,
  );
  const output = resolve(opts.output ?? defaultOutput(lease));
  const outDir = dirname(output);
  const outName = basename(output);
  try {
    // The default directory is created before the walk, so it is part of the manifest and not a
    // "change"; a directory the user named must exist already (src/io/path-input.ts checks it).
    if (opts.output === undefined) mkdirSync(outDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot create ${JSON.stringify(outDir)}: ${(err as NodeJS.ErrnoException).code}`,
      "Pass --output in a writable directory outside every write root",
    );
  }
  const outPhysical = join(physical(outDir) ?? outDir, outName);
  assertOutsideWriteRoots(lease, outPhysical);
  const temp = join(dirname(outPhysical), `.${outName}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
  const createdAt = new Date().toISOString();
  // The header's parts that run git, at once; with find they run while it walks (started after it).
  let gitParts: Promise<
    [Pick<ManifestHeader, "base">, GitState | null, Pick<GitLayout, "branch" | "head"> | null]
  > | null = null;
  const startGitParts = () => {
    gitParts ??= Promise.all([
      pinBase(lease, plan.git),
      plan.git ? readGitState(plan.git, { reflogs: true }) : null,
      plan.git && lease.worktree ? readGitHead(lease.worktree) : null,
    ]);
    // Awaited by headerBytes; until then a failure must not surface as an unhandled rejection.
    gitParts.catch(() => {});
  };
  const headerBytes = async (): Promise<Buffer> => {
    startGitParts();
    const [base, gitState, head] = await gitParts!;
    const header: ManifestHeader = {
      lease_id: lease.id,
      created_at: createdAt,
      host: hostname(),
      manifest: outPhysical,
      roots: plan.roots,
      not_watched: plan.notWatched,
      git: plan.git && head ? gitLayoutOf(plan.git, head) : null,
      write_roots: writeRootPins(lease),
      ...base,
      lease_digest: leaseDigest(lease),
      ...(gitState ? { git_state: gitState } : {}),
      ...keyedHeader(lease),
      ...runnerHeader(),
    };
    return Buffer.from(`${MANIFEST_MAGIC}\nH ${JSON.stringify(header)}\n`);
  };
  const skipped: SkippedRoot[] = [...plan.notWatched];
  let fd: number;
  try {
    // Opened before the walk starts: find skips it by its inode.
    fd = openSync(temp, "wx+", 0o600);
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot write the snapshot in ${JSON.stringify(outDir)}: ${(err as NodeJS.ErrnoException).code}`,
      "Pass --output in a writable directory outside every write root",
    );
  }
  let digest: string;
  let entries: number;
  let maxTime: bigint;
  try {
    const walkSkipped: SkippedRoot[] = [];
    const hashes: string[] = [];
    const sink: WalkSink = {
      entry: () => {},
      hash: (p) => hashes.push(p),
      skip: (p, reason) => walkSkipped.push({ path: p, reason }),
    };
    const walkOpts = {
      gitDirs: gitDirsOf(plan.git),
      exclude: new Set([temp, outPhysical, ...(opts.exclude ?? [])]),
    };
    const find = await findReady;
    // The digest is built from bytes already in hand: the records are read once, while find writes them.
    const hash = createHash("sha256");
    let start: number;
    let stats: WalkStats;
    let xattrs: Record<string, string> | null;
    // find writes into unnamed files while the header is finished, and the records are copied
    // behind the header as they are read back (the walk need not wait for git).
    const argLists = find ? findArgLists(plan.roots, walkOpts) : [];
    const walkFds = unnamedFiles(dirname(outPhysical), argLists.length);
    if (find && walkFds !== null) {
      let back: ReadBack | null = null;
      const abort = new AbortController();
      const walked = walkRootsToFds(
        find,
        plan.roots,
        argLists,
        walkFds,
        sink,
        () => back?.poll(),
        abort.signal,
        (i) => back?.done(i),
      );
      walked.catch(() => {});
      startGitParts();
      try {
        const head = await headerBytes();
        writeAll(fd, head);
        hash.update(head);
        start = head.length;
        back = new ReadBack(walkFds, 0, hash, hashes, walkOpts.gitDirs, fd);
        await walked;
        stats = back.finish();
        xattrs = await back.xattrs.finish();
      } catch (err) {
        abort.abort();
        throw err;
      } finally {
        // In the background: closing frees the unnamed files' blocks, which takes milliseconds.
        for (const f of walkFds) close(f, () => {});
      }
    } else {
      const head = await headerBytes();
      writeAll(fd, head);
      hash.update(head);
      start = head.length;
      if (find) {
        // Nowhere for unnamed files: one find writes behind the header, read back in place.
        const back = new ReadBack([fd], start, hash, hashes, walkOpts.gitDirs, null);
        await walkRootsToFds(find, plan.roots, findArgLists(plan.roots, walkOpts, 1), [fd], sink, () =>
          back.poll(),
        );
        stats = back.finish();
        xattrs = await back.xattrs.finish();
      } else {
        const w = new ManifestWriter(fd);
        const nodeDirs: string[] = [];
        stats = walkRootsWithNode(
          plan.roots,
          {
            ...sink,
            entry: (p, value) => {
              if (value.charCodeAt(0) === 100 /* d */) nodeDirs.push(p);
              w.write(formatRecord(p, value));
            },
          },
          walkOpts,
        );
        w.flush();
        hash.update(readAll(fd).subarray(start));
        xattrs = dirXattrDigests(nodeDirs);
      }
    }
    const recordsBytes = fstatSync(fd).size - start;
    // getfattr runs while the files are hashed.
    const metaRead = readMeta(metaPaths(hashes, plan.roots));
    const hashed = hashAll(hashes);
    const meta = await metaRead;
    appendAll(skipped, walkSkipped);
    if (xattrs === null) skipped.push({ path: "(directory xattrs and ACLs)", reason: xattrGap() ?? "" });
    const trailer: ManifestTrailer = {
      // Header and records as written: a manifest damaged in the middle is refused even unpinned.
      body_digest: `sha256:${hash.copy().digest("hex")}`,
      records_bytes: recordsBytes,
      entries: stats.entries,
      skipped: walkSkipped,
      hashes: hashed,
      ...(xattrs ? { xattrs } : {}),
      meta,
    };
    // The newline ends the records section, so the trailer is always the file's last line.
    const tail = Buffer.from(`\nT ${JSON.stringify(trailer)}\n`);
    writeAll(fd, tail);
    hash.update(tail);
    // No fsync: a manifest a crash left short or empty fails its digest check, and collect then
    // refuses it (exit 2). Waiting for the disk would only slow every snapshot down.
    digest = `sha256:${hash.digest("hex")}`;
    entries = stats.entries;
    // Future mtimes (touch -d) cannot be waited out and need not be: every later write sets ctime.
    const now = BigInt(Date.now()) * 1_000_000n;
    const mtime = stats.maxMtimeNs <= now + 2_000_000_000n ? stats.maxMtimeNs : 0n;
    maxTime = stats.maxCtimeNs > mtime ? stats.maxCtimeNs : mtime;
  } catch (err) {
    closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // nothing to clean
    }
    throw err;
  }
  closeSync(fd);
  renameSync(temp, outPhysical);
  waitForClockPast(dirname(outPhysical), maxTime);
  return { snapshot: outPhysical, digest, entries, roots: plan.roots, skipped, narrowed: plan.narrowed };
}

/** The lease's base resolved now; nothing when it does not resolve (collect then fails closed on it). */
async function pinBase(lease: Lease, git: GitPaths | null): Promise<Pick<ManifestHeader, "base">> {
  if (!git || !lease.base) return {};
  try {
    return { base: { ref: lease.base, commit: await resolveBase(new RepoGit(git.worktree), lease.base) } };
  } catch {
    return {};
  }
}

export function gitDirsOf(git: GitPaths | null): string[] {
  if (!git) return [];
  return git.git_dir === git.common_dir ? [git.common_dir] : [git.git_dir, git.common_dir];
}
