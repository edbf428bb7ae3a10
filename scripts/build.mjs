// Bundles the CLI (and, when present, the Action) into dist/. Code splitting keeps each
// subcommand's dependencies out of the others' start-up path (classify runs per tool call).
// Files are replaced atomically (chunks first, entries last, stale chunks removed after), so a
// process running dist/ while a build happens never sees a half-written or missing file.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

// The package version every report carries (src/version.ts), injected once here.
const { version } = JSON.parse(readFileSync("package.json", "utf8"));
const define = { __FORGE_GATE_VERSION__: JSON.stringify(version) };

// dist/cli.js is a small dispatcher built on its own (below); the program is dist/main.js.
const entryPoints = { main: "src/cli/main.ts" };
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
  define,
  write: false,
});

// The entry, dist/cli.js and dist/cli.cjs (the bin): the dispatcher and the hook loader in one file
// with no static import but node:module, so a classify hook loads one module before its
// code-cached bundle (a split build would add the shared runtime chunk, and the hook loader as a
// chunk of its own). The CommonJS copy also skips the ES module loader's start-up.
const entryOptions = {
  entryPoints: ["src/cli/entry.ts"],
  bundle: true,
  platform: "node",
  target: "node20",
  // The program, and classify's source module (the hook loader's fallback when running from source).
  external: ["./main.js", "./classify.js"],
  define,
  legalComments: "none",
  logLevel: "warning",
  write: false,
};
const entry = await build({ ...entryOptions, outfile: "dist/cli.js", format: "esm" });
const entryCjs = await build({
  ...entryOptions,
  outfile: "dist/cli.cjs",
  format: "cjs",
  // dist/main.js is an ES module: keep import() as it is (not turned into require).
  supported: { "dynamic-import": true },
  define: { ...define, "import.meta.url": "__fgEntryUrl" },
  banner: { js: 'const __fgEntryUrl = require("node:url").pathToFileURL(__filename).href;' },
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
  define: { ...define, "import.meta.url": "__fgImportMetaUrl" },
  charset: "ascii",
  banner: { js: 'const __fgImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  legalComments: "none",
  logLevel: "warning",
  write: false,
});

// The hook loader reads its bundle as latin1 (no UTF-8 decode on every tool call), so it must be
// ASCII. With charset "ascii" esbuild escapes strings and regexes; what it leaves is in comments,
// where an escape changes nothing.
const hookFiles = hook.outputFiles.map((file) => ({
  path: file.path,
  contents: Buffer.from(
    file.text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
    "latin1",
  ),
}));

const written = new Set();
const files = [...result.outputFiles, ...hookFiles, ...entry.outputFiles, ...entryCjs.outputFiles].sort(
  (a, b) => Number(!a.path.includes("/chunks/")) - Number(!b.path.includes("/chunks/")),
);
for (const file of files) {
  mkdirSync(dirname(file.path), { recursive: true });
  const tmp = `${file.path}.tmp-${process.pid}`;
  writeFileSync(tmp, file.contents, { mode: 0o755 });
  renameSync(tmp, file.path);
  written.add(relative("dist", file.path));
}
for (const dir of ["", "chunks"]) {
  const abs = join("dist", dir);
  if (!existsSync(abs)) continue;
  for (const name of readdirSync(abs, { withFileTypes: true })) {
    const rel = join(dir, name.name);
    if (name.isFile() && !written.has(rel)) rmSync(join("dist", rel), { force: true });
  }
}
