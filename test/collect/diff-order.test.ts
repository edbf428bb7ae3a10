import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffHost } from "../../src/collect/host.js";
import { verifyManifest } from "../../src/collect/manifest-read.js";
import type { StartedWalk } from "../../src/collect/walk.js";
import { formatRecord, MANIFEST_MAGIC } from "../../src/core/snapshot-format.js";

// Collect compares the walk with the manifest record by record, decoding only what differs, and
// looks up the rest near a cursor, at the end among the entries it did not meet, or through an index
// of every path: whichever it takes, and whatever order the walk meets entries in, the changes must
// be the same, and the same as a walk handed over as strings.

const T = "1700000000.0000000000";
type Entry = [string, string];

function manifestOf(entries: readonly Entry[]) {
  const header = {
    lease_id: "t",
    created_at: T,
    host: "h",
    manifest: "/m",
    roots: ["/r"],
    not_watched: [],
    git: null,
  };
  const records = Buffer.from(entries.map(([p, v]) => formatRecord(p, v)).join(""));
  const body = Buffer.concat([Buffer.from(`${MANIFEST_MAGIC}\nH ${JSON.stringify(header)}\n`), records]);
  const trailer = {
    body_digest: `sha256:${createHash("sha256").update(body).digest("hex")}`,
    records_bytes: records.length,
    entries: entries.length,
    skipped: [],
    hashes: {},
    meta: {},
  };
  const bytes = Buffer.concat([body, Buffer.from(`\nT ${JSON.stringify(trailer)}\n`)]);
  return verifyManifest("/m", bytes, { leaseId: "t" });
}

/** A walk that meets `entries` in this order, as bytes (each record between other bytes) or as strings. */
function walkOf(entries: readonly Entry[], asBytes: boolean): StartedWalk {
  return {
    abort() {},
    async run(sink) {
      for (const [p, v] of entries) {
        if (asBytes && sink.record) {
          const rec = Buffer.from(formatRecord(p, v));
          const b = Buffer.concat([Buffer.from("f 1 2 3 /x\0"), rec, Buffer.from("d 9 /y")]);
          sink.record(b, 11, 11 + rec.length);
        } else sink.entry(p, v);
      }
      return { entries: entries.length, maxCtimeNs: 0n, maxMtimeNs: 0n };
    },
  };
}

const file = (ino: number, size: number, mtime = T) => `f 2049 ${ino} 644 1 ${size} ${mtime} ${T}`;
const dir = (ino: number) => `d 2049 ${ino} 755 0 0 ${T} ${T}`;

describe("collect's diff, whatever the walk's order", () => {
  it("gives the same changes in the manifest's order, shuffled, after long runs of misses, and as strings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.constantFrom("keep", "delete", "edit"), { minLength: 400, maxLength: 400 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (count, fates, created, seed) => {
          const before: Entry[] = [["/r", dir(1)]];
          for (let i = 0; i < count; i++) before.push([`/r/d${i % 7}/f${i}`, file(100 + i, i)]);
          for (let d = 0; d < 7; d++) before.splice(1 + d, 0, [`/r/d${d}`, dir(10 + d)]);
          const after: Entry[] = [];
          before.forEach(([p, v], i) => {
            const fate = v.startsWith("d") ? "keep" : fates[i % fates.length];
            if (fate === "keep") after.push([p, v]);
            else if (fate === "edit")
              after.push([p, v.replace(/ 644 1 (\d+) /, (_, s) => ` 644 1 ${Number(s) + 1} `)]);
          });
          for (let i = 0; i < created; i++)
            after.splice((i * 31) % (after.length + 1), 0, [`/r/new/n${i}`, file(5000 + i, 3)]);
          // A deterministic shuffle of part of the walk.
          let s = seed;
          const shuffled = [...after];
          for (let i = shuffled.length - 1; i > 0; i--) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            if (s % 3 !== 0) continue;
            const j = s % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const run = async (walk: readonly Entry[], asBytes: boolean) => {
            const d = await diffHost(manifestOf(before), walkOf(walk, asBytes));
            return { changes: d.changes, values: [...d.values].sort() };
          };
          const inOrder = await run(after, true);
          expect(await run(shuffled, true)).toEqual(inOrder);
          expect(await run(after, false)).toEqual(inOrder);
          expect(await run(shuffled, false)).toEqual(inOrder);
          // And what they agree on is right.
          const kinds = new Map(inOrder.changes.map((c) => [c.path, c.change]));
          before.forEach(([p, v], i) => {
            if (v.startsWith("d")) return;
            const fate = fates[i % fates.length];
            expect(kinds.get(p)).toBe(
              fate === "keep" ? undefined : fate === "delete" ? "deleted" : "modified",
            );
          });
          for (let i = 0; i < created; i++) expect(kinds.get(`/r/new/n${i}`)).toBe("created");
        },
      ),
      { numRuns: 40 },
    );
  });
});
