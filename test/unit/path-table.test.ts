import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DirectoryTable, HASH_START, hashRange, LeafSet, mix } from "../../src/core/path-table.js";

// The tables behind the violations memo must answer exactly like a Set/Map whatever the hashes
// are: colliding hashes (an agent can craft them) and overflowing probe sequences included.
describe("path tables", () => {
  // Hashes that share a home slot in the first table (4096 slots) but not after it grows: entries
  // that overflowed there must still be found once their probe sequence has room.
  const colliders: number[] = [];
  for (let h = 0; colliders.length < 48; h++) if ((mix(h) & 4095) === 17) colliders.push(h);
  const hashes = fc.constantFrom("real", "all-equal", "few", "split");
  const stateOf = (mode: string, s: string) => {
    const real = hashRange(HASH_START, s, 0, s.length);
    if (mode === "real") return real;
    if (mode === "few") return s.length % 3;
    if (mode === "split") return (real & 3) === 0 ? colliders[(real >>> 2) % colliders.length]! : real;
    return 7;
  };

  // Enough (directory, leaf) pairs to grow the shared table past its first size.
  const leafEntries = fc.array(
    fc.tuple(
      fc.integer({ min: -1, max: 5 }),
      fc.string({ maxLength: 4 }).filter((leaf) => !leaf.includes("/")),
    ),
    { minLength: 2200, maxLength: 3000 },
  );

  it("the leaf set answers like a Set of (directory, leaf), with colliding hashes too", () => {
    fc.assert(
      fc.property(leafEntries, hashes, (entries, mode) => {
        const set = new LeafSet();
        const model = new Set<string>();
        for (const [dir, leaf] of entries) {
          const s = `/d${dir}/${leaf}`;
          const from = s.lastIndexOf("/") + 1;
          const key = `${dir}\0${s.slice(from)}`;
          // The caller's hash is a function of the directory and the leaf (here: of the path).
          expect(set.add(dir, s, from, stateOf(mode, s))).toBe(!model.has(key));
          model.add(key);
        }
      }),
      { numRuns: 12 },
    );
  });

  it("a directory's leaves (its own block, then the shared table) answer like a Set, with colliding hashes too", () => {
    fc.assert(
      fc.property(leafEntries, hashes, (entries, mode) => {
        const table = new DirectoryTable();
        const blocks = new Map<number, number>();
        const model = new Set<string>();
        for (const [dir, leaf] of entries) {
          const s = `/d${dir}/${leaf}`;
          const from = s.lastIndexOf("/") + 1;
          const key = `${dir}\0${s.slice(from)}`;
          // The caller's hash is a function of the directory and the leaf (here: of the path).
          let block = blocks.get(dir);
          if (block === undefined) {
            block = table.add(`/d${dir}`, `/d${dir}`.length, dir, dir, 0, true);
            blocks.set(dir, block);
          }
          expect(table.addLeaf(block, s, from, stateOf(mode, s))).toBe(!model.has(key));
          model.add(key);
        }
      }),
      { numRuns: 12 },
    );
  });

  it("the directory table answers like a Map of spellings, with colliding hashes too", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { minLength: 2200, maxLength: 3000 }),
        hashes,
        (spellings, mode) => {
          const index = new DirectoryTable();
          const model = new Map<string, number>();
          for (const spelling of spellings) {
            const s = `${spelling}/leaf`;
            const state = stateOf(mode, spelling);
            const found = index.find(s, spelling.length, state);
            expect(found < 0 ? -1 : index.idOf(found)).toBe(model.get(spelling) ?? -1);
            if (found < 0) {
              const block = index.add(s, spelling.length, state, model.size, model.size * 3);
              expect(index.flagsOf(block)).toBe(model.size * 3);
              model.set(spelling, model.size);
            }
          }
          for (const [spelling, id] of model) {
            const block = index.find(spelling, spelling.length, stateOf(mode, spelling));
            expect(block < 0 ? -1 : index.idOf(block)).toBe(id);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
