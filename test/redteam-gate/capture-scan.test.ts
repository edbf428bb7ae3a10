import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanCapture } from "../../src/attribution/capture/scan.js";

// The capture's scan of an upper layer, on its own (found by the red-team suite: an entry deeper than
// PATH_MAX in HOME was dropped in silence, because the scan listed directories by their full path and
// took ENAMETOOLONG for "nothing here"). An upper layer is a plain directory tree: built here by hand.

const made: string[] = [];
afterAll(() => {
  for (const d of made) spawnSync("rm", ["-rf", d]);
});

/** Makes `depth` nested directories of 100-byte names under `dir` (one level at a time); returns the deepest. */
function deep(dir: string, depth: number): string {
  const seg = (i: number) => `d${String(i).padStart(99, "0")}`;
  const names = Array.from({ length: depth }, (_, i) => seg(i));
  const r = spawnSync("bash", [
    "-c",
    `cd "$1" && for d in "\${@:2}"; do mkdir "$d" && cd "$d"; done`,
    "-",
    dir,
    ...names,
  ]);
  expect(r.status, String(r.stderr)).toBe(0);
  return join(dir, ...names);
}

describe.skipIf(process.platform !== "linux")("capture scan: paths longer than PATH_MAX", () => {
  it("a file below a directory chain longer than PATH_MAX is reported, and so is every directory made for it", () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-rt-scan-")));
    made.push(root);
    const host = join(root, "host");
    const layers = join(root, "layers");
    mkdirSync(host);
    mkdirSync(join(layers, "u", "0"), { recursive: true });
    const upperDeep = deep(join(layers, "u", "0"), 45);
    // Written through short names (the shell walks down one directory at a time), as the agent wrote it.
    const write = spawnSync(
      "bash",
      [
        "-c",
        `cd "$1" && for d in "\${@:2}"; do cd "$d"; done && echo evil > deep.txt && ln -s /etc/passwd link`,
        "-",
        join(layers, "u", "0"),
        ...upperDeep.slice(join(layers, "u", "0").length + 1).split("/"),
      ],
      { encoding: "utf8" },
    );
    expect(write.status, write.stderr).toBe(0);
    const scan = scanCapture(layers, [{ index: 0, path: host }]);
    const hostDeep = join(host, upperDeep.slice(join(layers, "u", "0").length + 1));
    const byPath = new Map(scan.changes.map((c) => [c.path, c]));
    expect(Buffer.byteLength(hostDeep)).toBeGreaterThan(4096);
    expect(byPath.get(join(hostDeep, "deep.txt"))?.change).toBe("created");
    expect(byPath.get(join(hostDeep, "link"))?.change).toBe("created");
    expect(byPath.get(hostDeep)?.change).toBe("created");
    expect(scan.changes.filter((c) => c.change === "created").length).toBe(45 + 2);
    expect(scan.changes.every((c) => c.tampered === undefined)).toBe(true);
  });

  it("a long file changed in place (the host has it) is compared with the host's, not taken as new", () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "fg-rt-scan-")));
    made.push(root);
    const host = join(root, "host");
    const layers = join(root, "layers");
    mkdirSync(host);
    mkdirSync(join(layers, "u", "0"), { recursive: true });
    const hostDeep = deep(host, 42);
    const upperDeep = deep(join(layers, "u", "0"), 42);
    const rel = hostDeep.slice(host.length + 1).split("/");
    const put = (base: string, what: string) =>
      spawnSync("bash", [
        "-c",
        `cd "$1" && for d in "\${@:3}"; do cd "$d"; done && printf %s "$2" > f.txt`,
        "-",
        base,
        what,
        ...rel,
      ]);
    expect(put(host, "same").status).toBe(0);
    expect(put(join(layers, "u", "0"), "same").status).toBe(0);
    // The same bytes (a copy that kept everything): no change below the chain; the directories the
    // host already had are not new either.
    const scan = scanCapture(layers, [{ index: 0, path: host }]);
    expect(scan.changes.filter((c) => c.change === "created" || c.change === "modified")).toEqual([]);
    expect(upperDeep.length).toBeGreaterThan(4096);
    expect(put(join(layers, "u", "0"), "changed").status).toBe(0);
    const again = scanCapture(layers, [{ index: 0, path: host }]);
    expect(again.changes.map((c) => [c.path, c.change])).toContainEqual([
      join(hostDeep, "f.txt"),
      "modified",
    ]);
  });
});
