/** Where CLI output goes; injected so commands can be tested without a process. */
export interface Writer {
  out(s: string): void;
  err(s: string): void;
}

export const processWriter: Writer = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

/**
 * Runs a reporting command; when it cannot do its job, a `--format json`/`ndjson` reader still gets a
 * verdict on stdout (`error`, exit 2) before the message goes to stderr. SARIF gets nothing: an empty
 * log uploaded to code scanning would close every open alert, so the upload must fail instead.
 */
export async function withErrorVerdict(
  format: string,
  w: Writer,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (err) {
    const { errorDocument, ndjsonRecord, VERSION } = await import("../core/contract.js");
    const { errorText } = await import("../core/errors.js");
    const code = (err as { code?: unknown }).code;
    const error = { code: typeof code === "string" ? code : "internal", message: errorText(err) };
    if (format === "json") w.out(errorDocument(error.code, error.message));
    if (format === "ndjson")
      w.out(`${ndjsonRecord("summary", { version: VERSION, verdict: "error", error })}\n`);
    throw err;
  }
}
