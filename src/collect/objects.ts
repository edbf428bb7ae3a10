import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { isBookkeepingPath, objectFileOf } from "../core/changes.js";
import type { RepoGit } from "./git.js";
import type { ChangeRecord, GitLayout } from "./types.js";

/*
 * Git's bookkeeping allowance lets new objects and packs through unjudged, so their content must be
 * what git would have written: an object's content never changes (git only "freshens" its times), and
 * an object or pack whose bytes do not match its name rewrites history for every reader of the
 * repository (git does not re-hash objects it reads). Each object-store write that would be set aside is
 * checked here; a failure marks the record `tampered`, so the lease judges it like any other write.
 */

/** Loose object: inflates it and hashes `type size\0body` with the id's algorithm; a reason when it does not match. */
export function checkLooseObject(path: string, id: string): string | null {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (err) {
    return `cannot read the object: ${(err as NodeJS.ErrnoException).code ?? "error"}`;
  }
  let body: Buffer;
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

/** Pack: `git index-pack --verify` re-hashes every object and checks the .idx (and .rev) against it. */
async function checkPack(repo: RepoGit, pack: string): Promise<string | null> {
  if (!existsSync(pack)) return "a pack index without its pack";
  const rev = `${pack.slice(0, -".pack".length)}.rev`;
  const args = ["index-pack", "--verify", ...(existsSync(rev) ? ["--rev-index"] : []), pack];
  const r = await repo.run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify the pack: ${first.trim()}`;
}

/**
 * Marks object-store writes that fail their integrity check as `tampered` (in place). Only records the
 * bookkeeping allowance would set aside are checked; everything else is judged anyway.
 */
export async function verifyObjectWrites(
  changes: ChangeRecord[],
  git: GitLayout,
  repo: RepoGit,
): Promise<void> {
  const packs = new Map<string, ChangeRecord[]>();
  for (const c of changes) {
    if (c.source !== "snapshot" || c.tampered !== undefined) continue;
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
