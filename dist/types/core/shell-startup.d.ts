/**
 * Shell start-up files in a home directory: code written into them runs in every new shell, so a
 * write there is persistence. One list for classify's rules and the snapshot's content hashing.
 */
export declare const SHELL_STARTUP_FILES: readonly string[];
