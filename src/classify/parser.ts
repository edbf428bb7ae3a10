import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ShellParser, ShNode } from "../core/classify/ast.js";
import { ForgeGateError } from "../core/errors.js";
import { loadNativeAddon } from "../io/native-addon.js";

/*
 * Two builds of the same grammar (tree-sitter-bash), one tree shape, one set of verdicts:
 *
 * - native: forge-gate's own Node-API addon (src/native/bash-parser.c: the tree-sitter runtime and
 *   the grammar compiled together, shipped prebuilt in dist/native/<platform>-<arch>/; ≈0.3 ms to
 *   load, ≈0.015 ms per parse on the 2-core target machine). It answers with one flat array of
 *   node records, which fromRecords() turns into the plain tree. Why not the `tree-sitter` npm
 *   binding: see the addon's source.
 * - wasm: web-tree-sitter (bundled into dist/) with the grammar's own published `.wasm` build
 *   (copied into dist/wasm/ at build time), which runs wherever Node runs (≈25 ms cold; the JS side
 *   is covered by the classify hook's V8 code cache, the WebAssembly compile is not cacheable in Node).
 *   It serves platforms the package ships no addon for (and musl, where the glibc build fails to load).
 *
 * The WASM module is only imported when the native addon cannot be loaded, so the hook's fast path
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
  /** Why the native addon is not in use (null when it is). */
  nativeError: string | null;
}

/** The cursor surface of `web-tree-sitter` that convert() walks. */
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
/** Why the native addon did not load (kept: a failed dlopen is not worth retrying per call). */
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
 * The bash parser for this process: the native addon when it loads, else the WASM build (unless
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

/** src/native/bash-parser.c's exports. */
interface NativeAddon {
  parse(source: string): Uint32Array;
  symbolName(id: number): string;
  fieldName(id: number): string | null;
}

/** Words per node in the addon's answer (src/native/bash-parser.c). */
const RECORD = 6;

/** Loads the native parser once per process. Throws ForgeGateError when the addon is unavailable. */
export function loadNativeShellParser(): ShellParser {
  if (nativeParser) return nativeParser;
  if (nativeFailure) throw nativeFailure;
  let addon: NativeAddon;
  try {
    addon = loadNativeAddon<NativeAddon>("bash-parser");
  } catch (err) {
    nativeFailure = new ForgeGateError(
      "parser_unavailable",
      `cannot load the native bash parser: ${(err as Error).message.split("\n")[0]}`,
      "forge-gate ships it for linux-x64 (glibc >= 2.17); elsewhere the WASM parser is used. Run `forge-gate doctor`",
    );
    throw nativeFailure;
  }
  const symbolName = memoised((id) => addon.symbolName(id));
  const fieldName = memoised((id) => (id === 0 ? null : addon.fieldName(id)));
  nativeParser = (source: string) => {
    const words = addon.parse(source);
    return { root: fromRecords(words, source, symbolName, fieldName), hasError: words[0] === 1 };
  };
  return nativeParser;
}

/** `lookup`, asked once per id (the grammar's names never change within a process). */
function memoised<T>(lookup: (id: number) => T): (id: number) => T {
  const known = new Map<number, T>();
  return (id) => {
    if (known.has(id)) return known.get(id) as T;
    const value = lookup(id);
    known.set(id, value);
    return value;
  };
}

/** Rebuilds the tree from the addon's pre-order records (iteratively: nesting can be 10,000 deep). */
function fromRecords(
  words: Uint32Array,
  src: string,
  symbolName: (id: number) => string,
  fieldName: (id: number) => string | null,
): ShNode {
  const stack: { node: ShNode; left: number }[] = [];
  let root: ShNode | null = null;
  for (let at = 1; at + RECORD <= words.length; at += RECORD) {
    // `?? 0`: within bounds by the loop condition (the index type cannot say so).
    const type = symbolName(words[at] ?? 0);
    const flags = words[at + 1] ?? 0;
    const start = words[at + 3] ?? 0;
    const node: ShNode = {
      type,
      named: (flags & 1) === 1,
      field: fieldName(words[at + 2] ?? 0),
      text: src.slice(start, words[at + 4] ?? start),
      error: type === "ERROR" || (flags & 2) === 2,
      children: [],
      start,
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
 * variable name or separate words. The native addon runs in Node's C locale, where only ASCII
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

/** Copies a web-tree-sitter tree with its cursor (one call per step, no per-node wrapper objects). */
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
