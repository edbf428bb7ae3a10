import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-WD62FTKG.js";
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
} from "./chunk-A2XNAKQR.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import {
  __toESM
} from "./chunk-IMH2DE2T.js";

// src/core/violations.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/core/path-table.ts
var HASH_START = 2166136261 | 0;
function hashRange(state, s, from, to) {
  let h = state;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}
function mix(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
var MAX_PROBE = 32;
function freeSlot(slots, width, emptyAt, empty, mask, state) {
  let at = mix(state) & mask;
  for (let probe = 0; probe < MAX_PROBE; probe++) {
    if (slots[width * at + emptyAt] === empty) return width * at;
    at = at + 1 & mask;
  }
  return -1;
}
function samePrefix(a, b, len) {
  for (let i = len - 1; i >= 0; i--) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}
var OWN_LEAVES = 8;
var LEAVES_AT = 4;
var SPELLING_AT = LEAVES_AT + 3 * OWN_LEAVES;
var DirectoryTable = class {
  slots = new Int32Array(2 << 12).fill(-1);
  mask = (1 << 12) - 1;
  count = 0;
  blocks = new Int32Array(1 << 16);
  /** The same memory as code units: a block's spelling is read and written through this view. */
  units = new Uint16Array(this.blocks.buffer);
  used = 0;
  overflow = /* @__PURE__ */ new Map();
  shared = new LeafSet();
  /** The block of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  find(s, len, state) {
    const slots = this.slots;
    const mask = this.mask;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const block = slots[2 * at + 1];
      if (block < 0) break;
      if (slots[2 * at] === state && this.spells(block, s, len)) return block;
      at = at + 1 & mask;
    }
    if (this.overflow.size === 0) return -1;
    return this.overflow.get(s.slice(0, len)) ?? -1;
  }
  /** True when `block` is the directory spelled `s.slice(0, len)`. */
  spells(block, s, len) {
    if (this.blocks[block] !== len) return false;
    const units = this.units;
    const at = 2 * (block + SPELLING_AT);
    for (let i = len - 1; i >= 0; i--) if (units[at + i] !== s.charCodeAt(i)) return false;
    return true;
  }
  /**
   * Records `s.slice(0, len)` (hash state `state`) as directory `id` with `flags` and returns its
   * block; the caller has checked it is absent. An `unlisted` block (the filesystem root, found
   * without a look-up) gets no slot.
   */
  add(s, len, state, id, flags, unlisted = false) {
    const size = SPELLING_AT + (len + 1 >> 1);
    if (this.used + size > this.blocks.length) {
      const bigger = new Int32Array(Math.max(this.blocks.length * 2, this.used + size));
      bigger.set(this.blocks);
      this.blocks = bigger;
      this.units = new Uint16Array(bigger.buffer);
    }
    const blocks = this.blocks;
    const block = this.used;
    this.used += size;
    blocks[block] = len;
    blocks[block + 1] = id;
    blocks[block + 2] = flags;
    const units = this.units;
    const at = 2 * (block + SPELLING_AT);
    for (let i = 0; i < len; i++) units[at + i] = s.charCodeAt(i);
    if (unlisted) return block;
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(state, block)) this.overflow.set(s.slice(0, len), block);
    return block;
  }
  idOf(block) {
    return this.blocks[block + 1];
  }
  flagsOf(block) {
    return this.blocks[block + 2];
  }
  /**
   * Adds the leaf `s.slice(from)` of the directory of `block` (`state` hashes it together with the
   * directory); false when it was already there.
   */
  addLeaf(block, s, from, state) {
    const blocks = this.blocks;
    const n = blocks[block + 3];
    const dir = blocks[block + 1];
    if (n < 0) return this.shared.add(dir, s, from, state);
    const len = s.length - from;
    const first = block + LEAVES_AT;
    for (let i = first; i < first + 3 * n; i += 3) {
      if (blocks[i] === state && blocks[i + 2] === len && this.shared.same(blocks[i + 1], s, from))
        return false;
    }
    if (n < OWN_LEAVES) {
      const at = first + 3 * n;
      blocks[at] = state;
      blocks[at + 1] = this.shared.store(s, from, len);
      blocks[at + 2] = len;
      blocks[block + 3] = n + 1;
      return true;
    }
    for (let i = first; i < first + 3 * n; i += 3)
      this.shared.insert(blocks[i], dir, blocks[i + 1], blocks[i + 2]);
    blocks[block + 3] = -1;
    return this.shared.add(dir, s, from, state);
  }
  place(state, block) {
    const at = freeSlot(this.slots, 2, 1, -1, this.mask, state);
    if (at < 0) return false;
    this.slots[at] = state;
    this.slots[at + 1] = block;
    return true;
  }
  grow() {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(2 * (this.mask + 1)).fill(-1);
    for (let at = 0; at < old.length; at += 2) {
      const block = old[at + 1];
      if (block >= 0 && !this.place(old[at], block)) this.overflow.set(this.spelling(block), block);
    }
  }
  /** The spelling a block holds (only for entries that overflow when the table grows). */
  spelling(block) {
    const at = 2 * (block + SPELLING_AT);
    return unitsToString(this.units, at, at + this.blocks[block]);
  }
};
var LeafSet = class {
  slots = new Int32Array(4 << 12);
  mask = (1 << 12) - 1;
  count = 0;
  arena = new Uint16Array(1 << 16);
  used = 0;
  overflow = /* @__PURE__ */ new Set();
  /**
   * Adds the leaf `s.slice(from)` of directory `dir` (`state` hashes it together with the
   * directory); false when it was already there.
   */
  add(dir, s, from, state) {
    return this.addShared(dir, s, from, state);
  }
  addShared(dir, s, from, state) {
    const slots = this.slots;
    const mask = this.mask;
    const len = s.length - from;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const b = 4 * at;
      const length = slots[b + 3];
      if (length === 0) break;
      if (slots[b] === state && slots[b + 1] === dir && length === len + 1 && this.same(slots[b + 2], s, from))
        return false;
      at = at + 1 & mask;
    }
    if (this.overflow.size > 0 && this.overflow.has(`${dir}/${s.slice(from)}`)) return false;
    this.insert(state, dir, this.store(s, from, len), len);
    return true;
  }
  /** True when the arena holds `s.slice(from)` at `offset`. */
  same(offset, s, from) {
    const arena = this.arena;
    for (let i = from; i < s.length; i++) if (arena[offset++] !== s.charCodeAt(i)) return false;
    return true;
  }
  /** Copies `s[from, from + len)` into the arena; its offset. */
  store(s, from, len) {
    if (this.used + len > this.arena.length) {
      const bigger = new Uint16Array(Math.max(this.arena.length * 2, this.used + len));
      bigger.set(this.arena);
      this.arena = bigger;
    }
    const arena = this.arena;
    const offset = this.used;
    for (let i = 0; i < len; i++) arena[offset + i] = s.charCodeAt(from + i);
    this.used += len;
    return offset;
  }
  /** Adds an entry whose leaf is already in the arena; the caller has checked it is absent. */
  insert(state, dir, offset, len) {
    if (++this.count * 2 > this.mask) this.grow();
    if (!this.place(this.slots, state, dir, offset, len + 1))
      this.overflow.add(`${dir}/${unitsToString(this.arena, offset, offset + len)}`);
  }
  place(slots, state, dir, offset, lenPlusOne) {
    const at = freeSlot(slots, 4, 3, 0, this.mask, state);
    if (at < 0) return false;
    slots[at] = state;
    slots[at + 1] = dir;
    slots[at + 2] = offset;
    slots[at + 3] = lenPlusOne;
    return true;
  }
  grow() {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    const slots = new Int32Array(4 * (this.mask + 1));
    this.slots = slots;
    for (let b = 0; b < old.length; b += 4) {
      const lenPlusOne = old[b + 3];
      if (lenPlusOne === 0) continue;
      if (!this.place(slots, old[b], old[b + 1], old[b + 2], lenPlusOne)) {
        const offset = old[b + 2];
        this.overflow.add(`${old[b + 1]}/${unitsToString(this.arena, offset, offset + lenPlusOne - 1)}`);
      }
    }
  }
};
function unitsToString(units, from, to) {
  let out = "";
  for (let at = from; at < to; at += 4096)
    out += String.fromCharCode(...units.subarray(at, Math.min(to, at + 4096)));
  return out;
}

// src/core/violations.ts
var ViolationChecker = class {
  constructor(policy, probe) {
    this.policy = policy;
    this.probe = probe;
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError(
        "input_invalid",
        `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`,
        "Pass an absolute cwd"
      );
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
    for (const key of this.rootNames)
      this.rootNameParents.add(key.slice(0, Math.max(1, key.lastIndexOf("/"))));
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
      const flags = nocase ? "is" : "s";
      const res = bodies.flatMap((b) => [
        import_picomatch.default.makeRe(b, { dot: true, nocase, flags }),
        import_picomatch.default.makeRe(`${b}/**`, { dot: true, nocase, flags })
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
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      block: -1
    };
    this.rootInfo.block = this.table.add("", 0, HASH_START, -1, this.flagsOf(this.rootInfo, "/"), true);
    this.lastBlock = this.rootInfo.block;
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
  /**
   * Raw directory spelling (absolute, below `/`) → block (number, flags, leaves judged there) →
   * by number the memo, null when the spelling is not normalised. A plain directory's flags say
   * all the fast path needs, so it never reads the memo object.
   */
  table = new DirectoryTable();
  dirs = [];
  /** Distinct sets of containing roots, numbered in the flags. */
  rootSets = [];
  rootSetIds = /* @__PURE__ */ new Map();
  /** The same, by array: directories below one root share their parent's array. */
  rootSetOf = /* @__PURE__ */ new Map();
  /** The directory block of the previous look-up, its spelling and hash: grouped input skips the hash. */
  lastBlock;
  lastText = "";
  lastState = HASH_START;
  /** The parent of the directory last added and where its spelling ends: sorted input adds siblings in a row. */
  lastParent = null;
  lastParentEnd = -1;
  /** A string the last parent's spelling is the prefix of (up to `lastParentEnd`). */
  lastParentKey = "";
  /** Hash state of the spelling of the directory `directoryOf` returned last. */
  dirState = HASH_START;
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  rootNames = /* @__PURE__ */ new Set();
  underRootNameMemo = /* @__PURE__ */ new Map();
  /** Folded parents of those spellings: only there can a leaf itself be one. */
  rootNameParents = /* @__PURE__ */ new Set();
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
      const dir2 = isPlainLeaf(leaf2) ? this.directoryOf(path, cut2) : -1;
      if (dir2 >= 0) {
        if (!this.markSeen(dir2, path, cut2)) return void 0;
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
    if (!this.markSeen(dir, lexical, cut)) return void 0;
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
   * The violation for a change of the name `path` itself (an entry created, replaced, removed or
   * relinked there), or null: its directory is resolved, its last component is not followed. A
   * symlink put outside the write roots is a write outside them even when it points back inside.
   */
  checkEntry(path) {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const raw = rawAbsolute(path, this.policy.cwd);
    const cut = raw.lastIndexOf("/");
    const leaf = raw.slice(cut + 1);
    if (!isPlainLeaf(leaf)) return this.check(path, lexical);
    const dir = this.resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
    return this.judgeResolved(
      path,
      lexical,
      dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`,
      dir.unknown
    );
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, block, leaf) {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
    const flags = this.table.flagsOf(block);
    if ((flags & PLAIN) !== 0) {
      if ((flags & MISSING) === 0) {
        const kind = this.probe.kind(raw);
        if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
      }
      const inside2 = this.rootSets[flags >>> ROOTS_SHIFT];
      if (inside2.length === 0) {
        const named = (flags & UNDER_ROOT_NAME) !== 0 || (flags & ROOT_NAME_PARENT) !== 0 && this.rootNames.has(this.fold(raw));
        return { path, resolved: raw, reason: named ? "symlink_escape" : "outside_write_roots" };
      }
      const rule2 = (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(raw)) : void 0) ?? this.globRule(raw, inside2);
      return rule2 === null ? null : { path, resolved: raw, reason: "protected", rule: rule2 };
    }
    const dir = block === this.rootInfo.block ? this.rootInfo : this.dirs[this.table.idOf(block)];
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
    return this.judgeResolved(path, lexical, physical.path, physical.unknown);
  }
  /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
  judgeResolved(path, lexical, resolved, unknown) {
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * The block of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * -1 when that text is not normalised (an empty, `.` or `..` segment).
   */
  directoryOf(path, cut) {
    if (cut === 0) {
      this.dirState = HASH_START;
      return this.rootInfo.block;
    }
    const last = this.lastText;
    if (cut === last.length && path.startsWith(last)) {
      this.dirState = this.lastState;
      return this.lastBlock;
    }
    const up = path.lastIndexOf("/", cut - 1);
    const upState = hashRange(HASH_START, path, 0, up);
    const state = hashRange(upState, path, up, cut);
    this.dirState = state;
    let block = this.table.find(path, cut, state);
    if (block < 0) block = this.addDirectory(path, cut, state, up, upState);
    if ((this.table.flagsOf(block) & NOT_NORMALISED) !== 0) return -1;
    this.lastBlock = block;
    this.lastText = path.slice(0, cut);
    this.lastState = state;
    return block;
  }
  /** The memo of a directory block found in the table (null: not normalised). */
  infoOf(block) {
    return this.dirs[this.table.idOf(block)];
  }
  /**
   * Memoises the directory `path.slice(0, cut)` and those of its ancestors not memoised yet,
   * found from the deepest memoised one down; returns its block. A directory at or below an
   * empty, `.` or `..` segment is memoised as not normalised so it is not walked again.
   * Iterative: a hostile path with thousands of segments cannot overflow the stack.
   */
  addDirectory(path, cut, state, up, upState) {
    let parent;
    if (up === 0) parent = this.rootInfo;
    else if (up === this.lastParentEnd && samePrefix(this.lastParentKey, path, up)) parent = this.lastParent;
    else {
      const upBlock = this.table.find(path, up, upState);
      if (upBlock >= 0) parent = this.infoOf(upBlock);
    }
    if (parent !== void 0) {
      this.lastParent = parent;
      this.lastParentEnd = up;
      this.lastParentKey = path;
      return this.addChild(parent, path, cut, state, up);
    }
    const ends = [];
    const states = [];
    let running = HASH_START;
    let from = 0;
    for (let i = 1; i <= cut; i++) {
      if (i < cut && path.charCodeAt(i) !== 47) continue;
      running = hashRange(running, path, from, i);
      from = i;
      ends.push(i);
      states.push(running);
    }
    let k = ends.length - 2;
    let at = this.rootInfo;
    for (; k >= 0; k--) {
      const found = this.table.find(path, ends[k], states[k]);
      if (found >= 0) {
        at = this.infoOf(found);
        break;
      }
    }
    let block = -1;
    for (k++; k < ends.length; k++) {
      block = this.addChild(at, path, ends[k], states[k], k === 0 ? 0 : ends[k - 1]);
      at = this.infoOf(block);
    }
    return block;
  }
  /**
   * Memoises the directory `path.slice(0, end)` (hash state `state`) below `parent`, which ends at
   * `up`; returns its block.
   */
  addChild(parent, path, end, state, up) {
    let dir = null;
    const spelling = path.slice(0, end);
    if (parent !== null) {
      const name = path.slice(up + 1, end);
      if (isPlainLeaf(name)) dir = this.childDirectory(parent, spelling, name);
    }
    const block = this.table.add(
      path,
      end,
      state,
      this.dirs.length,
      dir === null ? NOT_NORMALISED : this.flagsOf(dir, spelling)
    );
    if (dir !== null) dir.block = block;
    this.dirs.push(dir);
    return block;
  }
  /** What the fast path needs to know of a directory, packed into its block. */
  flagsOf(dir, spelling) {
    let roots = this.rootSetOf.get(dir.roots);
    if (roots === void 0) {
      const key2 = dir.roots.join(",");
      roots = this.rootSetIds.get(key2);
      if (roots === void 0) {
        roots = this.rootSets.length;
        this.rootSets.push(dir.roots);
        this.rootSetIds.set(key2, roots);
      }
      this.rootSetOf.set(dir.roots, roots);
    }
    const plain = dir.physical === null && !dir.unknown && !dir.rootParent && dir.rule === null;
    const key = this.fold(spelling);
    const named = (this.underRootName(key) ? UNDER_ROOT_NAME : 0) | (this.rootNameParents.has(key) ? ROOT_NAME_PARENT : 0);
    return (plain ? PLAIN : 0) | (dir.missing ? MISSING : 0) | named | roots << ROOTS_SHIFT;
  }
  /** Records the leaf `path.slice(cut + 1)` as judged in the directory of `block`; false when it already was. */
  markSeen(block, path, cut) {
    return this.table.addLeaf(block, path, cut + 1, hashRange(this.dirState, path, cut, path.length));
  }
  /** `directoryOf` for a path already normalised. */
  normalisedDirectoryOf(path, cut) {
    const block = this.directoryOf(path, cut);
    if (block < 0) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return block;
  }
  childDirectory(parent, raw, name) {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
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
      physical: path === raw ? null : path,
      missing,
      missingDepth: missing ? at.missingDepth + 1 : 0,
      unknown: at.unknown,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      block: -1
    };
  }
  linkedDirectory(raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      missingDepth: resolved.missingDepth,
      unknown: resolved.unknown,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key),
      block: -1
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
var NOT_NORMALISED = 1;
var PLAIN = 2;
var MISSING = 4;
var UNDER_ROOT_NAME = 8;
var ROOT_NAME_PARENT = 16;
var ROOTS_SHIFT = 8;
var DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;
function isPlainLeaf(leaf) {
  return leaf !== "" && leaf !== "." && leaf !== "..";
}
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "is" : "s");
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

// src/io/long-path.ts
import { closeSync, constants, existsSync, openSync } from "node:fs";
var LONG_PATH_BYTES = 3072;
var procFd;
function hasProcFd() {
  procFd ??= process.platform === "linux" && existsSync("/proc/self/fd");
  return procFd;
}
function isLongPath(path) {
  return path.length >= LONG_PATH_BYTES / 3 && Buffer.byteLength(path) >= LONG_PATH_BYTES;
}
var DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);
function viaParent(path, f) {
  if (!hasProcFd()) return null;
  const cut = path.lastIndexOf("/");
  const parts = path.slice(0, Math.max(cut, 0)).split("/").filter((p) => p !== "");
  let fd = openSync("/", DIR_FLAGS);
  try {
    for (const part of parts) {
      const next = openSync(`/proc/self/fd/${fd}/${part}`, DIR_FLAGS);
      closeSync(fd);
      fd = next;
    }
    const leaf = path.slice(cut + 1);
    return f(leaf === "" ? `/proc/self/fd/${fd}` : `/proc/self/fd/${fd}/${leaf}`);
  } finally {
    closeSync(fd);
  }
}

// src/io/fs-probe.ts
var LIST_AFTER = 8;
function createNodeProbe(caseMode) {
  const fold = pathFolder(caseMode);
  const listings = /* @__PURE__ */ new Map();
  const hits = /* @__PURE__ */ new Map();
  function list(dir) {
    let entries;
    try {
      entries = isLongPath(dir) ? viaParent(dir, (short) => readdirSync(short, { withFileTypes: true })) : readdirSync(dir, { withFileTypes: true });
      if (entries === null) return "unlistable";
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
    const st = isLongPath(path) ? viaParent(path, (short) => lstatSync(short, { throwIfNoEntry: false })) : lstatSync(path, { throwIfNoEntry: false });
    if (st === null) return "unknown";
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
