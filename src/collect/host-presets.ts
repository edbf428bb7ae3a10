import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { defaultStateDir } from "../classify/state-dir.js";
import type { ChangeRecord, HostPresetsResult } from "../core/change-types.js";
import { isWithin } from "../core/paths.js";
import {
  describeEnvironmentChange,
  environmentChanges,
  type HostFacts,
  judgeSide,
  type Look,
  presetsOn,
  protectedPlaces,
  type Side,
} from "../core/presets/index.js";
import type { ManifestHeader, RunnerHeader } from "../core/snapshot-format.js";
import {
  findWorker,
  locateRunner,
  newSalt,
  otherRunners,
  recordEnvironment,
  stepEnvironment,
} from "../io/runner-facts.js";

/*
 * The host presets (src/core/presets/) applied to a snapshot diff: the facts they need are found
 * here (where the runner is, npm's cache, the package this forge-gate runs from), the files a rule
 * reads are read here, and each change record every side of which a preset explains is set aside
 * with its rule. The job's environment is recorded with the snapshot and compared here.
 */

function physical(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/** The snapshot header's `runner` on a GitHub Actions runner (GITHUB_ACTIONS=true), else nothing. */
export function runnerHeader(env: NodeJS.ProcessEnv = process.env): { runner?: RunnerHeader } {
  if (env.GITHUB_ACTIONS !== "true") return {};
  const here = locateRunner(env);
  const { vars, source } = stepEnvironment(here?.stepPid ?? null);
  const salt = newSalt();
  return {
    runner: { layout: here?.layout ?? null, environment: { ...recordEnvironment(vars, salt), salt, source } },
  };
}

const READ_MAX = 64 * 1024 * 1024;

/** Reads without following a final symlink, and only regular files. */
function readRegular(path: string, max: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > READ_MAX) return null;
    const want = Math.min(st.size, max);
    const buf = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const n = readSync(fd, buf, got, want - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

const look: Look = {
  head: (path, bytes) => readRegular(path, bytes)?.toString("utf8") ?? null,
  digest: (path, algorithm) => {
    const buf = readRegular(path, READ_MAX);
    return buf === null ? null : createHash(algorithm).update(buf).digest("hex");
  },
};

/** npm's cache directory: npm_config_cache (as npm reads it), else ~/.npm. */
function npmCache(env: NodeJS.ProcessEnv): string {
  const given = env.npm_config_cache ?? env.NPM_CONFIG_CACHE;
  return physical(given && isAbsolute(given) ? given : join(homedir(), ".npm"));
}

/** The directory of the script this forge-gate runs as (its npx install, when run by npx). */
function runningFrom(): string | null {
  const script = process.argv[1];
  return script ? dirname(physical(script)) : null;
}

/** Whether the npx install `pkg` runs from (`<cache>/_npx/<hash>`) was made during the run. */
function installedDuringRun(
  pkg: string | null,
  cache: string | null,
  changes: readonly ChangeRecord[],
): boolean {
  if (pkg === null || cache === null || !isWithin(pkg, `${cache}/_npx`)) return false;
  const install = `${cache}/_npx/${pkg.slice(cache.length + "/_npx/".length).split("/")[0]!}`;
  return changes.some((c) => c.path === install && c.change === "created" && c.source !== "git");
}

/** `look` with a captured record's path read where the capture keeps it. */
function capturedLook(path: string, captured: string): Look {
  const at = (p: string) => (p === path ? captured : p);
  return {
    head: (p, bytes) => look.head(at(p), bytes),
    digest: (p, algorithm) => look.digest(at(p), algorithm),
  };
}

export interface HostPresetOptions {
  header: ManifestHeader;
  env?: NodeJS.ProcessEnv;
  /** classify's state directory the agent's hooks use (`--state`); default: classify's own default. */
  stateDir?: string;
}

/**
 * Sets aside every snapshot change record whose every side a host preset explains (`preset`), and
 * compares the job's environment with the snapshot's. Returns what the report and the judge need.
 */
export function applyHostPresets(changes: ChangeRecord[], opts: HostPresetOptions): HostPresetsResult {
  const env = opts.env ?? process.env;
  const recorded = opts.header.runner;
  const here =
    recorded !== undefined || env.GITHUB_ACTIONS === "true"
      ? locateRunner({ ...env, GITHUB_ACTIONS: "true" })
      : null;
  // Where the runner was before the agent ran wins: the agent cannot move it by changing the environment.
  const layout = recorded?.layout ?? here?.layout ?? null;
  // What the agent wrote into `run`'s capture layer is judged by the same presets, read where it is kept.
  const candidates = changes.filter(
    (c) => (c.source === "snapshot" || c.source === "capture") && c.tampered === undefined,
  );
  const cache = npmCache(env);
  const packageDir = runningFrom();
  const facts: HostFacts = {
    runner: recorded !== undefined || env.GITHUB_ACTIONS === "true" ? layout : null,
    otherRunners: [],
    npmCache: cache,
    packageDir,
    packageInstalledDuringRun: installedDuringRun(packageDir, cache, changes),
    stateDir: physical(resolve(opts.stateDir ?? defaultStateDir())),
  };
  if (facts.runner !== null)
    facts.otherRunners = otherRunners(
      candidates
        .flatMap((c) => (c.from === undefined ? [c.path] : [c.path, c.from]))
        .filter((p) => !isWithin(p, layout!.work) && (layout!.root === null || !isWithin(p, layout!.root))),
      facts.runner,
    );
  const places = protectedPlaces(facts);
  const setAside: Record<string, number> = {};
  const data: HostPresetsResult["data"] = [];
  for (const c of candidates) {
    if (c.preset !== undefined || c.bookkeeping !== undefined || c.granted !== undefined) continue;
    const sides: Side[] = [{ path: c.path, change: c.change === "renamed" ? "created" : c.change }];
    if (c.from !== undefined) sides.push({ path: c.from, change: "deleted" });
    const seen = c.captured === undefined ? look : capturedLook(c.path, c.captured);
    const judged = sides.map((s) => judgeSide(s, facts, seen, places));
    if (judged.some((j) => j === null)) continue;
    const first = judged[0]!;
    const isData = judged.some((j) => j!.kind === "data");
    c.preset = { name: first.preset, rule: first.rule, data: isData };
    setAside[first.preset] = (setAside[first.preset] ?? 0) + 1;
    if (isData) data.push({ path: c.path, rule: first.rule });
  }
  grantPresetDirs(candidates, setAside);

  const result: HostPresetsResult = {
    presets: presetsOn(facts).map((p) => p.name),
    runner:
      layout === null || facts.runner === null
        ? null
        : { root: layout.root, work: layout.work, located: layout.located },
    set_aside: setAside,
    data,
    environment: { compared: false, reason: "not on a GitHub Actions runner" },
    environment_changes: [],
    protect: places,
  };
  if (recorded === undefined) {
    if (env.GITHUB_ACTIONS === "true")
      result.environment = {
        compared: false,
        reason:
          "the snapshot was not taken on a GitHub Actions runner, so it recorded no environment to compare",
      };
    return result;
  }
  const worker = findWorker();
  const now = stepEnvironment(worker?.stepPid ?? null);
  if (now.source !== recorded.environment.source) {
    result.environment = {
      compared: false,
      reason: `the snapshot recorded the ${recorded.environment.source === "step" ? "step's" : "process's"} environment and the gate can read only the ${now.source === "step" ? "step's" : "process's"}: run both on the same runner, as steps of one job`,
    };
    return result;
  }
  const changed = environmentChanges(
    recorded.environment,
    recordEnvironment(now.vars, recorded.environment.salt),
  );
  result.environment = { compared: true, source: now.source };
  result.environment_changes = changed.map(describeEnvironmentChange);
  return result;
}

/**
 * A directory created only to hold what a preset explains (npm's `_logs`, a cache index's fan-out
 * directories, the runner's `pages`) is part of it: set aside when nothing else changed below it
 * and it is still a plain directory no one else may write.
 */
function grantPresetDirs(candidates: ChangeRecord[], setAside: Record<string, number>): void {
  const tainted = new Set<string>();
  const explainedBelow = new Map<string, string>();
  const ancestors = (p: string, each: (d: string) => void) => {
    for (let d = dirname(p); d.length > 1; d = dirname(d)) each(d);
  };
  const dirs: ChangeRecord[] = [];
  for (const c of candidates) {
    if (c.preset === undefined && c.change === "created" && c.from === undefined) {
      dirs.push(c);
      continue;
    }
    for (const p of c.from === undefined ? [c.path] : [c.path, c.from])
      ancestors(p, (d) => {
        if (c.preset === undefined) tainted.add(d);
        else if (!explainedBelow.has(d)) explainedBelow.set(d, c.preset.name);
      });
  }
  // Deepest first: a directory that is not set aside keeps every directory above it judged.
  dirs.sort((a, b) => b.path.split("/").length - a.path.split("/").length);
  for (const c of dirs) {
    const name = explainedBelow.get(c.path);
    const st =
      name === undefined || tainted.has(c.path)
        ? undefined
        : lstatSync(c.captured ?? c.path, { throwIfNoEntry: false });
    if (name === undefined || !st?.isDirectory() || (st.mode & 0o022) !== 0) {
      ancestors(c.path, (d) => tainted.add(d));
      continue;
    }
    c.preset = { name, rule: `a directory holding only ${name}'s own writes`, data: false };
    setAside[name] = (setAside[name] ?? 0) + 1;
  }
}
