import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";

// src/io/read-capped.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
function readCapped(file, opts) {
  const shown = JSON.stringify(opts.shown ?? file);
  const fd = openForReading(file, `${opts.what} ${shown}`, `${opts.what}_unreadable`, opts.hint);
  try {
    if (fstatSync(fd).isDirectory()) {
      throw new ForgeGateError(`${opts.what}_unreadable`, `${opts.what} ${shown} is a directory`, opts.hint);
    }
    const buf = Buffer.alloc(opts.max + 1);
    let len = 0;
    for (; ; ) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len > opts.max) {
        throw new ForgeGateError(
          `${opts.what}_too_large`,
          `${opts.what} ${shown} is larger than ${opts.max} bytes`,
          `A ${opts.what} is small; check you passed the right file`
        );
      }
    }
    return buf.subarray(0, len);
  } finally {
    closeSync(fd);
  }
}
function openForReading(file, what, code, hint) {
  try {
    return openSync(file, "r");
  } catch (err) {
    const errno = err.code;
    throw new ForgeGateError(
      code,
      `cannot read ${what}: ${errno === "ENOENT" ? "no such file" : errno ?? String(err)}`,
      hint
    );
  }
}

export {
  readCapped,
  openForReading
};
