/** An error the user can act on: what was wrong, where, and how to fix it. Always exit 2. */
export class ForgeGateError extends Error {
  override readonly name = "ForgeGateError";
  readonly exitCode = 2;
  constructor(
    /** Stable machine-readable code, e.g. `lease_invalid`, `input_invalid`. */
    readonly code: string,
    message: string,
    /** How to fix it: every error says what to do next (a sentence, no trailing period). */
    readonly hint: string,
  ) {
    super(message);
  }

  /** One line for stderr: the message plus the fix. */
  describe(): string {
    return `${this.message}. ${this.hint}`;
  }
}

export function isForgeGateError(err: unknown): err is ForgeGateError {
  return err instanceof ForgeGateError;
}

/** Short description of any thrown value, for diagnostics. */
export function errorText(err: unknown): string {
  if (err instanceof ForgeGateError) return err.describe();
  if (err instanceof Error) return err.message;
  return String(err);
}
