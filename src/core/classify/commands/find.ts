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

/** Static `-name`/`-iname` patterns of a find expression (null: none, or one is dynamic or has a slash). */
export function findNames(args: Val[]): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < args.length - 1; i++) {
    const s = normArg(args[i]!);
    if (s !== "-name" && s !== "-iname") continue;
    const v = args[i + 1]!;
    if (v.dyn || v.s.includes("/")) return null;
    out.push(v.s);
  }
  return out.length > 0 ? out : null;
}

/**
 * Stand-ins for the paths find reports under one root: the root itself (unless -mindepth ≥ 1 or
 * no -name can match its own name) and entries below it, named by the -name patterns when given.
 * A pattern starting with a wildcard also matches hidden entries (find has no dotglob rule), so
 * `.<pattern>` stands in too. Judging these as paths catches `find . -name .git -exec rm -rf {} +`.
 */
export function findFounds(r: Val, args: Val[]): string[] {
  if (r.dyn) return [DYN];
  const names = findNames(args);
  const base = r.s.replace(/\/+$/, "") || "/";
  const founds: string[] = [];
  const rootName = base === "." ? "." : posix.basename(base);
  if (findMinDepth(args) < 1 && (names === null || names.some((n) => n === rootName || /^\.?[*?[]/.test(n))))
    founds.push(base);
  if (names === null) founds.push(`${base}/__found__`);
  else for (const n of names) founds.push(`${base}/${n}`, ...(/^[*?[]/.test(n) ? [`${base}/.${n}`] : []));
  return founds;
}

export function findMinDepth(args: Val[]): number {
  const at = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at === -1 ? 0 : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : 0;
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
  let filtered = false;
  const printsOnly = !args.some((v) =>
    /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v)),
  );
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
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
      const cmd: Val[] = [];
      let j = i + 1;
      for (; j < args.length; j++) {
        if (args[j]!.s === ";" || args[j]!.s === "+") break;
        cmd.push(args[j]!);
      }
      i = j;
      if (cmd.length === 0) continue;
      // `{}` stands for each path found: the root itself, and entries below it, named by -name patterns when given. A pattern starting with a
      // wildcard also matches hidden entries (find has no dotglob rule), so `.<pattern>` is tried too.
      for (const r of roots) {
        for (const found of findFounds(r, args)) {
          const argv = cmd.map((w) =>
            w.s.includes("{}") ? { ...w, s: w.s.replaceAll("{}", found), dyn: w.dyn || r.dyn } : w,
          );
          a.run(argv, null, false);
        }
      }
    }
  }
  // What find prints stands in for its paths downstream (`find / -name '*.pem' | xargs cat`).
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, args)).join("\n"),
    network: false,
    secret: false,
    via: "`find`",
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
