/** The change model: what a collector reports (one lasting change on the machine or in the repository) and core judges. */
export type ChangeKind = "created" | "modified" | "deleted" | "renamed" | "mode" | "link";
export interface ChangeRecord {
    /** Absolute path (host scope) or path as git reports it, resolved against the worktree (repo scope). */
    path: string;
    change: ChangeKind;
    /** `capture`: written by the agent into the capture layer (never on the host; see src/attribution/capture). */
    source: "snapshot" | "git" | "capture";
    /** For renames: the other side. */
    from?: string;
    /**
     * Set by the collector when a write that looks like git's bookkeeping failed an integrity check (a git
     * object whose content does not match its name, a pack git cannot verify): never set aside as bookkeeping.
     */
    tampered?: string;
    /**
     * Set by the collector when every side of this record that lies in a git directory was verified to be
     * git's bookkeeping that keeps the repository's meaning (see git-meaning.ts): those sides are set aside.
     */
    bookkeeping?: string;
    /** Set by the collector for an agent state file judged by its keys: only session keys changed. */
    granted?: string;
    /** Set by the collector when a side lies in a tool's extracted source that existed before the run (see presets/grants.ts). */
    sealed?: string;
    /** A repository-scope change the snapshot shows was already there before the run. */
    preexisting?: true;
    /** For a captured change: where the capture keeps what the agent wrote (its upper-layer entry). */
    captured?: string;
    /** What changed, in words, when the collector knows (a captured entry's new owner, ACL or link). */
    detail?: string;
    /**
     * Set by the collector when a host preset explains every side of this record by meaning (the CI
     * runner's per-step files, forge-gate's own npx log; src/core/presets/): set aside, with the rule.
     */
    preset?: {
        name: string;
        rule: string;
        data: boolean;
    };
}
export interface SkippedRoot {
    path: string;
    reason: string;
}
/** Which roots a report covered, so no report claims more than it saw. */
export interface Coverage {
    scopes: Array<"snapshot" | "git">;
    roots: string[];
    skipped: SkippedRoot[];
    /** Scopes whose collector failed: what they would have seen is not covered. */
    failed?: {
        scope: "snapshot" | "git";
        reason: string;
    }[];
}
/** Where the leased worktree's repository keeps its state (physical absolute paths). */
export interface GitLayout {
    /** Top level of the leased worktree. */
    worktree: string;
    /** Its own gitdir: `<common>/worktrees/<name>` for a linked worktree, else the common dir. */
    git_dir: string;
    common_dir: string;
    /** The leased worktree is the repository's main checkout (git_dir === common_dir). */
    main_checkout: boolean;
    /** The branch HEAD pointed at (`refs/heads/…`) when the run started; null when detached. */
    branch: string | null;
    /** HEAD's commit when the run started; null on an unborn branch. */
    head: string | null;
    /** Every worktree of the repository. */
    worktrees: string[];
}
/** A GitLayout without what HEAD points at. */
export type GitPaths = Omit<GitLayout, "branch" | "head">;
export interface CollectResult {
    changes: ChangeRecord[];
    coverage: Coverage;
    /** The leased worktree's repository layout (from the snapshot when there is one), for the bookkeeping allowance. */
    git?: GitLayout | null;
    /** Canonical write roots recorded by the snapshot (lexical → canonical), judged against instead of today's. */
    pinnedRoots?: Record<string, string>;
    /** When the snapshot was taken (ISO time), for what must predate the run (installed software). */
    since?: string;
    /** What the host presets found (src/collect/host-presets.ts): absent when no snapshot was diffed. */
    host?: HostPresetsResult;
}
/** The host presets' findings, for the judge and the report. */
export interface HostPresetsResult {
    /** The presets that were on. */
    presets: string[];
    /** The runner this job ran on, when on a GitHub Actions runner. */
    runner: {
        root: string | null;
        work: string;
        located: "process" | "environment";
    } | null;
    /** How many change records each preset set aside. */
    set_aside: Record<string, number>;
    /** What a step produced that no later step runs (a job summary, another runner's job): listed, not charged. */
    data: {
        path: string;
        rule: string;
    }[];
    /** Whether the job's environment was compared with the snapshot's, and if not why. */
    environment: {
        compared: true;
        source: "step" | "process";
    } | {
        compared: false;
        reason: string;
    };
    /** What changed in the job's environment for later steps (each one an escape). */
    environment_changes: {
        name: string;
        rule: string;
    }[];
    /** Places no write may touch, whatever the lease grants (the runner's install, downloaded actions, the tool cache). */
    protect: {
        path: string;
        rule: string;
    }[];
}
/**
 * What the repository means, recorded with the snapshot and read again after the run: the shared
 * refs and their values (loose or packed), every config file as git parses it, and the module gitdirs.
 * Read directly (refs) or with `git config --file` (which only parses: nothing runs), never with a git
 * that would read the repository's own config.
 */
export interface GitState {
    /** Shared ref → value (an object id, `ref: …` for a symbolic ref, `symlink:…`/`!…` for anything odd). */
    refs: Record<string, string>;
    /** Why the refs could not be read (a reftable repository, an unreadable store): then none are judged by meaning. */
    refs_error?: string;
    /** Config file → its entries in file order (`key\n<sha256 of the value>`, `-` for a bare key), or `!reason` when git cannot parse it. */
    configs: Record<string, string[] | string>;
    /** Module gitdirs (`<gitdir>/modules/…` holding a HEAD). */
    modules: string[];
    /**
     * Snapshot only: every reflog but the agent's own gitdir's, path → one `time old new digest` line per
     * entry (`!`: not recorded entry by entry), so gc's expiry can be told from an edit (see reflogs.ts).
     */
    reflogs?: Record<string, string>;
    /** Snapshot only: the hooks directory `core.hooksPath` names inside the worktree, and its files. */
    hooks?: HooksDir;
}
/** A hooks directory inside the worktree: its path and each file's `mode sha256` (see hooks-path.ts). */
export interface HooksDir {
    dir: string;
    files: Record<string, string>;
}
