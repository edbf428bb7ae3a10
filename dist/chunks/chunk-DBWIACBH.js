import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/snapshot-format.ts
var MANIFEST_VERSION = 6;
var MANIFEST_MAGIC = `forge-gate-snapshot ${MANIFEST_VERSION}`;
function manifestVersionOf(firstLine) {
  const m = /^forge-gate-snapshot (\d{1,6})$/.exec(firstLine);
  return m ? Number(m[1]) : null;
}
function nthSpace(s, n) {
  let i = -1;
  for (let k = 0; k < n && (k === 0 || i >= 0); k++) i = s.indexOf(" ", i + 1);
  return i;
}
var RecordParser = class {
  constructor(entry) {
    this.entry = entry;
  }
  entry;
  link = null;
  bad = false;
  /** `text` must be empty or end with NUL. */
  push(text) {
    if (text === "") return;
    if (text.charCodeAt(text.length - 1) !== 0) {
      this.bad = true;
      return;
    }
    const parts = text.split("\0");
    const n = parts.length - 1;
    let i = 0;
    if (this.link !== null) {
      this.emitLink(this.link, parts[0]);
      this.link = null;
      i = 1;
    }
    for (; i < n; i++) {
      const rec = parts[i];
      const t = rec.charCodeAt(0);
      if (t === 108) {
        if (i + 1 < n) this.emitLink(rec, parts[++i]);
        else this.link = rec;
        continue;
      }
      const cut = nthSpace(rec, 8);
      if (cut < 0 || rec.charCodeAt(cut + 1) !== 47) {
        this.bad = true;
        return;
      }
      this.entry(rec.slice(cut + 1), rec.slice(0, cut));
    }
  }
  emitLink(rec, target) {
    const cut = nthSpace(rec, 8);
    if (cut < 0 || rec.charCodeAt(cut + 1) !== 47) {
      this.bad = true;
      return;
    }
    this.entry(rec.slice(cut + 1), `${rec.slice(0, cut)}	${target}`);
  }
  /** False when the records were malformed or ended in the middle of a symlink. */
  finish() {
    return !this.bad && this.link === null;
  }
};
function parseRecords(text, entry) {
  const p = new RecordParser(entry);
  p.push(text);
  return p.finish();
}
function formatRecord(path, value) {
  const tab = value.indexOf("	");
  return tab < 0 ? `${value} ${path}\0` : `${value.slice(0, tab)} ${path}\0${value.slice(tab + 1)}\0`;
}
function timeToNs(t) {
  const neg = t.startsWith("-");
  const u = neg ? t.slice(1) : t;
  const dot = u.indexOf(".");
  const v = dot < 0 ? BigInt(u) * 1000000000n : BigInt(u.slice(0, dot)) * 1000000000n + BigInt(u.slice(dot + 1, dot + 10).padEnd(9, "0"));
  return neg ? -v : v;
}
function typeLetter(mode) {
  switch (mode & 61440) {
    case 32768:
      return "f";
    case 16384:
      return "d";
    case 40960:
      return "l";
    case 4096:
      return "p";
    case 49152:
      return "s";
    case 8192:
      return "c";
    case 24576:
      return "b";
    default:
      return "U";
  }
}
function typeOfLetter(t) {
  return t === "f" ? "file" : t === "d" ? "dir" : t === "l" ? "symlink" : "other";
}
function findTime(ns) {
  const neg = ns < 0n;
  const a = neg ? -ns : ns;
  const sec = a / 1000000000n;
  const frac = (a % 1000000000n).toString().padStart(9, "0");
  return `${neg ? "-" : ""}${sec}.${frac}0`;
}
function dirValue(dev, ino, perm, uid = 0, gid = 0, mtime = "0.0000000000", ctime = "0.0000000000") {
  return `d ${dev} ${ino} ${perm} ${uid} ${gid} ${mtime} ${ctime}`;
}
function otherValue(type, dev, ino, perm, nlink, size, mtime, ctime, extra) {
  const base = `${type} ${dev} ${ino} ${perm} ${nlink} ${size} ${mtime} ${ctime}`;
  return extra === "" ? base : `${base}	${extra}`;
}
function parseValue(v) {
  const tab = v.indexOf("	");
  const f = (tab < 0 ? v : v.slice(0, tab)).split(" ");
  const dir = f[0] === "d";
  return {
    type: typeOfLetter(f[0] ?? ""),
    dev: f[1] ?? "",
    ino: f[2] ?? "",
    perm: f[3] ?? "",
    nlink: dir ? "" : f[4] ?? "",
    size: dir ? "" : f[5] ?? "",
    owner: dir ? `${f[4] ?? ""} ${f[5] ?? ""}` : "",
    mtime: f[6] ?? "",
    ctime: f[7] ?? "",
    extra: tab < 0 ? "" : v.slice(tab + 1)
  };
}
function sameEntryMoved(before, after) {
  const a = parseValue(before);
  const b = parseValue(after);
  return a.dev === b.dev && a.ino === b.ino && a.type === b.type && a.perm === b.perm && a.owner === b.owner && a.size === b.size && a.mtime === b.mtime && (a.type !== "symlink" || a.extra === b.extra);
}
function identityOf(v) {
  const a = v.indexOf(" ");
  const b = v.indexOf(" ", a + 1);
  const c = v.indexOf(" ", b + 1);
  return v.slice(a + 1, c < 0 ? v.length : c);
}
function classifyChange(before, after) {
  const a = parseValue(before);
  const b = parseValue(after);
  if (a.type === "dir" && b.type === "dir" && a.dev === b.dev && a.ino === b.ino) {
    if (a.perm !== b.perm || a.owner !== b.owner) return "mode";
    if (a.ctime !== b.ctime && a.mtime === b.mtime) return "mode";
    return null;
  }
  if (a.type === "symlink" && b.type === "symlink" && a.extra !== b.extra) return "link";
  if (a.type !== b.type || a.dev !== b.dev || a.ino !== b.ino) return "modified";
  const sameData = a.size === b.size && a.mtime === b.mtime && a.extra === b.extra && a.nlink === b.nlink;
  if (a.perm !== b.perm && sameData) return "mode";
  return "modified";
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export {
  MANIFEST_VERSION,
  MANIFEST_MAGIC,
  manifestVersionOf,
  RecordParser,
  parseRecords,
  formatRecord,
  timeToNs,
  typeLetter,
  findTime,
  dirValue,
  otherValue,
  parseValue,
  sameEntryMoved,
  identityOf,
  classifyChange,
  canonicalJson
};
