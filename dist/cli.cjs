#!/usr/bin/env node
const __fgEntryUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/cli/hook-loader.ts
var import_node_module = require("node:module");
async function runClassifyHook(argv2, entryUrl) {
  const require2 = (0, import_node_module.createRequire)(entryUrl);
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
    return (await import("./classify.js")).classifyFast(argv2);
  }
  const cacheFile = path.join(stateDirOf(argv2, require2), "code-cache", `classify-${key}.bin`);
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
    (0, import_node_module.createRequire)(file),
    mod,
    file,
    dir
  );
  const code = await mod.exports.classifyFast(argv2);
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
function stateDirOf(argv2, require2) {
  for (let i = 0; i < argv2.length; i++) {
    if (argv2[i] === "--state" && argv2[i + 1]) return argv2[i + 1];
    if (argv2[i].startsWith("--state=")) return argv2[i].slice(8);
  }
  const os = require2("node:os");
  return `${process.env.XDG_STATE_HOME || `${os.homedir()}/.local/state`}/forge-gate`;
}

// src/cli/entry.ts
var argv = process.argv;
var classifyHook = argv[2] === "classify" && !argv.slice(3).some((a) => a === "--help" || a === "-h");
if (classifyHook) {
  runClassifyHook(argv.slice(3), __fgEntryUrl).then((code) => {
    process.exitCode = code;
  });
} else import("./main.js");
