import { type Val } from "../values.js";
/** find and fd: filters, actions, and the commands they run. */
export declare const FIND_FILTERS: Set<string>;
/** Static `-name`/`-iname` patterns of a find expression (null: none, or one is dynamic or has a slash). */
export declare function findNames(args: Val[]): string[] | null;
/**
 * Stand-ins for the paths find reports under one root: the root itself (unless -mindepth ≥ 1 or
 * no -name can match its own name) and entries below it, named by the -name patterns when given.
 * A pattern starting with a wildcard also matches hidden entries (find has no dotglob rule), so
 * `.<pattern>` stands in too. Judging these as paths catches `find . -name .git -exec rm -rf {} +`.
 */
export declare function findFounds(r: Val, args: Val[]): string[];
export declare function findMinDepth(args: Val[]): number;
