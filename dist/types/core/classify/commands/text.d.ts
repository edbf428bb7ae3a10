import type { Analysis } from "../analysis.js";
import type { StdinSource, Val } from "../values.js";
import { type Io } from "./registry.js";
/** True when a sed script may use the w/W/e commands or the s///w, s///e flags (conservative). */
export declare function sedWritesOrExecutes(script: string): boolean;
export declare function awkHandler(args: Val[], a: Analysis, io: Io): StdinSource | null;
