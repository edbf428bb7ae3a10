/**
 * Cheap necessary conditions for the protect globs, so the violations check runs a glob's regular
 * expression only on paths it could match: testing every path's relative spelling against the
 * combined expression cost more than finding its directory (long names: microseconds a path).
 *
 * A relative glob matches (or protects below) a path only when the path's first segment below the
 * root matches the glob's first segment (`.github/workflows/**`, `*.pem`, `secrets/**`): a
 * directory's first segment is known when it is memoised, so that is tested once per directory,
 * and a leaf only when it sits in a root itself. A glob that starts with wildcards alone
 * (`**\/id_rsa`) needs a name instead, the last literal piece of the glob, somewhere in the path;
 * absolute globs too (their first segments are the same for every path). A glob with syntax whose
 * literals need not appear as written (braces, brackets, extglobs, escapes, negation), or with no
 * literal at all, gets no condition: then every path is tested, as before.
 */
export declare class GlobFilter {
    /** Some relative (absolute) glob has no condition: every path is tested. */
    readonly relativeAlways: boolean;
    readonly absoluteAlways: boolean;
    /** First segments (literal, or patterns) of the anchored relative globs. */
    private readonly firstLiterals;
    private readonly firstPatterns;
    /** Names the other relative (the absolute) globs require. */
    private readonly relativeNames;
    private readonly absoluteNames;
    /** `bodies`: each glob as matched (no `./` prefix, no trailing `/`); `nocase`: no conditions. */
    constructor(bodies: readonly {
        body: string;
        relative: boolean;
    }[], nocase: boolean);
    /** What the native path kernel tests (src/native/path-kernel.c): the same conditions as data. */
    get terms(): {
        relativeAlways: boolean;
        absoluteAlways: boolean;
        firstLiterals: string[];
        /** Some first segment is a pattern: the kernel leaves those to this filter. */
        firstPatterns: boolean;
        relativeNames: string[];
        absoluteNames: string[];
    };
    /** Some anchored relative glob's first segment matches `s.slice(from, to)` (a first segment below a root). */
    firstSegment(s: string, from: number, to: number): boolean;
    /** Some relative glob's required name is in `s.slice(from, to)`. */
    relativeName(s: string, from: number, to: number): boolean;
    /** Some absolute glob's required name is in `s.slice(from, to)`. */
    absoluteName(s: string, from: number, to: number): boolean;
}
/**
 * A name (text between slashes, no wildcard) that every path the glob `body` matches holds, also
 * below a match (`body/**`): its last literal piece; null when it has none.
 */
export declare function requiredName(body: string): string | null;
