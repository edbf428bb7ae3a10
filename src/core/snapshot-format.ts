import type { ChangeKind, GitLayout, GitState } from "./change-types.js";
import type { RecordedEnvironment, RunnerLayout } from "./presets/index.js";

/*
 * The snapshot manifest, streamable and written by find itself when it can:
 *
 *   forge-gate-snapshot 6\n
 *   H {header json}\n
 *   RECORDS                         NUL-terminated, no escaping needed (paths cannot hold NUL)
 *   \nT {trailer json}\n            body_digest, records_bytes, skipped directories, content hashes
 *
 * A record is an entry's VALUE then its path: directories `d dev ino perm uid gid mtime ctime PATH`,
 * everything else `type dev ino perm nlink size mtime ctime PATH`, and a symlink is followed by its
 * target as one more NUL-terminated field. These are
 * find's own spellings (type one of f d l p s c b, perm in octal, times as seconds with ten fractional
 * digits: nanoseconds and a 0), so the find walker never re-formats anything. A directory's times
 * change whenever a child changes (and children are reported themselves), so the diff reads them only
 * for what they prove: a ctime that moved while the mtime did not is a change of the directory's own
 * metadata (owner, group, xattrs, ACLs), and the mtime pairs a renamed directory with its old name.
 * Equal VALUEs mean "unchanged", so the diff compares strings and parses only what differs.
 * In memory a symlink's VALUE is `head\ttarget`.
 */

/**
 * 5: the header's `runner` (the job's environment on a GitHub Actions runner), keyed files' identity,
 * reflog lines, metadata of high-value files. 6: the trailer's `body_digest`.
 */
export const MANIFEST_VERSION = 6;
export const MANIFEST_MAGIC = `forge-gate-snapshot ${MANIFEST_VERSION}`;

/** The format version a manifest's first line names, or null when it is not a forge-gate manifest. */
export function manifestVersionOf(firstLine: string): number | null {
  const m = /^forge-gate-snapshot (\d{1,6})$/.exec(firstLine);
  return m ? Number(m[1]) : null;
}

/** Index of the n-th space (1-based), or -1. */
export function nthSpace(s: string, n: number): number {
  let i = -1;
  for (let k = 0; k < n && (k === 0 || i >= 0); k++) i = s.indexOf(" ", i + 1);
  return i;
}

/**
 * Parses records pushed in pieces that end on a NUL (a symlink's target may come in the next piece).
 * Calls `entry(path, value)` per entry.
 */
export class RecordParser {
  private link: string | null = null;
  private bad = false;
  constructor(private readonly entry: (path: string, value: string) => void) {}

  /** `text` must be empty or end with NUL. */
  push(text: string): void {
    if (text === "") return;
    if (text.charCodeAt(text.length - 1) !== 0) {
      this.bad = true;
      return;
    }
    const parts = text.split("\0");
    const n = parts.length - 1;
    let i = 0;
    if (this.link !== null) {
      this.emitLink(this.link, parts[0]!);
      this.link = null;
      i = 1;
    }
    for (; i < n; i++) {
      const rec = parts[i]!;
      const t = rec.charCodeAt(0);
      if (t === 108 /* l */) {
        if (i + 1 < n) this.emitLink(rec, parts[++i]!);
        else this.link = rec;
        continue;
      }
      const cut = nthSpace(rec, 8);
      if (cut < 0 || rec.charCodeAt(cut + 1) !== 47 /* / */) {
        this.bad = true;
        return;
      }
      this.entry(rec.slice(cut + 1), rec.slice(0, cut));
    }
  }

  private emitLink(rec: string, target: string): void {
    const cut = nthSpace(rec, 8);
    if (cut < 0 || rec.charCodeAt(cut + 1) !== 47) {
      this.bad = true;
      return;
    }
    this.entry(rec.slice(cut + 1), `${rec.slice(0, cut)}\t${target}`);
  }

  /** False when the records were malformed or ended in the middle of a symlink. */
  finish(): boolean {
    return !this.bad && this.link === null;
  }
}

/** Parses a complete records section; false when it is malformed. */
export function parseRecords(text: string, entry: (path: string, value: string) => void): boolean {
  const p = new RecordParser(entry);
  p.push(text);
  return p.finish();
}

/** The record (or records, for a symlink) for one entry: the inverse of parseRecords. */
export function formatRecord(path: string, value: string): string {
  const tab = value.indexOf("\t");
  return tab < 0 ? `${value} ${path}\0` : `${value.slice(0, tab)} ${path}\0${value.slice(tab + 1)}\0`;
}

/** Compares two `seconds.fraction` times (non-negative, ten fractional digits) numerically. */
export function laterTime(a: string, b: string): boolean {
  return a.length !== b.length ? a.length > b.length : a > b;
}

/** `1795341630.6366370830` (find's %T@) → nanoseconds. */
export function timeToNs(t: string): bigint {
  const neg = t.startsWith("-");
  const u = neg ? t.slice(1) : t;
  const dot = u.indexOf(".");
  const v =
    dot < 0
      ? BigInt(u) * 1_000_000_000n
      : BigInt(u.slice(0, dot)) * 1_000_000_000n + BigInt(u.slice(dot + 1, dot + 10).padEnd(9, "0"));
  return neg ? -v : v;
}

export type EntryType = "file" | "dir" | "symlink" | "other";

/** find's %y letter for a mode's file type. */
export function typeLetter(mode: number): string {
  switch (mode & 0o170000) {
    case 0o100000:
      return "f";
    case 0o040000:
      return "d";
    case 0o120000:
      return "l";
    case 0o010000:
      return "p";
    case 0o140000:
      return "s";
    case 0o020000:
      return "c";
    case 0o060000:
      return "b";
    default:
      return "U";
  }
}

export function typeOfLetter(t: string): EntryType {
  return t === "f" ? "file" : t === "d" ? "dir" : t === "l" ? "symlink" : "other";
}

/** Nanoseconds since the epoch in find's %T@ spelling: `seconds.nnnnnnnnn0`. */
export function findTime(ns: bigint): string {
  const neg = ns < 0n;
  const a = neg ? -ns : ns;
  const sec = a / 1_000_000_000n;
  const frac = (a % 1_000_000_000n).toString().padStart(9, "0");
  return `${neg ? "-" : ""}${sec}.${frac}0`;
}

type Num = number | bigint | string;

/** VALUE for a directory. `perm` is octal text; times in find's %T@ spelling. */
export function dirValue(
  dev: Num,
  ino: Num,
  perm: string,
  uid: Num = 0,
  gid: Num = 0,
  mtime = "0.0000000000",
  ctime = "0.0000000000",
): string {
  return `d ${dev} ${ino} ${perm} ${uid} ${gid} ${mtime} ${ctime}`;
}

/** VALUE for anything but a directory. `extra` must already be escaped ("" for none). */
export function otherValue(
  type: string,
  dev: Num,
  ino: Num,
  perm: string,
  nlink: Num,
  size: Num,
  mtime: string,
  ctime: string,
  extra: string,
): string {
  const base = `${type} ${dev} ${ino} ${perm} ${nlink} ${size} ${mtime} ${ctime}`;
  return extra === "" ? base : `${base}\t${extra}`;
}

export interface EntryValue {
  type: EntryType;
  dev: string;
  ino: string;
  perm: string;
  /** Files: the link count; directories: "" (their uid/gid are in `owner`). */
  nlink: string;
  /** Files: the size; directories: "". */
  size: string;
  /** Directories: `uid gid`; files: "" (an owner change moves a file's ctime). */
  owner: string;
  mtime: string;
  ctime: string;
  extra: string;
}

export function parseValue(v: string): EntryValue {
  const tab = v.indexOf("\t");
  const f = (tab < 0 ? v : v.slice(0, tab)).split(" ");
  const dir = f[0] === "d";
  return {
    type: typeOfLetter(f[0] ?? ""),
    dev: f[1] ?? "",
    ino: f[2] ?? "",
    perm: f[3] ?? "",
    nlink: dir ? "" : (f[4] ?? ""),
    size: dir ? "" : (f[5] ?? ""),
    owner: dir ? `${f[4] ?? ""} ${f[5] ?? ""}` : "",
    mtime: f[6] ?? "",
    ctime: f[7] ?? "",
    extra: tab < 0 ? "" : v.slice(tab + 1),
  };
}

/**
 * True when `after` can be `before` moved to another name: same identity, type, permissions and
 * content times (a rename keeps the mtime; a freed inode reused by a new entry does not). Never by
 * inode alone.
 */
export function sameEntryMoved(before: string, after: string): boolean {
  const a = parseValue(before);
  const b = parseValue(after);
  return (
    a.dev === b.dev &&
    a.ino === b.ino &&
    a.type === b.type &&
    a.perm === b.perm &&
    a.owner === b.owner &&
    a.size === b.size &&
    a.mtime === b.mtime &&
    (a.type !== "symlink" || a.extra === b.extra)
  );
}

/** `dev ino`, the identity a rename keeps. */
export function identityOf(v: string): string {
  const a = v.indexOf(" ");
  const b = v.indexOf(" ", a + 1);
  const c = v.indexOf(" ", b + 1);
  return v.slice(a + 1, c < 0 ? v.length : c);
}

/**
 * What changed between two VALUEs of the same path (which differ). A different inode or type is a
 * replacement ("modified"); a new link target is "link"; permission bits alone are "mode"; anything
 * else (size, times, content hash, link count) is "modified".
 */
export function classifyChange(before: string, after: string): ChangeKind | null {
  const a = parseValue(before);
  const b = parseValue(after);
  if (a.type === "dir" && b.type === "dir" && a.dev === b.dev && a.ino === b.ino) {
    if (a.perm !== b.perm || a.owner !== b.owner) return "mode";
    // A child created, removed or renamed moves both times; only the directory's own metadata
    // (xattrs, ACLs, a chown to the same owner) moves the ctime alone.
    if (a.ctime !== b.ctime && a.mtime === b.mtime) return "mode";
    return null;
  }
  // A symlink cannot be edited in place: a retarget is always a new link with a new inode.
  if (a.type === "symlink" && b.type === "symlink" && a.extra !== b.extra) return "link";
  if (a.type !== b.type || a.dev !== b.dev || a.ino !== b.ino) return "modified";
  const sameData = a.size === b.size && a.mtime === b.mtime && a.extra === b.extra && a.nlink === b.nlink;
  if (a.perm !== b.perm && sameData) return "mode";
  return "modified";
}

export interface ManifestHeader {
  lease_id: string;
  created_at: string;
  host: string;
  /** The manifest's own final path: excluded from the diff (its creation is forge-gate's own write). */
  manifest: string;
  roots: string[];
  /** Roots asked for but not walked, with why. */
  not_watched: { path: string; reason: string }[];
  git: GitLayout | null;
  /**
   * Where each write root really was when the snapshot was taken (lexical → canonical). The gate
   * judges against these, so an agent cannot move a root during its run by turning it into a link.
   */
  write_roots?: Record<string, string>;
  /**
   * The lease's `base` as it resolved when the snapshot was taken. Collect diffs against this commit, not
   * against whatever the ref names afterwards (the agent could move a local ref to hide its commits).
   */
  base?: { ref: string; commit: string };
  /**
   * sha256 of the normalised lease the snapshot was taken for. Collect refuses any other lease: a lease
   * file inside the write roots could otherwise be widened by the agent during its run.
   */
  lease_digest?: string;
  /** What the repository meant when the snapshot was taken (refs, parsed config, module gitdirs). */
  git_state?: GitState;
  /** Agent state files judged by their keys and their identity (see src/collect/keyed.ts). */
  keyed?: Record<string, KeyedRecord>;
  /** Taken on a GitHub Actions runner (src/core/presets/github-actions*.ts): set when GITHUB_ACTIONS=true. */
  runner?: RunnerHeader;
}

/** What the snapshot's step knew of its runner: where it is installed, and the job's environment. */
export interface RunnerHeader {
  /** Null when no runner install could be found (the report says so). */
  layout: RunnerLayout | null;
  environment: RecordedEnvironment & {
    /** Salt of the value digests (so equal values in two snapshots do not show). */
    salt: string;
    /** `step`: the environment the runner gave the step; `process`: this process's own. */
    source: "step" | "process";
  };
}

/** A keyed file as the snapshot found it. */
export interface KeyedRecord {
  /** Protected key → sha256 of its value (`projects.<dir>.<key>` per project); `!reason` when unreadable. */
  keys: Record<string, string> | string;
  /**
   * What the name is: `absent`, `f <ino> <nlink> <uid> <gid>` for a regular file, `l <uid> <gid> <target>`
   * for a symlink, `other <mode>` for anything else.
   */
  entry: string;
}

/** Canonical JSON (object keys sorted), so a digest does not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export interface ManifestTrailer {
  /**
   * `sha256:` + the hex SHA-256 of everything before the trailer's line (header and records): a
   * manifest damaged in the middle fails it even when it is read without `--snapshot-digest` (which
   * is what proves it was not *replaced*: whoever rewrites a manifest can rewrite this too).
   */
  body_digest: string;
  /** Length of the records section in bytes: a shorter one is a truncated manifest. */
  records_bytes: number;
  entries: number;
  skipped: { path: string; reason: string }[];
  /** Content hashes (`sha256` hex, or `!CODE` when unreadable) of the high-value files. */
  hashes: Record<string, string>;
  /** Digests of directories' xattrs and ACLs, for the directories that have any (absent: not recorded). */
  xattrs?: Record<string, string>;
  /**
   * Owner, group and xattrs (ACLs included) of the hashed files, the directories above them up to their
   * root, and the roots: path → `uid gid xattrs` (see src/collect/meta.ts).
   */
  meta: Record<string, string>;
}
