import { isWithin } from "../paths.js";
import type { HostPreset, Judgement, ProtectedPlace, RunnerLayout, Side } from "./types.js";

/*
 * The GitHub Actions runner's own writes, judged by meaning (on when GITHUB_ACTIONS=true). Every
 * rule names where in actions/runner it comes from (file, class or method). The runner writes,
 * between and during the steps of a job:
 * - per step, its file-command files: before each step the previous step's files are deleted and new
 *   empty ones are created, `<prefix><guid>` in `<temp>/_runner_file_commands`
 *   (src/Runner.Worker/FileCommandManager.cs, FileCommandManager.InitializeFiles; the prefixes are the
 *   IFileCommandExtension list of src/Runner.Common/ExtensionManager.cs);
 * - per `run:` step, the script `<temp>/<guid><ext>` (src/Runner.Worker/Handlers/ScriptHandler.cs,
 *   ScriptHandler.RunAsync; the extensions are ScriptHandlerHelpers._extensions);
 * - its trace logs `_diag/<Runner|Worker>_<yyyyMMdd-HHmmss>-utc.log` (src/Runner.Common/HostTraceListener.cs),
 *   each step's log pages `_diag/pages/<timeline>_<record>_<n>.log` and result blocks
 *   `_diag/blocks/<timeline>_<record>.<n>` (src/Runner.Common/Logging.cs, PagingLogger), deleted
 *   once uploaded (src/Runner.Common/JobServerQueue.cs);
 * - before every step, the event payload `<temp>/_github_workflow/event.json`
 *   (src/Runner.Worker/ActionRunner.cs → ExecutionContext.WriteWebhookPayload), so what a step wrote
 *   there is overwritten before the next one reads it.
 * What the runner never writes during a job's steps, and what every later step or job runs, is kept
 * protected: the install's binaries and configuration (HostContext.GetDirectory/GetConfigFile in
 * src/Runner.Common/HostContext.cs), downloaded actions (`<work>/_actions`, written only while the
 * job is set up: src/Runner.Worker/ActionManager.cs) and the tool cache (RUNNER_TOOL_CACHE).
 */

const GUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** IFileCommandExtension.FilePrefix of every file command (ExtensionManager's list, in its order). */
export const FILE_COMMAND_PREFIXES = [
  "add_path_", // AddPathFileCommand → GITHUB_PATH
  "set_env_", // SetEnvFileCommand → GITHUB_ENV
  "step_summary_", // CreateStepSummaryCommand → GITHUB_STEP_SUMMARY
  "save_state_", // SaveStateFileCommand → GITHUB_STATE
  "set_output_", // SetOutputFileCommand → GITHUB_OUTPUT
  "artifacts_", // CreateArtifactsFileCommand → GITHUB_ARTIFACTS
  "artifacts_list_", // ArtifactsListFileCommand → GITHUB_ARTIFACTS_LIST
] as const;

const FILE_COMMAND = new RegExp(`^(?:${FILE_COMMAND_PREFIXES.join("|")})${GUID}$`);
/** CreateStepSummaryCommand.ProcessCommand writes a masked copy beside the step's summary and uploads it. */
const SCRUBBED_SUMMARY = new RegExp(`^step_summary_${GUID}-scrubbed$`);
/** ScriptHandler: `Guid.NewGuid()` + ScriptHandlerHelpers.GetScriptFileExtension (none for a custom shell). */
const STEP_SCRIPT = new RegExp(`^${GUID}(?:\\.sh|\\.ps1|\\.cmd|\\.py)?$`);
/** HostTraceListener._logFileNamingPattern `{0}_{1:yyyyMMdd-HHmmss}-utc.log` for the listener and the worker. */
const TRACE_LOG = /^(?:Runner|Worker)_\d{8}-\d{6}-utc\.log$/;
/** PagingLogger.NewPage: `{timelineId}_{timelineRecordId}_{page}.log`. */
const PAGE = new RegExp(`^${GUID}_${GUID}_\\d+\\.log$`);
/** PagingLogger.NewBlock: `{timelineId}_{timelineRecordId}.{block}`. */
const BLOCK = new RegExp(`^${GUID}_${GUID}\\.\\d+$`);

/** The install's files every job runs or reads (HostContext: Bin, Externals, GetConfigFile; layoutroot scripts). */
const INSTALL_ENTRIES = [
  "bin",
  "externals",
  ".runner",
  ".runner_migrated",
  ".credentials",
  ".credentials_migrated",
  ".credentials_rsaparams",
  ".credential_store",
  ".credential_store.keychain",
  ".certificates",
  ".options",
  ".service",
  ".setup_info",
  // Written by env.sh at configuration, read by run-helper.sh into every job's environment.
  ".env",
  ".path",
  "run.sh",
  "run-helper.sh",
  "config.sh",
  "env.sh",
  "svc.sh",
  "safe_sleep.sh",
];

function parentAndName(path: string): [string, string] {
  const i = path.lastIndexOf("/");
  return [path.slice(0, i) || "/", path.slice(i + 1)];
}

/** What one runner's own per-job files explain (null: nothing). */
function judgeRunnerFile(side: Side, r: RunnerLayout, whose: string): Judgement | null {
  const [dir, name] = parentAndName(side.path);
  const commands = `${r.temp}/_runner_file_commands`;
  if (dir === commands) {
    if (FILE_COMMAND.test(name))
      return { kind: "bookkeeping", rule: `${whose}'s per-step file-command file (FileCommandManager)` };
    if (SCRUBBED_SUMMARY.test(name))
      return side.change === "deleted"
        ? { kind: "bookkeeping", rule: `${whose}'s uploaded step summary (CreateStepSummaryCommand)` }
        : {
            kind: "data",
            rule: `a step's job summary, masked and uploaded by ${whose} (CreateStepSummaryCommand)`,
          };
  }
  if (side.path === commands && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s file-command directory (FileCommandManager)` };
  if (dir === r.temp && STEP_SCRIPT.test(name) && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s script for a run: step (ScriptHandler)` };
  const workflow = `${r.temp}/_github_workflow`;
  if (side.path === `${workflow}/event.json` || (side.path === workflow && side.change === "created"))
    return {
      kind: "bookkeeping",
      rule: `${whose}'s event payload, written again before every step (ExecutionContext.WriteWebhookPayload)`,
    };
  // Container jobs and container actions get a home of their own (ContainerOperationProvider, ContainerActionHandler).
  if (side.path === `${r.temp}/_github_home` && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s home for container steps (ContainerActionHandler)` };
  if (r.root === null) return null;
  const diag = `${r.root}/_diag`;
  if (dir === diag && TRACE_LOG.test(name))
    return { kind: "bookkeeping", rule: `${whose}'s trace log (HostTraceListener)` };
  if ((side.path === `${diag}/pages` || side.path === `${diag}/blocks`) && side.change === "created")
    return { kind: "bookkeeping", rule: `${whose}'s log directory (PagingLogger)` };
  if (dir === `${diag}/pages` && PAGE.test(name))
    return {
      kind: "bookkeeping",
      rule: `${whose}'s step log page (PagingLogger, uploaded by JobServerQueue)`,
    };
  if (dir === `${diag}/blocks` && BLOCK.test(name))
    return {
      kind: "bookkeeping",
      rule: `${whose}'s step log block (PagingLogger, uploaded by JobServerQueue)`,
    };
  return null;
}

function protectedPlaces(r: RunnerLayout, whose: string): ProtectedPlace[] {
  const out: ProtectedPlace[] = [];
  if (r.root !== null)
    for (const e of INSTALL_ENTRIES)
      out.push({ path: `${r.root}/${e}`, rule: `${whose}'s install (${e}): what every later job runs` });
  if (r.bin !== undefined)
    out.push({ path: r.bin, rule: `${whose}'s install (its worker): what every later job runs` });
  out.push({ path: r.actions, rule: `${whose}'s downloaded actions: later steps and jobs run them` });
  out.push({ path: r.tools, rule: `${whose}'s tool cache: later steps and jobs run it` });
  return out;
}

const placesOf = new WeakMap<RunnerLayout, ProtectedPlace[]>();

function inProtected(path: string, r: RunnerLayout): boolean {
  let places = placesOf.get(r);
  if (places === undefined) {
    places = protectedPlaces(r, "");
    placesOf.set(r, places);
  }
  return places.some((p) => isWithin(path, p.path));
}

export const githubActions: HostPreset = {
  name: "github-actions",
  on: (facts) => facts.runner !== null,
  protects(facts) {
    const out: ProtectedPlace[] = [];
    if (facts.runner) out.push(...protectedPlaces(facts.runner, "the runner"));
    for (const o of facts.otherRunners)
      out.push(...protectedPlaces(o, `another runner (${o.root ?? o.work})`));
    return out;
  },
  judge(side, facts) {
    const own = facts.runner;
    if (own !== null && !inProtected(side.path, own)) {
      const j = judgeRunnerFile(side, own, "the runner");
      if (j) return j;
    }
    for (const o of facts.otherRunners) {
      if (inProtected(side.path, o)) continue;
      const whose = `another runner (${o.root ?? o.work})`;
      const j = judgeRunnerFile(side, o, whose);
      if (j) return j;
      // Another runner's job writes its own workspace and temp at any time; a detection-only gate cannot
      // tell the agent's writes there from that job's (docs/action.md): listed, never charged.
      if (isWithin(side.path, o.work) || (o.root !== null && isWithin(side.path, `${o.root}/_diag`)))
        return { kind: "data", rule: `${whose}'s job: its work folder, not attributable without a sandbox` };
    }
    return null;
  },
};
