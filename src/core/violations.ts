import picomatch from "picomatch";
import { ForgeGateError } from "./errors.js";
import { DirectoryTable, HASH_START, hashRange, samePrefix } from "./path-table.js";
import {
  type CaseMode,
  canonicalRoot,
  expandHome,
  type FsProbe,
  isBlank,
  isFilesystemRoot,
  isWithin,
  lexicalAbsolute,
  memoDown,
  PhysicalResolver,
  pathFolder,
  type Resolved,
  rawAbsolute,
} from "./paths.js";

export type ViolationReason =
  | "outside_write_roots"
  | "symlink_escape"
  | "protected"
  | "unresolvable"
  /** A step changed the job's environment (a variable or a PATH entry) for later steps: `path` names it. */
  | "environment";

export interface Violation {
  /** The changed path as it was given. */
  path: string;
  /** Where it really lands: absolute, symlinks followed. */
  resolved: string;
  reason: ViolationReason;
  /** For `protected`: the rule that matched (`.git`, a glob, or a protected directory). */
  rule?: string;
  /**
   * What changed, when the collector knows more than the path (a new owner, group, ACL, xattr or link
   * on a high-value file, a keyed file's settings, a git ref or config key).
   */
  detail?: string;
}

export interface ViolationReport {
  checked: number;
  violations: Violation[];
}

export interface ViolationPolicy {
  /** Absolute (or relative to `cwd`) write roots; blank entries are ignored. None left = closed. */
  writeRoots: readonly string[];
  /** Globs: relative ones match below each write root, absolute and `~/` ones match absolute paths. */
  protect?: readonly string[];
  /** Absolute directories that are read-only wherever they are (a linked worktree's real gitdir). */
  protectedPaths?: readonly string[];
  /** Base for relative changed paths. Must be absolute. */
  cwd: string;
  home?: string;
  caseMode: CaseMode;
  /**
   * Canonical form of each (lexical, absolute) write root as recorded before the agent ran. The
   * gate passes these so an agent cannot move a root by turning it into a link during its run.
   */
  pinnedRoots?: ReadonlyMap<string, string>;
}

/**
 * A directory as the fast path sees it: where it really is, plus what contains and protects it.
 * Memoised by its raw spelling in one hash table, so finding it costs one hash of the spelling
 * whatever order the paths come in (a tree walked from the last directory was fast only for
 * grouped input: random order took 2.5-3x as long).
 */
interface DirInfo extends Omit<Resolved, "path"> {
  /** Its block in the directory table (number, flags, first leaves, spelling). */
  block: number;
  /**
   * Where the directory really is when links make that differ from its spelling; null when it is
   * spelled as it is. (Not keeping the spelling saves holding on to a path string per directory.)
   */
  physical: string | null;
  roots: number[];
  rule: string | null;
  rootParent: boolean;
}

interface Root {
  lexical: string;
  canonical: string;
}

/** Decides, path by path, whether a change escapes a lease. Stateful only in its caches. */
export class ViolationChecker {
  private readonly fold: (p: string) => string;
  private readonly resolver: PhysicalResolver;
  private readonly roots: Root[];
  private readonly rootKeys: Map<string, number>;
  /** Folded protected directory → the rule that protects it. */
  private readonly protectedDirs = new Map<string, string>();
  private readonly relativeGlob: RegExp | null;
  private readonly absoluteGlob: RegExp | null;
  private readonly globRules: { rule: string; relative: boolean; re: RegExp }[];
  private readonly rootInfo: DirInfo;
  /**
   * Raw directory spelling (absolute, below `/`) → block (number, flags, leaves judged there) →
   * by number the memo, null when the spelling is not normalised. A plain directory's flags say
   * all the fast path needs, so it never reads the memo object.
   */
  private readonly table = new DirectoryTable();
  private readonly dirs: (DirInfo | null)[] = [];
  /** Distinct sets of containing roots, numbered in the flags. */
  private readonly rootSets: number[][] = [];
  private readonly rootSetIds = new Map<string, number>();
  /** The same, by array: directories below one root share their parent's array. */
  private readonly rootSetOf = new Map<number[], number>();
  /** The directory block of the previous look-up, its spelling and hash: grouped input skips the hash. */
  private lastBlock: number;
  private lastText = "";
  private lastState = HASH_START;
  /** The parent of the directory last added and where its spelling ends: sorted input adds siblings in a row. */
  private lastParent: DirInfo | null = null;
  private lastParentEnd = -1;
  /** A string the last parent's spelling is the prefix of (up to `lastParentEnd`). */
  private lastParentKey = "";
  /** Hash state of the spelling of the directory `directoryOf` returned last. */
  private dirState = HASH_START;
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  private readonly rootParents = new Set<string>();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  private readonly protectedLeaves = new Set<string>();
  private readonly ancestorMemo = new Map<string, { roots: number[]; rule: string | null }>();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  private readonly rootNames = new Set<string>();
  private readonly underRootNameMemo = new Map<string, boolean>();
  /** Folded parents of those spellings: only there can a leaf itself be one. */
  private readonly rootNameParents = new Set<string>();

  constructor(
    private readonly policy: ViolationPolicy,
    private readonly probe: FsProbe,
  ) {
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError(
        "input_invalid",
        `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`,
        "Pass an absolute cwd",
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
          "Grant the directories the agent needs instead (its worktree, a scratch directory)",
        );
      }
      const lexical = lexicalAbsolute(raw, policy.cwd);
      const pinned = policy.pinnedRoots?.get(lexical);
      if (pinned !== undefined && (!pinned.startsWith("/") || lexicalAbsolute(pinned, "/") !== pinned)) {
        throw new ForgeGateError(
          "input_invalid",
          `the pinned location of write root ${i + 1} (${JSON.stringify(pinned)}) is not a normalised absolute path`,
          "The snapshot that recorded it is damaged: take a new snapshot before the run",
        );
      }
      const canonical = pinned ?? canonicalRoot(lexical, probe, this.resolver);
      if (canonical === "/") {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) resolves to the filesystem root through a symlink`,
          "Grant real directories, not links to /",
        );
      }
      this.roots.push({ lexical, canonical });
    }
    this.rootKeys = new Map();
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
      const body = relative
        ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "")
        : expanded.replace(/\/+$/, "");
      const bodies = [body];
      if (!relative) {
        // The same glob spelled through the real location of its fixed prefix (a linked home, /tmp on macOS).
        const { base } = picomatch.scan(body);
        const real = base.startsWith("/") ? canonicalRoot(base, probe, this.resolver) : base;
        if (real !== base)
          bodies.push(real === "/" ? body.slice(base.length) : real + body.slice(base.length));
      }
      // A protected directory protects what is inside it: match the glob or anything below a match.
      // `flags` replaces picomatch's own (`i` for nocase); `s` lets `*` match a newline in a name, so
      // `.github/workflows/**` also protects "evil\n.yml" (a name an agent can create).
      const flags = nocase ? "is" : "s";
      const res = bodies.flatMap((b) => [
        picomatch.makeRe(b, { dot: true, nocase, flags }),
        picomatch.makeRe(`${b}/**`, { dot: true, nocase, flags }),
      ]);
      this.globRules.push({ rule: raw, relative, re: combine(res, nocase)! });
    }
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase,
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase,
    );
    this.rootInfo = {
      physical: null,
      missing: false,
      missingDepth: 0,
      unknown: false,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      block: -1,
    };
    this.rootInfo.block = this.table.add("", 0, HASH_START, -1, this.flagsOf(this.rootInfo, "/"), true);
    this.lastBlock = this.rootInfo.block;
  }

  get closed(): boolean {
    return this.roots.length === 0;
  }

  /** Canonical write roots, for reports. */
  get canonicalRoots(): string[] {
    return this.roots.map((r) => r.canonical);
  }

  /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
  get rootPins(): Record<string, string> {
    return Object.fromEntries(this.roots.map((r) => [r.lexical, r.canonical]));
  }

  /** Distinct non-blank paths seen by `checkOnce`. */
  distinct = 0;
  private readonly foldedSeen = new Set<string>();

  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   */
  checkOnce(path: string): Violation | null | undefined {
    // Fast path: an absolute path needs no normalising scan of its own when its directory's
    // spelling is found in the memo segment by segment; only its leaf can still be `.` or `..`.
    if (path.charCodeAt(0) === 47 && this.policy.caseMode === "sensitive") {
      const cut = path.lastIndexOf("/");
      const leaf = path.slice(cut + 1);
      const dir = isPlainLeaf(leaf) ? this.directoryOf(path, cut) : -1;
      if (dir >= 0) {
        if (!this.markSeen(dir, path, cut)) return undefined;
        this.distinct++;
        return this.checkInDirectory(path, path, dir, leaf);
      }
    }
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    // A `..` after a link goes somewhere else than its text says: such a spelling is its own path.
    const dotted = path.includes("..") && DOT_DOT.test(path);
    if (this.policy.caseMode === "insensitive" || dotted) {
      const key = dotted ? `\0${this.fold(rawAbsolute(path, this.policy.cwd))}` : this.fold(lexical);
      if (this.foldedSeen.has(key)) return undefined;
      this.foldedSeen.add(key);
      this.distinct++;
      return this.check(path, lexical);
    }
    const cut = lexical.lastIndexOf("/");
    const dir = this.normalisedDirectoryOf(lexical, cut);
    const leaf = lexical.slice(cut + 1);
    if (!this.markSeen(dir, lexical, cut)) return undefined;
    this.distinct++;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return raw === lexical
      ? this.checkInDirectory(path, raw, dir, leaf)
      : this.checkGeneral(path, lexical, raw);
  }

  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path: string, lexical = lexicalAbsolute(path, this.policy.cwd)): Violation | null {
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
  checkEntry(path: string): Violation | null {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const raw = rawAbsolute(path, this.policy.cwd);
    const cut = raw.lastIndexOf("/");
    const leaf = raw.slice(cut + 1);
    // `.`, `..` and a trailing slash name a directory through its parent: resolve as a whole.
    if (!isPlainLeaf(leaf)) return this.check(path, lexical);
    const dir = this.resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
    return this.judgeResolved(
      path,
      lexical,
      dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`,
      dir.unknown,
    );
  }

  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  private checkInDirectory(path: string, raw: string, block: number, leaf: string): Violation | null {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
    const flags = this.table.flagsOf(block);
    if ((flags & PLAIN) !== 0) {
      // Spelled as it is, examinable, not a root's parent, not protected as a whole: the flags suffice.
      if ((flags & MISSING) === 0) {
        const kind = this.probe.kind(raw);
        if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
      }
      const inside = this.rootSets[flags >>> ROOTS_SHIFT]!;
      if (inside.length === 0) {
        // Outside every root, where the general path would find it too (no link on the way, nor
        // this leaf): only whether it is inside a root by name is left, and that is the directory's.
        const named =
          (flags & UNDER_ROOT_NAME) !== 0 ||
          ((flags & ROOT_NAME_PARENT) !== 0 && this.rootNames.has(this.fold(raw)));
        return { path, resolved: raw, reason: named ? "symlink_escape" : "outside_write_roots" };
      }
      const rule =
        (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(raw)) : undefined) ??
        this.globRule(raw, inside);
      return rule === null ? null : { path, resolved: raw, reason: "protected", rule };
    }
    const dir = block === this.rootInfo.block ? this.rootInfo : this.dirs[this.table.idOf(block)]!;
    let resolved: string;
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
      if (exact !== undefined) inside = [exact, ...inside];
    }
    if (inside.length === 0) return this.checkGeneral(path, raw, raw);
    const rule =
      dir.rule ??
      (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(resolved)) : undefined) ??
      this.globRule(resolved, inside) ??
      (physical === null ? null : this.lexicalProtectedRule(raw));
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }

  private checkGeneral(path: string, lexical: string, raw: string): Violation | null {
    const physical = this.resolver.resolve(raw);
    return this.judgeResolved(path, lexical, physical.path, physical.unknown);
  }

  /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
  private judgeResolved(path: string, lexical: string, resolved: string, unknown: boolean): Violation | null {
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (unknown) return { path, resolved, reason: "unresolvable" };
    const rule =
      this.protectedRule(resolved, inside) ??
      (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }

  /**
   * The block of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * -1 when that text is not normalised (an empty, `.` or `..` segment).
   */
  private directoryOf(path: string, cut: number): number {
    if (cut === 0) {
      this.dirState = HASH_START;
      return this.rootInfo.block;
    }
    const last = this.lastText;
    // The same directory as the previous path (grouped input): compared in place, nothing hashed.
    if (cut === last.length && path.startsWith(last)) {
      this.dirState = this.lastState;
      return this.lastBlock;
    }
    // The parent's hash comes on the way: a new directory usually has a memoised parent.
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
  private infoOf(block: number): DirInfo | null {
    return this.dirs[this.table.idOf(block)]!;
  }

  /**
   * Memoises the directory `path.slice(0, cut)` and those of its ancestors not memoised yet,
   * found from the deepest memoised one down; returns its block. A directory at or below an
   * empty, `.` or `..` segment is memoised as not normalised so it is not walked again.
   * Iterative: a hostile path with thousands of segments cannot overflow the stack.
   */
  private addDirectory(path: string, cut: number, state: number, up: number, upState: number): number {
    let parent: DirInfo | null | undefined;
    if (up === 0) parent = this.rootInfo;
    else if (up === this.lastParentEnd && samePrefix(this.lastParentKey, path, up)) parent = this.lastParent;
    else {
      const upBlock = this.table.find(path, up, upState);
      if (upBlock >= 0) parent = this.infoOf(upBlock);
    }
    if (parent !== undefined) {
      this.lastParent = parent;
      this.lastParentEnd = up;
      this.lastParentKey = path;
      return this.addChild(parent, path, cut, state, up);
    }
    // Where each ancestor's spelling ends (the last is the directory itself), and its hash state.
    const ends: number[] = [];
    const states: number[] = [];
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
    let at: DirInfo | null = this.rootInfo;
    for (; k >= 0; k--) {
      const found = this.table.find(path, ends[k]!, states[k]!);
      if (found >= 0) {
        at = this.infoOf(found);
        break;
      }
    }
    let block = -1;
    for (k++; k < ends.length; k++) {
      block = this.addChild(at, path, ends[k]!, states[k]!, k === 0 ? 0 : ends[k - 1]!);
      at = this.infoOf(block);
    }
    return block;
  }

  /**
   * Memoises the directory `path.slice(0, end)` (hash state `state`) below `parent`, which ends at
   * `up`; returns its block.
   */
  private addChild(parent: DirInfo | null, path: string, end: number, state: number, up: number): number {
    let dir: DirInfo | null = null;
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
      dir === null ? NOT_NORMALISED : this.flagsOf(dir, spelling),
    );
    if (dir !== null) dir.block = block;
    this.dirs.push(dir);
    return block;
  }

  /** What the fast path needs to know of a directory, packed into its block. */
  private flagsOf(dir: DirInfo, spelling: string): number {
    let roots = this.rootSetOf.get(dir.roots);
    if (roots === undefined) {
      const key = dir.roots.join(",");
      roots = this.rootSetIds.get(key);
      if (roots === undefined) {
        roots = this.rootSets.length;
        this.rootSets.push(dir.roots);
        this.rootSetIds.set(key, roots);
      }
      this.rootSetOf.set(dir.roots, roots);
    }
    const plain = dir.physical === null && !dir.unknown && !dir.rootParent && dir.rule === null;
    const key = this.fold(spelling);
    const named =
      (this.underRootName(key) ? UNDER_ROOT_NAME : 0) |
      (this.rootNameParents.has(key) ? ROOT_NAME_PARENT : 0);
    return (plain ? PLAIN : 0) | (dir.missing ? MISSING : 0) | named | (roots << ROOTS_SHIFT);
  }

  /** Records the leaf `path.slice(cut + 1)` as judged in the directory of `block`; false when it already was. */
  private markSeen(block: number, path: string, cut: number): boolean {
    return this.table.addLeaf(block, path, cut + 1, hashRange(this.dirState, path, cut, path.length));
  }

  /** `directoryOf` for a path already normalised. */
  private normalisedDirectoryOf(path: string, cut: number): number {
    const block = this.directoryOf(path, cut);
    if (block < 0) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return block;
  }

  private childDirectory(parent: DirInfo, raw: string, name: string): DirInfo {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      // A link (or a component we cannot examine) on the way: resolve this directory in full.
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(raw);
      missing = kind === null;
    }
    const key = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key) : undefined;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key) : undefined;
    return {
      physical: path === raw ? null : path,
      missing,
      missingDepth: missing ? at.missingDepth + 1 : 0,
      unknown: at.unknown,
      roots: own === undefined ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      block: -1,
    };
  }

  private linkedDirectory(raw: string): DirInfo {
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
      block: -1,
    };
  }

  private containingRoots(resolved: string): number[] {
    const key = this.fold(resolved);
    const exact = this.rootKeys.get(key);
    const cut = key.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestors(key.slice(0, cut)).roots;
    if (exact === undefined) return parentRoots;
    return [exact, ...parentRoots];
  }

  /** Roots containing the folded directory `dirKey` (itself included) and the protected dir it is in. Memoised. */
  private ancestors(dirKey: string): { roots: number[]; rule: string | null } {
    return memoDown(
      dirKey,
      this.ancestorMemo,
      () => ({ roots: [], rule: null }),
      (above, dir) => {
        const own = this.rootKeys.get(dir);
        return {
          roots: own === undefined ? above.roots : [own, ...above.roots],
          rule: above.rule ?? this.protectedDirs.get(dir) ?? null,
        };
      },
    );
  }

  /** True when the folded path `key` is a root or below one by name (its lexical or canonical spelling). */
  private underRootName(key: string): boolean {
    if (this.rootNames.has(key)) return true;
    const cut = key.lastIndexOf("/");
    return (
      cut > 0 &&
      memoDown(
        key.slice(0, cut),
        this.underRootNameMemo,
        () => false,
        (above, dir) => above || this.rootNames.has(dir),
      )
    );
  }

  /** The protected directory `key` is (or is below), if any. */
  private protectedDirRule(key: string): string | null {
    const own = this.protectedDirs.get(key);
    if (own !== undefined) return own;
    const cut = key.lastIndexOf("/");
    return cut <= 0 ? null : this.ancestors(key.slice(0, cut)).rule;
  }

  private protectedRule(resolved: string, inside: number[]): string | null {
    return this.protectedDirRule(this.fold(resolved)) ?? this.globRule(resolved, inside);
  }

  private globRule(resolved: string, inside: number[]): string | null {
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i]!.canonical;
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
  private lexicalProtectedRule(lexical: string): string | null {
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

  private matchingRule(candidate: string, relative: boolean): string {
    const hit = this.globRules.find((g) => g.relative === relative && g.re.test(candidate));
    return hit ? hit.rule : "protect";
  }

  private normaliseForGlob(p: string): string {
    return this.policy.caseMode === "insensitive" ? p.normalize("NFC") : p;
  }
}

/** Directory flags: not normalised (no memo); plain (see checkInDirectory); missing; the root set's number above. */
const NOT_NORMALISED = 1;
const PLAIN = 2;
const MISSING = 4;
/** The directory is a root or below one by name (lexical or canonical spelling). */
const UNDER_ROOT_NAME = 8;
/** A root's name (lexical or canonical) is a leaf of the directory. */
const ROOT_NAME_PARENT = 16;
const ROOTS_SHIFT = 8;

const DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;

function isPlainLeaf(leaf: string): boolean {
  return leaf !== "" && leaf !== "." && leaf !== "..";
}

function combine(res: RegExp[], nocase: boolean): RegExp | null {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "is" : "s");
}

/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export function findViolations(
  paths: Iterable<string>,
  policy: ViolationPolicy,
  probe: FsProbe,
): ViolationReport {
  return findViolationsInBatches([paths], policy, probe);
}

/** `findViolations` over paths that arrive in batches (records split from streamed input chunks). */
export function findViolationsInBatches(
  batches: Iterable<Iterable<string>>,
  policy: ViolationPolicy,
  probe: FsProbe,
): ViolationReport {
  const checker = new ViolationChecker(policy, probe);
  const violations: Violation[] = [];
  for (const batch of batches) {
    for (const p of batch) {
      if (isBlank(p)) continue;
      const v = checker.checkOnce(p);
      if (v) violations.push(v);
    }
  }
  return { checked: checker.distinct, violations };
}
