import type { CaseTable } from "./registry.js";

/** What `find.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "find . -name '*.ts'",
    "find src -type f -newer package.json",
    "find . -name '*.o' -delete",
    "fd -e ts src",
  ],
  block: ["find / -delete", "find / -ok rm {} \\;", "find . -fprint /etc/x"],
  grey: ["find . --frobnicate", 'find . -name x -exec "$CMD" {} \\;', "fd --frobnicate x", "fd -x rm"],
};
