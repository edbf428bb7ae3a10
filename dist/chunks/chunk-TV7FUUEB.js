import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  NOT_REACHED
} from "./chunk-MIKOCAMF.js";
import {
  isWithin,
  outermost
} from "./chunk-C2BVV36C.js";

// src/core/sandbox-plan.ts
import { posix } from "node:path";
var GIT_OWN_ENTRIES = /* @__PURE__ */ new Set([
  "index",
  "HEAD",
  "ORIG_HEAD",
  "FETCH_HEAD",
  "COMMIT_EDITMSG",
  "MERGE_HEAD",
  "MERGE_MSG",
  "MERGE_MODE",
  "AUTO_MERGE",
  "REBASE_HEAD",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "rebase-merge",
  "rebase-apply",
  "sequencer"
]);
var GITDIR_POINTERS = ["commondir", "gitdir", "config.worktree"];
function planSandbox(facts) {
  const detectionOnly = [];
  const granted = [...facts.writeRoots, ...facts.extraWritable];
  const isGranted = (p) => granted.some((g) => isWithin(p, g));
  const privateTemp = privateTempDirs(facts);
  const tmpfs = privateTemp.map((path) => ({ kind: "tmpfs", path, why: "private temp" }));
  const visible = outermost(
    facts.keepVisible.filter((p) => privateTemp.some((t) => isWithin(p, t) && p !== t) && !isGranted(p))
  ).map((path) => ({ kind: "ro", path, why: "needed by the run, under a private temp dir" }));
  const writable = byDepth(unique(granted)).map((path) => ({
    kind: "rw",
    path,
    why: facts.writeRoots.includes(path) ? "write root" : "granted"
  }));
  const protectedMounts = byDepth(unique(facts.protectedPaths.filter(isGranted))).map((path) => ({
    kind: "ro",
    path,
    why: "protected"
  }));
  const gitMounts = facts.git ? planGit(facts.git, detectionOnly) : [];
  let network;
  if (facts.networkAllow === null)
    network = { mode: "open", why: "the lease sets no network.allow (network not restricted by the lease)" };
  else if (facts.networkAllow.length === 0) network = { mode: "none" };
  else network = { mode: "proxy", allow: [...facts.networkAllow] };
  return {
    mounts: [
      ...pinAncestors([...tempAndVisible(tmpfs, visible), ...writable, ...protectedMounts, ...gitMounts]),
      // Last, so that no later bind uncovers them: a read-only mount does not stop connect().
      ...unique(facts.hostSockets ?? []).map(
        (path) => ({ kind: "mask", path, why: "host daemon socket" })
      )
    ],
    network,
    privateTemp,
    detectionOnly
  };
}
function tempAndVisible(tmpfs, visible) {
  return [...visible, ...tmpfs].sort((a, b) => depth(a.path) - depth(b.path));
}
function privateTempDirs(facts) {
  const granted = [...facts.writeRoots, ...facts.extraWritable];
  return byDepth(unique(facts.tempDirs.filter((t) => !granted.some((g) => isWithin(t, g)))));
}
function sandboxView(plan) {
  return [
    { path: "/", writable: false, why: NOT_REACHED.readOnly("the sandbox") },
    ...plan.mounts.map(
      (m) => m.kind === "rw" ? { path: m.path, writable: true } : {
        path: m.path,
        writable: false,
        why: m.kind === "tmpfs" ? NOT_REACHED.privateDir(m.path) : m.kind === "mask" ? NOT_REACHED.masked(m.why) : NOT_REACHED.readOnly(m.why)
      }
    )
  ];
}
var PIN_WHY = "pinned: holds a read-only path";
function pinAncestors(mounts) {
  const out = [];
  const pinned = /* @__PURE__ */ new Set();
  const apply = (m) => {
    if (m.kind === "ro") {
      let enclosing;
      for (const o of out) if (o.path !== m.path && isWithin(m.path, o.path)) enclosing = o;
      if (enclosing?.kind === "rw")
        for (const dir of between(enclosing.path, m.path)) {
          if (pinned.has(dir)) continue;
          pinned.add(dir);
          const hidden = out.filter((o) => o.path !== dir && isWithin(o.path, dir));
          out.push({ kind: "rw", path: dir, why: PIN_WHY });
          for (const h of hidden) apply(h);
        }
    }
    out.push(m);
  };
  for (const m of mounts) apply(m);
  return out;
}
function between(top, path) {
  const out = [];
  for (let d = posix.dirname(path); d !== top && isWithin(d, top) && d !== "/"; d = posix.dirname(d))
    out.unshift(d);
  return out;
}
function planGit(g, detectionOnly) {
  const out = [];
  const ro = (path, why) => out.push({ kind: "ro", path, why });
  const rw = (path, why) => out.push({ kind: "rw", path, why });
  const has = (dir, name) => g.listings[dir]?.includes(name) ?? false;
  const main = g.gitDir === g.commonDir;
  ro(g.commonDir, "git repository");
  if (main) {
    rw(g.gitDir, "own gitdir");
    for (const name of g.listings[g.gitDir] ?? [])
      if (!GIT_OWN_ENTRIES.has(name)) ro(posix.join(g.gitDir, name), "git internals");
    const logs = posix.join(g.gitDir, "logs");
    if (has(logs, "HEAD")) rw(posix.join(logs, "HEAD"), "own HEAD reflog");
    detectionOnly.push(
      `new files created directly in ${g.gitDir} (the gitdir stays writable for git's lock files)`
    );
  } else {
    rw(g.gitDir, "own gitdir");
    for (const name of GITDIR_POINTERS)
      if (has(g.gitDir, name)) ro(posix.join(g.gitDir, name), "gitdir pointer");
    detectionOnly.push(
      `new files created in ${g.gitDir} (writable for git's lock files; e.g. a config.worktree, read when the repository sets extensions.worktreeConfig)`
    );
  }
  if (has(g.commonDir, "objects")) {
    const objects = posix.join(g.commonDir, "objects");
    rw(objects, "git objects");
    if (has(objects, "info")) ro(posix.join(objects, "info"), "git alternates");
    else detectionOnly.push(`${objects}/info (alternates), absent at start`);
    out.push(...existingObjectMounts(objects, g.listings, detectionOnly));
  }
  if (g.ownRef?.startsWith("refs/heads/")) {
    for (const top of [g.commonDir, posix.join(g.commonDir, "logs")]) {
      out.push(...ownRefMounts(top, g.ownRef, g.listings, detectionOnly));
    }
  }
  return out;
}
var LOOSE_OBJECT_MOUNT_LIMIT = 4e3;
function existingObjectMounts(objects, listings, detectionOnly) {
  const out = [];
  const pack = posix.join(objects, "pack");
  for (const name of listings[pack] ?? [])
    out.push({ kind: "ro", path: posix.join(pack, name), why: "existing git pack" });
  const loose = [];
  for (const dir of listings[objects] ?? [])
    if (/^[0-9a-f]{2}$/.test(dir))
      for (const name of listings[posix.join(objects, dir)] ?? []) loose.push(posix.join(objects, dir, name));
  for (const path of loose.slice(0, LOOSE_OBJECT_MOUNT_LIMIT))
    out.push({ kind: "ro", path, why: "existing git object" });
  if (loose.length > LOOSE_OBJECT_MOUNT_LIMIT)
    detectionOnly.push(
      `${loose.length - LOOSE_OBJECT_MOUNT_LIMIT} of ${loose.length} existing loose objects in ${objects} (more than ${LOOSE_OBJECT_MOUNT_LIMIT}; run git gc to pack them)`
    );
  return out;
}
function ownRefMounts(top, ownRef, listings, detectionOnly) {
  const heads = posix.join(top, "refs", "heads");
  if (!listings[heads]) return [];
  const parts = ownRef.slice("refs/heads/".length).split("/");
  let dir = heads;
  let next = parts[0];
  for (let i = 0; i < parts.length - 1; i++) {
    const child = posix.join(dir, parts[i]);
    if (!listings[child]) break;
    dir = child;
    next = parts[i + 1];
  }
  const out = [{ kind: "rw", path: dir, why: "own branch ref" }];
  for (const name of listings[dir])
    if (name !== next && name !== `${next}.lock`)
      out.push({ kind: "ro", path: posix.join(dir, name), why: "another branch's ref" });
  detectionOnly.push(
    `new refs created beside the own branch in ${dir}, including a loose ref shadowing a branch kept only in packed-refs`
  );
  return out;
}
function byDepth(paths) {
  return [...paths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}
function depth(p) {
  return p === "/" ? 0 : p.split("/").length - 1;
}
function unique(paths) {
  return [...new Set(paths)];
}
function hostAllowed(host, allow) {
  const h = host.toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
  if (h === "") return false;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? h.endsWith(d) || h === d.slice(1) : h === d;
  });
}
var BWRAP_ISOLATION = [
  "--unshare-pid",
  "--unshare-ipc",
  "--unshare-uts",
  "--die-with-parent",
  "--new-session"
];
var PROC_READ_ONLY = ["/proc/sys", "/proc/sysrq-trigger", "/proc/fs", "/proc/bus", "/proc/irq"];
function bwrapArgs(plan, opts = {}) {
  const args = [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    // The kernel's global knobs in the fresh /proc, read-only (Docker's list). bubblewrap covers them
    // only when they look writable to its own access() check, and root in the host's user namespace
    // writes sysctls without any capability (kernel.core_pattern runs a program as root on the host).
    ...PROC_READ_ONLY.flatMap((p) => ["--ro-bind-try", p, p]),
    ...BWRAP_ISOLATION,
    // As root, bubblewrap keeps every capability unless told: without this the agent could remount.
    "--cap-drop",
    "ALL"
  ];
  if (plan.network.mode !== "open") args.push("--unshare-net");
  for (const m of plan.mounts) {
    if (m.kind === "tmpfs") args.push("--tmpfs", m.path);
    else if (m.kind === "mask") args.push("--ro-bind", "/dev/null", m.path);
    else args.push(m.kind === "rw" ? "--bind" : "--ro-bind", m.path, m.path);
  }
  if (opts.proxySocket !== void 0) args.push("--bind", opts.proxySocket, opts.proxySocket);
  return args;
}

export {
  planSandbox,
  privateTempDirs,
  sandboxView,
  PIN_WHY,
  byDepth,
  unique,
  hostAllowed,
  BWRAP_ISOLATION,
  PROC_READ_ONLY,
  bwrapArgs
};
