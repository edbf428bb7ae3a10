import { createHash } from "node:crypto";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
import { errorText } from "../core/errors.js";
import {
  type Client,
  codexHookIdentity,
  codexTrustHeader,
  findOurHook,
  HOOK_TIMEOUT_S,
  LAUNCHER_NAME,
  OPENCODE_PLUGIN_MARK,
  PROJECT_LAUNCHER,
  tomlValue,
} from "../core/hook-setup.js";
import { findRepoTop } from "../io/repo-root.js";
import type { Check } from "./doctor-check.js";
import { type HookTarget, hookTarget, plan } from "./init.js";

export const CLIENTS: readonly Client[] = ["claude", "codex", "opencode"];

const quiet = { out: () => {}, err: () => {} };

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/**
 * `doctor`'s hook checks: for each client whose hook is in the project (the repository around the
 * working directory) or in the user's settings, that it is installed (its launcher, lease and config
 * are there, so it does not block every call), trusted (Codex: the project and the hook's hash as it
 * is written now; a hand edit makes Codex skip the hook without a word) and current (what `init`
 * would write now). `wanted` clients must have a hook somewhere; the others are checked when present.
 */
export function checkHooks(wanted: readonly string[], cwd = process.cwd()): Check[] {
  const unknown = wanted.filter((c) => !CLIENTS.includes(c as Client));
  if (unknown.length > 0)
    return [
      {
        name: "hook",
        status: "error",
        detail: `unknown client ${unknown.map((c) => JSON.stringify(c)).join(", ")}`,
        hint: `Pass --client ${CLIENTS.join(", --client ")}`,
      },
    ];
  const project = findRepoTop(cwd);
  const checks: Check[] = [];
  for (const client of CLIENTS) {
    const targets = [...(project ? [hookTarget(client, project)] : []), hookTarget(client, null)];
    const present = targets.filter((t) => hasHook(t));
    if (present.length === 0) {
      if (wanted.includes(client))
        checks.push({
          name: `hook ${client}`,
          status: "error",
          detail: `no forge-gate hook for ${client} in ${targets.map((t) => t.file).join(" or ")}`,
          hint: `Run forge-gate init ${client} in the repository (or with --global)`,
        });
      continue;
    }
    for (const t of present) checks.push(checkTarget(t));
  }
  if (checks.length === 0)
    checks.push({ name: "hooks", status: "ok", detail: "no forge-gate hook installed here" });
  return checks;
}

function hasHook(t: HookTarget): boolean {
  const text = read(t.file);
  if (text === null) return false;
  return t.client === "opencode" ? text.includes(OPENCODE_PLUGIN_MARK) : findOurHook(text) !== null;
}

function checkTarget(t: HookTarget): Check {
  const name = `hook ${t.client}`;
  const where = t.file;
  const problems: string[] = [];
  const fix = `Run forge-gate init ${t.client}${t.project ? " in the repository" : " --global"}`;
  const text = read(t.file)!;
  const ours = t.client === "opencode" ? null : findOurHook(text);
  const command = ours?.command ?? "";

  // Installed: the launcher and the files the hook names are there (else every call is blocked).
  const launcher = t.client === "opencode" ? pluginConst(text, "LAUNCHER") : launcherOf(command);
  const missingLauncher = launcherMissing(launcher, t.project);
  if (missingLauncher) problems.push(missingLauncher);
  for (const [flag, file] of filesOf(t, text, command)) {
    const abs = isAbsolute(file) ? file : t.project ? join(t.project, file) : file;
    if (!existsSync(abs)) problems.push(`its ${flag} ${abs} does not exist (every call is blocked)`);
  }

  // Trusted (Codex): the project, and the hash of the hook as it is written now.
  if (t.client === "codex" && ours) {
    const cfg = read(t.codexConfig!) ?? "";
    if (t.project && tomlValue(cfg, `projects.${JSON.stringify(t.project)}`, "trust_level") !== "trusted")
      problems.push(
        `${t.codexConfig} does not trust the project ${t.project}: Codex does not load its hooks`,
      );
    const want = `sha256:${createHash("sha256")
      .update(codexHookIdentity(String(ours.matcher), ours.command, Number(ours.timeout ?? HOOK_TIMEOUT_S)))
      .digest("hex")}`;
    const trusted = tomlValue(cfg, codexTrustHeader(t.file, ours), "trusted_hash");
    if (trusted === null)
      problems.push(`${t.codexConfig} holds no trusted_hash for it: Codex skips it without a word`);
    else if (trusted !== want)
      problems.push(
        `its trusted_hash in ${t.codexConfig} is not the hash of the hook as written (edited by hand?): Codex skips it without a word`,
      );
  }

  // Current: what init would write now.
  let current = true;
  try {
    const planned = plan(t.client, { global: t.project === null }, quiet).files.find(
      (f) => f.path === t.file,
    );
    const after = planned?.after ?? null;
    if (t.client === "opencode") current = after === text;
    else {
      const want = findOurHook(after);
      current =
        want !== null &&
        want.command === ours?.command &&
        want.timeout === ours.timeout &&
        want.matcher === ours.matcher;
    }
  } catch (err) {
    problems.push(`cannot work out what init would write: ${errorText(err)}`);
  }
  if (problems.length > 0)
    return { name, status: "error", detail: `${where}: ${problems.join("; ")}`, hint: fix };
  if (!current)
    return {
      name,
      status: "warn",
      detail: `${where}: installed and working, but not what this forge-gate's init writes (an older version, or edited)`,
      hint: fix,
    };
  return {
    name,
    status: "ok",
    detail: `${where}: installed${t.client === "codex" ? ", trusted" : ""} and current`,
  };
}

/** The launcher a hook command runs: its first word (or the project's launcher). */
function launcherOf(command: string): string {
  if (command.includes(PROJECT_LAUNCHER)) return PROJECT_LAUNCHER;
  const m = /^(?:'((?:[^']|'\\'')*)'|(\S+))/.exec(command);
  return (m?.[1]?.replaceAll("'\\''", "'") ?? m?.[2] ?? "").trim();
}

/** Why the launcher cannot be started, or null when it can. */
function launcherMissing(launcher: string, project: string | null): string | null {
  if (launcher === "") return "it names no launcher";
  if (launcher === LAUNCHER_NAME) {
    for (const dir of (process.env.PATH ?? "").split(delimiter))
      if (dir && isExecutable(join(dir, LAUNCHER_NAME))) return null;
    return `its launcher ${LAUNCHER_NAME} is not on PATH (every call is blocked)`;
  }
  const abs = isAbsolute(launcher) ? launcher : project ? join(project, launcher) : launcher;
  return isExecutable(abs) ? null : `its launcher ${abs} is missing (every call is blocked)`;
}

function isExecutable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The lease and config a hook names (flag and path as written). */
function filesOf(t: HookTarget, text: string, command: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (t.client === "opencode") {
    for (const [flag, key] of [
      ["lease", "LEASE"],
      ["config", "CONFIG"],
    ] as const) {
      const v = pluginConst(text, key);
      if (v) out.push([flag, v]);
    }
    return out;
  }
  for (const m of command.matchAll(/--(lease|config) (?:'((?:[^']|'\\'')*)'|(\S+))/g))
    out.push([m[1]!, (m[2]?.replaceAll("'\\''", "'") ?? m[3]!).replace(/^"|"$/g, "")]);
  return out;
}

/** A `const NAME = "…";` line of the opencode plugin. */
function pluginConst(text: string, name: string): string {
  const m = new RegExp(`^const ${name} = (".*");$`, "m").exec(text);
  if (!m) return "";
  try {
    return JSON.parse(m[1]!) as string;
  } catch {
    return "";
  }
}
