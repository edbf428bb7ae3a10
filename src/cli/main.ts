#!/usr/bin/env node
import { Command, CommanderError, Option } from "commander";
import { errorText, isForgeGateError } from "../core/errors.js";
import { displayPath } from "./output.js";

// Each subcommand's module is imported only when it runs: `classify` is on every agent tool call's path.

const FORMAT_HELP = "output format";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function buildProgram(): Command {
  const program = new Command("forge-gate")
    .description("Keep AI coding agents inside what they were granted.")
    .version(process.env.FORGE_GATE_VERSION ?? "0.1.0")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({ outputError: (str, write) => write(str) });

  program
    .command("violations")
    .summary("list changed paths that fall outside a lease")
    .description(
      "List the changed paths that fall outside a lease's write roots or inside its protected paths.\n" +
        "Paths come from arguments, --from FILE, or stdin with `-` (newline-separated, or NUL-separated with -z).\n" +
        "Exit 0: none; 1: violations found; 2: usage, lease or input error.",
    )
    .argument("[paths...]", "changed paths; `-` reads them from stdin")
    .option("--lease <file>", "lease file (YAML or JSON)")
    .option("--root <dir>", "write root (repeatable); instead of --lease", collect, [])
    .option("--protect <glob>", "protected glob, added to the lease's (repeatable)", collect, [])
    .option("--cwd <dir>", "base for relative changed paths (default: the lease's worktree, else the current directory)")
    .option("--from <file>", "read changed paths from FILE")
    .option("-z, --null", "input (and text output) is NUL-separated")
    .addOption(new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson", "github"]).default("text"))
    .addOption(
      new Option("--path-case <mode>", "path comparison (auto: insensitive on macOS and Windows)")
        .choices(["auto", "sensitive", "insensitive"])
        .default("auto"),
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  git diff --name-only -z origin/main | forge-gate violations --lease lease.yaml -z -\n" +
        "  forge-gate violations --root . --protect '.github/workflows/**' src/a.ts /etc/passwd\n",
    )
    .action(async (paths: string[], opts) => {
      const { runViolations } = await import("./violations.js");
      process.exitCode = await runViolations(paths, opts);
    });

  const lease = program.command("lease").description("check or create lease files");
  lease
    .command("check")
    .description("validate a lease and print it normalised as JSON (exit 0 valid, 2 invalid)")
    .argument("<file>", "lease file (YAML or JSON)")
    .action(async (file: string) => {
      const { runLeaseCheck } = await import("./lease.js");
      process.exitCode = runLeaseCheck(file);
    });
  lease
    .command("init")
    .description("print a commented starter lease for the current repository")
    .option("--id <id>", "lease id")
    .action(async (opts) => {
      const { runLeaseInit } = await import("./lease.js");
      process.exitCode = runLeaseInit(opts);
    });

  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version are successes; every other parse failure is a usage error.
      return err.exitCode === 0 ? 0 : 2;
    }
    const prefix = isForgeGateError(err) ? "forge-gate: error" : "forge-gate: internal error";
    process.stderr.write(`${prefix}: ${displayPath(errorText(err))}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv);
