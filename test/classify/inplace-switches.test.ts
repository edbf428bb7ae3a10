import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inPlaceTargets } from "../../src/core/classify/commands/inplace-switches.js";
import { lit } from "../../src/core/classify/options.js";
import { decideOnce } from "./corpus-engine.js";

// perl's and ruby's `-i` is an in-place edit however the switches are bundled (inplace-switches.ts):
// for any grouping of the same switches into clusters, in any order, with `-0`/`-l` digits, a backup
// suffix, the code before or after the other switches, the file is written (a protected one refused,
// the project's own allowed); without `-i` nothing is written.

const SEED = 20_261_129;
const PROTECTED = ".github/workflows/release.yml";

/** A switch set split into clusters: `-0`, `-p`/`-n`, `-l`, `-w`, and `-i` (which ends its cluster). */
const clusters = fc
  .record({
    zero: fc.constantFrom("", "0", "00", "0777", "0x1ff"),
    loop: fc.constantFrom("p", "n"),
    extra: fc.subarray(["l", "w", "s"]),
    suffix: fc.constantFrom("", ".bak", ".orig"),
    split: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    codeFirst: fc.boolean(),
  })
  .map(({ zero, loop, extra, suffix, split, codeFirst }) => {
    // `-i` takes the rest of its cluster as the suffix: it stands last in its cluster.
    const letters = [...(zero ? [zero] : []), loop, ...extra];
    const words: string[] = [];
    let cur = "";
    letters.forEach((l, k) => {
      if (cur && split[k]) {
        words.push(`-${cur}`);
        cur = "";
      }
      cur += l;
    });
    words.push(`-${cur}i${suffix}`);
    return codeFirst ? ["-e", "'s/a/b/'", ...words] : [...words, "-e", "'s/a/b/'"];
  });

describe("perl and ruby in-place switches (inplace-switches.ts)", () => {
  it("any bundling of -i with the other switches writes the file", () => {
    const wrong = fc
      .sample(fc.tuple(clusters, fc.constantFrom("perl", "ruby")), { seed: SEED, numRuns: 300 })
      // ruby's `-0` takes octal digits only (`-0x…` is `-0 -x…`, whose value is the rest of the word).
      .filter(([sw, interp]) => interp === "perl" || !sw.some((w) => w.includes("0x")))
      .flatMap(([sw, interp]) => [
        { command: `${interp} ${sw.join(" ")} ${PROTECTED}`, expected: "block" },
        { command: `${interp} ${sw.join(" ")} src/a.ts`, expected: "allow" },
      ])
      .map((x) => ({ ...x, got: decideOnce(x.command) }))
      .filter((x) => x.got !== x.expected);
    expect(wrong).toEqual([]);
  });
  it("reads the targets: every word after the switches, after the script when no code is inline", () => {
    const t = (...w: string[]) =>
      inPlaceTargets(
        "perl",
        w.map((s) => lit(s)),
      )?.map((v) => v.s) ?? null;
    expect(t("-0pi", "-e", "code", "a", "b")).toEqual(["a", "b"]);
    expect(t("-pe", "code", "-i", "a")).toEqual(["a"]);
    expect(t("-0pie", "code", "a")).toEqual(["a"]);
    expect(t("-pi", "fix.pl", "a")).toEqual(["a"]);
    expect(t("-I", "lib", "-pi", "-e", "code", "a")).toEqual(["a"]);
    expect(t("-0777", "-ne", "code", "a")).toBeNull();
    expect(t("-l0ne", "code", "a")).toBeNull();
    expect(
      inPlaceTargets(
        "ruby",
        ["-r", "json", "-i", "-pe", "x", "a"].map((s) => lit(s)),
      )?.map((v) => v.s),
    ).toEqual(["a"]);
    expect(
      inPlaceTargets(
        "python3",
        ["-i", "a"].map((s) => lit(s)),
      ),
    ).toBeNull();
  });
});
