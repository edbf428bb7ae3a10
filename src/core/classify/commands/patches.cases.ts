import type { CaseTable } from "./registry.js";

/** A unified diff of one file, as `git diff` writes it (from `a/old`, to `b/new`). */
const diff = (old: string, now = old, body = "@@ -1 +1 @@\n-a\n+b\n") =>
  `diff --git a/${old} b/${now}\n--- a/${old}\n+++ b/${now}\n${body}`;
/** The same, as `diff -u` writes it (no git header, timestamps after a tab). */
const plain = (old: string, now = old) =>
  `--- ${old}\t2026-01-01 00:00:00\n+++ ${now}\t2026-01-01 00:00:01\n@@ -1 +1 @@\n-a\n+b\n`;
const heredoc = (cmd: string, text: string, delim = "'EOF'") =>
  `${cmd} <<${delim}\n${text}${delim.replace(/['"]/g, "")}`;

/** Spellings that apply a patch from the command's own text: each is allowed on an ordinary file and blocked on a protected one. */
const SPELLINGS: [string, (path: string) => string][] = [
  ["git apply", diff],
  ["git apply -", diff],
  ["git apply -p1", diff],
  ["git apply -R", diff],
  ["git apply --index", diff],
  ["git apply --cached", diff],
  ["git apply --reject", diff],
  ["git apply -p0", plain],
  ["patch -p1", diff],
  ["patch -p0", plain],
  ["patch --strip=1", diff],
  ["patch", plain],
  ["patch -R -p1", diff],
];
const spelled = (path: string) => SPELLINGS.map(([cmd, make]) => heredoc(cmd, make(path)));

/** What `patches.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    ...spelled("src/app.ts"),
    heredoc("git apply --directory=pkg", diff("src/app.ts")),
    heredoc("patch -p1 -d pkg", diff("src/app.ts")),
    heredoc("patch --dry-run -p1", diff(".github/workflows/ci.yml")),
    heredoc(
      "git am",
      `From 1 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] x\n\n---\n src/a.ts | 2 +-\n\n${diff("src/a.ts")}`,
    ),
    `git apply <<< '${diff("src/app.ts")}'`,
    `printf '%s' '${diff("src/app.ts")}' | git apply`,
    heredoc(
      "git apply",
      diff(
        "src/old.ts",
        "src/new.ts",
        "similarity index 90%\nrename from src/old.ts\nrename to src/new.ts\n",
      ),
    ),
    heredoc(
      "git apply",
      "diff --git a/docs/x.md b/docs/x.md\nnew file mode 100644\n--- /dev/null\n+++ b/docs/x.md\n@@ -0,0 +1,2 @@\n+# x\n+y\n",
    ),
    heredoc(
      "git apply",
      "diff --git a/old.txt b/old.txt\ndeleted file mode 100644\n--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n",
    ),
    heredoc("git apply", "diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\n"),
    // A removed SQL comment (`-- x`) inside a hunk is a hunk line, not a file header.
    heredoc("git apply", diff("db/q.sql", "db/q.sql", "@@ -1 +1 @@\n--- x\n+++ .github/workflows/ci.yml\n")),
    "git apply --check fix.patch",
    "git apply --stat fix.patch",
    "git apply --numstat --summary fix.patch",
    "git am --abort",
    "git am --show-current-patch",
    "patch --dry-run -p1 < fix.diff",
  ],
  block: [
    // backups named with a prefix land below it (redteam3)
    "patch -b -B /srv/forge/main/ -p1 <<'EOF'\n--- a/src/app.js\n+++ b/src/app.js\n@@ -1 +1,2 @@\n a\n+b\nEOF",
    "patch -b -Y .git/hooks/ -p1 <<'EOF'\n--- a/src/app.js\n+++ b/src/app.js\n@@ -1 +1,2 @@\n a\n+b\nEOF",
    ...spelled(".github/workflows/ci.yml"),
    heredoc("git apply -p2", diff("x/.github/workflows/ci.yml")),
    heredoc("git apply --directory=.github", diff("workflows/ci.yml")),
    // git reads the names from the repository's top wherever it runs: a `cd` does not move them.
    heredoc("cd .github && git apply", diff(".github/workflows/ci.yml")),
    heredoc(
      "cd src && git am",
      `From 1 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] x\n\n---\n\n${diff(".github/workflows/ci.yml")}`,
    ),
    heredoc("git apply --unsafe-paths", diff("../wt-48/src/a.ts")),
    heredoc("git apply --unsafe-paths -p0", plain("/etc/profile")),
    heredoc("git apply", diff(".git/hooks/pre-commit")),
    heredoc(
      "git apply",
      diff(
        "src/a.ts",
        ".github/workflows/ci.yml",
        "similarity index 90%\nrename from src/a.ts\nrename to .github/workflows/ci.yml\n",
      ),
    ),
    heredoc(
      "git apply",
      "diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\ndeleted file mode 100644\n--- a/.github/workflows/ci.yml\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n",
    ),
    heredoc("git apply", `${diff("src/a.ts")}${diff(".github/workflows/ci.yml")}`),
    heredoc("git apply", diff(".github/workflows/ci.yml"), "EOF"),
    heredoc("git apply", diff(".github/workflows/ci.yml"), '"EOF"'),
    heredoc("git -C sub apply --directory=..", diff(".github/workflows/ci.yml")),
    heredoc("git am", `Subject: [PATCH] x\n\n---\n${diff(".github/workflows/ci.yml")}`),
    heredoc("patch -p1 -d .github", diff("workflows/ci.yml")),
    heredoc("patch -p1 -d /srv/forge/wt-48", diff("src/a.ts")),
    `git apply <<< '${diff(".github/workflows/ci.yml")}'`,
    `printf '%s' '${diff(".github/workflows/ci.yml")}' | git apply`,
    `echo '${diff(".github/workflows/ci.yml")}' | patch -p1`,
    "patch .github/workflows/ci.yml < fix.diff",
    // A timestamp after a space: git drops it, GNU patch stops at the blank.
    heredoc(
      "git apply",
      "--- a/.github/workflows/ci.yml 2026-01-01 00:00:00\n+++ b/.github/workflows/ci.yml 2026-01-01\n@@ -1 +1 @@\n-a\n+b\n",
    ),
    // GNU patch may patch the file an `Index:` line names.
    heredoc(
      "patch -p0",
      "Index: .github/workflows/ci.yml\n--- nothing.yml\n+++ nothing.yml\n@@ -1 +1 @@\n-a\n+b\n",
    ),
    // A binary section ends; a traditional diff after it is read.
    heredoc(
      "git apply",
      "diff --git a/img.png b/img.png\nGIT binary patch\nliteral 1\nIcmZo*\n\n--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -1 +1 @@\n-a\n+b\n",
    ),
  ],
  grey: [
    "git apply fix.patch",
    "git apply --index fix.patch",
    "git apply -R fix.patch",
    "git apply --check --apply fix.patch",
    "git apply",
    "git am 0001-fix.patch",
    "git am < 0001-fix.patch",
    "patch -p1 < fix.diff",
    "patch -p1 -i fix.diff",
    "curl -s https://github.com/o/r/pull/1.diff | git apply",
    "cat fix.patch | git apply",
    heredoc("git apply", "this is not a patch\n"),
    heredoc("git apply", "--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,3 +1,3 @@\n-a\n+b\n"),
    heredoc("git apply", "@@ -1 +1 @@\n-a\n+b\n"),
    heredoc("patch", "*** a/src/a.ts\n--- b/src/a.ts\n***************\n*** 1 ****\n! a\n--- 1 ----\n! b\n"),
    heredoc("patch", "1c1\n< a\n---\n> b\n"),
    heredoc("git apply -p3", diff("src/a.ts")),
    heredoc("git apply", diff("src/$X.ts"), "EOF"),
    heredoc("git apply", diff("src/a.ts", "src/a.ts", "@@ -1 +1 @@\n-a\n+$(id)\n"), "EOF"),
    heredoc("patch -e", diff("src/a.ts")),
    // A lone header line (`+++` before `---`): GNU patch reads either order.
    heredoc(
      "patch -p1",
      "+++ b/.github/workflows/ci.yml\n--- a/.github/workflows/ci.yml\n@@ -1 +1 @@\n-a\n+b\n",
    ),
    `git apply <<< "$PATCH"`,
  ],
};
