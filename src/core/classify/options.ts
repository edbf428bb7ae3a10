import { DYN, lit, type Val } from "./values.js";

/** `values.ts`'s literal word, for the option parsers' callers. */
export { lit };

/** The one option parser every command family uses. */

/** Unicode look-alike dashes (en/em dash, minus, hyphen variants, fullwidth) used to sneak options past naive checks. */
export const DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;

/** Normalises a word for option matching: look-alike leading dashes become `-`. */
export function normArg(v: Val): string {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}

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

// ---------------------------------------------------------------------------------------------
// Specs: what every word of a command means. Closed-world: a word no spec accounts for is grey.

/** What a word does for the command that receives it. */
export type Role =
  /** a path the command reads */
  | "read"
  /** a path the command creates or modifies */
  | "write"
  /** a directory the command works in, or a file its code comes from (`-C dir`, `make -f file`): inside the lease */
  | "dir"
  /** a pattern, an expression, a number, a format: data that never names a file or program */
  | "data"
  /** a program or shell command the command runs */
  | "command"
  /** another machine the command contacts, runs on or copies to */
  | "host";

export interface OptionSpec {
  /** 0: a flag; 1: takes a value (`-o v`, `-ov`, `--out v`, `--out=v`); "attached": only `--opt=v`/`-ov`. */
  arity: 0 | 1 | "attached";
  role: Role;
}

export interface Spec {
  opts: Map<string, OptionSpec>;
  /** Options end at the first positional (POSIX; wrappers, whose rest is a command). */
  posix: boolean;
  /** `-20` is a count (head, tail, xargs -n style). */
  numeric: boolean;
  /** What positionals are. */
  positional: Role;
  /** Some option runs a program or writes a file: a word that might be an option is not harmless. */
  harmful: boolean;
  /** Go-style flags: `-name`, `--name`, `-name=value`, never bundled. */
  singleDash?: boolean;
}

/**
 * Builds a spec from a compact getopt-like description: `-a -l --all` are flags, `-o= --output=`
 * take a value (role `data`), `-o=write` names the value's role, `--ext-diff!command` is a flag with a
 * role (it makes the command run a program), `--color=?` takes an optional value
 * that must be attached, `#` accepts `-NUM`, `+` stops options at the first positional. A long option
 * is not matched by a prefix: GNU accepts abbreviations, and an abbreviation is treated as unknown,
 * which is only ever stricter.
 */
export function spec(desc: string, positional: Role = "read"): Spec {
  return new LazySpec(desc, positional);
}

/**
 * A spec built on first use: a hook process defines a few hundred specs and consults a handful. A
 * class, so that defining one is two field stores (an object literal of getters costs each hook
 * call about half a millisecond over all specs).
 */
class LazySpec implements Spec {
  #built: Spec | null = null;
  constructor(
    private readonly desc: string,
    private readonly role: Role,
  ) {}
  #get(): Spec {
    this.#built ??= buildSpec(this.desc, this.role);
    return this.#built;
  }
  get opts() {
    return this.#get().opts;
  }
  get posix() {
    return this.#get().posix;
  }
  get numeric() {
    return this.#get().numeric;
  }
  get positional() {
    return this.#get().positional;
  }
  get harmful() {
    return this.#get().harmful;
  }
  get singleDash() {
    return this.#get().singleDash;
  }
}

function buildSpec(desc: string, positional: Role): Spec {
  const opts = new Map<string, OptionSpec>();
  let posix = false;
  let numeric = false;
  let harmful = false;
  let singleDash = false;
  for (const tok of desc.split(/\s+/)) {
    if (tok === "") continue;
    if (tok === "+") posix = true;
    else if (tok === "-") singleDash = true;
    else if (tok === "#") numeric = true;
    else {
      const bang = tok.indexOf("!");
      if (bang !== -1) {
        // `--ext-diff!command`: a flag that makes the command run a program (or write).
        const role = tok.slice(bang + 1) as Role;
        if (role === "command" || role === "write") harmful = true;
        opts.set(tok.slice(0, bang), { arity: 0, role });
        continue;
      }
      const eq = tok.indexOf("=");
      if (eq === -1) {
        opts.set(tok, { arity: 0, role: "data" });
        continue;
      }
      const name = tok.slice(0, eq);
      const tail = tok.slice(eq + 1);
      const attached = tail.startsWith("?");
      const role = (attached ? tail.slice(1) : tail) || "data";
      if (role === "command" || role === "write") harmful = true;
      opts.set(name, { arity: attached ? "attached" : 1, role: role as Role });
    }
  }
  return singleDash
    ? { opts, posix, numeric, positional, harmful, singleDash }
    : { opts, posix, numeric, positional, harmful };
}

/** Merges specs (a subcommand's own options plus the ones every subcommand takes). */
export function withSpec(base: Spec, desc: string, positional: Role = base.positional): Spec {
  const more = spec(desc, positional);
  return {
    opts: new Map([...base.opts, ...more.opts]),
    posix: base.posix || more.posix,
    numeric: base.numeric || more.numeric,
    positional,
    harmful: base.harmful || more.harmful,
  };
}

export interface SpecParse extends Parsed {
  /** Options no spec accounts for, as written. */
  unknown: string[];
  /** A word whose value is unknown stands where an option could be: it may be any option. */
  opaque: boolean;
}

/** True when a dynamic word could begin with `-` at run time (or split into several words). */
function mayBeOption(v: Val): boolean {
  return v.dyn && (v.split === true || v.s.startsWith(DYN));
}

/**
 * The one getopt-style parser with a spec: bundled short flags in any order (`-xdf`), attached
 * values (`-C/dir`, `-ofile`), `--opt=value`, options after positionals unless the spec is POSIX,
 * `--` ending options, a lone `-` being a positional (stdin).
 */
export function parseSpec(args: Val[], sp: Spec): SpecParse {
  const opts: Parsed["opts"] = [];
  const positional: Val[] = [];
  const unknown: string[] = [];
  let opaque = false;
  /**
   * A separate value spelled like a long option (`-o --x FILE`): getopt takes it as the value,
   * other parsers (npm's nopt, argparse) take it as an option and the next word as the value. It is
   * an unknown option either way; both readings are kept so that neither hides a write.
   */
  const takeBoth = (name: string, value: Val, next: Val | undefined): boolean => {
    if (!/^--[A-Za-z][\w.-]*(=\S*)?$/.test(normArg(value)) || value.dyn) return false;
    unknown.push(normArg(value));
    if (next) opts.push({ name, value: next });
    return next !== undefined;
  };
  for (let i = 0; i < args.length; i++) {
    const raw = args[i]!;
    const s = normArg(raw);
    if (s === "--" && !raw.dyn) {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (mayBeOption(raw)) {
      opaque = true;
      positional.push(raw);
      if (sp.posix) {
        positional.push(...args.slice(i + 1));
        break;
      }
      continue;
    }
    if ((s.startsWith("--") && s.length > 2) || (sp.singleDash && /^-[A-Za-z]/.test(s))) {
      const eq = s.indexOf("=");
      // Go reads `-name` and `--name` alike.
      const bare = eq === -1 ? s : s.slice(0, eq);
      const name = sp.singleDash ? bare.replace(/^--/, "-") : bare;
      const o = sp.opts.get(name);
      if (!o || (o.arity === 0 && eq !== -1)) unknown.push(s.replaceAll(DYN, "…"));
      else if (eq !== -1) opts.push({ name, value: { ...raw, s: s.slice(eq + 1) } });
      else if (o.arity === 1) {
        const value = args[++i] ?? null;
        if (value === null) unknown.push(s);
        else if (takeBoth(name, value, args[i + 1])) i++;
        opts.push({ name, value });
      } else opts.push({ name, value: null });
      continue;
    }
    if (s.startsWith("-") && s.length > 1) {
      if (sp.numeric && /^-\d+$/.test(s)) {
        opts.push({ name: "-#", value: lit(s.slice(1)) });
        continue;
      }
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        const o = sp.opts.get(name);
        if (!o || s[j] === DYN) {
          unknown.push(s.replaceAll(DYN, "…"));
          break;
        }
        if (o.arity !== 0) {
          const rest = s.slice(j + 1);
          const value = rest !== "" ? { ...raw, s: rest } : o.arity === 1 ? (args[++i] ?? null) : null;
          if (value === null && o.arity === 1) unknown.push(s);
          else if (value !== null && rest === "" && takeBoth(name, value, args[i + 1])) i++;
          opts.push({ name, value });
          break;
        }
        opts.push({ name, value: null });
      }
      continue;
    }
    positional.push(raw);
    if (sp.posix) {
      positional.push(...args.slice(i + 1));
      break;
    }
  }
  return { opts, positional, unknown, opaque };
}
