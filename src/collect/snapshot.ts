import { createHash, type Hash, randomBytes } from "node:crypto";
import {
  close,
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { appendAll } from "../core/arrays.js";
import type { GitLayout, GitPaths, GitState, SkippedRoot } from "../core/change-types.js";
import { parseSnapshotDigest } from "../core/digest.js";
import { ForgeGateError } from "../core/errors.js";
import { leftOutReason } from "../core/gate-words.js";
import type { Lease } from "../core/lease.js";
import { defaultCaseMode, isWithin } from "../core/paths.js";
import {
  canonicalJson,
  formatRecord,
  MANIFEST_MAGIC,
  MANIFEST_VERSION,
  type ManifestHeader,
  type ManifestTrailer,
  manifestVersionOf,
  parseRecords,
  timeToNs,
} from "../core/snapshot-format.js";
import {
  isNeverWatched,
  mergeRoots,
  type RootCandidate,
  type RootOrigin,
  wantsHash,
} from "../core/snapshot-roots.js";
import { ViolationChecker } from "../core/violations.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { gitExecutablePaths, RepoGit } from "./git.js";
import { readGitState } from "./git-state.js";
import { runnerHeader } from "./host-presets.js";
import { keyedHeader } from "./keyed.js";
import { metaPaths, readMeta } from "./meta.js";
import { gitLayoutOf, readGitHead, readGitPaths, resolveBase } from "./repo.js";
import { hashFile, type WalkSink, type WalkStats, walkRootsWithNode } from "./walk.js";
import { findArgLists, gnuFindAsync, unnamedFiles, walkRootsToFds } from "./walk-find.js";
import { dirXattrDigests, XattrCollector, xattrGap } from "./xattrs.js";

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
}

export interface SnapshotResult {
  snapshot: string;
  digest: string;
  entries: number;
  roots: string[];
  skipped: SkippedRoot[];
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
  /** The repository's paths (what HEAD points at is read with the header: readGitHead). */
  git: GitPaths | null;
}

/** Works out which roots to watch for a lease (see ROOT_GROUPS). Fails closed when the worktree's repository cannot be read. */
export async function planRoots(
  lease: Lease,
  watch: readonly string[] = [],
  groups: readonly RootGroup[] = ROOT_GROUPS,
  knob = "--default-roots",
): Promise<PlannedRoots> {
  const want = new Set(groups);
  const candidates: RootCandidate[] = [];
  const notWatched: SkippedRoot[] = [];
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
  return { roots: merged.roots, notWatched: all, git };
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

/** sha256 of the normalised lease (see ManifestHeader.lease_digest). */
export function leaseDigest(lease: Lease): string {
  return `sha256:${createHash("sha256").update(canonicalJson(lease)).digest("hex")}`;
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

function writeAll(fd: number, bytes: Buffer): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done);
}

/** The whole file behind `fd` (the Node walker's manifest, before its trailer). */
function readAll(fd: number): Buffer {
  const size = fstatSync(fd).size;
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}

/** A `seconds.fraction` time held as bytes: the newest seen so far (laterTime's order, without strings). */
class MaxTime {
  private bytes = Buffer.from("0.0000000000", "latin1");
  private len = this.bytes.length;

  /** Keeps b[s, e) when it is later than the time held. */
  offer(b: Buffer, s: number, e: number): void {
    const n = e - s;
    const cur = this.bytes;
    if (n === this.len) {
      let k = 0;
      while (k < n && b[s + k] === cur[k]) k++;
      if (k === n || b[s + k]! < cur[k]!) return;
    } else if (n < this.len) return;
    if (n > cur.length) this.bytes = Buffer.allocUnsafe(2 * n);
    b.copy(this.bytes, 0, s, e);
    this.len = n;
  }

  ns(): bigint {
    return timeToNs(this.bytes.toString("latin1", 0, this.len));
  }
}

const READ_BYTES = 1 << 20;
const DOT_DIR = Buffer.from("/.");

/**
 * Where the time field after the space at `from` ends (the next space). find's times have ten
 * fractional digits, so one with its dot 10 bytes in is 21 bytes long (until the year 2286): no
 * search. Throws when the record ends first.
 */
function timeEnd(b: Buffer, from: number, end: number): number {
  if (b[from + 11] === 46 && b[from + 22] === 32 && from + 22 < end) return from + 22;
  const at = b.indexOf(32, from + 1);
  if (at < 0 || at >= end) throw new Error("find wrote a malformed record");
  return at;
}

/** One find's file as it is read back: bytes read so far, and the record not yet complete. */
interface Part {
  fd: number;
  /** File offset read up to. */
  pos: number;
  /** The bytes of a record find has not finished writing, from 0. */
  buf: Buffer;
  len: number;
  /** Its find had exited, and everything it wrote has been read. */
  complete: boolean;
}

/**
 * Reads back the records find writes, while it writes them: hashes the bytes for the digest, counts
 * entries, picks the files to hash and finds the newest times. It scans the bytes in reused
 * buffers and decodes only the few paths it keeps (a directory whose xattrs are digested, a file that
 * may be hashed): decoding every record to a string cost more CPU than the scan itself, and on a
 * busy 2-core machine that CPU is taken from find. With several finds, each file is scanned as it
 * grows, while the digest (and the copy into the manifest) follows the files in order: what is left
 * when the last find exits is only the digest of what the others wrote meanwhile.
 */
export class ReadBack {
  entries = 0;
  /** Digests every directory's xattrs, beside the walk. */
  readonly xattrs = new XattrCollector();
  private readonly maxC = new MaxTime();
  private readonly maxM = new MaxTime();
  /**
   * Git directories with no "/." in them: a path below the others holds "/." and passes the
   * dot-directory pre-filter anyway.
   */
  private readonly plainGitDirs: Buffer[];
  private readonly parts: Part[];
  private readonly exited: boolean[];
  /** The digest has taken parts[ord] up to ordPos (and every part before it). */
  private ord = 0;
  private ordPos: number;
  private scratch: Buffer | null = null;

  constructor(
    /** The files find writes into: their records, in this order, are the manifest's. */
    fds: readonly number[],
    start: number,
    private readonly digest: Hash,
    private readonly hashes: string[],
    private readonly gitDirs: readonly string[],
    /** Where the bytes read are copied (the manifest, behind its header); null: they are already there. */
    private readonly out: number | null,
  ) {
    this.parts = fds.map((fd, i) => ({
      fd,
      pos: i === 0 ? start : 0,
      buf: Buffer.allocUnsafe(READ_BYTES),
      len: 0,
      complete: false,
    }));
    this.ordPos = start;
    this.exited = fds.map(() => false);
    this.plainGitDirs = gitDirs.filter((g) => !`${g}/`.includes("/.")).map((g) => Buffer.from(`${g}/`));
  }

  /** Reads and scans whatever was appended since the last call. */
  poll(): void {
    this.xattrs.startWaiting();
    for (let i = 0; i < this.parts.length; i++) this.pull(i);
    this.order();
  }

  /** Reads part i's new bytes and scans them; digests them at once when it is the part in order. */
  private pull(i: number): void {
    const part = this.parts[i]!;
    if (part.complete) return;
    // Its find had exited before this call: once a read finds nothing more, the file is complete.
    const exited = this.exited[i];
    for (;;) {
      if (part.len === part.buf.length) {
        // One record longer than the buffer (a very long path and symlink target): grow it.
        const bigger = Buffer.allocUnsafe(2 * part.buf.length);
        part.buf.copy(bigger, 0, 0, part.len);
        part.buf = bigger;
      }
      const n = readSync(part.fd, part.buf, part.len, part.buf.length - part.len, part.pos);
      if (n === 0) {
        part.complete = exited === true;
        return;
      }
      if (i === this.ord && this.ordPos === part.pos) {
        this.take(part.buf.subarray(part.len, part.len + n));
        this.ordPos += n;
      }
      part.pos += n;
      part.len += n;
      const used = this.scan(part.buf.subarray(0, part.len));
      if (used > 0) {
        part.buf.copy(part.buf, 0, used, part.len);
        part.len -= used;
      }
    }
  }

  /** Digests (and copies) the parts in order, as far as they have been read. */
  private order(): void {
    for (;;) {
      const part = this.parts[this.ord]!;
      // Read and scanned ahead of the digest (a later part while an earlier one ran): read again.
      while (this.ordPos < part.pos) {
        this.scratch ??= Buffer.allocUnsafe(READ_BYTES);
        const want = Math.min(this.scratch.length, part.pos - this.ordPos);
        const n = readSync(part.fd, this.scratch, 0, want, this.ordPos);
        if (n === 0) throw new Error("find's records file ended early");
        this.take(this.scratch.subarray(0, n));
        this.ordPos += n;
      }
      if (!part.complete || this.ord === this.parts.length - 1) return;
      if (part.len !== 0) throw new Error("find's records ended in the middle of one");
      this.ord++;
      this.ordPos = 0;
    }
  }

  private take(bytes: Buffer): void {
    if (this.out !== null) writeAll(this.out, bytes);
    this.digest.update(bytes);
  }

  /** Scans the complete records at the start of `b`; returns how many bytes they fill. */
  private scan(b: Buffer): number {
    const len = b.length;
    // The next "/." at or after a path's start, found once for all the paths before it (-1: none).
    let dotAt = -2;
    let p = 0;
    while (p < len) {
      // Native searches where they can: this runs on every record while find needs the cores.
      const end = b.indexOf(0, p);
      if (end < 0) return p;
      // The VALUE's eight fields hold no spaces (only the path may): the 6th to 8th spaces bound the times.
      let s6 = p;
      for (let k = 0; k < 6 && s6 < end; s6++) if (b[s6] === 32 && ++k === 6) break;
      if (s6 >= end) throw new Error("find wrote a malformed record");
      const s7 = timeEnd(b, s6, end);
      const s8 = timeEnd(b, s7, end);
      const t = b[p];
      let next = end + 1;
      if (t === 108 /* l */) {
        // A symlink's target is one more field, possibly not written yet.
        next = b.indexOf(0, next);
        if (next < 0) return p;
        next++;
      }
      this.entries++;
      // Directories carry times too (see snapshot-format.ts): the clock must pass theirs as well.
      this.maxM.offer(b, s6 + 1, s7);
      this.maxC.offer(b, s7 + 1, s8);
      if (t === 100 /* d */) {
        // wantsXattrs on bytes: the directory or its parent is a dot-directory.
        const last = b.lastIndexOf(47, end - 1);
        const prev = last > s8 + 1 ? b.lastIndexOf(47, last - 1) : -1;
        if ((last > s8 && b[last + 1] === 46) || (prev > s8 && b[prev + 1] === 46))
          this.xattrs.add(b.toString("utf8", s8 + 1, end));
      } else if (t === 102 /* f */) {
        if (dotAt !== -1 && dotAt <= s8) dotAt = b.indexOf(DOT_DIR, s8 + 1);
        // Every high-value rule needs a dot-directory or a git dir (see isHighValuePath): cheap pre-filter.
        if ((dotAt !== -1 && dotAt + 1 < end) || this.inPlainGitDir(b, s8 + 1, end)) {
          const path = b.toString("utf8", s8 + 1, end);
          if (wantsHash(path, b.toString("utf8", p, s8), this.gitDirs)) this.hashes.push(path);
        }
      }
      p = next;
    }
    return p;
  }

  private inPlainGitDir(b: Buffer, from: number, end: number): boolean {
    for (const g of this.plainGitDirs) {
      if (end - from >= g.length && b.compare(g, 0, g.length, from, from + g.length) === 0) return true;
    }
    return false;
  }

  /** find i has exited: what is in its file is all it wrote. */
  done(i: number): void {
    this.exited[i] = true;
  }

  /** Reads the rest, once every find has exited. */
  finish(): { entries: number; maxCtimeNs: bigint; maxMtimeNs: bigint } {
    this.exited.fill(true);
    this.poll();
    if (this.ord !== this.parts.length - 1 || this.parts.some((p) => !p.complete || p.len !== 0))
      throw new Error("find's records ended in the middle of one");
    return { entries: this.entries, maxCtimeNs: this.maxC.ns(), maxMtimeNs: this.maxM.ns() };
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
  const plan = await planRoots(lease, opts.watch ?? [], opts.defaultRoots ?? ROOT_GROUPS, opts.rootsKnob);
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
  return { snapshot: outPhysical, digest, entries, roots: plan.roots, skipped };
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

/** A manifest read back and verified. */
export interface Manifest {
  path: string;
  digest: string;
  header: ManifestHeader;
  /** Entry paths and their VALUEs, in walk order. */
  paths: string[];
  values: string[];
  /** Directories that could not be read at snapshot time. */
  skipped: SkippedRoot[];
  /** Content hashes of the high-value files. */
  hashes: Map<string, string>;
  /** Digests of directories' xattrs and ACLs (only those that had any); null: not recorded. */
  xattrs: Map<string, string> | null;
  /** Owner, group and xattrs of the high-value files and the directories above them (see meta.ts). */
  meta: Map<string, string>;
}

function corrupt(path: string, what: string): ForgeGateError {
  return new ForgeGateError(
    "snapshot_corrupt",
    `snapshot ${JSON.stringify(path)} is corrupt: ${what}`,
    "Take a new snapshot before the run (`forge-gate snapshot`); never edit a manifest",
  );
}

/**
 * Refuses a manifest another version of forge-gate wrote (its format differs): it cannot be judged
 * faithfully, and reading it as corrupt would hide why.
 */
function assertManifestVersion(path: string, bytes: Buffer): void {
  const nl = bytes.indexOf(10);
  const version = manifestVersionOf(bytes.toString("latin1", 0, nl < 0 ? Math.min(bytes.length, 64) : nl));
  if (version === null || version === MANIFEST_VERSION) return;
  throw new ForgeGateError(
    "snapshot_version",
    `snapshot ${JSON.stringify(path)} has format ${version}, and this forge-gate reads format ${MANIFEST_VERSION} only (it was taken by ${version < MANIFEST_VERSION ? "an older" : "a newer"} forge-gate)`,
    "Take a new snapshot with this version of forge-gate before the run (`forge-gate snapshot`, or `forge-gate run`, which takes its own), and collect or gate with the same version",
  );
}

/** A manifest's bytes, read once: the early walk and every check use this one copy. */
export function readManifestBytes(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      code === "ENOENT" ? "snapshot_missing" : "snapshot_unreadable",
      `cannot read snapshot ${JSON.stringify(path)}: ${code === "ENOENT" ? "no such file" : code}`,
      "Pass the manifest `forge-gate snapshot` wrote (its path is in its output)",
    );
  }
}

interface ManifestFrame {
  header: ManifestHeader;
  trailer: ManifestTrailer;
  recordsStart: number;
  trailerStart: number;
}

/** The header and trailer and where the records lie, or what is wrong with them. */
function frameOf(bytes: Buffer): ManifestFrame | string {
  const magic = Buffer.from(`${MANIFEST_MAGIC}\n`);
  if (bytes.length < magic.length || !bytes.subarray(0, magic.length).equals(magic)) {
    const first = bytes.subarray(0, Math.min(bytes.length, 64)).toString("latin1").split("\n")[0] ?? "";
    const other = /^forge-gate-snapshot (\d+)$/.exec(first);
    if (other)
      return `it is in snapshot format ${other[1]}, and this forge-gate reads format ${MANIFEST_MAGIC.slice(MANIFEST_MAGIC.lastIndexOf(" ") + 1)}: take the snapshot and gate with the same forge-gate version`;
    return "not a forge-gate snapshot (bad first line)";
  }
  const headerEnd = bytes.indexOf(10, magic.length);
  if (headerEnd < 0 || bytes[magic.length] !== 72 /* H */) return "missing header";
  let header: ManifestHeader;
  try {
    header = JSON.parse(bytes.toString("utf8", magic.length + 2, headerEnd)) as ManifestHeader;
  } catch {
    return "the header is not JSON";
  }
  if (
    typeof header?.lease_id !== "string" ||
    !Array.isArray(header.roots) ||
    typeof header.manifest !== "string"
  ) {
    return "the header lacks lease_id, roots or manifest";
  }
  // The trailer is the last line (JSON never holds a raw newline), so it is found from the end.
  if (bytes[bytes.length - 1] !== 10) return "the last line is incomplete (truncated)";
  const trailerStart = bytes.lastIndexOf(10, bytes.length - 2) + 1;
  if (bytes[trailerStart] !== 84 /* T */ || bytes[trailerStart + 1] !== 32)
    return "no trailer (the manifest is truncated)";
  let trailer: ManifestTrailer;
  try {
    trailer = JSON.parse(bytes.toString("utf8", trailerStart + 2, bytes.length - 1)) as ManifestTrailer;
  } catch {
    return "the trailer is not JSON (the manifest is truncated)";
  }
  const recordsStart = headerEnd + 1;
  if (
    typeof trailer?.records_bytes !== "number" ||
    trailer.records_bytes !== trailerStart - 1 - recordsStart ||
    !Array.isArray(trailer.skipped) ||
    typeof trailer.hashes !== "object" ||
    trailer.hashes === null ||
    typeof trailer.meta !== "object" ||
    trailer.meta === null
  ) {
    return "the records do not match the trailer (truncated or edited)";
  }
  return { header, trailer, recordsStart, trailerStart };
}

/**
 * What the walk needs (the header and the directories skipped at snapshot time), taken before the
 * manifest is verified so that find can run meanwhile; null when unreadable. Nothing is judged on
 * it: `verifyManifest` checks these same bytes before the walk's results are used.
 */
export function peekManifest(bytes: Buffer): { header: ManifestHeader; skipped: SkippedRoot[] } | null {
  const frame = frameOf(bytes);
  return typeof frame === "string" ? null : { header: frame.header, skipped: frame.trailer.skipped };
}

/** Verifies a manifest's digest (when given), its lease and its completeness, and parses it. Fails closed. */
export function verifyManifest(
  path: string,
  bytes: Buffer,
  opts: { leaseId: string; digest?: string; lease?: Lease },
): Manifest {
  const frame = frameOf(bytes);
  // One pass over the bytes gives both digests: the body's (checked against the trailer) and the file's.
  const hash = createHash("sha256");
  let body: string | null = null;
  if (typeof frame === "string") hash.update(bytes);
  else {
    hash.update(bytes.subarray(0, frame.trailerStart - 1));
    body = `sha256:${hash.copy().digest("hex")}`;
    hash.update(bytes.subarray(frame.trailerStart - 1));
  }
  const digest = `sha256:${hash.digest("hex")}`;
  if (opts.digest !== undefined) {
    const want = parseSnapshotDigest(opts.digest, "the snapshot digest");
    if (want !== digest) {
      throw new ForgeGateError(
        "snapshot_digest_mismatch",
        `snapshot ${JSON.stringify(path)} has digest ${digest}, expected ${want}: it was changed after it was taken`,
        "Treat the run as untrusted; take snapshots outside every write root and pin them by digest",
      );
    }
  }
  assertManifestVersion(path, bytes);
  if (typeof frame === "string") throw corrupt(path, frame);
  const { header, trailer, recordsStart, trailerStart } = frame;
  if (trailer.body_digest !== body)
    throw corrupt(path, "its header and records do not match the digest in its trailer (damaged or edited)");
  if (header.lease_id !== opts.leaseId) {
    throw new ForgeGateError(
      "snapshot_foreign",
      `snapshot ${JSON.stringify(path)} was taken for lease ${JSON.stringify(header.lease_id)}, not ${JSON.stringify(opts.leaseId)}`,
      "Pass the snapshot taken for this lease",
    );
  }
  if (
    header.lease_digest !== undefined &&
    opts.lease !== undefined &&
    header.lease_digest !== leaseDigest(opts.lease)
  ) {
    throw new ForgeGateError(
      "lease_changed",
      `the lease is not the one snapshot ${JSON.stringify(path)} was taken for: it changed after the snapshot`,
      "Treat the run as untrusted (an agent may have widened its own lease); keep the lease file outside every write root. Read it from the same path with the same HOME as the snapshot did (relative and ~ paths resolve against them)",
    );
  }
  const paths: string[] = [];
  const values: string[] = [];
  const ok = parseRecords(bytes.toString("utf8", recordsStart, trailerStart - 1), (p, v) => {
    paths.push(p);
    values.push(v);
  });
  if (!ok) throw corrupt(path, "a malformed record");
  if (paths.length !== trailer.entries) throw corrupt(path, "the entry count does not match the trailer");
  const skipped = trailer.skipped;
  const hashes = new Map(Object.entries(trailer.hashes));
  const xattrs = trailer.xattrs ? new Map(Object.entries(trailer.xattrs)) : null;
  const meta = new Map(Object.entries(trailer.meta));
  return { path, digest, header, paths, values, skipped, hashes, xattrs, meta };
}
