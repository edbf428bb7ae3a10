import { posix } from "node:path";
import { Analysis, DEFAULT_IFS, LOOP_ITEM, type ShellContext, type Walker } from "./analysis.js";
import { childByField, type ShNode } from "./ast.js";
import { DANGEROUS_GIT_CONFIG } from "./commands/git.js";
import { runCommand } from "./commands/index.js";
import { inlineCode } from "./commands/inline-code.js";
import type { Effects } from "./effects.js";
import { evalFields, evalWord } from "./expand.js";
import { DYN, type StdinSource, show, type Val } from "./values.js";

/**
 * Static analysis over the parsed bash AST. Walks every statement, including the ones nested in
 * `$(…)`, backticks, `<(…)`, heredocs and the strings handed to `bash -c`/`eval`, evaluates words
 * the way bash would where that is knowable (quotes removed, `~`/`$HOME`/`$PWD` expanded, variables
 * assigned once in the script substituted) and marks everything else dynamic. Dynamic is never
 * "known safe": a dynamic write target or command name goes to the grey zone.
 */

const WALKER: Walker = {
  program(root, a) {
    collectAssignments(root, a);
    walk(root, a);
  },
  statement: (n, a) => walk(n, a),
  substitutions: (n, a) => scanSubstitutions(n, a),
  run: runCommand,
  assign: (name, value, a) => assignVariable(name, value, false, a),
  inline: inlineCode,
};

/** Runs the whole analysis of one bash command string. */
export function analyzeShell(source: string, ctx: ShellContext): Effects {
  const a = new Analysis(ctx, WALKER);
  a.env.set("HOME", ctx.home);
  a.env.set("PWD", ctx.cwd);
  const root = a.parseScript(source, "the command");
  if (root === null) return a.fx;
  try {
    collectAssignments(root, a);
    walk(root, a);
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
export function collectAssignments(root: ShNode, a: Analysis): void {
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
          v = ev.dyn ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === undefined || prev === v ? v : null);
      record(base, name.includes("[") ? null : v);
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
        }
      }
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
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

export const SHELL_NOOP_TYPES = new Set([
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

export function walkPart(c: ShNode, a: Analysis): void {
  if (c.field === "value") evalWord(c, a, true);
  else if (c.named) walk(c, a);
}

export function walkAssignment(n: ShNode, a: Analysis): void {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  // Appending to PATH (`PATH=$PATH:./node_modules/.bin`) cannot shadow an existing command.
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  assignVariable(name, val, appendsPath, a);
}

/** An assignment that changes what later commands run is grey or judged as the command it names. */
function assignVariable(name: string, val: Val | null, appendsPath: boolean, a: Analysis): void {
  if (val) execVariable(name, val, a);
  if (
    !appendsPath &&
    /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(name)
  ) {
    a.grey("env_hijack", `assigns ${name}, which changes what later commands execute`);
  }
}

/** Variables that send later downloads through another host. */
const PROXY_VARS =
  /^((HTTPS?|ALL|FTP|RSYNC)_PROXY|(https?|all|ftp)_proxy|npm_config_(registry|proxy|https_proxy)|NPM_CONFIG_(REGISTRY|PROXY|HTTPS_PROXY)|YARN_(REGISTRY|NPM_REGISTRY_SERVER)|PIP_(INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|PROXY)|UV_(INDEX_URL|EXTRA_INDEX_URL|INDEX|DEFAULT_INDEX)|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX|GEM_HOST|BUNDLE_MIRROR__[A-Z0-9_]+)$/;

/** Variables whose value git, man, less and friends run as a shell command. */
export const COMMAND_VARS =
  /^(PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_EXTERNAL_DIFF|GIT_SSH|GIT_ASKPASS|SSH_ASKPASS|BROWSER|LESSOPEN|LESSCLOSE|FCEDIT|SUDO_ASKPASS)$/;

/**
 * An assignment that makes a later program run code: a command-valued variable is analysed as
 * the command it names (`PAGER=cat` is fine, `PAGER='sh -c "rm -rf ~"'` is not); git's
 * environment-borne configuration is judged like `git -c`; interpreter preloads are grey.
 */
export function execVariable(name: string, v: Val, a: Analysis): void {
  if (COMMAND_VARS.test(name)) {
    if (v.dyn) a.grey("env_hijack", `assigns ${name} a command that cannot be known before it runs`);
    // A program given by path is code no rule has read: another program runs in git's (or less's) place.
    else if (/^\s*[^\s]*\//.test(v.s.replace(/^\|+/, "")))
      a.grey(
        "env_hijack",
        `assigns ${name} the program ${v.s.trim()}, which then runs in place of the usual one`,
      );
    else if (v.s.trim() !== "") a.nested(v.s.replace(/^\|+/, ""), `the command in ${name}`);
    return;
  }
  // Proxies and package indexes: every later download goes through that host.
  if (PROXY_VARS.test(name)) {
    if (v.dyn) a.grey("dynamic_host", `assigns ${name} a host that cannot be known before it runs`);
    else if (v.s.trim() !== "") a.host(v.s.trim(), `the proxy or index in ${name}`, true);
    return;
  }
  if (
    /^GO(PROXY|INSECURE|NOSUMDB|NOSUMCHECK|SUMDB|PRIVATE|NOPROXY|TOOLCHAIN)$/.test(name) ||
    (name === "GOFLAGS" && /insecure|toolexec|-exec|overlay|modfile/.test(v.s))
  ) {
    a.grey("env_hijack", `assigns ${name}, which changes where and how go fetches and verifies modules`);
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
export function scanSubstitutions(n: ShNode, a: Analysis): void {
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

export function callsItself(body: ShNode, name: string): boolean {
  if (body.type === "command_name" && body.text === name) return true;
  return body.children.some((c) => callsItself(c, name));
}

/** What flows into a pipeline stage's standard input. */
/** One pipeline: analyses each stage and the data flowing between them. */
export function walkPipeline(stages: ShNode[], a: Analysis, stdin: StdinSource | null): void {
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

/**
 * The other bindings the words of a command may expand with: for each word on its own (the analysis
 * is flow-insensitive, so two uses of one variable may see different values), every combination
 * (at most 16) of the values of the variables it names that were assigned several static values,
 * and of IFS. Keys are `word index:variable`.
 */
function alternativeBindings(nodes: ShNode[], a: Analysis): Map<string, string>[] {
  const choices: [string, string[]][] = [];
  nodes.forEach((node, i) => {
    if (!node.text.includes("$")) return;
    for (const m of node.text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
      for (const key of [m[1]!, `@${m[1]!}`]) {
        const vals = a.alternatives.get(key);
        if (vals && !choices.some(([k]) => k === `${i}:${key}`)) choices.push([`${i}:${key}`, vals]);
      }
    }
    if (a.ifs !== null && a.ifs.length > 1) choices.push([`${i}:IFS`, a.ifs]);
  });
  if (choices.length === 0) return [];
  let combos: Map<string, string>[] = [new Map()];
  for (const [k, vals] of choices) {
    combos = combos.flatMap((c) => vals.map((v) => new Map([...c, [k, v]])));
    if (combos.length > 16) return combos.slice(0, 16);
  }
  return combos;
}

/** Evaluates one word (or a redirection's trailing words) with a word's alternative bindings. */
function withBindings<T>(combo: Map<string, string>, index: number, a: Analysis, evaluate: () => T): T {
  const saved = new Map<string, string | null | undefined>();
  const savedArrays = new Map<string, string[] | null | undefined>();
  for (const [slot, v] of combo) {
    const at = slot.indexOf(":");
    if (Number(slot.slice(0, at)) !== index) continue;
    const k = slot.slice(at + 1);
    if (k === "IFS") a.currentIfs = v;
    else if (k.startsWith("@")) {
      savedArrays.set(k.slice(1), a.arrays.get(k.slice(1)));
      a.arrays.set(k.slice(1), JSON.parse(v) as string[]);
    } else {
      saved.set(k, a.env.get(k));
      a.env.set(k, v);
    }
  }
  try {
    return evaluate();
  } finally {
    a.currentIfs = DEFAULT_IFS;
    for (const [k, v] of saved)
      if (v === undefined) a.env.delete(k);
      else a.env.set(k, v);
    for (const [k, v] of savedArrays)
      if (v === undefined) a.arrays.delete(k);
      else a.arrays.set(k, v);
  }
}

/** The redirections of a command stage: the statement's own, then the command's. */
function cmdRedirectsOf(n: ShNode, body: ShNode): ShNode[] {
  const out: ShNode[] = [];
  if (n !== body)
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) out.push(c);
  return [...out, ...body.children.filter((c) => c.field === "redirect")];
}

/** A pipeline or list with the given redirections moved onto its last simple command. */
function intoLastCommand(body: ShNode, redirects: ShNode[]): ShNode {
  const named = body.children.filter((c) => c.named);
  const last = named[named.length - 1];
  if (!last) return body;
  let replacement: ShNode;
  if (last.type === "pipeline" || last.type === "list") replacement = intoLastCommand(last, redirects);
  else if (last.type === "redirected_statement")
    replacement = { ...last, children: [...last.children, ...redirects] };
  else
    replacement = {
      type: "redirected_statement",
      named: true,
      field: last.field,
      text: last.text,
      error: false,
      children: [{ ...last, field: "body" }, ...redirects],
    };
  return { ...body, children: body.children.map((c) => (c === last ? replacement : c)) };
}

/** The words after a redirection's own target (or a heredoc's delimiter): arguments of the command. */
function redirectedWords(r: ShNode, a: Analysis): Val[] {
  const out: Val[] = [];
  // `>&-`/`<&-` close a descriptor and take no target: every word after them is an argument.
  const closes = r.children.some((c) => !c.named && /^[<>]&-$/.test(c.text));
  let target = r.type === "file_redirect" && !closes;
  for (const c of r.children) {
    if (c.field === "destination" && target) {
      target = false;
      continue;
    }
    if (c.field === "destination" || c.field === "argument") out.push(...evalFields(c, a, true));
  }
  return out;
}

/** Returns what this stage writes to stdout, as far as it is known. */
export function walkCommandStage(
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
  if (body && (body.type === "pipeline" || body.type === "list") && redirects.length > 0) {
    // tree-sitter hangs `a | b 2>/dev/null x` and `a && b >f x` on the whole pipeline or list; in
    // bash a redirection is part of the simple command it stands in (the last one), and so are the
    // words that follow it.
    walk(intoLastCommand(body, redirects), a);
    return null;
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
  // A variable assigned several static values (or IFS assigned one) may expand either way: the
  // command is also judged as each combination of those values makes it.
  const words = body.children.filter((c) => c.field === "name" || c.field === "argument");
  const stageRedirects = cmdRedirectsOf(n, body);
  for (const combo of alternativeBindings([...words, ...stageRedirects], a)) {
    const alt = words.flatMap((c, i) => withBindings(combo, i, a, () => evalFields(c, a, false)));
    stageRedirects.forEach((r, k) => {
      alt.push(...withBindings(combo, words.length + k, a, () => redirectedWords(r, a)));
    });
    if (alt.length > 0) a.run(alt, stdin, piped);
  }
  for (const c of body.children) {
    if (c.type === "variable_assignment") walkAssignment(c, a);
    else if (c.field === "name" || c.field === "argument") argv.push(...evalFields(c, a, true));
    else if (c.named && c.field !== "redirect" && !c.type.endsWith("_redirect") && c.type !== "comment") {
      // e.g. `cmd (…)`, which tree-sitter accepts and bash does not: unknown, so never known safe.
      a.grey("unknown_construct", `unsupported shell syntax \`${c.type}\` in a command`);
      walk(c, a);
    }
  }
  // A redirection stands anywhere among a command's words (`rm -rf 2>/dev/null /etc`): tree-sitter
  // hangs the words that follow it on the redirection node; they are the command's arguments.
  for (const r of cmdRedirects) argv.push(...redirectedWords(r, a));
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
  if (argv.length > 0) out = a.run(argv, input, piped || downstream !== null);
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
      // What is written is what an execution surface is judged by (surfaces/): the redirection's write carries it.
      const text = out?.text;
      if (text != null && !text.includes(DYN))
        for (const w of a.fx.writes)
          if (w.path === raw && w.change === undefined)
            w.change = { kind: op === ">>" ? "append" : "whole", text };
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

export const SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;

/** Applies one redirect: writes are recorded; heredocs/here-strings become the command's stdin. */
export function applyRedirect(r: ShNode, a: Analysis, via: string): StdinSource | null {
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
