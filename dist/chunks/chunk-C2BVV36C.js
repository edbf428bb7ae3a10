import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/paths.ts
import { posix } from "node:path";
function defaultCaseMode(platform) {
  return platform === "darwin" || platform === "win32" ? "insensitive" : "sensitive";
}
function pathFolder(mode) {
  return mode === "insensitive" ? (p) => p.normalize("NFC").toLowerCase() : (p) => p;
}
function isBlank(s) {
  if (s.length === 0) return true;
  if (s.charCodeAt(0) > 32 && s.charCodeAt(s.length - 1) > 32) return false;
  return s.trim() === "";
}
function lastSlash(s) {
  const stop = s.length > 24 ? s.length - 24 : 0;
  for (let i = s.length - 1; i >= stop; i--) if (s.charCodeAt(i) === 47) return i;
  return stop === 0 ? -1 : s.lastIndexOf("/", stop - 1);
}
function lexicalAbsolute(p, base) {
  if (p.charCodeAt(0) === 47 && p.charCodeAt(p.length - 1) !== 47 && p.indexOf("//") < 0) {
    if (p.indexOf("/.") < 0 || !DOT_SEGMENT.test(p)) return p;
  }
  return posix.resolve(base, p);
}
var DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
function rawAbsolute(p, base) {
  return p.startsWith("/") ? p : `${base}/${p}`;
}
function isWithin(child, root) {
  if (child === root) return true;
  if (root === "/") return child.startsWith("/");
  return child.length > root.length && child.startsWith(root) && child.charCodeAt(root.length) === 47;
}
function pathBelow(child, root) {
  if (child === root) return "";
  if (!isWithin(child, root)) return null;
  return child.slice(root.endsWith("/") ? root.length : root.length + 1);
}
function isFilesystemRoot(p) {
  const t = p.trim();
  if (/^[A-Za-z]:[\\/]*$/.test(t)) return true;
  if (/^[\\/]{2}[^\\/]+[\\/]+[^\\/]+[\\/]*$/.test(t)) return true;
  return posix.normalize(t) === "/" || /^\/+$/.test(t);
}
function expandHome(p, home) {
  if (p === "~") return home;
  if (p.startsWith("~/")) return home + p.slice(1);
  return p;
}
var ROOT = { path: "/", missing: false, missingDepth: 0, unknown: false };
var MAX_SYMLINK_HOPS = 40;
var PhysicalResolver = class {
  constructor(probe) {
    this.probe = probe;
  }
  probe;
  dirs = /* @__PURE__ */ new Map();
  /** `raw` must be absolute; it is not normalised first (`link/..` is resolved physically). */
  resolve(raw) {
    const trimmed = stripTrailingSeparators(raw);
    if (trimmed === "/") return ROOT;
    const cut = trimmed.lastIndexOf("/");
    const parent = this.resolveDir(cut <= 0 ? "/" : trimmed.slice(0, cut));
    return this.step(parent, trimmed.slice(cut + 1), { hops: 0 });
  }
  /** Resolves a directory (its final component followed too). Memoised by its raw spelling. */
  resolveDirectory(raw) {
    return this.resolveDir(stripTrailingSeparators(raw));
  }
  resolveDir(raw) {
    return memoDown(
      raw,
      this.dirs,
      () => ROOT,
      (parent, dir) => this.step(parent, dir.slice(dir.lastIndexOf("/") + 1), { hops: 0 })
    );
  }
  step(at, name, budget) {
    if (name === "" || name === ".") return at;
    if (name === "..") {
      const depth = Math.max(0, at.missingDepth - 1);
      const out = {
        path: posix.dirname(at.path),
        missing: depth > 0,
        missingDepth: depth,
        unknown: at.unknown
      };
      return marked(out, at.broken === true || at.missing || at.notDirectory === true);
    }
    const next = at.path === "/" ? `/${name}` : `${at.path}/${name}`;
    if (at.unknown) return { ...at, path: next };
    if (at.missing) return { ...at, path: next, missingDepth: at.missingDepth + 1 };
    const kind = this.probe.kind(next);
    const broken = at.broken === true;
    if (kind === null) return marked({ path: next, missing: true, missingDepth: 1, unknown: false }, broken);
    if (kind === "unknown")
      return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
    if (kind !== "symlink") {
      const out = marked({ path: next, missing: false, missingDepth: 0, unknown: false }, broken);
      if (kind !== "dir") out.notDirectory = true;
      return out;
    }
    budget.hops++;
    const target = budget.hops > MAX_SYMLINK_HOPS ? null : this.probe.readlink(next);
    if (target === null)
      return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
    let state = target.startsWith("/") ? marked({ ...ROOT }, broken) : at;
    for (const part of target.split("/")) state = this.step(state, part, budget);
    return state;
  }
};
function marked(r, broken) {
  if (broken) r.broken = true;
  return r;
}
function kindThrough(resolver, probe, raw) {
  const cut = raw.lastIndexOf("/");
  const dir = resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
  if (dir.unknown) return probe.kind(raw);
  if (dir.missing || dir.notDirectory === true) return null;
  const leaf = raw.slice(cut + 1);
  return probe.kind(dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`);
}
function memoDown(dir, memo, top, derive) {
  const hit = memo.get(dir);
  if (hit !== void 0) return hit;
  const pending = [];
  let cur = dir;
  let state;
  while (cur !== "/" && cur !== "") {
    state = memo.get(cur);
    if (state !== void 0) break;
    pending.push(cur);
    const cut = cur.lastIndexOf("/");
    cur = cut <= 0 ? "/" : cur.slice(0, cut);
  }
  state ??= top();
  for (let i = pending.length - 1; i >= 0; i--) {
    const d = pending[i];
    state = derive(state, d);
    memo.set(d, state);
  }
  return state;
}
function stripTrailingSeparators(p) {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  return end === p.length ? p : p.slice(0, end);
}
function canonicalRoot(lexical, probe, resolver) {
  const real = probe.realpath?.(lexical);
  if (real) return real;
  return resolver.resolve(lexical).path;
}
function outermost(paths) {
  const u = [...new Set(paths)];
  return u.filter((p) => !u.some((q) => q !== p && isWithin(p, q))).sort();
}

export {
  defaultCaseMode,
  pathFolder,
  isBlank,
  lastSlash,
  lexicalAbsolute,
  rawAbsolute,
  isWithin,
  pathBelow,
  isFilesystemRoot,
  expandHome,
  PhysicalResolver,
  kindThrough,
  memoDown,
  canonicalRoot,
  outermost
};
