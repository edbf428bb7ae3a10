import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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

// src/core/errors.ts
var ForgeGateError = class extends Error {
  constructor(code, message, hint) {
    super(message);
    this.code = code;
    this.hint = hint;
  }
  code;
  hint;
  name = "ForgeGateError";
  exitCode = 2;
  /** One line for stderr: the message plus the fix. */
  describe() {
    return this.hint ? `${this.message}. ${this.hint}` : this.message;
  }
};
function isForgeGateError(err) {
  return err instanceof ForgeGateError;
}
function errorText(err) {
  if (err instanceof ForgeGateError) return err.describe();
  if (err instanceof Error) return err.message;
  return String(err);
}

// src/cli/output.ts
function escapeWorkflowData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeWorkflowProperty(s) {
  return escapeWorkflowData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
var CONTROL = /[\u0000-\u001f\u007f\u0080-\u009f\u2028\u2029]/;
function displayPath(p) {
  if (!CONTROL.test(p) && !p.startsWith('"')) return p;
  let out = '"';
  for (const ch of p) {
    const code = ch.codePointAt(0);
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "	") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (code < 32 || code === 127 || code >= 128 && code <= 159 || code === 8232 || code === 8233) {
      out += code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += ch;
  }
  return `${out}"`;
}
var GITHUB_ANNOTATION_LIMIT = 10;
var processWriter = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s)
};

export {
  __require,
  __commonJS,
  __export,
  __toESM,
  ForgeGateError,
  isForgeGateError,
  errorText,
  escapeWorkflowData,
  escapeWorkflowProperty,
  displayPath,
  GITHUB_ANNOTATION_LIMIT,
  processWriter
};
