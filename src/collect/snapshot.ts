import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import { defaultCaseMode, isWithin } from "../core/paths.js";
import {
  escapeField,
  MANIFEST_MAGIC,
  type ManifestHeader,
  type ManifestTrailer,
  unescapeField,
} from "../core/snapshot-format.js";
import { mergeRoots, type RootCandidate, type RootOrigin } from "../core/snapshot-roots.js";
import { ViolationChecker } from "../core/violations.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { readGitLayout } from "./repo.js";
import type { GitLayout, SkippedRoot } from "./types.js";
import { walkRoots } from "./walk.js";

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

/** The temp directories that exist on this machine (os.tmpdir(), /tmp, /var/tmp, /dev/shm, $RUNNER_TEMP). */
export function tempDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const out = [tmpdir(), "/tmp", "/var/tmp", "/dev/shm"];
  if (env.RUNNER_TEMP) out.push(env.RUNNER_TEMP);
  return out;
}

export interface PlannedRoots {
  roots: string[];
  notWatched: SkippedRoot[];
  git: GitLayout | null;
}

/** Works out which roots to watch for a lease (see ROOT_GROUPS). Fails closed when the worktree's repository cannot be read. */
export async function planRoots(
  lease: Lease,
  watch: readonly string[] = [],
  groups: readonly RootGroup[] = ROOT_GROUPS,
): Promise<PlannedRoots> {
  const want = new Set(groups);
  const candidates: RootCandidate[] = [];
  const notWatched: SkippedRoot[] = [];
  let git: GitLayout | null = null;
  const add = (path: string, origin: RootOrigin, quietWhenMissing: boolean) => {
    const group: RootGroup | null =
      origin === "worktree" || origin === "repo" || origin === "home" || origin === "temp" ? origin : null;
    const real = physical(path);
    if (group && !want.has(group)) {
      notWatched.push({ path: real ?? path, reason: `default root (${group}) left out by --default-roots` });
      return;
    }
    if (real === null) {
      if (!quietWhenMissing) notWatched.push({ path, reason: "does not exist at snapshot time" });
      return;
    }
    candidates.push({ path: real, origin });
  };
  if (lease.worktree) {
    if (!existsSync(lease.worktree)) {
      throw new ForgeGateError(
        "worktree_missing",
        `the lease's worktree ${JSON.stringify(lease.worktree)} does not exist`,
        "Create the worktree before taking the snapshot, or fix `worktree` in the lease",
      );
    }
    git = await readGitLayout(lease.worktree);
    add(git.worktree, "worktree", false);
    for (const w of git.worktrees) add(w, "repo", false);
    add(git.commonDir, "repo", false);
    add(git.gitDir, "repo", false);
  }
  add(homedir(), "home", false);
  for (const t of tempDirs()) add(t, "temp", true);
  for (const w of lease.watch) add(w, "lease", false);
  for (const w of watch) add(resolve(w), "flag", false);
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
      "Pass --output (or --snapshot-dir) outside every write root",
    );
  }
}

/** Buffers manifest text, writes it in large chunks and hashes exactly the bytes written. */
class ManifestWriter {
  private buf = "";
  private readonly hash = createHash("sha256");
  constructor(private readonly fd: number) {}
  write(s: string): void {
    this.buf += s;
    if (this.buf.length > 1 << 20) this.flush();
  }
  flush(): void {
    if (this.buf === "") return;
    const bytes = Buffer.from(this.buf, "utf8");
    this.buf = "";
    this.hash.update(bytes);
    let off = 0;
    while (off < bytes.length) off += writeSync(this.fd, bytes, off);
  }
  digest(): string {
    this.flush();
    return `sha256:${this.hash.digest("hex")}`;
  }
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
  const plan = await planRoots(lease, opts.watch ?? [], opts.defaultRoots ?? ROOT_GROUPS);
  const output = resolve(opts.output ?? defaultOutput(lease));
  const outDir = dirname(output);
  try {
    // Created before the walk, so the directory itself is part of the manifest and not a "change".
    mkdirSync(outDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ForgeGateError(
      "snapshot_output_invalid",
      `cannot create ${JSON.stringify(outDir)}: ${(err as NodeJS.ErrnoException).code}`,
      "Pass --output in a writable directory outside every write root",
    );
  }
  const outPhysical = join(physical(outDir) ?? outDir, output.slice(outDir.length + 1));
  assertOutsideWriteRoots(lease, outPhysical);
  const temp = join(
    dirname(outPhysical),
    `.${output.slice(outDir.length + 1)}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`,
  );
  const header: ManifestHeader = {
    lease_id: lease.id,
    created_at: new Date().toISOString(),
    host: hostname(),
    manifest: outPhysical,
    roots: plan.roots,
    not_watched: plan.notWatched,
    git: plan.git,
  };
  const skipped: SkippedRoot[] = [...plan.notWatched];
  let fd: number;
  try {
    fd = openSync(temp, "wx", 0o600);
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
    const w = new ManifestWriter(fd);
    w.write(`${MANIFEST_MAGIC}\nH ${JSON.stringify(header)}\n`);
    const stats = walkRoots(
      plan.roots,
      {
        dir: (p) => w.write(`D ${escapeField(p)}\n`),
        entry: (_d, name, _p, value) => w.write(`E ${escapeField(name)}\t${value}\n`),
        skip: (p, reason) => {
          skipped.push({ path: p, reason });
          w.write(`S ${escapeField(p)}\t${escapeField(reason)}\n`);
        },
        enter: () => true,
      },
      { gitDirs: gitDirsOf(plan.git), exclude: new Set([temp, outPhysical]) },
    );
    const trailer: ManifestTrailer = {
      entries: stats.entries,
      skipped: skipped.length - plan.notWatched.length,
    };
    w.write(`T ${JSON.stringify(trailer)}\n`);
    digest = w.digest();
    fsyncSync(fd);
    entries = stats.entries;
    // Future mtimes (touch -d) cannot be waited out and do not need to be: every later write sets ctime.
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

export function gitDirsOf(git: GitLayout | null): string[] {
  if (!git) return [];
  return git.gitDir === git.commonDir ? [git.commonDir] : [git.gitDir, git.commonDir];
}

/** A manifest read back and verified. */
export interface Manifest {
  path: string;
  digest: string;
  header: ManifestHeader;
  /** Absolute path → VALUE. */
  entries: Map<string, string>;
  /** Directories that could not be read at snapshot time. */
  skipped: SkippedRoot[];
}

function corrupt(path: string, what: string): ForgeGateError {
  return new ForgeGateError(
    "snapshot_corrupt",
    `snapshot ${JSON.stringify(path)} is corrupt: ${what}`,
    "Take a new snapshot before the run (`forge-gate snapshot`); never edit a manifest",
  );
}

/** Reads a manifest, verifying its digest (when given), its lease and its completeness. Fails closed. */
export function readManifest(path: string, opts: { leaseId: string; digest?: string }): Manifest {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      code === "ENOENT" ? "snapshot_missing" : "snapshot_unreadable",
      `cannot read snapshot ${JSON.stringify(path)}: ${code === "ENOENT" ? "no such file" : code}`,
      "Pass the manifest `forge-gate snapshot` wrote (its path is in its output)",
    );
  }
  const digest = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
  if (opts.digest !== undefined) {
    const want = opts.digest.startsWith("sha256:") ? opts.digest : `sha256:${opts.digest}`;
    if (want.toLowerCase() !== digest) {
      throw new ForgeGateError(
        "snapshot_digest_mismatch",
        `snapshot ${JSON.stringify(path)} has digest ${digest}, expected ${want}: it was changed after it was taken`,
        "Treat the run as untrusted; take snapshots outside every write root and pin them by digest",
      );
    }
  }
  const text = bytes.toString("utf8");
  if (!text.startsWith(`${MANIFEST_MAGIC}\n`))
    throw corrupt(path, "not a forge-gate snapshot (bad first line)");
  let pos = MANIFEST_MAGIC.length + 1;
  const nextLine = (): string | null => {
    if (pos >= text.length) return null;
    const nl = text.indexOf("\n", pos);
    if (nl < 0) throw corrupt(path, "the last line is incomplete (truncated)");
    const line = text.slice(pos, nl);
    pos = nl + 1;
    return line;
  };
  const first = nextLine();
  if (first === null || !first.startsWith("H ")) throw corrupt(path, "missing header");
  let header: ManifestHeader;
  try {
    header = JSON.parse(first.slice(2)) as ManifestHeader;
  } catch {
    throw corrupt(path, "the header is not JSON");
  }
  if (
    typeof header?.lease_id !== "string" ||
    !Array.isArray(header.roots) ||
    typeof header.manifest !== "string"
  ) {
    throw corrupt(path, "the header lacks lease_id, roots or manifest");
  }
  if (header.lease_id !== opts.leaseId) {
    throw new ForgeGateError(
      "snapshot_foreign",
      `snapshot ${JSON.stringify(path)} was taken for lease ${JSON.stringify(header.lease_id)}, not ${JSON.stringify(opts.leaseId)}`,
      "Pass the snapshot taken for this lease",
    );
  }
  const entries = new Map<string, string>();
  const skipped: SkippedRoot[] = [];
  let dir: string | null = null;
  let trailer: ManifestTrailer | null = null;
  for (let line = nextLine(); line !== null; line = nextLine()) {
    if (trailer) throw corrupt(path, "data after the trailer");
    const tag = line.charCodeAt(0);
    if (tag === 69 /* E */) {
      if (dir === null) throw corrupt(path, "an entry before any directory");
      const tab = line.indexOf("\t", 2);
      if (tab < 0) throw corrupt(path, "an entry without a value");
      const name = unescapeField(line.slice(2, tab));
      const key = name === "" ? dir : dir === "/" ? `/${name}` : `${dir}/${name}`;
      entries.set(key, line.slice(tab + 1));
    } else if (tag === 68 /* D */) {
      dir = unescapeField(line.slice(2));
      if (!dir.startsWith("/")) throw corrupt(path, "a directory that is not absolute");
    } else if (tag === 83 /* S */) {
      const tab = line.indexOf("\t", 2);
      skipped.push({ path: unescapeField(line.slice(2, tab)), reason: unescapeField(line.slice(tab + 1)) });
    } else if (tag === 84 /* T */) {
      try {
        trailer = JSON.parse(line.slice(2)) as ManifestTrailer;
      } catch {
        throw corrupt(path, "the trailer is not JSON");
      }
    } else {
      throw corrupt(path, `unknown line type ${JSON.stringify(line.slice(0, 1))}`);
    }
  }
  if (!trailer) throw corrupt(path, "no trailer (the manifest is truncated)");
  if (trailer.entries !== countEntries(entries))
    throw corrupt(path, "the entry count does not match the trailer");
  return { path, digest, header, entries, skipped };
}

function countEntries(m: Map<string, string>): number {
  return m.size;
}

/** True when `path` exists as a regular file (used by the CLI for friendlier messages). */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
