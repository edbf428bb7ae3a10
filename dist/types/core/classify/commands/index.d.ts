import type { Analysis } from "../analysis.js";
import { type StdinSource, type Val } from "../values.js";
import "./archives.js";
import "./builtins.js";
import "./containers.js";
import "./databases.js";
import "./dev-tools.js";
import "./files.js";
import "./find.js";
import "./git.js";
import "./keys.js";
import "./interpreters.js";
import "./network.js";
import "./packages.js";
import "./patches.js";
import "./package-sources.js";
import "./readers.js";
import "./run-later.js";
import "./system.js";
import "./text.js";
import "./wrappers.js";
/**
 * Handlers whose option sets are not enumerated per subcommand yet: they judge their subcommands,
 * and their own options are accounted against one flat list each (`pending-specs.ts`): an option
 * not listed there is grey, so the fallback stays closed-world. The list is the remaining work of
 * per-subcommand specs, kept explicit so it cannot grow silently.
 */
export declare const SPEC_PENDING: Set<string>;
/** The dispatcher: finds the handler of a simple command (every family registered). */
export declare const PRIVILEGED: Set<string>;
/** Analyses one simple command. Returns what it prints to stdout, when that matters downstream. */
export declare function runCommand(argv: Val[], a: Analysis, stdin: StdinSource | null, piped: boolean): StdinSource | null;
/** Commands that name a credential path without reading its content into anything. */
