export interface CappedRead {
    /** What the file is, for messages and error codes (`lease` → `lease_unreadable`, `lease_too_large`). */
    what: string;
    /** The path as the user spelled it, for messages. */
    shown?: string;
    max: number;
    /** How to fix an unreadable file. */
    hint: string;
}
/**
 * Reads a small input file (lease, config) with a size cap: at most one byte past the cap is read,
 * so a huge file, a growing one or a FIFO with no size cannot exhaust memory. Every failure is a
 * ForgeGateError (exit 2).
 */
export declare function readCapped(file: string, opts: CappedRead): Buffer;
/** Opens a file the user named, or throws a ForgeGateError saying why it cannot be read. */
export declare function openForReading(file: string, what: string, code: string, hint: string): number;
