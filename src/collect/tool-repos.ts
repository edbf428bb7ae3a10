import { lstatSync } from "node:fs";
import type { ChangeRecord } from "../core/change-types.js";
import type { Lease } from "../core/lease.js";
import { isWithin } from "../core/paths.js";
import { parseConfigFile } from "./git-state.js";

/*
 * Git repositories inside tools' caches: go keeps a bare repository per module origin in
 * `~/go/pkg/mod/cache/vcs/<hash>`, cargo one per git dependency in `~/.cargo/git/db/<name>-<hash>`
 * (and a checkout, with its `.git`, per revision in `~/.cargo/git/checkouts`). The next `go get` or
 * `cargo fetch` runs git there, outside any sandbox, with that repository's config and hooks: a
 * `core.sshCommand` or a `reference-transaction` hook planted there runs then. The caches are granted
 * (downloads are ordinary work), so what is in those repositories is judged by meaning: objects, refs
 * and the like pass; a hook (other than git's own `*.sample` files), alternates, attributes, grafts or a
 * config key beyond what the tools write is an escape.
 */

interface RepoTree {
  /** The grant (relative to HOME) the tree lies in, and the tree below it. */
  grant: string;
  below: string;
  /** How many segments below the tree name one repository, and where its gitdir is in it. */
  depth: number;
  dotGit: boolean;
  tool: string;
}

const TREES: Record<string, RepoTree[]> = {
  go: [{ grant: "go/pkg/mod", below: "cache/vcs", depth: 1, dotGit: false, tool: "go" }],
  cargo: [
    { grant: ".cargo/git", below: "db", depth: 1, dotGit: false, tool: "cargo" },
    { grant: ".cargo/git", below: "checkouts", depth: 2, dotGit: true, tool: "cargo" },
  ],
};

/** Config keys git itself and these tools write into such a repository (`remote.*`, `branch.*` by shape). */
const TOOL_CONFIG_KEYS = new Set([
  "core.repositoryformatversion",
  "core.filemode",
  "core.bare",
  "core.logallrefupdates",
  "core.ignorecase",
  "core.precomposeunicode",
  "core.symlinks",
  "core.longpaths",
  "core.autocrlf",
  "extensions.objectformat",
  "extensions.partialclone",
  "protocol.version",
]);
const TOOL_CONFIG_SHAPES = [
  /^remote\..+\.(?:url|fetch|tagopt|mirror|promisor|partialclonefilter)$/,
  /^branch\..+\.(?:remote|merge)$/,
];

/** gitdir-relative paths that change what git reads or runs. */
const NEVER = [
  "info/attributes",
  "info/grafts",
  "objects/info/alternates",
  "objects/info/http-alternates",
  "commondir",
  "gitdir",
  "config.worktree",
  "worktrees",
];

interface Found {
  gitdir: string;
  rel: string;
  tool: string;
}

function locate(path: string, trees: readonly (RepoTree & { at: string })[]): Found | null {
  for (const t of trees) {
    if (!isWithin(path, t.at) || path === t.at) continue;
    const segs = path.slice(t.at.length + 1).split("/");
    const take = t.depth + (t.dotGit ? 1 : 0);
    if (segs.length <= take) continue;
    if (t.dotGit && segs[t.depth] !== ".git") continue;
    return {
      gitdir: `${t.at}/${segs.slice(0, take).join("/")}`,
      rel: segs.slice(take).join("/"),
      tool: t.tool,
    };
  }
  return null;
}

/** Why a change at `rel` in such a repository is an escape, or null. */
async function problem(f: Found, change: ChangeRecord["change"]): Promise<string | null> {
  const later = `${f.tool} runs git in ${f.gitdir} on its next download`;
  if (change === "deleted") return null;
  const r = f.rel;
  if (r === "hooks" && lstatSync(`${f.gitdir}/hooks`, { throwIfNoEntry: false })?.isSymbolicLink())
    return `hooks replaced by a symlink where ${later}`;
  if (r.startsWith("hooks/")) {
    return r.endsWith(".sample") || r.indexOf("/", 6) >= 0 ? null : `a git hook (${r}) where ${later}`;
  }
  if (NEVER.some((n) => r === n || r.startsWith(`${n}/`))) return `${r} changed where ${later}`;
  if (r !== "config") return null;
  const entries = await parseConfigFile(`${f.gitdir}/config`);
  if (typeof entries === "string") return `its config cannot be parsed (${entries.slice(1)}) where ${later}`;
  const keys = [...new Set((entries ?? []).map((e) => e.slice(0, e.indexOf("\n") >>> 0)))].filter(
    (k) => !TOOL_CONFIG_KEYS.has(k) && !TOOL_CONFIG_SHAPES.some((re) => re.test(k)),
  );
  return keys.length === 0 ? null : `git config ${keys.join(", ")} set where ${later}`;
}

/**
 * Marks changes inside the lease's tool caches' git repositories that are escapes by meaning (see
 * above): `sealed` names why, and the judgement reports them as protected.
 */
export async function judgeToolRepos(changes: ChangeRecord[], lease: Lease): Promise<void> {
  const trees = lease.tools.flatMap((tool) =>
    (TREES[tool] ?? []).flatMap((t) =>
      lease.write_roots
        .filter((r) => r.endsWith(`/${t.grant}`))
        .map((r) => ({ ...t, at: `${r}/${t.below}` })),
    ),
  );
  if (trees.length === 0) return;
  await Promise.all(
    changes.map(async (c) => {
      if (c.source !== "snapshot" || c.sealed !== undefined) return;
      const f = locate(c.path, trees);
      if (f === null) return;
      const why = await problem(f, c.change === "renamed" ? "created" : c.change);
      if (why !== null) c.sealed = why;
    }),
  );
}
