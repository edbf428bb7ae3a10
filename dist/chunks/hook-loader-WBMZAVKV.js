import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import "./chunk-IMH2DE2T.js";

// src/cli/hook-loader.ts
import { createRequire } from "node:module";
async function runClassifyHook(argv, entryUrl) {
  const require2 = createRequire(entryUrl);
  require2("node:module").enableCompileCache?.();
  const fs = require2("node:fs");
  const path = require2("node:path");
  const vm = require2("node:vm");
  const { fileURLToPath } = require2("node:url");
  const dir = path.dirname(fileURLToPath(entryUrl));
  const file = path.join(dir, "classify-hook.cjs");
  const loader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  let source;
  let key;
  try {
    const st = fs.statSync(file);
    source = fs.readFileSync(file, "latin1");
    key = `${process.version}-${process.arch}-${st.size}-${Math.trunc(st.mtimeMs)}`;
  } catch {
    return (await import("./classify-QZWHIW2R.js")).classifyFast(argv);
  }
  if (loader === void 0) {
    const bundle = createRequire(file)(file);
    return bundle.classifyFast(argv);
  }
  const cacheDir = path.join(stateDirOf(argv, require2), "code-cache");
  const compiled = [];
  const compile = (text, filename, cacheFile) => {
    let cachedData;
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      cachedData = void 0;
    }
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${text}
})`, {
      filename,
      cachedData,
      importModuleDynamically: loader
    });
    compiled.push({
      script,
      cacheFile,
      fresh: cachedData === void 0 || script.cachedDataRejected === true
    });
    return script.runInThisContext();
  };
  cacheRequiredModules(require2, fs, path, cacheDir, compile);
  const mod = { exports: {} };
  compile(source, file, path.join(cacheDir, `classify-${key}.bin`))(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dir
  );
  const code = await mod.exports.classifyFast(argv);
  for (const { script, cacheFile, fresh } of compiled) {
    if (!fresh) continue;
    try {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 448 });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData(), { mode: 384 });
      fs.renameSync(tmp, cacheFile);
    } catch {
    }
  }
  return code;
}
function cacheRequiredModules(require2, fs, path, cacheDir, compile) {
  const Module = require2("node:module");
  const handlers = Module._extensions;
  const original = handlers?.[".js"];
  if (handlers === void 0 || original === void 0) return;
  handlers[".js"] = (module, filename) => {
    let text;
    let cacheFile;
    try {
      if (!filename.includes(`${path.sep}node_modules${path.sep}`) || !filename.endsWith(".js")) throw 0;
      const st = fs.statSync(filename);
      text = fs.readFileSync(filename, "utf8");
      if (/^\s*(import|export)\s/m.test(text)) throw 0;
      cacheFile = path.join(
        cacheDir,
        `module-${pathHash(filename)}-${st.size}-${Math.trunc(st.mtimeMs)}.bin`
      );
    } catch {
      return original(module, filename);
    }
    compile(text, filename, cacheFile)(
      module.exports,
      createRequire(filename),
      module,
      filename,
      path.dirname(filename)
    );
  };
}
function pathHash(p) {
  let h = 2166136261;
  for (let i = 0; i < p.length; i++) h = Math.imul(h ^ p.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}
function stateDirOf(argv, require2) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state" && argv[i + 1]) return argv[i + 1];
    if (argv[i].startsWith("--state=")) return argv[i].slice(8);
  }
  const os = require2("node:os");
  return `${process.env.XDG_STATE_HOME || `${os.homedir()}/.local/state`}/forge-gate`;
}
export {
  runClassifyHook
};
