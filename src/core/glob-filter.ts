import picomatch from "picomatch";

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
export class GlobFilter {
  /** Some relative (absolute) glob has no condition: every path is tested. */
  readonly relativeAlways: boolean;
  readonly absoluteAlways: boolean;
  /** First segments (literal, or patterns) of the anchored relative globs. */
  private readonly firstLiterals: string[] = [];
  private readonly firstPatterns: RegExp[] = [];
  /** Names the other relative (the absolute) globs require. */
  private readonly relativeNames: string[] = [];
  private readonly absoluteNames: string[] = [];

  /** `bodies`: each glob as matched (no `./` prefix, no trailing `/`); `nocase`: no conditions. */
  constructor(bodies: readonly { body: string; relative: boolean }[], nocase: boolean) {
    let relativeAlways = false;
    let absoluteAlways = false;
    for (const { body, relative } of bodies) {
      const special = nocase || body === "" || SPECIAL.test(body);
      if (relative) {
        const first = body.slice(0, body.includes("/") ? body.indexOf("/") : body.length);
        if (!special && /[^*?]/.test(first) && !first.includes("**")) {
          if (/[*?]/.test(first)) this.firstPatterns.push(picomatch.makeRe(first, { dot: true, flags: "s" }));
          else this.firstLiterals.push(first);
          continue;
        }
      }
      const name = special ? null : requiredName(body);
      if (name === null) {
        if (relative) relativeAlways = true;
        else absoluteAlways = true;
      } else (relative ? this.relativeNames : this.absoluteNames).push(name);
    }
    this.relativeAlways = relativeAlways;
    this.absoluteAlways = absoluteAlways;
  }

  /** What the native path kernel tests (src/native/path-kernel.c): the same conditions as data. */
  get terms(): {
    relativeAlways: boolean;
    absoluteAlways: boolean;
    firstLiterals: string[];
    /** Some first segment is a pattern: the kernel leaves those to this filter. */
    firstPatterns: boolean;
    relativeNames: string[];
    absoluteNames: string[];
  } {
    return {
      relativeAlways: this.relativeAlways,
      absoluteAlways: this.absoluteAlways,
      firstLiterals: [...this.firstLiterals],
      firstPatterns: this.firstPatterns.length > 0,
      relativeNames: [...this.relativeNames],
      absoluteNames: [...this.absoluteNames],
    };
  }

  /** Some anchored relative glob's first segment matches `s.slice(from, to)` (a first segment below a root). */
  firstSegment(s: string, from: number, to: number): boolean {
    for (const lit of this.firstLiterals)
      if (lit.length === to - from && s.startsWith(lit, from)) return true;
    if (this.firstPatterns.length === 0) return false;
    const segment = s.slice(from, to);
    for (const re of this.firstPatterns) if (re.test(segment)) return true;
    return false;
  }

  /** Some relative glob's required name is in `s.slice(from, to)`. */
  relativeName(s: string, from: number, to: number): boolean {
    return holds(this.relativeNames, s, from, to);
  }

  /** Some absolute glob's required name is in `s.slice(from, to)`. */
  absoluteName(s: string, from: number, to: number): boolean {
    return holds(this.absoluteNames, s, from, to);
  }
}

/** Syntax whose literals need not appear in a match as written. */
const SPECIAL = /[[\]{}()!+@\\|]/;

/**
 * A name (text between slashes, no wildcard) that every path the glob `body` matches holds, also
 * below a match (`body/**`): its last literal piece; null when it has none.
 */
export function requiredName(body: string): string | null {
  const pieces = body.split(/[*?/]/).filter((p) => p !== "");
  return pieces.at(-1) ?? null;
}

/** One of `names` (none holds a `/`) is in `s.slice(from, to)`; with no `/` it cannot straddle `to`. */
function holds(names: readonly string[], s: string, from: number, to: number): boolean {
  for (const name of names) {
    const at = s.indexOf(name, from);
    if (at >= 0 && at + name.length <= to) return true;
  }
  return false;
}
