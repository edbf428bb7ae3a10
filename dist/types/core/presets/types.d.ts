import type { ChangeKind } from "../change-types.js";
/** Where a GitHub Actions runner keeps its files (physical absolute paths). */
export interface RunnerLayout {
    /** The runner's install (the directory holding bin/, externals/, .runner, _diag/). Null when not found. */
    root: string | null;
    /** Its work folder (`_work` of the install, or the configured one: /home/runner/work on hosted runners). */
    work: string;
    /** RUNNER_TEMP: `<work>/_temp`. */
    temp: string;
    /** Downloaded actions: `<work>/_actions`. */
    actions: string;
    /** The tool cache (RUNNER_TOOL_CACHE, else `<work>/_tool`). */
    tools: string;
    /** How it was found: from the runner's worker process (exact) or from the environment alone. */
    located: "process" | "environment";
    /** Where the worker really runs from, when that is not `<root>/bin` (a self-updated `bin.<version>`). */
    bin?: string;
}
/** What a host preset knows about this machine and this forge-gate. */
export interface HostFacts {
    /** The runner this job runs on, when on a GitHub Actions runner. */
    runner: RunnerLayout | null;
    /** Other runner installs found on this host (several runners under one account). */
    otherRunners: RunnerLayout[];
    /** npm's cache directory (npm_config_cache, else ~/.npm). */
    npmCache: string | null;
    /** The package directory this forge-gate runs from (physical), when it is an npx install. */
    packageDir: string | null;
    /**
     * Whether that npx install was made during the run (npx installing forge-gate for the gate's step);
     * in an older one only npx's rewrite of its lock files is forge-gate's own write.
     */
    packageInstalledDuringRun: boolean;
    /** forge-gate's own state directory (classify's counters and caches). */
    stateDir: string | null;
}
/** One side of a change record (a rename's source is judged as a deletion). */
export interface Side {
    path: string;
    change: ChangeKind;
}
/** Reads a file's content, for rules that judge a write by what it holds. Null: unreadable or absent. */
export interface Look {
    /** The first `bytes` bytes as UTF-8. */
    head(path: string, bytes: number): string | null;
    /** The file's digest in hex (`sha1`, `sha256`, `sha512`). */
    digest(path: string, algorithm: string): string | null;
}
/**
 * How a preset judges one side: `bookkeeping` is set aside (the program's own ordinary write),
 * `data` is set aside and listed in the report (something a step produced that no later step runs).
 */
export interface Judgement {
    kind: "bookkeeping" | "data";
    rule: string;
}
/** A path a preset keeps read-only even inside the write roots, and why. */
export interface ProtectedPlace {
    path: string;
    rule: string;
}
/** One host preset: the rules for one program's own writes. */
export interface HostPreset {
    name: string;
    /** Whether the preset applies on this machine. */
    on(facts: HostFacts): boolean;
    /** What must not change (a change there is an escape, whatever the lease grants). */
    protects(facts: HostFacts): ProtectedPlace[];
    /** The judgement of one side of a change, or null when the preset cannot explain it. */
    judge(side: Side, facts: HostFacts, look: Look): Judgement | null;
}
/** A preset's case table, ESLint RuleTester-style: writes it explains, and writes it must not. */
export interface PresetCases {
    facts: HostFacts;
    /** Files a content rule reads, by path. */
    files?: Record<string, string>;
    explained: Array<Side & {
        kind: Judgement["kind"];
    }>;
    unexplained: Side[];
    protects: string[];
}
