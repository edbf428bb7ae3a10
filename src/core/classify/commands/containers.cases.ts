import type { CaseTable } from "./registry.js";

/** What `containers.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: ["docker ps -a", "docker logs app", "kubectl get pods", "docker build -t app ."],
  block: ["docker run --privileged alpine", "docker run -v /:/host alpine"],
  grey: ["docker run alpine", "docker inspect app", "kubectl get secret -o yaml", "kubectl delete pod x"],
};
