import { VERSION } from "../contract.js";
import type { Verdict } from "./types.js";

export type OutputFormat = "json" | "text" | "claude" | "codex" | "opencode";

/**
 * What each client's hook contract honours, tested on the real binaries (test/clients/):
 * - Claude Code 2.1.197–2.1.330: PreToolUse `hookSpecificOutput.permissionDecision` allow | deny |
 *   ask on exit 0 (`claude -p` turns ask into a denial).
 * - Codex 0.169: only `deny`; "allow" and "ask" are rejected as unsupported, the hook is marked
 *   failed and the call RUNS. So allow prints nothing (Codex goes on with its own approval policy)
 *   and escalate is a deny whose reason tells the model a human must approve.
 * - opencode 1.18: the plugin (integrations/opencode/forge-gate.js) reads this JSON and throws.
 */
export const CLIENT_CONTRACTS = {
  claude: "Claude Code 2.1.197–2.1.330",
  codex: "Codex 0.169",
  opencode: "opencode 1.18",
} as const;

/** The reason a model sees for an escalation that the client cannot turn into a prompt. */
export function humanApprovalReason(reason: string): string {
  return `forge-gate: a human must approve this call (${oneLine(reason)}). It was not run; do not retry it or work around it: ask the user to run it or to approve it.`;
}

/** stdout text and exit code for a verdict. */
export function formatVerdict(v: Verdict, format: OutputFormat): { stdout: string; exitCode: number } {
  const exit = v.decision === "allow" ? 0 : v.decision === "block" ? 1 : 3;
  switch (format) {
    case "json":
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}\n`,
        exitCode: exit,
      };
    case "text":
      return { stdout: `${v.decision}: ${oneLine(v.reason)} [${v.rule}, ${v.stage}]\n`, exitCode: exit };
    case "claude": {
      const permissionDecision = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      // Hooks report through JSON on exit 0; exit 1 would let the tool run.
      return { stdout: hookJson(permissionDecision, `forge-gate: ${oneLine(v.reason)}`), exitCode: 0 };
    }
    case "codex": {
      if (v.decision === "allow") return { stdout: "", exitCode: 0 };
      const reason =
        v.decision === "block"
          ? `forge-gate blocked this call: ${oneLine(v.reason)}`
          : humanApprovalReason(v.reason);
      return { stdout: hookJson("deny", reason), exitCode: 0 };
    }
    case "opencode": {
      const action = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, action, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}\n`,
        exitCode: 0,
      };
    }
  }
}

function hookJson(permissionDecision: "allow" | "deny" | "ask", reason: string): string {
  return `${JSON.stringify({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision, permissionDecisionReason: reason },
  })}\n`;
}

function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, " ");
}
