import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import type { FileText } from "../core/classify/surfaces/index.js";

/** Manifests and editor settings are small; a bigger one is judged unreadable (escalated). */
export const TEXT_MAX_BYTES = 512 * 1024;

/**
 * Reads a project file classify judges by its content (a package.json an install runs, a surface
 * an edit changes). Opened non-blocking so a FIFO planted in its place cannot hang the hook; only
 * a regular file of at most TEXT_MAX_BYTES is read, anything else is "unreadable" (escalated).
 */
export function readProjectText(path: string): FileText {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { missing: true };
    return { unreadable: code ?? String(err) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { unreadable: "not a regular file" };
    if (st.size > TEXT_MAX_BYTES) return { unreadable: `larger than ${TEXT_MAX_BYTES} bytes` };
    const buf = Buffer.alloc(Math.min(st.size, TEXT_MAX_BYTES) + 1);
    let len = 0;
    for (;;) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len === buf.length) break;
    }
    // One byte more than fstat said: the file grows while it is read; judge no half of it.
    if (len > st.size) return { unreadable: "changed while it was read" };
    return { text: buf.subarray(0, len).toString("utf8") };
  } catch (err) {
    return { unreadable: (err as NodeJS.ErrnoException).code ?? String(err) };
  } finally {
    closeSync(fd);
  }
}
