import type { CaseTable } from "./registry.js";

/** What `readers.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "ls -la",
    "cat README.md",
    "grep -rn foo src",
    "rg -i todo src",
    "head -n 20 a.ts",
    "tail -f log.txt",
    "wc -l src/*.ts",
    "jq .name package.json",
    "echo hello",
    "env | grep NODE",
    "yq -r '.jobs' ci.yml",
  ],
  block: [],
  grey: [
    "rg --pre bash foo",
    "rg --hostname-bin x foo",
    "ls --frobnicate",
    "cat ~/.ssh/id_rsa",
    "grep -r token ~/.config",
    "echo $GITHUB_TOKEN",
    "env | grep -i token",
    "less +'!rm -rf ~' README.md",
    "rg $PATTERN",
    "yq --frob '.jobs' ci.yml",
  ],
};
