import type { CaseTable } from "./registry.js";

/** What `builtins.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: ["cd src && ls", "export FOO=1", "source ./scripts/env.sh", "exec ls"],
  block: ["eval 'rm -rf /'", "kill -9 -1", "cd / && rm -rf etc"],
  grey: ['eval "$CMD"', 'trap "$X" EXIT', "pkill node", 'declare -n r=HOME; rm -rf "$r"'],
};
