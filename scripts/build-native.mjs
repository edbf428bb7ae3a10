// Builds forge-gate's native addons, for the platform this runs on, into
// dist/native/<platform>-<arch>/<name>.node:
//   bash-parser  classify's bash parser (src/native/bash-parser.c with the tree-sitter runtime and the
//                tree-sitter-bash grammar, both C, from their pinned npm packages)
//   path-kernel  the common case of `forge-gate violations` (src/native/path-kernel.c)
//
// The addons are committed in dist/ like the bundles, so an install needs no compiler. A build is
// skipped when dist/native/<platform>-<arch>/<name>.json records the same inputs (the sources and
// the flags below), so `npm run build` compiles only when something changed; `--force` rebuilds,
// and `--check` rebuilds into a temporary directory and fails unless each result is byte-identical
// to the committed one (the flags keep the output free of paths and timestamps). Without a C
// compiler a stale or missing build is reported and left: classify then uses the WASM parser
// (src/classify/parser.ts), and violations its JavaScript checker (src/io/path-kernel.ts).
//
// linux builds must run on glibc 2.28 (Debian 10, RHEL 8, Ubuntu 20.04) and later: the build fails
// when the binary needs a newer glibc symbol. Other platforms are built by the release workflow.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

const require = createRequire(import.meta.url);
const root = join(dirname(new URL(import.meta.url).pathname), "..");
const pkgDir = (name) => dirname(require.resolve(`${name}/package.json`));
const runtime = join(pkgDir("tree-sitter"), "vendor", "tree-sitter", "lib");
const grammar = join(pkgDir("tree-sitter-bash"), "src");
const napi = join(pkgDir("node-api-headers"), "include");
const GLIBC_MAX = [2, 28];

const target = `${process.platform}-${process.arch}`;
const outDir = join(root, "dist", "native", target);
const versionOf = (name) => JSON.parse(readFileSync(join(pkgDir(name), "package.json"), "utf8")).version;

const commonFlags = [
  "-std=c11",
  "-fPIC",
  "-shared",
  "-fvisibility=hidden",
  "-DNDEBUG",
  "-D_DEFAULT_SOURCE",
  "-DNAPI_VERSION=8",
  // Reproducible: no build paths in the binary.
  `-ffile-prefix-map=${root}/=`,
  `-ffile-prefix-map=${dirname(dirname(runtime))}/=`,
  ...(process.platform === "darwin" ? ["-undefined", "dynamic_lookup"] : []),
];

const addons = [
  {
    name: "bash-parser",
    sources: [
      join(root, "src", "native", "bash-parser.c"),
      join(runtime, "src", "lib.c"),
      join(grammar, "parser.c"),
      join(grammar, "scanner.c"),
    ],
    includes: [napi, join(runtime, "include"), join(runtime, "src"), grammar],
    flags: ["-O2"],
    // Every file the compiler can read.
    inputs: [join(root, "src", "native", "bash-parser.c"), runtime, grammar, napi],
    fallback: "no native parser (classify uses WASM)",
    manifest: () => ({
      tree_sitter: versionOf("tree-sitter"),
      tree_sitter_bash: versionOf("tree-sitter-bash"),
    }),
  },
  {
    name: "path-kernel",
    sources: [join(root, "src", "native", "path-kernel.c")],
    includes: [napi],
    // -O3: the byte loops (checking a record's characters) are vectorised. A function used without
    // its declaration (a GNU extension missing elsewhere) must not compile into a truncated pointer.
    flags: ["-O3", "-Wall", "-Werror=implicit-function-declaration", "-Werror=int-conversion"],
    inputs: [join(root, "src", "native", "path-kernel.c"), napi],
    fallback: "no path kernel (violations uses its JavaScript checker)",
    manifest: () => ({}),
  },
];

/** The addon's inputs hashed with the flags (paths relative, so any checkout agrees). */
function inputsDigest(addon) {
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify(
      [...addon.flags, ...commonFlags].map((f) =>
        f.replace(root, "<root>").replace(dirname(dirname(runtime)), "<ts>"),
      ),
    ),
  );
  const files = [];
  const walk = (path) => {
    if (statSync(path).isFile()) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const abs = join(path, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.[ch]$/.test(entry.name)) files.push(abs);
    }
  };
  for (const input of addon.inputs) walk(input);
  for (const file of files.sort()) {
    hash.update(relative(root, file).replace(/^.*node_modules\//, ""));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

function compile(addon, out) {
  const cc = process.env.CC ?? "cc";
  const args = [
    ...addon.flags,
    ...commonFlags,
    ...addon.includes.map((dir) => `-I${dir}`),
    ...addon.sources,
    "-o",
    out,
  ];
  const run = spawnSync(cc, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (run.error || run.status !== 0) {
    throw new Error(`${cc} failed${run.error ? `: ${run.error.message}` : ` (exit ${run.status})`}`);
  }
  if (process.platform === "linux") {
    const strip = spawnSync("strip", ["--strip-unneeded", out]);
    if (strip.status !== 0) throw new Error("strip failed");
    checkGlibc(out);
  }
}

/** Fails when the binary needs a glibc newer than GLIBC_MAX (objdump lists each versioned symbol). */
function checkGlibc(file) {
  const dump = spawnSync("objdump", ["-T", file], { encoding: "utf8" });
  if (dump.status !== 0) throw new Error("objdump -T failed: cannot check the glibc the addon needs");
  const versions = [...dump.stdout.matchAll(/GLIBC_(\d+)\.(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const newest = versions.reduce((a, b) => (b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]) ? b : a), [2, 0]);
  if (newest[0] > GLIBC_MAX[0] || (newest[0] === GLIBC_MAX[0] && newest[1] > GLIBC_MAX[1])) {
    throw new Error(
      `the addon needs GLIBC_${newest.join(".")}, newer than the ${GLIBC_MAX.join(".")} it must run on`,
    );
  }
  return newest.join(".");
}

const mode = process.argv.includes("--check")
  ? "check"
  : process.argv.includes("--force")
    ? "force"
    : "build";
let failed = false;

for (const addon of addons) {
  const file = join(outDir, `${addon.name}.node`);
  const manifest = join(outDir, `${addon.name}.json`);
  const digest = inputsDigest(addon);
  const recorded = existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")) : null;
  if (mode === "check") {
    const tmp = mkdtempSync(join(tmpdir(), "fg-native-"));
    try {
      compile(addon, join(tmp, `${addon.name}.node`));
      const fresh = readFileSync(join(tmp, `${addon.name}.node`));
      if (!existsSync(file) || !fresh.equals(readFileSync(file)) || recorded?.inputs_sha256 !== digest) {
        console.error(
          `build-native: ${relative(root, file)} is not what its sources build; run \`node scripts/build-native.mjs --force\` and commit it`,
        );
        failed = true;
      } else console.log(`build-native: ${relative(root, file)} matches a fresh build`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    continue;
  }
  if (mode === "build" && recorded?.inputs_sha256 === digest && existsSync(file)) continue;
  mkdirSync(outDir, { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    compile(addon, tmp);
  } catch (err) {
    rmSync(tmp, { force: true });
    console.error(
      `build-native: ${err.message}; ${target} keeps ${existsSync(file) ? "its previous addon" : addon.fallback}`,
    );
    if (mode === "force") failed = true;
    continue;
  }
  renameSync(tmp, file);
  writeFileSync(
    manifest,
    `${JSON.stringify(
      {
        inputs_sha256: digest,
        ...addon.manifest(),
        node_api_version: 8,
        ...(process.platform === "linux" ? { glibc_min: checkGlibc(file) } : {}),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`build-native: built ${relative(root, file)}`);
}
if (failed) process.exit(1);
