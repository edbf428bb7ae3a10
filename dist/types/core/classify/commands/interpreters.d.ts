import type { Analysis } from "../analysis.js";
import { type StdinSource, type Val } from "../values.js";
import { type Io } from "./registry.js";
/** Shells and language interpreters: scripts by path, code given inline or on stdin. */
export declare const INTERPRETERS: Record<string, {
    inline: string[];
    module?: string;
    valueOpts: string[];
}>;
export declare const SHELLS: Set<string>;
/** Commands a shell reads from its standard input; `here`: in this shell (`source /dev/stdin`), whose places it moves. */
export declare function shellFromStdin(a: Analysis, io: Io, via: string, here?: boolean): null;
export declare function shellHandler(args: Val[], a: Analysis, io: Io): StdinSource | null;
export declare function interpreterHandler(args: Val[], a: Analysis, io: Io): StdinSource | null;
export declare function pythonModule(mod: string, rest: Val[], a: Analysis, io: Io): StdinSource | null;
export declare function denoBun(args: Val[], a: Analysis, io: Io): StdinSource | null;
