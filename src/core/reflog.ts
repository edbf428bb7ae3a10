import { createHash } from "node:crypto";

/*
 * Reflogs judged by meaning. `git gc` (also `gc --auto`, and `maintenance`'s gc task) runs
 * `git reflog expire --all`, which rewrites the reflog of every ref and of every worktree's HEAD: it
 * drops the entries that have expired and writes the rest again, normalised (an entry without a
 * message gains its tab). So a reflog that is not the agent's own passes when what is left is the
 * entries it had, in order, each with the same meaning, and every entry dropped is one git's expiry
 * drops: older than `gc.reflogExpire` (90 days), or older than `gc.reflogExpireUnreachable` (30 days)
 * and no longer reachable from the ref (for HEAD: from any ref). The thresholds follow the config
 * (`gc.<pattern>.reflogExpire…` first, then `gc.reflogExpire…`, and `refs/stash` never expires unless
 * configured), read by the caller. A new entry, an entry changed, or one dropped that gc keeps is an
 * escape: a reflog is what `main@{1}` resolves to and what keeps lost work recoverable.
 *
 * The snapshot keeps, per reflog, one line per entry: `time old new digest` (digest: 16 hex of the
 * entry's sha256, so the manifest need not carry names, e-mails and messages).
 */

export interface ReflogEntry {
  time: number;
  old: string;
  new: string;
  /** Digest of what the entry means (old, new, identity, time, zone, message). */
  digest: string;
}

/** One reflog's text → its entries; lines that are not entries are entries of their own (digest of the line). */
export function parseReflog(text: string): ReflogEntry[] {
  const out: ReflogEntry[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const tab = line.indexOf("\t");
    const head = tab < 0 ? line : line.slice(0, tab);
    const message = tab < 0 ? "" : line.slice(tab + 1);
    const m = /^([0-9a-f]{40,64}) ([0-9a-f]{40,64}) (.*) (-?\d+) ([+-]\d{4})$/.exec(head);
    if (m === null) {
      out.push({ time: 0, old: "", new: "", digest: digest(`!${line}`) });
      continue;
    }
    out.push({
      time: Number(m[4]),
      old: m[1]!,
      new: m[2]!,
      digest: digest(`${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}\t${message}`),
    });
  }
  return out;
}

function digest(s: string): string {
  return createHash("sha256").update(s).digest("hex").slice(0, 16);
}

/** The snapshot's compact form of a reflog's entries. */
export function encodeReflog(entries: readonly ReflogEntry[]): string {
  return entries.map((e) => `${e.time} ${e.old || "-"} ${e.new || "-"} ${e.digest}`).join("\n");
}

export function decodeReflog(text: string): ReflogEntry[] {
  if (text === "") return [];
  return text.split("\n").map((l) => {
    const [time = "0", old = "-", now = "-", d = ""] = l.split(" ");
    return { time: Number(time), old: old === "-" ? "" : old, new: now === "-" ? "" : now, digest: d };
  });
}

/** Expiry thresholds (seconds since the epoch; an entry older than one expires). */
export interface ReflogExpiry {
  total: bigint;
  unreachable: bigint;
}

/** `gc[.<pattern>].reflogexpire[unreachable]` values (as `--type=expiry-date` gives them), in config order. */
export interface ReflogConfig {
  key: string;
  value: bigint;
}

const DAY = 86_400n;

/** Converts a wildmatch pattern without WM_PATHNAME (`*` also matches `/`) to a RegExp. */
function wildmatch(pattern: string): RegExp {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*") re += ".*";
    else if (c === "?") re += ".";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        const body = pattern
          .slice(i + 1, end)
          .replace(/^!/, "^")
          .replace(/\\/g, "\\\\");
        re += `[${body}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length) re += `\\${pattern[++i]}`;
    else re += c.replace(/[.+^${}()|\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "s");
}

/** The thresholds git's `reflog expire` uses for `ref` (`HEAD` for a worktree's HEAD), at `nowSec`. */
export function reflogExpiry(ref: string, config: readonly ReflogConfig[], nowSec: bigint): ReflogExpiry {
  let total: bigint | undefined;
  let unreachable: bigint | undefined;
  // The last value of a key wins (later files override earlier ones).
  const last = new Map<string, bigint>();
  const patterns: string[] = [];
  for (const { key, value } of config) {
    last.set(key, value);
    const m = /^gc\.(.+)\.reflogexpire(?:unreachable)?$/.exec(key);
    if (m && !patterns.includes(m[1]!)) patterns.push(m[1]!);
  }
  // The first pattern that matches decides, for the keys it sets.
  for (const p of patterns) {
    if (!wildmatch(p).test(ref)) continue;
    total = last.get(`gc.${p}.reflogexpire`);
    unreachable = last.get(`gc.${p}.reflogexpireunreachable`);
    break;
  }
  total ??= last.get("gc.reflogexpire");
  unreachable ??= last.get("gc.reflogexpireunreachable");
  if (ref === "refs/stash") {
    total ??= 0n;
    unreachable ??= 0n;
  }
  return { total: total ?? nowSec - 90n * DAY, unreachable: unreachable ?? nowSec - 30n * DAY };
}

export interface ReflogDiff {
  /** Entries now that were not there, in that order, before (added or changed). */
  added: number;
  /** Entries before that are gone. */
  removed: ReflogEntry[];
}

/** Which entries of `before` are gone from `now`, and how many of `now` are not entries of `before` (in order). */
export function diffReflog(before: readonly ReflogEntry[], now: readonly ReflogEntry[]): ReflogDiff {
  const removed: ReflogEntry[] = [];
  let added = 0;
  let i = 0;
  for (const e of now) {
    let j = i;
    while (j < before.length && before[j]!.digest !== e.digest) j++;
    if (j === before.length) {
      added++;
      continue;
    }
    removed.push(...before.slice(i, j));
    i = j + 1;
  }
  removed.push(...before.slice(i));
  return { added, removed };
}

/**
 * Why the removed entries are not what git's expiry removes (null when they are). `reachable(oid)`
 * answers whether a commit is still reachable from the ref (for HEAD: from any ref); it is asked only
 * for entries between the two thresholds.
 */
export async function unexpiredRemoval(
  removed: readonly ReflogEntry[],
  expiry: ReflogExpiry,
  reachable: (oids: string[]) => Promise<Set<string>>,
): Promise<string | null> {
  const kept: ReflogEntry[] = [];
  const middle: ReflogEntry[] = [];
  for (const e of removed) {
    const t = BigInt(e.time);
    if (e.old === "" || t < expiry.total) continue;
    if (t < expiry.unreachable) middle.push(e);
    else kept.push(e);
  }
  if (middle.length > 0) {
    const oids = [...new Set(middle.flatMap((e) => [e.old, e.new]))].filter((o) => !/^0+$/.test(o));
    const live = await reachable(oids);
    // git drops an entry when its old or its new commit is unreachable.
    for (const e of middle) if ([e.old, e.new].every((o) => /^0+$/.test(o) || live.has(o))) kept.push(e);
  }
  if (kept.length === 0) return null;
  const e = kept[0]!;
  return `${kept.length} entr${kept.length === 1 ? "y" : "ies"} removed that git's expiry keeps (one from ${new Date(e.time * 1000).toISOString()}, ${e.old.slice(0, 12)} → ${e.new.slice(0, 12)})`;
}
