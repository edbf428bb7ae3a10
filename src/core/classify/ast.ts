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
}

/** Parses bash source into a plain tree; `hasError` is true when any part failed to parse. */
export type ShellParser = (source: string) => { root: ShNode; hasError: boolean };

export function namedChildren(n: ShNode): ShNode[] {
  return n.children.filter((c) => c.named);
}

export function childByField(n: ShNode, field: string): ShNode | undefined {
  return n.children.find((c) => c.field === field);
}

export function childrenByField(n: ShNode, field: string): ShNode[] {
  return n.children.filter((c) => c.field === field);
}
