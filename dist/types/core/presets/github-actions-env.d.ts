/** Whether the runner sets `name` for each step on its own (never compared). */
export declare function isPerStep(name: string): boolean;
/** A step's environment as recorded: salted digests of the values (never the values), and PATH's entries. */
export interface RecordedEnvironment {
    /** Name → digest of its value. PATH is not among them. */
    vars: Record<string, string>;
    /** PATH split on `:`, in order. */
    path: string[];
}
export type EnvironmentChange = {
    variable: string;
    change: "added" | "changed" | "removed";
} | {
    path_entry: string;
    change: "added" | "moved" | "removed";
};
/**
 * What a step between the snapshot and the gate did to the job's environment (empty: nothing).
 * A PATH entry that now comes earlier than before is `moved` (GITHUB_PATH re-adds a directory at
 * the front: AddPathFileCommand), which changes what a command name runs.
 */
export declare function environmentChanges(before: RecordedEnvironment, after: RecordedEnvironment): EnvironmentChange[];
/** How a change is named in a violation: `$NAME` or `PATH entry DIR`, and what happened to it. */
export declare function describeEnvironmentChange(c: EnvironmentChange): {
    name: string;
    rule: string;
};
