import type { EntryKind, FsProbe } from "../../src/core/paths.js";

/**
 * An in-memory filesystem for the pure resolver: absolute paths mapped to a kind, symlinks to a target.
 * Parents are created implicitly as directories. Used to test the core without touching disk.
 */
export function memProbe(spec: Record<string, "file" | "dir" | { link: string } | "denied">): FsProbe {
  const entries = new Map<string, EntryKind | "unknown">();
  const links = new Map<string, string>();
  for (const [path, what] of Object.entries(spec)) {
    const parts = path.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++) {
      const dir = `/${parts.slice(0, i).join("/")}`;
      if (!entries.has(dir)) entries.set(dir, "dir");
    }
    if (typeof what === "object") {
      entries.set(path, "symlink");
      links.set(path, what.link);
    } else entries.set(path, what === "denied" ? "unknown" : what);
  }
  return {
    kind: (p) => entries.get(p) ?? null,
    readlink: (p) => links.get(p) ?? null,
    // A directory's listing, as the Node probe gives it: none when it is absent, not a directory,
    // or holds an entry that cannot be examined.
    entries: (dir) => {
      if (dir !== "/" && entries.get(dir) !== "dir") return null;
      const out = new Map<string, EntryKind>();
      const prefix = dir === "/" ? "/" : `${dir}/`;
      for (const [p, kind] of entries) {
        if (!p.startsWith(prefix) || p.length === prefix.length || p.indexOf("/", prefix.length) >= 0)
          continue;
        if (kind === "unknown") return null;
        out.set(p.slice(prefix.length), kind);
      }
      return out;
    },
  };
}
