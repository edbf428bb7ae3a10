import type { CaseTable } from "./registry.js";

/** What `text.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    // backup suffixes beside the file
    "sed -i.bak 's/a/b/' src/app.ts",
    "sed --in-place=.orig 's/a/b/' docs/x.md",
    "sed -n '1,20p' a.ts",
    "sed -i 's/a/b/' src/a.ts",
    "sed -i.bak 's/a/b/' src/a.ts",
    "awk '{print $1}' a.txt",
    "awk '{print > \"out.txt\"}' a.txt",
    "sort -u a.txt",
    "uniq -c a.txt",
  ],
  block: [
    // GNU sed's backup suffix: `*` is the file's name, a `/` makes it a path (redteam3)
    "sed -i'/srv/forge/main/*' s/a/b/ src/x.js",
    "sed -i'.git/hooks/*' s/x/y/ pre-commit",
    "sed --in-place='../main/*.orig' s/a/b/ README.md",
    "sed -i 's/a/b/' /etc/hosts",
    "sort -o /etc/x a.txt",
    // awk's own write destinations are judged like any write.
    "awk '{print > \"/etc/x\"}' a.txt",
    'awk \'{printf "%s\\n", $0 >> "/home/dev/.bashrc"}\' a.txt',
    "gawk -i inplace '{print}' /etc/hosts",
  ],
  grey: [
    "sed --frobnicate s/a/b/ x",
    "sed -e '1e id' x",
    "sort --compress-program=sh x",
    "awk 'BEGIN{system(\"id\")}'",
    "sort --frobnicate x",
    "awk '{print > $2}' a.txt",
    "awk '{print | \"sh\"}' a.txt",
  ],
};
