import picomatch from "picomatch";
import { ForgeGateError } from "../errors.js";
import { GlobFilter } from "../glob-filter.js";
import {
  DirectoryTable,
  HASH_START,
  hashRange,
  LeafSet,
  Seen,
  type TableOptions,
} from "../path-table/index.js";
import {
  canonicalRoot,
  type EntryKind,
  expandHome,
  type FsProbe,
  isBlank,
  isFilesystemRoot,
  isWithin,
  kindThrough,
  lastSlash,
  lexicalAbsolute,
  memoDown,
  PhysicalResolver,
  pathFolder,
  type Resolved,
  rawAbsolute,
} from "../paths.js";
import {
  ABSOLUTE_NAME,
  combine,
  DOT_DOT,
  IS_ROOT,
  isPlainName,
  LIST_AFTER,
  MISSING,
  NOT_NORMALISED,
  PLAIN,
  RELATIVE_NAME,
  ROOT_DIR,
  ROOT_NAME_PARENT,
  ROOTS_MASK,
  ROOTS_SHIFT,
  UNDER_ROOT_NAME,
} from "./flags.js";
import type { PathKernel, PathKernelHandle } from "./kernel.js";
import type { Violation, ViolationPolicy } from "./types.js";

/**
 * A directory as the fast path sees it: where it really is, plus what contains and protects it.
 * Memoised by its raw spelling in one hash table, so finding it costs one hash of the spelling
 * whatever order the paths come in (a tree walked from the last directory was fast only for
 * grouped input: random order took 2.5-3x as long). A plain directory (spelled as it is, no root
 * or protection of its own) is only its flags in the table; the others keep one of these.
 */
interface DirInfo extends Omit<Resolved, "path" | "missingDepth"> {
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
  /** Which paths the globs cannot match, told cheaply (see GlobFilter). */
  private readonly globFilter: GlobFilter;
  private readonly rootInfo: DirInfo;
  /**
   * Raw directory spelling (absolute; `/` is number 0, spelled "") → number and flags. A plain
   * directory's flags say all the fast path needs; the others have their memo in `infos`.
   */
  private readonly table: DirectoryTable;
  private readonly infos = new Map<number, DirInfo>();
  /** The leaves judged in each directory, by fingerprint: what counts a path once. */
  private readonly leaves: LeafSet;
  /**
   * The paths reported so far by the look-up paths (the fast one and the normalised one), by their
   * lexical spelling, filed under their fingerprint's second half (a number: no string to hash): a
   * path the leaf set only *likely* saw is judged again, and reported only if that spelling was not.
   */
  private readonly reported = new Map<number, string | string[]>();
  /**
   * Hash states of the spellings a new directory must be compared with by name (the roots, their
   * parents, protected directories); any other directory below a plain one takes its parent's flags.
   * Null when spellings are folded (case-insensitive): every directory is compared then.
   */
  private readonly notable: Set<number> | null;
  /**
   * Plain directories' listings (null: not listable). Each directory's memo in the table says where
   * its listing is (k > 0: `listings[k - 1]`) or how often it was asked about before (-k).
   */
  private readonly listings: (ReadonlyMap<string, EntryKind | "unknown"> | null)[] = [];
  private listedDir = -1;
  private listed: ReadonlyMap<string, EntryKind | "unknown"> | null | undefined = undefined;
  /** Distinct sets of containing roots, numbered in the flags. */
  private readonly rootSets: number[][] = [];
  private readonly rootSetIds = new Map<string, number>();
  /** The same, by array: directories below one root share their parent's array. */
  private readonly rootSetOf = new Map<number[], number>();
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  private readonly rootParents = new Set<string>();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  private readonly protectedLeaves = new Set<string>();
  /** Their lengths: a leaf of another length is none of them (case-sensitive spellings only). */
  private readonly protectedLeafLengths = new Set<number>();
  private readonly ancestorMemo = new Map<string, { roots: number[]; rule: string | null }>();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  private readonly rootNames = new Set<string>();
  private readonly underRootNameMemo = new Map<string, boolean>();
  /** Folded parents of those spellings: only there can a leaf itself be one. */
  private readonly rootNameParents = new Set<string>();

  /**
   * The native kernel (src/native/path-kernel.c) and its handle, when records come as bytes and
   * names are compared as they are spelled: it is then the one set of seen paths, and it is told each
   * directory memoised and each listing read, so it can judge plain paths without the checker.
   */
  private readonly kernel: { native: PathKernel; handle: PathKernelHandle } | null = null;
  /** The directories one look-up made, told to the kernel together when it ends (see directoryOf). */
  private readonly told = new NewDirectories();

  constructor(
    private readonly policy: ViolationPolicy,
    private readonly probe: FsProbe,
    /** For tests: the leaf set's table options (see TableOptions). */
    tableOptions?: TableOptions,
    /** The native kernel, and the byte between records it will read (0 or 10). */
    kernel?: { native: PathKernel; separator: number },
  ) {
    this.leaves = new LeafSet(tableOptions);
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
    for (const leaf of this.protectedLeaves) this.protectedLeafLengths.add(leaf.length);

    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    const globBodies: { relative: boolean; body: string }[] = [];
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
      for (const b of bodies) globBodies.push({ relative, body: b });
    }
    this.globFilter = new GlobFilter(globBodies, nocase);
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase,
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase,
    );
    this.notable =
      policy.caseMode === "insensitive"
        ? null
        : new Set(this.notableSpellings().map((k) => hashRange(HASH_START, k, 0, k.length)));
    this.rootInfo = {
      physical: null,
      missing: false,
      unknown: false,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
    };
    const rootFlags = this.flagsOf(this.rootInfo, "/", 0);
    if (kernel !== undefined && this.notable !== null) {
      const terms = this.globFilter.terms;
      const { addon, key } = kernel.native;
      const handle = addon.create({
        key,
        separator: kernel.separator,
        rootFlags,
        rootOutside: this.outside(rootFlags),
        relativeGlob: this.relativeGlob === null ? 0 : 1,
        absoluteGlob: this.absoluteGlob === null ? 0 : 1,
        relativeAlways: terms.relativeAlways ? 1 : 0,
        absoluteAlways: terms.absoluteAlways ? 1 : 0,
        firstPatterns: terms.firstPatterns ? 1 : 0,
        firstLiterals: terms.firstLiterals,
        relativeNames: terms.relativeNames,
        absoluteNames: terms.absoluteNames,
        protectedLeaves: [...this.protectedLeaves],
        notable: this.notableSpellings(),
        // Relative records are spelled below cwd as lexicalAbsolute does; below `/` the checker
        // joins them as `//name` (rawAbsolute) and takes its general way: they go to it.
        cwd: policy.cwd !== "/" && lexicalAbsolute(policy.cwd, "/") === policy.cwd ? policy.cwd : null,
      });
      this.kernel = { native: kernel.native, handle };
    }
    const kernelNow = this.kernel;
    this.table = new DirectoryTable(
      rootFlags,
      kernelNow === null
        ? (parent, id, path, up, end, state) => this.childFlags(parent, id, path, up, end, state)
        : (parent, id, path, up, end, state) => {
            const flags = this.childFlags(parent, id, path, up, end, state);
            if ((flags & NOT_NORMALISED) === 0) this.told.add(end, flags, this.outside(flags));
            return flags;
          },
      // With the kernel, the leaf set is not used (the kernel's set is the one).
      kernelNow === null ? { leaves: this.leaves } : {},
    );
    if ((rootFlags & PLAIN) === 0) this.infos.set(ROOT_DIR, this.rootInfo);
  }

  /** 1 when a directory with `flags` is below no root. */
  private outside(flags: number): number {
    return this.rootSets[flags >>> ROOTS_SHIFT]!.length === 0 ? 1 : 0;
  }

  /** The spellings `notable` holds by hash: a directory so spelled is never made by the kernel. */
  private notableSpellings(): string[] {
    return [
      ...this.rootKeys.keys(),
      ...this.rootParents,
      ...this.rootNames,
      ...this.rootNameParents,
      ...this.protectedDirs.keys(),
    ];
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
  /**
   * The paths `checkOnce` judged by their text (case-insensitive, or with a `..`): each folded
   * spelling → its first exact spelling; and the other exact spellings judged since.
   */
  private readonly foldedSeen = new Map<string, string>();
  private readonly otherSpellings = new Set<string>();

  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   * Where names are compared without case, each spelling is still judged once (counted once): the
   * filesystem may tell `C1/n` from `c1/n` after all, and the verdict must not depend on which of
   * them came first.
   */
  checkOnce(path: string): Violation | null | undefined {
    // A `..` after a link goes somewhere else than its text says: such a spelling is its own path.
    // The kernel hands these back without stopping its scan (own_spelling in path-kernel.c): judging
    // one must not read or write the set of seen paths the two share.
    const dotted = path.includes("..") && DOT_DOT.test(path);
    const sensitive = this.policy.caseMode === "sensitive";
    // Fast path: an absolute path needs no normalising scan of its own when its directory's
    // spelling is found in the memo segment by segment; only its leaf can still be `.` or `..`.
    if (!dotted && sensitive && path.charCodeAt(0) === 47) {
      const cut = lastSlash(path);
      const dir = isPlainName(path, cut + 1, path.length) ? this.directoryOf(path, cut) : -1;
      if (dir >= 0) {
        const seen = this.markSeen(dir, path, cut);
        if (seen === Seen.Repeat) return undefined;
        return this.once(seen, path, this.checkInDirectory(path, path, dir, cut));
      }
    }
    if (!sensitive || dotted) {
      // Each spelling once: a `..` one by its text, any other by its lexical form (folded).
      const exact = dotted
        ? `\0${rawAbsolute(path, this.policy.cwd)}`
        : lexicalAbsolute(path, this.policy.cwd);
      const key = sensitive ? exact : this.fold(exact);
      const first = this.foldedSeen.get(key);
      if (first === undefined) {
        this.foldedSeen.set(key, exact);
        this.distinct++;
      } else if (first === exact || this.otherSpellings.has(exact)) return undefined;
      else this.otherSpellings.add(exact);
      return this.check(path, dotted ? lexicalAbsolute(path, this.policy.cwd) : exact);
    }
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const cut = lastSlash(lexical);
    const dir = this.normalisedDirectoryOf(lexical, cut);
    const seen = this.markSeen(dir, lexical, cut);
    if (seen === Seen.Repeat) return undefined;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return this.once(
      seen,
      lexical,
      raw === lexical ? this.checkInDirectory(path, raw, dir, cut) : this.checkGeneral(path, lexical, raw),
    );
  }

  /**
   * `checkOnce`'s answer for a path the leaf set calls new or likely seen, spelled `lexical`, judged
   * `v`: a new one is counted, and a violation reported; one likely seen was judged all the same, and
   * its violation is reported unless the same spelling was (a repeat judges as the first did).
   */
  private once(seen: Seen, lexical: string, v: Violation | null): Violation | null | undefined {
    if (seen === Seen.New) this.distinct++;
    if (v === null) return seen === Seen.New ? null : undefined;
    // The kernel's keys tell a new path from a repeat: nothing is only likely seen.
    if (this.kernel !== null) return v;
    const key = this.leaves.lastKey;
    const there = this.reported.get(key);
    if (there === undefined) this.reported.set(key, lexical);
    else {
      if (seen !== Seen.New && (there === lexical || (Array.isArray(there) && there.includes(lexical))))
        return undefined;
      if (Array.isArray(there)) there.push(lexical);
      else this.reported.set(key, [there, lexical]);
    }
    return v;
  }

  /**
   * `checkOnce` for a path the kernel handed back as new: normalised, absolute or relative to cwd,
   * its leaf a plain name (the kernel de-duplicated it).
   */
  checkFresh(path: string): Violation | null {
    this.distinct++;
    const lexical = this.kernelSpelling(path);
    const cut = lastSlash(lexical);
    return this.checkInDirectory(path, lexical, this.normalisedDirectoryOf(lexical, cut), cut);
  }

  /**
   * The violation of a path the kernel handed back as new, normalised and outside every root, no
   * link on the way (what checkInDirectory finds for it from a plain directory's flags).
   */
  outsideFresh(path: string, belowRootName: boolean): Violation {
    this.distinct++;
    const resolved = this.kernelSpelling(path);
    return { path, resolved, reason: belowRootName ? "symlink_escape" : "outside_write_roots" };
  }

  /**
   * The absolute spelling of a record the kernel handed back as new: it reads relative records only
   * when cwd is normalised and not `/`, and only normalised ones, so joining them is what
   * lexicalAbsolute would give, without its scan.
   */
  private kernelSpelling(path: string): string {
    return path.charCodeAt(0) === 47 ? path : `${this.policy.cwd}/${path}`;
  }

  /** The kernel's scan of records (see PathKernelAddon.scan); only with a kernel. */
  scan(bytes: Uint8Array, from: number, out: Int32Array, index: number): number {
    const k = this.kernel!;
    return k.native.addon.scan(k.handle, bytes, from, out, index);
  }

  /** Whether records can be given to `scan`. */
  get scans(): boolean {
    return this.kernel !== null;
  }

  /** Distinct non-blank paths judged, by the checker and by the kernel. */
  get checked(): number {
    return this.kernel === null
      ? this.distinct
      : this.distinct + this.kernel.native.addon.counted(this.kernel.handle);
  }

  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path: string, lexical = lexicalAbsolute(path, this.policy.cwd)): Violation | null {
    const raw = rawAbsolute(path, this.policy.cwd);
    if (raw !== lexical || raw === "/") return this.checkGeneral(path, lexical, raw);
    const cut = raw.lastIndexOf("/");
    return this.checkInDirectory(path, raw, this.normalisedDirectoryOf(raw, cut), cut);
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
    if (!isPlainName(raw, cut + 1, raw.length)) return this.check(path, lexical);
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
  private checkInDirectory(path: string, raw: string, id: number, cut: number): Violation | null {
    if (cut === raw.length - 1) return this.checkGeneral(path, raw, raw);
    const flags = this.table.flagsOf(id);
    if ((flags & PLAIN) !== 0) {
      // Spelled as it is, examinable, not a root's parent, not protected as a whole: the flags suffice.
      if ((flags & MISSING) === 0) {
        const kind = this.kindIn(id, raw, cut, raw.length);
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
        this.protectedLeafRule(raw, cut) ??
        (this.mayMatchGlob(flags, raw, cut) ? this.globRule(raw, inside) : null);
      return rule === null ? null : { path, resolved: raw, reason: "protected", rule };
    }
    const leaf = raw.slice(cut + 1);
    const dir = this.infos.get(id)!;
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

  /**
   * `probe.kind` of `s.slice(0, end)`, the entry named `s.slice(cut + 1, end)` of the plain
   * directory `dir` (spelled as it is): once a few paths have been asked about there, from the
   * directory's listing, found by its number (a path's own directory is usually the last one's).
   */
  private kindIn(dir: number, s: string, cut: number, end: number): EntryKind | "unknown" | null {
    if (this.probe.entries !== undefined && this.notable !== null) {
      let listing = dir === this.listedDir ? this.listed : undefined;
      if (listing === undefined) {
        const memo = this.table.memoOf(dir);
        if (memo > 0) listing = this.listings[memo - 1]!;
        else if (1 - memo < LIST_AFTER) {
          this.table.setMemo(dir, memo - 1);
          return this.probe.kind(s.slice(0, end));
        } else {
          listing = this.probe.entries(cut === 0 ? "/" : s.slice(0, cut));
          this.listings.push(listing);
          if (this.kernel !== null) this.tellListing(s.slice(0, cut), listing);
          this.table.setMemo(dir, this.listings.length);
        }
      }
      this.listedDir = dir;
      this.listed = listing;
      if (listing !== null)
        return listing.get(end === s.length ? s.slice(cut + 1) : s.slice(cut + 1, end)) ?? null;
    }
    return this.probe.kind(s.slice(0, end));
  }

  /**
   * Tells the kernel the directories the look-up of `path` made (all prefixes of it, shallowest
   * first: one pass hashes them all). Only a printable-ASCII spelling can be a directory of a record
   * the kernel judges.
   */
  private tellDirectories(path: string): void {
    const told = this.told;
    const last = told.ends[told.count - 1]!;
    let printable = true;
    for (let i = 0; i < last && printable; i++) {
      const c = path.charCodeAt(i);
      printable = c >= 0x20 && c < 0x7f;
    }
    const k = this.kernel!;
    if (printable)
      k.native.addon.directories(k.handle, path, told.ends, told.flags, told.outside, told.count);
    told.count = 0;
  }

  /** Gives the kernel the listing of the plain directory `spelling` (null: not listable). */
  private tellListing(spelling: string, listing: ReadonlyMap<string, EntryKind | "unknown"> | null): void {
    const k = this.kernel!;
    if (listing === null) {
      k.native.addon.listing(k.handle, spelling, null, []);
      return;
    }
    const names: string[] = [];
    const links: number[] = [];
    for (const [name, kind] of listing) {
      if (kind === "symlink" || kind === "unknown") links.push(names.length);
      names.push(name);
    }
    k.native.addon.listing(k.handle, spelling, names, links);
  }

  /** The protected directory the path `resolved` (a leaf after `cut`) is itself, if any. */
  private protectedLeafRule(resolved: string, cut: number): string | undefined {
    // Most leaves are not even as long as a protected directory's name: no slice for them.
    if (this.notable !== null && !this.protectedLeafLengths.has(resolved.length - cut - 1)) return undefined;
    return this.protectedLeaves.has(this.fold(resolved.slice(cut + 1)))
      ? this.protectedDirs.get(this.fold(resolved))
      : undefined;
  }

  /**
   * False when no protect glob can match the path `resolved` (a leaf after `cut`, in a plain
   * directory with `flags`): neither its directory nor its leaf holds a name they all require.
   */
  private mayMatchGlob(flags: number, resolved: string, cut: number): boolean {
    const filter = this.globFilter;
    const end = resolved.length;
    return (
      (this.relativeGlob !== null &&
        (filter.relativeAlways ||
          (flags & RELATIVE_NAME) !== 0 ||
          ((flags & IS_ROOT) !== 0 && filter.firstSegment(resolved, cut + 1, end)) ||
          filter.relativeName(resolved, cut + 1, end))) ||
      (this.absoluteGlob !== null &&
        (filter.absoluteAlways ||
          (flags & ABSOLUTE_NAME) !== 0 ||
          filter.absoluteName(resolved, cut + 1, end)))
    );
  }

  private checkGeneral(path: string, lexical: string, raw: string): Violation | null {
    // A changed path that is a link is a change of the link as well: one made outside the roots is
    // a write outside them even when it points back inside (`~/.bashrc` made a link into the
    // worktree), so it is judged as an entry first, then through the link.
    const cut = raw.lastIndexOf("/");
    // A `..` spelling is its own path (checkOnce): its leaf is asked of its resolved directory.
    if (
      isPlainName(raw, cut + 1, raw.length) &&
      (DOT_DOT.test(raw) ? kindThrough(this.resolver, this.probe, raw) : this.probe.kind(raw)) === "symlink"
    ) {
      const entry = this.checkEntry(path);
      if (entry !== null) return entry;
    }
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
   * The number of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * -1 when that text is not normalised (an empty, `.` or `..` segment).
   */
  private directoryOf(path: string, cut: number): number {
    const id = this.table.lookup(path, cut);
    if (this.told.count > 0) this.tellDirectories(path);
    return (this.table.flagsOf(id) & NOT_NORMALISED) !== 0 ? -1 : id;
  }

  /**
   * The flags of the new directory `id`, `path.slice(0, end)` (hash state `state`), below directory
   * `parent`, which ends at `up`; its memo too when it is not plain. A directory at or below an
   * empty, `.` or `..` segment is not normalised (and not walked again).
   */
  private childFlags(
    parent: number,
    id: number,
    path: string,
    up: number,
    end: number,
    state: number,
  ): number {
    const above = this.table.flagsOf(parent);
    if ((above & NOT_NORMALISED) !== 0 || !isPlainName(path, up + 1, end)) return NOT_NORMALISED;
    let flags: number;
    let dir: DirInfo | null = null;
    if ((above & PLAIN) !== 0 && this.notable?.has(state) === false) {
      // Below a plain directory, with a spelling no root or protection has: its parent's flags,
      // unless a link is on the way. No string, no object: most directories take this path.
      let missing = (above & MISSING) !== 0;
      if (!missing) {
        const kind = this.kindIn(parent, path, up, end);
        if (kind === "symlink" || kind === "unknown") dir = this.linkedDirectory(path.slice(0, end));
        missing = kind === null;
      }
      flags =
        dir !== null
          ? this.flagsOf(dir, path.slice(0, end), above)
          : PLAIN | (missing ? MISSING : 0) | this.namesBelow(above, path, up + 1, end);
    } else {
      const spelling = path.slice(0, end);
      dir = this.childDirectory(this.infoOf(parent, above), spelling, path.slice(up + 1, end));
      flags = this.flagsOf(dir, spelling, above);
    }
    if (dir !== null && (flags & PLAIN) === 0) this.infos.set(id, dir);
    return flags;
  }

  /**
   * The flags a directory named `path.slice(from, to)` takes from its plain parent's `above` (same
   * roots, below a root by name when it is), with what its name adds for the glob filter.
   */
  private namesBelow(above: number, path: string, from: number, to: number): number {
    let flags = above & (UNDER_ROOT_NAME | RELATIVE_NAME | ABSOLUTE_NAME | ROOTS_MASK);
    const filter = this.globFilter;
    if (
      (flags & RELATIVE_NAME) === 0 &&
      (filter.relativeName(path, from, to) ||
        ((above & IS_ROOT) !== 0 && filter.firstSegment(path, from, to)))
    )
      flags |= RELATIVE_NAME;
    if ((flags & ABSOLUTE_NAME) === 0 && filter.absoluteName(path, from, to)) flags |= ABSOLUTE_NAME;
    return flags;
  }

  /** The memo of directory `id` with flags `flags` (normalised): kept, or told by the flags of a plain one. */
  private infoOf(id: number, flags: number): DirInfo {
    if ((flags & PLAIN) === 0) return this.infos.get(id)!;
    return {
      physical: null,
      missing: (flags & MISSING) !== 0,
      unknown: false,
      roots: this.rootSets[flags >>> ROOTS_SHIFT]!,
      rule: null,
      rootParent: false,
    };
  }

  /** What the fast path needs to know of a directory, packed into its flags (`above`: its parent's). */
  private flagsOf(dir: DirInfo, spelling: string, above: number): number {
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
    // Below a root by name: its parent is, or it is one itself.
    const named =
      ((above & UNDER_ROOT_NAME) !== 0 || this.rootNames.has(key) ? UNDER_ROOT_NAME : 0) |
      (this.rootNameParents.has(key) ? ROOT_NAME_PARENT : 0);
    // For the glob filter: below each root (a plain directory is spelled as it is, so its roots'
    // canonical paths are prefixes of its spelling), its first segment and the names it holds.
    // Not plain: its paths take the general way, which tests every glob.
    let globNames = plain ? 0 : RELATIVE_NAME | ABSOLUTE_NAME | IS_ROOT;
    if (plain) {
      const filter = this.globFilter;
      for (const i of dir.roots) {
        const root = this.roots[i]!.canonical;
        if (!spelling.startsWith(root)) {
          globNames |= RELATIVE_NAME | IS_ROOT;
          continue;
        }
        if (spelling.length === root.length) {
          globNames |= IS_ROOT;
          continue;
        }
        const from = root.length + 1;
        const slash = spelling.indexOf("/", from);
        const first = slash < 0 ? spelling.length : slash;
        if (
          filter.firstSegment(spelling, from, first) ||
          filter.relativeName(spelling, from, spelling.length)
        )
          globNames |= RELATIVE_NAME;
      }
      if (filter.absoluteName(spelling, 0, spelling.length)) globNames |= ABSOLUTE_NAME;
    }
    return (plain ? PLAIN : 0) | (dir.missing ? MISSING : 0) | named | globNames | (roots << ROOTS_SHIFT);
  }

  /** Records the leaf `path.slice(cut + 1)` as judged in directory `id`: whether it was before. */
  private markSeen(id: number, path: string, cut: number): Seen {
    const k = this.kernel;
    if (k !== null) return k.native.addon.seen(k.handle, path) ? Seen.Repeat : Seen.New;
    const table = this.table;
    return this.leaves.add(id, path, cut + 1, table.state, table.pathKnown ? table.pathState : undefined);
  }

  /** `directoryOf` for a path already normalised. */
  private normalisedDirectoryOf(path: string, cut: number): number {
    const id = this.directoryOf(path, cut);
    if (id < 0) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return id;
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
      unknown: at.unknown,
      roots: own === undefined ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
    };
  }

  private linkedDirectory(raw: string): DirInfo {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      unknown: resolved.unknown,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key),
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

/** Directories made by one look-up, in the order it made them: where each spelling ends, its flags. */
class NewDirectories {
  ends = new Int32Array(64);
  flags = new Int32Array(64);
  outside = new Uint8Array(64);
  count = 0;

  add(end: number, flags: number, outside: number): void {
    if (this.count === this.ends.length) {
      const ends = new Int32Array(this.count * 2);
      const flagsGrown = new Int32Array(this.count * 2);
      const outsideGrown = new Uint8Array(this.count * 2);
      ends.set(this.ends);
      flagsGrown.set(this.flags);
      outsideGrown.set(this.outside);
      this.ends = ends;
      this.flags = flagsGrown;
      this.outside = outsideGrown;
    }
    this.ends[this.count] = end;
    this.flags[this.count] = flags;
    this.outside[this.count++] = outside;
  }
}
