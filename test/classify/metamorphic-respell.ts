// Option respellings for the metamorphic properties of classify (issue 10), class (b): each program's
// option grammar as documented and as observed in the real programs (GNU getopt/coreutils, git's
// parse-options, rg, curl, wget, pip's optparse, npm's nopt, python/node/perl, bash), never forge-gate's
// own command specs. metamorphic.test.ts runs every respelling next to the original on real programs.
import { ASSIGNMENT, type Cmd, isPlain, programIndex, type Word } from "./metamorphic-rewrites.js";

// ───────────── (b) options respelled the ways the program accepts ─────────────

/** A program's option grammar, as far as the respellings need it. */
export interface OptSpec {
  /** short options without a value (may be bundled in any order) */
  bool?: string;
  /** short options with a required value (attached `-Xv` or separate `-X v`) */
  arg?: string;
  /** long options with a required value (`--o=v` or `--o v`) */
  longArg?: string[];
  /** long options without a value */
  longBool?: string[];
  /** GNU-style: options may follow positionals */
  permute?: boolean;
  /** short options after whose value option parsing ends (python -c) */
  stopAfter?: string;
  /** a wrapper: how many positionals precede the command it runs ("env": NAME=value words) */
  inner?: number | "env";
  /** options that take the next word as their value and have no other spelling (git -C, git -c) */
  sepOnly?: string[];
  /** subcommands (git, pip): the spec that applies after the subcommand word */
  sub?: Record<string, OptSpec>;
}

const GIT_SUB: Record<string, OptSpec> = {
  clean: {
    bool: "dfxXnq",
    arg: "e",
    longArg: ["exclude"],
    longBool: ["force", "dry-run", "quiet"],
    permute: true,
  },
  push: {
    bool: "fuvqnd",
    arg: "o",
    longArg: ["repo", "push-option", "receive-pack", "exec"],
    longBool: [
      "force",
      "delete",
      "tags",
      "all",
      "mirror",
      "prune",
      "dry-run",
      "set-upstream",
      "quiet",
      "verbose",
      "no-verify",
      "atomic",
      "follow-tags",
      "force-if-includes",
    ],
    permute: true,
  },
  reset: { bool: "q", longBool: ["hard", "soft", "mixed", "merge", "keep", "quiet"], permute: true },
  branch: {
    bool: "dDfrvaqmMcC",
    arg: "u",
    longArg: ["set-upstream-to", "contains", "merged", "no-merged", "points-at", "sort", "format"],
    longBool: [
      "delete",
      "force",
      "all",
      "remotes",
      "list",
      "verbose",
      "quiet",
      "move",
      "copy",
      "show-current",
    ],
    permute: true,
  },
  checkout: {
    bool: "fqm",
    arg: "bB",
    longArg: ["orphan"],
    longBool: ["force", "quiet", "merge", "detach"],
    permute: true,
  },
  switch: {
    bool: "fqdm",
    arg: "cC",
    longArg: ["create", "force-create", "orphan"],
    longBool: ["force", "discard-changes", "detach", "quiet", "merge"],
    permute: true,
  },
  restore: {
    bool: "SWq",
    arg: "s",
    longArg: ["source"],
    longBool: ["staged", "worktree", "quiet"],
    permute: true,
  },
  commit: {
    bool: "aqsnv",
    arg: "mFt",
    longArg: ["message", "file", "author", "date", "template", "fixup"],
    longBool: ["all", "amend", "no-edit", "quiet", "no-verify", "signoff", "allow-empty"],
    permute: true,
  },
  add: { bool: "Aunvf", longBool: ["all", "update", "dry-run", "verbose", "force"], permute: true },
  rm: { bool: "rfnq", longBool: ["cached", "force", "dry-run", "quiet"], permute: true },
  log: {
    arg: "n",
    longArg: ["max-count", "output"],
    longBool: ["oneline", "stat", "graph", "all", "decorate"],
    permute: true,
  },
  diff: {
    longArg: ["output"],
    longBool: ["stat", "cached", "staged", "name-only", "name-status", "word-diff"],
    permute: true,
  },
  show: { longArg: ["output"], longBool: ["stat", "oneline"], permute: true },
  grep: {
    bool: "nilvwcIhHE",
    arg: "eABCm",
    longArg: ["max-count", "after-context", "before-context", "context"],
    longBool: ["line-number", "ignore-case", "count"],
    permute: true,
  },
};

const COREUTILS_RM: OptSpec = {
  bool: "rRfvd",
  longBool: ["recursive", "force", "verbose", "dir", "no-preserve-root", "one-file-system", "preserve-root"],
  permute: true,
};

/** Option grammars of the programs whose options the respellings touch (others are left alone). */
export const OPTION_SPECS: Record<string, OptSpec> = {
  rm: COREUTILS_RM,
  cp: {
    bool: "aRrfvpdHLPnlsuxT",
    arg: "tS",
    longArg: ["target-directory", "suffix"],
    longBool: ["recursive", "force", "verbose", "archive", "parents", "no-clobber"],
    permute: true,
  },
  mv: {
    bool: "fvnuT",
    arg: "tS",
    longArg: ["target-directory", "suffix"],
    longBool: ["force", "verbose", "no-clobber"],
    permute: true,
  },
  chmod: {
    bool: "Rvcf",
    longArg: ["reference"],
    longBool: ["recursive", "verbose", "changes", "silent", "quiet"],
    permute: true,
  },
  chown: {
    bool: "RvcfhHLP",
    longArg: ["reference", "from"],
    longBool: ["recursive", "verbose", "no-dereference"],
    permute: true,
  },
  ln: {
    bool: "sfvnrLPT",
    arg: "tS",
    longArg: ["target-directory", "suffix"],
    longBool: ["symbolic", "force", "verbose", "relative", "no-dereference"],
    permute: true,
  },
  mkdir: { bool: "pv", arg: "m", longArg: ["mode"], longBool: ["parents", "verbose"], permute: true },
  touch: {
    bool: "acmhf",
    arg: "dtr",
    longArg: ["date", "reference"],
    longBool: ["no-create", "no-dereference"],
    permute: true,
  },
  tee: { bool: "aip", longBool: ["append", "ignore-interrupts"], permute: true },
  truncate: {
    bool: "co",
    arg: "sr",
    longArg: ["size", "reference"],
    longBool: ["no-create", "io-blocks"],
    permute: true,
  },
  cat: { bool: "nAbeEsStTuv", permute: true },
  ls: {
    bool: "aAlhRrStdF1iGgnosuUvxXcCmQ",
    arg: "wIT",
    longArg: ["width", "ignore", "tabsize", "sort", "format", "time-style"],
    longBool: ["all", "almost-all", "recursive", "human-readable", "reverse"],
    permute: true,
  },
  head: {
    bool: "qvz",
    arg: "nc",
    longArg: ["lines", "bytes"],
    longBool: ["quiet", "silent", "verbose", "zero-terminated"],
    permute: true,
  },
  tail: {
    bool: "qvzfF",
    arg: "ncs",
    longArg: ["lines", "bytes", "sleep-interval", "pid", "max-unchanged-stats"],
    longBool: ["quiet", "verbose", "retry"],
    permute: true,
  },
  wc: { bool: "lcwmL", longBool: ["lines", "bytes", "words", "chars"], permute: true },
  grep: {
    bool: "rRnilvcwxLHhosqEFPzaIUbT",
    arg: "efmABCdD",
    longArg: [
      "regexp",
      "file",
      "max-count",
      "after-context",
      "before-context",
      "context",
      "include",
      "exclude",
      "exclude-dir",
      "label",
    ],
    longBool: [
      "recursive",
      "line-number",
      "ignore-case",
      "count",
      "files-with-matches",
      "invert-match",
      "word-regexp",
      "extended-regexp",
      "fixed-strings",
      "quiet",
      "silent",
      "no-messages",
    ],
    permute: true,
  },
  sed: {
    bool: "nErsuz",
    arg: "efl",
    longArg: ["expression", "file", "line-length"],
    longBool: ["quiet", "silent", "regexp-extended", "separate", "unbuffered"],
    permute: true,
  },
  sort: {
    bool: "bdfgiMhnRrVcCmsuz",
    arg: "kotTS",
    longArg: ["key", "output", "field-separator", "temporary-directory", "buffer-size"],
    longBool: ["reverse", "numeric-sort", "unique"],
    permute: true,
  },
  uniq: {
    bool: "cdiuz",
    arg: "fsw",
    longArg: ["skip-fields", "skip-chars", "check-chars"],
    longBool: ["count", "repeated", "unique", "ignore-case"],
    permute: true,
  },
  cut: { bool: "sz", arg: "bcdf", longArg: ["bytes", "characters", "delimiter", "fields"], permute: true },
  tar: {
    bool: "xctvzjJpkOh",
    arg: "fCIT",
    longArg: [
      "directory",
      "to-command",
      "use-compress-program",
      "file",
      "checkpoint-action",
      "exclude",
      "transform",
    ],
    longBool: ["extract", "create", "list", "verbose", "gzip"],
    permute: true,
  },
  make: {
    bool: "ksBw",
    arg: "Cf",
    longArg: ["directory", "file", "makefile"],
    longBool: ["keep-going", "silent", "always-make"],
    permute: true,
  },
  curl: {
    bool: "sSLfkvIiOgG",
    arg: "oXdHuAeFTxrwmyYEKb",
    longBool: [
      "silent",
      "show-error",
      "location",
      "fail",
      "insecure",
      "verbose",
      "head",
      "include",
      "remote-name",
      "compressed",
    ],
    permute: true,
  },
  wget: {
    bool: "qvckrpSN",
    arg: "OPoaUtTe",
    longArg: [
      "output-document",
      "directory-prefix",
      "post-file",
      "post-data",
      "user-agent",
      "header",
      "output-file",
      "tries",
      "timeout",
      "execute",
    ],
    longBool: ["quiet", "verbose", "continue", "recursive", "no-check-certificate"],
    permute: true,
  },
  rg: {
    bool: "inlwcvFSuHNsLqzxoaPU",
    arg: "eCABmgtTjMrfE",
    longArg: [
      "pre",
      "pre-glob",
      "hostname-bin",
      "max-count",
      "glob",
      "type",
      "type-not",
      "regexp",
      "context",
      "after-context",
      "before-context",
      "replace",
      "max-depth",
      "encoding",
      "file",
      "threads",
      "sort",
      "sortr",
      "max-columns",
      "type-add",
      "ignore-file",
    ],
    longBool: [
      "line-number",
      "ignore-case",
      "files",
      "json",
      "hidden",
      "no-ignore",
      "fixed-strings",
      "count",
      "files-with-matches",
      "smart-case",
      "search-zip",
      "follow",
    ],
    permute: true,
  },
  git: {
    longArg: ["git-dir", "work-tree", "namespace"],
    longBool: ["no-pager", "bare", "paginate", "no-replace-objects"],
    bool: "pP",
    sepOnly: ["-C", "-c"],
    sub: GIT_SUB,
  },
  pip: {
    sub: {
      install: {
        bool: "qvUI",
        arg: "itrce",
        longArg: [
          "index-url",
          "extra-index-url",
          "target",
          "prefix",
          "requirement",
          "constraint",
          "root",
          "editable",
        ],
        longBool: ["user", "upgrade", "quiet", "verbose", "no-deps", "pre"],
        permute: true,
      },
    },
  },
  npm: {
    longArg: [
      "prefix",
      "registry",
      "pack-destination",
      "workspace",
      "location",
      "cache",
      "userconfig",
      "tag",
      "access",
      "otp",
    ],
    longBool: [
      "global",
      "save-dev",
      "save",
      "force",
      "dry-run",
      "yes",
      "no-save",
      "silent",
      "json",
      "ignore-scripts",
    ],
    permute: true,
  },
  python3: { bool: "uBEsSIqObd", arg: "cmWX", stopAfter: "cm" },
  python: { bool: "uBEsSIqObd", arg: "cmWX", stopAfter: "cm" },
  node: { longArg: ["eval", "require", "input-type", "import"], stopAfter: "" },
  perl: { bool: "npaswTtW", arg: "eEIM" },
  bash: { bool: "celxuv" },
  sh: { bool: "cexuv" },
  env: {
    bool: "i0v",
    arg: "uCS",
    longArg: ["unset", "chdir", "split-string"],
    longBool: ["ignore-environment", "null", "debug"],
    inner: "env",
  },
  timeout: {
    bool: "v",
    arg: "ks",
    longArg: ["kill-after", "signal"],
    longBool: ["preserve-status", "foreground", "verbose"],
    inner: 1,
  },
  nice: { arg: "n", longArg: ["adjustment"], inner: 0 },
  stdbuf: { arg: "ioe", longArg: ["input", "output", "error"], inner: 0 },
  xargs: {
    bool: "0trx",
    arg: "IanPdLEs",
    longArg: ["arg-file", "max-args", "max-procs", "delimiter", "max-chars"],
    longBool: ["null", "verbose", "no-run-if-empty", "exit"],
    inner: 0,
  },
  nohup: { inner: 0 },
};

/** One respelling the grammar allows at a place in the words. */
export type Respelling =
  | { kind: "permute"; at: number; boolLen: number } // -abc → another order of its flag letters
  | { kind: "split"; at: number } // -abc → -a -b -c
  | { kind: "merge"; at: number; next: number } // -a -b → -ab
  | { kind: "attach"; at: number; value: number } // -X v → -Xv
  | { kind: "detach"; at: number } // -Xv → -X v
  | { kind: "eq"; at: number; value: number } // --o v → --o=v
  | { kind: "uneq"; at: number }; // --o=v → --o v

function isFlagWord(t: string): boolean {
  return t.length > 1 && t[0] === "-" && t[1] !== "-" && /^-[A-Za-z0-9]+$/.test(t);
}

/** Every respelling the programs' grammars allow in this command (walking into wrapped commands). */
export function respellings(c: Cmd): Respelling[] {
  const out: Respelling[] = [];
  const start = programIndex(c);
  if (start < 0) return out;
  scan(c.words, start, out);
  return out;
}

function nextWord(words: Word[], from: number): number {
  for (let i = from; i < words.length; i++) if (!(words[i] as Word).redir) return i;
  return -1;
}

function scan(words: Word[], progAt: number, out: Respelling[]): void {
  const prog = (words[progAt] as Word).text;
  const found = isPlain(prog) ? OPTION_SPECS[prog.replace(/^.*\//, "")] : undefined;
  if (!found) return;
  let spec: OptSpec = found;
  let positionals = 0;
  let i = nextWord(words, progAt + 1);
  while (i >= 0) {
    const t = (words[i] as Word).text;
    // `--` ends options; parallel's `:::`/`::::` start its argument lists (a `-uo` there is an argument).
    if (t === "--" || /^:::[:+]?$/.test(t)) return;
    if (spec.sepOnly?.includes(t)) {
      const v = nextWord(words, i + 1);
      i = v < 0 ? -1 : nextWord(words, v + 1);
      continue;
    }
    if (t.startsWith("--") && t.length > 2) {
      const eq = t.indexOf("=");
      const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
      if (spec.longArg?.includes(name)) {
        if (eq >= 0) {
          // bash expands a leading ~ in a word of its own but not after `--opt=`: keep such values as they are
          if (eq < t.length - 1 && t[eq + 1] !== "~") out.push({ kind: "uneq", at: i });
          i = nextWord(words, i + 1);
        } else {
          const v = nextWord(words, i + 1);
          if (v < 0) return;
          if (!(words[v] as Word).text.startsWith("~")) out.push({ kind: "eq", at: i, value: v });
          i = nextWord(words, v + 1);
        }
        continue;
      }
      if (eq < 0 && spec.longBool?.includes(name)) {
        i = nextWord(words, i + 1);
        continue;
      }
      return; // an option this table does not know: its arity is unknown, stop here
    }
    if (t.startsWith("-") && t.length > 1) {
      const letters = t.slice(1);
      let j = 0;
      let valueAt = -1;
      let attached = false;
      let argLetter = "";
      for (; j < letters.length; j++) {
        const ch = letters[j] as string;
        if (spec.bool?.includes(ch)) continue;
        if (spec.arg?.includes(ch)) {
          argLetter = ch;
          if (j < letters.length - 1) attached = true;
          break;
        }
        return; // unknown letter (or a value such as a chmod mode): stop
      }
      if (!isPlain(t) && !attached) return;
      const boolPart = argLetter ? letters.slice(0, j) : letters;
      if (boolPart.length >= 2) out.push({ kind: "permute", at: i, boolLen: boolPart.length });
      if (!argLetter && letters.length >= 2) out.push({ kind: "split", at: i });
      if (argLetter && attached && j === 0 && t[2] !== "~") out.push({ kind: "detach", at: i });
      let after = nextWord(words, i + 1);
      if (argLetter && !attached) {
        if (after < 0) return;
        valueAt = after;
        if (j === 0 && !(words[valueAt] as Word).text.startsWith("~"))
          out.push({ kind: "attach", at: i, value: valueAt });
        after = nextWord(words, valueAt + 1);
      }
      if (!argLetter && after >= 0) {
        const nt = (words[after] as Word).text;
        if (isFlagWord(nt) && [...nt.slice(1)].every((ch) => spec?.bool?.includes(ch))) {
          out.push({ kind: "merge", at: i, next: after });
        }
      }
      if (argLetter && spec.stopAfter?.includes(argLetter)) return;
      i = after;
      continue;
    }
    // A positional.
    if (spec.sub && positionals === 0 && isPlain(t)) {
      const sub: OptSpec | undefined = spec.sub[t];
      if (!sub) return;
      spec = sub;
      i = nextWord(words, i + 1);
      continue;
    }
    if (spec.inner !== undefined) {
      const isAssign = spec.inner === "env" && ASSIGNMENT.test(t);
      if (!isAssign && (spec.inner === "env" ? 0 : spec.inner) === positionals) {
        scan(words, i, out);
        return;
      }
      positionals++;
      i = nextWord(words, i + 1);
      continue;
    }
    if (!spec.permute) return;
    positionals++;
    i = nextWord(words, i + 1);
  }
}

/** Every order of a string's letters, in a fixed order (for `-abc` → `-bca`, …). */
function permutations(s: string): string[] {
  if (s.length <= 1) return [s];
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    for (const rest of permutations(s.slice(0, i) + s.slice(i + 1))) out.push((s[i] as string) + rest);
  }
  return out;
}

/** Applies one respelling; `pick` chooses among the orders of a permuted bundle. */
export function applyRespelling(c: Cmd, r: Respelling, pick = 1): Cmd {
  const w = c.words.map((x) => ({ ...x }));
  const text = (k: number) => (w[k] as Word).text;
  switch (r.kind) {
    case "permute": {
      const t = text(r.at);
      const boolPart = t.slice(1, 1 + r.boolLen);
      const tail = t.slice(1 + r.boolLen); // a final letter taking a value, and the value if attached
      const head = boolPart.slice(0, 6); // orders of at most 6 letters (720) are plenty
      const orders = permutations(head).filter((p) => p !== head);
      if (orders.length === 0) return c;
      (w[r.at] as Word).text = `-${orders[pick % orders.length]}${boolPart.slice(6)}${tail}`;
      return { ...c, words: w };
    }
    case "split": {
      const t = text(r.at);
      const parts = [...t.slice(1)].map((ch) => ({ text: `-${ch}` }));
      return { ...c, words: [...w.slice(0, r.at), ...parts, ...w.slice(r.at + 1)] };
    }
    case "merge": {
      const merged = `${text(r.at)}${text(r.next).slice(1)}`;
      return {
        ...c,
        words: w.flatMap((x, k) => (k === r.at ? [{ text: merged }] : k === r.next ? [] : [x])),
      };
    }
    case "attach": {
      const merged = `${text(r.at)}${text(r.value)}`;
      return {
        ...c,
        words: w.flatMap((x, k) => (k === r.at ? [{ text: merged }] : k === r.value ? [] : [x])),
      };
    }
    case "detach": {
      const t = text(r.at);
      return {
        ...c,
        words: [...w.slice(0, r.at), { text: t.slice(0, 2) }, { text: t.slice(2) }, ...w.slice(r.at + 1)],
      };
    }
    case "eq": {
      const merged = `${text(r.at)}=${text(r.value)}`;
      return {
        ...c,
        words: w.flatMap((x, k) => (k === r.at ? [{ text: merged }] : k === r.value ? [] : [x])),
      };
    }
    case "uneq": {
      const t = text(r.at);
      const eq = t.indexOf("=");
      return {
        ...c,
        words: [
          ...w.slice(0, r.at),
          { text: t.slice(0, eq) },
          { text: t.slice(eq + 1) },
          ...w.slice(r.at + 1),
        ],
      };
    }
  }
}
