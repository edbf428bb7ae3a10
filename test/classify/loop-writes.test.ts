import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Decision, decideOnce, RANK } from "./corpus-engine.js";

// A write through a `for` loop's variable is judged as a write of what the loop's words reach
// (loop-values.ts): for any loop words and any way of writing "$f" (a redirection, a writer, an
// in-place editor, a copy or move onto it, quoted or not, nested in another loop), the loop is at
// least as strict as the strictest of the same writes made to each word directly.

const SEED = 20_261_128;
const WORDS = [
  ".github/workflows/*",
  ".github/workflows/*.yml",
  ".github/workflows/ci.yml",
  ".github/*",
  ".git/hooks/*",
  "src/*.ts",
  "docs/*.md",
  "README.md",
];
const WRITES: ((t: string) => string)[] = [
  (t) => `echo x >> ${t}`,
  (t) => `echo x > ${t}`,
  (t) => `cat /tmp/forge-47/x > ${t}`,
  (t) => `printf x | tee -a ${t}`,
  (t) => `sed -i 's/a/b/' ${t}`,
  (t) => `perl -0pi -e 's/a/b/' ${t}`,
  (t) => `cp /tmp/forge-47/x ${t}`,
  (t) => `mv ${t} ${t}.bak`,
  (t) => `truncate -s0 ${t}`,
  (t) => `rm -f ${t}`,
];

function strictest(ds: Decision[]): Decision {
  return ds.reduce((m, d) => (RANK[d] < RANK[m] ? d : m), "allow" as Decision);
}

describe("loop variables bound to their words (loop-values.ts)", () => {
  it("a loop's write through its variable is at least as strict as the same write to each word", () => {
    const arb = fc.tuple(
      fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...WRITES),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
      fc.constantFrom('"$f"', "$f", '"${f}"'),
      fc.boolean(),
    );
    const wrong = fc
      .sample(arb, { seed: SEED, numRuns: 300 })
      .map(([words, write, ref, nested]) => {
        const body = `${write(ref)}`;
        const loop = `for f in ${words.join(" ")}; do ${body}; done`;
        const command = nested ? `for i in 1 2; do ${loop}; done` : loop;
        const direct = strictest(words.map((w) => decideOnce(write(w))));
        return { command, got: decideOnce(command), direct };
      })
      .filter((x) => RANK[x.got] > RANK[x.direct]);
    expect(wrong).toEqual([]);
  });
  it("a loop over protected paths never writes them unnoticed, in any write form", () => {
    const got = WRITES.flatMap((w) =>
      ['"$f"', "$f"].map((ref) => `for f in .github/workflows/*; do ${w(ref)}; done`),
    ).filter((c) => decideOnce(c) === "allow");
    expect(got).toEqual([]);
  });
  it("loops over the project's own files and reads through protected ones stay allowed", () => {
    const ok = [
      'for f in src/*.ts; do sed -i "s/a/b/" "$f"; done',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
      'for f in src/*.ts; do mv "$f" "${f%.ts}.js"; done',
      'for f in .github/workflows/*; do echo "$f"; done',
      'for f in .github/workflows/*.yml; do grep -n on: "$f"; done',
    ];
    expect(ok.map((c) => [c, decideOnce(c)])).toEqual(ok.map((c) => [c, "allow"]));
  });
});
