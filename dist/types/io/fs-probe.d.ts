import type { CaseMode, FsProbe } from "../core/paths.js";
/**
 * The real filesystem behind the resolver's small interface. Directories that are asked about often
 * are listed once (readdir with types) so a million changed paths cost thousands of syscalls, not millions.
 *
 * A listing answers exactly what `lstat` of the name would, so a path's verdict does not depend on
 * how many others were asked about first: it holds each entry under its own name; a name with
 * U+FFFD in it is "unknown" (an entry whose name is not UTF-8 reads the same), so `kind` asks
 * `lstat`, which finds the one entry the UTF-8 name spells. A name absent from it does not exist
 * where names are compared byte for byte; where the filesystem may fold case (`insensitive`), an
 * absent name is asked of `lstat` too (it may be another entry's spelling).
 */
export declare function createNodeProbe(caseMode: CaseMode): FsProbe;
