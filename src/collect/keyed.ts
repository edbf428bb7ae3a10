import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, readSync } from "node:fs";
import type { ChangeRecord } from "../core/change-types.js";
import type { Lease } from "../core/lease.js";
import { isWithin } from "../core/paths.js";
import { protectedPart } from "../core/presets/grants.js";
import type { KeyedRecord } from "../core/snapshot-format.js";

/*
 * Agent state files that mix session data with settings (`~/.claude.json`) are judged by their keys
 * and by what they are. The snapshot records a digest of each protected key's value and what the name
 * is (a regular file, its inode, link count and owner; or a symlink and its target). After the run:
 * - the file must stay what it was: a regular file, not a symlink or a hardlink shared with another
 *   name, with the same owner and group (a link to a file in the worktree would let a later run change
 *   the settings by writing only inside its write roots);
 * - its protected keys are read through any link and must keep their values.
 * Both are judged whether or not the walk saw the name change (a link's target can change alone); a
 * change that keeps both is granted, one that does not is an escape naming what changed.
 */

/** Larger than any real state file; a bigger one is judged as unreadable (so any change shows). */
const KEYED_MAX_BYTES = 64 * 1024 * 1024;

/** The file's text, through links (null: absent); `!CODE` when it cannot be read as a regular file. */
function readKeyed(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? null : `!${code ?? "error"}`;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > KEYED_MAX_BYTES) return "!not a small regular file";
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.toString("utf8", 0, got);
  } catch (err) {
    return `!${(err as NodeJS.ErrnoException).code ?? "error"}`;
  } finally {
    closeSync(fd);
  }
}

function sha256(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

/**
 * Each protected key's value as a digest (the manifest names what changed without holding an API key):
 * top-level keys by name, per-project keys as `projects["DIR"].key`. A file that cannot be read or
 * parsed is one string: `!` and why, or a digest of its protected part.
 */
function keysOf(kind: Lease["keyed"][number]["kind"], path: string): Record<string, string> | string {
  const text = readKeyed(path);
  if (text?.startsWith("!")) return text;
  const part = protectedPart(kind, text);
  if (part.startsWith("!")) return `!unparseable ${sha256(part)}`;
  const doc = JSON.parse(part) as { top?: Record<string, unknown>; projects?: Record<string, unknown> };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.top ?? {})) out[k] = sha256(JSON.stringify(v));
  for (const [dir, entry] of Object.entries(doc.projects ?? {}))
    for (const [k, v] of Object.entries(entry as Record<string, unknown>))
      out[`projects[${JSON.stringify(dir)}].${k}`] = sha256(JSON.stringify(v));
  return out;
}

/** What the name is now (see KeyedRecord.entry). */
function entryOf(path: string): string {
  let st: ReturnType<typeof lstatSync>;
  try {
    st = lstatSync(path, { throwIfNoEntry: false });
  } catch (err) {
    return `other !${(err as NodeJS.ErrnoException).code ?? "error"}`;
  }
  if (st === undefined) return "absent";
  if (st.isFile()) return `f ${st.ino} ${st.nlink} ${st.uid} ${st.gid}`;
  if (st.isSymbolicLink()) {
    let target = "";
    try {
      target = readlinkSync(path);
    } catch {
      target = "!unreadable";
    }
    return `l ${st.uid} ${st.gid} ${target}`;
  }
  return `other ${(st.mode & 0o170000).toString(8)}`;
}

/** The snapshot header's record of each keyed file. */
export function keyedHeader(lease: Lease): { keyed?: Record<string, KeyedRecord> } {
  if (lease.keyed.length === 0) return {};
  const keyed: Record<string, KeyedRecord> = {};
  for (const k of lease.keyed) keyed[k.path] = { keys: keysOf(k.kind, k.path), entry: entryOf(k.path) };
  return { keyed };
}

/** Why the name is no longer what a keyed file must be ([] when it is). */
export function keyedEntryProblems(before: string, now: string): string[] {
  if (now === "absent" || now === before) return [];
  const [kind, ...rest] = now.split(" ");
  const was = before.split(" ");
  if (kind === "l") {
    // A link that was there before, unchanged (a dotfiles manager's): its target's keys are judged.
    if (was[0] === "l" && was.slice(1).join(" ") === rest.join(" ")) return [];
    return [`replaced by a symlink to ${JSON.stringify(rest.slice(2).join(" "))}`];
  }
  if (kind !== "f") return ["replaced by something other than a regular file"];
  const [ino, nlink, uid, gid] = rest;
  const out: string[] = [];
  const sameFile = was[0] === "f" && was[1] === ino;
  if (Number(nlink) > 1 && !(sameFile && Number(was[2]) >= Number(nlink)))
    out.push(`hardlinked: ${nlink} names share it (a link count of 1 was expected)`);
  // The owner a link or file had before (uid gid are at the same places for both).
  const [wasUid, wasGid] = was[0] === "f" ? [was[3], was[4]] : was[0] === "l" ? [was[1], was[2]] : [uid, gid];
  if (uid !== wasUid) out.push(`owner changed (uid ${wasUid} → ${uid})`);
  if (gid !== wasGid) out.push(`group changed (gid ${wasGid} → ${gid})`);
  return out;
}

/** The protected keys whose values changed, in words ([] when none did). */
export function keyedKeyChanges(
  before: Record<string, string> | string,
  now: Record<string, string> | string,
): string[] {
  if (typeof before === "string" || typeof now === "string") {
    if (before === now) return [];
    return [
      typeof now === "string"
        ? `its settings cannot be read any more (${now.startsWith("!unparseable") ? "not valid JSON" : now.slice(1)})`
        : "its settings can be read again, and are judged as changed",
    ];
  }
  const out: string[] = [];
  for (const k of [...new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    if (before[k] === now[k]) continue;
    out.push(`${k} ${before[k] === undefined ? "added" : now[k] === undefined ? "removed" : "changed"}`);
  }
  return out;
}

/**
 * Judges every keyed file against the snapshot (see above): a change record that keeps its identity
 * and protected keys is `granted`; otherwise the record (made when the walk saw none) is `tampered`,
 * naming what changed. A captured record (the capture layer) is judged by what the capture holds.
 */
export function judgeKeyedFiles(
  changes: ChangeRecord[],
  before: Record<string, KeyedRecord>,
  lease: Lease,
): void {
  for (const k of lease.keyed) {
    const was = before[k.path];
    if (was === undefined) continue;
    // What the agent wrote into `run`'s capture layer is judged where the capture keeps it.
    for (const c of changes) {
      if (c.source !== "capture" || c.path !== k.path || c.captured === undefined) continue;
      if (c.change === "deleted" || c.tampered !== undefined) continue;
      const problems = [
        ...keyedEntryProblems(was.entry, entryOf(c.captured)),
        ...keyedKeyChanges(was.keys, keysOf(k.kind, c.captured)),
      ];
      if (problems.length === 0) c.granted = "only session keys changed";
      else c.tampered = problems.join("; ");
    }
    const records = changes.filter((c) => c.source === "snapshot" && c.path === k.path);
    // A deleted keyed file is judged by its path; so is one whose record is already an escape.
    if (records.some((c) => c.change === "deleted" || c.tampered !== undefined)) continue;
    const problems = [
      ...keyedEntryProblems(was.entry, entryOf(k.path)),
      ...keyedKeyChanges(was.keys, keysOf(k.kind, k.path)),
    ];
    if (problems.length === 0) {
      for (const c of records) c.granted = "only session keys changed";
      continue;
    }
    if (records.length === 0) {
      const c: ChangeRecord = { path: k.path, change: "modified", source: "snapshot" };
      changes.push(c);
      records.push(c);
    }
    for (const c of records) c.tampered = problems.join("; ");
  }
}

/**
 * A directory created only to hold a granted path (`~/.claude` for `~/.claude/projects`) is part of
 * that grant: it is granted when it is still a plain directory.
 */
export function grantAncestorDirs(changes: ChangeRecord[], lease: Lease): void {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.change !== "created" || c.tampered !== undefined) continue;
    if (!lease.write_roots.some((r) => isWithin(r, c.path))) continue;
    const st = lstatSync(c.path, { throwIfNoEntry: false });
    if (st?.isDirectory() && (st.mode & 0o022) === 0) c.granted = "a directory a granted path needs";
  }
}
