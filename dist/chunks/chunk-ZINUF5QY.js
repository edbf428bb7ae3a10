import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  canonicalJson
} from "./chunk-Y73WV6VH.js";

// src/core/presets.ts
var AGENT_PRESETS = ["claude-code", "codex", "opencode"];
var TOOL_PRESETS = [
  "npm",
  "pnpm",
  "yarn",
  "bun",
  "pip",
  "uv",
  "cargo",
  "go",
  "maven",
  "gradle",
  "node-gyp",
  "deno"
];
var AGENT_GRANTS = {
  "claude-code": {
    write: [
      ".claude/projects",
      ".claude/todos",
      ".claude/shell-snapshots",
      ".claude/statsig",
      ".claude/session-env",
      ".claude/file-history",
      ".claude/debug",
      ".claude/plans",
      ".claude/ide",
      ".claude/telemetry",
      ".claude/sessions",
      ".claude/backups",
      ".claude/.last-cleanup",
      // Claude Code records its built-in plugins here on every start; a plugin only runs once enabled
      // in settings (`enabledPlugins`), which stay protected.
      ".claude/plugins/store",
      ".claude/history.jsonl",
      ".claude.json.backup",
      ".cache/claude-cli-nodejs"
    ],
    // An IDE's plugin writes a lock file here naming its MCP endpoint, which the CLI then connects to:
    // the directory is the CLI's to keep, a lock file in it is not the agent's to plant.
    // Auto memory (`projects/<repo>/memory/`, MEMORY.md first) is loaded into every later session in
    // any worktree of the repository, like ~/.claude/CLAUDE.md: not the run's to write. What is in it
    // is protected, not the directory: Claude Code 2.1.3xx creates it, empty, on every run.
    protect: [".claude/ide/*.lock", ".claude/projects/*/memory/**/*"],
    keyed: [{ path: ".claude.json", kind: "claude-json" }],
    keeps: [
      "~/.claude/settings.json",
      "~/.claude/settings.local.json",
      "~/.claude/CLAUDE.md",
      "~/.claude/agents, commands, hooks, plugins, skills",
      "~/.claude/.credentials.json",
      "~/.claude/ide/*.lock (an IDE's MCP endpoint)",
      "~/.claude/projects/*/memory (auto memory, loaded into every later session)",
      "~/.claude.json: mcpServers, hooks, permissions, allowed tools, env, API keys, trust (top level and per project)"
    ]
  },
  codex: {
    write: [
      ".codex/sessions",
      ".codex/archived_sessions",
      ".codex/log",
      ".codex/history.jsonl",
      ".codex/version.json"
    ],
    protect: [],
    keyed: [],
    keeps: [
      "~/.codex/config.toml",
      "~/.codex/auth.json",
      "~/.codex/AGENTS.md",
      "~/.codex/prompts",
      "~/.codex/rules"
    ]
  },
  opencode: {
    write: [".local/share/opencode", ".local/state/opencode", ".cache/opencode"],
    protect: [
      ".local/share/opencode/auth.json",
      ".local/share/opencode/mcp-auth.json",
      ".local/share/opencode/bin/**",
      // Executables it downloads and runs (a ripgrep, language servers).
      ".cache/opencode/bin/**"
    ],
    keyed: [],
    keeps: [
      "~/.config/opencode (opencode.json, agents, commands, plugins)",
      "~/.local/share/opencode/auth.json and mcp-auth.json",
      "~/.local/share/opencode/bin and ~/.cache/opencode/bin (downloaded executables)",
      "installed plugin and provider packages in ~/.cache/opencode (new ones may be added)"
    ]
  }
};
var TOOL_GRANTS = {
  npm: {
    write: [".npm"],
    protect: [".npm/_npx/**"],
    keyed: [],
    keeps: ["~/.npmrc", "~/.npm/_npx (packages npx runs later)"]
  },
  pnpm: {
    write: [".local/share/pnpm/store", ".cache/pnpm"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/pnpm/rc", "~/.npmrc"]
  },
  yarn: {
    write: [".cache/yarn", ".yarn/berry/cache"],
    protect: [],
    keyed: [],
    keeps: ["~/.yarnrc", "~/.yarnrc.yml"]
  },
  bun: { write: [".bun/install/cache"], protect: [], keyed: [], keeps: ["~/.bunfig.toml", "~/.bun/bin"] },
  pip: {
    write: [".cache/pip"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/pip/pip.conf", "~/.pip", "~/.pypirc"]
  },
  uv: { write: [".cache/uv"], protect: [], keyed: [], keeps: ["~/.config/uv/uv.toml", "~/.local/bin"] },
  cargo: {
    write: [
      ".cargo/registry",
      ".cargo/git",
      ".cargo/.package-cache",
      ".cargo/.package-cache-mutate",
      ".cargo/.global-cache"
    ],
    protect: [],
    keyed: [],
    keeps: ["~/.cargo/config.toml", "~/.cargo/credentials.toml", "~/.cargo/bin"]
  },
  go: {
    write: ["go/pkg/mod", ".cache/go-build"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/go/env", "~/go/bin"]
  },
  maven: {
    write: [".m2/repository"],
    protect: [],
    keyed: [],
    keeps: ["~/.m2/settings.xml", "~/.m2/settings-security.xml"]
  },
  gradle: {
    write: [".gradle/caches", ".gradle/wrapper/dists", ".gradle/daemon", ".gradle/native", ".gradle/.tmp"],
    protect: [],
    keyed: [],
    keeps: ["~/.gradle/gradle.properties", "~/.gradle/init.d", "~/.gradle/init.gradle"]
  },
  "node-gyp": { write: [".cache/node-gyp"], protect: [], keyed: [], keeps: [] },
  deno: { write: [".cache/deno"], protect: [], keyed: [], keeps: ["~/.deno/bin"] }
};
var SEALED = {
  go: [{ grant: "go/pkg/mod", below: "", unit: "at", except: ["cache"] }],
  cargo: [
    { grant: ".cargo/registry", below: "src", unit: 2, except: [] },
    { grant: ".cargo/git", below: "checkouts", unit: 2, except: [] }
  ],
  // Extracted packages and built wheels, linked or copied into projects as they are.
  bun: [{ grant: ".bun/install/cache", below: "", unit: "npm", except: [] }],
  yarn: [{ grant: ".cache/yarn", below: "v6", unit: 1, except: [] }],
  uv: [{ grant: ".cache/uv", below: "archive-v0", unit: 1, except: [] }],
  pip: [{ grant: ".cache/pip", below: "wheels", unit: 4, except: [] }],
  opencode: [
    { grant: ".cache/opencode", below: "packages", unit: 1, except: [] },
    { grant: ".cache/opencode", below: "node_modules", unit: "npm", except: [] }
  ]
};
function sealedTrees(presets, writeRoots) {
  const out = [];
  for (const t of presets)
    for (const spec of t === null ? [] : SEALED[t] ?? [])
      for (const root of writeRoots)
        if (root.endsWith(`/${spec.grant}`))
          out.push({
            tree: spec.below ? `${root}/${spec.below}` : root,
            unit: spec.unit,
            except: spec.except
          });
  return out;
}
function sealedUnit(path, trees) {
  for (const t of trees) {
    if (!path.startsWith(`${t.tree}/`)) continue;
    const segs = path.slice(t.tree.length + 1).split("/");
    if (t.except.includes(segs[0] ?? "")) continue;
    const n = t.unit === "at" ? segs.findIndex((x) => x.includes("@")) + 1 : t.unit === "npm" ? segs[0]?.startsWith("@") ? 2 : 1 : t.unit;
    if (n <= 0 || segs.length < n) continue;
    return `${t.tree}/${segs.slice(0, n).join("/")}`;
  }
  return null;
}
function expandPresets(agent, tools, home) {
  const out = { write: [], protect: [], keyed: [] };
  const h = home.replace(/\/+$/, "") || "/";
  const abs = (p) => h === "/" ? `/${p}` : `${h}/${p}`;
  const grants = [...agent ? [AGENT_GRANTS[agent]] : [], ...tools.map((t) => TOOL_GRANTS[t])];
  for (const g of grants) {
    for (const w of g.write) if (!out.write.includes(abs(w))) out.write.push(abs(w));
    for (const p of g.protect) if (!out.protect.includes(abs(p))) out.protect.push(abs(p));
    for (const k of g.keyed) out.keyed.push({ path: abs(k.path), kind: k.kind });
  }
  return out;
}
var CLAUDE_JSON_PROTECTED = [
  "mcpServers",
  "enabledMcpjsonServers",
  "disabledMcpjsonServers",
  // Per project, written by the /mcp toggle: taking a server out of it turns the server back on.
  "disabledMcpServers",
  "enableAllProjectMcpServers",
  "mcpContextUris",
  "hooks",
  "permissions",
  "allowedTools",
  "disallowedTools",
  "env",
  "apiKeyHelper",
  "customApiKeyResponses",
  "primaryApiKey",
  "hasTrustDialogAccepted",
  "hasTrustDialogHooksAccepted",
  "bypassPermissionsModeAccepted",
  // Trust for CLAUDE.md imports from outside the project (both spellings are seen in the wild).
  "hasClaudeMdExternalIncludesApproved",
  "hasClaudeMDExternalIncludesApproved",
  "ignorePatterns"
];
function meaningful(v) {
  if (v === void 0 || v === null || v === false || v === "") return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === "object") return Object.keys(v).length > 0;
  return true;
}
function pick(o, keys) {
  const out = {};
  if (o === null || typeof o !== "object" || Array.isArray(o)) return out;
  for (const k of keys) {
    const v = o[k];
    if (meaningful(v)) out[k] = v;
  }
  return out;
}
function protectedPart(kind, text) {
  if (text === null) return protectedPart(kind, "{}");
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return `!unparseable:${text.length}:${text}`;
  }
  if (kind === "claude-json") {
    if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return `!not an object:${text}`;
    const top = pick(doc, CLAUDE_JSON_PROTECTED);
    const projects = {};
    const raw = doc.projects;
    if (raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
      for (const [dir, entry] of Object.entries(raw)) {
        const p = pick(entry, CLAUDE_JSON_PROTECTED);
        if (Object.keys(p).length > 0) projects[dir] = p;
      }
    }
    return canonicalJson({ top, projects });
  }
  return canonicalJson(doc);
}

export {
  AGENT_PRESETS,
  TOOL_PRESETS,
  AGENT_GRANTS,
  sealedTrees,
  sealedUnit,
  expandPresets,
  protectedPart
};
