/** Escaping for every place a hostile path can end up: logs, terminals, workflow commands, Markdown. */

/** Workflow-command message data: `%`, CR and LF are encoded so a path cannot start a new command. */
export function escapeWorkflowData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Workflow-command property values additionally encode `:` and `,`. */
export function escapeWorkflowProperty(s: string): string {
  return escapeWorkflowData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** Characters that must never reach a terminal or log raw: C0/C1 controls, line separators, bidi overrides. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * A path for a line-oriented stream (text output, stderr, job logs): unchanged unless it holds
 * unsafe characters, starts with a double quote, or contains `##[` (the Actions runner still
 * parses old-style commands anywhere in a line); then it is C-quoted like git's quotePath, so one
 * path is always one line and nothing in it is interpreted.
 */
export function displayPath(p: string): string {
  if (!UNSAFE.test(p) && !p.startsWith('"') && !p.includes("##[")) return p;
  return `"${escapeChars(p, true)}"`.replaceAll("##[", "##\\x5b");
}

/**
 * A message for a line-oriented stream (an error, a log line): unsafe characters and `##[` are
 * escaped as displayPath escapes them, so it stays one line that starts no workflow command, but
 * it is never quoted as a whole (a message is not a path; the paths inside it are quoted already).
 */
export function displayLine(s: string): string {
  if (!UNSAFE.test(s) && !s.includes("##[")) return s;
  return escapeChars(s, false).replaceAll("##[", "##\\x5b");
}

/** C-style escapes of the unsafe characters (and, inside quotes, of `"` and `\\`). */
function escapeChars(s: string, quoted: boolean): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (quoted && (ch === '"' || ch === "\\")) out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (UNSAFE.test(ch)) {
      out +=
        code <= 0xff
          ? `\\x${code.toString(16).padStart(2, "0")}`
          : `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += ch;
  }
  return out;
}

/** Markdown inline code (safe in a table cell) that a hostile name cannot break out of: backticks, pipes, newlines. */
export function markdownCode(s: string): string {
  const flat = displayPath(s).replace(/\|/g, "\\|");
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** GitHub shows at most this many error annotations per step; the rest are summarised in a notice. */
export const GITHUB_ANNOTATION_LIMIT = 10;
