import { canonicalJson } from "../snapshot-format.js";

/*
 * Lease presets: what an agent client and common tools write on every ordinary run, granted on purpose.
 * A preset grants exactly the session files, caches and logs it names (below HOME); whatever changes
 * later behaviour stays protected: settings, hooks, MCP server lists, credentials, installed executables.
 * Where one file mixes both (`~/.claude.json`), it is not granted: it is judged by its keys (`keyed`).
 * Paths follow each tool's default locations (XDG defaults under HOME); a tool pointed elsewhere by its
 * environment (CLAUDE_CONFIG_DIR, CODEX_HOME, XDG_*_HOME, npm_config_cache, …) needs an explicit grant.
 */

export const AGENT_PRESETS = ["claude-code", "codex", "opencode"] as const;
export type AgentPreset = (typeof AGENT_PRESETS)[number];

export const TOOL_PRESETS = [
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
  "deno",
] as const;
export type ToolPreset = (typeof TOOL_PRESETS)[number];

/** How a keyed file is judged (see protectedPart). */
export type KeyedKind = "claude-json";

export interface KeyedFile {
  /** Absolute path. */
  path: string;
  kind: KeyedKind;
}

export interface PresetGrant {
  /** Paths relative to HOME the preset may write. */
  write: string[];
  /** Globs relative to HOME kept read-only even inside those grants. */
  protect: string[];
  /** Files relative to HOME judged by their keys. */
  keyed: { path: string; kind: KeyedKind }[];
  /** What stays protected, for `lease init` and the docs. */
  keeps: string[];
}

export const AGENT_GRANTS: Record<AgentPreset, PresetGrant> = {
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
      ".cache/claude-cli-nodejs",
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
      "~/.claude.json: mcpServers, hooks, permissions, allowed tools, env, API keys, trust (top level and per project)",
    ],
  },
  codex: {
    write: [
      ".codex/sessions",
      ".codex/archived_sessions",
      ".codex/log",
      ".codex/history.jsonl",
      ".codex/version.json",
    ],
    protect: [],
    keyed: [],
    keeps: [
      "~/.codex/config.toml",
      "~/.codex/auth.json",
      "~/.codex/AGENTS.md",
      "~/.codex/prompts",
      "~/.codex/rules",
    ],
  },
  opencode: {
    write: [".local/share/opencode", ".local/state/opencode", ".cache/opencode"],
    protect: [
      ".local/share/opencode/auth.json",
      ".local/share/opencode/mcp-auth.json",
      ".local/share/opencode/bin/**",
      // Executables it downloads and runs (a ripgrep, language servers).
      ".cache/opencode/bin/**",
    ],
    keyed: [],
    keeps: [
      "~/.config/opencode (opencode.json, agents, commands, plugins)",
      "~/.local/share/opencode/auth.json and mcp-auth.json",
      "~/.local/share/opencode/bin and ~/.cache/opencode/bin (downloaded executables)",
      "installed plugin and provider packages in ~/.cache/opencode (new ones may be added)",
    ],
  },
};

export const TOOL_GRANTS: Record<ToolPreset, PresetGrant> = {
  npm: {
    write: [".npm"],
    protect: [".npm/_npx/**"],
    keyed: [],
    keeps: ["~/.npmrc", "~/.npm/_npx (packages npx runs later)"],
  },
  pnpm: {
    write: [".local/share/pnpm/store", ".cache/pnpm"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/pnpm/rc", "~/.npmrc"],
  },
  yarn: {
    write: [".cache/yarn", ".yarn/berry/cache"],
    protect: [],
    keyed: [],
    keeps: ["~/.yarnrc", "~/.yarnrc.yml"],
  },
  bun: { write: [".bun/install/cache"], protect: [], keyed: [], keeps: ["~/.bunfig.toml", "~/.bun/bin"] },
  pip: {
    write: [".cache/pip"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/pip/pip.conf", "~/.pip", "~/.pypirc"],
  },
  uv: { write: [".cache/uv"], protect: [], keyed: [], keeps: ["~/.config/uv/uv.toml", "~/.local/bin"] },
  cargo: {
    write: [
      ".cargo/registry",
      ".cargo/git",
      ".cargo/.package-cache",
      ".cargo/.package-cache-mutate",
      ".cargo/.global-cache",
    ],
    protect: [],
    keyed: [],
    keeps: ["~/.cargo/config.toml", "~/.cargo/credentials.toml", "~/.cargo/bin"],
  },
  go: {
    write: ["go/pkg/mod", ".cache/go-build"],
    protect: [],
    keyed: [],
    keeps: ["~/.config/go/env", "~/go/bin"],
  },
  maven: {
    write: [".m2/repository"],
    protect: [],
    keyed: [],
    keeps: ["~/.m2/settings.xml", "~/.m2/settings-security.xml"],
  },
  gradle: {
    write: [".gradle/caches", ".gradle/wrapper/dists", ".gradle/daemon", ".gradle/native", ".gradle/.tmp"],
    protect: [],
    keyed: [],
    keeps: ["~/.gradle/gradle.properties", "~/.gradle/init.d", "~/.gradle/init.gradle"],
  },
  "node-gyp": { write: [".cache/node-gyp"], protect: [], keyed: [], keeps: [] },
  deno: { write: [".cache/deno"], protect: [], keyed: [], keeps: ["~/.deno/bin"] },
};

/**
 * Trees of a cache holding code a tool extracted or installed once and then runs or compiles on every
 * later start or build without checking it again (go's module directories, cargo's unpacked crates and
 * git checkouts, the plugins and provider packages opencode loads): a run may add a new unit there,
 * never change one that was there before. Each names the grant it lies in, the tree below that grant,
 * how deep a unit is, and what below the tree is not one.
 */
interface SealedSpec {
  grant: string;
  below: string;
  /**
   * "at": a unit ends at the first segment holding `@` (go's `path@version`); "npm": a package
   * (`name` or `@scope/name`); a number: that many segments.
   */
  unit: "at" | "npm" | number;
  except: string[];
  /** A unit that was there may be removed (the client's own cleanup), never changed. */
  removable?: true;
}

const SEALED: Partial<Record<AgentPreset | ToolPreset, SealedSpec[]>> = {
  go: [{ grant: "go/pkg/mod", below: "", unit: "at", except: ["cache"] }],
  cargo: [
    { grant: ".cargo/registry", below: "src", unit: 2, except: [] },
    { grant: ".cargo/git", below: "checkouts", unit: 2, except: [] },
  ],
  // Extracted packages and built wheels, linked or copied into projects as they are.
  bun: [{ grant: ".bun/install/cache", below: "", unit: "npm", except: [] }],
  yarn: [{ grant: ".cache/yarn", below: "v6", unit: 1, except: [] }],
  uv: [{ grant: ".cache/uv", below: "archive-v0", unit: 1, except: [] }],
  pip: [{ grant: ".cache/pip", below: "wheels", unit: 4, except: [] }],
  // Scripts Claude Code runs ahead of Bash commands without asking (a session's shell snapshot, the
  // environment its hooks leave), and the backups a rewind writes back: each session makes its own,
  // one that was there before belongs to an earlier session (which a resume runs again).
  "claude-code": [
    { grant: ".claude/shell-snapshots", below: "", unit: 1, except: [], removable: true },
    { grant: ".claude/session-env", below: "", unit: 1, except: [], removable: true },
    { grant: ".claude/file-history", below: "", unit: 2, except: [], removable: true },
  ],
  opencode: [
    { grant: ".cache/opencode", below: "packages", unit: 1, except: [] },
    { grant: ".cache/opencode", below: "node_modules", unit: "npm", except: [] },
  ],
};

export interface SealedTree {
  /** Absolute directory. */
  tree: string;
  unit: "at" | "npm" | number;
  except: string[];
  removable?: true;
}

/** The sealed trees of the lease's presets, found below its (absolute, expanded) write roots. */
export function sealedTrees(
  presets: readonly (AgentPreset | ToolPreset | null)[],
  writeRoots: readonly string[],
): SealedTree[] {
  const out: SealedTree[] = [];
  for (const t of presets)
    for (const spec of t === null ? [] : (SEALED[t] ?? []))
      for (const root of writeRoots)
        if (root.endsWith(`/${spec.grant}`))
          out.push({
            tree: spec.below ? `${root}/${spec.below}` : root,
            unit: spec.unit,
            except: spec.except,
            ...(spec.removable ? { removable: true as const } : {}),
          });
  return out;
}

/** The unit (absolute directory) of a sealed tree that `path` lies in, or null. */
export function sealedUnit(path: string, trees: readonly SealedTree[]): string | null {
  for (const t of trees) {
    if (!path.startsWith(`${t.tree}/`)) continue;
    const segs = path.slice(t.tree.length + 1).split("/");
    if (t.except.includes(segs[0] ?? "")) continue;
    const n =
      t.unit === "at"
        ? segs.findIndex((x) => x.includes("@")) + 1
        : t.unit === "npm"
          ? segs[0]?.startsWith("@")
            ? 2
            : 1
          : t.unit;
    if (n <= 0 || segs.length < n) continue;
    return `${t.tree}/${segs.slice(0, n).join("/")}`;
  }
  return null;
}

export interface ExpandedPresets {
  write: string[];
  protect: string[];
  keyed: KeyedFile[];
}

/** The absolute grants of an agent preset and tool presets under `home`. */
export function expandPresets(
  agent: AgentPreset | null,
  tools: readonly ToolPreset[],
  home: string,
): ExpandedPresets {
  const out: ExpandedPresets = { write: [], protect: [], keyed: [] };
  const h = home.replace(/\/+$/, "") || "/";
  const abs = (p: string) => (h === "/" ? `/${p}` : `${h}/${p}`);
  const grants = [...(agent ? [AGENT_GRANTS[agent]] : []), ...tools.map((t) => TOOL_GRANTS[t])];
  for (const g of grants) {
    for (const w of g.write) if (!out.write.includes(abs(w))) out.write.push(abs(w));
    for (const p of g.protect) if (!out.protect.includes(abs(p))) out.protect.push(abs(p));
    for (const k of g.keyed) out.keyed.push({ path: abs(k.path), kind: k.kind });
  }
  return out;
}

/**
 * Keys of `~/.claude.json` that change what Claude Code will do later (at the top level and in each
 * `projects.<dir>` entry): MCP servers, hooks, permissions and allowed tools, environment, API keys,
 * trust. Everything else there is session bookkeeping (startup counts, tips, caches, last session).
 */
export const CLAUDE_JSON_PROTECTED = [
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
  "ignorePatterns",
] as const;

/** Empty values are what a client writes when it first creates an entry: the same as absent. */
function meaningful(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === "") return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === "object") return Object.keys(v as object).length > 0;
  return true;
}

function pick(o: unknown, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (o === null || typeof o !== "object" || Array.isArray(o)) return out;
  for (const k of keys) {
    const v = (o as Record<string, unknown>)[k];
    if (meaningful(v)) out[k] = v;
  }
  return out;
}

/**
 * The part of a keyed file that must not change, as canonical JSON (null text: the file is absent).
 * A document that does not parse is its own distinct value, so any edit to it shows.
 */
export function protectedPart(kind: KeyedKind, text: string | null): string {
  // Absent is the same as an empty document: a first run creates the file with session keys only.
  if (text === null) return protectedPart(kind, "{}");
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return `!unparseable:${text.length}:${text}`;
  }
  if (kind === "claude-json") {
    if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return `!not an object:${text}`;
    const top = pick(doc, CLAUDE_JSON_PROTECTED);
    const projects: Record<string, unknown> = {};
    const raw = (doc as Record<string, unknown>).projects;
    if (raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
      for (const [dir, entry] of Object.entries(raw as Record<string, unknown>)) {
        const p = pick(entry, CLAUDE_JSON_PROTECTED);
        if (Object.keys(p).length > 0) projects[dir] = p;
      }
    }
    return canonicalJson({ top, projects });
  }
  return canonicalJson(doc);
}
