/**
 * Execution surfaces: files in a project that another program runs, or reads to decide what to run,
 * at a moment when nobody asked to run the project's code — opening the folder in an agent or an
 * editor, entering the directory, a git operation, installing dependencies, the next agent session.
 * Writing one plants code that runs later, outside any hook; classify escalates such a change
 * (judged by meaning where the file is structured, `manifests.ts`, `editors.ts`).
 *
 * Not surfaces, on purpose (they run only when someone asks to run the project's code, which
 * classify already allows as project tooling, or they are not code at all):
 * - build and test files: Makefile, build.rs, setup.py, conftest.py, Dockerfile, project scripts,
 *   test files, a package.json's explicit scripts (`build`, `test`, `pretest`…): `make`, `npm test`
 *   and `cargo build` run them as written (see "What it does not promise" in docs/classify.md);
 * - Python manifests (pyproject.toml's build backend, requirements*.txt): installing the project
 *   builds it, which is running its code; a new dependency is a dependency change, like a
 *   package.json dependency bump, which stays allowed;
 * - instructions for agents (CLAUDE.md, AGENTS.md, GEMINI.md, .cursorrules, .github/
 *   copilot-instructions.md, .cursor/rules): text a model reads, whose calls the hook judges one by
 *   one anyway;
 * - version pins (.nvmrc, .node-version, .python-version, .tool-versions, rust-toolchain.toml):
 *   they select a published release, they do not name code;
 * - .vscode/launch.json and extensions.json: a debug session is started by hand; a recommended
 *   extension is offered, not installed.
 */

/** How a change to a surface is judged. */
export type SurfaceFormat =
  /** Any change runs something later (hook scripts, agent configs): escalated whatever it says. */
  | "any"
  /** package.json: install-time lifecycle scripts and git-hook settings (manifests.ts). */
  | "package-json"
  /** .npmrc: keys other than a few harmless ones (manifests.ts). */
  | "npmrc"
  /** .yarnrc.yml: keys other than a few harmless ones (yarnPath, plugins… run code). */
  | "yarnrc-yml"
  /** pnpm-workspace.yaml: anything but the package globs and catalogs. */
  | "pnpm-workspace"
  /** .vscode/settings.json: keys other than editor/formatting ones (editors.ts). */
  | "vscode-settings"
  /** .vscode/tasks.json: tasks that run when the folder is opened (editors.ts). */
  | "vscode-tasks";

export interface Surface {
  /** Path segments matched at the end of a path's segments; `*` is one segment, `**` any number (last only). */
  segments: string[];
  format: SurfaceFormat;
  /** What runs it, for the reason text. */
  what: string;
}

/**
 * The list, with where each program documents that it runs the file. A path matches when its last
 * segments match (at any depth: a nested package.json is a workspace's manifest, a nested
 * `.claude/` is loaded when the agent starts there).
 */
export const SURFACES: readonly Surface[] = [
  // --- agent clients (each loads these when a session starts in the directory) ---
  // Claude Code: docs.claude.com/en/docs/claude-code/{settings,mcp,hooks,slash-commands,sub-agents,skills}.
  // settings*.json and hooks/ are also self-modification (sensitive-paths.ts, blocked); commands can
  // run shell lines (`!` prefix), agents and skills carry hooks and scripts.
  { segments: [".mcp.json"], format: "any", what: "Claude Code starts the MCP servers it lists" },
  {
    segments: [".claude", "**"],
    format: "any",
    what: "Claude Code loads its settings, hooks, commands, agents and skills",
  },
  // Codex: developers.openai.com/codex/config-reference — a trusted project's .codex/config.toml
  // (mcp_servers, notify, hooks) and hooks.json.
  { segments: [".codex", "**"], format: "any", what: "Codex loads its project configuration and hooks" },
  // opencode: opencode.ai/docs/{config,plugins,custom-tools,mcp-servers} — plugins and custom tools
  // are JavaScript it imports; opencode.json names MCP servers, formatters and LSP commands.
  {
    segments: [".opencode", "**"],
    format: "any",
    what: "opencode loads its plugins, tools and configuration",
  },
  {
    segments: ["opencode.json"],
    format: "any",
    what: "opencode starts the MCP servers, formatters and plugins it names",
  },
  {
    segments: ["opencode.jsonc"],
    format: "any",
    what: "opencode starts the MCP servers, formatters and plugins it names",
  },
  // Cursor: cursor.com/docs/{context/mcp,agent/hooks,background-agent} (mcp.json, hooks.json,
  // environment.json's install/start commands); rules are instructions.
  { segments: [".cursor", "mcp.json"], format: "any", what: "Cursor starts the MCP servers it lists" },
  { segments: [".cursor", "hooks.json"], format: "any", what: "Cursor runs the hooks it lists" },
  { segments: [".cursor", "hooks", "**"], format: "any", what: "Cursor runs these hook scripts" },
  {
    segments: [".cursor", "environment.json"],
    format: "any",
    what: "Cursor's background agent runs its install and start commands",
  },
  // Gemini CLI: geminicli.com/docs/get-started/configuration (mcpServers, hooks), custom commands (`!{…}`).
  {
    segments: [".gemini", "settings.json"],
    format: "any",
    what: "Gemini CLI starts the MCP servers and hooks it lists",
  },
  { segments: [".gemini", "commands", "**"], format: "any", what: "Gemini CLI commands can run shell lines" },
  // Zed: zed.dev/docs/{configuring-zed,tasks} (context_servers, tasks).
  {
    segments: [".zed", "settings.json"],
    format: "any",
    what: "Zed starts the context servers and language servers it names",
  },
  { segments: [".zed", "tasks.json"], format: "any", what: "Zed runs these tasks" },
  // Continue: docs.continue.dev (config.yaml mcpServers).
  { segments: [".continue", "**"], format: "any", what: "Continue starts the MCP servers it lists" },
  // --- editors ---
  // VS Code: code.visualstudio.com/docs/{editor/tasks (runOptions.runOn: folderOpen),
  // copilot/customization/mcp-servers (.vscode/mcp.json), getstarted/settings}.
  {
    segments: [".vscode", "tasks.json"],
    format: "vscode-tasks",
    what: "VS Code runs tasks marked runOn: folderOpen when the folder opens",
  },
  {
    segments: [".vscode", "settings.json"],
    format: "vscode-settings",
    what: "VS Code and its extensions run the programs these settings name",
  },
  { segments: [".vscode", "mcp.json"], format: "any", what: "VS Code starts the MCP servers it lists" },
  {
    segments: ["*.code-workspace"],
    format: "any",
    what: "VS Code applies the workspace's settings and tasks",
  },
  // Dev containers: containers.dev/implementors/json_reference (initializeCommand runs on the host;
  // onCreate/postCreate/postStart/postAttach in the container; build files, mounts, features).
  {
    segments: [".devcontainer", "**"],
    format: "any",
    what: "dev containers run its lifecycle commands (initializeCommand on the host)",
  },
  {
    segments: [".devcontainer.json"],
    format: "any",
    what: "dev containers run its lifecycle commands (initializeCommand on the host)",
  },
  // --- entering the directory ---
  // direnv: direnv.net (.envrc, sourced on cd once allowed); mise: mise.jdx.dev/configuration
  // ([env] _.source, [hooks] enter, [tasks]).
  { segments: [".envrc"], format: "any", what: "direnv runs it whenever a shell enters the directory" },
  {
    segments: ["mise.toml"],
    format: "any",
    what: "mise runs its hooks and env sources when a shell enters the directory",
  },
  {
    segments: [".mise.toml"],
    format: "any",
    what: "mise runs its hooks and env sources when a shell enters the directory",
  },
  {
    segments: ["mise.local.toml"],
    format: "any",
    what: "mise runs its hooks and env sources when a shell enters the directory",
  },
  { segments: [".mise", "**"], format: "any", what: "mise loads its configuration and tasks" },
  // --- git hooks and hook managers ---
  // git-scm.com/docs/githooks (.git/hooks is also persistence, blocked; core.hooksPath is set by
  // the managers below), typicode.github.io/husky, pre-commit.com, lefthook.dev,
  // github.com/toplenboren/simple-git-hooks, github.com/lint-staged/lint-staged.
  { segments: [".husky", "**"], format: "any", what: "husky's hooks run on git commit, push and checkout" },
  { segments: [".githooks", "**"], format: "any", what: "git runs these hooks (core.hooksPath)" },
  { segments: [".git-hooks", "**"], format: "any", what: "git runs these hooks (core.hooksPath)" },
  {
    segments: [".pre-commit-config.yaml"],
    format: "any",
    what: "pre-commit runs the hooks it lists on every commit",
  },
  {
    segments: [".pre-commit-config.yml"],
    format: "any",
    what: "pre-commit runs the hooks it lists on every commit",
  },
  { segments: ["lefthook.yml"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  { segments: ["lefthook.yaml"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  { segments: [".lefthook.yml"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  { segments: [".lefthook.yaml"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  {
    segments: ["lefthook-local.yml"],
    format: "any",
    what: "lefthook runs the commands it lists on git hooks",
  },
  { segments: ["lefthook.toml"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  { segments: ["lefthook.json"], format: "any", what: "lefthook runs the commands it lists on git hooks" },
  { segments: [".lefthook", "**"], format: "any", what: "lefthook runs these scripts on git hooks" },
  {
    segments: [".simple-git-hooks.json"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  {
    segments: [".simple-git-hooks.js"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  {
    segments: [".simple-git-hooks.cjs"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  {
    segments: ["simple-git-hooks.json"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  {
    segments: ["simple-git-hooks.js"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  {
    segments: ["simple-git-hooks.cjs"],
    format: "any",
    what: "simple-git-hooks installs these commands as git hooks",
  },
  { segments: [".huskyrc"], format: "any", what: "husky 4 runs the hooks it lists" },
  { segments: [".huskyrc.json"], format: "any", what: "husky 4 runs the hooks it lists" },
  { segments: [".huskyrc.js"], format: "any", what: "husky 4 runs the hooks it lists" },
  { segments: ["husky.config.js"], format: "any", what: "husky 4 runs the hooks it lists" },
  { segments: [".lintstagedrc"], format: "any", what: "lint-staged runs the commands it lists on commit" },
  {
    segments: [".lintstagedrc.json"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: [".lintstagedrc.yaml"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: [".lintstagedrc.yml"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  { segments: [".lintstagedrc.js"], format: "any", what: "lint-staged runs the commands it lists on commit" },
  {
    segments: [".lintstagedrc.cjs"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: [".lintstagedrc.mjs"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: ["lint-staged.config.js"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: ["lint-staged.config.cjs"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  {
    segments: ["lint-staged.config.mjs"],
    format: "any",
    what: "lint-staged runs the commands it lists on commit",
  },
  // --- CI (runs on the forge with the repository's secrets) ---
  {
    segments: [".github", "workflows", "**"],
    format: "any",
    what: "GitHub Actions runs these workflows with the repository's secrets",
  },
  { segments: [".github", "actions", "**"], format: "any", what: "GitHub Actions runs these local actions" },
  {
    segments: [".gitlab-ci.yml"],
    format: "any",
    what: "GitLab CI runs this pipeline with the project's secrets",
  },
  {
    segments: [".circleci", "**"],
    format: "any",
    what: "CircleCI runs this pipeline with the project's secrets",
  },
  { segments: [".buildkite", "**"], format: "any", what: "Buildkite runs this pipeline" },
  { segments: ["azure-pipelines.yml"], format: "any", what: "Azure Pipelines runs this pipeline" },
  { segments: ["Jenkinsfile"], format: "any", what: "Jenkins runs this pipeline" },
  // --- installing dependencies ---
  // docs.npmjs.com/cli/using-npm/scripts (lifecycle scripts; `node-gyp rebuild` when binding.gyp
  // exists), docs.npmjs.com/cli/configuring-npm/npmrc (script-shell, node-options, registry…),
  // yarnpkg.com/configuration/yarnrc (yarnPath, plugins), pnpm.io/pnpmfile, pnpm.io/settings,
  // bun.sh/docs/runtime/bunfig (preload), corepack (packageManager).
  {
    segments: ["package.json"],
    format: "package-json",
    what: "npm, pnpm, yarn and bun run its install-time lifecycle scripts and git-hook settings",
  },
  {
    segments: ["binding.gyp"],
    format: "any",
    what: "npm runs node-gyp on it at install (gyp's <!(…) runs commands)",
  },
  { segments: [".npmrc"], format: "npmrc", what: "npm and pnpm read it on every install and script run" },
  {
    segments: [".yarnrc.yml"],
    format: "yarnrc-yml",
    what: "yarn runs its yarnPath and plugins on every command",
  },
  { segments: [".yarnrc"], format: "any", what: "yarn 1 runs its yarn-path on every command" },
  { segments: [".yarn", "releases", "**"], format: "any", what: "yarn runs the release yarnPath names" },
  { segments: [".yarn", "plugins", "**"], format: "any", what: "yarn loads these plugins on every command" },
  { segments: [".pnpmfile.cjs"], format: "any", what: "pnpm runs its hooks on every install" },
  { segments: [".pnpmfile.mjs"], format: "any", what: "pnpm runs its hooks on every install" },
  {
    segments: ["pnpm-workspace.yaml"],
    format: "pnpm-workspace",
    what: "pnpm reads its settings (build permissions, pnpmfile) on every install",
  },
  {
    segments: ["bunfig.toml"],
    format: "any",
    what: "bun runs its preload scripts and reads its install settings",
  },
];

/**
 * The segments a path is matched on. A worktree Claude Code keeps in `.claude/worktrees/<name>` is a
 * checkout of its own: what is inside it is matched as in any project, and the directory itself
 * (EnterWorktree creates it) is no surface.
 */
function segmentsOf(path: string): string[] {
  const segs = path.split("/").filter((s) => s !== "" && s !== ".");
  for (let i = segs.length - 2; i >= 0; i--)
    if (segs[i] === ".claude" && segs[i + 1] === "worktrees") return segs.slice(i + 3);
  return segs;
}

/** A path's surface, matched on its last segments (any depth), or null. */
export function surfaceFor(path: string): Surface | null {
  const segs = segmentsOf(path);
  for (const s of SURFACES) if (matchTail(segs, s.segments)) return s;
  return null;
}

/**
 * A surface that lies below `path` at a fixed position (`.vscode` holds `.vscode/tasks.json`): a
 * copy, move or extraction onto such a directory plants what is in it. Patterns of one segment
 * (`package.json`) have no such parent: any directory could hold one, and judging every directory
 * as a surface would escalate every write.
 */
export function surfaceBelow(path: string): Surface | null {
  const segs = segmentsOf(path);
  for (const s of SURFACES) {
    const fixed = s.segments[s.segments.length - 1] === "**" ? s.segments.slice(0, -1) : s.segments;
    for (let k = 1; k < fixed.length; k++) if (matchTail(segs, fixed.slice(0, k))) return s;
  }
  return null;
}

function matchSegment(seg: string, pat: string): boolean {
  if (pat === "*") return true;
  if (pat.startsWith("*.")) return seg.endsWith(pat.slice(1)) && seg.length > pat.length - 1;
  return seg === pat;
}

/** Whether the path's segments end with the pattern (`**` at the end matches the directory and below). */
function matchTail(segs: string[], pattern: string[]): boolean {
  const deep = pattern[pattern.length - 1] === "**";
  const fixed = deep ? pattern.slice(0, -1) : pattern;
  if (!deep) {
    if (segs.length < fixed.length) return false;
    const off = segs.length - fixed.length;
    return fixed.every((p, i) => matchSegment(segs[off + i]!, p));
  }
  // `dir/**`: the fixed part may stand anywhere, with any number of segments after it.
  for (let off = 0; off + fixed.length <= segs.length; off++)
    if (fixed.every((p, i) => matchSegment(segs[off + i]!, p))) return true;
  return false;
}
