import { DYN, type Val } from "./values.js";

/** The one option parser every command family uses. */

/** Unicode look-alike dashes (en/em dash, minus, hyphen variants, fullwidth) used to sneak options past naive checks. */
export const DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;

/** Normalises a word for option matching: look-alike leading dashes become `-`. */
export function normArg(v: Val): string {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}

export const lit = (s: string): Val => ({ s, dyn: false, glob: false, secret: 0 });
export const dyn = (): Val => ({ s: DYN, dyn: true, glob: false, secret: 0 });

export interface Parsed {
  /** Options as written (normalised dashes), with values attached for those that take one. */
  opts: { name: string; value: Val | null }[];
  positional: Val[];
}

/**
 * getopt-style split. `withValue` lists options that consume a value (`-o FILE`, `-oFILE`,
 * `--output FILE`, `--output=FILE`). Parsing stops at `--`, or at the first positional when
 * `stopAtPositional` (for wrappers whose remaining words are a command).
 */
export function parseOpts(args: Val[], withValue: string[], stopAtPositional = false): Parsed {
  const opts: Parsed["opts"] = [];
  const positional: Val[] = [];
  for (let i = 0; i < args.length; i++) {
    const raw = args[i]!;
    const s = normArg(raw);
    if (s === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (s.startsWith("--") && s.length > 2) {
      const eq = s.indexOf("=");
      const name = eq === -1 ? s : s.slice(0, eq);
      if (eq !== -1) opts.push({ name, value: { ...raw, s: s.slice(eq + 1) } });
      else if (withValue.includes(name)) opts.push({ name, value: args[++i] ?? null });
      else opts.push({ name, value: null });
      continue;
    }
    if (s.startsWith("-") && s.length > 1 && !raw.dyn) {
      // Bundled short options: -rf, -oFILE, -n5.
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        if (withValue.includes(name)) {
          const rest = s.slice(j + 1);
          opts.push({ name, value: rest !== "" ? lit(rest) : (args[++i] ?? null) });
          break;
        }
        opts.push({ name, value: null });
      }
      continue;
    }
    if (stopAtPositional) {
      positional.push(...args.slice(i));
      break;
    }
    positional.push(raw);
  }
  return { opts, positional };
}

export const has = (p: Parsed, ...names: string[]) => p.opts.some((o) => names.includes(o.name));
export const optValue = (p: Parsed, ...names: string[]) =>
  p.opts.find((o) => names.includes(o.name))?.value ?? null;
export const optValues = (p: Parsed, ...names: string[]) =>
  p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);
