import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isWithin,
  pathFolder
} from "./chunk-DAMF7RYP.js";

// src/gate/coordinates.ts
function relocate(path, from, to) {
  const f = stripSlash(from);
  const t = stripSlash(to);
  if (path === f) return t;
  const prefix = f === "/" ? "/" : `${f}/`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  return t === "/" ? `/${rest}` : `${t}/${rest}`;
}
function stripSlash(p) {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
function rebaseLease(lease, from, to) {
  const move = (p) => relocate(p, from, to);
  return {
    ...lease,
    worktree: lease.worktree === null ? null : move(lease.worktree),
    write_roots: lease.write_roots.map(move),
    read_roots: lease.read_roots.map(move),
    watch: lease.watch.map(move)
  };
}
function inLeaseCoordinates(result, from, to) {
  const move = (p) => relocate(p, from, to);
  const changes = result.changes.map((c) => {
    const out2 = { ...c, path: move(c.path) };
    if (c.from !== void 0) out2.from = move(c.from);
    return out2;
  });
  const out = {
    changes,
    coverage: {
      scopes: [...result.coverage.scopes],
      roots: result.coverage.roots.map(move),
      skipped: result.coverage.skipped.map((s) => ({ ...s, path: move(s.path) }))
    }
  };
  if (result.git !== void 0) {
    out.git = result.git === null ? null : {
      ...result.git,
      worktree: move(result.git.worktree),
      gitDir: move(result.git.gitDir),
      commonDir: move(result.git.commonDir),
      worktrees: result.git.worktrees.map(move)
    };
  }
  return out;
}
function relocatedProbe(inner, where, caseMode) {
  const fold = pathFolder(caseMode);
  const wt = stripSlash(where.worktree);
  const co = stripSlash(where.checkout);
  const wtKey = fold(wt);
  const coKey = fold(co);
  const place = (p) => {
    const key = fold(p);
    if (isWithin(key, wtKey)) {
      const head = p.slice(0, wt.length);
      const rest = p.slice(wt.length);
      if (fold(head) !== wtKey || rest !== "" && !rest.startsWith("/") && wt !== "/")
        return { at: "ambiguous" };
      const tail = wt === "/" ? p.slice(1) : rest.slice(1);
      return { at: "worktree", path: tail === "" ? co : co === "/" ? `/${tail}` : `${co}/${tail}` };
    }
    if (isWithin(wtKey, key)) return { at: "ancestor" };
    if (isWithin(key, coKey)) return { at: "hidden" };
    return { at: "host" };
  };
  return {
    kind(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.kind(w.path);
      if (w.at === "ancestor") return "dir";
      if (w.at === "hidden") return null;
      if (w.at === "ambiguous") return "unknown";
      return inner.kind(p);
    },
    readlink(p) {
      const w = place(p);
      if (w.at === "worktree") return inner.readlink(w.path);
      return w.at === "host" ? inner.readlink(p) : null;
    },
    realpath(p) {
      if (place(p).at !== "host" || inner.realpath === void 0) return null;
      const real = inner.realpath(p);
      return real !== null && place(real).at === "host" ? real : null;
    }
  };
}

export {
  rebaseLease,
  inLeaseCoordinates,
  relocatedProbe
};
