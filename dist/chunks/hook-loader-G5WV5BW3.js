import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import "./chunk-IMH2DE2T.js";

// src/cli/hook-loader.ts
import { createRequire } from "node:module";
async function runClassifyHook(argv, entryUrl) {
  const require2 = createRequire(entryUrl);
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
    return (await import("./classify-4B4BMKE2.js")).classifyFast(argv);
  }
  const cacheFile = path.join(stateDirOf(argv, require2), "code-cache", `classify-${key}.bin`);
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new vm.Script(source, {
    filename: file,
    cachedData,
    ...loader === void 0 ? {} : { importModuleDynamically: loader }
  });
  const mod = { exports: {} };
  script.runInThisContext()(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dir
  );
  const code = await mod.exports.classifyFast(argv);
  if (cachedData === void 0 || script.cachedDataRejected === true) {
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
