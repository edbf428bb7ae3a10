import { defineConfig } from "vitest/config";

// `npm run test:clients`: the real agent clients (installed by scripts/install-clients.mjs into a
// cache outside the repository) driven against loopback model fakes. Kept out of `npm test`.
export default defineConfig({
  test: {
    include: ["test/clients/**/*.test.ts"],
    globalSetup: ["test/clients/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    pool: "forks",
    // Each client run is a heavy process; two files at a time is what a shared 2-core machine takes.
    maxWorkers: 2,
  },
});
