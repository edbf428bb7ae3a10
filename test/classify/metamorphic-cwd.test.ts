import { posix } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide } from "../../src/core/classify/engine.js";
import { type Lease, parseLease } from "../../src/core/lease.js";
import { type Decision, decideOnce, HOME, RANK, WORKTREE } from "./corpus-engine.js";
import { engineContext } from "./engine-fixture.js";

// Metamorphic properties of classify's working-directory model and of protected paths reached
// through their parents (issue 19). fast-check draws the cases from one fixed seed, so a failure
// names the same case every run; all counterexamples of a property are listed.
//
// (1) `cd DIR && CMD` is judged like CMD itself when each path of CMD is rewritten to name the same
//     file from DIR (relative paths re-relativised, absolute and `~` ones kept), in every spelling of
//     the move (`cd`, `pushd`, `cd … || exit`, `set -e; cd …;`, a group, a subshell around both, a
//     `cd` there and back, the same `cd` written absolute), and a `cd` in a subshell or `$(…)` before
//     CMD changes nothing.
// (2) An operation on a directory is at least as strict as the same operation on a protected path
//     below it (block < escalate < allow), for random protect globs; for operations whose reach
//     depends on what a source holds or what exists (copy and extract into, find's matches), a
//     parent is never allowed where the child is not.

const SEED = 20_260_619;

// --- (1) cd DIR && CMD ------------------------------------------------------------------------

const W = WORKTREE;
/** Files of every kind a rule cares about, by absolute path. */
const TARGETS = [
  `${W}/build`,
  `${W}/dist/index.js`,
  `${W}/web/.next`,
  `${W}/packages/api/dist`,
  `${W}/src/index.ts`,
  `${W}/README.md`,
  `${W}/.env`,
  `${W}/.github/workflows/ci.yml`,
  `${W}/.github`,
  `${W}/.git/hooks/pre-commit`,
  `${W}/.git/config`,
  `${W}/.claude/settings.json`,
  `${W}`,
  "/srv/forge/wt-48/src",
  "/srv/forge/main",
  "/tmp/forge-47/out",
  "/tmp/other",
  "/etc/hosts",
  `${HOME}/.bashrc`,
  `${HOME}/.ssh/id_rsa`,
  `${HOME}/.ssh`,
  `${HOME}/.aws/credentials`,
  `${HOME}/notes.txt`,
];

/**
 * Commands over one or two paths: reads, writes, deletes, copies, archives, find, inline code. (Not
 * git, which finds its repository from the working directory, nor `ln -s`, whose relative target is
 * taken from the link's directory: for them the directory is part of what the command means.)
 */
const COMMANDS: ((p: string, q: string) => string)[] = [
  (p) => `rm -rf ${p}`,
  (p) => `rm ${p}`,
  (p) => `cat ${p}`,
  (p) => `head -n 5 ${p}`,
  (p) => `grep -rn token ${p}`,
  (p) => `ls -la ${p}`,
  (p) => `touch ${p}`,
  (p) => `mkdir -p ${p}`,
  (p) => `echo x > ${p}`,
  (p) => `echo x >> ${p}`,
  (p) => `chmod -R 755 ${p}`,
  (p) => `sed -i s/a/b/ ${p}`,
  (p) => `tee -a ${p} < /dev/null`,
  (p, q) => `cp ${p} ${q}`,
  (p, q) => `cp -r ${p} ${q}`,
  (p, q) => `mv ${p} ${q}`,
  (p) => `tar czf /tmp/forge-47/a.tgz ${p}`,
  (p) => `tar xzf /tmp/forge-47/a.tgz -C ${p}`,
  (p) => `find ${p} -name '*.tmp' -delete`,
  (p) => `find ${p} -type f -exec cat {} +`,
];

/** Commands whose path is a string in another language's code: `~` is not expanded there. */
const CODE: ((p: string, q: string) => string)[] = [(p) => `python3 -c "open('${p}', 'w').write('x')"`];

/** Where the shell moves before the command, by absolute path. */
const DIRS = [
  `${W}/web`,
  `${W}/packages/api`,
  `${W}/src/deep/er`,
  `${W}/.github`,
  "/srv/forge",
  "/srv/forge/wt-48",
  "/tmp/forge-47",
  "/etc",
  HOME,
  `${HOME}/.ssh`,
  `${HOME}/.aws`,
];

/** A path as written from `from`: inside the worktree relative (as agents write them), else absolute or `~`. */
function spelled(abs: string, from: string, tilde = true): string {
  if (abs === from) return ".";
  if (tilde && abs.startsWith(`${HOME}/`) && !from.startsWith(W)) return `~${abs.slice(HOME.length)}`;
  if (!abs.startsWith(W) && !from.startsWith(`${W}/`)) return abs;
  return posix.relative(from, abs) || ".";
}

/** How the move is spelled: each equivalent to `cd DIR && CMD` for CMD. */
const MOVES: ((dir: string, cmd: string) => string)[] = [
  (d, c) => `cd ${d} && ${c}`,
  (d, c) => `pushd ${d} >/dev/null && ${c}`,
  (d, c) => `cd ${d} || exit 1; ${c}`,
  (d, c) => `set -e; cd ${d}; ${c}`,
  (d, c) => `{ cd ${d} && ${c}; }`,
  (d, c) => `(cd ${d} && ${c})`,
  (d, c) => `cd /tmp && cd ${posix.isAbsolute(d) || d.startsWith("~") ? d : posix.join(W, d)} && ${c}`,
  (d, c) => `cd ${d} && cd . && ${c}`,
  (d, c) => `builtin cd ${d} && ${c}`,
  (d, c) => `go() { cd ${d}; }; go && ${c}`,
];

/** Moves that change nothing for what follows them. */
const NO_MOVES: ((dir: string, cmd: string) => string)[] = [
  (d, c) => `(cd ${d}; ls) && ${c}`,
  (d, c) => `x=$(cd ${d} && ls); ${c}`,
  (d, c) => `cd ${d} | cat; ${c}`,
  (d, c) => `bash -c 'cd ${d}' && ${c}`,
  (d, c) => `env -C ${d} ls && ${c}`,
  (d, c) => `pushd ${d} >/dev/null && popd >/dev/null && ${c}`,
];

const judge = decideOnce;

interface Mismatch {
  base: string;
  moved: string;
  from: Decision;
  to: Decision;
}

function report(found: Mismatch[], checked: number): string[] {
  if (found.length === 0) return [];
  return [
    `${found.length} of ${checked} differ`,
    ...found.slice(0, 40).map((f) => `${f.from}→${f.to}: ${f.base}  ⟶  ${f.moved}`),
  ];
}

const pick = <T>(xs: readonly T[]) => fc.nat({ max: xs.length - 1 }).map((i) => xs[i] as T);

describe("metamorphic: `cd DIR && CMD` is judged like CMD with its paths rewritten", () => {
  it("in every spelling of the move, from every kind of directory", () => {
    const found: Mismatch[] = [];
    const cases = fc.sample(
      fc.tuple(
        fc.nat({ max: COMMANDS.length + CODE.length - 1 }),
        pick(TARGETS),
        pick(TARGETS),
        pick(DIRS),
        pick(MOVES),
      ),
      { seed: SEED, numRuns: 1_500 },
    );
    const decisions = new Set<Decision>();
    for (const [k, p, q, dir, move] of cases) {
      const code = k >= COMMANDS.length;
      const cmd = code ? CODE[k - COMMANDS.length]! : COMMANDS[k]!;
      const base = cmd(spelled(p, W, !code), spelled(q, W, !code));
      const moved = move(spelled(dir, W), cmd(spelled(p, dir, !code), spelled(q, dir, !code)));
      const from = judge(base);
      const to = judge(moved);
      decisions.add(from);
      if (from !== to) found.push({ base, moved, from, to });
    }
    // The sample holds allowed, escalated and blocked commands.
    expect([...decisions].sort()).toEqual(["allow", "block", "escalate"]);
    expect(report(found, cases.length)).toEqual([]);
  });

  it("a cd that does not reach the command (a subshell, a substitution, a pipeline, a child shell, there and back) changes nothing", () => {
    const found: Mismatch[] = [];
    const cases = fc.sample(
      fc.tuple(pick(COMMANDS), pick(TARGETS), pick(TARGETS), pick(DIRS), pick(NO_MOVES)),
      {
        seed: SEED + 1,
        numRuns: 800,
      },
    );
    for (const [cmd, p, q, dir, move] of cases) {
      const base = cmd(spelled(p, W), spelled(q, W));
      const moved = move(spelled(dir, W), base);
      const from = judge(base);
      const to = judge(moved);
      // The move itself may be judged (`bash -c`, `env -C`) but never makes the command more allowed.
      if (RANK[to] > RANK[from] || (from !== "allow" && to !== from && RANK[to] > RANK[from]))
        found.push({ base, moved, from, to });
      if (from === "allow" && to !== "allow") found.push({ base, moved, from, to });
    }
    expect(report(found, cases.length)).toEqual([]);
  });
});

// --- (2) parents at least as strict as their protected children ------------------------------

/** Segments protect globs are built from, and the wildcard forms they take. */
const NAMES = ["docs", "config", "infra", "secrets", "deploy", "keys"];
const WILD = ["*", "**", "*.key", "prod.*", "*.tfvars"];

interface Protected {
  glob: string;
  /** A path below the worktree the glob protects. */
  child: string;
}

/** A protect glob (a few literal segments, maybe a wildcard tail) and a path it protects. */
const protectedArb: fc.Arbitrary<Protected> = fc
  .tuple(
    fc.array(pick(NAMES), { minLength: 1, maxLength: 3 }),
    fc.option(pick(WILD), { nil: null }),
    fc.array(pick(NAMES), { minLength: 0, maxLength: 2 }),
  )
  .map(([lit, wild, tail]) => {
    const glob = [...lit, ...(wild === null ? [] : [wild])].join("/");
    const instance =
      wild === null
        ? [...lit, ...tail]
        : [
            ...lit,
            ...(wild === "**" ? [...tail, "f"] : [wild.replace("*", tail[0] ?? "x").replace("**", "x")]),
          ];
    return { glob, child: instance.join("/") };
  });

/** The built-in ones: git's state and the workflows of the corpus lease, and the agents' own configuration. */
const FIXED: Protected[] = [
  { glob: ".github/workflows/**", child: ".github/workflows/ci.yml" },
  { glob: ".github/workflows/**", child: ".github/workflows" },
  { glob: ".git", child: ".git/config" },
  { glob: ".git", child: ".git/hooks/pre-commit" },
  { glob: ".git", child: ".git/hooks" },
];

/** Operations whose reach of what a directory holds is certain. */
const CERTAIN: ((x: string) => string)[] = [
  (x) => `rm -rf ${x}`,
  (x) => `rm -r ${x}`,
  (x) => `mv ${x} /tmp/forge-47/moved`,
  (x) => `chmod -R 777 ${x}`,
  (x) => `chown -R nobody ${x}`,
  (x) => `git rm -r ${x}`,
  (x) => `git rm -rq ${x}`,
  (x) => `git mv ${x} gone`,
  (x) => `rsync -a --delete /tmp/forge-47/empty/ ${x}`,
  (x) => `find ${x} -delete`,
  (x) => `mv ${x}/ /tmp/forge-47/moved`,
  (x) => `rm -rf ./${x}`,
];

/** Operations whose reach depends on a source's content or on what exists. */
const CONTENT: ((x: string) => string)[] = [
  (x) => `cp -r /tmp/forge-47/src/. ${x}/`,
  (x) => `cp -a /tmp/forge-47/src ${x}`,
  (x) => `rsync -a /tmp/forge-47/src/ ${x}/`,
  (x) => `tar -xzf /tmp/forge-47/a.tgz -C ${x}`,
  (x) => `unzip -o /tmp/forge-47/a.zip -d ${x}`,
  (x) => `find ${x} -name '*.yml' -exec sed -i s/a/b/ {} +`,
  (x) => `find ${x} -type f -exec chmod 644 {} +`,
  (x) => `git rm -r --cached ${x}`,
  (x) => `npx prettier --write ${x}`,
];

function leaseWith(glob: string): Lease {
  return parseLease(
    JSON.stringify({
      version: 1,
      id: "meta",
      worktree: W,
      write_roots: [".", "/tmp/forge-47"],
      protect: [".git", ".github/workflows/**", glob],
    }),
    { source: "meta", baseDir: "/", home: HOME },
  );
}

const contexts = new Map<string, ReturnType<typeof engineContext>>();
function decideIn(glob: string, command: string): Decision {
  let ctx = contexts.get(glob);
  if (!ctx) {
    ctx = engineContext({ lease: leaseWith(glob) });
    contexts.set(glob, ctx);
  }
  const r = decide(
    { tool: "Bash", input: { command }, cwd: W, session: null, transcriptPath: null, format: "claude" },
    ctx,
  );
  return r.kind === "final" ? r.verdict.decision : "escalate";
}

/** The directories above a relative path, up to (not including) the worktree root. */
function parents(rel: string): string[] {
  const out: string[] = [];
  for (let d = posix.dirname(rel); d !== "." && d !== "/"; d = posix.dirname(d)) out.push(d);
  return out;
}

describe("metamorphic: an operation on a parent is at least as strict as on its protected child", () => {
  const protectedArbAll = fc.oneof(protectedArb, pick(FIXED));

  /**
   * Each operation on a protected path and on one of its parents, under a lease that protects the
   * drawn glob: the pairs `worse` (child, parent) flags.
   */
  function compare(
    ops: ((x: string) => string)[],
    seed: number,
    worse: (child: Decision, parent: Decision) => boolean,
  ): { found: string[]; checked: number } {
    const found: string[] = [];
    let checked = 0;
    for (const [p, op, k] of fc.sample(fc.tuple(protectedArbAll, pick(ops), fc.nat()), {
      seed,
      numRuns: 600,
    })) {
      const ups = parents(p.child);
      if (ups.length === 0) continue;
      const parent = ups[k % ups.length]!;
      const child = decideIn(p.glob, op(p.child));
      const up = decideIn(p.glob, op(parent));
      checked++;
      if (worse(child, up)) found.push(`${child}→${up} [${p.glob}]: ${op(p.child)}  ⟶  ${op(parent)}`);
    }
    return { found, checked };
  }

  it("for deletes, moves and recursive chmod/chown, over random protect globs", () => {
    // The child is protected: the operation on it never passes, and on a parent never passes more.
    const { found, checked } = compare(CERTAIN, SEED + 2, (c, u) => c === "allow" || RANK[u] > RANK[c]);
    expect(checked).toBeGreaterThan(400);
    expect(found.slice(0, 40)).toEqual([]);
  });

  it("for copies and extractions into a parent and find's matches below it, never allowed where the child is not", () => {
    const { found, checked } = compare(CONTENT, SEED + 3, (c, u) => c !== "allow" && u === "allow");
    expect(checked).toBeGreaterThan(400);
    expect(found.slice(0, 40)).toEqual([]);
  });

  it("a directory that holds no protected path is not held back by the rule", () => {
    // Siblings of the protected paths, and build output: what the rule must not catch.
    const free = [
      "build",
      "dist",
      "docs/public",
      ".github/ISSUE_TEMPLATE",
      "src/generated",
      "node_modules/.cache",
    ];
    const stuck = free
      .flatMap((d) => CERTAIN.map((op) => op(d)))
      .filter((c) => decideIn("infra/**/prod.*", c) === "block");
    expect(stuck).toEqual([]);
  });
});
