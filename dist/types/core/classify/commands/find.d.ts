import { type Val } from "../values.js";
/** find and fd: filters, actions, and the commands they run. */
export declare const FIND_FILTERS: Set<string>;
/**
 * fnmatch(3) without FNM_PATHNAME, as find's -name and -path use it: `*` and `?` match any
 * character, `/` and a leading dot included. (picomatch's globs stop `*` at `/` and keep dots
 * hidden; find's tests do neither, so this small translation is find's own.)
 */
export declare function fnmatch(pattern: string, nocase: boolean): RegExp;
/**
 * What a find action in `branch` stands for under one start point (`{}`, or what -delete removes):
 * the start point itself when -mindepth allows it and the branch's tests can hold for it, and "some
 * path below it" matching those tests: `root/**&#47;NAME` for a named branch, `root/**&#47;*`
 * otherwise, as globs whose wildcards match hidden entries (find has no dotglob rule).
 */
export declare function findFounds(r: Val, branch: Val[], args: Val[]): Val[];
export declare function findMinDepth(args: Val[]): number;
