import { type Dirent, lstatSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
import type { CaseMode, EntryKind, FsProbe } from "../core/paths.js";
import { isLongPath, viaParent } from "./long-path.js";

/** After this many look-ups in one directory, list it once instead of calling lstat per entry. */
const LIST_AFTER = 8;

type Listing = Map<string, EntryKind | "unknown"> | "missing" | "unlistable";

/** What Node's decoder makes of a name that is not UTF-8: its text stands for more than one name. */
const REPLACEMENT = "\ufffd";

/**
 * The real filesystem behind the resolver's small interface. Directories that are asked about often
 * are listed once (readdir with types) so a million changed paths cost thousands of syscalls, not millions.
 *
 * A listing answers exactly what `lstat` of the name would, so a path's verdict does not depend on
 * how many others were asked about first: it holds each entry under its own name; a name with
 * U+FFFD in it is "unknown" (an entry whose name is not UTF-8 reads the same), so `kind` asks
 * `lstat`, which finds the one entry the UTF-8 name spells. A name absent from it does not exist
 * where names are compared byte for byte; where the filesystem may fold case (`insensitive`), an
 * absent name is asked of `lstat` too (it may be another entry's spelling).
 */
export function createNodeProbe(caseMode: CaseMode): FsProbe {
  const absentIsMissing = caseMode === "sensitive";
  const listings = new Map<string, Listing>();
  const hits = new Map<string, number>();

  function list(dir: string): Listing {
    let entries: Dirent[] | null;
    try {
      entries = isLongPath(dir)
        ? viaParent(dir, (short) => readdirSync(short, { withFileTypes: true }))
        : readdirSync(dir, { withFileTypes: true });
      if (entries === null) return "unlistable";
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unlistable";
    }
    const map = new Map<string, EntryKind | "unknown">();
    for (const e of entries) map.set(e.name, e.name.includes(REPLACEMENT) ? "unknown" : direntKind(e));
    return map;
  }

  let lastDir = "";
  let lastListing: Listing | undefined;

  return {
    kind(path) {
      const cut = path.lastIndexOf("/");
      const dir = cut <= 0 ? "/" : path.slice(0, cut);
      // Look-ups arrive grouped by directory; comparing with the last one avoids hashing a fresh key.
      let listing = dir === lastDir ? lastListing : listings.get(dir);
      if (listing === undefined) {
        const n = (hits.get(dir) ?? 0) + 1;
        hits.set(dir, n);
        if (n < LIST_AFTER) return lstatKind(path);
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      lastDir = dir;
      lastListing = listing;
      if (listing === "missing") return null;
      if (listing === "unlistable") return lstatKind(path);
      const kind = listing.get(path.slice(cut + 1));
      if (kind === "unknown" || (kind === undefined && !absentIsMissing)) return lstatKind(path);
      return kind ?? null;
    },
    entries(dir) {
      let listing = listings.get(dir);
      if (listing === undefined) {
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      return typeof listing === "string" ? null : listing;
    },
    readlink(path) {
      try {
        return isLongPath(path) ? viaParent(path, (short) => readlinkSync(short)) : readlinkSync(path);
      } catch {
        return null;
      }
    },
    realpath(path) {
      try {
        return realpathSync.native(path);
      } catch {
        return null;
      }
    },
  };
}

function direntKind(e: Dirent): EntryKind {
  if (e.isSymbolicLink()) return "symlink";
  if (e.isDirectory()) return "dir";
  if (e.isFile()) return "file";
  return "other";
}

function lstatKind(path: string): EntryKind | "unknown" | null {
  try {
    // A path past PATH_MAX is examined through its directory, opened one component at a time.
    const st = isLongPath(path)
      ? viaParent(path, (short) => lstatSync(short, { throwIfNoEntry: false }))
      : lstatSync(path, { throwIfNoEntry: false });
    if (st === null) return "unknown";
    if (st === undefined) return null;
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR" || code === "ENOENT") return null;
    return "unknown";
  }
}
