import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import type { ViewEntry } from "../core/attribution.js";
import { ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import {
  bwrapArgs,
  type NetworkPlan,
  PIN_WHY,
  planSandbox,
  type SandboxPlan,
  sandboxView,
} from "../core/sandbox-plan.js";
import { seatbeltProfile } from "../core/seatbelt.js";
import { findOnPath, isExecutableFile } from "../io/find-command.js";
import { gatherFacts } from "./facts.js";
import type { FilterProxy, NetworkAttempt } from "./proxy.js";

/*
 * Why not @anthropic-ai/sandbox-runtime as the engine (evaluated, 0.0.78 and 0.0.83):
 * - its current releases require Node >= 22.12, and forge-gate (and its Action) supports Node 20;
 * - on Linux it needs socat (its network bridge) and a seccomp helper binary besides bubblewrap: two
 *   more things to install and keep, where forge-gate needs bubblewrap only (the relay below is Node);
 * - it wraps a shell *string* (`wrapWithSandbox(command)` is `eval`ed by bash inside the sandbox),
 *   where forge-gate runs the agent's argv directly and never hands it to a shell;
 * - its model is a process-wide singleton configured by allow/deny lists plus credential masking and
 *   TLS interception (node-forge); the lease model needs layered mounts computed from git's layout
 *   (own gitdir, objects, own branch ref) and the protect globs, which its config cannot say.
 * So the plan is computed by the pure planner (src/core/sandbox-plan.ts) and rendered here, in the same
 * shape it uses (bubblewrap with --unshare-net, a host proxy reached through a bound Unix socket).
 */

export type EnforceMode = "strict" | "best-effort";

export const INSTALL_HINT =
  "Install bubblewrap: `sudo apt-get install -y bubblewrap` (Debian/Ubuntu), `sudo dnf install bubblewrap` (Fedora), `sudo pacman -S bubblewrap` (Arch); or run with --enforce=best-effort to fall back to detection only";

/** The `enforcement` object of the run report. */
export interface EnforcementReport {
  enforced: boolean;
  mode: EnforceMode;
  backend: "bubblewrap" | "sandbox-exec" | null;
  /** Why nothing is enforced (best-effort without a sandbox). */
  reason?: string;
  network: NetworkPlan["mode"] | null;
  network_allow: string[] | null;
  network_denied: NetworkAttempt[];
  private_temp: string[];
  writable: string[];
  read_only_inside_writable: string[];
  /** What is not prevented and only detected (the gate still judges every change). */
  detection_only: string[];
}

export interface Enforcement {
  report: EnforcementReport;
  /**
   * Waits until the sandbox is known to work (after the snapshot, before CMD). Strict mode throws
   * (exit 2) when it does not; best-effort turns the report into a detection-only one.
   */
  ready(): Promise<void>;
  /** The argv that runs CMD inside the sandbox (CMD itself when nothing is enforced). */
  wrap(command: string[]): string[];
  /** Stops the proxy and removes its socket; call after collect (the socket existed at snapshot time, so removing it earlier would be a change). */
  finish(): Promise<void>;
  /** Where the agent's writes can reach the host (null: nothing enforced, so anywhere). */
  view(): ViewEntry[] | null;
}

/** Parses `--enforce` / `--enforce=MODE`. */
export function parseEnforceMode(value: unknown): EnforceMode | null {
  if (value === undefined || value === false) return null;
  if (value === true || value === "strict") return "strict";
  if (value === "best-effort") return "best-effort";
  throw new ForgeGateError(
    "usage",
    `--enforce=${String(value)} is not a mode`,
    "Use --enforce (fail if no sandbox can be built) or --enforce=best-effort (detection only when none can)",
  );
}

export interface PrepareOptions {
  mode: EnforceMode;
  lease: Lease;
  command: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Extra writable paths (agent/tool preset grants), when the lease's presets name them. */
  extraWritable?: string[];
  /** Paths the agent must see read-only even under a private temp dir (the lease file its hooks read). */
  alsoVisible?: string[];
  platform?: NodeJS.Platform;
}

/**
 * Builds the sandbox for a run (before the snapshot: the proxy's socket must exist when it is taken).
 * Strict mode throws (exit 2) with the reason and the fix when no sandbox can be built; best-effort
 * returns a detection-only enforcement that says why.
 */
export async function prepareEnforcement(opts: PrepareOptions): Promise<Enforcement> {
  const platform = opts.platform ?? process.platform;
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  const fail = (reason: string, hint: string): Enforcement => {
    if (opts.mode === "strict") throw new ForgeGateError("sandbox_unavailable", `--enforce: ${reason}`, hint);
    return detectionOnly(opts.mode, reason);
  };

  if (platform === "linux") {
    const bwrap = findOnPath("bwrap", env.PATH ?? "");
    if (bwrap === null) return fail("bubblewrap (bwrap) is not installed", INSTALL_HINT);
    return await prepareLinux(bwrap, opts, cwd, env, fail);
  }
  if (platform === "darwin") {
    const sandboxExec = "/usr/bin/sandbox-exec";
    if (!isExecutableFile(sandboxExec))
      return fail(`${sandboxExec} is missing`, "It ships with macOS; use --enforce=best-effort elsewhere");
    return await prepareMac(sandboxExec, opts, cwd, env);
  }
  return fail(
    `no sandbox backend on ${platform} (bubblewrap on Linux, sandbox-exec on macOS)`,
    "Run on Linux or macOS, or use --enforce=best-effort for detection only",
  );
}

function detectionOnly(mode: EnforceMode, reason: string): Enforcement {
  return {
    report: {
      enforced: false,
      mode,
      backend: null,
      reason,
      network: null,
      network_allow: null,
      network_denied: [],
      private_temp: [],
      writable: [],
      read_only_inside_writable: [],
      detection_only: ["everything: no sandbox was built, the run is judged by detection only"],
    },
    ready: async () => {},
    wrap: (command) => command,
    finish: async () => {},
    view: () => null,
  };
}

async function prepareLinux(
  bwrap: string,
  opts: PrepareOptions,
  cwd: string,
  env: NodeJS.ProcessEnv,
  fail: (reason: string, hint: string) => Enforcement,
): Promise<Enforcement> {
  closeInheritedDescriptors();
  const networkAllow = opts.lease.network.allow;
  const needsProxy = networkAllow !== null && networkAllow.length > 0;
  // The socket lives in its own directory, made before the snapshot and removed after collect.
  const sockDir = needsProxy ? realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-net-"))) : null;
  const socketPath = sockDir === null ? null : join(sockDir, "proxy.sock");
  const { plan, notes } = planFor(opts, cwd, env, opts.extraWritable ?? []);
  const args = bwrapArgs(plan, socketPath === null ? {} : { proxySocket: socketPath });

  let proxy: FilterProxy | null = null;
  const cleanup = async () => {
    await proxy?.close();
    if (sockDir !== null) rmSync(sockDir, { recursive: true, force: true });
  };
  try {
    // Loaded only when the lease lists hosts: a plain `run` does not pay for node:http.
    if (socketPath !== null)
      proxy = await (await import("./proxy.js")).startFilterProxy(socketPath, networkAllow ?? []);
  } catch (err) {
    await cleanup();
    throw err;
  }
  // Fail closed before the agent runs: the same sandbox, running `true`. Started now and awaited by
  // ready(), so it overlaps the snapshot instead of adding to it.
  const probe = probeSandbox(bwrap, [...args, "--", findOnPath("true", env.PATH ?? "") ?? "/bin/true"]);

  const relay = socketPath === null ? null : (await import("./relay.js")).relayProgram();
  const report = reportOf(opts.mode, "bubblewrap", plan, [...notes, ...plan.detectionOnly]);
  if (proxy !== null) report.network_denied = proxy.denied; // live: filled as the proxy refuses
  let fallback: Enforcement | null = null;
  return {
    report,
    ready: async () => {
      const why = await probe;
      if (why === null) return;
      await cleanup();
      fallback = fail(
        `bubblewrap cannot build the sandbox: ${why}`,
        "bubblewrap needs user namespaces (or root): check `sysctl kernel.unprivileged_userns_clone` and, on Ubuntu 24.04+, `sysctl kernel.apparmor_restrict_unprivileged_userns` (set it to 0); in a container, allow unshare (e.g. --security-opt seccomp=unconfined); or use --enforce=best-effort",
      );
      Object.assign(report, fallback.report);
    },
    wrap: (command) => {
      if (fallback !== null) return fallback.wrap(command);
      const inner =
        relay === null || socketPath === null
          ? command
          : [process.execPath, "-e", relay, socketPath, ...command];
      return [bwrap, ...args, "--", ...inner];
    },
    finish: once(cleanup),
    view: () => (fallback !== null ? null : sandboxView(plan)),
  };
}

async function prepareMac(
  sandboxExec: string,
  opts: PrepareOptions,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Enforcement> {
  // No mount namespace: a per-run TMPDIR is granted instead of a private /tmp.
  const runTmp = realpathSync(mkdtempSync(join(tmpdir(), "forge-gate-tmp-")));
  const { plan, notes } = planFor(opts, cwd, env, [...(opts.extraWritable ?? []), runTmp]);
  const allow = opts.lease.network.allow;
  const proxy =
    allow !== null && allow.length > 0
      ? await (await import("./proxy.js")).startFilterProxy(null, allow)
      : null;
  const profile = seatbeltProfile(plan, proxy?.port ? { proxyPort: proxy.port } : {});
  const report: EnforcementReport = reportOf(opts.mode, "sandbox-exec", plan, [
    ...notes,
    ...plan.detectionOnly,
    "temp directories are not private on macOS: writes outside the grants fail, TMPDIR points at a per-run directory",
  ]);
  if (proxy !== null) report.network_denied = proxy.denied; // live: filled as the proxy refuses
  const proxyEnv = proxy?.port
    ? ["HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"].map(
        (k) => `${k}=http://127.0.0.1:${proxy.port}`,
      )
    : [];
  return {
    report,
    ready: async () => {},
    wrap: (command) => [
      "/usr/bin/env",
      `TMPDIR=${runTmp}`,
      ...proxyEnv,
      sandboxExec,
      "-p",
      profile,
      "--",
      ...command,
    ],
    finish: once(async () => {
      await proxy?.close();
      rmSync(runTmp, { recursive: true, force: true });
    }),
    view: () => sandboxView(plan),
  };
}

/** The machine read for this lease and turned into a plan (shared by both backends). */
function planFor(
  opts: PrepareOptions,
  cwd: string,
  env: NodeJS.ProcessEnv,
  extraWritable: string[],
): { plan: SandboxPlan; notes: string[] } {
  const home = env.HOME ?? homedir();
  const { facts, notes } = gatherFacts({
    lease: opts.lease,
    command: opts.command,
    cwd,
    home,
    env,
    extraWritable,
    alsoVisible: opts.alsoVisible ?? [],
  });
  return { plan: planSandbox(facts), notes };
}

function reportOf(
  mode: EnforceMode,
  backend: "bubblewrap" | "sandbox-exec",
  plan: SandboxPlan,
  detection: string[],
): EnforcementReport {
  return {
    enforced: true,
    mode,
    backend,
    network: plan.network.mode,
    network_allow: plan.network.mode === "proxy" ? [...plan.network.allow] : null,
    network_denied: [],
    private_temp: plan.privateTemp,
    writable: [
      ...new Set(plan.mounts.filter((m) => m.kind === "rw" && m.why !== PIN_WHY).map((m) => m.path)),
    ],
    read_only_inside_writable: [
      ...new Set(
        plan.mounts
          .filter((m) => m.kind === "ro" && m.why !== "needed by the run, under a private temp dir")
          .map((m) => m.path),
      ),
    ],
    detection_only: [...detection, ...(plan.network.mode === "open" ? [`network: ${plan.network.why}`] : [])],
  };
}

/** Runs the sandbox once with `true`: null when it works, else why not (bwrap's own words). */
function probeSandbox(bwrap: string, argv: string[]): Promise<string | null> {
  return new Promise((resolvePromise) => {
    const child = spawn(bwrap, argv, { stdio: ["ignore", "ignore", "pipe"], timeout: 10_000 });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", (err) => resolvePromise(err.message));
    child.on("close", (status, signal) =>
      resolvePromise(status === 0 ? null : stderr.trim() || `exit ${status ?? signal}`),
    );
  });
}

/** O_CLOEXEC as /proc/<pid>/fdinfo prints it (octal flags). */
const O_CLOEXEC = 0o2000000;

/**
 * Closes the descriptors above stdio that this process inherited without close-on-exec: bubblewrap
 * passes every open descriptor on, so a writable one left open by the caller (a CI runner, a shell's
 * `exec 200>>file`) would let the agent write outside its grants. Node opens its own with O_CLOEXEC,
 * so the ones without it are exactly the inherited ones, which forge-gate never uses.
 */
export function closeInheritedDescriptors(): void {
  let fds: string[];
  try {
    fds = readdirSync("/proc/self/fd");
  } catch {
    return; // no /proc: nothing to read the descriptors from (said in the docs)
  }
  for (const name of fds) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd <= 2) continue;
    try {
      const flags = readFileSync(`/proc/self/fdinfo/${fd}`, "utf8").match(/^flags:\s*([0-7]+)/m);
      if (flags && (Number.parseInt(flags[1]!, 8) & O_CLOEXEC) === 0) closeSync(fd);
    } catch {
      // gone meanwhile (the directory listing's own descriptor)
    }
  }
}

function once(f: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= f();
    return done;
  };
}

/** What `run` calls: null without --enforce, else the enforcement (or a usage / fail-closed error). */
export async function enforcementFor(
  mode: EnforceMode,
  lease: Lease,
  command: string[],
  leaseFile?: string,
): Promise<Enforcement> {
  // Files an agent preset lets change in part (e.g. ~/.claude.json, judged by its keys afterwards) must
  // be writable inside.
  return await prepareEnforcement({
    mode,
    lease,
    command,
    extraWritable: lease.keyed.map((k) => k.path),
    ...(leaseFile === undefined ? {} : { alsoVisible: [leaseFile] }),
  });
}

/** One stderr line saying what the run was held to. */
export function enforcementText(r: EnforcementReport): string {
  if (!r.enforced) return `forge-gate: NOT enforced (${r.mode}): ${r.reason}; detection only\n`;
  const net =
    r.network === "proxy"
      ? `network only ${r.network_allow?.join(", ")} (proxy; ${r.network_denied.length} refused)`
      : r.network === "none"
        ? "no network"
        : "network not restricted by the lease";
  return `forge-gate: enforced by ${r.backend}: ${r.writable.length} writable path(s), private temp ${r.private_temp.join(", ") || "none"}, ${net}\n`;
}
