import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { ForgeGateError } from "../core/errors.js";

export interface CappedRead {
  /** What the file is, for messages and error codes (`lease` → `lease_unreadable`, `lease_too_large`). */
  what: string;
  /** The path as the user spelled it, for messages. */
  shown?: string;
  max: number;
  /** How to fix an unreadable file. */
  hint: string;
}

/**
 * Reads a small input file (lease, config) with a size cap: at most one byte past the cap is read,
 * so a huge file, a growing one or a FIFO with no size cannot exhaust memory. Every failure is a
 * ForgeGateError (exit 2).
 */
export function readCapped(file: string, opts: CappedRead): Buffer {
  const shown = JSON.stringify(opts.shown ?? file);
  const fd = openForReading(file, `${opts.what} ${shown}`, `${opts.what}_unreadable`, opts.hint);
  try {
    if (fstatSync(fd).isDirectory()) {
      throw new ForgeGateError(`${opts.what}_unreadable`, `${opts.what} ${shown} is a directory`, opts.hint);
    }
    const buf = Buffer.alloc(opts.max + 1);
    let len = 0;
    for (;;) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len > opts.max) {
        throw new ForgeGateError(
          `${opts.what}_too_large`,
          `${opts.what} ${shown} is larger than ${opts.max} bytes`,
          `A ${opts.what} is small; check you passed the right file`,
        );
      }
    }
    return buf.subarray(0, len);
  } finally {
    closeSync(fd);
  }
}

/** Opens a file the user named, or throws a ForgeGateError saying why it cannot be read. */
export function openForReading(file: string, what: string, code: string, hint: string): number {
  try {
    return openSync(file, "r");
  } catch (err) {
    const errno = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      code,
      `cannot read ${what}: ${errno === "ENOENT" ? "no such file" : (errno ?? String(err))}`,
      hint,
    );
  }
}
