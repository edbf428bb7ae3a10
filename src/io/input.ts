import { closeSync, readSync } from "node:fs";
import { ForgeGateError } from "../core/errors.js";
import { openForReading } from "./read-capped.js";

/**
 * Read 64 KiB at a time: a chunk's records are decoded together and live until they are judged, and
 * every young-generation collection copies what is live (1 MiB chunks cost twice the collection time).
 */
const CHUNK = 1 << 16;

/**
 * Chunks of a file descriptor read synchronously, so records can be judged as they arrive
 * (a streaming pipeline without holding the whole input twice). EAGAIN (a non-blocking pipe
 * inherited from the parent) is waited out; any other error is an input error. Every chunk is read
 * into the same memory: a chunk is valid until the next one is asked for (a fresh megabyte a chunk
 * made V8 collect its whole heap every few dozen megabytes of input).
 */
export function* readChunks(fd: number, what: string): Generator<Buffer> {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const buf = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, CHUNK, null);
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
export function* readFileChunks(file: string): Generator<Buffer> {
  const fd = openForReading(file, JSON.stringify(file), "input_unreadable", "Check the path given to --from");
  try {
    yield* readChunks(fd, JSON.stringify(file));
  } finally {
    closeSync(fd);
  }
}
