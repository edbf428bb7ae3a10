import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import type { GitPaths, GitState } from "../core/change-types.js";
import { parsePackedRefs } from "../core/git-roles.js";
import { runGit } from "./git.js";
import { readHooksDir } from "./hooks-path.js";
import { readReflogs } from "./reflogs.js";

export type { GitState };

const PER_WORKTREE = ["refs/bisect/", "refs/worktree/", "refs/rewritten/"];
const REF_MAX = 4096;

/** The shared refs of `commonDir`: packed-refs, overridden by loose refs. */
export function readSharedRefs(commonDir: string): Pick<GitState, "refs" | "refs_error"> {
  const refs: Record<string, string> = {};
  if (lstatSync(join(commonDir, "reftable"), { throwIfNoEntry: false })) {
    return { refs, refs_error: "the repository stores its refs in a reftable, which forge-gate cannot read" };
  }
  try {
    let text = "";
    try {
      text = readFileSync(join(commonDir, "packed-refs"), "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    for (const [ref, oid] of parsePackedRefs(text)) refs[ref] = oid;
    const walk = (dir: string, name: string) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const ref = `${name}/${d.name}`;
        const p = join(dir, d.name);
        if (d.isDirectory()) {
          if (!PER_WORKTREE.some((w) => `${ref}/`.startsWith(w))) walk(p, ref);
          continue;
        }
        if (d.name.endsWith(".lock")) continue;
        if (d.isSymbolicLink()) refs[ref] = `symlink:${readlinkSync(p)}`;
        else if (d.isFile()) {
          const text = readFileSync(p).subarray(0, REF_MAX).toString("utf8").trim();
          refs[ref] = /^[0-9a-f]{40}([0-9a-f]{24})?$|^ref: \S+$/.test(text) ? text : `!malformed:${text}`;
        } else refs[ref] = "!not a file";
      }
    };
    if (lstatSync(join(commonDir, "refs"), { throwIfNoEntry: false })?.isDirectory())
      walk(join(commonDir, "refs"), "refs");
  } catch (err) {
    return {
      refs,
      refs_error: `cannot read the refs: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    };
  }
  return { refs };
}

/** Module gitdirs below `dir/modules` (any depth: module names may hold slashes; nested modules too). */
function findModules(dir: string, out: string[], depth = 0): void {
  if (depth > 8) return;
  const modules = join(dir, "modules");
  let names: string[];
  try {
    names = readdirSync(modules);
  } catch {
    return;
  }
  const visit = (p: string, d: number) => {
    if (d > 8) return;
    const st = lstatSync(p, { throwIfNoEntry: false });
    if (!st?.isDirectory()) return;
    if (lstatSync(join(p, "HEAD"), { throwIfNoEntry: false })) {
      out.push(p);
      findModules(p, out, depth + 1);
      return;
    }
    for (const n of readdirSync(p)) visit(join(p, n), d + 1);
  };
  for (const n of names) visit(join(modules, n), 0);
}

/** Every config file git reads for this repository (the global and system ones are not the agent's to write). */
export function configFiles(git: GitPaths, modules: readonly string[]): string[] {
  const out = [join(git.common_dir, "config"), join(git.common_dir, "config.worktree")];
  try {
    for (const n of readdirSync(join(git.common_dir, "worktrees")))
      out.push(join(git.common_dir, "worktrees", n, "config.worktree"));
  } catch {
    // no linked worktrees
  }
  for (const m of modules) out.push(join(m, "config"));
  return out;
}

/** `git config --file F --list` as entries; absent files are left out; `!reason` when git cannot parse it. */
export async function parseConfigFile(file: string): Promise<string[] | string | null> {
  const st = lstatSync(file, { throwIfNoEntry: false });
  if (!st) return null;
  if (!st.isFile()) return `!not a regular file`;
  // cwd "/": no repository is discovered, so the repository's own (possibly broken) config is not read.
  const r = await runGit(["config", "--file", file, "--null", "--list"], { cwd: "/", allow: [1, 3, 128] });
  if (r.status !== 0) return `!${r.stderr.split("\n")[0]?.trim() || `git config exited ${r.status}`}`;
  // Values are kept as digests: the manifest must not carry what the config holds (a token in a
  // remote URL); equal digests mean equal values, and the report names the keys.
  return r.stdout
    .toString("utf8")
    .split("\0")
    .filter((e) => e !== "")
    .map((e) => {
      const nl = e.indexOf("\n");
      if (nl < 0) return `${e}\n-`;
      return `${e.slice(0, nl)}\n${createHash("sha256")
        .update(e.slice(nl + 1))
        .digest("hex")}`;
    });
}

/**
 * What the repository means now. For the snapshot (`reflogs`), also every reflog's entries and the
 * hooks directory `core.hooksPath` names in the worktree.
 */
export async function readGitState(git: GitPaths, opts: { reflogs?: boolean } = {}): Promise<GitState> {
  const modules: string[] = [];
  findModules(git.common_dir, modules);
  if (!git.main_checkout) findModules(git.git_dir, modules);
  const configs: GitState["configs"] = {};
  const files = configFiles(git, modules);
  const hooks = opts.reflogs === true ? readHooksDir(git) : null;
  const parsed = await Promise.all(files.map((f) => parseConfigFile(f)));
  files.forEach((f, i) => {
    const v = parsed[i];
    if (v !== null && v !== undefined) configs[f] = v;
  });
  return {
    ...readSharedRefs(git.common_dir),
    configs,
    modules,
    ...(opts.reflogs === true ? { reflogs: readReflogs(git) } : {}),
    ...((await hooks) ? { hooks: (await hooks)! } : {}),
  };
}
