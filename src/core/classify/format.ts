import { VERSION } from "../contract.js";
import type { Verdict } from "./types.js";

export type OutputFormat = "json" | "text" | "claude" | "codex" | "opencode";

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
    case "claude":
    case "codex": {
      const permissionDecision = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      const out = {
        hookSpecificOutput: {
          hookEventName: "PreToolUse",
          permissionDecision,
          permissionDecisionReason: `forge-gate: ${v.reason}`,
        },
      };
      // Hooks report through JSON on exit 0; exit 1 would let the tool run.
      return { stdout: `${JSON.stringify(out)}\n`, exitCode: 0 };
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

function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, " ");
}
