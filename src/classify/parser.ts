import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ShellParser, ShNode } from "../core/classify/ast.js";
import { ForgeGateError } from "../core/errors.js";

/*
 * Two builds of the same grammar (tree-sitter-bash), one tree shape, one set of verdicts:
 *
 * - native: the `tree-sitter` Node binding (≈4 ms to load, ≈0.015 ms per parse on the 2-core target
 *   machine). It is an optional dependency: its linux prebuild needs GCC 13's C++ runtime
 *   (GLIBCXX_3.4.31), so on Debian 12 / Ubuntu 22.04 and on musl it has to be compiled at install,
 *   which fails with no compiler or with install scripts off. A failed optional build never fails
 *   the install; the parser then falls back to
 * - wasm: web-tree-sitter (bundled into dist/) with the grammar's own published `.wasm` build
 *   (copied into dist/wasm/ at build time), which runs wherever Node runs (≈25 ms cold; the JS side
 *   is covered by the classify hook's V8 code cache, the WebAssembly compile is not cacheable in Node).
 *
 * The WASM module is only imported when the native binding cannot be loaded, so the hook's fast path
 * never pays for it. FORGE_GATE_PARSER=native|wasm forces one (tests run the corpus through both and
 * require identical trees and verdicts). Other parsers were measured and rejected for speed:
 * sh-syntax (mvdan/sh in WASM) ≈ 50 ms, @ericcornelissen/bash-parser ≈ 50 ms, mvdan-sh (GopherJS)
 * 70–100 ms. The grammar covers every construct classify must see (substitutions, process
 * substitution, heredocs, here-strings, `[[ ]]`, arrays, functions, line continuations) and marks
 * what it cannot parse with ERROR nodes, which we treat as grey zone. If neither build loads, every
 * shell call fails closed (escalates) with a message saying why.
 */

export type ParserKind = "native" | "wasm";
export type ParserChoice = ParserKind | "auto";

export interface ParserStatus {
  kind: ParserKind;
  /** Why the native binding is not in use (null when it is). */
  nativeError: string | null;
}

/** The cursor surface both bindings share (same names in `tree-sitter` and `web-tree-sitter`). */
interface TsCursor {
  nodeType: string;
  nodeIsNamed: boolean;
  nodeIsMissing: boolean;
  currentFieldName: string | null | undefined;
  startIndex: number;
  endIndex: number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}
interface TsTree {
  rootNode: { hasError: boolean };
  walk(): TsCursor;
}
interface TsParser {
  setLanguage(lang: unknown): void;
  parse(src: string): TsTree;
}

/** The WebAssembly global (this project compiles without the DOM library that declares it). */
interface WasmInstance {
  exports: Record<string, unknown>;
}
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object, imports?: object) => WasmInstance;
    };
  }
).WebAssembly;

let nativeParser: ShellParser | null = null;
/** Why the native binding did not load (kept: a failed dlopen is not worth retrying per call). */
let nativeFailure: ForgeGateError | null = null;
let wasmParser: Promise<ShellParser> | null = null;
let status: ParserStatus | null = null;

/** FORGE_GATE_PARSER, checked: an unknown value is an error, never a silent default. */
export function parserChoice(env: NodeJS.ProcessEnv = process.env): ParserChoice {
  const value = env.FORGE_GATE_PARSER;
  if (value === undefined || value === "" || value === "auto") return "auto";
  if (value === "native" || value === "wasm") return value;
  throw new ForgeGateError(
    "parser_unavailable",
    `FORGE_GATE_PARSER is ${JSON.stringify(value)}; it must be auto, native or wasm`,
    "Set it to one of those, or unset it",
  );
}

/**
 * The bash parser for this process: the native binding when it loads, else the WASM build (unless
 * `choice` forces one). Throws ForgeGateError (code parser_unavailable) when none can be loaded.
 */
export async function loadShellParser(choice: ParserChoice = parserChoice()): Promise<ShellParser> {
  let nativeError: string | null = null;
  if (choice !== "wasm") {
    try {
      const parse = loadNativeShellParser();
      status = { kind: "native", nativeError: null };
      return parse;
    } catch (err) {
      if (choice === "native") throw err;
      nativeError = (err as Error).message;
    }
  }
  let parse: ShellParser;
  try {
    parse = await loadWasmShellParser();
  } catch (err) {
    const both = nativeError ? `${nativeError}; ` : "";
    throw new ForgeGateError(
      "parser_unavailable",
      `${both}${(err as Error).message}`,
      "Reinstall forge-gate (its dist/wasm/ directory holds the WASM parser), or run `forge-gate doctor`",
    );
  }
  status = { kind: "wasm", nativeError: nativeError ?? "FORGE_GATE_PARSER=wasm" };
  return parse;
}

/** Which parser the last successful loadShellParser() returned, and why. */
export function shellParserStatus(): ParserStatus | null {
  return status;
}

/** Loads the native parser once per process. Throws ForgeGateError when the addon is unavailable. */
export function loadNativeShellParser(): ShellParser {
  if (nativeParser) return nativeParser;
  if (nativeFailure) throw nativeFailure;
  const require = createRequire(import.meta.url);
  let parser: TsParser;
  try {
    const Parser = require("tree-sitter") as new () => TsParser;
    // The grammar's own entry point also parses its 50 KB node-types.json so that tree-sitter can
    // build a class per node type; the cursor walk below needs neither, so load the binding alone.
    const nodeGypBuild = createRequire(require.resolve("tree-sitter"))("node-gyp-build") as (
      dir: string,
    ) => unknown;
    const bash = loadGrammar(require, nodeGypBuild);
    parser = new Parser();
    parser.setLanguage(bash);
  } catch (err) {
    nativeFailure = new ForgeGateError(
      "parser_unavailable",
      `cannot load the native bash parser (tree-sitter): ${(err as Error).message.split("\n")[0]}`,
      "Install a C++ compiler and run `npm rebuild tree-sitter tree-sitter-bash`, or use the WASM parser (FORGE_GATE_PARSER=wasm)",
    );
    throw nativeFailure;
  }
  nativeParser = (source: string) => {
    const tree = parser.parse(source);
    return { root: convert(tree.walk(), source), hasError: tree.rootNode.hasError };
  };
  return nativeParser;
}

/** The bash grammar's compiled binding: the usual build output or prebuild first, node-gyp-build's search otherwise. */
function loadGrammar(require: NodeJS.Require, nodeGypBuild: (dir: string) => unknown): unknown {
  const dir = dirname(require.resolve("tree-sitter-bash/package.json"));
  for (const candidate of [
    `${dir}/build/Release/tree_sitter_bash_binding.node`,
    `${dir}/prebuilds/${process.platform}-${process.arch}/tree-sitter-bash.node`,
  ]) {
    try {
      return require(candidate);
    } catch {
      // not built here, or not loadable on this platform: try the next
    }
  }
  return nodeGypBuild(dir);
}

/** Loads web-tree-sitter and the bash grammar's WASM build once per process. */
export function loadWasmShellParser(): Promise<ShellParser> {
  wasmParser ??= initWasm().catch((err: unknown) => {
    wasmParser = null;
    throw new ForgeGateError(
      "parser_unavailable",
      `cannot load the WASM bash parser (web-tree-sitter): ${(err as Error).message.split("\n")[0]}`,
      "Reinstall forge-gate; its dist/wasm/ directory must hold tree-sitter.wasm and tree-sitter-bash.wasm",
    );
  });
  return wasmParser;
}

async function initWasm(): Promise<ShellParser> {
  const runtime = readFileSync(wasmFile("tree-sitter.wasm", "web-tree-sitter/tree-sitter.wasm"));
  const grammar = readFileSync(wasmFile("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"));
  const { Parser, Language } = await import("web-tree-sitter");
  // V8 compiles a WebAssembly module with its baseline compiler, then recompiles it with the
  // optimising one on background threads, and the process does not exit until those finish: for
  // this grammar 0.5 s of CPU and 2-3 s of wall time per hook call (Node 20, 22 and 24). One
  // command is parsed per call, so baseline code is all that is needed. Process-wide, but nothing
  // else here compiles WebAssembly.
  (await import("node:v8")).setFlagsFromString("--liftoff-only");
  await Parser.init({
    // emscripten's documented hook for instantiating the runtime ourselves: the bytes are handed
    // over (no search beside the script), and the character classes the grammar's external scanner
    // imports are replaced (see cLocaleClasses).
    instantiateWasm(imports: object, receive: (instance: WasmInstance, module: object) => void) {
      const module = new wasmApi.Module(runtime);
      const instance = new wasmApi.Instance(module, imports);
      receive({ exports: { ...instance.exports, ...cLocaleClasses() } }, module);
      return {};
    },
  } as object);
  const bash = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(bash);
  return (source: string) => {
    const tree = parser.parse(source);
    if (!tree) throw new Error("the WASM bash parser returned no tree");
    const cursor = tree.walk();
    try {
      return { root: convert(cursor, source), hasError: tree.rootNode.hasError };
    } finally {
      // WASM trees live in the module's own heap, not the JS one: free them.
      cursor.delete();
      tree.delete();
    }
  };
}

/*
 * The grammar's external scanner asks iswalpha/iswalnum/iswspace whether a character can start a
 * variable name or separate words. The native binding runs in Node's C locale, where only ASCII
 * letters, digits and blanks qualify, which is also what bash does (`é=1` runs a command named
 * `é=1`); the WASM runtime's own versions know Unicode and would read `é=1` as an assignment. The
 * runtime's exports are what the grammar module links against, so these three are swapped for
 * C-locale ones and both builds produce the same tree. They must be WebAssembly functions (the
 * linker puts them in the function table), and three one-line functions do not justify a WAT
 * toolchain, so the module is written out here: (i32) -> i32 each, exported by name.
 *   iswalpha: (c | 32) - 'a' <u 26      iswalnum: iswalpha(c) | (c - '0' <u 10)
 *   iswspace: c == ' ' | (c - '\t' <u 5)
 */
const ALPHA = [0x20, 0x00, 0x41, 0x20, 0x72, 0x41, 0xe1, 0x00, 0x6b, 0x41, 0x1a, 0x49];
const DIGIT = [0x20, 0x00, 0x41, 0x30, 0x6b, 0x41, 0x0a, 0x49];
const SPACE = [0x20, 0x00, 0x41, 0x20, 0x46, 0x20, 0x00, 0x41, 0x09, 0x6b, 0x41, 0x05, 0x49, 0x72];
const C_LOCALE_CLASSES: [string, number[]][] = [
  ["iswalpha", ALPHA],
  ["iswalnum", [...ALPHA, ...DIGIT, 0x72]],
  ["iswspace", SPACE],
];

export function cLocaleClasses(): WasmInstance["exports"] {
  const section = (id: number, body: number[]) => [id, body.length, ...body];
  const names = C_LOCALE_CLASSES.flatMap(([name], i) => [name.length, ...Buffer.from(name), 0x00, i]);
  const bodies = C_LOCALE_CLASSES.flatMap(([, code]) => [code.length + 2, 0x00, ...code, 0x0b]);
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [0x01, 0x60, 0x01, 0x7f, 0x01, 0x7f]),
    ...section(3, [C_LOCALE_CLASSES.length, ...C_LOCALE_CLASSES.map(() => 0x00)]),
    ...section(7, [C_LOCALE_CLASSES.length, ...names]),
    ...section(10, [C_LOCALE_CLASSES.length, ...bodies]),
  ];
  return new wasmApi.Instance(new wasmApi.Module(new Uint8Array(bytes))).exports;
}

/** dist/wasm/NAME beside the bundle (dist/ or dist/chunks/), else the package it comes from (running from source). */
function wasmFile(name: string, fromPackage: string): string {
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

/** Copies the tree with a cursor (one binding call per step, no per-node wrapper objects). */
function convert(c: TsCursor, src: string): ShNode {
  const node: ShNode = {
    type: c.nodeType,
    named: c.nodeIsNamed,
    field: c.currentFieldName ?? null,
    text: src.slice(c.startIndex, c.endIndex),
    error: c.nodeType === "ERROR" || c.nodeIsMissing,
    children: [],
    start: c.startIndex,
  };
  if (c.gotoFirstChild()) {
    do node.children.push(convert(c, src));
    while (c.gotoNextSibling());
    c.gotoParent();
  }
  return node;
}
