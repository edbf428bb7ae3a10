import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { CLI } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// A blind red-team suite for `forge-gate violations`, written from the docs only (docs/violations.md,
// docs/lease.md, docs/output.md, DESIGN.md), never from src/ or the existing violations tests.
// Every expectation is labelled with the sentence of the docs it comes from.

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  stdoutBytes: Buffer;
}

/** Runs the built CLI: `node dist/cli.js violations …`. `stdin: "null"` redirects stdin from /dev/null. */
export function fg(
  args: string[],
  opts: {
    input?: string | Buffer;
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    stdin?: "null";
    uid?: number;
    /** Another copy of the built CLI (one another user can reach: this checkout may sit in a 0700 directory). */
    cli?: string;
  } = {},
): Run {
  const cli = opts.cli ?? CLI;
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
  const o: SpawnSyncOptions = {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    maxBuffer: 512 * 1024 * 1024,
  };
  if (opts.uid !== undefined) {
    o.uid = opts.uid;
    o.gid = opts.uid;
  }
  let fd: number | undefined;
  if (opts.stdin === "null") {
    fd = openSync("/dev/null", "r");
    o.stdio = [fd, "pipe", "pipe"];
  } else o.input = opts.input ?? "";
  try {
    const r = spawnSync(process.execPath, [cli, "violations", ...args], o);
    if (r.error) throw r.error;
    const b = r.stdout as Buffer;
    return {
      status: r.status,
      stdout: b.toString("utf8"),
      stderr: (r.stderr as Buffer).toString("utf8"),
      stdoutBytes: b,
    };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface Violation {
  path: string;
  resolved: string;
  reason: string;
  rule?: string;
}
export interface Report {
  schema_version: number;
  version: string;
  verdict: string;
  checked: number;
  violations: Violation[];
}

/** `--format json`; throws with stderr when stdout is not one JSON document. */
export function fgJson(
  args: string[],
  opts: Parameters<typeof fg>[1] = {},
): { status: number | null; doc: Report; stderr: string } {
  const r = fg(["--format", "json", ...args], opts);
  let doc: Report;
  try {
    doc = JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(
      `exit ${r.status}, stdout not JSON: ${r.stdout.slice(0, 300)} / stderr: ${r.stderr.slice(0, 500)}`,
    );
  }
  return { status: r.status, doc, stderr: r.stderr };
}

/**
 * The directories every file of the suite judges (each file makes its own, removed after it):
 *
 *   B/w/wt            the write root (with .git/, sub/deep/, a file f)
 *   B/w/wt2           a sibling sharing the root's prefix
 *   B/w/out           outside (out/f, out/x/y/)
 *   B/w/rl -> wt      a link to the root
 *   B/w/out/toroot -> ../wt   a link outside that leads into the root
 *   wt/linkout -> ../out       a directory link out
 *   wt/linkfile -> ../out/f    a file link out
 *   wt/c1 -> c2 -> c3 -> ../out   a chain out
 *   wt/loop1 -> loop2 -> loop1    a loop
 *   wt/dang -> ../out/none        dangling, pointing out
 *   wt/dangin -> sub/none         dangling, pointing in
 *   wt/gl -> .git                 a link to the protected directory
 *   wt/updown -> ../out/x/y       `wt/updown/..` is B/w/out/x, not wt
 *   wt/inlink -> sub/deep         `wt/inlink/../../x` is wt/x, though its text says B/w/x
 *   wt/mid -> sub                 a link in the middle of a path, inside
 *   wt/leafin -> sub/deep/g       a leaf link inside
 */
export interface Tree {
  base: string;
  w: string;
  wt: string;
  wt2: string;
  out: string;
  rl: string;
}

export function makeTree(prefix = "fg-rtv-"): Tree {
  const base = tempDir(prefix);
  const w = join(base, "w");
  const wt = join(w, "wt");
  const wt2 = join(w, "wt2");
  const out = join(w, "out");
  for (const d of [join(wt, ".git", "hooks"), join(wt, "sub", "deep"), wt2, join(out, "x", "y")])
    mkdirSync(d, { recursive: true });
  writeFileSync(join(wt, "f"), "f");
  writeFileSync(join(wt, ".git", "config"), "[core]\n");
  writeFileSync(join(wt, "sub", "deep", "g"), "g");
  writeFileSync(join(out, "f"), "secret");
  writeFileSync(join(wt2, "x"), "x");
  const link = (target: string, at: string): void => symlinkSync(target, at);
  link("wt", join(w, "rl"));
  link("../wt", join(out, "toroot"));
  link("../out", join(wt, "linkout"));
  link("../out/f", join(wt, "linkfile"));
  link("c2", join(wt, "c1"));
  link("c3", join(wt, "c2"));
  link("../out", join(wt, "c3"));
  link("loop2", join(wt, "loop1"));
  link("loop1", join(wt, "loop2"));
  link("../out/none", join(wt, "dang"));
  link("sub/none", join(wt, "dangin"));
  link(".git", join(wt, "gl"));
  link("../out/x/y", join(wt, "updown"));
  link("sub/deep", join(wt, "inlink"));
  link("sub", join(wt, "mid"));
  link("sub/deep/g", join(wt, "leafin"));
  return { base, w, wt, wt2, out, rl: join(w, "rl") };
}

/** Lexical normalisation (no `..` handling beyond the lexical one): the spelling-independent key of a path. */
export function lexical(p: string, cwd: string): string {
  return resolve(cwd, p);
}

/**
 * The reference model: where a path lands, the way the kernel walks it (docs/violations.md: "resolved
 * through its deepest existing ancestor, following symlinks the way the kernel would"): segment by
 * segment, a link's target spliced in (40 hops at most, else a loop), `..` taking the parent of where
 * the walk really is; once a segment does not exist the rest is appended lexically.
 */
export function landing(p: string, cwd: string, memo?: Map<string, string>): string | "LOOP" {
  const abs = p.startsWith("/") ? p : `${cwd}/${p}`;
  const queue = abs.split("/").reverse();
  let cur = "/";
  let exists = true;
  let hops = 0;
  // Once a segment is missing, the walk is lexical until a `..` climbs back to the last real directory.
  let realBase = "";
  while (queue.length > 0) {
    const seg = queue.pop() as string;
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      cur = cur === "/" ? "/" : cur.slice(0, cur.lastIndexOf("/")) || "/";
      if (!exists && cur.length <= realBase.length) exists = true;
      continue;
    }
    const next = cur === "/" ? `/${seg}` : `${cur}/${seg}`;
    if (exists) {
      // What `next` is: "e" an entry that is no link, "m" missing, "l<target>" a link.
      let what = memo?.get(next);
      if (what === undefined) {
        try {
          const st = lstatSync(next);
          what = st.isSymbolicLink() ? `l${readlinkSync(next)}` : "e";
        } catch {
          what = "m";
        }
        memo?.set(next, what);
      }
      if (what === "m") {
        exists = false;
        realBase = cur;
      } else if (what.startsWith("l")) {
        if (++hops > 40) return "LOOP";
        const target = what.slice(1);
        if (target.startsWith("/")) cur = "/";
        for (const s of target.split("/").reverse()) queue.push(s);
        continue;
      }
    }
    cur = next;
  }
  return cur;
}

export function inside(p: string, root: string): boolean {
  return p === root || p.startsWith(root.endsWith("/") ? root : `${root}/`);
}

export interface Judged {
  reason: string;
  resolved: string;
}

/**
 * The reference verdict of one path, for write roots given by their real paths, each root's `.git`
 * protected, and `protectDirs` (absolute real directories) protected with everything in them.
 */
export function reference(
  p: string,
  cwd: string,
  roots: string[],
  protectDirs: string[] = [],
  memo?: Map<string, string>,
): Judged | null {
  const land = landing(p, cwd, memo);
  const byName = roots.some((r) => inside(lexical(p, cwd), r));
  // A path that is itself a link is the link too (docs/violations.md: "A changed path that is itself
  // a link is judged as the link too"): the name in its real directory, not followed, judged first.
  const name = p.split("/").at(-1) ?? "";
  if (name !== "" && name !== "." && name !== "..") {
    const parent = landing(p.slice(0, p.length - name.length) || ".", cwd, memo);
    const entry = parent === "LOOP" ? null : parent === "/" ? `/${name}` : `${parent}/${name}`;
    let link = false;
    try {
      link = entry !== null && lstatSync(entry).isSymbolicLink();
    } catch {
      link = false;
    }
    if (entry !== null && link) {
      const root = roots.find((r) => inside(entry, r));
      if (root === undefined)
        return { reason: byName ? "symlink_escape" : "outside_write_roots", resolved: entry };
      if (inside(entry, `${root}/.git`) || protectDirs.some((d) => inside(entry, d)))
        return { reason: "protected", resolved: entry };
    }
  }
  if (land === "LOOP") {
    // Inside a root by name, or through the part of the path that does resolve: unresolvable.
    let q = lexical(p, cwd) === "/" ? p : p.replace(/\/+[^/]*\/*$/, "");
    let at = landing(q, cwd, memo);
    while (at === "LOOP" && q.includes("/")) {
      q = q.replace(/\/+[^/]*\/*$/, "");
      at = landing(q, cwd, memo);
    }
    const within = at !== "LOOP" && roots.some((r) => inside(at, r));
    return { reason: byName || within ? "unresolvable" : "outside_write_roots", resolved: "" };
  }
  const root = roots.find((r) => inside(land, r));
  if (root !== undefined)
    return inside(land, `${root}/.git`) || protectDirs.some((d) => inside(land, d))
      ? { reason: "protected", resolved: land }
      : null;
  return { reason: byName ? "symlink_escape" : "outside_write_roots", resolved: land };
}

/** The key that tells two spellings of one path apart: a `..` spelling stands alone (never merged). */
export function key(p: string, cwd: string): string {
  return p.split("/").includes("..") ? `raw:${p}` : lexical(p, cwd);
}

/** The reference report of a list: distinct paths in first-seen order, each judged once. */
export function referenceReport(
  paths: string[],
  cwd: string,
  roots: string[],
  protectDirs: string[] = [],
): { checked: number; violations: { key: string; reason: string; resolved: string }[] } {
  const seen = new Set<string>();
  const memo = new Map<string, string>();
  const violations: { key: string; reason: string; resolved: string }[] = [];
  for (const p of paths) {
    if (p.trim() === "") continue;
    const k = key(p, cwd);
    if (seen.has(k)) continue;
    seen.add(k);
    const j = reference(p, cwd, roots, protectDirs, memo);
    if (j) violations.push({ key: k, ...j });
  }
  return { checked: seen.size, violations };
}

/** A seeded generator of numbers in [0, 1) (xorshift32). */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

export function shuffle<T>(xs: T[], seed: number): T[] {
  const a = xs.slice();
  let s = seed >>> 0 || 1;
  for (let i = a.length - 1; i > 0; i--) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** A reported violation as the reference names it: its path's key, reason and landing (none when unresolvable). */
export function judged(
  v: { path: string; reason: string; resolved: string },
  cwd: string,
): { key: string; reason: string; resolved: string } {
  return { key: key(v.path, cwd), reason: v.reason, resolved: v.reason === "unresolvable" ? "" : v.resolved };
}

/** Violations as a sorted set of key and reason, for comparisons that do not depend on the order. */
export function asSet(vs: { key: string; reason: string }[]): string[] {
  return vs.map((v) => `${v.key}\u0000${v.reason}`).sort();
}
