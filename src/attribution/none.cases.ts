import type { AttributionCases } from "./machine.cases.js";

/** Detection only: every change is charged to the agent, whoever made it. */
export const cases: AttributionCases = {
  agent: ["/srv/forge/wt-47/src/a.ts", "/tmp/other-job/log", "/home/dev/.bashrc", "/etc/hosts"],
  host: [],
};
