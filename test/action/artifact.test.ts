import fc from "fast-check";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  ARTIFACT_MAX_ENTRIES,
  checkDigest,
  readLeaseEntry,
  sha256,
  unsafeEntryName,
} from "../../src/action/artifact.js";
import { labelInput, pullRequestFromEvent } from "../../src/action/inputs.js";
import { LEASE_MAX_BYTES } from "../../src/core/lease.js";
import { pullRequestPayload } from "../support/fake-github.js";

const lease = Buffer.from("version: 1\nid: x\nwrite_roots: ['.']\n");
const zip = (files: Parameters<typeof zipSync>[0]) => Buffer.from(zipSync(files));

describe("reading the lease out of an artifact zip", () => {
  it("takes the one lease file, beside directories", async () => {
    const got = await readLeaseEntry(zip({ "dir/": new Uint8Array(0), "dir/lease.yml": lease }), "a");
    expect(got.bytes.equals(lease)).toBe(true);
    expect(got.digest).toBe(sha256(lease));
    expect(got.source).toBe("a:dir/lease.yml");
  });

  it("picks the named file when there are several", async () => {
    const got = await readLeaseEntry(zip({ "a.yaml": lease, "b.json": Buffer.from("{}") }), "a", "./a.yaml");
    expect(got.bytes.equals(lease)).toBe(true);
    await expect(
      readLeaseEntry(zip({ "a.yaml": lease, "b.json": Buffer.from("{}") }), "a"),
    ).rejects.toMatchObject({
      code: "lease_artifact_ambiguous",
    });
  });

  it("refuses archives without a lease, with too many entries, or with an oversized lease", async () => {
    await expect(readLeaseEntry(zip({ "notes.txt": lease }), "a")).rejects.toMatchObject({
      code: "lease_artifact_malformed",
    });
    const many = Object.fromEntries(
      Array.from({ length: ARTIFACT_MAX_ENTRIES + 1 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)]),
    );
    await expect(readLeaseEntry(zip({ ...many, "l.yaml": lease }), "a")).rejects.toThrow(
      /more than 64 entries/,
    );
    await expect(readLeaseEntry(zip({ "l.yaml": new Uint8Array(LEASE_MAX_BYTES + 1) }), "a")).rejects.toThrow(
      /larger than/,
    );
  });

  it("names with .., absolute, drive or backslash parts are unsafe; ordinary names are fine", () => {
    for (const bad of ["../x.yaml", "a/../../x", "/etc/x.yaml", "C:/x.yaml", "a\\..\\x.yaml", "a\0b", ""]) {
      expect(unsafeEntryName(bad), bad).not.toBeNull();
    }
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,10}$/), { minLength: 1, maxLength: 4 }),
        (segs) => {
          fc.pre(segs.every((s) => s !== ".."));
          expect(unsafeEntryName(segs.join("/"))).toBeNull();
        },
      ),
    );
  });
});

describe("lease digests", () => {
  const bytes = { source: "s", bytes: lease, digest: sha256(lease), archiveDigest: "a".repeat(64) };
  it("accepts the file's or the archive's sha256, bare or prefixed, any case", () => {
    expect(() => checkDigest(bytes.digest, bytes)).not.toThrow();
    expect(() => checkDigest(`sha256:${bytes.digest.toUpperCase()}`, bytes)).not.toThrow();
    expect(() => checkDigest(`sha256:${"a".repeat(64)}`, bytes)).not.toThrow();
  });
  it("refuses a mismatch and a malformed digest", () => {
    expect(() => checkDigest("b".repeat(64), bytes)).toThrow(/does not match/);
    expect(() => checkDigest("md5:abc", bytes)).toThrow(/not a sha256 digest/);
  });
});

describe("Action inputs", () => {
  it("reads the PR from a real pull_request payload", () => {
    const p = pullRequestPayload("synchronize");
    expect(pullRequestFromEvent(p)).toEqual({
      number: p.pull_request.number,
      headSha: p.pull_request.head.sha,
      baseSha: p.pull_request.base.sha,
      repo: p.repository.full_name,
    });
    expect(pullRequestFromEvent({ ref: "refs/heads/main" })).toBeNull();
  });
  it("label: unset → default, empty → none", () => {
    expect(labelInput({}, "d")).toBe("d");
    expect(labelInput({ INPUT_LABEL: "" }, "d")).toBeNull();
    expect(labelInput({ INPUT_LABEL: "q" }, "d")).toBe("q");
  });
});
