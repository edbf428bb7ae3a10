import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fgJson, makeTree, type Tree } from "./fixture.js";

// One path at a time, each judged by a single run (so a failing case names itself), each expectation
// labelled from the docs before the suite was first run. `null` = no violation (exit 0).

let t: Tree;
beforeAll(() => {
  t = makeTree();
  // A second root whose name holds glob metacharacters, a root named in NFC, a HOME root for `~`.
  mkdirSync(join(t.w, "r[1]*?"), { recursive: true });
  mkdirSync(join(t.w, "r1"), { recursive: true });
  mkdirSync(join(t.w, "caf\u00e9"), { recursive: true });
  mkdirSync(join(t.base, "home", ".ssh"), { recursive: true });
  mkdirSync(join(t.wt, "secrets", "a"), { recursive: true });
  writeFileSync(join(t.wt, "secrets", "a", "k"), "k");
  symlinkSync("secrets", join(t.wt, "seclink"));
});

interface Case {
  name: string;
  /** The path, with @W standing for B/w, @WT for B/w/wt, @WT2, @OUT for B/w/out, @BASE for B. */
  path: string;
  want: string | null;
  cwd?: "wt" | "w" | "base" | "rl" | "linkout";
  args?: string[];
  /** A real failure of the product: why, expected vs actual. */
  fails?: string;
}

function expand(s: string): string {
  return s
    .replaceAll("@WT2", t.wt2)
    .replaceAll("@WT", t.wt)
    .replaceAll("@OUT", t.out)
    .replaceAll("@BASE", t.base)
    .replaceAll("@W", t.w);
}

function judge(c: Case): void {
  const cwd = { w: t.w, base: t.base, rl: t.rl, linkout: join(t.wt, "linkout"), wt: t.wt }[c.cwd ?? "wt"];
  const args = (c.args ?? ["--root", t.wt]).map(expand);
  const path = expand(c.path);
  const { status, doc, stderr } = fgJson([...args, "--cwd", cwd, "--", path], {
    env: { HOME: join(t.base, "home") },
  });
  const got = doc.violations.map((v) => v.reason);
  expect({ status, reasons: got, checked: doc.checked }, stderr).toEqual({
    status: c.want === null ? 0 : 1,
    reasons: c.want === null ? [] : [c.want],
    checked: 1,
  });
  expect(doc.verdict).toBe(c.want === null ? "pass" : "refused");
  expect(doc.schema_version).toBe(1);
}

function table(title: string, cases: Case[]): void {
  describe(title, () => {
    for (const c of cases)
      (c.fails ? it.fails : it)(
        `${c.name}: ${JSON.stringify(c.path.length > 60 ? `${c.path.slice(0, 60)}…` : c.path)} -> ${c.want ?? "pass"}`,
        () => judge(c),
      );
  });
}

// docs/violations.md: "Lexically normalised (`.`, `..`, duplicate and trailing separators), then compared
// by whole path segments: `/a/wt2/x` is not inside `/a/wt`." Relative paths resolve against --cwd.
table("spellings of a path (lexical normalisation, whole segments)", [
  { name: "plain relative file", path: "a/b", want: null },
  { name: "double slash", path: "a//b", want: null },
  { name: "leading ./", path: "./a", want: null },
  { name: "inner /./", path: "a/./b", want: null },
  { name: "trailing slash", path: "a/b/", want: null },
  { name: "trailing .. back to a dir inside", path: "a/b/..", want: null },
  { name: "../wt/x from inside", path: "../wt/x", want: null },
  { name: "../wt2/x from inside: the sibling", path: "../wt2/x", want: "outside_write_roots" },
  { name: "../wt from inside: the root itself", path: "..//wt/", want: null },
  { name: "absolute inside", path: "@WT/a/b", want: null },
  { name: "absolute with // and /./", path: "@W//wt/./a//b/", want: null },
  { name: "relative from the parent via --cwd", path: "wt/a", want: null, cwd: "w" },
  { name: "the root exactly", path: "@WT", want: null },
  { name: "the root with trailing slashes", path: "@WT///", want: null },
  { name: "the root as . with --cwd root", path: ".", want: null },
  { name: "the root's parent", path: "@W/", want: "outside_write_roots" },
  { name: "the root's parent as ..", path: "..", want: "outside_write_roots" },
  { name: "sibling sharing the prefix", path: "@WT2/x", want: "outside_write_roots" },
  { name: "sibling sharing the prefix, exactly", path: "@WT2", want: "outside_write_roots" },
  { name: "root name plus suffix, nonexistent", path: "@W/wtx/y", want: "outside_write_roots" },
  { name: "/ itself", path: "/", want: "outside_write_roots" },
  { name: "// itself", path: "//", want: "outside_write_roots" },
  { name: "/etc/passwd", path: "/etc/passwd", want: "outside_write_roots" },
  { name: "climbing out with .. lexically", path: "a/../../out/f", want: "outside_write_roots" },
  { name: "climbing above / stays at /", path: "/../../../etc", want: "outside_write_roots" },
  { name: "climbing above / then into the root", path: `/../../..@WT/q`, want: null },
  { name: "--root with trailing slash", path: "a", want: null, args: ["--root", "@WT/"] },
  { name: "--root spelled with ./ and //", path: "a", want: null, args: ["--root", "@W//./wt"] },
  { name: "leading dash name (after --)", path: "-rf", want: null },
  { name: "leading dash name, absolute outside", path: "@OUT/-rf", want: "outside_write_roots" },
  { name: "newline in a name inside", path: "a\nb", want: null },
  { name: "newline in a name outside", path: "@OUT/a\nb", want: "outside_write_roots" },
  { name: "tab, quote, backslash inside", path: 'a\tb"c\\d', want: null },
  { name: "backslash is not a separator: ..\\..", path: "..\\..\\etc", want: null },
  { name: "a name that is ... is not ..", path: ".../x", want: null },
  { name: "unicode name inside", path: "ü/日本/😀", want: null },
  { name: "~ in a changed path is a name, not HOME", path: "~/x", want: null },
  { name: "$HOME in a changed path is a name", path: "$HOME/.bashrc", want: null },
  { name: "a glob in a changed path is a name", path: "*/../../out/f", want: "outside_write_roots" },
  {
    name: "over 4096 bytes, nothing existing below the root",
    path: `${"abcdefgh/".repeat(600)}z`,
    want: null,
  },
  { name: "over 4096 bytes outside", path: `@OUT/${"abcdefgh/".repeat(600)}z`, want: "outside_write_roots" },
  // Labelled `pass` first; judged again: a name over NAME_MAX (255 bytes) cannot be examined (lstat
  // says ENAMETOOLONG), and "a path that cannot be examined ... inside a root is reported as
  // unresolvable: the check fails closed". The label was wrong, not the product.
  { name: "a single 300-byte segment inside", path: `${"n".repeat(300)}/x`, want: "unresolvable" },
  { name: "1000 segments inside", path: `${"a/".repeat(1000)}z`, want: null },
  { name: "1000 ./ segments inside", path: `${"./".repeat(1000)}z`, want: null },
  {
    name: "1000 segments then 1000 .. then out",
    path: `${"a/".repeat(1000)}${"../".repeat(1001)}out/f`,
    want: "outside_write_roots",
  },
  {
    name: "1000 segments then 1000 .. back in",
    path: `${"a/".repeat(1000)}${"../".repeat(1000)}f2`,
    want: null,
  },
]);

// docs/violations.md: "Symlink-aware. Write roots are canonicalised with the native realpath; every
// changed path is resolved through its deepest existing ancestor, following symlinks the way the kernel
// would. A path that is inside a root by name but really lands outside (an in-root link to /etc,
// wt/link/.., a dangling link pointing out) is reported with reason symlink_escape." "A path that cannot
// be examined (permission denied, a symlink loop) inside a root is reported as unresolvable." "A spelling
// with .. is judged as written (wt/link/../x goes wherever link leads)".
table("symlinks", [
  { name: "dir link out, a file below", path: "linkout/new", want: "symlink_escape" },
  { name: "dir link out, existing file below", path: "linkout/f", want: "symlink_escape" },
  { name: "dir link out, deep nonexistent", path: "linkout/a/b/c", want: "symlink_escape" },
  { name: "dir link out, the link as leaf", path: "linkout", want: "symlink_escape" },
  { name: "dir link out, trailing slash", path: "linkout/", want: "symlink_escape" },
  { name: "file link out as leaf", path: "linkfile", want: "symlink_escape" },
  { name: "chain out", path: "c1/new", want: "symlink_escape" },
  { name: "chain out, leaf", path: "c1", want: "symlink_escape" },
  { name: "loop", path: "loop1/x", want: "unresolvable" },
  { name: "loop, leaf", path: "loop1", want: "unresolvable" },
  { name: "dangling link pointing out", path: "dang", want: "symlink_escape" },
  { name: "dangling link pointing in", path: "dangin", want: null },
  { name: "link to .git", path: "gl/config", want: "protected" },
  { name: "link to .git, new hook", path: "gl/hooks/pre-commit", want: "protected" },
  { name: "link's .. goes elsewhere than the text says", path: "updown/../f", want: "symlink_escape" },
  { name: "link's .. as the leaf", path: "updown/..", want: "symlink_escape" },
  { name: "text says outside, link's .. lands inside", path: "inlink/../../x", want: null },
  { name: "same, absolute", path: "@WT/inlink/../../sub/z", want: null },
  { name: "link in the middle, inside", path: "mid/deep/new", want: null },
  { name: "link in the middle then a link out", path: "mid/../linkout/z", want: "symlink_escape" },
  { name: "leaf link inside", path: "leafin", want: null },
  { name: "a missing directory, .., then a link out", path: "nope/../linkout/z", want: "symlink_escape" },
  { name: "a missing directory, .., then .git", path: "nope/../.git/config", want: "protected" },
  { name: "root reached through a link (B/w/rl -> wt)", path: "@W/rl/new", want: null },
  { name: "root reached through a link, .git below", path: "@W/rl/.git/config", want: "protected" },
  { name: "a link outside leading into the root", path: "@OUT/toroot/new", want: null },
  {
    name: "a root that is itself a link: path by the real name",
    path: "@WT/new",
    want: null,
    args: ["--root", "@W/rl"],
  },
  {
    name: "a root that is itself a link: path by the link",
    path: "@W/rl/new",
    want: null,
    args: ["--root", "@W/rl"],
  },
  {
    name: "a root that is itself a link: out through linkout",
    path: "@W/rl/linkout/z",
    want: "symlink_escape",
    args: ["--root", "@W/rl"],
  },
  {
    name: "a root that is itself a link: .git",
    path: "@WT/.git/config",
    want: "protected",
    args: ["--root", "@W/rl"],
  },
  {
    name: "a root that is itself a link: the sibling",
    path: "@WT2/x",
    want: "outside_write_roots",
    args: ["--root", "@W/rl"],
  },
  {
    name: "root's parent reached by .. through the root link",
    path: "@W/rl/../out/f",
    want: "outside_write_roots",
  },
]);

// docs/lease.md: ".git inside every write root is always protected"; "protect globs (picomatch, dot
// files included) are matched below each write root, or against the absolute path when they start with
// / or ~/; a protected directory protects everything in it." "~ expands to the home directory".
// docs/violations.md: "Comparison is case-insensitive and Unicode-NFC only where the filesystem is
// (macOS, Windows); --path-case overrides the platform default."
const ins = ["--path-case", "insensitive"];
table("protected paths and globs", [
  { name: ".git itself", path: ".git", want: "protected" },
  { name: ".git/config", path: ".git/config", want: "protected" },
  { name: ".git/ new hook", path: ".git/hooks/post-checkout", want: "protected" },
  {
    name: ".git of a second root",
    path: "@WT2/.git/HEAD",
    want: "protected",
    args: ["--root", "@WT", "--root", "@WT2"],
  },
  { name: ".git spelled ./.git//config", path: "./.git//config", want: "protected" },
  { name: ".git via x/../.git", path: "sub/../.git/config", want: "protected" },
  { name: ".gitignore is not .git", path: ".gitignore", want: null },
  { name: ".git2 is not .git", path: ".git2/x", want: null },
  {
    name: ".GIT is another name when case-sensitive",
    path: ".GIT/config",
    want: null,
    args: ["--root", "@WT", "--path-case", "sensitive"],
  },
  ...(process.platform === "linux"
    ? [
        {
          name: ".GIT with --path-case auto on Linux is another name",
          path: ".GIT/config",
          want: null,
          args: ["--root", "@WT", "--path-case", "auto"],
        },
      ]
    : []),
  { name: ".GIT insensitive", path: ".GIT/config", want: "protected", args: ["--root", "@WT", ...ins] },
  {
    name: ".Git/HOOKS insensitive",
    path: ".Git/HOOKS/pre-push",
    want: "protected",
    args: ["--root", "@WT", ...ins],
  },
  {
    name: "a protected negation does not unprotect .git",
    path: ".git/config",
    want: "protected",
    args: ["--root", "@WT", "--protect", "!.git/**"],
  },
  {
    name: "** protects everything in the root",
    path: "a/b/c",
    want: "protected",
    args: ["--root", "@WT", "--protect", "**"],
  },
  {
    name: "** does not make outside protected",
    path: "@OUT/z",
    want: "outside_write_roots",
    args: ["--root", "@WT", "--protect", "**"],
  },
  {
    name: "glob matching a directory protects inside",
    path: "secrets/a/k",
    want: "protected",
    args: ["--root", "@WT", "--protect", "secrets"],
  },
  {
    name: "glob matching a directory protects a new file deep inside",
    path: "secrets/n/e/w",
    want: "protected",
    args: ["--root", "@WT", "--protect", "secrets"],
  },
  {
    name: "a link to a protected directory",
    path: "seclink/a/k",
    want: "protected",
    args: ["--root", "@WT", "--protect", "secrets"],
  },
  {
    name: "protected dir by secrets/**",
    path: "secrets/a/k",
    want: "protected",
    args: ["--root", "@WT", "--protect", "secrets/**"],
  },
  {
    name: "secretsX is not secrets",
    path: "secretsX/k",
    want: null,
    args: ["--root", "@WT", "--protect", "secrets"],
  },
  {
    name: "workflows glob",
    path: ".github/workflows/ci.yml",
    want: "protected",
    args: ["--root", "@WT", "--protect", ".github/workflows/**"],
  },
  {
    name: "workflows glob, case-sensitive other case",
    path: ".GitHub/Workflows/ci.yml",
    want: null,
    args: ["--root", "@WT", "--protect", ".github/workflows/**", "--path-case", "sensitive"],
  },
  {
    name: "workflows glob, insensitive other case",
    path: ".GitHub/Workflows/ci.yml",
    want: "protected",
    args: ["--root", "@WT", "--protect", ".github/workflows/**", ...ins],
  },
  {
    name: "insensitive: protect glob spelled in upper case",
    path: ".github/workflows/ci.yml",
    want: "protected",
    args: ["--root", "@WT", "--protect", ".GITHUB/WORKFLOWS/**", ...ins],
  },
  {
    name: "absolute glob",
    path: "@OUT/../wt/abs/x",
    want: "protected",
    args: ["--root", "@WT", "--protect", "@WT/abs/**"],
  },
  {
    name: "~/ glob against HOME",
    path: "@BASE/home/.ssh/id",
    want: "protected",
    args: ["--root", "@BASE/home", "--protect", "~/.ssh/**"],
  },
  {
    name: "~/ glob does not protect elsewhere",
    path: "@BASE/home/ssh/id",
    want: null,
    args: ["--root", "@BASE/home", "--protect", "~/.ssh/**"],
  },
  {
    name: "a name holding * is not a glob: not protected by another name",
    path: "*",
    want: null,
    args: ["--root", "@WT", "--protect", "secret"],
  },
  {
    name: "a root named with glob metacharacters: inside",
    path: "@W/r[1]*?/x",
    want: null,
    args: ["--root", "@W/r[1]*?"],
  },
  {
    name: "a root named with glob metacharacters is not a glob",
    path: "@W/r1/x",
    want: "outside_write_roots",
    args: ["--root", "@W/r[1]*?"],
  },
  {
    name: "protect glob with a character class",
    path: "k1.pem",
    want: "protected",
    args: ["--root", "@WT", "--protect", "k[0-9].pem"],
  },
  {
    name: "protect glob, dot files included",
    path: "a/.env",
    want: "protected",
    args: ["--root", "@WT", "--protect", "**/*.env"],
  },
]);

table("case and Unicode modes (roots)", [
  {
    name: "sensitive: other case of the root is another directory",
    path: "@W/WT/x",
    want: "outside_write_roots",
    args: ["--root", "@WT", "--path-case", "sensitive"],
  },
  {
    name: "insensitive: other case of the root",
    path: "@W/WT/x",
    want: null,
    args: ["--root", "@WT", ...ins],
  },
  {
    name: "insensitive: root spelled in other case",
    path: "@WT/x",
    want: null,
    args: ["--root", "@W/Wt", ...ins],
  },
  {
    name: "insensitive: sibling sharing the prefix in other case",
    path: "@W/WT2/x",
    want: "outside_write_roots",
    args: ["--root", "@WT", ...ins],
  },
  {
    name: "insensitive: parent in other case",
    path: "@W/Wt/..",
    want: "outside_write_roots",
    args: ["--root", "@WT", ...ins],
  },
  {
    name: "sensitive: NFD spelling of an NFC root is another name",
    path: "@W/cafe\u0301/x",
    want: "outside_write_roots",
    args: ["--root", "@W/caf\u00e9", "--path-case", "sensitive"],
  },
  {
    name: "sensitive: NFC spelling of the NFC root",
    path: "@W/caf\u00e9/x",
    want: null,
    args: ["--root", "@W/caf\u00e9", "--path-case", "sensitive"],
  },
  {
    name: "insensitive: NFD spelling of an NFC root",
    path: "@W/cafe\u0301/x",
    want: null,
    args: ["--root", "@W/caf\u00e9", ...ins],
  },
  {
    name: "insensitive: upper NFD spelling of an NFC root",
    path: "@W/CAFE\u0301/x",
    want: null,
    args: ["--root", "@W/caf\u00e9", ...ins],
  },
]);

// docs/violations.md: "Write roots are canonicalised with the native realpath"; "Relative paths resolve
// against --cwd"; docs/lease.md: ".git inside every write root is always protected".
table("several roots, roots through links, --cwd through links", [
  {
    name: "two roots sharing a prefix: the second",
    path: "@WT2/x",
    want: null,
    args: ["--root", "@WT", "--root", "@WT2"],
  },
  {
    name: "two roots sharing a prefix: a third name is outside",
    path: "@W/wt22/x",
    want: "outside_write_roots",
    args: ["--root", "@WT", "--root", "@WT2"],
  },
  {
    name: "nested roots: the outer .git is still protected",
    path: "@WT/.git/config",
    want: "protected",
    args: ["--root", "@WT", "--root", "@WT/.git"],
  },
  {
    name: "nested roots: inner first, outer .git still protected",
    path: "@WT/.git/hooks/pre-commit",
    want: "protected",
    args: ["--root", "@WT/.git", "--root", "@WT"],
  },
  {
    name: "a root given through a link out: the real place is inside",
    path: "@OUT/f",
    want: null,
    args: ["--root", "@WT/linkout"],
  },
  {
    name: "a root given through a link out: the link spelling is inside",
    path: "@WT/linkout/new",
    want: null,
    args: ["--root", "@WT/linkout"],
  },
  {
    name: "a root given through a link out: the link's own directory is not",
    path: "@WT/f",
    want: "outside_write_roots",
    args: ["--root", "@WT/linkout"],
  },
  {
    name: "a root that does not exist yet, below a link",
    path: "@WT/newdir/x",
    want: null,
    args: ["--root", "@W/rl/newdir"],
  },
  {
    name: "a root that does not exist yet: its sibling is outside",
    path: "@WT/newdir2/x",
    want: "outside_write_roots",
    args: ["--root", "@W/rl/newdir"],
  },
  {
    name: "the same root twice",
    path: "@OUT/f",
    want: "outside_write_roots",
    args: ["--root", "@WT", "--root", "@WT/"],
  },
  { name: "--cwd through a link to the root", path: "x", want: null, cwd: "rl" },
  { name: "--cwd through a link to the root, .git", path: ".git/config", want: "protected", cwd: "rl" },
  {
    name: "--cwd through a link to the root, .. is the root's real parent",
    path: "../out/f",
    want: "outside_write_roots",
    cwd: "rl",
  },
  {
    name: "--cwd through a link out: a plain name lands outside",
    path: "f",
    want: "symlink_escape",
    cwd: "linkout",
  },
  {
    name: "--cwd through a link out: .. follows the link",
    path: "../f",
    want: "symlink_escape",
    cwd: "linkout",
  },
  { name: "--cwd through a link out: ../wt/x lands inside", path: "../wt/x", want: null, cwd: "linkout" },
]);
