import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/cli/output.ts
var processWriter = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s)
};

export {
  processWriter
};
