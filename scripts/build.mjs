// Bundles the CLI (and, when present, the Action) into dist/. Code splitting keeps each
// subcommand's dependencies out of the others' start-up path (classify runs per tool call).
// Files are replaced atomically (chunks first, entries last, stale chunks removed after), so a
// process running dist/ while a build happens never sees a half-written or missing file.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

const entryPoints = { cli: "src/cli/main.ts" };
if (existsSync("src/action/main.ts")) entryPoints.action = "src/action/main.ts";

const result = await build({
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
  // classify's bash parser is a native addon: it cannot be bundled and is loaded from node_modules.
  external: ["tree-sitter", "tree-sitter-bash"],
  write: false,
});

// classify runs once per agent tool call: its hook path is also bundled as one CommonJS file, which
// src/cli/hook-loader.ts compiles with a V8 code cache (Node 20 has no compile cache for ESM).
const hook = await build({
  entryPoints: ["src/cli/classify.ts"],
  outfile: "dist/classify-hook.cjs",
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  // Small pure-JS dependencies are bundled (and so covered by the code cache); the native parser and
  // the heavy, lazily loaded ones (validation, model SDKs) stay in node_modules.
  external: ["tree-sitter", "tree-sitter-bash", "zod", "yaml", "ai", "@ai-sdk/*"],
  define: { "import.meta.url": "__fgImportMetaUrl" },
  // import() becomes require(): on Node 20 a script compiled from a V8 code cache loses its
  // dynamic-import callback, so an import() left in the bundle (web-tree-sitter has two) throws.
  supported: { "dynamic-import": false },
  // web-tree-sitter's ES build fetches `module` with import() into a function-scoped `require`,
  // which a require() in its place would shadow: its CommonJS build has neither.
  plugins: [
    {
      name: "web-tree-sitter-cjs",
      setup(b) {
        b.onResolve({ filter: /^web-tree-sitter$/ }, () => ({
          path: createRequire(import.meta.url).resolve("web-tree-sitter"),
        }));
      },
    },
  ],
  banner: { js: 'const __fgImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  legalComments: "none",
  logLevel: "warning",
  write: false,
});

// The WASM bash parser (src/classify/parser.ts), used where the native binding does not load: the
// web-tree-sitter runtime and the grammar's own published build, shipped beside the bundles.
const wasm = [
  ["web-tree-sitter/tree-sitter.wasm", "tree-sitter.wasm"],
  ["tree-sitter-bash/tree-sitter-bash.wasm", "tree-sitter-bash.wasm"],
].map(([from, name]) => ({
  path: join(process.cwd(), "dist", "wasm", name),
  contents: readFileSync(createRequire(import.meta.url).resolve(from)),
}));

const written = new Set();
const files = [...wasm, ...result.outputFiles, ...hook.outputFiles].sort(
  (a, b) => Number(!a.path.includes("/chunks/")) - Number(!b.path.includes("/chunks/")),
);
for (const file of files) {
  mkdirSync(dirname(file.path), { recursive: true });
  const tmp = `${file.path}.tmp-${process.pid}`;
  writeFileSync(tmp, file.contents, { mode: 0o755 });
  renameSync(tmp, file.path);
  written.add(relative("dist", file.path));
}
for (const dir of ["", "chunks", "wasm"]) {
  const abs = join("dist", dir);
  if (!existsSync(abs)) continue;
  for (const name of readdirSync(abs, { withFileTypes: true })) {
    const rel = join(dir, name.name);
    if (name.isFile() && !written.has(rel)) rmSync(join("dist", rel), { force: true });
  }
}
