// Meaning-preserving rewrites of a shell command, for the metamorphic properties of classify (issue 10):
// each rewrite leaves what the programs do unchanged (same argv reaching the same program, same cwd,
// same files), so a sound classifier's decision must not move toward allow. Written from the programs'
// documented and observed option grammars (GNU getopt/coreutils, git parse-options, rg, curl, pip's
// optparse, npm's nopt, python/node/perl), never from forge-gate's own command specs; the argv-level
// rewrites are checked against real bash by metamorphic.test.ts.

/** One word of a simple command, as shell source; `redir` marks an inserted redirection. */
export interface Word {
  text: string;
  redir?: true;
}

/**
 * A command the rewrites work on: `pre` is fixed source in front of it (an assignment, a pipe feeding
 * it), `prefix` its leading NAME=value assignments, `words` its argv and inserted redirections.
 * `stdinUsed` is set once something feeds the command's stdin (a pipe, a here-string), so no rewrite
 * may take stdin away from it.
 */
export interface Cmd {
  pre: string;
  prefix: string[];
  words: Word[];
  stdinUsed: boolean;
}

export function render(c: Cmd): string {
  return c.pre + [...c.prefix, ...c.words.map((w) => w.text)].join(" ");
}

/** Single-quotes a string for bash. */
export function shq(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

const PLAIN = /^[A-Za-z0-9_./:=,+@%^-]+$/;
/** A word bash passes through unchanged: no quotes, expansions, globs, tildes or braces. */
export function isPlain(text: string): boolean {
  return PLAIN.test(text);
}

export const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const KEYWORDS = new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "for",
  "while",
  "until",
  "do",
  "done",
  "case",
  "esac",
  "function",
  "select",
  "time",
  "coproc",
  "{",
  "}",
  "[[",
  "]]",
  "!",
]);
/** Names bash runs as builtins only (an argv wrapper such as `timeout` or `xargs` cannot run them). */
export const BUILTIN_ONLY = new Set([
  "cd",
  "pushd",
  "popd",
  "dirs",
  "export",
  "source",
  ".",
  "alias",
  "unalias",
  "set",
  "unset",
  "read",
  "eval",
  "exec",
  "shopt",
  "declare",
  "typeset",
  "local",
  "readonly",
  "ulimit",
  "umask",
  "trap",
  "return",
  "exit",
  "wait",
  "jobs",
  "fg",
  "bg",
  "disown",
  "history",
  "hash",
  "type",
  "builtin",
  "command",
  "let",
  "mapfile",
  "readarray",
  "getopts",
  "shift",
  "break",
  "continue",
  "enable",
  "fc",
  "help",
  "logout",
  "suspend",
  "times",
  "caller",
  "complete",
  "compgen",
  ":",
]);

/**
 * Splits a command into words if it is one simple command of quoted and unquoted text (no pipes,
 * lists, redirections, substitutions, comments or newlines); null otherwise. Words keep their quotes.
 */
export function parseSimple(command: string): Cmd | null {
  const words: string[] = [];
  let i = 0;
  const n = command.length;
  while (i < n) {
    while (i < n && (command[i] === " " || command[i] === "\t")) i++;
    if (i >= n) break;
    let w = "";
    if (command[i] === "#") return null;
    while (i < n && command[i] !== " " && command[i] !== "\t") {
      const ch = command[i] as string;
      if (ch === "'") {
        const end = command.indexOf("'", i + 1);
        if (end < 0) return null;
        w += command.slice(i, end + 1);
        i = end + 1;
      } else if (ch === '"') {
        const end = command.indexOf('"', i + 1);
        if (end < 0) return null;
        const inner = command.slice(i + 1, end);
        if (/[\\`]/.test(inner) || inner.includes("$(")) return null;
        w += command.slice(i, end + 1);
        i = end + 1;
      } else if (ch === "\\") {
        if (i + 1 >= n || command[i + 1] === "\n") return null;
        w += command.slice(i, i + 2);
        i += 2;
      } else if ("|&;<>()`\n\r".includes(ch) || (ch === "$" && command[i + 1] === "(")) {
        return null;
      } else {
        w += ch;
        i++;
      }
    }
    words.push(w);
  }
  let k = 0;
  while (k < words.length && ASSIGNMENT.test(words[k] as string)) k++;
  if (k >= words.length) return null;
  if (KEYWORDS.has(words[k] as string)) return null;
  return {
    pre: "",
    prefix: words.slice(0, k),
    words: words.slice(k).map((text) => ({ text })),
    stdinUsed: false,
  };
}

/** Index of the first real word (the program), skipping inserted redirections. */
export function programIndex(c: Cmd): number {
  return c.words.findIndex((w) => !w.redir);
}

function programName(c: Cmd): string | null {
  const i = programIndex(c);
  const t = i >= 0 ? (c.words[i] as Word).text : null;
  return t !== null && isPlain(t) ? t : null;
}

/** True when the program is an external one an argv wrapper can run in its place. */
export function externalProgram(c: Cmd): boolean {
  const p = programName(c);
  return p !== null && !BUILTIN_ONLY.has(p) && !KEYWORDS.has(p);
}

// ───────────── (a) redirections anywhere among the words ─────────────

// Programs that may read their stdin (or are handed it): `</dev/null` would change what they do.
const STDIN_READERS = new Set([
  "xargs",
  "parallel",
  "sh",
  "bash",
  "dash",
  "zsh",
  "ksh",
  "python",
  "python3",
  "node",
  "perl",
  "ruby",
  "php",
  "tee",
  "cat",
  "sed",
  "awk",
  "gawk",
  "sort",
  "uniq",
  "head",
  "tail",
  "grep",
  "rg",
  "jq",
  "wc",
  "ssh",
  "nc",
  "ncat",
  "socat",
  "su",
  "mysql",
  "psql",
  "sqlite3",
  "redis-cli",
  "patch",
  "base64",
  "xxd",
]);
function readsStdin(word: string): boolean {
  return STDIN_READERS.has(word.replace(/^.*\//, "")) || word === "-" || word.endsWith("@-");
}

export const REDIRECTIONS = ["2>/dev/null", ">/dev/null", "2>&1", "</dev/null"] as const;

/**
 * Inserts a redirection at word position `at` among the program's words (0 = before the program; bash
 * treats a redirection before, between or after the leading assignments alike).
 */
export function insertRedirection(c: Cmd, at: number, redir: string): Cmd | null {
  if (redir.startsWith("<") && (c.stdinUsed || c.words.some((w) => readsStdin(w.text)))) return null;
  const idx = at % (c.words.length + 1);
  return { ...c, words: [...c.words.slice(0, idx), { text: redir, redir: true }, ...c.words.slice(idx)] };
}

// ───────────── (c) wrappers: the same command run by another program, at any depth ─────────────

export interface Wrapper {
  name: string;
  apply: (c: Cmd) => Cmd | null;
  /**
   * The wrapper feeds the command run-time values (xargs' input, parallel's arguments) or hands it
   * over inside another language's code (python, node, perl): a sound static analysis may rightly
   * escalate there, so only a move to allow counts against it.
   */
  lenient?: true;
}

const lenient = (w: Wrapper): Wrapper => ({ ...w, lenient: true });

function argvWrapper(
  name: string,
  before: string[],
  after: Word[] = [],
  opts: { stdin?: false; noBraces?: true; plainScripts?: true; keyword?: true } = {},
): Wrapper {
  return {
    name,
    apply: (c) => {
      if (!externalProgram(c)) return null;
      if (opts.stdin === false && c.stdinUsed) return null;
      if (opts.noBraces && c.words.some((w) => w.text.includes("{}") || w.text === "\\;" || w.text === "+"))
        return null;
      // A wrapper that changes the environment must not see a script a shell inside would expand again.
      if (opts.plainScripts && c.words.some((w) => /['"$~]/.test(w.text))) return null;
      // `time` is a keyword only at the start of a pipeline.
      if (opts.keyword && (c.prefix.length > 0 || c.pre.includes("|"))) return null;
      // A wrapper that feeds the command from /dev/null owns its stdin from now on.
      const stdinUsed = c.stdinUsed || after.some((w) => w.text.startsWith("<")) || opts.stdin === false;
      return { ...c, words: [...before.map((text) => ({ text })), ...c.words, ...after], stdinUsed };
    },
  };
}

const NO_STDIN: Word = { text: "</dev/null", redir: true };
const FIND_END: Word = { text: "\\;" };

function stringWrapper(name: string, wrap: (src: string) => string[]): Wrapper {
  return {
    name,
    apply: (c) => ({
      pre: "",
      prefix: [],
      words: wrap(render(c)).map((text) => ({ text })),
      stdinUsed: false,
    }),
  };
}

/**
 * GNU parallel with the last argument moved behind `:::` (appended again, or put where `{}` stands).
 * parallel builds a shell command line from its words, so only words the shell passes unchanged.
 */
function parallelWrapper(name: string, options: string[], placeholder: boolean): Wrapper {
  return lenient({
    name,
    apply: (c) => {
      if (c.pre || c.prefix.length || c.stdinUsed || !externalProgram(c)) return null;
      const args = c.words.filter((w) => !w.redir);
      if (args.length < 2 || args.some((w) => !isPlain(w.text))) return null;
      const last = args[args.length - 1] as Word;
      const inner = placeholder
        ? c.words.map((w) => (w === last ? { text: "{}" } : w))
        : c.words.filter((w) => w !== last);
      return {
        ...c,
        words: [{ text: "parallel" }, ...options.map((text) => ({ text })), ...inner, { text: ":::" }, last],
      };
    },
  });
}

const PY_EXEC = shq("import os, sys; os.execvp(sys.argv[1], sys.argv[1:])");
const PY_RUN = shq("import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:]).returncode)");
const NODE_EXEC = shq(
  'require("child_process").execFileSync(process.argv[1], process.argv.slice(2), { stdio: "inherit" })',
);

/** Programs that run the command they are given, in each spelling the issue names. */
export const WRAPPERS: Wrapper[] = [
  argvWrapper("env", ["env"]),
  argvWrapper("env NAME=value", ["env", "FORGE_GATE_PROBE=1"]),
  argvWrapper("env -u", ["env", "-u", "FORGE_GATE_UNSET"]),
  argvWrapper("env -uNAME", ["env", "-uFORGE_GATE_UNSET"]),
  argvWrapper("env --unset=", ["env", "--unset=FORGE_GATE_UNSET"]),
  argvWrapper("env -C .", ["env", "-C", "."]),
  argvWrapper("env -C.", ["env", "-C."]),
  argvWrapper("env --chdir=.", ["env", "--chdir=."]),
  argvWrapper("env -i PATH", ["env", "-i", "PATH=/usr/local/bin:/usr/bin:/bin"], [], { plainScripts: true }),
  argvWrapper("env --", ["env", "--"]),
  {
    name: "env -S",
    apply: (c) => {
      if (c.pre || !externalProgram(c) || c.words.some((w) => w.redir || !isPlain(w.text))) return null;
      return {
        ...c,
        words: [{ text: "env" }, { text: "-S" }, { text: shq(c.words.map((w) => w.text).join(" ")) }],
      };
    },
  },
  {
    name: "env -S'…'",
    apply: (c) => {
      if (c.pre || !externalProgram(c) || c.words.some((w) => w.redir || !isPlain(w.text))) return null;
      return { ...c, words: [{ text: "env" }, { text: `-S${shq(c.words.map((w) => w.text).join(" "))}` }] };
    },
  },
  argvWrapper("sudo", ["sudo"], [], { plainScripts: true }),
  argvWrapper("sudo -u root", ["sudo", "-u", "root"], [], { plainScripts: true }),
  argvWrapper("nice", ["nice"]),
  argvWrapper("nice -n 10", ["nice", "-n", "10"]),
  argvWrapper("nice -n10", ["nice", "-n10"]),
  argvWrapper("nice --adjustment=10", ["nice", "--adjustment=10"]),
  argvWrapper("timeout", ["timeout", "600"]),
  argvWrapper("timeout -s KILL", ["timeout", "-s", "KILL", "600"]),
  argvWrapper("timeout -sKILL", ["timeout", "-sKILL", "600"]),
  argvWrapper("timeout --signal=KILL", ["timeout", "--signal=KILL", "600"]),
  argvWrapper("timeout -k", ["timeout", "-k", "5", "600"]),
  argvWrapper("timeout --preserve-status", ["timeout", "--preserve-status", "10m"]),
  argvWrapper("stdbuf -oL", ["stdbuf", "-oL"]),
  argvWrapper("stdbuf -o L", ["stdbuf", "-o", "L"]),
  argvWrapper("stdbuf --output=L", ["stdbuf", "--output=L", "-eL"]),
  argvWrapper("nohup", ["nohup"]),
  argvWrapper("command", ["command"]),
  argvWrapper("time", ["time"], [], { keyword: true }),
  argvWrapper("ionice", ["ionice", "-c3"]),
  argvWrapper("setsid", ["setsid"]),
  // xargs with empty input runs the command once with exactly its own arguments (GNU, without -r).
  lenient(argvWrapper("xargs", ["xargs"], [NO_STDIN], { stdin: false })),
  lenient(argvWrapper("xargs -0", ["xargs", "-0"], [NO_STDIN], { stdin: false })),
  lenient(argvWrapper("xargs -t", ["xargs", "-t"], [NO_STDIN], { stdin: false })),
  lenient(argvWrapper("xargs --verbose", ["xargs", "--verbose"], [NO_STDIN], { stdin: false })),
  lenient(argvWrapper("xargs -P 2", ["xargs", "-P", "2"], [NO_STDIN], { stdin: false })),
  lenient(argvWrapper("xargs --max-procs=2", ["xargs", "--max-procs=2"], [NO_STDIN], { stdin: false })),
  // find . -maxdepth 0 visits only `.`: the command runs once, in this directory, with its own argv.
  argvWrapper("find -exec", ["find", ".", "-maxdepth", "0", "-exec"], [FIND_END], { noBraces: true }),
  argvWrapper("find -execdir", ["find", ".", "-maxdepth", "0", "-execdir"], [FIND_END], { noBraces: true }),
  argvWrapper("find -ok", ["find", ".", "-maxdepth", "0", "-ok"], [FIND_END], {
    noBraces: true,
    stdin: false,
  }),
  lenient(argvWrapper("python3 -c execvp", ["python3", "-c", PY_EXEC])),
  lenient(argvWrapper("python3 -c subprocess", ["python3", "-c", PY_RUN])),
  lenient(argvWrapper("node -e execFileSync", ["node", "-e", NODE_EXEC])),
  lenient(argvWrapper("perl -e exec", ["perl", "-e", shq("exec { $ARGV[0] } @ARGV")])),
  parallelWrapper("parallel :::", [], false),
  parallelWrapper("parallel {} :::", ["-j1"], true),
  parallelWrapper("parallel -S :", ["-S", ":"], false),
  stringWrapper("bash -c", (s) => ["bash", "-c", shq(s)]),
  stringWrapper("bash -lc", (s) => ["bash", "-lc", shq(s)]),
  stringWrapper("bash -c … _", (s) => ["bash", "-c", shq(s), "_"]),
  stringWrapper("sh -c", (s) => ["sh", "-c", shq(s)]),
  stringWrapper("eval", (s) => ["eval", shq(s)]),
  stringWrapper("script -qc", (s) => ["script", "-qc", shq(s), "/dev/null"]),
  stringWrapper("script -q -c", (s) => ["script", "-q", "-c", shq(s), "/dev/null"]),
  stringWrapper("watch -n 1", (s) => ["watch", "-n", "1", shq(s)]),
  lenient(
    stringWrapper("python3 -c os.system", (s) => [
      "python3",
      "-c",
      shq(`import os, sys; sys.exit(os.system(${JSON.stringify(s)}) >> 8)`),
    ]),
  ),
  lenient(
    stringWrapper("node -e execSync", (s) => [
      "node",
      "-e",
      shq(`require("child_process").execSync(${JSON.stringify(s)}, { stdio: "inherit" })`),
    ]),
  ),
  lenient(
    stringWrapper("perl -e system", (s) => [
      "perl",
      "-e",
      shq(`exit(system(${JSON.stringify(s).replace(/[@$]/g, "\\$&")}) >> 8)`),
    ]),
  ),
];

// ───────────── (d) an unknown option anywhere ─────────────

/** A long option with an attached value: no program knows it, and it cannot take the next word. */
/**
 * An assignment a rewrite puts before the command: before a pipe that feeds the command
 * (`printf … | xargs …`), or it would split the pipeline and starve the command of its stdin.
 */
function beforePipe(pre: string, assignment: string): string {
  return /\|\s*$/.test(pre) ? `${assignment}${pre}` : `${pre}${assignment}`;
}

export const UNKNOWN_OPTION = "--forge-gate-unknown-option=1";

/**
 * Inserts the unknown option at an option boundary: right after the program name, before an option
 * that does not follow another option (which might be waiting for its value), or at the end. Never
 * where it would become another option's value or a wrapper's command name: there it would change
 * which words mean what, not just add a word no spec knows.
 */
export function insertUnknownOption(c: Cmd, at: number): Cmd | null {
  const p = programIndex(c);
  if (p < 0) return null;
  const real = c.words.map((w, k) => (w.redir ? -1 : k)).filter((k) => k >= 0);
  const positions = [p + 1];
  for (let r = 1; r < real.length; r++) {
    const k = real[r] as number;
    const prev = (c.words[real[r - 1] as number] as Word).text;
    const isOption = (c.words[k] as Word).text.startsWith("-");
    if (k > p + 1 && isOption && (!prev.startsWith("-") || prev.includes("="))) positions.push(k);
  }
  const last = (c.words[real[real.length - 1] as number] as Word).text;
  if (real.length > 1 && !last.startsWith("-")) positions.push(c.words.length);
  const pos = positions[at % positions.length] as number;
  return { ...c, words: [...c.words.slice(0, pos), { text: UNKNOWN_OPTION }, ...c.words.slice(pos)] };
}

// ───────────── (e) an argument routed through a variable, a placeholder or IFS ─────────────

/**
 * Routes after which the value is known only at run time (the issue: placeholders, IFS splitting, what
 * `read` reads): a sound analysis escalates there, so only a move to allow counts against it.
 */
export const DYNAMIC_ROUTES: ReadonlySet<string> = new Set([
  "read",
  "xargs-I",
  "parallel-{}",
  "find-{}",
  "ifs-all",
  "ifs-pair",
]);

export const ROUTES = [
  "var",
  "var&&",
  "export",
  "read",
  "array1",
  "arrayAll",
  "xargs-I",
  "parallel-{}",
  "find-{}",
  "ifs-all",
  "ifs-pair",
] as const;
export type Route = (typeof ROUTES)[number];

const GLOBBY = /[*?[]/;
// bash source, not JavaScript templates
const ARRAY_FIRST = ['"$', '{fg_a[0]}"'].join("");
const ARRAY_ALL = ['"$', '{fg_a[@]}"'].join("");

/** Routes word `at` (or the whole argv) through `route`; null where the route would change meaning. */
export function routeArgument(c: Cmd, at: number, route: Route): Cmd | null {
  const idxs = c.words.map((w, k) => (w.redir ? -1 : k)).filter((k) => k >= 0);
  if (idxs.length === 0) return null;
  const k = idxs[at % idxs.length] as number;
  const w = (c.words[k] as Word).text;
  const hasDollar = w.includes("$");
  const replaced = (text: string) => c.words.map((x, j) => (j === k ? { text } : x));
  switch (route) {
    case "var":
    case "var&&":
    case "export": {
      if (hasDollar || w.includes("{")) return null;
      // Assignment does no globbing: a glob word is expanded from the unquoted variable instead.
      const use = GLOBBY.test(w.replace(/'[^']*'|"[^"]*"/g, "")) ? "$fg_v" : '"$fg_v"';
      if (use === "$fg_v" && /['"\s]/.test(w)) return null;
      const sep = route === "var&&" ? " && " : "; ";
      const kw = route === "export" ? "export " : "";
      return { ...c, pre: beforePipe(c.pre, `${kw}fg_v=${w}${sep}`), words: replaced(use) };
    }
    case "read": {
      if (!isPlain(w)) return null;
      return { ...c, pre: beforePipe(c.pre, `read -r fg_v <<< ${w}; `), words: replaced('"$fg_v"') };
    }
    case "array1": {
      if (hasDollar || w.includes("{") || GLOBBY.test(w.replace(/'[^']*'|"[^"]*"/g, ""))) return null;
      return { ...c, pre: beforePipe(c.pre, `fg_a=(${w}); `), words: replaced(ARRAY_FIRST) };
    }
    case "arrayAll": {
      if (c.prefix.length || c.words.some((x) => x.redir || x.text.includes("$") || x.text.includes("{")))
        return null;
      const inner = c.words.map((x) => x.text).join(" ");
      return { ...c, pre: beforePipe(c.pre, `fg_a=(${inner}); `), words: [{ text: ARRAY_ALL }] };
    }
    case "xargs-I": {
      if (!isPlain(w) || k === programIndex(c) || c.stdinUsed || c.pre || !externalProgram(c)) return null;
      if (c.words.some((x) => x.text.includes("{}"))) return null;
      return {
        ...c,
        pre: `printf '%s\\n' ${w} | `,
        words: [{ text: "xargs" }, { text: "-I{}" }, ...replaced("{}")],
        stdinUsed: true,
      };
    }
    case "parallel-{}": {
      if (c.pre || c.prefix.length || c.stdinUsed || !externalProgram(c) || k === programIndex(c))
        return null;
      if (c.words.some((x) => !x.redir && (!isPlain(x.text) || x.text.includes("{")))) return null;
      return { ...c, words: [{ text: "parallel" }, ...replaced("{}"), { text: ":::" }, { text: w }] };
    }
    case "find-{}": {
      if (
        !/^(\/|\.|~)/.test(w) ||
        !isPlain(w.replace(/^~/, "x")) ||
        k === programIndex(c) ||
        !externalProgram(c)
      )
        return null;
      if (c.words.some((x) => x.text.includes("{}") || x.text === "\\;")) return null;
      return {
        ...c,
        words: [
          { text: "find" },
          { text: w },
          { text: "-maxdepth" },
          { text: "0" },
          { text: "-exec" },
          ...replaced("{}"),
          { text: "\\;" },
        ],
      };
    }
    case "ifs-all": {
      if (c.prefix.length || c.words.some((x) => x.redir || !isPlain(x.text) || x.text.includes(",")))
        return null;
      return {
        ...c,
        pre: beforePipe(c.pre, `IFS=,; fg_c="${c.words.map((x) => x.text).join(",")}"; `),
        words: [{ text: "$fg_c" }],
      };
    }
    case "ifs-pair": {
      const j = idxs[idxs.indexOf(k) + 1];
      if (j === undefined || j !== k + 1) return null;
      const w2 = (c.words[j] as Word).text;
      if (!isPlain(w) || !isPlain(w2) || w.includes(",") || w2.includes(",")) return null;
      return {
        ...c,
        pre: beforePipe(c.pre, `IFS=,; fg_p="${w},${w2}"; `),
        words: c.words.flatMap((x, i) => (i === k ? [{ text: "$fg_p" }] : i === j ? [] : [x])),
      };
    }
  }
}
