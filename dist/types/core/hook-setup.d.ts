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
/** Quotes a word for sh (the hook command runs through `sh -c`). */
export declare function shQuote(s: string): string;
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
