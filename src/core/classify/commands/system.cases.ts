import type { CaseTable } from "./registry.js";

/** What `system.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "apt list --installed",
    "brew list",
    "apt-cache policy git",
    "dpkg -l",
    "brew list --versions",
    "systemctl status nginx --no-pager",
    "crontab -l",
    "nvm use 18",
    "code --diff a b",
  ],
  block: ["crontab -r"],
  grey: [
    "apt-get install -y jq",
    "brew install jq",
    "open README.md",
    "mount /dev/sdb1 /mnt",
    "systemctl disable sshd",
    "apt list --frob",
    "apt-cache --frob policy git",
    "dpkg -l --admindir=/tmp/x",
    "brew list --frob",
    "systemctl -H evil.example status nginx",
    "systemctl status nginx --frob",
    "crontab -l -u root",
    "nvm ls --frob",
    "code --frob a",
  ],
};
