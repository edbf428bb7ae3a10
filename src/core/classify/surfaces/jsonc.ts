/**
 * JSON with comments and trailing commas (VS Code's settings and tasks), read into a plain value,
 * or null when it is not that. Written here because the hook bundle keeps its dependencies to what
 * it must load: a parser library would be loaded for the handful of calls that write such a file.
 */
export function parseJsonc(text: string): unknown {
  const stripped = outsideStrings(text, (s, i) => {
    if (s.startsWith("//", i)) {
      const nl = s.indexOf("\n", i);
      return (nl === -1 ? s.length : nl) - i;
    }
    if (s.startsWith("/*", i)) {
      const end = s.indexOf("*/", i + 2);
      return end === -1 ? -1 : end + 2 - i;
    }
    return 0;
  });
  if (stripped === null) return null;
  // A comma followed (after white space) by a closing bracket is dropped.
  const trailing = /,\s*[}\]]/y;
  const noTrailing = outsideStrings(stripped, (s, i) => {
    if (s[i] !== ",") return 0;
    trailing.lastIndex = i;
    return trailing.test(s) ? 1 : 0;
  });
  if (noTrailing === null) return null;
  try {
    return JSON.parse(noTrailing);
  } catch {
    return null;
  }
}

/**
 * Copies `text`, letting `skip` drop characters outside string literals: it returns how many to
 * drop at this position (0: keep one), or -1 when the text is malformed. Linear: `skip` looks at the text in place.
 */
function outsideStrings(text: string, skip: (text: string, at: number) => number): string | null {
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const start = i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      if (i >= text.length) return null;
      out += text.slice(start, ++i);
      continue;
    }
    const k = skip(text, i);
    if (k === -1) return null;
    if (k === 0) out += text[i++];
    else i += k;
  }
  return out;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
