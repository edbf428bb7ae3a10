import picomatch from "picomatch";
import type { PermissionAction, PermissionRules } from "./types.js";

/** The tool families user rules are keyed by (besides exact tool names and `mcp__…` globs). */
export type ToolFamily =
  | "bash"
  | "write"
  | "read"
  | "webfetch"
  | "websearch"
  | "mcp"
  | "internal"
  | "unknown"
  | "invalid";

export interface RuleSubject {
  tool: string;
  family: ToolFamily;
  /** For bash: the whole command. */
  command?: string;
  /** For bash: every simple command inside it (nested ones included). */
  commands?: string[];
  /** For file tools: each file's spellings (absolute, cwd-relative); a pattern may match either. */
  files?: string[][];
  url?: string;
}

export interface RuleHit {
  action: PermissionAction;
  pattern: string;
  key: string;
}

/** Command patterns: `*` matches anything (spaces and slashes too), `?` one character. */
function commandMatcher(pattern: string): (s: string) => boolean {
  const re = new RegExp(
    `^${pattern
      .trim()
      .split("")
      .map((ch) => (ch === "*" ? ".*" : ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
      .join("")}$`,
    "s",
  );
  return (s) => re.test(s.trim().replace(/\s+/g, " "));
}

function keysFor(subject: RuleSubject): (key: string) => boolean {
  const tool = subject.tool.toLowerCase();
  return (key) => {
    const k = key.toLowerCase();
    if (k === "*" || k === tool || k === subject.family) return true;
    if (k === "edit" && subject.family === "write") return true;
    if (k.includes("*")) return picomatch.isMatch(tool, k);
    return false;
  };
}

/**
 * Evaluates `permission:` for one call. deny beats ask beats allow. For bash, deny/ask match the
 * whole command or any command inside it; allow must cover every command inside it, so
 * `git status; rm -rf ~` is never allowed by `git *`.
 */
export function matchUserRules(rules: PermissionRules, subject: RuleSubject): RuleHit | null {
  const keyMatches = keysFor(subject);
  const hits: RuleHit[] = [];
  for (const [key, value] of Object.entries(rules)) {
    if (!keyMatches(key)) continue;
    if (typeof value === "string") {
      hits.push({ action: value, pattern: "*", key });
      continue;
    }
    for (const [pattern, action] of Object.entries(value)) {
      if (matches(pattern, action, subject)) hits.push({ action, pattern, key });
    }
  }
  for (const action of ["deny", "ask", "allow"] as const) {
    const hit = hits.find((h) => h.action === action);
    if (hit) return hit;
  }
  return null;
}

function matches(pattern: string, action: PermissionAction, s: RuleSubject): boolean {
  if (s.family === "bash") {
    const m = commandMatcher(pattern);
    const cmds = s.commands ?? [];
    if (action === "allow")
      return (cmds.length > 0 && cmds.every(m)) || (cmds.length <= 1 && m(s.command ?? ""));
    return m(s.command ?? "") || cmds.some(m);
  }
  if (s.files && s.files.length > 0) {
    const isMatch = picomatch(pattern, { dot: true });
    const fileMatches = (spellings: string[]) => spellings.some((p) => isMatch(p));
    return action === "allow" ? s.files.every(fileMatches) : s.files.some(fileMatches);
  }
  if (s.url) return commandMatcher(pattern)(s.url);
  return pattern === "*";
}
