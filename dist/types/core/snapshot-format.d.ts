import type { ChangeKind, GitLayout, GitState } from "./change-types.js";
import type { Lease } from "./lease.js";
import type { RecordedEnvironment, RunnerLayout } from "./presets/index.js";
/**
 * 5: the header's `runner` (the job's environment on a GitHub Actions runner), keyed files' identity,
 * reflog lines, metadata of high-value files. 6: the trailer's `body_digest`.
 */
export declare const MANIFEST_VERSION = 6;
export declare const MANIFEST_MAGIC = "forge-gate-snapshot 6";
/** The format version a manifest's first line names, or null when it is not a forge-gate manifest. */
export declare function manifestVersionOf(firstLine: string): number | null;
/** Index of the n-th space (1-based), or -1. */
export declare function nthSpace(s: string, n: number): number;
/**
 * Parses records pushed in pieces that end on a NUL (a symlink's target may come in the next piece).
 * Calls `entry(path, value)` per entry.
 */
export declare class RecordParser {
    private readonly entry;
    private link;
    private bad;
    constructor(entry: (path: string, value: string) => void);
    /** `text` must be empty or end with NUL. */
    push(text: string): void;
    private emitLink;
    /** False when the records were malformed or ended in the middle of a symlink. */
    finish(): boolean;
}
/** Parses a complete records section; false when it is malformed. */
export declare function parseRecords(text: string, entry: (path: string, value: string) => void): boolean;
/** The record (or records, for a symlink) for one entry: the inverse of parseRecords. */
export declare function formatRecord(path: string, value: string): string;
/** Compares two `seconds.fraction` times (non-negative, ten fractional digits) numerically. */
export declare function laterTime(a: string, b: string): boolean;
/** `1795341630.6366370830` (find's %T@) → nanoseconds. */
export declare function timeToNs(t: string): bigint;
export type EntryType = "file" | "dir" | "symlink" | "other";
/** find's %y letter for a mode's file type. */
export declare function typeLetter(mode: number): string;
export declare function typeOfLetter(t: string): EntryType;
/** Nanoseconds since the epoch in find's %T@ spelling: `seconds.nnnnnnnnn0`. */
export declare function findTime(ns: bigint): string;
type Num = number | bigint | string;
/** VALUE for a directory. `perm` is octal text; times in find's %T@ spelling. */
export declare function dirValue(dev: Num, ino: Num, perm: string, uid?: Num, gid?: Num, mtime?: string, ctime?: string): string;
/** VALUE for anything but a directory. `extra` must already be escaped ("" for none). */
export declare function otherValue(type: string, dev: Num, ino: Num, perm: string, nlink: Num, size: Num, mtime: string, ctime: string, extra: string): string;
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
export declare function parseValue(v: string): EntryValue;
/**
 * True when `after` can be `before` moved to another name: same identity, type, permissions and
 * content times (a rename keeps the mtime; a freed inode reused by a new entry does not). Never by
 * inode alone.
 */
export declare function sameEntryMoved(before: string, after: string): boolean;
/** `dev ino`, the identity a rename keeps. */
export declare function identityOf(v: string): string;
/**
 * What changed between two VALUEs of the same path (which differ). A different inode or type is a
 * replacement ("modified"); a new link target is "link"; permission bits alone are "mode"; anything
 * else (size, times, content hash, link count) is "modified".
 */
export declare function classifyChange(before: string, after: string): ChangeKind | null;
export interface ManifestHeader {
    lease_id: string;
    created_at: string;
    host: string;
    /** The manifest's own final path: excluded from the diff (its creation is forge-gate's own write). */
    manifest: string;
    roots: string[];
    /** Roots asked for but not walked, with why. */
    not_watched: {
        path: string;
        reason: string;
    }[];
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
    base?: {
        ref: string;
        commit: string;
    };
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
export declare function canonicalJson(value: unknown): string;
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
    skipped: {
        path: string;
        reason: string;
    }[];
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
/** sha256 of the normalised lease (see ManifestHeader.lease_digest). */
export declare function leaseDigest(lease: Lease): string;
export {};
