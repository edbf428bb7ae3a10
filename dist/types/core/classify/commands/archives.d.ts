import type { Analysis } from "../analysis.js";
import type { StdinSource, Val } from "../values.js";
export declare function compressor(verb: string): (args: Val[], a: Analysis) => StdinSource | null;
