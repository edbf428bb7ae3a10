import type { CaseTable } from "./registry.js";

/** What `databases.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [],
  block: ["psql -c 'DROP DATABASE prod'", "redis-cli flushall"],
  grey: [
    "psql -c 'select 1'",
    "sqlite3 db.sqlite .tables",
    "psql --frob",
    "sqlite3 -cmd '.tables' db.sqlite",
  ],
};
