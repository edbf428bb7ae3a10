import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { has, lit, optValue, optValues, type Parsed, parseSpec } from "../options.js";
import type { Change } from "../surfaces/index.js";
import { DYN, type StdinSource, show, type Val } from "../values.js";
import { HANDLER_SPECS } from "./handler-specs.js";
import { H } from "./registry.js";

/**
 * What applying a patch writes (`git apply`, `git am`, `patch`), read from the patch itself: each
 * file a unified or git diff names is a write (or a delete) judged like any other, with what the
 * hunks do to it. A patch whose text the call does not show (a file, a download, a pipe from a
 * program) writes files nobody can name before it runs: grey, as is text this reader cannot account
 * for line by line (a context, normal or ed diff, a hunk cut short, a header without names).
 */

/** One file section of a patch, as the diff spells it (names not yet stripped). */
interface Section {
  /** From `---` (null: /dev/null), a `rename from`/`copy from` line, or the `diff --git` header. */
  old: string | null;
  new: string | null;
  /** The `rename`/`copy` lines give names already without their `a/`/`b/` prefix. */
  renamed: boolean;
  copied: boolean;
  /** Names from `rename/copy from/to` (git strips one component fewer from these). */
  bare: { old: boolean; new: boolean };
  created: boolean;
  deleted: boolean;
  binary: boolean;
  hunks: { old: string[]; new: string[] }[];
  /**
   * Other names a tool may read the header as (a name cut at its first blank, where a timestamp
   * may follow after a space; GNU patch's `Index:`): each is judged as a write too.
   */
  alts: string[];
}

export type PatchRead = { sections: Section[] } | { error: string };

/** A C-quoted name (`"a/x\ty"`), git's spelling of a path with unusual characters. */
function unquote(s: string): { name: string; rest: string } | null {
  if (!s.startsWith('"')) return null;
  let out = "";
  for (let i = 1; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"') return { name: out, rest: s.slice(i + 1) };
    if (c !== "\\") {
      out += c;
      continue;
    }
    const n = s[++i];
    if (n === undefined) return null;
    const simple: Record<string, string> = {
      n: "\n",
      t: "\t",
      '"': '"',
      "\\": "\\",
      a: "\x07",
      b: "\b",
      f: "\f",
      r: "\r",
      v: "\v",
    };
    if (simple[n] !== undefined) out += simple[n];
    else if (/[0-7]/.test(n)) {
      const oct = /^[0-7]{1,3}/.exec(s.slice(i))![0];
      out += String.fromCharCode(Number.parseInt(oct, 8));
      i += oct.length - 1;
    } else return null;
  }
  return null;
}

/** The name on a `---`/`+++` line: quoted, or up to a tab (a timestamp follows), trailing blanks dropped. */
function headerName(rest: string): string | null {
  const q = unquote(rest);
  if (q) return q.name;
  if (rest.startsWith('"')) return null;
  const name = rest.split("\t")[0]!.replace(/\s+$/, "");
  return name === "" ? null : name;
}

/** The same name cut at its first blank (git drops a space-separated timestamp; GNU patch stops there). */
function shortName(name: string | null): string | null {
  if (name === null) return null;
  const cut = name.split(/\s/)[0]!;
  return cut !== name && cut !== "" && cut !== "/dev/null" ? cut : null;
}

const HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;

/**
 * The file sections of a unified or git diff. Text before, between and after sections is left out
 * as both tools leave it out (a mail's headers, a commit message); a line that another diff format
 * would act on (context diff, normal or ed diff) makes the whole text unreadable.
 */
export function readPatch(text: string): PatchRead {
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  const sections: Section[] = [];
  let cur: Section | null = null;
  let gitHeader: string | null = null;
  /** GNU patch's `Index:` line before a section: another name it may patch. */
  let index: string | null = null;
  const fresh = (): Section => ({
    old: null,
    new: null,
    renamed: false,
    copied: false,
    bare: { old: false, new: false },
    created: false,
    deleted: false,
    binary: false,
    hunks: [],
    alts: [],
  });
  const close = (): string | null => {
    if (cur && gitHeader !== null && (cur.old === null || cur.new === null)) {
      // No ---/+++ and no rename/copy lines: the header names the file (both sides the same).
      if (!(cur.old === null && cur.created) && !(cur.new === null && cur.deleted)) {
        if (cur.old === null && cur.new === null) {
          const both = headerPair(gitHeader);
          if (both === null)
            return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
          if (!cur.created) cur.old = both[0];
          if (!cur.deleted) cur.new = both[1];
        }
      }
      if (cur.created && cur.new === null) {
        const both = headerPair(gitHeader);
        if (both === null)
          return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
        cur.new = both[1];
      }
      if (cur.deleted && cur.old === null) {
        const both = headerPair(gitHeader);
        if (both === null)
          return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
        cur.old = both[0];
      }
    }
    if (cur) sections.push(cur);
    cur = null;
    gitHeader = null;
    return null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("diff --git ")) {
      const err = close();
      if (err) return { error: err };
      cur = fresh();
      gitHeader = line.slice("diff --git ".length);
      continue;
    }
    if (line.startsWith("--- ") && lines[i + 1]?.startsWith("+++ ")) {
      if (cur === null || gitHeader === null || cur.hunks.length > 0 || cur.binary) {
        const err = close();
        if (err) return { error: err };
        cur = fresh();
      }
      const sec: Section = cur!;
      const o = headerName(line.slice(4));
      const n = headerName(lines[i + 1]!.slice(4));
      if (o === null || n === null) return { error: `the file header \`${line}\` names no file` };
      for (const alt of [shortName(o), shortName(n), index]) if (alt !== null) sec.alts.push(alt);
      index = null;
      if (o === "/dev/null") sec.created = true;
      else {
        sec.old = o;
        sec.bare.old = false;
      }
      if (n === "/dev/null") sec.deleted = true;
      else {
        sec.new = n;
        sec.bare.new = false;
      }
      i++;
      continue;
    }
    const m = HUNK.exec(line);
    if (m) {
      if (cur === null || (cur.old === null && cur.new === null))
        return { error: `a hunk (\`${line.slice(0, 40)}\`) comes before any file header` };
      let oldLeft = m[1] === undefined ? 1 : Number(m[1]);
      let newLeft = m[2] === undefined ? 1 : Number(m[2]);
      const hunk = { old: [] as string[], new: [] as string[] };
      while (oldLeft > 0 || newLeft > 0) {
        const l = lines[++i];
        if (l === undefined) return { error: `a hunk of ${cur.new ?? cur.old} ends before its lines do` };
        if (l.startsWith("\\")) continue;
        const c = l === "" ? " " : l[0];
        const body = l.slice(1);
        if (c === " " && oldLeft > 0 && newLeft > 0) {
          hunk.old.push(body);
          hunk.new.push(body);
          oldLeft--;
          newLeft--;
        } else if (c === "-" && oldLeft > 0) {
          hunk.old.push(body);
          oldLeft--;
        } else if (c === "+" && newLeft > 0) {
          hunk.new.push(body);
          newLeft--;
        } else
          return {
            error: `a hunk of ${cur.new ?? cur.old} holds a line that does not fit its counts (\`${l.slice(0, 40)}\`)`,
          };
      }
      while (lines[i + 1]?.startsWith("\\")) i++;
      cur.hunks.push(hunk);
      continue;
    }
    if (cur && gitHeader !== null && cur.hunks.length === 0) {
      const ext =
        /^(old mode|new mode|deleted file mode|new file mode|copy from|copy to|rename from|rename to|rename old|rename new|similarity index|dissimilarity index|index) ?(.*)$/.exec(
          line,
        );
      if (ext) {
        const [, key, value] = ext as unknown as [string, string, string];
        const name = (): string | null => unquote(value)?.name ?? (value === "" ? null : value);
        if (key === "new file mode") cur.created = true;
        else if (key === "deleted file mode") cur.deleted = true;
        else if (/^(copy|rename) (from|old)$/.test(key) || /^(copy|rename) (to|new)$/.test(key)) {
          const v = name();
          if (v === null) return { error: `\`${line}\` names no file` };
          if (key.startsWith("copy")) cur.copied = true;
          else cur.renamed = true;
          if (/(from|old)$/.test(key)) {
            cur.old = v;
            cur.bare.old = true;
          } else {
            cur.new = v;
            cur.bare.new = true;
          }
        }
        continue;
      }
      if (line === "GIT binary patch" || /^Binary files .* differ$/.test(line)) {
        cur.binary = true;
        continue;
      }
    }
    const idx = /^Index: (.+)$/.exec(line);
    if (idx) {
      index = idx[1]!.trim();
      continue;
    }
    // A file header line that is not part of a `---`/`+++` pair: some tool may read it as one.
    if (/^(---|\+\+\+) \S/.test(line))
      return { error: `the line \`${line.slice(0, 60)}\` is a lone file header` };
    // Another diff format, which `patch` would act on and this reader does not follow.
    if (line.startsWith("*** ") && lines[i + 1]?.startsWith("--- "))
      return {
        error: "the patch holds a context diff (`***`/`---` headers), which this reader does not follow",
      };
    if (/^\*{15}/.test(line)) return { error: "the patch holds a context diff hunk" };
    if (/^\d+(,\d+)?[acd]\d+(,\d+)?$/.test(line) || /^\d+(,\d+)?[acdi]$/.test(line))
      return {
        error: `the patch holds a normal or ed diff command (\`${line}\`), which this reader does not follow`,
      };
    // Anything else is text around the diff (a mail, a commit message): both tools skip it.
  }
  const err = close();
  if (err) return { error: err };
  if (sections.length === 0)
    return { error: "the text holds no file header (`--- a/x`/`+++ b/x` or `diff --git`)" };
  return { sections };
}

/** Both names of a `diff --git` header when it names one file (`a/x b/x`) or is quoted. */
function headerPair(h: string): [string, string] | null {
  const q1 = unquote(h);
  if (q1) {
    const rest = q1.rest.replace(/^ +/, "");
    const q2 = unquote(rest);
    const second = q2 ? q2.name : rest;
    return second === "" ? null : [q1.name, second];
  }
  // Unquoted: the split where both sides name the same file below their first component.
  for (let k = h.indexOf(" "); k !== -1; k = h.indexOf(" ", k + 1)) {
    const a = h.slice(0, k);
    const b = h.slice(k + 1);
    const tail = (s: string) => s.slice(s.indexOf("/") + 1);
    if (a.includes("/") && b.includes("/") && tail(a) === tail(b)) return [a, b];
  }
  return null;
}

/** A name without its first `n` components (runs of slashes are one), or null when it has too few. */
export function strip(name: string, n: number): string | null {
  let s = name;
  for (let k = 0; k < n; k++) {
    const cut = s.indexOf("/");
    if (cut === -1) return null;
    s = s.slice(cut).replace(/^\/+/, "");
  }
  return s === "" ? null : s;
}

/** How the tool maps the patch's names to files. */
interface PatchOptions {
  tool: "git" | "patch";
  /** `-pN`; null: GNU patch's default (the bare file name, or the whole path). */
  strip: number | null;
  /** `git apply --directory=root`, `patch -d dir`: prepended. */
  dir: string | null;
  reverse: boolean;
  /** Also writes `x.rej`/`x.orig` beside each file (GNU patch; `git apply --reject`). */
  siblings: string[];
  /** `git apply --cached`: only the index. */
  indexOnly: boolean;
}

const joinedText = (lines: string[]): string => (lines.length === 0 ? "" : `${lines.join("\n")}\n`);

/** Judges every file a patch's text writes, as the write it is; grey when the text cannot be read. */
function judgePatchText(text: string, o: PatchOptions, a: Analysis, via: string): void {
  if (text.includes(DYN)) {
    a.grey(
      "patch_unknown",
      `${via} applies a patch whose text holds expansions that cannot be known before it runs`,
    );
    return;
  }
  const read = readPatch(text);
  if ("error" in read) {
    a.grey("patch_unreadable", `${via} applies a patch forge-gate cannot read: ${read.error}`);
    return;
  }
  for (const sec of read.sections) {
    // `-R` applies the patch backwards: the same files, with the roles of the two sides swapped.
    const s = o.reverse
      ? {
          ...sec,
          old: sec.new,
          new: sec.old,
          bare: { old: sec.bare.new, new: sec.bare.old },
          created: sec.deleted,
          deleted: sec.created,
          hunks: sec.hunks.map((h) => ({ old: h.new, new: h.old })),
        }
      : sec;
    const names = (raw: string | null, bare: boolean): string[] | "short" => {
      if (raw === null) return [];
      let found: string[];
      if (o.strip === null) {
        // GNU patch without -p: the bare file name, or the whole path when its directories exist.
        found = [posix.basename(raw), raw];
      } else if (bare) {
        // git strips one component fewer from `rename/copy from/to` names (they carry no a/ b/);
        // GNU patch is judged both ways.
        const n = Math.max(o.strip - 1, 0);
        const st = strip(raw, n);
        if (st === null) return "short";
        const full = o.tool === "patch" ? strip(raw, o.strip) : null;
        found = full === null ? [st] : [st, full];
      } else {
        const st = strip(raw, o.strip);
        if (st === null) return "short";
        found = [st];
      }
      return [...new Set(found.map((f) => (o.dir && !f.startsWith("/") ? posix.join(o.dir, f) : f)))];
    };
    const olds = names(s.old, s.bare.old);
    const news = names(s.new, s.bare.new);
    if (olds === "short" || news === "short") {
      a.grey("patch_unreadable", `${via}: a name in the patch has fewer components than -p${o.strip} strips`);
      return;
    }
    const put = (path: string, op: "write" | "delete", change: Change) => {
      const spellings = path.startsWith("/") || o.tool !== "git" ? [path] : gitSpellings(path, a);
      for (const at of spellings) {
        if (o.indexOnly) a.indexWrite(lit(at), op, `${via} --cached`);
        else {
          a.write(lit(at), op, via, change);
          for (const ext of o.siblings) a.write(lit(`${at}${ext}`), "write", via, { kind: "unknown" });
        }
      }
    };
    if (s.deleted) {
      for (const p of olds) put(p, "delete", { kind: "delete" });
      continue;
    }
    let change: Change;
    if (s.binary || s.renamed || s.copied) change = { kind: "unknown" };
    else if (s.created) change = { kind: "whole", text: s.hunks.map((h) => joinedText(h.new)).join("") };
    else {
      const edits = s.hunks
        .filter((h) => h.old.length + h.new.length > 0)
        .map((h) => ({ old: h.old.join("\n"), new: h.new.join("\n"), all: false }));
      change = edits.length > 0 ? { kind: "edits", edits } : { kind: "unknown" };
    }
    // A rename removes the old name; a traditional diff with two names writes one of them.
    if (s.renamed) for (const p of olds) if (!news.includes(p)) put(p, "delete", { kind: "delete" });
    if (!s.renamed && !s.copied && !s.created)
      for (const p of olds) if (!news.includes(p)) put(p, "write", change);
    for (const p of news) put(p, "write", change);
    for (const alt of s.alts) {
      const more = names(alt, false);
      if (more === "short") continue;
      for (const p of more) if (!news.includes(p) && !olds.includes(p)) put(p, "write", { kind: "unknown" });
    }
  }
}

/**
 * The patch a command reads from its standard input or from files: judged when its text is in the
 * call (a heredoc, a here-string, `printf … |`), grey when it is not.
 */
function judgePatchInput(
  files: Val[],
  stdin: StdinSource | null,
  o: PatchOptions,
  a: Analysis,
  via: string,
): void {
  a.fx.readOnly = false;
  const fromStdin = files.length === 0 || files.some((f) => !f.dyn && f.s === "-");
  const named = files.filter((f) => f.dyn || f.s !== "-");
  if (named.length > 0) {
    a.grey(
      "patch_unknown",
      `${via} applies the patch in ${show(named[0]!)}, whose text the call does not show: what it writes cannot be known`,
    );
    return;
  }
  if (fromStdin) {
    if (stdin === null || stdin.text === null) {
      const from = stdin === null ? "its standard input" : stdin.via;
      a.grey(
        "patch_unknown",
        `${via} applies a patch from ${from}, whose text the call does not show: what it writes cannot be known`,
      );
      return;
    }
    judgePatchText(stdin.text, o, a, via);
  }
}

/**
 * Where git may write a relative name from a patch: it takes the names from the repository's top
 * wherever it runs in it (`git am` writes them all; `git apply` those of a git diff below the
 * directory it runs in, a traditional diff's from that directory). So each name is judged as
 * written from where git runs and from the top of each place's repository (repo-top.ts); where
 * that top is not known, from where the session started (the worktree, for the agents' hooks).
 */
function gitSpellings(path: string, a: Analysis): string[] {
  const out = [path];
  for (const { pwd, top: known } of a.repoTops()) {
    if (pwd === null) continue;
    const top = known ?? (pwd === a.ctx.cwd ? null : a.ctx.cwd);
    if (top !== null && top !== pwd) out.push(posix.join(top, path));
  }
  return [...new Set(out)];
}

/** `-pN` as a number (null when absent; grey when not a number). */
function stripOf(v: Val | null, a: Analysis, via: string): number | null | undefined {
  if (v === null) return null;
  if (v.dyn || !/^\d+$/.test(v.s)) {
    a.grey("patch_unknown", `${via} strips a number of components that cannot be known (${show(v)})`);
    return undefined;
  }
  return Number(v.s);
}

/**
 * `patch [options] [originalfile [patchfile]]`: with an original file named, that file (or `-o`'s)
 * is what it writes, whatever the patch says; else the files the patch names, below `-d`.
 */
H.patch = (args, a, io) => {
  const via = "`patch`";
  // Every word was accounted for by the dispatcher against `patch`'s spec (handler-specs.ts), which
  // also judges `-o`/`-r` (writes), `-i` (read) and `-d` (a directory inside the lease).
  const p: Parsed = parseSpec(args, HANDLER_SPECS.patch!);
  if (has(p, "-e", "--ed")) {
    a.grey("patch_unknown", `${via} -e runs \`ed\` on the patch, whose commands can run programs`);
    return null;
  }
  // `--dry-run` writes nothing: the patch is only read.
  if (has(p, "--dry-run")) return null;
  const out = optValue(p, "-o", "--output");
  const rej = optValue(p, "-r", "--reject-file");
  const dir = optValue(p, "-d", "--directory");
  if (dir?.dyn) {
    a.grey("dynamic_target", `${via} -d changes to a directory that cannot be known before it runs`);
    return null;
  }
  const strip = stripOf(optValue(p, "-p", "--strip"), a, via);
  if (strip === undefined) return null;
  const input = optValue(p, "-i", "--input") ?? p.positional[1] ?? null;
  const target = p.positional[0] ?? null;
  a.fx.readOnly = false;
  // Backups named with a prefix (`-B DIR/`, `-Y DIR/`) land below that directory (redteam3).
  for (const pre of optValues(p, "-B", "--prefix", "-Y", "--basename-prefix")) {
    if (pre.dyn)
      a.grey("dynamic_target", `${via} writes backups below a prefix that cannot be known before it runs`);
    else if (pre.s.includes("/")) a.write(lit(posix.dirname(`${pre.s}x`)), "rwrite", `${via} (its backups)`);
  }
  const run = () => {
    if (target && !out) {
      a.write(target, "write", via, { kind: "unknown" });
      if (!rej) a.write({ ...target, s: `${target.s}.rej` }, "write", via, { kind: "unknown" });
      a.write({ ...target, s: `${target.s}.orig` }, "write", via, { kind: "unknown" });
      return;
    }
    if (target) return;
    const siblings = out ? [] : rej ? [".orig"] : [".rej", ".orig"];
    const o: PatchOptions = { tool: "patch", strip, dir: null, reverse: false, siblings, indexOnly: false };
    const before = a.fx.writes.length;
    judgePatchInput(input ? [input] : [], io.stdin, o, a, via);
    // With `-o` every file goes to the one output: none of those the patch names is written.
    if (out) a.fx.writes.splice(before);
  };
  if (dir) a.inDir(dir, run);
  else run();
  return null;
};

/** `git am`'s actions on a session already under way: judged as the git family judges them. */
const AM_CONTROL = [
  "--abort",
  "--quit",
  "--skip",
  "--continue",
  "--resolved",
  "-r",
  "--retry",
  "--show-current-patch",
];

/**
 * `git apply` and `git am`: the files the patch names (relative to where git runs; `-p1` by default;
 * `--directory` prepended). `git apply --check/--stat/--numstat/--summary` without `--apply` only
 * read; `--cached` changes the index alone.
 */
export function gitPatch(
  sub: "apply" | "am",
  p: Parsed,
  a: Analysis,
  via: string,
  stdin: StdinSource | null,
): void {
  if (sub === "am" && has(p, ...AM_CONTROL)) return;
  if (sub === "apply" && has(p, "--check", "--stat", "--numstat", "--summary") && !has(p, "--apply")) {
    const fake = optValue(p, "--build-fake-ancestor");
    if (fake) a.write(fake, "write", `${via} --build-fake-ancestor`);
    return;
  }
  const strip = stripOf(optValue(p, "-p"), a, via);
  if (strip === undefined) return;
  const dir = optValue(p, "--directory");
  if (dir?.dyn) {
    a.grey("dynamic_target", `${via} --directory names a directory that cannot be known before it runs`);
    return;
  }
  const o: PatchOptions = {
    tool: "git",
    strip: strip ?? 1,
    dir: dir ? dir.s : null,
    reverse: sub === "apply" && has(p, "-R", "--reverse"),
    siblings: sub === "apply" && has(p, "--reject") ? [".rej"] : [],
    indexOnly: sub === "apply" && has(p, "--cached"),
  };
  if (sub === "apply" && has(p, "--cached", "--index", "-3", "--3way", "--intent-to-add", "-N"))
    a.project(via);
  judgePatchInput(p.positional, stdin, o, a, via);
}
