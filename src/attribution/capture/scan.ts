import { createHash } from "node:crypto";
import { closeSync, lstatSync, openSync, readdirSync, readlinkSync, readSync, type Stats } from "node:fs";
import { join } from "node:path";
import { describeMeta, xattrField } from "../../collect/meta.js";
import { xattrLines } from "../../collect/xattrs.js";
import type { ChangeRecord } from "../../core/change-types.js";
import { type Bytes, child, isLong, short } from "./long.js";

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

// Paths are walked as bytes: a name that is not UTF-8 must be found (and reported, lossily spelled) too,
// and at any depth (./long.ts).

interface Found {
  upper: Bytes;
  host: Bytes;
  st: Stats;
}

const text = (b: Bytes) => b.toString("utf8");

function lstatOrNull(p: Bytes): Stats | null {
  try {
    return short(p, (q) => lstatSync(q));
  } catch {
    return null;
  }
}

const readlinkOf = (p: Bytes): Bytes => short(p, (q) => readlinkSync(q, "buffer"));

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
    const fd = short(p, (q) => openSync(q, "r"));
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
    return listing(dir);
  } catch {
    return null;
  }
}

function listing(dir: Bytes): Bytes[] {
  return short(dir, (q) => readdirSync(q, { encoding: "buffer" })).sort(Buffer.compare);
}

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException).code ?? (err as Error).message;

/** An overlay's root as it was before the command (its upper layer's root stands for the host directory). */
export interface RootBaseline {
  mode: number;
  uid: number;
  gid: number;
  xattrs: string;
}

/** The non-overlayfs xattrs of each path, as the META field (null without getfattr). */
function ownXattrs(paths: readonly string[]): Map<string, string> | null {
  const lines = xattrLines(paths);
  if (lines === null) return null;
  const out = new Map<string, string>();
  for (const p of paths) out.set(p, xattrField((lines[p] ?? []).filter((l) => !OVERLAY_XATTR.test(l))));
  return out;
}

/** Records each overlay's upper root after the layers are laid out (see scanCapture). */
export function rootBaselines(
  layers: string,
  overlays: readonly { index: number }[],
): Map<number, RootBaseline> {
  const uppers = overlays.map((o) => join(layers, "u", String(o.index)));
  const attrs = ownXattrs(uppers);
  const out = new Map<number, RootBaseline>();
  overlays.forEach((o, i) => {
    const st = lstatOrNull(Buffer.from(uppers[i]!));
    if (st !== null)
      out.set(o.index, {
        mode: st.mode & 0o7777,
        uid: st.uid,
        gid: st.gid,
        xattrs: attrs?.get(uppers[i]!) ?? "?",
      });
  });
  return out;
}

/** What changed between two identities, in words: permissions, owner, group, xattrs and ACLs. */
function describeIdentity(was: RootBaseline, now: RootBaseline): string[] {
  const out: string[] = [];
  if (was.mode !== now.mode) out.push(`permissions ${was.mode.toString(8)} → ${now.mode.toString(8)}`);
  if (was.xattrs === "?" || now.xattrs === "?")
    return [...out, ...describeMeta(`${was.uid} ${was.gid} ?`, `${now.uid} ${now.gid} ?`)];
  return [
    ...out,
    ...describeMeta(`${was.uid} ${was.gid} ${was.xattrs}`, `${now.uid} ${now.gid} ${now.xattrs}`),
  ];
}

function identityOf(st: Stats, xattrs: string): RootBaseline {
  return { mode: st.mode & 0o7777, uid: st.uid, gid: st.gid, xattrs };
}

/**
 * Scans each overlay's upper layer (`<layers>/u/<index>`, shown at `path`): every entry below its root,
 * and the root itself against how it was laid out (`baselines`: the agent may chmod, chown or set an
 * ACL on the overlay's own directory, HOME for one).
 */
export function scanCapture(
  layers: string,
  overlays: readonly { index: number; path: string }[],
  baselines: ReadonlyMap<number, RootBaseline> = new Map(),
  started?: number,
): CaptureScan {
  const found: Found[] = [];
  // What the agent wrote but the scan cannot read back is evidence too: never skipped in silence.
  const unread: { upper: Bytes; host: Bytes; why: string }[] = [];
  const walk = (upper: Bytes, host: Bytes) => {
    let names: Bytes[];
    try {
      names = listing(upper);
    } catch (err) {
      unread.push({ upper, host, why: `could not be listed after the run (${codeOf(err)})` });
      return;
    }
    for (const name of names) {
      const u = child(upper, name);
      const h = child(host, name);
      let st: Stats;
      try {
        st = short(u, (q) => lstatSync(q));
      } catch (err) {
        unread.push({ upper: u, host: h, why: `could not be examined after the run (${codeOf(err)})` });
        continue;
      }
      found.push({ upper: u, host: h, st });
      if (st.isDirectory()) walk(u, h);
    }
  };
  for (const o of overlays) walk(Buffer.from(join(layers, "u", String(o.index))), Buffer.from(o.path));
  const limits: string[] = [];
  const changes: ChangeRecord[] = [];
  const record = (path: Bytes, change: ChangeRecord["change"], captured: Bytes, detail?: string[]) =>
    changes.push({
      path: text(path),
      change,
      source: "capture",
      captured: text(captured),
      ...(detail && detail.length > 0 ? { detail: detail.join("; ") } : {}),
    });
  for (const u of unread)
    changes.push({
      path: text(u.host),
      change: "modified",
      source: "capture",
      captured: text(u.upper),
      tampered: u.why,
      detail: `${u.why}: what the agent wrote there is not known`,
    });

  // The capture compares the agent's copy with the host's entry as it is now. Where another program
  // changed the host's entry during the run (the agent could not: it is captured), the difference may be
  // that program's: a copy the agent only opened or touched keeps what the host held then. The capture
  // cannot know what that was, so the change stays charged (evidence is never dropped) and says why.
  let doubted = 0;
  const doubt = (host: Stats, what = "the host's entry"): string[] => {
    if (started === undefined || host.ctimeMs < started) return [];
    doubted++;
    return [
      `${what} also changed during the run, where the agent could not write (another program): the difference may be that program's change rather than the agent's; review the captured copy`,
    ];
  };

  // The roots: compared with how they were laid out.
  const rootPaths = overlays
    .filter((o) => baselines.has(o.index))
    .map((o) => join(layers, "u", String(o.index)));
  const rootAttrs = rootPaths.length > 0 ? ownXattrs(rootPaths) : new Map<string, string>();
  for (const o of overlays) {
    const was = baselines.get(o.index);
    const upper = join(layers, "u", String(o.index));
    const st = lstatOrNull(Buffer.from(upper));
    if (was === undefined || st === null) continue;
    const what = describeIdentity(was, identityOf(st, rootAttrs?.get(upper) ?? "?"));
    if (what.length > 0) record(Buffer.from(o.path), "mode", Buffer.from(upper), what);
  }
  if (found.length === 0) return { changes, limits };
  if (unread.length > 0)
    limits.push(
      `${unread.length} captured entr${unread.length === 1 ? "y" : "ies"} could not be read back: each is reported as a change (tampered)`,
    );

  // Copies that kept content and identity: their xattrs decide (an ACL or a label is a change).
  const unchanged: { f: Found; host: Stats }[] = [];
  const dirs: Found[] = [];
  for (const f of found) {
    if (isWhiteout(f.st)) {
      record(f.host, "deleted", f.upper);
      continue;
    }
    const host = lstatOrNull(f.host);
    if (host === null) {
      // A copy whose times predate the run, under a host directory another program changed meanwhile:
      // perhaps a file the agent only opened, which that program removed from the host since.
      const dir =
        f.st.mtimeMs < (started ?? 0) ? lstatOrNull(f.host.subarray(0, f.host.lastIndexOf(47))) : null;
      record(f.host, "created", f.upper, dir !== null ? doubt(dir, "its directory") : undefined);
      continue;
    }
    if (typeOf(host) !== typeOf(f.st)) {
      const what = f.st.isSymbolicLink()
        ? [`replaced by a symlink to ${JSON.stringify(text(readlinkOf(f.upper)))}`]
        : f.st.isDirectory() || f.st.isFile()
          ? []
          : ["replaced by a special file"];
      record(f.host, "modified", f.upper, what);
      continue;
    }
    if (f.st.isDirectory()) dirs.push(f);
    if (f.st.isSymbolicLink()) {
      const target = readlinkOf(f.upper);
      if (!target.equals(readlinkOf(f.host)))
        record(f.host, "link", f.upper, [`now points to ${JSON.stringify(text(target))}`]);
      else if (!sameIdentity(f.st, host))
        record(f.host, "mode", f.upper, describeIdentity(identityOf(host, "?"), identityOf(f.st, "?")));
      continue;
    }
    if (f.st.isFile() && (f.st.size !== host.size || !sameContent(f.upper, f.host))) {
      record(f.host, "modified", f.upper, doubt(host));
      continue;
    }
    unchanged.push({ f, host });
  }

  // Names that are not UTF-8, or longer than PATH_MAX, cannot be handed to getfattr: their xattrs are not compared.
  const named = (b: Bytes) => !isLong(b) && Buffer.from(text(b)).equals(b);
  const compared = [...unchanged.map((u) => u.f), ...dirs].filter((f) => named(f.upper) && named(f.host));
  const unnamed = unchanged.length + dirs.length - compared.length;
  if (unnamed > 0)
    limits.push(
      `${unnamed} captured entries have names that are not UTF-8 or are longer than PATH_MAX: their xattrs, and whether a directory among them was removed and made again, are not compared`,
    );
  const attrs = xattrLines([...new Set(compared.flatMap((f) => [text(f.upper), text(f.host)]))]);
  if (attrs === null)
    limits.push(
      "getfattr (the attr package) is not installed: xattrs and ACLs of captured entries are not compared, and a directory the agent removed and made again is not told apart (its old entries' deletion is not reported)",
    );
  const own = (p: Bytes) => xattrField((attrs?.[text(p)] ?? []).filter((l) => !OVERLAY_XATTR.test(l)));
  for (const { f, host } of unchanged) {
    const what = describeIdentity(
      identityOf(host, attrs === null ? "?" : own(f.host)),
      identityOf(f.st, attrs === null ? "?" : own(f.upper)),
    );
    if (what.length > 0) record(f.host, "mode", f.upper, [...what, ...doubt(host)]);
  }
  if (doubted > 0)
    limits.push(
      `${doubted} captured entr${doubted === 1 ? "y" : "ies"} differ from a host entry another program changed during the run: charged to the agent, each saying so (the capture cannot tell which of the two made the difference)`,
    );
  if (attrs === null) return { changes, limits };
  // A directory removed and made again (opaque): what the host has there and the capture does not is deleted.
  for (const d of dirs) {
    if (!(attrs[text(d.upper)] ?? []).some((l) => /^(user|trusted)\.overlay\.opaque=0x79$/.test(l))) continue;
    for (const name of list(d.host) ?? [])
      if (lstatOrNull(child(d.upper, name)) === null) record(child(d.host, name), "deleted", d.upper);
  }
  return { changes, limits };
}
