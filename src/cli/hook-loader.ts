import { createRequire } from "node:module";

/**
 * Runs `classify` from dist/classify-hook.cjs (one CommonJS bundle of the hook path) compiled with
 * a V8 code cache kept in the state directory. A hook pays Node's start-up on every tool call and
 * Node 20 cannot cache compiled ES modules; reusing the bytecode of the previous call (functions
 * compiled while it ran included) removes most of classify's own load time. V8 verifies the cache
 * against the source and its own version and flags, and rejects it otherwise; it is then rebuilt.
 * Without the bundle (running from source), the ES module is imported as usual. Built-in modules
 * are loaded through require: each one imported as an ES module costs a facade at start-up.
 */
export async function runClassifyHook(argv: string[], entryUrl: string): Promise<number> {
  const require = createRequire(entryUrl);
  const fs = require("node:fs") as typeof import("node:fs");
  const path = require("node:path") as typeof import("node:path");
  const vm = require("node:vm") as typeof import("node:vm");
  const { fileURLToPath } = require("node:url") as typeof import("node:url");
  const dir = path.dirname(fileURLToPath(entryUrl));
  const file = path.join(dir, "classify-hook.cjs");
  const loader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  let source: string;
  let key: string;
  try {
    const st = fs.statSync(file);
    // The bundle is ASCII (esbuild escapes everything else; the build checks it), so it is read as
    // latin1: a one-byte string without a UTF-8 decode.
    source = fs.readFileSync(file, "latin1");
    key = `${process.version}-${process.arch}-${st.size}-${Math.trunc(st.mtimeMs)}`;
  } catch {
    // Running from source (no bundle next to this module).
    return (await import("./classify.js")).classifyFast(argv);
  }
  const cacheFile = path.join(stateDirOf(argv, require), "code-cache", `classify-${key}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The file is the module function's source as it is (scripts/build.mjs writes it wrapped). It has
  // no import() (the build turns them into require), so a Node without the main-context loader
  // (before 20.12) needs none.
  const script = new vm.Script(source, {
    filename: file,
    cachedData,
    ...(loader === undefined ? {} : { importModuleDynamically: loader }),
  });
  const mod: { exports: { classifyFast?: (argv: string[]) => Promise<number> } } = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dir,
  );
  const code = await mod.exports.classifyFast!(argv);
  // The cache is written after the call, so it holds the functions the call compiled too.
  if (cachedData === undefined || script.cachedDataRejected === true) {
    try {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 0o700 });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
      fs.renameSync(tmp, cacheFile);
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
  return code;
}

/** `--state DIR` as classify will parse it, else the default (the same rule as src/classify/state-dir.ts). */
function stateDirOf(argv: string[], require: NodeJS.Require): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state" && argv[i + 1]) return argv[i + 1]!;
    if (argv[i]!.startsWith("--state=")) return argv[i]!.slice(8);
  }
  const os = require("node:os") as typeof import("node:os");
  return `${process.env.XDG_STATE_HOME || `${os.homedir()}/.local/state`}/forge-gate`;
}
