/**
 * Fetches the lease from a workflow artifact: list by name → 302 to a signed URL → zip, read in
 * memory (nothing from the archive is ever written under a name it chose). Size-capped, strict
 * about entry names and types, digest-checked; anything missing, ambiguous or malformed throws.
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { ForgeGateError } from "../core/errors.js";
import { LEASE_MAX_BYTES } from "../core/lease.js";
import { type GitHubApi, REQUEST_TIMEOUT_MS } from "../effects/github.js";

/** A lease artifact holds a few small files; anything near these limits is not one. */
export const ARTIFACT_MAX_BYTES = 8 * 1024 * 1024;
export const ARTIFACT_MAX_ENTRIES = 64;
export const ARTIFACT_MAX_UNCOMPRESSED = 16 * 1024 * 1024;

export interface ArtifactRef {
  owner: string;
  repo: string;
  runId: number;
  name: string;
}

export interface LeaseBytes {
  /** Where it came from, for messages: `artifact NAME:path/in/zip`. */
  source: string;
  bytes: Buffer;
  /** sha256 of the lease file. */
  digest: string;
  /** sha256 of the artifact's zip, as upload-artifact reports it (`artifact-digest`). */
  archiveDigest?: string;
}

export function sha256(buf: Buffer): string {
  return createHash("sha256").update(buf).digest("hex");
}

/** Accepts `sha256:<hex>` or bare hex; compares against every digest that identifies the lease. */
export function checkDigest(expected: string, lease: LeaseBytes): void {
  const want = expected
    .trim()
    .toLowerCase()
    .replace(/^sha256:/, "");
  if (!/^[0-9a-f]{64}$/.test(want)) {
    throw new ForgeGateError(
      "lease_digest_invalid",
      `lease-digest ${JSON.stringify(expected)} is not a sha256 digest`,
      "Pass the 64 hex digits of `sha256sum lease.yaml`, or upload-artifact's `artifact-digest` output",
    );
  }
  if (want === lease.digest || want === lease.archiveDigest) return;
  throw new ForgeGateError(
    "lease_digest_mismatch",
    `${lease.source}: sha256 ${lease.digest} does not match lease-digest ${want}`,
    "The lease was changed after it was issued, or the digest belongs to another lease: re-issue the lease and pass its digest",
  );
}

export async function downloadLeaseArtifact(
  api: GitHubApi,
  ref: ArtifactRef,
  leasePath?: string,
): Promise<LeaseBytes> {
  const { client } = api;
  const label = `artifact ${JSON.stringify(ref.name)} of run ${ref.runId}`;
  const { data } = await client.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", {
    owner: ref.owner,
    repo: ref.repo,
    run_id: ref.runId,
    name: ref.name,
    per_page: 100,
  });
  const matches = data.artifacts.filter((a) => a.name === ref.name && !a.expired);
  if (matches.length === 0) {
    throw new ForgeGateError(
      "lease_artifact_missing",
      `${label} not found (or expired) in ${ref.owner}/${ref.repo}`,
      "Upload the lease with actions/upload-artifact in an earlier job of this run (add `needs:`), or set lease-artifact-run-id and a github-token with `actions: read`",
    );
  }
  if (matches.length > 1) {
    throw new ForgeGateError(
      "lease_artifact_ambiguous",
      `${label}: ${matches.length} artifacts have that name`,
      "Give the lease artifact a unique name",
    );
  }
  const artifact = matches[0]!;
  if (artifact.size_in_bytes > ARTIFACT_MAX_BYTES) {
    throw new ForgeGateError(
      "lease_artifact_too_large",
      `${label} is ${artifact.size_in_bytes} bytes (limit ${ARTIFACT_MAX_BYTES})`,
      "Upload only the lease file in its artifact",
    );
  }
  // GitHub answers with a redirect to a short-lived signed URL. Follow it ourselves, without the
  // token: the storage host must never see it.
  const res = await client.request(
    "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
    {
      owner: ref.owner,
      repo: ref.repo,
      artifact_id: artifact.id,
      archive_format: "zip",
      request: { redirect: "manual", parseSuccessResponseBody: false },
    },
  );
  const location = (res.headers as Record<string, string | undefined>).location;
  if ((res.status as number) !== 302 || !location) {
    throw new ForgeGateError(
      "lease_artifact_download",
      `${label}: expected a redirect to the archive, got HTTP ${res.status}`,
      "Retry the job; if it persists, check the artifact in the run's page",
    );
  }
  const zip = await fetchCapped(new URL(location, api.client.request.endpoint.DEFAULTS.baseUrl).href, label);
  const entry = await readLeaseEntry(zip, label, leasePath);
  return { ...entry, archiveDigest: sha256(zip) };
}

async function fetchCapped(url: string, label: string): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (err) {
    throw new ForgeGateError(
      "lease_artifact_download",
      `${label}: download failed: ${(err as Error).message}`,
      "Retry the job",
    );
  }
  if (!res.ok || !res.body) {
    throw new ForgeGateError(
      "lease_artifact_download",
      `${label}: download failed with HTTP ${res.status}`,
      "Retry the job",
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > ARTIFACT_MAX_BYTES) {
      throw new ForgeGateError(
        "lease_artifact_too_large",
        `${label}: archive exceeds ${ARTIFACT_MAX_BYTES} bytes`,
        "Upload only the lease file in its artifact",
      );
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const LEASE_FILE = /\.(ya?ml|json)$/i;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/** Unsafe entry name (zip-slip) or null when fine. */
export function unsafeEntryName(name: string): string | null {
  if (name === "" || name.includes("\0")) return "empty or NUL in name";
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name) || name.includes("\\"))
    return "absolute or Windows path";
  if (name.split("/").some((seg) => seg === "..")) return "`..` segment";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "control character in name";
  return null;
}

/**
 * Picks the lease out of an artifact zip: exactly one `.yaml`/`.yml`/`.json` file (or the one at
 * `leasePath`). Rejects unsafe names, links and other special entries, too many entries and
 * oversized content; yauzl checks declared against actual sizes, so a zip bomb cannot lie.
 */
export async function readLeaseEntry(zip: Buffer, label: string, leasePath?: string): Promise<LeaseBytes> {
  const bad = (msg: string) =>
    new ForgeGateError(
      "lease_artifact_malformed",
      `${label}: ${msg}`,
      "Upload the lease file alone with actions/upload-artifact",
    );
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      strictFileNames: true,
      validateEntrySizes: true,
      decodeStrings: true,
    });
  } catch (err) {
    throw bad(`not a readable zip archive (${(err as Error).message})`);
  }
  try {
    const candidates: yauzl.Entry[] = [];
    let count = 0;
    let declared = 0;
    try {
      for await (const entry of zipfile.eachEntry()) {
        count++;
        if (count > ARTIFACT_MAX_ENTRIES) throw bad(`more than ${ARTIFACT_MAX_ENTRIES} entries`);
        const why = unsafeEntryName(entry.fileName);
        if (why) throw bad(`entry ${JSON.stringify(entry.fileName)} is unsafe (${why})`);
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        const isDir = entry.fileName.endsWith("/") || mode === S_IFDIR;
        if (isDir) continue;
        if (mode !== 0 && mode !== S_IFREG)
          throw bad(`entry ${JSON.stringify(entry.fileName)} is a link or special file`);
        declared += entry.uncompressedSize;
        if (declared > ARTIFACT_MAX_UNCOMPRESSED)
          throw bad(`content exceeds ${ARTIFACT_MAX_UNCOMPRESSED} bytes`);
        const wanted =
          leasePath === undefined ? LEASE_FILE.test(entry.fileName) : entry.fileName === stripDot(leasePath);
        if (wanted) candidates.push(entry);
      }
    } catch (err) {
      if (err instanceof ForgeGateError) throw err;
      throw bad(`corrupt archive (${(err as Error).message})`);
    }
    const what = leasePath === undefined ? "a .yaml, .yml or .json lease file" : JSON.stringify(leasePath);
    if (candidates.length === 0) throw bad(`no ${what} in the archive`);
    if (candidates.length > 1) {
      throw new ForgeGateError(
        "lease_artifact_ambiguous",
        `${label}: ${candidates.length} candidate lease files (${candidates
          .slice(0, 5)
          .map((c) => JSON.stringify(c.fileName))
          .join(", ")})`,
        "Upload one lease file per artifact, or name it with the `lease` input",
      );
    }
    const entry = candidates[0]!;
    if (entry.uncompressedSize > LEASE_MAX_BYTES)
      throw bad(`${entry.fileName} is larger than ${LEASE_MAX_BYTES} bytes`);
    let bytes: Buffer;
    try {
      bytes = await readAll(await zipfile.openReadStreamPromise(entry), LEASE_MAX_BYTES);
    } catch (err) {
      throw bad(`cannot read ${JSON.stringify(entry.fileName)} (${(err as Error).message})`);
    }
    return { source: `${label}:${entry.fileName}`, bytes, digest: sha256(bytes) };
  } finally {
    zipfile.close();
  }
}

function stripDot(p: string): string {
  return p.replace(/^(\.\/)+/, "");
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new Error(`more than ${max} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
