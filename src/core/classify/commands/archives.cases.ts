import type { CaseTable } from "./registry.js";

/** What `archives.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "tar -czf dist.tgz src",
    "tar xzf vendor.tgz -C vendor",
    "tar -tzf a.tgz",
    "gzip -k build/out.log",
    "unzip -o a.zip -d vendor",
    "zip -r out.zip src",
  ],
  block: [
    "tar -xzf a.tgz -C /etc",
    "tar xzfC payload.tgz /home/dev",
    "unzip a.zip -d /usr/local",
    // tar -g writes its snapshot file (redteam3)
    "tar -g /srv/forge/main/snar -cf a.tar src",
  ],
  grey: ["tar --to-command=sh -xf a.tgz", "tar --frobnicate -cf a.tar src", "gzip --frobnicate x"],
};
