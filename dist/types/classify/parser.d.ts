import type { ShellParser } from "../core/classify/ast.js";
export type ParserKind = "native" | "wasm";
export type ParserChoice = ParserKind | "auto";
export interface ParserStatus {
    kind: ParserKind;
    /** Why the native addon is not in use (null when it is). */
    nativeError: string | null;
}
/** The WebAssembly global (this project compiles without the DOM library that declares it). */
interface WasmInstance {
    exports: Record<string, unknown>;
}
/** FORGE_GATE_PARSER, checked: an unknown value is an error, never a silent default. */
export declare function parserChoice(env?: NodeJS.ProcessEnv): ParserChoice;
/**
 * The bash parser for this process: the native addon when it loads, else the WASM build (unless
 * `choice` forces one). Throws ForgeGateError (code parser_unavailable) when none can be loaded.
 */
export declare function loadShellParser(choice?: ParserChoice): Promise<ShellParser>;
/** Which parser the last successful loadShellParser() returned, and why. */
export declare function shellParserStatus(): ParserStatus | null;
/** Loads the native parser once per process. Throws ForgeGateError when the addon is unavailable. */
export declare function loadNativeShellParser(): ShellParser;
/** Loads web-tree-sitter and the bash grammar's WASM build once per process. */
export declare function loadWasmShellParser(): Promise<ShellParser>;
export declare function cLocaleClasses(): WasmInstance["exports"];
export {};
