import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
import { type Io } from "./registry.js";
export declare function versionManager(args: Val[], a: Analysis, io: Io): null;
export declare function mkfsHandler(args: Val[], a: Analysis, io: Io): null;
