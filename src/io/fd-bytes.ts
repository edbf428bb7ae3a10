import { fstatSync, readSync, writeSync } from "node:fs";

/** Writes every byte (writeSync may write fewer than asked). */
export function writeAll(fd: number, bytes: Buffer): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done);
}

/** The whole file behind `fd` (the Node walker's manifest, before its trailer). */
export function readAll(fd: number): Buffer {
  const size = fstatSync(fd).size;
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}
