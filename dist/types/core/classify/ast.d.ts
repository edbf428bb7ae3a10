/**
 * A plain, immutable copy of a tree-sitter-bash syntax tree. The parser lives at the edge
 * (src/classify/parser.ts, a native addon); the core only ever sees these plain objects, so every
 * rule is testable without the addon and the tree never crosses back into native code.
 */
export interface ShNode {
    /** tree-sitter node type (`command`, `word`, `"&&"`, …). */
    type: string;
    /** False for anonymous tokens such as operators and quotes. */
    named: boolean;
    /** The field this node fills in its parent (`name`, `argument`, `redirect`, …), if any. */
    field: string | null;
    /** The exact source text of the node. */
    text: string;
    /** True when tree-sitter inserted or could not parse this node (`ERROR` / `MISSING`). */
    error: boolean;
    children: ShNode[];
    /** Offset of the node in the parsed source (UTF-16 units), when the parser reports it. */
    start?: number;
}
/** Parses bash source into a plain tree; `hasError` is true when any part failed to parse. */
export type ShellParser = (source: string) => {
    root: ShNode;
    hasError: boolean;
};
export declare function namedChildren(n: ShNode): ShNode[];
export declare function childByField(n: ShNode, field: string): ShNode | undefined;
export declare function childrenByField(n: ShNode, field: string): ShNode[];
/**
 * The first stretch of source no token of the tree covers (other than blanks and line
 * continuations), or null. tree-sitter-bash silently drops some words (a lone `-` right before a
 * redirection: `git commit -F - <<EOF`); a word the tree does not hold is a word no rule has seen.
 * Null too when the parser does not report offsets.
 */
export declare function uncoveredText(root: ShNode, source: string): {
    index: number;
    text: string;
} | null;
