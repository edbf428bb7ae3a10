import type { Val } from "../values.js";
/**
 * The words a perl or ruby command edits in place: every word after the switches (after the
 * script, when no code is given inline), or null when no `-i` switch is given. A word whose value
 * cannot be known where a switch could stand ends the reading (the account of the interpreter's
 * options greys it).
 */
export declare function inPlaceTargets(name: string, args: Val[]): Val[] | null;
