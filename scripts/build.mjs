// Bundles the CLI (and, when present, the Action) into dist/. Code splitting keeps each
// subcommand's dependencies out of the others' start-up path (classify runs per tool call).
import { existsSync, rmSync } from "node:fs";
import { build } from "esbuild";

const entryPoints = { cli: "src/cli/main.ts" };
if (existsSync("src/action/main.ts")) entryPoints.action = "src/action/main.ts";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints,
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  chunkNames: "chunks/[name]-[hash]",
  banner: {
    js: "import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);",
  },
  legalComments: "none",
  logLevel: "warning",
});
