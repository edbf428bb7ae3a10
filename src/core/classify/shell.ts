import { posix } from "node:path";
import { childByField, type ShellParser, type ShNode } from "./ast.js";
import { DANGEROUS_GIT_CONFIG, inlineCode, runCommand } from "./commands.js";
import { type Effects, emptyEffects, type WriteOp } from "./effects.js";

/**
 * Static analysis over the parsed bash AST. Walks every statement, including the ones nested in
 * `$(…)`, backticks, `<(…)`, heredocs and the strings handed to `bash -c`/`eval`, evaluates words
 * the way bash would where that is knowable (quotes removed, `~`/`$HOME`/`$PWD` expanded, variables
 * assigned once in the script substituted) and marks everything else dynamic. Dynamic is never
 * "known safe": a dynamic write target or command name goes to the grey zone.
 */

/** The value of a loop variable that only takes relative paths without `..` (see collectAssignments). */
export const LOOP_ITEM = "__forge_gate_loop_item__";

/** Stands in for the part of a word whose value cannot be known statically. */
export const DYN = "\u0000";

export interface Val {
  /** The value with quotes removed; unknown parts replaced by DYN. */
  s: string;
  dyn: boolean;
  /** Contains unquoted glob characters. */
  glob: boolean;
  /** 2: derived from an environment dump or a secret file; 1: from a secret-looking variable. */
  secret: 0 | 1 | 2;
  /** Produced by a command substitution that fetches from the network (`$(curl …)`, `<(wget …)`). */
  net?: boolean;
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
  /** Files downloaded earlier in this script (executing them is download-and-execute). */
  readonly downloaded = new Set<string>();
  /** Files this command writes through redirections (running one of them runs generated code). */
  readonly written = new Set<string>();
  /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
  readonly writtenText = new Map<string, string>();
  /** Names of functions defined in the script (calling them is analysed through their bodies). */
  readonly functions = new Set<string>();
  depth = 0;

  constructor(readonly ctx: ShellContext) {
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
  write(target: Val, op: WriteOp, via: string): void {
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
      this.fx.writes.push({ path: p, op, via });
      this.written.add(posix.normalize(p));
      if (op !== "meta") this.writtenText.delete(posix.normalize(p));
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

  /** A script executed by path. */
  script(target: Val, via: string): void {
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey("dynamic_script", `${via} runs a script whose path cannot be known before it runs`);
      return;
    }
    for (const p of paths) {
      if (this.downloaded.has(posix.normalize(p))) {
        this.block("download_exec", `${via} runs ${p}, which this command just downloaded`);
      } else if (this.written.has(posix.normalize(p))) {
        const text = this.writtenText.get(posix.normalize(p));
        const shell =
          /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) ||
          (text !== undefined && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text));
        if (text !== undefined && shell) this.nested(text, `${via} ${p}`);
        // A script in another language whose text is known is judged like that language's -e code.
        else if (text !== undefined && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          inlineCode({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
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

  /** Analyses a script given as a string (bash -c, eval, a heredoc fed to a shell). */
  nested(source: string, via: string): void {
    if (this.depth >= 8) {
      this.grey("nesting", `${via} nests shells too deeply to analyse`);
      return;
    }
    let parsed: ReturnType<ShellParser>;
    try {
      parsed = this.ctx.parse(source);
    } catch {
      this.grey("parse_error", `${via}: the nested script could not be parsed`);
      return;
    }
    if (parsed.hasError) this.grey("parse_error", `${via}: the nested script does not parse as bash`);
    this.depth++;
    try {
      collectAssignments(parsed.root, this);
      walk(parsed.root, this);
    } finally {
      this.depth--;
    }
  }
}

/** Runs the whole analysis of one bash command string. */
export function analyzeShell(source: string, ctx: ShellContext): Effects {
  const a = new Analysis(ctx);
  a.env.set("HOME", ctx.home);
  a.env.set("PWD", ctx.cwd);
  let parsed: ReturnType<ShellParser>;
  try {
    parsed = ctx.parse(source);
  } catch {
    a.grey("parse_error", "the command could not be parsed");
    return a.fx;
  }
  if (parsed.hasError) a.grey("parse_error", "the command does not parse as bash");
  collectAssignments(parsed.root, a);
  try {
    walk(parsed.root, a);
  } catch (err) {
    if (err instanceof RangeError) a.grey("too_complex", "the command is nested too deeply to analyse");
    else throw err;
  }
  return a.fx;
}

/**
 * Pre-pass: a variable assigned exactly one static value anywhere in the script is known; one
 * assigned several values, a dynamic value, or a loop variable is unknown. Flow-insensitive on
 * purpose: a conditional re-assignment can never make a dangerous value look safe.
 */
function collectAssignments(root: ShNode, a: Analysis): void {
  const seen = new Map<string, string | null>();
  const visit = (n: ShNode): void => {
    if (n.type === "variable_assignment") {
      const name = childByField(n, "name")?.text ?? "";
      const value = childByField(n, "value");
      const base = name.replace(/\[.*$/, "");
      let v: string | null = null;
      if (!name.includes("[") && !n.text.slice(name.length).startsWith("+=")) {
        if (value === undefined) v = "";
        else if (value.type !== "array") {
          const ev = evalWord(value, a, false);
          v = ev.dyn ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === undefined || prev === v ? v : null);
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
        const prev = seen.get(name);
        const v = confined ? LOOP_ITEM : null;
        seen.set(name, prev === undefined || prev === v ? v : null);
      }
    } else if (n.type === "c_style_for_statement") {
      const name = childByField(n, "variable")?.text;
      if (name) seen.set(name, null);
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
        for (const arg of n.children.filter((c) => c.field === "argument")) {
          if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(arg.text)) seen.set(arg.text, null);
        }
      }
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
  for (const [k, v] of seen) {
    const prev = a.env.get(k);
    a.env.set(k, prev !== undefined && prev !== v ? null : v);
  }
}

const SHELL_NOOP_TYPES = new Set([
  "comment",
  ";",
  "&",
  "&&",
  "||",
  "|",
  "|&",
  ";;",
  "\n",
  "(",
  ")",
  "{",
  "}",
]);

/** Statement-level walk. */
export function walk(n: ShNode, a: Analysis): void {
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return;
  }
  if (!n.named) return;
  switch (n.type) {
    case "program":
    case "list":
    case "compound_statement":
    case "subshell":
    case "do_group":
    case "else_clause":
    case "elif_clause":
    case "if_statement":
    case "while_statement":
    case "case_item":
    case "negated_command":
      for (const c of n.children) walkPart(c, a);
      return;
    case "case_statement":
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else walkPart(c, a);
      }
      return;
    case "for_statement":
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else if (c.field !== "variable") walkPart(c, a);
      }
      return;
    case "c_style_for_statement":
      for (const c of n.children) {
        if (c.field === "body") walk(c, a);
        else scanSubstitutions(c, a);
      }
      return;
    case "function_definition": {
      const name = childByField(n, "name")?.text ?? "";
      a.functions.add(name);
      const body = childByField(n, "body");
      if (body && callsItself(body, name) && /[|&]/.test(body.text)) {
        a.block("fork_bomb", `function ${name} calls itself in a pipeline or in the background (fork bomb)`);
        return;
      }
      if (body) walk(body, a);
      return;
    }
    case "pipeline":
      walkPipeline(
        n.children.filter((c) => c.named),
        a,
        null,
      );
      return;
    case "redirected_statement":
    case "command":
      walkPipeline([n], a, null);
      return;
    case "declaration_command":
    case "unset_command":
      for (const c of n.children) {
        if (c.type === "variable_assignment") walkAssignment(c, a);
        else if (c.named) {
          const v = evalWord(c, a, true);
          if (v.dyn && n.text.startsWith("declare"))
            a.grey("dynamic_declare", "declare with a dynamic argument");
        }
      }
      return;
    case "variable_assignment":
      walkAssignment(n, a);
      return;
    case "variable_assignments":
      for (const c of n.children) if (c.type === "variable_assignment") walkAssignment(c, a);
      return;
    case "test_command":
    case "arithmetic_expansion":
    case "binary_expression":
    case "unary_expression":
    case "parenthesized_expression":
    case "postfix_expression":
    case "ternary_expression":
      scanSubstitutions(n, a);
      return;
    case "heredoc_body":
      scanSubstitutions(n, a);
      return;
    default:
      if (SHELL_NOOP_TYPES.has(n.type)) return;
      a.grey("unknown_construct", `unsupported shell construct \`${n.type}\``);
  }
}

function walkPart(c: ShNode, a: Analysis): void {
  if (c.field === "value") evalWord(c, a, true);
  else if (c.named) walk(c, a);
}

function walkAssignment(n: ShNode, a: Analysis): void {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  if (val) execVariable(name, val, a);
  // Appending to PATH (`PATH=$PATH:./node_modules/.bin`) cannot shadow an existing command.
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  if (
    !appendsPath &&
    /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(name)
  ) {
    a.grey("env_hijack", `assigns ${name}, which changes what later commands execute`);
  }
}

/** Variables whose value git, man, less and friends run as a shell command. */
const COMMAND_VARS =
  /^(PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_EXTERNAL_DIFF|GIT_SSH|GIT_ASKPASS|SSH_ASKPASS|BROWSER|LESSOPEN|LESSCLOSE|FCEDIT|SUDO_ASKPASS)$/;

/**
 * An assignment that makes a later program run code: a command-valued variable is analysed as
 * the command it names (`PAGER=cat` is fine, `PAGER='sh -c "rm -rf ~"'` is not); git's
 * environment-borne configuration is judged like `git -c`; interpreter preloads are grey.
 */
function execVariable(name: string, v: Val, a: Analysis): void {
  if (COMMAND_VARS.test(name)) {
    if (v.dyn) a.grey("env_hijack", `assigns ${name} a command that cannot be known before it runs`);
    else if (v.s.trim() !== "") a.nested(v.s.replace(/^\|+/, ""), `the command in ${name}`);
    return;
  }
  if (/^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(name)) {
    const keys =
      name === "GIT_CONFIG_PARAMETERS" ? [...v.s.matchAll(/'([^'=]+)'/g)].map((m) => m[1]!) : [v.s];
    if (v.dyn || keys.some((k) => DANGEROUS_GIT_CONFIG.test(k)))
      a.block("git_config_exec", `assigns ${name}, making git run an arbitrary program`);
    return;
  }
  if (
    /^(GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_TEMPLATE_DIR|GIT_DIR|GIT_WORK_TREE|GIT_COMMON_DIR)$/.test(
      name,
    )
  ) {
    a.grey("env_hijack", `assigns ${name}, which points git at other configuration or another repository`);
    return;
  }
  if (
    (name === "NODE_OPTIONS" && /(^|\s)(-r|--require|--import|--loader|--experimental-loader)\b/.test(v.s)) ||
    ((name === "PERL5OPT" || name === "RUBYOPT") && /(^|\s)-[rM]/.test(v.s)) ||
    /^(DYLD_INSERT_LIBRARIES|DYLD_LIBRARY_PATH|PYTHONSTARTUP|PERL5DB)$/.test(name)
  )
    a.grey("env_hijack", `assigns ${name}, which loads extra code into later programs`);
}

/** Walks nested statements inside an expression (`$(…)` in `[[ ]]`, arithmetic, heredoc bodies). */
function scanSubstitutions(n: ShNode, a: Analysis): void {
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return;
  }
  if (n.type === "command_substitution" || n.type === "process_substitution") {
    evalWord(n, a, true);
    return;
  }
  for (const c of n.children) scanSubstitutions(c, a);
}

function callsItself(body: ShNode, name: string): boolean {
  if (body.type === "command_name" && body.text === name) return true;
  return body.children.some((c) => callsItself(c, name));
}

/** What flows into a pipeline stage's standard input. */
export interface StdinSource {
  /** Static text (heredoc, here-string, echo/printf of static words). */
  text: string | null;
  /** The producer fetched it from the network. */
  network: boolean;
  /** The producer dumps the environment or reads a secret file. */
  secret: boolean;
  via: string;
}

/** One pipeline: analyses each stage and the data flowing between them. */
function walkPipeline(stages: ShNode[], a: Analysis, stdin: StdinSource | null): void {
  let flowing = stdin;
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i]!;
    if (stage.type === "command" || stage.type === "redirected_statement") {
      flowing = walkCommandStage(stage, a, flowing, i < stages.length - 1);
    } else {
      if (flowing?.network && i > 0) {
        // `curl … | ( bash )` and similar: anything downstream of a fetch that is not a plain command.
        a.grey("pipeline", `${flowing.via} output flows into a compound command`);
      }
      walk(stage, a);
      flowing = null;
    }
  }
}

/** Returns what this stage writes to stdout, as far as it is known. */
function walkCommandStage(
  n: ShNode,
  a: Analysis,
  stdin: StdinSource | null,
  piped: boolean,
): StdinSource | null {
  let body: ShNode | undefined = n;
  const redirects: ShNode[] = [];
  if (n.type === "redirected_statement") {
    body = childByField(n, "body");
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) redirects.push(c);
  }
  if (body && body.type !== "command") {
    // `{ …; } > file`, `( … ) | x`, `while …; done < file`
    for (const r of redirects) applyRedirect(r, a, "a compound command");
    walk(body, a);
    return null;
  }
  if (!body) {
    for (const r of redirects) applyRedirect(r, a, "a redirection");
    return null;
  }
  const cmdRedirects = [...redirects, ...body.children.filter((c) => c.field === "redirect")];
  const argv: Val[] = [];
  for (const c of body.children) {
    if (c.type === "variable_assignment") walkAssignment(c, a);
    else if (c.field === "name" || c.field === "argument")
      argv.push(...braceExpand(c, evalWord(c, a, true), a));
    else if (c.named && c.field !== "redirect" && !c.type.endsWith("_redirect") && c.type !== "comment") {
      // e.g. `cmd (…)`, which tree-sitter accepts and bash does not: unknown, so never known safe.
      a.grey("unknown_construct", `unsupported shell syntax \`${c.type}\` in a command`);
      walk(c, a);
    }
  }
  let input = stdin;
  let downstream: ShNode | null = null;
  const via = argv.length > 0 ? `\`${show(argv[0]!)}\`` : "a redirection";
  for (const r of cmdRedirects) {
    const fed = applyRedirect(r, a, via);
    if (fed) input = fed;
    // tree-sitter nests `cmd <<EOF | next` as a pipeline inside the heredoc redirect.
    const inner = r.children.find((c) => c.type === "pipeline" || c.type === "command" || c.type === "list");
    if (inner && r.type === "heredoc_redirect") downstream = inner;
  }
  let out: StdinSource | null = null;
  if (argv.length > 0) out = runCommand(argv, a, input, piped || downstream !== null);
  // Remember static text written to a file by stdout redirection (`cat > x.sh <<'EOF'`), so that
  // running that file later in the same command is analysed rather than guessed at.
  for (const r of cmdRedirects) {
    if (r.type !== "file_redirect" || childByField(r, "descriptor")) continue;
    const op = r.children.find((c) => !c.named)?.text ?? "";
    const dest = childByField(r, "destination");
    if (!dest || !/^(>|>>|>\|)$/.test(op)) continue;
    const paths = a.resolve(evalWord(dest, a, false));
    for (const raw of paths ?? []) {
      const p = posix.normalize(raw);
      const prev = a.writtenText.get(p);
      if (out?.text == null || out.text.includes(DYN)) a.writtenText.delete(p);
      else if (op === ">>") {
        if (prev !== undefined) a.writtenText.set(p, `${prev}\n${out.text}`);
      } else a.writtenText.set(p, out.text);
    }
  }
  if (downstream) {
    const stages = downstream.type === "pipeline" ? downstream.children.filter((c) => c.named) : [downstream];
    walkPipeline(stages, a, out);
    return null;
  }
  return out;
}

/**
 * Bash brace expansion (`{rm,-rf,~}`, `/{etc,usr}`, `{a..c}`) turns one word into several, and the
 * words it produces then get tilde expansion. Only unquoted braces expand; a word whose raw text has
 * quotes or `$` around its braces is left as is (it stays a literal, which is never less strict).
 */
function braceExpand(n: ShNode, v: Val, a: Analysis): Val[] {
  if (v.dyn || !/\{[^{}]*(,|\.\.)[^{}]*\}/.test(v.s) || /['"$\\]/.test(n.text)) return [v];
  const words = expandBraces(v.s, 0);
  if (words.length <= 1 || words.length > 256) return [v];
  return words.map((w) => {
    if (w === "~" || w.startsWith("~/")) {
      const home = a.env.get("HOME");
      if (home === null || home === undefined) return { s: DYN + w, dyn: true, glob: v.glob, secret: 0 };
      return { ...v, s: home + w.slice(1) };
    }
    return { ...v, s: w };
  });
}

function expandBraces(s: string, depth: number): string[] {
  if (depth > 8) return [s];
  // The first brace group (innermost-balanced) that has a top-level comma or a range.
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "{") continue;
    let level = 0;
    const commas: number[] = [];
    let end = -1;
    for (let j = i; j < s.length; j++) {
      if (s[j] === "{") level++;
      else if (s[j] === "}") {
        level--;
        if (level === 0) {
          end = j;
          break;
        }
      } else if (s[j] === "," && level === 1) commas.push(j);
    }
    if (end === -1) return [s];
    const pre = s.slice(0, i);
    const post = s.slice(end + 1);
    const body = s.slice(i + 1, end);
    let alts: string[];
    if (commas.length > 0) {
      alts = [];
      let from = i + 1;
      for (const c of [...commas, end]) {
        alts.push(s.slice(from, c));
        from = c + 1;
      }
    } else {
      const r = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])$/.exec(body);
      if (!r) continue;
      alts = [];
      const num = /\d/.test(r[1]!);
      const lo = num ? Number(r[1]) : r[1]!.charCodeAt(0);
      const hi = num ? Number(r[2]) : r[2]!.charCodeAt(0);
      if (Math.abs(hi - lo) > 256) return [s];
      for (let k = lo; lo <= hi ? k <= hi : k >= hi; k += lo <= hi ? 1 : -1)
        alts.push(num ? String(k) : String.fromCharCode(k));
    }
    return alts.flatMap((alt) => expandBraces(pre + alt + post, depth + 1));
  }
  return [s];
}

const SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;

/** Applies one redirect: writes are recorded; heredocs/here-strings become the command's stdin. */
function applyRedirect(r: ShNode, a: Analysis, via: string): StdinSource | null {
  if (r.type === "heredoc_redirect") {
    const bodyNode = r.children.find((c) => c.type === "heredoc_body");
    const start = r.children.find((c) => c.type === "heredoc_start")?.text ?? "";
    const quoted = /['"\\]/.test(start);
    let text = bodyNode?.text ?? "";
    if (bodyNode && !quoted) {
      scanSubstitutions(bodyNode, a);
      if (bodyNode.children.some((c) => c.named && c.type !== "heredoc_content")) text = DYN + text;
    }
    for (const c of r.children) if (c.type === "file_redirect") applyRedirect(c, a, via);
    return { text, network: false, secret: false, via: "a heredoc" };
  }
  if (r.type === "herestring_redirect") {
    const word = r.children.find((c) => c.named);
    const v = word ? evalWord(word, a, true) : { s: "", dyn: false, glob: false, secret: 0 as const };
    return { text: v.dyn ? null : v.s, network: false, secret: v.secret === 2, via: "a here-string" };
  }
  if (r.type !== "file_redirect") {
    a.grey("unknown_construct", `unsupported redirection \`${r.type}\``);
    return null;
  }
  const op = r.children.find((c) => !c.named)?.text ?? ">";
  const dest =
    childByField(r, "destination") ?? r.children.filter((c) => c.named && c.type !== "file_descriptor").pop();
  if (!dest) return null;
  const target = evalWord(dest, a, true);
  if (op === "<" || op === "<&" || op === "<&-" || op === ">&-") return null;
  if ((op === ">&" || op === "<&") && /^(\d+|-)$/.test(target.s)) return null;
  if (!target.dyn && SAFE_DEVICES.test(target.s)) return null;
  if (!target.dyn && /^\/dev\/(tcp|udp)\//.test(target.s)) {
    a.block("reverse_shell", `${via} redirects into a network connection (${target.s})`);
    return null;
  }
  if (!target.dyn && target.s.startsWith("/dev/")) {
    a.block("disk_write", `${via} redirects output onto the device ${target.s}`);
    return null;
  }
  a.write(target, "write", `${via} (redirect ${op})`);

  return null;
}

const SECRET_VAR = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;

/**
 * Evaluates a word node to its value after quote removal and the expansions that can be known.
 * With `walkNested`, statements inside substitutions are analysed too (each exactly once).
 */
export function evalWord(n: ShNode, a: Analysis, walkNested: boolean): Val {
  const parts: Val[] = [];
  evalInto(n, a, walkNested, parts, false);
  let s = "";
  let dyn = false;
  let glob = false;
  let secret: 0 | 1 | 2 = 0;
  let net = false;
  for (const p of parts) {
    s += p.s;
    dyn ||= p.dyn;
    glob ||= p.glob;
    net ||= p.net === true;
    if (p.secret > secret) secret = p.secret;
  }
  return net ? { s, dyn, glob, secret, net } : { s, dyn, glob, secret };
}

const lit = (s: string, glob = false): Val => ({ s, dyn: false, glob, secret: 0 });
const dynVal = (secret: 0 | 1 | 2 = 0): Val => ({ s: DYN, dyn: true, glob: false, secret });

function evalInto(n: ShNode, a: Analysis, walkNested: boolean, out: Val[], quoted: boolean): void {
  switch (n.type) {
    case "word":
    case "number":
    case "extglob_pattern":
    case "regex":
    case "special_variable_name":
    case "variable_name":
    case "string_content":
    case "heredoc_content":
      out.push(quoted ? lit(n.text) : unquotedWord(n.text, a, out.length === 0));
      return;
    case "raw_string":
      out.push(lit(n.text.slice(1, -1)));
      return;
    case "ansi_c_string":
      out.push(lit(decodeAnsiC(n.text.slice(2, -1))));
      return;
    case "string":
    case "translated_string":
      for (const c of n.children) {
        if (!c.named) continue;
        evalInto(c, a, walkNested, out, true);
      }
      if (n.children.every((c) => !c.named)) out.push(lit(""));
      return;
    case "concatenation":
    case "command_name":
      for (const c of n.children) evalInto(c, a, walkNested, out, quoted);
      return;
    case "simple_expansion":
    case "expansion":
      out.push(expandVariable(n, a, walkNested));
      return;
    case "command_substitution": {
      const inner = n.children.filter((c) => c.named);
      const secret = inner.some((c) => readsSecrets(c, a)) ? 2 : 0;
      if (walkNested) for (const c of inner) walk(c, a);
      const only = inner.length === 1 ? inner[0]! : null;
      if (
        only?.type === "command" &&
        only.text.trim() === "pwd" &&
        a.cwds.length === 1 &&
        a.cwds[0] !== null
      ) {
        out.push(lit(a.cwds[0] as string));
        return;
      }
      out.push(fetches(n) ? { ...dynVal(secret), net: true } : dynVal(secret));
      return;
    }
    case "process_substitution":
      if (walkNested) for (const c of n.children) if (c.named) walk(c, a);
      out.push(fetches(n) ? { ...dynVal(), net: true } : dynVal());
      return;
    case "arithmetic_expansion":
      if (walkNested) scanSubstitutions(n, a);
      out.push(dynVal());
      return;
    case "brace_expression":
      out.push(lit(n.text, true));
      return;
    case "array":
      for (const c of n.children) if (c.named) evalInto(c, a, walkNested, [], quoted);
      out.push(dynVal());
      return;
    default:
      if (n.error) a.grey("parse_error", "part of the command does not parse as bash");
      if (walkNested) scanSubstitutions(n, a);
      out.push(dynVal());
  }
}

/** An unquoted literal word: backslash escapes removed, leading `~` expanded, glob characters noted. */
function unquotedWord(text: string, a: Analysis, first: boolean): Val {
  let s = "";
  let glob = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\") {
      if (text[i + 1] === "\n") {
        i++;
        continue;
      }
      if (i + 1 < text.length) s += text[++i];
      continue;
    }
    if (ch === "*" || ch === "?" || ch === "[") glob = true;
    s += ch;
  }
  if (first && text.startsWith("~")) {
    const slash = s.indexOf("/");
    const user = slash === -1 ? s.slice(1) : s.slice(1, slash);
    if (user === "") {
      // `~` is $HOME at run time: a script that reassigns HOME makes it unknown.
      const home = a.env.get("HOME");
      if (home === null || home === undefined) return { s: DYN + s, dyn: true, glob, secret: 0 };
      s = home + (slash === -1 ? "" : s.slice(slash));
    } else if (user === "+") s = (a.cwds[0] ?? DYN) + (slash === -1 ? "" : s.slice(slash));
    else return { s: DYN + s, dyn: true, glob, secret: 0 };
  }
  return { s, dyn: s.includes(DYN), glob, secret: 0 };
}

function expandVariable(n: ShNode, a: Analysis, walkNested: boolean): Val {
  const nameNode = n.children.find((c) => c.type === "variable_name" || c.type === "special_variable_name");
  const name = nameNode?.text ?? "";
  const secret: 0 | 1 = SECRET_VAR.test(name) ? 1 : 0;
  // Anything beyond a plain `${NAME}` (defaults, slicing, substitution, indirection) is dynamic,
  // but nested substitutions inside it still run and are analysed.
  const plain = n.type === "simple_expansion" || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(n.text);
  if (walkNested) for (const c of n.children) if (c.named && c !== nameNode) scanSubstitutions(c, a);
  // Removing a suffix (`${f%.ts}`) from a confined loop item leaves it confined.
  if (!plain && /^\$\{[A-Za-z_][A-Za-z0-9_]*%%?[^}]*\}$/.test(n.text) && a.env.get(name) === LOOP_ITEM)
    return lit(LOOP_ITEM);
  if (!plain) return dynVal(secret);
  const known = a.env.get(name);
  if (known === undefined || known === null) return dynVal(secret);
  return lit(known);
}

function decodeAnsiC(body: string): string {
  return body.replace(
    /\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)/g,
    (_m, e: string) => {
      const k = e[0]!;
      if (k === "x" || k === "u" || k === "U") return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
      if (/[0-7]/.test(k)) return String.fromCharCode(Number.parseInt(e, 8));
      if (k === "c") return String.fromCharCode(e.charCodeAt(1) & 31);
      const map: Record<string, string> = {
        n: "\n",
        t: "\t",
        r: "\r",
        a: "\x07",
        b: "\b",
        e: "\x1b",
        E: "\x1b",
        f: "\f",
        v: "\v",
      };
      return map[k] ?? k;
    },
  );
}

const FETCHERS = new Set([
  "curl",
  "wget",
  "fetch",
  "http",
  "https",
  "xh",
  "nc",
  "ncat",
  "aria2c",
  "lwp-request",
  "GET",
]);

/** True when a substitution runs a network fetcher (its output is downloaded content). */
function fetches(n: ShNode): boolean {
  if (n.type === "command_name")
    return FETCHERS.has(commandBase(n.text.replace(/^\\/, "").replace(/^["']|["']$/g, "")));
  return n.children.some(fetches);
}

const ENV_DUMPERS = new Set(["env", "printenv", "set", "export", "declare", "compgen"]);

/** True when a substitution's commands print the environment or read a secret file. */
function readsSecrets(n: ShNode, a: Analysis): boolean {
  if (n.type === "command") {
    const words = n.children
      .filter((c) => c.field === "name" || c.field === "argument")
      .map((c) => evalWord(c, a, false));
    const name = words[0] ? commandBase(words[0].s) : "";
    if (ENV_DUMPERS.has(name) && words.length <= 2) return true;
    if (words.some((w) => isSecretPath(w.s, a.ctx.home))) return true;
  }
  return n.children.some((c) => readsSecrets(c, a));
}

export function commandBase(s: string): string {
  const cut = s.lastIndexOf("/");
  return cut === -1 ? s : s.slice(cut + 1);
}

/** Files whose content is a credential. Reading them is escalated; sending them out is blocked. */
export function isSecretPath(p: string, home: string): boolean {
  const h = p.startsWith("~/") ? home + p.slice(1) : p;
  // Templates of secret files hold no secrets.
  if (/\.env\.(example|sample|template|dist|defaults)$|\.pub$/.test(h)) return false;
  if (!h.startsWith("/"))
    return /(^|\/)(\.env(\.[\w.-]+)?|id_(rsa|dsa|ecdsa|ed25519)|\.netrc|\.git-credentials)$/.test(h);
  return (
    /\/\.ssh\/(id_[^/]*|.*_key|authorized_keys)$/.test(h) ||
    /\/\.(aws\/credentials|aws\/config|netrc|git-credentials|pgpass|npmrc|pypirc|docker\/config\.json|kube\/config)$/.test(
      h,
    ) ||
    /\/\.config\/(gh\/hosts\.yml|gcloud\/.*)$/.test(h) ||
    /\/\.gnupg\//.test(h) ||
    /^\/etc\/(shadow|gshadow|sudoers)/.test(h) ||
    /^\/proc\/[^/]+\/environ$/.test(h) ||
    /\/[^/]*\.(pem|key|p12|pfx|jks|keystore|ppk)$|\/id_(rsa|dsa|ecdsa|ed25519)[^/]*$/.test(h) ||
    /\/\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|rediscli|lesshst)_?history$|\/\.zhistory$/.test(h) ||
    /(^|\/)\.env(\.[\w-]+)?$/.test(h)
  );
}

/** Directories that hold credentials as a whole: archiving or copying one carries the secrets along. */
export function isSecretDir(p: string, home: string): boolean {
  const h = p.startsWith("~/") ? home + p.slice(1) : p.replace(/\/+$/, "");
  return new RegExp(
    `^${home.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\.(ssh|aws|gnupg|kube|docker|config/gh|config/gcloud|password-store)$`,
  ).test(h);
}

/** The host of a URL or `host:path`/`user@host` spelling, lower-cased; null when there is none. */
export function hostOf(raw: string): string | null {
  if (raw.includes(DYN)) return null;
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)/.exec(raw);
  if (m) return m[1]!.toLowerCase();
  if (/^[\w.-]+\.[a-zA-Z]{2,}(:\d+)?(\/|$)/.test(raw)) return (raw.split(/[:/]/)[0] ?? "").toLowerCase();
  // scp-like `user@host:path` (git, scp, rsync)
  const scp = /^[\w.-]+@([\w.-]+\.[a-zA-Z]{2,}|\[[^\]]+\]):/.exec(raw);
  if (scp) return scp[1]!.toLowerCase();
  return null;
}

/** A value for messages: DYN shown as `…`. */
export function show(v: Val): string {
  return v.s.replaceAll(DYN, "…");
}
