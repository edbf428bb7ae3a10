import { posix } from "node:path";
import { dyn, lit, normArg, parseOpts } from "../options.js";
import { DYN, type Val } from "../values.js";
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

H.find = (args, a) => {
  let i = 0;
  const roots: Val[] = [];
  while (i < args.length && !/^[-(!]/.test(normArg(args[i]!))) roots.push(args[i++]!);
  if (roots.length === 0) roots.push(lit("."));
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
  const idx = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
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
