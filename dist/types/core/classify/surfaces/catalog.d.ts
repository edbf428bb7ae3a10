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
"any"
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
 | "cargo-toml" | "go-mod" | "pyproject" | "pipfile" | "requirements"
/** Build scripts and code tooling evaluates: judged by what an edit adds (code.ts). */
 | "code-make" | "code-go" | "code-just" | "code-task" | "code-tox" | "code-cmake" | "code-meson" | "code-python" | "code-ruby" | "code-rust" | "code-jvm" | "code-js";
export interface Surface {
    /** Path segments matched at the end of a path's segments; `*` is one segment, `**` any number (last only). */
    segments: string[];
    format: SurfaceFormat;
    /** What runs it, for the reason text. */
    what: string;
}
/** The list, built on first use (the hook loads this module on every call; only writes need it). */
export declare function surfaces(): readonly Surface[];
/** A path's surface, matched on its last segments (any depth), or null. */
export declare function surfaceFor(path: string, fold?: boolean): Surface | null;
/**
 * A surface that lies below `path` at a fixed position (`.vscode` holds `.vscode/tasks.json`): a
 * copy, move or extraction onto such a directory plants what is in it. Patterns of one segment
 * (`package.json`) have no such parent: any directory could hold one, and judging every directory
 * as a surface would escalate every write.
 */
export declare function surfaceBelow(path: string, fold?: boolean): Surface | null;
/**
 * A surface a glob in a write target may match when bash expands it (`sed -i … *.json` reaches
 * package.json, `cp x .husky/…`, `sed -i` of every package's package.json): segment by segment, the
 * glob's last segments against a file surface's, or a window of them against a directory
 * surface's, with bash's rule that a leading dot must be matched explicitly. bash expands a glob
 * against what exists: where the glob's other segments are plain, the concrete path must exist;
 * where they are globs too, it is taken to. Returns the path it would reach.
 */
export declare function surfaceMatchedByGlob(glob: string, segmentMatches: (globSegment: string, name: string) => boolean, exists: (path: string) => boolean): {
    surface: Surface;
    path: string;
} | null;
