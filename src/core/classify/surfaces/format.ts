/**
 * Structured surfaces judged by key: each format reduces a whole document to the entries that
 * decide what runs later (`project`), so a change is the set of entries that differ, and says
 * which keys seen alone in an edit's text may run something (`keyRuns`) for an edit judged without
 * the file. A dependency bump, a formatter setting or a new explicit script changes no entry.
 *
 * An entry whose key starts with `!` is a restriction (`ignore-scripts=true`, `enableScripts:
 * false`): adding one runs nothing, changing or removing it may. Removing any other entry runs
 * nothing, unless `removalRuns` says it lifts a restriction (pnpm's build allowlists).
 */
export interface KeyedFormat {
  /** How keys are spelled in a line: JSON (`"k":`), ini (`k=`) or YAML (`k:`). */
  syntax: "json" | "ini" | "yaml";
  /** The entries that decide what runs later, or null when the text is not this format. */
  project(text: string): Map<string, string> | null;
  /** Whether a key written in an edit's changed line may change what runs (its last segment, and the line). */
  keyRuns(key: string, line: string): boolean;
  /** Whether removing the key's entry may make something run. Default: no. */
  removalRuns?(key: string): boolean;
  /** For formats whose edits are judged line by line rather than by key: whether changed lines may run something. */
  linesRun?(lines: string[]): boolean;
}
