import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  readCapped
} from "./chunk-3DAW4GI7.js";

// src/classify/files.ts
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/core/classify/hash.ts
function fileKeyOf(s) {
  let h1 = 2166136261;
  let h2 = 16777619;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 2246822507) >>> 0;
  }
  const safe = s.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 48);
  return `${safe}-${h1.toString(16).padStart(8, "0")}${h2.toString(16).padStart(8, "0")}`;
}

// src/classify/files.ts
var CACHE_VERSION = 1;
function fileKey(kind, abs, home) {
  try {
    const st = statSync(abs, { bigint: true });
    return JSON.stringify([
      CACHE_VERSION,
      kind,
      abs,
      home,
      String(st.dev),
      String(st.ino),
      String(st.size),
      String(st.mtimeNs),
      String(st.ctimeNs)
    ]);
  } catch {
    return null;
  }
}
function cachePath(stateDir, key) {
  return join(stateDir, "cache", `${fileKeyOf(key).slice(-16)}.json`);
}
function readCache(stateDir, key) {
  if (!stateDir || !key) return null;
  try {
    const data = JSON.parse(readFileSync(cachePath(stateDir, key), "utf8"));
    return data.key === key && data.value !== void 0 ? data.value : null;
  } catch {
    return null;
  }
}
function writeCache(stateDir, key, value) {
  if (!stateDir || !key) return;
  try {
    const file = cachePath(stateDir, key);
    mkdirSync(dirname(file), { recursive: true, mode: 448 });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ key, value }), { mode: 384 });
    renameSync(tmp, file);
  } catch {
  }
}
async function loadLeaseCached(file, stateDir, home) {
  const abs = resolve(file);
  const key = fileKey("lease", abs, home);
  const hit = readCache(stateDir, key);
  if (hit && Array.isArray(hit.write_roots)) return hit;
  const { loadLeaseFile } = await import("./lease-file-UWE4UEUH.js");
  const lease = loadLeaseFile(file, { home });
  writeCache(stateDir, key, lease);
  return lease;
}
var CONFIG_MAX_BYTES = 256 * 1024;
async function loadConfigCached(file, stateDir, home) {
  const abs = resolve(file);
  const key = fileKey("config", abs, home);
  const hit = readCache(stateDir, key);
  if (hit && typeof hit.permission === "object" && hit.backstop) return hit;
  const text = readCapped(abs, {
    what: "config",
    shown: file,
    max: CONFIG_MAX_BYTES,
    hint: "Check the path given to --config"
  }).toString("utf8");
  const { parseConfigText } = await import("./config-schema-74UC5EFD.js");
  const config = await parseConfigText(text, file);
  writeCache(stateDir, key, config);
  return config;
}

export {
  fileKeyOf,
  loadLeaseCached,
  loadConfigCached
};
