import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-4VQ2XZDF.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import {
  PhysicalResolver,
  canonicalRoot,
  expandHome,
  isBlank,
  isFilesystemRoot,
  isWithin,
  lexicalAbsolute,
  memoDown,
  pathFolder,
  rawAbsolute
} from "./chunk-DAMF7RYP.js";
import {
  __toESM
} from "./chunk-IMH2DE2T.js";

// src/core/violations.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var ViolationChecker = class {
  constructor(policy, probe) {
    this.policy = policy;
    this.probe = probe;
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError("input_invalid", `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`);
    }
    this.fold = pathFolder(policy.caseMode);
    this.resolver = new PhysicalResolver(probe);
    this.roots = [];
    for (const [i, raw] of policy.writeRoots.entries()) {
      if (isBlank(raw)) continue;
      if (isFilesystemRoot(raw) || isFilesystemRoot(lexicalAbsolute(raw, policy.cwd))) {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) is a filesystem root and would cover everything`,
          "Grant the directories the agent needs instead (its worktree, a scratch directory)"
        );
      }
      const lexical = lexicalAbsolute(raw, policy.cwd);
      const canonical = policy.pinnedRoots?.get(lexical) ?? canonicalRoot(lexical, probe, this.resolver);
      if (canonical === "/") {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) resolves to the filesystem root through a symlink`,
          "Grant real directories, not links to /"
        );
      }
      this.roots.push({ lexical, canonical });
    }
    this.rootKeys = /* @__PURE__ */ new Map();
    this.roots.forEach((r, i) => {
      this.rootKeys.set(this.fold(r.canonical), i);
    });
    for (const r of this.roots) {
      this.protectedDirs.set(this.fold(`${r.lexical}/.git`), ".git");
      this.protectedDirs.set(this.fold(`${r.canonical}/.git`), ".git");
    }
    for (const p of policy.protectedPaths ?? []) {
      if (isBlank(p)) continue;
      const abs = lexicalAbsolute(p, policy.cwd);
      if (isFilesystemRoot(abs)) continue;
      this.protectedDirs.set(this.fold(abs), abs);
      this.protectedDirs.set(this.fold(canonicalRoot(abs, probe, this.resolver)), abs);
    }
    for (const key of this.rootKeys.keys())
      this.rootParents.add(key.slice(0, Math.max(1, key.lastIndexOf("/"))));
    for (const key of this.protectedDirs.keys())
      this.protectedLeaves.add(key.slice(key.lastIndexOf("/") + 1));
    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    for (const raw of policy.protect ?? []) {
      if (isBlank(raw)) continue;
      const expanded = policy.home ? expandHome(raw, policy.home) : raw;
      const relative = !expanded.startsWith("/");
      const body = relative ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : expanded.replace(/\/+$/, "");
      const bodies = [body];
      if (!relative) {
        const { base } = import_picomatch.default.scan(body);
        const real = base.startsWith("/") ? canonicalRoot(base, probe, this.resolver) : base;
        if (real !== base)
          bodies.push(real === "/" ? body.slice(base.length) : real + body.slice(base.length));
      }
      const res = bodies.flatMap((b) => [
        import_picomatch.default.makeRe(b, { dot: true, nocase }),
        import_picomatch.default.makeRe(`${b}/**`, { dot: true, nocase })
      ]);
      this.globRules.push({ rule: raw, relative, re: combine(res, nocase) });
    }
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase
    );
  }
  policy;
  probe;
  fold;
  resolver;
  roots;
  rootKeys;
  /** Folded protected directory → the rule that protects it. */
  protectedDirs = /* @__PURE__ */ new Map();
  relativeGlob;
  absoluteGlob;
  globRules;
  dirMemo = /* @__PURE__ */ new Map();
  lastDir = "";
  lastInfo = null;
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  get closed() {
    return this.roots.length === 0;
  }
  /** Canonical write roots, for reports. */
  get canonicalRoots() {
    return this.roots.map((r) => r.canonical);
  }
  /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
  get rootPins() {
    return Object.fromEntries(this.roots.map((r) => [r.lexical, r.canonical]));
  }
  /** Distinct non-blank paths seen by `checkOnce`. */
  distinct = 0;
  foldedSeen = /* @__PURE__ */ new Set();
  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   */
  checkOnce(path) {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const dotted = path.includes("..") && DOT_DOT.test(path);
    if (this.policy.caseMode === "insensitive" || dotted) {
      const key = dotted ? `\0${this.fold(rawAbsolute(path, this.policy.cwd))}` : this.fold(lexical);
      if (this.foldedSeen.has(key)) return void 0;
      this.foldedSeen.add(key);
      this.distinct++;
      return this.check(path, lexical);
    }
    const cut = lexical.lastIndexOf("/");
    const dir = this.directory(cut === 0 ? "/" : lexical.slice(0, cut));
    const leaf = lexical.slice(cut + 1);
    if (!markSeen(dir, leaf)) return void 0;
    this.distinct++;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return raw === lexical ? this.checkInDirectory(path, raw, dir, leaf) : this.checkGeneral(path, lexical, raw);
  }
  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path, lexical = lexicalAbsolute(path, this.policy.cwd)) {
    const raw = rawAbsolute(path, this.policy.cwd);
    if (raw !== lexical || raw === "/") return this.checkGeneral(path, lexical, raw);
    const cut = raw.lastIndexOf("/");
    return this.checkInDirectory(
      path,
      raw,
      this.directory(cut === 0 ? "/" : raw.slice(0, cut)),
      raw.slice(cut + 1)
    );
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, dir, leaf) {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
    let resolved;
    if (dir.missing) resolved = dir.identity ? raw : `${dir.path}/${leaf}`;
    else if (dir.unknown) return this.checkGeneral(path, raw, raw);
    else {
      resolved = dir.identity ? raw : dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`;
      const kind = this.probe.kind(resolved);
      if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
    }
    let inside = dir.roots;
    if (dir.rootParent) {
      const exact = this.rootKeys.get(this.fold(resolved));
      if (exact !== void 0) inside = [exact, ...inside];
    }
    if (inside.length === 0) return this.checkGeneral(path, raw, raw);
    const rule = dir.rule ?? (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(resolved)) : void 0) ?? this.globRule(resolved, inside) ?? (dir.identity ? null : this.lexicalProtectedRule(raw));
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  checkGeneral(path, lexical, raw) {
    const physical = this.resolver.resolve(raw);
    const resolved = physical.path;
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const lexicallyInside = this.roots.some(
        (r) => isWithin(this.fold(lexical), this.fold(r.lexical)) || isWithin(this.fold(lexical), this.fold(r.canonical))
      );
      return { path, resolved, reason: lexicallyInside ? "symlink_escape" : "outside_write_roots" };
    }
    if (physical.unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /** Everything the fast path needs about a (raw, normalised) directory, memoised. */
  directory(raw) {
    if (raw === this.lastDir && this.lastInfo) return this.lastInfo;
    const hit = this.dirMemo.get(raw) ?? this.computeDirectory(raw);
    this.lastDir = raw;
    this.lastInfo = hit;
    return hit;
  }
  /** Builds the memo for `raw` (normalised) from its nearest memoised ancestor, one component at a time. */
  computeDirectory(raw) {
    return memoDown(
      raw,
      this.dirMemo,
      () => this.rootDirectory(),
      (parent, dir) => this.childDirectory(parent, dir, dir.slice(dir.lastIndexOf("/") + 1))
    );
  }
  rootDirectory() {
    const memo = this.dirMemo.get("/");
    if (memo) return memo;
    const info = {
      path: "/",
      missing: false,
      missingDepth: 0,
      unknown: false,
      identity: true,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      seen: []
    };
    this.dirMemo.set("/", info);
    return info;
  }
  childDirectory(parent, raw, name) {
    const at = parent;
    const path = parent.identity ? raw : at.path === "/" ? `/${name}` : `${at.path}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(raw);
      missing = kind === null;
    }
    const key = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key) : void 0;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key) : void 0;
    return {
      path,
      missing,
      missingDepth: missing ? at.missingDepth + 1 : 0,
      unknown: at.unknown,
      identity: parent.identity && path === raw,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      seen: []
    };
  }
  linkedDirectory(raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      ...resolved,
      identity: resolved.path === raw,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key),
      seen: []
    };
  }
  containingRoots(resolved) {
    const key = this.fold(resolved);
    const exact = this.rootKeys.get(key);
    const cut = key.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestors(key.slice(0, cut)).roots;
    if (exact === void 0) return parentRoots;
    return [exact, ...parentRoots];
  }
  /** Roots containing the folded directory `dirKey` (itself included) and the protected dir it is in. Memoised. */
  ancestors(dirKey) {
    return memoDown(
      dirKey,
      this.ancestorMemo,
      () => ({ roots: [], rule: null }),
      (above, dir) => {
        const own = this.rootKeys.get(dir);
        return {
          roots: own === void 0 ? above.roots : [own, ...above.roots],
          rule: above.rule ?? this.protectedDirs.get(dir) ?? null
        };
      }
    );
  }
  /** The protected directory `key` is (or is below), if any. */
  protectedDirRule(key) {
    const own = this.protectedDirs.get(key);
    if (own !== void 0) return own;
    const cut = key.lastIndexOf("/");
    return cut <= 0 ? null : this.ancestors(key.slice(0, cut)).rule;
  }
  protectedRule(resolved, inside) {
    return this.protectedDirRule(this.fold(resolved)) ?? this.globRule(resolved, inside);
  }
  globRule(resolved, inside) {
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i].canonical;
        if (resolved.length === root.length) continue;
        const rel = this.normaliseForGlob(resolved.slice(root.length + 1));
        if (this.relativeGlob.test(rel)) return this.matchingRule(rel, true);
      }
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(resolved))) {
      return this.matchingRule(this.normaliseForGlob(resolved), false);
    }
    return null;
  }
  /** Protection judged on the path as written, for links that land back inside a root. */
  lexicalProtectedRule(lexical) {
    const key = this.fold(lexical);
    const dirRule = this.protectedDirRule(key);
    if (dirRule !== null) return dirRule;
    for (const r of this.roots) {
      const rootKey = this.fold(r.lexical);
      if (key === rootKey || !isWithin(key, rootKey)) continue;
      const rel = this.normaliseForGlob(lexical.slice(r.lexical.length + 1));
      if (this.relativeGlob?.test(rel)) return this.matchingRule(rel, true);
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(lexical))) return this.matchingRule(lexical, false);
    return null;
  }
  matchingRule(candidate, relative) {
    const hit = this.globRules.find((g) => g.relative === relative && g.re.test(candidate));
    return hit ? hit.rule : "protect";
  }
  normaliseForGlob(p) {
    return this.policy.caseMode === "insensitive" ? p.normalize("NFC") : p;
  }
};
function markSeen(dir, leaf) {
  const seen = dir.seen;
  if (Array.isArray(seen)) {
    if (seen.includes(leaf)) return false;
    seen.push(leaf);
    if (seen.length > 16) dir.seen = new Set(seen);
    return true;
  }
  if (seen.has(leaf)) return false;
  seen.add(leaf);
  return true;
}
var DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "i" : "");
}
function findViolations(paths, policy, probe) {
  const checker = new ViolationChecker(policy, probe);
  const violations = [];
  for (const p of paths) {
    if (isBlank(p)) continue;
    const v = checker.checkOnce(p);
    if (v) violations.push(v);
  }
  return { checked: checker.distinct, violations };
}

// src/io/fs-probe.ts
import { lstatSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
var LIST_AFTER = 8;
function createNodeProbe(caseMode) {
  const fold = pathFolder(caseMode);
  const listings = /* @__PURE__ */ new Map();
  const hits = /* @__PURE__ */ new Map();
  function list(dir) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      const code = err.code;
      return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unlistable";
    }
    const map = /* @__PURE__ */ new Map();
    for (const e of entries) map.set(fold(e.name), direntKind(e));
    return map;
  }
  let lastDir = "";
  let lastListing;
  return {
    kind(path) {
      const cut = path.lastIndexOf("/");
      const dir = cut <= 0 ? "/" : path.slice(0, cut);
      let listing = dir === lastDir ? lastListing : listings.get(dir);
      if (listing === void 0) {
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
      return listing.get(fold(path.slice(cut + 1))) ?? null;
    },
    readlink(path) {
      try {
        return readlinkSync(path);
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
    }
  };
}
function direntKind(e) {
  if (e.isSymbolicLink()) return "symlink";
  if (e.isDirectory()) return "dir";
  if (e.isFile()) return "file";
  return "other";
}
function lstatKind(path) {
  try {
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st === void 0) return null;
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code = err.code;
    if (code === "ENOTDIR" || code === "ENOENT") return null;
    return "unknown";
  }
}

export {
  ViolationChecker,
  findViolations,
  createNodeProbe
};
