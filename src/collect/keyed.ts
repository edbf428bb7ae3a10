import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import type { Lease } from "../core/lease.js";
import { isWithin } from "../core/paths.js";
import { protectedPart } from "../core/presets.js";
import type { ChangeRecord } from "./types.js";

/*
 * Agent state files that mix session data with settings (`~/.claude.json`) are judged by their keys:
 * the snapshot records the protected part of each, and after the run a change that kept it is granted,
 * one that did not is an escape that names the part that changed.
 */

/** Larger than any real state file; a bigger one is judged as unreadable (so any change shows). */
const KEYED_MAX_BYTES = 64 * 1024 * 1024;

/** The file's text (null: absent); `!CODE` when it exists but cannot be read as a regular file. */
function readKeyed(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
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

function partOf(kind: Lease["keyed"][number]["kind"], path: string): string {
  const text = readKeyed(path);
  return text?.startsWith("!") ? text : protectedPart(kind, text);
}

/** The snapshot header's record of each keyed file's protected part. */
export function keyedHeader(lease: Lease): { keyed?: Record<string, string> } {
  if (lease.keyed.length === 0) return {};
  const keyed: Record<string, string> = {};
  for (const k of lease.keyed) keyed[k.path] = partOf(k.kind, k.path);
  return { keyed };
}

/**
 * Marks changes of keyed files `granted` when their protected part is unchanged, else `tampered`. A
 * captured one is read where the capture keeps it.
 */
export function judgeKeyedFiles(changes: ChangeRecord[], before: Record<string, string>, lease: Lease): void {
  for (const c of changes) {
    if (c.source === "git" || c.change === "deleted" || c.tampered !== undefined) continue;
    const k = lease.keyed.find((x) => x.path === c.path);
    const was = before[c.path];
    if (k === undefined || was === undefined) continue;
    if (partOf(k.kind, c.captured ?? c.path) === was) c.granted = "only session keys changed";
    else c.tampered = "settings, hooks, MCP servers, permissions or credentials changed";
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
