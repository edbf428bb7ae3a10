import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/io/path-input.ts
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
function checkText(value, what, hint) {
  if (value.trim() === "") throw new ForgeGateError("usage", `${what} is empty`, hint);
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw new ForgeGateError(
      "usage",
      `${what} ${JSON.stringify(value)} contains a control character (newline, NUL, \u2026)`,
      hint
    );
}
function kindOf(path) {
  try {
    return statSync(path).isDirectory() ? "directory" : "other";
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw new ForgeGateError(
      "usage",
      `cannot check ${JSON.stringify(path)}: ${code ?? err.message}`,
      "Check the path and its permissions"
    );
  }
}
function existingDirectory(value, what, hint, base = process.cwd()) {
  checkText(value, what, hint);
  const abs = resolve(base, value);
  const kind = kindOf(abs);
  if (kind === null)
    throw new ForgeGateError("usage", `${what} ${JSON.stringify(value)}: no such directory`, hint);
  if (kind !== "directory")
    throw new ForgeGateError("usage", `${what} ${JSON.stringify(value)} is not a directory`, hint);
  return abs;
}
function outputFile(value, what, hint, base = process.cwd()) {
  checkText(value, what, hint);
  const abs = resolve(base, value);
  if (kindOf(abs) === "directory")
    throw new ForgeGateError("usage", `${what} ${JSON.stringify(value)} is a directory, not a file`, hint);
  const dir = dirname(abs);
  const kind = kindOf(dir);
  if (kind === null)
    throw new ForgeGateError(
      "usage",
      `${what} ${JSON.stringify(value)}: the directory ${JSON.stringify(dir)} does not exist`,
      `${hint} (create the directory first)`
    );
  if (kind !== "directory")
    throw new ForgeGateError(
      "usage",
      `${what} ${JSON.stringify(value)}: ${JSON.stringify(dir)} is not a directory`,
      hint
    );
  return abs;
}

export {
  existingDirectory,
  outputFile
};
