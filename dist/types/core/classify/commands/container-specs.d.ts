import { type Spec } from "../options.js";
export declare const CONTAINER_SPECS: Record<string, Spec>;
/** A subcommand with no spec here takes no option at all. */
export declare const CONTAINER_NONE: Spec;
