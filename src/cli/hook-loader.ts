import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { defaultStateDir } from "../classify/state-dir.js";

/**
 * Runs `classify` from dist/classify-hook.cjs (one CommonJS bundle of the hook path) compiled with
 * a V8 code cache kept in the state directory. A hook pays Node's start-up on every tool call and
 * Node 20 cannot cache compiled ES modules; reusing the bytecode of the previous call (functions
 * compiled while it ran included) removes most of classify's own load time. V8 verifies the cache
 * against the source and its own version and flags, and rejects it otherwise; it is then rebuilt.
 * Without the bundle (running from source) or a vm without the main-context loader, the ES module
 * is imported as usual.
 */
export async function runClassifyHook(argv: string[], entryUrl: string): Promise<number> {
  const file = join(dirname(fileURLToPath(entryUrl)), "classify-hook.cjs");
  const loader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  let source: string;
  let key: string;
  try {
    const st = statSync(file);
    source = readFileSync(file, "utf8");
    key = `${process.version}-${process.arch}-${st.size}-${Math.trunc(st.mtimeMs)}`;
  } catch {
    return (await import("./classify.js")).classifyFast(argv);
  }
  if (loader === undefined) return (await import("./classify.js")).classifyFast(argv);
  const cacheFile = join(stateDirOf(argv), "code-cache", `classify-${key}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: loader,
  });
  const mod: { exports: { classifyFast?: (argv: string[]) => Promise<number> } } = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dirname(file),
  );
  const code = await mod.exports.classifyFast!(argv);
  if (cachedData === undefined || script.cachedDataRejected) {
    try {
      mkdirSync(dirname(cacheFile), { recursive: true, mode: 0o700 });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
      renameSync(tmp, cacheFile);
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
  return code;
}

/** `--state DIR` as classify will parse it, else the default. */
function stateDirOf(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state" && argv[i + 1]) return argv[i + 1]!;
    if (argv[i]!.startsWith("--state=")) return argv[i]!.slice(8);
  }
  return defaultStateDir();
}
