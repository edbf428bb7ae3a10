import { isWithin } from "../core/paths.js";
import { classifyChange, identityOf, parseValue, typeOfMode } from "../core/snapshot-format.js";
import type { Manifest } from "./snapshot.js";
import { gitDirsOf } from "./snapshot.js";
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
export function diffHost(manifest: Manifest): HostDiff {
  const old = manifest.entries;
  const oldSkipped = new Set(manifest.skipped.map((s) => s.path));
  const nowSkipped: SkippedRoot[] = [];
  const created: [string, string][] = [];
  const changes: ChangeRecord[] = [];
  walkRoots(
    manifest.header.roots,
    {
      dir: () => {},
      entry: (_dir, _name, path, value) => {
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
      // A directory unreadable at snapshot time stays unwatched: its children were never recorded.
      enter: (path) => !oldSkipped.has(path),
    },
    { gitDirs: gitDirsOf(manifest.header.git), exclude: new Set([manifest.header.manifest]) },
  );
  old.delete(manifest.header.manifest);

  // Whatever was not seen again is gone, unless it sits in a directory we could not read this time.
  const blind = nowSkipped.map((s) => s.path);
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
  return typeOfMode(x.mode) === typeOfMode(y.mode) && x.mtime === y.mtime;
}
