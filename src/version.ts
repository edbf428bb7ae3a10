/**
 * The package version, injected at build time from package.json: esbuild's `define` in
 * scripts/build.mjs for dist/, vitest.config.ts's `define` for tests run from source. One way only,
 * so every report names the version that produced it.
 */
declare const __FORGE_GATE_VERSION__: string;

export const VERSION: string = __FORGE_GATE_VERSION__;
