import type { CaseTable } from "./registry.js";

/** What `find.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "find . -name '*.ts'",
    "find src -type f -newer package.json",
    "find build -name '*.o' -delete",
    "find build -name '*.tmp' -exec rm -r --force {} \\;",
    "find src -name '*.ts' -exec grep -l TODO {} +",
    "find test -type f -name '*.snap' -execdir rm {} \\;",
    "find build -mindepth 1 -delete",
    "fd -e ts src",
  ],
  block: [
    "find / -delete",
    "find / -ok rm {} \\;",
    "find . -fprint /etc/x",
    "find . -delete",
    "find ~ -maxdepth 0 -exec rm -rf {} +",
    "find . -name . -exec rm -rf {} +",
    "find ~ -delete",
  ],
  grey: [
    "find . --frobnicate",
    'find . -name x -exec "$CMD" {} \\;',
    "fd --frobnicate x",
    "fd -x rm",
    // Matches below the worktree root may lie in .git or .github/workflows (protected).
    "find . -name '*.o' -delete",
    "find . -name '*.yml' -exec sed -i s/a/b/ {} +",
    "find . -type f -exec chmod 644 {} +",
    "find . -name '*.yml' | xargs sed -i s/a/b/",
    // A credential file found anywhere under HOME is printed.
    "find ~ -name 'id_*' -exec cat {} \\;",
    "find . -name '*.pem' -exec cat {} +",
  ],
};
