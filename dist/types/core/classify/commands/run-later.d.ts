import type { Analysis } from "../analysis.js";
import { type Val } from "../values.js";
/** `npm pkg set key=value…` / `npm pkg delete key…` / `npm set-script name cmd`: judged by the keys written. */
export declare function packageJsonEdit(pm: string, sub: string, rest: Val[], a: Analysis): void;
/** Hook managers run through npx/pnpx/bunx are judged the same. */
export declare const HOOK_MANAGERS: Set<string>;
