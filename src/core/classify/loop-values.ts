import type { Val } from "./values.js";

/**
 * The values a `for` loop binds its variable to (`for f in .github/workflows/*; do … "$f"; done`).
 * The loop's main analysis stands the variable in for "a relative path below here" (LOOP_ITEM), which
 * keeps `mv "$f" "${f%.ts}.js"` judgeable; each command that names the variable is then judged
 * again with the variable bound to each of the loop's words (the shell walker's alternative
 * bindings), so a write through it is judged as a write of the paths those words reach. A word
 * that is a glob stays a glob: `"$f"` quoted is still each of the glob's matches, never the literal
 * pattern. Bindings are plain strings (the walker binds variables by value): a glob is marked with a
 * character no shell word holds.
 */

const GLOB_MARK = "\u0001glob\u0001";
const WORD_MARK = "\u0001word\u0001";

/** Loops with more words than this are judged by the stand-in alone. */
export const MAX_LOOP_WORDS = 8;

/** A loop word as the binding of its variable. */
export function loopBinding(v: Val): string {
  return (v.glob ? GLOB_MARK : WORD_MARK) + v.s;
}

/** Whether a variable's current value is a loop word bound by the walker. */
export function isBound(known: string | null | undefined): known is string {
  return typeof known === "string" && (known.startsWith(GLOB_MARK) || known.startsWith(WORD_MARK));
}

/** The value of a plain expansion (`$f`, `${f}`) of a variable bound to `known`. */
export function boundValue(known: string): Val {
  if (known.startsWith(GLOB_MARK))
    return { s: known.slice(GLOB_MARK.length), dyn: false, glob: true, secret: 0 };
  if (known.startsWith(WORD_MARK))
    return { s: known.slice(WORD_MARK.length), dyn: false, glob: false, secret: 0 };
  return { s: known, dyn: false, glob: false, secret: 0 };
}

/**
 * A suffix or prefix operation on a bound loop word (`${f%.yml}`, `${f##*&#47;}`): some path in the
 * word's directory. Judged as a glob of that directory's entries (a file below a protected
 * directory stays below it); a word with no directory part stays in the working directory.
 */
export function derivedValue(known: string, op: "suffix" | "prefix"): Val {
  const s = boundValue(known).s;
  const slash = s.lastIndexOf("/");
  // Removing a prefix (`${f##*/}`, `${f#src/}`) may take the directory away: only the name is left.
  if (op === "prefix" || slash === -1) return { s: "*", dyn: false, glob: true, secret: 0 };
  return { s: `${s.slice(0, slash + 1)}*`, dyn: false, glob: true, secret: 0 };
}
