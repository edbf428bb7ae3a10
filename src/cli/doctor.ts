import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ATTRIBUTION_BACKENDS } from "../attribution/index.js";
import type { Support } from "../attribution/types.js";
import { loadConfigCached } from "../classify/files.js";
import { loadShellParser, parserChoice, shellParserStatus } from "../classify/parser.js";
import { defaultStateDir } from "../classify/state-dir.js";
import { errorText } from "../core/errors.js";
import { displayPath } from "../core/escape.js";
import { loadLeaseFile } from "../io/lease-file.js";
import { pathKernelStatus } from "../io/path-kernel.js";
import { VERSION } from "../version.js";
import type { Check } from "./doctor-check.js";
import { checkHooks } from "./doctor-hooks.js";
import { processWriter } from "./output.js";

/**
 * `forge-gate doctor`: what this install can do here. Each check is ok, warn (a feature that is
 * not needed by every command is missing: git, bubblewrap, the native parser) or error (something
 * every use needs is broken: Node too old, no bash parser, an unwritable state directory, or the
 * lease / config given to it does not load). Exit 0 with no error, 1 with one (it did its job and
 * found a problem), 2 on a usage error.
 */

export type { Check, CheckStatus } from "./doctor-check.js";

export interface DoctorOptions {
  lease?: string;
  config?: string;
  state?: string;
  /** `--client NAME` (repeatable): this client must have a hook, installed, trusted and current. */
  client?: string[];
  format: "text" | "json";
}

const MIN_NODE_MAJOR = 20;

export async function runDoctor(opts: DoctorOptions): Promise<number> {
  const checks: Check[] = [];
  checks.push(checkNode());
  const parser = await checkParser();
  checks.push(parser.check);
  checks.push(checkPathKernel());
  checks.push(checkGit());
  // Every backend in the attribution index, asked once (the sandbox's answer also covers bubblewrap).
  const support = new Map(
    await Promise.all(ATTRIBUTION_BACKENDS.map(async (b) => [b.name, await b.support(process.env)] as const)),
  );
  const sandbox = support.get("sandbox")!;
  const capture = support.get("capture")!;
  checks.push(checkBubblewrap(sandbox));
  checks.push(checkAttribution(sandbox, capture));
  const stateDir = resolve(opts.state ?? defaultStateDir());
  checks.push(checkStateDir(stateDir));
  if (opts.lease !== undefined) checks.push(checkLease(opts.lease));
  if (opts.config !== undefined) checks.push(await checkConfig(opts.config));
  checks.push(...checkHooks(opts.client ?? []));

  const ok = checks.every((c) => c.status !== "error");
  const w = processWriter;
  if (opts.format === "json") {
    w.out(
      `${JSON.stringify({
        schema_version: 1,
        version: VERSION,
        ok,
        parser: parser.info,
        node: { version: process.version, platform: process.platform, arch: process.arch },
        state_dir: stateDir,
        // What `run` (capture, else detection only) and `run --enforce` (the sandbox) attribute with here.
        attribution: {
          run: capture.available ? "capture" : "none",
          run_reason: capture.available ? null : capture.detail,
          enforce: sandbox.available ? "sandbox" : "none",
          enforce_reason: sandbox.available ? null : sandbox.detail,
        },
        checks: checks.map(({ name, status, detail, hint }) => ({
          name,
          status,
          detail,
          hint: hint ?? null,
        })),
      })}\n`,
    );
  } else {
    for (const c of checks) {
      w.out(`${c.status.padEnd(5)} ${c.name.padEnd(10)} ${displayPath(c.detail)}\n`);
      if (c.hint && c.status !== "ok") w.out(`${"".padEnd(17)}${displayPath(c.hint)}\n`);
    }
    w.out(
      ok
        ? "forge-gate doctor: nothing needed is broken\n"
        : "forge-gate doctor: something needed is broken (see error lines)\n",
    );
  }
  return ok ? 0 : 1;
}

function checkNode(): Check {
  const major = Number(process.versions.node.split(".")[0]);
  return major >= MIN_NODE_MAJOR
    ? {
        name: "node",
        status: "ok",
        detail: `${process.version} (${process.platform}-${process.arch}) at ${process.execPath}`,
      }
    : {
        name: "node",
        status: "error",
        detail: `${process.version} is older than Node ${MIN_NODE_MAJOR}`,
        hint: `Install Node ${MIN_NODE_MAJOR} or newer`,
      };
}

function checkPathKernel(): Check {
  try {
    const s = pathKernelStatus();
    if (s.kind === "native")
      return { name: "kernel", status: "ok", detail: "native (violations judges plain paths in C)" };
    return {
      name: "kernel",
      status: s.choice === "js" ? "ok" : "warn",
      detail: `JavaScript checker, because ${s.reason}`,
      hint: "violations gives the same answers, 1.5-2x slower on a million paths. The package ships the kernel prebuilt in dist/native/ for linux-x64; see docs/install.md for building it for another platform",
    };
  } catch (err) {
    return {
      name: "kernel",
      status: "error",
      detail: errorText(err),
      hint: "violations refuses to run until FORGE_GATE_VIOLATIONS_KERNEL is js, native, auto or unset",
    };
  }
}

async function checkParser(): Promise<{
  check: Check;
  info: { kind: "native" | "wasm" | null; choice: string; native_error: string | null; error: string | null };
}> {
  let choice = "auto";
  try {
    choice = parserChoice();
    await loadShellParser(parserChoice());
    const s = shellParserStatus()!;
    const info = { kind: s.kind, choice, native_error: s.nativeError, error: null };
    if (s.kind === "native")
      return {
        check: { name: "parser", status: "ok", detail: "native (forge-gate's tree-sitter-bash addon)" },
        info,
      };
    return {
      check: {
        name: "parser",
        status: choice === "wasm" ? "ok" : "warn",
        detail: `wasm (web-tree-sitter), because ${s.nativeError}`,
        hint: "Classify works with the WASM parser, with a slower start-up (about 30 ms more per call). The package ships the native parser prebuilt in dist/native/ for linux-x64 (glibc 2.17 or later); see docs/install.md for building it for another platform",
      },
      info,
    };
  } catch (err) {
    return {
      check: {
        name: "parser",
        status: "error",
        detail: `no bash parser loads: ${errorText(err)}`,
        hint: "Every shell call classify sees is escalated until this is fixed; reinstall forge-gate",
      },
      info: { kind: null, choice, native_error: null, error: errorText(err) },
    };
  }
}

/** A program's first line of `--version`, or why it could not be run (never through a shell). */
function probe(cmd: string, args: string[]): { ok: boolean; text: string } {
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 10_000 });
  if (r.error)
    return {
      ok: false,
      text: (r.error as NodeJS.ErrnoException).code === "ENOENT" ? "not found on PATH" : r.error.message,
    };
  const text = `${r.stdout}${r.stderr}`.trim().split("\n")[0] ?? "";
  return { ok: r.status === 0, text: text || `exited ${r.status}` };
}

function checkGit(): Check {
  const git = probe("git", ["--version"]);
  return git.ok
    ? { name: "git", status: "ok", detail: git.text }
    : {
        name: "git",
        status: "warn",
        detail: `git: ${git.text}`,
        hint: "snapshot, collect, run and gate need git; violations and classify do not",
      };
}

function checkBubblewrap(sandbox: Support): Check {
  if (process.platform !== "linux")
    return { name: "bubblewrap", status: "ok", detail: `not used on ${process.platform}` };
  const version = probe("bwrap", ["--version"]);
  if (!version.ok)
    return {
      name: "bubblewrap",
      status: "warn",
      detail: `bwrap: ${version.text}`,
      hint: "Sandboxed runs and the capture layer need it: install bubblewrap (apt-get install bubblewrap)",
    };
  // Installed is not enough: unprivileged user namespaces may be turned off.
  return sandbox.available
    ? { name: "bubblewrap", status: "ok", detail: `${version.text}; a sandbox starts` }
    : {
        name: "bubblewrap",
        status: "warn",
        detail: `${version.text}, but ${sandbox.detail}`,
        hint: sandbox.hint ?? "Allow unprivileged user namespaces",
      };
}

/**
 * How `run` tells the agent's writes from other programs' here: the capture layer (exact) or
 * detection only (every change under the watched roots is charged to the agent), and `run --enforce`.
 */
function checkAttribution(sandbox: Support, capture: Support): Check {
  const enforce = sandbox.available
    ? `run --enforce: sandbox (${sandbox.detail})`
    : "run --enforce: unavailable";
  if (capture.available)
    return { name: "attribution", status: "ok", detail: `run: capture (${capture.detail}); ${enforce}` };
  return {
    name: "attribution",
    status: "warn",
    detail: `run: none, detection only (changes other programs make while the agent runs are charged to it): ${capture.detail}; ${enforce}`,
    ...(capture.hint === undefined ? {} : { hint: capture.hint }),
  };
}

function checkStateDir(dir: string): Check {
  const fail = (detail: string): Check => ({
    name: "state-dir",
    status: "error",
    detail: `${dir}: ${detail}`,
    hint: "classify keeps its backstop counters and caches there: pass --state DIR or set XDG_STATE_HOME to a writable directory",
  });
  // Not created here (a recursive mkdir under /proc never returns on some kernels): it must exist
  // and take a file, or its nearest existing parent must be writable so classify can create it.
  if (!existsSync(dir)) {
    let parent = dirname(dir);
    while (!existsSync(parent) && parent !== dirname(parent)) parent = dirname(parent);
    try {
      if (!statSync(parent).isDirectory()) return fail(`${parent} is not a directory`);
      accessSync(parent, constants.W_OK);
      return {
        name: "state-dir",
        status: "ok",
        detail: `${dir} (not there yet; created on first use under ${parent})`,
      };
    } catch (err) {
      return fail(`does not exist and ${parent} is not writable (${(err as NodeJS.ErrnoException).code})`);
    }
  }
  try {
    if (!statSync(dir).isDirectory()) return fail("not a directory");
    const probeFile = join(dir, `.doctor-${process.pid}`);
    writeFileSync(probeFile, "", { mode: 0o600, flag: "wx" });
    rmSync(probeFile, { force: true });
    const mode = statSync(dir).mode & 0o777;
    const shared = mode & 0o022 ? `; mode ${mode.toString(8)} lets others write` : "";
    return { name: "state-dir", status: "ok", detail: `${dir} (writable${shared})` };
  } catch (err) {
    return fail((err as Error).message);
  }
}

function checkLease(file: string): Check {
  try {
    const lease = loadLeaseFile(file, { home: homedir() });
    return {
      name: "lease",
      status: "ok",
      detail: `${file}: id ${lease.id}, ${lease.write_roots.length} write root(s)${lease.write_roots.length === 0 ? " (closed: every write is an escape)" : ""}`,
    };
  } catch (err) {
    return { name: "lease", status: "error", detail: errorText(err) };
  }
}

async function checkConfig(file: string): Promise<Check> {
  try {
    const config = await loadConfigCached(file, null, homedir());
    const backend = config.classifier ? config.classifier.kind : "none";
    return {
      name: "config",
      status: "ok",
      detail: `${file}: unresolved → ${config.unresolved}, classifier backend: ${backend}`,
    };
  } catch (err) {
    return { name: "config", status: "error", detail: errorText(err) };
  }
}
