import type { AttributionCases } from "./machine.cases.js";

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
    "/tmp/other-job/log",
    "/var/tmp/cache.db",
    "/dev/shm/sem.x",
    "/run/user/1000/bus",
    "/home/dev/.bashrc",
    "/home/dev/.cache/other-tool/state",
    "/home/dev/.docker/run/docker.sock",
    "/srv/forge/repo/README.md",
    "/srv/forge/repo/.git/config",
    "/srv/forge/repo/.git/hooks/pre-commit",
    "/srv/forge/repo/.git/refs/heads/main",
    "/srv/forge/repo/.git/objects/pack/pack-1.pack",
    "/srv/forge/wt-47/.git",
    "/etc/hosts",
  ],
};
