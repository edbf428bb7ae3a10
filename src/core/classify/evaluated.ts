import { type Analysis, LOOP_ITEM } from "./analysis.js";
import type { ShNode } from "./ast.js";
import { isBound } from "./loop-values.js";
import { lit, type Val } from "./values.js";

/*
 * Text bash evaluates after the call's words were expanded: arithmetic, and prompts.
 *
 * Arithmetic is recursive: a variable's value in `$((x))` or `[[ $n -eq 1 ]]` is itself an
 * expression, and an array subscript in it is expanded when it is evaluated:
 * `x='a[$(rm -rf ~)]'; echo $((x))` runs the command, as does an element name given, quoted, to a built-in that assigns or tests it
 * (`printf -v 'a[$(…)]'`, `read`, `unset`, `[[ -v … ]]`, `let`, `declare`, `mapfile`, `getopts`).
 * Such text is analysed as the expression bash evaluates; text not known before the run is grey.
 */

/**
 * A word whose value is an integer whatever it reads: a number, an arithmetic expansion, a length,
 * `$?`/`$#`/`$$`/`$!`, or the output of a command that prints a count (`wc -l`, `grep -c`, `seq`,
 * `date +%s`). Such a variable is safe to evaluate as arithmetic.
 */
export const NUMERIC_WORD =
  /^"?(-?\d+|\$\(\([\s\S]*\)\)|\$\[[\s\S]*\]|\$\{#[A-Za-z_][A-Za-z0-9_]*\}|\$[?#$!]|\$\(\s*(?:wc\s+-[lcmw]\b[^()`$]*|seq(?:\s+-?\d+){1,3}\s*|[^()`]*\|\s*wc\s+-[lcmw]\s*|grep\s+-c\b[^()`$]*|date\s+\+%s\s*)\))"?$/;

/** Analyses `text` as the arithmetic expression bash evaluates (a plain number needs nothing). */
export function evaluatedExpression(text: string, a: Analysis, via: string): void {
  if (/^\s*[-+]?\s*\d*\s*$/.test(text)) return;
  a.nested(`: $((${text}))`, via);
}

/**
 * The variables an arithmetic node names (bare `x` or `$x`): each one's value is evaluated as an
 * expression in turn. A value assigned at run time (a command's output, a read) could hold a
 * subscript that runs a command: grey. Inherited variables and loop items are data (a loop's words
 * are judged where they come from).
 */
export function arithmeticVariables(n: ShNode, a: Analysis, via: string): void {
  const names = new Set<string>();
  let output = false;
  const visit = (c: ShNode) => {
    if (c.type === "command_substitution" || c.type === "process_substitution") {
      // A command's output is evaluated as an expression too, unless it can only be a count.
      if (!NUMERIC_WORD.test(c.text)) output = true;
      return;
    }
    if (c.type === "variable_name") names.add(c.text);
    for (const k of c.children) visit(k);
  };
  visit(n);
  if (output)
    a.grey(
      "arith_eval",
      `${via} evaluates a command's output as an expression (a subscript in it can run a command)`,
    );
  for (const name of names) {
    const value = a.env.get(name);
    if (value === undefined || value === LOOP_ITEM || isBound(value) || a.numeric.has(name)) continue;
    if (value === null) {
      a.grey(
        "arith_eval",
        `${via} evaluates $${name}, known only at run time, as an expression (a subscript in it can run a command)`,
      );
      continue;
    }
    evaluatedExpression(value, a, `${via}: the value of ${name}`);
  }
}

/**
 * A built-in's NAME operand (`read NAME`, `printf -v NAME`, `unset NAME`, `declare NAME=…`): when
 * it names an array element its subscript is expanded and evaluated, commands in it included.
 */
export function elementName(v: Val, a: Analysis, via: string): void {
  if (v.dyn) {
    a.grey(
      "arith_eval",
      `${via} is given a variable name known only at run time (an element's subscript can run a command)`,
    );
    return;
  }
  const eq = v.s.indexOf("=");
  const name = eq === -1 ? v.s : v.s.slice(0, eq);
  const open = name.indexOf("[");
  if (open === -1) return;
  const close = name.lastIndexOf("]");
  evaluatedExpression(
    name.slice(open + 1, close > open ? close : name.length),
    a,
    `${via}: the subscript of ${name.slice(0, open)}`,
  );
}

/**
 * Text bash expands as a prompt later (PS4 before each traced command, PS0–PS2 in an interactive
 * shell, `${x@P}`): its command substitutions run then, so they are analysed now.
 */
export function promptText(v: Val, a: Analysis, via: string): void {
  if (v.dyn) {
    a.grey("env_hijack", `${via} is expanded later, and cannot be known before it runs`);
    return;
  }
  if (/\$\(|`|\$\{|\$\[/.test(v.s)) a.nested(`: ${v.s}`, via);
}

/**
 * The arithmetic inside a parameter expansion: an indexed array's subscript (`${a[i]}`) and a
 * substring's offset and length (`${s:o:l}`), evaluated when the expansion is.
 */
export function expansionArithmetic(text: string, a: Analysis): void {
  // `${!x}`: the variable x names (an element's subscript included) is looked up then.
  const indirect = /^\$\{!([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(text);
  if (indirect) {
    const value = a.env.get(indirect[1]!);
    if (value === null) elementName({ ...lit(""), dyn: true }, a, `\`${text}\``);
    else if (typeof value === "string" && value !== LOOP_ITEM && !isBound(value))
      elementName(lit(value), a, `\`${text}\``);
  }
  const sub = /^\$\{[#!]?[A-Za-z_][A-Za-z0-9_]*\[([^\]]*)\]/.exec(text);
  if (sub && sub[1] !== "@" && sub[1] !== "*") evaluatedExpression(sub[1]!, a, "an array subscript");
  const range = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?:(?![-=+?])([^:}]*)(?::([^}]*))?\}$/.exec(text);
  if (range)
    for (const part of range.slice(1)) if (part) evaluatedExpression(part, a, "a substring's offset");
}

/** An assignment to an array element (`a[i]=v`): an indexed array's subscript is evaluated. */
export function assignedElement(name: string, a: Analysis): void {
  const open = name.indexOf("[");
  if (open > 0 && name.endsWith("]")) evaluatedExpression(name.slice(open + 1, -1), a, "an array subscript");
}
