import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManifestRecords } from "../../src/collect/manifest-records.js";
import {
  decodeRecord,
  HighValueTest,
  pathStart,
  RecordPieces,
  wantsXattrsBytes,
} from "../../src/collect/record-bytes.js";
import { wantsXattrs } from "../../src/collect/xattrs.js";
import { formatRecord, parseRecords } from "../../src/core/snapshot-format.js";
import { HIGH_VALUE_NAMES, isHighValuePath, wantsHash } from "../../src/core/snapshot-roots.js";

// Collect and the snapshot's read-back ask their questions of records' bytes, decoding only what
// they keep: every answer must be the one the string functions give for the decoded record.

const T = "1700000000.1234567890";
const GIT_DIRS = ["/w/repo/.git", "/srv/bare.git"];

const segment = fc.oneof(
  fc.constantFrom(
    ".git",
    ".ssh",
    ".config",
    "git",
    "fish",
    "objects",
    "lfs",
    "hooks",
    "repo",
    "w",
    "srv",
    "bare.git",
    "a b",
    "é",
    "x.txt",
    ".",
    "..",
    "",
    ...[...HIGH_VALUE_NAMES].slice(0, 12),
  ),
  fc.stringMatching(/^[a-z.\u00e9\u4e2d]{1,6}$/),
);
const segments = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join("/"));
// Anywhere, below a git directory of the lease's repository, or ending in a high-value name.
const path = fc.oneof(
  segments.map((s) => `/${s}`),
  fc.tuple(fc.constantFrom(...GIT_DIRS), segments).map(([g, s]) => `${g}/${s}`),
  fc.tuple(segments, fc.constantFrom(...HIGH_VALUE_NAMES)).map(([s, n]) => `/${s}/${n}`),
);
const value = fc.record({
  type: fc.constantFrom("f", "d", "l", "p"),
  size: fc.constantFrom(0, 10, 1024 * 1024, 1024 * 1024 + 1, 5_000_000),
  target: fc.string({ maxLength: 8 }).filter((t) => !t.includes("\0")),
});
const valueText = (v: { type: string; size: number; target: string }) =>
  v.type === "d"
    ? `d 2049 10 755 0 0 ${T} ${T}`
    : `${v.type} 2049 11 644 1 ${v.size} ${T} ${T}${v.type === "l" ? `\t${v.target}` : ""}`;

describe("records read as bytes", () => {
  it("the high-value tests, the xattr test and decoding answer as their string twins do", () => {
    const high = new HighValueTest(GIT_DIRS);
    fc.assert(
      fc.property(fc.array(fc.tuple(path, value), { minLength: 1, maxLength: 12 }), (entries) => {
        // Records one after the other in one buffer, as a walk's piece holds them.
        const text = entries.map(([p, v]) => formatRecord(p, valueText(v))).join("");
        const b = Buffer.from(text);
        const parsed: [string, string][] = [];
        parseRecords(text, (p, v) => parsed.push([p, v]));
        const pieces = new RecordPieces();
        const [buf, at] = pieces.space(b.length);
        b.copy(buf, at);
        let k = 0;
        pieces.took(b.length, (bytes, start, end) => {
          const [p, v] = parsed[k++]!;
          expect(decodeRecord(bytes, start, end)).toEqual([p, v]);
          const from = pathStart(bytes, start, end);
          const to = bytes[start] === 108 ? bytes.indexOf(0, from) : end - 1;
          expect(bytes.toString("utf8", from, to)).toBe(p);
          expect(high.test(bytes, start, to), p).toBe(isHighValuePath(p, GIT_DIRS));
          expect(high.test(bytes, from, to), p).toBe(isHighValuePath(p, GIT_DIRS));
          expect(high.wantsHash(bytes, start, to), p).toBe(wantsHash(p, v, GIT_DIRS));
          if (v.startsWith("d")) expect(wantsXattrsBytes(bytes, start, to), p).toBe(wantsXattrs(p));
        });
        expect(k).toBe(parsed.length);
        expect(pieces.pending).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("records cut anywhere by the pieces they are read in come out whole and in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(path, value), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
        (entries, cuts) => {
          const text = entries.map(([p, v]) => formatRecord(p, valueText(v))).join("");
          const b = Buffer.from(text);
          const want: [string, string][] = [];
          parseRecords(text, (p, v) => want.push([p, v]));
          const got: [string, string][] = [];
          const pieces = new RecordPieces();
          // One test across every piece, as the walk asks it (it remembers where the next `/.` is).
          const high = new HighValueTest(GIT_DIRS);
          const hashed: boolean[] = [];
          for (let at = 0, c = 0; at < b.length; c++) {
            const n = Math.min(cuts[c % cuts.length]!, b.length - at);
            const [buf, off] = pieces.space(n);
            b.copy(buf, off, at, at + n);
            at += n;
            pieces.took(n, (bytes, start, end) => {
              got.push(decodeRecord(bytes, start, end)!);
              const from = pathStart(bytes, start, end);
              hashed.push(
                high.wantsHash(bytes, start, bytes[start] === 108 ? bytes.indexOf(0, from) : end - 1),
              );
            });
          }
          expect(got).toEqual(want);
          expect(hashed).toEqual(want.map(([p, v]) => wantsHash(p, v, GIT_DIRS)));
          expect(pieces.pending).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a manifest's records give back each path and VALUE, and find each path, without holding them", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(path, value), { minLength: 1, maxLength: 40, selector: ([p]) => p }),
        (entries) => {
          const head = Buffer.from("header\n");
          const text = entries.map(([p, v]) => formatRecord(p, valueText(v))).join("");
          const bytes = Buffer.concat([head, Buffer.from(text), Buffer.from("\ntrailer\n")]);
          const records = new ManifestRecords(
            bytes,
            head.length,
            head.length + Buffer.byteLength(text),
            (w) => new Error(w),
          );
          const parsed: [string, string][] = [];
          parseRecords(text, (p, v) => parsed.push([p, v]));
          expect(records.count).toBe(parsed.length);
          parsed.forEach(([p, v], i) => {
            expect(records.pathAt(i)).toBe(p);
            expect(records.valueAt(i)).toBe(v);
            expect(records.findPath(p)).toBe(i);
            const one = Buffer.from(formatRecord(p, v));
            expect(records.sameRecord(i, one, 0, one.length)).toBe(true);
            const other = Buffer.from(formatRecord(p, v.replace("644", "600")));
            expect(records.sameRecord(i, other, 0, other.length)).toBe(v.startsWith("d"));
          });
          expect(records.findPath("/not/there")).toBe(-1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a record cut short or malformed is a corrupt manifest, never a quiet pass", () => {
    const bad = (s: string) => () => {
      const b = Buffer.from(s);
      const r = new ManifestRecords(b, 0, b.length, (w) => new Error(`corrupt: ${w}`));
      for (let i = 0; i < r.count; i++) r.pathAt(i);
    };
    expect(bad(`f 1 2 644 1 0 ${T} ${T} /a`)).toThrow(/corrupt/);
    expect(bad(`l 1 2 777 1 0 ${T} ${T} /a\0target`)).toThrow(/corrupt/);
    expect(bad(`f 1 2 644 1 0 ${T} /a\0`)).toThrow(/corrupt/);
    expect(bad(`f 1 2 644 1 0 ${T} ${T} a\0`)).toThrow(/corrupt/);
  });
});
