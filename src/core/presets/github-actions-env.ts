/*
 * The environment of a job's later steps, judged by meaning (part of the github-actions preset). A
 * step changes what every later step runs by appending to GITHUB_ENV or GITHUB_PATH: the runner reads
 * those files after the step and deletes them before the next one (FileCommandManager), so no file
 * is left for a snapshot to diff. The snapshot records its step's environment instead (names, salted
 * digests of the values, PATH's entries) and the gate compares its own step's with it.
 *
 * What legitimately differs between the snapshot's step and the gate's, from actions/runner:
 * - inputs, `INPUT_<NAME>` (src/Runner.Worker/Handlers/Handler.cs, AddInputsToEnvironment), and an
 *   action's saved state, `STATE_<name>` (src/Runner.Worker/ActionRunner.cs);
 * - the github context's per-step entries (src/Runner.Worker/GitHubContext.cs allowlist, set per step
 *   by StepsRunner, ActionRunner, CompositeActionHandler and FileCommandManager.InitializeFiles):
 *   GITHUB_ACTION, GITHUB_ACTION_PATH, GITHUB_ACTION_REF, GITHUB_ACTION_REPOSITORY,
 *   GITHUB_ACTION_STATUS, and the file-command paths GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT,
 *   GITHUB_STATE, GITHUB_STEP_SUMMARY, GITHUB_ARTIFACTS, GITHUB_ARTIFACTS_LIST;
 * - the Actions runtime service entries a JavaScript action gets and a `run:` step does not
 *   (src/Runner.Worker/Handlers/NodeScriptActionHandler.cs): compared when both steps have them.
 * Everything else (job `env:`, the runner context's RUNNER_*, the worker's own environment) is
 * job-scoped and the same in every step, so any difference is a step's doing. A step-level `env:`
 * on the snapshot or gate step alone is not told apart from an injection: give both the same.
 */

/** Set by the runner for each step on its own. */
const PER_STEP = new Set([
  "GITHUB_ACTION",
  "GITHUB_ACTION_PATH",
  "GITHUB_ACTION_REF",
  "GITHUB_ACTION_REPOSITORY",
  "GITHUB_ACTION_STATUS",
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
  "GITHUB_ARTIFACTS",
  "GITHUB_ARTIFACTS_LIST",
]);

/** NodeScriptActionHandler's runtime entries: only JavaScript actions get them. */
const NODE_ACTION_ONLY = new Set([
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "ACTIONS_CACHE_MODE",
  "ACTIONS_ORCHESTRATION_ID",
]);

/** Whether the runner sets `name` for each step on its own (never compared). */
export function isPerStep(name: string): boolean {
  return PER_STEP.has(name) || name.startsWith("INPUT_") || name.startsWith("STATE_");
}

/** A step's environment as recorded: salted digests of the values (never the values), and PATH's entries. */
export interface RecordedEnvironment {
  /** Name → digest of its value. PATH is not among them. */
  vars: Record<string, string>;
  /** PATH split on `:`, in order. */
  path: string[];
}

export type EnvironmentChange =
  | { variable: string; change: "added" | "changed" | "removed" }
  | { path_entry: string; change: "added" | "moved" | "removed" };

/**
 * What a step between the snapshot and the gate did to the job's environment (empty: nothing).
 * A PATH entry that now comes earlier than before is `moved` (GITHUB_PATH re-adds a directory at
 * the front: AddPathFileCommand), which changes what a command name runs.
 */
export function environmentChanges(
  before: RecordedEnvironment,
  after: RecordedEnvironment,
): EnvironmentChange[] {
  const out: EnvironmentChange[] = [];
  const names = [...new Set([...Object.keys(before.vars), ...Object.keys(after.vars)])].sort();
  for (const name of names) {
    if (name === "PATH" || isPerStep(name)) continue;
    const a = before.vars[name];
    const b = after.vars[name];
    if (a === b) continue;
    if (NODE_ACTION_ONLY.has(name) && (a === undefined || b === undefined)) continue;
    out.push({ variable: name, change: a === undefined ? "added" : b === undefined ? "removed" : "changed" });
  }
  // Only an entry's first place counts: that is where a command name resolves.
  const first = (path: readonly string[]) => [...new Set(path)];
  const old = new Map(first(before.path).map((p, i) => [p, i] as const));
  const nowPath = first(after.path);
  const now = new Set(nowPath);
  // An entry that now stands before one it stood after was moved ahead (GITHUB_PATH prepends).
  const moved = new Set<string>();
  let lowest = Number.POSITIVE_INFINITY;
  for (let k = nowPath.length - 1; k >= 0; k--) {
    const i = old.get(nowPath[k]!);
    if (i === undefined) continue;
    if (i > lowest) moved.add(nowPath[k]!);
    lowest = Math.min(lowest, i);
  }
  for (const entry of nowPath) {
    if (!old.has(entry)) out.push({ path_entry: entry, change: "added" });
    else if (moved.has(entry)) out.push({ path_entry: entry, change: "moved" });
  }
  for (const entry of old.keys()) if (!now.has(entry)) out.push({ path_entry: entry, change: "removed" });
  return out;
}

/** How a change is named in a violation: `$NAME` or `PATH entry DIR`, and what happened to it. */
export function describeEnvironmentChange(c: EnvironmentChange): { name: string; rule: string } {
  if ("variable" in c) return { name: `$${c.variable}`, rule: `${c.change} after the snapshot (GITHUB_ENV)` };
  return {
    name: `PATH entry ${c.path_entry}`,
    rule:
      c.change === "removed"
        ? "removed from PATH after the snapshot"
        : `${c.change === "added" ? "put on" : "moved ahead on"} PATH after the snapshot (GITHUB_PATH): it decides what a command name runs`,
  };
}
