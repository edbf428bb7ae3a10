import { createHash } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ReadBack } from "../../src/collect/read-back.js";
import { wantsXattrs } from "../../src/collect/xattrs.js";
import { laterTime, parseRecords, timeToNs } from "../../src/core/snapshot-format.js";
import { wantsHash } from "../../src/core/snapshot-roots.js";

// The snapshot reads find's records back as bytes, in pieces, from several files: it must count,
// pick the files to hash and find the newest times exactly as parsing the whole text would.

const T = "1700000000.1234567890";
const RECORDS = [
  `d 2049 10 755 0 0 ${T} 1700000001.1234567890 /r\0`,
  `f 2049 11 600 1 10 1700000002.0000000000 1700000003.0000000000 /r/a b/.ssh/authorized_keys\0`,
  `f 2049 12 644 1 10 ${T} ${T} /r/plain.git/config\0`,
  `f 2049 13 644 1 10 ${T} ${T} /r/plain.git/objects/ab/cdef\0`,
  `f 2049 14 644 1 10 ${T} ${T} /r/x/notes.txt\0`,
  `f 2049 15 600 1 2000000 ${T} ${T} /r/.ssh/too-big\0`,
  `l 2049 16 777 1 9 ${T} ${T} /r/.bashrc\0/a target/.ssh\0`,
  // Eleven digits of seconds (after 2286) and the shortest time there is.
  `f 2049 17 644 1 10 99999999999.0000000000 ${T} /r/future\0`,
  `d 2049 18 700 0 0 0.0000000000 0.0000000000 /r/.config\0`,
  `f 2049 19 644 1 10 ${T} ${T} /r/odd 1700000009.0000000000 name/.npmrc\0`,
  `f 2049 20 644 1 10 ${T} 1700000099.9999999999 /r/.gitconfig\0`,
  `d 2049 21 755 0 0 ${T} ${T} /r/.config/git\0`,
  // A short time, then a path with a space where a long time would have ended.
  `f 2049 22 644 1 10 ${T} 0.0000000000 /r/abcde x/.npmrc\0`,
];
const GIT_DIRS = ["/r/plain.git"];

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** What parsing the whole text gives. */
function expected(text: string) {
  let entries = 0;
  let maxC = "0.0000000000";
  let maxM = "0.0000000000";
  const hashes: string[] = [];
  const xattrDirs: string[] = [];
  expect(
    parseRecords(text, (path, value) => {
      entries++;
      if (value.startsWith("d") && wantsXattrs(path)) xattrDirs.push(path);
      const f = value.split("\t")[0]!.split(" ");
      if (laterTime(f[6]!, maxM)) maxM = f[6]!;
      if (laterTime(f[7]!, maxC)) maxC = f[7]!;
      if (wantsHash(path, value, GIT_DIRS)) hashes.push(path);
    }),
  ).toBe(true);
  return { entries, maxCtimeNs: timeToNs(maxC), maxMtimeNs: timeToNs(maxM), hashes, xattrDirs };
}

describe("reading find's records back", () => {
  it("counts, picks the files to hash and finds the newest times, whatever pieces the bytes come in", () => {
    const text = RECORDS.join("");
    const want = expected(text);
    expect(want.hashes).toEqual([
      "/r/a b/.ssh/authorized_keys",
      "/r/plain.git/config",
      "/r/odd 1700000009.0000000000 name/.npmrc",
      "/r/.gitconfig",
      "/r/abcde x/.npmrc",
    ]);
    expect(want.xattrDirs).toEqual(["/r/.config", "/r/.config/git"]);
    for (const seed of [1, 7, 97, 1000]) {
      const dir = mkdtempSync(join(tmpdir(), "fg-read-back-"));
      dirs.push(dir);
      // Two finds' files, split at a record boundary, written in pieces of every size.
      const cut = RECORDS.slice(0, 5).join("").length;
      const bytes = Buffer.from(text);
      const parts = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const fds = parts.map((_, i) => openSync(join(dir, `part-${i}`), "w+"));
      const out = openSync(join(dir, "out"), "w+");
      const digest = createHash("sha256");
      const hashes: string[] = [];
      const back = new ReadBack(fds, 0, digest, hashes, GIT_DIRS, out);
      const xattrDirs: string[] = [];
      back.xattrs.add = (d: string) => {
        xattrDirs.push(d);
      };
      // Both finds write at once, in random turns; either may finish first.
      let rnd = seed;
      const at = [0, 0];
      while (at[0]! < parts[0]!.length || at[1]! < parts[1]!.length) {
        rnd = (rnd * 1103515245 + 12345) % 2147483648;
        const i = at[rnd % 2]! < parts[rnd % 2]!.length ? rnd % 2 : 1 - (rnd % 2);
        const n = Math.min(parts[i]!.length - at[i]!, 1 + ((rnd >> 4) % 40));
        writeSync(fds[i]!, parts[i]!, at[i]!, n);
        at[i]! += n;
        if (at[i] === parts[i]!.length) back.done(i);
        back.poll();
      }
      const got = back.finish();
      expect({ ...got, hashes, xattrDirs }).toEqual(want);
      expect(digest.digest("hex")).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(readFileSync(join(dir, "out")).equals(bytes)).toBe(true);
      for (const fd of [...fds, out]) closeSync(fd);
    }
  });

  it("refuses records cut in the middle, and malformed ones", () => {
    const dir = mkdtempSync(join(tmpdir(), "fg-read-back-"));
    dirs.push(dir);
    const cutShort = openSync(join(dir, "short"), "w+");
    writeSync(cutShort, RECORDS[0]! + RECORDS[1]!.slice(0, 30));
    const a = new ReadBack([cutShort], 0, createHash("sha256"), [], [], null);
    expect(() => a.finish()).toThrow(/middle/);
    const bad = openSync(join(dir, "bad"), "w+");
    writeSync(bad, "f 2049 11 600 /r/no-times\0");
    const b = new ReadBack([bad], 0, createHash("sha256"), [], [], null);
    expect(() => b.finish()).toThrow(/malformed/);
    closeSync(cutShort);
    closeSync(bad);
  });
});
