import { posix } from "node:path";
import { Analysis, DEFAULT_IFS, type ShellContext, type Walker } from "./analysis.js";
import { collectAssignments } from "./assignments.js";
import { childByField, type ShNode } from "./ast.js";
import { DANGEROUS_GIT_CONFIG } from "./commands/git.js";
import { runCommand } from "./commands/index.js";
import { inlineCode } from "./commands/inline-code.js";
import { sourceVariable } from "./commands/package-sources.js";
import { type Flow, HALT, type Place, sameSet, stay, UNKNOWN_PLACE, union } from "./cwd.js";
import type { Effects } from "./effects.js";
import { judgeEnvironment, PROGRAM_VARS } from "./env-vars.js";
import {
  arithmeticVariables,
  assignedElement,
  elementName,
  evaluatedExpression,
  NUMERIC_WORD,
  promptText,
} from "./evaluated.js";
import { evalFields, evalWord } from "./expand.js";
import { pushConfig } from "./push-targets.js";
import { DYN, isSecretPath, type StdinSource, show, type Val } from "./values.js";

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
    return walk(root, a);
  },
  statement: (n, a) => {
    // `$(…)`, `<(…)`: a subshell; its `cd`, `set -e` and exit stay in it.
    const places = a.places;
    const errexit = a.errexit;
    walk(n, a);
    a.places = places;
    a.errexit = errexit;
  },
  body: (n, a) => walk(n, a),
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

/**
 * Statement-level walk: analyses `n` from the places in `a.places` (see cwd.ts) and returns where
 * the shell may be after it succeeds or fails. Control flow is followed the way bash runs it:
 * `&&`/`||`/`;`, `if`/`while`/`until`/`for`/`case`, subshells and pipelines (a `cd` in them does not
 * leak), `{ …; }` groups and function calls (it does), background jobs, `exit`, `set -e`.
 */
export function walk(n: ShNode, a: Analysis): Flow {
  const input = a.places;
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return stay(input);
  }
  if (!n.named) return stay(input);
  switch (n.type) {
    case "program":
    case "compound_statement":
    case "do_group":
    case "else_clause":
    case "case_item":
      return sequence(n.children, a);
    case "subshell": {
      const errexit = a.errexit;
      sequence(n.children, a);
      a.places = input;
      a.errexit = errexit;
      return stay(input);
    }
    case "list":
      return walkList(n, a);
    case "negated_command": {
      a.inCondition++;
      const f = sequence(n.children, a);
      a.inCondition--;
      return { ok: f.fail, fail: f.ok };
    }
    case "if_statement":
      return walkIf(n, a);
    case "while_statement":
      return walkLoop(n, a);
    case "for_statement":
      for (const c of n.children) if (c.field === "value") evalWord(c, a, true);
      return walkLoop(n, a);
    case "c_style_for_statement":
      for (const c of n.children) if (c.field !== "body") scanSubstitutions(c, a);
      return walkLoop(n, a);
    case "case_statement": {
      const outs: Place[][] = [input];
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else if (c.type === "case_item") {
          a.places = input;
          const f = walk(c, a);
          outs.push(f.ok, f.fail);
        }
      }
      a.places = union(...outs);
      return stay(a.places);
    }
    case "function_definition": {
      const name = childByField(n, "name")?.text ?? "";
      a.functions.add(name);
      const body = childByField(n, "body");
      if (body && callsItself(body, name) && /[|&]/.test(body.text)) {
        a.block("fork_bomb", `function ${name} calls itself in a pipeline or in the background (fork bomb)`);
        return stay(input);
      }
      if (body) {
        a.functionBodies.set(name, body);
        // Judged here too (a function may be called in ways no walk follows), then where it is called.
        const errexit = a.errexit;
        walk(body, a);
        a.places = input;
        a.errexit = errexit;
      }
      return stay(input);
    }
    case "pipeline":
      return walkPipeline(
        n.children.filter((c) => c.named),
        a,
        null,
      );
    case "redirected_statement":
    case "command":
      return walkPipeline([n], a, null);
    case "declaration_command":
    case "unset_command": {
      // `declare -i n=VALUE`: the value is evaluated as arithmetic when it is assigned.
      const integer = n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*i/.test(c.text));
      // `declare -n r=NAME`: NAME (an element's subscript included) is looked up at each use of r.
      const nameref = n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*n/.test(c.text));
      for (const c of n.children) {
        if (c.type === "variable_assignment") {
          walkAssignment(c, a);
          const value = childByField(c, "value");
          if (nameref && value && value.type !== "array")
            elementName(evalWord(value, a, false), a, "`declare -n`");
          if (integer && value && value.type !== "array") {
            const v = evalWord(value, a, false);
            if (v.dyn) {
              if (!NUMERIC_WORD.test(value.text))
                a.grey(
                  "arith_eval",
                  "`declare -i` evaluates a value known only at run time as an expression",
                );
            } else evaluatedExpression(v.s, a, "`declare -i`");
          }
        } else if (c.named) {
          const v = evalWord(c, a, true);
          if (v.dyn && n.text.startsWith("declare"))
            a.grey("dynamic_declare", "declare with a dynamic argument");
          else if (!v.s.startsWith("-")) elementName(v, a, `\`${n.children[0]?.text ?? "declare"}\``);
        }
      }
      return stay(input);
    }
    case "variable_assignment":
      walkAssignment(n, a);
      return stay(input);
    case "variable_assignments":
      for (const c of n.children) if (c.type === "variable_assignment") walkAssignment(c, a);
      return stay(input);
    case "test_command":
      testArithmetic(n, a, n.text.startsWith("[["));
      scanSubstitutions(n, a);
      return stay(input);
    case "arithmetic_expansion":
    case "binary_expression":
    case "unary_expression":
    case "parenthesized_expression":
    case "postfix_expression":
    case "ternary_expression":
    case "heredoc_body":
      scanSubstitutions(n, a);
      return stay(input);
    default:
      if (!SHELL_NOOP_TYPES.has(n.type))
        a.grey("unknown_construct", `unsupported shell construct \`${n.type}\``);
      return stay(input);
  }
}

/** Simple commands, where bash's errexit applies (not to lists, conditions or compound commands). */
function simpleStatement(n: ShNode): boolean {
  return (
    n.type === "command" || (n.type === "redirected_statement" && childByField(n, "body")?.type === "command")
  );
}

/**
 * Statements one after another (`;`, newlines, `&`): each starts where the previous one may have
 * left the shell; one followed by `&` runs in the background, in a subshell. Code after `exit` is
 * still analysed (from the last places that were reachable) but leads nowhere.
 */
export function sequence(children: ShNode[], a: Analysis): Flow {
  let live = a.places;
  let flow = stay(a.places);
  let first = true;
  let prevSimple = false;
  for (let i = 0; i < children.length; i++) {
    const c = children[i]!;
    if (c.field === "value") {
      evalWord(c, a, true);
      continue;
    }
    if (!c.named || c.type === "comment") continue;
    const reach = first
      ? a.places
      : a.errexit && a.inCondition === 0 && prevSimple
        ? flow.ok
        : union(flow.ok, flow.fail);
    a.places = reach.length > 0 ? reach : live;
    let next = children[i + 1];
    while (next && !next.named && next.type === "\n") next = children[children.indexOf(next) + 1];
    if (next?.type === "&") {
      const start = a.places;
      const errexit = a.errexit;
      a.detach("a background job (`&`)", () => {
        walk(c, a);
      });
      a.places = start;
      a.errexit = errexit;
      flow = reach.length > 0 ? stay(reach) : HALT;
    } else {
      const f = walk(c, a);
      flow = reach.length > 0 ? f : HALT;
    }
    if (reach.length > 0) live = reach;
    first = false;
    prevSimple = simpleStatement(c);
  }
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : live;
  return flow;
}

/** `a && b`, `a || b`: the right side runs only where the left one succeeded (failed). */
function walkList(n: ShNode, a: Analysis): Flow {
  const input = a.places;
  let flow: Flow | null = null;
  let op = "";
  const named = n.children.filter((c) => c.named || c.type === "&&" || c.type === "||");
  const last = [...named].reverse().find((c) => c.named);
  for (const c of named) {
    if (!c.named) {
      op = c.type;
      continue;
    }
    // Only the last command of a list is subject to errexit.
    if (c !== last) a.inCondition++;
    if (flow === null) {
      a.places = input;
      flow = walk(c, a);
    } else {
      const reach: Place[] = op === "||" ? flow.fail : flow.ok;
      a.places = reach.length > 0 ? reach : input;
      const f = walk(c, a);
      const g: Flow = reach.length > 0 ? f : HALT;
      flow =
        op === "||"
          ? { ok: union(flow.ok, g.ok), fail: g.fail }
          : { ok: g.ok, fail: union(flow.fail, g.fail) };
    }
    if (c !== last) a.inCondition--;
  }
  flow ??= stay(input);
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : input;
  return flow;
}

/** The condition and the body of an `if` or `elif` (the words before and after `then`). */
function ifParts(n: ShNode): { conds: ShNode[]; body: ShNode[]; clauses: ShNode[] } {
  const conds: ShNode[] = [];
  const body: ShNode[] = [];
  const clauses: ShNode[] = [];
  let inBody = false;
  for (const c of n.children) {
    if (!c.named && c.type === "then") inBody = true;
    else if (c.type === "elif_clause" || c.type === "else_clause") clauses.push(c);
    else if (inBody) body.push(c);
    else conds.push(c);
  }
  return { conds, body, clauses };
}

/** `if`/`elif`/`else`: each branch starts where the conditions before it led. */
function walkIf(n: ShNode, a: Analysis): Flow {
  const input = a.places;
  const top = ifParts(n);
  const oks: Place[][] = [];
  const fails: Place[][] = [];
  let rest = input;
  let reached = true;
  for (const part of [n, ...top.clauses]) {
    const { conds, body } = part === n ? top : ifParts(part);
    a.places = rest.length > 0 ? rest : input;
    let go = a.places;
    if (part.type !== "else_clause") {
      a.inCondition++;
      const cond = sequence(conds, a);
      a.inCondition--;
      go = cond.ok;
      rest = reached ? cond.fail : [];
    } else rest = [];
    a.places = go.length > 0 ? go : input;
    const f = sequence(body, a);
    if (reached && go.length > 0) {
      oks.push(f.ok);
      fails.push(f.fail);
    }
    reached &&= rest.length > 0;
  }
  // No branch taken: `if` succeeds where the last condition failed.
  oks.push(rest);
  const flow = { ok: union(...oks), fail: union(...fails) };
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : input;
  return flow;
}

/**
 * `while`/`until`/`for`: the body runs any number of times. It is walked from where the loop starts
 * and walked again from every new place it may leave the shell in (a body that moves on each pass
 * ends up nowhere known after three passes).
 */
function walkLoop(n: ShNode, a: Analysis): Flow {
  const input = a.places;
  const until = n.children[0]?.type === "until";
  const conds = n.children.filter((c) => c.field === "condition");
  const body = childByField(n, "body");
  let at = input;
  // Where the condition leaves the shell: the loop ends there (`until cd x; do …; done` ends in x,
  // `while ! cd x` too), whichever way the condition went on its last pass.
  const exits: Place[][] = [];
  for (let pass = 0; ; pass++) {
    a.places = at;
    let go = at;
    if (conds.length > 0) {
      a.inCondition++;
      const cond = sequence(conds, a);
      a.inCondition--;
      go = until ? cond.fail : cond.ok;
      exits.push(cond.ok, cond.fail);
    }
    let next = at;
    if (body) {
      a.places = go.length > 0 ? go : at;
      const fx = a.fx;
      const before = fx.writes.length + fx.hosts.length + fx.projectDirs.length + fx.scripts.length;
      const f = walk(body, a);
      if (fx.writes.length + fx.hosts.length + fx.projectDirs.length + fx.scripts.length > before)
        a.loopEffects++;
      next = union(at, f.ok, f.fail);
    }
    if (sameSet(next, at)) break;
    at = pass >= 2 ? [UNKNOWN_PLACE] : next;
    if (pass >= 2) break;
  }
  a.places = union(at, ...exits);
  return stay(a.places);
}

export function walkAssignment(n: ShNode, a: Analysis): void {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  assignedElement(name, a);
  // Appending to PATH (`PATH=$PATH:./node_modules/.bin`) cannot shadow an existing command.
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  assignVariable(name, val, appendsPath, a);
}

/** An assignment that changes what later commands run is grey or judged as the command it names. */
function assignVariable(name: string, val: Val | null, appendsPath: boolean, a: Analysis): void {
  if (val) execVariable(name, val, a);
  if (
    !appendsPath &&
    /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|LD_AUDIT|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(
      name,
    )
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
  if (/^PS[0124]$/.test(name)) {
    promptText(v, a, `the prompt in ${name}`);
    return;
  }
  if (COMMAND_VARS.test(name) || PROGRAM_VARS.test(name)) {
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
  // Package indexes and registries: every later install takes its packages from there.
  if (sourceVariable(name, v, a)) return;
  // Where later programs write, what configuration and code they load (env-vars.ts).
  if (judgeEnvironment(name, v, a)) return;
  // Proxies: every later download goes through that host.
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
    for (const k of keys) pushConfig(a, k, null, `assigning ${name}`);
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

/**
 * `[[ … ]]` evaluates the operands of `-eq`, `-lt`… as arithmetic (a variable's value too), and
 * `-v NAME` (in `[ … ]` too) evaluates an element's subscript (see evaluated.ts).
 */
function testArithmetic(n: ShNode, a: Analysis, extended: boolean): void {
  const visit = (c: ShNode) => {
    if (c.type === "command_substitution" || c.type === "process_substitution") return;
    const op = c.children.find((k) => k.type === "test_operator")?.text;
    if (extended && c.type === "binary_expression" && op !== undefined && /^-(eq|ne|lt|le|gt|ge)$/.test(op))
      arithmeticVariables(c, a, `\`[[ … ${op} … ]]\``);
    else if (c.type === "unary_expression" && op === "-v") {
      const operand = c.children.find((k) => k.named && k.type !== "test_operator");
      if (operand) elementName(evalWord(operand, a, false), a, "`[[ -v … ]]`");
    }
    for (const k of c.children) visit(k);
  };
  visit(n);
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

/**
 * One pipeline: analyses each stage and the data flowing between them. Each stage of a real
 * pipeline runs in a subshell in bash (zsh runs the last one in the shell itself: its `cd` is
 * taken to be possible). A single stage is the statement itself.
 */
export function walkPipeline(stages: ShNode[], a: Analysis, stdin: StdinSource | null): Flow {
  const input = a.places;
  let flowing = stdin;
  let flow = stay(input);
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i]!;
    a.places = input;
    if (stage.type === "command" || stage.type === "redirected_statement") {
      const r = walkCommandStage(stage, a, flowing, i < stages.length - 1);
      flowing = r.out;
      flow = r.flow;
    } else {
      if (flowing?.network && i > 0) {
        // `curl … | ( bash )` and similar: anything downstream of a fetch that is not a plain command.
        a.grey("pipeline", `${flowing.via} output flows into a compound command`);
      }
      flow = walk(stage, a);
      flowing = null;
    }
  }
  if (stages.length === 1) {
    const after = union(flow.ok, flow.fail);
    a.places = after.length > 0 ? after : input;
    return flow;
  }
  a.places = union(input, flow.ok, flow.fail);
  return stay(a.places);
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
): { out: StdinSource | null; flow: Flow } {
  const start = a.places;
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
    return { out: null, flow: walk(intoLastCommand(body, redirects), a) };
  }
  if (body && body.type !== "command") {
    // `{ …; } > file`, `( … ) | x`, `while …; done < file`
    for (const r of redirects) applyRedirect(r, a, "a compound command");
    for (const combo of alternativeBindings(redirects, a))
      redirects.forEach((r, k) => {
        withBindings(combo, k, a, () => boundRedirectWrite(r, a, undefined));
      });
    return { out: null, flow: walk(body, a) };
  }
  if (!body) {
    for (const r of redirects) applyRedirect(r, a, "a redirection");
    return { out: null, flow: stay(start) };
  }
  const cmdRedirects = [...redirects, ...body.children.filter((c) => c.field === "redirect")];
  const argv: Val[] = [];
  // A variable assigned several static values (or IFS assigned one) may expand either way: the
  // command is also judged as each combination of those values makes it.
  const words = body.children.filter((c) => c.field === "name" || c.field === "argument");
  const stageRedirects = cmdRedirectsOf(n, body);
  const flows: Flow[] = [];
  for (const combo of alternativeBindings([...words, ...stageRedirects], a)) {
    const alt = words.flatMap((c, i) => withBindings(combo, i, a, () => evalFields(c, a, false)));
    stageRedirects.forEach((r, k) => {
      alt.push(...withBindings(combo, words.length + k, a, () => redirectedWords(r, a)));
      withBindings(combo, words.length + k, a, () => boundRedirectWrite(r, a, alt[0]));
    });
    if (alt.length > 0) flows.push(runInShell(alt, a, stdin, piped).flow);
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
  if (argv.length > 0) {
    const r = runInShell(argv, a, input, piped || downstream !== null);
    out = r.out;
    flows.push(r.flow);
  }
  const flow =
    flows.length === 0
      ? stay(start)
      : flows.length === 1
        ? flows[0]!
        : { ok: union(...flows.map((f) => f.ok)), fail: union(...flows.map((f) => f.fail)) };
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
    a.places = start;
    const f = walkPipeline(stages, a, out);
    return { out: null, flow: stay(union(start, f.ok, f.fail)) };
  }
  return { out, flow };
}

/** Runs one simple command in the shell itself: a `cd`-like built-in reports where it leaves the shell. */
function runInShell(
  argv: Val[],
  a: Analysis,
  stdin: StdinSource | null,
  piped: boolean,
): { out: StdinSource | null; flow: Flow } {
  const before = a.places;
  a.outcome = null;
  const out = runCommand(argv, a, stdin, piped);
  const flow = a.outcome ?? stay(before);
  a.outcome = null;
  a.places = before;
  return { out, flow };
}

export const SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;

/**
 * A file fed to a command's standard input is read like a reader's operand: a credential file (or a
 * process's environment, whatever its PID is spelled: `/proc/$PPID/environ`) is read into the
 * transcript whichever program then prints it (`tr '\0' '\n' < …`, `while read …; done < …`).
 */
function inputFile(target: Val, a: Analysis, via: string): StdinSource | null {
  if (target.dyn) {
    if (!/^\/dev\/fd\//.test(target.s) && isSecretPath(target.s, a.ctx.home)) {
      a.grey("secret_read", `${via} reads ${show(target)}, which holds credentials`);
      return { text: null, network: false, secret: true, via };
    }
    return null;
  }
  const reveals = a.credentialIn(target);
  if (reveals === false) return null;
  a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
  return { text: null, network: false, secret: true, via };
}

/** Applies one redirect: writes are recorded; heredocs/here-strings become the command's stdin. */
/**
 * A redirection's file write once more under a word's alternative bindings (`echo x >> "$f"` in a
 * loop over `.github/workflows/*`): the write to each path the binding names. Its nested code was
 * walked once already, and what is not a plain file (a device, a descriptor) is judged there.
 */
function boundRedirectWrite(r: ShNode, a: Analysis, head: Val | undefined): void {
  if (r.type !== "file_redirect") return;
  const op = r.children.find((c) => !c.named)?.text ?? ">";
  if (!/^(>|>>|>\||&>|&>>)$/.test(op)) return;
  const dest =
    childByField(r, "destination") ?? r.children.filter((c) => c.named && c.type !== "file_descriptor").pop();
  if (!dest) return;
  const target = evalWord(dest, a, false);
  if (target.dyn || target.s.startsWith("/dev/")) return;
  a.write(
    target,
    "write",
    `${head ? `\`${show(head)}\`` : "a compound command"} (redirect ${op})`,
    undefined,
    true,
  );
}

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
  if (op === "<") return inputFile(target, a, via);
  if (op === "<&" || op === "<&-" || op === ">&-") return null;
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
  a.write(target, "write", `${via} (redirect ${op})`, undefined, true);

  return null;
}
