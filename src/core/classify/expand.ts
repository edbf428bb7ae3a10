import { type Analysis, LOOP_ITEM } from "./analysis.js";
import type { ShNode } from "./ast.js";
import { arithmeticVariables, expansionArithmetic, promptText } from "./evaluated.js";
import { boundValue, derivedValue, isBound } from "./loop-values.js";
import { commandBase, DYN, lit, type Val } from "./values.js";

/**
 * Bash brace expansion (`{rm,-rf,~}`, `/{etc,usr}`, `{a..c}`) turns one word into several, and the
 * words it produces then get tilde expansion. Only unquoted braces expand; a word whose raw text has
 * quotes or `$` around its braces is left as is (it stays a literal, which is never less strict).
 */
export function braceExpand(n: ShNode, v: Val, a: Analysis): Val[] {
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

export function expandBraces(s: string, depth: number): string[] {
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

export const SECRET_VAR =
  /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;

/**
 * Evaluates a word node to its value after quote removal and the expansions that can be known.
 * With `walkNested`, statements inside substitutions are analysed too (each exactly once).
 */
export function evalWord(n: ShNode, a: Analysis, walkNested: boolean): Val {
  const parts: Val[] = [];
  evalInto(n, a, walkNested, parts, false);
  return joinParts(parts);
}

/** Marks an unquoted expansion's value for field splitting (and globbing) by evalFields. */
function splitting(v: Val, a: Analysis): Val {
  // Any assignment to IFS makes the splitting of every unquoted expansion unknowable.
  if (a.ifs === null) return { ...v, s: DYN, dyn: true, split: true };
  if (v.dyn) return { ...v, split: true };
  return { ...v, split: true, glob: /[*?[]/.test(v.s) };
}

/**
 * Field separators as bash applies them: IFS whitespace runs collapse; each other IFS character
 * ends a field, with the IFS whitespace around it. An empty IFS does not split.
 */
function ifsPattern(ifs: string): RegExp {
  if (ifs === "") return /(?!)/;
  const esc = (s: string) => s.replace(/[\\\]^-]/g, "\\$&");
  const ws = [...ifs].filter((c) => c === " " || c === "\t" || c === "\n").join("");
  const other = [...ifs].filter((c) => !ws.includes(c)).join("");
  const wsClass = ws === "" ? "" : `[${esc(ws)}]`;
  const parts: string[] = [];
  if (other !== "")
    parts.push(`${wsClass ? `${wsClass}*` : ""}[${esc(other)}]${wsClass ? `${wsClass}*` : ""}`);
  if (wsClass) parts.push(`${wsClass}+`);
  return new RegExp(parts.join("|"));
}

/**
 * The words a command word becomes at run time (bash's word expansion, in order): brace
 * expansion, tilde, parameter and command substitution, field splitting of unquoted expansions
 * on the default IFS (an expansion that is empty vanishes), glob characters noted. A word whose
 * unquoted expansion is unknown stays one word marked `split` (it may be any number of words).
 */
export function evalFields(n: ShNode, a: Analysis, walkNested: boolean): Val[] {
  const parts: Val[] = [];
  evalInto(n, a, walkNested, parts, false);
  if (!parts.some((p) => (p.split && !p.dyn) || p.fields)) return braceExpand(n, joinParts(parts), a);
  const fields: Val[] = [];
  let cur: Val[] = [];
  /** The field under construction holds a quoted or literal part, so it exists even if empty. */
  let solid = false;
  const flush = () => {
    if (solid || cur.some((p) => p.s !== "")) fields.push(joinParts(cur));
    cur = [];
    solid = false;
  };
  for (const p of parts) {
    if (p.fields && !p.split) {
      // `"${arr[@]}"`: one word per element (none for an empty array).
      p.fields.forEach((f, i) => {
        if (i > 0) flush();
        cur.push({ ...p, s: f, fields: undefined });
        solid = true;
      });
      continue;
    }
    if (!p.split || p.dyn) {
      cur.push(p);
      solid = true;
      continue;
    }
    const pieces = p.s.split(ifsPattern(a.currentIfs));
    pieces.forEach((piece, i) => {
      if (i > 0) flush();
      if (piece !== "") cur.push({ ...p, s: piece, split: false, glob: /[*?[]/.test(piece) });
    });
  }
  flush();
  return fields;
}

function joinParts(parts: Val[]): Val {
  let s = "";
  let dyn = false;
  let glob = false;
  let secret: 0 | 1 | 2 = 0;
  let net = false;
  let split = false;
  for (const p of parts) {
    s += p.s;
    dyn ||= p.dyn;
    glob ||= p.glob;
    net ||= p.net === true;
    split ||= p.split === true && p.dyn;
    if (p.secret > secret) secret = p.secret;
  }
  const v: Val = net ? { s, dyn, glob, secret, net } : { s, dyn, glob, secret };
  if (split) v.split = true;
  return v;
}

export const dynVal = (secret: 0 | 1 | 2 = 0): Val => ({ s: DYN, dyn: true, glob: false, secret });

export function evalInto(n: ShNode, a: Analysis, walkNested: boolean, out: Val[], quoted: boolean): void {
  switch (n.type) {
    case "word":
    case "number":
    case "extglob_pattern":
    case "regex":
    case "special_variable_name":
    case "variable_name":
    case "string_content":
    case "heredoc_content":
      // Inside double quotes a backslash escapes only $ ` " \ and a newline (which it removes).
      out.push(
        quoted
          ? lit(
              n.type === "heredoc_content"
                ? n.text
                : n.text.replace(/\\([$`"\\\n])/g, (_m, c: string) => (c === "\n" ? "" : c)),
            )
          : unquotedWord(n.text, a, out.length === 0),
      );
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
      out.push(quoted ? expandVariable(n, a, walkNested) : splitting(expandVariable(n, a, walkNested), a));
      return;
    case "command_substitution": {
      const inner = n.children.filter((c) => c.named);
      const secret = inner.some((c) => readsSecrets(c, a)) ? 2 : 0;
      if (walkNested) for (const c of inner) a.walker.statement(c, a);
      const here = printedDir(inner, a);
      if (here !== null) {
        out.push(lit(here));
        return;
      }
      const sub: Val = fetches(n) ? { ...dynVal(secret), net: true } : dynVal(secret);
      out.push(quoted ? sub : { ...sub, split: true });
      return;
    }
    case "process_substitution":
      if (walkNested) for (const c of n.children) if (c.named) a.walker.statement(c, a);
      // It becomes a /dev/fd/N path (a pipe), never a file on disk.
      out.push(
        fetches(n) ? { ...dynVal(), s: `/dev/fd/${DYN}`, net: true } : { ...dynVal(), s: `/dev/fd/${DYN}` },
      );
      return;
    case "arithmetic_expansion":
      if (walkNested) {
        a.walker.substitutions(n, a);
        arithmeticVariables(n, a, "an arithmetic expansion");
      }
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
      if (walkNested) a.walker.substitutions(n, a);
      out.push(dynVal());
  }
}

/** An unquoted literal word: backslash escapes removed, leading `~` expanded, glob characters noted. */
export function unquotedWord(text: string, a: Analysis, first: boolean): Val {
  let s = "";
  let glob = false;
  /** Where in `s` a `~` was escaped (`\~`): no tilde-prefix. */
  const escaped = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\") {
      if (text[i + 1] === "\n") {
        i++;
        continue;
      }
      if (i + 1 < text.length) {
        if (text[i + 1] === "~") escaped.add(s.length);
        s += text[++i];
      }
      continue;
    }
    if (ch === "*" || ch === "?" || ch === "[") glob = true;
    s += ch;
  }
  if (!first) return { s, dyn: s.includes(DYN), glob, secret: 0 };
  if (text.startsWith("~")) {
    const t = tildePrefix(s, a);
    if (t === null) return { s: DYN + s, dyn: true, glob, secret: 0 };
    s = t;
  } else {
    // bash (not in POSIX mode) expands a tilde-prefix after the `=` and after each `:` of a word
    // that looks like an assignment, wherever it stands: `dd of=~/.bashrc` writes $HOME/.bashrc.
    const name = /^[A-Za-z_][A-Za-z0-9_]*=/.exec(s);
    if (name && s.includes("~")) {
      const parts: string[] = [];
      let at = name[0].length;
      for (const piece of s.slice(at).split(":")) {
        if (piece.startsWith("~") && !escaped.has(at)) {
          const t = tildePrefix(piece, a);
          if (t === null) return { s: DYN + s, dyn: true, glob, secret: 0 };
          parts.push(t);
        } else parts.push(piece);
        at += piece.length + 1;
      }
      s = name[0] + parts.join(":");
    }
  }
  return { s, dyn: s.includes(DYN), glob, secret: 0 };
}

/** `s` (which starts with `~`) with its tilde-prefix expanded; null when what it names is unknown. */
function tildePrefix(s: string, a: Analysis): string | null {
  const slash = s.indexOf("/");
  const user = slash === -1 ? s.slice(1) : s.slice(1, slash);
  const rest = slash === -1 ? "" : s.slice(slash);
  if (user === "") {
    // `~` is $HOME at run time: a script that reassigns HOME makes it unknown.
    const home = a.env.get("HOME");
    return home === null || home === undefined ? null : home + rest;
  }
  if (user === "+" || user === "-") {
    const dir = shellDir(a, user === "+" ? "PWD" : "OLDPWD");
    return dir === null ? null : dir + rest;
  }
  return null;
}

export function expandVariable(n: ShNode, a: Analysis, walkNested: boolean): Val {
  const nameNode = n.children.find((c) => c.type === "variable_name" || c.type === "special_variable_name");
  const name = nameNode?.text ?? "";
  const secret: 0 | 1 = SECRET_VAR.test(name) ? 1 : 0;
  // Anything beyond a plain `${NAME}` (defaults, slicing, substitution, indirection) is dynamic,
  // but nested substitutions inside it still run and are analysed.
  const plain = n.type === "simple_expansion" || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(n.text);
  // `${arr[@]}`, `${arr[*]}`, `${arr[2]}`, `$arr` of an array known statically.
  const indexed = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\[(@|\*|\d+)\]\}$/.exec(n.text);
  const arrayName = indexed?.[1] ?? (plain ? name : null);
  if (arrayName !== null && a.arrays.has(arrayName)) {
    const elems = a.arrays.get(arrayName);
    if (!elems) return dynVal(secret);
    const index = indexed?.[2] ?? "0";
    if (index === "@") return { ...lit(elems.join(" ")), fields: elems };
    if (index === "*") return lit(elems.join(" "));
    return lit(elems[Number(index)] ?? "");
  }
  if (walkNested) for (const c of n.children) if (c.named && c !== nameNode) a.walker.substitutions(c, a);
  // Removing a suffix (`${f%.ts}`) from a confined loop item leaves it confined.
  if (!plain && /^\$\{[A-Za-z_][A-Za-z0-9_]*%%?[^}]*\}$/.test(n.text) && a.env.get(name) === LOOP_ITEM)
    return lit(LOOP_ITEM);
  // A loop word bound by the walker (loop-values.ts): itself, or some path beside it.
  const bound = a.env.get(name);
  if (isBound(bound)) {
    if (plain) return boundValue(bound);
    const op = /^\$\{[A-Za-z_][A-Za-z0-9_]*(%|#)/.exec(n.text)?.[1];
    if (op) return derivedValue(bound, op === "%" ? "suffix" : "prefix");
  }
  // `${x@P}` expands x's value as a prompt: command substitutions in it run.
  if (walkNested && /^\$\{[A-Za-z_][A-Za-z0-9_]*@P\}$/.test(n.text)) {
    const known = a.env.get(name);
    promptText(known === undefined || known === null ? dynVal() : lit(known), a, `\`\${${name}@P}\``);
  }
  if (walkNested && !plain) expansionArithmetic(n.text, a);
  if (!plain) return dynVal(secret);
  // `$PWD`/`$OLDPWD` follow the shell's moves (unless the script assigns them itself).
  if ((name === "PWD" && a.env.get("PWD") === a.ctx.cwd) || (name === "OLDPWD" && !a.env.has("OLDPWD"))) {
    const dir = shellDir(a, name);
    return dir === null ? dynVal() : lit(dir);
  }
  const known = a.env.get(name);
  if (known === undefined && a.secretEnv) return dynVal(2);
  if (known === undefined || known === null) return dynVal(secret);
  return lit(known);
}

/** Commands that only move the shell (or print where it is) in `$(cd x && pwd)`. */
const MOVES_ONLY = /^(cd|pushd|popd|pwd)$/;

/**
 * What `$(pwd)`, `$(cd packages/api && pwd)`, `$(cd x; pwd -P)` print: the directory the shell is
 * in when its `pwd` runs, when every command before it only moves the shell (silently) and that
 * directory is certain.
 */
function printedDir(inner: ShNode[], a: Analysis): string | null {
  const commands: ShNode[] = [];
  const collect = (n: ShNode): boolean => {
    if (n.type === "list") return n.children.every((c) => !c.named || collect(c));
    if (n.type === "redirected_statement") {
      const body = n.children.find((c) => c.field === "body");
      const quiet = n.children.every((c) => c === body || !c.named || /^\d?>\s*\/dev\/null$/.test(c.text));
      return quiet && body !== undefined && collect(body);
    }
    if (n.type !== "command") return false;
    commands.push(n);
    return true;
  };
  if (inner.length === 0 || !inner.every(collect)) return null;
  const names = commands.map((c) => c.children.find((x) => x.field === "name")?.text ?? "");
  if (!names.every((x) => MOVES_ONLY.test(x)) || names.at(-1) !== "pwd" || names.slice(0, -1).includes("pwd"))
    return null;
  // `pushd`/`popd` print the stack unless silenced, `cd -` prints where it goes.
  if (commands.some((c, k) => names[k] !== "pwd" && names[k] !== "cd" && !/>\s*\/dev\/null/.test(c.text)))
    return null;
  const places = a.places;
  try {
    // Where `pwd` ran: the places after the whole list succeeded.
    const flow = a.walker.body(
      { type: "compound_statement", named: true, field: null, text: "", error: false, children: inner },
      a,
    );
    a.places = flow.ok;
    return flow.ok.length > 0 ? shellDir(a, "PWD") : null;
  } finally {
    a.places = places;
  }
}

/** The working directory (or OLDPWD) when it is the same in every place the shell may be, else null. */
function shellDir(a: Analysis, which: "PWD" | "OLDPWD"): string | null {
  const dirs = new Set(a.places.map((p) => (which === "PWD" ? p.pwd : p.oldpwd)));
  const [only] = dirs;
  return dirs.size === 1 && only !== undefined ? only : null;
}

export function decodeAnsiC(body: string): string {
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

export const FETCHERS = new Set([
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
export function fetches(n: ShNode): boolean {
  if (n.type === "command_name")
    return FETCHERS.has(commandBase(n.text.replace(/^\\/, "").replace(/^["']|["']$/g, "")));
  return n.children.some(fetches);
}

export const ENV_DUMPERS = new Set(["env", "printenv", "set", "export", "declare", "compgen"]);

/** True when a substitution's commands print the environment or read a secret file. */
export function readsSecrets(n: ShNode, a: Analysis): boolean {
  if (n.type === "command") {
    const words = n.children
      .filter((c) => c.field === "name" || c.field === "argument")
      .map((c) => evalWord(c, a, false));
    const name = words[0] ? commandBase(words[0].s) : "";
    if (ENV_DUMPERS.has(name) && words.length <= 2) return true;
    if (words.some((w) => !w.dyn && a.secretFile(w.s))) return true;
  }
  return n.children.some((c) => readsSecrets(c, a));
}
