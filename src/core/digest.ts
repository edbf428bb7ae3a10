import { ForgeGateError } from "./errors.js";

/** `sha256:` and 64 hex digits, or the 64 hex digits alone (as `sha256sum` prints them). */
const DIGEST = /^(?:sha256:)?[0-9a-fA-F]{64}$/;

/**
 * A snapshot digest as given (`--snapshot-digest`, the Action's `snapshot-digest`), checked for its
 * form before anything is read: a malformed digest is a usage error that says what a digest looks like,
 * never reported as a manifest that was tampered with. Returns it as `sha256:<lowercase hex>`.
 */
export function parseSnapshotDigest(raw: string, what: string): string {
  const t = raw.trim();
  if (!DIGEST.test(t)) {
    const shown = t.length > 80 ? `${JSON.stringify(t.slice(0, 80))}…` : JSON.stringify(t);
    throw new ForgeGateError(
      "digest_invalid",
      `${what} ${shown} is not a snapshot digest: expected sha256: followed by 64 hex digits`,
      "Pass the `digest` that `forge-gate snapshot` printed (or the snapshot step's `digest` output) unchanged",
    );
  }
  return `sha256:${t.replace(/^sha256:/, "").toLowerCase()}`;
}
