import { posix } from "node:path";
import { dyn, lit, normArg, parseOpts, spec } from "../options.js";
import { DYN, type Val } from "../values.js";
import { account } from "./account.js";
import { H } from "./registry.js";

/** find and fd: filters, actions, and the commands they run. */

// --- find / fd ----------------------------------------------------------------------------------

export const FIND_FILTERS = new Set(
  "-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -newer -mtime -mmin -atime -amin -ctime -cmin -size -empty -user -group -perm -links -inum -samefile -lname -ilname -uid -gid -nouser -nogroup -newermt -used -readable -writable -executable".split(
    " ",
  ),
);

/**
 * fnmatch(3) without FNM_PATHNAME, as find's -name and -path use it: `*` and `?` match any
 * character, `/` and a leading dot included. (picomatch's globs stop `*` at `/` and keep dots
 * hidden; find's tests do neither, so this small translation is find's own.)
 */
export function fnmatch(pattern: string, nocase: boolean): RegExp {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "\\" && i + 1 < pattern.length) re += escapeRe(pattern[++i]!);
    else if (ch === "*") re += "[\\s\\S]*";
    else if (ch === "?") re += "[\\s\\S]";
    else if (ch === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end === -1) re += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        const negated = body.startsWith("!") || body.startsWith("^");
        if (negated) body = body.slice(1);
        re += `[${negated ? "^" : ""}${body.replace(/[\\\]]/g, "\\$&")}]`;
        i = end;
      }
    } else re += escapeRe(ch);
  }
  return new RegExp(`^${re}$`, nocase ? "i" : "");
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * The branches of a find expression: its words split at top-level `-o`/`-or`/`,`, each with the
 * range of the expression it covers. The command an `-exec`/`-ok` runs is not part of the tests.
 */
function branches(expr: Val[]): { words: Val[]; end: number }[] {
  const out: { words: Val[]; end: number }[] = [{ words: [], end: expr.length }];
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    const s = normArg(expr[i]!);
    if (s === "(") depth++;
    else if (s === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (s === "-o" || s === "-or" || s === ",")) {
      out.at(-1)!.end = i;
      out.push({ words: [], end: expr.length });
      continue;
    }
    if (/^-(exec|execdir|ok|okdir)$/.test(s)) {
      out.at(-1)!.words.push(expr[i]!);
      while (i + 1 < expr.length && expr[i + 1]!.s !== ";" && expr[i + 1]!.s !== "+") i++;
      i++;
      continue;
    }
    out.at(-1)!.words.push(expr[i]!);
    const arity = FIND_WORDS[s];
    if (arity !== undefined && arity > 0 && s !== "(" && s !== ")") {
      for (let k = 0; k < arity && i + 1 < expr.length; k++) out.at(-1)!.words.push(expr[++i]!);
    }
  }
  return out;
}

/**
 * The names a branch requires of what it reports (null: it reports entries of any name): one of its
 * own positive `-name`/`-iname` patterns, or, for a parenthesised group, the names of every one of
 * the group's branches.
 */
function branchNames(branch: Val[]): { pat: string; nocase: boolean }[] | null {
  let group: Val[] | null = null;
  let depth = 0;
  const groups: Val[][] = [];
  for (let i = 0; i < branch.length; i++) {
    const s = normArg(branch[i]!);
    if (s === "(") {
      if (depth++ === 0) group = [];
      else group?.push(branch[i]!);
      continue;
    }
    if (s === ")") {
      if (--depth === 0 && group) groups.push(group);
      else group?.push(branch[i]!);
      continue;
    }
    if (depth > 0) {
      group?.push(branch[i]!);
      continue;
    }
    const negated = i > 0 && /^(!|-not)$/.test(normArg(branch[i - 1]!));
    if ((s === "-name" || s === "-iname") && !negated) {
      const v = branch[i + 1];
      if (v && !v.dyn && !v.s.includes("/")) return [{ pat: v.s, nocase: s === "-iname" }];
    }
  }
  for (const g of groups) {
    const alts = branches(g).map((b) => branchNames(b.words));
    if (alts.every((x) => x !== null)) return alts.flat() as { pat: string; nocase: boolean }[];
  }
  return null;
}

/**
 * Whether a branch's tests can hold for the start point itself: -name and -path patterns are matched
 * against its name and path as given, -type against a start point known to be a directory; the
 * other tests cannot rule it out. Tests inside parentheses or negated are not used.
 */
function rootMatches(root: string, branch: Val[]): boolean {
  const name = root === "/" ? "/" : posix.basename(root.replace(/\/+$/, "")) || root;
  const isDir = /^(\.|\.\.|\/)$|\/$|\/\.{1,2}$/.test(root);
  let depth = 0;
  for (let i = 0; i < branch.length; i++) {
    const s = normArg(branch[i]!);
    if (s === "(") depth++;
    else if (s === ")") depth--;
    const v = branch[i + 1];
    if (depth > 0 || !v || v.dyn || (i > 0 && /^(!|-not)$/.test(normArg(branch[i - 1]!)))) continue;
    if ((s === "-name" || s === "-iname") && !fnmatch(v.s, s === "-iname").test(name)) return false;
    if (/^-(i?path|i?wholename)$/.test(s) && !fnmatch(v.s, s.startsWith("-i")).test(root)) return false;
    if (s === "-type" && isDir && !v.s.split(",").includes("d")) return false;
  }
  return true;
}

/**
 * What a find action in `branch` stands for under one start point (`{}`, or what -delete removes):
 * the start point itself when -mindepth allows it and the branch's tests can hold for it, and "some
 * path below it" matching those tests: `root/**&#47;NAME` for a named branch, `root/**&#47;*`
 * otherwise, as globs whose wildcards match hidden entries (find has no dotglob rule).
 */
export function findFounds(r: Val, branch: Val[], args: Val[]): Val[] {
  if (r.dyn) return [{ ...r, s: DYN, dyn: true }];
  const base = r.s.replace(/(.)\/+$/, "$1");
  const out: Val[] = [];
  const own = withoutCommands(args);
  if (findMinDepth(own) < 1 && rootMatches(r.s, branch)) out.push({ ...r, s: base });
  if (findMaxDepth(own) === 0) return out;
  const names = branchNames(branch);
  const below = (n: string): Val => ({
    ...r,
    s: `${base === "/" ? "" : base}/**/${n}`,
    glob: true,
    hidden: true,
  });
  if (names === null) out.push(below("*"));
  else for (const n of names) out.push(below(n.pat));
  return out;
}

/** find's own words: the commands `-exec`/`-ok` run left out. */
function withoutCommands(args: Val[]): Val[] {
  const out: Val[] = [];
  for (let i = 0; i < args.length; i++) {
    out.push(args[i]!);
    if (/^-(exec|execdir|ok|okdir)$/.test(normArg(args[i]!)))
      while (i + 1 < args.length && args[i + 1]!.s !== ";" && args[i + 1]!.s !== "+") i++;
  }
  return out;
}

export function findMinDepth(args: Val[]): number {
  const at = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at === -1 ? 0 : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : 0;
}

function findMaxDepth(args: Val[]): number {
  const at = args.findIndex((v) => normArg(v) === "-maxdepth");
  const n = at === -1 ? Number.POSITIVE_INFINITY : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** find's expression words and how many values each takes (findutils manual); anything else is grey. */
const FIND_WORDS: Record<string, number> = Object.fromEntries(
  (
    "-name:1 -iname:1 -path:1 -ipath:1 -wholename:1 -iwholename:1 -regex:1 -iregex:1 -type:1 -xtype:1 " +
    "-newer:1 -anewer:1 -cnewer:1 -mtime:1 -mmin:1 -atime:1 -amin:1 -ctime:1 -cmin:1 -size:1 -empty:0 " +
    "-user:1 -group:1 -uid:1 -gid:1 -perm:1 -links:1 -inum:1 -samefile:1 -lname:1 -ilname:1 -nouser:0 " +
    "-nogroup:0 -readable:0 -writable:0 -executable:0 -used:1 -true:0 -false:0 -fstype:1 -context:1 " +
    "-maxdepth:1 -mindepth:1 -depth:0 -d:0 -xdev:0 -mount:0 -follow:0 -noleaf:0 -ignore_readdir_race:0 " +
    "-noignore_readdir_race:0 -regextype:1 -daystart:0 -warn:0 -nowarn:0 -files0-from:1 -print:0 -print0:0 " +
    "-printf:1 -fprint:1 -fprint0:1 -fprintf:2 -ls:0 -fls:1 -prune:0 -quit:0 -delete:0 ! :0 -not:0 -a:0 " +
    "-and:0 -o:0 -or:0 ,:0 (:0 ):0 -H:0 -L:0 -P:0"
  )
    .split(" ")
    .map((w) => {
      const at = w.lastIndexOf(":");
      return [w.slice(0, at), Number(w.slice(at + 1))];
    }),
);

/** Every word of a find expression is a known test, option, action or operator (closed-world). */
function findUnknownWord(args: Val[], from: number): string | null {
  for (let i = from; i < args.length; i++) {
    const v = args[i]!;
    const s = normArg(v);
    if (v.dyn) return s.replaceAll(DYN, "…");
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      while (i + 1 < args.length && args[i + 1]!.s !== ";" && args[i + 1]!.s !== "+") i++;
      i++;
      continue;
    }
    if (/^-newer[aBcmt][aBcmt]$/.test(s) || /^-O\d$/.test(s)) {
      i += s.startsWith("-newer") ? 1 : 0;
      continue;
    }
    const arity = FIND_WORDS[s];
    if (arity === undefined) return s;
    i += arity;
  }
  return null;
}

H.find = (args, a) => {
  let i = 0;
  const roots: Val[] = [];
  while (i < args.length) {
    const s = normArg(args[i]!);
    // find has no long options: `--x` there is an unknown word; the starting points after it
    // are still judged as starting points.
    if (/^--[A-Za-z]/.test(s)) {
      a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${s})`);
      i++;
      continue;
    }
    if (/^[-(!]/.test(s)) break;
    roots.push(args[i++]!);
  }
  // A starting point whose value is unknown may be an expression word (`-delete`) at run time.
  if (roots.some((r) => r.dyn && r.s.startsWith(DYN)))
    a.grey("dynamic_option", "`find` is given a starting point that cannot be known before it runs");
  if (roots.length === 0) roots.push(lit("."));
  const unknown = findUnknownWord(args, i);
  if (unknown !== null)
    a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${unknown})`);
  const expr = args.slice(i);
  const parts = branches(expr);
  /** The tests of the branch an action at position k of the expression belongs to. */
  const branchAt = (k: number): Val[] => (parts.find((b) => k < b.end) ?? parts.at(-1)!).words;
  const printsOnly = !expr.some((v) =>
    /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v)),
  );
  for (let k = 0; k < expr.length; k++) {
    const s = normArg(expr[k]!);
    if (s === "-delete") {
      // -delete removes each entry found (children first): the start point with all it holds when
      // the tests can hold for it, otherwise matching entries below it.
      for (const r of roots)
        for (const f of findFounds(r, branchAt(k), args))
          a.write(f, f.glob ? "delete" : "rdelete", "`find -delete`");
      continue;
    }
    if (s === "-fprint" || s === "-fprint0" || s === "-fls" || s === "-fprintf") {
      const f = expr[k + 1];
      if (f) a.write(f, "write", `\`find ${s}\``);
      k += s === "-fprintf" ? 2 : 1;
      continue;
    }
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      const cmd: Val[] = [];
      let j = k + 1;
      for (; j < expr.length; j++) {
        if (expr[j]!.s === ";" || expr[j]!.s === "+") break;
        cmd.push(expr[j]!);
      }
      const branch = branchAt(k);
      k = j;
      if (cmd.length === 0) continue;
      // `{}` stands for each path found (see findFounds); -execdir runs in each match's own directory.
      for (const r of roots) {
        for (const found of findFounds(r, branch, args)) {
          const argv = cmd.map((w) =>
            w.s === "{}"
              ? found
              : w.s.includes("{}")
                ? { ...w, s: w.s.replaceAll("{}", found.s), dyn: w.dyn || found.dyn, hidden: found.hidden }
                : w,
          );
          if (s === "-execdir" || s === "-okdir") {
            // `{}` is the match (named from where find started); other relative words are taken
            // in a directory that cannot be known.
            const abs = found.dyn ? null : a.resolve(found);
            for (const p of abs ?? [found.s]) {
              const here = argv.map((w) => (w === found ? { ...found, s: p } : w));
              // The start point itself runs from the directory holding it (`.` from where find
              // started: GNU find passes `./.`); any other match's directory is not known.
              if (abs && found.s === r.s && !found.glob)
                a.inDir(lit(/^\.\/?$/.test(r.s) ? "." : posix.dirname(p)), () => a.run(here, null, false));
              else a.nowhere(() => a.run(here, null, false));
            }
          } else a.run(argv, null, false);
        }
      }
    }
  }
  // What find prints stands in for its paths downstream (`find / -name '*.pem' | xargs cat`).
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, parts.at(-1)!.words, args).map((f) => f.s)).join("\n"),
    network: false,
    secret: false,
    via: "`find`",
    hidden: true,
  };
};

const FD = spec(
  "-H -I -u -s -i -g -F -a -l -L -p -0 -q -1 --hidden --no-hidden --no-ignore --ignore --no-ignore-vcs " +
    "--ignore-vcs --no-ignore-parent --no-global-ignore-file --unrestricted --case-sensitive --ignore-case " +
    "--glob --regex --fixed-strings --absolute-path --relative-path --list-details --follow --no-follow " +
    "--full-path --print0 --quiet --show-errors --one-file-system --prune --has-results --strip-cwd-prefix=? " +
    "--no-require-git --require-git -e= -t= -E= -d= -S= -o= -j= -c= --extension= --type= --exclude= " +
    "--max-depth= --min-depth= --exact-depth= --size= --changed-within= --changed-before= --newer= --older= " +
    "--owner= --threads= --base-directory= --search-path= --color= --max-results= --format= --batch-size= " +
    "--max-buffer-time= --path-separator= --ignore-file=read --and= --hyperlink=?",
  "data",
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
    "--color",
  ]);
  const at = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
  account("`fd`", at === -1 ? args : args.slice(0, at), FD, a);
  const idx = at;
  if (idx !== -1) {
    const cmd = args.slice(idx + 1).filter((v) => v.s !== ";");
    const argv = cmd.map((w) => (w.s.includes("{") ? { ...w, s: DYN, dyn: true } : w));
    if (!cmd.some((w) => w.s.includes("{"))) argv.push(dyn());
    if (argv.length) a.run(argv, null, false);
  }
  void p;
  return null;
};
H.fdfind = H.fd;
