import type { Analysis } from "../analysis.js";
import { elementName } from "../evaluated.js";
import { has, normArg, optValues, parseOpts, parseSpec } from "../options.js";
import { type StdinSource, show, type Val } from "../values.js";
import { DATA_ONLY, READER_SPECS } from "./reader-specs.js";
import { H } from "./registry.js";

/** Commands that only read, and what they print. */

/** A command that only reads (its options accounted for in reader-specs.ts). */
export function isReader(name: string): boolean {
  return DATA_ONLY.has(name) || Object.hasOwn(READER_SPECS, name);
}

/** `--version`/`--help` on any PATH command only prints. */
export function isInfoQuery(args: Val[]): boolean {
  return args.length === 1 && /^(--version|-version|--help|-V)$/.test(normArg(args[0]!));
}
export const CREDENTIAL_NEUTRAL = new Set(
  // Wrappers hand their words to the command they run, which is judged itself.
  (
    "source . test [ [[ chmod chown chgrp rm touch mkdir shred ssh ssh-add ssh-keygen openssl git echo printf export unset cd pushd " +
    "builtin command exec time nice nohup timeout gtimeout stdbuf ionice setsid env"
  ).split(" "),
);

/**
 * What echo/printf print, when it is certain: printf decodes backslash escapes in its format and
 * substitutes plain `%s` directives; `echo -e` decodes escapes. Anything less certain (other
 * directives, `-v`, an escape that shells treat differently) is null, i.e. unknown text.
 */
export function printedText(name: string, args: Val[], texts: Val[]): string | null {
  const decode = (t: string) =>
    t.replace(/\\(x[0-9A-Fa-f]{1,2}|0[0-7]{0,3}|[abefnrtv\\'"])/g, (_m, e: string) => {
      if (e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
      if (e[0] === "0") return String.fromCharCode(Number.parseInt(e, 8) || 0);
      const map: Record<string, string> = {
        a: "\x07",
        b: "\b",
        e: "\x1b",
        f: "\f",
        n: "\n",
        r: "\r",
        t: "\t",
        v: "\v",
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
  if (fmt === undefined) return "";
  const directives = fmt.replaceAll("%%", "").match(/%[^%]/g) ?? [];
  if (directives.some((d) => d !== "%s") || rest.length > Math.max(directives.length, 0)) return null;
  let k = 0;
  return decode(fmt.replace(/%%|%s/g, (d) => (d === "%%" ? "%" : (rest[k++] ?? ""))));
}

export function readerOutput(name: string, args: Val[], a: Analysis): StdinSource | null {
  const secret =
    ((name === "printenv" || name === "env") && args.length === 0) ||
    args.some((v) => !v.dyn && a.secretFile(v.s));
  if (
    secret &&
    (name === "cat" ||
      name === "head" ||
      name === "tail" ||
      name === "less" ||
      name === "more" ||
      name === "base64" ||
      name === "xxd" ||
      name === "bat")
  ) {
    a.grey("secret_read", `\`${name}\` prints a credential file into the transcript`);
  }
  // `printf -v NAME`, `test -v NAME`: an array element's subscript is evaluated (evaluated.ts).
  if (name === "printf" || name === "test" || name === "[") {
    for (let k = 0; k < args.length; k++) {
      const v = args[k]!;
      if (v.dyn || !v.s.startsWith("-v")) continue;
      const target = v.s === "-v" ? args[k + 1] : name === "printf" ? { ...v, s: v.s.slice(2) } : undefined;
      if (target) elementName(target, a, `\`${name} -v\``);
      if (name === "printf") break;
    }
  }
  if (name === "echo" || name === "printf") {
    const texts = args.filter((v) => !(name === "echo" && /^-[neE]+$/.test(v.s)));
    const anyDyn = texts.some((v) => v.dyn);
    return {
      text: anyDyn ? null : printedText(name, args, texts),
      network: false,
      secret: texts.some((v) => v.secret === 2),
      via: `\`${name}\``,
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
    "--html",
  ]);
  for (const cmd of optValues(p, "-P", "--pager", "-H", "--html")) {
    if (cmd.dyn) a.grey("dynamic_command", "`man -P` runs a pager that cannot be known before it runs");
    else a.nested(cmd.s, "the pager of `man`");
  }
  return null;
};
// --- read-mostly tools with a writing mode ------------------------------------------------------

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

/** Readers that print what they read (not only names, sizes or digests). */
const METADATA_ONLY = new Set(
  "ls stat du df file tree realpath readlink which whereis type wc md5sum sha1sum sha224sum sha256sum sha384sum sha512sum shasum b2sum cksum sum pwd basename dirname".split(
    " ",
  ),
);
const RECURSIVE_READERS = new Set(["rg", "ag", "ack"]);

/**
 * Credentials printed into the transcript are escalated: a reader of a secret file, of anything in
 * a credential directory, of a directory holding one when it reads recursively, of a secret-looking
 * variable (`echo $GITHUB_TOKEN`), or of an environment dump on its stdin (`env | grep -i token`).
 */
export function secretReads(name: string, args: Val[], a: Analysis, stdin: StdinSource | null): void {
  const via = `\`${name}\``;
  if (args.some((v) => v.secret > 0)) {
    a.grey("secret_read", `${via} prints a credential into the transcript`);
    return;
  }
  // `env | grep NODE` keeps only the lines its fixed pattern names; any other filter of an
  // environment dump (`grep -i token`, `grep -v x`, `sort`) prints what may be credentials.
  if (stdin?.secret && !METADATA_ONLY.has(name) && !namedLinesOnly(name, args)) {
    a.grey("secret_read", `${via} prints an environment dump or a credential into the transcript`);
    return;
  }
  if (name === "printenv" && args.some((v) => SECRET_NAME.test(v.s))) {
    a.grey("secret_read", `${via} prints a credential variable into the transcript`);
    return;
  }
  // `less +CMD`/`more +CMD` runs CMD as a pager command at start-up (`+!sh` runs a shell).
  if (
    (name === "less" || name === "more") &&
    args.some((v) => v.dyn || (v.s.startsWith("+") && !/^\+\d+$/.test(v.s)))
  ) {
    a.grey("runs_program", `${via} +command runs a pager command, which can run programs`);
    return;
  }
  // BSD-style `ps e` (`ps eww`, `ps auxe`) prints every process's environment.
  if (name === "ps" && args.some((v) => v.dyn || /^[a-zA-Z]*e/.test(v.s))) {
    a.grey("secret_read", `${via} e prints the environment of processes, credentials included`);
    return;
  }
  if (METADATA_ONLY.has(name) || DATA_ONLY.has(name)) return;
  const recursive =
    RECURSIVE_READERS.has(name) ||
    (/^[ef]?grep$/.test(name) &&
      args.some((v) => /^-[a-zA-Z]*[rR]|^--(recursive|dereference-recursive)$/.test(v.s)));
  // What is read: the positionals (less the pattern of a grep-like reader) and `read` option values.
  const sp = READER_SPECS[name];
  const parsed = sp ? parseSpec(args, sp) : null;
  const files = parsed ? [...parsed.positional] : args;
  if (
    parsed &&
    /^([ef]?grep|rg|ag|ack)$/.test(name) &&
    !parsed.opts.some((o) => /^(-e|-f|--regexp|--file)$/.test(o.name))
  )
    files.shift();
  if (parsed)
    for (const o of parsed.opts) if (sp!.opts.get(o.name)?.role === "read" && o.value) files.push(o.value);
  for (const v of files) {
    // A path only known at run time may be a credential file (or, read recursively, hold one).
    // (Items a wrapper reads from a pipe were listed upstream, where their reading was judged.)
    if (v.dyn && !v.fromStdin && !v.s.startsWith("/dev/fd/")) {
      a.grey("dynamic_read", `${via} reads a path that cannot be known before it runs (${show(v)})`);
      return;
    }
    if (v.dyn) continue;
    // Judged where the path lands: `cd ~/.ssh && cat id_rsa` reads ~/.ssh/id_rsa.
    const reveals = a.reveals(v, recursive);
    if (reveals === "unknown" && !NAMES_NOT_PATHS.has(name)) {
      a.grey("dynamic_read", `${via} reads ${v.s} in a directory that cannot be known before it runs`);
      return;
    }
    if (reveals !== false) {
      a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
      return;
    }
  }
}

/** Readers whose words are numbers, names or sets, not paths read. */
const NAMES_NOT_PATHS = new Set(
  "seq sleep tr date uname id hostname pgrep pidof man help info locale nproc numfmt who w last ps tty uptime free vmstat top htop pstree history locate dig nslookup host ping".split(
    " ",
  ),
);

const SECRET_NAME =
  /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;

/** `grep [-w] PATTERN` with one plain pattern that names no credential. */
function namedLinesOnly(name: string, args: Val[]): boolean {
  if (!/^[ef]?grep$|^rg$/.test(name)) return false;
  const words = args.filter((v) => !/^-[wFE]+$/.test(v.s));
  return (
    words.length === 1 && !words[0]!.dyn && /^[\w.^$-]+$/.test(words[0]!.s) && !SECRET_NAME.test(words[0]!.s)
  );
}
