import { createRequire } from "node:module";

/**
 * Runs `classify` from dist/classify-hook.cjs (one CommonJS bundle of the hook path) compiled with
 * a V8 code cache kept in the state directory. A hook pays Node's start-up on every tool call and
 * Node 20 cannot cache compiled ES modules; reusing the bytecode of the previous call (functions
 * compiled while it ran included) removes most of classify's own load time. V8 verifies the cache
 * against the source and its own version and flags, and rejects it otherwise; it is then rebuilt.
 * Without the bundle (running from source) or a vm without the main-context loader, the ES module
 * is imported as usual. Built-in modules are loaded through require: each one imported as an ES
 * module costs a facade at start-up.
 */
export async function runClassifyHook(argv: string[], entryUrl: string): Promise<number> {
  const require = createRequire(entryUrl);
  // Node >= 22.1 can also cache what its own loader compiles (tree-sitter's JavaScript); Node 20 cannot.
  (require("node:module") as { enableCompileCache?: () => unknown }).enableCompileCache?.();
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
  if (loader === undefined) {
    // A Node without the main-context loader for vm scripts: the bundle, without the code cache.
    const bundle = createRequire(file)(file) as { classifyFast: (argv: string[]) => Promise<number> };
    return bundle.classifyFast(argv);
  }
  const cacheDir = path.join(stateDirOf(argv, require), "code-cache");
  const compiled: { script: import("node:vm").Script; cacheFile: string; fresh: boolean }[] = [];
  /** Compiles a CommonJS module's source with the V8 code cache kept in `cacheFile`. */
  const compile = (text: string, filename: string, cacheFile: string) => {
    let cachedData: Buffer | undefined;
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, {
      filename,
      cachedData,
      importModuleDynamically: loader,
    });
    compiled.push({
      script,
      cacheFile,
      fresh: cachedData === undefined || script.cachedDataRejected === true,
    });
    return script.runInThisContext() as (...args: unknown[]) => void;
  };
  cacheRequiredModules(require, fs, path, cacheDir, compile);
  const mod: { exports: { classifyFast?: (argv: string[]) => Promise<number> } } = { exports: {} };
  compile(source, file, path.join(cacheDir, `classify-${key}.bin`))(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dir,
  );
  const code = await mod.exports.classifyFast!(argv);
  // The cache is written after the call, so it holds the functions the call compiled too.
  for (const { script, cacheFile, fresh } of compiled) {
    if (!fresh) continue;
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

type Compile = (text: string, filename: string, cacheFile: string) => (...args: unknown[]) => void;

/**
 * Every CommonJS file the hook loads from node_modules (the JavaScript half of the native parser,
 * and its loader) is compiled through the same code cache: Node 20 compiles each required file
 * from scratch on every call. Node's loader still resolves and reads it; only the compile step is
 * replaced (the `.js` extension handler, the hook that require documents for this). A file whose
 * cache cannot be used is compiled as usual, and anything unexpected leaves require as it was.
 */
function cacheRequiredModules(
  require: NodeJS.Require,
  fs: typeof import("node:fs"),
  path: typeof import("node:path"),
  cacheDir: string,
  compile: Compile,
): void {
  const Module = require("node:module") as unknown as {
    _extensions?: Record<string, (module: { exports: unknown; filename: string }, filename: string) => void>;
  };
  const handlers = Module._extensions;
  const original = handlers?.[".js"];
  if (handlers === undefined || original === undefined) return;
  handlers[".js"] = (module, filename) => {
    let text: string;
    let cacheFile: string;
    try {
      if (!filename.includes(`${path.sep}node_modules${path.sep}`) || !filename.endsWith(".js")) throw 0;
      const st = fs.statSync(filename);
      text = fs.readFileSync(filename, "utf8");
      // A module whose package says "type": "module" is not CommonJS: leave it to Node.
      if (/^\s*(import|export)\s/m.test(text)) throw 0;
      cacheFile = path.join(
        cacheDir,
        `module-${pathHash(filename)}-${st.size}-${Math.trunc(st.mtimeMs)}.bin`,
      );
    } catch {
      return original(module, filename);
    }
    compile(text, filename, cacheFile)(
      module.exports,
      createRequire(filename),
      module,
      filename,
      path.dirname(filename),
    );
  };
}

/** A short name for a file's path (FNV-1a, hex): cache files are per module file. */
function pathHash(p: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < p.length; i++) h = Math.imul(h ^ p.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
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
