import type { Analysis } from "../analysis.js";
import { type StdinSource, type Val } from "../values.js";
/** Commands that only read, and what they print. */
/** A command that only reads (its options accounted for in reader-specs.ts). */
export declare function isReader(name: string): boolean;
/** `--version`/`--help` on any PATH command only prints. */
export declare function isInfoQuery(args: Val[]): boolean;
export declare const CREDENTIAL_NEUTRAL: Set<string>;
/**
 * What echo/printf print, when it is certain: printf decodes backslash escapes in its format and
 * substitutes plain `%s` directives; `echo -e` decodes escapes. Anything less certain (other
 * directives, `-v`, an escape that shells treat differently) is null, i.e. unknown text.
 */
export declare function printedText(name: string, args: Val[], texts: Val[]): string | null;
export declare function readerOutput(name: string, args: Val[], a: Analysis): StdinSource | null;
/**
 * Credentials printed into the transcript are escalated: a reader of a secret file, of anything in
 * a credential directory, of a directory holding one when it reads recursively, of a secret-looking
 * variable (`echo $GITHUB_TOKEN`), or of an environment dump on its stdin (`env | grep -i token`).
 */
export declare function secretReads(name: string, args: Val[], a: Analysis, stdin: StdinSource | null): void;
