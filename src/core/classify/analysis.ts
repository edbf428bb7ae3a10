import { posix } from "node:path";
import { type ShellParser, type ShNode, uncoveredText } from "./ast.js";
import { type Effects, emptyEffects, type WriteOp } from "./effects.js";
import type { Change } from "./surfaces/index.js";
import { DYN, hostOf, type StdinSource, show, type Val } from "./values.js";

export const DEFAULT_IFS = " \t\n";

/** The value of a loop variable that only takes relative paths without `..` (see collectAssignments). */
export const LOOP_ITEM = "__forge_gate_loop_item__";

/**
 * What the analysis calls back into: the shell walker (nested scripts, substitutions), the command
 * dispatcher and the inline-code judge. Injected by shell.ts so that neither the command families
 * nor the word expander import the walker (no import cycle).
 */
export interface Walker {
  /** Analyses a parsed script (assignment pre-pass, then the statement walk). */
  program(root: ShNode, a: Analysis): void;
  /** Analyses a statement nested in a word (`$(…)`, `<(…)`). */
  statement(n: ShNode, a: Analysis): void;
  /** Analyses the statements nested anywhere inside an expression. */
  substitutions(n: ShNode, a: Analysis): void;
  /** Analyses one simple command given its evaluated words. */
  run(argv: Val[], a: Analysis, stdin: StdinSource | null, piped: boolean): StdinSource | null;
  /** Judges an environment assignment (`NAME=value cmd`, `env NAME=value cmd`). */
  assign(name: string, value: Val, a: Analysis): void;
  /** Judges code in another language given inline (`python -c`). */
  inline(code: Val, a: Analysis, via: string): void;
}

/**
 * Longer scripts are not analysed (grey): the hook must answer within its latency budget, and the
 * parser's time grows with the number of tokens (about 4 µs each, measured on the target machine).
 */
export const MAX_SOURCE = 256 * 1024;
export const MAX_WORDS = 10_000;
/** `(` characters: each opens a subshell, substitution or group that the parser nests. */
export const MAX_GROUPS = 1_000;

function countChar(s: string, code: number): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === code) n++;
  return n;
}

/** Whitespace-separated words (an over-estimate of tokens that costs one pass, no allocation). */
function countWords(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

export interface ShellContext {
  home: string;
  /** The call's working directory. */
  cwd: string;
  parse: ShellParser;
}

/** Mutable state of one analysis run. */
export class Analysis {
  readonly fx: Effects = emptyEffects();
  /** Possible working directories at this point (null = unknown). `cd` adds possibilities. */
  cwds: (string | null)[];
  readonly env = new Map<string, string | null>();
  /** Variables assigned a few different static values in the script: each may be the one in use. */
  readonly alternatives = new Map<string, string[]>();
  /** Arrays assigned exactly one static list of elements in the script (null: unknown). */
  readonly arrays = new Map<string, string[] | null>();
  /** Files downloaded earlier in this script (executing them is download-and-execute). */
  readonly downloaded = new Set<string>();
  /** Files this command writes through redirections (running one of them runs generated code). */
  readonly written = new Set<string>();
  /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
  readonly writtenText = new Map<string, string>();
  /** Names of functions defined in the script (calling them is analysed through their bodies). */
  readonly functions = new Set<string>();
  depth = 0;
  /**
   * The values IFS may hold (the default, then each static value the script assigns), or null when
   * one assignment is dynamic: how unquoted expansions split cannot then be known.
   */
  ifs: string[] | null = [DEFAULT_IFS];
  /** The IFS value the word expander splits with now (one of `ifs`). */
  currentIfs = DEFAULT_IFS;

  constructor(
    readonly ctx: ShellContext,
    readonly walker: Walker,
  ) {
    this.cwds = [ctx.cwd];
  }

  grey(rule: string, reason: string): void {
    this.fx.findings.push({ level: "grey", rule, reason });
    this.fx.readOnly = false;
  }

  block(rule: string, reason: string): void {
    this.fx.findings.push({ level: "block", rule, reason });
    this.fx.readOnly = false;
  }

  /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
  write(target: Val, op: WriteOp, via: string, change?: Change): void {
    // Writing the null device or the terminal writes nothing.
    if (!target.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(target.s)) return;
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey(
        "dynamic_target",
        `${via} writes to a path that cannot be known before it runs (${show(target)})`,
      );
      return;
    }
    for (const p of paths) {
      this.fx.writes.push(change ? { path: p, op, via, change } : { path: p, op, via });
      const norm = posix.normalize(p);
      this.written.add(norm);
      if (op !== "meta") this.writtenText.delete(norm);
    }
  }

  /** Project tooling (npm, make, cargo…) runs here and may write below it. */
  project(via: string, dir?: Val): void {
    this.fx.readOnly = false;
    const dirs = dir
      ? this.resolve(dir)
      : this.cwds.every((c) => c !== null)
        ? (this.cwds as string[])
        : null;
    if (dirs === null) {
      this.grey("dynamic_cwd", `${via} runs in a directory that cannot be known before it runs`);
      return;
    }
    for (const d of dirs) if (!this.fx.projectDirs.includes(d)) this.fx.projectDirs.push(d);
  }

  /** Package-manager lifecycle scripts run in `dir` (default: the working directory) without being named. */
  lifecycle(via: string, dir?: Val): void {
    const dirs = dir
      ? this.resolve(dir)
      : this.cwds.every((c) => c !== null)
        ? (this.cwds as string[])
        : null;
    for (const d of dirs ?? []) this.fx.lifecycle.push({ dir: d, via });
  }

  /** A script executed by path. */
  script(target: Val, via: string): void {
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey("dynamic_script", `${via} runs a script whose path cannot be known before it runs`);
      return;
    }
    for (const p of paths) {
      const norm = posix.normalize(p);
      if (this.downloaded.has(norm)) {
        this.block("download_exec", `${via} runs ${p}, which this command just downloaded`);
      } else if (this.written.has(norm)) {
        const text = this.writtenText.get(norm);
        const shell =
          /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) ||
          (text !== undefined && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text));
        if (text !== undefined && shell) this.nested(text, `${via} ${p}`);
        // A script in another language whose text is known is judged like that language's -e code.
        else if (text !== undefined && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          this.walker.inline({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
  }

  /** Analyses a command this one runs (a wrapper's inner command), with every rule. */
  run(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null {
    return this.walker.run(argv, this, stdin, piped);
  }

  host(raw: string, via: string, sends: boolean): void {
    if (sends) this.fx.readOnly = false;
    const host = hostOf(raw);
    if (host === null) {
      if (raw.includes(DYN))
        this.grey("dynamic_host", `${via} contacts a host that cannot be known before it runs`);
      return;
    }
    this.fx.hosts.push({ host, via, sends });
  }

  /** Absolute paths a value may denote (one per possible cwd), or null when unknowable. */
  resolve(v: Val): string[] | null {
    if (v.dyn || v.s === "") return null;
    if (v.s.startsWith("/")) return [v.s];
    const out: string[] = [];
    for (const c of this.cwds) {
      if (c === null) return null;
      out.push(c === "/" ? `/${v.s}` : `${c}/${v.s}`);
    }
    return out;
  }

  /**
   * Parses a script, or returns null (grey) when it cannot be read completely: a NUL byte, more
   * than MAX_SOURCE characters, a parse error, or source text the tree does not hold. The one known
   * parser gap, a lone `-` dropped before a redirection, is recovered by quoting it (`'-'` is the
   * same word to bash) and parsing again.
   */
  parseScript(source: string, what: string): ShNode | null {
    if (source.includes("\u0000")) {
      this.grey("bad_input", `${what} contains a NUL byte`);
      return null;
    }
    if (source.length > MAX_SOURCE) {
      this.grey("too_large", `${what} is longer than ${MAX_SOURCE} characters`);
      return null;
    }
    if (countChar(source, 40) > MAX_GROUPS) {
      this.grey(
        "too_complex",
        `${what} opens more than ${MAX_GROUPS} parentheses (nested substitutions or subshells)`,
      );
      return null;
    }
    if (countWords(source) > MAX_WORDS) {
      this.grey("too_large", `${what} has more than ${MAX_WORDS} words`);
      return null;
    }
    let text = source;
    for (let attempt = 0; ; attempt++) {
      let parsed: ReturnType<ShellParser>;
      try {
        parsed = this.ctx.parse(text);
      } catch {
        this.grey("parse_error", `${what} could not be parsed`);
        return null;
      }
      if (parsed.hasError) {
        this.grey("parse_error", `${what} does not parse as bash`);
        return parsed.root;
      }
      const gap = uncoveredText(parsed.root, text);
      if (gap === null) return parsed.root;
      if (gap.text === "-" && attempt < 16) {
        text = `${text.slice(0, gap.index)}'-'${text.slice(gap.index + 1)}`;
        continue;
      }
      this.grey(
        "parse_gap",
        `${what} holds text the parser dropped (${JSON.stringify(gap.text.slice(0, 40))})`,
      );
      return parsed.root;
    }
  }

  /** Analyses a script given as a string (bash -c, eval, a heredoc fed to a shell). */
  nested(source: string, via: string): void {
    if (this.depth >= 8) {
      this.grey("nesting", `${via} nests shells too deeply to analyse`);
      return;
    }
    const root = this.parseScript(source, `${via}: the nested script`);
    if (root === null) return;
    this.depth++;
    try {
      this.walker.program(root, this);
    } finally {
      this.depth--;
    }
  }
}
