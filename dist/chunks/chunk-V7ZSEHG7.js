import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  shQuote
} from "./chunk-FXFXURWO.js";
import {
  SHELL_STARTUP_FILES
} from "./chunk-AM6P3SUG.js";
import {
  ViolationChecker
} from "./chunk-YT7Y3P5F.js";
import {
  require_picomatch
} from "./chunk-4VQ2XZDF.js";
import {
  isWithin,
  lexicalAbsolute
} from "./chunk-DAMF7RYP.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";
import {
  __toESM
} from "./chunk-IMH2DE2T.js";

// src/core/classify/engine.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
import { posix as posix10 } from "node:path";

// src/core/classify/prompt.ts
function promptCommands(prompt) {
  const out = [];
  const text = prompt.slice(0, 2e4);
  for (const m of text.matchAll(/```[\w-]*\n([\s\S]*?)```/g)) out.push(m[1]);
  for (const m of text.matchAll(/`([^`\n]+)`/g)) out.push(m[1]);
  const prose = text.replace(/```[\s\S]*?```/g, "\n").replaceAll("`", "");
  for (const clause of prose.split(/\n|;|\.\s+|,?\s+(?:and\s+)?then\s+|\s+and\s+(?=[a-z]+\s+-)/i)) {
    const c = clause.trim().replace(
      /^(?:(?:please|now|first|finally|also|then|and|just|run|execute|exec|do|type|call|invoke)\b[:,]?\s*)+/i,
      ""
    ).replace(/[.!]+$/, "");
    if (c.length > 1 && c.length < 2e3) out.push(c);
    if (out.length > 64) break;
  }
  return out.slice(0, 64);
}

// src/core/classify/sensitive-paths.ts
import { posix } from "node:path";
function sensitiveWrite(abs, home) {
  const p = posix.normalize(abs);
  const inHome = (rel) => p === `${home}/${rel}` || p.startsWith(`${home}/${rel}/`);
  if (/\/\.git\/hooks(\/|$)/.test(p)) return { rule: "persistence", what: "a git hook" };
  if (/^\/etc\/(cron|anacron|systemd|init\.d|rc\.local|profile|bash\.bashrc|environment|ld\.so\.preload|sudoers)/.test(
    p
  ))
    return { rule: "persistence", what: "system start-up or scheduling configuration" };
  if (/^\/(var\/spool\/cron|Library\/Launch(Agents|Daemons)|usr\/lib\/systemd)/.test(p))
    return { rule: "persistence", what: "a scheduled or start-up service" };
  for (const rc of SHELL_STARTUP_FILES) {
    if (p === `${home}/${rc}`) return { rule: "persistence", what: `the shell start-up file ~/${rc}` };
  }
  if (inHome(".ssh")) return { rule: "persistence", what: "~/.ssh (keys, authorized_keys, config)" };
  if (inHome(".config/systemd") || inHome("Library/LaunchAgents") || inHome(".config/autostart"))
    return { rule: "persistence", what: "a user service or autostart entry" };
  if (inHome(".config/fish")) return { rule: "persistence", what: "the fish shell configuration" };
  if (p === `${home}/.gitconfig` || inHome(".config/git"))
    return { rule: "persistence", what: "the global git configuration" };
  if (inHome(".claude") || /\/\.claude\/(settings(\.local)?\.json|hooks)(\/|$)/.test(p))
    return { rule: "self_modification", what: "Claude Code settings or hooks" };
  if (inHome(".codex") || /\/\.codex\/(hooks\.json|config\.toml)$/.test(p))
    return { rule: "self_modification", what: "Codex configuration or hooks" };
  if (inHome(".config/opencode") || /\/\.opencode\/(plugins?|opencode\.jsonc?)(\/|$)/.test(p) || /\/opencode\.jsonc?$/.test(p))
    return { rule: "self_modification", what: "opencode configuration or plugins" };
  if (inHome(".config/forge-gate") || inHome(".local/state/forge-gate") || /\/\.forge-gate(\/|$)/.test(p))
    return { rule: "self_modification", what: "forge-gate's own configuration or state" };
  return null;
}

// src/core/classify/shell.ts
import { posix as posix9 } from "node:path";

// src/core/classify/analysis.ts
import { posix as posix2 } from "node:path";

// src/core/classify/ast.ts
function childByField(n, field) {
  return n.children.find((c) => c.field === field);
}
function uncoveredText(root, source) {
  const covered = new Uint8Array(source.length);
  let positioned = true;
  const mark = (n) => {
    if (n.start === void 0) {
      positioned = false;
      return;
    }
    if (n.children.length === 0) covered.fill(1, n.start, n.start + n.text.length);
    else for (const c of n.children) mark(c);
  };
  mark(root);
  if (!positioned) return null;
  for (let i = 0; i < source.length; i++) {
    if (covered[i]) continue;
    const ch = source[i];
    if (ch === " " || ch === "	" || ch === "\n" || ch === "\r") continue;
    if (ch === "\\" && source[i + 1] === "\n") {
      i++;
      continue;
    }
    let end = i;
    while (end < source.length && !covered[end] && !/\s/.test(source[end])) end++;
    return { index: i, text: source.slice(i, end) };
  }
  return null;
}

// src/core/classify/effects.ts
function emptyEffects() {
  return {
    findings: [],
    writes: [],
    hosts: [],
    projectDirs: [],
    scripts: [],
    linkTargets: [],
    commands: [],
    readOnly: true
  };
}

// src/core/classify/values.ts
var DYN = "\0";
function commandBase(s) {
  const cut = s.lastIndexOf("/");
  return cut === -1 ? s : s.slice(cut + 1);
}
function isSecretPath(p, home) {
  const h = p.startsWith("~/") ? home + p.slice(1) : p;
  if (/\.env\.(example|sample|template|dist|defaults)$|\.pub$/.test(h)) return false;
  if (!h.startsWith("/"))
    return /(^|\/)(\.env(\.[\w.-]+)?|id_(rsa|dsa|ecdsa|ed25519)|\.netrc|\.git-credentials)$/.test(h);
  return /\/\.ssh\/(id_[^/]*|.*_key|authorized_keys)$/.test(h) || /\/\.(aws\/credentials|aws\/config|netrc|git-credentials|pgpass|npmrc|pypirc|docker\/config\.json|kube\/config)$/.test(
    h
  ) || /\/\.config\/(gh\/hosts\.yml|gcloud\/.*|hub|rclone\/rclone\.conf|git\/credentials)$/.test(h) || /\/\.(azure\/.*|terraform\.d\/credentials\.tfrc\.json|terraformrc|cargo\/credentials(\.toml)?|gem\/credentials|my\.cnf|vault-token|boto|s3cfg|dockercfg|composer\/auth\.json|m2\/settings\.xml|gradle\/gradle\.properties|config\/configstore\/.*|yarnrc\.yml)$/.test(
    h
  ) || /\/\.gnupg\//.test(h) || /^\/etc\/(shadow|gshadow|sudoers)/.test(h) || /^\/proc\/[^/]+\/environ$/.test(h) || /\/[^/]*\.(pem|key|p12|pfx|jks|keystore|ppk)$|\/id_(rsa|dsa|ecdsa|ed25519)[^/]*$/.test(h) || /\/\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|rediscli|lesshst)_?history$|\/\.zhistory$/.test(h) || /(^|\/)\.env(\.[\w-]+)?$/.test(h);
}
function isSecretDir(p, home) {
  const h = p.startsWith("~/") ? home + p.slice(1) : p.replace(/\/+$/, "");
  return new RegExp(
    `^${home.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\.(ssh|aws|gnupg|kube|docker|config/gh|config/gcloud|password-store)$`
  ).test(h);
}
function hostOf(raw) {
  if (raw.includes(DYN)) return null;
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)/.exec(raw);
  if (m) return m[1].toLowerCase();
  if (/^[\w.-]+\.[a-zA-Z]{2,}(:\d+)?(\/|$)/.test(raw)) return (raw.split(/[:/]/)[0] ?? "").toLowerCase();
  const scp = /^[\w.-]+@([\w.-]+\.[a-zA-Z]{2,}|\[[^\]]+\]):/.exec(raw);
  if (scp) return scp[1].toLowerCase();
  return null;
}
function show(v) {
  return v.s.replaceAll(DYN, "\u2026");
}
function quoteForShell(s) {
  return `'${s.replaceAll("'", "'\\''")}'`;
}
function revealsSecrets(p, home, recursive) {
  if (p.startsWith("~")) return false;
  const h = p.replace(/(.)\/+$/, "$1");
  const fixed = h.split(/[*?[{]/)[0].replace(/\/[^/]*$/, (m) => h.length > m.length ? m : "");
  const stem = /[*?[{]/.test(h) ? fixed.replace(/\/+$/, "") || "/" : h;
  if (isSecretPath(h, home) || isSecretPath(stem, home)) return true;
  for (let d = stem; d.length > 1; d = d.slice(0, d.lastIndexOf("/")) || "/")
    if (isSecretDir(d, home)) return true;
  if (!recursive || !h.startsWith("/")) return false;
  const dirs = [
    ".ssh",
    ".aws",
    ".gnupg",
    ".kube",
    ".docker",
    ".config/gh",
    ".config/gcloud",
    ".password-store"
  ];
  return dirs.some((d) => `${home}/${d}`.startsWith(stem === "/" ? "/" : `${stem}/`));
}

// src/core/classify/analysis.ts
var DEFAULT_IFS = " 	\n";
var LOOP_ITEM = "__forge_gate_loop_item__";
var MAX_SOURCE = 256 * 1024;
var MAX_WORDS = 1e4;
var MAX_GROUPS = 1e3;
function countChar(s, code) {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === code) n++;
  return n;
}
function countWords(s) {
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
var Analysis = class {
  constructor(ctx, walker) {
    this.ctx = ctx;
    this.walker = walker;
    this.cwds = [ctx.cwd];
  }
  ctx;
  walker;
  fx = emptyEffects();
  /** Possible working directories at this point (null = unknown). `cd` adds possibilities. */
  cwds;
  env = /* @__PURE__ */ new Map();
  /** Variables assigned a few different static values in the script: each may be the one in use. */
  alternatives = /* @__PURE__ */ new Map();
  /** Arrays assigned exactly one static list of elements in the script (null: unknown). */
  arrays = /* @__PURE__ */ new Map();
  /** Files downloaded earlier in this script (executing them is download-and-execute). */
  downloaded = /* @__PURE__ */ new Set();
  /** Files this command writes through redirections (running one of them runs generated code). */
  written = /* @__PURE__ */ new Set();
  /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
  writtenText = /* @__PURE__ */ new Map();
  /** Names of functions defined in the script (calling them is analysed through their bodies). */
  functions = /* @__PURE__ */ new Set();
  depth = 0;
  /**
   * The values IFS may hold (the default, then each static value the script assigns), or null when
   * one assignment is dynamic: how unquoted expansions split cannot then be known.
   */
  ifs = [DEFAULT_IFS];
  /** The IFS value the word expander splits with now (one of `ifs`). */
  currentIfs = DEFAULT_IFS;
  grey(rule, reason) {
    this.fx.findings.push({ level: "grey", rule, reason });
    this.fx.readOnly = false;
  }
  block(rule, reason) {
    this.fx.findings.push({ level: "block", rule, reason });
    this.fx.readOnly = false;
  }
  /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
  write(target, op, via) {
    if (!target.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(target.s)) return;
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey(
        "dynamic_target",
        `${via} writes to a path that cannot be known before it runs (${show(target)})`
      );
      return;
    }
    for (const p of paths) {
      this.fx.writes.push({ path: p, op, via });
      const norm = posix2.normalize(p);
      this.written.add(norm);
      if (op !== "meta") this.writtenText.delete(norm);
    }
  }
  /** Project tooling (npm, make, cargo…) runs here and may write below it. */
  project(via, dir) {
    this.fx.readOnly = false;
    const dirs = dir ? this.resolve(dir) : this.cwds.every((c) => c !== null) ? this.cwds : null;
    if (dirs === null) {
      this.grey("dynamic_cwd", `${via} runs in a directory that cannot be known before it runs`);
      return;
    }
    for (const d of dirs) if (!this.fx.projectDirs.includes(d)) this.fx.projectDirs.push(d);
  }
  /** A script executed by path. */
  script(target, via) {
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey("dynamic_script", `${via} runs a script whose path cannot be known before it runs`);
      return;
    }
    for (const p of paths) {
      const norm = posix2.normalize(p);
      if (this.downloaded.has(norm)) {
        this.block("download_exec", `${via} runs ${p}, which this command just downloaded`);
      } else if (this.written.has(norm)) {
        const text = this.writtenText.get(norm);
        const shell = /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) || text !== void 0 && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text);
        if (text !== void 0 && shell) this.nested(text, `${via} ${p}`);
        else if (text !== void 0 && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          this.walker.inline({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
  }
  /** Analyses a command this one runs (a wrapper's inner command), with every rule. */
  run(argv, stdin, piped) {
    return this.walker.run(argv, this, stdin, piped);
  }
  host(raw, via, sends) {
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
  resolve(v) {
    if (v.dyn || v.s === "") return null;
    if (v.s.startsWith("/")) return [v.s];
    const out = [];
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
  parseScript(source, what) {
    if (source.includes("\0")) {
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
        `${what} opens more than ${MAX_GROUPS} parentheses (nested substitutions or subshells)`
      );
      return null;
    }
    if (countWords(source) > MAX_WORDS) {
      this.grey("too_large", `${what} has more than ${MAX_WORDS} words`);
      return null;
    }
    let text = source;
    for (let attempt = 0; ; attempt++) {
      let parsed;
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
        `${what} holds text the parser dropped (${JSON.stringify(gap.text.slice(0, 40))})`
      );
      return parsed.root;
    }
  }
  /** Analyses a script given as a string (bash -c, eval, a heredoc fed to a shell). */
  nested(source, via) {
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
};

// src/core/classify/commands/git.ts
import { posix as posix3 } from "node:path";

// src/core/classify/options.ts
var DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;
function normArg(v) {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}
var lit = (s) => ({ s, dyn: false, glob: false, secret: 0 });
var dyn = () => ({ s: DYN, dyn: true, glob: false, secret: 0 });
function parseOpts(args, withValue, stopAtPositional = false) {
  const opts = [];
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    const raw = args[i];
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
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        if (withValue.includes(name)) {
          const rest = s.slice(j + 1);
          opts.push({ name, value: rest !== "" ? lit(rest) : args[++i] ?? null });
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
var has = (p, ...names) => p.opts.some((o) => names.includes(o.name));
var optValue = (p, ...names) => p.opts.find((o) => names.includes(o.name))?.value ?? null;
var optValues = (p, ...names) => p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value);
function spec(desc, positional = "read") {
  return new LazySpec(desc, positional);
}
var LazySpec = class {
  constructor(desc, role) {
    this.desc = desc;
    this.role = role;
  }
  desc;
  role;
  #built = null;
  #get() {
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
};
function buildSpec(desc, positional) {
  const opts = /* @__PURE__ */ new Map();
  let posix11 = false;
  let numeric = false;
  let harmful = false;
  let singleDash = false;
  for (const tok of desc.split(/\s+/)) {
    if (tok === "") continue;
    if (tok === "+") posix11 = true;
    else if (tok === "-") singleDash = true;
    else if (tok === "#") numeric = true;
    else {
      const bang = tok.indexOf("!");
      if (bang !== -1) {
        const role2 = tok.slice(bang + 1);
        if (role2 === "command" || role2 === "write") harmful = true;
        opts.set(tok.slice(0, bang), { arity: 0, role: role2 });
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
      opts.set(name, { arity: attached ? "attached" : 1, role });
    }
  }
  return singleDash ? { opts, posix: posix11, numeric, positional, harmful, singleDash } : { opts, posix: posix11, numeric, positional, harmful };
}
function mayBeOption(v) {
  return v.dyn && (v.split === true || v.s.startsWith(DYN));
}
function parseSpec(args, sp) {
  const opts = [];
  const positional = [];
  const unknown = [];
  let opaque = false;
  const takeBoth = (name, value, next) => {
    if (!/^--[A-Za-z][\w.-]*(=\S*)?$/.test(normArg(value)) || value.dyn) return false;
    unknown.push(normArg(value));
    if (next) opts.push({ name, value: next });
    return next !== void 0;
  };
  for (let i = 0; i < args.length; i++) {
    const raw = args[i];
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
    if (s.startsWith("--") && s.length > 2 || sp.singleDash && /^-[A-Za-z]/.test(s)) {
      const eq = s.indexOf("=");
      const bare = eq === -1 ? s : s.slice(0, eq);
      const name = sp.singleDash ? bare.replace(/^--/, "-") : bare;
      const o = sp.opts.get(name);
      if (!o || o.arity === 0 && eq !== -1) unknown.push(s.replaceAll(DYN, "\u2026"));
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
          unknown.push(s.replaceAll(DYN, "\u2026"));
          break;
        }
        if (o.arity !== 0) {
          const rest = s.slice(j + 1);
          const value = rest !== "" ? { ...raw, s: rest } : o.arity === 1 ? args[++i] ?? null : null;
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

// src/core/classify/commands/account.ts
function account(via, args, sp, a, runs = "grey") {
  const p = parseSpec(args, sp);
  if (p.unknown.length > 0)
    a.grey("unknown_option", `${via} is given an option forge-gate does not know (${p.unknown[0]})`);
  if (p.opaque && sp.harmful)
    a.grey(
      "dynamic_option",
      `${via} gets a word whose value cannot be known where an option that writes or runs a program could stand`
    );
  for (const o of p.opts) {
    const role = sp.opts.get(o.name)?.role;
    if (role === "write") {
      if (o.value) a.write(o.value, "write", `${via} ${o.name}`);
    } else if (role === "dir" && runs === "grey") {
      if (o.value) a.project(`${via} ${o.name}`, o.value);
    } else if (role === "command" && runs === "grey") {
      a.grey("runs_program", `${via} ${o.name} runs a program (${o.value ? show(o.value) : "\u2026"})`);
    }
  }
  if (sp.positional === "write") for (const v of p.positional) a.write(v, "write", via);
  return p;
}

// src/core/classify/commands/gh-specs.ts
var COMMON = "-R= --repo= --help";
var FMT = "-q= --jq= --json=? -t= --template=";
var S = (desc) => spec(`${COMMON} ${desc}`, "data");
var BODY = "-b= --body= -F=read --body-file=read -e --editor";
var COMMENT = `${BODY} --create-if-none --edit-last -w --web --yes`;
var EDIT = "--add-assignee= --add-label= --add-project= --remove-assignee= --remove-label= --remove-project= -m= --milestone= --remove-milestone -t= --title= -b= --body= -F=read --body-file=read";
var SEARCH = `-L= --limit= -w --web ${FMT} --owner= --language= --state= --sort= --order= --match= --created= --updated= --author= --assignee= --label= --visibility= --archived=? --extension= --filename= --size= --stars= --topic= --include-forks= --merged --merged-at= --closed= --base= -B= --head= -H= --review= --review-requested= --reviewed-by= --draft --checks= --mentions= --commenter= --involves= --milestone= --no-assignee --no-label --no-milestone --no-project --project= --app= --interactions= --reactions= --comments= --locked --team-mentions= --forks= --good-first-issues= --help-wanted-issues= --followers= --number-topics= --license= --committer= --author-date= --committer-date= --author-email= --author-name= --committer-email= --committer-name= --hash= --parent= --tree= --include-prs --in= --is= --owner=`;
var GH_SPECS = {
  api: S(
    "-X= --method= -f= --raw-field= -F= --field= -H= --header= --input=read -q= --jq= -t= --template= --cache= -i --include --paginate --slurp --silent --verbose -p= --preview="
  ),
  status: S("-e= --exclude= -o= --org="),
  browse: S(
    "-b= --branch= -c --commit=? -n --no-browser -p --projects -r --releases -s --settings -w --wiki"
  ),
  search: S(SEARCH),
  "auth status": S("-a --active -h= --hostname= -t --show-token"),
  "pr list": S(
    `-a= --assignee= -A= --author= -B= --base= -d --draft -H= --head= -l= --label= -L= --limit= -S= --search= -s= --state= -w --web --app= ${FMT}`
  ),
  "pr view": S(`-c --comments -w --web ${FMT}`),
  "pr diff": S("--color= --name-only --patch -w --web"),
  "pr checks": S(`--fail-fast -i= --interval= --required --watch -w --web ${FMT}`),
  "pr status": S(`-c --conflict-status ${FMT}`),
  "pr create": S(
    `-a= --assignee= -B= --base= ${BODY} -d --draft --dry-run -f --fill --fill-first --fill-verbose -H= --head= -l= --label= -m= --milestone= --no-maintainer-edit -p= --project= --recover=read -r= --reviewer= -T= --template= -t= --title= -w --web`
  ),
  "pr comment": S(COMMENT),
  "pr edit": S(`${EDIT} -B= --base= --add-reviewer= --remove-reviewer=`),
  "pr ready": S("--undo"),
  "pr checkout": S("-b= --branch= --detach --recurse-submodules"),
  "pr review": S("-a --approve -c --comment -r --request-changes -b= --body= -F=read --body-file=read"),
  "issue list": S(
    `-a= --assignee= -A= --author= -l= --label= -L= --limit= --mention= -m= --milestone= -S= --search= -s= --state= -w --web --app= ${FMT}`
  ),
  "issue view": S(`-c --comments -w --web ${FMT}`),
  "issue status": S(FMT),
  "issue create": S(
    `-a= --assignee= ${BODY} -l= --label= -m= --milestone= -p= --project= --recover=read -T= --template= -t= --title= -w --web`
  ),
  "issue comment": S(COMMENT),
  "issue edit": S(EDIT),
  "run list": S(
    `-a --all -b= --branch= -c= --commit= --created= -e= --event= -L= --limit= -s= --status= -u= --user= -w= --workflow= ${FMT}`
  ),
  "run view": S(`-a= --attempt= --exit-status -j= --job= --log --log-failed -v --verbose -w --web ${FMT}`),
  "run watch": S("--compact --exit-status -i= --interval="),
  "run rerun": S("-d --debug --failed -j= --job="),
  "run download": S("-D=write --dir=write -n= --name= -p= --pattern="),
  "repo view": S(`-b= --branch= -w --web ${FMT}`),
  "repo list": S(
    `--archived --fork -l= --language= -L= --limit= --no-archived --source --topic= --visibility= ${FMT}`
  ),
  "repo clone": S("-u= --upstream-remote-name= --no-upstream"),
  "release list": S(`--exclude-drafts --exclude-pre-releases -L= --limit= -O= --order= ${FMT}`),
  "release view": S(`-w --web ${FMT}`),
  "workflow list": S(`-a --all -L= --limit= ${FMT}`),
  "workflow view": S("-r= --ref= -w --web -y --yaml"),
  "gist list": S("-L= --limit= --public --secret --filter= --include-content"),
  "gist view": S("-f= --filename= --files -r --raw -w --web")
};
var GH_READ = S(`-L= --limit= -w --web ${FMT}`);

// src/core/classify/commands/git-specs.ts
var GIT_GLOBAL = spec(
  "+ -C=dir -c= --git-dir= --work-tree= --namespace= --exec-path=?command --config-env=command -p --paginate -P --no-pager --no-replace-objects --no-lazy-fetch --bare --literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs --no-optional-locks --no-advice --super-prefix= --attr-source= --html-path --man-path --info-path --list-cmds="
);
var DIFF = "-p -u -s -z -R -a -b -w -W -B=? -M=? -C=? -D -l= -S= -G= -O= -U= --patch --no-patch --unified= --raw --patch-with-raw --patch-with-stat --stat=? --compact-summary --numstat --shortstat --dirstat=? --cumulative --dirstat-by-file=? --summary --name-only --name-status --submodule=? --color=? --no-color --color-moved=? --no-color-moved --color-moved-ws= --color-words=? --word-diff=? --word-diff-regex= --no-renames --rename-empty --no-rename-empty --check --ws-error-highlight= --full-index --binary --abbrev=? --break-rewrites=? --find-renames=? --find-copies=? --find-copies-harder --irreversible-delete --diff-filter= --find-object= --pickaxe-all --pickaxe-regex --relative=? --no-relative --text --ignore-cr-at-eol --ignore-space-at-eol --ignore-space-change --ignore-all-space --ignore-blank-lines --ignore-matching-lines= -I= --inter-hunk-context= --function-context --exit-code --quiet --no-ext-diff --ext-diff!command --textconv --no-textconv --ignore-submodules=? --src-prefix= --dst-prefix= --no-prefix --default-prefix --line-prefix= --ita-invisible-in-index --ita-visible-in-index --minimal --patience --histogram --anchored= --diff-algorithm= --indent-heuristic --no-indent-heuristic --stat-width= --stat-name-width= --stat-graph-width= --stat-count= --output=write --output-indicator-new= --output-indicator-old= --output-indicator-context= --merge-base --no-index --cached --staged --skip-to= --rotate-to= --1 --2 --3 -1 -2 -3 --base --ours --theirs -0 --follow --remerge-diff --dd --diff-merges= --no-diff-merges --combined-all-paths -m -c --cc -t --root";
var REVS = "# -n= -i -E -F -P -g --max-count= --skip= --since= --after= --until= --before= --since-as-filter= --author= --committer= --grep-reflog= --grep= --all-match --invert-grep --regexp-ignore-case --basic-regexp --extended-regexp --fixed-strings --perl-regexp --remove-empty --merges --no-merges --min-parents= --max-parents= --no-min-parents --no-max-parents --first-parent --exclude-first-parent-only --not --all --branches=? --tags=? --remotes=? --glob= --exclude= --exclude-hidden= --reflog --alternate-refs --single-worktree --ignore-missing --bisect --stdin --cherry-mark --cherry-pick --left-only --right-only --cherry --walk-reflogs --merge --boundary --simplify-by-decoration --show-pulls --full-history --dense --sparse --simplify-merges --ancestry-path=? --date-order --author-date-order --topo-order --reverse --no-walk=? --do-walk --pretty=? --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs=? --no-expand-tabs --notes=? --no-notes --show-notes-by-default --show-notes=? --standard-notes --no-standard-notes --show-signature --relative-date --date= --parents --children --left-right --graph --show-linear-break=? --decorate=? --no-decorate --decorate-refs= --decorate-refs-exclude= --clear-decorations --source --mailmap --no-mailmap --use-mailmap --no-use-mailmap --full-diff --log-size --L= -L= --show-origin --count --objects --objects-edge --no-object-names --in-commit-order --unpacked --timestamp --header --max-age= --min-age=";
var G = (desc) => spec(desc, "data");
var GIT_SPECS = {
  status: G(
    "-s -b -v -z -u=? --short --branch --show-stash --porcelain=? --long --verbose --untracked-files=? --ignore-submodules=? --ignored=? --column=? --no-column --ahead-behind --no-ahead-behind --renames --no-renames --find-renames=?"
  ),
  log: G(`${DIFF} ${REVS}`),
  whatchanged: G(`${DIFF} ${REVS}`),
  show: G(`${DIFF} ${REVS}`),
  diff: G(DIFF),
  "diff-tree": G(`${DIFF} ${REVS} -r --stdin --no-commit-id`),
  "diff-files": G(DIFF),
  "diff-index": G(DIFF),
  shortlog: G(`${REVS} -s -n -e -w=? -c --summary --numbered --email --committer --group=`),
  "rev-list": G(REVS),
  "range-diff": G(`${DIFF} --creation-factor= --no-dual-color --left-only --right-only`),
  blame: G(
    "-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= -S= --root --show-stats --score-debug --show-name --show-number --show-email --porcelain --line-porcelain --incremental --encoding= --contents= --date= --progress --no-progress --ignore-rev= --ignore-revs-file= --color-lines --color-by-age --minimal --abbrev=? --reverse --first-parent"
  ),
  annotate: G("-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= --root --porcelain --date= --abbrev=?"),
  describe: G(
    "--all --tags --contains --abbrev= --candidates= --exact-match --debug --long --match= --exclude= --always --first-parent --dirty=? --broken=?"
  ),
  "rev-parse": G(
    "--parseopt --sq-quote --keep-dashdash --stop-at-non-option --stuck-long --revs-only --no-revs --flags --no-flags --default= --prefix= --verify -q --quiet --sq --short=? --not --abbrev-ref=? --symbolic --symbolic-full-name --all --branches=? --tags=? --remotes=? --glob= --exclude= --disambiguate= --local-env-vars --path-format= --git-dir --git-common-dir --resolve-git-dir= --git-path= --show-toplevel --show-superproject-working-tree --shared-index-path --absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository --is-shallow-repository --show-cdup --show-prefix --show-object-format=? --show-ref-format --since= --after= --until= --before= --git-common-dir"
  ),
  "ls-files": G(
    "-c -d -m -o -i -s -u -k -t -v -f -z -x= -X= --cached --deleted --modified --others --ignored --stage --unmerged --killed --directory --no-empty-directory --eol --deduplicate --exclude= --exclude-from= --exclude-per-directory= --exclude-standard --error-unmatch --with-tree= --full-name --recurse-submodules --abbrev=? --debug --format= --sparse"
  ),
  "ls-tree": G(
    "-d -r -t -l -z --long --name-only --name-status --object-only --full-name --full-tree --abbrev=? --format="
  ),
  "ls-remote": G(
    "-h -t -q -b --heads --tags --branches --refs --quiet --exit-code --get-url --symref --sort= -o= --server-option= --upload-pack=command"
  ),
  "cat-file": G(
    "-t -s -e -p --textconv --filters --path= --batch=? --batch-check=? --batch-command=? --batch-all-objects --buffer --unordered --allow-unknown-type --follow-symlinks -Z -z --mailmap --no-mailmap --use-mailmap"
  ),
  grep: G(
    "-a -i -I -w -v -h -H -l -L -z -c -p -W -o -q -n -b -E -G -F -P -r -e= -f= -A= -B= -C= -m= # --cached --no-index --untracked --no-exclude-standard --exclude-standard --recurse-submodules --text --textconv --no-textconv --ignore-case --max-depth= --word-regexp --invert-match --full-name --extended-regexp --basic-regexp --perl-regexp --fixed-strings --line-number --column --files-with-matches --name-only --files-without-match --null --only-matching --count --color=? --no-color --break --heading --show-function --context= --after-context= --before-context= --function-context --max-count= --threads= --and --or --not --all-match --quiet -O=?command --open-files-in-pager=?command"
  ),
  "name-rev": G("--tags --refs= --exclude= --all --annotate-stdin --name-only --no-undefined --always"),
  "merge-base": G("-a --all --octopus --independent --is-ancestor --fork-point"),
  "for-each-ref": G(
    "--count= --shell --perl --python --tcl --sort= --format= --color=? --points-at= --merged=? --no-merged=? --contains=? --no-contains=? --ignore-case --omit-empty --exclude= --stdin"
  ),
  "show-ref": G(
    "--head --branches --tags --heads -d --dereference -s --hash=? --verify --abbrev=? -q --quiet --exclude-existing=? --exists"
  ),
  "show-branch": G(
    "-a -r --all --remotes --topo-order --date-order --current --sparse --more= --list --merge-base --independent --no-name --sha1-name --topics -g --reflog=? --color=? --no-color"
  ),
  "count-objects": G("-v -H --verbose --human-readable"),
  "check-ignore": G("-q -v -n -z --quiet --verbose --stdin --non-matching --no-index"),
  "check-attr": G("-a -z --all --cached --stdin --source="),
  "check-ref-format": G("--normalize --allow-onelevel --no-allow-onelevel --refspec-pattern --branch"),
  "verify-commit": G("-v --verbose --raw"),
  "verify-tag": G("-v --verbose --raw --format="),
  var: G("-l"),
  version: G("--build-options"),
  help: G(
    "-a -g -i -m -w -c --all --guides --config --info --man --web --verbose --no-verbose --external-commands --aliases --no-external-commands --no-aliases"
  ),
  cherry: G("-v --abbrev=?"),
  fsck: G(
    "--unreachable --dangling --no-dangling --root --tags --cache --no-reflogs --full --no-full --connectivity-only --strict --verbose --lost-found --name-objects --progress --no-progress"
  ),
  add: G(
    "-n -v -f -i -p -e -u -A -N --dry-run --verbose --force --sparse --interactive --patch --edit --update --all --no-ignore-removal --no-all --ignore-removal --intent-to-add --refresh --ignore-errors --ignore-missing --no-warn-embedded-repo --renormalize --chmod= --pathspec-from-file= --pathspec-file-nul"
  ),
  commit: G(
    "-a -p -C= -c= -s -n -e -i -o -q -v -u=? -m= -F= -t= -S=? --all --patch --reuse-message= --reedit-message= --fixup= --squash= --reset-author --short --branch --porcelain --long -z --null --file= --author= --date= --message= --template= --signoff --no-signoff --trailer= --no-verify --verify --allow-empty --allow-empty-message --cleanup= --edit --no-edit --amend --no-post-rewrite --include --only --pathspec-from-file= --pathspec-file-nul --untracked-files=? --verbose --quiet --dry-run --status --no-status --gpg-sign=? --no-gpg-sign"
  ),
  push: G(
    "-f -n -u -q -v -d -4 -6 -o= --all --branches --prune --mirror --dry-run --porcelain --delete --tags --follow-tags --no-follow-tags --signed=? --no-signed --atomic --no-atomic --push-option= --receive-pack=command --exec=command --force-with-lease=? --no-force-with-lease --force --force-if-includes --no-force-if-includes --repo= --set-upstream --thin --no-thin --quiet --verbose --progress --no-progress --recurse-submodules= --no-recurse-submodules --verify --no-verify --ipv4 --ipv6"
  ),
  fetch: G(
    "-a -f -k -m -n -p -P -q -t -u -v -j= -o= -4 -6 --all --append --atomic --depth= --deepen= --shallow-since= --shallow-exclude= --unshallow --update-shallow --negotiation-tip= --negotiate-only --dry-run --porcelain --write-fetch-head --no-write-fetch-head --force --keep --multiple --auto-maintenance --no-auto-maintenance --auto-gc --no-auto-gc --write-commit-graph --no-write-commit-graph --prefetch --prune --prune-tags --no-tags --refetch --refmap= --tags --recurse-submodules=? --no-recurse-submodules --jobs= --set-upstream --upload-pack=command --quiet --verbose --progress --no-progress --server-option= --show-forced-updates --no-show-forced-updates --ipv4 --ipv6 --filter="
  ),
  pull: G(
    "-q -v -r=? -n -e -s= -X= -4 -6 -f -k -p -t -a -j= --quiet --verbose --recurse-submodules=? --no-recurse-submodules --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only --gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash --no-squash --verify --no-verify --strategy= --strategy-option= --verify-signatures --no-verify-signatures --summary --no-summary --autostash --no-autostash --allow-unrelated-histories --rebase=? --no-rebase --all --append --atomic --depth= --deepen= --shallow-since= --shallow-exclude= --unshallow --update-shallow --force --keep --prune --no-tags --tags --jobs= --set-upstream --upload-pack=command --progress --no-progress --ipv4 --ipv6 --dry-run"
  ),
  merge: G(
    "-n -s= -X= -m= -F= -S=? -e -q -v --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only --gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash --no-squash --verify --no-verify --strategy= --strategy-option= --verify-signatures --no-verify-signatures --summary --no-summary --quiet --verbose --progress --no-progress --autostash --no-autostash --allow-unrelated-histories --rerere-autoupdate --no-rerere-autoupdate --overwrite-ignore --no-overwrite-ignore --abort --quit --continue --into-name= --file= --message="
  ),
  "cherry-pick": G(
    "-e -x -r -m= -n -s -S=? --edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? --no-gpg-sign --ff --allow-empty --allow-empty-message --empty= --keep-redundant-commits --strategy= -X= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --continue --skip --quit --abort"
  ),
  revert: G(
    "-e -m= -n -s -S=? --edit --no-edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? --no-gpg-sign --strategy= -X= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --reference --continue --skip --quit --abort"
  ),
  rebase: G(
    "-i -x=command -r -m -s= -X= -q -v -n -f -C= -S=? --onto= --keep-base --continue --skip --abort --quit --edit-todo --show-current-patch --apply --merge --empty= --keep-empty --no-keep-empty --reapply-cherry-picks --no-reapply-cherry-picks --allow-empty-message --strategy= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --gpg-sign=? --no-gpg-sign --quiet --verbose --stat --no-stat --no-verify --verify --force-rebase --no-ff --fork-point --no-fork-point --ignore-whitespace --whitespace= --committer-date-is-author-date --ignore-date --reset-author-date --signoff --interactive --rebase-merges=? --no-rebase-merges --exec=command --root --autosquash --no-autosquash --autostash --no-autostash --reschedule-failed-exec --no-reschedule-failed-exec --update-refs --no-update-refs --context="
  ),
  checkout: G(
    "-q -f -b= -B= -t -l -d -m -p --quiet --progress --no-progress --force --ours --theirs --track=? --no-track --guess --no-guess --detach --orphan= --ignore-skip-worktree-bits --merge --conflict= --patch --ignore-other-worktrees --overwrite-ignore --no-overwrite-ignore --recurse-submodules --no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul"
  ),
  switch: G(
    "-c= -C= -d -f -m -q -t --create= --force-create= --detach --guess --no-guess --force --discard-changes --merge --conflict= --quiet --progress --no-progress --track=? --no-track --orphan= --ignore-other-worktrees --recurse-submodules --no-recurse-submodules"
  ),
  restore: G(
    "-s= -p -W -S -q -m --source= --patch --worktree --staged --quiet --progress --no-progress --ours --theirs --merge --conflict= --ignore-unmerged --ignore-skip-worktree-bits --recurse-submodules --no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul"
  ),
  reset: G(
    "-q -p -N --soft --mixed --hard --merge --keep --quiet --no-quiet --patch --recurse-submodules --no-recurse-submodules --pathspec-from-file= --pathspec-file-nul --no-refresh --refresh"
  ),
  clean: G("-d -f -i -n -q -x -X -e= --force --interactive --dry-run --quiet --exclude="),
  branch: G(
    "-d -D -f -m -M -c -C -l -a -r -v -vv -q -t -u= --delete --create-reflog --force --move --copy --color=? --no-color --column=? --no-column --list --remotes --all --verbose --quiet --abbrev=? --no-abbrev --track=? --no-track --set-upstream-to= --unset-upstream --edit-description --contains=? --no-contains=? --merged=? --no-merged=? --sort= --points-at= --format= --show-current --ignore-case --omit-empty --recurse-submodules"
  ),
  tag: G(
    "-a -s -u= -f -d -v -n=? -l -m= -F= -e -i --annotate --sign --no-sign --local-user= --force --delete --verify --list --sort= --color=? --ignore-case --omit-empty --column=? --no-column --contains=? --no-contains=? --merged=? --no-merged=? --points-at= --message= --file= --trailer= --edit --cleanup= --create-reflog --format="
  ),
  stash: G(
    `-p -k -u -a -q -m= -S --patch --keep-index --no-keep-index --include-untracked --no-include-untracked --all --quiet --message= --staged --index --pathspec-from-file= --pathspec-file-nul --only-untracked ${DIFF}`
  ),
  remote: G(
    "-v --verbose -t= -m= -f --tags --no-tags --mirror=? --push --add --delete --all --dry-run -n --auto"
  ),
  config: G(
    "--global --system --local --worktree -f= --file= --blob= --get --get-all --get-regexp --get-urlmatch --replace-all --add --unset --unset-all --rename-section --remove-section -l --list --fixed-value --type= --bool --int --bool-or-int --path --expiry-date --no-type -z --null --name-only --includes --no-includes --show-origin --show-scope --default= -e --edit --all --regexp --url= --value= --comment="
  ),
  clone: G(
    "-l -s -q -v -n -o= -b= -u=command -c= -j= --local --no-hardlinks --shared --reference= --reference-if-able= --dissociate --quiet --verbose --progress --server-option= --no-checkout --reject-shallow --no-reject-shallow --bare --sparse --filter= --also-filter-submodules --mirror --origin= --branch= --revision= --upload-pack=command --template=command --config= --depth= --shallow-since= --shallow-exclude= --single-branch --no-single-branch --no-tags --tags --recurse-submodules=? --shallow-submodules --no-shallow-submodules --remote-submodules --no-remote-submodules --separate-git-dir= --ref-format= --jobs= --bundle-uri="
  ),
  init: G(
    "-q -b= --quiet --bare --template=command --separate-git-dir= --object-format= --ref-format= --initial-branch= --shared=?"
  ),
  worktree: G(
    "-f -b= -B= -d -q -v -n --force --detach --checkout --no-checkout --lock --reason= --orphan --track --no-track --guess-remote --no-guess-remote --relative-paths --no-relative-paths --quiet --verbose --porcelain -z --expire= --dry-run"
  ),
  mv: G("-f -k -n -v --force --dry-run --verbose --sparse"),
  rm: G(
    "-f -n -r -q --force --dry-run --cached --ignore-unmatch --quiet --sparse --pathspec-from-file= --pathspec-file-nul"
  ),
  submodule: G(
    "-q -b= -f -N -r --quiet --cached --branch= --force --name= --reference= --depth= --init --remote --no-fetch --checkout --rebase --merge --recursive --jobs= --single-branch --no-single-branch --recommend-shallow --no-recommend-shallow --dissociate --progress --all --summary-limit= --files --for-status --filter="
  ),
  bisect: G("--term-old= --term-new= --term-good= --term-bad= --no-checkout --first-parent"),
  "format-patch": G(
    `${DIFF} ${REVS} -o=write -k -N -n -s -v= --output-directory=write --stdout --attach=? --inline=? --thread=? --no-thread --in-reply-to= --ignore-if-in-upstream --always --cover-from-description= --subject-prefix= --filename-max-length= --rfc=? --reroll-count= --to= --cc= --from=? --force-in-body-from --add-header= --cover-letter --no-cover-letter --signature= --no-signature --signature-file= --suffix= --numbered --no-numbered --start-number= --quiet --zero-commit --base= --progress --interdiff= --range-diff= --creation-factor= --notes=? --no-notes --signoff --keep-subject --description-file= --encode-email-headers`
  ),
  apply: G(
    "-p= -C= -R -v -q -z --stat --numstat --summary --check --index --intent-to-add --cached --3way --no-3way --ours --theirs --union --build-fake-ancestor= --reverse --reject --unidiff-zero --apply --no-add --allow-binary-replacement --binary --exclude= --include= --ignore-space-change --ignore-whitespace --whitespace= --inaccurate-eof --verbose --quiet --recount --directory= --unsafe-paths --allow-empty"
  ),
  am: G(
    "-s -k -3 -q -u -n -c -S=? -C= -p= --signoff --keep --keep-non-patch --keep-cr --no-keep-cr --scissors --no-scissors --quoted-cr= --empty= --message-id --no-message-id --quiet --utf8 --no-utf8 --3way --no-3way --rerere-autoupdate --no-rerere-autoupdate --ignore-space-change --ignore-whitespace --whitespace= --directory= --exclude= --include= --reject --patch-format= --interactive --no-verify --committer-date-is-author-date --ignore-date --skip --gpg-sign=? --no-gpg-sign --continue --resolved -r --resolvemsg= --abort --quit --retry --show-current-patch=? --allow-empty"
  ),
  reflog: G(
    `${REVS} --expire= --expire-unreachable= --rewrite --updateref --stale-fix --dry-run --verbose --all --single-worktree`
  ),
  archive: G(
    "-v -l -o=write --format= --list --verbose --prefix= --output=write --add-file= --add-virtual-file= --worktree-attributes --mtime= --remote= --exec=command -0 -1 -2 -3 -4 -5 -6 -7 -8 -9"
  ),
  gc: G(
    "--aggressive --auto --detach --no-detach --cruft --no-cruft --max-cruft-size= --prune=? --no-prune --quiet --force --keep-largest-pack"
  ),
  "update-ref": G("-m= -d --no-deref --create-reflog --stdin -z"),
  notes: G(
    "-f -m= -F= -c= -C= --ref= --force --message= --file= --reuse-message= --reedit-message= --allow-empty --stripspace --no-stripspace -n --dry-run -v --verbose -q --quiet --stdin --ignore-missing -s= --strategy= --commit --abort"
  ),
  "sparse-checkout": G(
    "--cone --no-cone --sparse-index --no-sparse-index --stdin --skip-checks --rules-file="
  ),
  maintenance: G("--auto --schedule= --quiet --task= --scheduler="),
  "pack-refs": G("--all --no-prune --auto --include= --exclude="),
  repack: G(
    "-a -A -d -f -F -q -n -l -b -m -k -i -g= --quiet --local --window= --depth= --threads= --max-pack-size= --write-bitmap-index --pack-kept-objects --keep-pack= --unpack-unreachable= --keep-unreachable --delta-islands --geometric= --write-midx --cruft --cruft-expiration= --filter= --filter-to="
  ),
  bundle: G("-q --quiet --progress --all --version="),
  rerere: G(""),
  lfs: G(
    "-I= -X= --include= --exclude= --all --everything --dry-run --skip-repo --local --system --force --manual --skip-smudge"
  ),
  "update-index": G(
    "--add --remove --refresh --really-refresh -q --ignore-submodules --unmerged --ignore-missing --assume-unchanged --no-assume-unchanged --skip-worktree --no-skip-worktree --chmod= --force-remove --replace --stdin -z --verbose --index-info --cacheinfo= --info-only --again --unresolve --index-version= --split-index --no-split-index --untracked-cache --no-untracked-cache --fsmonitor --no-fsmonitor --fsmonitor-valid --no-fsmonitor-valid"
  )
};

// src/core/classify/commands/registry.ts
var H = {};

// src/core/classify/commands/git.ts
var GIT_READ = new Set(
  "status log diff show blame annotate shortlog describe rev-parse rev-list ls-files ls-tree ls-remote cat-file grep whatchanged name-rev merge-base for-each-ref show-ref show-branch count-objects var verify-commit verify-tag check-ignore check-attr check-ref-format version help cherry range-diff diff-tree diff-files diff-index fsck get-tar-commit-id column instaweb-status".split(
    " "
  )
);
var GIT_WRITE_OK = new Set(
  "add commit fetch pull merge cherry-pick revert init am format-patch notes bisect sparse-checkout lfs submodule mergetool-status rerere archive bundle gc prune-packed repack pack-refs maintenance-run citool apply switch".split(
    " "
  )
);
var DANGEROUS_GIT_CONFIG = /^(https?\.proxy|http\.(.*\.)?(proxy|sslverify|sslcainfo|sslcert|extraheader|cookiefile)|core\.(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|attributesfile|excludesfile|worktree)|alias\..*|filter\..*|diff\.external|diff\..*\.(textconv|command)|(diff|merge)tool\..*|(diff|merge)\.(tool|guitool)|merge\..*\.driver|credential\..*|include\.path|includeif\..*|url\..*\.insteadof|protocol\..*|uploadpack\..*|receive\..*|sequence\.editor|gpg\.(.*\.)?program|interactive\.difffilter|(web|browser|man)\..*|pager\..*|http\..*\.proxy|remote\..*\.(uploadpack|receivepack))$/i;
function discardPaths(targets, a, via) {
  if (targets.length === 0 || targets.some((v) => v.glob || v.dyn || /^:|[*?[]|\/$/.test(v.s))) {
    a.grey("git_discard", `${via} discards uncommitted changes to those files`);
    return;
  }
  for (const t of targets) a.write(t, "rdelete", via);
}
H.git = (args, a, _io) => {
  const g = account("`git`", args, GIT_GLOBAL, a, "caller");
  let dir = null;
  let elsewhere = null;
  for (const o of g.opts) {
    if (o.name === "-C") dir = o.value;
    else if (o.name === "-c") {
      const kv = o.value;
      const key = kv?.s.split("=")[0] ?? "";
      if (!kv || kv.dyn || DANGEROUS_GIT_CONFIG.test(key)) {
        a.block("git_config_exec", `\`git -c ${kv ? show(kv) : ""}\` makes git run an arbitrary program`);
        return null;
      }
    } else if (o.name === "--exec-path" || o.name === "--config-env")
      a.grey("git_exec_path", `\`git ${o.name}\` changes what git executes`);
    else if (o.name === "--git-dir" || o.name === "--work-tree") elsewhere = o.name;
  }
  const sub = g.positional[0]?.s ?? "";
  const rest = g.positional.slice(1);
  if (g.positional[0]?.dyn) {
    a.grey("git_unknown", "the git subcommand cannot be known before it runs");
    return null;
  }
  const via = `\`git ${sub}\``;
  const cwdSave = a.cwds;
  if (dir) a.cwds = cwdSave.map((c) => dir.dyn || c === null ? null : posix3.resolve(c, dir.s));
  const run = () => {
    const sp = GIT_SPECS[sub];
    let p;
    if (sp) p = account(via, rest, sp, a);
    else {
      p = parseOpts(rest, []);
      if (p.opts.length > 0)
        a.grey("unknown_option", `${via} is given options forge-gate has no spec for (${p.opts[0].name})`);
    }
    if (sub === "ls-remote" && p.positional[0]) a.host(p.positional[0].s, via, false);
    if (sub === "" || GIT_READ.has(sub)) return { text: null, network: false, secret: false, via };
    if (elsewhere)
      a.grey("git_elsewhere", `${via} with ${elsewhere} works on another repository or work tree`);
    const pos = p.positional.map((v) => normArg(v));
    const wholeTree = (v) => v === "." || v === ":/" || v === "*" || v === ":" || v === "./" || v === ":/*" || v === "'*'";
    switch (sub) {
      case "reset":
        if (has(p, "--hard", "--merge", "--keep")) {
          a.block("git_destructive", "`git reset --hard` discards uncommitted work");
          return null;
        }
        break;
      case "clean":
        if (has(p, "-n", "--dry-run")) return null;
        if (has(p, "-f", "--force", "-i", "--interactive")) {
          a.block("git_destructive", "`git clean -f` deletes untracked files");
          return null;
        }
        break;
      case "push": {
        if (has(
          p,
          "-f",
          "--force",
          "--force-with-lease",
          "--force-if-includes",
          "--mirror",
          "-d",
          "--delete",
          "--prune"
        )) {
          a.block(
            "git_destructive",
            "`git push --force`/`--delete`/`--mirror` rewrites or deletes remote history"
          );
          return null;
        }
        if (pos.some((r) => r.startsWith("+") || /^:[^/]/.test(r) || r.includes(":+"))) {
          a.block("git_destructive", "`git push +refspec`/`:ref` force-updates or deletes a remote branch");
          return null;
        }
        if (pos.some((r, k) => k > 0 && r.includes(DYN)))
          a.grey("git_dynamic", `${via} to a ref that cannot be known before it runs`);
        const shared = pos.slice(1).find(
          (r) => /^(main|master|trunk|develop|production|prod)$/.test(
            (r.split(":").pop() ?? "").replace(/^refs\/heads\//, "")
          )
        );
        if (shared !== void 0 || has(p, "--all", "--branches"))
          a.grey(
            "push_shared_branch",
            `${via} ${shared ?? "--all"} pushes onto a shared branch, bypassing review`
          );
        for (const r of pos.slice(0, 1)) a.host(r, via, true);
        a.project(via);
        return null;
      }
      case "checkout": {
        const dashdash = rest.findIndex((v) => v.s === "--");
        const paths = dashdash === -1 ? [] : rest.slice(dashdash + 1).map((v) => v.s);
        if (has(p, "-B"))
          a.grey("git_discard", `${via} -B resets an existing branch and may drop its commits`);
        if (has(p, "-f", "--force") || pos.some(wholeTree) || paths.some(wholeTree)) {
          a.block("git_destructive", "`git checkout .`/`--force` discards uncommitted changes");
          return null;
        }
        if (paths.length > 0 || dashdash === -1 && pos.length > 1) {
          const targets = dashdash === -1 ? p.positional.slice(1) : rest.slice(dashdash + 1);
          discardPaths(targets, a, "`git checkout -- <paths>`");
          return null;
        }
        a.project(via);
        return null;
      }
      case "switch":
        if (has(p, "-f", "--force", "--discard-changes")) {
          a.block("git_destructive", "`git switch --force`/`--discard-changes` discards uncommitted changes");
          return null;
        }
        if (has(p, "-C", "--force-create"))
          a.grey("git_discard", `${via} -C resets an existing branch and may drop its commits`);
        break;
      case "restore": {
        const staged = has(p, "-S", "--staged");
        const worktree = has(p, "-W", "--worktree") || !staged;
        if (!worktree) {
          a.project(via);
          return null;
        }
        if (pos.some(wholeTree)) {
          a.block("git_destructive", "`git restore .` discards uncommitted changes");
          return null;
        }
        discardPaths(p.positional, a, "`git restore <paths>`");
        return null;
      }
      case "branch":
        if (has(p, "-D") || has(p, "-d", "--delete") && has(p, "-f", "--force")) {
          a.block("git_destructive", "`git branch -D` deletes a branch with unmerged work");
          return null;
        }
        if (has(p, "-M", "-C")) a.grey("git_discard", `${via} -M/-C overwrites an existing branch`);
        else if (has(p, "-f", "--force") && pos.length > 0)
          a.grey("git_discard", `${via} -f moves an existing branch and may drop its commits`);
        break;
      case "submodule":
      case "bisect": {
        const at = pos.indexOf(sub === "submodule" ? "foreach" : "run");
        if (at === -1) break;
        const rest2 = p.positional.slice(at + 1);
        if (rest2.length === 0) break;
        if (sub === "submodule") {
          if (rest2.some((v) => v.dyn))
            a.grey("dynamic_eval", `${via} foreach runs a command that cannot be known`);
          else a.nested(rest2.map((v) => v.s).join(" "), `${via} foreach`);
          a.fx.readOnly = false;
          return null;
        }
        return a.run(rest2, null, false);
      }
      case "stash": {
        const action = pos[0] ?? "push";
        if (action === "drop" || action === "clear") {
          a.block("git_destructive", `\`git stash ${action}\` deletes stashed work`);
          return null;
        }
        if (action === "list" || action === "show") return { text: null, network: false, secret: false, via };
        break;
      }
      case "reflog":
        if (pos[0] === "expire" || pos[0] === "delete") {
          a.block("git_destructive", `\`git reflog ${pos[0]}\` destroys the recovery log`);
          return null;
        }
        return { text: null, network: false, secret: false, via };
      case "update-ref":
        if (has(p, "-d")) {
          a.block("git_destructive", "`git update-ref -d` deletes a ref");
          return null;
        }
        a.grey("git_plumbing", `${via} rewrites refs directly`);
        return null;
      case "filter-branch":
      case "filter-repo":
        a.block("git_destructive", `${via} rewrites the whole history`);
        return null;
      case "tag":
        if (has(p, "-d", "--delete")) {
          a.grey("git_discard", "`git tag -d` deletes a tag");
          return null;
        }
        if (pos.length === 0 || has(p, "-l", "--list", "-n", "--contains", "--points-at", "--merged"))
          return { text: null, network: false, secret: false, via };
        break;
      case "remote":
        if (pos.length === 0 || pos[0] === "-v" || pos[0] === "show" || pos[0] === "get-url")
          return { text: null, network: false, secret: false, via };
        if ((pos[0] === "add" || pos[0] === "set-url") && p.positional[2])
          a.host(p.positional[2].s, via, false);
        if (pos[0] === "add" || pos[0] === "set-url" || pos[0] === "rename" || pos[0] === "update" || pos[0] === "prune" || pos[0] === "set-head")
          break;
        a.grey("git_remote", `${via} ${pos[0]} changes the repository's remotes`);
        return null;
      case "config": {
        const rewrites = has(
          p,
          "--unset",
          "--unset-all",
          "--remove-section",
          "--rename-section",
          "--replace-all",
          "-e",
          "--edit"
        );
        if (has(p, "--global", "--system", "--file", "-f")) {
          if (has(p, "--get", "--get-all", "--get-regexp", "-l", "--list", "--show-origin")) return null;
          a.grey(
            "git_config_global",
            `${via} --global/--system changes configuration outside the repository`
          );
          return null;
        }
        if (has(
          p,
          "--get",
          "--get-all",
          "--get-regexp",
          "-l",
          "--list",
          "--show-origin",
          "--show-scope",
          "--get-urlmatch"
        ) || pos.length <= 1 && !rewrites)
          return null;
        if (rewrites) {
          a.grey("git_config", `${via} removes, renames or rewrites configuration entries`);
          return null;
        }
        const key = pos[0] === "set" || pos[0] === "unset" ? pos[1] ?? "" : pos[0] ?? "";
        if (DANGEROUS_GIT_CONFIG.test(key) || key.includes(DYN)) {
          a.block("persistence", `\`git config ${key}\` makes git run an arbitrary program later`);
          return null;
        }
        a.project(via);
        return null;
      }
      case "init":
        for (const d of p.positional.slice(0, 1)) a.write(d, "write", via);
        break;
      case "clone": {
        const url = p.positional[0];
        if (url) a.host(url.s, via, false);
        const dest = p.positional[1] ?? (url ? lit(posix3.basename(url.s.replace(/\/+$/, "")).replace(/\.git$/, "")) : null);
        if (dest) a.write(dest, "write", via);
        return null;
      }
      case "mv":
        for (const v of p.positional) a.write(v, "write", via);
        return null;
      case "rm": {
        if (has(p, "--cached")) {
          a.project(via);
          return null;
        }
        const recursive = has(p, "-r");
        for (const v of p.positional) a.write(v, recursive ? "rdelete" : "delete", via);
        return null;
      }
      case "worktree": {
        const action = pos[0];
        if (action === "list") return null;
        if (action === "add" && p.positional[1]) {
          a.write(p.positional[1], "write", via);
          return null;
        }
        if (action === "remove") {
          if (has(p, "-f", "--force")) {
            a.block(
              "git_destructive",
              "`git worktree remove --force` deletes a worktree with uncommitted changes"
            );
            return null;
          }
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          return null;
        }
        if (action === "prune" || action === "lock" || action === "unlock" || action === "move" || action === "repair")
          break;
        a.grey("git_unknown", `${via} ${action ?? ""}`);
        return null;
      }
      case "rebase":
        if (has(p, "-i", "--interactive", "--exec", "-x")) {
          a.grey("git_interactive", "`git rebase -i/--exec` needs an editor or runs commands");
          return null;
        }
        break;
      case "commit":
      case "merge":
      case "cherry-pick":
      case "revert":
      case "am":
        if (has(p, "--no-verify", "-n") && sub === "commit") {
        }
        break;
      default:
        if (!GIT_WRITE_OK.has(sub)) {
          a.grey(
            "git_unknown",
            `\`git ${sub}\` is not a git command forge-gate knows (aliases can run anything)`
          );
          return null;
        }
    }
    if (sub === "fetch" || sub === "pull") for (const r of pos.slice(0, 1)) a.host(r, via, false);
    if (sub === "format-patch") {
      const out2 = optValue(p, "-o", "--output-directory");
      if (out2) a.write(out2, "write", via);
    }
    if (sub === "archive") {
      const out2 = optValue(p, "-o", "--output");
      if (out2) a.write(out2, "write", via);
    }
    if (sub === "bundle" && pos[0] === "create" && p.positional[1]) a.write(p.positional[1], "write", via);
    if (sub === "submodule" && pos[0] === "add" && pos[1]) a.host(pos[1], via, false);
    if (has(p, "--template"))
      a.grey("git_hooks", `${via} --template installs files (hooks) from another directory`);
    a.project(via);
    return null;
  };
  const out = run();
  if (dir) a.cwds = cwdSave;
  return out;
};
var GH_EMPTY = spec("--help", "data");
H.gh = (args, a) => {
  a.fx.readOnly = false;
  const [group, action] = [args[0]?.s ?? "", args[1]?.s ?? ""];
  const single = /^(api|status|browse|search|help|version)$/.test(group);
  const key = single ? group : `${group} ${action}`;
  const sp = GH_SPECS[key] ?? (!single && /^(view|list|status|diff|checks|search|browse)$/.test(action) ? GH_READ : GH_EMPTY);
  const skip = single && group !== "search" ? 1 : 2;
  const named = args.slice(0, skip).find((v) => v.dyn || normArg(v).startsWith("-"));
  if (named) a.grey("unknown_option", `\`gh\` is given ${show(named)} where its command should be`);
  account(`\`gh ${key}\``, args.slice(skip), sp, a);
  if (key === "repo clone" && args.some((v) => v.s === "--"))
    a.grey("unknown_option", "`gh repo clone` passes options to `git clone` after `--`");
  if (group === "api") {
    const p = parseOpts(args.slice(1), [
      "-X",
      "--method",
      "-f",
      "-F",
      "--field",
      "--raw-field",
      "-H",
      "--header",
      "--input",
      "-q",
      "--jq",
      "-t",
      "--template",
      "--hostname",
      "--cache"
    ]);
    const method = optValue(p, "-X", "--method")?.s.toUpperCase();
    if (method && method !== "GET" || has(p, "-f", "-F", "--field", "--raw-field", "--input")) {
      a.grey("remote_change", "`gh api` with a method or fields changes GitHub state");
    }
    return null;
  }
  if (group === "auth" && (action !== "status" || args.some((v) => /^(-t|--show-token)$/.test(normArg(v))))) {
    a.grey("secret_read", `\`gh auth ${action}\` prints or changes GitHub credentials`);
    return null;
  }
  if (/^(view|list|status|diff|checks|search|browse)$/.test(action) || /^(status|search|browse|help|version|--version|auth-status)$/.test(group))
    return null;
  if (group === "auth" && action === "status") return null;
  if (group === "pr" && /^(create|comment|edit|ready|checkout|review)$/.test(action) || group === "issue" && /^(create|comment|edit)$/.test(action) || group === "run" && /^(watch|rerun|download)$/.test(action)) {
    if (action === "checkout" || action === "download") a.project(`\`gh ${group} ${action}\``);
    return null;
  }
  if (group === "repo" && action === "clone") {
    const dest = args[3] ?? (args[2] ? lit(posix3.basename(args[2].s)) : null);
    if (dest) a.write(dest, "write", "`gh repo clone`");
    return null;
  }
  if (group === "repo" && action === "delete" || group === "release" && action === "delete") {
    a.block("remote_destroy", `\`gh ${group} ${action}\` deletes GitHub data`);
    return null;
  }
  a.grey("remote_change", `\`gh ${group} ${action}\` changes GitHub state`);
  return null;
};

// src/core/classify/commands/handler-specs.ts
var COMMON2 = "--help --version";
var S2 = (desc) => spec(`${desc} ${COMMON2}`, "data");
var COMPRESS = "-c -d -f -k -l -n -N -q -r -t -v -z -1 -2 -3 -4 -5 -6 -7 -8 -9 -T= -S= --stdout --to-stdout --decompress --uncompress --force --keep --list --no-name --name --quiet --recursive --test --verbose --fast --best --rsyncable --suffix= --threads= --synchronous --no-sparse --sparse --memory= --format= --check= --long=? --ultra --rm --no-progress --progress -o=write --output=write";
var SHELL = "+ -a -b -c -e -f -h -i -k -l -m -n -p -r -s -t -u -v -x -B -C -E -H -P -T -o= +o= -O= +O= +e +x +u --login --norc --noprofile --posix --verbose --restricted --noediting --debugger --dump-strings --dump-po-strings --pretty-print --protected --rcfile=command --init-file=command";
var AWK = "-F= -v= -f=read -e= -b -c -C -d=? -D=? -g -h -i=read -l= -L=? -M -n -N -o=?write -O -p=?write -P -r -s -S -t -V -W= --field-separator= --assign= --file=read --source= --characters-as-bytes --traditional --copyright --dump-variables=?write --debug=? --gen-pot --include=read --load= --lint=? --bignum --use-lc-numeric --non-decimal-data --pretty-print=?write --optimize --profile=?write --posix --re-interval --no-optimize --sandbox --lint-old --exec=read";
var MAKE = "-B -d -e -i -k -n -p -q -r -R -s -S -t -v -w -L -O=? -j=? -l=? -C=dir -f=dir -I=dir -o= -W= --always-make --debug=? --environment-overrides --eval=command --file=dir --makefile=dir --ignore-errors --include-dir=dir --jobs=? --keep-going --load-average=? --check-symlink-times --just-print --dry-run --recon --old-file= --assume-old= --output-sync=? --print-data-base --question --no-builtin-rules --no-builtin-variables --silent --quiet --no-silent --stop --no-keep-going --touch --trace --print-directory --no-print-directory --what-if= --new-file= --assume-new= --warn-undefined-variables --directory=dir --shuffle=?";
var PIP = "-r=read -c=read -e= -t=write -d=write -i=host -f=host -U -q -v -y -I -l --requirement=read --constraint=read --editable= --target=write --dest=write --index-url=host --extra-index-url=host --find-links=host --no-index --upgrade --upgrade-strategy= --force-reinstall --ignore-installed --no-deps --no-cache-dir --cache-dir=write --user --root=write --prefix=write --pre --quiet --verbose --yes --no-build-isolation --no-binary= --only-binary= --prefer-binary --require-hashes --hash= --python= --platform= --python-version= --implementation= --abi= --dry-run --report=write --progress-bar= --disable-pip-version-check --no-input --timeout= --retries= --proxy=host --trusted-host= --cert=read --client-cert=read --break-system-packages --no-warn-script-location --no-compile --compile --src=write --outdated --uptodate --local --not-required --format= --exclude= --all --files --json --isolated --no-color --log=write --exists-action= --use-pep517 --no-use-pep517 --config-settings= --global-option= --check-build-dependencies --group= --list --path= --exclude-editable --include-editable --no-python-version-warning";
var CARGO = "-p= -j= -r -v -q -F= -Z= -C= -h -V -D= -W= -A= --package= --workspace --all --exclude= --lib --bin= --bins --example= --examples --test= --tests --bench= --benches --all-targets --features= --all-features --no-default-features --release --profile= --target= --target-dir=write --manifest-path=read --message-format= --jobs= --keep-going --locked --offline --frozen --verbose --quiet --color= --config= --no-run --no-fail-fast --doc --no-deps --open --document-private-items --check --fix --allow-dirty --allow-staged --allow-no-vcs --broken-code --edition --edition-idioms --timings=? --future-incompat-report --ignore-rust-version --unit-graph --out-dir=write --artifact-dir=write --precise= --recursive --aggressive --dry-run --path= --git= --branch= --tag= --rev= --registry=host --index=host --root=write --force --list --version --help --all-features --dev --build --optional --rename= --name= --vcs= --edition= --exact --quiet --verbose";
var GO = "- -o=write -v -x -n -a -race -msan -asan -cover -covermode= -coverpkg= -coverprofile=write -count= -run= -bench= -benchmem -benchtime= -timeout= -short -failfast -parallel= -p= -tags= -ldflags= -gcflags= -asmflags= -trimpath -mod= -modfile=read -buildvcs= -buildmode= -work -json -u -d -t -insecure!command -C= -cpu= -list= -skip= -shuffle= -fuzz= -fuzztime= -fuzzminimizetime= -vet= -exec=command -toolexec=command -overlay=read -pgo= -cpuprofile=write -memprofile=write -blockprofile=write -mutexprofile=write -outputdir=write -trace=write -coverprofile=write -f= -m -e -deps -find -export -compiled -test -w -l -s -r= -modcacherw -cache -testcache -modcache -fuzzcache -i -fix -all -h -help";
var RSYNC = "-a -r -v -z -P -h -n -u -l -L -p -t -g -o -D -c -q -i -R -H -A -X -S -W -x -b -C -0 -4 -6 -e=command -f= -T=write -B= --archive --recursive --verbose --compress --progress --partial --human-readable --dry-run --update --links --copy-links --perms --times --group --owner --devices --specials --checksum --quiet --itemize-changes --relative --hard-links --acls --xattrs --sparse --whole-file --one-file-system --backup --cvs-exclude --from0 --delete --delete-before --delete-after --delete-during --delete-delay --delete-excluded --del --remove-source-files --ignore-existing --existing --size-only --ignore-times --no-perms --no-owner --no-group --no-times --stats --info= --exclude= --include= --filter= --files-from=read --exclude-from=read --include-from=read --backup-dir=write --temp-dir=write --partial-dir= --log-file=write --chmod= --chown= --rsh=command --rsync-path=command --bwlimit= --timeout= --contimeout= --max-size= --min-size= --max-delete= --suffix= --mkpath --append --append-verify --inplace --safe-links --copy-unsafe-links --munge-links --no-implied-dirs --prune-empty-dirs --omit-dir-times --numeric-ids --checksum-choice= --compress-level= --port= --password-file=read --out-format= --list-only";
var WGET = "-q -v -N -c -r -k -p -x -m -S -E -4 -6 -nv -nc -nd -nH -np -l= -O=write -o=write -a=write -P=write -t= -T= -w= -U= -e=command -i=read -B= -Q= -A= -R= -D= --quiet --verbose --no-verbose --timestamping --continue --recursive --level= --convert-links --page-requisites --no-parent --no-directories --no-host-directories --force-directories --mirror --server-response --spider --output-document=write --output-file=write --append-output=write --directory-prefix=write --tries= --timeout= --wait= --user-agent= --header= --post-data= --post-file=read --body-data= --body-file=read --method= --user= --password= --http-user= --http-password= --no-check-certificate --ca-certificate=read --certificate=read --private-key=read --execute=command --input-file=read --base= --quota= --limit-rate= --no-clobber --content-disposition --trust-server-names --show-progress --progress= --max-redirect= --accept= --reject= --domains= --exclude-domains= --span-hosts --load-cookies=read --save-cookies=write --keep-session-cookies --no-cache --no-proxy --inet4-only --inet6-only --https-only --compression= --retry-connrefused --waitretry= --random-wait --delete-after --adjust-extension --backups= --no-config --config=read --use-askpass=command --read-timeout= --connect-timeout= --dns-timeout= --no-dns-cache --ignore-case --no-http-keep-alive --auth-no-challenge";
var DECLARE = "-a -A -f -F -g -i -l -n -r -t -u -x -p -I";
var HTTPIE = "-v --verbose -h --headers -b --body -p= --print= --pretty= -s= --style= -j --json -f --form -F --follow --check-status --timeout= -I --ignore-stdin -q --quiet --offline";
var HANDLER_SPECS = {
  // Single-level tools whose handler allows reads only: their whole option set as allowed.
  ping: S2("-c= -i= -W= -w= -s= -t= -q -n -4 -6 -D -O"),
  ping6: S2("-c= -i= -W= -w= -s= -t= -q -n -D -O"),
  dig: S2(
    "-t= -c= -x= -4 -6 -p= +short +noall +answer +trace +nocmd +nocomments +stats +nostats +multiline +dnssec"
  ),
  nslookup: S2("-type= -query= -debug -timeout= -port="),
  host: S2("-t= -a -v -4 -6 -W= -c= -C -r -T -s"),
  drill: S2("-t -x -4 -6 -D -S -T -p="),
  traceroute: S2("-n -q= -w= -m= -f= -I -T -U -4 -6 -p="),
  tracepath: S2("-n -b -l= -m= -p= -4 -6"),
  mtr: S2(
    "-r --report -w --report-wide -c= --report-cycles= -n --no-dns -b --show-ips -4 -6 -T --tcp -u --udp -j --json"
  ),
  whois: S2("-H -p= -a -r"),
  crontab: S2("-l"),
  code: S2(
    "-r --reuse-window -n --new-window -g --goto -d --diff -w --wait --list-extensions --show-versions"
  ),
  yq: S2(
    "-r --raw-output -o= --output-format= -p= --input-format= -e --exit-status -C --colors -M --no-colors -I= --indent= -P --prettyPrint -j --tojson -N --no-doc -0 --nul-output -s= --split-exp= --expression= --from-file=read -n --null-input --unwrapScalar=? --header-preprocess=? -v --verbose -i --inplace"
  ),
  http: S2(HTTPIE),
  dpkg: S2(
    "-l --list -L --listfiles -s --status -S --search -p --print-avail --print-architecture -W --show -f= --showformat="
  ),
  https: S2(HTTPIE),
  xh: S2(HTTPIE),
  cd: S2("-L -P -e -@"),
  set: S2("-a -b -e -f -h -k -m -n -p -t -u -v -x -B -C -E -H -P -T -o="),
  shopt: S2("-s -u -p -q -o"),
  patch: S2(
    "-R -N -f -s -t -u -c -e -n -E -l -b -Z -T -p= -F= -i=read -o=write -d=dir -r=write -B= -V= -z= -D= --strip= --reverse --forward --force --silent --quiet --batch --unified --context --ed --normal --remove-empty-files --ignore-whitespace --backup --input=read --output=write --directory=dir --reject-file=write --dry-run --verbose --binary --no-backup-if-mismatch --backup-if-mismatch --merge=? --posix --suffix= --version-control= --follow-symlinks --fuzz= --set-utc --set-time --quoting-style= --reject-format= --read-only="
  ),
  pushd: S2("-n #"),
  popd: S2("-n #"),
  export: S2("-f -n -p"),
  declare: S2(DECLARE),
  typeset: S2(DECLARE),
  local: S2(DECLARE),
  readonly: S2("-a -A -f -p"),
  unset: S2("-f -v -n"),
  read: S2("-a= -d= -e -i= -n= -N= -p= -r -s -t= -u="),
  mapfile: S2("-d= -n= -O= -s= -t -u= -C= -c="),
  readarray: S2("-d= -n= -O= -s= -t -u= -C= -c="),
  trap: S2("-l -p -P"),
  kill: spec(
    "- # -s= -n= -l -L -HUP -INT -QUIT -KILL -TERM -USR1 -USR2 -STOP -CONT -ALRM -CHLD -PIPE -WINCH -SIGHUP -SIGINT -SIGQUIT -SIGKILL -SIGTERM -SIGUSR1 -SIGUSR2 -SIGSTOP -SIGCONT -SIGALRM -SIGCHLD -SIGPIPE -SIGWINCH",
    "data"
  ),
  pip: S2(PIP),
  pip3: S2(PIP),
  cargo: S2(CARGO),
  go: S2(GO),
  rsync: S2(RSYNC),
  wget: S2(WGET),
  make: S2(MAKE),
  gmake: S2(MAKE),
  rm: S2(
    "-f -i -I -r -R -d -v --force --interactive=? --one-file-system --no-preserve-root --preserve-root=? --recursive --dir --verbose"
  ),
  rmdir: S2("-p -v --ignore-fail-on-non-empty --parents --verbose"),
  unlink: S2(""),
  mkdir: S2("-p -v -m= -Z --parents --verbose --mode= --context=?"),
  touch: S2("-a -c -h -m -f -d= -r=read -t= --no-create --no-dereference --date= --reference=read --time="),
  tee: S2("-a -i -p --append --ignore-interrupts --output-error=?"),
  cp: S2(
    "-a -b -d -f -i -H -l -L -n -P -p -R -r -s -T -u -v -x -Z -t=write --archive --attributes-only --backup=? --copy-contents --debug --force --interactive --link --dereference --no-clobber --no-dereference --preserve=? --no-preserve= --parents --recursive --reflink=? --remove-destination --sparse= --strip-trailing-slashes --symbolic-link --suffix= -S= --target-directory=write --no-target-directory --update=? --verbose --one-file-system --context=? --keep-directory-symlink"
  ),
  mv: S2(
    "-b -f -i -n -T -u -v -Z -t=write -S= --backup=? --force --interactive --no-clobber --no-copy --strip-trailing-slashes --suffix= --target-directory=write --no-target-directory --update=? --verbose --context --exchange"
  ),
  ln: S2(
    "-b -d -F -f -i -L -n -P -r -s -T -v -t=write -S= --backup=? --directory --force --interactive --logical --no-dereference --physical --relative --symbolic --suffix= --target-directory=write --no-target-directory --verbose"
  ),
  install: S2(
    "-b -C -c -d -D -p -s -v -Z -g= -m= -o= -t=write -S= --backup=? --compare --directory --group= --mode= --owner= --preserve-timestamps --strip --strip-program=command --suffix= --target-directory=write --no-target-directory --verbose --preserve-context --context=?"
  ),
  chmod: S2(
    "-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  chown: S2(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference --from= --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  chgrp: S2(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  truncate: S2("-c -o -s= -r=read --no-create --io-blocks --size= --reference=read"),
  shred: S2(
    "-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove=? --verbose --exact --zero"
  ),
  sed: S2(
    "-n -E -r -s -u -z -i=? -e= -f=read -l= --quiet --silent --regexp-extended --separate --unbuffered --null-data --in-place=? --expression= --file=read --line-length= --posix --debug --sandbox --follow-symlinks -b --binary"
  ),
  sort: S2(
    "-b -d -f -g -i -M -h -n -R -r -V -c -C -m -s -u -z -k= -t= -o=write -S= -T=write --ignore-leading-blanks --dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting --month-sort --human-numeric-sort --numeric-sort --random-sort --reverse --version-sort --check=? --merge --stable --unique --zero-terminated --key= --field-separator= --output=write --buffer-size= --temporary-directory=write --parallel= --batch-size= --files0-from=read --random-source=read --sort= --debug --compress-program=command"
  ),
  uniq: S2(
    "-c -d -D -i -u -z -f= -s= -w= --count --repeated --all-repeated=? --group=? --ignore-case --unique --zero-terminated --skip-fields= --skip-chars= --check-chars="
  ),
  awk: S2(AWK),
  gawk: S2(AWK),
  mawk: S2(AWK),
  nawk: S2(AWK),
  tar: S2(
    "-c -x -t -r -u -A -d -z -j -J -Z -a -v -k -m -o -p -P -h -O -S -W -U -B -G -i -l -M -n -s -w -f= -C= -T=read -X=read -I=command -b= -H= -g= -V= -K= -N= -L= -F=command --create --extract --get --list --append --update --catenate --concatenate --delete --diff --compare --gzip --gunzip --bzip2 --xz --lzma --lzip --lzop --zstd --compress --auto-compress --verbose --keep-old-files --keep-newer-files --skip-old-files --overwrite --overwrite-dir --unlink-first --recursive-unlink --no-overwrite-dir --touch --preserve-permissions --same-permissions --no-same-permissions --same-owner --no-same-owner --numeric-owner --absolute-names --dereference --hard-dereference --to-stdout --sparse --verify --ignore-zeros --ignore-failed-read --one-file-system --no-recursion --recursion --wildcards --no-wildcards --anchored --no-anchored --null --no-null --totals=? --checkpoint=? --show-transformed-names --strip-components= --exclude= --exclude-vcs --exclude-vcs-ignores --exclude-caches --exclude-backups --exclude-tag= --exclude-from=read --files-from=read --file= --directory= --format= --owner= --group= --mode= --mtime= --sort= --transform= --xform= --blocking-factor= --record-size= --label= --newer= --after-date= --newer-mtime= --occurrence=? --warning= --index-file=write --level= --listed-incremental=write --use-compress-program=command --to-command=command --checkpoint-action=command --info-script=command --new-volume-script=command --rsh-command=command --acls --no-acls --xattrs --no-xattrs --selinux --no-selinux --posix --full-time --utc --quoting-style= --no-auto-compress"
  ),
  gzip: S2(COMPRESS),
  gunzip: S2(COMPRESS),
  bzip2: S2(COMPRESS),
  bunzip2: S2(COMPRESS),
  xz: S2(COMPRESS),
  unxz: S2(COMPRESS),
  zstd: S2(COMPRESS),
  unzstd: S2(COMPRESS),
  lz4: S2(COMPRESS),
  zip: S2(
    "-r -j -q -v -m -u -f -d -y -D -X -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -e -T -o -l -ll -A -F -FF -R -S -@ -x= -i= -b=write -n= -P= -TT=command -Z= -t= -tt= --recurse-paths --junk-paths --quiet --verbose --move --update --freshen --delete --symlinks --no-dir-entries --no-extra --encrypt --test --exclude= --include= --password= --unzip-command=command"
  ),
  unzip: S2("-l -t -z -v -o -n -q -qq -j -C -L -a -aa -b -u -f -X -K -P= -d= -x="),
  xxd: S2(
    "-a -b -C -e -E -i -p -ps -r -u -d -R= -c= -g= -l= -o= -s= -n= --autoskip --bits --capitalize --include --plain --revert --uppercase"
  ),
  split: S2(
    "-a= -b= -C= -l= -n= -t= -d -x -e -u --suffix-length= --additional-suffix= --bytes= --line-bytes= --lines= --number= --separator= --numeric-suffixes=? --hex-suffixes=? --elide-empty-files --unbuffered --verbose --filter=command"
  ),
  sh: spec(SHELL, "data"),
  bash: spec(SHELL, "data"),
  dash: spec(SHELL, "data"),
  zsh: spec(`${SHELL} -d -g -y -Z -N --no-rcs --emulate=`, "data"),
  ksh: spec(SHELL, "data")
};

// src/core/classify/commands/packages.ts
import { posix as posix4 } from "node:path";

// src/core/classify/commands/inline-code.ts
var INLINE_SIDE_EFFECTS = /\b(open\s*\([^)]*['"][wax+]|write|unlink|remove|rmtree|rmdir|mkdir|rename|replace|chmod|chown|truncate|system|popen|subprocess|spawn|exec|eval|fork|kill|socket|connect|urlopen|urllib|requests|http|fetch|axios|curl|fs\.|child_process|shutil|os\.(?!path|environ\.get|getcwd|listdir|sep|getenv|name|walk|scandir|cpu_count)|Deno\.(?!args|env\.get|cwd)|File\.(write|delete|open)|FileUtils|IO\.popen|`|\$\(|__import__|importlib|compile|pickle|marshal|ctypes|setattr|getattr|globals|__builtins__|import\s+os\s+as|from\s+os\s+import|passthru|shell_exec|proc_open|pcntl_exec|do\s+shell\s+script|(?:send|post|put|delete|patch|upload)(?![a-z])|smtplib|ftplib|paramiko|boto3|sqlite3|psycopg|pymysql|redis|sudo|require\s*\(\s*['"](fs|child_process|net|http|https|dgram|cluster|worker_threads)['"])/i;
var SHELL_CALL = /\b(?:system|popen|exec|execSync|spawnSync|shell_exec|passthru|proc_open|check_output|check_call|getoutput|getstatusoutput|run|call|Popen)\s*\(\s*(?:\[\s*)?(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
var STRING = /(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
var ARGV_CALL = /\b(?:run|call|Popen|check_call|check_output|spawnSync|spawn|execFileSync|execFile|execvp|execv|system)\s*\(\s*(?:\[([^\]]*)\]|((?:["'][^"']*["']\s*,\s*)\[[^\]]*\]))/g;
function inlineRuns(code, rest, a, via) {
  if (code.dyn) return;
  for (const m of code.s.matchAll(SHELL_CALL)) {
    const literal = m[2].replace(/\\(["'\\])/g, "$1");
    if (/\s/.test(literal) || /^[\w./-]+$/.test(literal)) a.nested(literal, `the command ${via} runs`);
  }
  for (const m of code.s.matchAll(/`([^`]+)`/g)) a.nested(m[1], `the command ${via} runs`);
  for (const m of code.s.matchAll(ARGV_CALL)) {
    const words = [...(m[1] ?? "").matchAll(STRING), ...(m[2] ?? "").matchAll(STRING)].map((s) => s[2]);
    if (words.length > 0)
      a.run(
        words.map((w) => ({ s: w, dyn: false, glob: false, secret: 0 })),
        null,
        false
      );
  }
  const runsArgs = /\b(sys\.argv|process\.argv|ARGV|@ARGV|\$ARGV|\$argv|commandArgs|Deno\.args)/.test(code.s) && /\b(exec\w*|system|spawn\w*|subprocess|Popen|popen|run|call|passthru|proc_open|Command)\b/.test(code.s);
  if (runsArgs && rest.length > 0) a.run(rest, null, false);
}
function inlineCode(code, a, via, rest = []) {
  inlineRuns(code, rest, a, via);
  a.fx.readOnly = false;
  if (code.net) {
    a.block("download_exec", `${via} runs downloaded code`);
    return;
  }
  if (code.dyn) {
    a.grey("inline_code", `${via} runs code that cannot be known before it runs`);
    return;
  }
  if (/curl|wget|https?:\/\//i.test(code.s) && /\|\s*(ba|z|da)?sh\b|exec|eval|system/i.test(code.s)) {
    a.block("download_exec", `${via} runs inline code that downloads and executes`);
    return;
  }
  if (INLINE_SIDE_EFFECTS.test(code.s)) {
    a.grey("inline_code", `${via} runs inline code that may write files, run processes or use the network`);
  }
}

// src/core/classify/commands/wrappers.ts
function wrapper(sp, skip = 0, before) {
  return (args, a, io) => {
    const p = account(`\`${io.name}\``, args, sp, a);
    const own = p.positional.slice(0, skip);
    before?.(p, own, a);
    const rest = p.positional.slice(skip);
    if (rest.length === 0) return null;
    return a.run(rest, io.stdin, io.piped);
  };
}
H.nice = wrapper(spec("+ # -n= --adjustment="));
H.nohup = wrapper(spec("+"));
H.setsid = wrapper(spec("+ -c -f -w --ctty --fork --wait"));
H.time = wrapper(
  spec("+ -a -p -v -q -f= -o=write --append --portability --verbose --quiet --format= --output=write")
);
H.builtin = wrapper(spec("+"));
H.unbuffer = wrapper(spec("+ -p"));
H.caffeinate = wrapper(spec("+ -d -i -m -s -u -t= -w="));
H.stdbuf = wrapper(spec("+ -i= -o= -e= --input= --output= --error="));
H.ionice = wrapper(spec("+ -t -c= -n= -p= -P= -u= --class= --classdata= --pid= --pgid= --uid= --ignore"));
H.timeout = wrapper(spec("+ -v -s= -k= --signal= --kill-after= --preserve-status --foreground --verbose"), 1);
H.gtimeout = H.timeout;
H.taskset = wrapper(spec("+ -a -p -c --all-tasks --pid --cpu-list"), 1);
H.chrt = wrapper(
  spec("+ -a -b -d -f -i -o -r -R -v -m -p -e --all-tasks --batch --deadline --fifo --idle --other --rr"),
  1
);
H.strace = wrapper(
  spec(
    "+ -f -ff -c -C -t -tt -ttt -T -v -x -xx -y -yy -q -qq -k -i -r -w -Z -z -o=write -e= -p= -s= -u= -E= -a= -S= -P= -I= -b= -X="
  )
);
H.ltrace = wrapper(
  spec("+ -f -c -C -t -tt -ttt -T -i -r -S -o=write -e= -p= -s= -u= -n= -l= -L -a= -A= -D= -F=read")
);
H["xvfb-run"] = wrapper(
  spec(
    "+ -a -s= -n= -f=write -e=write -w= -p= -l --auto-servernum --server-args= --server-num= --auth-file=write --error-file=write --wait= --listen-tcp --xauth-protocol="
  )
);
H.command = (args, a, io) => {
  const p = account("`command`", args, spec("+ -p -v -V"), a);
  if (has(p, "-v", "-V")) return null;
  return p.positional.length ? a.run(p.positional, io.stdin, io.piped) : null;
};
var ENV = spec(
  "+ -i -0 -v --ignore-environment --null --debug --list-signal-handling -u= --unset= -C=dir --chdir=dir -S=command --split-string=command -P=command -a= --argv0= --block-signal=? --default-signal=? --ignore-signal=?"
);
H.env = (args, a, io) => {
  const p = account("`env`", args, ENV, a, "caller");
  for (const o of p.opts) {
    if (o.name === "-P")
      a.grey(
        "env_hijack",
        `\`env -P\` looks the command up in another search path (${o.value ? show(o.value) : "\u2026"})`
      );
    if ((o.name === "-C" || o.name === "--chdir") && o.value) H.cd([o.value], a, io);
  }
  let i = 0;
  const words = p.positional;
  if (words[0]?.s === "-" && !words[0].dyn) i++;
  for (; i < words.length; i++) {
    const w = words[i];
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(w.s);
    if (!m) break;
    a.walker.assign(m[1], { ...w, s: w.s.slice(m[0].length) }, a);
  }
  const rest = words.slice(i);
  const split = p.opts.find((o) => o.name === "-S" || o.name === "--split-string");
  if (split) {
    const str2 = split.value;
    if (!str2 || str2.dyn || rest.some((t) => t.dyn)) {
      a.grey("dynamic_command", "`env -S` runs a command that cannot be known before it runs");
      return null;
    }
    a.nested([str2.s, ...rest.map((t) => quoteForShell(t.s))].join(" "), "`env -S`");
    return null;
  }
  if (rest.length === 0) return { text: null, network: false, secret: true, via: "`env`" };
  return a.run(rest, io.stdin, io.piped);
};
function privilege(_args, a, io) {
  a.block("privilege", `\`${io.name}\` runs a command with elevated privileges`);
  return null;
}
H.sudo = privilege;
H.doas = privilege;
H.su = privilege;
H.pkexec = privilege;
H.run0 = privilege;
var FLOCK = spec(
  "+ -s -x -u -n -o -F -e --shared --exclusive --unlock --nonblock --nb --close --no-fork -w= -E= -c=command --timeout= --wait= --conflict-exit-code= --command=command"
);
H.flock = (args, a, io) => {
  const p = account("`flock`", args, FLOCK, a, "caller");
  const lock = p.positional[0];
  if (lock && !/^\d+$/.test(lock.s)) a.write(lock, "write", "`flock` (lock file)");
  const cmd = optValue(p, "-c", "--command");
  if (cmd) {
    if (cmd.dyn) a.grey("dynamic_command", "`flock -c` runs a command that cannot be known before it runs");
    else a.nested(cmd.s, "`flock -c`");
    return null;
  }
  const rest = p.positional.slice(1);
  return rest.length ? a.run(rest, io.stdin, io.piped) : null;
};
var WATCH = spec(
  "+ -n= -d=? -t -b -e -g -c -x -p -w -r -f -q= --interval= --differences=? --no-title --beep --errexit --chgexit --color --no-color --exec --precise --no-wrap --no-rerun --follow --equexit="
);
H.watch = (args, a, io) => {
  const p = account("`watch`", args, WATCH, a);
  if (p.positional.length === 0) return null;
  if (has(p, "-x", "--exec")) return a.run(p.positional, io.stdin, false);
  if (p.positional.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`watch` runs a command that cannot be known before it runs");
    return null;
  }
  a.nested(p.positional.map((v) => v.s).join(" "), "`watch`");
  return null;
};
var SCRIPT = spec(
  "+ -a -e -f -q -k -c=command -E= -O=write -I=write -B=write -T=write -t=? -m= --append --command=command --return --flush --force --quiet --echo= --log-out=write --log-in=write --log-io=write --log-timing=write --timing=? --logging-format= --output-limit="
);
H.script = (args, a) => {
  const p = account("`script`", args, SCRIPT, a, "caller");
  for (const f of p.positional.slice(0, 1)) a.write(f, "write", "`script` (typescript file)");
  const cmd = optValue(p, "-c", "--command");
  if (!cmd) {
    a.grey("shell_stdin", "`script` starts an interactive shell");
    return null;
  }
  if (cmd.dyn) a.grey("dynamic_command", "`script -c` runs a command that cannot be known before it runs");
  else a.nested(cmd.s, "`script -c`");
  return null;
};
var placeholder = () => ({ s: DYN, dyn: true, glob: false, secret: 0, split: true, fromStdin: true });
var XARGS = spec(
  "+ -0 -r -t -p -x -o --null --no-run-if-empty --verbose --interactive --exit --open-tty --show-limits -a=read -d= -E= -e=? -I= -i=? -L= -l=? -n= -P= -s= --arg-file=read --delimiter= --eof=? --replace=? --max-lines=? --max-args= --max-procs= --max-chars= --process-slot-var="
);
H.xargs = (args, a, io) => {
  const p = account("`xargs`", args, XARGS, a);
  const argFile = optValue(p, "-a", "--arg-file");
  const cmd = p.positional.length ? p.positional : [lit("echo")];
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const replace = replaceOpt ? replaceOpt.value?.s ?? "{}" : null;
  const input = io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile ? io.stdin.text.trim().split(/\s+/).filter(Boolean).map((s) => lit(s)) : null;
  if (replace !== null) {
    if (replace === "" || replaceOpt?.value?.dyn) {
      a.grey("dynamic_command", "`xargs -I` replaces a string that cannot be known before it runs");
      return null;
    }
    const lines = io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile ? io.stdin.text.split("\n").filter((l) => l.trim() !== "") : null;
    if (lines !== null && lines.length <= 64) {
      for (const line of lines)
        a.run(
          cmd.map((w) => w.s.includes(replace) ? { ...w, s: w.s.replaceAll(replace, line.trim()) } : w),
          null,
          io.piped
        );
      return null;
    }
    const filled = cmd.map((w) => w.s.includes(replace) ? placeholder() : w);
    return a.run(filled, null, io.piped);
  }
  return a.run([...cmd, ...input ?? [placeholder()]], null, io.piped);
};
var PARALLEL = spec(
  "+ -0 -k -q -v -t -u -g -X -m -r -e -s= --null --keep-order --quote --verbose --dry-run --dryrun --ungroup --group --line-buffer --lb --xargs --pipe --pipepart --tag --bar --progress --eta --shuf --plus --no-run-if-empty --files --round-robin --compress --shell-quote --citation --will-cite --bibtex --no-notice --halt-on-error= --halt= --jobs= -j= -P= --max-procs= -N= -n= -L= --max-args= --max-lines= --max-replace-args= -d= --delimiter= -E= --eof=? -C= --colsep= --timeout= --delay= --retries= --tagstring= --block= --block-size= --header= --nice= --load= --memfree= --env= --tmpdir=dir --results=write --res=write --joblog=write --output-as-files --outputasfiles -a=read --arg-file=read -I= -i=? --replace=? --extensionreplace= --basenamereplace= --dirnamereplace= --basenameextensionreplace= --seqreplace= --slotreplace= -S=host --sshlogin=host --sshloginfile=host --slf=host --onall --nonall --controlmaster --ssh=command --sshdelay= --basefile=host --bf=host --transfer --transferfile=host --return=host --cleanup --trc=host --workdir=dir --wd=dir --noswap"
);
var PARALLEL_REMOTE = /* @__PURE__ */ new Set([
  "-S",
  "--sshlogin",
  "--sshloginfile",
  "--slf",
  "--onall",
  "--nonall",
  "--basefile",
  "--bf",
  "--transfer",
  "--transferfile",
  "--return",
  "--trc",
  "--ssh",
  "--controlmaster"
]);
var PLACEHOLDER = /\{(\d*|\.|\/|\/\/|\/\.|#|%|\d+[./]+|=[\s\S]*=)\}/;
H.parallel = (args, a, io) => {
  const cut = args.findIndex((v) => /^:{3,4}\+?$/.test(v.s));
  const p = account("`parallel`", cut === -1 ? args : args.slice(0, cut), PARALLEL, a, "caller");
  const remote = p.opts.find((o) => PARALLEL_REMOTE.has(o.name));
  if (remote) a.grey("remote_exec", `\`parallel ${remote.name}\` runs the command on another host`);
  for (const o of p.opts)
    if ((o.name === "--workdir" || o.name === "--wd") && o.value) H.cd([o.value], a, io);
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const custom = replaceOpt?.value ?? null;
  if (custom?.dyn) {
    a.grey("dynamic_command", "`parallel -I` replaces a string that cannot be known before it runs");
    return null;
  }
  const template = p.positional;
  if (template.length === 0) {
    a.grey("dynamic_command", "`parallel` runs the commands it reads, which cannot be known before they run");
    return null;
  }
  for (let i = cut; i !== -1 && i < args.length; i++) {
    if (/^::::\+?$/.test(args[i].s) && args[i + 1]) {
      const f = args[i + 1];
      if (f.dyn)
        a.grey("dynamic_command", "`parallel ::::` reads arguments from a file that cannot be known");
    }
  }
  const isPlaceholder = (s) => PLACEHOLDER.test(s) || custom !== null && s.includes(custom.s);
  const hasPlaceholder = template.some((v) => isPlaceholder(v.s));
  const jobs = cut === -1 ? null : staticJobs(args.slice(cut));
  if (jobs !== null && !template.some((v) => v.dyn)) {
    for (const job of jobs) {
      const argv = template.flatMap((v) => substitute(v, job, custom?.s ?? null));
      a.run(hasPlaceholder ? argv : [...argv, ...job.map((s) => lit(s))], null, false);
      const script2 = template.map((v) => substitute(v, job, custom?.s ?? null, true)[0].s).join(" ");
      a.nested(hasPlaceholder ? script2 : `${script2} ${job.map(quoteForShell).join(" ")}`, "`parallel`");
    }
    return null;
  }
  const words = template.map((v) => isPlaceholder(v.s) ? placeholder() : v);
  a.run(hasPlaceholder ? words : [...words, placeholder()], null, false);
  if (template.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`parallel` runs a command that cannot be known before it runs");
    return null;
  }
  let script = template.map((v) => v.s).join(" ");
  script = script.replace(new RegExp(PLACEHOLDER.source, "g"), '"$__forge_gate_item"');
  if (custom) script = script.replaceAll(custom.s, '"$__forge_gate_item"');
  a.nested(hasPlaceholder ? script : `${script} "$__forge_gate_item"`, "`parallel`");
  return null;
};
function staticJobs(sources) {
  const groups = [];
  for (const v of sources) {
    if (v.s === ":::" && !v.dyn) groups.push([]);
    else if (/^:{3,4}\+?$/.test(v.s) || v.dyn || groups.length === 0) return null;
    else groups[groups.length - 1].push(v.s);
  }
  let jobs = [[]];
  for (const g of groups) {
    if (g.length === 0) return null;
    jobs = jobs.flatMap((j) => g.map((x) => [...j, x]));
    if (jobs.length > 64) return null;
  }
  return jobs;
}
function substitute(v, job, custom, quoted = false) {
  const q = (s2) => quoted ? quoteForShell(s2) : s2;
  if (v.s === "{}" || custom !== null && v.s === custom)
    return quoted ? [lit(job.map(q).join(" "))] : job.map((s2) => lit(s2));
  let dynamic = false;
  let s = v.s.replace(/\{(\d*)\}|\{[^{}]*\}/g, (m, n) => {
    if (n !== void 0 && n !== "") return q(job[Number(n) - 1] ?? "");
    if (m === "{}") return q(job.join(" "));
    if (PLACEHOLDER.test(m)) {
      dynamic = true;
      return quoted ? '"$__forge_gate_item"' : DYN;
    }
    return m;
  });
  if (custom !== null) s = s.replaceAll(custom, q(job.join(" ")));
  return [dynamic && !quoted ? { ...v, s, dyn: true, split: true } : { ...v, s }];
}
var ENV_RUNNERS = /* @__PURE__ */ new Set(["cross-env", "cross-env-shell", "dotenv", "dotenv-cli", "env-cmd"]);
function envRunner(args, a, io) {
  a.fx.readOnly = false;
  let i = 0;
  while (i < args.length) {
    const s = args[i].s;
    if (s === "--") {
      i++;
      break;
    }
    if (/^-(e|c|f|v|-env|-file|-environments)$/.test(s)) i += 2;
    else if (s.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(s)) i++;
    else break;
  }
  const rest = args.slice(i);
  if (rest.length === 0) return null;
  if (io.name === "cross-env-shell" || rest.length === 1) {
    if (rest.some((v) => v.dyn))
      a.grey("dynamic_command", "the wrapped command cannot be known before it runs");
    else a.nested(rest.map((v) => v.s).join(" "), "the wrapped command");
    return null;
  }
  return a.run(rest, io.stdin, io.piped);
}
H["cross-env"] = envRunner;
H["cross-env-shell"] = (args, a, io) => envRunner(args, a, { ...io, name: "cross-env-shell" });
H["env-cmd"] = envRunner;

// src/core/classify/commands/packages.ts
var PROJECT_TOOLS = new Set(
  "tsc tsx ts-node eslint prettier biome jest vitest mocha ava tap c8 nyc pytest py.test tox nox mypy pyright ruff black isort flake8 pylint bandit coverage rspec rake rubocop phpunit phpstan psalm mvn gradle gradlew ant sbt lein cmake ninja meson bazel bazelisk buck2 nx turbo lerna vite webpack rollup esbuild parcel next nuxt astro svelte-kit vue-cli-service ng storybook playwright cypress gcc g++ cc c++ clang clang++ rustc rustfmt gofmt javac kotlinc scalac swiftc ghc cabal stack dune zig elixir mix iex erl erlc rebar3 dart flutter ctest cargo-nextest golangci-lint staticcheck shellcheck shfmt hadolint markdownlint stylelint htmlhint autoreconf autoconf automake ./configure configure pre-commit husky lint-staged knip depcheck madge typedoc jsdoc sphinx-build mkdocs hugo jekyll vitepress docusaurus tsup unbuild babel swc terser uglifyjs postcss sass tailwindcss lessc graphql-codegen prisma drizzle-kit protoc buf sqlc wasm-pack trunk maturin hatch flit twine-check doctest pdoc pydoc behave cucumber karma nodemon concurrently wireit just task invoke fab rails xcodebuild xcrun pod carthage".split(/\s+/)
);
function projectTool(name, args, a) {
  const p = parseOpts(args, [
    "-o",
    "--outDir",
    "--outdir",
    "--out-dir",
    "--outfile",
    "-C",
    "--prefix",
    "-d",
    "--dist-dir"
  ]);
  const out = optValues(p, "-o", "--outDir", "--outdir", "--out-dir", "--outfile", "--dist-dir");
  for (const o of out) if (o.s !== "-") a.write(o, "write", `\`${name}\` output`);
  for (const v of args) {
    const value = v.s.replace(/^--?[\w-]+=/, "");
    const climbs = /(^|\/)\.\.(\/|$)/.test(value) && a.cwds.length === 1;
    if (v.dyn || !(value.startsWith("/") || climbs)) continue;
    a.project(`\`${name}\` (pointed at ${show(v)})`, { ...v, s: value });
  }
  if (INLINE_RUNNERS.has(name) && inlineRunner(name, args, a)) return;
  if (name === "playwright" && p.positional[0]?.s === "install") {
    a.grey("install_global", "`playwright install` downloads browsers outside the project");
    return;
  }
  a.project(`\`${name}\``);
}
var NPX_SAFE = new Set(
  "tsc typescript vitest jest eslint prettier @biomejs/biome biome tsx ts-node mocha playwright @playwright/test cypress vite webpack rollup esbuild next nuxt astro svelte-kit turbo nx lerna tsup prisma drizzle-kit knip depcheck madge typedoc jsdoc c8 nyc ava tap stylelint markdownlint markdownlint-cli2 husky lint-staged concurrently nodemon create-react-app create-vite create-next-app degit http-server serve ncu npm-check-updates semantic-release changeset @changesets/cli tailwindcss postcss sass babel @babel/cli swc @swc/cli terser uglify-js rimraf mkdirp cross-env vue-tsc svelte-check @angular/cli ng storybook wrangler vercel netlify-cli firebase-tools openapi-typescript graphql-codegen @graphql-codegen/cli orval ts-prune license-checker size-limit publint attw @arethetypeswrong/cli".split(/\s+/)
);
var INLINE_RUNNERS = /* @__PURE__ */ new Set(["tsx", "ts-node", "ts-node-esm"]);
function inlineRunner(name, args, a) {
  const at = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (at === -1) return false;
  inlineCode(args[at + 1] ?? dyn(), a, `\`${name}\` ${normArg(args[at])}`);
  return true;
}
var NPX_SPEC = spec(
  "+ -p= --package= -c= --call= -y --yes --no --no-install --ignore-existing -q --quiet --prefer-offline --prefer-online --offline --node-options= -w= --workspace= --workspaces --include-workspace-root --bun --silent --verbose",
  "data"
);
function npx(args, a, io) {
  account(`\`${io.name}\``, args, NPX_SPEC, a);
  const p = parseOpts(args, ["-p", "--package", "-c", "--call", "--node-options"], true);
  const call = optValue(p, "-c", "--call");
  if (call) {
    if (call.dyn) a.grey("dynamic_command", "`npx -c` runs a command that cannot be known");
    else a.nested(call.s, "`npx -c`");
    return null;
  }
  for (const extra of optValues(p, "-p", "--package")) {
    const name = extra.s.replace(/@[^@/]*$/, "") || extra.s;
    if (extra.dyn || !NPX_SAFE.has(name) && !NPX_SAFE.has(extra.s))
      a.grey("npx_unknown", `\`${io.name} -p ${show(extra)}\` installs a package forge-gate does not know`);
  }
  const pkg = p.positional[0];
  if (!pkg || pkg.dyn) {
    a.grey("npx_unknown", `\`${io.name}\` runs a package that cannot be known before it runs`);
    return null;
  }
  const bare = pkg.s.replace(/@[^@/]*$/, "") || pkg.s;
  if (bare === "rimraf") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "rdelete", "`rimraf`");
    return null;
  }
  if (bare === "mkdirp") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "write", "`mkdirp`");
    return null;
  }
  if (ENV_RUNNERS.has(bare)) return envRunner(p.positional.slice(1), a, io);
  if (NPX_SAFE.has(bare) || NPX_SAFE.has(pkg.s)) {
    if (INLINE_RUNNERS.has(bare) && inlineRunner(bare, p.positional.slice(1), a)) return null;
    const tool = bare.replace(/^@[^/]+\//, "").replace(/^(cli|test)$/, bare);
    if (PROJECT_TOOLS.has(tool)) projectTool(tool, p.positional.slice(1), a);
    else a.project(`\`${io.name} ${bare}\``);
    return null;
  }
  a.grey("npx_unknown", `\`${io.name} ${show(pkg)}\` downloads and runs a package forge-gate does not know`);
  return null;
}
H.npx = npx;
H.pnpx = npx;
H.bunx = npx;
var NODE_PM = spec(
  "-D -P -O -E -S -B -g -w -W -r -y -q -s -f -d -h -v --save --save-dev --save-prod --save-optional --save-exact --save-peer --save-bundle --no-save --dev --prod --production --optional --exact --global --force --legacy-peer-deps --strict-peer-deps --no-package-lock --package-lock-only --prefer-offline --offline --prefer-online --no-audit --no-fund --ignore-scripts --foreground-scripts --no-optional --dry-run --json --long --parseable --all --silent --quiet --verbose --yes --no --version --help --frozen-lockfile --no-frozen-lockfile --immutable --recursive --workspaces --include-workspace-root --if-present --watch --no-git-tag-version --git-tag-version --sign-git-tag --install-links --no-install-links --color=? --no-color --progress=? --no-progress --depth= --omit= --include= --loglevel= --workspace= --filter= -F= --tag= --access= --otp= --preid= --message= -m= --script-shell=command --node-options=command --registry=host --proxy=host --https-proxy=host --noproxy= --userconfig=read --globalconfig=read --prefix=dir -C=dir --dir=dir --cwd=dir --pack-destination=write --cache=write --location= --save-dev=? --save-prod=? --audit-level= --before= --lockfile-only --fix --production=? --reporter= --stream --parallel --sequential --aggregate-output --no-bail --bail --resume-from= --report-summary --workspace-root --shamefully-hoist --fail-if-no-match --changed-files-ignore-pattern= --test-pattern= --interactive --latest --compatible --unsafe-perm"
);
function nodePackageManager(args, a, io) {
  const dashdash = args.findIndex((v) => v.s === "--" && !v.dyn);
  const own = dashdash === -1 ? args : args.slice(0, dashdash);
  const runAt = own.findIndex(
    (v) => /^(run|run-script|rum|urn|exec|x|dlx|test|t|tst|start|stop|restart)$/.test(v.s)
  );
  const npmWords = runAt !== -1 && /^(run|run-script|rum|urn)$/.test(own[runAt].s) ? own.slice(0, runAt + 2) : runAt !== -1 && /^(exec|x|dlx)$/.test(own[runAt].s) ? own.slice(0, runAt + 1) : own;
  const checked = account(`\`${io.name}\``, npmWords, NODE_PM, a, "grey");
  for (const o of checked.opts) {
    const role = NODE_PM.opts.get(o.name)?.role;
    if (role === "host" && o.value) a.host(o.value.s, `\`${io.name} ${o.name}\``, false);
  }
  const p = parseOpts(
    args,
    [
      "--prefix",
      "-C",
      "--dir",
      "--filter",
      "-F",
      "-w",
      "--workspace",
      "--cwd",
      "--registry",
      "--cache",
      "--userconfig",
      "--loglevel",
      "--pack-destination"
    ],
    true
  );
  const sub = p.positional[0]?.s ?? (io.name === "yarn" ? "install" : "");
  const rest = p.positional.slice(1);
  const restOpts = parseOpts(rest, ["--prefix", "-C", "--dir", "--cwd"]);
  const via = `\`${io.name} ${sub}\``;
  const global = has(p, "-g", "--global", "--location") || has(restOpts, "-g", "--global", "--location") || rest.some((v) => v.s === "global") || sub === "global";
  const prefix = optValue(p, "--prefix", "-C", "--dir", "--cwd") ?? optValue(restOpts, "--prefix", "-C", "--dir", "--cwd");
  const READ = /^(ls|list|ll|la|outdated|view|info|show|v|search|s|find|explain|why|help|doctor|prefix|root|bin|fund|query|audit|licenses|version-check|whoami|ping|config-get|owner-ls|completion|docs|home|repo|bugs|-v|--version|-h|--help)$/;
  if (READ.test(sub) && !(sub === "audit" && rest.some((v) => v.s === "fix"))) return null;
  if (sub === "config" || sub === "c") {
    const action = rest[0]?.s;
    if (action === "get" || action === "list" || action === "ls") return null;
    a.grey("package_config", `${via} changes package-manager configuration outside the project`);
    return null;
  }
  if (/^(publish|unpublish|deprecate|dist-tag|owner|access|adduser|login|logout|token|team|org|hook|star|unstar|npm)$/.test(
    sub
  )) {
    a.grey("package_publish", `${via} changes the package registry`);
    return null;
  }
  if (global) {
    a.grey("install_global", `${via} -g installs outside the project`);
    return null;
  }
  if (sub === "exec" || sub === "x" || sub === "dlx") return npx(rest, a, io);
  for (const v of rest) {
    if (/^(https?|git\+\w+|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
    const forge = /^(github|gitlab|bitbucket|gist):/.exec(v.s)?.[1];
    if (forge)
      a.host(
        `https://${forge === "gist" ? "gist.github.com" : `${forge}.${forge === "bitbucket" ? "org" : "com"}`}/`,
        via,
        false
      );
  }
  if (sub === "cache" || sub === "store") {
    if (rest[0]?.s === "clean" || rest[0]?.s === "prune" || rest[0]?.s === "rm" || rest[0]?.s === "add") {
      a.grey("package_cache", `${via} ${rest[0]?.s} changes the shared package cache outside the project`);
      return null;
    }
    return null;
  }
  if (sub === "link" || sub === "ln" || sub === "unlink") {
    a.grey("install_global", `${via} links packages through the global prefix, outside the project`);
    return null;
  }
  a.project(via, prefix ?? void 0);
  return null;
}
H.npm = nodePackageManager;
H.pnpm = nodePackageManager;
H.yarn = nodePackageManager;
H.corepack = (args, a) => {
  if (args[0]?.s === "enable" || args[0]?.s === "disable" || args[0]?.s === "install")
    a.grey("install_global", "`corepack` changes global shims");
  else a.project("`corepack`");
  return null;
};
function projectRunner(args, a, io) {
  const p = parseOpts(
    args,
    [
      "--with",
      "--with-requirements",
      "--python",
      "-p",
      "--directory",
      "--project",
      "--extra",
      "--group",
      "--env-file",
      "--package",
      "--index",
      "-n",
      "--name",
      "--prefix",
      "-e",
      "--env"
    ],
    true
  );
  const rest = p.positional;
  if (rest.length === 0) return null;
  const head = rest[0];
  if (!head.dyn && /\.py$/.test(head.s) && !head.s.includes("/"))
    return a.run([{ ...head, s: "python" }, ...rest], io.stdin, io.piped);
  return a.run(rest, io.stdin, io.piped);
}
function pythonPackageManager(args, a, io) {
  const p = parseOpts(args, [
    "-t",
    "--target",
    "--prefix",
    "--root",
    "-r",
    "--requirement",
    "-c",
    "--constraint",
    "-i",
    "--index-url",
    "--extra-index-url",
    "-e",
    "--editable",
    "-d",
    "--dest",
    "--python",
    "-p",
    "--directory",
    "--project",
    "-f",
    "--find-links",
    "--proxy"
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (/^(list|show|freeze|check|search|help|config-list|debug|inspect|index|tree|version|--version)$/.test(sub))
    return null;
  if (io.name === "uv" || io.name === "poetry" || io.name === "pipenv" || io.name === "pdm" || io.name === "rye" || io.name === "hatch") {
    if (sub === "pip")
      return pythonPackageManager(args.slice(args.findIndex((v) => v.s === "pip") + 1), a, {
        ...io,
        name: "pip"
      });
    if (sub === "tool" || sub === "self" || io.name === "uv" && sub === "python" && p.positional[1]?.s === "install") {
      if (p.positional[1]?.s === "run" || p.positional[1]?.s === "list") {
        a.project(via);
        return null;
      }
      a.grey("install_global", `${via} installs tools outside the project`);
      return null;
    }
    if (sub === "publish") {
      a.grey("package_publish", `${via} publishes to a registry`);
      return null;
    }
    a.project(via, optValue(p, "--directory", "--project") ?? void 0);
    if (sub === "run") return projectRunner(args.slice(args.findIndex((v) => v.s === "run") + 1), a, io);
    return null;
  }
  for (const v of p.positional)
    if (/^(git\+)?(https?|ssh|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  for (const u of optValues(p, "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--proxy"))
    if (!u.s.startsWith("/") && !u.s.startsWith(".")) a.host(u.s, `${via} (package index)`, false);
  if (sub === "install" || sub === "download" || sub === "wheel") {
    if (has(p, "--user", "--break-system-packages", "--root", "--prefix")) {
      a.grey("install_global", `${via} installs outside the project`);
      return null;
    }
    const target = optValue(p, "-t", "--target", "-d", "--dest");
    if (target) a.write(target, "write", via);
    a.project(via);
    return null;
  }
  if (sub === "uninstall") {
    a.grey("package_remove", `${via} removes packages from the environment`);
    return null;
  }
  a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
  return null;
}
for (const n of [
  "pip",
  "pip3",
  "uv",
  "poetry",
  "pipenv",
  "pdm",
  "rye",
  "hatch",
  "conda",
  "mamba",
  "micromamba",
  "pipx"
])
  H[n] = pythonPackageManager;
H.pipx = (args, a) => {
  if (args[0]?.s === "run") a.grey("npx_unknown", "`pipx run` downloads and runs a package");
  else if (args[0]?.s === "list") return null;
  else a.grey("install_global", "`pipx` installs tools outside the project");
  return null;
};
H.conda = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|info|search|env-list)$/.test(sub) || sub === "env" && args[1]?.s === "list") return null;
  if (sub === "run" || sub === "activate" || sub === "deactivate") {
    a.project("`conda`");
    if (sub === "run") return projectRunner(args.slice(1), a, io);
    return null;
  }
  a.grey("install_global", `\`conda ${sub}\` changes environments outside the project`);
  return null;
};
H.mamba = H.conda;
H.micromamba = H.conda;
H.cargo = (args, a) => {
  const p = parseOpts(args, [
    "--manifest-path",
    "-p",
    "--package",
    "--target-dir",
    "-Z",
    "--config",
    "-C",
    "--color",
    "-j",
    "--jobs",
    "--features",
    "-F",
    "--target",
    "--bin",
    "--example",
    "--test",
    "--bench",
    "--profile"
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  if (/^(install|uninstall|publish|login|logout|owner|yank)$/.test(sub)) {
    a.grey(
      sub === "publish" || sub === "yank" || sub === "owner" ? "package_publish" : "install_global",
      `${via} acts outside the project`
    );
    return null;
  }
  const target = optValue(p, "--target-dir");
  if (target) a.write(target, "write", via);
  if (sub === "new" || sub === "init") {
    if (p.positional[1]) a.write(p.positional[1], "write", via);
    else a.project(via);
    return null;
  }
  const manifest = optValue(p, "--manifest-path");
  const dir = optValue(p, "-C") ?? (manifest ? { ...manifest, s: posix4.dirname(manifest.s) } : null);
  a.project(via, dir ?? void 0);
  return null;
};
H.rustup = (args, a) => {
  if (/^(show|which|--version|-V|check|doc)$/.test(args[0]?.s ?? "")) return null;
  a.grey("install_global", "`rustup` changes the toolchain installation");
  return null;
};
H.go = (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`go ${sub}\``;
  if (/^(version|env|list|doc|help)$/.test(sub) && !(sub === "env" && args.some((v) => v.s === "-w")))
    return null;
  if (sub === "env") {
    a.grey("package_config", "`go env -w` changes the global go configuration");
    return null;
  }
  if (sub === "install") {
    a.grey("install_global", "`go install` installs binaries outside the project");
    return null;
  }
  if (sub === "clean" && args.some((v) => /^-(modcache|cache|testcache|fuzzcache)$/.test(v.s))) {
    a.grey("package_cache", "`go clean` with a cache flag deletes the shared caches outside the project");
    return null;
  }
  const p = parseOpts(args.slice(1), [
    "-o",
    "-C",
    "-ldflags",
    "-gcflags",
    "-tags",
    "-run",
    "-bench",
    "-count",
    "-timeout",
    "-p",
    "-exec",
    "-toolexec",
    "-mod",
    "-coverprofile",
    "-cpuprofile",
    "-memprofile",
    "-modfile",
    "-overlay",
    "-pkgdir"
  ]);
  if (has(p, "-exec", "-toolexec")) a.grey("inline_code", `${via} -exec runs another program`);
  if (sub === "run" && p.positional.some((v) => /@|^[\w-]+\.[\w.-]+\//.test(v.s) && !/^\.{0,2}\//.test(v.s)))
    a.grey("npx_unknown", `${via} downloads a remote module and runs it`);
  const out = optValue(p, "-o", "-coverprofile", "-cpuprofile", "-memprofile");
  if (out) a.write(out, "write", via);
  a.project(via, optValue(p, "-C") ?? void 0);
  return null;
};
H.make = (args, a) => {
  const p = parseOpts(args, [
    "-C",
    "--directory",
    "-f",
    "--file",
    "--makefile",
    "-j",
    "--jobs",
    "-l",
    "-o",
    "-W",
    "-I",
    "--eval",
    "-E"
  ]);
  if (p.positional.some((v) => v.s === "install" || v.s === "uninstall")) {
    a.grey("install_global", "`make install` usually writes outside the project");
    return null;
  }
  if (has(p, "--eval", "-E")) a.grey("inline_code", "`make --eval` runs extra make code");
  if (has(p, "-n", "--dry-run", "--just-print", "-q", "--question", "-p", "--print-data-base")) return null;
  a.project("`make`", optValue(p, "-C", "--directory") ?? void 0);
  return null;
};
H.gmake = H.make;
H.bundle = (args, a) => {
  const sub = args[0]?.s ?? "install";
  if (sub === "exec") return args[1] ? a.run(args.slice(1), null, false) : null;
  if (/^(list|show|info|outdated|check|config-get|version|-v|--version)$/.test(sub)) return null;
  a.project(`\`bundle ${sub}\``);
  return null;
};
H.gem = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|search|info|query|env|help|contents|dependency|which|specification)$/.test(sub)) return null;
  if (sub === "build") {
    a.project("`gem build`");
    return null;
  }
  a.grey(
    sub === "push" || sub === "yank" ? "package_publish" : "install_global",
    `\`gem ${sub}\` acts outside the project`
  );
  return null;
};
H.composer = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(show|info|outdated|licenses|validate|diagnose|depends|why|why-not|search|check-platform-reqs|about|list|help)$/.test(
    sub
  ))
    return null;
  if (sub === "global") {
    a.grey("install_global", "`composer global` installs outside the project");
    return null;
  }
  a.project(`\`composer ${sub}\``);
  return null;
};
H.dotnet = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (sub === "tool" && args.some((v) => v.s === "-g" || v.s === "--global")) {
    a.grey("install_global", "`dotnet tool -g` installs outside the project");
    return null;
  }
  if (sub === "nuget" && args[1]?.s === "push") {
    a.grey("package_publish", "`dotnet nuget push` publishes a package");
    return null;
  }
  if (/^(--info|--version|--list-sdks|--list-runtimes|list|sln-list)$/.test(sub)) return null;
  a.project(`\`dotnet ${sub}\``);
  return null;
};
H.swift = (args, a) => {
  a.project(`\`swift ${args[0]?.s ?? ""}\``);
  return null;
};

// src/core/classify/commands/pending-specs.ts
var PY_PROJECT = "-q --quiet -v --verbose --no-color --color= --offline --frozen --locked --no-sync --all-extras --extra= --group= --dev --no-dev --only-dev --no-group= --only-group= --all-groups --all-packages --package= --python= -p= --directory=dir --project=dir --no-cache --with= --with-editable= --with-requirements=read --env-file=read --no-env-file --isolated --no-project --module -m --script -s --exact --inexact --active --no-active --upgrade -U --upgrade-package= -P= --reinstall --compile-bytecode --refresh --no-install-project --no-install-workspace --check --dry-run --resolution= --prerelease= --no-interaction -n --ansi --no-ansi --no-root --only= --sync --all --without= --with-dev --no-plugins --tree --outdated --latest --depth= -d= --invert --no-dedupe --universal --frozen-lockfile --clean --lock --no-update --verbose -vv -vvv";
var DENO_BUN = "-A --allow-all --allow-read=? --allow-write=? --allow-net=? --allow-env=? --allow-run=? --allow-sys=? --allow-ffi=? -R -W -N -E -S --no-prompt --check=? --no-check=? --watch --watch-exclude= --quiet -q --config=read -c=read --import-map=read --lock=? --frozen=? --no-lock --node-modules-dir=? --reload=? -r=? --unstable --coverage=? --coverage-dir= --filter= --fail-fast=? --parallel --shuffle=? --doc --permit-no-files --reporter= --junit-path= --ext= --ignore= --indent-width= --line-width= --single-quote --use-tabs --no-semicolons --prose-wrap= --rules --rules-tags= --rules-include= --rules-exclude= --fix --compact --json --timeout= --bail=? --only --todo --rerun-each= --update-snapshots -u --test-name-pattern= -t= --preload=read --smol --hot --bun --silent --verbose --production --frozen-lockfile --no-save --dev -d --exact --optional --peer --filter= --elide-lines= --if-present --all --ci";
var VERSIONS = "--help --version --json --long --latest --no-colors --silent -s --lts --installed --remote";
var PENDING_SPECS = {
  systemctl: {
    own: "--no-pager -l --full -a --all -t= --type= --state= -p= --property= -n= --lines= -o= --output= --user --system -q --quiet --value --failed --plain --no-legend --reverse --after --before"
  },
  launchctl: { own: "" },
  uv: { own: PY_PROJECT, runner: /^(run|pip)$/ },
  poetry: { own: PY_PROJECT, runner: /^(run)$/ },
  pipenv: { own: PY_PROJECT, runner: /^(run)$/ },
  pdm: { own: PY_PROJECT, runner: /^(run)$/ },
  rye: { own: PY_PROJECT, runner: /^(run)$/ },
  hatch: { own: PY_PROJECT, runner: /^(run)$/ },
  pipx: { own: "--json --short --include-injected --verbose -v --quiet -q" },
  conda: {
    own: "--json -q --quiet -v --verbose -n= --name= -p= --prefix= --no-capture-output --live-stream --explicit --export --revisions -e --envs --full-name --show-channel-urls --no-pip --md5",
    runner: /^(run)$/
  },
  deno: { own: DENO_BUN, runner: /^(run|x|task)$/ },
  bun: { own: DENO_BUN, runner: /^(run|x)$/ },
  bundle: {
    own: "--gemfile=read --jobs= -j= --retry= --quiet --verbose --local --prefer-local --frozen --deployment --without= --with= --path=write --parseable --paths --verbose",
    runner: /^(exec)$/
  },
  gem: {
    own: "--local --remote --both --details --versions --all -a -e --exact -i --installed -d --no-details -q --quiet --verbose -V"
  },
  composer: {
    own: "--no-interaction -n --no-progress --no-dev --dev --prefer-dist --prefer-source --optimize-autoloader -o --classmap-authoritative -a --no-scripts --no-plugins --ansi --no-ansi -q --quiet -v -vv -vvv --verbose --direct -D --latest -l --minor-only --format= -f= --locked --strict --tree -t --no-check-publish --working-dir=dir -d=dir"
  },
  dotnet: {
    own: "-c= --configuration= -f= --framework= -r= --runtime= -v= --verbosity= --no-restore --no-build --nologo --filter= --logger= -l= --collect= --list-tests --project=dir -p=? --property=? --blame --tl=? --verify-no-changes --include-generated --severity= --diagnostics= --interactive -a= --arch="
  },
  swift: {
    own: "-c= --configuration= --filter= --skip= --parallel --enable-code-coverage -v --verbose --vv --very-verbose --package-path=dir --scratch-path=write --product= --target= --show-bin-path --build-tests --skip-build -q --quiet --list-tests"
  },
  rustup: { own: "-v --verbose -q --quiet" },
  corepack: { own: "" },
  apt: {
    own: "--installed --upgradable --manual-installed --all-versions -a --names-only --full -q --quiet"
  },
  "apt-get": { own: "" },
  "apt-cache": { own: "--names-only --full --installed --recurse --no-all-versions -q --quiet" },
  brew: {
    own: "--versions --formula --formulae --cask --casks -1 -l --full-name --pinned --multiple --json=? --installed --desc -d --eval-all --tree --include-build --include-optional --include-test --skip-recommended --direct --recursive --verbose -v --quiet -q --oneline"
  },
  // nvm and the other version managers (aliased below).
  nvm: { own: VERSIONS },
  openssl: {
    own: "- -hex -base64 -in=read -noout -text -subject -issuer -dates -fingerprint -sha256 -sha1 -md5 -serial -pubkey -modulus -check -inform= -outform= -print_certs -nameopt= -purpose -enddate -startdate -sha512 -r -list -help -engine_list="
  },
  "cross-env": { own: "" },
  "cross-env-shell": { own: "" },
  "env-cmd": {
    own: "-f=read --file=read -e= --environments= -r=read --rc-file=read --fallback --no-override --use-shell --silent --verbose"
  }
};
for (const [alias, of] of [
  ...["fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"].map(
    (n) => [n, "nvm"]
  ),
  ["mamba", "conda"],
  ["micromamba", "conda"]
])
  PENDING_SPECS[alias] = PENDING_SPECS[of];
var built = {};
function accountPending(name, args, a) {
  const desc = PENDING_SPECS[name]?.own ?? "";
  built[name] ??= { anywhere: spec(desc, "data"), leading: spec(`+ ${desc}`, "data") };
  const { anywhere, leading } = built[name];
  const via = `\`${name}\``;
  const runner = PENDING_SPECS[name]?.runner;
  let at = -1;
  if (runner) {
    const plain = [];
    for (let k = 0; k < args.length && plain.length < 2; k++) {
      const s = normArg(args[k]);
      if (s === "--") break;
      if (!s.startsWith("-")) plain.push(k);
    }
    const [first, second] = plain.map((k) => args[k]);
    if (first && !first.dyn && runner.test(first.s)) at = plain[0];
    else if (first?.s === "tool" && second && !second.dyn && runner.test(second.s)) at = plain[1];
  }
  if (at === -1) {
    account(via, args, PENDING_SPECS[name]?.lead ? leading : anywhere, a);
    return;
  }
  account(via, args.slice(0, at), anywhere, a);
  const sub = args[at].s;
  if (sub === "pip") account(`\`${name} pip\``, args.slice(at + 1), HANDLER_SPECS.pip, a);
  else account(`\`${name} ${sub}\``, args.slice(at + 1), leading, a);
}

// src/core/classify/commands/reader-specs.ts
var S3 = (desc, positional = "read") => spec(desc, positional);
var GREP = "-E -F -G -P -i -y -v -w -x -c -L -l -o -q -s -b -H -h -n -T -Z -z -a -I -r -R -U # -e= -f=read -m= -A= -B= -C= -d= -D= --regexp= --file=read --ignore-case --no-ignore-case --invert-match --word-regexp --line-regexp --count --files-without-match --files-with-matches --only-matching --quiet --silent --no-messages --byte-offset --with-filename --no-filename --label= --line-number --initial-tab --null --null-data --text --binary-files= --devices= --directories= --exclude= --exclude-from=read --exclude-dir= --include= --recursive --dereference-recursive --line-buffered --max-count= --after-context= --before-context= --context= --extended-regexp --fixed-strings --basic-regexp --perl-regexp --binary --color=? --colour=?";
var RG = "-i -s -S -v -w -x -F -n -N -l -c -o -u -L -H -I -p -U -z -a -b -0 -q -P -e= -f=read -g= -t= -T= -A= -B= -C= -m= -j= -M= -r= -E= -d= --regexp= --file=read --glob= --iglob= --type= --type-not= --type-add= --type-clear= --after-context= --before-context= --context= --max-count= --threads= --max-columns= --replace= --encoding= --max-depth= --maxdepth= --color= --colors= --sort= --sortr= --max-filesize= --ignore-file=read --path-separator= --context-separator= --field-match-separator= --field-context-separator= --engine= --hyperlink-format= --dfa-size-limit= --regex-size-limit= --pre=command --pre-glob= --hostname-bin=command --files --hidden --no-hidden --no-ignore --no-ignore-vcs --no-ignore-parent --no-ignore-dot --no-ignore-global --no-ignore-exclude --no-ignore-files --no-ignore-messages --follow --no-follow --count --count-matches --files-with-matches --files-without-match --fixed-strings --no-fixed-strings --ignore-case --smart-case --case-sensitive --invert-match --word-regexp --line-regexp --line-number --no-line-number --no-heading --heading --with-filename --no-filename --only-matching --json --no-json --vimgrep --column --no-column --byte-offset --null --null-data --text --no-text --pretty --multiline --no-multiline --multiline-dotall --pcre2 --no-pcre2 --pcre2-version --trim --no-trim --stats --no-stats --quiet --search-zip --no-search-zip --one-file-system --no-messages --messages --no-config --passthru --passthrough --unrestricted --glob-case-insensitive --debug --trace --type-list --crlf --no-crlf --binary --no-binary --block-buffered --line-buffered --auto-hybrid-regex --sort-files --include-zero --list-file-types --max-columns-preview --mmap --no-mmap --no-unicode --unicode --no-encoding --invert-match --files-without-match --help --version";
var HEAD = "-c= -n= -q -v -z # --bytes= --lines= --quiet --silent --verbose --zero-terminated";
var SUMS = "-b -c -t -z -w --binary --check --tag --text --ignore-missing --quiet --status --strict --warn --zero";
var BASE = "-d -i -w= --decode --ignore-garbage --wrap=";
var READER_SPECS = {
  ls: S3(
    "-a -A -b -B -c -C -d -f -F -g -G -h -H -i -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -u -U -v -x -X -Z -1 -I= -T= -w= --all --almost-all --author --escape --block-size= --ignore-backups --color=? --colour=? --directory --dired --classify=? --file-type --format= --full-time --group-directories-first --no-group --human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide= --hyperlink=? --indicator-style= --inode --ignore= --kibibytes --dereference --numeric-uid-gid --literal --hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse --recursive --size --sort= --time= --time-style= --tabsize= --width= --context --zero"
  ),
  cat: S3(
    "-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank --show-tabs --show-nonprinting"
  ),
  tac: S3("-b -r -s= --before --regex --separator="),
  bat: S3(
    "-A -p -P -n -l= -H= -r= -m= -d -u --show-all --plain --paging= --language= --highlight-line= --line-range= --map-syntax= --theme= --style= --color= --decorations= --tabs= --wrap= --number --diff --list-languages --list-themes --file-name= --terminal-width= --no-config --italic-text= --squeeze-blank"
  ),
  head: S3(HEAD),
  tail: S3(`${HEAD} -f -F -s= --follow=? --retry --pid= --sleep-interval= --max-unchanged-stats=`),
  less: S3(
    "-N -R -S -F -X -r -i -I -M -n -+F # -p= -x= --RAW-CONTROL-CHARS --chop-long-lines --quit-if-one-screen"
  ),
  more: S3("-d -f -l -c -p -s -u -n= #"),
  wc: S3("-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=read --total="),
  grep: S3(GREP),
  egrep: S3(GREP),
  fgrep: S3(GREP),
  rg: S3(RG),
  ag: S3(
    "-i -s -S -v -w -l -L -c -o -u -U -a -f -z -Q -G= -g= -A= -B= -C= -m= --ignore-case --case-sensitive --smart-case --invert-match --word-regexp --files-with-matches --files-without-matches --count --only-matching --hidden --unrestricted --literal --nocolor --color --noheading --heading --nogroup --group --column --numbers --nonumbers --vimgrep --stats --ignore= --ignore-dir= --depth= --file-search-regex="
  ),
  ack: S3(
    "-i -s -v -w -l -L -c -o -h -H -Q -f -g= -A= -B= -C= -m= --ignore-case --smart-case --invert-match --word-regexp --files-with-matches --files-without-matches --count --literal --nocolor --color --noheading --heading --nogroup --group --column --type= --ignore-dir= --noignore-dir= --sort-files"
  ),
  tree: S3(
    "-a -d -f -i -l -s -h -D -F -C -J -x -u -g -p -n -q -N -r -t -v -U -c -L= -P= -I= --noreport --dirsfirst --gitignore --charset= --filelimit= --du --prune --matchdirs --ignore-case --info --sort= --filesfirst -o=write --fromfile"
  ),
  stat: S3("-L -f -t -c= --format= --printf= --terse --dereference --file-system --cached="),
  file: S3(
    "-b -i -L -h -z -Z -k -l -N -p -r -s -E -0 -f=read -m=read -e= -F= -P= --mime --mime-type --mime-encoding --brief --dereference --no-dereference --keep-going --uncompress --no-pad --special-files --extension --files-from=read --magic-file=read --exclude= --separator= --print0 --raw --preserve-date"
  ),
  du: S3(
    "-a -b -c -h -H -k -l -L -m -P -s -S -x -0 -D -d= -B= -t= -X=read --max-depth= --summarize --human-readable --all --apparent-size --total --exclude= --exclude-from=read --threshold= --time=? --time-style= --si --bytes --block-size= --count-links --dereference --dereference-args --no-dereference --one-file-system --inodes --null --files0-from=read --separate-dirs"
  ),
  df: S3(
    "-a -h -H -i -k -l -P -T -x= -t= -B= --output=? --total --human-readable --si --print-type --local --portability --all --inodes --block-size= --type= --exclude-type= --sync --no-sync"
  ),
  pwd: S3("-L -P"),
  which: S3("-a -s --all --skip-alias --skip-functions --read-alias --read-functions", "data"),
  whereis: S3("-b -m -s -u -l -B= -M= -S= -f", "data"),
  type: S3("-a -f -p -P -t", "data"),
  realpath: S3(
    "-e -m -L -P -q -s -z --relative-to= --relative-base= --canonicalize-existing --canonicalize-missing --logical --physical --quiet --strip --no-symlinks --zero"
  ),
  readlink: S3(
    "-f -e -m -n -q -s -v -z --canonicalize --canonicalize-existing --canonicalize-missing --no-newline --quiet --silent --verbose --zero"
  ),
  basename: S3("-a -s= -z --multiple --suffix= --zero", "data"),
  dirname: S3("-z --zero", "data"),
  date: S3(
    "-d= -f=read -I=? -R -u -r=read --date= --file=read --iso-8601=? --rfc-3339= --rfc-email --utc --universal --reference=read --debug --resolution",
    "data"
  ),
  uname: S3(
    "-a -s -n -r -v -m -p -i -o --all --kernel-name --nodename --kernel-release --kernel-version --machine --processor --hardware-platform --operating-system",
    "data"
  ),
  whoami: S3(""),
  id: S3("-u -g -G -n -r -z -a -Z --user --group --groups --name --real --zero --context", "data"),
  groups: S3("", "data"),
  hostname: S3(
    "-f -s -i -I -d -A -a -y --fqdn --long --short --ip-address --all-ip-addresses --domain --alias",
    "data"
  ),
  diff: S3(
    "-u -c -N -a -b -B -w -i -E -Z -q -r -s -y -p -t -T -l -P -d -e -f -n # -U= -C= -W= -x= -X=read -I= -F= -S= -L= -D= --unified=? --context=? --brief --recursive --new-file --unidirectional-new-file --text --ignore-all-space --ignore-space-change --ignore-blank-lines --ignore-case --ignore-file-name-case --no-ignore-file-name-case --report-identical-files --side-by-side --width= --exclude= --exclude-from=read --color=? --label= --no-dereference --strip-trailing-cr --minimal --speed-large-files --from-file=read --to-file=read --ignore-matching-lines= --show-function-line= --show-c-function --suppress-common-lines --normal --expand-tabs --initial-tab --ignore-tab-expansion --ignore-trailing-space --palette= --horizon-lines= --line-format= --old-line-format= --new-line-format= --unchanged-line-format= --left-column --suppress-blank-empty --tabsize= --starting-file= --ed --rcs --ifdef= --paginate --GTYPE-group-format="
  ),
  diff3: S3("-a -A -e -E -x -X -3 -i -m -T -L= --text --merge --label= --easy-only --show-all --ed"),
  cmp: S3("-b -l -s -i= -n= --print-bytes --verbose --quiet --silent --ignore-initial= --bytes="),
  comm: S3("-1 -2 -3 -z --check-order --nocheck-order --output-delimiter= --total --zero-terminated"),
  cut: S3(
    "-n -s -z -b= -c= -d= -f= --bytes= --characters= --delimiter= --fields= --complement --only-delimited --output-delimiter= --zero-terminated"
  ),
  tr: S3("-c -C -d -s -t --complement --delete --squeeze-repeats --truncate-set1", "data"),
  nl: S3(
    "-p -b= -d= -f= -h= -i= -l= -n= -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= --header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber --number-separator= --starting-line-number= --number-width="
  ),
  column: S3(
    "-t -n -x -e -J -L -R= -s= -o= -c= -N= -l= -H= -O= -E= -W= -r= -d --table --separator= --output-separator= --output-width= --table-columns= --table-right= --table-hide= --table-order= --table-wrap= --table-truncate= --table-noextreme= --table-name= --json --keep-empty-lines --fillrows --tree= --tree-id= --tree-parent="
  ),
  paste: S3("-s -z -d= --delimiters= --serial --zero-terminated"),
  join: S3(
    "-i -z -a= -e= -j= -o= -t= -v= -1= -2= --check-order --nocheck-order --header --ignore-case --zero-terminated"
  ),
  fold: S3("-b -s -w= # --bytes --spaces --width="),
  fmt: S3(
    "-c -s -t -u -p= -w= -g= # --crown-margin --split-only --tagged-paragraph --uniform-spacing --width= --goal= --prefix="
  ),
  rev: S3(""),
  expand: S3("-i -t= --initial --tabs= #"),
  unexpand: S3("-a -t= --all --first-only --tabs= #"),
  base64: S3(BASE),
  base32: S3(BASE),
  basenc: S3(
    `${BASE} --base64 --base64url --base32 --base32hex --base16 --base2msbf --base2lsbf --z85 --base58`
  ),
  md5sum: S3(SUMS),
  sha1sum: S3(SUMS),
  sha224sum: S3(SUMS),
  sha256sum: S3(SUMS),
  sha384sum: S3(SUMS),
  sha512sum: S3(SUMS),
  b2sum: S3(`${SUMS} -l= --length=`),
  shasum: S3(`${SUMS} -a= -0 -p -U --algorithm= --portable --UNIVERSAL --01`),
  cksum: S3(`${SUMS} -a= -l= --algorithm= --length= --untagged --base64 --raw --debug`),
  sum: S3("-r -s --sysv"),
  seq: S3("-w -f= -s= -t= # --format= --separator= --equal-width", "data"),
  sleep: S3("#", "data"),
  nproc: S3("--all --ignore=", "data"),
  free: S3(
    "-b -k -m -g -h -w -t -l -v -L --kilo --mega --giga --tera --peta --kibi --mebi --gibi --tebi --pebi --bytes --human --si --total --lohi --wide --committed --line -s= -c= --seconds= --count=",
    "data"
  ),
  uptime: S3("-p -s --pretty --since", "data"),
  ps: S3(
    "-A -a -d -e -f -F -H -j -l -L -M -N -T -w -x -y -Z -o= -O= -p= -q= -C= -g= -G= -s= -t= -u= -U= --pid= --ppid= --sort= --forest --no-headers --headers --format= --user= --User= --group= --Group= --cols= --columns= --lines= --rows= --width= --deselect --tty= --quick-pid= --sid= --cumulative -ww",
    "data"
  ),
  pgrep: S3(
    "-a -c -f -i -l -n -o -v -w -x -r= -d= -g= -G= -P= -s= -t= -u= -U= --count --full --ignore-case --list-name --list-full --newest --oldest --inverse --lightweight --exact --delimiter= --pgroup= --group= --parent= --session= --terminal= --euid= --uid= --ns= --nslist= --older= --signal=",
    "data"
  ),
  pidof: S3("-s -c -q -x -z -o= -d= -n", "data"),
  lsof: S3("-n -P -i=? -t -l -U -w -b -a -c= -p= -u= -d= -g= -s= +D= +d= -F= -R", "data"),
  ldd: S3("-v -u -d -r --version --verbose --unused --data-relocs --function-relocs"),
  nm: S3(
    "-a -A -B -C -D -g -h -l -n -o -p -P -r -s -S -u -v -V -j --demangle --dynamic --extern-only --defined-only --undefined-only --line-numbers --numeric-sort --no-sort --portability --reverse-sort --print-size --size-sort --print-file-name --format= -t= --radix= --target="
  ),
  objdump: S3(
    "-a -d -D -f -g -G -h -l -p -r -R -s -S -t -T -x -C -w -z --disassemble=? --disassemble-all --file-headers --section-headers --headers --syms --dynamic-syms --reloc --dynamic-reloc --full-contents --source --line-numbers --demangle=? --wide --private-headers --all-headers --no-show-raw-insn -j= -M= -b= -m= --section= --disassembler-options= --target= --architecture= --start-address= --stop-address="
  ),
  readelf: S3(
    "-a -h -l -S -g -t -e -s -n -r -u -d -V -A -c -D -I -W -C --all --file-header --program-headers --segments --section-headers --sections --section-groups --section-details --headers --syms --symbols --dyn-syms --notes --relocs --unwind --dynamic --version-info --arch-specific --archive-index --use-dynamic --histogram --wide --demangle=? -x= -p= -R= --hex-dump= --string-dump= --relocated-dump= --debug-dump=?"
  ),
  strings: S3(
    "-a -d -f -w -e= -n= -t= -o -s= # --all --data --print-file-name --bytes= --radix= --encoding= --include-all-whitespace --output-separator="
  ),
  hexdump: S3(
    "-b -c -C -d -o -x -v -e= -f=read -n= -s= -L=? --canonical --length= --skip= --format= --format-file=read --no-squeezing"
  ),
  od: S3(
    "-a -b -c -d -f -i -l -o -s -x -v -A= -j= -N= -S= -t= -w=? --address-radix= --endian= --skip-bytes= --read-bytes= --strings=? --format= --output-duplicates --width=? --traditional"
  ),
  help: S3("-d -m -s", "data"),
  info: S3("-a -w --all --where --apropos= -o=write --output=write", "data"),
  expr: S3("", "data"),
  locale: S3("-a -m -c -k -v --all-locales --charmaps --category-name --keyword-name --verbose", "data"),
  getconf: S3("-a -v=", "data"),
  lscpu: S3(
    "-a -b -c -e=? -p=? -J -x -y -B -C=? --all --online --offline --json --hex --physical --bytes --extended=? --parse=?",
    "data"
  ),
  lsblk: S3(
    "-a -b -d -f -J -l -m -n -p -P -r -S -t -z -o= -O -e= -I= -x= --all --bytes --nodeps --fs --json --list --noheadings --paths --pairs --raw --output= --output-all --sort= --tree",
    "data"
  ),
  lsusb: S3("-v -t -s= -d=", "data"),
  lspci: S3("-v -vv -vvv -k -n -nn -t -s= -d= -D -m -mm", "data"),
  printenv: S3("-0 --null", "data"),
  tput: S3("-T= -S -x", "data"),
  clear: S3("-T= -V -x", "data"),
  cal: S3(
    "-1 -3 -j -m -s -w -y -Y -A= -B= -n= --monday --sunday --julian --year --twelve --week=? --months=",
    "data"
  ),
  bc: S3("-l -q -s -w -i --mathlib --quiet --standard --warn --interactive"),
  dc: S3("-e= -f=read --expression= --file=read"),
  jq: S3(
    "-r -j -a -c -n -e -s -S -C -M -R -h --raw-output --join-output --ascii-output --compact-output --null-input --exit-status --slurp --sort-keys --color-output --monochrome-output --raw-input --tab --seq --stream --stream-errors --raw-output0 --unbuffered --indent= -f=read --from-file=read -L= --arg=data --argjson=data --slurpfile=data --rawfile=data --args --jsonargs"
  ),
  gron: S3(
    "-u -s -c -m -k -v -j --ungron --stream --colorize --monochrome --no-sort --values --json --insecure"
  ),
  zcat: S3("-f -q -v -l --force --quiet --verbose --list"),
  bzcat: S3("-s -v --small --verbose"),
  xzcat: S3("-v -q -T= --threads= --verbose --quiet --format= --single-stream"),
  zstdcat: S3("-v -q -f --verbose --quiet --force"),
  lz4cat: S3("-v -q -f"),
  gzcat: S3("-f -q -v"),
  zless: S3(""),
  zmore: S3(""),
  look: S3("-b -d -f -t= --alternative --alphanum --ignore-case --terminate=", "data"),
  apropos: S3("-a -e -l -r -w -s= --and --exact --long --regex --wildcard --sections=", "data"),
  whatis: S3("-l -r -w -s= --long --regex --wildcard --sections=", "data"),
  getent: S3("-s= -i --service= --no-idn", "data"),
  netstat: S3(
    "-a -c -e -g -i -l -n -o -p -r -s -t -u -w -x -A= --all --listening --numeric --program --route --statistics --tcp --udp --interfaces",
    "data"
  ),
  ss: S3(
    "-a -e -H -i -l -m -n -o -p -r -s -t -u -w -x -4 -6 -Z -K -f= -A= --all --listening --numeric --processes --tcp --udp --summary --extended --info --memory --options --no-header",
    "data"
  ),
  arch: S3("", "data"),
  users: S3("", "data"),
  who: S3(
    "-a -b -d -H -l -m -p -q -r -s -t -T -u -w --all --boot --dead --heading --login --count --runlevel --short --time --users --mesg",
    "data"
  ),
  w: S3("-h -u -s -f -o -i -p --no-header --no-current --short --from --old-style --ip-addr --pids", "data"),
  last: S3("-a -d -F -i -R -w -x -n= -s= -t= -f=read #", "data"),
  finger: S3("-s -l -p -m", "data"),
  tty: S3("-s --silent --quiet", "data"),
  stty: S3("-a -g --all --save", "data"),
  logname: S3("", "data"),
  vmstat: S3(
    "-a -f -m -n -s -d -D -p= -t -w -S= --active --forks --slabs --one-header --stats --disk --disk-sum --partition= --timestamp --wide --unit=",
    "data"
  ),
  iostat: S3("-c -d -h -k -m -N -t -x -y -z -p=? -j=", "data"),
  mpstat: S3("-A -u -I= -P= -o=", "data"),
  top: S3("-b -c -H -i -S -s -n= -d= -p= -u= -U= -o= -w=? -E= -e=", "data"),
  htop: S3("-C -t -H -M -d= -p= -u= -s= --no-color --tree --no-mouse --readonly", "data"),
  pstree: S3(
    "-a -A -c -g -G -h -H= -l -n -N= -p -s -S -t -T -u -U -Z --arguments --ascii --compact-not --show-pgids --long --numeric-sort --show-pids --show-parents --hide-threads",
    "data"
  ),
  numfmt: S3(
    "-d= -z --debug --delimiter= --field= --format= --from= --from-unit= --grouping --header=? --invalid= --padding= --round= --suffix= --to= --to-unit= --zero-terminated",
    "data"
  ),
  factor: S3("-h --exponents", "data"),
  tsort: S3(""),
  locate: S3(
    "-0 -A -b -c -e -i -l= -q -r= -S -w -d= --all --basename --count --existing --ignore-case --limit= --null --quiet --regex= --statistics --wholename --database=",
    "data"
  ),
  mdfind: S3("-0 -count -onlyin= -live -name= -interpret -literal", "data"),
  whence: S3("-v -c -w -p -a -m -s -S -x= -f", "data"),
  compgen: S3("-a -b -c -d -e -f -g -j -k -s -u -v -A= -G= -W= -P= -S= -X= -o=", "data"),
  dirs: S3("-c -l -p -v #", "data"),
  fc: S3("-l -n -r -e=command -s", "data"),
  caller: S3("", "data"),
  disown: S3("-a -h -r", "data"),
  jobs: S3("-l -n -p -r -s", "data"),
  cowsay: S3("-b -d -g -p -s -t -w -y -n -e= -f= -T= -W= -l", "data"),
  figlet: S3("-c -l -r -x -t -k -W -S -s -o -p -n -f= -d= -w= -m= -C=", "data"),
  lolcat: S3("-a -f -t -i -F= -p= -S= -d= -s=", "data"),
  toilet: S3("-f= -d= -w= -t -k -W -S -s -o --filter= --metal --gay -F=", "data"),
  yes: S3("", "data"),
  reset: S3("-q -e= -i= -k= -m= -I -Q -r -w", "data"),
  mktemp: S3("-d -q -u -t -p= --directory --dry-run --quiet --suffix= --tmpdir=?", "data"),
  uuidgen: S3("-r -t -m -s -n= -N= -x --random --time --md5 --sha1 --namespace= --name= --hex", "data"),
  shuf: S3(
    "-e -i= -n= -r -z --echo --input-range= --head-count= --repeat --zero-terminated --random-source=read",
    "read"
  ),
  envsubst: S3("-v --variables", "data"),
  pbpaste: S3("-Prefer= -pboard=", "data"),
  pbcopy: S3("-pboard=", "data"),
  iconv: S3("-c -s -l -f= -t= --from-code= --to-code= --list --silent"),
  sw_vers: S3("-productName -productVersion -buildVersion", "data"),
  lsb_release: S3("-a -c -d -i -r -s -v --all --codename --description --id --release --short", "data"),
  hash: S3("-r -d -l -t -p=command", "data"),
  enable: S3("-a -n -p -s -d -f=command", "data"),
  bind: S3("-l -p -P -v -V -S -s -m= -q= -u= -r= -f=read -x=command", "data"),
  complete: S3(
    "-p -r -D -E -I -a -b -c -d -e -f -g -j -k -s -u -v -o= -A= -G= -W= -F=command -C=command -P= -S= -X=",
    "data"
  ),
  history: S3("-c -d= -a -n -r -w -p -s #", "data"),
  ping: S3(
    "-4 -6 -a -A -b -B -d -D -f -L -n -O -q -r -R -U -v -c= -i= -I= -l= -m= -M= -p= -Q= -s= -S= -t= -T= -w= -W=",
    "data"
  ),
  dig: S3("-4 -6 -b= -c= -f=read -k=read -m -p= -q= -t= -x= -y= -r -u", "data"),
  nslookup: S3("-type= -query= -debug -port= -timeout= -retry=", "data"),
  host: S3("-a -A -c= -C -d -l -i -m= -N= -r -R= -s -t= -T -U -v -V -w -W= -4 -6", "data"),
  man: S3(
    "-a -f -k -K -w -W -l -u -Z -t -7 -E= -L= -m= -M= -P=command -r= -s= -S= -C=read -H=command -T=? -X=? --all --whatis --apropos --global-apropos --where --path --local-file --update --ditroff --troff --ascii --encoding= --locale= --systems= --manpath= --pager=command --prompt= --sections= --config-file=read --html=command --troff-device=? --gxditview=? --regex --wildcard --names-only",
    "data"
  )
};
var DATA_ONLY = new Set(
  "echo printf true false test [ [[ : exit return break continue shift wait let unalias times umask ulimit suspend logout bg fg".split(" ")
);

// src/core/classify/commands/readers.ts
function isReader(name) {
  return DATA_ONLY.has(name) || Object.hasOwn(READER_SPECS, name);
}
function isInfoQuery(args) {
  return args.length === 1 && /^(--version|-version|--help|-V)$/.test(normArg(args[0]));
}
var CREDENTIAL_NEUTRAL = new Set(
  "source . test [ [[ chmod chown chgrp rm touch mkdir ssh ssh-add ssh-keygen git echo printf export unset cd pushd".split(
    " "
  )
);
function printedText(name, args, texts) {
  const decode = (t) => t.replace(/\\(x[0-9A-Fa-f]{1,2}|0[0-7]{0,3}|[abefnrtv\\'"])/g, (_m, e) => {
    if (e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (e[0] === "0") return String.fromCharCode(Number.parseInt(e, 8) || 0);
    const map = {
      a: "\x07",
      b: "\b",
      e: "\x1B",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	",
      v: "\v"
    };
    return map[e] ?? e;
  });
  if (name === "echo") {
    const joined = texts.map((v) => v.s).join(" ");
    if (args.some((v) => /^-[nE]*e[neE]*$/.test(v.s))) return decode(joined);
    return joined.includes("\\") ? null : joined;
  }
  if (texts[0]?.s === "-v" || texts[0]?.s.startsWith("-")) return null;
  const [fmt, ...rest] = texts.map((v) => v.s);
  if (fmt === void 0) return "";
  const directives = fmt.replaceAll("%%", "").match(/%[^%]/g) ?? [];
  if (directives.some((d) => d !== "%s") || rest.length > Math.max(directives.length, 0)) return null;
  let k = 0;
  return decode(fmt.replace(/%%|%s/g, (d) => d === "%%" ? "%" : rest[k++] ?? ""));
}
function readerOutput(name, args, a) {
  const secret = (name === "printenv" || name === "env") && args.length === 0 || args.some((v) => !v.dyn && isSecretPath(v.s, a.ctx.home));
  if (secret && (name === "cat" || name === "head" || name === "tail" || name === "less" || name === "more" || name === "base64" || name === "xxd" || name === "bat")) {
    a.grey("secret_read", `\`${name}\` prints a credential file into the transcript`);
  }
  if (name === "echo" || name === "printf") {
    const texts = args.filter((v) => !(name === "echo" && /^-[neE]+$/.test(v.s)));
    const anyDyn = texts.some((v) => v.dyn);
    return {
      text: anyDyn ? null : printedText(name, args, texts),
      network: false,
      secret: texts.some((v) => v.secret === 2),
      via: `\`${name}\``
    };
  }
  return { text: null, network: false, secret, via: `\`${name}\`` };
}
H.man = (args, a) => {
  const p = parseOpts(args, [
    "-P",
    "--pager",
    "-M",
    "--manpath",
    "-L",
    "--locale",
    "-S",
    "-s",
    "--sections",
    "-C",
    "--config-file",
    "-H",
    "--html"
  ]);
  for (const cmd of optValues(p, "-P", "--pager", "-H", "--html")) {
    if (cmd.dyn) a.grey("dynamic_command", "`man -P` runs a pager that cannot be known before it runs");
    else a.nested(cmd.s, "the pager of `man`");
  }
  return null;
};
H.yq = (args, a) => {
  const p = parseOpts(args, ["-o", "--output-format", "-p", "--input-format", "--from-file", "--expression"]);
  if (has(p, "-i", "--inplace")) for (const f of p.positional.slice(1)) a.write(f, "write", "`yq -i`");
  return null;
};
H.tail = (args, a) => readerOutput("tail", args, a);
H.less = (args, a) => readerOutput("less", args, a);
H.date = (args, a) => {
  if (args.some((v) => v.s === "-s" || v.s.startsWith("--set")))
    a.grey("system_change", "`date -s` changes the system clock");
  return null;
};
H.hostname = (args, a) => {
  if (args.some((v) => !v.s.startsWith("-"))) a.grey("system_change", "`hostname NAME` renames the machine");
  return null;
};
var METADATA_ONLY = new Set(
  "ls stat du df file tree realpath readlink which whereis type wc md5sum sha1sum sha224sum sha256sum sha384sum sha512sum shasum b2sum cksum sum pwd basename dirname".split(
    " "
  )
);
var RECURSIVE_READERS = /* @__PURE__ */ new Set(["rg", "ag", "ack"]);
function secretReads(name, args, a, stdin) {
  const via = `\`${name}\``;
  if (args.some((v) => v.secret > 0)) {
    a.grey("secret_read", `${via} prints a credential into the transcript`);
    return;
  }
  if (stdin?.secret && !METADATA_ONLY.has(name) && !namedLinesOnly(name, args)) {
    a.grey("secret_read", `${via} prints an environment dump or a credential into the transcript`);
    return;
  }
  if (name === "printenv" && args.some((v) => SECRET_NAME.test(v.s))) {
    a.grey("secret_read", `${via} prints a credential variable into the transcript`);
    return;
  }
  if ((name === "less" || name === "more") && args.some((v) => v.dyn || v.s.startsWith("+") && !/^\+\d+$/.test(v.s))) {
    a.grey("runs_program", `${via} +command runs a pager command, which can run programs`);
    return;
  }
  if (METADATA_ONLY.has(name) || DATA_ONLY.has(name)) return;
  const recursive = RECURSIVE_READERS.has(name) || /^[ef]?grep$/.test(name) && args.some((v) => /^-[a-zA-Z]*[rR]|^--(recursive|dereference-recursive)$/.test(v.s));
  const sp = READER_SPECS[name];
  const parsed = sp ? parseSpec(args, sp) : null;
  const files = parsed ? [...parsed.positional] : args;
  if (parsed && /^([ef]?grep|rg|ag|ack)$/.test(name) && !parsed.opts.some((o) => /^(-e|-f|--regexp|--file)$/.test(o.name)))
    files.shift();
  if (parsed) {
    for (const o of parsed.opts) if (sp.opts.get(o.name)?.role === "read" && o.value) files.push(o.value);
  }
  for (const v of files) {
    if (v.dyn && !v.fromStdin && !v.s.startsWith("/dev/fd/")) {
      a.grey("dynamic_read", `${via} reads a path that cannot be known before it runs (${show(v)})`);
      return;
    }
    if (v.dyn) continue;
    const path = v.s;
    if (revealsSecrets(path, a.ctx.home, recursive)) {
      a.grey("secret_read", `${via} reads ${path}, which holds credentials`);
      return;
    }
  }
}
var SECRET_NAME = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function namedLinesOnly(name, args) {
  if (!/^[ef]?grep$|^rg$/.test(name)) return false;
  const words = args.filter((v) => !/^-[wFE]+$/.test(v.s));
  return words.length === 1 && !words[0].dyn && /^[\w.^$-]+$/.test(words[0].s) && !SECRET_NAME.test(words[0].s);
}

// src/core/classify/commands/archives.ts
H.tar = (args, a) => {
  let list = args;
  if (args[0] && !args[0].dyn && /^[A-Za-z]+$/.test(args[0].s)) {
    const queue = args.slice(1);
    const expanded = [];
    for (const ch of args[0].s) {
      expanded.push(lit(`-${ch}`));
      if ("fCTXIbHgVKN".includes(ch)) expanded.push(queue.shift() ?? dyn());
    }
    list = [...expanded, ...queue];
  }
  const p = parseOpts(list, [
    "-f",
    "--file",
    "-C",
    "--directory",
    "-T",
    "--files-from",
    "-X",
    "--exclude-from",
    "-I",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "-b",
    "--blocking-factor",
    "-H",
    "--format",
    "--exclude",
    "-g",
    "-V",
    "-K",
    "-N",
    "--owner",
    "--group",
    "--mode",
    "--transform",
    "--xform"
  ]);
  if (has(
    p,
    "-I",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "--info-script",
    "-F",
    "--new-volume-script",
    "--rsh-command"
  )) {
    a.grey("inline_code", "`tar` runs an external program");
    return null;
  }
  const file = optValue(p, "-f", "--file");
  if (has(p, "-t", "--list", "-d", "--diff", "--compare")) return null;
  if (has(p, "-x", "--extract", "--get")) {
    const dir = optValue(p, "-C", "--directory");
    if (dir) a.write(dir, "write", "`tar -x`");
    else a.project("`tar -x`");
    if (has(p, "-P", "--absolute-names")) a.grey("tar_absolute", "`tar -P` extracts absolute paths");
    return null;
  }
  if (has(p, "-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--delete")) {
    if (file && file.s !== "-") a.write(file, "write", "`tar` (archive)");
    return null;
  }
  a.grey("unknown_command", "`tar` with an unrecognised mode");
  return null;
};
H.unzip = (args, a) => {
  const p = parseOpts(args, ["-d", "-x", "-P"]);
  if (has(p, "-l", "-t", "-v", "-p", "-Z", "-z")) return null;
  const dir = optValue(p, "-d");
  if (dir) a.write(dir, "write", "`unzip -d`");
  else a.project("`unzip`");
  return null;
};
H.zip = (args, a) => {
  const p = parseOpts(args, ["-x", "-i", "-b", "-n", "-t", "-tt", "-P", "-Z", "-O", "--out"]);
  if (p.positional[0]) a.write(p.positional[0], "write", "`zip`");
  if (has(p, "-m", "--move")) for (const f of p.positional.slice(1)) a.write(f, "delete", "`zip -m`");
  if (has(p, "-T", "-TT", "--unzip-command")) a.grey("inline_code", "`zip -T/-TT` runs a program");
  return null;
};
function compressor(verb) {
  return (args, a) => {
    const p = parseOpts(args, ["-S", "--suffix", "-b", "-o", "--output", "-T", "--threads", "-L", "--level"]);
    if (has(p, "-c", "--stdout", "--to-stdout", "-l", "--list", "-t", "--test"))
      return { text: null, network: false, secret: false, via: `\`${verb}\`` };
    const out = optValue(p, "-o", "--output");
    if (out) a.write(out, "write", `\`${verb}\``);
    if (p.positional.length === 0) return null;
    for (const f of p.positional) a.write(f, "write", `\`${verb}\``);
    return null;
  };
}
for (const c of [
  "gzip",
  "gunzip",
  "bzip2",
  "bunzip2",
  "xz",
  "unxz",
  "lzma",
  "zstd",
  "unzstd",
  "lz4",
  "brotli",
  "pigz"
])
  H[c] = compressor(c);

// src/core/classify/commands/builtins.ts
import { posix as posix5 } from "node:path";

// src/core/classify/commands/interpreters.ts
var INTERPRETERS = {
  python: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python2: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  pypy3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  node: {
    inline: ["-e", "--eval", "-p", "--print"],
    valueOpts: ["-r", "--require", "--import", "--loader", "--env-file"]
  },
  nodejs: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: ["-r", "--require"] },
  deno: { inline: ["eval"], valueOpts: [] },
  bun: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: [] },
  ruby: { inline: ["-e"], valueOpts: ["-r", "-I"] },
  perl: { inline: ["-e", "-E"], valueOpts: ["-M", "-I"] },
  php: { inline: ["-r"], valueOpts: ["-d", "-c"] },
  lua: { inline: ["-e"], valueOpts: ["-l"] },
  Rscript: { inline: ["-e"], valueOpts: [] },
  julia: { inline: ["-e"], valueOpts: [] },
  osascript: { inline: ["-e"], valueOpts: [] }
};
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox-sh"]);
function shellFromStdin(a, io, via) {
  const src = io.stdin;
  if (!src) {
    a.grey("shell_stdin", `${via} reads commands from standard input`);
    return null;
  }
  if (src.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src.text === null || src.text.includes(DYN)) {
    a.grey(
      "shell_stdin",
      `${via} runs commands produced by ${src.via}, which cannot be known before it runs`
    );
    return null;
  }
  a.nested(src.text, `${via} (fed by ${src.via})`);
  return null;
}
function shellHandler(args, a, io) {
  const via = `\`${io.name}\``;
  let i = 0;
  let command = null;
  let dashC = false;
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (s === "-o" || s === "+o" || s === "-O" || s === "+O" || s === "--rcfile" || s === "--init-file") {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(s)) {
      dashC = true;
      continue;
    }
    if (s === "--") {
      i++;
      break;
    }
    if (s === "-s") continue;
    if ((s.startsWith("-") || s.startsWith("+")) && !args[i].dyn) continue;
    break;
  }
  if (dashC) command = args[i] ?? null;
  if (command) {
    if (command.dyn) {
      if (command.net) a.block("download_exec", `${via} -c runs code downloaded by a command substitution`);
      else a.grey("dynamic_command", `${via} -c runs a command that cannot be known before it runs`);
      return null;
    }
    a.nested(command.s, `${via} -c`);
    return null;
  }
  const script = args[i];
  if (script?.net) {
    a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    return null;
  }
  if (script && !/^-s?$/.test(normArg(script))) {
    if (script.dyn && io.stdin === null)
      a.grey("dynamic_script", `${via} runs a script that cannot be known before it runs`);
    else if (script.dyn) return shellFromStdin(a, io, via);
    else if (/^\/dev\/(stdin|fd\/0)$/.test(script.s)) return shellFromStdin(a, io, via);
    else if (/^\/dev\/fd\/\d+$|^\/proc\//.test(script.s))
      a.grey("dynamic_script", `${via} runs code from a file descriptor`);
    else a.script(script, via);
    return null;
  }
  return shellFromStdin(a, io, via);
}
for (const sh of SHELLS) H[sh] = shellHandler;
var PYTHON_OPTS = spec(
  "+ -b -bb -B -d -E -h -i -I -O -OO -P -q -s -S -u -v -V -x -R -W= -X= --version --help --check-hash-based-pycs="
);
var NODE_OPTS = spec(
  "+ --test --run= --watch --watch-path= --watch-preserve-output --check --interactive -i --no-warnings --trace-warnings --enable-source-maps --experimental-vm-modules --experimental-strip-types --experimental-transform-types --no-experimental-strip-types --experimental-test-coverage --experimental-test-module-mocks --test-reporter= --test-reporter-destination=write --test-name-pattern= --test-skip-pattern= --test-only --test-concurrency= --test-timeout= --test-update-snapshots --test-force-exit --max-old-space-size= --max-semi-space-size= --stack-size= --expose-gc --unhandled-rejections= --input-type= --conditions= -C= --env-file=read --env-file-if-exists=read --inspect=?host --inspect-brk=?host --inspect-wait=?host --inspect-port= --cpu-prof --heap-prof --prof --title= --trace-uncaught --trace-exit --abort-on-uncaught-exception --no-deprecation --throw-deprecation --pending-deprecation --trace-deprecation --preserve-symlinks --preserve-symlinks-main --experimental-specifier-resolution= --experimental-json-modules --experimental-default-type= --no-addons --disable-warning= --experimental-loader=read --loader=read --import=read -r=read --require=read --version -v --help -h"
);
var INTERPRETER_OPTS = {
  python: PYTHON_OPTS,
  python3: PYTHON_OPTS,
  node: NODE_OPTS,
  nodejs: NODE_OPTS,
  perl: spec(
    "+ -n -p -a -s -c -w -W -X -t -T -U -S -u -h -v -l=? -F=? -i=? -0=? -x=? -C=? -V=? -M= -m= -I=read --help --version"
  ),
  ruby: spec(
    "+ -n -p -l -a -w -v -c -s -S -d -y -h -F= -i=? -0=? -W=? -x=? -r=read -I=read -E= -C=dir -K= -T=? --verbose --disable= --enable= --jit --yjit --encoding= --external-encoding= --internal-encoding= --backtrace-limit= --help --version"
  ),
  php: spec(
    "+ -d= -c=read -n -l -q -s -v -w -i -m -H -h --ini --syntax-check --no-php-ini --define= --help --version"
  ),
  lua: spec("+ -l= -i -v -E -W"),
  Rscript: spec(
    "+ --vanilla --no-save --no-restore --no-environ --no-site-file --no-init-file --default-packages= --verbose --help --version"
  ),
  julia: spec(
    "+ -t= --threads= --project=? -q --quiet --startup-file= --history-file= --color= -O= --optimize=? --check-bounds= --depwarn= --banner= --compile= -h --help -v --version"
  ),
  osascript: spec("+ -l= -s= -i")
};
function interpreterOptions(args, a, io) {
  const sp = INTERPRETER_OPTS[io.name];
  if (!sp) return;
  const inline = INTERPRETERS[io.name];
  const prefix = [];
  for (let k = 0; k < args.length; k++) {
    const s = normArg(args[k]);
    const head = s.split("=")[0];
    if (!s.startsWith("-") || s === "-" || s === "--") break;
    if (inline.inline.includes(head) || head === inline.module || inline.module && s.startsWith(inline.module))
      break;
    if (/^-[a-zA-Z]{2,}$/.test(s) && [...s.slice(1)].some((ch) => inline.inline.includes(`-${ch}`))) break;
    if (inline.inline.some(
      (f) => s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : f.length === 2)
    ))
      break;
    prefix.push(args[k]);
    const o = sp.opts.get(head);
    if (o?.arity === 1 && !s.includes("=") && !(head.length === 2 && s.length > 2))
      prefix.push(args[++k] ?? dyn());
  }
  const p = account(`\`${io.name}\``, prefix, sp, a, "caller");
  for (const o of p.opts) {
    const v = o.value;
    if (!v) continue;
    if (sp.opts.get(o.name)?.role === "host") {
      const host = v.s.includes(":") ? v.s.slice(0, v.s.lastIndexOf(":")) : /^\d+$/.test(v.s) ? "" : v.s;
      if (v.dyn || host !== "" && !/^(localhost|127(\.\d+){3}|\[?::1\]?)$/.test(host))
        a.grey("network_serve", `\`${io.name} ${o.name}\` opens the debugger to the network`);
    } else if (/^(-r|--require|--import|--loader|--experimental-loader)$/.test(o.name) && /^[./~]/.test(v.s))
      a.script(v, `\`${io.name} ${o.name}\``);
  }
}
function interpreterHandler(args, a, io) {
  const spec2 = INTERPRETERS[io.name];
  const via = `\`${io.name}\``;
  interpreterOptions(args, a, io);
  for (let i = 0; i < args.length; i++) {
    const s = normArg(args[i]);
    const letters = /^-([a-zA-Z]{2,})$/.exec(s)?.[1];
    let at = -1;
    for (let k = 0; letters !== void 0 && k < letters.length; k++) {
      if (spec2.inline.includes(`-${letters[k]}`)) at = k;
      if (at !== -1 || spec2.valueOpts.includes(`-${letters[k]}`)) break;
    }
    if (letters && at !== -1 && !spec2.inline.includes(s)) {
      const attached = letters.slice(at + 1);
      const code = attached !== "" ? { ...args[i], s: attached } : args[i + 1] ?? dyn();
      inlineCode(code, a, `${via} -${letters[at]}`, args.slice(attached !== "" ? i + 1 : i + 2));
      if (io.name === "perl" && letters.slice(0, at).includes("i")) {
        for (const f of args.slice(i + 2)) if (!normArg(f).startsWith("-")) a.write(f, "write", `${via} -i`);
      }
      return null;
    }
    const attachedFlag = spec2.inline.find(
      (f) => s.length > f.length && s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : true)
    );
    if (attachedFlag && !letters) {
      const code = { ...args[i], s: s.slice(attachedFlag.length + (attachedFlag.startsWith("--") ? 1 : 0)) };
      inlineCode(code, a, `${via} ${attachedFlag}`, args.slice(i + 1));
      return null;
    }
    if (spec2.inline.includes(s)) {
      const code = args[i + 1] ?? dyn();
      if (/^--?[A-Za-z]/.test(normArg(code)) && !code.dyn) {
        a.grey("unknown_option", `${via} ${s} is given ${code.s} where its code should be`);
        if (args[i + 2]) inlineCode(args[i + 2], a, `${via} ${s}`, args.slice(i + 3));
        return null;
      }
      inlineCode(code, a, `${via} ${s}`, args.slice(i + 2));
      if (io.name === "perl" && args.some((v) => /^-[a-zA-Z]*i/.test(normArg(v)))) {
        for (const f of args.slice(i + 2)) if (!normArg(f).startsWith("-")) a.write(f, "write", `${via} -i`);
      }
      return null;
    }
    if (spec2.module && (s === spec2.module || s.startsWith(spec2.module) && s.length > 2)) {
      const mod = s === spec2.module ? args[i + 1]?.s ?? "" : s.slice(2);
      return pythonModule(mod, args.slice(s === spec2.module ? i + 2 : i + 1), a, io);
    }
    if (spec2.valueOpts.includes(s)) {
      i++;
      continue;
    }
    if (s.startsWith("-")) continue;
    if (io.name === "deno" || io.name === "bun") return denoBun(args.slice(i), a, io);
    if (args[i].net) a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    else a.script(args[i], via);
    return null;
  }
  if ((io.name === "node" || io.name === "nodejs") && args.some((v) => /^--(test|run)(=|$)/.test(normArg(v)))) {
    a.project(via);
    return null;
  }
  const src = io.stdin;
  if (src?.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src?.text != null) inlineCode(lit(src.text), a, via);
  else if (src) a.grey("inline_code", `${via} runs code produced by ${src.via}`);
  else a.grey("inline_code", `${via} reads code from standard input`);
  return null;
}
for (const k of Object.keys(INTERPRETERS)) H[k] = interpreterHandler;
function pythonModule(mod, rest, a, io) {
  if (mod === "pip") return H.pip(rest, a, { ...io, name: "pip" }) ?? null;
  if (mod === "venv" || mod === "virtualenv") {
    const p = parseOpts(rest, ["--prompt"]);
    for (const d of p.positional) a.write(d, "write", `\`${io.name} -m ${mod}\``);
    return null;
  }
  if (mod === "json.tool" || mod === "pydoc" || mod === "site" || mod === "platform" || mod === "sysconfig")
    return null;
  if (mod === "http.server") {
    const p = parseOpts(rest, ["-d", "--directory", "-b", "--bind", "--protocol"]);
    const dir = optValues(p, "-d", "--directory")[0];
    const bind = optValues(p, "-b", "--bind")[0];
    if (bind && (bind.dyn || !/^(localhost|127(\.\d+){3}|::1)$/.test(bind.s)))
      a.grey(
        "network_serve",
        `\`${io.name} -m http.server\` serves files to the network (bind it to 127.0.0.1)`
      );
    a.project(`\`${io.name} -m http.server\``, dir);
    return null;
  }
  a.project(`\`${io.name} -m ${mod}\``);
  return null;
}
function denoBun(args, a, io) {
  const sub = args[0]?.s ?? "";
  const ev = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (ev !== -1) {
    inlineCode(args[ev + 1] ?? dyn(), a, `\`${io.name}\` ${normArg(args[ev])}`);
    return null;
  }
  if (/^(test|fmt|lint|check|task|run|build|bundle|compile|doc|bench|install|add|remove|x|info|types|init|create|pm|outdated|update|upgrade)$/.test(
    sub
  )) {
    if (sub === "upgrade" || sub === "install" && args.some((v) => /^(-g|--global)$/.test(v.s))) {
      a.grey("install_global", `\`${io.name} ${sub}\` installs outside the project`);
      return null;
    }
    if (sub === "x") return npx(args.slice(1), a, io);
    a.project(`\`${io.name} ${sub}\``);
    return null;
  }
  if (sub.endsWith(".ts") || sub.endsWith(".js") || sub.endsWith(".mjs") || sub.endsWith(".tsx")) {
    a.script(args[0], `\`${io.name}\``);
    return null;
  }
  a.project(`\`${io.name} ${sub}\``);
  return null;
}

// src/core/classify/commands/builtins.ts
H.cd = (args, a) => {
  const p = parseOpts(args, []);
  const target = p.positional[0];
  const next = [];
  for (const c of a.cwds) {
    if (!target) next.push(a.ctx.home);
    else if (target.dyn || target.s === "-") next.push(null);
    else if (target.s.startsWith("/")) next.push(posix5.normalize(target.s));
    else next.push(c === null ? null : posix5.resolve(c, target.s));
  }
  for (const n of next) if (!a.cwds.includes(n)) a.cwds.push(n);
  if (a.cwds.length > 8) a.cwds = [null];
  return null;
};
H.pushd = H.cd;
H.popd = (_args, a) => {
  a.cwds.push(null);
  return null;
};
H.source = (args, a, io) => {
  const p = parseOpts(args, []);
  const file = p.positional[0];
  if (!file) return null;
  if (file.net) {
    a.block("download_exec", `\`${io.name}\` runs downloaded code`);
    return null;
  }
  if (!file.dyn && /^\/dev\/stdin$|^\/proc\/self\/fd\/0$/.test(file.s))
    return shellFromStdin(a, io, `\`${io.name}\``);
  a.script(file, `\`${io.name}\``);
  return null;
};
H["."] = H.source;
H.eval = (args, a) => {
  const lead = args.findIndex((v) => !/^--?[A-Za-z]/.test(v.s) || v.dyn);
  if (lead > 0) {
    a.grey("unknown_option", `\`eval\` is given ${args[0].s}, which is not code`);
    H.eval(args.slice(lead), a, { name: "eval", stdin: null, piped: false });
  }
  const words = args[0]?.s === "--" ? args.slice(1) : args;
  const code = words.map((v) => v.s).join(" ");
  if (args.some((v) => v.net)) {
    a.block("download_exec", "`eval` runs downloaded code");
    return null;
  }
  if (args.some((v) => v.dyn)) {
    a.grey("dynamic_eval", "`eval` runs code that cannot be known before it runs");
    return null;
  }
  a.nested(code, "`eval`");
  return null;
};
H.trap = (args, a) => {
  if (args.length >= 2 && !args[0].s.startsWith("-")) {
    if (args[0].dyn) a.grey("dynamic_eval", "`trap` installs code that cannot be known before it runs");
    else a.nested(args[0].s, "`trap`");
  }
  return null;
};
H.exec = (args, a, io) => {
  const p = parseOpts(args, ["-a"], true);
  if (p.positional.length === 0) return null;
  return a.run(p.positional, io.stdin, io.piped);
};
H.export = () => null;
H.readonly = () => null;
H.local = () => null;
H.declare = () => null;
H.typeset = () => null;
H.unset = () => null;
H.read = () => null;
H.mapfile = () => null;
H.readarray = () => null;
H.getopts = () => null;
H.kill = (args, a) => {
  if (args.some((v) => v.s === "-1" || v.s === "0") && args.length >= 2) {
    a.block("kill_all", "`kill` targeting -1/0 kills every process of the user");
  }
  if (args.some((v, i) => normArg(v) === "1" && !/^-(s|n|-signal)$/.test(normArg(args[i - 1] ?? lit(""))))) {
    a.block("kill_all", "`kill 1` kills init, taking the machine or container down");
  }
  a.fx.readOnly = false;
  return null;
};
H.pkill = (_args, a, io) => {
  a.grey("process_kill", `\`${io.name}\` kills processes by name`);
  return null;
};
H.killall = H.pkill;
H.history = (args, a) => {
  if (args.some((v) => v.s === "-c" || v.s === "-d" || v.s === "-w"))
    a.grey("history_edit", "`history -c/-d/-w` rewrites the shell history");
  return null;
};
H.set = () => null;
H.shopt = () => null;
H.alias = (args, a) => {
  if (args.some((v) => v.s.includes("=") || v.dyn))
    a.grey("alias_define", "`alias` redefines a command for later calls");
  return null;
};
H.ulimit = () => null;
H.umask = () => null;

// src/core/classify/commands/cluster-specs.ts
var KUBE = "--help -n= --namespace= --context= --request-timeout= -v= --v=";
var K = (desc) => spec(`${KUBE} ${desc}`, "data");
var OUT = "-o= --output= --template= --allow-missing-template-keys=? --show-managed-fields --no-headers";
var SEL = "-l= --selector= --field-selector= -A --all-namespaces --chunk-size=";
var FILES = "-f=read --filename=read -k=read --kustomize=read -R --recursive";
var KUBECTL_SPECS = {
  get: K(
    `${OUT} ${SEL} ${FILES} -w --watch --watch-only --output-watch-events --show-labels --show-kind --sort-by= -L= --label-columns= --ignore-not-found --raw= --subresource=`
  ),
  describe: K(`${SEL} ${FILES} --show-events=?`),
  logs: K(
    "-c= --container= --all-containers=? -f --follow -p --previous --since= --since-time= --tail= --timestamps=? --prefix=? -l= --selector= --max-log-requests= --pod-running-timeout= --ignore-errors --limit-bytes="
  ),
  explain: K("--recursive --api-version= --output="),
  version: K("--client --short -o= --output="),
  "api-resources": K(
    "--api-group= --cached --namespaced=? --no-headers -o= --output= --sort-by= --verbs= --categories="
  ),
  "api-versions": K(""),
  "cluster-info": K(""),
  top: K(`${SEL} --containers --no-headers --sort-by= --sum --use-protocol-buffers --show-capacity`),
  "config view": K("--minify -o= --output= --template="),
  "config get-contexts": K("--no-headers -o= --output="),
  "config current-context": K(""),
  "config get-clusters": K(""),
  "auth can-i": K("-A --all-namespaces --list --no-headers -q --quiet --subresource="),
  "auth whoami": K("-o= --output="),
  diff: K(`${FILES} -l= --selector= --server-side --field-manager= --force-conflicts --prune --concurrency=`),
  events: K(`${SEL} --for= -o= --output= --types= -w --watch --no-headers`),
  wait: K(`${SEL} ${FILES} --for= --timeout= --all --local`)
};
var HELM = "--help -n= --namespace= --debug";
var HE = (desc) => spec(`${HELM} ${desc}`, "data");
var VALUES = "-f=read --values=read --set= --set-string= --set-json= --set-literal= --set-file=read";
var HELM_SPECS = {
  list: HE(
    "-a --all -A --all-namespaces -d --date --deployed --failed -f= --filter= -m= --max= --no-headers --offset= -o= --output= --pending -r --reverse -l= --selector= -q --short --superseded --time-format= --uninstalled --uninstalling"
  ),
  status: HE("-o= --output= --revision= --show-desc --show-resources"),
  get: HE("--revision= -o= --output= -a --all --template="),
  show: HE("--version= --devel --jsonpath="),
  search: HE(
    "-r --regexp --devel --version= -l --versions -o= --output= --max-col-width= --fail-on-no-result --list-repo-url"
  ),
  template: HE(
    `${VALUES} --name-template= --release-name --include-crds --skip-crds --skip-tests -s= --show-only= --output-dir=write --kube-version= -a= --api-versions= --version= --devel --validate --is-upgrade --no-hooks --description= --create-namespace --generate-name -g --dependency-update`
  ),
  lint: HE(`${VALUES} --strict --with-subcharts --quiet --kube-version= --skip-schema-validation`),
  version: HE("--short --template="),
  history: HE("--max= -o= --output="),
  env: HE(""),
  dependency: HE("--skip-refresh --verify --keyring=read")
};
HELM_SPECS.ls = HELM_SPECS.list;
var CLUSTER_NONE = spec("--help", "data");
var TF = "- -help -chdir=?dir -no-color";
var T = (desc) => spec(`${TF} ${desc}`, "data");
var VARS = "-var= -var-file=read";
var TERRAFORM_SPECS = {
  plan: T(
    `${VARS} -destroy -refresh-only -refresh= -replace= -target= -compact-warnings -detailed-exitcode -input= -lock= -lock-timeout= -out=write -parallelism= -state=read -json -generate-config-out=write`
  ),
  validate: T("-json -no-tests -test-directory="),
  fmt: T("-list= -write= -diff -check -recursive"),
  show: T("-json"),
  output: T("-json -raw -state=read"),
  version: T("-json"),
  providers: T("-test-directory="),
  graph: T("-type= -plan=read -draw-cycles -module-depth="),
  console: T(`${VARS} -state=read -plan`),
  init: T(
    "-backend= -backend-config= -force-copy -get= -input= -lock= -lock-timeout= -plugin-dir=read -reconfigure -migrate-state -upgrade -lockfile= -ignore-remote-version -json -test-directory="
  ),
  get: T("-update -test-directory="),
  test: T(`${VARS} -filter= -json -test-directory= -verbose`)
};
var TERRAFORM_NONE = T("");

// src/core/classify/commands/container-specs.ts
var S4 = (desc, posix11 = false) => spec(`${posix11 ? "+ " : ""}--help ${desc}`, "data");
var BUILD = "-t= --tag= -f=dir --file=dir --build-arg= --target= --platform= --pull --no-cache --no-cache-filter= --progress= --label= --network= --load -q --quiet --iidfile=write --metadata-file=write --rm --force-rm --compress --isolation= --add-host= --cache-from= --shm-size= --ulimit= -m= --memory= --cpu-shares= --build-context= --annotation= --provenance=? --sbom=? --check --call=";
var COMPOSE = "-f=read --file=read -p= --project-name= --project-directory=read --profile= --env-file=read --ansi= --progress= --parallel= --dry-run";
var CONTAINER_SPECS = {
  ps: S4(
    "-a --all -f= --filter= --format= -n= --last= -l --latest --no-trunc -q --quiet -s --size --external --pod --sort= --ns"
  ),
  images: S4("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree --sort= -n --noheading"),
  "image-ls": S4("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree"),
  logs: S4("--details -f --follow --since= -n= --tail= -t --timestamps --until= --names --color"),
  version: S4("-f= --format="),
  info: S4("-f= --format= --debug"),
  stats: S4("-a --all --format= --no-stream --no-trunc --no-reset -i= --interval="),
  // `docker top CONTAINER [ps OPTIONS]`: the words after the container are ps's own.
  top: S4("", true),
  port: S4(""),
  diff: S4(""),
  history: S4("--format= -H --human=? --no-trunc -q --quiet --platform="),
  events: S4("-f= --filter= --format= --since= --until="),
  search: S4("-f= --filter= --format= --limit= --no-trunc --list-tags"),
  help: S4(""),
  build: S4(BUILD),
  "buildx build": S4(BUILD),
  "buildx ls": S4("--format= --no-trunc"),
  "buildx version": S4(""),
  "buildx inspect": S4("--bootstrap"),
  "compose ps": S4(
    `${COMPOSE} -a --all --filter= --format= --no-trunc --orphans -q --quiet --services --status=`
  ),
  "compose logs": S4(
    `${COMPOSE} -f --follow --index= --no-color --no-log-prefix --since= -n= --tail= -t --timestamps --until=`
  ),
  "compose config": S4(
    `${COMPOSE} --format= -q --quiet --services --volumes --profiles --images --hash= --resolve-image-digests --no-interpolate --no-normalize --no-path-resolution --no-consistency --environment --variables -o=write --output=write`
  ),
  "compose ls": S4(`${COMPOSE} -a --all --filter= --format= -q --quiet`),
  "compose images": S4(`${COMPOSE} --format= -q --quiet`),
  "compose top": S4(COMPOSE),
  "compose version": S4(`${COMPOSE} -f= --format= --short`),
  "compose port": S4(`${COMPOSE} --index= --protocol=`)
};
var CONTAINER_NONE = S4("");

// src/core/classify/commands/containers.ts
function containerTool(args, a, io) {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  const at = args.findIndex((v) => v.s === sub);
  const two = sub === "compose" || sub === "buildx";
  const key = two ? `${sub} ${args[at + 1]?.s ?? ""}` : sub;
  const rest = [...args.slice(0, at), ...args.slice(at + (two ? 2 : 1))];
  account(`\`${io.name} ${key}\``, rest, CONTAINER_SPECS[key] ?? CONTAINER_NONE, a);
  if (sub === "inspect") {
    a.grey("secret_read", `${via} prints container configuration, environment variables included`);
    return null;
  }
  if (/^(ps|images|image-ls|logs|version|info|stats|top|port|diff|history|events|search|help)$/.test(sub))
    return null;
  if (sub === "compose" && /^(ps|logs|config|ls|images|top|version|port)$/.test(
    args[args.findIndex((v) => v.s === "compose") + 1]?.s ?? ""
  ))
    return null;
  if (sub === "build" || sub === "buildx" && /^(build|ls|version|inspect)$/.test(args[at + 1]?.s ?? "")) {
    a.project(via);
    return null;
  }
  if (args.some((v) => v.s === "--privileged")) {
    a.block("privilege", `${via} --privileged gives the container control of the host`);
    return null;
  }
  if (args.some(
    (v, k) => /^(-v|--volume)$/.test(v.s) && /^\/(:|$)|^\/:|^\/(etc|root|var\/run\/docker\.sock)/.test(args[k + 1]?.s ?? "")
  )) {
    a.block("privilege", `${via} mounts the host's root, /etc or the docker socket into a container`);
    return null;
  }
  a.grey("container", `${via} runs or changes containers`);
  return null;
}
H.docker = containerTool;
H.podman = containerTool;
H.nerdctl = containerTool;
function accountSub(tool, args, sub, specs, a) {
  const at = args.findIndex((v) => v.s === sub);
  const two = tool === "kubectl" && (sub === "config" || sub === "auth");
  const key = two ? `${sub} ${args[at + 1]?.s ?? ""}` : sub;
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + (two ? 2 : 1))];
  account(`\`${tool} ${key}\``, rest, specs[key] ?? CLUSTER_NONE, a);
}
H.kubectl = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  accountSub("kubectl", args, sub, KUBECTL_SPECS, a);
  if (sub === "auth" && !/^(can-i|whoami)$/.test(args[args.findIndex((v) => v.s === "auth") + 1]?.s ?? "")) {
    a.grey("cluster_change", "`kubectl auth` changes cluster access rules");
    return null;
  }
  if (/^(get|describe|logs|explain|version|api-resources|api-versions|cluster-info|top|config|auth|diff|events|wait)$/.test(
    sub
  )) {
    const kind = args[args.findIndex((v) => v.s === sub) + 1]?.s ?? "";
    if ((sub === "get" || sub === "describe") && /^(secrets?|secret\/.*)$/.test(kind)) {
      a.grey("secret_read", `\`kubectl ${sub} ${kind}\` prints cluster secrets`);
      return null;
    }
    if (sub === "config" && !/^(view|get-contexts|current-context|get-clusters)$/.test(
      args[args.findIndex((v) => v.s === "config") + 1]?.s ?? ""
    )) {
      a.grey("cluster_change", "`kubectl config` changes the cluster configuration");
    }
    return null;
  }
  a.grey("cluster_change", `\`kubectl ${sub}\` changes a cluster`);
  return null;
};
H.helm = (args, a) => {
  const sub = args[0]?.s ?? "";
  accountSub("helm", args, sub, HELM_SPECS, a);
  if (/^(list|ls|status|get|show|search|template|lint|version|history|env|dependency)$/.test(sub))
    return null;
  a.grey("cluster_change", `\`helm ${sub}\` changes a cluster`);
  return null;
};
H.terraform = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const at = args.findIndex((v) => v.s === sub);
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 1)];
  account(`\`${io.name} ${sub}\``, rest, TERRAFORM_SPECS[sub] ?? TERRAFORM_NONE, a);
  if (sub === "providers" && rest.some((v) => !v.s.startsWith("-") && v.s !== "schema")) {
    a.grey("infra_change", `\`${io.name} providers\` with a subcommand fetches or writes providers`);
    return null;
  }
  if (/^(plan|validate|fmt|show|output|version|providers|graph|console|state-list|init|get|test)$/.test(sub)) {
    a.project(`\`terraform ${sub}\``);
    return null;
  }
  if (sub === "destroy") {
    a.block("infra_destroy", "`terraform destroy` deletes infrastructure");
    return null;
  }
  a.grey("infra_change", `\`terraform ${sub}\` changes real infrastructure`);
  return null;
};
H.tofu = H.terraform;

// src/core/classify/commands/databases.ts
var DESTROY_DATA = /\b(drop\s+(database|schema|table|collection)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$)|flushall|flushdb|dropdatabase\s*\()/im;
function databaseClient(args, a, io) {
  const texts = [...args.map((v) => v.s), io.stdin?.text ?? ""];
  if (texts.some((t) => DESTROY_DATA.test(t))) {
    a.block("data_destroy", `\`${io.name}\` runs a statement that destroys a database, table or keyspace`);
    return null;
  }
  a.grey("database", `\`${io.name}\` runs statements against a database`);
  return null;
}
for (const n of [
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "redis-cli",
  "mongo",
  "mongosh",
  "cockroach",
  "clickhouse-client"
])
  H[n] = databaseClient;

// src/core/classify/commands/files.ts
import { posix as posix6 } from "node:path";
H.tee = (args, a, io) => {
  const p = parseOpts(args, ["--output-error"]);
  for (const f of p.positional) {
    if (!f.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(f.s)) continue;
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`tee\` writes onto the device ${f.s}`);
    else a.write(f, "write", "`tee`");
  }
  return io.stdin;
};
H.touch = (args, a) => {
  const p = parseOpts(args, ["-d", "-t", "-r", "--date", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`touch`");
  return null;
};
H.mkdir = (args, a) => {
  const p = parseOpts(args, ["-m", "--mode", "--context"]);
  for (const f of p.positional) a.write(f, "write", "`mkdir`");
  return null;
};
H.rmdir = (args, a) => {
  const p = parseOpts(args, []);
  for (const f of p.positional) a.write(f, "delete", "`rmdir`");
  return null;
};
H.unlink = (args, a) => {
  for (const f of parseOpts(args, []).positional) a.write(f, "delete", "`unlink`");
  return null;
};
H.rm = (args, a) => {
  const p = parseOpts(args, []);
  if (has(p, "--no-preserve-root"))
    a.block("recursive_delete", "`rm --no-preserve-root` removes the filesystem root");
  const recursive = has(p, "-r", "-R", "--recursive");
  if (p.positional.length === 0) return null;
  for (const f of p.positional) a.write(f, recursive ? "rdelete" : "delete", recursive ? "`rm -r`" : "`rm`");
  return null;
};
H.shred = (args, a) => {
  const p = parseOpts(args, ["-n", "-s", "--iterations", "--size", "--random-source"]);
  for (const f of p.positional) {
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`shred\` overwrites the device ${f.s}`);
    else a.write(f, "delete", "`shred`");
  }
  return null;
};
function copyLike(op) {
  const valueOpts = {
    copy: [
      "-t",
      "--target-directory",
      "-S",
      "--suffix",
      "--backup",
      "--sparse",
      "--reflink",
      "--preserve",
      "--no-preserve"
    ],
    move: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    link: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    install: [
      "-t",
      "--target-directory",
      "-m",
      "--mode",
      "-o",
      "--owner",
      "-g",
      "--group",
      "-S",
      "--suffix",
      "--backup"
    ]
  };
  const verb = { copy: "cp", move: "mv", link: "ln", install: "install" }[op];
  return (args, a) => {
    const p = parseOpts(args, valueOpts[op]);
    const target = optValue(p, "-t", "--target-directory");
    const via = `\`${verb}\``;
    if (op === "install" && has(p, "-d", "--directory")) {
      for (const d of p.positional) a.write(d, "write", via);
      return null;
    }
    let sources = p.positional;
    let dest = target;
    if (!dest) {
      if (p.positional.length === 1 && op === "link") {
        const only = p.positional[0];
        dest = only.dyn ? only : lit(posix6.basename(only.s));
      } else if (p.positional.length >= 2) {
        dest = p.positional[p.positional.length - 1];
        sources = p.positional.slice(0, -1);
      } else {
        return null;
      }
    }
    if (!dest.dyn && dest.s.startsWith("/dev/") && !/^\/dev\/null$/.test(dest.s))
      a.block("disk_write", `${via} writes onto the device ${dest.s}`);
    else if (!dest.dyn && dest.s === "/dev/null") {
    } else if (sources.length === 1 && !has(p, "-T", "--no-target-directory") && !target) {
      a.write(dest, "write", via);
    } else {
      for (const s of sources) {
        const name = s.dyn ? DYN : posix6.basename(s.s);
        a.write(
          { ...dest, s: `${dest.s.replace(/\/+$/, "")}/${name}`, dyn: dest.dyn || s.dyn },
          "write",
          via
        );
      }
    }
    if (op === "move") for (const s of sources) a.write(s, "rdelete", "`mv` (source)");
    if (op !== "link" && sources.some((s) => !s.dyn && isSecretPath(s.s, a.ctx.home))) {
      a.grey("secret_copy", `${via} copies a credential file`);
    }
    if (op === "link" && has(p, "-s", "--symbolic")) {
      for (const s of sources) {
        const linkDir = dest.dyn ? null : dest.s.endsWith("/") || sources.length > 1 || target ? dest.s : posix6.dirname(dest.s);
        const t = s.dyn || s.s.startsWith("/") || linkDir === null ? s : { ...s, s: `${linkDir}/${s.s}` };
        const abs = a.resolve(t);
        if (abs === null)
          a.grey("dynamic_target", `${via} -s links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via });
      }
    }
    return null;
  };
}
H.cp = copyLike("copy");
H.mv = copyLike("move");
H.ln = copyLike("link");
H.link = copyLike("link");
H.install = copyLike("install");
H.rsync = (args, a) => {
  const p = parseOpts(args, [
    "-e",
    "--rsh",
    "--exclude",
    "--include",
    "--filter",
    "-f",
    "--files-from",
    "--exclude-from",
    "--include-from",
    "--backup-dir",
    "--temp-dir",
    "-T",
    "--partial-dir",
    "--log-file",
    "--chmod",
    "--chown"
  ]);
  if (p.positional.some((v) => /^[^/]*:/.test(v.s) && !v.s.startsWith("/"))) {
    a.grey("remote_access", "`rsync` copies to or from another machine");
    return null;
  }
  if (p.positional.length < 2) return null;
  const dest = p.positional[p.positional.length - 1];
  a.write(
    dest,
    has(p, "--delete", "--delete-before", "--delete-after", "--delete-during", "--del") ? "rdelete" : "write",
    "`rsync`"
  );
  if (has(p, "--remove-source-files"))
    for (const s of p.positional.slice(0, -1)) a.write(s, "delete", "`rsync --remove-source-files`");
  return null;
};
H.dd = (args, a) => {
  for (const v of args) {
    if (v.s.startsWith("if=") && !v.dyn && revealsSecrets(v.s.slice(3), a.ctx.home, false))
      a.grey("secret_read", `\`dd\` reads ${v.s.slice(3)}, which holds credentials`);
    else if (!/^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=/.test(v.s) || v.dyn)
      a.grey(
        "unknown_option",
        `\`dd\` is given an operand forge-gate does not know (${v.s.replaceAll("\0", "\u2026")})`
      );
    if (v.s.startsWith("of=")) {
      const t = { ...v, s: v.s.slice(3) };
      if (!t.dyn && t.s.startsWith("/dev/") && t.s !== "/dev/null")
        a.block("disk_write", `\`dd\` writes onto the device ${t.s}`);
      else if (t.s !== "/dev/null") a.write(t, "write", "`dd`");
    }
  }
  return null;
};
H.truncate = (args, a) => {
  const p = parseOpts(args, ["-s", "--size", "-r", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`truncate`");
  return null;
};
function metaHandler(verb) {
  return (args, a) => {
    const p = parseOpts(args, ["--reference", "--from"]);
    const modeAsOpt = args.some(
      (v) => /^[-+=][rwxXstugoaAcCdDeEFijmPSTu]+$/.test(v.s) && !/^-[Rvcf]+$|^--/.test(v.s)
    );
    const targets = has(p, "--reference") || modeAsOpt ? p.positional : p.positional.slice(1);
    const recursive = has(p, "-R", "--recursive");
    for (const t of targets) a.write(t, recursive ? "rmeta" : "meta", `\`${verb}${recursive ? " -R" : ""}\``);
    return null;
  };
}
H.chmod = metaHandler("chmod");
H.chown = metaHandler("chown");
H.chgrp = metaHandler("chgrp");
H.chattr = metaHandler("chattr");
H.setfacl = metaHandler("setfacl");
H.xxd = (args, a) => {
  const p = parseOpts(args, ["-c", "-g", "-l", "-s", "-o", "-n", "-C"]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`xxd` (output file)");
  return null;
};
H.split = (args, a) => {
  const p = parseOpts(args, ["-l", "-b", "-C", "-n", "-a", "--additional-suffix", "--filter", "-t"]);
  if (has(p, "--filter")) a.grey("inline_code", "`split --filter` runs commands");
  const prefix = p.positional[1] ?? lit("x");
  a.write(prefix, "write", "`split`");
  return null;
};
H.csplit = (args, a) => {
  const p = parseOpts(args, ["-f", "--prefix", "-b", "-n"]);
  a.write(optValue(p, "-f", "--prefix") ?? lit("xx"), "write", "`csplit`");
  return null;
};
H.patch = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-d",
    "--directory",
    "-i",
    "--input",
    "-p",
    "-r",
    "--reject-file",
    "-B",
    "--prefix",
    "-z",
    "--suffix",
    "-D",
    "-F",
    "--fuzz"
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`patch -o`");
  const dir = optValue(p, "-d", "--directory");
  a.project("`patch`", dir ?? void 0);
  if (!out && p.positional[0]) a.write(p.positional[0], "write", "`patch`");
  return null;
};

// src/core/classify/commands/find.ts
import { posix as posix7 } from "node:path";
var FIND_FILTERS = new Set(
  "-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -newer -mtime -mmin -atime -amin -ctime -cmin -size -empty -user -group -perm -links -inum -samefile -lname -ilname -uid -gid -nouser -nogroup -newermt -used -readable -writable -executable".split(
    " "
  )
);
function findNames(args) {
  const out = [];
  for (let i = 0; i < args.length - 1; i++) {
    const s = normArg(args[i]);
    if (s !== "-name" && s !== "-iname") continue;
    const v = args[i + 1];
    if (v.dyn || v.s.includes("/")) return null;
    out.push(v.s);
  }
  return out.length > 0 ? out : null;
}
function findFounds(r, args) {
  if (r.dyn) return [DYN];
  const names = findNames(args);
  const base = r.s.replace(/\/+$/, "") || "/";
  const founds = [];
  const rootName = base === "." ? "." : posix7.basename(base);
  if (findMinDepth(args) < 1 && (names === null || names.some((n) => n === rootName || /^\.?[*?[]/.test(n))))
    founds.push(base);
  if (names === null) founds.push(`${base}/__found__`);
  else for (const n of names) founds.push(`${base}/${n}`, .../^[*?[]/.test(n) ? [`${base}/.${n}`] : []);
  return founds;
}
function findMinDepth(args) {
  const at = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at === -1 ? 0 : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : 0;
}
var FIND_WORDS = Object.fromEntries(
  "-name:1 -iname:1 -path:1 -ipath:1 -wholename:1 -iwholename:1 -regex:1 -iregex:1 -type:1 -xtype:1 -newer:1 -anewer:1 -cnewer:1 -mtime:1 -mmin:1 -atime:1 -amin:1 -ctime:1 -cmin:1 -size:1 -empty:0 -user:1 -group:1 -uid:1 -gid:1 -perm:1 -links:1 -inum:1 -samefile:1 -lname:1 -ilname:1 -nouser:0 -nogroup:0 -readable:0 -writable:0 -executable:0 -used:1 -true:0 -false:0 -fstype:1 -context:1 -maxdepth:1 -mindepth:1 -depth:0 -d:0 -xdev:0 -mount:0 -follow:0 -noleaf:0 -ignore_readdir_race:0 -noignore_readdir_race:0 -regextype:1 -daystart:0 -warn:0 -nowarn:0 -files0-from:1 -print:0 -print0:0 -printf:1 -fprint:1 -fprint0:1 -fprintf:2 -ls:0 -fls:1 -prune:0 -quit:0 -delete:0 ! :0 -not:0 -a:0 -and:0 -o:0 -or:0 ,:0 (:0 ):0 -H:0 -L:0 -P:0".split(" ").map((w) => {
    const at = w.lastIndexOf(":");
    return [w.slice(0, at), Number(w.slice(at + 1))];
  })
);
function findUnknownWord(args, from) {
  for (let i = from; i < args.length; i++) {
    const v = args[i];
    const s = normArg(v);
    if (v.dyn) return s.replaceAll(DYN, "\u2026");
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      while (i + 1 < args.length && args[i + 1].s !== ";" && args[i + 1].s !== "+") i++;
      i++;
      continue;
    }
    if (/^-newer[aBcmt][aBcmt]$/.test(s) || /^-O\d$/.test(s)) {
      i += s.startsWith("-newer") ? 1 : 0;
      continue;
    }
    const arity = FIND_WORDS[s];
    if (arity === void 0) return s;
    i += arity;
  }
  return null;
}
H.find = (args, a) => {
  let i = 0;
  const roots = [];
  while (i < args.length) {
    const s = normArg(args[i]);
    if (/^--[A-Za-z]/.test(s)) {
      a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${s})`);
      i++;
      continue;
    }
    if (/^[-(!]/.test(s)) break;
    roots.push(args[i++]);
  }
  if (roots.some((r) => r.dyn && r.s.startsWith(DYN)))
    a.grey("dynamic_option", "`find` is given a starting point that cannot be known before it runs");
  if (roots.length === 0) roots.push(lit("."));
  const unknown = findUnknownWord(args, i);
  if (unknown !== null)
    a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${unknown})`);
  let filtered = false;
  const printsOnly = !args.some(
    (v) => /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v))
  );
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (FIND_FILTERS.has(s)) filtered = true;
    if (s === "-delete") {
      for (const r of roots) {
        if (filtered)
          a.write({ ...r, s: `${r.s.replace(/\/+$/, "")}/__found__` }, "delete", "`find -delete`");
        else a.write(r, "rdelete", "`find -delete`");
      }
      continue;
    }
    if (s === "-fprint" || s === "-fprint0" || s === "-fls" || s === "-fprintf") {
      const f = args[i + 1];
      if (f) a.write(f, "write", `\`find ${s}\``);
      i += s === "-fprintf" ? 2 : 1;
      continue;
    }
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      const cmd = [];
      let j = i + 1;
      for (; j < args.length; j++) {
        if (args[j].s === ";" || args[j].s === "+") break;
        cmd.push(args[j]);
      }
      i = j;
      if (cmd.length === 0) continue;
      for (const r of roots) {
        for (const found of findFounds(r, args)) {
          const argv = cmd.map(
            (w) => w.s.includes("{}") ? { ...w, s: w.s.replaceAll("{}", found), dyn: w.dyn || r.dyn } : w
          );
          a.run(argv, null, false);
        }
      }
    }
  }
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, args)).join("\n"),
    network: false,
    secret: false,
    via: "`find`"
  };
};
var FD = spec(
  "-H -I -u -s -i -g -F -a -l -L -p -0 -q -1 --hidden --no-hidden --no-ignore --ignore --no-ignore-vcs --ignore-vcs --no-ignore-parent --no-global-ignore-file --unrestricted --case-sensitive --ignore-case --glob --regex --fixed-strings --absolute-path --relative-path --list-details --follow --no-follow --full-path --print0 --quiet --show-errors --one-file-system --prune --has-results --strip-cwd-prefix=? --no-require-git --require-git -e= -t= -E= -d= -S= -o= -j= -c= --extension= --type= --exclude= --max-depth= --min-depth= --exact-depth= --size= --changed-within= --changed-before= --newer= --older= --owner= --threads= --base-directory= --search-path= --color= --max-results= --format= --batch-size= --max-buffer-time= --path-separator= --ignore-file=read --and= --hyperlink=?",
  "data"
);
H.fd = (args, a) => {
  const p = parseOpts(args, [
    "-x",
    "--exec",
    "-X",
    "--exec-batch",
    "-e",
    "--extension",
    "-t",
    "--type",
    "-E",
    "--exclude",
    "-d",
    "--max-depth",
    "--min-depth",
    "-S",
    "--size",
    "--changed-within",
    "--changed-before",
    "-o",
    "--owner",
    "-j",
    "--threads",
    "--base-directory",
    "--search-path",
    "-c",
    "--color"
  ]);
  const at = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
  account("`fd`", at === -1 ? args : args.slice(0, at), FD, a);
  const idx = at;
  if (idx !== -1) {
    const cmd = args.slice(idx + 1).filter((v) => v.s !== ";");
    const argv = cmd.map((w) => w.s.includes("{") ? { ...w, s: DYN, dyn: true } : w);
    if (!cmd.some((w) => w.s.includes("{"))) argv.push(dyn());
    if (argv.length) a.run(argv, null, false);
  }
  void p;
  return null;
};
H.fdfind = H.fd;

// src/core/classify/commands/network.ts
import { posix as posix8 } from "node:path";
function lookupTool(args, a, io) {
  const valueOpts = [
    "-c",
    "-i",
    "-W",
    "-w",
    "-s",
    "-t",
    "-p",
    "-q",
    "-f",
    "-m",
    "-I",
    "-b",
    "-x",
    "-k",
    "-y",
    "-h"
  ];
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v.s.startsWith("-") && !v.dyn) {
      if (valueOpts.includes(v.s)) i++;
      continue;
    }
    const raw = v.s.replace(/^@/, "");
    if (v.dyn) a.grey("dynamic_host", `\`${io.name}\` looks up a host that cannot be known before it runs`);
    else if (/[a-zA-Z]/.test(raw) && /\./.test(raw)) a.host(`dns://${raw}`, `\`${io.name}\``, false);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "ping",
  "ping6",
  "dig",
  "nslookup",
  "host",
  "drill",
  "traceroute",
  "tracepath",
  "mtr",
  "whois"
])
  H[n] = lookupTool;
function uploadSecret(v, a) {
  if (v.secret) return v.secret;
  const at = v.s.replace(/^[^@]*@/, "");
  if (v.s.includes("@") && isSecretPath(at, a.ctx.home)) return 2;
  return 0;
}
var CURL = spec(
  "-s -S -L -f -k -i -I -v -O -J -G -N -n -q -Z -0 -1 -2 -3 -4 -6 -# -j -l -M -R -V -h -p -B -a -g --silent --show-error --location --location-trusted --fail --fail-with-body --fail-early --insecure --include --head --verbose --remote-name --remote-name-all --remote-header-name --get --no-buffer --netrc --netrc-optional --disable --parallel --parallel-immediate --http1.0 --http1.1 --http2 --http2-prior-knowledge --http3 --http3-only --tlsv1 --tlsv1.0 --tlsv1.1 --tlsv1.2 --tlsv1.3 --ipv4 --ipv6 --progress-bar --junk-session-cookies --list-only --manual --remote-time --version --help --use-ascii --proxytunnel --globoff --compressed --compressed-ssh --create-dirs --raw --tr-encoding --no-keepalive --no-sessionid --no-progress-meter --styled-output --no-styled-output --ssl --ssl-reqd --ssl-no-revoke --tcp-nodelay --tcp-fastopen --path-as-is --digest --basic --ntlm --negotiate --anyauth --post301 --post302 --post303 --fail-early --false-start --xattr --ignore-content-length --disallow-username-in-url --suppress-connect-headers --remove-on-error --skip-existing --show-headers --no-clobber --clobber --retry-all-errors --retry-connrefused --metalink --crlf --append --ftp-pasv --ftp-create-dirs --ca-native --proxy-insecure -d= -F= -T=read -H= -X= -u= -A= -e= -b= -m= -w= -r= -C= -E= -Y= -y= -z= -U= -Q= -t= -P= --data= --data-binary= --data-raw= --data-urlencode= --data-ascii= --json= --form= --form-string= --upload-file=read --header= --proxy-header= --request= --user= --user-agent= --referer= --cookie= --max-time= --connect-timeout= --write-out= --retry= --retry-delay= --retry-max-time= --range= --continue-at= --limit-rate= --speed-limit= --speed-time= --time-cond= --max-filesize= --max-redirs= --keepalive-time= --expect100-timeout= --happy-eyeballs-timeout-ms= --url-query= --variable= --expand-url= --expand-data= --expand-header= --oauth2-bearer= --aws-sigv4= --request-target= --service-name= --parallel-max= --rate= --ciphers= --tls13-ciphers= --curves= --pinnedpubkey= --cert-type= --key-type= --pass= --proxy-user= --proxy-basic --proxy-digest --proxy-ntlm --proxy-anyauth --noproxy= --interface= --local-port= --dns-servers= --dns-interface= --dns-ipv4-addr= --dns-ipv6-addr= --mail-from= --mail-rcpt= --ftp-port= --quote= --telnet-option= --tftp-blksize= --unix-socket=read --abstract-unix-socket= --cacert=read --capath=read --cert=read --key=read --crlfile=read --netrc-file=read -K=read --config=read --url= --connect-to= --resolve= --trace-config= -o=write --output=write -D=write --dump-header=write -c=write --cookie-jar=write --trace=write --trace-ascii=write --stderr=write --output-dir=write --etag-save=write --etag-compare=read --hsts=write --alt-svc=write --libcurl=write --trace-time --trace-ids -x=host --proxy=host --preproxy=host --socks4=host --socks4a=host --socks5=host --socks5-hostname=host --proxy1.0=host --doh-url=host"
);
var CURL_BODY_OPTIONS = [
  "-d",
  "--data",
  "--data-binary",
  "--data-raw",
  "--data-urlencode",
  "--data-ascii",
  "-F",
  "--form",
  "--form-string",
  "-T",
  "--upload-file"
];
H.curl = (args, a, io) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    ...CURL_BODY_OPTIONS,
    "-X",
    "--request",
    "-H",
    "--header",
    "-u",
    "--user",
    "-A",
    "--user-agent",
    "-e",
    "--referer",
    "-b",
    "--cookie",
    "-c",
    "--cookie-jar",
    "-D",
    "--dump-header",
    "-K",
    "--config",
    "-m",
    "--max-time",
    "--connect-timeout",
    "-w",
    "--write-out",
    "--json",
    "-x",
    "--proxy",
    "--retry",
    "-r",
    "--range",
    "--cacert",
    "--cert",
    "--key",
    "-E",
    "--resolve",
    "--url",
    "-C",
    "--continue-at",
    "--output-dir",
    "--limit-rate",
    "-Y",
    "-y",
    "--stderr",
    "--trace",
    "--trace-ascii",
    "-z",
    "--time-cond",
    "--interface",
    "--unix-socket"
  ]);
  const via = "`curl`";
  const checked = account(via, args, CURL, a, "grey");
  for (const o of checked.opts) {
    const role = CURL.opts.get(o.name)?.role;
    if (role === "host" && o.value) a.host(o.value.s, `${via} ${o.name}`, true);
    if (o.name === "--resolve" || o.name === "--connect-to")
      a.grey("network_redirect", `${via} ${o.name} sends the request to another address than the URL names`);
  }
  if (has(p, "-K", "--config")) a.grey("curl_config", "`curl -K` reads options from a file");
  const data = optValues(p, ...CURL_BODY_OPTIONS, "--json");
  const headers = optValues(p, "-H", "--header", "-u", "--user", "-b", "--cookie");
  const method = optValue(p, "-X", "--request")?.s.toUpperCase() ?? null;
  let secret = 0;
  for (const d of [...data, ...headers]) secret = Math.max(secret, uploadSecret(d, a));
  for (const u of p.positional) secret = Math.max(secret, u.secret);
  if (io.stdin?.secret && data.some((d) => /^@-$|^-$/.test(d.s))) secret = 2;
  const sends = data.length > 0 || method !== null && method !== "GET" && method !== "HEAD";
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  const urls = [...p.positional, ...optValues(p, "--url")];
  for (const u of urls) {
    const local = /^file:\/\/(?:localhost)?(\/.*)$/i.exec(u.s)?.[1];
    if (local && revealsSecrets(decodeURIComponent(local), a.ctx.home, false))
      a.grey("secret_read", `${via} reads ${local}, which holds credentials`);
  }
  const remote = urls.some(
    (u) => !/^(https?:\/\/)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/]|$)/.test(u.s)
  );
  if (remote && (method === "DELETE" || method === "PUT" || method === "PATCH"))
    a.grey("remote_change", `${via} -X ${method} changes something on a remote service`);
  for (const u of urls) a.host(u.s, via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  for (const o of optValues(
    p,
    "-o",
    "--output",
    "-D",
    "--dump-header",
    "-c",
    "--cookie-jar",
    "--trace",
    "--trace-ascii",
    "--stderr"
  )) {
    if (o.s === "-" || o.s === "/dev/null") continue;
    a.write(o, "write", via);
    const abs = a.resolve(o);
    if (abs) for (const x of abs) a.downloaded.add(posix8.normalize(x));
  }
  if (has(p, "-O", "--remote-name", "--remote-name-all")) {
    const dir = optValue(p, "--output-dir");
    if (dir) a.write(dir, "write", via);
    else a.project(`${via} -O`);
    for (const u of urls) {
      const base = posix8.basename(u.s.split(/[?#]/)[0] ?? "");
      const abs = a.resolve(lit(base));
      if (abs) for (const x of abs) a.downloaded.add(posix8.normalize(x));
    }
  }
  if (sends) a.fx.readOnly = false;
  return { text: null, network: true, secret: false, via };
};
H.wget = (args, a, io) => {
  const p = parseOpts(args, [
    "-O",
    "--output-document",
    "-P",
    "--directory-prefix",
    "-o",
    "--output-file",
    "-a",
    "--append-output",
    "--post-data",
    "--post-file",
    "--body-data",
    "--body-file",
    "--method",
    "--header",
    "-i",
    "--input-file",
    "-U",
    "--user-agent",
    "--user",
    "--password",
    "-t",
    "--tries",
    "-T",
    "--timeout",
    "-e",
    "--execute",
    "-Q",
    "--quota",
    "--load-cookies",
    "--save-cookies"
  ]);
  const via = "`wget`";
  const post = optValues(p, "--post-data", "--post-file", "--body-data", "--body-file");
  let secret = 0;
  for (const d of [...post, ...optValues(p, "--header", "--password")])
    secret = Math.max(secret, d.secret, isSecretPath(d.s, a.ctx.home) ? 2 : 0);
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  if (has(p, "-e", "--execute", "-i", "--input-file"))
    a.grey("wget_config", "`wget -e/-i` takes commands or URLs from elsewhere");
  const method = optValue(p, "--method")?.s.toUpperCase();
  const sends = post.length > 0 || method !== void 0 && method !== "GET" && method !== "HEAD";
  for (const u of p.positional) a.host(u.s, via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  const out = optValue(p, "-O", "--output-document");
  for (const o of optValues(p, "-o", "--output-file", "-a", "--append-output", "--save-cookies"))
    a.write(o, "write", via);
  if (out) {
    if (out.s !== "-" && out.s !== "/dev/null") {
      a.write(out, "write", via);
      const abs = a.resolve(out);
      if (abs) for (const x of abs) a.downloaded.add(posix8.normalize(x));
    }
    return out.s === "-" ? { text: null, network: true, secret: false, via } : null;
  }
  const dir = optValue(p, "-P", "--directory-prefix");
  if (dir) a.write(dir, "write", via);
  else a.project(via);
  for (const u of p.positional) {
    const base = posix8.basename(u.s.split(/[?#]/)[0] ?? "") || "index.html";
    const abs = a.resolve(dir ? lit(`${dir.s}/${base}`) : lit(base));
    if (abs) for (const x of abs) a.downloaded.add(posix8.normalize(x));
  }
  void io;
  return null;
};
function rawNetwork(args, a, io) {
  if (io.stdin?.secret) {
    a.block("exfiltration", `${io.stdin.via} output is sent over the network by \`${io.name}\``);
    return null;
  }
  a.grey("raw_network", `\`${io.name}\` opens a raw network connection`);
  for (const v of args) if (!v.s.startsWith("-")) a.host(v.s, `\`${io.name}\``, true);
  return { text: null, network: true, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",
  "ftp",
  "tftp",
  "mail",
  "mailx",
  "sendmail",
  "mutt"
])
  H[n] = rawNetwork;
H.openssl = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^s_(client|server|time)$|^ocsp$/.test(sub)) return rawNetwork(args, a, io);
  args.forEach((v, i) => {
    const next = args[i + 1];
    if ((v.s === "-out" || v.s === "-keyout") && next) a.write(next, "write", "`openssl`");
  });
  return { text: null, network: false, secret: false, via: "`openssl`" };
};
function remoteAccess(args, a, io) {
  if (io.stdin?.secret || args.some((v) => v.secret === 2 || !v.dyn && isSecretPath(v.s.replace(/^[^@]*@/, ""), a.ctx.home))) {
    a.block("exfiltration", `\`${io.name}\` sends a credential or the environment to another machine`);
    return null;
  }
  a.grey("remote_access", `\`${io.name}\` runs commands on or copies files to another machine`);
  return null;
}
for (const n of ["ssh", "scp", "sftp", "rclone", "mosh"]) H[n] = remoteAccess;
H.http = (args, a) => {
  const method = args[0] && /^[A-Z]+$/.test(args[0].s) ? args[0].s : null;
  const url = args.find((v) => !v.s.startsWith("-") && v !== args[0]) ?? args.find((v) => !v.s.startsWith("-"));
  const sends = method !== null && method !== "GET" && method !== "HEAD" || args.some((v) => /^[\w-]+(=|:=|@)/.test(v.s));
  if (args.some((v) => v.secret === 2)) {
    a.block("exfiltration", "`http` sends the environment or a credential to a remote host");
    return null;
  }
  if (url) a.host(url.s, "`http`", sends);
  return { text: null, network: true, secret: false, via: "`http`" };
};
H.https = H.http;
H.xh = H.http;

// src/core/classify/commands/system.ts
H.apt = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (/^(list|show|search|policy|depends|rdepends|madison|showpkg|changelog)$/.test(sub) || io.name === "apt-cache")
    return null;
  a.grey("install_global", `\`${io.name} ${sub}\` changes system packages`);
  return null;
};
H["apt-get"] = H.apt;
H["apt-cache"] = H.apt;
H.dpkg = (args, a) => {
  if (args.some(
    (v) => /^(-l|-L|-s|-S|-p|--list|--listfiles|--status|--search|--print-architecture|-W|--show)$/.test(v.s)
  ))
    return null;
  a.grey("install_global", "`dpkg` changes system packages");
  return null;
};
H.brew = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|ls|info|search|--prefix|--cellar|--version|config|deps|uses|outdated|leaves|doctor|desc|home|log)$/.test(
    sub
  ))
    return null;
  a.grey("install_global", `\`brew ${sub}\` changes installed software`);
  return null;
};
function versionManager(args, a, io) {
  const sub = args[0]?.s ?? "";
  if (/^(use|ls|list|current|which|version|versions|ls-remote|local|shell|root|prefix|exec|run)$/.test(sub)) {
    if (sub === "local") a.project(`\`${io.name} local\``);
    return null;
  }
  a.grey("install_global", `\`${io.name} ${sub}\` installs or changes toolchains outside the project`);
  return null;
}
for (const n of ["nvm", "fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"])
  H[n] = versionManager;
H.crontab = (args, a) => {
  const p = parseOpts(args, ["-u"]);
  if (has(p, "-l")) return null;
  if (has(p, "-r")) {
    a.block("persistence", "`crontab -r` deletes the user's scheduled jobs");
    return null;
  }
  a.block("persistence", "`crontab` installs scheduled jobs (persistence)");
  return null;
};
H.at = (_args, a) => {
  a.block("persistence", "`at` schedules a command to run later (persistence)");
  return null;
};
H.batch = H.at;
H.systemctl = (args, a) => {
  const p = parseOpts(args, [
    "-t",
    "--type",
    "--state",
    "-p",
    "--property",
    "-H",
    "--host",
    "-M",
    "-n",
    "--lines",
    "-o",
    "--output"
  ]);
  const sub = p.positional[0]?.s ?? "list-units";
  if (/^(status|show|cat|is-active|is-enabled|is-failed|list-units|list-unit-files|list-timers|list-sockets|list-dependencies|help|show-environment|get-default)$/.test(
    sub
  ))
    return null;
  if (/^(enable|link|set-default|add-wants|add-requires|edit|preset|reenable|import-environment|set-environment)$/.test(
    sub
  )) {
    a.block("persistence", `\`systemctl ${sub}\` installs a service that outlives the session`);
    return null;
  }
  if (/^(poweroff|reboot|halt|suspend|hibernate|kexec|emergency|rescue|isolate|default)$/.test(sub)) {
    a.block("system_power", `\`systemctl ${sub}\` changes the machine's power state`);
    return null;
  }
  a.grey("service_control", `\`systemctl ${sub}\` starts, stops or changes services`);
  return null;
};
H.launchctl = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|print|print-disabled|blame|help|version)$/.test(sub)) return null;
  a.block("persistence", `\`launchctl ${sub}\` installs or changes a launch agent`);
  return null;
};
H.service = (_args, a) => {
  a.grey("service_control", "`service` starts, stops or changes system services");
  return null;
};
H.init = (args, a) => {
  if (args[0]?.s === "0" || args[0]?.s === "6")
    a.block("system_power", "`init 0/6` stops or restarts the machine");
  else a.grey("service_control", "`init` changes the run level");
  return null;
};
H.mount = (args, a) => {
  if (args.length === 0) return null;
  a.grey("mount", "`mount` changes the mounted filesystems");
  return null;
};
H.umount = (_args, a) => {
  a.grey("mount", "`umount` changes the mounted filesystems");
  return null;
};
H.open = (_args, a) => {
  a.grey("unknown_command", "`open` launches an application");
  return null;
};
H["xdg-open"] = H.open;
H.code = (args, a) => {
  if (args.some((v) => /^--(install|uninstall)-extension$/.test(v.s)))
    a.grey("install_global", "`code --install-extension` changes the editor");
  return null;
};

// src/core/classify/commands/text.ts
H.sed = (args, a) => {
  const p = parseOpts(args, ["-e", "--expression", "-f", "--file", "-l", "--line-length", "-s"]);
  const inPlace = p.opts.some(
    (o) => o.name === "-i" || o.name === "--in-place" || o.name.startsWith("--in-place")
  );
  const scripts = optValues(p, "-e", "--expression");
  let files = p.positional;
  if (scripts.length === 0 && !has(p, "-f", "--file")) {
    if (files[0]) scripts.push(files[0]);
    files = files.slice(1);
  }
  for (const sc of scripts) {
    if (sc.dyn) a.grey("dynamic_command", "`sed` runs a script that cannot be known before it runs");
    else if (sedWritesOrExecutes(sc.s))
      a.grey("sed_exec", "the `sed` script writes files (w) or runs commands (e)");
  }
  if (inPlace) for (const f of files) a.write(f, "write", "`sed -i`");
  return null;
};
function sedWritesOrExecutes(script) {
  let i = 0;
  const s = script;
  while (i < s.length) {
    const ch = s[i];
    if (ch === "s" || ch === "y") {
      const delim = s[i + 1];
      if (!delim || delim === "\n" || delim === "\\") return true;
      let parts = 0;
      let j = i + 2;
      while (j < s.length && parts < 2) {
        if (s[j] === "\\") j++;
        else if (s[j] === delim) parts++;
        j++;
      }
      const flags = /^[^;}\n]*/.exec(s.slice(j))[0];
      if (ch === "s" && /[we]/.test(flags)) return true;
      i = j + flags.length;
      continue;
    }
    if (ch === "/" || ch === "\\") {
      const delim = ch === "\\" ? s[i + 1] : "/";
      let j = ch === "\\" ? i + 2 : i + 1;
      while (j < s.length && s[j] !== delim) j += s[j] === "\\" ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (ch === "w" || ch === "W" || ch === "e") return true;
    if (ch === "r" || ch === "R" || ch === "a" || ch === "i" || ch === "c" || ch === "b" || ch === "t" || ch === "T" || ch === ":") {
      const nl = s.indexOf("\n", i);
      const semi = ch === "b" || ch === "t" || ch === "T" ? s.indexOf(";", i) : -1;
      const end = [nl, semi].filter((x) => x !== -1);
      i = end.length ? Math.min(...end) + 1 : s.length;
      continue;
    }
    i++;
  }
  return false;
}
function awkHandler(args, a, io) {
  const p = parseOpts(args, ["-F", "-v", "-f", "--field-separator", "--assign", "--file"]);
  if (has(p, "-f", "--file")) {
    a.grey("inline_code", `\`${io.name} -f\` runs a program from a file`);
    return null;
  }
  if (p.opts.some((o) => o.name === "-i" || o.name === "--include")) {
    a.grey("inline_code", `\`${io.name} -i\` loads extensions`);
    return null;
  }
  const prog = p.positional[0];
  if (!prog || prog.dyn) {
    a.grey("inline_code", `\`${io.name}\` runs a program that cannot be known before it runs`);
    return null;
  }
  if (/system\s*\(|getline|\bfflush\b|close\s*\(|\bprintf?\b[^;{}]*[>|]/.test(
    prog.s.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/>=/g, "")
  )) {
    a.grey("inline_code", `the \`${io.name}\` program may write files or run commands`);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
H.awk = awkHandler;
H.gawk = awkHandler;
H.mawk = awkHandler;
H.nawk = awkHandler;
H.sort = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-k",
    "--key",
    "-t",
    "--field-separator",
    "-S",
    "--buffer-size",
    "-T",
    "--temporary-directory",
    "--parallel",
    "--files0-from",
    "--compress-program",
    "--random-source",
    "--batch-size"
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`sort -o`");
  if (has(p, "--compress-program")) a.grey("inline_code", "`sort --compress-program` runs a program");
  return { text: null, network: false, secret: false, via: "`sort`" };
};
H.uniq = (args, a) => {
  const p = parseOpts(args, [
    "-f",
    "-s",
    "-w",
    "--skip-fields",
    "--skip-chars",
    "--check-chars",
    "--group",
    "--all-repeated"
  ]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`uniq` (output file)");
  return null;
};

// src/core/classify/commands/index.ts
var OWN_SPECS = new Set(
  "git env xargs parallel watch script flock command nice nohup setsid time builtin unbuffer caffeinate stdbuf ionice timeout gtimeout taskset chrt strace ltrace xvfb-run npm pnpm yarn curl fd fdfind find sudo doas su pkexec run0 python python3 node nodejs dd source . eval exec gh docker podman nerdctl kubectl helm terraform tofu npx pnpx bunx perl ruby php lua Rscript julia osascript".split(" ")
);
var SPEC_PENDING = new Set(
  "uv poetry pipenv pdm rye hatch pipx conda mamba micromamba deno bun openssl apt apt-get apt-cache brew systemctl launchctl gem bundle composer dotnet swift rustup corepack nvm fnm volta pyenv rbenv asdf mise sdk goenv nodenv cross-env cross-env-shell env-cmd".split(" ")
);
var PRIVILEGED = /* @__PURE__ */ new Set(["sudo", "doas", "su", "pkexec", "run0"]);
function runCommand(argv, a, stdin, piped) {
  const head = argv[0];
  a.fx.commands.push(argv.map((v) => v.s.replaceAll(DYN, "\u2026")).join(" "));
  if (head.dyn) {
    a.grey("dynamic_command", `the command name \`${show(head)}\` cannot be known before it runs`);
    return null;
  }
  let name = head.s;
  if (name === "") return null;
  if (name.includes("/")) {
    const base = commandBase(name);
    if (/^\/(usr\/(local\/)?)?s?bin\/[^/]+$/.test(name) || /^\/opt\/homebrew\/bin\/[^/]+$/.test(name))
      name = base;
    else if (/(^|\/)node_modules\/\.bin\/[^/]+$/.test(name) && !head.dyn) {
      return a.run([{ ...head, s: "npx" }, { ...head, s: base }, ...argv.slice(1)], stdin, piped);
    } else if (base === "gradlew" || base === "mvnw" || base === "configure") {
      a.script(head, `\`${name}\``);
      a.project(`\`${name}\``);
      return null;
    } else {
      a.script(head, `\`${name}\``);
      return null;
    }
  }
  const args = argv.slice(1);
  const io = { name, stdin, piped };
  if (a.functions.has(name)) return null;
  if (isInfoQuery(args) && !PRIVILEGED.has(name)) return null;
  if (!isReader(name) && !CREDENTIAL_NEUTRAL.has(name) && args.some(
    (v) => !v.dyn && (isSecretDir(v.s, a.ctx.home) || v.s.startsWith("/") && isSecretPath(v.s, a.ctx.home))
  ))
    a.grey("secret_read", `\`${name}\` reads a credential file or directory`);
  const handler = H[name];
  const readerSpec = READER_SPECS[name];
  if (readerSpec) account(`\`${name}\``, args, readerSpec, a, handler ? "caller" : "grey");
  if (isReader(name)) secretReads(name, args, a, stdin);
  const handlerSpec = HANDLER_SPECS[name];
  let specArgs = name === "chmod" ? args.filter((v) => !/^-[rwxXst]+$/.test(v.s)) : args;
  if (name === "go" && args[0]?.s === "run") {
    const pkg = args.findIndex((v, k) => k > 0 && !v.s.startsWith("-"));
    if (pkg !== -1) specArgs = args.slice(0, pkg + 1);
  }
  if (handlerSpec) account(`\`${name}\``, specArgs, handlerSpec, a);
  else if (handler && SPEC_PENDING.has(name)) accountPending(name, args, a);
  else if (handler && !readerSpec && !OWN_SPECS.has(name) && !SPEC_PENDING.has(name)) {
    const dashdash = args.findIndex((v) => v.s === "--");
    const opt = (dashdash === -1 ? args : args.slice(0, dashdash)).find(
      (v) => /^--?[A-Za-z]/.test(normArg(v))
    );
    if (opt) a.grey("unknown_option", `\`${name}\` is given an option forge-gate has no spec for (${opt.s})`);
  }
  if (handler) return handler(args, a, io) ?? null;
  if (isReader(name)) return name === "cat" && args.length === 0 ? stdin : readerOutput(name, args, a);
  if (isInfoQuery(args)) return null;
  if (PROJECT_TOOLS.has(name)) {
    projectTool(name, args, a);
    return null;
  }
  if (/^mkfs(\.|$)|^(fdisk|sfdisk|cfdisk|parted|wipefs|sgdisk|gdisk|mkswap|blkdiscard|hdparm)$/.test(name)) {
    a.block("disk_write", `\`${name}\` rewrites disks or partitions`);
    return null;
  }
  if (/^(shutdown|reboot|halt|poweroff)$/.test(name)) {
    a.block("system_power", `\`${name}\` stops the machine`);
    return null;
  }
  a.grey("unknown_command", `\`${name}\` is not a command forge-gate knows to be safe`);
  return null;
}

// src/core/classify/expand.ts
function braceExpand(n, v, a) {
  if (v.dyn || !/\{[^{}]*(,|\.\.)[^{}]*\}/.test(v.s) || /['"$\\]/.test(n.text)) return [v];
  const words = expandBraces(v.s, 0);
  if (words.length <= 1 || words.length > 256) return [v];
  return words.map((w) => {
    if (w === "~" || w.startsWith("~/")) {
      const home = a.env.get("HOME");
      if (home === null || home === void 0) return { s: DYN + w, dyn: true, glob: v.glob, secret: 0 };
      return { ...v, s: home + w.slice(1) };
    }
    return { ...v, s: w };
  });
}
function expandBraces(s, depth) {
  if (depth > 8) return [s];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "{") continue;
    let level = 0;
    const commas = [];
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
    let alts;
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
      const num = /\d/.test(r[1]);
      const lo = num ? Number(r[1]) : r[1].charCodeAt(0);
      const hi = num ? Number(r[2]) : r[2].charCodeAt(0);
      if (Math.abs(hi - lo) > 256) return [s];
      for (let k = lo; lo <= hi ? k <= hi : k >= hi; k += lo <= hi ? 1 : -1)
        alts.push(num ? String(k) : String.fromCharCode(k));
    }
    return alts.flatMap((alt) => expandBraces(pre + alt + post, depth + 1));
  }
  return [s];
}
var SECRET_VAR = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function evalWord(n, a, walkNested) {
  const parts = [];
  evalInto(n, a, walkNested, parts, false);
  return joinParts(parts);
}
function splitting(v, a) {
  if (a.ifs === null) return { ...v, s: DYN, dyn: true, split: true };
  if (v.dyn) return { ...v, split: true };
  return { ...v, split: true, glob: /[*?[]/.test(v.s) };
}
function ifsPattern(ifs) {
  if (ifs === "") return /(?!)/;
  const esc = (s) => s.replace(/[\\\]^-]/g, "\\$&");
  const ws = [...ifs].filter((c) => c === " " || c === "	" || c === "\n").join("");
  const other = [...ifs].filter((c) => !ws.includes(c)).join("");
  const wsClass = ws === "" ? "" : `[${esc(ws)}]`;
  const parts = [];
  if (other !== "")
    parts.push(`${wsClass ? `${wsClass}*` : ""}[${esc(other)}]${wsClass ? `${wsClass}*` : ""}`);
  if (wsClass) parts.push(`${wsClass}+`);
  return new RegExp(parts.join("|"));
}
function evalFields(n, a, walkNested) {
  const parts = [];
  evalInto(n, a, walkNested, parts, false);
  if (!parts.some((p) => p.split && !p.dyn || p.fields)) return braceExpand(n, joinParts(parts), a);
  const fields = [];
  let cur = [];
  let solid = false;
  const flush = () => {
    if (solid || cur.some((p) => p.s !== "")) fields.push(joinParts(cur));
    cur = [];
    solid = false;
  };
  for (const p of parts) {
    if (p.fields && !p.split) {
      p.fields.forEach((f, i) => {
        if (i > 0) flush();
        cur.push({ ...p, s: f, fields: void 0 });
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
function joinParts(parts) {
  let s = "";
  let dyn2 = false;
  let glob = false;
  let secret = 0;
  let net = false;
  let split = false;
  for (const p of parts) {
    s += p.s;
    dyn2 ||= p.dyn;
    glob ||= p.glob;
    net ||= p.net === true;
    split ||= p.split === true && p.dyn;
    if (p.secret > secret) secret = p.secret;
  }
  const v = net ? { s, dyn: dyn2, glob, secret, net } : { s, dyn: dyn2, glob, secret };
  if (split) v.split = true;
  return v;
}
var lit2 = (s, glob = false) => ({ s, dyn: false, glob, secret: 0 });
var dynVal = (secret = 0) => ({ s: DYN, dyn: true, glob: false, secret });
function evalInto(n, a, walkNested, out, quoted) {
  switch (n.type) {
    case "word":
    case "number":
    case "extglob_pattern":
    case "regex":
    case "special_variable_name":
    case "variable_name":
    case "string_content":
    case "heredoc_content":
      out.push(
        quoted ? lit2(
          n.type === "heredoc_content" ? n.text : n.text.replace(/\\([$`"\\\n])/g, (_m, c) => c === "\n" ? "" : c)
        ) : unquotedWord(n.text, a, out.length === 0)
      );
      return;
    case "raw_string":
      out.push(lit2(n.text.slice(1, -1)));
      return;
    case "ansi_c_string":
      out.push(lit2(decodeAnsiC(n.text.slice(2, -1))));
      return;
    case "string":
    case "translated_string":
      for (const c of n.children) {
        if (!c.named) continue;
        evalInto(c, a, walkNested, out, true);
      }
      if (n.children.every((c) => !c.named)) out.push(lit2(""));
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
      const only = inner.length === 1 ? inner[0] : null;
      if (only?.type === "command" && only.text.trim() === "pwd" && a.cwds.length === 1 && a.cwds[0] !== null) {
        out.push(lit2(a.cwds[0]));
        return;
      }
      const sub = fetches(n) ? { ...dynVal(secret), net: true } : dynVal(secret);
      out.push(quoted ? sub : { ...sub, split: true });
      return;
    }
    case "process_substitution":
      if (walkNested) {
        for (const c of n.children) if (c.named) a.walker.statement(c, a);
      }
      out.push(
        fetches(n) ? { ...dynVal(), s: `/dev/fd/${DYN}`, net: true } : { ...dynVal(), s: `/dev/fd/${DYN}` }
      );
      return;
    case "arithmetic_expansion":
      if (walkNested) a.walker.substitutions(n, a);
      out.push(dynVal());
      return;
    case "brace_expression":
      out.push(lit2(n.text, true));
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
function unquotedWord(text, a, first) {
  let s = "";
  let glob = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
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
      const home = a.env.get("HOME");
      if (home === null || home === void 0) return { s: DYN + s, dyn: true, glob, secret: 0 };
      s = home + (slash === -1 ? "" : s.slice(slash));
    } else if (user === "+") s = (a.cwds[0] ?? DYN) + (slash === -1 ? "" : s.slice(slash));
    else return { s: DYN + s, dyn: true, glob, secret: 0 };
  }
  return { s, dyn: s.includes(DYN), glob, secret: 0 };
}
function expandVariable(n, a, walkNested) {
  const nameNode = n.children.find((c) => c.type === "variable_name" || c.type === "special_variable_name");
  const name = nameNode?.text ?? "";
  const secret = SECRET_VAR.test(name) ? 1 : 0;
  const plain = n.type === "simple_expansion" || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(n.text);
  const indexed = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\[(@|\*|\d+)\]\}$/.exec(n.text);
  const arrayName = indexed?.[1] ?? (plain ? name : null);
  if (arrayName !== null && a.arrays.has(arrayName)) {
    const elems = a.arrays.get(arrayName);
    if (!elems) return dynVal(secret);
    const index = indexed?.[2] ?? "0";
    if (index === "@") return { ...lit2(elems.join(" ")), fields: elems };
    if (index === "*") return lit2(elems.join(" "));
    return lit2(elems[Number(index)] ?? "");
  }
  if (walkNested) {
    for (const c of n.children) if (c.named && c !== nameNode) a.walker.substitutions(c, a);
  }
  if (!plain && /^\$\{[A-Za-z_][A-Za-z0-9_]*%%?[^}]*\}$/.test(n.text) && a.env.get(name) === LOOP_ITEM)
    return lit2(LOOP_ITEM);
  if (!plain) return dynVal(secret);
  const known = a.env.get(name);
  if (known === void 0 || known === null) return dynVal(secret);
  return lit2(known);
}
function decodeAnsiC(body) {
  return body.replace(
    /\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)/g,
    (_m, e) => {
      const k = e[0];
      if (k === "x" || k === "u" || k === "U") return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
      if (/[0-7]/.test(k)) return String.fromCharCode(Number.parseInt(e, 8));
      if (k === "c") return String.fromCharCode(e.charCodeAt(1) & 31);
      const map = {
        n: "\n",
        t: "	",
        r: "\r",
        a: "\x07",
        b: "\b",
        e: "\x1B",
        E: "\x1B",
        f: "\f",
        v: "\v"
      };
      return map[k] ?? k;
    }
  );
}
var FETCHERS = /* @__PURE__ */ new Set([
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
  "GET"
]);
function fetches(n) {
  if (n.type === "command_name")
    return FETCHERS.has(commandBase(n.text.replace(/^\\/, "").replace(/^["']|["']$/g, "")));
  return n.children.some(fetches);
}
var ENV_DUMPERS = /* @__PURE__ */ new Set(["env", "printenv", "set", "export", "declare", "compgen"]);
function readsSecrets(n, a) {
  if (n.type === "command") {
    const words = n.children.filter((c) => c.field === "name" || c.field === "argument").map((c) => evalWord(c, a, false));
    const name = words[0] ? commandBase(words[0].s) : "";
    if (ENV_DUMPERS.has(name) && words.length <= 2) return true;
    if (words.some((w) => isSecretPath(w.s, a.ctx.home))) return true;
  }
  return n.children.some((c) => readsSecrets(c, a));
}

// src/core/classify/shell.ts
var WALKER = {
  program(root, a) {
    collectAssignments(root, a);
    walk(root, a);
  },
  statement: (n, a) => walk(n, a),
  substitutions: (n, a) => scanSubstitutions(n, a),
  run: runCommand,
  assign: (name, value, a) => assignVariable(name, value, false, a),
  inline: inlineCode
};
function analyzeShell(source, ctx) {
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
function collectAssignments(root, a) {
  const seen = /* @__PURE__ */ new Map();
  const arrayLists = /* @__PURE__ */ new Map();
  const values = /* @__PURE__ */ new Map();
  const record = (name, v) => {
    const set = values.get(name);
    if (set === null) return;
    if (v === null || v === LOOP_ITEM) values.set(name, null);
    else values.set(name, (set ?? /* @__PURE__ */ new Set()).add(v));
  };
  const refs = /* @__PURE__ */ new Set();
  const visit = (n) => {
    if (n.type === "declaration_command" && n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*n/.test(c.text))) {
      for (const c of n.children) {
        if (c.type === "variable_assignment") refs.add(childByField(c, "name")?.text ?? "");
        else if (c.type === "variable_name" || c.type === "word") refs.add(c.text);
      }
    }
    if (n.type === "variable_assignment") {
      const name = childByField(n, "name")?.text ?? "";
      const value = childByField(n, "value");
      const base = name.replace(/\[.*$/, "");
      let v = null;
      const appends = n.text.slice(name.length).startsWith("+=");
      if (value?.type === "array" && !name.includes("[") && !appends) {
        const elems = value.children.filter((c) => c.named).map((c) => evalFields(c, a, false));
        const flat = elems.flat();
        const known = flat.every((x) => !x.dyn && !x.glob) ? flat.map((x) => x.s) : null;
        const prev2 = a.arrays.get(base);
        a.arrays.set(
          base,
          prev2 === void 0 || JSON.stringify(prev2) === JSON.stringify(known) ? known : null
        );
        const lists = arrayLists.get(base);
        if (lists !== null) arrayLists.set(base, known === null ? null : [...lists ?? [], known]);
      } else if (name.includes("[") || appends) a.arrays.set(base, null);
      if (!name.includes("[") && !appends) {
        if (value === void 0) v = "";
        else if (value.type !== "array") {
          const ev = evalWord(value, a, false);
          v = ev.dyn ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === void 0 || prev === v ? v : null);
      record(base, name.includes("[") ? null : v);
      if (base === "IFS") {
        if (v === null || name.includes("[")) a.ifs = null;
        else if (a.ifs !== null && !a.ifs.includes(v)) a.ifs.push(v);
      }
    } else if (n.type === "for_statement") {
      const name = childByField(n, "variable")?.text;
      const values2 = n.children.filter((c) => c.field === "value").map((c) => evalWord(c, a, false));
      const confined = values2.length > 0 && values2.every(
        (v) => !v.dyn && v.s !== "" && !v.s.startsWith("/") && !v.s.startsWith("~") && !v.s.includes("..") && !/^[*?.{},]*$/.test(v.s.replace(/\/+$/, ""))
      );
      if (name) {
        const prev = seen.get(name);
        const v = confined ? LOOP_ITEM : null;
        seen.set(name, prev === void 0 || prev === v ? v : null);
      }
    } else if (n.type === "c_style_for_statement") {
      const name = childByField(n, "variable")?.text;
      if (name) seen.set(name, null);
    } else if (n.type === "command") {
      const name = childByField(n, "name")?.text;
      if (name === "read" || name === "mapfile" || name === "readarray" || name === "getopts" || name === "printf") {
        const names = n.children.filter(
          (c) => c.field === "argument" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(c.text)
        );
        const here = n.children.find((c) => c.type === "herestring_redirect")?.children.find((c) => c.named);
        const flags = n.children.filter((c) => c.field === "argument" && c.text.startsWith("-"));
        const heard = here && name === "read" && names.length === 1 && flags.every((f) => f.text === "-r") ? evalWord(here, a, false) : null;
        for (const arg of names) if (a.arrays.has(arg.text) || name !== "read") a.arrays.set(arg.text, null);
        for (const arg of names) {
          if (heard && !heard.dyn && !heard.s.includes("\\")) {
            const prev = seen.get(arg.text);
            const v = heard.s.trim();
            seen.set(arg.text, prev === void 0 || prev === v ? v : null);
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
    a.env.set(k, prev !== void 0 && prev !== v ? null : v);
    const set = values.get(k);
    const all = set && typeof prev === "string" && prev !== LOOP_ITEM ? /* @__PURE__ */ new Set([prev, ...set]) : set;
    if (a.env.get(k) === null && all && all.size >= 2 && all.size <= 4) a.alternatives.set(k, [...all]);
  }
}
var SHELL_NOOP_TYPES = /* @__PURE__ */ new Set([
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
  "}"
]);
function walk(n, a) {
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
        null
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
function walkPart(c, a) {
  if (c.field === "value") evalWord(c, a, true);
  else if (c.named) walk(c, a);
}
function walkAssignment(n, a) {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  assignVariable(name, val, appendsPath, a);
}
function assignVariable(name, val, appendsPath, a) {
  if (val) execVariable(name, val, a);
  if (!appendsPath && /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(name)) {
    a.grey("env_hijack", `assigns ${name}, which changes what later commands execute`);
  }
}
var PROXY_VARS = /^((HTTPS?|ALL|FTP|RSYNC)_PROXY|(https?|all|ftp)_proxy|npm_config_(registry|proxy|https_proxy)|NPM_CONFIG_(REGISTRY|PROXY|HTTPS_PROXY)|YARN_(REGISTRY|NPM_REGISTRY_SERVER)|PIP_(INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|PROXY)|UV_(INDEX_URL|EXTRA_INDEX_URL|INDEX|DEFAULT_INDEX)|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX|GEM_HOST|BUNDLE_MIRROR__[A-Z0-9_]+)$/;
var COMMAND_VARS = /^(PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_EXTERNAL_DIFF|GIT_SSH|GIT_ASKPASS|SSH_ASKPASS|BROWSER|LESSOPEN|LESSCLOSE|FCEDIT|SUDO_ASKPASS)$/;
function execVariable(name, v, a) {
  if (COMMAND_VARS.test(name)) {
    if (v.dyn) a.grey("env_hijack", `assigns ${name} a command that cannot be known before it runs`);
    else if (/^\s*[^\s]*\//.test(v.s.replace(/^\|+/, "")))
      a.grey(
        "env_hijack",
        `assigns ${name} the program ${v.s.trim()}, which then runs in place of the usual one`
      );
    else if (v.s.trim() !== "") a.nested(v.s.replace(/^\|+/, ""), `the command in ${name}`);
    return;
  }
  if (PROXY_VARS.test(name)) {
    if (v.dyn) a.grey("dynamic_host", `assigns ${name} a host that cannot be known before it runs`);
    else if (v.s.trim() !== "") a.host(v.s.trim(), `the proxy or index in ${name}`, true);
    return;
  }
  if (/^GO(PROXY|INSECURE|NOSUMDB|NOSUMCHECK|SUMDB|PRIVATE|NOPROXY|TOOLCHAIN)$/.test(name) || name === "GOFLAGS" && /insecure|toolexec|-exec|overlay|modfile/.test(v.s)) {
    a.grey("env_hijack", `assigns ${name}, which changes where and how go fetches and verifies modules`);
    return;
  }
  if (/^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(name)) {
    const keys = name === "GIT_CONFIG_PARAMETERS" ? [...v.s.matchAll(/'([^'=]+)'/g)].map((m) => m[1]) : [v.s];
    if (v.dyn || keys.some((k) => DANGEROUS_GIT_CONFIG.test(k)))
      a.block("git_config_exec", `assigns ${name}, making git run an arbitrary program`);
    return;
  }
  if (/^(GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_TEMPLATE_DIR|GIT_DIR|GIT_WORK_TREE|GIT_COMMON_DIR)$/.test(
    name
  )) {
    a.grey("env_hijack", `assigns ${name}, which points git at other configuration or another repository`);
    return;
  }
  if (name === "NODE_OPTIONS" && /(^|\s)(-r|--require|--import|--loader|--experimental-loader)\b/.test(v.s) || (name === "PERL5OPT" || name === "RUBYOPT") && /(^|\s)-[rM]/.test(v.s) || /^(DYLD_INSERT_LIBRARIES|DYLD_LIBRARY_PATH|PYTHONSTARTUP|PERL5DB)$/.test(name))
    a.grey("env_hijack", `assigns ${name}, which loads extra code into later programs`);
}
function scanSubstitutions(n, a) {
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
function callsItself(body, name) {
  if (body.type === "command_name" && body.text === name) return true;
  return body.children.some((c) => callsItself(c, name));
}
function walkPipeline(stages, a, stdin) {
  let flowing = stdin;
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i];
    if (stage.type === "command" || stage.type === "redirected_statement") {
      flowing = walkCommandStage(stage, a, flowing, i < stages.length - 1);
    } else {
      if (flowing?.network && i > 0) {
        a.grey("pipeline", `${flowing.via} output flows into a compound command`);
      }
      walk(stage, a);
      flowing = null;
    }
  }
}
function alternativeBindings(nodes, a) {
  const choices = [];
  nodes.forEach((node, i) => {
    if (!node.text.includes("$")) return;
    for (const m of node.text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
      for (const key of [m[1], `@${m[1]}`]) {
        const vals = a.alternatives.get(key);
        if (vals && !choices.some(([k]) => k === `${i}:${key}`)) choices.push([`${i}:${key}`, vals]);
      }
    }
    if (a.ifs !== null && a.ifs.length > 1) choices.push([`${i}:IFS`, a.ifs]);
  });
  if (choices.length === 0) return [];
  let combos = [/* @__PURE__ */ new Map()];
  for (const [k, vals] of choices) {
    combos = combos.flatMap((c) => vals.map((v) => new Map([...c, [k, v]])));
    if (combos.length > 16) return combos.slice(0, 16);
  }
  return combos;
}
function withBindings(combo, index, a, evaluate) {
  const saved = /* @__PURE__ */ new Map();
  const savedArrays = /* @__PURE__ */ new Map();
  for (const [slot, v] of combo) {
    const at = slot.indexOf(":");
    if (Number(slot.slice(0, at)) !== index) continue;
    const k = slot.slice(at + 1);
    if (k === "IFS") a.currentIfs = v;
    else if (k.startsWith("@")) {
      savedArrays.set(k.slice(1), a.arrays.get(k.slice(1)));
      a.arrays.set(k.slice(1), JSON.parse(v));
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
      if (v === void 0) a.env.delete(k);
      else a.env.set(k, v);
    for (const [k, v] of savedArrays)
      if (v === void 0) a.arrays.delete(k);
      else a.arrays.set(k, v);
  }
}
function cmdRedirectsOf(n, body) {
  const out = [];
  if (n !== body) {
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) out.push(c);
  }
  return [...out, ...body.children.filter((c) => c.field === "redirect")];
}
function intoLastCommand(body, redirects) {
  const named = body.children.filter((c) => c.named);
  const last = named[named.length - 1];
  if (!last) return body;
  let replacement;
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
      children: [{ ...last, field: "body" }, ...redirects]
    };
  return { ...body, children: body.children.map((c) => c === last ? replacement : c) };
}
function redirectedWords(r, a) {
  const out = [];
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
function walkCommandStage(n, a, stdin, piped) {
  let body = n;
  const redirects = [];
  if (n.type === "redirected_statement") {
    body = childByField(n, "body");
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) redirects.push(c);
  }
  if (body && (body.type === "pipeline" || body.type === "list") && redirects.length > 0) {
    walk(intoLastCommand(body, redirects), a);
    return null;
  }
  if (body && body.type !== "command") {
    for (const r of redirects) applyRedirect(r, a, "a compound command");
    walk(body, a);
    return null;
  }
  if (!body) {
    for (const r of redirects) applyRedirect(r, a, "a redirection");
    return null;
  }
  const cmdRedirects = [...redirects, ...body.children.filter((c) => c.field === "redirect")];
  const argv = [];
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
      a.grey("unknown_construct", `unsupported shell syntax \`${c.type}\` in a command`);
      walk(c, a);
    }
  }
  for (const r of cmdRedirects) argv.push(...redirectedWords(r, a));
  let input = stdin;
  let downstream = null;
  const via = argv.length > 0 ? `\`${show(argv[0])}\`` : "a redirection";
  for (const r of cmdRedirects) {
    const fed = applyRedirect(r, a, via);
    if (fed) input = fed;
    const inner = r.children.find((c) => c.type === "pipeline" || c.type === "command" || c.type === "list");
    if (inner && r.type === "heredoc_redirect") downstream = inner;
  }
  let out = null;
  if (argv.length > 0) out = a.run(argv, input, piped || downstream !== null);
  for (const r of cmdRedirects) {
    if (r.type !== "file_redirect" || childByField(r, "descriptor")) continue;
    const op = r.children.find((c) => !c.named)?.text ?? "";
    const dest = childByField(r, "destination");
    if (!dest || !/^(>|>>|>\|)$/.test(op)) continue;
    const paths = a.resolve(evalWord(dest, a, false));
    for (const raw of paths ?? []) {
      const p = posix9.normalize(raw);
      const prev = a.writtenText.get(p);
      if (out?.text == null || out.text.includes(DYN)) a.writtenText.delete(p);
      else if (op === ">>") {
        if (prev !== void 0) a.writtenText.set(p, `${prev}
${out.text}`);
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
var SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;
function applyRedirect(r, a, via) {
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
    const v = word ? evalWord(word, a, true) : { s: "", dyn: false, glob: false, secret: 0 };
    return { text: v.dyn ? null : v.s, network: false, secret: v.secret === 2, via: "a here-string" };
  }
  if (r.type !== "file_redirect") {
    a.grey("unknown_construct", `unsupported redirection \`${r.type}\``);
    return null;
  }
  const op = r.children.find((c) => !c.named)?.text ?? ">";
  const dest = childByField(r, "destination") ?? r.children.filter((c) => c.named && c.type !== "file_descriptor").pop();
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

// src/core/classify/tools.ts
var str = (v) => typeof v === "string" ? v : null;
var INTERNAL = /* @__PURE__ */ new Set([
  "task",
  "agent",
  "todowrite",
  "todoread",
  "exitplanmode",
  "enterplanmode",
  "bashoutput",
  "killshell",
  "killbash",
  "slashcommand",
  "skill",
  "update_plan",
  "listmcpresourcestool",
  "readmcpresourcetool",
  "askuserquestion",
  "todo_write",
  "taskoutput",
  "taskstop",
  "question",
  "sequentialthinking"
]);
var READ_TOOLS = /* @__PURE__ */ new Set([
  "read",
  "glob",
  "grep",
  "ls",
  "list",
  "notebookread",
  "view_image",
  "codesearch",
  "read_file",
  "list_dir",
  "grep_search",
  "file_search"
]);
var WRITE_TOOLS = /* @__PURE__ */ new Set([
  "write",
  "edit",
  "multiedit",
  "notebookedit",
  "str_replace_based_edit_tool",
  "write_file",
  "edit_file",
  "create_file"
]);
var SHELL_TOOLS = /* @__PURE__ */ new Set([
  "bash",
  "shell",
  "exec_command",
  "local_shell",
  "container.exec",
  "run_shell_command",
  "unified_exec"
]);
function parseToolCall(call) {
  const name = call.tool;
  const lower = name.toLowerCase();
  const mcp = /^mcp__(.+?)__(.+)$/.exec(name);
  if (mcp) return { family: "mcp", server: mcp[1], name: mcp[2] };
  const own = clientTool(call);
  if (own) return own;
  if (SHELL_TOOLS.has(lower)) return shellShape(call);
  if (lower === "apply_patch" || lower === "patch") return patchCallShape(call);
  if (WRITE_TOOLS.has(lower)) return writeShape(call);
  if (READ_TOOLS.has(lower)) return readShape(call);
  if (lower === "webfetch" || lower === "web_fetch" || lower === "fetch") return fetchShape(call);
  if (lower === "websearch" || lower === "web_search" || lower === "web_search_preview")
    return { family: "websearch" };
  if (INTERNAL.has(lower)) return { family: "internal" };
  return { family: "unknown" };
}
function shellShape({ tool, input }) {
  const cmd = input.command ?? input.cmd;
  if (typeof cmd === "string") return { family: "bash", command: cmd };
  if (Array.isArray(cmd) && cmd.every((c) => typeof c === "string"))
    return { family: "bash", command: argvToScript(cmd) };
  return { family: "invalid", reason: `${tool} call without a command` };
}
function patchCallShape({ tool, input }) {
  const text = str(input.command) ?? str(input.patch) ?? str(input.patchText) ?? str(input.input);
  if (text === null) return { family: "invalid", reason: `${tool} call without a patch` };
  return patchShape(text);
}
var filePath = (input) => str(input.file_path) ?? str(input.filePath) ?? str(input.notebook_path) ?? str(input.path);
function writeShape({ tool, input }) {
  const path = filePath(input);
  if (path === null || path === "") return { family: "invalid", reason: `${tool} call without a file path` };
  return { family: "write", paths: [path] };
}
function readShape({ input }) {
  const path = filePath(input);
  return { family: "read", paths: path ? [path] : [] };
}
function fetchShape({ tool, input }) {
  const url = str(input.url);
  if (url === null) return { family: "invalid", reason: `${tool} call without a url` };
  return { family: "webfetch", url };
}
function argvToScript(argv) {
  if (argv.length === 3 && /^(ba|z|da)?sh$/.test(argv[0].replace(/^.*\//, "")) && /^-l?c$|^-cl$/.test(argv[1]))
    return argv[2];
  return argv.map(shQuote).join(" ");
}
function patchShape(text) {
  const paths = [];
  const deletes = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (!m) continue;
    const p = m[2].trim();
    paths.push(p);
    if (m[1] === "Delete File") deletes.push(p);
  }
  if (paths.length === 0)
    return {
      family: "invalid",
      reason: "the patch names no files (expected *** Add/Update/Delete File: headers)"
    };
  return { family: "write", paths, deletes };
}
var CLAUDE_TOOLS = {
  Bash: "shell",
  Monitor: "shell",
  Read: "read",
  Glob: "read",
  Grep: "read",
  LS: "read",
  NotebookRead: "read",
  LSP: "read",
  Write: "write",
  Edit: "write",
  MultiEdit: "write",
  NotebookEdit: "write",
  WebFetch: "webfetch",
  WebSearch: "websearch",
  ToolSearch: "internal",
  TodoWrite: "internal",
  TodoRead: "internal",
  TaskCreate: "internal",
  TaskGet: "internal",
  TaskList: "internal",
  TaskUpdate: "internal",
  TaskOutput: "internal",
  TaskStop: "internal",
  BashOutput: "internal",
  KillShell: "internal",
  KillBash: "internal",
  Task: "internal",
  Agent: "internal",
  ListAgents: "internal",
  SendMessage: "internal",
  ReportFindings: "internal",
  Skill: "internal",
  SlashCommand: "internal",
  AskUserQuestion: "internal",
  ExitPlanMode: "internal",
  EnterPlanMode: "internal",
  ListMcpResourcesTool: "internal",
  ReadMcpResourceTool: "internal",
  CronList: "internal",
  CronDelete: "internal",
  CronCreate: "later",
  ScheduleWakeup: "later",
  RemoteTrigger: "later",
  EnterWorktree: "enter_worktree",
  ExitWorktree: "exit_worktree"
};
var CODEX_TOOLS = {
  Bash: "shell",
  exec_command: "shell",
  shell: "shell",
  local_shell: "shell",
  unified_exec: "shell",
  shell_command: "shell",
  write_stdin: "stdin",
  apply_patch: "patch",
  update_plan: "internal",
  request_user_input: "internal",
  spawn_agent: "internal",
  send_input: "internal",
  wait: "internal",
  close_agent: "internal",
  resume_agent: "internal",
  view_image: "read",
  list_dir: "read",
  read_file: "read",
  grep_files: "read",
  list_mcp_resources: "internal",
  list_mcp_resource_templates: "internal",
  tool_search: "internal",
  get_goal: "internal",
  create_goal: "internal",
  update_goal: "internal",
  web_search: "websearch"
};
var OPENCODE_TOOLS = {
  bash: "shell",
  read: "read",
  glob: "read",
  grep: "read",
  list: "read",
  lsp: "read",
  codesearch: "read",
  write: "write",
  edit: "write",
  multiedit: "write",
  patch: "patch",
  apply_patch: "patch",
  webfetch: "webfetch",
  websearch: "websearch",
  todowrite: "internal",
  todoread: "internal",
  task: "internal",
  skill: "internal",
  question: "internal",
  plan_enter: "internal",
  plan_exit: "internal"
};
var TABLES = {
  claude: CLAUDE_TOOLS,
  codex: CODEX_TOOLS,
  opencode: OPENCODE_TOOLS
};
function clientTool(call) {
  const table = TABLES[call.format];
  const kind = table && Object.hasOwn(table, call.tool) ? table[call.tool] : void 0;
  if (kind === void 0) return null;
  const input = call.input;
  switch (kind) {
    case "internal":
      return { family: "internal" };
    case "later":
      return {
        family: "escalate",
        rule: "schedules_work",
        reason: `${call.tool} schedules work that runs later, outside any hook`
      };
    case "stdin": {
      const chars = input.chars;
      if (chars === void 0 || chars === "") return { family: "internal" };
      return { family: "unknown" };
    }
    case "enter_worktree": {
      const path = str(input.path);
      const name = str(input.name);
      if (path) return { family: "write", paths: [path] };
      if (name !== null && /^[\w.-]+$/.test(name) && name !== "." && name !== "..")
        return { family: "write", paths: [`.claude/worktrees/${name}`] };
      if (name === null) return { family: "write", paths: [".claude/worktrees/"] };
      return { family: "invalid", reason: `EnterWorktree name ${JSON.stringify(name)} is not a plain name` };
    }
    case "exit_worktree":
      if (input.action === "keep") return { family: "internal" };
      return {
        family: "escalate",
        rule: "worktree_remove",
        reason: "ExitWorktree removes the worktree and may discard its changes"
      };
    case "shell":
      return shellShape(call);
    case "patch":
      return patchCallShape(call);
    case "write":
      return writeShape(call);
    case "read":
      return readShape(call);
    case "webfetch":
      return fetchShape(call);
    case "websearch":
      return { family: "websearch" };
  }
}

// src/core/classify/user-rules.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function commandMatcher(pattern) {
  const re = new RegExp(
    `^${pattern.trim().split("").map((ch) => ch === "*" ? ".*" : ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("")}$`,
    "s"
  );
  return (s) => re.test(s.trim().replace(/\s+/g, " "));
}
function keysFor(subject) {
  const tool = subject.tool.toLowerCase();
  return (key) => {
    const k = key.toLowerCase();
    if (k === "*" || k === tool || k === subject.family) return true;
    if (k === "edit" && subject.family === "write") return true;
    if (k.includes("*")) return import_picomatch.default.isMatch(tool, k);
    return false;
  };
}
function matchUserRules(rules, subject) {
  const keyMatches = keysFor(subject);
  const hits = [];
  for (const [key, value] of Object.entries(rules)) {
    if (!keyMatches(key)) continue;
    if (typeof value === "string") {
      hits.push({ action: value, pattern: "*", key });
      continue;
    }
    for (const [pattern, action] of Object.entries(value)) {
      if (matches(pattern, action, subject)) hits.push({ action, pattern, key });
    }
  }
  for (const action of ["deny", "ask", "allow"]) {
    const hit = hits.find((h) => h.action === action);
    if (hit) return hit;
  }
  return null;
}
function matches(pattern, action, s) {
  if (s.family === "bash") {
    const m = commandMatcher(pattern);
    const cmds = s.commands ?? [];
    if (action === "allow")
      return cmds.length > 0 && cmds.every(m) || cmds.length <= 1 && m(s.command ?? "");
    return m(s.command ?? "") || cmds.some(m);
  }
  if (s.files && s.files.length > 0) {
    const isMatch = (0, import_picomatch.default)(pattern, { dot: true });
    const fileMatches = (spellings) => spellings.some((p) => isMatch(p));
    return action === "allow" ? s.files.every(fileMatches) : s.files.some(fileMatches);
  }
  if (s.url) return commandMatcher(pattern)(s.url);
  return pattern === "*";
}

// src/core/classify/engine.ts
var final = (verdict) => ({ kind: "final", verdict });
function decide(call, ctx) {
  const shape = parseToolCall(call);
  const checker = buildChecker(call.cwd, ctx);
  const fx = shape.family === "bash" ? analyzeBash(shape.command, call.cwd, ctx) : null;
  const subject = {
    tool: call.tool,
    family: shape.family === "escalate" ? "unknown" : shape.family
  };
  if (shape.family === "bash") {
    subject.command = shape.command;
    subject.commands = fx?.commands ?? [];
  }
  if (shape.family === "write" || shape.family === "read") {
    subject.files = shape.paths.map((p) => {
      const abs = lexicalAbsolute(p, call.cwd);
      const rel = isWithin(abs, call.cwd) && abs !== call.cwd ? abs.slice(call.cwd.length + 1) : abs;
      return [abs, rel, p];
    });
  }
  if (shape.family === "webfetch") subject.url = shape.url;
  const hit = matchUserRules(ctx.config.permission, subject);
  if (hit?.action === "deny") {
    return final({
      decision: "block",
      reason: `denied by your rule ${hit.key}: ${JSON.stringify(hit.pattern)}`,
      rule: "user_deny",
      stage: "user_rule"
    });
  }
  if (hit?.action === "ask") {
    return final({
      decision: "escalate",
      reason: `your rule ${hit.key}: ${JSON.stringify(hit.pattern)} asks for approval`,
      rule: "user_ask",
      stage: "user_rule"
    });
  }
  const userAllowed = hit?.action === "allow";
  const result = judge(call, shape, fx, checker, ctx);
  if (userAllowed && (result.kind === "grey" || result.kind === "final" && result.verdict.decision === "escalate")) {
    return final({
      decision: "allow",
      reason: `allowed by your rule ${hit.key}: ${JSON.stringify(hit.pattern)}`,
      rule: "user_allow",
      stage: "user_rule"
    });
  }
  if (result.kind === "grey") return { ...result, userAllowed };
  return result;
}
function analyzeBash(command, cwd, ctx) {
  if (ctx.parse instanceof Error) return null;
  return analyzeShell(command, { home: ctx.home, cwd, parse: ctx.parse });
}
var judges = /* @__PURE__ */ new WeakMap();
function buildChecker(cwd, ctx) {
  let perProbe = judges.get(ctx.probe);
  if (!perProbe) {
    perProbe = /* @__PURE__ */ new Map();
    judges.set(ctx.probe, perProbe);
  }
  const key = JSON.stringify([cwd, ctx.home, ctx.caseMode, ctx.tmpDirs, ctx.lease]);
  let j = perProbe.get(key);
  if (!j) {
    if (perProbe.size > 64) perProbe.clear();
    j = makeJudge(cwd, ctx);
    perProbe.set(key, j);
  }
  return j;
}
function makeJudge(cwd, ctx) {
  const lease = ctx.lease;
  let roots;
  if (lease) roots = lease.write_roots;
  else {
    const homeOrAbove = cwd === "/" || isWithin(ctx.home, cwd);
    roots = [...homeOrAbove ? [] : [cwd], ...ctx.tmpDirs];
  }
  const checker = roots.length === 0 ? null : new ViolationChecker(
    { writeRoots: roots, protect: lease?.protect ?? [], cwd, home: ctx.home, caseMode: ctx.caseMode },
    ctx.probe
  );
  const critical = /* @__PURE__ */ new Set(["/"]);
  const addWithAncestors = (p) => {
    let cur = posix10.normalize(p);
    while (cur !== "/") {
      critical.add(cur);
      cur = posix10.dirname(cur);
    }
  };
  addWithAncestors(ctx.home);
  addWithAncestors(cwd);
  for (const r of roots) addWithAncestors(r);
  if (lease?.worktree) addWithAncestors(lease.worktree);
  const globTargets = new Set(critical);
  const concrete = (p) => {
    const segs = posix10.normalize(p).split("/");
    const at = segs.findIndex((x) => /[*?[{]/.test(x));
    return at === -1 ? segs.join("/") : segs.slice(0, at).join("/");
  };
  for (const r of roots) globTargets.add(`${posix10.normalize(r)}/.git`);
  for (const pat of lease?.protect ?? []) {
    const bases = pat.startsWith("/") ? [""] : [...roots, ...lease?.worktree ? [lease.worktree] : []];
    for (const b of bases) {
      const c = concrete(b === "" ? pat : `${b}/${pat}`);
      if (c !== "" && c !== "/") globTargets.add(c);
    }
  }
  for (const f of HOME_START_FILES) globTargets.add(`${ctx.home}/${f}`);
  return { checker, leased: lease !== null, critical, globTargets: [...globTargets] };
}
var HOME_START_FILES = [
  ...SHELL_STARTUP_FILES,
  ".ssh",
  ".ssh/authorized_keys",
  ".ssh/config",
  ".gitconfig",
  ".config",
  ".claude",
  ".codex",
  ".local/bin"
];
function expandGlobWrites(writes, j) {
  if (!writes.some((w) => /[*?[]/.test(w.path))) return writes;
  const out = [];
  for (const w of writes) {
    out.push(w);
    if (!/[*?[]/.test(w.path)) continue;
    const pattern = posix10.normalize(w.path).replace(/(.)\/+$/, "$1");
    let isMatch;
    try {
      isMatch = (0, import_picomatch2.default)(pattern, { dot: false, nobrace: true, noextglob: false });
    } catch {
      continue;
    }
    const depth = pattern.split("/").length;
    const recursive = w.op === "rdelete" || w.op === "rmeta" || w.op === "write";
    for (const t of j.globTargets) {
      const segs = t.split("/");
      if (segs.length < depth) continue;
      const head = segs.slice(0, depth).join("/");
      if ((segs.length === depth || recursive) && isMatch(head)) out.push({ ...w, path: head });
    }
  }
  return out;
}
function judge(call, shape, fx, j, ctx) {
  switch (shape.family) {
    case "internal": {
      const prompt = call.input.prompt;
      if (/^(task|agent)$/i.test(call.tool) && typeof prompt === "string" && !(ctx.parse instanceof Error)) {
        for (const cmd of promptCommands(prompt)) {
          const r = judgeShell(
            analyzeShell(cmd, { home: ctx.home, cwd: call.cwd, parse: ctx.parse }),
            j,
            ctx
          );
          if (r.kind === "final" && r.verdict.decision === "block")
            return final({
              decision: "escalate",
              reason: `${call.tool} asks a sub-agent to run something forge-gate would block (${r.verdict.reason})`,
              rule: "task_prompt",
              stage: "static"
            });
        }
      }
      return final({
        decision: "allow",
        reason: `${call.tool} only affects the agent's own session`,
        rule: "agent_internal",
        stage: "read_only"
      });
    }
    case "escalate":
      return final({ decision: "escalate", reason: shape.reason, rule: shape.rule, stage: "static" });
    case "unknown":
      return {
        kind: "grey",
        rule: "unknown_tool",
        reason: `unknown tool ${JSON.stringify(call.tool)}`,
        userAllowed: false
      };
    case "invalid":
      return { kind: "grey", rule: "invalid_input", reason: shape.reason, userAllowed: false };
    case "read":
      return judgeRead(call, shape.paths, ctx);
    case "websearch":
      return final({
        decision: "allow",
        reason: "web search only reads",
        rule: "read_only",
        stage: "read_only"
      });
    case "webfetch":
      return judgeFetch(shape.url, ctx);
    case "mcp":
      return judgeMcp(shape.server, shape.name, ctx);
    case "write": {
      if (shape.paths.length === 0)
        return {
          kind: "grey",
          rule: "invalid_input",
          reason: `${call.tool} names no file`,
          userAllowed: false
        };
      const writes = shape.paths.map((raw) => {
        const p = toolPath(raw, ctx.home);
        return {
          path: p.startsWith("/") ? p : `${call.cwd}/${p}`,
          op: shape.deletes?.includes(raw) ? "delete" : "write",
          via: call.tool
        };
      });
      const v = judgeWrites(writes, j, ctx);
      if (v) return v;
      return final({
        decision: "allow",
        reason: `${call.tool} writes inside the lease`,
        rule: "inside_lease",
        stage: "static"
      });
    }
    case "bash":
      if (ctx.parse instanceof Error) {
        return { kind: "grey", rule: "parser_unavailable", reason: ctx.parse.message, userAllowed: false };
      }
      return judgeShell(fx, j, ctx);
  }
}
function judgeRead(call, paths, ctx) {
  for (const p of paths) {
    const abs = lexicalAbsolute(p.startsWith("~/") ? ctx.home + p.slice(1) : p, call.cwd);
    if (isSecretPath(abs, ctx.home) || revealsSecrets(abs, ctx.home, /grep|search|glob|find/i.test(call.tool))) {
      return {
        kind: "grey",
        rule: "secret_read",
        reason: `${call.tool} reads the credential file ${abs}`,
        userAllowed: false
      };
    }
    const readRoots = ctx.lease?.read_roots ?? [];
    if (readRoots.length > 0) {
      const all = [...readRoots, ...ctx.lease?.write_roots ?? []];
      if (!all.some((r) => isWithin(abs, r))) {
        return final({
          decision: "block",
          reason: `${call.tool} reads ${abs}, outside the lease's read and write roots`,
          rule: "read_outside_lease",
          stage: "static"
        });
      }
    }
  }
  return final({
    decision: "allow",
    reason: `${call.tool} only reads`,
    rule: "read_only",
    stage: "read_only"
  });
}
var LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;
function hostAllowed(host, allow) {
  if (LOOPBACK.test(host)) return true;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? host.endsWith(d) || host === d.slice(1) : host === d;
  });
}
function judgeFetch(url, ctx) {
  const host = hostOf(url);
  const allow = ctx.lease?.network.allow ?? null;
  if (allow !== null) {
    if (host === null || !hostAllowed(host, allow)) {
      return final({
        decision: "block",
        reason: `fetches ${host ?? url}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static"
      });
    }
  }
  return final({
    decision: "allow",
    reason: "a web fetch only reads",
    rule: "read_only",
    stage: "read_only"
  });
}
var READ_LIKE_MCP = /^(get|list|search|read|fetch|view|query|describe|show|find|lookup|retrieve|count|check|inspect)([_-]|$)/i;
function readLike(name) {
  return READ_LIKE_MCP.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}
function judgeMcp(server, name, ctx) {
  if (server === "ide" && !ctx.lease?.mcp.some((g) => g.server === "ide")) {
    if (readLike(name))
      return final({
        decision: "allow",
        reason: `IDE tool ${name} reads`,
        rule: "read_only",
        stage: "read_only"
      });
    return { kind: "grey", rule: "mcp_unknown", reason: `IDE tool ${name} may run code`, userAllowed: false };
  }
  if (ctx.lease) {
    const grant = ctx.lease.mcp.find((g) => g.server === server);
    if (ctx.lease.mcp.length === 0 && readLike(name)) {
      return {
        kind: "grey",
        rule: "mcp_ungranted",
        reason: `MCP tool ${server}/${name} reads, but the lease grants no MCP servers`,
        userAllowed: false
      };
    }
    if (!grant || grant.tools !== null && !grant.tools.includes(name)) {
      return final({
        decision: "block",
        reason: `MCP tool ${server}/${name} is not granted by the lease`,
        rule: "mcp_grant",
        stage: "static"
      });
    }
    return final({
      decision: "allow",
      reason: `MCP tool ${server}/${name} is granted by the lease`,
      rule: "mcp_grant",
      stage: "static"
    });
  }
  if (readLike(name)) {
    return final({
      decision: "allow",
      reason: `MCP tool ${server}/${name} reads`,
      rule: "read_only",
      stage: "read_only"
    });
  }
  return {
    kind: "grey",
    rule: "mcp_unknown",
    reason: `MCP tool ${server}/${name} may change state and no lease grants it`,
    userAllowed: false
  };
}
function toolPath(p, home) {
  if (p === "~" || p.startsWith("~/")) return home + p.slice(1);
  const m = /^(\$HOME|\$\{HOME\})(\/|$)/.exec(p);
  return m ? home + p.slice(m[1].length) : p;
}
function judgeWrites(writes, j, ctx) {
  let grey = null;
  for (const w of expandGlobWrites(writes, j)) {
    const norm = posix10.normalize(w.path).replace(/(.)\/+$/, "$1");
    const sensitive = sensitiveWrite(norm, ctx.home) ?? selfPath(norm, ctx);
    if (sensitive) {
      return final({
        decision: "block",
        reason: `${w.via} writes ${norm}: ${sensitive.what}`,
        rule: sensitive.rule,
        stage: "static"
      });
    }
    if (w.op === "rmeta") {
      const target = stripTrailingGlob(norm);
      if (target === "/" || isWithin(ctx.home, target) || posix10.dirname(target) === "/") {
        return final({
          decision: "block",
          reason: `${w.via} changes permissions of every file under ${target}`,
          rule: "recursive_chmod",
          stage: "static"
        });
      }
    }
    if (w.op === "rdelete" || w.op === "delete") {
      const target = stripTrailingGlob(norm);
      if ((w.op === "rdelete" || target !== norm) && (j.critical.has(target) || posix10.dirname(target) === "/")) {
        return final({
          decision: "block",
          reason: `${w.via} recursively deletes ${target}`,
          rule: "recursive_delete",
          stage: "static"
        });
      }
    }
    const v = j.checker ? j.checker.check(w.path) : { reason: "outside_write_roots", resolved: norm };
    if (v === null) continue;
    const where = `${w.via} writes ${v.resolved}`;
    if (v.reason === "protected") {
      return final({
        decision: "block",
        reason: `${where}, a protected path (${"rule" in v ? v.rule : ""})`,
        rule: "protected_path",
        stage: "static"
      });
    }
    if (v.reason === "unresolvable") {
      grey ??= {
        kind: "grey",
        rule: "unresolvable_path",
        reason: `${where}, which cannot be resolved`,
        userAllowed: false
      };
      continue;
    }
    if (j.leased || w.op === "delete" || w.op === "rdelete") {
      const what = v.reason === "symlink_escape" ? "through a symlink that leaves the lease" : "outside the lease's write roots";
      return final({
        decision: "block",
        reason: `${where}, ${j.leased ? what : "outside the working directory (no lease given)"}`,
        rule: "write_outside_lease",
        stage: "static"
      });
    }
    grey ??= {
      kind: "grey",
      rule: "write_outside_cwd",
      reason: `${where}, outside the working directory (no lease given)`,
      userAllowed: false
    };
  }
  return grey;
}
function selfPath(p, ctx) {
  for (const s of ctx.selfPaths)
    if (isWithin(p, posix10.normalize(s)))
      return { rule: "self_modification", what: "forge-gate's own configuration, lease or state" };
  return null;
}
function stripTrailingGlob(p) {
  const base = posix10.basename(p);
  if (/^[*.{},?]+$/.test(base) && base.includes("*")) return posix10.dirname(p);
  return p;
}
function judgeShell(fx, j, ctx) {
  const block = fx.findings.find((f) => f.level === "block");
  if (block) return final({ decision: "block", reason: block.reason, rule: block.rule, stage: "static" });
  const w = judgeWrites(fx.writes, j, ctx);
  if (w?.kind === "final") return w;
  const allow = ctx.lease?.network.allow ?? null;
  for (const h of fx.hosts) {
    if (allow !== null && !hostAllowed(h.host, allow)) {
      return final({
        decision: "block",
        reason: `${h.via} contacts ${h.host}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static"
      });
    }
  }
  if (j.leased) {
    for (const d of fx.projectDirs) {
      const v = j.checker ? j.checker.check(d) : { reason: "outside_write_roots" };
      if (v && v.reason !== "protected")
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static"
        });
    }
  }
  const grey = fx.findings.find((f) => f.level === "grey");
  if (grey) return { kind: "grey", rule: grey.rule, reason: grey.reason, userAllowed: false };
  if (w) return w;
  for (const d of fx.projectDirs) {
    const v = j.checker ? j.checker.check(d) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      if (j.leased)
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static"
        });
      return {
        kind: "grey",
        rule: "write_outside_cwd",
        reason: `project tooling runs in ${d}, outside the working directory (no lease given)`,
        userAllowed: false
      };
    }
  }
  for (const l of fx.linkTargets) {
    const v = j.checker ? j.checker.check(l.path) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "symlink_out",
        reason: `${l.via} creates a link to ${l.path}, outside the lease`,
        userAllowed: false
      };
    }
  }
  for (const s of fx.scripts) {
    const v = j.checker ? j.checker.check(s.path) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "script_outside_lease",
        reason: `${s.via} runs ${s.path}, a script outside the lease`,
        userAllowed: false
      };
    }
  }
  for (const h of fx.hosts) {
    if (h.sends && (allow === null || !hostAllowed(h.host, allow))) {
      return {
        kind: "grey",
        rule: "network_send",
        reason: `${h.via} sends data to ${h.host}`,
        userAllowed: false
      };
    }
  }
  if (fx.readOnly && fx.writes.length === 0) {
    return final({
      decision: "allow",
      reason: "every command only reads",
      rule: "read_only",
      stage: "read_only"
    });
  }
  return final({
    decision: "allow",
    reason: "every write stays inside the lease",
    rule: "inside_lease",
    stage: "static"
  });
}

// src/core/classify/payload.ts
function parsePayload(data, want, fallbackCwd) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "input_invalid",
      "the tool call on stdin must be a JSON object",
      "Pipe the agent's hook payload in"
    );
  }
  const o = data;
  const format = want === "auto" ? detect(o) : want;
  const pick = (...keys) => {
    for (const k of keys) if (o[k] !== void 0) return o[k];
    return void 0;
  };
  let tool;
  let input;
  let session;
  let transcript = null;
  if (format === "claude" || format === "codex") {
    tool = o.tool_name;
    input = o.tool_input;
    session = o.session_id;
    transcript = o.transcript_path;
  } else if (format === "opencode") {
    tool = o.tool;
    input = pick("args", "input");
    session = pick("sessionID", "session_id", "session");
  } else {
    tool = o.tool;
    input = o.input;
    session = pick("session", "session_id");
    transcript = pick("transcript", "transcript_path");
  }
  if (typeof tool !== "string" || tool === "") {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload has no tool name`,
      "Expected tool_name (Claude Code/Codex), tool (opencode/plain)"
    );
  }
  if (input === void 0) input = {};
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new ForgeGateError("input_invalid", `the ${format} payload's tool input must be an object`);
  }
  const cwdRaw = o.cwd ?? o.directory;
  if (cwdRaw !== void 0 && (typeof cwdRaw !== "string" || !cwdRaw.startsWith("/"))) {
    throw new ForgeGateError("input_invalid", "the payload's cwd must be an absolute path");
  }
  return {
    tool,
    input,
    cwd: cwdRaw ?? fallbackCwd,
    session: typeof session === "string" && session !== "" ? session : null,
    transcriptPath: typeof transcript === "string" && transcript !== "" ? transcript : null,
    format
  };
}
function detect(o) {
  if (typeof o.tool_name === "string") {
    return "turn_id" in o || "model" in o && !("permission_mode" in o && "tool_use_id" in o) ? "codex" : "claude";
  }
  if (typeof o.tool === "string" && ("sessionID" in o || "callID" in o || "args" in o)) return "opencode";
  return "json";
}

// src/core/classify/types.ts
var DEFAULT_CONFIG = {
  permission: {},
  unresolved: "escalate",
  backstop: { consecutive: 3, total: 20, resetOnUserTurn: true },
  classifier: null
};

export {
  parseToolCall,
  decide,
  parsePayload,
  DEFAULT_CONFIG
};
