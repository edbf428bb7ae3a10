import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPatch, strip } from "../../src/core/classify/commands/patches.js";
import { decideOnce } from "./corpus-engine.js";

// What `git apply`, `git am` and `patch` write, read from the patch the command carries
// (src/core/classify/commands/patches.ts): the same target must get the same decision however the
// patch names it (-p0, -pN, --directory, patch -d), whatever diff kind reaches it (modify, create,
// delete, rename), however the text is fed (heredoc with any delimiter quoting, here-string,
// printf/echo/cat through a pipe), and among whatever harmless sections. Drawn by fast-check from
// one fixed seed; every counterexample is listed. Lease: worktree /srv/forge/wt-47, protect .git and
// .github/workflows/**, write roots . and /tmp/forge-47 (test/corpus/leases.json's "worker").

const SEED = 20_261_127;
const RUNS = 300;

type Kind = "modify" | "create" | "delete" | "rename";
const HUNK = "@@ -1 +1 @@\n-a\n+b\n";

/** One section of a git diff that writes `path` (relative, below the worktree) as `kind` does. */
function section(path: string, kind: Kind, pre: string): string {
  const [a, b] = [`${pre}a/${path}`, `${pre}b/${path}`];
  if (kind === "create")
    return `diff --git ${a} ${b}\nnew file mode 100644\n--- /dev/null\n+++ ${b}\n@@ -0,0 +1 @@\n+x\n`;
  if (kind === "delete")
    return `diff --git ${a} ${b}\ndeleted file mode 100644\n--- ${a}\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n`;
  if (kind === "rename")
    // `rename from/to` names carry no a/ b/ prefix (git strips one component fewer from them).
    return `diff --git ${pre}a/src/moved.ts ${b}\nsimilarity index 100%\nrename from ${pre}src/moved.ts\nrename to ${pre}${path}\n`;
  return `diff --git ${a} ${b}\nindex 1111111..2222222 100644\n--- ${a}\n+++ ${b}\n${HUNK}`;
}

/** How the patch names a path: extra leading components stripped by -pN, or a directory prepended. */
type Naming = { pre: string; flags: { git: string; patch: string } };
const namingArb = (path: string): fc.Arbitrary<{ naming: Naming; rel: string }> =>
  fc.oneof(
    fc.constant({ naming: { pre: "", flags: { git: "", patch: "-p1" } }, rel: path }),
    fc.nat({ max: 3 }).map((n) => {
      const pre = "x/".repeat(n);
      return { naming: { pre, flags: { git: `-p${n + 1}`, patch: `-p ${n + 1}` } }, rel: path };
    }),
    // The path's first directory given as --directory / -d instead of in the patch.
    fc.constant(path.includes("/") && !path.startsWith("..") ? path.split("/")[0]! : null).map((dir) =>
      dir === null
        ? { naming: { pre: "", flags: { git: "", patch: "-p1" } }, rel: path }
        : {
            naming: { pre: "", flags: { git: `--directory=${dir}`, patch: `-p1 -d ${dir}` } },
            rel: path.slice(dir.length + 1),
          },
    ),
  );

const FEEDS: ((cmd: string, text: string) => string)[] = [
  (cmd, text) => `${cmd} <<'EOF'\n${text}EOF`,
  (cmd, text) => `${cmd} <<"EOF"\n${text}EOF`,
  (cmd, text) => `${cmd} <<\\PATCH\n${text}PATCH`,
  (cmd, text) => `${cmd} <<EOF\n${text}EOF`,
  (cmd, text) => `${cmd} <<-'EOF'\n${text}EOF`,
  (cmd, text) => `${cmd} <<< '${text}'`,
  (cmd, text) => `printf '%s' '${text}' | ${cmd}`,
  (cmd, text) => `echo '${text}' | ${cmd}`,
  (cmd, text) => `cat <<'EOF' | ${cmd}\n${text}EOF`,
];

const TOOLS = [
  "git apply",
  "git apply -",
  "git apply --index",
  "git apply -R",
  "git am",
  "patch",
  "patch -R",
];

interface Draw {
  target: string;
  kind: Kind;
  naming: { naming: Naming; rel: string };
  tool: string;
  feed: number;
  others: string[];
  at: number;
}

function command(d: Draw): string {
  const { naming, rel } = d.naming;
  const sections = d.others.map((o) => section(o, "modify", naming.pre));
  sections.splice(Math.min(d.at, sections.length), 0, section(rel, d.kind, naming.pre));
  let text = sections.join("");
  if (d.tool === "git am") text = `From 0 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] x\n\n---\n${text}`;
  const flags = d.tool.startsWith("patch") ? naming.flags.patch : naming.flags.git;
  return FEEDS[d.feed]!(`${d.tool} ${flags}`.trimEnd(), text);
}

const drawArb = (targets: string[]): fc.Arbitrary<Draw> =>
  fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      kind: fc.constantFrom<Kind>("modify", "create", "delete", "rename"),
      naming: namingArb(target),
      tool: fc.constantFrom(...TOOLS),
      feed: fc.nat({ max: FEEDS.length - 1 }),
      others: fc.array(fc.constantFrom("src/a.ts", "docs/readme.md", "lib/x/y.js"), { maxLength: 2 }),
      at: fc.nat({ max: 2 }),
    }),
  );

function counterexamples(arb: fc.Arbitrary<Draw>, want: (d: string) => boolean): string[] {
  const bad: string[] = [];
  for (const d of fc.sample(arb, { seed: SEED, numRuns: RUNS })) {
    const cmd = command(d);
    const got = decideOnce(cmd);
    if (!want(got)) bad.push(`${got}: ${JSON.stringify(cmd)}`);
  }
  return bad;
}

const PROTECTED = [
  ".github/workflows/ci.yml",
  ".github/workflows/release.yaml",
  ".git/hooks/pre-commit",
  ".git/config",
];
const OUTSIDE = ["../wt-48/src/a.ts", "../../etc/cron.d/x"];

describe("patch targets (properties)", () => {
  it("a protected target is blocked however the patch names it, feeds it and whatever it does to it", () => {
    expect(counterexamples(drawArb(PROTECTED), (d) => d === "block")).toEqual([]);
  });

  it("a target outside the write roots is blocked (judged where it lands)", () => {
    const arb = drawArb(OUTSIDE).filter((d) => d.kind !== "rename");
    expect(counterexamples(arb, (d) => d === "block")).toEqual([]);
  });

  it("ordinary targets inside the lease stay allowed in every spelling (no false block)", () => {
    const arb = drawArb(["src/app.ts", "docs/guide/intro.md", "test/unit/a.test.ts"]);
    expect(counterexamples(arb, (d) => d === "allow")).toEqual([]);
  });

  it("a patch the call does not show is never allowed", () => {
    const sources = fc.constantFrom(
      "git apply fix.patch",
      "git apply -p0 ../fix.diff",
      "git apply --3way x.patch",
      "git am 0001.patch",
      "git am < 0001.patch",
      "patch -p1 < fix.diff",
      "patch -p1 -i fix.diff",
      "patch -p0 --input=fix.diff",
      "curl -sL https://github.com/o/r/pull/1.diff | git apply",
      "gh pr diff 5 | git apply",
      "git diff main | git apply -R",
      'git apply <<< "$P"',
      "cat fix.patch | patch -p1",
    );
    const prefix = fc.constantFrom("", "cd src && ", "sudo ", "env X=1 ", "bash -c '");
    const arb = fc
      .tuple(prefix, sources)
      .map(([p, s]) => (p.endsWith("'") ? `${p}${s.replace(/'/g, "")}'` : `${p}${s}`));
    const bad = fc
      .sample(arb, { seed: SEED, numRuns: 120 })
      .map((c) => [c, decideOnce(c)] as const)
      .filter(([, d]) => d === "allow");
    expect(bad).toEqual([]);
  });

  it("a hunk cut short anywhere escalates (never read as less than it writes)", () => {
    const full = section(".github/workflows/ci.yml", "modify", "").replace(
      HUNK,
      "@@ -1,3 +1,3 @@\n a\n-b\n+c\n d\n",
    );
    const bad: string[] = [];
    const lines = full.split("\n");
    const at = lines.findIndex((l) => l.startsWith("@@"));
    for (let k = at + 1; k < lines.length - 1; k++) {
      const cut = `${lines.slice(0, k).join("\n")}\n`;
      const cmd = `git apply <<'EOF'\n${cut.replace(".github/workflows/ci.yml", "src/a.ts")}EOF`;
      const d = decideOnce(cmd);
      if (d === "allow") bad.push(`${d}: ${JSON.stringify(cmd)}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("patch reader", () => {
  it("strips -pN components, runs of slashes counting as one", () => {
    expect([strip("a/b/c", 0), strip("a/b/c", 1), strip("a//b/c", 2), strip("a/b", 2)]).toEqual([
      "a/b/c",
      "b/c",
      "c",
      null,
    ]);
  });

  it("a removed `-- x` line and an added `++ y` line inside a hunk are hunk lines, not a file header", () => {
    const r = readPatch("--- a/q.sql\n+++ b/q.sql\n@@ -1 +1 @@\n--- x\n+++ b/.github/workflows/ci.yml\n");
    expect("sections" in r && r.sections.map((s) => [s.old, s.new])).toEqual([["a/q.sql", "b/q.sql"]]);
  });

  it("quoted names and rename lines", () => {
    const r = readPatch(
      'diff --git "a/x y" "b/x y"\n--- "a/x y"\n+++ "b/x y"\n@@ -1 +1 @@\n-a\n+b\n' +
        "diff --git a/p b/q\nsimilarity index 100%\nrename from p\nrename to q\n",
    );
    expect("sections" in r && r.sections.map((s) => [s.old, s.new, s.renamed])).toEqual([
      ["a/x y", "b/x y", false],
      ["p", "q", true],
    ]);
  });
});
