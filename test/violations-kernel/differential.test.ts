import { isUtf8 } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { rng, shuffle } from "../redteam-violations/fixture.js";
import { CLI } from "../support/cli.js";
import { tempDir } from "../support/temp.js";

// A differential suite for `forge-gate violations`: every input is judged twice by the built CLI,
// once as it runs by default (the native kernel where there is one: linux-x64) and once with
// FORGE_GATE_VIOLATIONS_KERNEL=js (the JavaScript checker only), and the two runs must agree byte
// for byte: exit code, stdout in every format, the stderr summary, the error messages. Inputs are
// generated (fast-check, seeded) over a real tree with links, nested roots, git directories and
// protect globs of every kind the GlobFilter tells apart; fixed large inputs cross the read chunks;
// error inputs must fail the same way. Until the kernel exists both runs are the JavaScript path.
//
// FG_KDIFF_RUNS scales the number of generated cases (default 1; 4 for a longer search),
// FG_KDIFF_SEED changes the seed, FG_KDIFF_CLI runs another build of the CLI.

const cli = process.env.FG_KDIFF_CLI ?? CLI;
const SCALE = Number(process.env.FG_KDIFF_RUNS ?? 1);
const SEED = Number(process.env.FG_KDIFF_SEED ?? 20261127);
const KERNEL_ENV = "FORGE_GATE_VIOLATIONS_KERNEL";

interface Outcome {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

/** One run of `node CLI violations ARGS` with `input` on a pipe (or stdin closed when null). */
function runOnce(
  args: string[],
  input: Buffer | null,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, "violations", ...args], {
      cwd,
      env,
      stdio: [input === null ? "ignore" : "pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on("data", (d: Buffer) => out.push(d));
    child.stderr!.on("data", (d: Buffer) => err.push(d));
    child.on("error", fail);
    child.on("close", (status, signal) =>
      done({ status, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }),
    );
    if (input !== null) {
      // A run that refuses its input early closes the pipe while the rest is being written.
      child.stdin!.on("error", () => {});
      child.stdin!.end(input);
    }
  });
}

let B: string;
let HOME: string;
let childEnv: NodeJS.ProcessEnv;

/** The same input judged both ways, at the same time (two cores). */
async function both(args: string[], input: Buffer | null): Promise<{ native: Outcome; js: Outcome }> {
  const native: NodeJS.ProcessEnv = { ...childEnv };
  delete native[KERNEL_ENV];
  const [a, b] = await Promise.all([
    runOnce(args, input, native, B),
    runOnce(args, input, { ...childEnv, [KERNEL_ENV]: "js" }, B),
  ]);
  return { native: a, js: b };
}

/** Bytes as a JSON string: UTF-8 text when they are (a cut character shows as U+FFFD), else byte by byte. */
function text(b: Buffer): string {
  return JSON.stringify(b.toString(isUtf8(b) ? "utf8" : "latin1"));
}

function show(b: Buffer, at: number): string {
  return JSON.stringify(b.subarray(Math.max(0, at - 80), at + 120).toString("utf8"));
}

function firstDifference(a: Buffer, b: Buffer): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return n;
}

/** The input as a failure message shows it: whole when small, else its length and both ends. */
function describeInput(input: Buffer | null): string {
  if (input === null) return "(stdin closed)";
  const s = text(input);
  if (s.length <= 6000) return `${input.length} bytes: ${s}`;
  return `${input.length} bytes: ${s.slice(0, 2500)} … ${s.slice(-2500)}`;
}

/** Null when the two runs agree byte for byte; else what differs, with the input. */
function difference(
  r: { native: Outcome; js: Outcome },
  args: string[],
  input: Buffer | null,
): string | null {
  const problems: string[] = [];
  if (r.native.status !== r.js.status || r.native.signal !== r.js.signal)
    problems.push(`exit: default ${r.native.status ?? r.native.signal}, js ${r.js.status ?? r.js.signal}`);
  for (const stream of ["stdout", "stderr"] as const) {
    const a = r.native[stream];
    const b = r.js[stream];
    if (a.equals(b)) continue;
    const at = firstDifference(a, b);
    problems.push(
      `${stream} differs at byte ${at} (default ${a.length} bytes, js ${b.length}):\n  default: ${show(a, at)}\n  js:      ${show(b, at)}`,
    );
  }
  if (problems.length === 0) return null;
  return `the default run and ${KERNEL_ENV}=js differ\n${problems.join("\n")}\nargs: ${JSON.stringify(args)}\ninput ${describeInput(input)}`;
}

async function expectSame(args: string[], input: Buffer | null): Promise<Outcome> {
  const r = await both(args, input);
  const diff = difference(r, args, input);
  if (diff !== null) expect.fail(diff);
  return r.js;
}

// ---------------------------------------------------------------------------------------------
// The tree (B is the private temp directory; every root lives under B/real, reached several ways):
//
//   B/lnk -> real              root 1 is spelled through this linked parent: B/lnk/wt-1
//   B/wt-3-link -> real/wt-3   root 3 is itself a link
//   real/wt-1                  root 1, the leases' worktree; its `nested` is root 4 (a root inside a root)
//     .git/ (config, HEAD, hooks/)   src/ (f0..f39, a/, b/, keep.txt)   few/ (one, two)   big/ (300 entries)
//     secrets/k/v  .github/workflows/ci.yml  key-1/k  key-22/k  id_rsa  xid_rsa  a.pem  a.pem.bak
//     sub/id_rsa  locked/l  file.txt  home/.ssh/ (HOME of every run)  a/locked/x
//     out-etc -> /etc   out-sib -> ../../outside   leaf-out -> ../../outside/secret.txt
//     back -> ../wt-2/src (into root 2)   self -> src   leaf-in -> src/f0   gitlink -> .git
//     loop -> loop   dang -> ../../outside/none
//     nested/ (root 4: .git/, data/d0..d11)
//   real/wt-1x                 beside wt-1, outside every root (prefix confusion)
//   real/wt-2                  root 2, a linked worktree: .git is a file naming share/repo.git/worktrees/wt-2
//     src/s0..s9   up -> ..   x -> ../wt-1/src
//   real/share                 root 5: repo.git (protected: the linked worktree's git and common dirs), pub/
//   real/wt-3                  root 3 (reached as B/wt-3-link): files, deep/er/
//   B/outside                  secret.txt, dir/, back-in -> ../real/wt-1/src
// ---------------------------------------------------------------------------------------------

/** The directories of root 1 (real/wt-1). */
const R1_DIRS = [
  ".git/hooks",
  "src/a",
  "src/b",
  "few",
  "big",
  "secrets/k",
  ".github/workflows",
  "key-1",
  "key-22",
  "sub",
  "locked",
  "a/locked",
  "home/.ssh",
  "home/docs",
  "nested/.git",
  "nested/data",
];
let R1: string; // root 1 as the leases spell it (through B/lnk)
let R1real: string;
let R2: string;
let R3link: string;
let R3real: string;
let R5: string;
let OUT: string;
let WT1X: string;
const ARG_SETS: Record<string, string[]> = {};
/** The leases (and the flags standing for one) a generated case picks from: their arguments are in ARG_SETS. */
const LEASES = ["all", "none", "first", "names", "special", "closed", "wt2", "flags"] as const;

function tree(): void {
  B = tempDir("fg-kdiff-");
  const real = join(B, "real");
  R1real = join(real, "wt-1");
  R1 = join(B, "lnk", "wt-1");
  R2 = join(real, "wt-2");
  R3real = join(real, "wt-3");
  R3link = join(B, "wt-3-link");
  R5 = join(real, "share");
  OUT = join(B, "outside");
  WT1X = join(real, "wt-1x");
  for (const d of R1_DIRS) mkdirSync(join(R1real, d), { recursive: true });
  const file = (p: string, text = "x"): void => writeFileSync(p, text);
  const link = (target: string, at: string): void => symlinkSync(target, at);
  for (let i = 0; i < 40; i++) file(join(R1real, "src", `f${i}`));
  for (const f of ["a/x", "a/y", "b/z", "keep.txt"]) file(join(R1real, "src", f));
  file(join(R1real, "few", "one"));
  file(join(R1real, "few", "two"));
  for (let i = 0; i < 300; i++) {
    const e = join(R1real, "big", `e${i}`);
    if (i % 17 === 3) link("../../../outside", e);
    else if (i % 23 === 5) link("../src", e);
    else if (i % 29 === 7) link("../.git", e);
    else if (i % 31 === 11) mkdirSync(e);
    else file(e);
  }
  for (const f of [
    ".git/config",
    ".git/HEAD",
    ".git/hooks/pre-commit",
    "secrets/k/v",
    ".github/workflows/ci.yml",
    "key-1/k",
    "key-22/k",
    "id_rsa",
    "xid_rsa",
    "a.pem",
    "a.pem.bak",
    "sub/id_rsa",
    "locked/l",
    "a/locked/x",
    "file.txt",
    "home/.ssh/id_ed25519",
    "home/.ssh/config",
    "nested/.git/HEAD",
  ])
    file(join(R1real, f));
  for (let i = 0; i < 12; i++) file(join(R1real, "nested", "data", `d${i}`));
  link("/etc", join(R1real, "out-etc"));
  link("../../outside", join(R1real, "out-sib"));
  link("../../outside/secret.txt", join(R1real, "leaf-out"));
  link("../wt-2/src", join(R1real, "back"));
  link("src", join(R1real, "self"));
  link("src/f0", join(R1real, "leaf-in"));
  link(".git", join(R1real, "gitlink"));
  link("loop", join(R1real, "loop"));
  link("../../outside/none", join(R1real, "dang"));

  mkdirSync(join(WT1X, "src"), { recursive: true });
  file(join(WT1X, "f"));
  file(join(WT1X, "src", "f0"));

  const gitdir = join(R5, "repo.git", "worktrees", "wt-2");
  mkdirSync(join(R5, "repo.git", "hooks"), { recursive: true });
  mkdirSync(gitdir, { recursive: true });
  mkdirSync(join(R5, "pub"), { recursive: true });
  file(join(R5, "repo.git", "HEAD"), "ref: refs/heads/main\n");
  file(join(R5, "repo.git", "config"), "[core]\n");
  file(join(gitdir, "commondir"), "../..\n");
  file(join(gitdir, "HEAD"), "ref: refs/heads/wt-2\n");
  for (let i = 0; i < 4; i++) file(join(R5, "pub", `p${i}`));
  mkdirSync(join(R2, "src"), { recursive: true });
  file(join(R2, ".git"), `gitdir: ${gitdir}\n`);
  for (let i = 0; i < 10; i++) file(join(R2, "src", `s${i}`));
  link("..", join(R2, "up"));
  link("../wt-1/src", join(R2, "x"));

  mkdirSync(join(R3real, "deep", "er"), { recursive: true });
  for (let i = 0; i < 5; i++) file(join(R3real, `t${i}`));
  file(join(R3real, "deep", "er", "f"));
  link("real/wt-3", R3link);
  link("real", join(B, "lnk"));

  mkdirSync(join(OUT, "dir"), { recursive: true });
  file(join(OUT, "secret.txt"));
  file(join(OUT, "dir", "f"));
  link("../real/wt-1/src", join(OUT, "back-in"));

  HOME = join(R1, "home");
  childEnv = { ...process.env, HOME };

  // Protect globs of every kind the GlobFilter tells apart (src/core/glob-filter.ts).
  const literalFirst = ["secrets/**", ".github/workflows/**"];
  const wildFirst = ["*.pem", "key-?/**"];
  const starStar = ["**/id_rsa", "**/*.bak"];
  const absolute = ["/etc/**", "~/.ssh/**", `${OUT}/dir/**`, `${R2}/src/s3`];
  const special = ["{a,b}/locked/**", "src/[ab]/**", "src/@(f1|f2)", "nested/data/d\\3", "big/+(e4)"];
  const literalPaths = ["locked", "src/keep.txt", "nested/data/d5"];
  const roots = [R1, R2, R3link, "nested", `${R5}/`];
  const lease = (name: string, writeRoots: string[], protect: string[] | undefined, worktree = R1) => {
    const doc: Record<string, unknown> = {
      version: 1,
      id: `kdiff-${name}`,
      worktree,
      write_roots: writeRoots,
    };
    if (protect !== undefined) doc.protect = protect;
    const p = join(B, `lease-${name}.json`);
    writeFileSync(p, JSON.stringify(doc));
    ARG_SETS[name] = ["--lease", p];
  };
  lease("all", roots, [...literalFirst, ...wildFirst, ...starStar, ...absolute, ...special, ...literalPaths]);
  lease("none", roots, undefined);
  lease("first", roots, [...literalFirst, ...wildFirst, ...literalPaths]);
  lease("names", [R1, R2, R3link], [...starStar, ...absolute]);
  lease("special", roots, special);
  lease("closed", [], ["secrets/**"]);
  lease("wt2", [".", `${R1}/nested`], ["*.pem"], R2);
  ARG_SETS.flags = [
    "--root",
    R1,
    "--root",
    R3link,
    "--protect",
    "*.pem",
    "--protect",
    "**/id_rsa",
    "--cwd",
    R1,
  ];
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
  tree();
});

// ---------------------------------------------------------------------------------------------
// Generated paths
// ---------------------------------------------------------------------------------------------

/** Names, harmless and not: glob names and names holding them, spaces, non-ASCII, quotes, dots. */
const NAMES = [
  "f0",
  "f1",
  "f2",
  "f7",
  "f39",
  "keep.txt",
  "new",
  "one",
  "two",
  "x",
  "id_rsa",
  "xid_rsa",
  "id_rsa.pub",
  "a.pem",
  "a.pem.bak",
  "b.pem",
  ".git",
  "config",
  "HEAD",
  "locked",
  "secrets",
  "key-1",
  "key-22",
  "a b",
  " lead",
  "trail ",
  "ü",
  "caf\u00e9",
  "\u65e5\u672c",
  "emoji\u{1f600}",
  "-dash",
  "#hash",
  "%",
  "\\back",
  'q"uote',
  "e4",
  "d3",
  "d5",
  "s3",
  "...",
];
/** Names a line-mode record can hold only C-quoted (raw in -z mode). */
const ODD_NAMES = ["new\nline", "tab\there", "cr\rhere", "bell\u0007", "del\u007f"];

interface Pools {
  absDirs: string[];
  insideDirs: string[];
  relDirs: string[];
  tricky: string[];
  big: string[];
}
let pools: Pools;

function makePools(): Pools {
  const under = (root: string, ds: string[]) => ds.map((d) => (d === "" ? root : `${root}/${d}`));
  // Root 1's directories, and what else a path can go through there: links, a file, missing ones.
  const r1Dirs = [
    "",
    ...R1_DIRS,
    "src",
    "secrets",
    ".github",
    ".git",
    "gitlink",
    "out-etc",
    "out-sib",
    "back",
    "self",
    "file.txt",
    "missing",
    "missing/deeper/still",
    "nested",
    "big/e3",
    "big/e5",
    "big/e7",
    "big/e11",
    "big/e12",
    "loop",
    "dang",
  ];
  const absDirs = [
    ...under(R1, r1Dirs),
    ...under(R1real, ["", "src", "few", "big", "nested/data", ".git", "out-sib", "secrets"]),
    ...under(R2, ["", "src", "up", "x", "missing"]),
    ...under(R3link, ["", "deep/er", "new"]),
    ...under(R3real, ["", "deep"]),
    ...under(join(B, "lnk", "wt-3"), [""]),
    ...under(R5, ["", "repo.git", "repo.git/hooks", "repo.git/worktrees/wt-2", "pub"]),
    ...under(WT1X, ["", "src"]),
    ...under(OUT, ["", "dir", "back-in", "nowhere"]),
    B,
    join(B, "real"),
    join(B, "lnk"),
    "/etc",
    "/etc/ssh",
    "/tmp-not-here",
  ];
  const relDirs = [
    ".",
    "src",
    "few",
    "big",
    "nested/data",
    ".git",
    "secrets",
    "out-etc",
    "back",
    "self",
    "missing",
    "../wt-1x",
    "../wt-2/src",
    "..",
    "../../outside",
    "home/.ssh",
  ];
  const tricky = [
    "",
    " ",
    "   ",
    ".",
    "..",
    "./",
    "/",
    "//",
    "~",
    "~/.ssh/id_ed25519",
    R1,
    `${R1}/`,
    `${R1}/.`,
    `${R1}//src///f1`,
    `${R1}/src/./f1`,
    `${R1}/./src/f1`,
    `${R1}/src/../src/f1`,
    `${R1}/src/a/../f1`,
    `${R1}/back/../f1`,
    `${R1}/src/`,
    `${R1}/file.txt/x`,
    `${R1}/file.txt/x/y`,
    `${R1}/.git`,
    `${R1}/.git/`,
    `${R1}/gitlink`,
    `${R1}/gitlink/config`,
    `${R1}/out-etc`,
    `${R1}/out-etc/passwd`,
    `${R1}/leaf-out`,
    `${R1}/leaf-in`,
    `${R1}/dang`,
    `${R1}/loop/x`,
    `${R1}/nested`,
    `${R1}/nested/.git`,
    `${R1}/home/.ssh`,
    `${R1real}/home/.ssh/config`,
    `${R1}x/f`,
    `${WT1X}/f`,
    `${R2}/.git`,
    `${R2}/up/wt-1/src/f0`,
    `${R2}/up/outside`,
    `${R5}/repo.git/config`,
    `${R5}/repo.git/worktrees/wt-2/HEAD`,
    `${R3link}`,
    `${R3link}/t0`,
    `${OUT}/back-in/f3`,
    "/etc/passwd",
    "/etc/ssh/sshd_config",
    "/",
    "src/f1",
    "./src/f1",
    "src//f1",
    "src/./f1",
    "src/../src/f1",
    "../wt-1/src/f1",
    "../wt-1x/f",
    "file.txt/x",
    ".git/config",
    "gitlink/HEAD",
    "leaf-out",
    "src/keep.txt",
    "locked",
    "locked/",
    "nested/data/d5",
    "nested/data/d3",
    "big/e4",
    "a/locked/x",
    "b/locked/y",
    "src/a/x",
    "src/@(f1|f2)",
    '"src/f1"',
    '"unterminated',
    '"bad\\qescape"',
    '"\\303\\251t\\303\\251"',
    "\u{feff}bom-in-the-middle",
  ];
  const insideDirs = [
    ...under(R1, ["", "src", "src/a", "few", "big", "home/docs", "missing", "nested/data"]),
    ...under(R1real, ["src", "big"]),
    ...under(R2, ["src"]),
    ...under(R3link, ["", "deep/er"]),
    ...under(R5, ["pub"]),
  ];
  return { absDirs, insideDirs, relDirs, tricky, big: under(R1, ["big", "src"]) };
}

/** A path of one of the shapes above: absolute in a directory, relative, or a tricky one. */
function pathArb(odd: boolean, inside: boolean): fc.Arbitrary<string[]> {
  const names = odd ? [...NAMES, ...ODD_NAMES] : NAMES;
  const name = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    {
      weight: 2,
      arbitrary: fc.integer({ min: 0, max: 320 }).map((i) => (i < 300 ? `e${i}` : `f${i - 300}`)),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9._-]{0,12}$/) },
  );
  const dirOf = (list: () => string[]) => fc.nat().map((i) => list()[i % list().length]!);
  const join1 = (d: string, n: string) => (d === "/" ? `/${n}` : d === "." ? n : `${d}/${n}`);
  const inDir = (list: () => string[]) => fc.tuple(dirOf(list), name).map(([d, n]) => [join1(d, n)]);
  if (inside) return inDir(() => pools.insideDirs);
  return fc.oneof(
    { weight: 8, arbitrary: inDir(() => pools.absDirs) },
    { weight: 2, arbitrary: inDir(() => pools.relDirs) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          dirOf(() => pools.absDirs),
          name,
          name,
        )
        .map(([d, n, m]) => [join1(join1(d, n), m)]),
    },
    { weight: 3, arbitrary: fc.nat().map((i) => [pools.tricky[i % pools.tricky.length]!]) },
    // Nine or more paths in one directory: the checker lists it.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          dirOf(() => [...pools.big, ...pools.absDirs]),
          fc.array(name, { minLength: 9, maxLength: 24 }),
        )
        .map(([d, ns]) => ns.map((n) => join1(d, n))),
    },
  );
}

/** Another spelling of the same path (or of its text, for `..` spellings). */
function respell(p: string, how: number): string {
  const abs = p.startsWith("/") ? p : `${R1}/${p}`;
  switch (how % 8) {
    case 0:
      return p;
    case 1:
      return p.replace("/", "//");
    case 2:
      return p.endsWith("/") ? p : `${p}/`;
    case 3:
      return p.includes("/") ? p.replace(/\/([^/]*)$/, "/./$1") : `./${p}`;
    case 4:
      return abs;
    case 5:
      return abs.replace(/\/([^/]+)\/([^/]*)$/, "/$1/../$1/$2");
    case 6:
      return abs.startsWith(R1) ? R1real + abs.slice(R1.length) : abs;
    default:
      return p.startsWith("/") ? p : `./${p}`;
  }
}

type Format = "text" | "json" | "ndjson" | "github" | "sarif";
type Source = "dash" | "implicit" | "from" | "from-dash" | "args+dash" | "from+dash";
type Order = "given" | "sorted" | "reversed" | "shuffled";

interface Case {
  lease: string;
  format: Format;
  nul: boolean;
  source: Source;
  order: Order;
  records: string[];
  trailing: boolean;
  /** Line mode: records C-quoted as git does (a record that needs it always is). */
  quote: boolean[];
  pathCase: "default" | "insensitive";
}

function caseArb(
  opts: { nul?: boolean; odd?: boolean; inside?: boolean; minPaths?: number; maxPaths?: number } = {},
): fc.Arbitrary<Case> {
  const one = opts.inside
    ? fc.oneof(
        { weight: 12, arbitrary: pathArb(false, true) },
        { weight: 1, arbitrary: pathArb(false, false) },
      )
    : pathArb(opts.odd ?? false, false);
  const paths = fc
    .array(one, { minLength: opts.minPaths ?? 1, maxLength: opts.maxPaths ?? 24 })
    .map((xs) => xs.flat());
  const dup = fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 12 });
  return fc
    .record({
      lease: fc.constantFrom(...LEASES),
      format: fc.constantFrom<Format>("text", "json", "ndjson", "github", "sarif"),
      nul: opts.nul === undefined ? fc.boolean() : fc.constant(opts.nul),
      source: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Source>("dash") },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Source>("implicit", "from", "from-dash", "args+dash", "from+dash"),
        },
      ),
      order: fc.constantFrom<Order>("given", "sorted", "reversed", "shuffled"),
      paths,
      dup,
      shuffleSeed: fc.nat(),
      trailing: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      quoteBits: fc.array(fc.boolean(), { minLength: 0, maxLength: 8 }),
      pathCase: fc.oneof(
        { weight: 9, arbitrary: fc.constant<"default">("default") },
        { weight: 1, arbitrary: fc.constant<"insensitive">("insensitive") },
      ),
    })
    .map((c) => {
      const records = c.paths.slice();
      // Exact duplicates and respellings of earlier paths.
      for (const [i, how] of c.dup)
        if (records.length > 0) records.push(respell(records[i % records.length]!, how));
      const ordered = order(records, c.order, c.shuffleSeed);
      const quote = ordered.map(
        (_, i) => c.quoteBits.length > 0 && c.quoteBits[i % c.quoteBits.length]! && i % 3 === 0,
      );
      return {
        lease: c.lease,
        format: c.format,
        nul: c.nul,
        source: c.source,
        order: c.order,
        records: ordered,
        trailing: c.trailing,
        quote,
        pathCase: c.pathCase,
      };
    });
}

function byteSorted(xs: string[]): string[] {
  return xs
    .map((p) => Buffer.from(p))
    .sort(Buffer.compare)
    .map((b) => b.toString());
}

function order(xs: string[], how: Order, seed: number): string[] {
  switch (how) {
    case "sorted":
      return byteSorted(xs);
    case "reversed":
      return byteSorted(xs).reverse();
    case "shuffled":
      return shuffle(xs, seed);
    default:
      return xs;
  }
}

/** git's C-quoting of a name (quote.c, core.quotePath on): `"…"` with escapes and octal bytes. */
function gitQuote(name: string): string {
  const simple: Record<number, string> = {
    7: "a",
    8: "b",
    9: "t",
    10: "n",
    11: "v",
    12: "f",
    13: "r",
    34: '"',
    92: "\\",
  };
  let out = '"';
  for (const b of Buffer.from(name, "utf8")) {
    if (simple[b] !== undefined) out += `\\${simple[b]}`;
    else if (b < 0x20 || b >= 0x7f) out += `\\${b.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(b);
  }
  return `${out}"`;
}

/** What a line-mode record must be written as: quoted when it holds a byte a line cannot. */
function needsQuote(p: string): boolean {
  return /[\n\t\r\0]/.test(p);
}

function render(c: Case): Buffer {
  if (c.nul) return Buffer.from(c.records.join("\0") + (c.trailing && c.records.length > 0 ? "\0" : ""));
  const lines = c.records.map((r, i) => (needsQuote(r) || c.quote[i] ? gitQuote(r) : r));
  return Buffer.from(lines.join("\n") + (c.trailing && lines.length > 0 ? "\n" : ""));
}

let fromCount = 0;

/** The arguments and stdin of a case (writing its --from file when it has one). */
function invocation(c: Case): { args: string[]; input: Buffer; file: string | null } {
  const args = [...ARG_SETS[c.lease]!, "--format", c.format];
  if (c.nul) args.push("-z");
  if (c.pathCase === "insensitive") args.push("--path-case", "insensitive");
  const all = render(c);
  let file: string | null = null;
  const fromFile = (body: Buffer) => {
    file = join(B, `from-${fromCount++}.list`);
    writeFileSync(file, body);
    return file;
  };
  switch (c.source) {
    case "dash":
      return { args: [...args, "-"], input: all, file };
    case "implicit":
      return { args, input: all, file };
    case "from":
      return { args: [...args, "--from", fromFile(all)], input: Buffer.alloc(0), file };
    case "from-dash":
      return { args: [...args, "--from", "-"], input: all, file };
    case "args+dash": {
      // The first few paths (those an argument can hold) as arguments, the rest on stdin.
      const k = Math.min(3, c.records.length);
      const named = c.records.slice(0, k).filter((p) => !p.includes("\0"));
      const rest = render({ ...c, records: c.records.slice(k), quote: c.quote.slice(k) });
      return { args: [...args, "--", ...named, "-"], input: rest, file };
    }
    default: {
      const half = Math.floor(c.records.length / 2);
      const f = fromFile(render({ ...c, records: c.records.slice(0, half), quote: c.quote.slice(0, half) }));
      const rest = render({ ...c, records: c.records.slice(half), quote: c.quote.slice(half) });
      return { args: [...args, "--from", f, "-"], input: rest, file };
    }
  }
}

async function checkCase(c: Case): Promise<void> {
  const { args, input, file } = invocation(c);
  try {
    const r = await both(args, input);
    const diff = difference(r, args, input);
    if (diff !== null) throw new Error(`${diff}\ncase: ${JSON.stringify(c)}`);
  } finally {
    if (file !== null) rmSync(file, { force: true });
  }
}

const runs = (n: number, offset: number) => ({
  numRuns: Math.max(1, Math.round(n * SCALE)),
  seed: SEED + offset,
  // The counterexample, shrunk, is in the error: its case, arguments and input. Shrinking spawns the
  // CLI twice a step: after 150 s (FG_KDIFF_LIMIT_MS) the smallest failing case found so far is
  // reported. A slow machine that reaches the limit before any failure runs fewer cases and passes.
  plugins: [fc.interruptAfterTimeLimit(Number(process.env.FG_KDIFF_LIMIT_MS ?? 150_000))],
});

beforeAll(() => {
  pools = makePools();
});

describe("generated inputs: the default run equals FORGE_GATE_VIOLATIONS_KERNEL=js (fast-check)", () => {
  it("mixed paths, every lease, format, source, order and separator", async () => {
    await fc.assert(fc.asyncProperty(caseArb(), checkCase), runs(45, 1));
  }, 600_000);

  it("NUL-separated: names with newlines, tabs, CR and control characters", async () => {
    await fc.assert(fc.asyncProperty(caseArb({ nul: true, odd: true }), checkCase), runs(15, 2));
  }, 600_000);

  it("line mode: C-quoted names (git's), quoted plain names and malformed quotes", async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb({ nul: false, odd: true }).map((c) => ({
          ...c,
          quote: c.quote.map((q, i) => q || i % 2 === 0),
        })),
        checkCase,
      ),
      runs(15, 3),
    );
  }, 600_000);

  it("many paths in few directories (listed directories, repeats in every order)", async () => {
    await fc.assert(fc.asyncProperty(caseArb({ minPaths: 20, maxPaths: 60 }), checkCase), runs(15, 4));
  }, 600_000);

  it("mostly paths inside the roots (clean runs: checked counts, summaries, empty reports)", async () => {
    await fc.assert(fc.asyncProperty(caseArb({ inside: true, maxPaths: 40 }), checkCase), runs(15, 5));
  }, 600_000);
});

// ---------------------------------------------------------------------------------------------
// Fixed large inputs: 200k paths, several MiB, so records straddle the 64 KiB and 1 MiB read
// chunks and the directory and leaf tables grow; given, sorted and reversed orders.
// ---------------------------------------------------------------------------------------------

/** `n` paths over the whole tree: mostly plain ones in many (missing) directories, some of every other kind. */
function largeList(n: number, seed: number, nul: boolean): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const int = (k: number) => Math.floor(r() * k);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const roll = r();
    let p: string;
    if (roll < 0.38) p = `${R1}/gen/d${int(3000)}/e${int(12)}/n${int(40)}.ts`;
    else if (roll < 0.5) p = `${R1}/${pick(["big/e", "src/f", "few/n", "nested/data/d"])}${int(320)}`;
    else if (roll < 0.56) p = `${R1real}/gen/d${int(3000)}/e${int(12)}/n${int(40)}.ts`;
    else if (roll < 0.6) p = `${R2}/src/s${int(14)}`;
    else if (roll < 0.63) p = `${R3link}/deep/er/g${int(500)}`;
    else if (roll < 0.7)
      p = `${pick([`${OUT}/dir`, `${WT1X}/src`, "/etc", `${B}/real`, `${R1}x`])}/x${int(4000)}`;
    else if (roll < 0.74)
      p = `${R1}/${pick(["out-sib/q", "back/s", "self/f", "big/e3/", "big/e5/", "big/e7/", "out-etc/"])}${int(50)}`;
    else if (roll < 0.79)
      p = `${R1}/${pick(["secrets/k/s", ".git/objects/o", "a", "home/.ssh/k", "sub/id_rsa/", "key-1/", "nested/.git/"])}${int(200)}${pick(["", ".pem", ".bak", ""])}`;
    else if (roll < 0.81)
      p = `${R5}/${pick(["repo.git/objects/", "pub/p", "repo.git/worktrees/wt-2/"])}${int(100)}`;
    else if (roll < 0.83) p = `${R1}/gen/\u00fc${int(300)}/caf\u00e9-${int(20)}/\u65e5${int(9)}`;
    // Non-ASCII names that violate (git C-quotes them in line mode): protected, and outside.
    else if (roll < 0.84) p = `${R1}/secrets/\u00fc${int(300)}`;
    else if (roll < 0.85) p = `${OUT}/dir/caf\u00e9-${int(300)}`;
    else if (roll < 0.89)
      p = pick([
        `${R1}//src/./f${int(40)}`,
        `src/f${int(40)}`,
        `${R1}/src/../src/f${int(40)}`,
        `./big/e${int(300)}`,
        `${R1}/src/a/`,
      ]);
    else if (roll < 0.91) p = `${R1}/long/${"n".repeat(100 + int(400))}/${"m".repeat(int(300))}`;
    else if (roll < 0.92) p = nul ? `${R1}/gen/with\nnewline${int(50)}` : `${R1}/gen/a b${int(50)}`;
    else if (roll < 0.93)
      p = pick(["", " ", `${R1}/file.txt/x${int(9)}`, `${R1}/leaf-out`, `${R1}/.git`, "."]);
    else p = out.length > 0 ? out[int(out.length)]! : `${R1}/src/f1`;
    out.push(p);
  }
  return out;
}

function linesOf(paths: string[], quoteNonAscii: boolean): Buffer {
  const lines = paths.map((p) =>
    needsQuote(p) || (quoteNonAscii && /[^\x20-\x7e]/.test(p)) ? gitQuote(p) : p,
  );
  return Buffer.from(`${lines.join("\n")}\n`);
}

describe("large inputs across the read chunks (fixed)", () => {
  let big: { z: string[]; lines: string[] };
  beforeAll(() => {
    big = { z: largeList(200_000, 7, true), lines: largeList(200_000, 11, false) };
  });

  it("200k paths, -z, as generated, NDJSON on stdin", async () => {
    const input = Buffer.from(`${big.z.join("\0")}\0`);
    expect(input.length).toBeGreaterThan(4 << 20);
    await expectSame([...ARG_SETS.all!, "--format", "ndjson", "-z", "-"], input);
  }, 120_000);

  it("200k paths, -z, sorted, JSON from --from FILE", async () => {
    const file = join(B, "large-z.list");
    writeFileSync(file, `${byteSorted(big.z).join("\0")}\0`);
    try {
      await expectSame([...ARG_SETS.all!, "--format", "json", "-z", "--from", file], Buffer.alloc(0));
    } finally {
      rmSync(file, { force: true });
    }
  }, 120_000);

  it("200k lines (non-ASCII names C-quoted), sorted, text on stdin", async () => {
    await expectSame([...ARG_SETS.first!, "-"], linesOf(byteSorted(big.lines), true));
  }, 120_000);

  it("200k lines, reversed, SARIF from --from FILE, and GitHub annotations on stdin", async () => {
    const body = linesOf(byteSorted(big.lines).reverse(), false);
    const file = join(B, "large-lines.list");
    writeFileSync(file, body);
    try {
      await expectSame([...ARG_SETS.names!, "--format", "sarif", "--from", file], Buffer.alloc(0));
    } finally {
      rmSync(file, { force: true });
    }
    await expectSame(
      [...ARG_SETS.special!, "--format", "github", "-"],
      linesOf(big.lines.slice(0, 20_000), false),
    );
  }, 180_000);

  it("records placed across the chunk boundaries: a separator, a multi-byte character and a quoted name split there", async () => {
    // One input per mode with a record of interest across every 64 KiB boundary up to 1 MiB + 64 KiB,
    // each placed another way: the separator before it the last byte of a chunk or the first, the
    // record starting one byte before, a two-byte character or an escape split by the boundary.
    // Read from a file, the chunks fall on the boundaries exactly.
    const file = join(B, "aligned.list");
    try {
      for (const nul of [true, false]) {
        const sep = nul ? "\0" : "\n";
        const special = (k: number) =>
          nul
            ? `${OUT}/gen/\u00e9\u00e9/x\ny${k}`
            : k % 2 === 0
              ? gitQuote(`${OUT}/gen/\u00e9\u00e9/t\tq${k}`)
              : `${OUT}/gen/\u00e9\u00e9/a b${k}`;
        const parts: string[] = [];
        const placed: [number, string][] = [];
        let len = 0;
        let i = 0;
        for (let k = 1; k <= 17; k++) {
          const rec = special(k);
          const L = Buffer.byteLength(rec.slice(0, rec.indexOf(nul || k % 2 === 1 ? "\u00e9" : "\\")));
          // How far before the boundary the record starts (-1: its separator is a chunk's first byte).
          const rel = [-1, 0, 1, L, L + 1, L + 2, L + 3, L + 5][k % 8]!;
          const at = k * 65536 - rel;
          while (len < at - 300) {
            const p = `${R1}/src/f${i % 40}/../pad${i}`;
            parts.push(p);
            len += Buffer.byteLength(p) + 1;
            i++;
          }
          const pad = `${R1}/p/${"q".repeat(at - len - 1 - Buffer.byteLength(`${R1}/p/`))}`;
          len += Buffer.byteLength(pad) + 1;
          placed.push([len, rec]);
          for (const p of [pad, rec, `${R1}/src/f1`, rec, `${OUT}/dir/after${k}`]) parts.push(p);
          for (const p of [rec, `${R1}/src/f1`, rec, `${OUT}/dir/after${k}`]) len += Buffer.byteLength(p) + 1;
        }
        const input = Buffer.from(parts.join(sep) + sep);
        for (const [at, rec] of placed)
          expect(input.subarray(at, at + Buffer.byteLength(rec)).toString()).toBe(rec);
        const args = [...ARG_SETS.all!, "--format", "ndjson", ...(nul ? ["-z"] : [])];
        await expectSame([...args, "-"], input);
        writeFileSync(file, input);
        await expectSame([...args, "--from", file], Buffer.alloc(0));
      }
    } finally {
      rmSync(file, { force: true });
    }
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Inputs that must fail, and fail the same way.
// ---------------------------------------------------------------------------------------------

/** Plain paths (ASCII, valid) of about `bytes` bytes in total, separated by `sep`. */
function filler(bytes: number, sep: string, seed = 3): Buffer {
  const r = rng(seed);
  const parts: string[] = [];
  let len = 0;
  while (len < bytes) {
    const p = `${R1}/gen/d${Math.floor(r() * 500)}/n${Math.floor(r() * 90)}`;
    parts.push(p);
    len += p.length + 1;
  }
  return Buffer.from(parts.join(sep) + sep);
}

/** `buf` with `bytes` written over it at `at` (moved forward off a separator). */
function overwrite(buf: Buffer, at: number, bytes: number[], sep: number): Buffer {
  const out = Buffer.from(buf);
  let k = at;
  while (bytes.some((_, j) => out[k + j] === sep)) k++;
  bytes.forEach((b, j) => {
    out[k + j] = b;
  });
  return out;
}

describe("error inputs fail identically (exit, stdout's error document, stderr's message)", () => {
  const formats = ["json", "ndjson", "text", "sarif"] as const;

  it("invalid UTF-8 at offsets across the chunk boundaries, both modes, stdin and --from", async () => {
    const file = join(B, "bad-utf8.list");
    try {
      for (const nul of [false, true]) {
        const sep = nul ? 0 : 10;
        const base = filler((1 << 20) + 4096, nul ? "\0" : "\n");
        for (const [i, at] of [3, 65535, 65536, (1 << 20) - 1, (1 << 20) + 1].entries()) {
          const bad = [
            [0xff],
            [0xc3],
            [0xc0, 0xaf],
            [0xed, 0xa0, 0x80],
            [0xf4, 0x90, 0x80, 0x80],
            [0xe2, 0x82],
          ][(i + (nul ? 1 : 0)) % 6]!;
          const input = overwrite(base, at, bad, sep);
          const fmt = formats[i % formats.length]!;
          const args = [...ARG_SETS.all!, "--format", fmt, ...(nul ? ["-z"] : [])];
          const r = await expectSame([...args, "-"], input);
          expect(r.status).toBe(2);
          expect(r.stderr.toString()).toMatch(/not valid UTF-8 \(first bad byte at offset \d+\)/);
          if (at === 65536 || at === (1 << 20) + 1) {
            writeFileSync(file, input);
            await expectSame([...args, "--from", file], Buffer.alloc(0));
          }
        }
        // A multi-byte character cut off by the end of the input.
        await expectSame(
          [...ARG_SETS.all!, ...(nul ? ["-z"] : []), "-"],
          Buffer.from([...filler(70_000, "\n"), 0x61, 0xe2, 0x82]),
        );
      }
    } finally {
      rmSync(file, { force: true });
    }
  }, 300_000);

  it("a byte-order mark, a tab, a CR, a NUL in line mode; newlines without NUL under -z", async () => {
    const file = join(B, "bad.list");
    const bigLines = filler(300_000, "\n");
    const cases: [string[], Buffer][] = [
      [[], Buffer.from(`\u{feff}${R1}/src/f1\n`)],
      [["-z"], Buffer.from(`\u{feff}${R1}/src/f1\0`)],
      [[], Buffer.from(`${R1}/src/f1\n${R1}/src/f2\twhat\n`)],
      [[], Buffer.concat([bigLines, Buffer.from(`M\t${R1}/src/f1\n`)])],
      [[], Buffer.from(`${R1}/src/f1\r\n${R1}/src/f2\r\n`)],
      [[], Buffer.concat([bigLines, Buffer.from(`${R1}/src/f1\r\n`)])],
      [[], Buffer.from(`${R1}/src/f1\n${R1}/src/f2\0x\n`)],
      [["-z"], Buffer.from(`${R1}/src/f1\n${R1}/src/f2\n`)],
      [["-z"], bigLines],
      [[], Buffer.from(`"${R1}/src/\\377"\n`)],
      [[], Buffer.from(`${"/etc/x\n".repeat(2000)}${R1}/a\tb\n`)],
    ];
    try {
      for (const [i, [extra, input]] of cases.entries()) {
        const fmt = formats[i % formats.length]!;
        const args = [...ARG_SETS[i % 2 === 0 ? "all" : "none"]!, "--format", fmt, ...extra];
        const r = await expectSame([...args, "-"], input);
        expect(r.status, r.stderr.toString()).toBe(2);
        if (input.length > 65536) {
          // From a file the chunks are the same on every run (a pipe's may be shorter).
          writeFileSync(file, input);
          await expectSame([...args, "--from", file], Buffer.alloc(0));
        }
      }
      // Which error is named when an input holds two: the JavaScript path decodes a whole 64 KiB chunk
      // before it looks for tabs, so the answer depends on where the chunks fall. From a file only:
      // through a pipe it depends on how the bytes arrive, for the JavaScript path alone too.
      const composite: Buffer[] = [
        Buffer.concat([Buffer.from(`${R1}/a\tb\n`), overwrite(bigLines, 200_000, [0xff], 10)]),
        overwrite(Buffer.concat([Buffer.from(`${R1}/a\tb\n`), bigLines]), 40_000, [0xff], 10),
        Buffer.concat([overwrite(bigLines, 10, [0xff], 10), Buffer.from(`${R1}/a\tb\n`)]),
        Buffer.concat([
          bigLines.subarray(0, 70_000),
          Buffer.from("x\ty\n"),
          overwrite(bigLines, 250_000, [0xff], 10),
        ]),
      ];
      for (const [i, input] of composite.entries()) {
        writeFileSync(file, input);
        const r = await expectSame(
          [...ARG_SETS.all!, "--format", formats[i]!, "--from", file],
          Buffer.alloc(0),
        );
        expect(r.status, r.stderr.toString()).toBe(2);
      }
    } finally {
      rmSync(file, { force: true });
    }
  }, 300_000);

  it("empty and blank inputs, unreadable --from, stdin named twice or closed", async () => {
    const empty = join(B, "empty.list");
    writeFileSync(empty, "");
    try {
      const all = ["json", "ndjson", "text", "github", "sarif"] as const;
      for (const [i, fmt] of all.entries()) {
        for (const z of [[], ["-z"]]) {
          const args = [...ARG_SETS.all!, "--format", fmt, ...z];
          const variants: [string[], Buffer][] = [
            [[...args, "-"], Buffer.alloc(0)],
            [args, Buffer.alloc(0)],
            [[...args, "--from", empty], Buffer.alloc(0)],
            [[...args, "-"], Buffer.from(z.length > 0 ? "\0\0 \0" : "\n\n  \n \t \n")],
          ];
          // A third of the combinations (each variant and format with both separators over the whole).
          for (const [k, [a, input]] of variants.entries())
            if ((i + k + z.length * 2) % 3 === 0) await expectSame(a, input);
        }
      }
      const args = [...ARG_SETS.all!, "--format", "json"];
      await expectSame([...args, "--from", join(B, "no-such.list")], Buffer.alloc(0));
      await expectSame([...args, "--from", B], Buffer.alloc(0));
      await expectSame([...args, "--from", "-", "-"], Buffer.from(`${R1}/src/f1\n/etc/x\n`));
      await expectSame([...args, "-", "-"], Buffer.from(`${R1}/src/f1\n/etc/x\n`));
      await expectSame([...args, "-"], null);
      await expectSame(args, null);
      await expectSame([...ARG_SETS.closed!, "--format", "text", "-"], Buffer.from(`${R1}/src/f1\n`));
    } finally {
      rmSync(empty, { force: true });
    }
  }, 300_000);
});

describe("the switch itself", () => {
  // Where the kernel ships, the default must be the kernel: else this suite compares the JavaScript
  // path with itself and proves nothing (auto falls back quietly when the addon does not load).
  it.runIf(process.platform === "linux" && process.arch === "x64")(
    "on linux-x64 the default run uses the native kernel (doctor says so)",
    async () => {
      const env: NodeJS.ProcessEnv = { ...childEnv };
      delete env[KERNEL_ENV];
      const doctor = await new Promise<string>((done, fail) => {
        const child = spawn(process.execPath, [cli, "doctor", "--format", "json"], { cwd: B, env });
        const out: Buffer[] = [];
        child.stdout.on("data", (d: Buffer) => out.push(d));
        child.on("error", fail);
        child.on("close", () => done(Buffer.concat(out).toString()));
      });
      const checks = (JSON.parse(doctor) as { checks: { name: string; detail: string }[] }).checks;
      expect(checks.find((c) => c.name === "kernel")?.detail).toMatch(/^native/);
    },
    60_000,
  );

  it("FORGE_GATE_VIOLATIONS_KERNEL=native gives what the default gives", async () => {
    const input = Buffer.from(`${largeList(3000, 5, true).join("\0")}\0`);
    const args = [...ARG_SETS.all!, "--format", "ndjson", "-z", "-"];
    const env: NodeJS.ProcessEnv = { ...childEnv };
    delete env[KERNEL_ENV];
    const [a, b] = await Promise.all([
      runOnce(args, input, env, B),
      runOnce(args, input, { ...childEnv, [KERNEL_ENV]: "native" }, B),
    ]);
    const diff = difference({ native: a, js: b }, args, input);
    expect(diff, "default vs native").toBeNull();
    expect(a.status).toBe(1);
  }, 60_000);
});
