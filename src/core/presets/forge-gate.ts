import { isWithin } from "../paths.js";
import type { HostPreset, Judgement, Side } from "./types.js";

/*
 * forge-gate's own writes, always on. Run as `npx forge-gate …`, npm writes around each invocation:
 * a debug log per command in `<cache>/_logs` (removing the oldest past `logs-max`), the package npx
 * installed in `<cache>/_npx/<hash>`, its content-addressed cache `<cache>/_cacache` and the update
 * check's time stamp. Each is judged by what it is: a log is forge-gate's own when npm logged an
 * `exec` of forge-gate in it; an npx install only when it is the one this forge-gate runs from; a
 * cache index entry only when every line keys forge-gate's own package; a cache content file only
 * when its name is the digest of what it holds. The rest of npm's cache stays as the lease judges
 * it (the `npm` tool preset, or nothing). Classify, run as the agent's hook during the run, keeps its
 * backstop counters and caches in its state directory (src/classify/state.ts, files.ts) and its V8
 * code cache there (src/cli/hook-loader.ts); `run`, `gate` and `collect --state DIR` name a state
 * directory the hooks were given with `classify --state DIR`.
 */

/** npm's log file name: `<ISO time with : and . as _>-debug-<n>.log` (npm's lib/utils/log-file.js). */
const NPM_LOG = /^\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}_\d{3}Z-debug-\d+\.log$/;
/** What npx itself rewrites in an install it made earlier, each time it runs from it (its lock files). */
const NPX_REWRITES = new Set(["package-lock.json", "node_modules/.package-lock.json"]);

/** The title npm logs for `npx forge-gate …` / `npm exec forge-gate …` (optionally with a version). */
const OWN_TITLE = /^\d+ verbose title npm exec forge-gate(?:@\S*)?(?: |$)/m;
/** A cacache index line: `<sha1 of the JSON>\t<JSON>`. */
const INDEX_LINE = /^[0-9a-f]{40}\t(\{.*\})$/;
/** Keys npm gives forge-gate's own package: its packument, tarball or a packed file of it. */
const OWN_KEY =
  /^(?:make-fetch-happen:request-cache:https?:\/\/[^\s]+\/forge-gate(?:\/-\/forge-gate-[^/\s]+\.tgz)?|pacote:(?:tarball|packument|manifest):(?:file:)?[^\s]*forge-gate(?:-[^/\s]*\.tgz)?)$/;

function ownLog(side: Side, head: string | null): Judgement | null {
  if (side.change === "deleted")
    return { kind: "bookkeeping", rule: "npm removed its oldest debug log (logs-max)" };
  if (head !== null && OWN_TITLE.test(head))
    return { kind: "bookkeeping", rule: "npm's debug log of a forge-gate invocation" };
  return null;
}

function ownIndexEntry(text: string | null): boolean {
  if (text === null || text === "") return false;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const m = INDEX_LINE.exec(line);
    if (!m) return false;
    try {
      const key = (JSON.parse(m[1]!) as { key?: unknown }).key;
      if (typeof key !== "string" || !OWN_KEY.test(key)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export const forgeGate: HostPreset = {
  name: "forge-gate",
  on: () => true,
  protects: () => [],
  judge(side, facts, look) {
    const cache = facts.npmCache;
    if (cache !== null && isWithin(side.path, cache) && side.path !== cache) {
      const rel = side.path.slice(cache.length + 1);
      const parts = rel.split("/");
      if (parts.length === 2 && parts[0] === "_logs" && NPM_LOG.test(parts[1]!))
        return ownLog(side, side.change === "deleted" ? null : look.head(side.path, 4096));
      if (rel === "_update-notifier-last-checked" && side.change !== "deleted")
        return { kind: "bookkeeping", rule: "npm's update-check time stamp" };
      if (parts[0] === "_npx" && parts.length >= 2 && facts.packageDir !== null) {
        const install = `${cache}/_npx/${parts[1]}`;
        // In an install older than the run, whatever else changed (forge-gate's own code rewritten, a
        // file planted beside it, which the next `npx forge-gate` runs) is judged like any other write.
        if (
          isWithin(facts.packageDir, install) &&
          side.change !== "deleted" &&
          (facts.packageInstalledDuringRun || NPX_REWRITES.has(parts.slice(2).join("/")))
        )
          return { kind: "bookkeeping", rule: "the npx install this forge-gate runs from" };
      }
      if (parts[0] === "_cacache") {
        if (parts[1] === "tmp") return { kind: "bookkeeping", rule: "npm's cache staging" };
        if (parts[1] === "index-v5" && parts.length === 5 && side.change !== "deleted")
          return ownIndexEntry(look.head(side.path, 1 << 20))
            ? { kind: "bookkeeping", rule: "npm's cache index of forge-gate's own package" }
            : null;
        // content-v2/<algorithm>/<2>/<2>/<rest>: the file is named by the digest of its content.
        if (parts[1] === "content-v2" && parts.length === 6 && side.change === "created") {
          const algorithm = parts[2]!;
          const hex = `${parts[3]}${parts[4]}${parts[5]}`;
          if (/^sha(?:1|256|512)$/.test(algorithm) && look.digest(side.path, algorithm) === hex)
            return {
              kind: "bookkeeping",
              rule: "npm's content-addressed cache (the content matches its name)",
            };
        }
      }
    }
    const state = facts.stateDir;
    if (state !== null && isWithin(side.path, state)) {
      const rel = side.path === state ? "" : side.path.slice(state.length + 1);
      if (/^(?:|sessions|cache|code-cache)$/.test(rel) && side.change === "created")
        return { kind: "bookkeeping", rule: "forge-gate's state directory" };
      if (/^(?:sessions|cache)\/[^/]+$/.test(rel))
        return { kind: "bookkeeping", rule: "forge-gate classify's backstop counters and caches" };
      // The hook's V8 code cache (src/cli/hook-loader.ts names it `classify-<node>-<arch>-<size>-<mtime>.bin`),
      // written after the first call of each bundle and rewritten when V8 rejects it.
      if (/^code-cache\/classify-[^/]+\.bin$/.test(rel) && side.change !== "deleted")
        return { kind: "bookkeeping", rule: "forge-gate classify's code cache" };
    }
    return null;
  },
};
