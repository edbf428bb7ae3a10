import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/hook-setup.ts
var HOOK_TIMEOUT_S = 30;
var LAUNCHER_NAME = "forge-gate-hook";
var OPENCODE_PLUGIN_MARK = "forge-gate for opencode";
function shQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`;
}
var PROJECT_LAUNCHER = `node_modules/.bin/${LAUNCHER_NAME}`;
function hookCommand(client, p) {
  const parts = [];
  let prologue = "";
  if (p.launcher.kind === "path") parts.push(LAUNCHER_NAME);
  else if (p.launcher.kind === "absolute") parts.push(shQuote(p.launcher.path));
  else if (client === "claude") parts.push(`"$CLAUDE_PROJECT_DIR"/${PROJECT_LAUNCHER}`);
  else {
    prologue = 'r=$PWD; while [ -n "$r" ] && [ ! -e "$r/.git" ]; do r=${r%/*}; done; ';
    parts.push(`"\${r:-.}"/${PROJECT_LAUNCHER}`);
  }
  parts.push(client);
  if (p.lease) parts.push("--lease", shQuote(p.lease));
  parts.push("--config", shQuote(p.config));
  const missing = `forge-gate blocked this call: the hook launcher ${LAUNCHER_NAME} was not found (is forge-gate installed?). Install it (npm install -g forge-gate), or remove the hook: ${p.remove}, or delete its entry from ${p.file}`;
  return `${prologue}${parts.join(" ")} || { [ $? -eq 127 ] && echo ${shQuote(missing)} >&2; exit 2; }`;
}
var isOurs = (h) => typeof h === "object" && h !== null && typeof h.command === "string" && h.command.includes(LAUNCHER_NAME);
function mergeHookSettings(text, matcher, command) {
  let doc = {};
  if (text !== null && text.trim() !== "") {
    const parsed = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("it is not a JSON object");
    doc = parsed;
  }
  const hooks = doc.hooks ?? {};
  if (typeof hooks !== "object" || Array.isArray(hooks)) throw new Error('its "hooks" is not an object');
  const pre = hooks.PreToolUse ?? [];
  if (!Array.isArray(pre)) throw new Error('its "hooks.PreToolUse" is not a list');
  const handler = { type: "command", command, timeout: HOOK_TIMEOUT_S };
  let at = null;
  const groups = pre.map((g, gi) => {
    if (typeof g !== "object" || g === null || !Array.isArray(g.hooks)) return g;
    const list = g.hooks;
    const hi = list.findIndex(isOurs);
    if (hi === -1 || at) return g;
    at = { group: gi, handler: hi };
    return { ...g, matcher, hooks: list.map((h, i) => i === hi ? handler : h) };
  });
  if (!at) {
    groups.push({ matcher, hooks: [handler] });
    at = { group: groups.length - 1, handler: 0 };
  }
  const next = { ...doc, hooks: { ...hooks, PreToolUse: groups } };
  const found = at;
  return { text: `${JSON.stringify(next, null, 2)}
`, ...found };
}
function findOurHook(text) {
  if (text === null || text.trim() === "") return null;
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const pre = doc?.hooks?.PreToolUse;
  if (!Array.isArray(pre)) return null;
  for (const [gi, g] of pre.entries()) {
    const list = g?.hooks;
    if (!Array.isArray(list)) continue;
    const hi = list.findIndex(isOurs);
    if (hi >= 0) {
      const h = list[hi];
      return {
        group: gi,
        handler: hi,
        matcher: g.matcher,
        command: h.command,
        timeout: h.timeout
      };
    }
  }
  return null;
}
function removeHookSettings(text) {
  const at = findOurHook(text);
  if (at === null) return { text, removed: null, moved: [] };
  const doc = JSON.parse(text);
  const hooks = doc.hooks;
  const pre = hooks.PreToolUse;
  const moved = [];
  const group = pre[at.group];
  const list = group.hooks.filter((_, i) => i !== at.handler);
  for (let h = at.handler + 1; h <= list.length; h++)
    moved.push({ from: { group: at.group, handler: h }, to: { group: at.group, handler: h - 1 } });
  let groups;
  if (list.length > 0) groups = pre.map((g, i) => i === at.group ? { ...g, hooks: list } : g);
  else {
    groups = pre.filter((_, i) => i !== at.group);
    for (let g = at.group + 1; g < pre.length; g++) {
      const n = Array.isArray(pre[g]?.hooks) ? pre[g].hooks.length : 0;
      for (let h = 0; h < n; h++)
        moved.push({ from: { group: g, handler: h }, to: { group: g - 1, handler: h } });
    }
  }
  const nextHooks = { ...hooks, PreToolUse: groups };
  if (groups.length === 0) delete nextHooks.PreToolUse;
  const next = { ...doc, hooks: nextHooks };
  if (Object.keys(nextHooks).length === 0) delete next.hooks;
  return {
    text: Object.keys(next).length === 0 ? null : `${JSON.stringify(next, null, 2)}
`,
    removed: { group: at.group, handler: at.handler },
    moved
  };
}
function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.keys(v).sort().map((k) => [k, sortKeys(v[k])])
    );
  return v;
}
function codexHookIdentity(matcher, command, timeout = HOOK_TIMEOUT_S) {
  return JSON.stringify(
    sortKeys({
      event_name: "pre_tool_use",
      matcher,
      hooks: [{ async: false, command, timeout, type: "command" }]
    })
  );
}
function codexTrustKey(hooksFile, group, handler) {
  return `${hooksFile}:pre_tool_use:${group}:${handler}`;
}
var tomlString = (s) => JSON.stringify(s);
function setTomlKey(text, header, key, value) {
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  const line = `${key} = ${value}`;
  if (span === null) {
    if (lines.length > 0 && lines[lines.length - 1].trim() !== "") lines.push("");
    lines.push(`[${header}]`, line);
    return `${lines.join("\n")}
`;
  }
  const at = keyLine(lines, span, key);
  if (at === -1) lines.splice(span.start + 1, 0, line);
  else lines[at] = line;
  return `${lines.join("\n")}
`;
}
function removeTomlTable(text, header) {
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  if (span === null) return text;
  const from = span.start > 0 && lines[span.start - 1].trim() === "" ? span.start - 1 : span.start;
  lines.splice(from, span.end - from);
  return lines.length === 0 ? "" : `${lines.join("\n")}
`;
}
function tomlValue(text, header, key) {
  const lines = tomlLines(text);
  const span = tableSpan(lines, header);
  const at = span === null ? -1 : keyLine(lines, span, key);
  if (at === -1) return null;
  const raw = lines[at].slice(lines[at].indexOf("=") + 1).trim();
  try {
    return raw.startsWith('"') ? JSON.parse(raw) : raw;
  } catch {
    return raw;
  }
}
var tomlLines = (text) => text === "" ? [] : text.replace(/\n$/, "").split("\n");
function tableSpan(lines, header) {
  const start = lines.findIndex((l) => l.trim() === `[${header}]`);
  if (start === -1) return null;
  let end = start + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end])) end++;
  return { start, end };
}
function keyLine(lines, span, key) {
  const keyRe = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*=`);
  for (let i = span.start + 1; i < span.end; i++) if (keyRe.test(lines[i])) return i;
  return -1;
}
function codexTrustHeader(hooksFile, place) {
  return `hooks.state.${tomlString(codexTrustKey(hooksFile, place.group, place.handler))}`;
}
function codexUntrust(configToml, hooksFile, removed, moved) {
  let text = removeTomlTable(configToml, codexTrustHeader(hooksFile, removed));
  for (const m of moved) {
    const from = `[${codexTrustHeader(hooksFile, m.from)}]`;
    const to = `[${codexTrustHeader(hooksFile, m.to)}]`;
    text = text.split("\n").map((l) => l.trim() === from ? to : l).join("\n");
  }
  return text;
}
function codexTrust(configToml, opts) {
  let text = configToml;
  if (opts.project)
    text = setTomlKey(text, `projects.${tomlString(opts.project)}`, "trust_level", tomlString("trusted"));
  text = setTomlKey(
    text,
    `hooks.state.${tomlString(opts.trustKey)}`,
    "trusted_hash",
    tomlString(opts.trustedHash)
  );
  return text;
}
function lineDiff(path, before, after) {
  const a = before === null ? [] : before.replace(/\n$/, "").split("\n");
  const b = after.replace(/\n$/, "").split("\n");
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i2 = n - 1; i2 >= 0; i2--)
    for (let j2 = m - 1; j2 >= 0; j2--)
      lcs[i2][j2] = a[i2] === b[j2] ? lcs[i2 + 1][j2 + 1] + 1 : Math.max(lcs[i2 + 1][j2], lcs[i2][j2 + 1]);
  const label = (side) => path.startsWith("/") ? `${side}${path}` : `${side}/${path}`;
  const out = [`--- ${before === null ? "/dev/null" : label("a")}`, `+++ ${label("b")}`];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(` ${a[i]}`);
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] > lcs[i + 1][j])) out.push(`+${b[j++]}`);
    else out.push(`-${a[i++]}`);
  }
  return `${out.join("\n")}
`;
}
var STARTER_CLASSIFY_CONFIG = `# forge-gate classify config (written by \`forge-gate init\`). Every key is optional.
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

export {
  HOOK_TIMEOUT_S,
  LAUNCHER_NAME,
  OPENCODE_PLUGIN_MARK,
  shQuote,
  PROJECT_LAUNCHER,
  hookCommand,
  mergeHookSettings,
  findOurHook,
  removeHookSettings,
  codexHookIdentity,
  codexTrustKey,
  tomlValue,
  codexTrustHeader,
  codexUntrust,
  codexTrust,
  lineDiff,
  STARTER_CLASSIFY_CONFIG
};
