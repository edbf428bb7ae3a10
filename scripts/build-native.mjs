// Builds classify's native bash parser (src/native/bash-parser.c with the tree-sitter runtime and the
// tree-sitter-bash grammar, both C, from their pinned npm packages) into
// dist/native/<platform>-<arch>/bash-parser.node, for the platform this runs on.
//
// The addon is committed in dist/ like the bundles, so an install needs no compiler. A build is
// skipped when dist/native/<platform>-<arch>/bash-parser.json records the same inputs (the sources
// and the flags below), so `npm run build` compiles only when something changed; `--force`
// rebuilds, and `--check` rebuilds into a temporary directory and fails unless the result is
// byte-identical to the committed one (the flags keep the output free of paths and timestamps).
// Without a C compiler a stale or missing build is reported and left: classify then uses the WASM
// parser (src/classify/parser.ts).
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
const addon = join(outDir, "bash-parser.node");
const manifest = join(outDir, "bash-parser.json");

const sources = [
  join(root, "src", "native", "bash-parser.c"),
  join(runtime, "src", "lib.c"),
  join(grammar, "parser.c"),
  join(grammar, "scanner.c"),
];
const flags = [
  "-std=c11",
  "-O2",
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
const includes = [napi, join(runtime, "include"), join(runtime, "src"), grammar];

/** Every file the compiler can read, hashed with the flags (paths relative, so any checkout agrees). */
function inputsDigest() {
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify(flags.map((f) => f.replace(root, "<root>").replace(dirname(dirname(runtime)), "<ts>"))),
  );
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.[ch]$/.test(entry.name)) files.push(abs);
    }
  };
  for (const dir of [join(root, "src", "native"), runtime, grammar, napi]) walk(dir);
  for (const file of files.sort()) {
    hash.update(relative(root, file).replace(/^.*node_modules\//, ""));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

function compile(out) {
  const cc = process.env.CC ?? "cc";
  const args = [...flags, ...includes.map((dir) => `-I${dir}`), ...sources, "-o", out];
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
const digest = inputsDigest();
const recorded = existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")) : null;

if (mode === "check") {
  const tmp = mkdtempSync(join(tmpdir(), "fg-native-"));
  try {
    compile(join(tmp, "bash-parser.node"));
    const fresh = readFileSync(join(tmp, "bash-parser.node"));
    if (!existsSync(addon) || !fresh.equals(readFileSync(addon)) || recorded?.inputs_sha256 !== digest) {
      console.error(
        `build-native: ${relative(root, addon)} is not what its sources build; run \`node scripts/build-native.mjs --force\` and commit it`,
      );
      process.exit(1);
    }
    console.log(`build-native: ${relative(root, addon)} matches a fresh build`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
} else if (mode === "build" && recorded?.inputs_sha256 === digest && existsSync(addon)) {
  // Up to date.
} else {
  mkdirSync(outDir, { recursive: true });
  const tmp = `${addon}.tmp-${process.pid}`;
  try {
    compile(tmp);
  } catch (err) {
    rmSync(tmp, { force: true });
    console.error(
      `build-native: ${err.message}; ${target} keeps ${existsSync(addon) ? "its previous addon" : "no native parser (classify uses WASM)"}`,
    );
    process.exit(mode === "force" ? 1 : 0);
  }
  renameSync(tmp, addon);
  const versionOf = (name) => JSON.parse(readFileSync(join(pkgDir(name), "package.json"), "utf8")).version;
  writeFileSync(
    manifest,
    `${JSON.stringify(
      {
        inputs_sha256: digest,
        tree_sitter: versionOf("tree-sitter"),
        tree_sitter_bash: versionOf("tree-sitter-bash"),
        node_api_version: 8,
        ...(process.platform === "linux" ? { glibc_min: checkGlibc(addon) } : {}),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`build-native: built ${relative(root, addon)}`);
}
