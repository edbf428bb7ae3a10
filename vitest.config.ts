import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

export default defineConfig({
  // The same injection scripts/build.mjs makes (src/version.ts), for code run from source.
  define: { __FORGE_GATE_VERSION__: JSON.stringify(version) },
  test: {
    include: ["test/**/*.test.ts"],
    // The real agent clients run in `npm run test:clients` (vitest.clients.config.ts).
    exclude: ["test/clients/**", "**/node_modules/**"],
    // TMPDIR and HOME private to the run, checked and removed at its end (test/support/suite-temp.ts).
    globalSetup: ["test/support/suite-temp.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
