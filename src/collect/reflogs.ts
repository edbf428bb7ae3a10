import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GitPaths } from "../core/change-types.js";
import {
  decodeReflog,
  diffReflog,
  encodeReflog,
  parseReflog,
  type ReflogConfig,
  reflogExpiry,
  unexpiredRemoval,
} from "../core/reflog.js";
import { configFilesInOrder } from "./config-files.js";
import { RepoGit, runGit } from "./git.js";

/*
 * The reflogs the snapshot keeps, and the judgement of a reflog rewritten during the run (see
 * src/core/reflog.ts for the rules). Every reflog of the repository but the agent's own gitdir's:
 * `logs/**` of the common dir (every ref's, and the main checkout's HEAD) and each other worktree's
 * `worktrees/<name>/logs/**`. Bounded: past REFLOG_BUDGET entries in all, a reflog is kept as `!`
 * and judged by its bytes alone (then only a rewrite with the same content passes).
 */

const REFLOG_BUDGET = 50_000;
const REFLOG_MAX_BYTES = 16 * 1024 * 1024;

function walkLogs(dir: string, out: string[]): void {
  let names: import("node:fs").Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const d of names) {
    const p = join(dir, d.name);
    if (d.isDirectory()) walkLogs(p, out);
    else if (d.isFile() && !d.name.endsWith(".lock")) out.push(p);
  }
}

/** Path → encoded entries (or `!` when over the budget or unreadable) of every reflog but the agent's own gitdir's. */
export function readReflogs(git: GitPaths): Record<string, string> {
  const files: string[] = [];
  walkLogs(join(git.common_dir, "logs"), files);
  try {
    for (const name of readdirSync(join(git.common_dir, "worktrees"))) {
      const dir = join(git.common_dir, "worktrees", name);
      if (!git.main_checkout && dir === git.git_dir) continue;
      walkLogs(join(dir, "logs"), files);
    }
  } catch {
    // no linked worktrees
  }
  const out: Record<string, string> = {};
  let budget = REFLOG_BUDGET;
  for (const f of files.sort()) {
    try {
      const text = readFileSync(f);
      if (text.length > REFLOG_MAX_BYTES) {
        out[f] = "!";
        continue;
      }
      const entries = parseReflog(text.toString("utf8"));
      budget -= entries.length;
      out[f] = budget < 0 ? "!" : encodeReflog(entries);
    } catch {
      out[f] = "!";
    }
  }
  return out;
}

/** The reflog expiry settings, as git's own `--type=expiry-date` computes them (config files parsed, nothing run). */
export async function readReflogConfig(git: GitPaths): Promise<ReflogConfig[]> {
  const out: ReflogConfig[] = [];
  for (const file of configFilesInOrder(git)) {
    if (!existsSync(file)) continue;
    const r = await runGit(
      ["config", "--file", file, "--type=expiry-date", "--get-regexp", "^gc\\..*reflogexpire(unreachable)?$"],
      { cwd: "/", allow: [1, 128] },
    );
    if (r.status !== 0) continue;
    for (const line of r.stdout.toString("utf8").split("\n")) {
      const sp = line.lastIndexOf(" ");
      if (sp < 0 || !/^\d+$/.test(line.slice(sp + 1))) continue;
      out.push({ key: line.slice(0, sp), value: BigInt(line.slice(sp + 1)) });
    }
  }
  return out;
}

/** Judges rewritten reflogs against what the snapshot kept. */
export class ReflogJudge {
  private config: Promise<ReflogConfig[]> | null = null;
  private readonly reachableFrom = new Map<string, Promise<Set<string>>>();

  constructor(
    private readonly git: GitPaths,
    private readonly before: Readonly<Record<string, string>> | undefined,
    /** The shared refs after the run (ref → value). */
    private readonly refsAfter: Readonly<Record<string, string>>,
  ) {}

  /**
   * Why the rewrite of `path` (the reflog of `ref`; `HEAD` for a worktree's) is not git's own expiry,
   * or null when it is. Without a recorded reflog: a reason (the caller's byte comparison decides).
   */
  async judge(path: string, ref: string, deleted: boolean): Promise<string | null> {
    const what = ref === "HEAD" ? "the HEAD reflog" : `the reflog of ${ref}`;
    const kept = this.before?.[path];
    if (kept === undefined || kept === "!")
      return `${what} was rewritten (it was not recorded entry by entry)`;
    if (deleted) return `${what} was deleted`;
    let now: ReturnType<typeof parseReflog>;
    try {
      now = parseReflog(readFileSync(path, "utf8"));
    } catch (err) {
      return `${what} cannot be read: ${(err as NodeJS.ErrnoException).code ?? "error"}`;
    }
    const diff = diffReflog(decodeReflog(kept), now);
    if (diff.added > 0)
      return `${what} gained or changed ${diff.added} entr${diff.added === 1 ? "y" : "ies"}`;
    if (diff.removed.length === 0) return null;
    this.config ??= readReflogConfig(this.git);
    const expiry = reflogExpiry(ref, await this.config, BigInt(Math.floor(Date.now() / 1000)));
    const why = await unexpiredRemoval(diff.removed, expiry, (oids) => this.reachable(ref, oids));
    return why === null ? null : `${what}: ${why}`;
  }

  /** Which of `oids` are reachable from `ref` now (HEAD and per-worktree refs: from every ref). */
  private async reachable(ref: string, oids: string[]): Promise<Set<string>> {
    const tip = ref.startsWith("refs/") ? this.refsAfter[ref] : undefined;
    const tips = (tip !== undefined ? [tip] : Object.values(this.refsAfter)).filter((v) =>
      /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(v),
    );
    const key = tips.join(" ");
    let all = this.reachableFrom.get(key);
    if (all === undefined) {
      all = this.walk(tips);
      this.reachableFrom.set(key, all);
    }
    const live = await all;
    return new Set(oids.filter((o) => live.has(o)));
  }

  private async walk(tips: string[]): Promise<Set<string>> {
    if (tips.length === 0) return new Set();
    const r = await new RepoGit(this.git.common_dir).run(
      ["rev-list", "--stdin"],
      [128],
      `${tips.join("\n")}\n`,
    );
    return new Set(
      r.status === 0
        ? r.stdout
            .toString("utf8")
            .split("\n")
            .filter((l) => l !== "")
        : [],
    );
  }
}
