import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, resolve } from "node:path";
import { ForgeGateError } from "../core/errors.js";
import { LEASE_MAX_BYTES, type Lease, parseLease } from "../core/lease.js";
import { decodeUtf8 } from "../core/records.js";

/** Reads, size-caps and validates a lease file. Every failure is a ForgeGateError (exit 2). */
export function loadLeaseFile(file: string, opts: { home?: string } = {}): Lease {
  const abs = resolve(file);
  let fd: number;
  try {
    fd = openSync(abs, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      "lease_unreadable",
      `cannot read lease ${JSON.stringify(file)}: ${code === "ENOENT" ? "no such file" : (code ?? String(err))}`,
      "Pass the path of a lease file with --lease (create one with `forge-gate lease init`)",
    );
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) {
      throw new ForgeGateError(
        "lease_unreadable",
        `lease ${JSON.stringify(file)} is a directory`,
        "Pass the lease file itself",
      );
    }
    // Read at most one byte past the cap: the file may be growing, or a FIFO with no size.
    const buf = Buffer.alloc(LEASE_MAX_BYTES + 1);
    let len = 0;
    for (;;) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len > LEASE_MAX_BYTES) {
        throw new ForgeGateError(
          "lease_too_large",
          `lease ${JSON.stringify(file)} is larger than ${LEASE_MAX_BYTES} bytes`,
          "A lease lists roots and grants; keep it small",
        );
      }
    }
    const text = decodeUtf8(buf.subarray(0, len), `lease ${JSON.stringify(file)}`);
    return parseLease(text, { source: file, baseDir: dirname(abs), home: opts.home ?? homedir() });
  } finally {
    closeSync(fd);
  }
}
