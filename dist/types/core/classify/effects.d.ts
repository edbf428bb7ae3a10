/** What a shell command (or tool call) would do, as found by static analysis. Judged by the engine. */
export type WriteOp = 
/** create or modify a file or directory */
"write"
/** remove one entry */
 | "delete"
/** remove a tree (rm -r, find -delete without filters, mv of a directory) */
 | "rdelete"
/** change mode/owner */
 | "meta"
/** change mode/owner of a tree (chmod -R) */
 | "rmeta";
export interface WriteEffect {
    /** Absolute path as written (not normalised, so `link/..` can be resolved physically). */
    path: string;
    op: WriteOp;
    /** The command that writes it, for the reason text. */
    via: string;
}
export interface HostEffect {
    host: string;
    via: string;
    /** Sends data or uses a non-GET method. */
    sends: boolean;
}
export interface Finding {
    /** block: a clear rule hit. grey: cannot be proven safe (goes to the backend or `unresolved`). */
    level: "block" | "grey";
    rule: string;
    reason: string;
}
export interface Effects {
    findings: Finding[];
    writes: WriteEffect[];
    /** Secret material read into the call's output (for information; reading is not blocked). */
    hosts: HostEffect[];
    /** Directories where project tooling runs (npm, make, cargo…) and may write: each must be inside the lease. */
    projectDirs: string[];
    /** Scripts executed by path (./run.sh, python x.py): each must be inside the lease and not freshly downloaded. */
    scripts: {
        path: string;
        via: string;
    }[];
    /** Targets of symlinks created by the command: one pointing out of the lease lets later writes escape. */
    linkTargets: {
        path: string;
        via: string;
    }[];
    /** Every simple command seen (argv joined), nested ones included: what user rules match against. */
    commands: string[];
    /** Every command seen is a pure reader (no writes, no project tooling, no network sends). */
    readOnly: boolean;
}
export declare function emptyEffects(): Effects;
