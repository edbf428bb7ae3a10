import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  RepoGit,
  assertGitOutsideWriteRoots,
  collectRepoChanges,
  gitDirsOf,
  hashAll,
  peekManifest,
  readGitLayout,
  readManifestBytes,
  resolveBase,
  startWalk,
  verifyManifest
} from "./chunk-SETHEKOK.js";
import {
  linkedGitDirs
} from "./chunk-ZGORSKNC.js";
import {
  createNodeProbe,
  findViolations
} from "./chunk-7MC2YSN6.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import {
  classifyChange,
  identityOf,
  parseValue
} from "./chunk-6HHDZT7Q.js";
import {
  defaultCaseMode,
  isWithin
} from "./chunk-DAMF7RYP.js";

// src/core/changes.ts
var PER_WORKTREE_STATE = /* @__PURE__ */ new Set([
  "index",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "COMMIT_EDITMSG",
  "AUTO_MERGE",
  "MERGE_HEAD",
  "MERGE_MSG",
  "MERGE_MODE",
  "MERGE_RR",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "REBASE_HEAD",
  "logs/HEAD",
  "logs"
]);
var PER_WORKTREE_DIRS = ["rebase-merge", "rebase-apply", "sequencer"];
var LINKED_GITDIR_DENY = /* @__PURE__ */ new Set(["config.worktree", "commondir", "gitdir", "locked"]);
function relativeTo(path, dir) {
  if (path === dir) return "";
  return isWithin(path, dir) ? path.slice(dir.length + 1) : null;
}
function isBookkeepingPath(path, change, git) {
  if (!git.mainCheckout) {
    const own = relativeTo(path, git.gitDir);
    if (own !== null) {
      if (own === "") return false;
      const first = own.split("/")[0];
      return !LINKED_GITDIR_DENY.has(first);
    }
  }
  const rel = relativeTo(path, git.commonDir);
  if (rel === null || rel === "") return false;
  if (git.mainCheckout) {
    if (PER_WORKTREE_STATE.has(rel)) return change !== "deleted" || rel !== "index" && rel !== "HEAD";
    if (PER_WORKTREE_DIRS.some((d) => rel === d || rel.startsWith(`${d}/`))) return true;
  }
  if (rel === "objects" || rel.startsWith("objects/")) {
    if (change !== "created" && change !== "modified") return false;
    if (change === "created" && OBJECT_DIRS.test(rel)) return true;
    return objectFileOf(path, git) !== null;
  }
  if (git.branch?.startsWith("refs/heads/") && change !== "deleted") {
    for (const ref of [git.branch, `logs/${git.branch}`]) {
      if (rel === ref) return true;
      if (change === "created" && ref.startsWith(`${rel}/`)) return true;
    }
  }
  return false;
}
var OBJECT_DIRS = /^objects\/(?:[0-9a-f]{2}|pack)$/;
var LOOSE = /^objects\/([0-9a-f]{2})\/([0-9a-f]{38}|[0-9a-f]{62})$/;
var PACK = /^objects\/pack\/(pack-(?:[0-9a-f]{40}|[0-9a-f]{64}))\.(pack|idx|rev)$/;
function objectFileOf(path, git) {
  const rel = relativeTo(path, git.commonDir);
  if (rel === null) return null;
  const loose = LOOSE.exec(rel);
  if (loose) return { kind: "loose", id: loose[1] + loose[2] };
  const pack = PACK.exec(rel);
  if (pack) return { kind: "pack", pack: `${git.commonDir}/objects/pack/${pack[1]}.pack` };
  return null;
}
function partitionBookkeeping(changes, git) {
  if (!git) return { changes: [...changes], bookkeeping: [] };
  const out = { changes: [], bookkeeping: [] };
  for (const c of changes) {
    const ok = c.source === "snapshot" && c.tampered === void 0 && isBookkeepingPath(c.path, c.change === "renamed" ? "created" : c.change, git) && (c.from === void 0 || isBookkeepingPath(c.from, "deleted", git) || isTransient(c.from, git));
    (ok ? out.bookkeeping : out.changes).push(c);
  }
  return out;
}
function isTransient(path, git) {
  const rel = relativeTo(path, git.commonDir) ?? relativeTo(path, git.gitDir);
  return rel !== null && (rel.endsWith(".lock") || /(^|\/)tmp_[^/]*$/.test(rel));
}

// src/collect/index.ts
import { homedir } from "node:os";

// src/collect/host.ts
function startHostWalk(header, skipped) {
  return startWalk(header.roots, {
    gitDirs: gitDirsOf(header.git),
    exclude: /* @__PURE__ */ new Set([header.manifest]),
    prune: new Set(skipped.map((s) => s.path))
  });
}
async function diffHost(manifest, walk) {
  const { paths: oldPaths, values: oldValues } = manifest;
  const n = oldPaths.length;
  const seen = new Uint8Array(n);
  let cursor = 0;
  let index = null;
  const find = (path) => {
    if (cursor < n && oldPaths[cursor] === path) return cursor;
    for (let k = cursor + 1; k < n && k <= cursor + 8; k++) if (oldPaths[k] === path) return k;
    if (index === null) {
      index = /* @__PURE__ */ new Map();
      for (let i = 0; i < n; i++) index.set(oldPaths[i], i);
    }
    return index.get(path) ?? -1;
  };
  const oldSkipped = new Set(manifest.skipped.map((s) => s.path));
  const nowSkipped = [];
  const created = [];
  const changes = [];
  const hashRequests = [];
  const self = manifest.header.manifest;
  const started = walk ?? await startHostWalk(manifest.header, manifest.skipped);
  await started.run({
    hash: (path) => {
      hashRequests.push(path);
    },
    entry: (path, value) => {
      const i = find(path);
      if (i < 0 || seen[i] === 1) {
        created.push([path, value]);
        return;
      }
      seen[i] = 1;
      if (i >= cursor) cursor = i + 1;
      const before = oldValues[i];
      if (before !== value) changes.push({ path, change: classifyChange(before, value), source: "snapshot" });
    },
    skip: (path, reason) => {
      if (!oldSkipped.has(path)) nowSkipped.push({ path, reason });
    }
  });
  const reported = new Set(changes.map((c) => c.path));
  for (const [path, hash] of Object.entries(hashAll(hashRequests))) {
    const before = manifest.hashes.get(path);
    if (before !== void 0 && before !== hash && !reported.has(path)) {
      changes.push({ path, change: "modified", source: "snapshot" });
    }
  }
  const blind = nowSkipped.filter((s) => !/ENOENT|does not exist/.test(s.reason)).map((s) => s.path);
  for (const path of blind) {
    const tampered = "cannot be read after the run";
    const known = changes.find((c) => c.path === path);
    if (known) known.tampered = tampered;
    else changes.push({ path, change: "modified", source: "snapshot", tampered });
  }
  const deletedById = /* @__PURE__ */ new Map();
  const deleted = [];
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    const path = oldPaths[i];
    if (path === self || blind.some((b) => isWithin(path, b))) continue;
    deleted.push(i);
    const id = identityOf(oldValues[i]);
    const list = deletedById.get(id);
    if (list) list.push(i);
    else deletedById.set(id, [i]);
  }
  const renamedFrom = /* @__PURE__ */ new Set();
  for (const [path, value] of created) {
    const candidates = deletedById.get(identityOf(value));
    const from = candidates?.find((i) => !renamedFrom.has(i) && sameType(oldValues[i], value));
    if (from !== void 0) {
      renamedFrom.add(from);
      changes.push({ path, change: "renamed", source: "snapshot", from: oldPaths[from] });
    } else {
      changes.push({ path, change: "created", source: "snapshot" });
    }
  }
  for (const i of deleted) {
    if (!renamedFrom.has(i)) changes.push({ path: oldPaths[i], change: "deleted", source: "snapshot" });
  }
  changes.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { changes, skipped: nowSkipped };
}
function sameType(a, b) {
  const x = parseValue(a);
  const y = parseValue(b);
  return x.type === y.type && x.mtime === y.mtime;
}

// src/collect/objects.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
function checkLooseObject(path, id) {
  let raw;
  try {
    raw = readFileSync(path);
  } catch (err) {
    return `cannot read the object: ${err.code ?? "error"}`;
  }
  let body;
  try {
    body = inflateSync(raw);
  } catch {
    return "the object is not zlib data";
  }
  const nul = body.indexOf(0);
  const header = nul < 0 ? "" : body.toString("latin1", 0, nul);
  const m = /^(blob|tree|commit|tag) (\d+)$/.exec(header);
  if (!m || Number(m[2]) !== body.length - nul - 1) return "the object header is malformed";
  const algo = id.length === 40 ? "sha1" : "sha256";
  const actual = createHash(algo).update(body).digest("hex");
  return actual === id ? null : `the object's content hashes to ${actual}, not to its name`;
}
async function checkPack(repo, pack) {
  if (!existsSync(pack)) return "a pack index without its pack";
  const rev = `${pack.slice(0, -".pack".length)}.rev`;
  const args = ["index-pack", "--verify", ...existsSync(rev) ? ["--rev-index"] : [], pack];
  const r = await repo.run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify the pack: ${first.trim()}`;
}
async function verifyObjectWrites(changes, git, repo) {
  const packs = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.source !== "snapshot" || c.tampered !== void 0) continue;
    const kind = c.change === "renamed" ? "created" : c.change;
    if (kind === "deleted" || !isBookkeepingPath(c.path, kind, git)) continue;
    const obj = objectFileOf(c.path, git);
    if (obj === null) continue;
    if (obj.kind === "loose") {
      const bad = checkLooseObject(c.path, obj.id);
      if (bad !== null) c.tampered = bad;
    } else {
      const list = packs.get(obj.pack);
      if (list) list.push(c);
      else packs.set(obj.pack, [c]);
    }
  }
  for (const [pack, records] of packs) {
    const bad = await checkPack(repo, pack);
    if (bad !== null) for (const c of records) c.tampered = bad;
  }
}

// src/collect/index.ts
async function collectChanges(opts) {
  const { lease } = opts;
  if (opts.snapshotDigest !== void 0 && opts.snapshotPath === void 0) {
    throw new ForgeGateError(
      "usage",
      "a snapshot digest was given without a snapshot",
      "Pass --snapshot FILE too"
    );
  }
  if (opts.snapshotPath === void 0 && !lease.worktree) {
    throw new ForgeGateError(
      "nothing_to_collect",
      "there is nothing to collect: no snapshot was given and the lease has no worktree",
      "Pass --snapshot FILE (from `forge-gate snapshot`), or set `worktree` in the lease"
    );
  }
  const changes = [];
  const skipped = [];
  const scopes = [];
  const roots = [];
  let manifest = null;
  let walk;
  if (opts.snapshotPath !== void 0) {
    const bytes = readManifestBytes(opts.snapshotPath);
    const peek = peekManifest(bytes);
    walk = peek ? await startHostWalk(peek.header, peek.skipped) : void 0;
    try {
      manifest = verifyManifest(opts.snapshotPath, bytes, {
        leaseId: lease.id,
        digest: opts.snapshotDigest,
        lease
      });
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }
  let git = manifest?.header.git ?? null;
  if (lease.worktree || git) {
    try {
      assertGitOutsideWriteRoots(lease);
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }
  if (manifest) {
    const host = await diffHost(manifest, walk);
    scopes.push("snapshot");
    roots.push(...manifest.header.roots);
    skipped.push(...manifest.header.not_watched, ...manifest.skipped, ...host.skipped);
    changes.push(...host.changes);
  }
  if (lease.worktree) {
    const layout = await readGitLayout(lease.worktree);
    git ??= layout;
    const repo = new RepoGit(layout.worktree);
    const baseRef = opts.base ?? lease.base ?? null;
    let baseCommit;
    const pinned = manifest?.header.base;
    if (opts.base === void 0 && pinned && pinned.ref === baseRef)
      baseCommit = await resolveBase(repo, pinned.commit);
    else if (baseRef !== null) baseCommit = await resolveBase(repo, baseRef);
    else if (manifest) baseCommit = manifest.header.git?.head ?? null;
    else {
      throw new ForgeGateError(
        "base_missing",
        "no base to compare committed changes with",
        "Set `base:` in the lease, pass --base REF, or collect against a snapshot (its HEAD is the base)"
      );
    }
    changes.push(...await collectRepoChanges(repo, layout, baseCommit));
    scopes.push("git");
    if (!roots.includes(layout.worktree)) roots.push(layout.worktree);
  }
  if (git && manifest) await verifyObjectWrites(changes, git, new RepoGit(git.commonDir));
  const pinnedRoots = manifest?.header.write_roots;
  return {
    changes: dedupe(changes),
    coverage: { scopes, roots, skipped },
    git,
    ...pinnedRoots ? { pinnedRoots } : {}
  };
}
function dedupe(changes) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const c of changes) {
    const key = `${c.source}\0${c.change}\0${c.path}\0${c.from ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}
function judgeChanges(lease, result, opts = {}) {
  const caseMode = opts.caseMode ?? defaultCaseMode(process.platform);
  const git = result.git;
  const aside = (path, change, c) => git != null && c.source === "snapshot" && c.tampered === void 0 && isBookkeepingPath(path, change, git);
  const paths = [];
  for (const c of result.changes) {
    if (!aside(c.path, c.change === "renamed" ? "created" : c.change, c)) paths.push(c.path);
    if (c.from !== void 0 && !aside(c.from, "deleted", c)) paths.push(c.from);
  }
  const writeRoots = lease.write_roots.filter((r) => r.trim() !== "");
  return findViolations(
    paths,
    {
      writeRoots,
      protect: lease.protect,
      protectedPaths: linkedGitDirs(writeRoots),
      ...result.pinnedRoots ? { pinnedRoots: new Map(Object.entries(result.pinnedRoots)) } : {},
      cwd: opts.cwd ?? lease.worktree ?? process.cwd(),
      home: opts.home ?? homedir(),
      caseMode
    },
    opts.probe ?? createNodeProbe(caseMode)
  );
}

export {
  partitionBookkeeping,
  collectChanges,
  judgeChanges
};
