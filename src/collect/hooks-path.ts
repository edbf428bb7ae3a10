import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import type { ChangeRecord, GitPaths, HooksDir } from "../core/change-types.js";
import { isWithin } from "../core/paths.js";
import { configFilesInOrder } from "./config-files.js";
import { runGit } from "./git.js";

/*
 * `core.hooksPath` may point into the worktree (husky: `.husky/_`). Then the files there are git
 * hooks: the operator's next `git commit` or `checkout` in that worktree runs them, outside any
 * sandbox. Setting the key is a config change (an escape already); with the key set before the run,
 * the snapshot records the content and mode of every file in that directory, and after the run a hook
 * added, changed or removed there is an escape. A rewrite with the same content passes (husky writes
 * its stubs again on every `npm install`). What those hooks call in turn (husky's `.husky/pre-commit`)
 * is the project's own code, reviewed with the branch: protect it in the lease to refuse its changes.
 */

const MAX_FILES = 1000;
const MAX_BYTES = 1024 * 1024;

async function configValue(file: string, key: string): Promise<string | null> {
  if (!existsSync(file)) return null;
  const r = await runGit(["config", "--file", file, "--get", key], { cwd: "/", allow: [1, 128] });
  if (r.status !== 0) return null;
  return r.stdout.toString("utf8").replace(/\n$/, "");
}

/** Where git looks for this worktree's hooks when `core.hooksPath` says (null: the default, in the gitdir). */
export async function hooksPathOf(git: GitPaths): Promise<string | null> {
  let value: string | null = null;
  for (const f of configFilesInOrder(git)) value = (await configValue(f, "core.hooksPath")) ?? value;
  if (value === null || value === "") return null;
  const expanded = value.startsWith("~/") ? join(homedir(), value.slice(2)) : value;
  // git runs hooks from the top of the worktree: a relative path is relative to it.
  return isAbsolute(expanded) ? resolve(expanded) : resolve(git.worktree, expanded);
}

function digestOf(path: string): string | null {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (st === undefined) return null;
  if (st.isSymbolicLink()) return `link`;
  if (!st.isFile()) return `other`;
  const mode = (st.mode & 0o777).toString(8);
  if (st.size > MAX_BYTES) return `${mode} big:${st.size}:${st.mtimeMs}`;
  return `${mode} ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
}

/** The hooks directory's files now (null when core.hooksPath is not set or points outside the worktree). */
export async function readHooksDir(git: GitPaths): Promise<HooksDir | null> {
  const dir = await hooksPathOf(git);
  if (dir === null || !isWithin(dir, git.worktree)) return null;
  const files: Record<string, string> = {};
  const walk = (d: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      if (Object.keys(files).length >= MAX_FILES) return;
      const p = join(d, n);
      const r = rel === "" ? n : `${rel}/${n}`;
      if (lstatSync(p, { throwIfNoEntry: false })?.isDirectory()) walk(p, r);
      else files[r] = digestOf(p) ?? "absent";
    }
  };
  walk(dir, "");
  return { dir, files };
}

/** Marks changes of the hooks directory's files that are not same-content rewrites (`sealed`, judged as protected). */
export function judgeHooksDir(changes: ChangeRecord[], hooks: HooksDir): void {
  for (const c of changes) {
    if (c.source !== "snapshot" || c.sealed !== undefined) continue;
    for (const path of c.from === undefined ? [c.path] : [c.path, c.from]) {
      if (!isWithin(path, hooks.dir) || path === hooks.dir) continue;
      const rel = path.slice(hooks.dir.length + 1);
      const now = digestOf(path);
      if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) continue;
      if (now === (hooks.files[rel] ?? null)) continue;
      c.sealed = `${path} is a git hook (core.hooksPath ${hooks.dir}): git runs it in this worktree`;
    }
  }
}
