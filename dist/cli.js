#!/usr/bin/env node
import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  CLASSIFY_HELP
} from "./chunks/chunk-7VCSGL4E.js";
import {
  displayPath
} from "./chunks/chunk-ZT57TTI4.js";
import {
  errorText,
  isForgeGateError
} from "./chunks/chunk-57NQJXNH.js";
import "./chunks/chunk-IMH2DE2T.js";

// src/cli/hook-loader.ts
import { createRequire } from "node:module";
async function runClassifyHook(argv, entryUrl) {
  const require2 = createRequire(entryUrl);
  const fs = require2("node:fs");
  const path = require2("node:path");
  const vm = require2("node:vm");
  const { fileURLToPath } = require2("node:url");
  const dir = path.dirname(fileURLToPath(entryUrl));
  const file = path.join(dir, "classify-hook.cjs");
  const loader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  let source;
  let key;
  try {
    const st = fs.statSync(file);
    source = fs.readFileSync(file, "utf8");
    key = `${process.version}-${process.arch}-${st.size}-${Math.trunc(st.mtimeMs)}`;
  } catch {
    return (await import("./chunks/classify-YG73VUO6.js")).classifyFast(argv);
  }
  if (loader === void 0) return (await import("./chunks/classify-YG73VUO6.js")).classifyFast(argv);
  const cacheFile = path.join(stateDirOf(argv, require2), "code-cache", `classify-${key}.bin`);
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: file,
    cachedData,
    importModuleDynamically: loader
  });
  const mod = { exports: {} };
  script.runInThisContext()(
    mod.exports,
    createRequire(file),
    mod,
    file,
    dir
  );
  const code = await mod.exports.classifyFast(argv);
  if (cachedData === void 0 || script.cachedDataRejected) {
    try {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 448 });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData(), { mode: 384 });
      fs.renameSync(tmp, cacheFile);
    } catch {
    }
  }
  return code;
}
function stateDirOf(argv, require2) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state" && argv[i + 1]) return argv[i + 1];
    if (argv[i].startsWith("--state=")) return argv[i].slice(8);
  }
  const os = require2("node:os");
  return `${process.env.XDG_STATE_HOME || `${os.homedir()}/.local/state`}/forge-gate`;
}

// src/cli/main.ts
var classifyFastPath = process.argv[2] === "classify" && !process.argv.slice(3).some((a) => a === "--help" || a === "-h");
var { Command, CommanderError, Option } = classifyFastPath ? {} : await import("./chunks/esm-BOARDD3C.js");
if (classifyFastPath) {
  const mod = await import("node:module");
  mod.enableCompileCache?.();
}
var FORMAT_HELP = "output format";
function collect(value, previous) {
  return [...previous, value];
}
function buildProgram() {
  const program = new Command("forge-gate").description("Keep AI coding agents inside what they were granted.").version(process.env.FORGE_GATE_VERSION ?? "0.1.0").exitOverride().showHelpAfterError("(run with --help for usage)").configureOutput({ outputError: (str, write) => write(str) });
  program.command("violations").summary("list changed paths that fall outside a lease").description(
    "List the changed paths that fall outside a lease's write roots or inside its protected paths.\nPaths come from arguments, --from FILE, or stdin with `-` (newline-separated, or NUL-separated with -z).\nExit 0: none; 1: violations found; 2: usage, lease or input error."
  ).argument("[paths...]", "changed paths; `-` reads them from stdin").option("--lease <file>", "lease file (YAML or JSON)").option("--root <dir>", "write root (repeatable); instead of --lease", collect, []).option("--protect <glob>", "protected glob, added to the lease's (repeatable)", collect, []).option(
    "--cwd <dir>",
    "base for relative changed paths (default: the lease's worktree, else the current directory)"
  ).option("--from <file>", "read changed paths from FILE").option("-z, --null", "input (and text output) is NUL-separated").addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson", "github"]).default("text")
  ).addOption(
    new Option("--path-case <mode>", "path comparison (auto: insensitive on macOS and Windows)").choices(["auto", "sensitive", "insensitive"]).default("auto")
  ).addHelpText(
    "after",
    "\nExamples:\n  git diff --name-only -z origin/main | forge-gate violations --lease lease.yaml -z -\n  forge-gate violations --root . --protect '.github/workflows/**' src/a.ts /etc/passwd\n"
  ).action(async (paths, opts) => {
    const { runViolations } = await import("./chunks/violations-VIWJ3B6E.js");
    process.exitCode = await runViolations(paths, opts);
  });
  const rootsHelp = "default root groups to watch, comma-separated: worktree,repo,home,temp (default all; left-out groups are reported as not watched)";
  program.command("snapshot").summary("record the watched roots before the agent runs").description(
    "Record a manifest of every watched root (the lease's worktree, every worktree of its repository and its git dir, the home directory, the temp directories, the lease's `watch` and --watch) before the agent runs.\nThe manifest is written atomically outside every write root; pin it by its digest.\nExit 0: written; 2: lease, git or output error."
  ).option("--lease <file>", "lease file (YAML or JSON)").option(
    "--output <file>",
    "manifest path (default: <tmpdir>/forge-gate/snapshots/\u2026; must be outside every write root)"
  ).option("--watch <dir>", "also watch DIR (repeatable)", collect, []).option("--default-roots <groups>", rootsHelp).addOption(new Option("--format <format>", FORMAT_HELP).choices(["text", "json"]).default("text")).addHelpText(
    "after",
    "\nExamples:\n  forge-gate snapshot --lease lease.yaml --format json > snapshot.json\n  forge-gate snapshot --lease lease.yaml --output /var/tmp/run-47.fgsnap --watch /srv/shared\n"
  ).action(async (opts) => {
    const { runSnapshot } = await import("./chunks/snapshot-WJ7P3DFK.js");
    process.exitCode = await runSnapshot(opts);
  });
  program.command("collect").summary("list every lasting change since the snapshot, plus the repository diff").description(
    "Print the changes the run made: the host scope (the snapshot diffed against the machine now: creates, deletes, content and metadata changes, renames, hard links, chmod, symlink retargets) and the repository scope (base...HEAD, staged, unstaged, untracked).\nGit's bookkeeping for commits on the worktree's own branch is set aside. Git runs with hooks, fsmonitor, filters and external diff disabled.\nExit 0: collected; 2: missing/corrupt/foreign snapshot, digest mismatch, git error."
  ).option("--lease <file>", "lease file (YAML or JSON)").option("--snapshot <file>", "manifest written by `forge-gate snapshot` (host scope)").option("--snapshot-digest <digest>", "refuse the manifest unless its digest is this (sha256:\u2026)").option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD at snapshot time)"
  ).option("-z, --null", "text output: NUL-separated paths (both sides of renames), for `violations -z -`").option(
    "--include-git-bookkeeping",
    "also list git's bookkeeping (own gitdir, new objects, own branch ref)"
  ).addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson"]).default("text")
  ).addHelpText(
    "after",
    '\nExamples:\n  forge-gate collect --lease lease.yaml --snapshot "$SNAP" --snapshot-digest "$DIGEST" -z \\\n    | forge-gate violations --lease lease.yaml -z -\n  forge-gate collect --lease lease.yaml --base origin/main --format json\n'
  ).action(async (opts) => {
    const { runCollect } = await import("./chunks/collect-R4AFKMC7.js");
    process.exitCode = await runCollect(opts);
  });
  program.command("run").summary("snapshot, run an agent command, collect and judge in one go").description(
    "Take a snapshot, run CMD in its own process group (stdio passed through), kill what is left of the group when CMD exits, collect every change and check it against the lease.\nExit 1: an escape; 2: a gate error; else 0 (or CMD's own status with --propagate-exit)."
  ).argument("<command...>", "the agent command and its arguments (after --)").option("--lease <file>", "lease file (YAML or JSON)").option(
    "--snapshot-dir <dir>",
    "where the manifest goes (default: a new temp directory, removed on a pass)"
  ).option("--watch <dir>", "also watch DIR (repeatable)", collect, []).option("--default-roots <groups>", rootsHelp).option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD before the run)"
  ).option("--propagate-exit", "when there is no escape, exit with CMD's own status").addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "github"]).default("text")
  ).addHelpText(
    "after",
    "\nPut `--` before CMD so its own options are not read as forge-gate's.\n\nExamples:\n  forge-gate run --lease lease.yaml -- claude -p 'fix issue 47'\n  forge-gate run --lease lease.yaml --format json -- bash ./agent.sh > verdict.json\n"
  ).action(async (command, opts) => {
    const { runRun } = await import("./chunks/run-UQ7RJ7ZK.js");
    process.exitCode = await runRun(command, opts);
  });
  program.command("gate").summary("refuse the merge of a run that escaped its lease: record, quarantine, tell GitHub").description(
    "Collect every change of the run (snapshot diff + repository diff), judge it against the lease and,\non an escape, refuse: append an event (--events), move the worktree aside (--quarantine), and on\nthe PR disable auto-merge, post one sticky comment, add a label and a failing `forge-gate` status\n(--github; token from GITHUB_TOKEN or GH_TOKEN). Every effect is best-effort and reported; none\nchanges the verdict. A pass changes nothing. Exit 0: pass; 1: refused; 2: the gate could not run."
  ).option("--lease <file>", "lease file (YAML or JSON)").option("--snapshot <file>", "manifest written by `forge-gate snapshot` before the run (host scope)").option("--snapshot-digest <digest>", "refuse the manifest unless its digest is this (sha256:\u2026)").option(
    "--base <ref>",
    "base for committed changes (default: the lease's base, else HEAD at snapshot time)"
  ).option(
    "--checkout <dir>",
    "judge a checkout of the agent's branch made elsewhere, in the lease's coordinates"
  ).option("--events <file>", "on a refusal, append one NDJSON event line to FILE").option("--quarantine", "on a refusal, move the leased worktree to <name>.quarantined-<time> and lock it").option("--github", "on a refusal, act on the pull request (see --repo, --pr)").option(
    "--repo <owner/name>",
    "repository of the pull request (default: the lease's repo, else $GITHUB_REPOSITORY)"
  ).option("--pr <number>", "pull request number (default: the lease's pr)").option("--label <name>", "label to add on a refusal ('' for none)", "forge-gate:quarantined").option("--no-comment", "do not post the sticky PR comment").option("--no-auto-merge", "do not disable auto-merge").option("--no-status", "do not post the failing commit status").addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["text", "json", "ndjson", "github"]).default("text")
  ).addHelpText(
    "after",
    '\nExamples:\n  forge-gate gate --lease lease.yaml --snapshot "$SNAP" --snapshot-digest "$DIGEST" \\\n    --events ~/.forge/events.ndjson --quarantine\n  GITHUB_TOKEN=\u2026 forge-gate gate --lease lease.yaml --base origin/main --github --pr 62 --format json\n'
  ).action(async (opts) => {
    const { runGateCommand } = await import("./chunks/gate-7U5MEA2K.js");
    process.exitCode = await runGateCommand(opts);
  });
  const lease = program.command("lease").description("check or create lease files");
  lease.command("check").description("validate a lease and print it normalised as JSON (exit 0 valid, 2 invalid)").argument("<file>", "lease file (YAML or JSON)").action(async (file) => {
    const { runLeaseCheck } = await import("./chunks/lease-NGY74TJY.js");
    process.exitCode = runLeaseCheck(file);
  });
  lease.command("init").description("print a commented starter lease for the current repository").option("--id <id>", "lease id").action(async (opts) => {
    const { runLeaseInit } = await import("./chunks/lease-NGY74TJY.js");
    process.exitCode = runLeaseInit(opts);
  });
  program.command("classify").summary("judge one agent tool call: allow, block or escalate").description(
    "Judge one agent tool call read from stdin (Claude Code / Codex / opencode hook payload or plain JSON)."
  ).option("--lease <file>", "lease file (YAML or JSON); default $FORGE_GATE_LEASE").option("--config <file>", "classify config (YAML or JSON); default $FORGE_GATE_CONFIG").addOption(
    new Option("--input <format>", "input format").choices(["auto", "claude", "codex", "opencode", "json"]).default("auto")
  ).addOption(
    new Option("--format <format>", FORMAT_HELP).choices(["json", "text", "claude", "codex", "opencode"]).default("json")
  ).option("--state <dir>", "backstop and cache directory (default: $XDG_STATE_HOME/forge-gate)").option("--transcript <file>", "transcript JSONL (default: the payload's transcript_path)").addHelpText("after", CLASSIFY_HELP).action(async (opts) => {
    const { runClassifyCli } = await import("./chunks/classify-YG73VUO6.js");
    process.exitCode = await runClassifyCli(opts);
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
      return err.exitCode === 0 ? 0 : 2;
    }
    const prefix = isForgeGateError(err) ? "forge-gate: error" : "forge-gate: internal error";
    process.stderr.write(`${prefix}: ${displayPath(errorText(err))}
`);
    return 2;
  }
}
process.stdout.on("error", (err) => {
  if (err.code !== "EPIPE") throw err;
});
process.exitCode = classifyFastPath ? await runClassifyHook(process.argv.slice(3), import.meta.url) : await main(process.argv);
export {
  buildProgram,
  main
};
