import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  linkedGitDirs
} from "./chunk-ZGORSKNC.js";
import {
  applied,
  compactTimestamp,
  failed,
  parseSnapshotDigest,
  skipped
} from "./chunk-Y3CDK2HJ.js";
import {
  ReflogJudge,
  RepoGit,
  applyHostPresets,
  assertGitOutsideWriteRoots,
  collectRepoChanges,
  configDifference,
  gitDirsOf,
  gitRole,
  grantAncestorDirs,
  hashAll,
  judgeHooksDir,
  judgeKeyedFiles,
  parseConfigFile,
  protectingPlace,
  readGitLayout,
  readGitState,
  refChangeAllowed,
  refEscapes,
  resolveBase,
  searchGitOn,
  startWalk,
  tempDirs
} from "./chunk-ZV25RXWC.js";
import {
  XattrCollector,
  appendAll,
  describeMeta,
  readMeta,
  xattrGap
} from "./chunk-ETZIDHND.js";
import {
  decodeRecord,
  pathStart,
  wantsXattrsBytes
} from "./chunk-UZTS3OJL.js";
import {
  ViolationChecker,
  createNodeProbe
} from "./chunk-P66OBW5R.js";
import {
  MANIFEST_MAGIC,
  MANIFEST_VERSION,
  classifyChange,
  identityOf,
  leaseDigest,
  manifestVersionOf,
  parseValue,
  sameEntryMoved,
  sealedTrees,
  sealedUnit
} from "./chunk-7GWUJCIT.js";
import {
  defaultCaseMode,
  isWithin
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError,
  errorText
} from "./chunk-QEJECJYU.js";

// src/effects/quarantine.ts
import { closeSync, constants, existsSync, lstatSync, openSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
var QUARANTINE_MARKER = ".forge-gate-quarantine.json";
function quarantineEffect(git) {
  return {
    name: "quarantine",
    async run({ lease, event }) {
      const wt = lease.worktree;
      if (wt === null) return skipped("quarantine", "the lease names no worktree");
      if (!existsSync(wt)) return failed("quarantine", `worktree ${wt} does not exist here; nothing to move`);
      if (linkedGitDirs([wt]).length === 0) {
        return failed(
          "quarantine",
          `${wt} is not a linked git worktree (a main checkout cannot be moved aside); stop using it until it is reviewed`
        );
      }
      const target = freeName(
        join(dirname(wt), `${basename(wt)}.quarantined-${compactTimestamp(new Date(event.ts))}`)
      );
      await git(["worktree", "move", wt, target], wt);
      const reason = `forge-gate: merge refused for lease ${lease.id} at ${event.ts} (${event.paths.length} path(s) escaped)`;
      const problems = [];
      try {
        await git(["worktree", "lock", "--reason", reason, target], target);
      } catch (err) {
        problems.push(`not locked: ${err.message}`);
      }
      try {
        writeMarker(target, { quarantined_from: wt, quarantined_to: target, event });
      } catch (err) {
        problems.push(`marker not written: ${err.message}`);
      }
      const detail = `moved ${wt} to ${target}`;
      if (problems.length > 0) return failed("quarantine", `${detail}, but ${problems.join("; ")}`);
      return applied("quarantine", `${detail}, locked, marker ${QUARANTINE_MARKER} written`);
    }
  };
}
function freeName(p) {
  if (!taken(p)) return p;
  for (let i = 2; ; i++) if (!taken(`${p}-${i}`)) return `${p}-${i}`;
}
function taken(p) {
  return lstatSync(p, { throwIfNoEntry: false }) !== void 0;
}
function writeMarker(dir, body) {
  const fd = openSync(
    join(dir, QUARANTINE_MARKER),
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    420
  );
  try {
    writeSync(fd, `${JSON.stringify(body, null, 2)}
`);
  } finally {
    closeSync(fd);
  }
}

// src/core/changes.ts
function inside(path, dir) {
  return path === dir || isWithin(path, dir);
}
function isSetAside(path, c, git) {
  if (c.tampered !== void 0 || c.source === "git") return false;
  if (c.preset !== void 0) return true;
  if (c.granted !== void 0 && path === c.path) return true;
  if (c.bookkeeping === void 0 || git === null) return false;
  return inside(path, git.common_dir) || inside(path, git.git_dir);
}
function partitionBookkeeping(changes, git) {
  const out = { changes: [], bookkeeping: [] };
  for (const c of changes) {
    const ok = isSetAside(c.path, c, git ?? null) && (c.from === void 0 || isSetAside(c.from, c, git ?? null));
    (ok ? out.bookkeeping : out.changes).push(c);
  }
  return out;
}

// src/collect/index.ts
import { existsSync as existsSync3, lstatSync as lstatSync4, readdirSync, readFileSync as readFileSync4, realpathSync as realpathSync2, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename as basename2, dirname as dirname3, join as join3 } from "node:path";

// src/collect/git-meaning.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";

// src/core/git-sequence.ts
var BUILTIN_STRATEGIES = /* @__PURE__ */ new Set(["ort", "recursive", "resolve", "octopus", "ours", "subtree"]);
function sequencerFile(rel) {
  if (rel === "rebase-merge/git-rebase-todo" || rel === "sequencer/todo") return "todo";
  if (rel === "rebase-merge/strategy") return "strategy";
  if (rel === "sequencer/opts") return "opts";
  return null;
}
function sequencerProblems(kind, text, ownBranch) {
  const out = [];
  if (kind === "strategy") {
    const name = text.trim();
    if (name !== "" && !BUILTIN_STRATEGIES.has(name))
      out.push(`a pending rebase would run the merge strategy program git-merge-${name}`);
    return out;
  }
  if (kind === "opts") {
    for (const m of text.matchAll(/^\s*strategy\s*=\s*(.*?)\s*$/gim))
      if (!BUILTIN_STRATEGIES.has(m[1].replace(/^"|"$/g, "")))
        out.push(`a pending cherry-pick would run the merge strategy program git-merge-${m[1]}`);
    return out;
  }
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const sp = line.search(/\s/);
    const command = (sp < 0 ? line : line.slice(0, sp)).toLowerCase();
    const rest = sp < 0 ? "" : line.slice(sp).trim();
    if (command === "exec" || command === "x")
      out.push(`a pending rebase would run ${JSON.stringify(rest)} when continued`);
    else if ((command === "update-ref" || command === "u") && rest !== ownBranch)
      out.push(`a pending rebase would move ${rest} when continued`);
  }
  return out;
}

// src/collect/objects.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
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

// src/collect/git-meaning.ts
function sidesOf(c) {
  const out = [{ path: c.path, change: c.change === "renamed" ? "created" : c.change }];
  if (c.from !== void 0) out.push({ path: c.from, change: "deleted" });
  return out;
}
function inGitDirs(path, git) {
  return isWithin(path, git.common_dir) || isWithin(path, git.git_dir);
}
function identityProblem(before, after, privateGroup) {
  if (after === void 0) return null;
  const a = parseValue(after);
  const b = before === void 0 ? null : parseValue(before);
  if (a.type === "symlink" && b?.type !== "symlink")
    return `a symlink (to ${JSON.stringify(a.extra)}) in git's bookkeeping`;
  if (a.type === "other" && b?.type !== "other") return "a special file in git's bookkeeping";
  if (a.type === "file" && Number(a.nlink) > 1 && (b === null || Number(b.nlink) < Number(a.nlink)))
    return `a file hardlinked from elsewhere (${a.nlink} links) in git's bookkeeping`;
  const writable = (perm) => Number.parseInt(perm || "0", 8) & (privateGroup ? 2 : 18);
  if (writable(a.perm) & ~(b === null ? 0 : writable(b.perm)))
    return privateGroup ? "made world-writable in git's bookkeeping" : "made group- or world-writable in git's bookkeeping";
  return null;
}
function sameArray(a, b) {
  if (a === void 0 || b === void 0 || typeof a === "string" || typeof b === "string") return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
async function judgeGitWrites(changes, input) {
  const { git, before, after, values } = input;
  const modules = [.../* @__PURE__ */ new Set([...before.modules, ...after.modules])];
  const refsReadable = before.refs_error === void 0 && after.refs_error === void 0;
  const refProblems = refsReadable ? refEscapes(before.refs, after.refs, git) : [];
  const refReason = refsReadable ? refProblems.length > 0 ? `refs changed: ${refProblems.join("; ")}` : null : `refs not compared: ${before.refs_error ?? after.refs_error}`;
  const objects = new ObjectChecks(git, before);
  const reflogs = new ReflogJudge(git, before.reflogs, after.refs);
  const pending = [];
  for (const c of changes) {
    if (c.source !== "snapshot" || c.tampered !== void 0) continue;
    const sides = sidesOf(c).filter((s) => inGitDirs(s.path, git));
    if (sides.length === 0) continue;
    const checks = [];
    let keep = false;
    for (const side of sides) {
      const v = values.get(side.path);
      const prior = v?.before ?? (c.from !== void 0 && side.path === c.path ? values.get(c.from)?.before : void 0);
      const bad = identityProblem(
        prior,
        side.change === "deleted" ? void 0 : v?.after,
        input.privateGroup === true
      );
      if (bad !== null) {
        checks.push(Promise.resolve(bad));
        continue;
      }
      const role = gitRole(side.path, git, modules);
      if (role === null) continue;
      const verdict = judgeSide(side, role);
      if (verdict === "not-bookkeeping") keep = true;
      else if (verdict !== null) checks.push(verdict);
    }
    pending.push({ c, checks, keep });
  }
  function judgeSide(side, role) {
    switch (role.kind) {
      case "own": {
        if (side.change === "deleted" || !isWithin(side.path, git.git_dir)) return null;
        const kind = sequencerFile(side.path.slice(git.git_dir.length + 1));
        if (kind === null) return null;
        let text;
        try {
          text = readFileSync2(side.path, "utf8");
        } catch (err) {
          return Promise.resolve(
            `cannot read ${side.path}: ${err.code ?? "error"}`
          );
        }
        const problems = sequencerProblems(kind, text, git.branch);
        return problems.length === 0 ? null : Promise.resolve(problems.join("; "));
      }
      case "gc":
        return null;
      case "config": {
        const b = before.configs[side.path];
        const a = after.configs[side.path];
        if (sameArray(b, a)) return null;
        if (typeof a === "string")
          return Promise.resolve(`git config ${side.path} no longer parses: ${a.slice(1)}`);
        const keys = configDifference(Array.isArray(b) ? b : [], Array.isArray(a) ? a : []);
        return Promise.resolve(
          `git config ${side.path} changed: ${keys.join(", ") || "(entries reordered)"}`
        );
      }
      case "ref": {
        if (refReason === null) return null;
        if (role.ref === null || !refsReadable) return Promise.resolve(refReason);
        const own = refProblems.find((p) => p.startsWith(`${role.ref} `));
        return own === void 0 ? null : Promise.resolve(`ref changed: ${own}`);
      }
      case "reflog": {
        const b = before.refs[role.ref];
        const a = after.refs[role.ref];
        if (role.ref !== "HEAD" && b === void 0 && refChangeAllowed(role.ref, b, a)) return null;
        if (side.change !== "deleted" && sameContent(side.path)) return null;
        return reflogs.judge(side.path, role.ref, side.change === "deleted");
      }
      case "object":
        return objects.check(side, role.what, role.store);
      case "server-info":
        return side.change === "deleted" ? null : Promise.resolve(checkListing(side.path, /^[0-9a-f]{40,64}\t\S+$/, "info/refs"));
      default:
        if ((side.change === "modified" || side.change === "mode") && sameContent(side.path)) return null;
        return "not-bookkeeping";
    }
  }
  function sameContent(path) {
    const b = input.hashesBefore.get(path);
    const a = input.hashesAfter.get(path);
    if (b === void 0 || a === void 0 || b !== a || b.startsWith("!")) return false;
    const vb = values.get(path)?.before;
    const va = values.get(path)?.after;
    if (vb === void 0 || va === void 0) return false;
    const x = parseValue(vb);
    const y = parseValue(va);
    return x.type === y.type && x.perm === y.perm;
  }
  for (const { c, checks, keep } of pending) {
    const bad = (await Promise.all(checks)).find((r) => r !== null);
    if (bad !== void 0 && bad !== null) c.tampered = bad;
    else if (!keep) c.bookkeeping = "git bookkeeping that keeps the repository's meaning";
  }
}
var ObjectChecks = class {
  constructor(git, before) {
    this.git = git;
    this.before = before;
  }
  git;
  before;
  lostCheck = null;
  deletedLoose = /* @__PURE__ */ new Set();
  packsDeleted = false;
  verified = /* @__PURE__ */ new Map();
  check(side, what, store) {
    const deleted = side.change === "deleted";
    switch (what.part) {
      case "temporary":
        return null;
      case "dir":
        return deleted ? this.nothingLost(store) : null;
      case "loose":
        if (deleted) {
          this.deletedLoose.add(what.id);
          return this.nothingLost(store);
        }
        return Promise.resolve(checkLooseObject(side.path, what.id));
      case "pack": {
        if (deleted) {
          this.packsDeleted = true;
          return this.nothingLost(store);
        }
        const pack = join2(store, "objects", "pack", `${what.pack}.pack`);
        return this.once(`pack:${pack}`, () => checkPack(new RepoGit(store), pack));
      }
      case "info-packs":
        return deleted ? null : Promise.resolve(
          checkListing(side.path, /^P (?:pack|loose)-[0-9a-f]{40,64}\.pack$/, "objects/info/packs")
        );
      case "commit-graph":
        return deleted ? null : this.once(
          `cg:${store}`,
          () => verifyWith(store, ["commit-graph", "verify", "--no-progress"], "the commit-graph")
        );
      case "midx":
        return deleted ? null : this.once(
          `midx:${store}`,
          () => verifyWith(store, ["multi-pack-index", "verify", "--no-progress"], "the multi-pack-index")
        );
      case "bitmap":
        return deleted ? null : this.once(
          `bitmap:${store}`,
          () => verifyWith(store, ["rev-list", "--test-bitmap", "HEAD"], "the reachability bitmap")
        );
      default:
        return "not-bookkeeping";
    }
  }
  once(key, f) {
    let p = this.verified.get(key);
    if (!p) {
      p = f();
      this.verified.set(key, p);
    }
    return p;
  }
  /** Lazily, after every record was seen: every object present before is still there. */
  nothingLost(store) {
    if (store !== this.git.common_dir)
      return Promise.resolve("an object was removed from a module's store (not verified)");
    this.lostCheck ??= new Promise((r) => setImmediate(r)).then(() => this.runLostCheck());
    return this.lostCheck;
  }
  async runLostCheck() {
    const repo = new RepoGit(this.git.common_dir);
    if (this.deletedLoose.size > 0) {
      const r = await repo.run(
        ["cat-file", "--batch-check"],
        [128],
        `${[...this.deletedLoose].join("\n")}
`
      );
      if (r.status !== 0) return `git cannot check the removed objects: ${r.stderr.trim()}`;
      const missing = r.stdout.toString("utf8").split("\n").filter((l) => l.endsWith(" missing"));
      if (missing.length > 0) return `objects were lost: ${missing.map((l) => l.split(" ")[0]).join(", ")}`;
    }
    if (this.packsDeleted || this.deletedLoose.size > 0) {
      const tips = /* @__PURE__ */ new Set();
      for (const v of Object.values(this.before.refs))
        if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(v)) tips.add(v);
      if (this.git.head) tips.add(this.git.head);
      if (tips.size === 0) return null;
      const r = await repo.run(
        ["rev-list", "--objects", "--quiet", "--stdin"],
        [1, 128],
        `${[...tips].join("\n")}
`
      );
      if (r.status !== 0)
        return `objects reachable before the run are missing: ${r.stderr.split("\n")[0]?.trim() ?? ""}`;
    }
    return null;
  }
};
async function checkPack(repo, pack) {
  if (!existsSync2(pack)) return "a pack file without its pack";
  const rev = `${pack.slice(0, -".pack".length)}.rev`;
  const args = ["index-pack", "--verify", ...existsSync2(rev) ? ["--rev-index"] : [], pack];
  const r = await repo.run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify the pack: ${first.trim()}`;
}
async function verifyWith(store, args, what) {
  const r = await new RepoGit(store).run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify ${what}: ${first.trim()}`;
}
function checkListing(path, line, what) {
  try {
    const text = readFileSync2(path, "utf8");
    const bad = text.split("\n").find((l) => l !== "" && !line.test(l));
    return bad === void 0 ? null : `${what} holds more than git's listing`;
  } catch (err) {
    return `cannot read ${what}: ${err.code ?? "error"}`;
  }
}

// src/collect/host.ts
var MISSED_BEFORE_INDEX = 64;
function startHostWalk(header, skipped2, exclude = []) {
  return startWalk(header.roots, {
    gitDirs: gitDirsOf(header.git),
    exclude: /* @__PURE__ */ new Set([header.manifest, ...exclude]),
    prune: new Set(skipped2.map((s) => s.path))
  });
}
async function diffHost(manifest, walk) {
  const records = manifest.records;
  const n = records.count;
  const seen = new Uint8Array(n);
  let cursor = 0;
  const waiting = [];
  let missed = 0;
  let indexed = false;
  const find = (path) => {
    for (let k = cursor; k < n && k <= cursor + 8; k++) if (records.pathAt(k) === path) return k;
    return records.findPath(path);
  };
  const oldSkipped = new Set(manifest.skipped.map((s) => s.path));
  const nowSkipped = [];
  const created = [];
  let changes = [];
  const values = /* @__PURE__ */ new Map();
  const hashRequests = [];
  const nowDirs = [];
  const xattrsNow = manifest.xattrs !== null ? new XattrCollector() : null;
  const self = manifest.header.manifest;
  const judge = (i, path, value) => {
    if (i < 0 || seen[i] === 1) {
      created.push([path, value]);
      return;
    }
    seen[i] = 1;
    if (i >= cursor) cursor = i + 1;
    const before = records.valueAt(i);
    if (before !== value) {
      const change = classifyChange(before, value);
      if (change !== null) {
        changes.push({ path, change, source: "snapshot" });
        values.set(path, { before, after: value });
      }
    }
  };
  const started = walk ?? await startHostWalk(manifest.header, manifest.skipped);
  await started.run({
    hash: (path) => {
      hashRequests.push(path);
    },
    entry: (path, value) => {
      if (value.charCodeAt(0) === 100) {
        nowDirs.push(path);
        xattrsNow?.add(path);
      }
      judge(find(path), path, value);
    },
    record: (b, start, end) => {
      if (b[start] === 100 && xattrsNow !== null && wantsXattrsBytes(b, start, end - 1)) {
        const path = b.toString("utf8", pathStart(b, start, end), end - 1);
        nowDirs.push(path);
        xattrsNow.add(path);
      }
      if (cursor < n && records.sameRecord(cursor, b, start, end)) {
        seen[cursor++] = 1;
        missed = 0;
        return;
      }
      const from = pathStart(b, start, end);
      const to = b[start] === 108 ? b.indexOf(0, from) : end - 1;
      const entry = decodeRecord(b, start, end);
      if (entry === null) throw new Error("find wrote a malformed record");
      let i = -1;
      for (let k = cursor; k < n && k <= cursor + 8 && i < 0; k++)
        if (records.samePath(k, b, from, to)) i = k;
      if (i < 0 && !indexed && ++missed > MISSED_BEFORE_INDEX) {
        indexed = true;
        for (const [path, value] of waiting.splice(0)) judge(records.findPath(path), path, value);
      }
      if (i < 0 && indexed) i = records.find(b, from, to);
      if (i < 0 && !indexed) waiting.push(entry);
      else {
        missed = 0;
        judge(i, entry[0], entry[1]);
      }
    },
    skip: (path, reason) => {
      if (!oldSkipped.has(path)) nowSkipped.push({ path, reason });
    }
  });
  if (waiting.length > 0) {
    const unmet = /* @__PURE__ */ new Map();
    for (let i = 0; i < n; i++) if (seen[i] === 0) unmet.set(records.pathAt(i), i);
    for (const [path, value] of waiting) judge(unmet.get(path) ?? -1, path, value);
  }
  const reported = new Set(changes.map((c) => c.path));
  const metaNow = await readMeta([...manifest.meta.keys()]);
  const metaChanged = (path) => {
    const before = manifest.meta.get(path);
    const now = metaNow[path];
    return before === void 0 || now === void 0 ? [] : describeMeta(before, now);
  };
  const hashes = new Map(Object.entries(hashAll(hashRequests)));
  const sameHash = (path) => {
    const h = hashes.get(path);
    return h !== void 0 && !h.startsWith("!") && manifest.hashes.get(path) === h;
  };
  const identical = /* @__PURE__ */ new Set();
  for (const [path, hash] of hashes) {
    const before = manifest.hashes.get(path);
    if (before === void 0) continue;
    if (before !== hash && !reported.has(path)) {
      changes.push({ path, change: "modified", source: "snapshot" });
      const i = find(path);
      values.set(path, i < 0 ? {} : { before: records.valueAt(i), after: records.valueAt(i) });
    } else if (before === hash && !hash.startsWith("!") && reported.has(path)) {
      const v = values.get(path);
      if (v?.before !== void 0 && v.after !== void 0 && sameFileMeta(v.before, v.after) && metaChanged(path).length === 0)
        identical.add(path);
    }
  }
  if (identical.size > 0)
    changes = changes.filter((c) => !(c.change === "modified" && identical.has(c.path)));
  let xattrNote = null;
  const dirXattrsChanged = /* @__PURE__ */ new Set();
  if (manifest.xattrs !== null) {
    const now = await xattrsNow.finish();
    if (now === null) xattrNote = { path: "(directory xattrs and ACLs)", reason: xattrGap() ?? "" };
    else {
      const isDir = new Set(nowDirs);
      for (const path of /* @__PURE__ */ new Set([...manifest.xattrs.keys(), ...Object.keys(now)])) {
        if (manifest.xattrs.get(path) === now[path] || !isDir.has(path)) continue;
        const i = find(path);
        if (i < 0 || records.valueAt(i).charCodeAt(0) !== 100) continue;
        dirXattrsChanged.add(path);
      }
    }
  }
  const byPath = new Map(changes.map((c) => [c.path, c]));
  const metaPathsNow = new Set([...manifest.meta.keys()].filter((p) => metaNow[p] !== void 0));
  for (const path of /* @__PURE__ */ new Set([...metaPathsNow, ...dirXattrsChanged, ...byPath.keys()])) {
    const v = values.get(path);
    const what = [
      ...v?.before !== void 0 && v.after !== void 0 ? describeEntry(v.before, v.after) : [],
      ...metaChanged(path)
    ];
    if (dirXattrsChanged.has(path) && !what.some((w) => / ACL | ACL$|^ACL|xattr/.test(w)))
      what.push("ACL or xattrs changed");
    if (what.length === 0) continue;
    let c = byPath.get(path);
    if (c === void 0) {
      const i = find(path);
      if (i < 0) continue;
      c = { path, change: "mode", source: "snapshot" };
      changes.push(c);
      byPath.set(path, c);
      values.set(path, { before: records.valueAt(i), after: records.valueAt(i) });
    } else if (c.change === "modified" && sameHash(path)) c.change = "mode";
    c.tampered = what.join("; ");
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
    const path = records.pathAt(i);
    if (path === self || blind.some((b) => isWithin(path, b))) continue;
    deleted.push(i);
    const id = identityOf(records.valueAt(i));
    const list = deletedById.get(id);
    if (list) list.push(i);
    else deletedById.set(id, [i]);
  }
  const renamedFrom = /* @__PURE__ */ new Set();
  for (const [path, value] of created) {
    const candidates = deletedById.get(identityOf(value));
    const from = candidates?.find((i) => !renamedFrom.has(i) && sameEntryMoved(records.valueAt(i), value));
    values.set(path, { after: value });
    if (from !== void 0) {
      renamedFrom.add(from);
      changes.push({ path, change: "renamed", source: "snapshot", from: records.pathAt(from) });
    } else {
      changes.push({ path, change: "created", source: "snapshot" });
    }
  }
  for (const i of deleted) {
    values.set(records.pathAt(i), { before: records.valueAt(i) });
    if (!renamedFrom.has(i)) changes.push({ path: records.pathAt(i), change: "deleted", source: "snapshot" });
  }
  changes.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { changes, skipped: xattrNote ? [...nowSkipped, xattrNote] : nowSkipped, values, hashes };
}
function describeEntry(before, after) {
  const a = parseValue(before);
  const b = parseValue(after);
  if (a.type !== b.type) {
    if (b.type === "symlink") return [`replaced by a symlink to ${JSON.stringify(b.extra)}`];
    if (b.type === "other") return ["replaced by a special file"];
    return [];
  }
  const out = [];
  if (a.type === "dir" && a.owner !== b.owner) {
    const [u1, g1] = a.owner.split(" ");
    const [u2, g2] = b.owner.split(" ");
    if (u1 !== u2) out.push(`owner changed (uid ${u1} \u2192 ${u2})`);
    if (g1 !== g2) out.push(`group changed (gid ${g1} \u2192 ${g2})`);
  }
  return out;
}
function sameFileMeta(before, after) {
  const a = parseValue(before);
  const b = parseValue(after);
  return a.type === "file" && b.type === "file" && a.perm === b.perm && a.nlink === b.nlink;
}

// src/collect/links.ts
import { lstatSync as lstatSync2, readlinkSync, realpathSync } from "node:fs";
import { dirname as dirname2, resolve } from "node:path";
var MAX_HOPS = 40;
function lstatBig(p) {
  return lstatSync2(p, { bigint: true, throwIfNoEntry: false });
}
function untrustedAncestor(dir) {
  for (let d = dir; ; d = dirname2(d)) {
    const st = lstatBig(d);
    if (!st?.isDirectory()) return `${d} is not a directory`;
    const mode = Number(st.mode);
    if (st.uid !== 0n) return `${d} is not owned by root`;
    if ((mode & 18) !== 0 && (mode & 512) === 0) return `${d} is writable by others than root`;
    if (d === "/") return null;
  }
}
function installedTarget(link, ctx) {
  let current = link;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    let target;
    let parent;
    try {
      target = readlinkSync(current);
      parent = realpathSync.native(dirname2(current));
    } catch (err) {
      return { reason: `${current} cannot be read: ${err.code ?? "error"}` };
    }
    let next = resolve(parent, target);
    let nextParent;
    try {
      nextParent = realpathSync.native(dirname2(next));
    } catch {
      return { reason: `${next} does not exist` };
    }
    const name = next.slice(next.lastIndexOf("/") + 1);
    next = nextParent === "/" ? `/${name}` : `${nextParent}/${name}`;
    if (ctx.inside.some((r) => isWithin(next, r))) {
      if (lstatBig(next)?.isSymbolicLink() !== true) return { reason: `${next} is inside the write roots` };
      current = next;
      continue;
    }
    const guarded = ctx.guarded.find((g) => isWithin(next, g));
    if (guarded !== void 0)
      return { reason: `${next} is inside ${guarded}, which is written during runs` };
    const why = untrustedAncestor(nextParent);
    if (why !== null) return { reason: why };
    const st = lstatBig(next);
    if (st === void 0) return { reason: `${next} does not exist` };
    if (st.uid !== 0n) return { reason: `${next} is not owned by root` };
    const mode = Number(st.mode);
    if (st.isSymbolicLink()) {
      current = next;
      continue;
    }
    if ((mode & 18) !== 0) return { reason: `${next} is writable by others than root` };
    if (st.ctimeNs >= ctx.sinceNs) return { reason: `${next} changed during the run` };
    if (st.isFile() && (mode & 73) !== 0) return { target: next };
    if (st.isDirectory() && (mode & 146) === 0) return { target: next };
    return {
      reason: `${next} is ${st.isDirectory() ? "a writable directory" : "not an executable file"}, not installed software that is only read or run`
    };
  }
  return { reason: "too many symlinks" };
}
function sharedRootOf(path, writeRoots) {
  for (const r of writeRoots) {
    if (!isWithin(path, r)) continue;
    let st;
    try {
      st = lstatSync2(r, { throwIfNoEntry: false });
    } catch {
      continue;
    }
    if (st?.isDirectory() && (st.mode & 2) !== 0) return r;
  }
  return null;
}

// src/collect/manifest-read.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync as readFileSync3 } from "node:fs";

// src/collect/manifest-records.ts
var ManifestRecords = class {
  /**
   * The records of `bytes[from, to)`. `corrupt(what)` is the error for a malformed record (thrown
   * here when a record is cut short, later when a malformed one is first read).
   */
  constructor(bytes, from, to, corrupt2) {
    this.bytes = bytes;
    this.corrupt = corrupt2;
    let starts = new Float64Array(1024);
    let n = 0;
    for (let at = from; at < to; ) {
      if (n + 1 === starts.length) {
        const bigger = new Float64Array(2 * starts.length);
        bigger.set(starts);
        starts = bigger;
      }
      starts[n++] = at;
      let end = bytes.indexOf(0, at);
      if (end >= 0 && bytes[at] === 108) end = bytes.indexOf(0, end + 1);
      if (end < 0 || end >= to) throw corrupt2("a malformed record");
      at = end + 1;
    }
    starts[n] = to;
    this.count = n;
    this.starts = starts;
    this.heads = new Uint16Array(n);
  }
  bytes;
  corrupt;
  count;
  /** Where each record starts; one more: where the records end. */
  starts;
  /** Where each record's path starts, less its start, plus one (0: not found yet). */
  heads;
  /** Records by a hash of their path (record + 1; 0 empty), built the first time a path is looked up. */
  slots = null;
  mask = 0;
  /** Paths whose probe sequence would pass MAX_PROBE (crafted collisions), by their text. */
  overflow = /* @__PURE__ */ new Map();
  /** Where record `i` has its path, and where the path ends. */
  pathOf(i) {
    const start = this.starts[i];
    let head = this.heads[i];
    if (head === 0) {
      const at = pathStart(this.bytes, start, this.starts[i + 1]);
      if (at < 0 || at - start + 1 > 65535) throw this.corrupt("a malformed record");
      head = at - start + 1;
      this.heads[i] = head;
    }
    const from = start + head - 1;
    return [from, this.bytes.indexOf(0, from)];
  }
  pathAt(i) {
    const [from, to] = this.pathOf(i);
    return this.bytes.toString("utf8", from, to);
  }
  /** Record `i`'s VALUE as the diff reads it (a symlink's: `head\ttarget`). */
  valueAt(i) {
    const start = this.starts[i];
    const [from, to] = this.pathOf(i);
    const head = this.bytes.toString("utf8", start, from - 1);
    if (this.bytes[start] !== 108) return head;
    return `${head}	${this.bytes.toString("utf8", to + 1, this.starts[i + 1] - 1)}`;
  }
  /** True when record `i` is, byte for byte, `b[start, end)`. */
  sameRecord(i, b, start, end) {
    const s = this.starts[i];
    const e = this.starts[i + 1];
    return e - s === end - start && this.bytes.compare(b, start, end, s, e) === 0;
  }
  /** True when record `i`'s path is `b[from, to)`. */
  samePath(i, b, from, to) {
    const [s, e] = this.pathOf(i);
    return e - s === to - from && this.bytes.compare(b, from, to, s, e) === 0;
  }
  /** The record whose path is `b[from, to)`, or -1 (the first when a malformed manifest has two). */
  find(b, from, to) {
    const slots = this.slots ?? this.index();
    let at = hashBytes(b, from, to) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++, at = at + 1 & this.mask) {
      const i = slots[at] - 1;
      if (i < 0) return -1;
      if (this.samePath(i, b, from, to)) return i;
    }
    return this.overflow.size === 0 ? -1 : this.overflow.get(b.toString("utf8", from, to)) ?? -1;
  }
  findPath(path) {
    const b = Buffer.from(path);
    return this.find(b, 0, b.length);
  }
  /**
   * Every path by its hash: open addressing, at most half full, exact (each hit is compared byte for
   * byte). A path whose probe sequence would be longer than MAX_PROBE (crafted collisions: the paths
   * are an agent's to choose) goes to a map by its text, so a flood of them costs what a map costs.
   */
  index() {
    let size = 2;
    while (size < 2 * this.count) size *= 2;
    const slots = new Int32Array(size);
    this.mask = size - 1;
    for (let i = 0; i < this.count; i++) {
      const [from, to] = this.pathOf(i);
      let at = hashBytes(this.bytes, from, to) & this.mask;
      let probe = 0;
      for (; probe < MAX_PROBE && slots[at] !== 0; probe++, at = at + 1 & this.mask)
        if (this.samePath(slots[at] - 1, this.bytes, from, to)) break;
      if (probe === MAX_PROBE) {
        const path = this.bytes.toString("utf8", from, to);
        if (!this.overflow.has(path)) this.overflow.set(path, i);
      } else if (slots[at] === 0) slots[at] = i + 1;
    }
    this.slots = slots;
    return slots;
  }
};
var MAX_PROBE = 32;
function hashBytes(b, from, to) {
  let h = 2166136261 | 0;
  for (let i = from; i < to; i++) h = Math.imul(h ^ b[i], 16777619);
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}

// src/collect/manifest-read.ts
function corrupt(path, what) {
  return new ForgeGateError(
    "snapshot_corrupt",
    `snapshot ${JSON.stringify(path)} is corrupt: ${what}`,
    "Take a new snapshot before the run (`forge-gate snapshot`); never edit a manifest"
  );
}
function assertManifestVersion(path, bytes) {
  const nl = bytes.indexOf(10);
  const version = manifestVersionOf(bytes.toString("latin1", 0, nl < 0 ? Math.min(bytes.length, 64) : nl));
  if (version === null || version === MANIFEST_VERSION) return;
  throw new ForgeGateError(
    "snapshot_version",
    `snapshot ${JSON.stringify(path)} has format ${version}, and this forge-gate reads format ${MANIFEST_VERSION} only (it was taken by ${version < MANIFEST_VERSION ? "an older" : "a newer"} forge-gate)`,
    "Take a new snapshot with this version of forge-gate before the run (`forge-gate snapshot`, or `forge-gate run`, which takes its own), and collect or gate with the same version"
  );
}
function readManifestBytes(path) {
  try {
    return readFileSync3(path);
  } catch (err) {
    const code = err.code;
    throw new ForgeGateError(
      code === "ENOENT" ? "snapshot_missing" : "snapshot_unreadable",
      `cannot read snapshot ${JSON.stringify(path)}: ${code === "ENOENT" ? "no such file" : code}`,
      "Pass the manifest `forge-gate snapshot` wrote (its path is in its output)"
    );
  }
}
function frameOf(bytes) {
  const magic = Buffer.from(`${MANIFEST_MAGIC}
`);
  if (bytes.length < magic.length || !bytes.subarray(0, magic.length).equals(magic)) {
    const first = bytes.subarray(0, Math.min(bytes.length, 64)).toString("latin1").split("\n")[0] ?? "";
    const other = /^forge-gate-snapshot (\d+)$/.exec(first);
    if (other)
      return `it is in snapshot format ${other[1]}, and this forge-gate reads format ${MANIFEST_MAGIC.slice(MANIFEST_MAGIC.lastIndexOf(" ") + 1)}: take the snapshot and gate with the same forge-gate version`;
    return "not a forge-gate snapshot (bad first line)";
  }
  const headerEnd = bytes.indexOf(10, magic.length);
  if (headerEnd < 0 || bytes[magic.length] !== 72) return "missing header";
  let header;
  try {
    header = JSON.parse(bytes.toString("utf8", magic.length + 2, headerEnd));
  } catch {
    return "the header is not JSON";
  }
  if (typeof header?.lease_id !== "string" || !Array.isArray(header.roots) || typeof header.manifest !== "string") {
    return "the header lacks lease_id, roots or manifest";
  }
  if (bytes[bytes.length - 1] !== 10) return "the last line is incomplete (truncated)";
  const trailerStart = bytes.lastIndexOf(10, bytes.length - 2) + 1;
  if (bytes[trailerStart] !== 84 || bytes[trailerStart + 1] !== 32)
    return "no trailer (the manifest is truncated)";
  let trailer;
  try {
    trailer = JSON.parse(bytes.toString("utf8", trailerStart + 2, bytes.length - 1));
  } catch {
    return "the trailer is not JSON (the manifest is truncated)";
  }
  const recordsStart = headerEnd + 1;
  if (typeof trailer?.records_bytes !== "number" || trailer.records_bytes !== trailerStart - 1 - recordsStart || !Array.isArray(trailer.skipped) || typeof trailer.hashes !== "object" || trailer.hashes === null || typeof trailer.meta !== "object" || trailer.meta === null) {
    return "the records do not match the trailer (truncated or edited)";
  }
  return { header, trailer, recordsStart, trailerStart };
}
function peekManifest(bytes) {
  const frame = frameOf(bytes);
  return typeof frame === "string" ? null : { header: frame.header, skipped: frame.trailer.skipped };
}
function verifyManifest(path, bytes, opts) {
  const frame = frameOf(bytes);
  const hash = createHash2("sha256");
  let body = null;
  if (typeof frame === "string") hash.update(bytes);
  else {
    hash.update(bytes.subarray(0, frame.trailerStart - 1));
    body = `sha256:${hash.copy().digest("hex")}`;
    hash.update(bytes.subarray(frame.trailerStart - 1));
  }
  const digest = `sha256:${hash.digest("hex")}`;
  if (opts.digest !== void 0) {
    const want = parseSnapshotDigest(opts.digest, "the snapshot digest");
    if (want !== digest) {
      throw new ForgeGateError(
        "snapshot_digest_mismatch",
        `snapshot ${JSON.stringify(path)} has digest ${digest}, expected ${want}: it was changed after it was taken`,
        "Treat the run as untrusted; take snapshots outside every write root and pin them by digest"
      );
    }
  }
  assertManifestVersion(path, bytes);
  if (typeof frame === "string") throw corrupt(path, frame);
  const { header, trailer, recordsStart, trailerStart } = frame;
  if (trailer.body_digest !== body)
    throw corrupt(path, "its header and records do not match the digest in its trailer (damaged or edited)");
  if (header.lease_id !== opts.leaseId) {
    throw new ForgeGateError(
      "snapshot_foreign",
      `snapshot ${JSON.stringify(path)} was taken for lease ${JSON.stringify(header.lease_id)}, not ${JSON.stringify(opts.leaseId)}`,
      "Pass the snapshot taken for this lease"
    );
  }
  if (header.lease_digest !== void 0 && opts.lease !== void 0 && header.lease_digest !== leaseDigest(opts.lease)) {
    throw new ForgeGateError(
      "lease_changed",
      `the lease is not the one snapshot ${JSON.stringify(path)} was taken for: it changed after the snapshot`,
      "Treat the run as untrusted (an agent may have widened its own lease); keep the lease file outside every write root. Read it from the same path with the same HOME as the snapshot did (relative and ~ paths resolve against them)"
    );
  }
  const records = new ManifestRecords(bytes, recordsStart, trailerStart - 1, (what) => corrupt(path, what));
  if (records.count !== trailer.entries) throw corrupt(path, "the entry count does not match the trailer");
  const skipped2 = trailer.skipped;
  const hashes = new Map(Object.entries(trailer.hashes));
  const xattrs = trailer.xattrs ? new Map(Object.entries(trailer.xattrs)) : null;
  const meta = new Map(Object.entries(trailer.meta));
  return { path, digest, header, records, skipped: skipped2, hashes, xattrs, meta };
}

// src/collect/tool-repos.ts
import { lstatSync as lstatSync3 } from "node:fs";
var TREES = {
  go: [{ grant: "go/pkg/mod", below: "cache/vcs", depth: 1, dotGit: false, tool: "go" }],
  cargo: [
    { grant: ".cargo/git", below: "db", depth: 1, dotGit: false, tool: "cargo" },
    { grant: ".cargo/git", below: "checkouts", depth: 2, dotGit: true, tool: "cargo" }
  ]
};
var TOOL_CONFIG_KEYS = /* @__PURE__ */ new Set([
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
  "protocol.version"
]);
var TOOL_CONFIG_SHAPES = [
  /^remote\..+\.(?:url|fetch|tagopt|mirror|promisor|partialclonefilter)$/,
  /^branch\..+\.(?:remote|merge)$/
];
var NEVER = [
  "info/attributes",
  "info/grafts",
  "objects/info/alternates",
  "objects/info/http-alternates",
  "commondir",
  "gitdir",
  "config.worktree",
  "worktrees"
];
function locate(path, trees) {
  for (const t of trees) {
    if (!isWithin(path, t.at) || path === t.at) continue;
    const segs = path.slice(t.at.length + 1).split("/");
    const take = t.depth + (t.dotGit ? 1 : 0);
    if (segs.length <= take) continue;
    if (t.dotGit && segs[t.depth] !== ".git") continue;
    return {
      gitdir: `${t.at}/${segs.slice(0, take).join("/")}`,
      rel: segs.slice(take).join("/"),
      tool: t.tool
    };
  }
  return null;
}
async function problem(f, change) {
  const later = `${f.tool} runs git in ${f.gitdir} on its next download`;
  if (change === "deleted") return null;
  const r = f.rel;
  if (r === "hooks" && lstatSync3(`${f.gitdir}/hooks`, { throwIfNoEntry: false })?.isSymbolicLink())
    return `hooks replaced by a symlink where ${later}`;
  if (r.startsWith("hooks/")) {
    return r.endsWith(".sample") || r.indexOf("/", 6) >= 0 ? null : `a git hook (${r}) where ${later}`;
  }
  if (NEVER.some((n) => r === n || r.startsWith(`${n}/`))) return `${r} changed where ${later}`;
  if (r !== "config") return null;
  const entries = await parseConfigFile(`${f.gitdir}/config`);
  if (typeof entries === "string") return `its config cannot be parsed (${entries.slice(1)}) where ${later}`;
  const keys = [...new Set((entries ?? []).map((e) => e.slice(0, e.indexOf("\n") >>> 0)))].filter(
    (k) => !TOOL_CONFIG_KEYS.has(k) && !TOOL_CONFIG_SHAPES.some((re) => re.test(k))
  );
  return keys.length === 0 ? null : `git config ${keys.join(", ")} set where ${later}`;
}
async function judgeToolRepos(changes, lease) {
  const trees = lease.tools.flatMap(
    (tool) => (TREES[tool] ?? []).flatMap(
      (t) => lease.write_roots.filter((r) => r.endsWith(`/${t.grant}`)).map((r) => ({ ...t, at: `${r}/${t.below}` }))
    )
  );
  if (trees.length === 0) return;
  await Promise.all(
    changes.map(async (c) => {
      if (c.source !== "snapshot" || c.sealed !== void 0) return;
      const f = locate(c.path, trees);
      if (f === null) return;
      const why = await problem(f, c.change === "renamed" ? "created" : c.change);
      if (why !== null) c.sealed = why;
    })
  );
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
  const skipped2 = [];
  const scopes = [];
  const roots = [];
  let manifest = null;
  let walk;
  if (opts.snapshotPath !== void 0) {
    const bytes = readManifestBytes(opts.snapshotPath);
    const peek = peekManifest(bytes);
    walk = peek ? await startHostWalk(peek.header, peek.skipped, opts.exclude) : void 0;
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
  searchGitOn(manifest?.header.runner?.environment.path ?? null);
  if (lease.worktree || git) {
    try {
      assertGitOutsideWriteRoots(lease);
    } catch (err) {
      walk?.abort();
      throw err;
    }
  }
  const failed2 = [];
  let host = null;
  if (manifest) {
    host = await diffHost(manifest, walk);
    scopes.push("snapshot");
    roots.push(...manifest.header.roots);
    appendAll(appendAll(appendAll(skipped2, manifest.header.not_watched), manifest.skipped), host.skipped);
    appendAll(changes, host.changes);
  }
  const gitChanges = [];
  if (lease.worktree) {
    try {
      const layout = await readGitLayout(lease.worktree);
      git ??= layout;
      const repo = await repoScope(layout, lease, opts, manifest);
      const headBefore = manifest?.header.git?.head;
      const unmoved = headBefore != null && repo.tips.every((t) => t === headBefore);
      if (manifest && host) {
        markPreexisting(repo.worktree, host.changes, manifest.header.roots);
        if (unmoved) markPreexisting(repo.committed, host.changes, manifest.header.roots);
      }
      appendAll(appendAll(gitChanges, repo.committed), repo.worktree);
      scopes.push("git");
      if (!roots.includes(layout.worktree)) roots.push(layout.worktree);
    } catch (err) {
      if (!(err instanceof ForgeGateError) || err.code === "base_missing" || err.code === "base_invalid")
        throw err;
      const note = quarantineNote(lease.worktree);
      if (!manifest)
        throw note === null ? err : new ForgeGateError(
          "worktree_quarantined",
          note,
          "Review the quarantined worktree; gate a new run"
        );
      failed2.push({ scope: "git", reason: note ?? err.message });
    }
  }
  appendAll(appendAll(changes, gitChanges), opts.captured ?? []);
  if (git && manifest && host) {
    const before = manifest.header.git_state;
    if (before) {
      try {
        const after = await readGitState(git);
        await judgeGitWrites(changes, {
          git,
          before,
          after,
          values: host.values,
          hashesBefore: manifest.hashes,
          hashesAfter: host.hashes,
          privateGroup: privateGroupOf(git.common_dir)
        });
      } catch (err) {
        failed2.push({ scope: "git", reason: `git's bookkeeping not judged by meaning: ${errorText(err)}` });
      }
    }
  }
  if (manifest?.header.keyed && host) judgeKeyedFiles(changes, manifest.header.keyed, lease);
  if (host) grantAncestorDirs(changes, lease);
  if (host) markSealed(changes, lease, host.values);
  if (host) await judgeToolRepos(changes, lease);
  const hooksDir = manifest?.header.git_state?.hooks;
  if (host && hooksDir) judgeHooksDir(changes, hooksDir);
  const hostPresets = manifest && host ? applyHostPresets(changes, {
    header: manifest.header,
    ...opts.stateDir !== void 0 ? { stateDir: opts.stateDir } : {}
  }) : void 0;
  if (hostPresets && !hostPresets.environment.compared && hostPresets.presets.includes("github-actions"))
    skipped2.push({
      path: "(environment)",
      reason: `the job's environment was not compared: ${hostPresets.environment.reason}`
    });
  const pinnedRoots = manifest?.header.write_roots;
  return {
    changes: dedupe(changes),
    coverage: { scopes, roots, skipped: skipped2, ...failed2.length > 0 ? { failed: failed2 } : {} },
    git,
    ...pinnedRoots ? { pinnedRoots } : {},
    ...hostPresets ? { host: hostPresets } : {},
    ...manifest ? { since: manifest.header.created_at } : {}
  };
}
async function repoScope(layout, lease, opts, manifest) {
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
  return collectRepoChanges(repo, layout, baseCommit, manifest?.header.git?.branch ?? layout.branch);
}
function markPreexisting(gitChanges, hostChanges, roots) {
  if (gitChanges.length === 0) return;
  const touched = /* @__PURE__ */ new Set();
  const touch = (p) => {
    for (let q = p; q.length > 1 && !touched.has(q); q = q.slice(0, Math.max(1, q.lastIndexOf("/"))))
      touched.add(q);
  };
  for (const c of hostChanges) {
    touch(c.path);
    if (c.from !== void 0) touch(c.from);
  }
  const covered = (p) => roots.some((r) => isWithin(p, r));
  for (const c of gitChanges) {
    const sides = c.from === void 0 ? [c.path] : [c.path, c.from];
    if (sides.every((p) => covered(p) && !touched.has(p))) c.preexisting = true;
  }
}
function privateGroupOf(dir) {
  try {
    const st = statSync(dir);
    const users = readFileSync4("/etc/passwd", "utf8").split("\n").map((l) => l.split(":"));
    const owner = users.find((u) => u[2] === String(st.uid))?.[0];
    if (owner === void 0) return false;
    if (users.some((u) => u.length > 3 && u[3] === String(st.gid) && u[2] !== String(st.uid))) return false;
    const group = readFileSync4("/etc/group", "utf8").split("\n").map((l) => l.split(":")).find((g) => g[2] === String(st.gid));
    if (group === void 0) return false;
    const members = (group[3] ?? "").split(",").filter((m) => m !== "");
    return members.every((m) => m === owner);
  } catch {
    return false;
  }
}
function quarantineNote(worktree) {
  if (existsSync3(worktree)) return null;
  const dir = dirname3(worktree);
  const prefix = `${basename2(worktree)}.quarantined-`;
  let names;
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(prefix));
  } catch {
    return null;
  }
  const marked = names.filter((n) => existsSync3(join3(dir, n, QUARANTINE_MARKER))).sort();
  if (marked.length === 0) return null;
  return `the worktree ${JSON.stringify(worktree)} was quarantined by an earlier gate: it is now ${JSON.stringify(join3(dir, marked[marked.length - 1]))} (see its ${QUARANTINE_MARKER}); review it before gating again`;
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
function nestedGitGlobs(worktree) {
  if (worktree === null) return [];
  const base = /[*?[\]{}()!+@\\]/.test(worktree) ? "" : `${worktree.replace(/\/+$/, "")}/`;
  return [`${base}*/**/.git`, `${base}*/**/.git/**`];
}
function judgeChanges(lease, result, opts = {}) {
  const caseMode = opts.caseMode ?? defaultCaseMode(process.platform);
  const git = result.git;
  const aside = (path, c) => opts.skipPreexisting === true && c.preexisting === true || isSetAside(path, c, git ?? null);
  const writeRoots = lease.write_roots.filter((r) => r.trim() !== "");
  const places = result.host?.protect ?? [];
  const probe = opts.probe ?? createNodeProbe(caseMode);
  const checker = new ViolationChecker(
    {
      writeRoots,
      protect: [...lease.protect, ...nestedGitGlobs(lease.worktree)],
      protectedPaths: [...linkedGitDirs(writeRoots), ...places.map((p) => p.path)],
      ...result.pinnedRoots ? { pinnedRoots: new Map(Object.entries(result.pinnedRoots)) } : {},
      cwd: opts.cwd ?? lease.worktree ?? process.cwd(),
      home: opts.home ?? homedir(),
      caseMode
    },
    probe
  );
  const violations = [];
  const detail = /* @__PURE__ */ new Map();
  const hostSides = /* @__PURE__ */ new Set();
  for (const c of result.changes) {
    for (const path of c.from === void 0 ? [c.path] : [c.path, c.from]) {
      if (path.trim() === "" || aside(path, c)) continue;
      const what = c.tampered ?? c.detail;
      if (what !== void 0 && path === c.path && !detail.has(path)) detail.set(path, what);
      if (c.source === "snapshot") hostSides.add(path);
      const v = checker.checkOnce(path);
      if (v) violations.push(v);
    }
  }
  const reported = new Set(violations.map((v) => v.path));
  for (const path of hostSides) {
    if (reported.has(path) || probe.kind(path) !== "symlink") continue;
    const v = checker.checkEntry(path);
    if (v) {
      violations.push(v);
      reported.add(path);
    }
  }
  const kept = opts.probe === void 0 ? judgeLinks(violations, result, writeRoots) : violations;
  for (const v of kept) {
    const d = detail.get(v.path);
    if (d !== void 0) v.detail = d;
  }
  const report = { checked: checker.distinct, violations: kept };
  appendAll(report.violations, sealedViolations(result.changes, lease, report));
  for (const v of report.violations) {
    const place = protectingPlace(v.resolved, places) ?? protectingPlace(v.path, places);
    if (place !== null && v.reason !== "symlink_escape") {
      v.reason = "protected";
      v.rule = place.rule;
    }
  }
  for (const e of result.host?.environment_changes ?? [])
    report.violations.push({ path: e.name, resolved: e.name, reason: "environment", rule: e.rule });
  return report;
}
function judgeLinks(violations, result, writeRoots) {
  if (!violations.some((v) => v.reason === "symlink_escape")) return violations;
  const home = physicalOr(homedir());
  const repo = result.git ? [result.git.common_dir, result.git.git_dir, result.git.worktree, ...result.git.worktrees] : [];
  const inside2 = writeRoots.map((r) => result.pinnedRoots?.[r] ?? physicalOr(r));
  const guarded = [home, ...repo, ...result.coverage.roots, ...inside2, ...tempDirs().map(physicalOr)];
  const sinceNs = result.since === void 0 ? 0n : BigInt(Date.parse(result.since)) * 1000000n;
  return violations.filter((v) => {
    if (v.reason !== "symlink_escape") return true;
    if (!isSymlink(v.path)) return true;
    if (sinceNs > 0n && "target" in installedTarget(v.path, { guarded, inside: inside2, sinceNs })) return false;
    const shared = sharedRootOf(v.path, writeRoots);
    if (shared === null) return true;
    return isWithin(v.resolved, home) || repo.some((r) => isWithin(v.resolved, r));
  });
}
function isSymlink(p) {
  try {
    return lstatSync4(p, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}
function physicalOr(p) {
  try {
    return realpathSync2.native(p);
  } catch {
    return p;
  }
}
function markSealed(changes, lease, values) {
  const trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
  if (trees.length === 0) return;
  const isNew = (unit) => values.has(unit) && values.get(unit)?.before === void 0;
  const isDir = (unit) => (values.get(unit)?.before ?? values.get(unit)?.after)?.startsWith("d ") === true;
  for (const c of changes) {
    if (c.source !== "snapshot") continue;
    const sides = [
      [c.path, c.change === "renamed" ? "created" : c.change]
    ];
    if (c.from !== void 0) sides.push([c.from, "deleted"]);
    for (const [path, change] of sides) {
      const unit = sealedUnit(path, trees);
      if (unit === null || isNew(unit)) continue;
      if (change === "modified" && path === unit && isDir(unit)) continue;
      const removable = trees.some((t) => t.removable === true && path.startsWith(`${t.tree}/`));
      if (removable && change === "deleted") continue;
      c.sealed = removable ? `${unit} was there before the run (an earlier session's, which a resume runs or restores): it may be removed, never changed` : `${unit} was extracted before the run: builds use it unverified`;
    }
  }
}
function sealedViolations(changes, lease, report) {
  const trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
  const reported = new Set(report.violations.map((v) => v.path));
  const out = [];
  for (const c of changes) {
    if (c.sealed === void 0) continue;
    const sides = c.from === void 0 ? [c.path] : [c.path, c.from];
    const inUnits = sides.filter((p) => sealedUnit(p, trees) !== null);
    for (const path of inUnits.length > 0 ? inUnits : [c.path]) {
      if (reported.has(path)) continue;
      reported.add(path);
      out.push({ path, resolved: path, reason: "protected", rule: c.sealed });
    }
  }
  return out;
}

export {
  quarantineEffect,
  partitionBookkeeping,
  collectChanges,
  judgeChanges
};
