import { posix } from "node:path";
import { type ShellParser, type ShNode, uncoveredText } from "./ast.js";
import {
  type Flow,
  type Place,
  pwdsOf,
  startPlace,
  stay,
  type Target,
  UNKNOWN_PLACE,
  union,
  within,
} from "./cwd.js";
import { type Effects, emptyEffects, type WriteEffect, type WriteOp } from "./effects.js";
import { isMetadataHost, LOOPBACK } from "./hosts.js";
import type { Change } from "./surfaces/index.js";
import {
  ambiguousAuthority,
  DYN,
  hostOf,
  isSecretDir,
  isSecretPath,
  revealsSecrets,
  type StdinSource,
  show,
  type Val,
} from "./values.js";

export const DEFAULT_IFS = " \t\n";

/** The value of a loop variable that only takes relative paths without `..` (see collectAssignments). */
export const LOOP_ITEM = "__forge_gate_loop_item__";

/**
 * What the analysis calls back into: the shell walker (nested scripts, substitutions), the command
 * dispatcher and the inline-code judge. Injected by shell.ts so that neither the command families
 * nor the word expander import the walker (no import cycle).
 */
export interface Walker {
  /** Analyses a parsed script (assignment pre-pass, then the statement walk) from `a.places`. */
  program(root: ShNode, a: Analysis): Flow;
  /** Analyses a statement nested in a word (`$(…)`, `<(…)`): a subshell, whose `cd` does not leak. */
  statement(n: ShNode, a: Analysis): void;
  /** Analyses a function's body where it is called, from `a.places`. */
  body(n: ShNode, a: Analysis): Flow;
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
  /**
   * The top of the git repository a directory is in (null: not known), where git reads a patch's
   * names from (repo-top.ts; injected: it looks at the filesystem). Absent: never known.
   */
  repoTop?: (dir: string) => string | null;
}

/** Links followed in a row before a path is taken as written (the kernel gives up at 40: ELOOP). */
const MAX_LINK_HOPS = 40;

/** Mutable state of one analysis run. */
export class Analysis {
  readonly fx: Effects = emptyEffects();
  /** Where the shell may be at this point of the script (see cwd.ts). */
  places: Place[];
  /**
   * Set by a built-in that moves the shell (`cd`, `pushd`, `popd`, `exit`, `eval` of such code):
   * the places after it succeeds and after it fails. Read by the statement walk after each command.
   */
  outcome: Flow | null = null;
  /** Inside a statement that keeps running after the call returns (`cmd &`, `setsid cmd`). */
  detached = 0;
  /** Loops whose body wrote, ran something or contacted a host (a detached one is a beacon). */
  loopEffects = 0;
  /** A credential file was sourced: variables the script does not set itself may hold its secrets. */
  secretEnv = false;
  /** Writes that land in one of several places (see WriteEffect.alt). */
  altGroups = 0;
  /** Symbolic links this command makes (absolute link → absolute target), followed by later paths. */
  readonly links = new Map<string, string>();
  /** `set -e` is in force (bash's errexit: a failing simple command ends the script). */
  errexit = false;
  /** Inside a condition (`if`, `while`, the left of `&&`/`||`, `!`), where bash ignores errexit. */
  inCondition = 0;
  /** Function bodies by name, analysed again where each is called. */
  readonly functionBodies = new Map<string, ShNode>();
  /** Functions being called (a recursive call's effect on the working directory is unknown). */
  readonly calling = new Set<string>();
  /** Places at a `return` of the function being called. */
  returns: Place[] | null = null;
  readonly env = new Map<string, string | null>();
  /** Variables assigned a few different static values in the script: each may be the one in use. */
  readonly alternatives = new Map<string, string[]>();
  /** Variables only ever assigned integers (assignments.ts' NUMERIC_WORD): safe in arithmetic. */
  readonly numeric = new Set<string>();
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
    this.places = [startPlace(ctx.cwd)];
  }

  /** The working directories possible at this point (null: one is unknown). */
  get cwds(): (string | null)[] {
    return this.places.length === 1 ? [this.places[0]!.pwd] : pwdsOf(this.places);
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
  write(target: Val, op: WriteOp, via: string, change?: Change, byShell = false): void {
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
    // A `~` the shell left as it is (quoted, or after `--opt=`) reaches the program as text, and
    // many read it as the home directory themselves (npm's and pip's path options, ssh, git's
    // config paths): the write lands in one of the two places. (A redirection, `byShell`, is opened
    // by the shell itself, which takes it literally.)
    const home = this.env.get("HOME");
    let altWhy: string | undefined;
    if (!byShell && /^~(\/|$)/.test(target.s) && typeof home === "string" && home.startsWith("/")) {
      paths.push(posix.join(home, target.s.slice(1)));
      altWhy = `if the program reads ${target.s} as the home directory`;
    }
    const group = paths.length > 1 ? ++this.altGroups : 0;
    paths.forEach((raw, k) => {
      const p = this.throughLinks(raw, op !== "delete" && op !== "rdelete");
      const w: WriteEffect = change ? { path: p, op, via, change } : { path: p, op, via };
      if (target.hidden) w.dot = true;
      if (target.braces) w.braces = true;
      if (group) w.alt = `${group}:${k}`;
      if (altWhy) w.altWhy = altWhy;
      this.fx.writes.push(w);
      const norm = posix.normalize(p);
      // A mode or owner change (`chmod +x run.sh`) leaves the content what it was: running the
      // file afterwards runs the project's own script, not one this command wrote.
      if (op === "meta" || op === "rmeta") return;
      this.written.add(norm);
      this.writtenText.delete(norm);
    });
  }

  /**
   * A path as it lands through the symbolic links this command made earlier (`ln -s ../../.git g &&
   * rm -rf g/hooks`): below a link, the link's target; the link itself too when `follow` (a write to
   * it writes its target; a delete removes the link).
   */
  throughLinks(p: string, follow: boolean, hops = 0): string {
    if (this.links.size === 0 || hops > MAX_LINK_HOPS) return p;
    // Walked a segment at a time, as the kernel walks it: a `..` after one of these links leaves
    // the link's target (`gh/..` is the parent of where gh points), not the directory it is in.
    const segs = p.split("/");
    let at = "";
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]!;
      if (seg === "" || seg === ".") continue;
      if (seg === "..") {
        at = at.slice(0, at.lastIndexOf("/"));
        continue;
      }
      at = `${at}/${seg}`;
      const target = this.links.get(at);
      if (target === undefined) continue;
      const rest = segs.slice(i + 1).filter((r) => r !== "" && r !== ".");
      if (rest.length === 0) return follow ? this.throughLinks(target, true, hops + 1) : p;
      return this.throughLinks(`${target}/${rest.join("/")}`, follow, hops + 1);
    }
    return p;
  }

  /** A change to git's index alone (`git rm --cached`): judged against protected paths only. */
  indexWrite(target: Val, op: WriteOp, via: string): void {
    for (const p of this.resolve(target) ?? []) this.fx.writes.push({ path: p, op, via, index: true });
  }

  /**
   * Marks what a command fetches from elsewhere (a clone's directory, an extracted download): any
   * file below it that the same command then runs, sources or builds runs code nobody has read.
   */
  fetched(target: Val): void {
    for (const p of this.abs(target) ?? []) this.downloaded.add(p.replace(/(.)\/+$/, "$1"));
  }

  /** The downloaded file or tree a path lies in, or null. */
  fromDownload(path: string): string | null {
    if (this.downloaded.size === 0) return null;
    const norm = posix.normalize(path).replace(/(.)\/+$/, "$1");
    for (const d of this.downloaded) if (norm === d || norm.startsWith(d === "/" ? d : `${d}/`)) return d;
    return null;
  }

  /** True when the path `v` names lies in a file or tree this command just downloaded. */
  isFetched(v: Val): boolean {
    return this.abs(v)?.some((x) => this.fromDownload(x) !== null) === true;
  }

  /**
   * For each working directory the command may run in, the top of its git repository (see
   * ShellContext.repoTop): null where the directory, or its repository, is not known.
   */
  repoTops(): { pwd: string | null; top: string | null }[] {
    return this.cwds.map((pwd) => ({ pwd, top: pwd === null ? null : (this.ctx.repoTop?.(pwd) ?? null) }));
  }

  /** True when the absolute path `p` is a working directory the command may run in. */
  isCwd(p: string): boolean {
    return this.cwds.includes(posix.normalize(p).replace(/(.)\/+$/, "$1"));
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
    for (const d of dirs) {
      // Building or installing a tree this command just fetched runs its code (`make`, `npm install`,
      // `pip install .` in a fresh clone).
      const fetched = this.fromDownload(d);
      if (fetched !== null)
        this.grey("download_exec", `${via} runs the build of ${fetched}, which this command just downloaded`);
      if (!this.fx.projectDirs.includes(d)) this.fx.projectDirs.push(d);
    }
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
      const fetched = this.fromDownload(norm);
      if (fetched !== null) {
        const what = fetched === norm ? "" : ` (inside ${fetched})`;
        this.block("download_exec", `${via} runs ${p}${what}, which this command just downloaded`);
      } else if (this.written.has(norm)) {
        const text = this.writtenText.get(norm);
        const shell =
          /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) ||
          (text !== undefined && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text));
        if (text !== undefined && shell) {
          // `source`/`.` run it in this shell: where it ends is where the shell is.
          const here = /^`(\.|source)`$/.test(via);
          const flow = this.nested(text, `${via} ${p}`, here);
          if (here) this.outcome = flow;
        }
        // A script in another language whose text is known is judged like that language's -e code.
        else if (text !== undefined && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          this.walker.inline({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
  }

  /**
   * The words handed to a program of the project's own (a script, `npm run x -- …`, `go run`): one
   * that names a path away from the project (absolute, in HOME, climbing with `..`; bare, as an
   * option's value, `--out=/x`, `-o/x`) is where the program may write, held to the lease.
   */
  scriptArgs(args: Val[], via: string, reads = false): void {
    for (const v of args) {
      if (v.dyn) continue;
      const value = v.s.replace(/^--?[\w.-]+=/, "").replace(/^-[a-zA-Z](?=[/~])/, "");
      const path = value.startsWith("~/") ? this.ctx.home + value.slice(1) : value;
      if (/^\/dev\/(null|std(in|out|err)|tty|fd\/\d+)$/.test(path)) continue;
      // A relative one is judged too, by where it lands: a program told `--dest .github/workflows`
      // writes there as surely as one told `--dest /etc` (the engine asks only whether it is, or
      // holds, a protected path). Options, URLs and bare values with no path shape are left out.
      if (!(path.startsWith("/") || /(^|\/)\.\.(\/|$)/.test(path))) {
        if (path === "" || path.startsWith("-") || /^[\w+.-]+:/.test(path)) continue;
        if (!path.includes("/") && !path.startsWith(".")) continue;
      }
      for (const p of this.resolve({ ...v, s: path }) ?? []) {
        const root = this.isCwd(p);
        this.fx.pathArgs.push({ path: p, via, ...(root ? { root } : {}), ...(reads ? { reads } : {}) });
      }
    }
  }

  /**
   * Analyses a command this one runs as a child process (a wrapper's inner command), with every
   * rule: it starts where the shell is, and a `cd` in it moves nobody.
   */
  run(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null {
    const places = this.places;
    const outcome = this.outcome;
    try {
      return this.walker.run(argv, this, stdin, piped);
    } finally {
      this.places = places;
      this.outcome = outcome;
    }
  }

  /** Analyses a command the shell itself runs (`command cd`, `builtin cd`, `time cd`): its `cd` moves the shell. */
  runHere(argv: Val[], stdin: StdinSource | null, piped: boolean): StdinSource | null {
    return this.walker.run(argv, this, stdin, piped);
  }

  /** Analyses the body of a function where it is called; where it leaves the shell is the call's outcome. */
  callFunction(name: string): void {
    const body = this.functionBodies.get(name);
    if (!body) return;
    if (this.calling.has(name) || this.calling.size >= 8) {
      // A recursive call: where it leaves the shell is not followed.
      this.outcome = stay(union(this.places, [UNKNOWN_PLACE]));
      return;
    }
    const returns = this.returns;
    this.returns = [];
    this.calling.add(name);
    try {
      const f = this.walker.body(body, this);
      this.outcome = { ok: union(f.ok, this.returns), fail: union(f.fail, this.returns) };
    } finally {
      this.calling.delete(name);
      this.returns = returns;
    }
  }

  /** Runs `fn` with the working directory a command is given (`git -C`, `env -C`, `parallel --wd`). */
  inDir<T>(dir: Val, fn: () => T): T {
    const places = this.places;
    if (!dir.dyn && dir.s === "") return fn();
    const target: Target = dir.dyn ? "unknown" : { s: dir.s };
    this.places = within(places, target);
    try {
      return fn();
    } finally {
      this.places = places;
    }
  }

  /** Runs `fn` where the working directory cannot be known (`find -execdir`: each match's own directory). */
  nowhere<T>(fn: () => T): T {
    const places = this.places;
    this.places = [UNKNOWN_PLACE];
    try {
      return fn();
    } finally {
      this.places = places;
    }
  }

  /**
   * Runs `fn` as something that keeps running after the call returns (`cmd &`, `setsid cmd`): one
   * that talks to another host, or that repeats a write, a host contact or a program in a loop, is a
   * beacon or a job no later check sees (a dev server or a watcher of the project's own is judged
   * like the same tooling in the foreground).
   */
  detach(via: string, fn: () => void): void {
    const fx = this.fx;
    const hosts = fx.hosts.length;
    const loops = this.loopEffects;
    this.detached++;
    try {
      fn();
    } finally {
      this.detached--;
    }
    const remote = fx.hosts.slice(hosts).find((h) => !LOOPBACK.test(h.host));
    if (remote)
      this.grey("detached", `${via} keeps running after the call returns and contacts ${remote.host}`);
    else if (this.loopEffects > loops)
      this.grey(
        "detached",
        `${via} keeps running after the call returns and repeats writes, network contacts or programs in a loop`,
      );
  }

  /**
   * A credential file wherever the path lands (in any working directory the shell may be in). A
   * relative path where the directory is unknown is judged by its name alone.
   */
  secretFile(path: string): boolean {
    const home = this.ctx.home;
    const abs = this.abs({ s: path, dyn: false, glob: false, secret: 0 });
    return abs === null ? isSecretPath(path, home) : abs.some((p) => isSecretPath(p, home));
  }

  /**
   * A credential directory, or a credential file outside the call's own directory, wherever the path
   * lands: what an archiver, copier or uploader handed it carries along. (The project's own `.env`
   * or test certificate named from inside it is the project's business, as before any `cd`.)
   */
  secretEntry(path: string): boolean {
    const home = this.ctx.home;
    const abs = this.abs({ s: path, dyn: false, glob: false, secret: 0 });
    const cwd = this.ctx.cwd;
    return (abs ?? []).some(
      (p) =>
        isSecretDir(p, home) ||
        (isSecretPath(p, home) && (path.startsWith("/") || !(p === cwd || p.startsWith(`${cwd}/`)))),
    );
  }

  /** The credential the path `v` names (as `reveals` says it), or false: also when that cannot be known. */
  credentialIn(v: Val): string | false {
    const reveals = this.reveals(v, false);
    return reveals === "unknown" ? false : reveals;
  }

  /**
   * Where reading the path can reveal credentials (see revealsSecrets), judged where it lands: the
   * absolute path, or false; "unknown" when it is relative and the working directory is not known.
   */
  reveals(v: Val, recursive: boolean): string | false | "unknown" {
    const abs = this.abs(v);
    if (abs === null) return v.s.startsWith("/") ? false : "unknown";
    return abs.find((p) => revealsSecrets(p, this.ctx.home, recursive)) ?? false;
  }

  /** Absolute, normalised paths a static value names in each possible working directory (null: unknowable). */
  abs(v: Val): string[] | null {
    if (v.dyn || v.s === "") return null;
    if (v.s.startsWith("/")) return [posix.normalize(this.throughLinks(v.s, true))];
    const out: string[] = [];
    for (const c of this.cwds) {
      if (c === null) return null;
      out.push(posix.normalize(this.throughLinks(`${c}/${v.s}`, true)));
    }
    return out;
  }

  host(raw: string, via: string, sends: boolean): void {
    if (sends) this.fx.readOnly = false;
    if (!raw.includes(DYN) && isMetadataHost(raw)) {
      this.block(
        "cloud_metadata",
        `${via} contacts a cloud metadata service (${raw}), which hands out instance credentials`,
      );
      return;
    }
    const host = hostOf(raw);
    if (host === null) {
      if (raw.includes(DYN))
        this.grey("dynamic_host", `${via} contacts a host that cannot be known before it runs`);
      else if (ambiguousAuthority(raw))
        this.grey("ambiguous_host", `${via} contacts ${raw}, whose host each URL parser reads differently`);
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

  /**
   * Analyses a script given as a string (bash -c, a heredoc fed to a shell, a wrapper's command
   * line): another process, which starts where the shell is and moves nobody. With `here` it runs
   * in this shell (`eval`, `source`, `trap`), and the places it ends in are returned.
   */
  nested(source: string, via: string, here = false): Flow {
    const places = this.places;
    const errexit = this.errexit;
    if (this.depth >= 8) {
      this.grey("nesting", `${via} nests shells too deeply to analyse`);
      return stay(places);
    }
    const root = this.parseScript(source, `${via}: the nested script`);
    if (root === null) return stay(places);
    this.depth++;
    try {
      return this.walker.program(root, this);
    } finally {
      this.depth--;
      if (!here) {
        this.places = places;
        this.errexit = errexit;
      }
    }
  }
}
