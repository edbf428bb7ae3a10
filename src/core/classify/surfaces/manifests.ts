import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";
import { isObject } from "./jsonc.js";
import { NON_REGISTRY_SPEC } from "./sources.js";

// ---------------------------------------------------------------------------------------------
// package.json

/**
 * Scripts npm, pnpm, yarn and bun run without being asked by name: on install (`npm install`,
 * `npm ci`, `npm rebuild`, `pnpm install`, `yarn`, `bun install`), on pack and publish, and npm's
 * `dependencies` script after node_modules changes (docs.npmjs.com/cli/using-npm/scripts). Scripts
 * run by name (`build`, `test` and their pre/post scripts) are the project's code, like a Makefile.
 */
export const INSTALL_SCRIPTS: readonly string[] = [
  "preinstall",
  "install",
  "postinstall",
  "preprepare",
  "prepare",
  "postprepare",
  "prepublish",
  "prepack",
  "postpack",
  "dependencies",
  "pnpm:devPreinstall",
];

/**
 * Every script npm, pnpm, yarn and bun run without being asked by name: on install (above), and on
 * publish and version (`prepublishOnly`, `publish`, `postpublish`, `preversion`, `version`,
 * `postversion`), which a release pipeline runs with its credentials.
 */
export const LIFECYCLE_SCRIPTS: readonly string[] = [
  ...INSTALL_SCRIPTS,
  "prepublishOnly",
  "publish",
  "postpublish",
  "preversion",
  "version",
  "postversion",
];

/** package.json fields whose values are paths or text, never a dependency's source. */
const PATH_FIELDS = new Set(
  "name version description main module types typings bin browser exports imports files directories man repository homepage bugs license author funding".split(
    " ",
  ),
);

/** Dependency tables (and overrides) whose entries say where a package comes from. */
const DEPENDENCY_TABLES = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
  "overrides",
  "resolutions",
];

/** Dependency entries with a source other than the registry (sources.ts), as `dep:table.name` → spec. */
function nonRegistryDependencies(doc: Record<string, unknown>, out: Map<string, string>): void {
  const walk = (table: string, v: unknown, path: string) => {
    if (typeof v === "string") {
      if (NON_REGISTRY_SPEC.test(v)) out.set(`dep:${table}.${path}`, v);
    } else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(table, x, path ? `${path}.${k}` : k);
  };
  for (const t of DEPENDENCY_TABLES) walk(t, doc[t], "");
  if (isObject(doc.pnpm)) walk("pnpm.overrides", doc.pnpm.overrides, "");
}

/**
 * Top-level package.json keys that install git hooks or decide which package code runs at install:
 * husky 4 (`husky.hooks`), simple-git-hooks, pre-commit (npm), yorkie (`gitHooks`), ghooks,
 * lint-staged and nano-staged (run on commit by a hook), corepack's `packageManager` (the package
 * manager it downloads and runs, a URL allowed), bun's `trustedDependencies` (dependencies whose
 * install scripts run), `gypfile`.
 */
const PACKAGE_KEYS = [
  "husky",
  "simple-git-hooks",
  "pre-commit",
  "precommit",
  "pre-push",
  "prepush",
  "gitHooks",
  "ghooks",
  "lint-staged",
  "nano-staged",
  "packageManager",
  "trustedDependencies",
  "gypfile",
];
/** pnpm's settings in package.json that let dependencies' install scripts run (pnpm.io/package_json). */
const PNPM_KEYS = [
  "onlyBuiltDependencies",
  "onlyBuiltDependenciesFile",
  "neverBuiltDependencies",
  "allowBuilds",
];

/**
 * Whether writing the key at `path` (`["scripts", "postinstall"]`, `["husky"]`) of a package.json
 * can change what runs later: the same entries `project` reads. For `npm pkg set/delete`.
 */
export function packageKeyRuns(path: string[]): boolean {
  const [top, second] = path;
  if (top === undefined) return true;
  if (top === "scripts") return second === undefined || LIFECYCLE_SCRIPTS.includes(second);
  if (top === "config") return second === undefined || second === "ghooks";
  if (top === "pnpm") return second === undefined || PNPM_KEYS.includes(second);
  return PACKAGE_KEYS.includes(top);
}

/** A dependency's version range or tag (`^1.2.0`, `>=18`, `latest`, `workspace:*`): never a command. */
const VERSION_LIKE = /^([\^~<>=*]|\d|v\d|x$|latest$|next$|beta$|canary$|workspace:|npm:|catalog:|jsr:)/;

function scriptsOf(text: string): Map<string, string> | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const out = new Map<string, string>();
  if (isObject(doc) && isObject(doc.scripts))
    for (const [k, v] of Object.entries(doc.scripts)) if (typeof v === "string") out.set(k, v);
  return out;
}

/**
 * The commands a package.json change gives the scripts run by name (`test`, `build`, `pretest`,
 * `lint`…): `npm test`, `npm run build` — which classify allows as the project's tooling, and which
 * run the pre/post scripts unasked — run them as written, so what a change adds there is judged as
 * the command it runs, like a Makefile recipe (code.ts) or `npm pkg set scripts.x=…`. Lifecycle
 * scripts are judged by key (`project` above). `after` null: the edit's text was not found in the
 * file; its own changed lines are read instead, every `"key": "value"` on them a possible script
 * (fields that hold names, paths or versions aside).
 */
export function addedScriptCommands(
  before: string | null,
  after: string | null,
  newLines: string[],
): string[] {
  if (after !== null) {
    const now = scriptsOf(after);
    if (now === null) return [];
    const was = (before === null ? null : scriptsOf(before)) ?? new Map<string, string>();
    return [...now]
      .filter(([k, v]) => !LIFECYCLE_SCRIPTS.includes(k) && was.get(k) !== v && v.trim() !== "")
      .map(([, v]) => v);
  }
  const out: string[] = [];
  for (const line of newLines)
    for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*")/g)) {
      let value: string;
      try {
        value = JSON.parse(m[2]!) as string;
      } catch {
        continue;
      }
      const key = m[1]!;
      if (PATH_FIELDS.has(key) || LIFECYCLE_SCRIPTS.includes(key) || value.trim() === "") continue;
      if (VERSION_LIKE.test(value.trim()) || NON_REGISTRY_SPEC.test(value)) continue;
      out.push(value);
    }
  return out;
}

const packageJson: KeyedFormat = {
  syntax: "json",
  project(text) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isObject(doc)) return null;
    const out = new Map<string, string>();
    const scripts = doc.scripts;
    if (scripts !== undefined && !isObject(scripts)) out.set("scripts", JSON.stringify(scripts));
    if (isObject(scripts))
      for (const s of LIFECYCLE_SCRIPTS)
        if (Object.hasOwn(scripts, s)) out.set(`scripts.${s}`, JSON.stringify(scripts[s]));
    for (const k of PACKAGE_KEYS) if (Object.hasOwn(doc, k)) out.set(k, JSON.stringify(doc[k]));
    const config = doc.config;
    if (isObject(config) && Object.hasOwn(config, "ghooks"))
      out.set("config.ghooks", JSON.stringify(config.ghooks));
    const pnpm = doc.pnpm;
    if (isObject(pnpm))
      for (const k of PNPM_KEYS) if (Object.hasOwn(pnpm, k)) out.set(`pnpm.${k}`, JSON.stringify(pnpm[k]));
    nonRegistryDependencies(doc, out);
    return out;
  },
  // pnpm's build allowlists: without one, pnpm 9 builds every dependency.
  removalRuns: (key) => key === "pnpm" || key.startsWith("pnpm.") || PNPM_KEYS.includes(key),
  // A dependency's value on the same line says where it comes from (fields that hold paths are not dependencies).
  keyRuns: (key, line) =>
    (!PATH_FIELDS.has(key) &&
      NON_REGISTRY_SPEC.test(/"(?:[^"\\]|\\.)*"\s*:\s*"([^"]*)"/.exec(line)?.[1] ?? "")) ||
    LIFECYCLE_SCRIPTS.includes(key) ||
    PACKAGE_KEYS.includes(key) ||
    PNPM_KEYS.includes(key) ||
    key === "scripts" ||
    key === "config" ||
    key === "pnpm",
};

// ---------------------------------------------------------------------------------------------
// .npmrc (docs.npmjs.com/cli/configuring-npm/npmrc, pnpm.io/npmrc)

/**
 * Keys that only shape how the install resolves and lays out packages. Everything else is judged
 * a change of what runs: `script-shell`, `node-options`, `shell`, `git`, `onload-script`,
 * `init-module`, registries and scoped registries (where packages come from), auth, proxies,
 * `use-node-version` (a Node pnpm downloads), prefixes and config files.
 */
const NPMRC_HARMLESS = new Set(
  (
    "save save-exact save-prefix save-dev save-optional save-peer engine-strict fund audit audit-level " +
    "package-lock package-lock-only legacy-peer-deps strict-peer-deps auto-install-peers strict-peer-dependencies " +
    "shamefully-hoist public-hoist-pattern hoist-pattern hoist hoist-workspace-packages node-linker lockfile " +
    "prefer-offline prefer-online progress loglevel color update-notifier optional omit include " +
    "link-workspace-packages prefer-workspace-packages resolution-mode dedupe-peer-dependents " +
    "prefer-frozen-lockfile frozen-lockfile enable-pre-post-scripts git-tag-version tag-version-prefix " +
    "message init-author-name init-author-email init-author-url init-license init-version workspaces-update " +
    "install-strategy install-links fetch-retries fetch-retry-factor fetch-retry-mintimeout fetch-retry-maxtimeout " +
    "fetch-timeout maxsockets network-concurrency child-concurrency side-effects-cache " +
    "side-effects-cache-readonly unicode sign-git-commit"
  ).split(" "),
);

/** The lines of an INI-style file that hold entries: trimmed, without blank and comment lines. */
function entryLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#") && !l.startsWith(";"));
}

const npmrc: KeyedFormat = {
  syntax: "ini",
  project(text) {
    const out = new Map<string, string>();
    for (const line of entryLines(text)) {
      const eq = line.indexOf("=");
      const key = (eq === -1 ? line : line.slice(0, eq)).trim().toLowerCase();
      const value = eq === -1 ? "true" : line.slice(eq + 1).trim();
      // `ignore-scripts=true` is a restriction (format.ts): lifting it runs every install script.
      if (key === "ignore-scripts" && value.toLowerCase() === "true") out.set("!ignore-scripts", value);
      else if (npmrcRuns(key, value)) out.set(key, value);
    }
    return out;
  },
  keyRuns: (key, line) =>
    npmrcRuns(key.toLowerCase(), line.includes("=") ? line.slice(line.indexOf("=") + 1).trim() : "true"),
  removalRuns: (key) => key.toLowerCase() === "ignore-scripts",
};

function npmrcRuns(key: string, value: string): boolean {
  if (key === "ignore-scripts") return value.toLowerCase() !== "true";
  return !NPMRC_HARMLESS.has(key);
}

// ---------------------------------------------------------------------------------------------
// YAML package-manager settings, read by their top-level keys (no YAML parser on the hook path:
// a key's entry is its line and the indented lines below it).

/** .yarnrc.yml keys that only shape installs and output (yarnpkg.com/configuration/yarnrc). */
const YARNRC_HARMLESS = new Set(
  (
    "nodeLinker enableTelemetry enableGlobalCache compressionLevel nmMode nmHoistingLimits nmSelfReferences " +
    "defaultSemverRangePrefix enableImmutableInstalls enableInlineBuilds enableProgressBars enableColors " +
    "enableHyperlinks checksumBehavior logFilters preferInteractive pnpMode pnpFallbackMode enableMirror " +
    "httpTimeout httpRetry networkConcurrency supportedArchitectures initScope changesetBaseRefs " +
    "enableMessageNames enableTransparentWorkspaces preferReuse"
  ).split(" "),
);

/** `runs(key, block)`: true (the entry may run something), false (harmless) or "restriction" (format.ts `!`). */
function topLevelYaml(runs: (key: string, block: string) => boolean | "restriction"): KeyedFormat {
  return {
    syntax: "yaml",
    project(text) {
      const out = new Map<string, string>();
      let key: string | null = null;
      let block: string[] = [];
      const flush = () => {
        if (key === null) return;
        const r = runs(key, block.join("\n"));
        if (r === "restriction") out.set(`!${key}`, block.join("\n"));
        else if (r) out.set(key, block.join("\n"));
      };
      for (const line of text.split(/\r?\n/)) {
        if (/^\s*(#.*)?$/.test(line) || line === "---") continue;
        const m = /^(["']?)([^\s:#"']+)\1\s*:/.exec(line);
        if (m) {
          flush();
          key = m[2]!;
          block = [line];
        } else if (/^\s/.test(line) && key !== null) block.push(line);
        else return null; // not a mapping at the top level
      }
      flush();
      return out;
    },
    keyRuns: (key, line) => runs(key, line) === true,
    removalRuns: (key) => runs(key, `${key}: false`) === "restriction",
  };
}

// `enableScripts: false` is a restriction: lifting it runs every dependency's install scripts.
const yarnrcYml = topLevelYaml((key, block) =>
  key === "enableScripts" ? (/:\s*false\s*$/.test(block) ? "restriction" : true) : !YARNRC_HARMLESS.has(key),
);

/** pnpm-workspace.yaml: the package globs and version catalogs; settings (pnpm 10: build permissions, pnpmfile) run things. */
const pnpmWorkspace = topLevelYaml((key) => !/^(packages|catalog|catalogs)$/.test(key));

/**
 * pre-commit's hooks (pre-commit.com/#pre-commit-configyaml---top-level): moving a hook repository
 * to another `rev` is a dependency bump; any other change (a repository, a local hook's `entry`, a
 * `language: system` hook) changes what runs on every commit. Judged line by line, so no YAML
 * parser is loaded on the hook path.
 */
const REV_LINE = /^\s*(-\s+)?rev:\s*["']?[\w.+/@-]+["']?\s*(#.*)?$/;
const preCommit: KeyedFormat = {
  syntax: "yaml",
  project: (text) =>
    new Map([["hooks other than a rev bump", text.replace(/^(\s*(-\s+)?rev:\s*).*$/gm, "$1*")]]),
  keyRuns: () => true,
  linesRun: (lines) => lines.some((l) => !REV_LINE.test(l)),
};

// ---------------------------------------------------------------------------------------------
// Python linters' INI files (pylint.readthedocs.io: `init-hook` is Python code pylint runs,
// `load-plugins` modules it imports; mypy.readthedocs.io: `plugins`). Editors' linter extensions
// (VS Code's Pylint and Mypy) run them on every file opened; the other keys only shape messages.

const LINTER_CODE_KEYS = new Set(["init-hook", "load-plugins", "plugins"]);

const pythonLinterIni: KeyedFormat = {
  syntax: "ini",
  project(text) {
    const out = new Map<string, string>();
    for (const line of entryLines(text)) {
      if (line.startsWith("[")) continue;
      const at = line.search(/[=:]/);
      const key = (at === -1 ? line : line.slice(0, at)).trim().toLowerCase().replace(/_/g, "-");
      if (LINTER_CODE_KEYS.has(key)) out.set(key, at === -1 ? "" : line.slice(at + 1).trim());
    }
    return out;
  },
  keyRuns: (key) => LINTER_CODE_KEYS.has(key.toLowerCase().replace(/_/g, "-")),
};

export const MANIFEST_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>> = {
  "package-json": packageJson,
  npmrc,
  "python-linter": pythonLinterIni,
  "yarnrc-yml": yarnrcYml,
  "pnpm-workspace": pnpmWorkspace,
  "pre-commit": preCommit,
};

/** Whether deleting the key at `path` of a package.json can make something run (`npm pkg delete`). */
export function packageKeyRemovalRuns(path: string[]): boolean {
  return path[0] === "pnpm" && (path[1] === undefined || PNPM_KEYS.includes(path[1]));
}
