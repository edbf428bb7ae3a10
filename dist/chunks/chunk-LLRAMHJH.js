import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadNativeAddon
} from "./chunk-W22LQUKU.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/classify/parser.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var wasmApi = globalThis.WebAssembly;
var nativeParser = null;
var nativeFailure = null;
var wasmParser = null;
var status = null;
function parserChoice(env = process.env) {
  const value = env.FORGE_GATE_PARSER;
  if (value === void 0 || value === "" || value === "auto") return "auto";
  if (value === "native" || value === "wasm") return value;
  throw new ForgeGateError(
    "parser_unavailable",
    `FORGE_GATE_PARSER is ${JSON.stringify(value)}; it must be auto, native or wasm`,
    "Set it to one of those, or unset it"
  );
}
async function loadShellParser(choice = parserChoice()) {
  let nativeError = null;
  if (choice !== "wasm") {
    try {
      const parse2 = loadNativeShellParser();
      status = { kind: "native", nativeError: null };
      return parse2;
    } catch (err) {
      if (choice === "native") throw err;
      nativeError = err.message;
    }
  }
  let parse;
  try {
    parse = await loadWasmShellParser();
  } catch (err) {
    const both = nativeError ? `${nativeError}; ` : "";
    throw new ForgeGateError(
      "parser_unavailable",
      `${both}${err.message}`,
      "Reinstall forge-gate (its dist/wasm/ directory holds the WASM parser), or run `forge-gate doctor`"
    );
  }
  status = { kind: "wasm", nativeError: nativeError ?? "FORGE_GATE_PARSER=wasm" };
  return parse;
}
function shellParserStatus() {
  return status;
}
var RECORD = 6;
function loadNativeShellParser() {
  if (nativeParser) return nativeParser;
  if (nativeFailure) throw nativeFailure;
  let addon;
  try {
    addon = loadNativeAddon("bash-parser");
  } catch (err) {
    nativeFailure = new ForgeGateError(
      "parser_unavailable",
      `cannot load the native bash parser: ${err.message.split("\n")[0]}`,
      "forge-gate ships it for linux-x64 (glibc >= 2.17); elsewhere the WASM parser is used. Run `forge-gate doctor`"
    );
    throw nativeFailure;
  }
  const symbolName = memoised((id) => addon.symbolName(id));
  const fieldName = memoised((id) => id === 0 ? null : addon.fieldName(id));
  nativeParser = (source) => {
    const words = addon.parse(source);
    return { root: fromRecords(words, source, symbolName, fieldName), hasError: words[0] === 1 };
  };
  return nativeParser;
}
function memoised(lookup) {
  const known = /* @__PURE__ */ new Map();
  return (id) => {
    if (known.has(id)) return known.get(id);
    const value = lookup(id);
    known.set(id, value);
    return value;
  };
}
function fromRecords(words, src, symbolName, fieldName) {
  const stack = [];
  let root = null;
  for (let at = 1; at + RECORD <= words.length; at += RECORD) {
    const type = symbolName(words[at] ?? 0);
    const flags = words[at + 1] ?? 0;
    const start = words[at + 3] ?? 0;
    const node = {
      type,
      named: (flags & 1) === 1,
      field: fieldName(words[at + 2] ?? 0),
      text: src.slice(start, words[at + 4] ?? start),
      error: type === "ERROR" || (flags & 2) === 2,
      children: [],
      start
    };
    const parent = stack.at(-1);
    if (parent) {
      parent.node.children.push(node);
      parent.left--;
    } else {
      root = node;
    }
    const count = words[at + 5] ?? 0;
    if (count > 0) stack.push({ node, left: count });
    while (stack.at(-1)?.left === 0) stack.pop();
  }
  if (root === null) throw new Error("the native bash parser returned no tree");
  return root;
}
function loadWasmShellParser() {
  wasmParser ??= initWasm().catch((err) => {
    wasmParser = null;
    throw new ForgeGateError(
      "parser_unavailable",
      `cannot load the WASM bash parser (web-tree-sitter): ${err.message.split("\n")[0]}`,
      "Reinstall forge-gate; its dist/wasm/ directory must hold tree-sitter.wasm and tree-sitter-bash.wasm"
    );
  });
  return wasmParser;
}
async function initWasm() {
  const runtime = readFileSync(wasmFile("tree-sitter.wasm", "web-tree-sitter/tree-sitter.wasm"));
  const grammar = readFileSync(wasmFile("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"));
  const { Parser, Language } = await import("./tree-sitter-N4COB53M.js");
  (await import("node:v8")).setFlagsFromString("--liftoff-only");
  await Parser.init({
    // emscripten's documented hook for instantiating the runtime ourselves: the bytes are handed
    // over (no search beside the script), and the character classes the grammar's external scanner
    // imports are replaced (see cLocaleClasses).
    instantiateWasm(imports, receive) {
      const module = new wasmApi.Module(runtime);
      const instance = new wasmApi.Instance(module, imports);
      receive({ exports: { ...instance.exports, ...cLocaleClasses() } }, module);
      return {};
    }
  });
  const bash = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(bash);
  return (source) => {
    const tree = parser.parse(source);
    if (!tree) throw new Error("the WASM bash parser returned no tree");
    const cursor = tree.walk();
    try {
      return { root: convert(cursor, source), hasError: tree.rootNode.hasError };
    } finally {
      cursor.delete();
      tree.delete();
    }
  };
}
var ALPHA = [32, 0, 65, 32, 114, 65, 225, 0, 107, 65, 26, 73];
var DIGIT = [32, 0, 65, 48, 107, 65, 10, 73];
var SPACE = [32, 0, 65, 32, 70, 32, 0, 65, 9, 107, 65, 5, 73, 114];
var C_LOCALE_CLASSES = [
  ["iswalpha", ALPHA],
  ["iswalnum", [...ALPHA, ...DIGIT, 114]],
  ["iswspace", SPACE]
];
function cLocaleClasses() {
  const section = (id, body) => [id, body.length, ...body];
  const names = C_LOCALE_CLASSES.flatMap(([name], i) => [name.length, ...Buffer.from(name), 0, i]);
  const bodies = C_LOCALE_CLASSES.flatMap(([, code]) => [code.length + 2, 0, ...code, 11]);
  const bytes = [
    ...[0, 97, 115, 109, 1, 0, 0, 0],
    ...section(1, [1, 96, 1, 127, 1, 127]),
    ...section(3, [C_LOCALE_CLASSES.length, ...C_LOCALE_CLASSES.map(() => 0)]),
    ...section(7, [C_LOCALE_CLASSES.length, ...names]),
    ...section(10, [C_LOCALE_CLASSES.length, ...bodies])
  ];
  return new wasmApi.Instance(new wasmApi.Module(new Uint8Array(bytes))).exports;
}
function wasmFile(name, fromPackage) {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, "wasm", name), join(here, "..", "wasm", name)]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return createRequire(import.meta.url).resolve(fromPackage);
  } catch {
    throw new Error(`${name} is missing (looked in ${join(here, "wasm")} and ${join(here, "..", "wasm")})`);
  }
}
function convert(c, src) {
  const node = {
    type: c.nodeType,
    named: c.nodeIsNamed,
    field: c.currentFieldName ?? null,
    text: src.slice(c.startIndex, c.endIndex),
    error: c.nodeType === "ERROR" || c.nodeIsMissing,
    children: [],
    start: c.startIndex
  };
  if (c.gotoFirstChild()) {
    do
      node.children.push(convert(c, src));
    while (c.gotoNextSibling());
    c.gotoParent();
  }
  return node;
}

export {
  parserChoice,
  loadShellParser,
  shellParserStatus
};
