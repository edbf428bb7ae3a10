import { type AttributionCases, OTHER_PROGRAMS } from "./machine.cases.js";

/**
 * The capture layer on the case machine: the grants and the repository's git directories are shared
 * with the host (judged by detection); every other change on the host during the run is another
 * program's (the agent's writes there went to the capture, judged from it).
 */
export const cases: AttributionCases = {
  agent: [
    "/srv/forge/wt-47/src/a.ts",
    "/srv/forge/wt-47/.git",
    "/home/dev/.npm/_cacache/index-v5/00/x",
    "/home/dev/.claude.json",
    "/srv/forge/repo/.git/objects/ab/cdef",
    "/srv/forge/repo/.git/refs/heads/main",
    "/srv/forge/repo/.git/config",
    "/srv/forge/repo/.git/worktrees/wt-47/index",
  ],
  host: [...OTHER_PROGRAMS, "/boot/efi/EFI/x", "/snap/core/1/bin/x", "/tmp/forge-gate-run-x/capture-y/u/0/x"],
};
