export declare const AGENT_PRESETS: readonly ["claude-code", "codex", "opencode"];
export type AgentPreset = (typeof AGENT_PRESETS)[number];
export declare const TOOL_PRESETS: readonly ["npm", "pnpm", "yarn", "bun", "pip", "uv", "cargo", "go", "maven", "gradle", "node-gyp", "deno"];
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
    keyed: {
        path: string;
        kind: KeyedKind;
    }[];
    /** What stays protected, for `lease init` and the docs. */
    keeps: string[];
}
export declare const AGENT_GRANTS: Record<AgentPreset, PresetGrant>;
export declare const TOOL_GRANTS: Record<ToolPreset, PresetGrant>;
export interface SealedTree {
    /** Absolute directory. */
    tree: string;
    unit: "at" | "npm" | number;
    except: string[];
    removable?: true;
}
/** The sealed trees of the lease's presets, found below its (absolute, expanded) write roots. */
export declare function sealedTrees(presets: readonly (AgentPreset | ToolPreset | null)[], writeRoots: readonly string[]): SealedTree[];
/** The unit (absolute directory) of a sealed tree that `path` lies in, or null. */
export declare function sealedUnit(path: string, trees: readonly SealedTree[]): string | null;
export interface ExpandedPresets {
    write: string[];
    protect: string[];
    keyed: KeyedFile[];
}
/** The absolute grants of an agent preset and tool presets under `home`. */
export declare function expandPresets(agent: AgentPreset | null, tools: readonly ToolPreset[], home: string): ExpandedPresets;
/**
 * Keys of `~/.claude.json` that change what Claude Code will do later (at the top level and in each
 * `projects.<dir>` entry): MCP servers, hooks, permissions and allowed tools, environment, API keys,
 * trust. Everything else there is session bookkeeping (startup counts, tips, caches, last session).
 */
export declare const CLAUDE_JSON_PROTECTED: readonly ["mcpServers", "enabledMcpjsonServers", "disabledMcpjsonServers", "disabledMcpServers", "enableAllProjectMcpServers", "mcpContextUris", "hooks", "permissions", "allowedTools", "disallowedTools", "env", "apiKeyHelper", "customApiKeyResponses", "primaryApiKey", "hasTrustDialogAccepted", "hasTrustDialogHooksAccepted", "bypassPermissionsModeAccepted", "hasClaudeMdExternalIncludesApproved", "hasClaudeMDExternalIncludesApproved", "ignorePatterns"];
/**
 * The part of a keyed file that must not change, as canonical JSON (null text: the file is absent).
 * A document that does not parse is its own distinct value, so any edit to it shows.
 */
export declare function protectedPart(kind: KeyedKind, text: string | null): string;
