import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/escape.ts
function escapeWorkflowData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeWorkflowProperty(s) {
  return escapeWorkflowData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
function displayPath(p) {
  if (!UNSAFE.test(p) && !p.startsWith('"') && !p.includes("##[")) return p;
  return `"${escapeChars(p, true)}"`.replaceAll("##[", "##\\x5b");
}
function displayLine(s) {
  if (!UNSAFE.test(s) && !s.includes("##[")) return s;
  return escapeChars(s, false).replaceAll("##[", "##\\x5b");
}
function escapeChars(s, quoted) {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0);
    if (quoted && (ch === '"' || ch === "\\")) out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "	") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (UNSAFE.test(ch)) {
      out += code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += ch;
  }
  return out;
}
function markdownCode(s) {
  const flat = displayPath(s).replace(/\|/g, "\\|");
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
var GITHUB_ANNOTATION_LIMIT = 10;

export {
  escapeWorkflowData,
  escapeWorkflowProperty,
  displayPath,
  displayLine,
  markdownCode,
  GITHUB_ANNOTATION_LIMIT
};
