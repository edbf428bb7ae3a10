import type { PresetCases } from "./types.js";

/*
 * What `github-actions.ts` explains, RuleTester-style: run by test/unit/host-presets.test.ts. The
 * layout is a hosted runner's (install under HOME, work folder beside it, tool cache in /opt), with a
 * second self-hosted runner under the same account.
 */
const G = "0f3c7c5e-0d5e-4b69-9a51-2f4b0f9f1c2a";
const H = "7d1e2a43-1b9c-4d1f-8e2a-9c0b6e5d4f31";
const root = "/home/runner/actions-runner/cached";
const temp = "/home/runner/work/_temp";
const other = "/home/runner/runner-2";

export const cases: PresetCases = {
  facts: {
    runner: {
      root,
      work: "/home/runner/work",
      temp,
      actions: "/home/runner/work/_actions",
      tools: "/opt/hostedtoolcache",
      located: "process",
      // Self-updated: `bin` is a link to the version the worker runs from.
      bin: `${root}/bin.2.330.0`,
    },
    otherRunners: [
      {
        root: other,
        work: `${other}/_work`,
        temp: `${other}/_work/_temp`,
        actions: `${other}/_work/_actions`,
        tools: `${other}/_work/_tool`,
        located: "environment",
      },
    ],
    npmCache: null,
    packageDir: null,
    packageInstalledDuringRun: false,
    stateDir: null,
  },
  explained: [
    { path: `${temp}/_runner_file_commands/set_env_${G}`, change: "deleted", kind: "bookkeeping" },
    { path: `${temp}/_runner_file_commands/add_path_${H}`, change: "created", kind: "bookkeeping" },
    { path: `${temp}/_runner_file_commands/set_output_${H}`, change: "modified", kind: "bookkeeping" },
    { path: `${temp}/_runner_file_commands/artifacts_list_${H}`, change: "created", kind: "bookkeeping" },
    { path: `${temp}/_runner_file_commands/step_summary_${G}-scrubbed`, change: "created", kind: "data" },
    { path: `${temp}/${G}.sh`, change: "created", kind: "bookkeeping" },
    { path: `${temp}/${H}`, change: "created", kind: "bookkeeping" },
    { path: `${temp}/_github_workflow/event.json`, change: "modified", kind: "bookkeeping" },
    { path: `${root}/_diag/Worker_20261126-162001-utc.log`, change: "modified", kind: "bookkeeping" },
    { path: `${root}/_diag/Runner_20261101-080000-utc.log`, change: "deleted", kind: "bookkeeping" },
    { path: `${root}/_diag/pages/${G}_${H}_1.log`, change: "created", kind: "bookkeeping" },
    { path: `${root}/_diag/pages/${G}_${H}_2.log`, change: "deleted", kind: "bookkeeping" },
    { path: `${root}/_diag/blocks/${G}_${H}.1`, change: "created", kind: "bookkeeping" },
    { path: `${root}/_diag/pages`, change: "created", kind: "bookkeeping" },
    // Another runner's job, at the same time: its own files by the same rules, its workspace listed.
    { path: `${other}/_diag/Worker_20261126-162001-utc.log`, change: "modified", kind: "bookkeeping" },
    { path: `${other}/_work/_temp/${G}.sh`, change: "created", kind: "bookkeeping" },
    { path: `${other}/_work/app/app/build/out.o`, change: "created", kind: "data" },
  ],
  unexplained: [
    // A step script is written once, never edited or removed while the job runs.
    { path: `${temp}/${G}.sh`, change: "modified" },
    { path: `${temp}/${G}.sh`, change: "deleted" },
    { path: `${temp}/evil.sh`, change: "created" },
    { path: `${temp}/_runner_file_commands/set_env_notaguid`, change: "created" },
    { path: `${temp}/_runner_file_commands/hook.sh`, change: "created" },
    { path: `${temp}/_runner_file_commands/set_env_${G}/x`, change: "created" },
    { path: `${root}/_diag/Worker_latest.log`, change: "created" },
    { path: `${root}/_diag/pages/evil.sh`, change: "created" },
    { path: `${root}/.runner`, change: "modified" },
    { path: `${root}/.env`, change: "modified" },
    { path: `${root}/bin/Runner.Worker`, change: "modified" },
    { path: `${root}/externals/node24/bin/node`, change: "modified" },
    {
      path: "/home/runner/work/_actions/actions/checkout/08c6903cd8c0fde910a37f88322edcfb5dd907a8/dist/index.js",
      change: "modified",
    },
    { path: "/home/runner/work/_actions/actions/new/v1.completed", change: "created" },
    { path: "/opt/hostedtoolcache/node/24.0.0/x64/bin/node", change: "modified" },
    { path: "/home/runner/.bashrc", change: "modified" },
    { path: `${other}/bin/Runner.Worker`, change: "modified" },
    { path: `${other}/_work/_actions/actions/checkout/v5/action.yml`, change: "modified" },
    { path: `${other}/.credentials`, change: "modified" },
  ],
  protects: [
    `${root}/bin/Runner.Worker`,
    `${root}/.credentials`,
    `${root}/run-helper.sh`,
    `${root}/bin.2.330.0/Runner.Worker`,
    "/home/runner/work/_actions/actions/checkout/v5/action.yml",
    "/opt/hostedtoolcache/Python/3.12.0/x64/bin/python3",
    `${other}/externals/node24/bin/node`,
    `${other}/_work/_tool/go/1.22/x64/bin/go`,
  ],
};
