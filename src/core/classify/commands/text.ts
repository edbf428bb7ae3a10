import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { has, lit, optValue, optValues, parseOpts } from "../options.js";
import type { StdinSource, Val } from "../values.js";
import { accountedFor, judgeInlineWrites } from "./inline-code.js";
import { awkWrites } from "./inline-writes.js";
import { H, type Io } from "./registry.js";

/** Text tools with a writing or executing mode: sed, awk, sort, uniq. */

H.sed = (args, a) => {
  // `-s` (`--separate`) takes no value: `-si` is in place.
  const p = parseOpts(args, ["-e", "--expression", "-f", "--file", "-l", "--line-length"]);
  const inPlace = p.opts.some(
    (o) => o.name === "-i" || o.name === "--in-place" || o.name.startsWith("--in-place"),
  );
  const scripts = optValues(p, "-e", "--expression");
  let files = p.positional;
  if (scripts.length === 0 && !has(p, "-f", "--file")) {
    if (files[0]) scripts.push(files[0]);
    files = files.slice(1);
  }
  // The bundled-option parser reads `-i.bak` as -i -. -b …; any -i means in place.
  for (const sc of scripts) {
    if (sc.dyn) a.grey("dynamic_command", "`sed` runs a script that cannot be known before it runs");
    else if (sedWritesOrExecutes(sc.s))
      a.grey("sed_exec", "the `sed` script writes files (w) or runs commands (e)");
  }
  if (inPlace) {
    const added =
      has(p, "-f", "--file") || scripts.some((sc) => sc.dyn) ? null : sedAddedText(scripts.map((sc) => sc.s));
    const change = added === null ? undefined : ({ kind: "added", ...added } as const);
    for (const f of files) a.write(f, "write", "`sed -i`", change);
    sedBackups(args, files, a);
  }
  return null;
};

/**
 * GNU sed's backup suffix (`-i.bak`, `--in-place=SUFFIX`): each `*` in it is the file's name, and a
 * suffix with a `/` names the backup's path itself (from the working directory), so
 * `-i'/srv/other/*'` or `-i'.git/hooks/*'` writes there (redteam3).
 */
function sedBackups(args: Val[], files: Val[], a: Analysis): void {
  let suffix: Val | null = null;
  for (const v of args) {
    if (v.s === "--") break;
    const long = /^--in-place=(.*)$/s.exec(v.s);
    const short = /^-[nrsuEz]*i(.+)$/s.exec(v.s);
    const m = long ?? short;
    if (m) suffix = { ...v, s: m[1]! };
  }
  if (suffix === null || suffix.s === "") return;
  if (suffix.dyn) {
    a.grey("dynamic_target", "`sed -i` writes backups named by a suffix that cannot be known before it runs");
    return;
  }
  for (const f of files) {
    if (f.dyn) continue;
    const base = posix.basename(f.s);
    const name = suffix.s.includes("*") ? suffix.s.replaceAll("*", base) : `${base}${suffix.s}`;
    const path = name.includes("/") ? name : posix.join(posix.dirname(f.s), name);
    a.write(lit(path), "write", "`sed -i` (its backup)");
  }
}

/** One address: a line number (`3`, `0~4`), `$`, a regex (`/re/I`, `\%re%`), or `+N`/`~N` after a comma. */
const SED_ADDR = String.raw`(?:\d+(?:~\d+)?|\$|/(?:[^/\\\n]|\\.)*/[IM]*|\\(.)(?:(?!\1)[^\\\n]|\\.)*\1[IM]*)`;
const SED_HEAD = new RegExp(String.raw`^\s*(?:${SED_ADDR}(?:\s*,\s*(?:${SED_ADDR}|[+~]\d+))?)?\s*!*\s*`);

/** The text of one `s`/`y` part up to its unescaped delimiter, unescaped, and the index after it. */
function sedPart(s: string, from: number, delim: string): { text: string; end: number } | null {
  let text = "";
  for (let i = from; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === "\\" && i + 1 < s.length) {
      const nx = s[i + 1]!;
      text += nx === delim ? delim : nx === "n" ? "\n" : nx === "t" ? "\t" : `\\${nx}`;
      i++;
    } else if (ch === delim) return { text, end: i + 1 };
    else text += ch;
  }
  return null;
}

/**
 * What a sed script adds to the file it edits in place: the text of `a`, `i` and `c` (whole lines),
 * and of substitutions (`s`, `y`: in the middle of a line, except the lines a `\n` starts). Null
 * when the script adds text this reader cannot account for (`r`/`R` read another file, anything
 * unparsed): the change is then unknown.
 */
export function sedAddedText(scripts: string[]): { lines: string[]; midLine: string[] } | null {
  const lines: string[] = [];
  const midLine: string[] = [];
  const src = scripts.join("\n").split("\n");
  for (let n = 0; n < src.length; n++) {
    let rest = src[n]!;
    while (rest.trim() !== "") {
      rest = rest.replace(/^[\s;]+/, "");
      if (rest === "" || rest.startsWith("#")) break;
      const head = SED_HEAD.exec(rest);
      rest = rest.slice(head ? head[0].length : 0);
      const cmd = rest[0];
      if (cmd === undefined) break;
      if (cmd === "a" || cmd === "i" || cmd === "c") {
        let text = rest.slice(1);
        if (/^\s*\\$/.test(text)) {
          // `a\` then the text on the next lines, each but the last ending in `\`.
          const block: string[] = [];
          while (++n < src.length) {
            const l = src[n]!;
            block.push(l.replace(/\\$/, ""));
            if (!l.endsWith("\\")) break;
          }
          text = block.join("\n");
        } else text = text.replace(/^\s*\\?/, "");
        lines.push(...text.replaceAll("\\t", "\t").split("\n"));
        break;
      }
      if (cmd === "s" || cmd === "y") {
        const delim = rest[1];
        if (delim === undefined || delim === "\n" || delim === "\\") return null;
        const pattern = sedPart(rest, 2, delim);
        const repl = pattern && sedPart(rest, pattern.end, delim);
        if (!repl) return null;
        const parts = repl.text.split("\n");
        midLine.push(parts[0]!, ...(parts.length > 1 ? [parts[parts.length - 1]!] : []));
        lines.push(...parts.slice(1, -1));
        rest = rest.slice(repl.end).replace(/^[gpIiMme0-9]*/, "");
        if (/^\s*[wW]\b/.test(rest)) return null;
        continue;
      }
      if (/^[{}dDpPnNhHgGxlqQz=]/.test(cmd)) {
        rest = rest.slice(1).replace(/^\s*\d*/, "");
        continue;
      }
      if (/^[btT:]/.test(cmd)) break; // a label runs to the end of the line
      return null; // r, R, w, W, e, F, v, or text this reader does not know
    }
  }
  return { lines, midLine };
}

/** True when a sed script may use the w/W/e commands or the s///w, s///e flags (conservative). */
export function sedWritesOrExecutes(script: string): boolean {
  let i = 0;
  const s = script;
  while (i < s.length) {
    const ch = s[i]!;
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
      const flags = /^[^;}\n]*/.exec(s.slice(j))![0];
      if (ch === "s" && /[we]/.test(flags)) return true;
      i = j + flags.length;
      continue;
    }
    if (ch === "/" || ch === "\\") {
      // an address regex: skip to its end
      const delim = ch === "\\" ? s[i + 1] : "/";
      let j = ch === "\\" ? i + 2 : i + 1;
      while (j < s.length && s[j] !== delim) j += s[j] === "\\" ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (ch === "w" || ch === "W" || ch === "e") return true;
    if (
      ch === "r" ||
      ch === "R" ||
      ch === "a" ||
      ch === "i" ||
      ch === "c" ||
      ch === "b" ||
      ch === "t" ||
      ch === "T" ||
      ch === ":"
    ) {
      // text/label arguments run to the end of the line
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

export function awkHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(args, ["-F", "-v", "-f", "-i", "--field-separator", "--assign", "--file", "--include"]);
  if (has(p, "-f", "--file")) {
    a.grey("inline_code", `\`${io.name} -f\` runs a program from a file`);
    return null;
  }
  const include = p.opts.filter((o) => o.name === "-i" || o.name === "--include");
  // gawk `-i inplace` rewrites each input file; any other extension loads code.
  const inPlace = include.length > 0 && include.every((o) => o.value?.s === "inplace" && !o.value.dyn);
  if (include.length > 0 && !inPlace) {
    a.grey("inline_code", `\`${io.name} -i\` loads extensions`);
    return null;
  }
  const prog = p.positional[0];
  if (!prog || prog.dyn) {
    a.grey("inline_code", `\`${io.name}\` runs a program that cannot be known before it runs`);
    return null;
  }
  if (inPlace) for (const f of p.positional.slice(1)) a.write(f, "write", `\`${io.name} -i inplace\``);
  const writes = awkWrites(prog.s);
  judgeInlineWrites(writes, a, `\`${io.name}\``);
  // The side effects are system(), getline, and print/printf redirected to a file or a command
  // (`>`/`|` only redirect after print/printf; elsewhere `>` is a comparison); a print into a file
  // named in the program is judged above as a write.
  if (
    /system\s*\(|getline|\bfflush\b|close\s*\(|\bprintf?\b[^;{}]*[>|]/.test(
      accountedFor(prog.s, writes)
        .replace(/"(?:[^"\\]|\\.)*"/g, '""')
        .replace(/>=/g, ""),
    )
  ) {
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
    "--batch-size",
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
    "--all-repeated",
  ]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`uniq` (output file)");
  return null;
};
