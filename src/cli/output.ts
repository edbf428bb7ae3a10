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

/**
 * `--report FILE`: what the command would print on stdout goes to FILE instead, written once at the
 * end (a temporary file renamed over it, so a reader never sees half a report), also when the
 * command fails (the `error` document of `--format json`). Without FILE, stdout as usual.
 */
export async function withReportFile(
  file: string | undefined,
  w: Writer,
  body: (out: Writer) => Promise<number>,
): Promise<number> {
  if (file === undefined) return body(w);
  const { outputFile } = await import("../io/path-input.js");
  const target = outputFile(file, "--report", "Pass --report FILE in an existing directory");
  const chunks: string[] = [];
  let status: number | undefined;
  let failure: { err: unknown } | undefined;
  try {
    status = await body({ out: (s) => chunks.push(s), err: w.err });
  } catch (err) {
    failure = { err };
  }
  const { renameSync, rmSync, writeFileSync } = await import("node:fs");
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, chunks.join(""), { mode: 0o644 });
    renameSync(tmp, target);
  } catch (err) {
    rmSync(tmp, { force: true });
    if (failure === undefined) {
      const { ForgeGateError } = await import("../core/errors.js");
      // A run whose report is lost did not do its job, whatever its verdict.
      throw new ForgeGateError(
        "report_unwritable",
        `cannot write the report to ${JSON.stringify(target)}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
        "Pass --report FILE in a writable directory",
      );
    }
  }
  if (failure !== undefined) throw failure.err;
  return status!;
}
