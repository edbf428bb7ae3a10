import { posix } from "node:path";
import { NOT_REACHED, type ViewEntry } from "./attribution.js";
import type { MountEntry } from "./mountinfo.js";
import { isWithin, outermost } from "./paths.js";
import {
  BWRAP_ISOLATION,
  byDepth,
  PROC_READ_ONLY,
  privateTempDirs,
  type SandboxFacts,
  unique,
} from "./sandbox-plan.js";

/**
 * The capture layer's plan: the view of the filesystem the agent runs in when `run` attributes its
 * writes without preventing them. Everything outside what the lease shares with the host is an
 * overlayfs whose upper layer receives the agent's writes (kept apart, judged afterwards, never applied
 * to the host); the grants, and the repository's git directories, are bound writable as they are.
 * Pure: the mounts, the entries and the listings come in as facts read by src/attribution/capture.
 *
 * Why one overlay per directory and not one over `/`: overlayfs does not descend into submounts, and in
 * a user namespace a lower layer may not have mounts below it at all (the kernel's has_locked_children:
 * an unprivileged mount must not reveal what a mount inherited from the parent namespace covers). So,
 * when the mounts are locked (a user namespace, or root inside a container's one), every directory that
 * holds a mount point is rebuilt as a read-only skeleton and each entry in it is placed on its own:
 * a directory without mounts below becomes an overlay, a symlink is recreated, a file is bound
 * read-only. As real root in the initial namespace nothing is locked: each mount is one overlay, its
 * submounts placed on top.
 */

/** An entry as lstat saw it (a symlink's target when it is one). */
export interface EntryFact {
  kind: "dir" | "file" | "symlink" | "other";
  target?: string;
  uid?: number;
}

export interface CaptureFacts {
  sandbox: SandboxFacts;
  mounts: readonly MountEntry[];
  /** Mounts inherited by the namespace the overlays are made in are locked (see above). */
  locked: boolean;
  /**
   * The one uid the overlays' user namespace maps (the caller's), or null as root. Overlayfs copies a
   * file's directories up with their owners; a directory owned by an unmapped uid (`/home`, root's) cannot
   * be copied (EOVERFLOW), so every directory on the way to the places the run works in (HOME, the
   * checkouts, the grants) that this uid does not own is split like a directory holding mounts.
   */
  copyUpUid: number | null;
  /** lstat of every mount point, every path in sandbox.keepVisible and every entry of a listed directory. Absent: not there. */
  entries: Readonly<Record<string, EntryFact>>;
  /** Names in each directory `directoriesToList` named; absent: it could not be listed. */
  listings: Readonly<Record<string, readonly string[]>>;
  /** forge-gate's own directory for the layers: hidden from the agent, never captured. */
  captureDir: string;
  /** Directories whose overlay could not be mounted (a probe said so, with why): shared instead. */
  failed?: Readonly<Record<string, string>>;
}

export type CaptureStep =
  /** An overlay whose lower layer is the host's `path`, mounted at `path`. */
  | { kind: "overlay"; path: string; index: number }
  /** The host's `path` bound writable: the agent's writes there land on the host (judged by detection). */
  | { kind: "rw"; path: string; why: string }
  | { kind: "ro"; path: string; why: string }
  | { kind: "symlink"; path: string; target: string }
  | { kind: "tmpfs"; path: string; why: string }
  | { kind: "mask"; path: string; why: string }
  | { kind: "proc"; path: "/proc" }
  | { kind: "dev"; path: "/dev" }
  /** The skeleton (bubblewrap's own root) made read-only once every mount is placed. */
  | { kind: "remount-ro"; path: "/" };

export interface CapturePlan {
  steps: CaptureStep[];
  overlays: { index: number; path: string }[];
  privateTemp: string[];
  /** Bound writable as they are although outside the grants: changes there are detection only. */
  notCaptured: { path: string; why: string }[];
  /** Read-only in the agent's view although writable on the host (a write there fails). */
  readOnly: { path: string; why: string }[];
  locked: boolean;
}

/** Beyond this many overlays, further directories are shared (detection only), said in the report. */
export const MAX_OVERLAYS = 256;

/** Filesystems that hold no files of their own to capture: bound read-only as they are. */
const PSEUDO_FS = new Set([
  "proc",
  "sysfs",
  "devtmpfs",
  "devpts",
  "mqueue",
  "cgroup",
  "cgroup2",
  "securityfs",
  "debugfs",
  "tracefs",
  "bpf",
  "binfmt_misc",
  "configfs",
  "fusectl",
  "pstore",
  "efivarfs",
  "hugetlbfs",
  "nsfs",
  "rpc_pipefs",
  "selinuxfs",
  "autofs",
]);

const PSEUDO_ROOTS = ["/proc", "/sys", "/dev"];

export const WHY = {
  grant: "granted by the lease (judged as it lands on the host)",
  git: "the repository's git directory (its bookkeeping is judged by meaning; a commit spans refs, packed-refs and objects, so it is not split between the host and the capture)",
  file: "a file cannot be an overlay: bound read-only",
  readOnlyMount: "a read-only or pseudo filesystem, bound as it is (read-only)",
  sys: "pseudo filesystem, bound read-only",
  unlisted: "holds mount points and cannot be listed: not visible",
  tooMany: `more than ${MAX_OVERLAYS} overlays: shared as it is, detection only`,
  notOwned:
    "owned by another user: read-only in a user namespace (an overlay there could neither show its owner nor copy anything up)",
  socket: "host daemon socket",
  captureDir: "forge-gate's capture layers",
  temp: "private temp",
} as const;

/** Where the run works: HOME, the checkouts, the command, the grants and the git directories. */
function workPlaces(s: SandboxFacts): string[] {
  return unique([
    ...s.keepVisible,
    ...s.writeRoots,
    ...s.extraWritable,
    ...(s.git ? [s.git.commonDir, s.git.gitDir] : []),
  ]);
}

/**
 * The directories whose entries the planner needs (mounts locked): every directory on the way to a
 * mount point outside the pseudo filesystems, and (a user namespace) to each place the run works in.
 * The edge lists them and lstats their entries.
 */
export function directoriesToList(mounts: readonly MountEntry[], sandbox?: SandboxFacts): string[] {
  const out = new Set<string>();
  const ancestors = (p: string) => {
    if (p === "/" || underPseudo(p)) return;
    for (let d = posix.dirname(p); ; d = posix.dirname(d)) {
      out.add(d);
      if (d === "/") break;
    }
  };
  for (const m of mounts) ancestors(m.path);
  for (const p of sandbox ? workPlaces(sandbox) : []) ancestors(p);
  return [...out].sort();
}

function underPseudo(p: string): boolean {
  return PSEUDO_ROOTS.some((r) => isWithin(p, r) && p !== r);
}

export function planCapture(f: CaptureFacts): CapturePlan {
  const s = f.sandbox;
  const granted = [...s.writeRoots, ...s.extraWritable];
  const gitDirs = s.git ? [s.git.commonDir, s.git.gitDir] : [];
  const shared = outermost([...granted, ...gitDirs]);
  const isShared = (p: string) => shared.some((g) => isWithin(p, g));
  // Copy-up (see copyUpUid): an overlay at `d` works for a place the caller owns below it only when the
  // caller owns every directory on the way there (each is copied up with its owner on the first write).
  const owner = (p: string) => f.entries[p]?.uid;
  const ownPlaces =
    f.copyUpUid === null ? [] : workPlaces(s).filter((p) => !isShared(p) && owner(p) === f.copyUpUid);
  const uncopyable = (d: string) =>
    ownPlaces.some((p) => {
      if (p === d || !isWithin(p, d)) return false;
      for (let q = posix.dirname(p); q !== d; q = posix.dirname(q)) {
        const uid = owner(q);
        if (uid !== undefined && uid !== f.copyUpUid) return true;
      }
      return false;
    });
  const privateTemp = privateTempDirs(s);
  const isPrivate = (p: string) => privateTemp.some((t) => isWithin(p, t));

  // The mount visible at each path is the last one mounted there.
  const top = new Map<string, MountEntry>();
  for (const m of f.mounts) top.set(m.path, m);
  const mountPaths = [...top.keys()];
  const below = (d: string) => mountPaths.filter((p) => p !== d && isWithin(p, d));
  /** Mount points below `d` with no other mount point between. */
  const children = (d: string) => {
    const all = below(d);
    return byDepth(all.filter((p) => !all.some((q) => q !== p && isWithin(p, q))));
  };

  const steps: CaptureStep[] = [];
  const overlays: CapturePlan["overlays"] = [];
  const notCaptured: CapturePlan["notCaptured"] = [];
  const readOnly: CapturePlan["readOnly"] = [];
  const ro = (path: string, why: string) => {
    steps.push({ kind: "ro", path, why });
    readOnly.push({ path, why });
  };
  const share = (path: string, why: string) => {
    steps.push({ kind: "rw", path, why });
    notCaptured.push({ path, why });
  };
  const overlay = (path: string) => {
    const failed = f.failed?.[path];
    if (failed !== undefined) share(path, `overlayfs could not be mounted here (${failed}): detection only`);
    else if (overlays.length >= MAX_OVERLAYS) share(path, WHY.tooMany);
    else {
      const index = overlays.length;
      overlays.push({ index, path });
      steps.push({ kind: "overlay", path, index });
    }
  };

  const place = (d: string, underPrivateTemp = false): void => {
    if (d === "/proc") {
      steps.push({ kind: "proc", path: "/proc" });
      return;
    }
    if (d === "/dev") {
      steps.push({ kind: "dev", path: "/dev" });
      return;
    }
    if (d === "/sys") {
      steps.push({ kind: "ro", path: "/sys", why: WHY.sys });
      return;
    }
    if (underPseudo(d) || isShared(d) || (!underPrivateTemp && isPrivate(d))) return;
    const e = f.entries[d];
    if (e === undefined) return; // gone since the mounts were read
    if (e.kind === "symlink") {
      steps.push({ kind: "symlink", path: d, target: e.target ?? "" });
      return;
    }
    if (e.kind !== "dir") {
      ro(d, WHY.file);
      return;
    }
    const m = top.get(d);
    if (m !== undefined && (m.readOnly || PSEUDO_FS.has(m.fsType))) {
      // Read-only on the host too (or nothing to capture); writable mounts below are placed on top.
      steps.push({ kind: "ro", path: d, why: WHY.readOnlyMount });
      for (const c of children(d)) place(c, underPrivateTemp);
      return;
    }
    // In a user namespace an overlay's root shows its upper layer's owner (the caller), and nothing in
    // it can be copied up for another owner: a directory the caller does not own, with no place the run
    // works in below it, is bound read-only as it is (the host would refuse the caller most writes there).
    if (
      f.copyUpUid !== null &&
      e.uid !== undefined &&
      e.uid !== f.copyUpUid &&
      below(d).length === 0 &&
      !ownPlaces.some((p) => p !== d && isWithin(p, d))
    ) {
      ro(d, WHY.notOwned);
      return;
    }
    if (!uncopyable(d) && (!f.locked || below(d).length === 0)) {
      overlay(d);
      for (const c of children(d)) place(c, underPrivateTemp);
      return;
    }
    const names = f.listings[d];
    if (names === undefined) {
      readOnly.push({ path: d, why: WHY.unlisted });
      return;
    }
    for (const name of names) place(d === "/" ? `/${name}` : `${d}/${name}`, underPrivateTemp);
  };

  place("/");
  // What the run needs under a private temp dir (the worktree's repository, HOME, the command) is
  // captured like everything else: its writes must not fail, nor reach the host.
  const keep = outermost(
    s.keepVisible.filter(
      (p) => privateTemp.some((t) => isWithin(p, t) && p !== t) && !granted.some((g) => isWithin(p, g)),
    ),
  );
  // A private temp dir inside a kept path ($TMPDIR in a HOME that lives in /tmp) goes on top of that
  // path's overlay, or its temp files would be captured (and judged) as writes outside the grants.
  const insideKept = (t: string) => keep.some((k) => isWithin(t, k));
  for (const t of privateTemp) if (!insideKept(t)) steps.push({ kind: "tmpfs", path: t, why: WHY.temp });
  for (const k of keep) place(k, true);
  for (const t of privateTemp) if (insideKept(t)) steps.push({ kind: "tmpfs", path: t, why: WHY.temp });
  for (const p of byDepth(shared))
    steps.push({ kind: "rw", path: p, why: granted.includes(p) ? WHY.grant : WHY.git });
  for (const sock of unique(s.hostSockets ?? [])) steps.push({ kind: "mask", path: sock, why: WHY.socket });
  if (!isPrivate(f.captureDir) || overlays.some((o) => isWithin(f.captureDir, o.path)))
    steps.push({ kind: "tmpfs", path: f.captureDir, why: WHY.captureDir });
  if (f.locked) steps.push({ kind: "remount-ro", path: "/" });
  return { steps, overlays, privateTemp, notCaptured, readOnly, locked: f.locked };
}

/** Where the agent's own writes land, for each place in the view (see attribution.ts), and why not on the host. */
export function captureView(plan: CapturePlan): ViewEntry[] {
  return plan.steps
    .filter((st) => st.kind !== "remount-ro")
    .map((st) =>
      st.kind === "rw"
        ? { path: st.path, writable: true }
        : { path: st.path, writable: false, why: stepWhy(st) },
    );
}

/** Why the agent's writes at a step of the view never reach the host (said for a root left unwalked). */
function stepWhy(st: CaptureStep): string {
  switch (st.kind) {
    case "overlay":
      return "the agent's writes here went into the capture layer (an overlay) and are judged from it";
    case "tmpfs":
      return st.why === WHY.temp ? NOT_REACHED.privateDir(st.path) : `hidden from the agent (${st.why})`;
    case "ro":
      return NOT_REACHED.readOnly(st.why);
    case "symlink":
      return "a symlink in the agent's read-only view";
    case "mask":
      return NOT_REACHED.masked(st.why);
    default:
      return "a pseudo filesystem in the agent's view";
  }
}

/**
 * Capabilities a root agent keeps in the capture layer: what ordinary root work needs (owning and
 * writing any file, changing its identity), none that reaches past the view: no CAP_SYS_ADMIN (mounts),
 * CAP_MKNOD (a block device would be the host's disk), CAP_DAC_READ_SEARCH (open_by_handle_at reaches
 * the host's filesystems), CAP_SYS_PTRACE, CAP_SYS_MODULE, CAP_NET_ADMIN or CAP_SYS_CHROOT.
 */
export const ROOT_CAPABILITIES = [
  "CAP_CHOWN",
  "CAP_DAC_OVERRIDE",
  "CAP_FOWNER",
  "CAP_FSETID",
  "CAP_KILL",
  "CAP_SETGID",
  "CAP_SETUID",
  "CAP_SETFCAP",
  "CAP_NET_BIND_SERVICE",
  "CAP_AUDIT_WRITE",
];

export interface CaptureRenderOptions {
  /** Where the overlays' mount points are (`<layers>/m/<index>`): the capture dir, or the probe's. */
  layers: string;
  /** The agent's working directory inside the view. */
  cwd: string;
  /** Not root: bubblewrap maps the agent back to its own uid and gid in a nested user namespace. */
  user: { uid: number; gid: number } | null;
  /** A descriptor bubblewrap reports on (`{"child-pid": N}` once the command runs). */
  statusFd?: number;
}

/** The plan as bubblewrap arguments (before `--` and the command). */
export function bwrapCaptureArgs(plan: CapturePlan, o: CaptureRenderOptions): string[] {
  const args = [...BWRAP_ISOLATION];
  if (o.user !== null) args.push("--unshare-user", "--uid", String(o.user.uid), "--gid", String(o.user.gid));
  else args.push("--cap-drop", "ALL", ...ROOT_CAPABILITIES.flatMap((c) => ["--cap-add", c]));
  for (const st of plan.steps) {
    switch (st.kind) {
      case "overlay":
        args.push("--bind", `${o.layers}/m/${st.index}`, st.path);
        break;
      case "rw":
        args.push("--bind", st.path, st.path);
        break;
      case "ro":
        args.push("--ro-bind", st.path, st.path);
        break;
      case "symlink":
        args.push("--symlink", st.target, st.path);
        break;
      case "tmpfs":
        args.push("--tmpfs", st.path);
        break;
      case "mask":
        args.push("--ro-bind", "/dev/null", st.path);
        break;
      case "proc":
        args.push("--proc", "/proc", ...PROC_READ_ONLY.flatMap((p) => ["--ro-bind-try", p, p]));
        break;
      case "dev":
        args.push("--dev", "/dev");
        break;
      case "remount-ro":
        args.push("--remount-ro", "/");
        break;
    }
  }
  args.push("--chdir", o.cwd);
  if (o.statusFd !== undefined) args.push("--json-status-fd", String(o.statusFd));
  return args;
}

/**
 * Mounts the overlays named by index, then runs the rest of its arguments (bubblewrap). Each overlay's
 * layers are `l/N` (a symlink to the host directory), `u/N` and `w/N` relative to DIR, so no host path
 * is ever written into a mount option (where a comma or a colon in a name would change its meaning);
 * paths reach it only as arguments. Every overlay is tried and each failure is named (on stderr and in
 * DIR/mount-failures); then, if any failed, nothing runs (exit 97).
 * Arguments: MOUNT OPTS DIR N… -- COMMAND…
 */
export const CAPTURE_MOUNT_SCRIPT = [
  'mount=$1 opts=$2; cd -- "$3" || exit 97',
  "shift 3; failed=0",
  'while [ "$1" != -- ]; do',
  '  if ! out=$("$mount" -t overlay forge-gate-capture -o "lowerdir=l/$1,upperdir=u/$1,workdir=w/$1$opts" "m/$1" 2>&1); then',
  '    printf \'forge-gate-capture: overlay %s: %s\\n\' "$1" "$out" >> mount-failures',
  '    printf \'forge-gate-capture: overlay %s: %s\\n\' "$1" "$out" >&2; failed=1',
  "  fi",
  "  shift",
  "done",
  "shift",
  '[ "$failed" = 0 ] || exit 97',
  'exec "$@"',
].join("\n");

/** The exit status of CAPTURE_MOUNT_SCRIPT when an overlay could not be mounted. */
export const OVERLAY_FAILED_STATUS = 97;

/** Parses the script's failure lines: index → the mount's own words. */
export function failedOverlays(stderr: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of stderr.matchAll(/^forge-gate-capture: overlay (\d+): (.*)$/gm))
    out.set(Number(m[1]), m[2]!.trim().replace(/\s+/g, " ").slice(0, 300));
  return out;
}
