import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";
import { isObject, parseJsonc } from "./jsonc.js";

/**
 * VS Code's workspace files judged by key (code.visualstudio.com/docs/getstarted/settings,
 * code.visualstudio.com/docs/editor/tasks).
 */

/**
 * Settings that only change how the editor shows and formats text. Any other key may name a
 * program an extension runs (`python.defaultInterpreterPath`, `eslint.runtime`, `typescript.tsdk`,
 * `terminal.integrated.*`, `rust-analyzer.server.path`, `git.path`, `task.allowAutomaticTasks`…):
 * closed-world, like every other spec, so an unknown key escalates.
 */
const HARMLESS_PREFIXES = [
  "editor.",
  "files.",
  "search.",
  "workbench.",
  "explorer.",
  "diffEditor.",
  "breadcrumbs.",
  "outline.",
  "problems.",
  "scm.",
  "zenMode.",
  "emmet.",
  "cSpell.",
  "markdown.preview.",
  "typescript.preferences.",
  "javascript.preferences.",
  "typescript.format.",
  "javascript.format.",
  "typescript.suggest.",
  "javascript.suggest.",
  "typescript.inlayHints.",
  "javascript.inlayHints.",
  "typescript.updateImportsOnFileMove.",
  "javascript.updateImportsOnFileMove.",
  "html.format.",
  "css.lint.",
  "scss.lint.",
  "less.lint.",
  "json.format.",
  "prettier.",
  "eslint.validate",
  "eslint.format.enable",
  "eslint.codeActionsOnSave.",
];
/** Whatever its prefix, a key with one of these words names a program, its arguments or environment. */
const RUNS_WORDS = new Set(
  "path paths executable command commands cmd args arguments env environment shell runtime tsdk server binary interpreter plugin plugins require script scripts exec program".split(
    " ",
  ),
);

export function settingRuns(key: string): boolean {
  if (/^\[[^\]]+\]$/.test(key)) return false; // a language block: its own keys are judged
  const plain = key.replace(/^\[[^\]]+\]\./, "");
  // `prettierPath`, `node-options`, `server_path`: judged word by word.
  const last = plain.slice(plain.lastIndexOf(".") + 1);
  if (last.split(/(?=[A-Z])|[-_]/).some((w) => RUNS_WORDS.has(w.toLowerCase()))) return true;
  return !HARMLESS_PREFIXES.some((p) => plain === p.replace(/\.$/, "") || plain.startsWith(p));
}

const vscodeSettings: KeyedFormat = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const out = new Map<string, string>();
    const add = (key: string, value: unknown) => {
      if (settingRuns(key)) out.set(key, JSON.stringify(value));
    };
    for (const [k, v] of Object.entries(doc)) {
      if (/^\[[^\]]+\]$/.test(k) && isObject(v))
        for (const [ik, iv] of Object.entries(v)) add(`${k}.${ik}`, iv);
      else add(k, v);
    }
    return out;
  },
  keyRuns: settingRuns,
};

/**
 * Tasks run when asked, except those with `runOptions.runOn: "folderOpen"`, which run when the
 * folder opens (after the workspace is trusted). A file that holds one is judged whole: any change
 * may change what that task runs (its command, its dependsOn, the inputs it reads).
 */
const vscodeTasks: KeyedFormat = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const tasks = Array.isArray(doc.tasks) ? doc.tasks : [];
    const onOpen = tasks.some(
      (t) => isObject(t) && isObject(t.runOptions) && String(t.runOptions.runOn) === "folderOpen",
    );
    return onOpen ? new Map([["tasks (one runs on folderOpen)", JSON.stringify(doc)]]) : new Map();
  },
  // An edit judged without the file cannot know whether a folderOpen task is there.
  keyRuns: () => true,
};

/**
 * A dev container's definition (containers.dev/implementors/json_reference): its name, ports and
 * resource hints change nothing that runs; every other property may (lifecycle commands, the
 * image or Dockerfile, features, mounts, run arguments, privileges, customizations' extensions).
 */
const DEVCONTAINER_HARMLESS = new Set([
  "name",
  "forwardPorts",
  "portsAttributes",
  "otherPortsAttributes",
  "appPort",
  "shutdownAction",
  "hostRequirements",
  "workspaceFolder",
  "userEnvProbe",
  "updateRemoteUserUID",
  "waitFor",
  "$schema",
]);

const devcontainer: KeyedFormat = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(doc))
      if (!DEVCONTAINER_HARMLESS.has(k)) out.set(k, JSON.stringify(v));
    return out;
  },
  keyRuns: (key) => !DEVCONTAINER_HARMLESS.has(key),
};

export const EDITOR_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>> = {
  "vscode-settings": vscodeSettings,
  "vscode-tasks": vscodeTasks,
  devcontainer,
};
