import { type CaseMode, type FsProbe } from "../core/paths.js";
/**
 * The real filesystem behind the resolver's small interface. Directories that are asked about often
 * are listed once (readdir with types) so a million changed paths cost thousands of syscalls, not millions.
 */
export declare function createNodeProbe(caseMode: CaseMode): FsProbe;
