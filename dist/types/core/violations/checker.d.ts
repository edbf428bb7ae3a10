import { type TableOptions } from "../path-table/index.js";
import { type FsProbe } from "../paths.js";
import type { PathKernel } from "./kernel.js";
import type { Violation, ViolationPolicy } from "./types.js";
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
    /** Which paths the globs cannot match, told cheaply (see GlobFilter). */
    private readonly globFilter;
    private readonly rootInfo;
    /**
     * Raw directory spelling (absolute; `/` is number 0, spelled "") → number and flags. A plain
     * directory's flags say all the fast path needs; the others have their memo in `infos`.
     */
    private readonly table;
    private readonly infos;
    /** The leaves judged in each directory, by fingerprint: what counts a path once. */
    private readonly leaves;
    /**
     * The paths reported so far by the look-up paths (the fast one and the normalised one), by their
     * lexical spelling, filed under their fingerprint's second half (a number: no string to hash): a
     * path the leaf set only *likely* saw is judged again, and reported only if that spelling was not.
     */
    private readonly reported;
    /**
     * Hash states of the spellings a new directory must be compared with by name (the roots, their
     * parents, protected directories); any other directory below a plain one takes its parent's flags.
     * Null when spellings are folded (case-insensitive): every directory is compared then.
     */
    private readonly notable;
    /**
     * Plain directories' listings (null: not listable). Each directory's memo in the table says where
     * its listing is (k > 0: `listings[k - 1]`) or how often it was asked about before (-k).
     */
    private readonly listings;
    private listedDir;
    private listed;
    /** Distinct sets of containing roots, numbered in the flags. */
    private readonly rootSets;
    private readonly rootSetIds;
    /** The same, by array: directories below one root share their parent's array. */
    private readonly rootSetOf;
    /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
    private readonly rootParents;
    /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
    private readonly protectedLeaves;
    /** Their lengths: a leaf of another length is none of them (case-sensitive spellings only). */
    private readonly protectedLeafLengths;
    private readonly ancestorMemo;
    /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
    private readonly rootNames;
    private readonly underRootNameMemo;
    /** Folded parents of those spellings: only there can a leaf itself be one. */
    private readonly rootNameParents;
    /**
     * The native kernel (src/native/path-kernel.c) and its handle, when records come as bytes and
     * names are compared as they are spelled: it is then the one set of seen paths, and it is told each
     * directory memoised and each listing read, so it can judge plain paths without the checker.
     */
    private readonly kernel;
    /** The directories one look-up made, told to the kernel together when it ends (see directoryOf). */
    private readonly told;
    constructor(policy: ViolationPolicy, probe: FsProbe, 
    /** For tests: the leaf set's table options (see TableOptions). */
    tableOptions?: TableOptions, 
    /** The native kernel, and the byte between records it will read (0 or 10). */
    kernel?: {
        native: PathKernel;
        separator: number;
    });
    /** 1 when a directory with `flags` is below no root. */
    private outside;
    /** The spellings `notable` holds by hash: a directory so spelled is never made by the kernel. */
    private notableSpellings;
    get closed(): boolean;
    /** Canonical write roots, for reports. */
    get canonicalRoots(): string[];
    /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
    get rootPins(): Record<string, string>;
    /** Distinct non-blank paths seen by `checkOnce`. */
    distinct: number;
    /**
     * The paths `checkOnce` judged by their text (case-insensitive, or with a `..`): each folded
     * spelling → its first exact spelling; and the other exact spellings judged since.
     */
    private readonly foldedSeen;
    private readonly otherSpellings;
    /**
     * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
     * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
     * Where names are compared without case, each spelling is still judged once (counted once): the
     * filesystem may tell `C1/n` from `c1/n` after all, and the verdict must not depend on which of
     * them came first.
     */
    checkOnce(path: string): Violation | null | undefined;
    /**
     * `checkOnce`'s answer for a path the leaf set calls new or likely seen, spelled `lexical`, judged
     * `v`: a new one is counted, and a violation reported; one likely seen was judged all the same, and
     * its violation is reported unless the same spelling was (a repeat judges as the first did).
     */
    private once;
    /**
     * `checkOnce` for a path the kernel handed back as new: normalised, absolute or relative to cwd,
     * its leaf a plain name (the kernel de-duplicated it).
     */
    checkFresh(path: string): Violation | null;
    /**
     * The violation of a path the kernel handed back as new, normalised and outside every root, no
     * link on the way (what checkInDirectory finds for it from a plain directory's flags).
     */
    outsideFresh(path: string, belowRootName: boolean): Violation;
    /**
     * The absolute spelling of a record the kernel handed back as new: it reads relative records only
     * when cwd is normalised and not `/`, and only normalised ones, so joining them is what
     * lexicalAbsolute would give, without its scan.
     */
    private kernelSpelling;
    /** The kernel's scan of records (see PathKernelAddon.scan); only with a kernel. */
    scan(bytes: Uint8Array, from: number, out: Int32Array, index: number): number;
    /** Whether records can be given to `scan`. */
    get scans(): boolean;
    /** Distinct non-blank paths judged, by the checker and by the kernel. */
    get checked(): number;
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
    /**
     * `probe.kind` of `s.slice(0, end)`, the entry named `s.slice(cut + 1, end)` of the plain
     * directory `dir` (spelled as it is): once a few paths have been asked about there, from the
     * directory's listing, found by its number (a path's own directory is usually the last one's).
     */
    private kindIn;
    /**
     * Tells the kernel the directories the look-up of `path` made (all prefixes of it, shallowest
     * first: one pass hashes them all). Only a printable-ASCII spelling can be a directory of a record
     * the kernel judges.
     */
    private tellDirectories;
    /** Gives the kernel the listing of the plain directory `spelling` (null: not listable). */
    private tellListing;
    /** The protected directory the path `resolved` (a leaf after `cut`) is itself, if any. */
    private protectedLeafRule;
    /**
     * False when no protect glob can match the path `resolved` (a leaf after `cut`, in a plain
     * directory with `flags`): neither its directory nor its leaf holds a name they all require.
     */
    private mayMatchGlob;
    private checkGeneral;
    /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
    private judgeResolved;
    /**
     * The number of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
     * -1 when that text is not normalised (an empty, `.` or `..` segment).
     */
    private directoryOf;
    /**
     * The flags of the new directory `id`, `path.slice(0, end)` (hash state `state`), below directory
     * `parent`, which ends at `up`; its memo too when it is not plain. A directory at or below an
     * empty, `.` or `..` segment is not normalised (and not walked again).
     */
    private childFlags;
    /**
     * The flags a directory named `path.slice(from, to)` takes from its plain parent's `above` (same
     * roots, below a root by name when it is), with what its name adds for the glob filter.
     */
    private namesBelow;
    /** The memo of directory `id` with flags `flags` (normalised): kept, or told by the flags of a plain one. */
    private infoOf;
    /** What the fast path needs to know of a directory, packed into its flags (`above`: its parent's). */
    private flagsOf;
    /** Records the leaf `path.slice(cut + 1)` as judged in directory `id`: whether it was before. */
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
