/**
 * Build scripts and files tooling evaluates as code on every run of it — a Makefile's recipes,
 * `//go:generate` lines, build.rs, setup.py and conftest.py, a Gemfile, Gradle's scripts — are the
 * project's code: editing them is ordinary work. What such an edit *adds* is judged by what it
 * does, as the same code given inline would be: recipes and generate lines as shell commands (the
 * engine's full analysis, injected), other languages by the process, network, dynamic-code and
 * credential APIs they name. Planting `curl … | sh` in a recipe, or `os.system(…)` in setup.py,
 * escalates; a new build target or fixture does not.
 */
export type CodeLanguage = "make" | "go" | "just" | "task" | "tox" | "python" | "ruby" | "rust" | "jvm" | "js" | "cmake" | "meson";
/** Judges a shell command the way a Bash call is judged: null when it would be allowed, else why not. */
export type CommandJudge = (command: string, dir: string) => string | null;
/**
 * Why the added code may run something the call itself would not be allowed to, or null. `added`
 * is null when the change's text is not known (a shell write): a script's added code is then not
 * known either, except that a Go file's is taken as ordinary code (its generate lines run only
 * when `go generate` is asked for), and so is a JavaScript tool configuration's (it runs only in an
 * editor's extension or the tool: a `sed -i` or a link to the project's shared config stays allowed;
 * text the call shows is judged).
 */
export declare function judgeAddedCode(language: CodeLanguage, added: string | null, dir: string, runs: CommandJudge | undefined): string | null;
