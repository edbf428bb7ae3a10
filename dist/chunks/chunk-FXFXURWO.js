import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/hook-setup.ts
var HOOK_TIMEOUT_S = 30;
var LAUNCHER_NAME = "forge-gate-hook";
function shQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`;
}
function hookCommand(client, p) {
  const q = (s) => s.startsWith("$CLAUDE_PROJECT_DIR") ? `"${s}"` : shQuote(s);
  const parts = [shQuote(p.launcher), client];
  if (p.lease) parts.push("--lease", q(p.lease));
  parts.push("--config", q(p.config));
  return `${parts.join(" ")} || exit 2`;
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
  const lines = text === "" ? [] : text.replace(/\n$/, "").split("\n");
  const head = `[${header}]`;
  const start = lines.findIndex((l) => l.trim() === head);
  const line = `${key} = ${value}`;
  if (start === -1) {
    if (lines.length > 0 && lines[lines.length - 1].trim() !== "") lines.push("");
    lines.push(head, line);
    return `${lines.join("\n")}
`;
  }
  let end = start + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end])) end++;
  const keyRe = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*=`);
  const at = lines.slice(start + 1, end).findIndex((l) => keyRe.test(l));
  if (at === -1) lines.splice(start + 1, 0, line);
  else lines[start + 1 + at] = line;
  return `${lines.join("\n")}
`;
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
  LAUNCHER_NAME,
  shQuote,
  hookCommand,
  mergeHookSettings,
  codexHookIdentity,
  codexTrustKey,
  codexTrust,
  lineDiff,
  STARTER_CLASSIFY_CONFIG
};
