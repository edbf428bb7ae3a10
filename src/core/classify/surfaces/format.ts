/**
 * Structured surfaces judged by key: each format reduces a whole document to the entries that
 * decide what runs later (`project`), so a change is the set of entries that differ, and says
 * which keys seen alone in an edit's text may run something (`keyRuns`) for an edit judged without
 * the file. A dependency bump, a formatter setting or a new explicit script changes no entry.
 */
export interface KeyedFormat {
  /** How keys are spelled in a line: JSON (`"k":`), ini (`k=`) or YAML (`k:`). */
  syntax: "json" | "ini" | "yaml";
  /** The entries that decide what runs later, or null when the text is not this format. */
  project(text: string): Map<string, string> | null;
  /** Whether a key seen in an edit's changed lines may change what runs (its last segment). */
  keyRuns(key: string): boolean;
}
