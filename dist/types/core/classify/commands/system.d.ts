import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
import { type Io } from "./registry.js";
export declare function versionManager(args: Val[], a: Analysis, io: Io): null;
/** Quotes a literal for re-parsing by the analyser (env -S). */
