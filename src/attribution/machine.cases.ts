import type { CaptureFacts } from "../core/capture-plan.js";
import type { MountEntry } from "../core/mountinfo.js";
import type { SandboxFacts } from "../core/sandbox-plan.js";

/**
 * The machine every attribution case table is written against (test/unit/attribution.test.ts): a
 * linked worktree `/srv/forge/wt-47` of `/srv/forge/repo` on branch `agent`, HOME `/home/dev` on its
 * own filesystem with the npm preset's cache granted and `~/.claude.json` judged by its keys, the usual
 * temp directories, a read-only snap and a read-only EFI partition.
 */
export interface AttributionCases {
  /** Host paths the agent's own writes reach: a change there is judged. */
  agent: string[];
  /** Host paths only other programs can change during the run: host activity. */
  host: string[];
}

const mount = (id: number, path: string, fsType: string, readOnly = false): MountEntry => ({
  id,
  parent: 1,
  path,
  fsType,
  readOnly,
});

export const MACHINE_SANDBOX: SandboxFacts = {
  writeRoots: ["/srv/forge/wt-47", "/home/dev/.npm"],
  extraWritable: ["/home/dev/.claude.json"],
  tempDirs: ["/tmp", "/var/tmp", "/dev/shm", "/run"],
  keepVisible: ["/srv/forge/wt-47", "/home/dev", "/srv/forge/repo/.git", "/srv/forge/repo"],
  protectedPaths: ["/srv/forge/wt-47/.git"],
  git: {
    gitDir: "/srv/forge/repo/.git/worktrees/wt-47",
    commonDir: "/srv/forge/repo/.git",
    ownRef: "refs/heads/agent",
    listings: {
      "/srv/forge/repo/.git/worktrees/wt-47": ["HEAD", "commondir", "gitdir", "index"],
      "/srv/forge/repo/.git": ["HEAD", "config", "hooks", "objects", "refs"],
      "/srv/forge/repo/.git/objects": ["info", "pack"],
      "/srv/forge/repo/.git/objects/pack": ["pack-1.pack", "pack-1.idx"],
      "/srv/forge/repo/.git/refs/heads": ["agent", "main"],
    },
  },
  hostSockets: ["/home/dev/.docker/run/docker.sock"],
  networkAllow: null,
};

/** What other programs change on the case machine while the agent runs: never the agent's, under an exact attribution. */
export const OTHER_PROGRAMS: string[] = [
  "/tmp/other-job/log",
  "/var/tmp/cache.db",
  "/dev/shm/sem.x",
  "/run/user/1000/bus",
  "/home/dev/.bashrc",
  "/home/dev/.cache/other-tool/state",
  "/home/dev/.docker/run/docker.sock",
  "/srv/forge/repo/README.md",
  "/etc/hosts",
];

export const MACHINE_MOUNTS: MountEntry[] = [
  mount(1, "/", "ext4"),
  mount(2, "/proc", "proc"),
  mount(3, "/sys", "sysfs"),
  mount(4, "/dev", "devtmpfs"),
  mount(5, "/dev/shm", "tmpfs"),
  mount(6, "/run", "tmpfs"),
  mount(7, "/run/user/1000", "tmpfs"),
  mount(8, "/home", "ext4"),
  mount(9, "/boot/efi", "vfat", true),
  mount(10, "/snap/core/1", "squashfs", true),
  mount(11, "/tmp", "tmpfs"),
];

/** The capture facts of the same machine (mounts locked: a user namespace). */
export const MACHINE_CAPTURE: CaptureFacts = {
  sandbox: MACHINE_SANDBOX,
  mounts: MACHINE_MOUNTS,
  locked: true,
  copyUpUid: null,
  entries: {
    "/": { kind: "dir" },
    "/bin": { kind: "symlink", target: "usr/bin" },
    "/boot": { kind: "dir" },
    "/boot/efi": { kind: "dir" },
    "/boot/vmlinuz": { kind: "file" },
    "/dev": { kind: "dir" },
    "/etc": { kind: "dir" },
    "/home": { kind: "dir" },
    "/proc": { kind: "dir" },
    "/run": { kind: "dir" },
    "/snap": { kind: "dir" },
    "/snap/core": { kind: "dir" },
    "/snap/core/1": { kind: "dir" },
    "/snap/README": { kind: "file" },
    "/srv": { kind: "dir" },
    "/sys": { kind: "dir" },
    "/tmp": { kind: "dir" },
    "/usr": { kind: "dir" },
    "/var": { kind: "dir" },
    "/home/dev": { kind: "dir" },
    "/srv/forge/wt-47": { kind: "dir" },
    "/srv/forge/repo": { kind: "dir" },
    "/srv/forge/repo/.git": { kind: "dir" },
  },
  listings: {
    "/": ["bin", "boot", "dev", "etc", "home", "proc", "run", "snap", "srv", "sys", "tmp", "usr", "var"],
    "/boot": ["efi", "vmlinuz"],
    "/snap": ["README", "core"],
    "/snap/core": ["1"],
  },
  captureDir: "/tmp/forge-gate-run-x/capture-y",
};
