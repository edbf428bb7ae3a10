import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/errors.ts
var ForgeGateError = class extends Error {
  constructor(code, message, hint) {
    super(message);
    this.code = code;
    this.hint = hint;
  }
  code;
  hint;
  name = "ForgeGateError";
  exitCode = 2;
  /** One line for stderr: the message plus the fix. */
  describe() {
    return `${this.message}. ${this.hint}`;
  }
};
function isForgeGateError(err) {
  return err instanceof ForgeGateError;
}
function errorText(err) {
  if (err instanceof ForgeGateError) return err.describe();
  if (err instanceof Error) return err.message;
  return String(err);
}

export {
  ForgeGateError,
  isForgeGateError,
  errorText
};
