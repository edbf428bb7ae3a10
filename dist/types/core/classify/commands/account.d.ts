import type { Analysis } from "../analysis.js";
import { type Spec, type SpecParse } from "../options.js";
import { type Val } from "../values.js";
/**
 * Accounts for every word of a command against its spec (closed-world): an option the spec does
 * not know, or a word of unknown value where an option of a harmful command could stand, makes the
 * call grey; an option whose value is written is recorded as a write; one whose value is a program
 * to run is grey unless `runs` says the caller analyses it. Returns the parse for the handler.
 */
export declare function account(via: string, args: Val[], sp: Spec, a: Analysis, runs?: "grey" | "caller"): SpecParse;
