import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
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
  opts: { input?: string | Buffer; cwd?: string; env?: NodeJS.ProcessEnv; stdin?: "null" } = {},
): Run {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  const o: SpawnSyncOptions = {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    maxBuffer: 512 * 1024 * 1024,
  };
  let fd: number | undefined;
  if (opts.stdin === "null") {
    fd = openSync("/dev/null", "r");
    o.stdio = [fd, "pipe", "pipe"];
  } else o.input = opts.input ?? "";
  try {
    const r = spawnSync(process.execPath, [CLI, "violations", ...args], o);
    if (r.error) throw r.error;
    const b = r.stdout as Buffer;
    return { status: r.status, stdout: b.toString("utf8"), stderr: (r.stderr as Buffer).toString("utf8"), stdoutBytes: b };
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
export function fgJson(args: string[], opts: Parameters<typeof fg>[1] = {}): { status: number | null; doc: Report; stderr: string } {
  const r = fg(["--format", "json", ...args], opts);
  let doc: Report;
  try {
    doc = JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(`exit ${r.status}, stdout not JSON: ${r.stdout.slice(0, 300)} / stderr: ${r.stderr.slice(0, 500)}`);
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
  for (const d of [join(wt, ".git", "hooks"), join(wt, "sub", "deep"), wt2, join(out, "x", "y")]) mkdirSync(d, { recursive: true });
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
 * The reference model: where a path lands, as the kernel would take it, for paths whose `..`
 * segments (if any) are taken after resolving what precedes them. Walks segment by segment; a
 * segment that exists is canonicalised with realpathSync (links followed), the rest is appended.
 */
export function landing(p: string, cwd: string): string {
  const abs = p.startsWith("/") ? p : `${cwd}/${p}`;
  let cur = "/";
  let exists = true;
  for (const seg of abs.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      cur = cur === "/" ? "/" : cur.slice(0, cur.lastIndexOf("/")) || "/";
      continue;
    }
    const next = cur === "/" ? `/${seg}` : `${cur}/${seg}`;
    if (exists) {
      try {
        lstatSync(next);
        cur = realpathSync(next);
        continue;
      } catch {
        exists = false;
      }
    }
    cur = next;
  }
  return cur;
}

export function inside(p: string, root: string): boolean {
  return p === root || p.startsWith(root.endsWith("/") ? root : `${root}/`);
}

/** The reference verdict of one path for roots (real paths) with each root's `.git` protected. */
export function reference(p: string, cwd: string, roots: string[]): string | null {
  const land = landing(p, cwd);
  const root = roots.find((r) => inside(land, r));
  if (root !== undefined) return inside(land, `${root}/.git`) ? "protected" : null;
  const byName = roots.some((r) => inside(lexical(p, cwd), r));
  return byName ? "symlink_escape" : "outside_write_roots";
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
