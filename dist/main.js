#!/usr/bin/env node
import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  CLASSIFY_HELP
} from "./chunks/chunk-6HRZD2ED.js";
import {
  displayLine
} from "./chunks/chunk-MH3LFAPP.js";
import {
  VERSION
} from "./chunks/chunk-JAGC6QL5.js";
import {
  errorText,
  isForgeGateError
} from "./chunks/chunk-QEJECJYU.js";
import "./chunks/chunk-IMH2DE2T.js";

// src/cli/main.ts
var classifyFastPath = process.argv[2] === "classify" && !process.argv.slice(3).some((a) => a === "--help" || a === "-h");
var { Command, CommanderError, Option } = classifyFastPath ? {} : await import("./chunks/esm-BOARDD3C.js");
if (classifyFastPath) {
  const mod = await import("node:module");
  mod.enableCompileCache?.();
}
var FORMAT_HELP = "output format";
var STATE_HELP = "classify's state directory the agent's hooks use (`classify --state DIR`): its counters and caches there are forge-gate's own writes (default: $XDG_STATE_HOME/forge-gate)";
function collect(value, previous) {
  return [...previous, value];
}
function buildProgram() {
  const program = new Command("forge-gate").description("Keep AI coding agents inside what they were granted.").version(VERSION).exitOverride().configureOutput({ outputError: () => {
  } }).addHelpText(
    "after",
    "\nExit codes: 0 clean, 1 violations / refused / blocked, 2 could not do its job (never a silent pass);\nclassify also 3: escalate to a human.\n\nStart here:\n  forge-gate lease init > lease.yaml                 # a starter lease for this repository\n  forge-gate run --lease lease.yaml -- CMD ARGS      # run an agent, then judge every lasting write\n  forge-gate init claude|codex|opencode              # the classify hook in your agent client\nEach command's --help has its options and examples; README.md and docs/ have the rest.\n"
  );
  program.command("violations").summary("list changed paths that fall outside a lease").description(
    "List the changed paths that fall outside a lease's write roots or inside its protected paths.\nPaths come from arguments, --from FILE, or stdin (`-` or `--from -`; with no paths and no --from, stdin is read when something is piped in, else it is an error), newline-separated or NUL-separated with -z.\nExit 0: none; 1: violations found; 2: usage, lease or input error (no input at all is an error; an empty pipe is zero paths, so use `set -o pipefail`)."
  ).argument("[paths...]", "changed paths; `-` reads them from stdin").option("--lease <file>", "lease file (YAML or JSON)").option("--root <dir>", "write root (repeatable); instead of --lease", collect, []).option("--protect <glob>", "protected glob, added to the lease's (repeatable)", collect, []).option(
    "--cwd <dir>",
    "base for relative changed paths (default: the lease's worktree, else the current directory)"
  ).option("--from <file>", "read changed paths from FILE (`-`: stdin)").option("-z, --null", "input (and text output) is NUL-separated").addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson", "github", "sarif"]).default("text")
  ).addOption(
    new Option("--path-case <mode>", "path comparison (auto: insensitive on macOS and Windows)").choices(["auto", "sensitive", "insensitive"]).default("auto")
  ).addHelpText(
    "after",
    "\nExamples:\n  git diff --name-only -z origin/main... | forge-gate violations --lease lease.yaml -z -\n  forge-gate violations --root . --protect '.github/workflows/**' src/a.ts /etc/passwd\n  git diff --name-only -z origin/main... | forge-gate violations --lease lease.yaml -z --format sarif > fg.sarif\n(Give git -z: without it git C-quotes a name with non-ASCII or control characters, and the quoted\ntext is judged as a different, harmless name.)\n"
  ).action(async (paths, opts) => {
    const { runViolations } = await import("./chunks/violations-66B2DMFG.js");
    process.exitCode = await runViolations(paths, opts);
  });
  const rootsHelp = "default root groups to watch, comma-separated: worktree,repo,home,temp (default all; left-out groups are reported as not watched)";
  program.command("snapshot").summary("record the watched roots before the agent runs").description(
    "Record a manifest of every watched root (the lease's worktree, every worktree of its repository and its git dir, the home directory, the temp directories, the lease's `watch` and --watch) before the agent runs.\nThe manifest is written atomically outside every write root; pin it by its digest.\nExit 0: written; 2: lease, git or output error."
  ).option("--lease <file>", "lease file (YAML or JSON)").option(
    "--output <file>",
    "manifest path, in an existing directory outside every write root (default: <tmpdir>/forge-gate/snapshots/\u2026)"
  ).option("--watch <dir>", "also watch DIR (repeatable)", collect, []).option("--default-roots <groups>", rootsHelp).addOption(new Option("--format <format>", FORMAT_HELP).choices(["text", "json"]).default("text")).addHelpText(
    "after",
    "\nExamples:\n  forge-gate snapshot --lease lease.yaml --format json > snapshot.json\n  forge-gate snapshot --lease lease.yaml --output /var/tmp/run-47.fgsnap --watch /srv/shared\n"
  ).action(async (opts) => {
    const { runSnapshot } = await import("./chunks/snapshot-KD7G2457.js");
    process.exitCode = await runSnapshot(opts);
  });
  program.command("collect").summary("list every lasting change since the snapshot, plus the repository diff").description(
    "Print the changes the run made: the host scope (the snapshot diffed against the machine now: creates, deletes, content and metadata changes, renames, hard links, chmod, symlink retargets) and the repository scope (base...HEAD, staged, unstaged, untracked).\nGit's bookkeeping for commits on the worktree's own branch is set aside. Git runs with hooks, fsmonitor, filters and external diff disabled.\nExit 0: collected; 2: missing/corrupt/foreign snapshot, digest mismatch, git error."
  ).option("--lease <file>", "lease file (YAML or JSON)").option("--snapshot <file>", "manifest written by `forge-gate snapshot` (host scope)").option("--snapshot-digest <digest>", "refuse the manifest unless its digest is this (sha256:\u2026)").option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD at snapshot time)"
  ).option("-z, --null", "text output: NUL-separated paths (both sides of renames), for `violations -z -`").option("--state <dir>", STATE_HELP).option(
    "--include-git-bookkeeping",
    "also list git's bookkeeping (own gitdir, new objects, own branch ref)"
  ).addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson"]).default("text")
  ).addHelpText(
    "after",
    '\nExamples:\n  forge-gate collect --lease lease.yaml --snapshot "$SNAP" --snapshot-digest "$DIGEST" -z \\\n    | forge-gate violations --lease lease.yaml -z -\n  forge-gate collect --lease lease.yaml --base origin/main --format json\n'
  ).action(async (opts) => {
    const { runCollect } = await import("./chunks/collect-6ZFHEFH7.js");
    process.exitCode = await runCollect(opts);
  });
  program.command("run").summary("snapshot, run an agent command, collect and judge in one go").description(
    "Take a snapshot, run CMD in its own process group, kill what is left of the group when CMD exits, collect every change and check it against the lease.\nstdout carries forge-gate's report and nothing else: CMD's stdout goes to stderr (with --report FILE, the report goes to FILE and CMD's stdout to stdout); CMD's stdin and stderr are forge-gate's.\nA signal (Ctrl-C, SIGTERM, SIGHUP) is passed to CMD; the run is still collected and reported, never as a pass (verdict `interrupted`), and exits 128 + the signal's number (130, 143, 129). A second signal kills CMD and everything it started.\nExit 1: an escape; 2: a gate error; 130/143/129: interrupted; else 0 (or CMD's own status with --propagate-exit)."
  ).argument("<command...>", "the agent command and its arguments (after --)").option("--lease <file>", "lease file (YAML or JSON)").option(
    "--snapshot-dir <dir>",
    "an existing directory for the manifest (default: a new temp directory, removed on a pass)"
  ).option("--watch <dir>", "also watch DIR (repeatable)", collect, []).option("--default-roots <groups>", rootsHelp).option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD before the run)"
  ).option(
    "--report <file>",
    "write the report to FILE (written at the end, also on an error); CMD's stdout then goes to stdout"
  ).option("--propagate-exit", "when there is no escape, exit with CMD's own status").option(
    "--enforce [mode]",
    "run CMD in a sandbox built from the lease (Linux: bubblewrap; macOS: sandbox-exec); exit 2 when none can be built. --enforce=best-effort: detection only then, said in the report"
  ).addOption(
    new Option(
      "--attribution <mode>",
      "without --enforce, how the agent's own writes are told from other programs': auto (default: the capture layer where it can be made, else detection only, said in the report), capture (exit 2 without it), none (detection only)"
    ).choices(["auto", "capture", "none"])
  ).option("--state <dir>", STATE_HELP).addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "github"]).default("text")
  ).addHelpText(
    "after",
    "\nPut `--` before CMD so its own options are not read as forge-gate's.\nWithout --enforce, CMD runs in a capture layer where Linux allows it: its writes outside the grants go\nto overlays, are judged and never reach the host; changes other programs make there are host activity\n(see docs/snapshot-collect-run.md). Temp directories are private, as under --enforce.\nWith --enforce, writes outside the write roots, into protected paths and .git internals fail, /tmp is\nprivate and the network is limited to network.allow; detection still runs (see docs/enforce.md).\n\nExamples:\n  forge-gate run --lease lease.yaml -- claude -p 'fix issue 47'\n  forge-gate run --lease lease.yaml --format json -- bash ./agent.sh > verdict.json   # the agent's output: stderr\n  forge-gate run --lease lease.yaml --report verdict.json --format json -- claude -p 'fix issue 47' > answer.txt\n  forge-gate run --lease lease.yaml --enforce -- codex exec 'fix issue 47'\n"
  ).action(async (command, opts) => {
    const { runRun } = await import("./chunks/run-7FII5XWT.js");
    process.exitCode = await runRun(command, opts);
  });
  program.command("gate").summary("refuse the merge of a run that escaped its lease: record, quarantine, tell GitHub").description(
    "Collect every change of the run (snapshot diff + repository diff), judge it against the lease and, on an escape, refuse: append an event (--events), move the worktree aside (--quarantine), and on the PR disable auto-merge, post one sticky comment, add a label and a failing `forge-gate` status (--github; token from GITHUB_TOKEN or GH_TOKEN).\nEvery effect is best-effort and reported; none changes the verdict. A pass changes nothing.\nExit 0: pass; 1: refused; 2: the gate could not run."
  ).option("--lease <file>", "lease file (YAML or JSON)").option("--snapshot <file>", "manifest written by `forge-gate snapshot` before the run (host scope)").option("--snapshot-digest <digest>", "refuse the manifest unless its digest is this (sha256:\u2026)").option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD at snapshot time)"
  ).option(
    "--checkout <dir>",
    "judge a checkout of the agent's branch made elsewhere, in the lease's coordinates"
  ).option("--state <dir>", STATE_HELP).option(
    "--scope <scope>",
    "git: judge the repository diff alone, without a snapshot (the report says so); required when --snapshot is not given"
  ).option(
    "--events <file>",
    "on a refusal, append one NDJSON event line to FILE (in an existing directory)"
  ).option("--quarantine", "on a refusal, move the leased worktree to <name>.quarantined-<time> and lock it").option("--github", "on a refusal, act on the pull request (see --repo, --pr)").option(
    "--repo <owner/name>",
    "repository of the pull request (default: the lease's repo, else $GITHUB_REPOSITORY)"
  ).option("--pr <number>", "pull request number (default: the lease's pr)").option("--label <name>", "label to add on a refusal ('' for none)", "forge-gate:quarantined").option("--no-comment", "do not post the sticky PR comment").option("--no-auto-merge", "do not disable auto-merge").option("--no-status", "do not post the failing commit status").addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson", "github", "sarif"]).default("text")
  ).addHelpText(
    "after",
    '\nExamples:\n  forge-gate gate --lease lease.yaml --snapshot "$SNAP" --snapshot-digest "$DIGEST" \\\n    --events /var/log/forge-gate/events.ndjson --quarantine   # outside every watched root\n  GITHUB_TOKEN=\u2026 forge-gate gate --lease lease.yaml --scope git --base origin/main --github --pr 62 --format json\n'
  ).action(async (opts) => {
    const { runGateCommand } = await import("./chunks/gate-TOYTYT4H.js");
    process.exitCode = await runGateCommand(opts);
  });
  const lease = program.command("lease").description("check or create lease files");
  lease.command("check").description("validate a lease and print it normalised as JSON (exit 0 valid, 2 invalid)").argument("<file>", "lease file (YAML or JSON)").action(async (file) => {
    const { runLeaseCheck } = await import("./chunks/lease-KRT2LRBD.js");
    process.exitCode = runLeaseCheck(file);
  });
  lease.command("init").description("print a commented starter lease for the current repository").option("--id <id>", "lease id").option("--agent <preset>", "grant this agent's own session files: claude-code, codex or opencode").option(
    "--tools <list>",
    "grant these tools' caches and logs (comma-separated: npm,pip,cargo,go,\u2026; default: what the repository's files say it uses)"
  ).action(async (opts) => {
    const { runLeaseInit } = await import("./chunks/lease-KRT2LRBD.js");
    process.exitCode = runLeaseInit(opts);
  });
  program.command("init").summary("set up the forge-gate hook for claude, codex or opencode").description(
    "Write the forge-gate hook into a client's settings (merged: nothing else in them changes), a lease that backs the hook up (.forge-gate/lease.yaml: the client's agent preset, the repository's package managers, the hooks' configuration protected) and a classify config (.forge-gate/classify.yaml), each only when missing. The hook files name the launcher, lease and config so that they are the same in every clone of the project (commit them).\nCodex: also trusts the project and the hook's hash in $CODEX_HOME/config.toml.\nRunning it again changes nothing. --remove takes the hook out again (the lease and config stay). `forge-gate doctor` checks that a hook is installed, trusted and current.\nExit 0: written, removed (or unchanged); 2: unknown client, not in a git repository, a settings file that is not a JSON object, or a write error. See docs/hooks.md."
  ).argument("<client>", "claude | codex | opencode").option(
    "--global",
    "the user's settings (~/.claude, $CODEX_HOME, ~/.config/opencode) instead of the project's"
  ).option("--dry-run", "print the diff of every file it would change; write nothing").option("--remove", "take the hook out of the client's settings (and Codex's trust entry for it)").addHelpText(
    "after",
    "\nExamples:\n  forge-gate init claude                 # in the repository the agent works in\n  forge-gate init codex --dry-run        # the diff of every file it would change\n  forge-gate init --remove opencode      # the hook out again\n"
  ).action(async (client, opts) => {
    const { runInit } = await import("./chunks/init-5WPEZKMQ.js");
    process.exitCode = runInit(client, opts);
  });
  program.command("classify").summary("judge one agent tool call: allow, block or escalate").description(
    "Judge one agent tool call read from stdin (Claude Code / Codex / opencode hook payload or plain JSON)."
  ).option("--lease <file>", "lease file (YAML or JSON); default $FORGE_GATE_LEASE").option("--config <file>", "classify config (YAML or JSON); default $FORGE_GATE_CONFIG").addOption(
    new Option("--input <format>", "input format").choices(["auto", "claude", "codex", "opencode", "json"]).default("auto")
  ).addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["json", "text", "claude", "codex", "opencode"]).default("json")
  ).option("--state <dir>", "backstop and cache directory (default: $XDG_STATE_HOME/forge-gate)").option("--transcript <file>", "transcript JSONL (default: the payload's transcript_path)").option(
    "--deadline-ms <ms>",
    "answer escalate (Codex: deny) after this long; default 20000 or $FORGE_GATE_DEADLINE_MS"
  ).addHelpText("after", CLASSIFY_HELP).action(async (opts) => {
    const { runClassifyCli } = await import("./chunks/classify-4B4BMKE2.js");
    process.exitCode = await runClassifyCli(opts);
  });
  program.command("doctor").summary("check this install: parser, Node, git, bubblewrap, state dir, hooks, a lease and a config").description(
    "Report what this install can do here: the bash parser in use (native or WASM, and why), Node, git, bubblewrap, the state directory, whether --lease and --config load, and every forge-gate hook in this repository and in the user's settings: installed (its launcher, lease and config are there), trusted (Codex: the project and the hook's hash as written) and current (what init writes now).\nExit 0: nothing needed is broken; 1: something needed is broken; 2: usage error."
  ).option("--lease <file>", "also check this lease file").option("--config <file>", "also check this classify config").option("--state <dir>", "state directory to check (default: $XDG_STATE_HOME/forge-gate)").option(
    "--client <name>",
    "this client must have a hook (claude, codex, opencode; repeatable)",
    collect,
    []
  ).addOption(new Option("--format <format>", FORMAT_HELP).choices(["text", "json"]).default("text")).action(async (opts) => {
    const { runDoctor } = await import("./chunks/doctor-ICP3N3U4.js");
    process.exitCode = await runDoctor(opts);
  });
  return program;
}
async function main(argv) {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) return 0;
      process.stderr.write(
        `forge-gate: error: ${displayLine(usageErrorText(program, argv.slice(2), err))}
`
      );
      return 2;
    }
    const prefix = isForgeGateError(err) ? "forge-gate: error" : "forge-gate: internal error";
    process.stderr.write(`${prefix}: ${displayLine(errorText(err))}
`);
    return 2;
  }
}
function usageErrorText(program, args, err) {
  let cmd = program;
  const names = [];
  for (const a of args) {
    const sub = cmd.commands.find((c) => c.name() === a || c.aliases().includes(a));
    if (!sub) break;
    cmd = sub;
    names.push(sub.name());
  }
  const help = ["forge-gate", ...names, "--help"].join(" ");
  if (err.code === "commander.help")
    return `${["forge-gate", ...names].join(" ")} needs a command. Run one of the commands listed above (\`${help}\`)`;
  const what = err.message.replace(/^error: /, "").replace(/\n\((Did you mean [^)]*)\)/, (_m, hint) => ` (${hint.replace(/^D/, "d")})`).replace(/\s*\n\s*/g, " ").replace(/\.$/, "");
  const fix = cmd.commands.length > 0 ? `Run \`${help}\` for the commands` : `Run \`${help}\` for its arguments and options`;
  return `${what}. ${fix}`;
}
process.stdout.on("error", (err) => {
  if (err.code !== "EPIPE") throw err;
});
process.exitCode = classifyFastPath ? await (await import("./chunks/hook-loader-G5WV5BW3.js")).runClassifyHook(process.argv.slice(3), import.meta.url) : await main(process.argv);
export {
  buildProgram,
  main,
  usageErrorText
};
