import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type LeasedRepo, leasedRepo, snapshotOf } from "../gate/helpers.js";
import { runCli } from "../support/cli.js";

// A manifest damaged in the middle (same length, the trailer intact) must be refused as corrupt
// (exit 2, docs/snapshot-collect-run.md) whether or not it is pinned by digest, never read as
// changes that did not happen; and every reader of an unpinned snapshot says it is not pinned.

let repo: LeasedRepo;
let snap: string;
let digest: string;
beforeAll(() => {
  repo = leasedRepo();
  snap = join(repo.root, "run.fgsnap");
  digest = snapshotOf(repo.lease, snap, { HOME: repo.root, TMPDIR: repo.root }).digest;
});

/** The manifest with one byte inside a record's value changed: every length and count still agrees. */
function damageInTheMiddle(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const objects = out.indexOf("/.git/objects/");
  expect(objects).toBeGreaterThan(0);
  // The record's value follows its path; change one of its digits.
  let i = out.indexOf(0, objects) + 1;
  while (!(out[i]! >= 0x30 && out[i]! <= 0x39)) i++;
  out[i] = out[i] === 0x30 ? 0x31 : 0x30;
  return out;
}

describe("a snapshot damaged in the middle", () => {
  it("is refused as corrupt (exit 2) by collect and gate, with or without the digest", () => {
    const good = readFileSync(snap);
    writeFileSync(snap, damageInTheMiddle(good));
    try {
      const env = { env: { HOME: repo.root, TMPDIR: repo.root } };
      const unpinned = [
        runCli(["collect", "--lease", repo.lease, "--snapshot", snap], env),
        runCli(["gate", "--lease", repo.lease, "--snapshot", snap, "--format", "json"], env),
      ];
      for (const r of unpinned) {
        expect(r.status, r.stdout).toBe(2);
        expect(r.stderr).toMatch(/is corrupt: its header and records do not match the digest in its trailer/);
        expect(r.stdout).not.toMatch(/\.git\/objects/);
      }
      expect(JSON.parse(unpinned[1]!.stdout).verdict).toBe("error");
      const pinned = runCli(
        ["gate", "--lease", repo.lease, "--snapshot", snap, "--snapshot-digest", digest],
        env,
      );
      expect(pinned.status).toBe(2);
      expect(pinned.stderr).toMatch(/changed after it was taken/);
    } finally {
      writeFileSync(snap, good);
    }
  });

  it("gate warns that an unpinned snapshot is not pinned, as collect does; pinned, neither does", () => {
    const env = { env: { HOME: repo.root, TMPDIR: repo.root } };
    for (const cmd of ["collect", "gate"]) {
      const unpinned = runCli([cmd, "--lease", repo.lease, "--snapshot", snap], env);
      expect(unpinned.status, unpinned.stderr).toBe(0);
      expect(unpinned.stderr).toMatch(
        /warning: the snapshot is not pinned by its digest: pass --snapshot-digest/,
      );
      const pinned = runCli(
        [cmd, "--lease", repo.lease, "--snapshot", snap, "--snapshot-digest", digest],
        env,
      );
      expect(pinned.status, pinned.stderr).toBe(0);
      expect(pinned.stderr).not.toMatch(/not pinned/);
    }
  });
});
