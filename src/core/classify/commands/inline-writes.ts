import type { WriteOp } from "../effects.js";

/**
 * Where inline code in another language writes, as far as its text says (python, node, ruby, php,
 * perl, lua, awk): the file APIs of each language, with the destination written out as a string
 * literal. A write API whose destination is not a literal is reported as unknown: the caller keeps
 * the code grey; a literal destination is judged against the lease like any other write.
 */

export interface InlineWrite {
  /** The destination as written in the code; null when it is not a string literal. */
  path: string | null;
  op: WriteOp;
  api: string;
  /** Where the call stands in the code, up to its destination. */
  at: number;
  length: number;
  /** What the destination accounts for: the API's name and the destination literal (or name). */
  spans: [number, number][];
}

/** A string literal in any of the usual quotes (no interpolation inside is followed). */
const Q = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|` + "`((?:[^`\\\\$]|\\\\.)*)`)";
/** Any argument (up to the next comma or closing parenthesis; quotes and one level of calls inside). */
const ARG = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^()])*\)|[^,()'"])+`;

interface Rule {
  re: RegExp;
  op: WriteOp;
  /** The destination is the second argument (`rename(src, DST)`, `shutil.copy(src, DST)`). */
  second?: boolean;
}

const call = (names: string, op: WriteOp, second = false): Rule => ({
  re: new RegExp(
    String.raw`(?<![\w$])(?:[\w$]+\.)*(?:${names})(?![\w$])\s*\(?\s*${second ? `${ARG}\\s*,\\s*` : ""}(?:${Q}|(?<other>[^\s,)]+))`,
    "gd",
  ),
  op,
  second,
});

/** A move: its source leaves (with all it holds), its destination receives it. */
const move = (names: string): Rule[] => [call(names, "rdelete"), call(names, "rwrite", true)];

/** Built on first use: most hook calls carry no inline code, and each rule is a regular expression to build. */
let rules: Rule[] | null = null;
const RULES = (): Rule[] => (rules ??= buildRules());

function buildRules(): Rule[] {
  return [
    // python
    {
      re: new RegExp(
        String.raw`(?<![\w.])(?:io\.|codecs\.)?open\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))[^)]*?,\s*(?:mode\s*=\s*)?["'][^"']*[wax+]`,
        "gd",
      ),
      op: "write",
    },
    {
      re: new RegExp(
        String.raw`\b(?:Path|PurePath|PosixPath)\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))[^)]*\)\s*\.\s*(?:write_text|write_bytes|touch|mkdir|unlink|rmdir|rename|replace|chmod|symlink_to|hardlink_to|open\s*\(\s*["'][wax+])`,
        "gd",
      ),
      op: "write",
    },
    call("shutil\\.rmtree", "rdelete"),
    call("os\\.(?:remove|unlink|rmdir|removedirs|truncate)", "delete"),
    call("os\\.(?:mkdir|makedirs|chmod|chown|mkfifo|mknod)", "write"),
    call("shutil\\.(?:copy2?|copyfile|copytree)|os\\.(?:symlink|link)", "rwrite", true),
    ...move("shutil\\.move|os\\.(?:rename|replace|renames)"),
    // node (fs, fs/promises, Deno, Bun)
    call(
      "writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|mkdirSync|mkdir|mkdtempSync|mkdtemp|truncateSync|truncate|chmodSync|chmod|chownSync|chown|utimesSync|utimes|writeTextFile|writeTextFileSync|Bun\\.write",
      "write",
    ),
    call("rmSync|rmdirSync|rmdir|unlinkSync|unlink|remove|removeSync", "rdelete"),
    call("copyFileSync|copyFile|cpSync|cp|symlinkSync|symlink|linkSync|link|copy|copySync", "rwrite", true),
    ...move("renameSync|rename|move|moveSync"),
    // ruby
    call(
      "File\\.(?:write|binwrite|truncate|chmod|chown|mkfifo)|IO\\.(?:write|binwrite)|Dir\\.mkdir|FileUtils\\.(?:mkdir|mkdir_p|makedirs|touch|chmod|chmod_R|chown|chown_R)",
      "write",
    ),
    call(
      "File\\.(?:delete|unlink)|Dir\\.(?:delete|unlink|rmdir)|FileUtils\\.(?:rm|rm_r|rm_rf|rm_f|rmdir|remove|remove_dir|remove_entry|rmtree)",
      "rdelete",
    ),
    call("File\\.(?:symlink|link)|FileUtils\\.(?:cp|cp_r|ln|ln_s|ln_sf|install|copy)", "rwrite", true),
    ...move("File\\.rename|FileUtils\\.(?:mv|move)"),
    {
      re: new RegExp(
        String.raw`\b(?:File|IO)\.open\s*\(?\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][^"']*[wa+]`,
        "gd",
      ),
      op: "write",
    },
    // php
    call("file_put_contents|mkdir|touch|chmod|chown|chgrp|tempnam|lchown", "write"),
    call("unlink|rmdir", "delete"),
    call("copy|symlink|link|move_uploaded_file", "rwrite", true),
    ...move("rename"),
    {
      re: new RegExp(String.raw`\bfopen\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][^"']*[waxc+]`, "gd"),
      op: "write",
    },
    // perl: open(F, ">path"), open(my $f, '>>', 'path'), open F, "+<path"
    {
      re: new RegExp(
        String.raw`\bopen\s*\(?\s*(?:my\s+|our\s+|local\s+)?[$*\w]+\s*,\s*(?:["']\s*(?:\+?>>?|\+<|\|)\s*["']\s*,\s*(?:${Q}|(?<other>[^\s,)]+))|"\s*(?:\+?>>?|\+<)\s*((?:[^"\\]|\\.)*)"|'\s*(?:\+?>>?|\+<)\s*((?:[^'\\]|\\.)*)')`,
        "gd",
      ),
      op: "write",
    },
    // lua
    {
      re: new RegExp(String.raw`\bio\.open\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][wa+]`, "gd"),
      op: "write",
    },
    call("os\\.remove", "delete"),
    ...move("os\\.rename"),
  ];
}

/** Every API name of the rules (a call to one that no rule could read has a destination not known). */
const API_NAMES =
  /(?<![\w$])(?:file_put_contents|fopen|fwrite|fputs|writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|copyFileSync|copyFile|cpSync|renameSync|rmSync|unlinkSync|mkdirSync|write_text|write_bytes|rmtree|copytree|copyfile|symlink_to|FileUtils\.\w+|File\.(?:write|open|delete|rename|symlink)|IO\.write|io\.open|os\.(?:remove|rename|replace|unlink|makedirs|mkdir)|shutil\.(?:copy2?|move))\s*\(/g;

/** python's `open(…, 'w')` whose file is an expression the rule cannot read (`os.path.abspath('../x')`). */
const OPEN_FOR_WRITE =
  /(?<![\w.])(?:io\.|codecs\.)?open\s*\([^;\n]*?,\s*(?:mode\s*=\s*)?["'][^"']*[wax+][^"']*["']/g;

/**
 * Simple assignments of one string literal (`p = 'tsconfig.json'`, `const f = "out.txt"`,
 * `my $f = "x"`, `$p = 'x';`): a name assigned once is that string where a call uses it.
 */
function literalNames(code: string): Map<string, string | null> {
  const names = new Map<string, string | null>();
  for (const m of code.matchAll(
    /(?:^|[;\n{(\s])(?:const\s+|let\s+|var\s+|my\s+|our\s+)?([$]?[A-Za-z_]\w*)\s*=(?!=)\s*(?:"((?:[^"\\$]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*(?=;|\n|$|\))/g,
  ))
    names.set(m[1]!, m[2] ?? m[3] ?? null);
  // A name assigned more than once (`p = p + x`, `p += …`) is not known.
  for (const name of names.keys()) {
    const esc = name.replace(/[$]/g, "\\$");
    const assigned = code.match(new RegExp(`(?<![\\w$])${esc}\\s*[-+*/.]?=(?!=)`, "g"));
    if ((assigned?.length ?? 0) !== 1) names.set(name, null);
  }
  return names;
}

/** The file writes inline code names (each literal destination, or null where it is computed). */
export function inlineWrites(code: string): InlineWrite[] {
  const out: InlineWrite[] = [];
  const names = literalNames(code);
  const covered = new Set<number>();
  for (const rule of RULES()) {
    for (const m of code.matchAll(rule.re)) {
      // The first quoted group that matched is the destination; an unquoted one (`other`) is a
      // name, known when it was assigned one string literal.
      const other = m.groups?.other;
      const k = other === undefined ? m.slice(1).findIndex((g) => g !== undefined) + 1 : -1;
      const literal = k > 0 ? m[k] : undefined;
      const named =
        literal !== undefined ? unquote(literal) : other !== undefined ? (names.get(other) ?? null) : null;
      const path = named === null ? null : destination(named);
      const paren = m[0].indexOf("(");
      const spans: [number, number][] = [[m.index, m.index + (paren === -1 ? m[0].length : paren)]];
      const dest = k > 0 ? m.indices?.[k] : m.indices?.groups?.other;
      // The destination with its quotes.
      if (dest) spans.push(k > 0 ? [dest[0] - 1, dest[1] + 1] : [dest[0], dest[1]]);
      out.push({ path, op: rule.op, api: m[0].slice(0, 40), at: m.index, length: m[0].length, spans });
      covered.add(m.index);
    }
  }
  // A write API no rule could read (its destination built at run time, in an unusual spelling).
  for (const m of [...code.matchAll(API_NAMES), ...code.matchAll(OPEN_FOR_WRITE)]) {
    if ([...covered].some((c) => c <= m.index && m.index < c + 60)) continue;
    out.push({ path: null, op: "write", api: m[0], at: m.index, length: 0, spans: [] });
  }
  return out;
}

function unquote(s: string): string {
  return s.replace(/\\(.)/g, "$1");
}

/**
 * The home directory as each language spells it inside a string (`"$ENV{HOME}/.zshrc"`,
 * `"#{Dir.home}/x"`, `f"{Path.home()}/x"`, `"{$_SERVER['HOME']}"`, `` `${process.env.HOME}` ``).
 */
const HOME_IN_STRING =
  /^(?:\$ENV\{\s*['"]?HOME['"]?\s*\}|\$\{?HOME\}?|#\{\s*(?:ENV\[\s*['"]HOME['"]\s*\]|Dir\.home|Etc\.getpwuid\.dir)\s*\}|\$\{\s*(?:process\.env\.HOME|process\.env\[\s*['"]HOME['"]\s*\]|os\.homedir\(\)|homedir\(\))\s*\}|\{\s*(?:os\.environ\s*\[\s*['"]HOME['"]\s*\]|os\.environ\.get\(\s*['"]HOME['"]\s*\)|os\.getenv\(\s*['"]HOME['"]\s*\)|Path\.home\(\)|pathlib\.Path\.home\(\)|os\.path\.expanduser\(\s*['"]~['"]\s*\))\s*\}|\{?\$_SERVER\s*\[\s*['"]HOME['"]\s*\]\}?|\{?\$_ENV\s*\[\s*['"]HOME['"]\s*\]\}?)(?=\/|$)/;

/** Interpolation in a string (perl/php `$x`, ruby `#{}`, an f-string's or template's `{}`). */
const INTERPOLATION = /\$[{\w]|#\{|\{[^}]*\}|@\{|\$\(/;

/**
 * A destination as the program will see it: the home directory spelled inside the string becomes
 * `~` (judged as HOME by the caller); any other interpolation makes it unknown (null).
 */
function destination(path: string): string | null {
  const home = HOME_IN_STRING.exec(path);
  const rest = home ? path.slice(home[0].length) : path;
  if (INTERPOLATION.test(rest)) return null;
  return home ? `~${rest}` : rest;
}

/** awk: `print … > "file"`, `printf … >> "file"` (the destination), `| "cmd"` (a command run). */
export function awkWrites(program: string): InlineWrite[] {
  const out: InlineWrite[] = [];
  for (const m of program.matchAll(/\bprintf?\b[^;{}]*?(>>?)\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;}]+))/g))
    out.push({
      path: m[2] !== undefined ? unquote(m[2]) : null,
      op: "write",
      api: "print >",
      at: m.index,
      length: m[0].length,
      spans: [[m.index, m.index + m[0].length]],
    });
  return out;
}
