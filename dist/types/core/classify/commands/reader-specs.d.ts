import { type Spec } from "../options.js";
export declare const READER_SPECS: Record<string, Spec>;
/**
 * Shell built-ins and commands whose words are all data: they take no options (or treat every word
 * as text), so nothing a word says can make them write or run anything.
 */
export declare const DATA_ONLY: Set<string>;
