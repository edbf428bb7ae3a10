import type { CaseTable } from "./registry.js";

/** What `files.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "rm -rf build",
    "rm -f -- -weird",
    "cp -r src/a src/b",
    "mv a.ts b.ts",
    "mkdir -p src/x",
    "touch a.txt",
    "chmod +x scripts/a.sh",
    "chmod -x scripts/a.sh",
    "tee out.log",
    "ln -s a.ts b.ts",
  ],
  block: [
    "rm -rf /",
    "rm -rf 2>/dev/null /etc",
    "chmod 2>/dev/null -R 777 /",
    "cp --target-directory=/etc a",
    "cp -t/etc a",
    "mv a /etc/b",
    "rm -fr ~",
    "tee /etc/hosts",
    "dd if=x of=/dev/sda",
  ],
  grey: [
    "rm --frobnicate x",
    "cp --frobnicate a b",
    "mkdir --frobnicate x",
    "rm $X",
    "dd if=/home/dev/.ssh/id_rsa",
  ],
};
