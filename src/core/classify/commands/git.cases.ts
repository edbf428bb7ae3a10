import type { CaseTable } from "./registry.js";

/** What `git.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "git status",
    "git log --oneline -20",
    "git diff --stat",
    "git add -A",
    "git commit -m wip",
    "git push origin feature",
    "git clean -n",
    "git -C sub status",
    "git shortlog -sn",
  ],
  block: [
    "git clean -xdf",
    "git clean -dfx",
    "git push 2>/dev/null --force origin main",
    "git reset --hard",
    "git switch -f main",
    "git switch --discard-changes main",
    "git diff --output /tmp/x",
    "git -ccore.pager='sh -c id' log",
    "git checkout -f",
    "git --work-tree=/ checkout .",
  ],
  grey: [
    "git status --frobnicate",
    "git frobnicate",
    "git log --ext-diff",
    "git checkout -B main origin/main",
    "git push origin main",
    "git rebase -i HEAD~3",
  ],
};
