import { describe, expect, it } from "vitest";
import { decide } from "../../src/core/classify/engine.js";
import {
  CLAUDE_TOOLS,
  CLIENT_TOOL_CASES,
  CODEX_TOOLS,
  OPENCODE_TOOLS,
  parseToolCall,
} from "../../src/core/classify/tools.js";
import type { InputFormat, ToolCall } from "../../src/core/classify/types.js";
import { engineContext, WT } from "./engine-fixture.js";

const call = (format: InputFormat, tool: string, input: Record<string, unknown>): ToolCall => ({
  tool,
  input,
  cwd: WT,
  session: null,
  transcriptPath: null,
  format,
});

describe("client-internal tools, one table per client", () => {
  for (const [client, cases] of Object.entries(CLIENT_TOOL_CASES)) {
    it.each(cases)(`${client}: %s %j is %s`, (tool, input, family) => {
      expect(parseToolCall(call(client as InputFormat, tool, input)).family).toBe(family);
    });
  }

  it("bookkeeping tools are allowed, scheduling tools escalate, unknown tools stay grey", () => {
    const ctx = engineContext();
    const verdict = (format: InputFormat, tool: string, input: Record<string, unknown> = {}) => {
      const r = decide(call(format, tool, input), ctx);
      return r.kind === "final" ? r.verdict.decision : "grey";
    };
    for (const tool of ["ToolSearch", "TaskCreate", "TaskUpdate", "TodoWrite", "Skill", "ExitPlanMode"])
      expect(verdict("claude", tool), tool).toBe("allow");
    for (const tool of ["CronCreate", "ScheduleWakeup", "RemoteTrigger"])
      expect(verdict("claude", tool, { prompt: "x" }), tool).toBe("escalate");
    expect(verdict("codex", "update_plan", { plan: [] })).toBe("allow");
    expect(verdict("opencode", "todowrite", { todos: [] })).toBe("allow");
    expect(verdict("claude", "Workflow", { script: "x" })).toBe("grey");
    expect(verdict("codex", "write_stdin", { session_id: 3, chars: "rm -rf ~\n" })).toBe("grey");
  });

  it("EnterWorktree is judged against the lease; removing a worktree escalates", () => {
    const ctx = engineContext();
    const d = (input: Record<string, unknown>) => {
      const r = decide(call("claude", "EnterWorktree", input), ctx);
      return r.kind === "final" ? r.verdict.decision : "grey";
    };
    expect(d({ name: "feature-1" })).toBe("allow");
    expect(d({ path: "/etc/wt" })).not.toBe("allow");
    expect(d({ name: "../../x" })).toBe("grey");
    const exit = decide(call("claude", "ExitWorktree", { action: "remove", discard_changes: true }), ctx);
    expect(exit.kind === "final" && exit.verdict.decision).toBe("escalate");
  });

  it("a tool is only internal in its own client's table", () => {
    // Claude Code's ToolSearch means nothing to opencode: grey there.
    expect(parseToolCall(call("opencode", "ToolSearch", {})).family).toBe("unknown");
    expect(parseToolCall(call("codex", "CronCreate", {})).family).toBe("unknown");
  });

  it("every table entry is covered by a shape (no entry silently falls through)", () => {
    for (const [format, table] of [
      ["claude", CLAUDE_TOOLS],
      ["codex", CODEX_TOOLS],
      ["opencode", OPENCODE_TOOLS],
    ] as const)
      for (const tool of Object.keys(table))
        expect(parseToolCall(call(format, tool, {})).family, `${format} ${tool}`).not.toBe("unknown");
  });
});
