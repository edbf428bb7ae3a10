import { createHash } from "node:crypto";
import { closeSync, lstatSync, openSync, readdirSync, readlinkSync, readSync, type Stats } from "node:fs";
import { join } from "node:path";
import type { ChangeRecord } from "../../collect/types.js";
import { xattrLines } from "../../collect/xattrs.js";

/*
 * What the agent wrote into the capture layer, as change records judged like any other. An overlay's
 * upper layer holds every entry the agent created or changed (a copy of the host's entry the first time
 * it opened it for writing or changed its metadata), a whiteout (a 0:0 character device) where it
 * deleted one, and directories marked opaque where it removed a directory and made a new one. Each entry
 * is compared with the host's: content, type, link target, mode, owner, xattrs. A copy that kept all of
 * them (opened for writing, rewritten with the same bytes, only its times touched) is no change: rule 2,
 * meaning over bytes.
 */

/** Overlayfs's own attributes (`user.` in a user namespace, `trusted.` as root): not the agent's. */
const OVERLAY_XATTR = /^(user|trusted)\.overlay\./;

export interface CaptureScan {
  changes: ChangeRecord[];
  /** What could not be compared (said in the report). */
  limits: string[];
}

/** Paths are walked as bytes: a name that is not UTF-8 must be found (and reported, lossily spelled) too. */
type Bytes = Buffer;

interface Found {
  upper: Bytes;
  host: Bytes;
  st: Stats;
}

const SLASH = Buffer.from("/");
const text = (b: Bytes) => b.toString("utf8");
const child = (dir: Bytes, name: Bytes) =>
  dir.length === 1 && dir[0] === 47 ? Buffer.concat([SLASH, name]) : Buffer.concat([dir, SLASH, name]);

function lstatOrNull(p: Bytes): Stats | null {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}

function typeOf(st: Stats): string {
  if (st.isDirectory()) return "d";
  if (st.isSymbolicLink()) return "l";
  if (st.isFile()) return "f";
  return `o${st.mode & 0o170000}`;
}

function isWhiteout(st: Stats): boolean {
  return st.isCharacterDevice() && st.rdev === 0;
}

function sameContent(a: Bytes, b: Bytes): boolean {
  const digest = (p: Bytes) => {
    const h = createHash("sha256");
    const buf = Buffer.alloc(64 * 1024);
    const fd = openSync(p, "r");
    try {
      for (;;) {
        const n = readSync(fd, buf, 0, buf.length, null);
        if (n === 0) break;
        h.update(buf.subarray(0, n));
      }
    } finally {
      closeSync(fd);
    }
    return h.digest("hex");
  };
  try {
    return digest(a) === digest(b);
  } catch {
    return false; // unreadable: a change
  }
}

function sameIdentity(a: Stats, b: Stats): boolean {
  return (a.mode & 0o7777) === (b.mode & 0o7777) && a.uid === b.uid && a.gid === b.gid;
}

function list(dir: Bytes): Bytes[] | null {
  try {
    return readdirSync(dir, { encoding: "buffer" }).sort(Buffer.compare);
  } catch {
    return null;
  }
}

/** Scans each overlay's upper layer (`<layers>/u/<index>`, shown at `path`). */
export function scanCapture(
  layers: string,
  overlays: readonly { index: number; path: string }[],
): CaptureScan {
  const found: Found[] = [];
  const walk = (upper: Bytes, host: Bytes) => {
    for (const name of list(upper) ?? []) {
      const u = child(upper, name);
      const st = lstatOrNull(u);
      if (st === null) continue;
      const h = child(host, name);
      found.push({ upper: u, host: h, st });
      if (st.isDirectory()) walk(u, h);
    }
  };
  for (const o of overlays) walk(Buffer.from(join(layers, "u", String(o.index))), Buffer.from(o.path));
  const limits: string[] = [];
  if (found.length === 0) return { changes: [], limits };

  const changes: ChangeRecord[] = [];
  const record = (path: Bytes, change: ChangeRecord["change"], captured: Bytes) =>
    changes.push({ path: text(path), change, source: "capture", captured: text(captured) });
  // Copies that kept content and identity: their xattrs decide (an ACL or a label is a change).
  const unchanged: Found[] = [];
  const dirs: Found[] = [];
  for (const f of found) {
    if (isWhiteout(f.st)) {
      record(f.host, "deleted", f.upper);
      continue;
    }
    const host = lstatOrNull(f.host);
    if (host === null) {
      record(f.host, "created", f.upper);
      continue;
    }
    if (typeOf(host) !== typeOf(f.st)) {
      record(f.host, "modified", f.upper);
      continue;
    }
    if (f.st.isDirectory()) dirs.push(f);
    if (f.st.isSymbolicLink()) {
      if (!readlinkSync(f.upper, "buffer").equals(readlinkSync(f.host, "buffer")))
        record(f.host, "link", f.upper);
      else if (!sameIdentity(f.st, host)) record(f.host, "mode", f.upper);
      continue;
    }
    if (f.st.isFile() && (f.st.size !== host.size || !sameContent(f.upper, f.host))) {
      record(f.host, "modified", f.upper);
      continue;
    }
    if (!sameIdentity(f.st, host)) record(f.host, "mode", f.upper);
    else unchanged.push(f);
  }

  // Names that are not UTF-8 cannot be handed to getfattr: their xattrs are not compared.
  const named = (b: Bytes) => Buffer.from(text(b)).equals(b);
  const attrs = xattrLines([
    ...new Set(
      [...unchanged, ...dirs]
        .filter((f) => named(f.upper) && named(f.host))
        .flatMap((f) => [text(f.upper), text(f.host)]),
    ),
  ]);
  const unnamed = [...unchanged, ...dirs].filter((f) => !named(f.upper) || !named(f.host)).length;
  if (unnamed > 0)
    limits.push(
      `${unnamed} captured entries have names that are not UTF-8: their xattrs, and whether a directory among them was removed and made again, are not compared`,
    );
  if (attrs === null) {
    limits.push(
      "getfattr (the attr package) is not installed: xattrs and ACLs of captured entries are not compared, and a directory the agent removed and made again is not told apart (its old entries' deletion is not reported)",
    );
    return { changes, limits };
  }
  const own = (p: Bytes) => (attrs[text(p)] ?? []).filter((l) => !OVERLAY_XATTR.test(l)).join("\n");
  for (const f of unchanged) if (own(f.upper) !== own(f.host)) record(f.host, "mode", f.upper);
  // A directory removed and made again (opaque): what the host has there and the capture does not is deleted.
  for (const d of dirs) {
    if (!(attrs[text(d.upper)] ?? []).some((l) => /^(user|trusted)\.overlay\.opaque=0x79$/.test(l))) continue;
    for (const name of list(d.host) ?? [])
      if (lstatOrNull(child(d.upper, name)) === null) record(child(d.host, name), "deleted", d.upper);
  }
  return { changes, limits };
}
