/**
 * What `forge-gate init claude|codex|opencode` writes, as pure functions of the files' current
 * text: merge our hook into a client's settings without touching anything else, Codex's hook trust
 * entries, and a line diff for --dry-run. The CLI (src/cli/init.ts) reads and writes the files.
 */
export type Client = "claude" | "codex" | "opencode";
/** Seconds the client gives the hook (the launcher gives up at 25, classify answers by 20). */
export declare const HOOK_TIMEOUT_S = 30;
/** Marks our entry in a client's hook list: a command that runs the launcher. */
export declare const LAUNCHER_NAME = "forge-gate-hook";
/** Marks forge-gate's opencode plugin (its first line), so init replaces or removes only its own file. */
export declare const OPENCODE_PLUGIN_MARK = "forge-gate for opencode";
/** Quotes a word for sh (the hook command runs through `sh -c`). */
export declare function shQuote(s: string): string;
/**
 * Where a hook finds the launcher: `path` (its name, on PATH: a global install), `project` (the
 * project's own `node_modules/.bin`, found from the project's root at run time: a dev dependency),
 * or `absolute` (neither: this machine's path, which init warns is not portable).
 */
export type LauncherRef = {
    kind: "path";
} | {
    kind: "project";
} | {
    kind: "absolute";
    path: string;
};
/** The launcher inside a project that has forge-gate as a dependency, relative to the project's root. */
export declare const PROJECT_LAUNCHER = "node_modules/.bin/forge-gate-hook";
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
export declare function hookCommand(client: "claude" | "codex", p: HookCommandParts): string;
/**
 * Merges a PreToolUse command hook into a Claude Code settings.json or a Codex hooks.json (the
 * same shape): our earlier entry is replaced in place, everything else kept as it was. Returns the
 * new text and where our handler sits (group and handler index, for Codex's trust key).
 */
export declare function mergeHookSettings(text: string | null, matcher: string, command: string): {
    text: string;
    group: number;
    handler: number;
};
/** A handler's place in the PreToolUse list: Codex keys its trust by it. */
export interface HookPlace {
    group: number;
    handler: number;
}
/** Our handler in a Claude Code settings.json or Codex hooks.json text, as it is written there; null when absent. */
export declare function findOurHook(text: string | null): (HookPlace & {
    matcher: unknown;
    command: string;
    timeout: unknown;
}) | null;
/**
 * Removes our PreToolUse handler, everything else kept as it was: an emptied group, list or `hooks`
 * object goes too. Returns the new text (null when nothing is left in the file) and the handlers
 * whose place changed (Codex keys trust by place: their entries must follow them).
 */
export declare function removeHookSettings(text: string): {
    text: string | null;
    removed: HookPlace | null;
    moved: Array<{
        from: HookPlace;
        to: HookPlace;
    }>;
};
/**
 * The identity Codex (0.169) hashes to trust a hook: its event, matcher and normalised handler,
 * keys sorted, compact JSON; the trusted_hash is `sha256:` + the hex SHA-256 of that text (the
 * caller hashes: node:crypto stays out of the core). Checked against the real binary in
 * test/clients/codex.test.ts: a wrong hash means Codex skips the hook without a word.
 */
export declare function codexHookIdentity(matcher: string, command: string, timeout?: number): string;
/** The trust key Codex looks up: `<absolute hooks.json>:pre_tool_use:<group>:<handler>`. */
export declare function codexTrustKey(hooksFile: string, group: number, handler: number): string;
/**
 * Sets `key = value` in the TOML table `[header]` of `text`, adding the table (at the end) or the
 * key when missing and replacing the key's line when present; every other line stays as it was.
 * Line-based on purpose: no TOML library is a dependency, and re-serialising would drop the
 * user's comments and layout. Only our own tables are touched (their headers are exact strings).
 */
export declare function setTomlKey(text: string, header: string, key: string, value: string): string;
/** Removes the TOML table `[header]` (its header line and its lines up to the next table); the rest as it was. */
export declare function removeTomlTable(text: string, header: string): string;
/** The value of `key` in the TOML table `[header]` as written (a quoted string unquoted), or null. */
export declare function tomlValue(text: string, header: string, key: string): string | null;
/** The trust table header of a Codex hook at `place` in `hooksFile`. */
export declare function codexTrustHeader(hooksFile: string, place: HookPlace): string;
/**
 * Codex's trust entries after our hook left `hooksFile`: its own entry removed, the entries of the
 * handlers that moved renamed to their new places (else Codex would skip them without a word). The
 * project's trust is left: the user may trust it for other reasons.
 */
export declare function codexUntrust(configToml: string, hooksFile: string, removed: HookPlace, moved: ReadonlyArray<{
    from: HookPlace;
    to: HookPlace;
}>): string;
/** Codex's trust entries: the project (its hooks load only then) and our hook's hash. */
export declare function codexTrust(configToml: string, opts: {
    project: string | null;
    trustKey: string;
    trustedHash: string;
}): string;
/**
 * A unified-style line diff of two small texts (settings files), for --dry-run. Hand-written: a
 * plain LCS over lines is all this needs, and no diff library is a dependency.
 */
export declare function lineDiff(path: string, before: string | null, after: string): string;
/** The starter classify config `init` writes (every key at its default, commented). */
export declare const STARTER_CLASSIFY_CONFIG = "# forge-gate classify config (written by `forge-gate init`). Every key is optional.\n# Your own rules win over everything else (allow | ask | deny), e.g.:\n# permission:\n#   bash: { \"git push *\": ask, \"npm run *\": allow }\n#   write: { \".env*\": deny }\npermission: {}\n# What a call forge-gate cannot prove safe becomes without a model backend: escalate (ask a human)\n# or block.\nunresolved: escalate\n# A model backend for the grey zone (its timeout is cut to fit classify's 20 s deadline):\n# classifier:\n#   provider: openai-compatible   # openai | anthropic | openai-compatible\n#   model: llama3.1\n#   base_url: http://127.0.0.1:11434/v1\n#   timeout_ms: 15000\n";
