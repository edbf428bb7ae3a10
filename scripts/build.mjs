// Bundles the CLI (and, when present, the Action) into dist/. Code splitting keeps each
// subcommand's dependencies out of the others' start-up path (classify runs per tool call).
// Files are replaced atomically (chunks first, entries last, stale chunks removed after), so a
// process running dist/ while a build happens never sees a half-written or missing file.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

// Libraries loaded only on a cache miss (validation) or with a model backend are each built as a
// CommonJS bundle of their own in dist/vendor/, reached through the package's `#vendor/*` import
// map: the hook bundle and its code cache stay small, the ES build and the hook share one copy of
// the model SDKs, and nothing is loaded from node_modules at run time.
const HOOK_VENDORED = /^(zod|yaml|ai|@ai-sdk\/[^/]+|web-tree-sitter)(\/.*)?$/;
const MODEL_SDKS = /^(ai|@ai-sdk\/[^/]+)(\/.*)?$/;
const vendored = new Set();
function vendorRedirect(filter) {
  return {
    name: "vendor-redirect",
    setup(b) {
      b.onResolve({ filter }, (args) => {
        if (args.kind === "entry-point") return undefined;
        // zod's root is its v4 entry re-exported: one bundle serves both spellings.
        const pkg = args.path === "zod" ? "zod/v4" : args.path;
        vendored.add(pkg);
        return { path: `#vendor/${vendorName(pkg)}.cjs`, external: true };
      });
    },
  };
}
function vendorName(pkg) {
  return pkg.replace(/^@/, "").replace(/\//g, "-");
}

// The package version every report carries (src/version.ts), injected once here.
const { version } = JSON.parse(readFileSync("package.json", "utf8"));
const define = { __FORGE_GATE_VERSION__: JSON.stringify(version) };

// dist/cli.js is a small dispatcher built on its own (below); the program is dist/main.js.
// index: the library entry (`exports` in package.json).
const entryPoints = { main: "src/cli/main.ts", index: "src/index.ts" };
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
  define,
  plugins: [vendorRedirect(MODEL_SDKS)],
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
  // Small pure-JS dependencies are bundled (and so covered by the code cache); the heavy, lazily
  // loaded ones (validation, model SDKs, the WASM parser's runtime) are required from their own
  // bundles in dist/vendor/ (see vendorRedirect): every byte of this bundle is read on every call.
  // The native parser is dist/native/ (scripts/build-native.mjs).
  define: { ...define, "import.meta.url": "__fgImportMetaUrl" },
  // import() becomes require(): on Node 20 a script compiled from a V8 code cache loses its
  // dynamic-import callback, so an import() left in the bundle throws.
  supported: { "dynamic-import": false },
  plugins: [vendorRedirect(HOOK_VENDORED)],
  charset: "ascii",
  banner: { js: 'const __fgImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  legalComments: "none",
  logLevel: "warning",
  write: false,
});

// web-tree-sitter's ES build fetches `module` with import() into a function-scoped `require`, which
// a require() in its place would shadow: its CommonJS build has neither, so the vendored copy is that.
const webTreeSitterCjs = {
  name: "web-tree-sitter-cjs",
  setup(b) {
    b.onResolve({ filter: /^web-tree-sitter$/ }, () => ({
      path: createRequire(import.meta.url).resolve("web-tree-sitter"),
    }));
  },
};

// Built until no new library is reached (a vendored library may import another one).
const vendorFiles = [];
const vendorBuilt = new Set();
for (
  let pending = [...vendored];
  pending.length > 0;
  pending = [...vendored].filter((n) => !vendorBuilt.has(n))
) {
  const vendor = await build({
    entryPoints: Object.fromEntries(pending.map((name) => [`vendor/${vendorName(name)}`, name])),
    outdir: "dist",
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    supported: { "dynamic-import": false },
    plugins: [vendorRedirect(HOOK_VENDORED), webTreeSitterCjs],
    outExtension: { ".js": ".cjs" },
    // Off the hook's fast path and not read by people: minified, to keep the package small.
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    write: false,
  });
  for (const name of pending) vendorBuilt.add(name);
  vendorFiles.push(...vendor.outputFiles);
}

// The WASM bash parser (src/classify/parser.ts), used where the native addon does not load: the
// web-tree-sitter runtime and the grammar's own published build, shipped beside the bundles.
const wasm = [
  ["web-tree-sitter/tree-sitter.wasm", "tree-sitter.wasm"],
  ["tree-sitter-bash/tree-sitter-bash.wasm", "tree-sitter-bash.wasm"],
].map(([from, name]) => ({
  path: join(process.cwd(), "dist", "wasm", name),
  contents: readFileSync(createRequire(import.meta.url).resolve(from)),
}));

// The hook loader reads its bundle as latin1 (no UTF-8 decode on every tool call), so it must be
// ASCII. With charset "ascii" esbuild escapes strings and regexes; what it leaves is in comments,
// where an escape changes nothing.
// It is also written already wrapped as the CommonJS module function that src/cli/hook-loader.ts
// compiles: the file's text is the script's source as it is, so no second copy of 450 KB is built
// (by concatenation, then flattened) on the young heap, where it cost a scavenge per call.
const hookFiles = hook.outputFiles.map((file) => ({
  path: file.path,
  contents: Buffer.from(
    `(function (exports, require, module, __filename, __dirname) {${file.text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n})`,
    "latin1",
  ),
}));

const written = new Set();
const files = [
  ...wasm,
  ...vendorFiles,
  ...result.outputFiles,
  ...hookFiles,
  ...entry.outputFiles,
  ...entryCjs.outputFiles,
].sort((a, b) => Number(!a.path.includes("/chunks/")) - Number(!b.path.includes("/chunks/")));
for (const file of files) {
  mkdirSync(dirname(file.path), { recursive: true });
  const tmp = `${file.path}.tmp-${process.pid}`;
  writeFileSync(tmp, file.contents, { mode: 0o755 });
  renameSync(tmp, file.path);
  written.add(relative("dist", file.path));
}
for (const dir of ["", "chunks", "wasm", "vendor"]) {
  const abs = join("dist", dir);
  if (!existsSync(abs)) continue;
  for (const name of readdirSync(abs, { withFileTypes: true })) {
    const rel = join(dir, name.name);
    if (name.isFile() && !written.has(rel)) rmSync(join("dist", rel), { force: true });
  }
}

// The library's types (package.json `exports`): declarations only, from src/index.ts and what it
// reaches. Written last: nothing at run time reads them.
rmSync("dist/types", { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [
    join(dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin", "tsc"),
    "-p",
    "tsconfig.types.json",
  ],
  { stdio: "inherit" },
);
if (tsc.status !== 0) {
  console.error("build: emitting dist/types failed (tsc -p tsconfig.types.json)");
  process.exit(1);
}
