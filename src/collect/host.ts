import type { ChangeRecord, SkippedRoot } from "../core/change-types.js";
import { isWithin } from "../core/paths.js";
import type { ManifestHeader } from "../core/snapshot-format.js";
import { classifyChange, identityOf, parseValue, sameEntryMoved } from "../core/snapshot-format.js";
import { describeMeta, readMeta } from "./meta.js";
import type { Manifest } from "./snapshot.js";
import { gitDirsOf, hashAll } from "./snapshot.js";
import { type StartedWalk, startWalk } from "./walk.js";
import { XattrCollector, xattrGap } from "./xattrs.js";

export interface HostDiff {
  changes: ChangeRecord[];
  /** Entry VALUEs before and after the run, for every changed path (absent side: did not exist). */
  values: Map<string, { before?: string; after?: string }>;
  /** Content hashes of the high-value files now. */
  hashes: Map<string, string>;
  /** Directories that could not be read now (their children are neither "deleted" nor "created"). */
  skipped: SkippedRoot[];
}

/**
 * Diffs a manifest against the machine now.
 * Renames are paired by dev:ino and report both sides; a new hard link shows as a change of the
 * existing file's link count; a directory reports only permission or identity changes.
 */
/**
 * Starts the walk a manifest is compared with. It needs only the header and the directories skipped
 * at snapshot time, so it can run while the rest of the manifest is verified.
 */
export function startHostWalk(
  header: ManifestHeader,
  skipped: readonly SkippedRoot[],
  exclude: readonly string[] = [],
): Promise<StartedWalk> {
  // A directory unreadable at snapshot time stays unwatched: its children were never recorded.
  return startWalk(header.roots, {
    gitDirs: gitDirsOf(header.git),
    exclude: new Set([header.manifest, ...exclude]),
    prune: new Set(skipped.map((s) => s.path)),
  });
}

/** `walk`, when given, must have been started from this manifest's header and skipped directories. */
export async function diffHost(manifest: Manifest, walk?: StartedWalk): Promise<HostDiff> {
  const { paths: oldPaths, values: oldValues } = manifest;
  const n = oldPaths.length;
  const seen = new Uint8Array(n);
  // The walk usually meets entries in the snapshot's order: follow it with a cursor, and build the
  // path index only when the order breaks (an entry created, or the directory order changed).
  let cursor = 0;
  let index: Map<string, number> | null = null;
  const find = (path: string): number => {
    if (cursor < n && oldPaths[cursor] === path) return cursor;
    for (let k = cursor + 1; k < n && k <= cursor + 8; k++) if (oldPaths[k] === path) return k;
    if (index === null) {
      index = new Map();
      for (let i = 0; i < n; i++) index.set(oldPaths[i]!, i);
    }
    return index.get(path) ?? -1;
  };
  const oldSkipped = new Set(manifest.skipped.map((s) => s.path));
  const nowSkipped: SkippedRoot[] = [];
  const created: [string, string][] = [];
  let changes: ChangeRecord[] = [];
  const values = new Map<string, { before?: string; after?: string }>();
  const hashRequests: string[] = [];
  const nowDirs: string[] = [];
  // Digested beside the walk (getfattr runs while find still walks).
  const xattrsNow = manifest.xattrs !== null ? new XattrCollector() : null;
  const self = manifest.header.manifest;
  const started = walk ?? (await startHostWalk(manifest.header, manifest.skipped));
  await started.run({
    hash: (path) => {
      hashRequests.push(path);
    },
    entry: (path, value) => {
      if (value.charCodeAt(0) === 100 /* d */) {
        nowDirs.push(path);
        xattrsNow?.add(path);
      }
      const i = find(path);
      if (i < 0 || seen[i] === 1) {
        created.push([path, value]);
        return;
      }
      seen[i] = 1;
      if (i >= cursor) cursor = i + 1;
      const before = oldValues[i]!;
      if (before !== value) {
        const change = classifyChange(before, value);
        if (change !== null) {
          changes.push({ path, change, source: "snapshot" });
          values.set(path, { before, after: value });
        }
      }
    },
    skip: (path, reason) => {
      if (!oldSkipped.has(path)) nowSkipped.push({ path, reason });
    },
  });

  // Same metadata, different content: only the hash can tell (a same-size rewrite that kept its times).
  // And the other way round: a rewrite with the very same content and metadata is no change.
  const reported = new Set(changes.map((c) => c.path));
  // Owner, group and xattrs of the high-value files and the directories above them, read again.
  const metaNow = await readMeta([...manifest.meta.keys()]);
  const metaChanged = (path: string): string[] => {
    const before = manifest.meta.get(path);
    const now = metaNow[path];
    return before === undefined || now === undefined ? [] : describeMeta(before, now);
  };
  const hashes = new Map(Object.entries(hashAll(hashRequests)));
  const sameHash = (path: string): boolean => {
    const h = hashes.get(path);
    return h !== undefined && !h.startsWith("!") && manifest.hashes.get(path) === h;
  };
  const identical = new Set<string>();
  for (const [path, hash] of hashes) {
    const before = manifest.hashes.get(path);
    if (before === undefined) continue;
    if (before !== hash && !reported.has(path)) {
      changes.push({ path, change: "modified", source: "snapshot" });
      const i = find(path);
      values.set(path, i < 0 ? {} : { before: oldValues[i], after: oldValues[i] });
    } else if (before === hash && !hash.startsWith("!") && reported.has(path)) {
      const v = values.get(path);
      if (
        v?.before !== undefined &&
        v.after !== undefined &&
        sameFileMeta(v.before, v.after) &&
        metaChanged(path).length === 0
      )
        identical.add(path);
    }
  }
  if (identical.size > 0)
    changes = changes.filter((c) => !(c.change === "modified" && identical.has(c.path)));

  // A directory's xattrs or ACLs changed (an entry created in it at the same time hides the ctime).
  // Not a walk gap (it hides no entry): reported beside the skipped roots, after the blind check below.
  let xattrNote: SkippedRoot | null = null;
  const dirXattrsChanged = new Set<string>();
  if (manifest.xattrs !== null) {
    const now = await xattrsNow!.finish();
    if (now === null) xattrNote = { path: "(directory xattrs and ACLs)", reason: xattrGap() ?? "" };
    else {
      const isDir = new Set(nowDirs);
      for (const path of new Set([...manifest.xattrs.keys(), ...Object.keys(now)])) {
        if (manifest.xattrs.get(path) === now[path] || !isDir.has(path)) continue;
        const i = find(path);
        if (i < 0 || oldValues[i]!.charCodeAt(0) !== 100) continue;
        dirXattrsChanged.add(path);
      }
    }
  }

  // Metadata is meaning: a new owner, group, ACL or xattr of a high-value file or a directory above it
  // (or of any directory) is a change whatever the content says, named, and never set aside as bookkeeping.
  const byPath = new Map(changes.map((c) => [c.path, c]));
  const metaPathsNow = new Set([...manifest.meta.keys()].filter((p) => metaNow[p] !== undefined));
  for (const path of new Set([...metaPathsNow, ...dirXattrsChanged, ...byPath.keys()])) {
    const v = values.get(path);
    const what = [
      ...(v?.before !== undefined && v.after !== undefined ? describeEntry(v.before, v.after) : []),
      ...metaChanged(path),
    ];
    if (dirXattrsChanged.has(path) && !what.some((w) => / ACL | ACL$|^ACL|xattr/.test(w)))
      what.push("ACL or xattrs changed");
    if (what.length === 0) continue;
    let c = byPath.get(path);
    if (c === undefined) {
      const i = find(path);
      if (i < 0) continue;
      c = { path, change: "mode", source: "snapshot" };
      changes.push(c);
      byPath.set(path, c);
      values.set(path, { before: oldValues[i], after: oldValues[i] });
    } else if (c.change === "modified" && sameHash(path)) c.change = "mode";
    c.tampered = what.join("; ");
  }

  // Whatever was not seen again is gone, unless it sits in a directory we could not read this time.
  // Only a directory we could not read hides what is under it; one that is gone hides nothing.
  const blind = nowSkipped.filter((s) => !/ENOENT|does not exist/.test(s.reason)).map((s) => s.path);
  // Fail closed: what was readable (or absent) before the run and cannot be read now is itself a change
  // (a directory made unreadable after writing into it, a name the walker cannot address).
  for (const path of blind) {
    const tampered = "cannot be read after the run";
    const known = changes.find((c) => c.path === path);
    if (known) known.tampered = tampered;
    else changes.push({ path, change: "modified", source: "snapshot", tampered });
  }
  const deletedById = new Map<string, number[]>();
  const deleted: number[] = [];
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    const path = oldPaths[i]!;
    if (path === self || blind.some((b) => isWithin(path, b))) continue;
    deleted.push(i);
    const id = identityOf(oldValues[i]!);
    const list = deletedById.get(id);
    if (list) list.push(i);
    else deletedById.set(id, [i]);
  }
  const renamedFrom = new Set<number>();
  for (const [path, value] of created) {
    const candidates = deletedById.get(identityOf(value));
    const from = candidates?.find((i) => !renamedFrom.has(i) && sameEntryMoved(oldValues[i]!, value));
    values.set(path, { after: value });
    if (from !== undefined) {
      renamedFrom.add(from);
      changes.push({ path, change: "renamed", source: "snapshot", from: oldPaths[from]! });
    } else {
      changes.push({ path, change: "created", source: "snapshot" });
    }
  }
  for (const i of deleted) {
    values.set(oldPaths[i]!, { before: oldValues[i]! });
    if (!renamedFrom.has(i)) changes.push({ path: oldPaths[i]!, change: "deleted", source: "snapshot" });
  }
  changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { changes, skipped: xattrNote ? [...nowSkipped, xattrNote] : nowSkipped, values, hashes };
}

/**
 * What a path's identity did, in words: replaced by a symlink or a special file, a directory's new
 * owner or group (a file's are in its META). Content, times and permissions are left to the change's
 * kind (git's bookkeeping judges permission bits itself).
 */
function describeEntry(before: string, after: string): string[] {
  const a = parseValue(before);
  const b = parseValue(after);
  // A file and a directory trading places is ordinary (a ref `a` deleted, then `a/b` made); a symlink or
  // a special file where there was none is not.
  if (a.type !== b.type) {
    if (b.type === "symlink") return [`replaced by a symlink to ${JSON.stringify(b.extra)}`];
    if (b.type === "other") return ["replaced by a special file"];
    return [];
  }
  const out: string[] = [];
  if (a.type === "dir" && a.owner !== b.owner) {
    const [u1, g1] = a.owner.split(" ");
    const [u2, g2] = b.owner.split(" ");
    if (u1 !== u2) out.push(`owner changed (uid ${u1} → ${u2})`);
    if (g1 !== g2) out.push(`group changed (gid ${g1} → ${g2})`);
  }
  return out;
}

/** Same type, permissions and link count: with the same content hash, a rewrite that changed nothing. */
function sameFileMeta(before: string, after: string): boolean {
  const a = parseValue(before);
  const b = parseValue(after);
  return a.type === "file" && b.type === "file" && a.perm === b.perm && a.nlink === b.nlink;
}
