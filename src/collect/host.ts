import { isWithin } from "../core/paths.js";
import { classifyChange, identityOf, parseValue } from "../core/snapshot-format.js";
import type { Manifest } from "./snapshot.js";
import { gitDirsOf, hashAll } from "./snapshot.js";
import type { ChangeRecord, SkippedRoot } from "./types.js";
import { walkRoots } from "./walk.js";

export interface HostDiff {
  changes: ChangeRecord[];
  /** Directories that could not be read now (their children are neither "deleted" nor "created"). */
  skipped: SkippedRoot[];
}

/**
 * Diffs a manifest against the machine now. Consumes `manifest.entries` (what is left are deletions).
 * Renames are paired by dev:ino and report both sides; a new hard link shows as a change of the
 * existing file's link count; a directory reports only permission or identity changes.
 */
export async function diffHost(manifest: Manifest): Promise<HostDiff> {
  const old = manifest.entries;
  const oldSkipped = new Set(manifest.skipped.map((s) => s.path));
  const nowSkipped: SkippedRoot[] = [];
  const created: [string, string][] = [];
  const changes: ChangeRecord[] = [];
  const hashRequests: string[] = [];
  await walkRoots(
    manifest.header.roots,
    {
      hash: (path) => {
        hashRequests.push(path);
      },
      entry: (path, value) => {
        const before = old.get(path);
        if (before === undefined) {
          created.push([path, value]);
          return;
        }
        old.delete(path);
        if (before !== value)
          changes.push({ path, change: classifyChange(before, value), source: "snapshot" });
      },
      skip: (path, reason) => {
        if (!oldSkipped.has(path)) nowSkipped.push({ path, reason });
      },
    },
    // A directory unreadable at snapshot time stays unwatched: its children were never recorded.
    {
      gitDirs: gitDirsOf(manifest.header.git),
      exclude: new Set([manifest.header.manifest]),
      prune: oldSkipped,
    },
  );
  old.delete(manifest.header.manifest);

  // Same metadata, different content: only the hash can tell (a same-size rewrite that kept its times).
  const reported = new Set(changes.map((c) => c.path));
  for (const [path, hash] of Object.entries(hashAll(hashRequests))) {
    const before = manifest.hashes.get(path);
    if (before !== undefined && before !== hash && !reported.has(path)) {
      changes.push({ path, change: "modified", source: "snapshot" });
    }
  }

  // Whatever was not seen again is gone, unless it sits in a directory we could not read this time.
  // Only a directory we could not read hides what is under it; one that is gone hides nothing.
  const blind = nowSkipped.filter((s) => !/ENOENT|does not exist/.test(s.reason)).map((s) => s.path);
  const deletedById = new Map<string, string[]>();
  const deleted: [string, string][] = [];
  for (const [path, value] of old) {
    if (blind.some((b) => isWithin(path, b))) continue;
    deleted.push([path, value]);
    const id = identityOf(value);
    const list = deletedById.get(id);
    if (list) list.push(path);
    else deletedById.set(id, [path]);
  }
  const renamedFrom = new Set<string>();
  for (const [path, value] of created) {
    const candidates = deletedById.get(identityOf(value));
    const from = candidates?.find((p) => !renamedFrom.has(p) && sameType(old.get(p)!, value));
    if (from !== undefined) {
      renamedFrom.add(from);
      changes.push({ path, change: "renamed", source: "snapshot", from });
    } else {
      changes.push({ path, change: "created", source: "snapshot" });
    }
  }
  for (const [path] of deleted) {
    if (!renamedFrom.has(path)) changes.push({ path, change: "deleted", source: "snapshot" });
  }
  changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { changes, skipped: nowSkipped };
}

/**
 * Same kind and, for non-directories, the same mtime: a rename keeps the mtime, while a freed inode
 * reused by a new file does not, so inode reuse is not mistaken for a rename (both sides would still be
 * reported, as a deletion and a creation).
 */
function sameType(a: string, b: string): boolean {
  const x = parseValue(a);
  const y = parseValue(b);
  return x.type === y.type && x.mtime === y.mtime;
}
