import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  fg,
  fgJson,
  judged,
  lexical,
  makeTree,
  referenceReport,
  rng,
  shuffle,
  type Tree,
} from "./fixture.js";

// Large generated inputs (50k–200k paths) in the shapes the fast paths care about (docs/violations.md:
// "the cost of a path must not depend on how the input is laid out"; the answer must not either):
// many directories, deep sparse trees, one huge directory, long names; each sorted in byte order (the
// in-order fast path), shuffled (the hash tables), and nearly sorted with respellings and repeats
// (the switch between the two). Every run must equal the reference model exactly: the same
// violations, in first-seen order, each once, and `checked` = the distinct paths.

let t: Tree;
let cwd: string;

beforeAll(() => {
  t = makeTree();
  cwd = t.wt;
  // Many directories: m/d0..d199/s0..s9, every 37th s a link out, every 41st a link to .git.
  for (let i = 0; i < 200; i++) {
    for (let j = 0; j < 10; j++) {
      const n = i * 10 + j;
      const p = join(t.wt, "m", `d${i}`, `s${j}`);
      if (n % 37 === 5) {
        mkdirSync(join(t.wt, "m", `d${i}`), { recursive: true });
        symlinkSync("../../../out", p);
      } else if (n % 41 === 7) {
        mkdirSync(join(t.wt, "m", `d${i}`), { recursive: true });
        symlinkSync("../../.git", p);
      } else mkdirSync(p, { recursive: true });
    }
  }
  // One huge directory: 3000 real entries (files, every 97th a link out, every 89th a directory).
  const huge = join(t.wt, "huge");
  mkdirSync(huge);
  for (let i = 0; i < 3000; i++) {
    const e = join(huge, `n${i}`);
    if (i % 97 === 3) symlinkSync("../../out", e);
    else if (i % 89 === 4) mkdirSync(e);
    else writeFileSync(e, "");
  }
});

/** The violations of a run, by key, compared with the reference; the first difference named briefly. */
function expectSame(paths: string[], label: string, format: "json" | "ndjson" = "json"): void {
  const want = referenceReport(paths, cwd, [t.wt]);
  const input = `${paths.join("\0")}\0`;
  let got: {
    checked: number;
    violations: { key: string; reason: string; resolved: string }[];
    status: number | null;
  };
  if (format === "json") {
    const { status, doc, stderr } = fgJson(
      ["--root", t.wt, "--cwd", cwd, "--path-case", "sensitive", "-z", "-"],
      { input },
    );
    expect(status, stderr).not.toBe(2);
    got = {
      status,
      checked: doc.checked,
      violations: doc.violations.map((v) => judged(v, cwd)),
    };
  } else {
    const r = fg(
      ["--root", t.wt, "--cwd", cwd, "--path-case", "sensitive", "-z", "--format", "ndjson", "-"],
      { input },
    );
    const recs = r.stdout
      .trim()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as { type: string; path: string; reason: string; resolved: string; checked: number },
      );
    const summary = recs.pop();
    got = {
      status: r.status,
      checked: summary?.checked ?? -1,
      violations: recs.map((v) => judged(v, cwd)),
    };
  }
  const n = Math.max(got.violations.length, want.violations.length);
  let first = -1;
  for (let i = 0; i < n; i++) {
    const a = got.violations[i];
    const b = want.violations[i];
    if (a?.key !== b?.key || a?.reason !== b?.reason || a?.resolved !== b?.resolved) {
      first = i;
      break;
    }
  }
  const summary = {
    label,
    checked: got.checked,
    violations: got.violations.length,
    firstDifference:
      first < 0 ? null : { index: first, got: got.violations[first], want: want.violations[first] },
  };
  expect(summary).toEqual({
    label,
    checked: want.checked,
    violations: want.violations.length,
    firstDifference: null,
  });
  expect(got.status).toBe(want.violations.length > 0 ? 1 : 0);
}

function sortedBytes(paths: string[]): string[] {
  return paths
    .map((p) => Buffer.from(p))
    .sort(Buffer.compare)
    .map((b) => b.toString());
}

/** Nearly sorted: sorted, with every 13th path followed by another spelling of an earlier one. */
function nearlySorted(paths: string[], seed: number): string[] {
  const s = sortedBytes(paths);
  const r = rng(seed);
  const out: string[] = [];
  s.forEach((p, i) => {
    out.push(p);
    if (i % 13 === 12) {
      const q = s[Math.floor(r() * (i + 1))] as string;
      if (q.split("/").includes("..")) out.push(q);
      else {
        const abs = lexical(q, cwd);
        out.push(r() < 0.5 ? `${abs}/` : abs.replace(/\/([^/]*)$/, "//./$1"));
      }
    }
  });
  return out;
}

const OUTS = (r: () => number, i: number): string => {
  switch (Math.floor(r() * 8)) {
    case 0:
      return `${t.wt2}/f${i}`;
    case 1:
      return `../out/p${i}`;
    case 2:
      return `linkout/q${i % 5000}`;
    case 3:
      return `m/d${i % 200}/../../linkout/r${i}`;
    case 4:
      return `.git/objects/${i % 256}/o${i}`;
    case 5:
      return `${t.w}/wtx/${i}`;
    case 6:
      return `/etc/fg-${i}`;
    default:
      return `c1/z${i}`;
  }
};

function shapeMany(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (r() < 0.1) out.push(OUTS(r, i));
    else out.push(`m/d${Math.floor(r() * 200)}/s${Math.floor(r() * 10)}/f${Math.floor(r() * 60)}`);
  }
  return out;
}

function shapeDeep(n: number, seed: number): string[] {
  const r = rng(seed);
  const names = ["a", "b", "c", "d", "e", "f", "g", "h", "wt", "wt2", "x.y", "z-"];
  const bases = [
    ".",
    ".",
    ".",
    "linkout",
    t.out,
    t.wt2,
    "mid",
    "sub/deep",
    `${t.w}/rl`,
    "m/d3/s5",
    "m/d7/s7",
  ];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const depth = 1 + Math.floor(r() * 8);
    const segs = [bases[Math.floor(r() * bases.length)] as string];
    for (let d = 0; d < depth; d++) segs.push(names[Math.floor(r() * names.length)] as string);
    out.push(segs.join("/").replace(/^\.\//, ""));
  }
  return out;
}

function shapeHuge(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = Math.floor(r() * 6000);
    const v = r();
    if (v < 0.8) out.push(`huge/n${k}`);
    else if (v < 0.9) out.push(`huge/n${k}/below`);
    else if (v < 0.95) out.push(`${t.wt}/huge/n${k}`);
    else out.push(OUTS(r, i));
  }
  return out;
}

function shapeLong(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  const alpha = "abcdefghijklmnopqrstuvwxyz0123456789-_.";
  for (let i = 0; i < n; i++) {
    const len = 100 + Math.floor(r() * 100);
    let name = "";
    for (let c = 0; c < len; c++) name += alpha[Math.floor(r() * alpha.length)];
    const base = [
      "m/d1/s1",
      "sub",
      "huge",
      "linkout",
      t.out,
      `m/d${Math.floor(r() * 200)}/s${Math.floor(r() * 10)}`,
    ][Math.floor(r() * 6)];
    out.push(`${base}/${name}`);
    if (r() < 0.05) out.push(`${base}/${name}`);
  }
  return out;
}

const SHAPES: [string, () => string[]][] = [
  ["many directories (150k)", () => shapeMany(150_000, 11)],
  ["deep sparse trees (120k)", () => shapeDeep(120_000, 12)],
  ["one huge directory (200k)", () => shapeHuge(200_000, 13)],
  ["long names (50k)", () => shapeLong(50_000, 14)],
];

describe("large generated inputs equal the reference in every order", () => {
  for (const [name, make] of SHAPES) {
    it(`${name}: sorted, shuffled and nearly sorted`, () => {
      const paths = make();
      expectSame(sortedBytes(paths), `${name} sorted`);
      expectSame(shuffle(paths, 99), `${name} shuffled`);
      expectSame(nearlySorted(paths, 7), `${name} nearly sorted with respellings`);
    });
  }
  it("NDJSON agrees with the reference on a large shuffled input", () => {
    expectSame(shuffle(shapeMany(60_000, 21), 5), "many directories ndjson", "ndjson");
  });
  it("the same paths reversed (decreasing order) equal the reference", () => {
    expectSame(sortedBytes(shapeDeep(80_000, 31)).reverse(), "deep sparse reversed");
  });
  it("sorted, then the whole list again: checked does not double", () => {
    const p = sortedBytes(shapeMany(50_000, 41));
    expectSame([...p, ...p], "many directories twice");
  });
});
