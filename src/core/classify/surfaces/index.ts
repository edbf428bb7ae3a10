import picomatch from "picomatch";
import { type Surface, surfaceBelow, surfaceFor, surfaceMatchedByGlob } from "./catalog.js";
import { type CodeLanguage, type CommandJudge, judgeAddedCode } from "./code.js";
import { EDITOR_FORMATS } from "./editors.js";
import type { KeyedFormat } from "./format.js";
import { addedScriptCommands, MANIFEST_FORMATS } from "./manifests.js";
import { SOURCE_FORMATS } from "./sources.js";

/**
 * Judges a change to an execution surface (catalog.ts) by what it makes run later: any change to a
 * hook script or an agent's configuration, and for structured files the entries that decide what
 * runs (a new `postinstall` escalates, a dependency bump does not), whatever tool makes it.
 */

export { type Surface, surfaceBelow, surfaceFor } from "./catalog.js";
export { LIFECYCLE_SCRIPTS, packageKeyRemovalRuns, packageKeyRuns } from "./manifests.js";

/** One replacement in a file: Edit/MultiEdit, the filesystem server's edit_file, a patch hunk. */
export interface TextEdit {
  old: string;
  new: string;
  /** Every occurrence (Edit's replace_all); otherwise the first, which is all a valid edit has. */
  all?: boolean;
}

/** What a tool call does to a file's content, as far as the call says. */
export type Change =
  /** The whole new content (Write, write_file, a patch's added file). */
  | { kind: "whole"; text: string }
  /** Text added at the end (Desktop Commander's write_file mode `append`). */
  | { kind: "append"; text: string }
  | { kind: "edits"; edits: TextEdit[] }
  /** An empty directory created (mkdir): nothing in it runs. */
  | { kind: "directory" }
  /** A file's times updated, or an empty file created (touch). */
  | { kind: "touch" }
  /** The file (or the directory holding it) removed: a hook or a config gone runs nothing, a restriction gone may. */
  | { kind: "delete" }
  /**
   * Lines an in-place editor adds somewhere in the file (sed's `a`/`i`/`c` text, a substitution's
   * lines after a `\n`), and the text substitutions put in the middle of lines already there,
   * whose lines are not known: code surfaces judge what is known, keyed formats take it as unknown.
   */
  | { kind: "added"; lines: string[]; midLine: string[] }
  /** Not known from the call (a shell write, a move or copy onto it, a delete). */
  | { kind: "unknown" };

/** The current content of a file, read at the edge (classify's FileReader). */
export type FileText = { text: string } | { missing: true } | { unreadable: string };
export type FileReader = (absolutePath: string) => FileText;

export interface SurfaceFinding {
  rule: "execution_surface";
  reason: string;
}

const FORMATS: Partial<Record<string, KeyedFormat>> = {
  ...MANIFEST_FORMATS,
  ...EDITOR_FORMATS,
  ...SOURCE_FORMATS,
};

export type { CommandJudge } from "./code.js";

/** What judging a surface may consult beyond the call: all of it injected (I/O at the edge, the shell analysis). */
export interface SurfaceEnv {
  /** The file's current content (absent: every file is taken as missing). */
  read?: FileReader;
  /** Whether a path exists: what a glob in a write target can match. */
  exists?: (path: string) => boolean;
  /** Judges a command a build script adds (a Makefile recipe) as a Bash call would be. */
  runs?: CommandJudge;
  /** The filesystem folds case (macOS, Windows): `.Husky/pre-commit` is `.husky/pre-commit`. */
  foldCase?: boolean;
}

/**
 * A finding when writing `path` (absolute, normalised) with `change` makes something run later;
 * null when the path is no surface or the change leaves what runs as it was. `read` gives the file's
 * current content (absent in pure tests: the file is then taken as missing); `exists` says what a
 * glob in the path can match.
 */
export function judgeSurfaceWrite(
  path: string,
  given: Change,
  via: string,
  env: SurfaceEnv = {},
): SurfaceFinding | null {
  const read = env.read;
  const exists = env.exists ?? (() => false);
  // An empty directory runs nothing, wherever it is made (its files are judged when they are written).
  if (given.kind === "directory") return null;
  if (/[*?[]/.test(path) && given.kind !== "delete") {
    // bash expands a glob against what exists: only a surface that is there can be reached.
    const hit = surfaceMatchedByGlob(
      path,
      (glob, p) => picomatch(glob, { dot: false, nobrace: true })(p),
      exists,
    );
    return hit ? finding(via, hit.path, `${hit.surface.what} (${path} may match it)`) : null;
  }
  const surface = surfaceFor(path, env.foldCase);
  if (!surface) {
    const below = given.kind === "delete" ? null : surfaceBelow(path, env.foldCase);
    if (!below) return null;
    return finding(
      via,
      path,
      `it holds ${below.segments.filter((s) => s !== "**").join("/")}: ${below.what}`,
    );
  }
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (surface.format.startsWith("code-")) return judgeCode(path, surface, given, via, env);
  // Lines added somewhere unknown: a keyed format cannot tell which entry they land in.
  const change: Exclude<Change, { kind: "added" }> = given.kind === "added" ? { kind: "unknown" } : given;
  const format = FORMATS[surface.format];
  if (change.kind === "delete" && (!format || /[*?[]/.test(path))) return null;
  const current: FileText =
    change.kind === "unknown" ? { missing: true } : read ? read(path) : { missing: true };
  if ("unreadable" in current)
    return finding(via, path, `${surface.what}; its current content cannot be read (${current.unreadable})`);
  const before = "text" in current ? current.text : null;
  if (change.kind === "unknown") return finding(via, path, surface.what);
  const after = applyChange(before, change);
  if (after !== null && after === before) return null; // a byte-identical rewrite is no change
  // An empty file runs nothing (a hook with no lines, an .envrc that sets nothing).
  if (!format) return after === "" ? null : finding(via, path, surface.what);
  if (after === null) {
    // The edit's text is not in the file as read (or there is no file): judge the edit's own lines.
    const edits = change.kind === "edits" ? change.edits : [];
    if (format.linesRun)
      return format.linesRun(changedLines(edits))
        ? finding(via, path, keyReason(name, ["the edit's lines"], surface))
        : null;
    const keys = changedKeys(edits, format);
    if (keys === "unknown")
      return finding(via, path, `${surface.what}; the edit's changed lines cannot be tied to harmless keys`);
    const running = [
      ...keys.set.filter((k) => format.keyRuns(k.key, k.line)).map((k) => k.key),
      ...keys.removed.filter((k) => format.removalRuns?.(k.key) ?? false).map((k) => k.key),
    ];
    if (running.length > 0) return finding(via, path, keyReason(name, running, surface));
    return namedScripts(path, surface, null, null, changedLinePairs(edits).now, via, env);
  }
  const was = before === null ? new Map<string, string>() : format.project(before);
  const now = change.kind === "delete" ? new Map<string, string>() : format.project(after);
  if (now === null) return finding(via, path, `${surface.what}; the new content cannot be read as ${name}`);
  if (was === null && now.size > 0) return finding(via, path, keyReason(name, [...now.keys()], surface));
  const changed = diffEntries(was ?? new Map(), now, format);
  if (changed.length > 0) return finding(via, path, keyReason(name, changed, surface));
  return change.kind === "delete" ? null : namedScripts(path, surface, before, after, [], via, env);
}

/** package.json's scripts run by name: each one a change adds is judged as the command it runs. */
function namedScripts(
  path: string,
  surface: Surface,
  before: string | null,
  after: string | null,
  newLines: string[],
  via: string,
  env: SurfaceEnv,
): SurfaceFinding | null {
  if (surface.format !== "package-json") return null;
  const dir = path.slice(0, path.lastIndexOf("/")) || "/";
  for (const c of addedScriptCommands(before, after, newLines)) {
    const why = env.runs ? env.runs(c, dir) : "the commands it adds cannot be judged here";
    if (why !== null)
      return finding(
        via,
        path,
        `npm, pnpm, yarn and bun run its scripts by name (and their pre/post scripts unasked), and it adds \`${c.slice(0, 120)}\`, which ${why}`,
      );
  }
  return null;
}

/**
 * A build script or code tooling evaluates: what the change adds is judged (code.ts); removing
 * code, creating an empty file or a byte-identical rewrite runs nothing new.
 */
function judgeCode(
  path: string,
  surface: Surface,
  change: Change,
  via: string,
  env: SurfaceEnv,
): SurfaceFinding | null {
  if (change.kind === "delete" || change.kind === "touch" || change.kind === "directory") return null;
  let added: string | null = null;
  if (change.kind === "edits") added = changedLinePairs(change.edits).now.join("\n");
  else if (change.kind === "append") added = change.text;
  else if (change.kind === "added") {
    const why = midLineChange(path, surface, change.midLine, env);
    if (why !== null) return finding(via, path, `${surface.what}, and ${why}`);
    added = change.lines.join("\n");
  } else if (change.kind === "whole") {
    const current = env.read ? env.read(path) : { missing: true as const };
    if ("unreadable" in current)
      return finding(
        via,
        path,
        `${surface.what}; its current content cannot be read (${current.unreadable})`,
      );
    added = "text" in current ? addedLines(current.text, change.text) : change.text;
  }
  const dir = path.slice(0, path.lastIndexOf("/")) || "/";
  const why = judgeAddedCode(surface.format.slice("code-".length) as CodeLanguage, added, dir, env.runs);
  return why === null ? null : finding(via, path, `${surface.what}, and ${why}`);
}

/**
 * Text put in the middle of lines already in the file (a sed substitution): the lines it lands in
 * are not known. Judged as the change it may be: a recipe or generate line changed, for make and
 * Go (where the file already has generate lines, or the text names one), unknown; code in other
 * languages by the APIs the text names.
 */
function midLineChange(path: string, surface: Surface, texts: string[], env: SurfaceEnv): string | null {
  if (texts.length === 0) return null;
  const language = surface.format.slice("code-".length) as CodeLanguage;
  if (language === "go") {
    const current = env.read ? env.read(path) : { missing: true as const };
    const hasGenerate = "text" in current ? /\/\/go:generate/.test(current.text) : !("missing" in current);
    return hasGenerate || texts.some((t) => /go:generate/.test(t))
      ? "what a substitution makes of its //go:generate lines cannot be known"
      : null;
  }
  if (language === "make" || language === "just" || language === "task" || language === "tox")
    return "what a substitution makes of its commands cannot be known";
  return judgeAddedCode(language, texts.join("\n"), "/", undefined);
}

/** The lines of `after` that `before` does not have (as many times as they are new). */
function addedLines(before: string, after: string): string {
  const had = new Map<string, number>();
  for (const l of before.split(/\r?\n/)) had.set(l, (had.get(l) ?? 0) + 1);
  const out: string[] = [];
  for (const l of after.split(/\r?\n/)) {
    const n = had.get(l) ?? 0;
    if (n > 0) had.set(l, n - 1);
    else out.push(l);
  }
  return out.join("\n");
}

function finding(via: string, path: string, why: string): SurfaceFinding {
  return {
    rule: "execution_surface",
    reason: `${via} changes ${path}, which runs later without asking: ${why}`,
  };
}

function keyReason(name: string, keys: string[], s: Surface): string {
  const shown = keys.slice(0, 4).join(", ") + (keys.length > 4 ? ", …" : "");
  return `${s.what} (${name}: ${shown})`;
}

/** The entries whose change may run something (format.ts: restrictions `!k`, and `removalRuns`). */
function diffEntries(was: Map<string, string>, now: Map<string, string>, format: KeyedFormat): string[] {
  const out: string[] = [];
  for (const [k, v] of now) {
    const old = was.get(k);
    if (old === v || (old === undefined && k.startsWith("!"))) continue;
    out.push(k);
  }
  for (const k of was.keys())
    if (!now.has(k) && (k.startsWith("!") || (format.removalRuns?.(k) ?? false))) out.push(k);
  return out;
}

/**
 * The content after the change, or null when it cannot be known: an edit whose text is not found
 * in the file as read (the client may match it differently, or the file is missing) is judged on
 * its own lines instead, never taken as "no change".
 */
function applyChange(
  before: string | null,
  change: Exclude<Change, { kind: "unknown" | "directory" | "added" }>,
): string | null {
  if (change.kind === "touch") return before ?? "";
  if (change.kind === "delete") return "";
  if (change.kind === "whole") return change.text;
  if (change.kind === "append") return (before ?? "") + change.text;
  if (before === null) return null;
  let text = before;
  for (const e of change.edits) {
    if (e.old === "" || !text.includes(e.old)) return null;
    text = e.all ? text.split(e.old).join(e.new) : text.replace(e.old, () => e.new);
  }
  return text;
}

const KEY_PATTERNS = {
  json: /"((?:[^"\\]|\\.)*)"\s*:/g,
  ini: /^\s*([^=\s;#[]+)\s*=/g,
  yaml: /^(["']?)([^\s:#"'-][^\s:#"']*)\1\s*:/g,
} as const;

/** The lines an edit changes (common leading and trailing lines taken off), old ones and new ones. */
function changedLinePairs(edits: TextEdit[]): { old: string[]; now: string[] } {
  const old: string[] = [];
  const now: string[] = [];
  for (const e of edits) {
    const a = e.old.split(/\r?\n/);
    const b = e.new.split(/\r?\n/);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (
      tail < a.length - head &&
      tail < b.length - head &&
      a[a.length - 1 - tail] === b[b.length - 1 - tail]
    )
      tail++;
    old.push(...a.slice(head, a.length - tail));
    now.push(...b.slice(head, b.length - tail));
  }
  return { old, now };
}

function changedLines(edits: TextEdit[]): string[] {
  const { old, now } = changedLinePairs(edits);
  return [...old, ...now].filter((l) => l.trim() !== "");
}

export interface KeyedLine {
  key: string;
  line: string;
}

/**
 * The keys on the lines an edit changes: `set` where a new line holds the key, `removed` where only
 * an old line does; "unknown" when a changed line holds no key (a value continued from a line not
 * shown, or structure — `}`, `],` — whose change may move a key into another table). YAML keys
 * count only at the top level (an indented key's parent is not in the edit).
 */
export function changedKeys(
  edits: TextEdit[],
  format: Pick<KeyedFormat, "syntax">,
): { set: KeyedLine[]; removed: KeyedLine[] } | "unknown" {
  const { old, now } = changedLinePairs(edits);
  const keysOf = (lines: string[]): KeyedLine[] | "unknown" => {
    const out: KeyedLine[] = [];
    for (const line of lines) {
      if (line.trim() === "") continue;
      const found = [...line.matchAll(KEY_PATTERNS[format.syntax])].map((m) =>
        format.syntax === "yaml" ? m[2]! : m[1]!,
      );
      if (found.length === 0) return "unknown";
      for (const key of found) out.push({ key, line });
    }
    return out;
  };
  const before = keysOf(old);
  const after = keysOf(now);
  if (before === "unknown" || after === "unknown") return "unknown";
  const kept = new Set(after.map((k) => k.key));
  return { set: after, removed: before.filter((k) => !kept.has(k.key)) };
}
