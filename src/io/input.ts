import { closeSync, readSync } from "node:fs";
import { ForgeGateError } from "../core/errors.js";
import { openForReading } from "./read-capped.js";

/**
 * Read 64 KiB at a time where a chunk's records are decoded together and live until they are judged:
 * every young-generation collection copies what is live (1 MiB chunks cost twice the collection time).
 */
export const STRING_CHUNK = 1 << 16;
/**
 * Read 1 MiB at a time where the path kernel reads the bytes themselves: nothing of a chunk lives on
 * the heap, and a quarter of the reads' cost was per call. Which error an input with two is refused
 * for does not depend on the size (RecordSplitter names the first).
 */
export const BYTE_CHUNK = 1 << 20;

/**
 * Chunks of a file descriptor read synchronously, so records can be judged as they arrive
 * (a streaming pipeline without holding the whole input twice). EAGAIN (a non-blocking pipe
 * inherited from the parent) is waited out; any other error is an input error. Every chunk is read
 * into the same memory: a chunk is valid until the next one is asked for (a fresh megabyte a chunk
 * made V8 collect its whole heap every few dozen megabytes of input).
 */
export function* readChunks(fd: number, what: string, size = STRING_CHUNK): Generator<Buffer> {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const buf = Buffer.allocUnsafe(size);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, size, null);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") {
        Atomics.wait(sleeper, 0, 0, 5);
        continue;
      }
      if (code === "EOF") return;
      if (code === "EISDIR")
        throw new ForgeGateError(
          "input_unreadable",
          `cannot read ${what}: it is a directory, not a list of paths`,
          "Give --from a file that lists the changed paths (or pipe them in)",
        );
      throw new ForgeGateError(
        "input_unreadable",
        `cannot read ${what}: ${code ?? (err as Error).message}`,
        "Pipe the paths in, or pass them as arguments or with --from FILE",
      );
    }
    if (n === 0) return;
    yield buf.subarray(0, n);
  }
}

/** Chunks of a named file (see readChunks). */
export function* readFileChunks(file: string, size = STRING_CHUNK): Generator<Buffer> {
  const fd = openForReading(file, JSON.stringify(file), "input_unreadable", "Check the path given to --from");
  try {
    yield* readChunks(fd, JSON.stringify(file), size);
  } finally {
    closeSync(fd);
  }
}
