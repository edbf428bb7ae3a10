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

  // redteam2: a shell tool that names its own directory runs the command there (Codex's
  // exec_command/shell/local_shell `workdir`, opencode's bash, any client's `cwd`), and one told to
  // run it with another program is not read.
  it("a shell tool's workdir is where its command lands; another shell program is grey", () => {
    const ctx = engineContext();
    const d = (format: InputFormat, tool: string, input: Record<string, unknown>) => {
      const r = decide(call(format, tool, input), ctx);
      return r.kind === "final" ? r.verdict.decision : "grey";
    };
    const outside = "/srv/forge/main";
    for (const [format, tool, input] of [
      ["codex", "exec_command", { cmd: "rm -rf src", workdir: outside }],
      ["codex", "shell", { command: ["bash", "-lc", "rm -rf src"], workdir: outside }],
      ["codex", "local_shell", { command: ["rm", "-rf", "src"], workdir: outside }],
      ["codex", "shell_command", { command: "rm -rf src", workdir: outside }],
      ["codex", "Bash", { command: "rm -rf src", workdir: outside }],
      ["opencode", "bash", { command: "rm -rf src", workdir: outside }],
      ["claude", "Bash", { command: "rm -rf src", cwd: outside }],
      ["json", "exec_command", { cmd: "rm -rf src", workdir: "../main" }],
      ["codex", "exec_command", { cmd: "rm -rf hooks", workdir: `${WT}/.git` }],
    ] as const)
      expect(d(format, tool, input), `${tool} ${JSON.stringify(input)}`).not.toBe("allow");
    expect(d("codex", "exec_command", { cmd: "rm -rf dist", workdir: `${WT}/web` })).toBe("allow");
    expect(d("codex", "exec_command", { cmd: "rm -rf ../dist", workdir: "web" })).toBe("allow");
    expect(d("codex", "exec_command", { cmd: "ls", shell: "/bin/bash" })).toBe("allow");
    expect(d("codex", "exec_command", { cmd: "ls", shell: "/tmp/forge-47/x" })).toBe("grey");
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
