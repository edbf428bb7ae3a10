import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileKeyOf } from "../core/classify/hash.js";
import type { ClassifyConfig } from "../core/classify/types.js";

export { defaultStateDir } from "./state-dir.js";

import type { Lease } from "../core/lease.js";
import { readCapped } from "../io/read-capped.js";

/**
 * Config and lease loading for the hook path. Validation (zod, yaml) costs more start-up time than
 * the whole rest of a classify call, so a validated result is cached in the state directory keyed
 * by the file's identity (path, device, inode, size, mtime and ctime — ctime cannot be set back by
 * a user process). A changed file misses the cache and is validated again in full; an invalid file
 * is never cached and always fails closed.
 */

const CACHE_VERSION = 1;

function fileKey(kind: string, abs: string, home: string): string | null {
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
      String(st.ctimeNs),
    ]);
  } catch {
    return null;
  }
}

function cachePath(stateDir: string, key: string): string {
  return join(stateDir, "cache", `${fileKeyOf(key).slice(-16)}.json`);
}

function readCache<T>(stateDir: string | null, key: string | null): T | null {
  if (!stateDir || !key) return null;
  try {
    const data = JSON.parse(readFileSync(cachePath(stateDir, key), "utf8")) as { key?: string; value?: T };
    return data.key === key && data.value !== undefined ? data.value : null;
  } catch {
    return null;
  }
}

function writeCache(stateDir: string | null, key: string | null, value: unknown): void {
  if (!stateDir || !key) return;
  try {
    const file = cachePath(stateDir, key);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ key, value }), { mode: 0o600 });
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

export async function loadLeaseCached(file: string, stateDir: string | null, home: string): Promise<Lease> {
  const abs = resolve(file);
  const key = fileKey("lease", abs, home);
  const hit = readCache<Lease>(stateDir, key);
  if (hit && Array.isArray(hit.write_roots)) return hit;
  const { loadLeaseFile } = await import("../io/lease-file.js");
  const lease = loadLeaseFile(file, { home });
  writeCache(stateDir, key, lease);
  return lease;
}

const CONFIG_MAX_BYTES = 256 * 1024;

export async function loadConfigCached(
  file: string,
  stateDir: string | null,
  home: string,
): Promise<ClassifyConfig> {
  const abs = resolve(file);
  const key = fileKey("config", abs, home);
  const hit = readCache<ClassifyConfig>(stateDir, key);
  if (hit && typeof hit.permission === "object" && hit.backstop) return hit;
  const text = readCapped(abs, {
    what: "config",
    shown: file,
    max: CONFIG_MAX_BYTES,
    hint: "Check the path given to --config",
  }).toString("utf8");
  const { parseConfigText } = await import("./config-schema.js");
  const config = await parseConfigText(text, file);
  writeCache(stateDir, key, config);
  return config;
}
