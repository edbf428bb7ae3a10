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
      const pinned = policy.pinnedRoots?.get(lexical);
      if (pinned !== void 0 && (!pinned.startsWith("/") || lexicalAbsolute(pinned, "/") !== pinned)) {
        throw new ForgeGateError(
          "input_invalid",
          `the pinned location of write root ${i + 1} (${JSON.stringify(pinned)}) is not a normalised absolute path`,
          "The snapshot that recorded it is damaged: take a new snapshot before the run"
        );
      }
      const canonical = pinned ?? canonicalRoot(lexical, probe, this.resolver);
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
      this.rootNames.add(this.fold(r.lexical));
      this.rootNames.add(this.fold(r.canonical));
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
    this.rootInfo = {
      physical: null,
      missing: false,
      missingDepth: 0,
      unknown: false,
      raw: "/",
      sepAt: 0,
      parent: null,
      children: null,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      seen: []
    };
    this.lastInfo = this.rootInfo;
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
  rootInfo;
  /** The directory of the previous look-up, where the next one starts, and its spelling. */
  lastInfo;
  lastText = "/";
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  rootNames = /* @__PURE__ */ new Set();
  underRootNameMemo = /* @__PURE__ */ new Map();
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
    if (path.charCodeAt(0) === 47 && this.policy.caseMode === "sensitive") {
      const cut2 = path.lastIndexOf("/");
      const leaf2 = path.slice(cut2 + 1);
      const dir2 = isPlainLeaf(leaf2) ? this.directoryOf(path, cut2) : null;
      if (dir2 !== null) {
        if (!markSeen(dir2, leaf2)) return void 0;
        this.distinct++;
        return this.checkInDirectory(path, path, dir2, leaf2);
      }
    }
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
    const dir = this.normalisedDirectoryOf(lexical, cut);
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
    return this.checkInDirectory(path, raw, this.normalisedDirectoryOf(raw, cut), raw.slice(cut + 1));
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, dir, leaf) {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
    let resolved;
    const physical = dir.physical;
    if (dir.missing) resolved = physical === null ? raw : `${physical}/${leaf}`;
    else if (dir.unknown) return this.checkGeneral(path, raw, raw);
    else {
      resolved = physical === null ? raw : physical === "/" ? `/${leaf}` : `${physical}/${leaf}`;
      const kind = this.probe.kind(resolved);
      if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
    }
    let inside = dir.roots;
    if (dir.rootParent) {
      const exact = this.rootKeys.get(this.fold(resolved));
      if (exact !== void 0) inside = [exact, ...inside];
    }
    if (inside.length === 0) return this.checkGeneral(path, raw, raw);
    const rule = dir.rule ?? (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(resolved)) : void 0) ?? this.globRule(resolved, inside) ?? (physical === null ? null : this.lexicalProtectedRule(raw));
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  checkGeneral(path, lexical, raw) {
    const physical = this.resolver.resolve(raw);
    const resolved = physical.path;
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (physical.unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * The memo for the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * null when that text is not normalised (an empty, `.` or `..` segment). Changed-path lists come
   * grouped by directory (git output, walks), so the last directory and its siblings come first.
   */
  directoryOf(path, cut) {
    if (cut === 0) {
      this.moveTo(this.rootInfo, "/");
      return this.rootInfo;
    }
    if (cut === 1) return null;
    const last = this.lastInfo;
    const text = path.slice(0, cut);
    if (text === this.lastText) return last;
    let node = this.rootInfo;
    let at = 0;
    const parent = last.parent;
    if (parent !== null && parent.sepAt < cut && text.charCodeAt(parent.sepAt) === 47 && text.indexOf("/", parent.sepAt + 1) < 0 && (parent.sepAt === 0 || text.slice(0, parent.sepAt) === parent.raw)) {
      node = parent;
      at = parent.sepAt;
    }
    while (at < cut) {
      let next = text.indexOf("/", at + 1);
      if (next < 0) next = cut;
      const name = text.slice(at + 1, next);
      if (!isPlainLeaf(name)) return null;
      let child = node.children?.get(name);
      if (child === void 0) {
        child = this.childDirectory(node, next === cut ? text : text.slice(0, next), name);
        if (node.children === null) {
          node.children = /* @__PURE__ */ new Map();
          node.raw ??= text.slice(0, at);
        }
        node.children.set(name, child);
      }
      node = child;
      at = next;
    }
    this.moveTo(node, text);
    return node;
  }
  moveTo(dir, text) {
    this.lastInfo = dir;
    this.lastText = text;
  }
  /** `directoryOf` for a path already normalised. */
  normalisedDirectoryOf(path, cut) {
    const dir = this.directoryOf(path, cut);
    if (dir === null) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return dir;
  }
  childDirectory(parent, raw, name) {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(parent, raw);
      missing = kind === null;
    }
    const key = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key) : void 0;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key) : void 0;
    return {
      physical: path === raw ? null : path,
      missing,
      missingDepth: missing ? at.missingDepth + 1 : 0,
      unknown: at.unknown,
      raw: null,
      sepAt: raw.length,
      parent,
      children: null,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      seen: []
    };
  }
  linkedDirectory(parent, raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      missingDepth: resolved.missingDepth,
      unknown: resolved.unknown,
      raw: null,
      sepAt: raw.length,
      parent,
      children: null,
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
  /** True when the folded path `key` is a root or below one by name (its lexical or canonical spelling). */
  underRootName(key) {
    if (this.rootNames.has(key)) return true;
    const cut = key.lastIndexOf("/");
    return cut > 0 && memoDown(
      key.slice(0, cut),
      this.underRootNameMemo,
      () => false,
      (above, dir) => above || this.rootNames.has(dir)
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
function isPlainLeaf(leaf) {
  return leaf !== "" && leaf !== "." && leaf !== "..";
}
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "i" : "");
}
function findViolations(paths, policy, probe) {
  return findViolationsInBatches([paths], policy, probe);
}
function findViolationsInBatches(batches, policy, probe) {
  const checker = new ViolationChecker(policy, probe);
  const violations = [];
  for (const batch of batches) {
    for (const p of batch) {
      if (isBlank(p)) continue;
      const v = checker.checkOnce(p);
      if (v) violations.push(v);
    }
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
  findViolationsInBatches,
  createNodeProbe
};
