/** An error the user can act on: what was wrong, where, and how to fix it. Always exit 2. */
export declare class ForgeGateError extends Error {
    /** Stable machine-readable code, e.g. `lease_invalid`, `input_invalid`. */
    readonly code: string;
    /** How to fix it: every error says what to do next (a sentence, no trailing period). */
    readonly hint: string;
    readonly name = "ForgeGateError";
    readonly exitCode = 2;
    constructor(
    /** Stable machine-readable code, e.g. `lease_invalid`, `input_invalid`. */
    code: string, message: string, 
    /** How to fix it: every error says what to do next (a sentence, no trailing period). */
    hint: string);
    /** One line for stderr: the message plus the fix. */
    describe(): string;
}
export declare function isForgeGateError(err: unknown): err is ForgeGateError;
/** Short description of any thrown value, for diagnostics. */
export declare function errorText(err: unknown): string;
