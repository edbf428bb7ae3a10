import type { Analysis } from "../analysis.js";
import { type Spec, type SpecParse } from "../options.js";
import { type StdinSource, type Val } from "../values.js";
import { type Handler, type Io } from "./registry.js";
/** Wrappers and runners: each hands its inner command to the full analysis. */
/**
 * A wrapper whose options end at the first positional (POSIX), `skip` positionals of its own
 * (timeout's duration, flock's lock file), then the command it runs, analysed with every rule.
 * `before` sees the wrapper's own options (a working directory, a lock file written, …).
 */
export declare function wrapper(sp: Spec, skip?: number, before?: (p: SpecParse, own: Val[], a: Analysis) => void, here?: boolean): Handler;
export declare function privilege(_args: Val[], a: Analysis, io: Io): null;
export declare const ENV_RUNNERS: Set<string>;
/** `cross-env A=1 cmd …`, `dotenv -e .env -- cmd …`: the command is what runs. */
export declare function envRunner(args: Val[], a: Analysis, io: Io): StdinSource | null;
