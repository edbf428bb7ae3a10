import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ForgeGateError } from "../core/errors.js";

/**
 * The checks every path a user names goes through, whether it comes from a flag (`--cwd`,
 * `--output`), an Action input or a file: one validator, so a flag is never looser than an input.
 * `what` names the source in the message (`--cwd`, `input snapshot`); `hint` is the fix.
 */

function checkText(value: string, what: string, hint: string): void {
  if (value.trim() === "") throw new ForgeGateError("usage", `${what} is empty`, hint);
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw new ForgeGateError(
      "usage",
      `${what} ${JSON.stringify(value)} contains a control character (newline, NUL, …)`,
      hint,
    );
}

function kindOf(path: string): "directory" | "other" | null {
  try {
    return statSync(path).isDirectory() ? "directory" : "other";
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw new ForgeGateError(
      "usage",
      `cannot check ${JSON.stringify(path)}: ${code ?? (err as Error).message}`,
      "Check the path and its permissions",
    );
  }
}

/** A directory that must exist (`--cwd`, `--checkout`, `--snapshot-dir`). Returns it absolute. */
export function existingDirectory(value: string, what: string, hint: string, base = process.cwd()): string {
  checkText(value, what, hint);
  const abs = resolve(base, value);
  const kind = kindOf(abs);
  if (kind === null)
    throw new ForgeGateError("usage", `${what} ${JSON.stringify(value)}: no such directory`, hint);
  if (kind !== "directory")
    throw new ForgeGateError("usage", `${what} ${JSON.stringify(value)} is not a directory`, hint);
  return abs;
}

/**
 * A file forge-gate writes (`--output`, `--events`, the Action's `sarif`): its directory must exist,
 * since a typo must not create directories on a guess, and the path must not be a directory.
 * Returns it absolute.
 */
export function outputFile(value: string, what: string, hint: string, base = process.cwd()): string {
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
      `${hint} (create the directory first)`,
    );
  if (kind !== "directory")
    throw new ForgeGateError(
      "usage",
      `${what} ${JSON.stringify(value)}: ${JSON.stringify(dir)} is not a directory`,
      hint,
    );
  return abs;
}
