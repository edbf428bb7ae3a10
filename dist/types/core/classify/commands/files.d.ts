import type { Analysis } from "../analysis.js";
import { type Val } from "../values.js";
export declare function copyLike(op: "copy" | "move" | "link" | "install"): (args: Val[], a: Analysis) => null;
export declare function metaHandler(verb: string): (args: Val[], a: Analysis) => null;
