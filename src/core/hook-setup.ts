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

/** Marks forge-gate's opencode plugin (its first line), so init replaces or removes only its own file. */
export const OPENCODE_PLUGIN_MARK = "forge-gate for opencode";

/** Quotes a word for sh (the hook command runs through `sh -c`). */
export function shQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`;
}

/**
 * Where a hook finds the launcher: `path` (its name, on PATH: a global install), `project` (the
 * project's own `node_modules/.bin`, found from the project's root at run time: a dev dependency),
 * or `absolute` (neither: this machine's path, which init warns is not portable).
 */
export type LauncherRef = { kind: "path" } | { kind: "project" } | { kind: "absolute"; path: string };

/** The launcher inside a project that has forge-gate as a dependency, relative to the project's root. */
export const PROJECT_LAUNCHER = `node_modules/.bin/${LAUNCHER_NAME}`;

export interface HookCommandParts {
  launcher: LauncherRef;
  /** Relative paths are the project's (the launcher resolves them against its root at run time). */
  lease: string | null;
  config: string;
  /** The settings file the hook is in, as the user would name it (for the fix when the launcher is gone). */
  file: string;
  /** The command that removes the hook (`forge-gate init --remove codex`, with `--global` for the user's). */
  remove: string;
}

/**
 * The hook command: the launcher with classify's options. Its text is the same in every clone of a
 * project: the launcher by name (or from the project's root), the lease and config relative to the
 * project, which the launcher finds at run time ($CLAUDE_PROJECT_DIR; for Codex, the nearest
 * directory above the hook's working directory holding `.git`, as Codex finds the project).
 * `|| { …; exit 2; }` so that even a missing launcher (sh exits 127, which Claude Code and Codex
 * treat as a non-blocking error) blocks, saying how to install forge-gate or remove the hook.
 */
export function hookCommand(client: "claude" | "codex", p: HookCommandParts): string {
  const parts: string[] = [];
  let prologue = "";
  if (p.launcher.kind === "path") parts.push(LAUNCHER_NAME);
  else if (p.launcher.kind === "absolute") parts.push(shQuote(p.launcher.path));
  else if (client === "claude") parts.push(`"$CLAUDE_PROJECT_DIR"/${PROJECT_LAUNCHER}`);
  else {
    // Codex gives a hook no project variable: the root is found the way Codex finds it.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion, not a JS template
    prologue = 'r=$PWD; while [ -n "$r" ] && [ ! -e "$r/.git" ]; do r=${r%/*}; done; ';
    parts.push(`"\${r:-.}"/${PROJECT_LAUNCHER}`);
  }
  parts.push(client);
  if (p.lease) parts.push("--lease", shQuote(p.lease));
  parts.push("--config", shQuote(p.config));
  const missing =
    `forge-gate blocked this call: the hook launcher ${LAUNCHER_NAME} was not found (is forge-gate installed?). ` +
    `Install it (npm install -g forge-gate), or remove the hook: ${p.remove}, or delete its entry from ${p.file}`;
  return `${prologue}${parts.join(" ")} || { [ $? -eq 127 ] && echo ${shQuote(missing)} >&2; exit 2; }`;
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

/** A handler's place in the PreToolUse list: Codex keys its trust by it. */
export interface HookPlace {
  group: number;
  handler: number;
}

/** Our handler in a Claude Code settings.json or Codex hooks.json text, as it is written there; null when absent. */
export function findOurHook(
  text: string | null,
): (HookPlace & { matcher: unknown; command: string; timeout: unknown }) | null {
  if (text === null || text.trim() === "") return null;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const pre = ((doc as Json)?.hooks as Json | undefined)?.PreToolUse;
  if (!Array.isArray(pre)) return null;
  for (const [gi, g] of pre.entries()) {
    const list = (g as Json)?.hooks;
    if (!Array.isArray(list)) continue;
    const hi = list.findIndex(isOurs);
    if (hi >= 0) {
      const h = list[hi] as Json;
      return {
        group: gi,
        handler: hi,
        matcher: (g as Json).matcher,
        command: h.command as string,
        timeout: h.timeout,
      };
    }
  }
  return null;
}

/**
 * Removes our PreToolUse handler, everything else kept as it was: an emptied group, list or `hooks`
 * object goes too. Returns the new text (null when nothing is left in the file) and the handlers
 * whose place changed (Codex keys trust by place: their entries must follow them).
 */
export function removeHookSettings(text: string): {
  text: string | null;
  removed: HookPlace | null;
  moved: Array<{ from: HookPlace; to: HookPlace }>;
} {
  const at = findOurHook(text);
  if (at === null) return { text, removed: null, moved: [] };
  const doc = JSON.parse(text) as Json;
  const hooks = doc.hooks as Json;
  const pre = hooks.PreToolUse as Json[];
  const moved: Array<{ from: HookPlace; to: HookPlace }> = [];
  const group = pre[at.group]!;
  const list = (group.hooks as unknown[]).filter((_, i) => i !== at.handler);
  for (let h = at.handler + 1; h <= list.length; h++)
    moved.push({ from: { group: at.group, handler: h }, to: { group: at.group, handler: h - 1 } });
  let groups: unknown[];
  if (list.length > 0) groups = pre.map((g, i) => (i === at.group ? { ...g, hooks: list } : g));
  else {
    groups = pre.filter((_, i) => i !== at.group);
    for (let g = at.group + 1; g < pre.length; g++) {
      const n = Array.isArray(pre[g]?.hooks) ? (pre[g]!.hooks as unknown[]).length : 0;
      for (let h = 0; h < n; h++)
        moved.push({ from: { group: g, handler: h }, to: { group: g - 1, handler: h } });
    }
  }
  const nextHooks: Json = { ...hooks, PreToolUse: groups };
  if (groups.length === 0) delete nextHooks.PreToolUse;
  const next: Json = { ...doc, hooks: nextHooks };
  if (Object.keys(nextHooks).length === 0) delete next.hooks;
  return {
    text: Object.keys(next).length === 0 ? null : `${JSON.stringify(next, null, 2)}\n`,
    removed: { group: at.group, handler: at.handler },
    moved,
  };
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
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  const line = `${key} = ${value}`;
  if (span === null) {
    if (lines.length > 0 && lines[lines.length - 1]!.trim() !== "") lines.push("");
    lines.push(`[${header}]`, line);
    return `${lines.join("\n")}\n`;
  }
  const at = keyLine(lines, span, key);
  if (at === -1) lines.splice(span.start + 1, 0, line);
  else lines[at] = line;
  return `${lines.join("\n")}\n`;
}

/** Removes the TOML table `[header]` (its header line and its lines up to the next table); the rest as it was. */
export function removeTomlTable(text: string, header: string): string {
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  if (span === null) return text;
  // The blank line that separated it from what came before goes with it.
  const from = span.start > 0 && lines[span.start - 1]!.trim() === "" ? span.start - 1 : span.start;
  lines.splice(from, span.end - from);
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

/** The value of `key` in the TOML table `[header]` as written (a quoted string unquoted), or null. */
export function tomlValue(text: string, header: string, key: string): string | null {
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  const at = span === null ? -1 : keyLine(lines, span, key);
  if (at === -1) return null;
  const raw = lines[at]!.slice(lines[at]!.indexOf("=") + 1).trim();
  try {
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  } catch {
    return raw;
  }
}

const tomlLines = (text: string): string[] => (text === "" ? [] : text.replace(/\n$/, "").split("\n"));

/** Where the table `[header]` is: its header line, and the line after its last (the next table, or the end). */
function tableSpan(lines: readonly string[], header: string): { start: number; end: number } | null {
  const start = lines.findIndex((l) => l.trim() === `[${header}]`);
  if (start === -1) return null;
  let end = start + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end]!)) end++;
  return { start, end };
}

/** The line of `key = …` inside a table's span, or -1. */
function keyLine(lines: readonly string[], span: { start: number; end: number }, key: string): number {
  const keyRe = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*=`);
  for (let i = span.start + 1; i < span.end; i++) if (keyRe.test(lines[i]!)) return i;
  return -1;
}

/** The trust table header of a Codex hook at `place` in `hooksFile`. */
export function codexTrustHeader(hooksFile: string, place: HookPlace): string {
  return `hooks.state.${tomlString(codexTrustKey(hooksFile, place.group, place.handler))}`;
}

/**
 * Codex's trust entries after our hook left `hooksFile`: its own entry removed, the entries of the
 * handlers that moved renamed to their new places (else Codex would skip them without a word). The
 * project's trust is left: the user may trust it for other reasons.
 */
export function codexUntrust(
  configToml: string,
  hooksFile: string,
  removed: HookPlace,
  moved: ReadonlyArray<{ from: HookPlace; to: HookPlace }>,
): string {
  let text = removeTomlTable(configToml, codexTrustHeader(hooksFile, removed));
  for (const m of moved) {
    const from = `[${codexTrustHeader(hooksFile, m.from)}]`;
    const to = `[${codexTrustHeader(hooksFile, m.to)}]`;
    text = text
      .split("\n")
      .map((l) => (l.trim() === from ? to : l))
      .join("\n");
  }
  return text;
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
