import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DirectoryTable, HASH_START, hashRange, LeafSet, Seen } from "../../src/core/path-table/index.js";

// The tables behind the violations memo must answer exactly like a Set/Map whatever the hashes
// are: colliding hashes (an agent can craft them), overflowing probe sequences, names with any
// code unit, long names and the switch from ordered input to any order included.
describe("path tables", () => {
  // 32 bits as in use; 2 bits (four states: long probe runs); 0 bits (one state: every entry
  // overflows past the probe limit into the exact map).
  const hashBits = fc.constantFrom(32, 2, 0);
  // Names from a few characters (so they repeat), with code units that take three bytes in the
  // arena, and now and then a name longer than what a directory takes over from its parent.
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.stringMatching(/^[ab.é\u{1F600}\u0100]{0,3}$/u) },
    { weight: 1, arbitrary: fc.stringMatching(/^[ab]{70,130}$/) },
  );
  const spelling = fc.array(name, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);

  it("the directory table numbers each spelling once, and spells it back, in order and out of order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(spelling, name), { minLength: 1, maxLength: 400 }),
        hashBits,
        fc.nat({ max: 400 }),
        (pairs, bits, breakAt) => {
          // Paths in increasing order up to `breakAt` (the table then adds directories without
          // looking them up), then as they come (it builds its slots when the order breaks).
          const paths = pairs.map(([dir, leaf]) => [dir, `${dir}/${leaf}`] as const);
          const head = paths.slice(0, breakAt).sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
          const input = [...head, ...paths.slice(breakAt)];
          // The flags a directory is given are a function of where it is: checked on the way back.
          const flagsOf = (path: string, end: number) => hashRange(HASH_START, path, 0, end) & 0xffff;
          const table = new DirectoryTable(7, (_parent, _id, path, _up, end) => flagsOf(path, end), {
            hashBits: bits,
          });
          const model = new Map<string, number>();
          for (const [dir, path] of input) {
            const id = table.lookup(path, dir.length);
            expect(table.state).toBe(hashRange(HASH_START, dir, 0, dir.length));
            // No leaf set to read ahead for: the path's own state is not computed.
            expect(table.pathKnown).toBe(false);
            const known = model.get(dir);
            if (known === undefined) {
              expect([...model.values()]).not.toContain(id);
              model.set(dir, id);
            } else expect(id).toBe(known);
            // Every ancestor is numbered on the way, and the numbers are told back exactly.
            expect(table.spelling(id)).toBe(dir);
            expect(table.flagsOf(id)).toBe(flagsOf(dir, dir.length));
          }
          // Every ancestor too: numbered once, whichever way it was reached.
          const ids = new Map<string, number>();
          for (const dir of model.keys())
            for (let cut = dir.indexOf("/", 1); cut > 0; cut = dir.indexOf("/", cut + 1)) {
              const id = table.lookup(`${dir.slice(0, cut)}/x`, cut);
              expect(ids.get(dir.slice(0, cut)) ?? id).toBe(id);
              ids.set(dir.slice(0, cut), id);
              expect(table.spelling(id)).toBe(dir.slice(0, cut));
            }
          for (const [dir, id] of model) expect(table.lookup(`${dir}/x`, dir.length)).toBe(id);
          expect(table.lookup("/x", 0)).toBe(0);
          expect(table.flagsOf(0)).toBe(7);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("the leaf set answers like a Set of (directory, leaf), in order, out of order and with colliding hashes", () => {
    // New exactly when the model lacks the pair; a repeat is Repeat (the pair just before, in order)
    // or Likely (by fingerprint), never New. With fewer hash bits only where a fingerprint is
    // placed changes: the probe sequences fill up and overflow, the answers stay the same.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), name), { minLength: 1, maxLength: 600 }),
        hashBits,
        fc.nat({ max: 600 }),
        (pairs, bits, breakAt) => {
          // Paths in increasing order up to `breakAt`, then as they come: the set stores the
          // ordered run without looking anything up, and builds its slots when the order breaks.
          const paths = pairs.map(([dir, leaf]) => [dir, `/d${dir}/${leaf}`] as const);
          const head = paths.slice(0, breakAt).sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
          const input = [...head, ...paths.slice(breakAt)];
          const stateOf = (dir: number) => hashRange(HASH_START, `/d${dir}`, 0, `/d${dir}`.length);
          const set = new LeafSet({ hashBits: bits });
          const model = new Set<string>();
          for (const [dir, path] of input) {
            const from = `/d${dir}/`.length;
            // The path's hash state is given, or left to the set (as the directory table leaves it).
            const state = path.length % 2 ? hashRange(stateOf(dir), path, from - 1, path.length) : undefined;
            const seen = set.add(dir, path, from, stateOf(dir), state);
            if (model.has(path)) expect(seen).not.toBe(Seen.New);
            else expect(seen).toBe(Seen.New);
            model.add(path);
          }
          // Everything seen is still there afterwards.
          for (const [dir, path] of input) {
            const from = `/d${dir}/`.length;
            expect(set.add(dir, path, from, stateOf(dir))).not.toBe(Seen.New);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("a directory spelled with a long name deep below others is told apart from its twins", () => {
    const table = new DirectoryTable(0, () => 0, { hashBits: 0 });
    const long = "n".repeat(200);
    const dirs = [`/a/${long}`, `/b/${long}`, `/a/${long}/${long}`, `/a/${long}x`, `/a${long}`];
    const ids = dirs.map((d) => table.lookup(`${d}/f`, d.length));
    expect(new Set(ids).size).toBe(dirs.length);
    dirs.forEach((d, i) => {
      expect(table.lookup(`${d}/g`, d.length)).toBe(ids[i]);
      expect(table.spelling(ids[i]!)).toBe(d);
    });
  });
});
