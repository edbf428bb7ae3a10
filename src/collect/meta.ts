import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync } from "node:fs";
import { isWithin } from "../core/paths.js";
import {
  GETFATTR_ARG_BYTES,
  GETFATTR_ARGS,
  GETFATTR_ENV,
  parseDumpLines,
  trustedGetfattr,
} from "./xattrs.js";

/*
 * Metadata is meaning for high-value files and the directories above them: a new owner or group, an ACL
 * giving someone else write, an xattr (a capability, an SELinux label) changes what the file is whatever
 * its bytes. The walk's records carry type, identity, permissions and link count; this records the rest
 * (owner, group, xattrs and ACLs by name) for the few paths that matter: the files whose content is
 * hashed, every directory from the root they were found in down to them, and the roots. Bounded by the
 * high-value files (never per entry of the walk): one lstat each and a getfattr per ~96 KiB of paths.
 *
 * A path's META is `uid gid xattrs`, xattrs being `-` (none), `?` (not readable: no getfattr, or it
 * failed on this path) or `name=digest,…` sorted by name (names percent-encoded, each value's sha256
 * cut to 16 hex digits: the manifest names what changed without carrying the values).
 */

/** The paths whose metadata is recorded: the hashed files, their ancestors up to their root, and the roots. */
export function metaPaths(hashed: readonly string[], roots: readonly string[]): string[] {
  const out = new Set<string>(roots);
  for (const p of hashed) {
    out.add(p);
    const root = roots.find((r) => isWithin(p, r));
    if (root === undefined) continue;
    for (let d = p.slice(0, p.lastIndexOf("/")); d.length > root.length && !out.has(d); ) {
      out.add(d);
      d = d.slice(0, d.lastIndexOf("/"));
    }
  }
  return [...out].sort();
}

function digest16(s: string): string {
  return createHash("sha256").update(s).digest("hex").slice(0, 16);
}

/** `name="0x…"` lines of getfattr (hex) → the xattrs field. */
export function xattrField(lines: readonly string[]): string {
  const parts = lines.map((l) => {
    const eq = l.indexOf("=");
    const name = eq < 0 ? l : l.slice(0, eq);
    return `${encodeURIComponent(name)}=${digest16(eq < 0 ? "" : l.slice(eq + 1))}`;
  });
  return parts.length === 0 ? "-" : parts.sort().join(",");
}

function runGetfattr(bin: string, batch: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      bin,
      [...GETFATTR_ARGS, ...batch],
      { encoding: "latin1", env: GETFATTR_ENV, maxBuffer: 256 * 1024 * 1024 },
      // A path that vanished makes getfattr exit 1; what it printed for the others still counts.
      (_err, stdout, stderr) => resolve({ stdout: String(stdout ?? ""), stderr: String(stderr ?? "") }),
    ).stdin?.end();
  });
}

/** The META of each path that exists (see above); absent paths are left out. */
export async function readMeta(paths: readonly string[]): Promise<Record<string, string>> {
  const owner = new Map<string, string>();
  for (const p of paths) {
    try {
      const st = lstatSync(p, { throwIfNoEntry: false });
      if (st) owner.set(p, `${st.uid} ${st.gid}`);
    } catch {
      owner.set(p, "? ?");
    }
  }
  const xattrs = new Map<string, string>();
  const bin = trustedGetfattr();
  if (bin !== null && owner.size > 0) {
    const batches: string[][] = [[]];
    let size = 0;
    for (const p of owner.keys()) {
      if (size + p.length + 1 > GETFATTR_ARG_BYTES && batches[batches.length - 1]!.length > 0) {
        batches.push([]);
        size = 0;
      }
      batches[batches.length - 1]!.push(p);
      size += p.length + 1;
    }
    const answers = await Promise.all(batches.map((b) => runGetfattr(bin, b)));
    for (const { stdout, stderr } of answers) {
      parseDumpLines(Buffer.from(stdout, "latin1").toString("latin1"), (p, lines) => {
        xattrs.set(p, xattrField(lines));
      });
      // `getfattr: PATH: reason`: what it could not read is unknown, not "none".
      for (const line of stderr.split("\n")) {
        const m = /^getfattr: (.*): [^:]+$/.exec(line);
        if (m && !m[1]!.startsWith("Removing leading"))
          xattrs.set(Buffer.from(m[1]!, "latin1").toString("utf8"), "?");
      }
    }
  }
  const out: Record<string, string> = {};
  for (const [p, o] of owner) out[p] = `${o} ${bin === null ? "?" : (xattrs.get(p) ?? "-")}`;
  return out;
}

interface Meta {
  uid: string;
  gid: string;
  xattrs: Map<string, string> | null;
}

function parseMeta(m: string): Meta {
  const [uid = "?", gid = "?", x = "?"] = m.split(" ");
  if (x === "?") return { uid, gid, xattrs: null };
  const xattrs = new Map<string, string>();
  if (x !== "-")
    for (const part of x.split(",")) {
      const eq = part.indexOf("=");
      xattrs.set(decodeURIComponent(part.slice(0, eq)), part.slice(eq + 1));
    }
  return { uid, gid, xattrs };
}

const ACL = /^system\.posix_acl_(access|default)$/;

/** What changed between two METAs, in words ([] when nothing did). */
export function describeMeta(before: string, after: string): string[] {
  if (before === after) return [];
  const a = parseMeta(before);
  const b = parseMeta(after);
  const out: string[] = [];
  if (a.uid !== b.uid) out.push(`owner changed (uid ${a.uid} → ${b.uid})`);
  if (a.gid !== b.gid) out.push(`group changed (gid ${a.gid} → ${b.gid})`);
  if (a.xattrs !== null && b.xattrs !== null) {
    for (const name of [...new Set([...a.xattrs.keys(), ...b.xattrs.keys()])].sort()) {
      const was = a.xattrs.get(name);
      const now = b.xattrs.get(name);
      if (was === now) continue;
      const acl = ACL.exec(name);
      const what = acl ? (acl[1] === "default" ? "default ACL" : "ACL") : `xattr ${name}`;
      out.push(`${what} ${was === undefined ? "added" : now === undefined ? "removed" : "changed"}`);
    }
  }
  return out;
}
