import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ndjsonRecord, ndjsonRecords } from "../../src/core/contract.js";

/** Strings that reach for the record boundary `ndjsonRecords` splits on, and for JSON's escapes. */
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '},{"schema_version":1,"type":"violation"',
    '"},{"schema_version":1,"type":"violation","path":"',
    '\\"},{"schema_version":1,"type":"violation"',
    "\\",
    '"',
    "\n",
    "\u2028",
    "\ud800",
  ),
  fc
    .array(fc.constantFrom('},{"schema_version":1,"type":"violation"', "\\", '"', "a", "}", ",", "{"), {
      maxLength: 8,
    })
    .map((parts) => parts.join("")),
);

const violation = fc.record(
  { path: hostile, resolved: hostile, reason: fc.constant("outside_write_roots"), rule: hostile },
  { requiredKeys: ["path", "resolved", "reason"] },
);

describe("ndjsonRecords", () => {
  it("is ndjsonRecord for each body, one line each, whatever the strings hold", () => {
    fc.assert(
      fc.property(fc.array(violation, { maxLength: 12 }), (bodies) => {
        expect(ndjsonRecords("violation", bodies)).toBe(
          bodies.map((b) => ndjsonRecord("violation", b)).join("\n"),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("is the same for bodies that spell their own type or nest records (one record at a time)", () => {
    const nested = { path: "/a", inner: [{ x: 1 }, { schema_version: 1, type: "violation" }] };
    const typed = { type: "other", path: "/b" };
    for (const bodies of [[nested, nested], [typed, { path: "/c" }], [{}, {}], [{ path: "/d" }]]) {
      const lines = ndjsonRecords("violation", bodies as object[]);
      expect(lines).toBe(bodies.map((b) => ndjsonRecord("violation", b)).join("\n"));
      expect(lines.split("\n")).toHaveLength(bodies.length);
    }
    expect(ndjsonRecords("violation", [])).toBe("");
  });
});
