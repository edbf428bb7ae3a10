import { type Analysis, LOOP_ITEM } from "./analysis.js";
import { childByField, type ShNode } from "./ast.js";
import { NUMERIC_WORD } from "./evaluated.js";
import { evalFields, evalWord } from "./expand.js";
import { loopBinding, MAX_LOOP_WORDS } from "./loop-values.js";

/**
 * The assignment pre-pass of the shell analysis: which variables (and arrays, and IFS) hold values
 * that can be known before the script runs. Flow-insensitive, run once per parsed script.
 */

/**
 * Pre-pass: a variable assigned exactly one static value anywhere in the script is known; one
 * assigned several values, a dynamic value, or a loop variable is unknown. Flow-insensitive on
 * purpose: a conditional re-assignment can never make a dangerous value look safe.
 */
/** A word that takes the working directory: `$PWD`, `$OLDPWD`, `$(pwd)`, `~+`, `~-`. */
const WHERE = /\$\{?(PWD|OLDPWD)\b|\$\(\s*(pwd|cd|pushd|popd)\b|`\s*pwd\s*`|(^|[=:\s])~[+-]/;

export function collectAssignments(root: ShNode, a: Analysis): void {
  // Whether the script moves the shell itself (a `cd` inside `$(…)` moves only that subshell).
  const outside = root.text.replace(/\$\((?:[^()]|\([^()]*\))*\)/g, "");
  const moves = /\b(cd|pushd|popd)\b/.test(outside) || a.places.some((p) => p.pwd !== a.ctx.cwd);
  const seen = new Map<string, string | null>();
  const arrayLists = new Map<string, string[][] | null>();
  /** Every static value each variable is assigned (null once one is dynamic). */
  const values = new Map<string, Set<string> | null>();
  const record = (name: string, v: string | null) => {
    const set = values.get(name);
    if (set === null) return;
    if (v === null || v === LOOP_ITEM) values.set(name, null);
    else values.set(name, (set ?? new Set<string>()).add(v));
  };
  /** Names declared as references (`declare -n r=HOME`): their value is another variable's. */
  const refs = new Set<string>();
  /** Each confined loop variable's words, as bindings (null: too many or unknown). */
  const loopWords = new Map<string, string[] | null>();
  /** Whether every value a variable is assigned is an integer (NUMERIC_WORD). */
  const numeric = new Map<string, boolean>();
  const count = (name: string, isNumber: boolean) =>
    numeric.set(name, (numeric.get(name) ?? true) && isNumber);
  const visit = (n: ShNode): void => {
    if (
      n.type === "declaration_command" &&
      n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*n/.test(c.text))
    ) {
      for (const c of n.children) {
        if (c.type === "variable_assignment") refs.add(childByField(c, "name")?.text ?? "");
        else if (c.type === "variable_name" || c.type === "word") refs.add(c.text);
      }
    }
    if (n.type === "variable_assignment") {
      const name = childByField(n, "name")?.text ?? "";
      const value = childByField(n, "value");
      const base = name.replace(/\[.*$/, "");
      let v: string | null = null;
      const appends = n.text.slice(name.length).startsWith("+=");
      // `arr=(a b c)`: the elements, when every one is static (an element with a glob is not).
      if (value?.type === "array" && !name.includes("[") && !appends) {
        const elems = value.children.filter((c) => c.named).map((c) => evalFields(c, a, false));
        const flat = elems.flat();
        const known = flat.every((x) => !x.dyn && !x.glob) ? flat.map((x) => x.s) : null;
        const prev = a.arrays.get(base);
        a.arrays.set(
          base,
          prev === undefined || JSON.stringify(prev) === JSON.stringify(known) ? known : null,
        );
        // Several static lists: each may be the one in use (judged like a variable's values).
        const lists = arrayLists.get(base);
        if (lists !== null) arrayLists.set(base, known === null ? null : [...(lists ?? []), known]);
      } else if (name.includes("[") || appends) a.arrays.set(base, null);
      if (!name.includes("[") && !appends) {
        if (value === undefined) v = "";
        else if (value.type !== "array") {
          const ev = evalWord(value, a, false);
          // The working directory at the assignment is known only where the walk is: in a script
          // that moves, a value taken from it is not known here.
          v = ev.dyn || (moves && WHERE.test(value.text)) ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === undefined || prev === v ? v : null);
      record(base, name.includes("[") ? null : v);
      count(base, !name.includes("[") && !appends && value !== undefined && NUMERIC_WORD.test(value.text));
      if (base === "IFS") {
        if (v === null || name.includes("[")) a.ifs = null;
        else if (a.ifs !== null && !a.ifs.includes(v)) a.ifs.push(v);
      }
    } else if (n.type === "for_statement") {
      const name = childByField(n, "variable")?.text;
      // `for f in *.ts src/a b`: every value is a relative path without `..`, so a path built from
      // the loop variable stays below the directory it is used in; a stand-in name represents it.
      const values = n.children.filter((c) => c.field === "value").map((c) => evalWord(c, a, false));
      const confined =
        values.length > 0 &&
        values.every(
          (v) =>
            !v.dyn &&
            v.s !== "" &&
            !v.s.startsWith("/") &&
            !v.s.startsWith("~") &&
            !v.s.includes("..") &&
            !/^[*?.{},]*$/.test(v.s.replace(/\/+$/, "")),
        );
      if (name) {
        count(
          name,
          n.children
            .filter((c) => c.field === "value")
            .every((c) =>
              /^(\d+|\{-?\d+\.\.-?\d+(\.\.-?\d+)?\}|\$\(\s*seq(\s+-?\d+){1,3}\s*\))$/.test(c.text),
            ),
        );
        const prev = seen.get(name);
        const v = confined ? LOOP_ITEM : null;
        seen.set(name, prev === undefined || prev === v ? v : null);
        // Each command that names the variable is judged again with it bound to each word (loop-values.ts).
        if (confined) {
          const words = n.children.filter((c) => c.field === "value").flatMap((c) => evalFields(c, a, false));
          if (words.length <= MAX_LOOP_WORDS && words.every((w) => !w.dyn))
            loopWords.set(name, [...(loopWords.get(name) ?? []), ...words.map(loopBinding)]);
          else loopWords.set(name, null);
        }
      }
    } else if (n.type === "c_style_for_statement") {
      const name = childByField(n, "variable")?.text;
      if (name) seen.set(name, null);
      if (name) count(name, true);
    } else if (n.type === "command") {
      // `read x`, `mapfile x`, `getopts o x`, `printf -v x` assign at run time.
      const name = childByField(n, "name")?.text;
      if (
        name === "read" ||
        name === "mapfile" ||
        name === "readarray" ||
        name === "getopts" ||
        name === "printf"
      ) {
        const names = n.children.filter(
          (c) => c.field === "argument" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(c.text),
        );
        // `read [-r] NAME <<< WORD` with one name and a static word assigns that word.
        const here = n.children.find((c) => c.type === "herestring_redirect")?.children.find((c) => c.named);
        const flags = n.children.filter((c) => c.field === "argument" && c.text.startsWith("-"));
        const heard =
          here && name === "read" && names.length === 1 && flags.every((f) => f.text === "-r")
            ? evalWord(here, a, false)
            : null;
        for (const arg of names) if (a.arrays.has(arg.text) || name !== "read") a.arrays.set(arg.text, null);
        for (const arg of names) {
          if (heard && !heard.dyn && !heard.s.includes("\\")) {
            const prev = seen.get(arg.text);
            const v = heard.s.trim();
            seen.set(arg.text, prev === undefined || prev === v ? v : null);
            record(arg.text, v);
          } else {
            seen.set(arg.text, null);
            record(arg.text, null);
          }
          count(arg.text, false);
        }
      }
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
  for (const [k, isNumber] of numeric) {
    if (isNumber) a.numeric.add(k);
    else a.numeric.delete(k);
  }
  for (const [k, words] of loopWords)
    if (words && words.length <= 2 * MAX_LOOP_WORDS && seen.get(k) === LOOP_ITEM)
      a.alternatives.set(k, words);
  for (const r of refs) {
    seen.set(r, null);
    values.set(r, null);
  }
  for (const [k, lists] of arrayLists) {
    const distinct = lists ? [...new Set(lists.map((l) => JSON.stringify(l)))] : [];
    if (a.arrays.get(k) === null && distinct.length >= 2 && distinct.length <= 4)
      a.alternatives.set(`@${k}`, distinct);
  }
  for (const [k, v] of seen) {
    const prev = a.env.get(k);
    a.env.set(k, prev !== undefined && prev !== v ? null : v);
    // Assigned a few static values (`x=a; …; x=b`): each is a value the variable may hold.
    const set = values.get(k);
    // A nested script (`bash -c '…'`, `eval`) that assigns a variable the outer one also set: both
    // values are possible there.
    const all = set && typeof prev === "string" && prev !== LOOP_ITEM ? new Set([prev, ...set]) : set;
    if (a.env.get(k) === null && all && all.size >= 2 && all.size <= 4) a.alternatives.set(k, [...all]);
  }
}
