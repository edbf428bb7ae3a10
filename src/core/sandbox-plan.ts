import { posix } from "node:path";
import { NOT_REACHED, type ViewEntry } from "./attribution.js";
import { isWithin, outermost } from "./paths.js";

/**
 * Turns a lease (already resolved against the machine by src/enforce: real paths, git layout, protect
 * globs expanded) into a sandbox plan: an ordered mount list, the private temp directories and the
 * network policy. Pure: every fact about the machine comes in as a plain value, so the rules below are
 * unit- and property-tested without a filesystem. Backends (bubblewrap, Seatbelt) render the plan.
 *
 * The filesystem model: everything read-only; each write root (and each extra grant, e.g. an agent
 * preset's session directory) writable; protected paths read-only again inside them (`.git` internals
 * except what git needs to commit on the agent's own branch, the lease's expanded `protect` globs);
 * the temp directories private (an empty tmpfs) unless granted, with the paths the run must still see
 * under them (worktree, checkouts, HOME, the command) bound back read-only.
 */

/** One step of the mount list; later steps cover earlier ones (bubblewrap applies them in order). */
export type Mount =
  | { kind: "ro"; path: string; why: string }
  | { kind: "rw"; path: string; why: string }
  | { kind: "tmpfs"; path: string; why: string }
  /** A host daemon's Unix socket, covered by /dev/null so that connect() fails. */
  | { kind: "mask"; path: string; why: string };

/** The repository the leased worktree belongs to, as src/enforce read it (real paths). */
export interface GitFacts {
  /** The worktree's own gitdir (`<repo>/.git` for the main checkout, `<common>/worktrees/<name>` for a linked one). */
  gitDir: string;
  /** The repository's common dir (objects, refs, config, hooks). Equals gitDir for the main checkout. */
  commonDir: string;
  /** The branch HEAD is on (`refs/heads/…`), or null when detached / not a branch. */
  ownRef: string | null;
  /**
   * Entry names of the directories the planner looks into: gitDir, commonDir, and every existing
   * directory on the way from `<commonDir>/refs/heads` and `<commonDir>/logs/refs/heads` down to the own
   * ref. A directory missing here is treated as absent.
   */
  listings: Record<string, readonly string[]>;
}

export interface SandboxFacts {
  /** The lease's write roots as real paths that exist. */
  writeRoots: readonly string[];
  /** Extra writable paths (agent/tool preset grants), real paths that exist. */
  extraWritable: readonly string[];
  /** Temp directories to make private unless granted (/tmp, /var/tmp, $TMPDIR, …), real paths. */
  tempDirs: readonly string[];
  /** Paths the run must see even when they lie under a private temp dir (bound back read-only). */
  keepVisible: readonly string[];
  /** Protected paths that exist at start: `protect` globs expanded against the tree. */
  protectedPaths: readonly string[];
  git: GitFacts | null;
  /** Unix sockets of host daemons found at start outside the private dirs (e.g. ~/.docker/run/docker.sock). */
  hostSockets?: readonly string[];
  /** The lease's `network.allow`: null = not restricted by the lease. */
  networkAllow: readonly string[] | null;
}

export type NetworkPlan =
  | { mode: "none" }
  | { mode: "proxy"; allow: readonly string[] }
  | { mode: "open"; why: string };

export interface SandboxPlan {
  mounts: Mount[];
  network: NetworkPlan;
  /** Temp directories left private (an empty tmpfs inside the sandbox). */
  privateTemp: string[];
  /** What the plan could not enforce and leaves to detection (said in the report). */
  detectionOnly: string[];
}

/**
 * In a gitdir that is itself writable (the main checkout leased as a worktree), the entries git
 * writes while committing, merging or rebasing on its own branch. Every other existing entry is bound
 * read-only (config, hooks, info, packed-refs, worktrees, modules, …).
 */
const GIT_OWN_ENTRIES = new Set([
  "index",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "COMMIT_EDITMSG",
  "MERGE_HEAD",
  "MERGE_MSG",
  "MERGE_MODE",
  "AUTO_MERGE",
  "REBASE_HEAD",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "rebase-merge",
  "rebase-apply",
  "sequencer",
]);

/** Files of a linked worktree's gitdir that point git elsewhere: never writable. */
const GITDIR_POINTERS = ["commondir", "gitdir", "config.worktree"];

export function planSandbox(facts: SandboxFacts): SandboxPlan {
  const detectionOnly: string[] = [];
  const granted = [...facts.writeRoots, ...facts.extraWritable];
  const isGranted = (p: string) => granted.some((g) => isWithin(p, g));

  // 1. Private temp: each temp dir not inside a grant gets an empty tmpfs, outer first (a nested one,
  // e.g. $TMPDIR under /tmp, gets its own so that it exists inside).
  const privateTemp = privateTempDirs(facts);
  const tmpfs: Mount[] = privateTemp.map((path) => ({ kind: "tmpfs", path, why: "private temp" }));

  // 2. What must stay visible under a private temp dir, read-only (grants are bound below anyway).
  const visible: Mount[] = outermost(
    facts.keepVisible.filter((p) => privateTemp.some((t) => isWithin(p, t) && p !== t) && !isGranted(p)),
  ).map((path) => ({ kind: "ro", path, why: "needed by the run, under a private temp dir" }));

  // 3. Grants: writable.
  const writable: Mount[] = byDepth(unique(granted)).map((path) => ({
    kind: "rw",
    path,
    why: facts.writeRoots.includes(path) ? "write root" : "granted",
  }));

  // 4. Protected paths inside grants: read-only again (outside grants they are read-only already).
  const protectedMounts: Mount[] = byDepth(unique(facts.protectedPaths.filter(isGranted))).map((path) => ({
    kind: "ro",
    path,
    why: "protected",
  }));

  // 5. Git: the repository read-only, then exactly what a commit on the own branch writes.
  const gitMounts = facts.git ? planGit(facts.git, detectionOnly) : [];

  let network: NetworkPlan;
  if (facts.networkAllow === null)
    network = { mode: "open", why: "the lease sets no network.allow (network not restricted by the lease)" };
  else if (facts.networkAllow.length === 0) network = { mode: "none" };
  else network = { mode: "proxy", allow: [...facts.networkAllow] };

  return {
    mounts: [
      ...pinAncestors([...tempAndVisible(tmpfs, visible), ...writable, ...protectedMounts, ...gitMounts]),
      // Last, so that no later bind uncovers them: a read-only mount does not stop connect().
      ...unique(facts.hostSockets ?? []).map(
        (path): Mount => ({ kind: "mask", path, why: "host daemon socket" }),
      ),
    ],
    network,
    privateTemp,
    detectionOnly,
  };
}

/**
 * The private temp dirs and what stays visible under them, parents first: a temp dir nested under a
 * kept path ($TMPDIR in a HOME that lives in /tmp) is mounted after that path's read-only view, which
 * would otherwise cover it; on the same path the private temp dir wins.
 */
function tempAndVisible<T extends { path: string }>(tmpfs: readonly T[], visible: readonly T[]): T[] {
  // A stable sort: at equal depth the kept paths come first.
  return [...visible, ...tmpfs].sort((a, b) => depth(a.path) - depth(b.path));
}

/** The temp directories made private (an empty tmpfs): every one not inside a grant, outer first. */
export function privateTempDirs(
  facts: Pick<SandboxFacts, "writeRoots" | "extraWritable" | "tempDirs">,
): string[] {
  const granted = [...facts.writeRoots, ...facts.extraWritable];
  return byDepth(unique(facts.tempDirs.filter((t) => !granted.some((g) => isWithin(t, g)))));
}

/**
 * Where the sandboxed agent's writes can reach the host: the writable mounts (grants, git's own
 * entries, pins), in the order applied; everything else (read-only, private temp, masks) it cannot
 * have written, so a change there is host activity.
 */
export function sandboxView(plan: SandboxPlan): ViewEntry[] {
  return [
    { path: "/", writable: false, why: NOT_REACHED.readOnly("the sandbox") },
    ...plan.mounts.map((m) =>
      m.kind === "rw"
        ? { path: m.path, writable: true }
        : {
            path: m.path,
            writable: false,
            why:
              m.kind === "tmpfs"
                ? NOT_REACHED.privateDir(m.path)
                : m.kind === "mask"
                  ? NOT_REACHED.masked(m.why)
                  : NOT_REACHED.readOnly(m.why),
          },
    ),
  ];
}

export const PIN_WHY = "pinned: holds a read-only path";

/**
 * A read-only mount inside a writable one can be carried away: renaming a directory above it moves the
 * mount along (only the mount point itself cannot be renamed), and the protected path is then written
 * afresh (`mv .github x; mkdir -p .github/workflows`, `mv objects/pack x`). So every directory between
 * a read-only mount and the writable mount it sits in is bound onto itself, still writable: a mount
 * point cannot be renamed or removed. A pin hides mounts applied earlier below it, so those are applied
 * again after it.
 */
function pinAncestors(mounts: readonly Mount[]): Mount[] {
  const out: Mount[] = [];
  const pinned = new Set<string>();
  const apply = (m: Mount): void => {
    if (m.kind === "ro") {
      // The mount that is visible above m's path now: the last one applied that contains it.
      let enclosing: Mount | undefined;
      for (const o of out) if (o.path !== m.path && isWithin(m.path, o.path)) enclosing = o;
      if (enclosing?.kind === "rw")
        for (const dir of between(enclosing.path, m.path)) {
          if (pinned.has(dir)) continue;
          pinned.add(dir);
          const hidden = out.filter((o) => o.path !== dir && isWithin(o.path, dir));
          out.push({ kind: "rw", path: dir, why: PIN_WHY });
          for (const h of hidden) apply(h);
        }
    }
    out.push(m);
  };
  for (const m of mounts) apply(m);
  return out;
}

/** The directories strictly between `top` and `path` (which lies inside it), outer first. */
function between(top: string, path: string): string[] {
  const out: string[] = [];
  for (let d = posix.dirname(path); d !== top && isWithin(d, top) && d !== "/"; d = posix.dirname(d))
    out.unshift(d);
  return out;
}

function planGit(g: GitFacts, detectionOnly: string[]): Mount[] {
  const out: Mount[] = [];
  const ro = (path: string, why: string) => out.push({ kind: "ro", path, why });
  const rw = (path: string, why: string) => out.push({ kind: "rw", path, why });
  const has = (dir: string, name: string) => g.listings[dir]?.includes(name) ?? false;
  const main = g.gitDir === g.commonDir;

  ro(g.commonDir, "git repository");
  if (main) {
    // The main checkout's gitdir: its own files writable (git creates locks beside them), the rest not.
    rw(g.gitDir, "own gitdir");
    for (const name of g.listings[g.gitDir] ?? [])
      if (!GIT_OWN_ENTRIES.has(name)) ro(posix.join(g.gitDir, name), "git internals");
    // logs, objects and refs were just bound read-only: HEAD's reflog, the objects and the own ref are
    // opened again below.
    const logs = posix.join(g.gitDir, "logs");
    if (has(logs, "HEAD")) rw(posix.join(logs, "HEAD"), "own HEAD reflog");
    detectionOnly.push(
      `new files created directly in ${g.gitDir} (the gitdir stays writable for git's lock files)`,
    );
  } else {
    rw(g.gitDir, "own gitdir");
    for (const name of GITDIR_POINTERS)
      if (has(g.gitDir, name)) ro(posix.join(g.gitDir, name), "gitdir pointer");
    detectionOnly.push(
      `new files created in ${g.gitDir} (writable for git's lock files; e.g. a config.worktree, read when the repository sets extensions.worktreeConfig)`,
    );
  }

  // Objects: new loose objects and packs; objects/info (alternates) stays read-only.
  if (has(g.commonDir, "objects")) {
    const objects = posix.join(g.commonDir, "objects");
    rw(objects, "git objects");
    if (has(objects, "info")) ro(posix.join(objects, "info"), "git alternates");
    else detectionOnly.push(`${objects}/info (alternates), absent at start`);
    out.push(...existingObjectMounts(objects, g.listings, detectionOnly));
  }

  if (g.ownRef?.startsWith("refs/heads/")) {
    for (const top of [g.commonDir, posix.join(g.commonDir, "logs")]) {
      out.push(...ownRefMounts(top, g.ownRef, g.listings, detectionOnly));
    }
  }
  return out;
}

/** How many existing loose objects are bound read-only one by one; beyond it they are left to detection. */
export const LOOSE_OBJECT_MOUNT_LIMIT = 4000;

/**
 * The repository's existing packs and loose objects, read-only: objects/ and its fan-out directories
 * stay writable for the new objects of a commit, so without these an agent could delete or rename the
 * history it shares with the operator (a mount point cannot be unlinked or renamed over). Packs are
 * few and always bound; loose objects up to a limit (each is a mount), the rest left to detection.
 */
function existingObjectMounts(
  objects: string,
  listings: Record<string, readonly string[]>,
  detectionOnly: string[],
): Mount[] {
  const out: Mount[] = [];
  const pack = posix.join(objects, "pack");
  for (const name of listings[pack] ?? [])
    out.push({ kind: "ro", path: posix.join(pack, name), why: "existing git pack" });
  const loose: string[] = [];
  for (const dir of listings[objects] ?? [])
    if (/^[0-9a-f]{2}$/.test(dir))
      for (const name of listings[posix.join(objects, dir)] ?? []) loose.push(posix.join(objects, dir, name));
  for (const path of loose.slice(0, LOOSE_OBJECT_MOUNT_LIMIT))
    out.push({ kind: "ro", path, why: "existing git object" });
  if (loose.length > LOOSE_OBJECT_MOUNT_LIMIT)
    detectionOnly.push(
      `${loose.length - LOOSE_OBJECT_MOUNT_LIMIT} of ${loose.length} existing loose objects in ${objects} (more than ${LOOSE_OBJECT_MOUNT_LIMIT}; run git gc to pack them)`,
    );
  return out;
}

/**
 * The own branch's ref (or reflog) under `top`: git writes `<ref>.lock` beside it and renames it, so
 * the directory holding it must be writable; every other entry there is bound read-only (a rename over
 * a mount point fails), and new sibling refs are left to detection.
 */
function ownRefMounts(
  top: string,
  ownRef: string,
  listings: Record<string, readonly string[]>,
  detectionOnly: string[],
): Mount[] {
  const heads = posix.join(top, "refs", "heads");
  if (!listings[heads]) return [];
  const parts = ownRef.slice("refs/heads/".length).split("/");
  // The deepest existing directory on the way to the ref.
  let dir = heads;
  let next = parts[0]!;
  for (let i = 0; i < parts.length - 1; i++) {
    const child = posix.join(dir, parts[i]!);
    if (!listings[child]) break;
    dir = child;
    next = parts[i + 1]!;
  }
  const out: Mount[] = [{ kind: "rw", path: dir, why: "own branch ref" }];
  for (const name of listings[dir]!)
    if (name !== next && name !== `${next}.lock`)
      out.push({ kind: "ro", path: posix.join(dir, name), why: "another branch's ref" });
  detectionOnly.push(
    `new refs created beside the own branch in ${dir}, including a loose ref shadowing a branch kept only in packed-refs`,
  );
  return out;
}

/** Parents before children, so a deeper mount is applied after (on top of) the one containing it. */
export function byDepth(paths: readonly string[]): string[] {
  return [...paths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

function depth(p: string): number {
  return p === "/" ? 0 : p.split("/").length - 1;
}

export function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}

/** Whether `host` is allowed by the lease's `network.allow` (exact names; `*.d` / `.d` for d and its subdomains). No loopback exception: the host's loopback is another machine to the sandbox. */
export function hostAllowed(host: string, allow: readonly string[]): boolean {
  const h = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  if (h === "") return false;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? h.endsWith(d) || h === d.slice(1) : h === d;
  });
}

/**
 * What every bubblewrap view shares (the sandbox and the capture layer): its own PID namespace, so no
 * host process (and no /proc/<pid>/root, a door into the host's mounts) is in reach, nor survives it;
 * its own IPC and UTS; a new session, so TIOCSTI cannot type into the caller's terminal.
 */
export const BWRAP_ISOLATION = [
  "--unshare-pid",
  "--unshare-ipc",
  "--unshare-uts",
  "--die-with-parent",
  "--new-session",
];

export const PROC_READ_ONLY = ["/proc/sys", "/proc/sysrq-trigger", "/proc/fs", "/proc/bus", "/proc/irq"];

/** The plan as bubblewrap arguments (before the command). The proxy socket, when any, is bound in at `proxySocket`. */
export function bwrapArgs(plan: SandboxPlan, opts: { proxySocket?: string } = {}): string[] {
  const args = [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    // The kernel's global knobs in the fresh /proc, read-only (Docker's list). bubblewrap covers them
    // only when they look writable to its own access() check, and root in the host's user namespace
    // writes sysctls without any capability (kernel.core_pattern runs a program as root on the host).
    ...PROC_READ_ONLY.flatMap((p) => ["--ro-bind-try", p, p]),
    ...BWRAP_ISOLATION,
    // As root, bubblewrap keeps every capability unless told: without this the agent could remount.
    "--cap-drop",
    "ALL",
  ];
  if (plan.network.mode !== "open") args.push("--unshare-net");
  for (const m of plan.mounts) {
    if (m.kind === "tmpfs") args.push("--tmpfs", m.path);
    else if (m.kind === "mask") args.push("--ro-bind", "/dev/null", m.path);
    else args.push(m.kind === "rw" ? "--bind" : "--ro-bind", m.path, m.path);
  }
  if (opts.proxySocket !== undefined) args.push("--bind", opts.proxySocket, opts.proxySocket);
  return args;
}
