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
 *   and `cargo build` run them as written (see "What it does not promise" in docs/classify.md) —
 *   though what an edit adds to a recipe, a build script or a named script is judged (code.ts,
 *   manifests.ts' addedScriptCommands);
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
  /** .pylintrc, mypy.ini: the keys that run or import code (manifests.ts). */
  | "python-linter"
  /** .yarnrc.yml: keys other than a few harmless ones (yarnPath, plugins… run code). */
  | "yarnrc-yml"
  /** pnpm-workspace.yaml: anything but the package globs and catalogs. */
  | "pnpm-workspace"
  /** .vscode/settings.json: keys other than editor/formatting ones (editors.ts). */
  | "vscode-settings"
  /** .vscode/tasks.json: tasks that run when the folder is opened (editors.ts). */
  | "vscode-tasks"
  /** devcontainer.json: anything but its name, ports and resource hints (editors.ts). */
  | "devcontainer"
  /** .pre-commit-config.yaml: anything but a hook repository's `rev` (manifests.ts). */
  | "pre-commit"
  /** Manifests judged by where packages come from (sources.ts). */
  | "cargo-toml"
  | "go-mod"
  | "pyproject"
  | "pipfile"
  | "requirements"
  /** Build scripts and code tooling evaluates: judged by what an edit adds (code.ts). */
  | "code-make"
  | "code-go"
  | "code-just"
  | "code-task"
  | "code-tox"
  | "code-cmake"
  | "code-meson"
  | "code-python"
  | "code-ruby"
  | "code-rust"
  | "code-jvm"
  | "code-js";

export interface Surface {
  /** Path segments matched at the end of a path's segments; `*` is one segment, `**` any number (last only). */
  segments: string[];
  format: SurfaceFormat;
  /** What runs it, for the reason text. */
  what: string;
}

/** A surface from its path pattern (`dir/**`, `*.ext`), what runs it and how a change is judged. */
const at = (pattern: string, what: string, format: SurfaceFormat = "any"): Surface => ({
  segments: pattern.split("/"),
  format,
  what,
});

const CLAUDE = "Claude Code loads its settings, hooks, commands, agents and skills";
const MISE = "mise runs its hooks and env sources when a shell enters the directory";
const LEFTHOOK = "lefthook runs the commands it lists on git hooks";
const SIMPLE_HOOKS = "simple-git-hooks installs these commands as git hooks";
const HUSKY4 = "husky 4 runs the hooks it lists";
const LINT_STAGED = "lint-staged runs the commands it lists on commit";
const DEVCONTAINER = "dev containers run its lifecycle commands (initializeCommand on the host)";

/**
 * The list, with where each program documents that it runs the file. A path matches when its last
 * segments match (at any depth: a nested package.json is a workspace's manifest, a nested
 * `.claude/` is loaded when the agent starts there).
 */
let built: readonly Surface[] | null = null;

/** The list, built on first use (the hook loads this module on every call; only writes need it). */
export function surfaces(): readonly Surface[] {
  built ??= catalog();
  return built;
}

function catalog(): Surface[] {
  return [
    // --- agent clients (each loads these when a session starts in the directory) ---
    // Claude Code: docs.claude.com/en/docs/claude-code/{settings,mcp,hooks,slash-commands,sub-agents,skills}.
    // settings*.json and hooks/ are also self-modification (sensitive-paths.ts, blocked); commands can
    // run shell lines (`!` prefix), agents and skills carry hooks and scripts.
    at(".mcp.json", "Claude Code starts the MCP servers it lists"),
    at(".claude/**", CLAUDE),
    // Codex: developers.openai.com/codex/config-reference — a trusted project's .codex/config.toml
    // (mcp_servers, notify, hooks) and hooks.json.
    at(".codex/**", "Codex loads its project configuration and hooks"),
    // opencode: opencode.ai/docs/{config,plugins,custom-tools,mcp-servers} — plugins and custom tools
    // are JavaScript it imports; opencode.json names MCP servers, formatters and LSP commands.
    at(".opencode/**", "opencode loads its plugins, tools, commands and configuration"),
    at("opencode.json", "opencode starts the MCP servers, formatters and plugins it names"),
    at("opencode.jsonc", "opencode starts the MCP servers, formatters and plugins it names"),
    // Cursor: cursor.com/docs/{context/mcp,agent/hooks,background-agent} (mcp.json, hooks.json,
    // environment.json's install/start commands); rules are instructions.
    at(".cursor/mcp.json", "Cursor starts the MCP servers it lists"),
    at(".cursor/hooks.json", "Cursor runs the hooks it lists"),
    at(".cursor/hooks/**", "Cursor runs these hook scripts"),
    at(".cursor/environment.json", "Cursor's background agent runs its install and start commands"),
    // Gemini CLI: geminicli.com/docs/get-started/configuration (mcpServers, hooks), custom commands (`!{…}`).
    at(".gemini/settings.json", "Gemini CLI starts the MCP servers and hooks it lists"),
    at(".gemini/commands/**", "Gemini CLI commands can run shell lines"),
    // Zed: zed.dev/docs/{configuring-zed,tasks}; Continue: docs.continue.dev (config.yaml mcpServers).
    at(".zed/settings.json", "Zed starts the context and language servers it names"),
    at(".zed/tasks.json", "Zed runs these tasks"),
    at(".continue/**", "Continue starts the MCP servers it lists"),
    // Other agents' project MCP configurations: Roo Code and Kilo Code (.roo/mcp.json,
    // .kilocode/mcp.json), Kiro (.kiro/settings/mcp.json), Amazon Q Developer (.amazonq/mcp.json).
    at(".roo/mcp.json", "Roo Code starts the MCP servers it lists"),
    at(".kilocode/mcp.json", "Kilo Code starts the MCP servers it lists"),
    at(".kiro/settings/mcp.json", "Kiro starts the MCP servers it lists"),
    at(".amazonq/mcp.json", "Amazon Q Developer starts the MCP servers it lists"),
    // --- editors ---
    // VS Code: code.visualstudio.com/docs/{editor/tasks (runOptions.runOn: folderOpen),
    // copilot/customization/mcp-servers (.vscode/mcp.json), getstarted/settings}.
    at(
      ".vscode/tasks.json",
      "VS Code runs tasks marked runOn: folderOpen when the folder opens",
      "vscode-tasks",
    ),
    at(
      ".vscode/settings.json",
      "VS Code and its extensions run the programs these settings name",
      "vscode-settings",
    ),
    at(".vscode/mcp.json", "VS Code starts the MCP servers it lists"),
    at("*.code-workspace", "VS Code applies the workspace's settings and tasks"),
    // Neovim's 'exrc' (neovim.io/doc/user/options.html#'exrc': .nvim.lua, .nvimrc, .exrc, run once
    // trusted) and Helix's workspace config (docs.helix-editor.com: the language servers it starts).
    at(".nvim.lua", "Neovim runs it when the folder opens (exrc)"),
    at(".nvimrc", "Neovim runs it when the folder opens (exrc)"),
    at(".exrc", "Vim and Neovim run it when the folder opens (exrc)"),
    at(".helix/**", "Helix starts the language servers and commands it names"),
    // Dev containers: containers.dev/implementors/json_reference (initializeCommand runs on the host;
    // onCreate/postCreate/postStart/postAttach in the container; build files, mounts, features).
    at(".devcontainer/devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer/*/devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer/**", "dev containers build and run what it holds (Dockerfiles, scripts, features)"),
    // --- entering the directory ---
    // direnv: direnv.net (.envrc, sourced on cd once allowed); mise: mise.jdx.dev/configuration
    // ([env] _.source, [hooks] enter, [tasks]).
    at(".envrc", "direnv runs it whenever a shell enters the directory"),
    at("mise.toml", MISE),
    at(".mise.toml", MISE),
    at("mise.local.toml", MISE),
    at(".mise/**", MISE),
    // --- git hooks and hook managers ---
    // git-scm.com/docs/githooks (.git/hooks is also persistence, blocked; core.hooksPath is set by
    // the managers below), typicode.github.io/husky, pre-commit.com, lefthook.dev,
    // github.com/toplenboren/simple-git-hooks, github.com/lint-staged/lint-staged.
    at(".husky/**", "husky's hooks run on git commit, push and checkout"),
    at(".githooks/**", "git runs these hooks (core.hooksPath)"),
    at(".git-hooks/**", "git runs these hooks (core.hooksPath)"),
    at(".pre-commit-config.yaml", "pre-commit runs the hooks it lists on every commit", "pre-commit"),
    at(".pre-commit-config.yml", "pre-commit runs the hooks it lists on every commit", "pre-commit"),
    ...[
      "lefthook.yml",
      "lefthook.yaml",
      ".lefthook.yml",
      ".lefthook.yaml",
      "lefthook-local.yml",
      "lefthook.toml",
      "lefthook.json",
      ".lefthook/**",
    ].map((p) => at(p, LEFTHOOK)),
    ...[
      ".simple-git-hooks.json",
      ".simple-git-hooks.js",
      ".simple-git-hooks.cjs",
      "simple-git-hooks.json",
      "simple-git-hooks.js",
      "simple-git-hooks.cjs",
    ].map((p) => at(p, SIMPLE_HOOKS)),
    ...[".huskyrc", ".huskyrc.json", ".huskyrc.js", "husky.config.js"].map((p) => at(p, HUSKY4)),
    ...[
      ".lintstagedrc",
      ".lintstagedrc.json",
      ".lintstagedrc.yaml",
      ".lintstagedrc.yml",
      ".lintstagedrc.js",
      ".lintstagedrc.cjs",
      ".lintstagedrc.mjs",
      "lint-staged.config.js",
      "lint-staged.config.cjs",
      "lint-staged.config.mjs",
    ].map((p) => at(p, LINT_STAGED)),
    // --- CI (runs on the forge with the repository's secrets) ---
    at(".github/workflows/**", "GitHub Actions runs these workflows with the repository's secrets"),
    at(".github/actions/**", "GitHub Actions runs these local actions"),
    at(".gitlab-ci.yml", "GitLab CI runs this pipeline with the project's secrets"),
    at(".circleci/**", "CircleCI runs this pipeline with the project's secrets"),
    at(".buildkite/**", "Buildkite runs this pipeline"),
    at("azure-pipelines.yml", "Azure Pipelines runs this pipeline"),
    at("Jenkinsfile", "Jenkins runs this pipeline"),
    // Other forges and CI services: docs.gitea.com/usage/actions, forgejo.org/docs (Actions),
    // support.atlassian.com/bitbucket-cloud (bitbucket-pipelines.yml), docs.travis-ci.com,
    // docs.drone.io, woodpecker-ci.org, appveyor.com/docs, cirrus-ci.org, cloud.google.com/build,
    // docs.semaphoreci.com, docs.codemagic.io, tekton.dev (Pipelines as Code), netlify.com and
    // vercel.com (the build and install commands their builds run with the project's secrets).
    at(".gitea/workflows/**", "Gitea Actions runs these workflows with the repository's secrets"),
    at(".gitea/actions/**", "Gitea Actions runs these local actions"),
    at(".forgejo/workflows/**", "Forgejo Actions runs these workflows with the repository's secrets"),
    at(".forgejo/actions/**", "Forgejo Actions runs these local actions"),
    ...[
      ["bitbucket-pipelines.yml", "Bitbucket Pipelines"],
      [".travis.yml", "Travis CI"],
      [".drone.yml", "Drone"],
      [".drone.star", "Drone"],
      [".woodpecker.yml", "Woodpecker CI"],
      [".woodpecker.yaml", "Woodpecker CI"],
      [".woodpecker/**", "Woodpecker CI"],
      ["appveyor.yml", "AppVeyor"],
      [".appveyor.yml", "AppVeyor"],
      [".cirrus.yml", "Cirrus CI"],
      [".cirrus.star", "Cirrus CI"],
      ["cloudbuild.yaml", "Cloud Build"],
      ["cloudbuild.yml", "Cloud Build"],
      [".semaphore/**", "Semaphore"],
      ["codemagic.yaml", "Codemagic"],
      ["azure-pipelines.yaml", "Azure Pipelines"],
      [".azure-pipelines/**", "Azure Pipelines"],
      [".tekton/**", "Tekton (Pipelines as Code)"],
    ].map(([p, who]) => at(p!, `${who} runs this pipeline with the project's secrets`)),
    at("netlify.toml", "Netlify runs its build commands and plugins on every deploy"),
    at("vercel.json", "Vercel runs its install and build commands on every deploy"),
    // --- opening a cloud workspace or a project shell ---
    // gitpod.io/docs/configure/workspaces/tasks, developers.google.com/idx (dev.nix onCreate/onStart),
    // jetify.com/docs/devbox (init_hook on every `devbox shell` and `devbox run`).
    at(".gitpod.yml", "Gitpod runs its tasks when a workspace starts"),
    at(".gitpod.Dockerfile", "Gitpod builds the workspace image from it"),
    at(".idx/dev.nix", "Project IDX runs its onCreate and onStart hooks"),
    at("devbox.json", "Devbox runs its init_hook and scripts in every devbox shell"),
    // --- installing dependencies ---
    // docs.npmjs.com/cli/using-npm/scripts (lifecycle scripts; `node-gyp rebuild` when binding.gyp
    // exists), docs.npmjs.com/cli/configuring-npm/npmrc (script-shell, node-options, registry…),
    // yarnpkg.com/configuration/yarnrc (yarnPath, plugins), pnpm.io/pnpmfile, pnpm.io/settings,
    // bun.sh/docs/runtime/bunfig (preload), corepack (packageManager).
    at(
      "package.json",
      "npm, pnpm, yarn and bun run its install-time lifecycle scripts and git-hook settings",
      "package-json",
    ),
    at("binding.gyp", "npm runs node-gyp on it at install (gyp's <!(…) runs commands)"),
    at(".npmrc", "npm and pnpm read it on every install and script run", "npmrc"),
    at(".yarnrc.yml", "yarn runs its yarnPath and plugins on every command", "yarnrc-yml"),
    at(".yarnrc", "yarn 1 runs its yarn-path on every command"),
    at(".yarn/releases/**", "yarn runs the release yarnPath names"),
    at(".yarn/plugins/**", "yarn loads these plugins on every command"),
    at(".pnpmfile.cjs", "pnpm runs its hooks on every install"),
    at(".pnpmfile.mjs", "pnpm runs its hooks on every install"),
    at(
      "pnpm-workspace.yaml",
      "pnpm reads its settings (build permissions, pnpmfile) on every install",
      "pnpm-workspace",
    ),
    at("bunfig.toml", "bun runs its preload scripts and reads its install settings"),
    // --- toolchains and package sources ---
    // Configuration that swaps the toolchain or where packages come from: every later build or
    // install, the operator's and an editor's included (rust-analyzer runs `cargo check` on open),
    // runs or fetches what it names. doc.rust-lang.org/cargo/reference/config.html (rustc-wrapper,
    // runner, linker, alias, [env], source replacement), rust-lang.github.io/rustup/overrides.html
    // (a toolchain `path`), pip.pypa.io/en/stable/topics/configuration (a virtualenv's pip.conf:
    // index-url), docs.astral.sh/uv/reference/settings, maven.apache.org/configure.html (.mvn/
    // jvm.config, extensions.xml), the Maven and Gradle wrappers' distributionUrl, gradle.properties'
    // JVM arguments, bundler.io/man/bundle-config.1.html, conda's .condarc channels.
    at(
      ".cargo/config.toml",
      "cargo runs the wrappers, runners and linkers it names and fetches from its sources",
    ),
    at(".cargo/config", "cargo runs the wrappers, runners and linkers it names and fetches from its sources"),
    at("rust-toolchain.toml", "rustup runs the toolchain it names (a local path included)"),
    at("rust-toolchain", "rustup runs the toolchain it names (a local path included)"),
    at("pip.conf", "pip installs from the index it names"),
    at("pip.ini", "pip installs from the index it names"),
    at("uv.toml", "uv installs from the indexes and Pythons it names"),
    at(".mvn/**", "Maven loads these JVM options, extensions and wrapper"),
    at(
      "gradle/wrapper/gradle-wrapper.properties",
      "the Gradle wrapper downloads and runs the distribution it names",
    ),
    at("gradle.properties", "Gradle starts its JVM with the arguments it names"),
    at(".bundle/config", "bundler installs with the settings it names"),
    at(".condarc", "conda installs from the channels it names"),
    // Manifests' package sources: an index, a fork, a patch or a git source is fetched and built by
    // the next install (dependency versions from the default registry are not judged here).
    at("Cargo.toml", "cargo fetches and builds the sources it names", "cargo-toml"),
    at("go.mod", "go builds the replacements it names", "go-mod"),
    at("pyproject.toml", "uv, poetry and pdm install from the indexes and sources it names", "pyproject"),
    at("Pipfile", "pipenv installs from the sources it names", "pipfile"),
    at("requirements*.txt", "pip installs from the indexes and URLs it names", "requirements"),
    // --- programs the project's tooling runs by name ---
    // npm run, npx and every package.json script find their programs in node_modules/.bin
    // (docs.npmjs.com/cli/commands/npm-run-script). The package managers fill it; a file written
    // there directly runs in place of the tool it names.
    at("node_modules/.bin/**", "npm run, npx and the project's scripts run the programs here by name"),
    // A virtualenv (docs.python.org/3/library/venv.html): its activate scripts are sourced by the
    // developer's shell, its bin/ is first on PATH once active, and editors run its interpreter when
    // the folder opens (VS Code's Python extension picks `.venv` itself); pyvenv.cfg's `home` says
    // which interpreter and standard library it runs. Making one (`python -m venv`, `uv venv`,
    // `virtualenv`) is everyday work and writes them from the interpreter's own files: it is not a
    // change to judge here (interpreters.ts, packages.ts); a file written into them afterwards is.
    // (By the environment's usual names: a pattern for any `bin/activate` would make every copy
    // into a project's own `bin/` directory reach it.)
    ...[".venv", "venv", ".tox/*", ".nox/*"].map((d) =>
      at(
        `${d}/bin/**`,
        "the virtualenv's programs run by name once it is active, and editors run its interpreter",
      ),
    ),
    at("pyvenv.cfg", "the virtualenv runs the interpreter and standard library it names"),
    // --- loaded by every interpreter start (docs.python.org/3/library/site.html) ---
    at("site-packages/*.pth", "Python runs its import lines at every interpreter start"),
    at("dist-packages/*.pth", "Python runs its import lines at every interpreter start"),
    at("sitecustomize.py", "Python runs it at every interpreter start"),
    // --- editors' linters, run on every file opened ---
    ...[".pylintrc", "pylintrc"].map((p) =>
      at(
        p,
        "pylint (and editors' Pylint extension, on every file opened) runs its init-hook and load-plugins",
        "python-linter",
      ),
    ),
    ...["mypy.ini", ".mypy.ini"].map((p) =>
      at(p, "mypy (and editors' Mypy extension, on every file opened) imports its plugins", "python-linter"),
    ),
    at("usercustomize.py", "Python runs it at every interpreter start"),
    // --- build scripts and code tooling evaluates (code.ts): what an edit adds is judged ---
    // make(1) recipes; `go generate` (go.dev/blog/generate); cargo's build scripts (rust-analyzer
    // runs them when the folder opens); setuptools' setup.py and pytest's conftest.py (loaded by
    // every test run below it); bundler's Gemfile and gemspecs (evaluated by every `bundle`);
    // Gradle's scripts (evaluated by every build and an IDE's sync).
    ...["Makefile", "makefile", "GNUmakefile", "*.mk"].map((p) =>
      at(p, "make runs its recipes", "code-make"),
    ),
    at("*.go", "go generate runs its //go:generate lines", "code-go"),
    at("build.rs", "cargo runs it before every build (and rust-analyzer when the folder opens)", "code-rust"),
    at("setup.py", "installing or building the project runs it", "code-python"),
    at("conftest.py", "pytest runs it for every test below it", "code-python"),
    // Task runners and build systems run by name, as make is (redteam2): just (just.systems), Task
    // (taskfile.dev), nox and tox, CMake (configured by an editor's CMake extension when the
    // folder opens) and Meson.
    ...["justfile", "Justfile", ".justfile", "*.just"].map((p) =>
      at(p, "just runs its recipes", "code-just"),
    ),
    ...["Taskfile", "taskfile", "Taskfile.dist", "taskfile.dist"].flatMap((b) =>
      ["yml", "yaml"].map((x) => at(`${b}.${x}`, "Task runs the commands it lists", "code-task")),
    ),
    at("noxfile.py", "nox runs it on every run", "code-python"),
    // Build hooks the Python build backends load from the project: pdm-backend runs pdm_build.py
    // whenever it is there, hatch runs hatch_build.py as its default custom hook.
    at("pdm_build.py", "pdm-backend runs it on every build of the project", "code-python"),
    at("hatch_build.py", "hatch runs it as the project's custom build hook", "code-python"),
    at("tox.ini", "tox runs the commands it lists", "code-tox"),
    ...["CMakeLists.txt", "*.cmake"].map((p) =>
      at(
        p,
        "CMake evaluates it at every configure (an editor's CMake extension when the folder opens)",
        "code-cmake",
      ),
    ),
    at("meson.build", "Meson evaluates it at every setup", "code-meson"),
    ...["Gemfile", "*.gemspec", "Rakefile"].map((p) =>
      at(p, "bundler and rake evaluate it as Ruby", "code-ruby"),
    ),
    ...["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"].map((p) =>
      at(p, "Gradle evaluates it on every build and IDE sync", "code-jvm"),
    ),
    // JavaScript configuration the editors' extensions load when the folder opens (ESLint,
    // Prettier, Stylelint, Tailwind CSS IntelliSense, the Jest and Vitest test explorers) and every
    // run of the tool evaluates: what an edit adds is judged as inline JavaScript would be.
    ...[
      "eslint.config.*",
      ".eslintrc.js",
      ".eslintrc.cjs",
      "prettier.config.*",
      ".prettierrc.js",
      ".prettierrc.cjs",
      ".prettierrc.mjs",
      "stylelint.config.*",
      ".stylelintrc.js",
      ".stylelintrc.cjs",
      "tailwind.config.*",
      "postcss.config.*",
      "jest.config.*",
      "vitest.config.*",
      "vite.config.*",
      "babel.config.*",
      ".babelrc.js",
      "webpack.config.*",
      "rollup.config.*",
      "next.config.*",
      "svelte.config.*",
      "astro.config.*",
      "nuxt.config.*",
      "playwright.config.*",
      "cypress.config.*",
      ".mocharc.js",
      ".mocharc.cjs",
      "tsup.config.*",
      "commitlint.config.*",
    ].map((p) =>
      at(p, "editor extensions load it when the folder opens, and the tool on every run", "code-js"),
    ),
  ];
}

/**
 * The segments a path is matched on. A worktree Claude Code keeps in `.claude/worktrees/<name>` is a
 * checkout of its own: what is inside it is matched as in any project, and the directory itself
 * (EnterWorktree creates it) is no surface.
 */
function segmentsOf(path: string, fold = false): string[] {
  const segs = (fold ? path.toLowerCase() : path).split("/").filter((s) => s !== "" && s !== ".");
  for (let i = segs.length - 2; i >= 0; i--)
    if (segs[i] === ".claude" && segs[i + 1] === "worktrees") return segs.slice(i + 3);
  return segs;
}

/** A path's surface, matched on its last segments (any depth), or null. */
export function surfaceFor(path: string, fold = false): Surface | null {
  const segs = segmentsOf(path, fold);
  for (const s of surfaces()) if (matchTail(segs, fold ? folded(s) : s.segments)) return s;
  return null;
}

/** A surface's segments in lower case, for a filesystem that folds case (macOS, Windows). */
function folded(s: Surface): string[] {
  let f = foldedSegments.get(s);
  if (!f) {
    f = s.segments.map((x) => x.toLowerCase());
    foldedSegments.set(s, f);
  }
  return f;
}
const foldedSegments = new WeakMap<Surface, string[]>();

/**
 * A surface that lies below `path` at a fixed position (`.vscode` holds `.vscode/tasks.json`): a
 * copy, move or extraction onto such a directory plants what is in it. Patterns of one segment
 * (`package.json`) have no such parent: any directory could hold one, and judging every directory
 * as a surface would escalate every write.
 */
export function surfaceBelow(path: string, fold = false): Surface | null {
  const segs = segmentsOf(path, fold);
  for (const s of surfaces()) {
    const all = fold ? folded(s) : s.segments;
    const fixed = all[all.length - 1] === "**" ? all.slice(0, -1) : all;
    for (let k = 1; k < fixed.length; k++) if (matchTail(segs, fixed.slice(0, k))) return s;
  }
  return null;
}

function matchSegment(seg: string, pat: string): boolean {
  if (!pat.includes("*")) return seg === pat;
  // `*` is any run of characters within the segment (`*.mk`, `requirements*.txt`).
  const parts = pat.split("*");
  const head = parts[0]!;
  const tail = parts[parts.length - 1]!;
  if (seg.length < head.length + tail.length || !seg.startsWith(head) || !seg.endsWith(tail)) return false;
  let at = head.length;
  for (const mid of parts.slice(1, -1)) {
    const i = seg.indexOf(mid, at);
    if (i === -1 || i + mid.length > seg.length - tail.length) return false;
    at = i + mid.length;
  }
  return true;
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

/**
 * A surface a glob in a write target may match when bash expands it (`sed -i … *.json` reaches
 * package.json, `cp x .husky/…`, `sed -i` of every package's package.json): segment by segment, the
 * glob's last segments against a file surface's, or a window of them against a directory
 * surface's, with bash's rule that a leading dot must be matched explicitly. bash expands a glob
 * against what exists: where the glob's other segments are plain, the concrete path must exist;
 * where they are globs too, it is taken to. Returns the path it would reach.
 */
export function surfaceMatchedByGlob(
  glob: string,
  segmentMatches: (globSegment: string, name: string) => boolean,
  exists: (path: string) => boolean,
): { surface: Surface; path: string } | null {
  const segs = glob.split("/");
  const plain = (s: string) => !/[*?[]/.test(s);
  // A name a surface's segment stands for (`*.code-workspace` → `x.code-workspace`).
  const name = (p: string) => p.replaceAll("*", "x");
  const concrete = (parts: string[]) => (parts.every(plain) ? parts.join("/") : null);
  for (const s of surfaces()) {
    const deep = s.segments[s.segments.length - 1] === "**";
    const fixed = (deep ? s.segments.slice(0, -1) : s.segments).map(name);
    // Where the surface's segments may stand in the glob: at its end (a file), or anywhere (a directory and below).
    const starts = deep ? [...segs.keys()].slice(1) : [segs.length - fixed.length];
    for (const at of starts) {
      if (at < 1 || at + fixed.length > segs.length) continue;
      const window = segs.slice(at, at + fixed.length);
      if (
        window.every(plain) &&
        !segs.slice(at + fixed.length).some((x) => !plain(x)) &&
        !segs.slice(0, at).some((x) => !plain(x))
      )
        continue; // no glob reaches this surface (a plain path is judged as itself)
      if (!window.every((g, i) => segmentMatches(g, fixed[i]!))) continue;
      const path = [...segs.slice(0, at), ...fixed].join("/");
      const known = concrete(segs.slice(0, at));
      if (known !== null && !exists(`${known}/${fixed.join("/")}`)) continue;
      return { surface: s, path };
    }
  }
  return null;
}
