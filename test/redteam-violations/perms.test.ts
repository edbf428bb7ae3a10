import { chmodSync, cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";
import { tempDir } from "../support/temp.js";
import { fg, type Report } from "./fixture.js";

// docs/violations.md: "A path that cannot be examined (permission denied, a symlink loop) inside a root
// is reported as unresolvable: the check fails closed." Run as an unprivileged user (nobody), since
// root reads everything. A directory that can be searched but not listed (mode 0311) must be judged
// entry by entry all the same, however often it is asked about.

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
let base: string;
let wt: string;
let out: string;

beforeAll(() => {
  if (!asRoot) return;
  base = tempDir("fg-rtv-perms-");
  chmodSync(base, 0o755);
  wt = join(base, "wt");
  out = join(base, "out");
  mkdirSync(join(wt, "locked"), { recursive: true });
  mkdirSync(join(wt, "xonly"), { recursive: true });
  mkdirSync(join(out, "locked"), { recursive: true });
  symlinkSync("../../out", join(wt, "xonly", "lo"));
  // nobody may not reach this checkout's dist/ (a clone can sit in a 0700 directory): a copy runs.
  cpSync(dirname(CLI), join(base, "dist"), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(wt, "xonly", `f${i}`), "");
  chmodSync(join(wt, "locked"), 0o000);
  chmodSync(join(wt, "xonly"), 0o311);
  chmodSync(join(out, "locked"), 0o000);
});
afterAll(() => {
  if (!asRoot) return;
  for (const d of [join(wt, "locked"), join(wt, "xonly"), join(out, "locked")]) chmodSync(d, 0o755);
});

function judge(paths: string[]): Report {
  const r = fg(["--root", wt, "--cwd", wt, "--format", "json", "-"], {
    input: `${paths.join("\n")}\n`,
    uid: NOBODY,
    cli: join(base, "dist", "cli.js"),
  });
  if (r.status === 2) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as Report;
}
const reasonOf = (doc: Report, p: string): string | null =>
  doc.violations.find((v) => v.path === p)?.reason ?? null;

describe.skipIf(!asRoot)("permission denied (run as nobody)", () => {
  it("below a directory nobody may search: unresolvable", () => {
    expect(reasonOf(judge(["locked/x"]), "locked/x")).toBe("unresolvable");
  });
  it("the unsearchable directory itself can be examined: pass", () => {
    expect(reasonOf(judge(["locked"]), "locked")).toBe(null);
  });
  it("outside every root, permission denied is just outside", () => {
    expect(reasonOf(judge([`${out}/locked/x`]), `${out}/locked/x`)).toBe("outside_write_roots");
  });
  it("a searchable, unlistable directory asked about often: the link out is still caught, a new name still passes", () => {
    const warm = Array.from({ length: 20 }, (_, i) => `xonly/f${i}/x`);
    for (const order of [
      ["xonly/lo/x", "xonly/new", ...warm],
      [...warm, "xonly/lo/x", "xonly/new"],
    ]) {
      const doc = judge(order);
      expect(reasonOf(doc, "xonly/lo/x")).toBe("symlink_escape");
      expect(reasonOf(doc, "xonly/new")).toBe(null);
      expect(doc.checked).toBe(22);
    }
  });
});
