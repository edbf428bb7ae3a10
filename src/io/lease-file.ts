import { homedir } from "node:os";
import { dirname, resolve } from "node:path";
import { LEASE_MAX_BYTES, type Lease, parseLease } from "../core/lease.js";
import { decodeUtf8 } from "../core/records.js";
import { readCapped } from "./read-capped.js";

/** Reads, size-caps and validates a lease file. Every failure is a ForgeGateError (exit 2). */
export function loadLeaseFile(file: string, opts: { home?: string } = {}): Lease {
  const abs = resolve(file);
  const bytes = readCapped(abs, {
    what: "lease",
    shown: file,
    max: LEASE_MAX_BYTES,
    hint: "Pass the path of a lease file with --lease (create one with `forge-gate lease init`)",
  });
  const text = decodeUtf8(bytes, `lease ${JSON.stringify(file)}`);
  return parseLease(text, { source: file, baseDir: dirname(abs), home: opts.home ?? homedir() });
}
