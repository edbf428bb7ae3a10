import { shQuote } from "../../hook-setup.js";
import { type Args, data, grey, type McpEffect, type McpFamily, type McpToolSpec, tool } from "./spec.js";

/**
 * Shell and terminal servers: a command argument is judged by the full shell analysis, exactly as
 * the client's own Bash tool, in the directory the call names. Their schemas (mcp-server-commands'
 * run_command/run_process, mcp-shell-server's shell_execute, the many `execute_command` servers):
 * the command as a string (run by a shell) or as an argv list (run directly: quoted back into one
 * command), a working directory under one of a few names, a timeout, standard input. Anything else
 * (an environment, another shell) is not accounted for.
 */

const CWD = ["cwd", "directory", "workdir", "working_directory", "workingDirectory", "dir"];
const DATA = "timeout timeout_ms timeoutMs timeout_seconds description explanation reason mode dry_run";

/** A POSIX shell, or none given: the analysis reads bash syntax. */
const POSIX_SHELL = /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/;

function command(a: Args, key: string): McpEffect[] {
  const raw = a.strOrStrs(key);
  const shell = a.optStr("shell");
  if (shell !== undefined && !POSIX_SHELL.test(shell))
    return [
      grey(
        "unknown_shell",
        `runs its command with ${JSON.stringify(shell)}, whose syntax forge-gate does not analyse`,
      ),
    ];
  let text = Array.isArray(raw) ? raw.map(shQuote).join(" ") : raw;
  // Standard input handed to the command is what a shell reading it would run: a here-string.
  const stdin = a.optStr("stdin") ?? a.optStr("input");
  if (stdin !== undefined && stdin !== "") text = `${text} <<< ${shQuote(stdin)}`;
  let cwd: string | undefined;
  for (const k of CWD) if (a.has(k)) cwd = a.str(k);
  return [{ kind: "shell", command: text, cwd }];
}

const shellTool = (key = "command", extra = ""): McpToolSpec =>
  tool(`${key} ${CWD.join(" ")} ${DATA} shell stdin input ${extra}`, (a) => command(a, key));

export const shellServers = (): McpFamily => ({
  id: "shell",
  names: /(shell|terminal|command|commands|exec|cmd|bash|zsh|console)/,
  tools: {
    execute_command: shellTool(),
    run_command: shellTool(),
    exec_command: shellTool(),
    run_shell_command: shellTool(),
    execute_shell_command: shellTool(),
    run_terminal_command: shellTool(),
    run_terminal_cmd: shellTool("command", "is_background require_user_approval"),
    terminal_execute: shellTool(),
    shell_execute: shellTool(),
    shell_exec: shellTool(),
    execute: shellTool(),
    exec: shellTool(),
    run: shellTool(),
    bash: shellTool(),
    shell: shellTool(),
    // mcp-server-commands: run_process (`command_line` in a shell, or `argv` run directly), run_script (old).
    run_process: tool(`command_line argv mode ${CWD.join(" ")} stdin timeout_ms dry_run`, (a) => {
      if (a.has("argv")) return command(a, "argv");
      return command(a, "command_line");
    }),
    run_script: tool(`interpreter script ${CWD.join(" ")}`, (a) => {
      const interpreter = a.optStr("interpreter") ?? "sh";
      return [
        { kind: "shell", command: `${shQuote(interpreter)} <<< ${shQuote(a.str("script"))}`, cwd: cwdOf(a) },
      ];
    }),
    // iTerm and other terminal-typing servers: the text goes into a terminal whose directory and
    // state (a REPL, a pager, a remote shell) are not known.
    write_to_terminal: data("command", () => [
      grey("terminal_input", "types into a terminal whose working directory and state are not known"),
    ]),
    send_control_character: data("letter"),
    read_terminal_output: data("linesOfOutput"),
  },
});

function cwdOf(a: Args): string | undefined {
  for (const k of CWD) if (a.has(k)) return a.str(k);
  return undefined;
}
