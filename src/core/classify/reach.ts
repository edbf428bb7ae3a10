import { posix } from "node:path";
import picomatch from "picomatch";
import { isWithin } from "../paths.js";
import type { WriteEffect } from "./effects.js";

/**
 * What a write reaches besides the path it names. A delete, move, copy-into or recursive chmod of a
 * directory reaches everything below it (`rm -rf .github` deletes `.github/workflows/ci.yml`); a
 * glob reaches what it may match when bash (or find) expands it (`rm -rf .[^.]*`, find's `{}`).
 * Each reached path is added as a write of its own, judged by the same rules as the path named;
 * one the write only *may* reach (a copy of unknown content into a directory, a glob that could
 * match inside a protected directory) is marked `may`: not allowed, but not blocked either.
 *
 * Decided on the globs themselves, with picomatch: a protected glob's static prefix (the part
 * before its first wildcard segment) is what a directory must contain to contain a match, and a
 * witness path (each wildcard segment replaced by a name it matches) is what a glob write must
 * match to reach inside one.
 */

/** A protected region: an absolute glob and its static prefix (`/wt/.github/workflows/**` → `/wt/.github/workflows`). */
export interface Region {
  prefix: string;
  glob: string;
  /**
   * In the project (the worktree, or an absolute pattern): what is planted there runs later and
   * what is there exists. Elsewhere (a scratch root) a region is reached only by a certain write: a
   * delete, a chmod, a glob that names it, not a copy of unknown content or find's matches.
   */
  project: boolean;
}

export interface ReachJudge {
  /** Concrete paths a glob write must not name: critical directories, start-up files, protected prefixes. */
  globTargets: string[];
  regions: Region[];
  /** The lease protects this concrete path (or a built-in rule makes writing it persistence/self-modification). */
  guarded(path: string): boolean;
}

const GLOB_CHAR = /[*?[{]/;

/** The static prefix of an absolute glob: its segments before the first one with a wildcard. */
export function staticPrefix(glob: string): string {
  const segs = glob.split("/");
  const at = segs.findIndex((s) => GLOB_CHAR.test(s));
  return at === -1 ? glob : segs.slice(0, at).join("/") || "/";
}

/** A name one glob segment matches (`*.yml` → `x.yml`, `[!a]b` → `xb`, `{a,b}` → `a`, `**` → `x`). */
export function witnessSegment(seg: string): string {
  if (seg === "**") return "x";
  let out = "";
  for (let i = 0; i < seg.length; i++) {
    const ch = seg[i]!;
    if (ch === "\\" && i + 1 < seg.length) out += seg[++i];
    else if (ch === "*" || ch === "?") out += "x";
    else if (ch === "[") {
      const end = seg.indexOf("]", i + 2);
      if (end === -1) {
        out += ch;
        continue;
      }
      const body = seg.slice(i + 1, end);
      const negated = body.startsWith("!") || body.startsWith("^");
      const set = negated ? body.slice(1) : body;
      if (negated) out += [..."xyz0_"].find((c) => !set.includes(c)) ?? "q";
      else out += set[0] === "\\" ? (set[1] ?? "x") : (set[0] ?? "x");
      i = end;
    } else if (ch === "{") {
      const end = seg.indexOf("}", i);
      if (end === -1) {
        out += ch;
        continue;
      }
      out += witnessSegment(seg.slice(i + 1, end).split(",")[0] ?? "");
      i = end;
    } else out += ch;
  }
  return out === "" ? "x" : out;
}

const matchers = new Map<string, ((p: string) => boolean) | null>();

/** A compiled glob (bash's classes; `dot`: wildcards match hidden entries), null when it does not compile. */
export function matcher(glob: string, dot: boolean, braces = false): ((p: string) => boolean) | null {
  const key = `${dot ? 1 : 0}${braces ? 1 : 0}${glob}`;
  let m = matchers.get(key);
  if (m === undefined) {
    try {
      m = picomatch(bashClasses(glob), { dot, nobrace: !braces, noextglob: false });
    } catch {
      m = null;
    }
    if (matchers.size > 256) matchers.clear();
    matchers.set(key, m);
  }
  return m;
}

/** bash and fnmatch spell a negated class `[!…]` as well as `[^…]`; picomatch knows only the latter. */
export function bashClasses(glob: string): string {
  return glob.replace(/(^|[^\\])\[!/g, "$1[^");
}

/** A concrete path an absolute glob matches. */
export function witnessOf(glob: string): string {
  return glob
    .split("/")
    .map((s, i) => (i === 0 ? s : GLOB_CHAR.test(s) ? witnessSegment(s) : s))
    .join("/");
}

const SUBTREE = new Set<WriteEffect["op"]>(["rdelete", "rmeta", "rwrite"]);

/** The writes as given, each followed by the protected or critical paths it reaches. */
export function reachedWrites(writes: WriteEffect[], j: ReachJudge): WriteEffect[] {
  const out: WriteEffect[] = [];
  for (const w of writes) {
    out.push(w);
    const norm = posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    if (/[*?[]/.test(norm)) globReach(w, norm, j, out);
    else if (SUBTREE.has(w.op)) treeReach(w, norm, j, out);
  }
  return out;
}

/**
 * A directory deleted, moved, copied into or chmod-ed recursively: a protected region whose prefix
 * lies within it is reached (certainly for a delete or chmod, possibly for a copy of unknown
 * content); one it lies within may hold a protected path below it.
 */
function treeReach(w: WriteEffect, dir: string, j: ReachJudge, out: WriteEffect[]): void {
  const uncertain = w.op === "rwrite" || w.index === true;
  for (const r of j.regions) {
    if (!r.project && uncertain) continue;
    if (isWithin(r.prefix, dir)) {
      if (r.prefix === dir && r.glob === r.prefix) continue; // the path itself, judged as named
      out.push({
        ...w,
        path: witnessOf(r.glob),
        may: w.may === true || w.op === "rwrite" || w.index === true,
        through: dir,
      });
    } else if (r.project && isWithin(dir, r.prefix) && !j.guarded(dir)) {
      const below = `${dir}/${witnessSegment(r.glob.slice(r.glob.lastIndexOf("/") + 1))}`;
      const deep = witnessOf(r.glob);
      for (const c of [below, deep, `${deep}/x`])
        if (isWithin(c, dir) && c !== dir && j.guarded(c)) {
          out.push({ ...w, path: c, may: true, through: dir });
          break;
        }
    }
  }
}

/**
 * A glob: what it names when expanded (bash's rule: a leading dot must be matched explicitly; find's
 * `{}` matches hidden entries too). It reaches a critical or protected path it matches, a directory
 * above one when the write is recursive, and a protected path below a region's prefix that it may
 * match (judged on witnesses of both globs).
 */
function globReach(w: WriteEffect, pattern: string, j: ReachJudge, out: WriteEffect[]): void {
  const isMatch = matcher(pattern, w.dot === true, w.braces === true);
  if (isMatch === null) return;
  const base = staticPrefix(pattern);
  const recursive = SUBTREE.has(w.op) || w.op === "write";
  const seen = new Set<string>();
  // What find reports exists when it runs: whether it holds a match there is not known before.
  const found = w.dot === true;
  const add = (path: string, may: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ ...w, path, may: may || found || w.may === true, through: pattern });
  };
  const targets = [...j.globTargets, ...j.regions.filter((r) => r.project || !found).map((r) => r.prefix)];
  for (const t of targets) {
    if (!isWithin(t, base)) continue;
    if (isMatch(t)) {
      add(t, false);
      continue;
    }
    // A directory above t that the glob names: a recursive write reaches t through it.
    if (recursive) {
      for (let d = posix.dirname(t); isWithin(d, base) && d !== base; d = posix.dirname(d))
        if (isMatch(d)) {
          add(d, false);
          break;
        }
    }
  }
  const last = witnessSegment(pattern.slice(pattern.lastIndexOf("/") + 1));
  for (const r of j.regions) {
    if (!r.project) continue;
    if (!isWithin(r.prefix, base) && !isWithin(base, r.prefix)) continue;
    // Below the region's prefix, at a match of the region, or below one (a protected directory).
    const at = witnessOf(r.glob);
    for (const c of [`${r.prefix}/${last}`, at, `${at}/${last}`])
      if (c !== r.prefix && isMatch(c) && j.guarded(c)) {
        add(c, true);
        break;
      }
  }
}
