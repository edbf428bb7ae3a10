import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
/**
 * The options forge-gate knows for the handler commands that have no per-subcommand spec yet
 * (`SPEC_PENDING` in `index.ts`). Closed-world all the same: every option-looking word that is the
 * command's own (not its inner command's) must be one listed here, in any legal spelling, or the
 * call is grey. The lists hold only options that print, filter or select (no option that writes
 * elsewhere, reaches another host or daemon, or runs a program), from each tool's own reference;
 * a command missing from the table accepts no option at all.
 */
interface PendingSpec {
    /** The command's own options, wherever they stand among its words. */
    own: string;
    /**
     * Subcommands whose following words belong to an inner command (`uv run CMD…`, `bundle exec CMD…`):
     * after one of them only the leading options are the command's, up to the inner command's name.
     */
    runner?: RegExp;
    /** Only the words before the first positional are the command's (npx's package, a script, inline code). */
    lead?: true;
}
export declare const PENDING_SPECS: Record<string, PendingSpec>;
/**
 * Accounts for the own options of a command in SPEC_PENDING: an option not listed for it is grey,
 * a listed one whose value is written is a write (`account`). After a runner subcommand, only the
 * options before the inner command are the command's; `uv pip …` is accounted against pip's spec.
 */
export declare function accountPending(name: string, args: Val[], a: Analysis): void;
export {};
