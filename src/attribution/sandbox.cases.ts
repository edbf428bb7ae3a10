import { type AttributionCases, OTHER_PROGRAMS } from "./machine.cases.js";

/** `run --enforce` on the case machine: only the sandbox's writable set is the agent's. */
export const cases: AttributionCases = {
  agent: [
    "/srv/forge/wt-47/src/a.ts",
    "/home/dev/.npm/_cacache/index-v5/00/x",
    "/home/dev/.claude.json",
    "/srv/forge/repo/.git/objects/ab/cdef",
    "/srv/forge/repo/.git/refs/heads/agent",
    "/srv/forge/repo/.git/worktrees/wt-47/index",
    "/srv/forge/repo/.git/worktrees/wt-47/ORIG_HEAD",
  ],
  host: [
    ...OTHER_PROGRAMS,
    // Read-only inside what it may write.
    "/srv/forge/repo/.git/config",
    "/srv/forge/repo/.git/hooks/pre-commit",
    "/srv/forge/repo/.git/refs/heads/main",
    "/srv/forge/repo/.git/objects/pack/pack-1.pack",
    "/srv/forge/wt-47/.git",
  ],
};
