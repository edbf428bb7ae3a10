/**
 * What `forge-gate init claude|codex|opencode` writes, as pure functions of the files' current
 * text: merge our hook into a client's settings without touching anything else, Codex's hook trust
 * entries, and a line diff for --dry-run. The CLI (src/cli/init.ts) reads and writes the files.
 */

export type Client = "claude" | "codex" | "opencode";

/** Seconds the client gives the hook (the launcher gives up at 25, classify answers by 20). */
export const HOOK_TIMEOUT_S = 30;

/** Marks our entry in a client's hook list: a command that runs the launcher. */
export const LAUNCHER_NAME = "forge-gate-hook";

/** Quotes a word for sh (the hook command runs through `sh -c`). */
export function shQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`;
}

export interface HookCommandParts {
  launcher: string;
  lease: string | null;
  config: string;
}

/**
 * The hook command: the launcher with classify's options, and `|| exit 2` so that even a missing
 * launcher (sh exits 127, which Claude Code and Codex treat as a non-blocking error) blocks.
 * Claude Code paths may use "$CLAUDE_PROJECT_DIR" (left unquoted-expanded inside double quotes).
 */
export function hookCommand(client: "claude" | "codex", p: HookCommandParts): string {
  const q = (s: string) => (s.startsWith("$CLAUDE_PROJECT_DIR") ? `"${s}"` : shQuote(s));
  const parts = [shQuote(p.launcher), client];
  if (p.lease) parts.push("--lease", q(p.lease));
  parts.push("--config", q(p.config));
  return `${parts.join(" ")} || exit 2`;
}

type Json = Record<string, unknown>;

const isOurs = (h: unknown): boolean =>
  typeof h === "object" &&
  h !== null &&
  typeof (h as Json).command === "string" &&
  ((h as Json).command as string).includes(LAUNCHER_NAME);

/**
 * Merges a PreToolUse command hook into a Claude Code settings.json or a Codex hooks.json (the
 * same shape): our earlier entry is replaced in place, everything else kept as it was. Returns the
 * new text and where our handler sits (group and handler index, for Codex's trust key).
 */
export function mergeHookSettings(
  text: string | null,
  matcher: string,
  command: string,
): { text: string; group: number; handler: number } {
  let doc: Json = {};
  if (text !== null && text.trim() !== "") {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("it is not a JSON object");
    doc = parsed as Json;
  }
  const hooks = (doc.hooks ?? {}) as Json;
  if (typeof hooks !== "object" || Array.isArray(hooks)) throw new Error('its "hooks" is not an object');
  const pre = (hooks.PreToolUse ?? []) as unknown[];
  if (!Array.isArray(pre)) throw new Error('its "hooks.PreToolUse" is not a list');
  const handler = { type: "command", command, timeout: HOOK_TIMEOUT_S };
  let at: { group: number; handler: number } | null = null;
  const groups = pre.map((g, gi) => {
    if (typeof g !== "object" || g === null || !Array.isArray((g as Json).hooks)) return g;
    const list = (g as Json).hooks as unknown[];
    const hi = list.findIndex(isOurs);
    if (hi === -1 || at) return g;
    at = { group: gi, handler: hi };
    return { ...(g as Json), matcher, hooks: list.map((h, i) => (i === hi ? handler : h)) };
  });
  if (!at) {
    groups.push({ matcher, hooks: [handler] });
    at = { group: groups.length - 1, handler: 0 };
  }
  const next = { ...doc, hooks: { ...hooks, PreToolUse: groups } };
  const found = at as { group: number; handler: number };
  return { text: `${JSON.stringify(next, null, 2)}\n`, ...found };
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Json)[k])]),
    );
  return v;
}

/**
 * The identity Codex (0.169) hashes to trust a hook: its event, matcher and normalised handler,
 * keys sorted, compact JSON; the trusted_hash is `sha256:` + the hex SHA-256 of that text (the
 * caller hashes: node:crypto stays out of the core). Checked against the real binary in
 * test/clients/codex.test.ts: a wrong hash means Codex skips the hook without a word.
 */
export function codexHookIdentity(matcher: string, command: string, timeout = HOOK_TIMEOUT_S): string {
  return JSON.stringify(
    sortKeys({
      event_name: "pre_tool_use",
      matcher,
      hooks: [{ async: false, command, timeout, type: "command" }],
    }),
  );
}

/** The trust key Codex looks up: `<absolute hooks.json>:pre_tool_use:<group>:<handler>`. */
export function codexTrustKey(hooksFile: string, group: number, handler: number): string {
  return `${hooksFile}:pre_tool_use:${group}:${handler}`;
}

const tomlString = (s: string) => JSON.stringify(s);

/**
 * Sets `key = value` in the TOML table `[header]` of `text`, adding the table (at the end) or the
 * key when missing and replacing the key's line when present; every other line stays as it was.
 * Line-based on purpose: no TOML library is a dependency, and re-serialising would drop the
 * user's comments and layout. Only our own tables are touched (their headers are exact strings).
 */
export function setTomlKey(text: string, header: string, key: string, value: string): string {
  const lines = text === "" ? [] : text.replace(/\n$/, "").split("\n");
  const head = `[${header}]`;
  const start = lines.findIndex((l) => l.trim() === head);
  const line = `${key} = ${value}`;
  if (start === -1) {
    if (lines.length > 0 && lines[lines.length - 1]!.trim() !== "") lines.push("");
    lines.push(head, line);
    return `${lines.join("\n")}\n`;
  }
  let end = start + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end]!)) end++;
  const keyRe = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*=`);
  const at = lines.slice(start + 1, end).findIndex((l) => keyRe.test(l));
  if (at === -1) lines.splice(start + 1, 0, line);
  else lines[start + 1 + at] = line;
  return `${lines.join("\n")}\n`;
}

/** Codex's trust entries: the project (its hooks load only then) and our hook's hash. */
export function codexTrust(
  configToml: string,
  opts: { project: string | null; trustKey: string; trustedHash: string },
): string {
  let text = configToml;
  if (opts.project)
    text = setTomlKey(text, `projects.${tomlString(opts.project)}`, "trust_level", tomlString("trusted"));
  text = setTomlKey(
    text,
    `hooks.state.${tomlString(opts.trustKey)}`,
    "trusted_hash",
    tomlString(opts.trustedHash),
  );
  return text;
}

/**
 * A unified-style line diff of two small texts (settings files), for --dry-run. Hand-written: a
 * plain LCS over lines is all this needs, and no diff library is a dependency.
 */
export function lineDiff(path: string, before: string | null, after: string): string {
  const a = before === null ? [] : before.replace(/\n$/, "").split("\n");
  const b = after.replace(/\n$/, "").split("\n");
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const label = (side: string) => (path.startsWith("/") ? `${side}${path}` : `${side}/${path}`);
  const out = [`--- ${before === null ? "/dev/null" : label("a")}`, `+++ ${label("b")}`];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(` ${a[i]}`);
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) out.push(`+${b[j++]}`);
    else out.push(`-${a[i++]}`);
  }
  return `${out.join("\n")}\n`;
}

/** The starter classify config `init` writes (every key at its default, commented). */
export const STARTER_CLASSIFY_CONFIG = `# forge-gate classify config (written by \`forge-gate init\`). Every key is optional.
# Your own rules win over everything else (allow | ask | deny), e.g.:
# permission:
#   bash: { "git push *": ask, "npm run *": allow }
#   write: { ".env*": deny }
permission: {}
# What a call forge-gate cannot prove safe becomes without a model backend: escalate (ask a human)
# or block.
unresolved: escalate
# A model backend for the grey zone (its timeout is cut to fit classify's 20 s deadline):
# classifier:
#   provider: openai-compatible   # openai | anthropic | openai-compatible
#   model: llama3.1
#   base_url: http://127.0.0.1:11434/v1
#   timeout_ms: 15000
`;
