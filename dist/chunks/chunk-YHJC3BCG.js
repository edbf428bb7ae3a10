import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/cli/output.ts
var processWriter = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s)
};
async function withErrorVerdict(format, w, body) {
  try {
    return await body();
  } catch (err) {
    const { errorDocument, ndjsonRecord, VERSION } = await import("./contract-LJXBZQRQ.js");
    const { errorText } = await import("./errors-VUV7JRUP.js");
    const code = err.code;
    const error = { code: typeof code === "string" ? code : "internal", message: errorText(err) };
    if (format === "json") w.out(errorDocument(error.code, error.message));
    if (format === "ndjson")
      w.out(`${ndjsonRecord("summary", { version: VERSION, verdict: "error", error })}
`);
    throw err;
  }
}
async function withReportFile(file, w, body) {
  if (file === void 0) return body(w);
  const { outputFile } = await import("./path-input-EEBN5UCF.js");
  const target = outputFile(file, "--report", "Pass --report FILE in an existing directory");
  const chunks = [];
  let status;
  let failure;
  try {
    status = await body({ out: (s) => chunks.push(s), err: w.err });
  } catch (err) {
    failure = { err };
  }
  const { renameSync, rmSync, writeFileSync } = await import("node:fs");
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, chunks.join(""), { mode: 420 });
    renameSync(tmp, target);
  } catch (err) {
    rmSync(tmp, { force: true });
    if (failure === void 0) {
      const { ForgeGateError } = await import("./errors-VUV7JRUP.js");
      throw new ForgeGateError(
        "report_unwritable",
        `cannot write the report to ${JSON.stringify(target)}: ${err.code ?? err.message}`,
        "Pass --report FILE in a writable directory"
      );
    }
  }
  if (failure !== void 0) throw failure.err;
  return status;
}

export {
  processWriter,
  withErrorVerdict,
  withReportFile
};
