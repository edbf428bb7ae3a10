import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/cli/classify-help.ts
var CLASSIFY_HELP = `
Reads one tool call (JSON) on stdin and decides allow / block / escalate.

Decision order:
  1. your rules (permission: in --config): deny and ask always win
  2. read-only calls (Read/Glob/Grep, commands that provably only read) are allowed
  3. static analysis of the real bash syntax: allowed when every write stays inside the lease,
     blocked on a rule hit (writes outside the lease, rm -rf of /, ~ or the worktree, destructive
     git, curl | sh, sending secrets out, persistence, self-modification, sudo, disk writes)
  4. the grey zone goes to the classifier backend (classifier: in --config), else \`unresolved\`
  5. the backstop turns the 3rd consecutive / 20th total block of a session into an escalation

Without --lease the call's cwd (unless it is / or your home) and the temp directory stand in for
the write roots: writes elsewhere escalate, deletes elsewhere are blocked.

Exit codes (--format json|text): 0 allow, 1 block, 3 escalate, 2 error.
--format claude|codex|opencode always exit 0 with the hook's JSON; an internal error exits 2
with the reason on stderr (which the agents treat as "do not run").

Setup (writes the hook, a starter lease and this config; see docs/hooks.md):
  forge-gate init claude | codex | opencode [--global] [--dry-run]
  The hooks run the fail-closed launcher \`forge-gate-hook CLIENT\`: a missing, crashing or slow
  forge-gate blocks the call (exit 2). Codex gets only "deny" (for block and escalate): it rejects
  "allow"/"ask" and would run the call.

Deadline: --deadline-ms (or FORGE_GATE_DEADLINE_MS, default 20000) answers escalate (Codex: deny)
when no decision is ready; a model backend's timeout is cut to fit inside it.

Config (YAML or JSON):
  permission:
    bash: { "git push *": ask, "terraform *": deny, "npm run *": allow }
    write: { ".env*": deny }
    webfetch: ask
  unresolved: escalate            # or block
  backstop: { consecutive: 3, total: 20, reset_on_user_turn: true }
  classifier:                     # optional, for the grey zone
    provider: openai-compatible   # openai | anthropic | openai-compatible
    model: llama3.1
    base_url: http://127.0.0.1:11434/v1
    api_key_env: OPENAI_API_KEY
    timeout_ms: 15000
  # or:  classifier: { command: ["my-judge", "--strict"] }
`;

export {
  CLASSIFY_HELP
};
