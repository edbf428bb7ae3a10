import { spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { ATTRIBUTION_MEANING } from "../../core/attribution.js";
import {
  bwrapCaptureArgs,
  CAPTURE_MOUNT_SCRIPT,
  type CaptureFacts,
  type CapturePlan,
  captureView,
  failedOverlays,
  OVERLAY_FAILED_STATUS,
  planCapture,
} from "../../core/capture-plan.js";
import { ForgeGateError } from "../../core/errors.js";
import { closeInheritedDescriptors } from "../../enforce/index.js";
import { findOnPath } from "../../io/find-command.js";
import type { AttributionBackend, Attributor, CaptureReport, PrepareInput, Support } from "../types.js";
import { gatherCaptureFacts, inInitialUserNamespace } from "./facts.js";
import { removeTree } from "./long.js";
import { type RootBaseline, rootBaselines, scanCapture } from "./scan.js";

/*
 * The capture layer: `run` without --enforce attributes exactly without making a single write fail.
 *
 * Mechanism, and why: overlayfs mounted in the agent's own mount namespace (a user namespace when
 * forge-gate is not root), then bubblewrap to assemble the view, drop back to the caller's uid and gid
 * (a nested user namespace) and run the agent in its own PID namespace. Overlayfs is in every kernel
 * (unprivileged mounts since Linux 5.11, with `userxattr`), costs one mount per directory and keeps the
 * agent's writes as plain files to judge; fuse-overlayfs would be one more program to install and a
 * FUSE round trip on every access; bubblewrap's own `--overlay` needs 0.9 (Debian 12 and Ubuntu 24.04
 * ship 0.8) and cannot keep the upper layer of a directory that holds mounts either. `unshare` and
 * `mount` (util-linux) make the namespace and the overlays, driven by argv only: a fixed script mounts
 * them by index (src/core/capture-plan.ts), and every host path reaches it as a symlink's target or an
 * argument, never as shell text or a mount option.
 */

export const captureBackend: AttributionBackend = {
  name: "capture",
  proves: ATTRIBUTION_MEANING.capture,
  limits: [
    "a deputy outside the namespace: a host daemon reached over the network (loopback included), an abstract or unmasked Unix socket (beyond the masked ones under HOME and the private /run), a process started before the run",
    "writes to the grants and the repository's git directories land on the host and are judged by detection (other programs' writes there are charged to the agent)",
    "temp directories are private: what the agent writes there is discarded at its end, like under --enforce",
    "captured writes are never applied to the host: a write outside the grants that the lease allows (a file judged by its keys that did not exist at the start) is judged and then dropped",
  ],
  support: captureSupport,
};

const SH = "/bin/sh";

interface Tools {
  unshare: string;
  mount: string;
  bwrap: string;
}

function tools(env: NodeJS.ProcessEnv): Tools | string {
  const path = env.PATH ?? "";
  const bwrap = findOnPath("bwrap", path);
  if (bwrap === null) return "bubblewrap (bwrap) is not installed";
  const unshare = findOnPath("unshare", path);
  const mount = findOnPath("mount", path);
  if (unshare === null || mount === null) return "util-linux's unshare and mount are not on PATH";
  if (!existsSync(SH)) return `${SH} is missing`;
  return { unshare, mount, bwrap };
}

/** The hint for a machine where the namespace or the overlays cannot be made. */
export const CAPTURE_HINT =
  "Allow unprivileged user namespaces: on Ubuntu 23.10+ `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`; on Debian before 11 `sysctl kernel.unprivileged_userns_clone=1`; `user.max_user_namespaces` must not be 0; in a container, allow unshare and mount (e.g. --security-opt seccomp=unconfined). Overlayfs in a user namespace needs Linux 5.11+, and the run's temp directory on a filesystem that takes user xattrs (ext4, xfs, btrfs; tmpfs from Linux 6.6): set TMPDIR to one. Or pass --attribution none for detection only";

function readKnob(p: string): string | null {
  try {
    return readFileSync(p, "utf8").trim();
  } catch {
    return null;
  }
}

/** Why user namespaces are off here, from the kernel's knobs (null: nothing known stops them). */
export function userNamespaceBlock(knob: (path: string) => string | null = readKnob): string | null {
  if (knob("/proc/sys/kernel/apparmor_restrict_unprivileged_userns") === "1")
    return "AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns=1; lift it with `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`)";
  if (knob("/proc/sys/kernel/unprivileged_userns_clone") === "0")
    return "unprivileged user namespaces are off (kernel.unprivileged_userns_clone=0; `sudo sysctl -w kernel.unprivileged_userns_clone=1`)";
  if (knob("/proc/sys/user/max_user_namespaces") === "0")
    return "user namespaces are off (user.max_user_namespaces=0)";
  return null;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function mechanism(root: boolean): string {
  return root && inInitialUserNamespace()
    ? "overlayfs (forge-gate runs as root: no user namespace needed), bubblewrap view"
    : root
      ? "overlayfs in the namespace forge-gate runs in (root of a user namespace), bubblewrap view"
      : "overlayfs in a user namespace, bubblewrap view (the agent keeps its own uid and gid)";
}

interface Chain {
  argv: string[];
}

/** unshare → the mount script → bwrap → command, for the layers under `layers`. */
function chain(
  t: Tools,
  plan: CapturePlan,
  layers: string,
  cwd: string,
  command: string[],
  statusFd?: number,
): Chain {
  const root = isRoot();
  const user = root ? null : { uid: process.getuid!(), gid: process.getgid!() };
  const ns = root
    ? ["--mount", "--propagation", "private"]
    : ["--user", "--map-root-user", "--mount", "--propagation", "private"];
  const bwrap = bwrapCaptureArgs(plan, {
    layers,
    cwd,
    user,
    ...(statusFd === undefined ? {} : { statusFd }),
  });
  return {
    argv: [
      t.unshare,
      ...ns,
      "--",
      SH,
      "-c",
      CAPTURE_MOUNT_SCRIPT,
      "forge-gate-capture",
      t.mount,
      root && inInitialUserNamespace() ? "" : ",userxattr",
      layers,
      ...plan.overlays.map((o) => String(o.index)),
      "--",
      t.bwrap,
      ...bwrap,
      "--",
      ...command,
    ],
  };
}

/** Makes `l/N` (→ the host directory), `u/N`, `w/N`, `m/N` for every overlay under `layers`. */
function layout(layers: string, plan: CapturePlan): void {
  rmSync(join(layers, "mount-failures"), { force: true });
  for (const d of ["l", "u", "w", "m"]) {
    rmSync(join(layers, d), { recursive: true, force: true });
    mkdirSync(join(layers, d), { recursive: true, mode: 0o700 });
  }
  for (const o of plan.overlays) {
    symlinkSync(o.path, join(layers, "l", String(o.index)));
    for (const d of ["u", "w", "m"]) mkdirSync(join(layers, d, String(o.index)));
    // An overlay's root shows its upper layer's root: it gets the host directory's permissions (and, as
    // root, its owner), so the agent sees HOME's 0700 as it is (ssh checks it) and /usr as root's.
    const upper = join(layers, "u", String(o.index));
    try {
      const st = lstatSync(o.path);
      chmodSync(upper, st.mode & 0o7777);
      if (isRoot()) chownSync(upper, st.uid, st.gid);
    } catch {
      // gone meanwhile: the probe or the mount says so
    }
  }
}

/** Overlayfs leaves its work directories mode 000: opened up so they can be removed. */
function removeLayers(dir: string): void {
  const open = (p: string) => {
    try {
      chmodSync(p, 0o700);
      for (const e of readdirSync(p, { withFileTypes: true })) if (e.isDirectory()) open(join(p, e.name));
    } catch {
      // gone, or not ours
    }
  };
  open(dir);
  removeTree(dir);
}

/** The overlays the mount script could not mount under `layers` (index → the mount's words). */
function readMountFailures(layers: string): Map<number, string> {
  try {
    return failedOverlays(readFileSync(join(layers, "mount-failures"), "utf8"));
  } catch {
    return new Map();
  }
}

/** Runs the chain with `true`: null when it works, else the failed overlays or why nothing works. */
function probe(t: Tools, plan: CapturePlan, layers: string, cwd: string, truePath: string) {
  return new Promise<{ ok: true } | { failed: Map<number, string> } | { error: string }>((done) => {
    layout(layers, plan);
    const { argv } = chain(t, plan, layers, cwd, [truePath]);
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ["ignore", "ignore", "pipe"], timeout: 20_000 });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", (err) => done({ error: err.message }));
    child.on("close", (status, signal) => {
      removeLayers(layers);
      if (status === 0) done({ ok: true });
      else if (status === OVERLAY_FAILED_STATUS && failedOverlays(stderr).size > 0)
        done({ failed: failedOverlays(stderr) });
      else done({ error: stderr.trim().split("\n").slice(-3).join("; ") || `exit ${status ?? signal}` });
    });
  });
}

/**
 * Prepares the capture for a run. `required`: no fallback (exit 2 when it cannot be made); otherwise a
 * run that cannot be captured falls back to detection only and says why.
 */
export function prepareCapture(
  input: PrepareInput,
  required: boolean,
  none: (why: string) => Attributor,
): Attributor {
  const unavailable = (why: string): Attributor => {
    if (required)
      throw new ForgeGateError("capture_unavailable", `--attribution capture: ${why}`, CAPTURE_HINT);
    return none(why);
  };
  if (process.platform !== "linux")
    return unavailable(`no capture layer on ${process.platform} (it needs Linux's overlayfs and namespaces)`);
  const t = tools(input.env);
  if (typeof t === "string") return unavailable(`${t} (the capture layer needs it)`);
  const root = isRoot();
  if (!root) {
    const block = userNamespaceBlock();
    if (block !== null) return unavailable(block);
  }
  const truePath = findOnPath("true", input.env.PATH ?? "") ?? "/bin/true";
  closeInheritedDescriptors();
  // Made before the snapshot (and left out of every walk): the layers change while the agent runs.
  const dir = realpathSync(mkdtempSync(join(input.scratch, "capture-")));
  let facts: CaptureFacts;
  let notes: string[];
  try {
    ({ facts, notes } = gatherCaptureFacts(input, dir, root));
  } catch (err) {
    removeLayers(dir);
    if (err instanceof ForgeGateError) throw err;
    return unavailable(`the mounts could not be read (${(err as Error).message})`);
  }
  for (const k of input.lease.keyed)
    notes.push(
      `${k.path} is judged by its keys: captured, and written back to the host when only its session keys changed (another program's change to it during the run is then overwritten)`,
    );
  let plan = planCapture(facts);
  const probeDir = join(dir, "probe");
  // Started now, awaited by ready(): it overlaps the snapshot.
  const probing = probe(t, plan, probeDir, input.cwd, truePath);

  let fallback: Attributor | null = null;
  let kept: string | null = null;
  let finished = false;
  let applied: string[] = [];
  let baselines = new Map<number, RootBaseline>();
  let started: number | undefined;
  let scanLimits: string[] = [];
  const captureReport = (): CaptureReport => ({
    mechanism: mechanism(root),
    overlays: plan.overlays.length,
    private_temp: plan.privateTemp,
    shared: plan.steps
      .filter((s) => s.kind === "rw" && !plan.notCaptured.some((n) => n.path === s.path))
      .map((s) => s.path),
    not_captured: plan.notCaptured,
    read_only: plan.readOnly,
    kept,
    applied,
    limits: [...captureBackend.limits, ...notes, ...scanLimits],
  });
  /** Probes `plan` (a running probe, or a new one): settles on it, on one without the overlays that failed, or falls back. */
  const settle = async (first: ReturnType<typeof probe>) => {
    let result = await first;
    if ("failed" in result) {
      // Those directories are shared as they are (detection only); the rest is captured.
      const failed: Record<string, string> = { ...facts.failed };
      for (const [i, why] of result.failed) {
        const o = plan.overlays.find((x) => x.index === i);
        if (o) failed[o.path] = why;
      }
      if (Object.keys(failed).length >= plan.overlays.length)
        result = { error: `no overlay could be mounted: ${[...result.failed.values()][0]}` };
      else {
        facts = { ...facts, failed };
        plan = planCapture(facts);
        result = await probe(t, plan, probeDir, input.cwd, truePath);
      }
    }
    if (!("ok" in result)) {
      const why = "error" in result ? result.error : "overlays failed twice";
      removeLayers(dir);
      fallback = unavailable(`the capture layer could not be made here: ${why}`);
      return;
    }
    layout(dir, plan);
    baselines = rootBaselines(dir, plan.overlays);
    writeFileSync(
      join(dir, "capture.json"),
      `${JSON.stringify({ overlays: plan.overlays.map((o) => ({ upper: join(dir, "u", String(o.index)), path: o.path })) }, null, 2)}\n`,
    );
    // The filesystem's clock before the agent starts: a host entry changed after it was changed by
    // another program (see scanCapture).
    started = statSync(join(dir, "capture.json")).ctimeMs;
  };
  const self: Attributor = {
    report: () =>
      fallback?.report() ?? {
        attribution: "capture",
        attribution_detail: ATTRIBUTION_MEANING.capture,
        capture: captureReport(),
      },
    enforcement: null,
    exclude: [dir],
    ready: () => settle(probing),
    wrap: (command) => fallback?.wrap(command) ?? chain(t, plan, dir, input.cwd, command, 3).argv,
    get isolated() {
      return fallback === null;
    },
    get statusFd() {
      return fallback === null;
    },
    get contained() {
      return fallback === null;
    },
    started: (status) => fallback !== null || /"child-pid"/.test(status),
    recover: async () => {
      if (fallback !== null) return;
      // What changed since the probe is read again: the mounts, the directories, the overlays that failed.
      const failures = readMountFailures(dir);
      const previous = plan;
      try {
        ({ facts, notes } = gatherCaptureFacts(input, dir, root));
      } catch (err) {
        if (err instanceof ForgeGateError) throw err;
        removeLayers(dir);
        fallback = unavailable(`the mounts could not be read again (${(err as Error).message})`);
        return;
      }
      const failed: Record<string, string> = {};
      for (const [i, why] of failures) {
        const o = previous.overlays.find((x) => x.index === i);
        if (o) failed[o.path] = why;
      }
      facts = { ...facts, failed };
      plan = planCapture(facts);
      await settle(probe(t, plan, probeDir, input.cwd, truePath));
    },
    captured: () => {
      if (fallback !== null) return [];
      const scan = scanCapture(dir, plan.overlays, baselines, started);
      scanLimits = scan.limits;
      return scan.changes;
    },
    view: () => (fallback !== null ? fallback.view() : captureView(plan)),
    applyGranted: (changes) => {
      if (fallback !== null) return [];
      const out: string[] = [];
      for (const c of changes) {
        if (c.source !== "capture" || c.granted === undefined || c.captured === undefined) continue;
        // Beside it, then renamed over it: the host never sees half a file.
        const temp = `${c.path}.forge-gate-${process.pid}`;
        copyFileSync(c.captured, temp);
        renameSync(temp, c.path);
        out.push(c.path);
      }
      applied = out;
      return out;
    },
    finish: async ({ refused }) => {
      if (fallback !== null || finished) return;
      finished = true;
      if (refused && existsSync(dir)) kept = dir;
      else removeLayers(dir);
    },
  };
  return self;
}

/** Whether the capture layer can be made here: a real one, over an empty directory. */
export async function captureSupport(env: NodeJS.ProcessEnv): Promise<Support> {
  if (process.platform !== "linux")
    return {
      available: false,
      detail: `not on ${process.platform} (it needs Linux's overlayfs and namespaces)`,
    };
  const t = tools(env);
  if (typeof t === "string")
    return { available: false, detail: t, hint: "Install bubblewrap and util-linux" };
  const root = isRoot();
  const block = root ? null : userNamespaceBlock();
  if (block !== null) return { available: false, detail: block, hint: CAPTURE_HINT };
  const { tmpdir } = await import("node:os");
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-doctor-")));
  try {
    const lower = join(dir, "lower");
    mkdirSync(lower);
    const plan: CapturePlan = {
      steps: [
        { kind: "ro", path: "/", why: "" },
        { kind: "overlay", path: lower, index: 0 },
      ],
      overlays: [{ index: 0, path: lower }],
      privateTemp: [],
      notCaptured: [],
      readOnly: [],
      locked: !(root && inInitialUserNamespace()),
    };
    const r = await probe(
      t,
      plan,
      join(dir, "layers"),
      "/",
      findOnPath("true", env.PATH ?? "") ?? "/bin/true",
    );
    if ("ok" in r) return { available: true, detail: mechanism(root) };
    const why = "error" in r ? r.error : [...r.failed.values()].join("; ");
    return { available: false, detail: `a capture layer cannot be made here: ${why}`, hint: CAPTURE_HINT };
  } finally {
    removeLayers(dir);
  }
}
