// Reading a snapshot manifest back: its bytes once, its frame (header, records, trailer), and the checks that
// make collect fail closed on a corrupt, foreign or incomplete snapshot.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SkippedRoot } from "../core/change-types.js";
import { parseSnapshotDigest } from "../core/digest.js";
import { ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import {
  leaseDigest,
  MANIFEST_MAGIC,
  MANIFEST_VERSION,
  type ManifestHeader,
  type ManifestTrailer,
  manifestVersionOf,
} from "../core/snapshot-format.js";
import { ManifestRecords } from "./manifest-records.js";

/** A manifest read back and verified. */
export interface Manifest {
  path: string;
  digest: string;
  header: ManifestHeader;
  /** The entries (paths and VALUEs), in walk order, read where they are in the manifest's bytes. */
  records: ManifestRecords;
  /** Directories that could not be read at snapshot time. */
  skipped: SkippedRoot[];
  /** Content hashes of the high-value files. */
  hashes: Map<string, string>;
  /** Digests of directories' xattrs and ACLs (only those that had any); null: not recorded. */
  xattrs: Map<string, string> | null;
  /** Owner, group and xattrs of the high-value files and the directories above them (see meta.ts). */
  meta: Map<string, string>;
}

function corrupt(path: string, what: string): ForgeGateError {
  return new ForgeGateError(
    "snapshot_corrupt",
    `snapshot ${JSON.stringify(path)} is corrupt: ${what}`,
    "Take a new snapshot before the run (`forge-gate snapshot`); never edit a manifest",
  );
}

/**
 * Refuses a manifest another version of forge-gate wrote (its format differs): it cannot be judged
 * faithfully, and reading it as corrupt would hide why.
 */
function assertManifestVersion(path: string, bytes: Buffer): void {
  const nl = bytes.indexOf(10);
  const version = manifestVersionOf(bytes.toString("latin1", 0, nl < 0 ? Math.min(bytes.length, 64) : nl));
  if (version === null || version === MANIFEST_VERSION) return;
  throw new ForgeGateError(
    "snapshot_version",
    `snapshot ${JSON.stringify(path)} has format ${version}, and this forge-gate reads format ${MANIFEST_VERSION} only (it was taken by ${version < MANIFEST_VERSION ? "an older" : "a newer"} forge-gate)`,
    "Take a new snapshot with this version of forge-gate before the run (`forge-gate snapshot`, or `forge-gate run`, which takes its own), and collect or gate with the same version",
  );
}

/** A manifest's bytes, read once: the early walk and every check use this one copy. */
export function readManifestBytes(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      code === "ENOENT" ? "snapshot_missing" : "snapshot_unreadable",
      `cannot read snapshot ${JSON.stringify(path)}: ${code === "ENOENT" ? "no such file" : code}`,
      "Pass the manifest `forge-gate snapshot` wrote (its path is in its output)",
    );
  }
}

interface ManifestFrame {
  header: ManifestHeader;
  trailer: ManifestTrailer;
  recordsStart: number;
  trailerStart: number;
}

/** The header and trailer and where the records lie, or what is wrong with them. */
function frameOf(bytes: Buffer): ManifestFrame | string {
  const magic = Buffer.from(`${MANIFEST_MAGIC}\n`);
  if (bytes.length < magic.length || !bytes.subarray(0, magic.length).equals(magic)) {
    const first = bytes.subarray(0, Math.min(bytes.length, 64)).toString("latin1").split("\n")[0] ?? "";
    const other = /^forge-gate-snapshot (\d+)$/.exec(first);
    if (other)
      return `it is in snapshot format ${other[1]}, and this forge-gate reads format ${MANIFEST_MAGIC.slice(MANIFEST_MAGIC.lastIndexOf(" ") + 1)}: take the snapshot and gate with the same forge-gate version`;
    return "not a forge-gate snapshot (bad first line)";
  }
  const headerEnd = bytes.indexOf(10, magic.length);
  if (headerEnd < 0 || bytes[magic.length] !== 72 /* H */) return "missing header";
  let header: ManifestHeader;
  try {
    header = JSON.parse(bytes.toString("utf8", magic.length + 2, headerEnd)) as ManifestHeader;
  } catch {
    return "the header is not JSON";
  }
  if (
    typeof header?.lease_id !== "string" ||
    !Array.isArray(header.roots) ||
    typeof header.manifest !== "string"
  ) {
    return "the header lacks lease_id, roots or manifest";
  }
  // The trailer is the last line (JSON never holds a raw newline), so it is found from the end.
  if (bytes[bytes.length - 1] !== 10) return "the last line is incomplete (truncated)";
  const trailerStart = bytes.lastIndexOf(10, bytes.length - 2) + 1;
  if (bytes[trailerStart] !== 84 /* T */ || bytes[trailerStart + 1] !== 32)
    return "no trailer (the manifest is truncated)";
  let trailer: ManifestTrailer;
  try {
    trailer = JSON.parse(bytes.toString("utf8", trailerStart + 2, bytes.length - 1)) as ManifestTrailer;
  } catch {
    return "the trailer is not JSON (the manifest is truncated)";
  }
  const recordsStart = headerEnd + 1;
  if (
    typeof trailer?.records_bytes !== "number" ||
    trailer.records_bytes !== trailerStart - 1 - recordsStart ||
    !Array.isArray(trailer.skipped) ||
    typeof trailer.hashes !== "object" ||
    trailer.hashes === null ||
    typeof trailer.meta !== "object" ||
    trailer.meta === null
  ) {
    return "the records do not match the trailer (truncated or edited)";
  }
  return { header, trailer, recordsStart, trailerStart };
}

/**
 * What the walk needs (the header and the directories skipped at snapshot time), taken before the
 * manifest is verified so that find can run meanwhile; null when unreadable. Nothing is judged on
 * it: `verifyManifest` checks these same bytes before the walk's results are used.
 */
export function peekManifest(bytes: Buffer): { header: ManifestHeader; skipped: SkippedRoot[] } | null {
  const frame = frameOf(bytes);
  return typeof frame === "string" ? null : { header: frame.header, skipped: frame.trailer.skipped };
}

/** Verifies a manifest's digest (when given), its lease and its completeness, and parses it. Fails closed. */
export function verifyManifest(
  path: string,
  bytes: Buffer,
  opts: { leaseId: string; digest?: string; lease?: Lease },
): Manifest {
  const frame = frameOf(bytes);
  // One pass over the bytes gives both digests: the body's (checked against the trailer) and the file's.
  const hash = createHash("sha256");
  let body: string | null = null;
  if (typeof frame === "string") hash.update(bytes);
  else {
    hash.update(bytes.subarray(0, frame.trailerStart - 1));
    body = `sha256:${hash.copy().digest("hex")}`;
    hash.update(bytes.subarray(frame.trailerStart - 1));
  }
  const digest = `sha256:${hash.digest("hex")}`;
  if (opts.digest !== undefined) {
    const want = parseSnapshotDigest(opts.digest, "the snapshot digest");
    if (want !== digest) {
      throw new ForgeGateError(
        "snapshot_digest_mismatch",
        `snapshot ${JSON.stringify(path)} has digest ${digest}, expected ${want}: it was changed after it was taken`,
        "Treat the run as untrusted; take snapshots outside every write root and pin them by digest",
      );
    }
  }
  assertManifestVersion(path, bytes);
  if (typeof frame === "string") throw corrupt(path, frame);
  const { header, trailer, recordsStart, trailerStart } = frame;
  if (trailer.body_digest !== body)
    throw corrupt(path, "its header and records do not match the digest in its trailer (damaged or edited)");
  if (header.lease_id !== opts.leaseId) {
    throw new ForgeGateError(
      "snapshot_foreign",
      `snapshot ${JSON.stringify(path)} was taken for lease ${JSON.stringify(header.lease_id)}, not ${JSON.stringify(opts.leaseId)}`,
      "Pass the snapshot taken for this lease",
    );
  }
  if (
    header.lease_digest !== undefined &&
    opts.lease !== undefined &&
    header.lease_digest !== leaseDigest(opts.lease)
  ) {
    throw new ForgeGateError(
      "lease_changed",
      `the lease is not the one snapshot ${JSON.stringify(path)} was taken for: it changed after the snapshot`,
      "Treat the run as untrusted (an agent may have widened its own lease); keep the lease file outside every write root. Read it from the same path with the same HOME as the snapshot did (relative and ~ paths resolve against them)",
    );
  }
  const records = new ManifestRecords(bytes, recordsStart, trailerStart - 1, (what) => corrupt(path, what));
  if (records.count !== trailer.entries) throw corrupt(path, "the entry count does not match the trailer");
  const skipped = trailer.skipped;
  const hashes = new Map(Object.entries(trailer.hashes));
  const xattrs = trailer.xattrs ? new Map(Object.entries(trailer.xattrs)) : null;
  const meta = new Map(Object.entries(trailer.meta));
  return { path, digest, header, records, skipped, hashes, xattrs, meta };
}
