import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/io/native-addon.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function loadNativeAddon(name) {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = join("native", `${process.platform}-${process.arch}`, `${name}.node`);
  const candidates = [join(here, file), join(here, "..", file), join(here, "..", "..", "dist", file)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === void 0) {
    throw new Error(`no build for ${process.platform}-${process.arch} (looked for ${candidates[0]})`);
  }
  const module = { exports: {} };
  process.dlopen(module, found);
  return module.exports;
}

export {
  loadNativeAddon
};
