import picomatch from "picomatch";
import { ForgeGateError } from "./errors.js";
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

export type ViolationReason = "outside_write_roots" | "symlink_escape" | "protected" | "unresolvable";

export interface Violation {
  /** The changed path as it was given. */
  path: string;
  /** Where it really lands: absolute, symlinks followed. */
  resolved: string;
  reason: ViolationReason;
  /** For `protected`: the rule that matched (`.git`, a glob, or a protected directory). */
  rule?: string;
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
 * The memo is a tree of raw spellings: grouped input finds a sibling through the shared parent
 * instead of hashing every full directory path into one large map.
 */
interface DirInfo extends Omit<Resolved, "path"> {
  /**
   * Where the directory really is when links make that differ from its spelling; null when it is
   * spelled as it is. (Not keeping the spelling saves holding on to a path string per directory.)
   */
  physical: string | null;
  /** The raw (normalised, absolute) spelling, kept once the directory has children (to find siblings). */
  raw: string | null;
  /** Length of the raw spelling, where the next separator of a path below it sits (0 for `/`). */
  sepAt: number;
  parent: DirInfo | null;
  children: Map<string, DirInfo> | null;
  roots: number[];
  rule: string | null;
  rootParent: boolean;
  /** Leaf names already judged in this directory (for de-duplication); a Set once it grows. */
  seen: string[] | Set<string>;
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
  /** The directory of the previous look-up, where the next one starts, and its spelling. */
  private lastInfo: DirInfo;
  private lastText = "/";
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  private readonly rootParents = new Set<string>();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  private readonly protectedLeaves = new Set<string>();
  private readonly ancestorMemo = new Map<string, { roots: number[]; rule: string | null }>();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  private readonly rootNames = new Set<string>();
  private readonly underRootNameMemo = new Map<string, boolean>();

  constructor(
    private readonly policy: ViolationPolicy,
    private readonly probe: FsProbe,
  ) {
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
      raw: "/",
      sepAt: 0,
      parent: null,
      children: null,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      seen: [],
    };
    this.lastInfo = this.rootInfo;
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
      const dir = isPlainLeaf(leaf) ? this.directoryOf(path, cut) : null;
      if (dir !== null) {
        if (!markSeen(dir, leaf)) return undefined;
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
    if (!markSeen(dir, leaf)) return undefined;
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
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  private checkInDirectory(path: string, raw: string, dir: DirInfo, leaf: string): Violation | null {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
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
    const resolved = physical.path;
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (physical.unknown) return { path, resolved, reason: "unresolvable" };
    const rule =
      this.protectedRule(resolved, inside) ??
      (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }

  /**
   * The memo for the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * null when that text is not normalised (an empty, `.` or `..` segment). Changed-path lists come
   * grouped by directory (git output, walks), so the last directory and its siblings come first.
   */
  private directoryOf(path: string, cut: number): DirInfo | null {
    if (cut === 0) {
      this.moveTo(this.rootInfo, "/");
      return this.rootInfo;
    }
    // `//…`: the text `/` followed by another separator.
    if (cut === 1) return null;
    const last = this.lastInfo;
    const text = path.slice(0, cut);
    if (text === this.lastText) return last;
    let node = this.rootInfo;
    let at = 0;
    // A sibling of the last directory: start from their parent instead of the filesystem root.
    const parent = last.parent;
    if (
      parent !== null &&
      parent.sepAt < cut &&
      text.charCodeAt(parent.sepAt) === 47 &&
      text.indexOf("/", parent.sepAt + 1) < 0 &&
      (parent.sepAt === 0 || text.slice(0, parent.sepAt) === parent.raw)
    ) {
      node = parent;
      at = parent.sepAt;
    }
    // Walk down one segment at a time, adding what is not memoised yet.
    while (at < cut) {
      let next = text.indexOf("/", at + 1);
      if (next < 0) next = cut;
      const name = text.slice(at + 1, next);
      if (!isPlainLeaf(name)) return null;
      let child = node.children?.get(name);
      if (child === undefined) {
        child = this.childDirectory(node, next === cut ? text : text.slice(0, next), name);
        if (node.children === null) {
          node.children = new Map();
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

  private moveTo(dir: DirInfo, text: string): void {
    this.lastInfo = dir;
    this.lastText = text;
  }

  /** `directoryOf` for a path already normalised. */
  private normalisedDirectoryOf(path: string, cut: number): DirInfo {
    const dir = this.directoryOf(path, cut);
    if (dir === null) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return dir;
  }

  private childDirectory(parent: DirInfo, raw: string, name: string): DirInfo {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      // A link (or a component we cannot examine) on the way: resolve this directory in full.
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(parent, raw);
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
      raw: null,
      sepAt: raw.length,
      parent,
      children: null,
      roots: own === undefined ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      seen: [],
    };
  }

  private linkedDirectory(parent: DirInfo, raw: string): DirInfo {
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
      seen: [],
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

/** Records `leaf` as judged in `dir`; false when it already was. Small directories use an array. */
function markSeen(dir: DirInfo, leaf: string): boolean {
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
