import type { CaseTable } from "./registry.js";

/** What `system.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: ["apt list --installed", "brew list"],
  block: ["crontab -r"],
  grey: [
    "apt-get install -y jq",
    "brew install jq",
    "open README.md",
    "mount /dev/sdb1 /mnt",
    "systemctl disable sshd",
  ],
};
