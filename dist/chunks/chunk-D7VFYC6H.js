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
    const { errorDocument, ndjsonRecord, VERSION } = await import("./contract-TMAURT6S.js");
    const { errorText } = await import("./errors-K4SEVXEL.js");
    const code = err.code;
    const error = { code: typeof code === "string" ? code : "internal", message: errorText(err) };
    if (format === "json") w.out(errorDocument(error.code, error.message));
    if (format === "ndjson")
      w.out(`${ndjsonRecord("summary", { version: VERSION, verdict: "error", error })}
`);
    throw err;
  }
}

export {
  processWriter,
  withErrorVerdict
};
