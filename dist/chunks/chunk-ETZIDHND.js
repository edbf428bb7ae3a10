import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isRootOwnedFile
} from "./chunk-R42VENM4.js";
import {
  isWithin
} from "./chunk-C2BVV36C.js";

// src/core/arrays.ts
function appendAll(out, items) {
  for (const item of items) out.push(item);
  return out;
}

// src/collect/xattrs.ts
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
var TRUSTED_GETFATTR = ["/usr/bin/getfattr", "/bin/getfattr"];
var cached;
function trustedGetfattr() {
  if (cached !== void 0) return cached;
  cached = null;
  for (const p of TRUSTED_GETFATTR) {
    if (isRootOwnedFile(p)) {
      cached = p;
      break;
    }
  }
  return cached;
}
function xattrGap() {
  return trustedGetfattr() === null ? "getfattr (the attr package) is not installed: xattrs and ACLs (of directories and high-value files) are compared only through their ctime" : null;
}
function unescapeName(s) {
  if (!s.includes("\\")) return s;
  const bytes = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 92 && /^[0-7]{3}$/.test(s.slice(i + 1, i + 4))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 4), 8));
      i += 3;
    } else if (c === 92 && s[i + 1] === "\\") {
      bytes.push(92);
      i++;
    } else bytes.push(...Buffer.from(s[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
function wantsXattrs(dir) {
  const cut = dir.lastIndexOf("/");
  if (dir.charCodeAt(cut + 1) === 46) return true;
  const up = dir.lastIndexOf("/", cut - 1);
  return up >= 0 && dir.charCodeAt(up + 1) === 46;
}
var ARG_BYTES = 96 * 1024;
var EARLY_START_MS = 50;
var GETFATTR_ARGS = ["--absolute-names", "-h", "-d", "-m", "-", "-e", "hex", "--"];
var GETFATTR_ENV = { LC_ALL: "C", PATH: "/usr/bin:/bin" };
var GETFATTR_ARG_BYTES = ARG_BYTES;
function parseDumpLines(text, each) {
  for (const block of text.split("\n\n")) {
    const lines = block.split("\n").filter((l) => l !== "");
    if (lines.length < 2 || !lines[0].startsWith("# file: ")) continue;
    each(unescapeName(Buffer.from(lines[0].slice(8), "latin1").toString("utf8")), lines.slice(1).sort());
  }
}
function parseDump(text, out) {
  parseDumpLines(text, (path, lines) => {
    out[path] = createHash("sha256").update(lines.join("\n")).digest("hex");
  });
}
var XattrCollector = class {
  batch = [];
  size = 0;
  running = [];
  out = {};
  bin = trustedGetfattr();
  /** When the oldest directory of the batch was added (ms), and how many getfattr are running. */
  since = 0;
  active = 0;
  add(dir) {
    if (this.bin === null || !wantsXattrs(dir)) return;
    if (this.size + dir.length + 1 > ARG_BYTES) this.start();
    if (this.batch.length === 0) this.since = Date.now();
    this.batch.push(dir);
    this.size += dir.length + 1;
  }
  /**
   * Starts the batch when it has waited a while and no getfattr is running, so the walk's end does
   * not wait for one. The wait keeps it to a few processes per walk even when dot-directories are
   * everywhere (a home directory).
   */
  startWaiting() {
    if (this.active === 0 && this.batch.length > 0 && Date.now() - this.since >= EARLY_START_MS) this.start();
  }
  start() {
    if (this.batch.length === 0 || this.bin === null) return;
    const args = [...GETFATTR_ARGS, ...this.batch];
    this.batch = [];
    this.size = 0;
    this.active++;
    this.running.push(
      new Promise((resolve) => {
        execFile(
          this.bin,
          args,
          { encoding: "latin1", env: GETFATTR_ENV, maxBuffer: 256 * 1024 * 1024 },
          // A directory that vanished makes getfattr exit 1; what it printed for the others still counts.
          (_err, stdout) => {
            this.active--;
            parseDump(String(stdout ?? ""), this.out);
            resolve();
          }
        ).stdin?.end();
      })
    );
  }
  async finish() {
    if (this.bin === null) return null;
    this.start();
    await Promise.all(this.running);
    return this.out;
  }
};
function getfattrDump(bin, batch) {
  try {
    return execFileSync(bin, [...GETFATTR_ARGS, ...batch], {
      encoding: "latin1",
      env: GETFATTR_ENV,
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 256 * 1024 * 1024
    });
  } catch (err) {
    return String(err.stdout ?? "");
  }
}
function dirXattrDigests(dirs) {
  const bin = trustedGetfattr();
  if (bin === null) return null;
  const out = {};
  let batch = [];
  let size = 0;
  const flush = () => {
    if (batch.length === 0) return;
    parseDump(getfattrDump(bin, batch), out);
    batch = [];
    size = 0;
  };
  for (const d of dirs) {
    if (!wantsXattrs(d)) continue;
    if (size + d.length + 1 > ARG_BYTES) flush();
    batch.push(d);
    size += d.length + 1;
  }
  flush();
  return out;
}
function xattrLines(paths) {
  const bin = trustedGetfattr();
  if (bin === null) return null;
  const out = {};
  for (let i = 0; i < paths.length; ) {
    const batch = [];
    for (let size = 0; i < paths.length && (batch.length === 0 || size + paths[i].length < ARG_BYTES); i++) {
      batch.push(paths[i]);
      size += paths[i].length + 1;
    }
    parseDumpLines(getfattrDump(bin, batch), (path, lines) => {
      out[path] = lines;
    });
  }
  return out;
}

// src/collect/meta.ts
import { execFile as execFile2 } from "node:child_process";
import { createHash as createHash2 } from "node:crypto";
import { lstatSync } from "node:fs";
function metaPaths(hashed, roots) {
  const out = new Set(roots);
  for (const p of hashed) {
    out.add(p);
    const root = roots.find((r) => isWithin(p, r));
    if (root === void 0) continue;
    for (let d = p.slice(0, p.lastIndexOf("/")); d.length > root.length && !out.has(d); ) {
      out.add(d);
      d = d.slice(0, d.lastIndexOf("/"));
    }
  }
  return [...out].sort();
}
function digest16(s) {
  return createHash2("sha256").update(s).digest("hex").slice(0, 16);
}
function xattrField(lines) {
  const parts = lines.map((l) => {
    const eq = l.indexOf("=");
    const name = eq < 0 ? l : l.slice(0, eq);
    return `${encodeURIComponent(name)}=${digest16(eq < 0 ? "" : l.slice(eq + 1))}`;
  });
  return parts.length === 0 ? "-" : parts.sort().join(",");
}
function runGetfattr(bin, batch) {
  return new Promise((resolve) => {
    execFile2(
      bin,
      [...GETFATTR_ARGS, ...batch],
      { encoding: "latin1", env: GETFATTR_ENV, maxBuffer: 256 * 1024 * 1024 },
      // A path that vanished makes getfattr exit 1; what it printed for the others still counts.
      (_err, stdout, stderr) => resolve({ stdout: String(stdout ?? ""), stderr: String(stderr ?? "") })
    ).stdin?.end();
  });
}
async function readMeta(paths) {
  const owner = /* @__PURE__ */ new Map();
  for (const p of paths) {
    try {
      const st = lstatSync(p, { throwIfNoEntry: false });
      if (st) owner.set(p, `${st.uid} ${st.gid}`);
    } catch {
      owner.set(p, "? ?");
    }
  }
  const xattrs = /* @__PURE__ */ new Map();
  const bin = trustedGetfattr();
  if (bin !== null && owner.size > 0) {
    const batches = [[]];
    let size = 0;
    for (const p of owner.keys()) {
      if (size + p.length + 1 > GETFATTR_ARG_BYTES && batches[batches.length - 1].length > 0) {
        batches.push([]);
        size = 0;
      }
      batches[batches.length - 1].push(p);
      size += p.length + 1;
    }
    const answers = await Promise.all(batches.map((b) => runGetfattr(bin, b)));
    for (const { stdout, stderr } of answers) {
      parseDumpLines(Buffer.from(stdout, "latin1").toString("latin1"), (p, lines) => {
        xattrs.set(p, xattrField(lines));
      });
      for (const line of stderr.split("\n")) {
        const m = /^getfattr: (.*): [^:]+$/.exec(line);
        if (m && !m[1].startsWith("Removing leading"))
          xattrs.set(Buffer.from(m[1], "latin1").toString("utf8"), "?");
      }
    }
  }
  const out = {};
  for (const [p, o] of owner) out[p] = `${o} ${bin === null ? "?" : xattrs.get(p) ?? "-"}`;
  return out;
}
function parseMeta(m) {
  const [uid = "?", gid = "?", x = "?"] = m.split(" ");
  if (x === "?") return { uid, gid, xattrs: null };
  const xattrs = /* @__PURE__ */ new Map();
  if (x !== "-")
    for (const part of x.split(",")) {
      const eq = part.indexOf("=");
      xattrs.set(decodeURIComponent(part.slice(0, eq)), part.slice(eq + 1));
    }
  return { uid, gid, xattrs };
}
var ACL = /^system\.posix_acl_(access|default)$/;
function describeMeta(before, after) {
  if (before === after) return [];
  const a = parseMeta(before);
  const b = parseMeta(after);
  const out = [];
  if (a.uid !== b.uid) out.push(`owner changed (uid ${a.uid} \u2192 ${b.uid})`);
  if (a.gid !== b.gid) out.push(`group changed (gid ${a.gid} \u2192 ${b.gid})`);
  if (a.xattrs !== null && b.xattrs !== null) {
    for (const name of [.../* @__PURE__ */ new Set([...a.xattrs.keys(), ...b.xattrs.keys()])].sort()) {
      const was = a.xattrs.get(name);
      const now = b.xattrs.get(name);
      if (was === now) continue;
      const acl = ACL.exec(name);
      const what = acl ? acl[1] === "default" ? "default ACL" : "ACL" : `xattr ${name}`;
      out.push(`${what} ${was === void 0 ? "added" : now === void 0 ? "removed" : "changed"}`);
    }
  }
  return out;
}

export {
  appendAll,
  xattrGap,
  XattrCollector,
  dirXattrDigests,
  xattrLines,
  metaPaths,
  xattrField,
  readMeta,
  describeMeta
};
