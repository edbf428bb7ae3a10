import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

/*
 * New objects pass as bookkeeping only when their content is what git would have written: an object's
 * content never changes (git only "freshens" its times), and an object whose bytes do not match its name
 * rewrites history for every reader of the repository (git does not re-hash objects it reads).
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
