import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Loads forge-gate's prebuilt addon `name` for this platform, from dist/native/<platform>-<arch>/
 * beside the bundle (dist/ or dist/chunks/) or, running from source, the repository's dist/. With
 * process.dlopen: no module resolution on the hook's path. Throws when there is no build or it does
 * not load (musl, another arch): the callers have a JavaScript or WASM way instead.
 */
export function loadNativeAddon<T>(name: string): T {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = join("native", `${process.platform}-${process.arch}`, `${name}.node`);
  const candidates = [join(here, file), join(here, "..", file), join(here, "..", "..", "dist", file)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) {
    throw new Error(`no build for ${process.platform}-${process.arch} (looked for ${candidates[0]})`);
  }
  const module = { exports: {} as T };
  process.dlopen(module, found);
  return module.exports;
}
