import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { ShellParser, ShNode } from "../core/classify/ast.js";
import { ForgeGateError } from "../core/errors.js";

/*
 * Why tree-sitter-bash through the native `tree-sitter` binding: measured on the 2-core target
 * machine (fresh process, load + first parse): native tree-sitter ≈ 10 ms, web-tree-sitter + the
 * same grammar as WASM ≈ 45 ms, sh-syntax (mvdan/sh in WASM) ≈ 50 ms, @ericcornelissen/bash-parser
 * ≈ 50 ms, mvdan-sh (GopherJS) ≈ 70–100 ms. A hook may add ~20 ms over `node -e 0`, so only the native
 * binding fits; steady-state parses take ~0.03 ms. The grammar covers every construct classify must
 * see (substitutions, process substitution, heredocs, here-strings, `[[ ]]`, arrays, functions, line
 * continuations) and marks what it cannot parse with ERROR nodes, which we treat as grey zone.
 * The addon cannot be bundled, so it stays an external runtime dependency; if it cannot be loaded,
 * every shell call fails closed (escalates) with a message saying why.
 */

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

let cached: ShellParser | null = null;

/** Loads the native parser once per process. Throws ForgeGateError when the addon is unavailable. */
export function loadShellParser(): ShellParser {
  if (cached) return cached;
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
    throw new ForgeGateError(
      "parser_unavailable",
      `cannot load the bash parser (tree-sitter): ${(err as Error).message.split("\n")[0]}`,
      "Reinstall forge-gate so the tree-sitter native addon is built for this platform (npm rebuild tree-sitter tree-sitter-bash)",
    );
  }
  cached = (source: string) => {
    const tree = parser.parse(source);
    return { root: convert(tree.walk(), source), hasError: tree.rootNode.hasError };
  };
  return cached;
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

/** Copies the tree with a cursor (one native call per step, no per-node wrapper objects). */
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
