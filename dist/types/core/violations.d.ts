import { type CaseMode, type FsProbe } from "./paths.js";
export type ViolationReason = "outside_write_roots" | "symlink_escape" | "protected" | "unresolvable"
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
/** Decides, path by path, whether a change escapes a lease. Stateful only in its caches. */
export declare class ViolationChecker {
    private readonly policy;
    private readonly probe;
    private readonly fold;
    private readonly resolver;
    private readonly roots;
    private readonly rootKeys;
    /** Folded protected directory → the rule that protects it. */
    private readonly protectedDirs;
    private readonly relativeGlob;
    private readonly absoluteGlob;
    private readonly globRules;
    private readonly rootInfo;
    /**
     * Raw directory spelling (absolute, below `/`) → block (number, flags, leaves judged there) →
     * by number the memo, null when the spelling is not normalised. A plain directory's flags say
     * all the fast path needs, so it never reads the memo object.
     */
    private readonly table;
    private readonly dirs;
    /** Distinct sets of containing roots, numbered in the flags. */
    private readonly rootSets;
    private readonly rootSetIds;
    /** The same, by array: directories below one root share their parent's array. */
    private readonly rootSetOf;
    /** The directory block of the previous look-up, its spelling and hash: grouped input skips the hash. */
    private lastBlock;
    private lastText;
    private lastState;
    /** The parent of the directory last added and where its spelling ends: sorted input adds siblings in a row. */
    private lastParent;
    private lastParentEnd;
    /** A string the last parent's spelling is the prefix of (up to `lastParentEnd`). */
    private lastParentKey;
    /** Hash state of the spelling of the directory `directoryOf` returned last. */
    private dirState;
    /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
    private readonly rootParents;
    /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
    private readonly protectedLeaves;
    private readonly ancestorMemo;
    /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
    private readonly rootNames;
    private readonly underRootNameMemo;
    /** Folded parents of those spellings: only there can a leaf itself be one. */
    private readonly rootNameParents;
    constructor(policy: ViolationPolicy, probe: FsProbe);
    get closed(): boolean;
    /** Canonical write roots, for reports. */
    get canonicalRoots(): string[];
    /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
    get rootPins(): Record<string, string>;
    /** Distinct non-blank paths seen by `checkOnce`. */
    distinct: number;
    private readonly foldedSeen;
    /**
     * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
     * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
     */
    checkOnce(path: string): Violation | null | undefined;
    /** The violation for one non-blank changed path, or null when it stays inside the lease. */
    check(path: string, lexical?: string): Violation | null;
    /**
     * The violation for a change of the name `path` itself (an entry created, replaced, removed or
     * relinked there), or null: its directory is resolved, its last component is not followed. A
     * symlink put outside the write roots is a write outside them even when it points back inside.
     */
    checkEntry(path: string): Violation | null;
    /**
     * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
     * directory and one probe per path. Anything else takes the general path.
     */
    private checkInDirectory;
    private checkGeneral;
    /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
    private judgeResolved;
    /**
     * The block of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
     * -1 when that text is not normalised (an empty, `.` or `..` segment).
     */
    private directoryOf;
    /** The memo of a directory block found in the table (null: not normalised). */
    private infoOf;
    /**
     * Memoises the directory `path.slice(0, cut)` and those of its ancestors not memoised yet,
     * found from the deepest memoised one down; returns its block. A directory at or below an
     * empty, `.` or `..` segment is memoised as not normalised so it is not walked again.
     * Iterative: a hostile path with thousands of segments cannot overflow the stack.
     */
    private addDirectory;
    /**
     * Memoises the directory `path.slice(0, end)` (hash state `state`) below `parent`, which ends at
     * `up`; returns its block.
     */
    private addChild;
    /** What the fast path needs to know of a directory, packed into its block. */
    private flagsOf;
    /** Records the leaf `path.slice(cut + 1)` as judged in the directory of `block`; false when it already was. */
    private markSeen;
    /** `directoryOf` for a path already normalised. */
    private normalisedDirectoryOf;
    private childDirectory;
    private linkedDirectory;
    private containingRoots;
    /** Roots containing the folded directory `dirKey` (itself included) and the protected dir it is in. Memoised. */
    private ancestors;
    /** True when the folded path `key` is a root or below one by name (its lexical or canonical spelling). */
    private underRootName;
    /** The protected directory `key` is (or is below), if any. */
    private protectedDirRule;
    private protectedRule;
    private globRule;
    /** Protection judged on the path as written, for links that land back inside a root. */
    private lexicalProtectedRule;
    private matchingRule;
    private normaliseForGlob;
}
/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export declare function findViolations(paths: Iterable<string>, policy: ViolationPolicy, probe: FsProbe): ViolationReport;
/** `findViolations` over paths that arrive in batches (records split from streamed input chunks). */
export declare function findViolationsInBatches(batches: Iterable<Iterable<string>>, policy: ViolationPolicy, probe: FsProbe): ViolationReport;
