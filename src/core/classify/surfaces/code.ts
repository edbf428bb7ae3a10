/**
 * Build scripts and files tooling evaluates as code on every run of it — a Makefile's recipes,
 * `//go:generate` lines, build.rs, setup.py and conftest.py, a Gemfile, Gradle's scripts — are the
 * project's code: editing them is ordinary work. What such an edit *adds* is judged by what it
 * does, as the same code given inline would be: recipes and generate lines as shell commands (the
 * engine's full analysis, injected), other languages by the process, network, dynamic-code and
 * credential APIs they name. Planting `curl … | sh` in a recipe, or `os.system(…)` in setup.py,
 * escalates; a new build target or fixture does not.
 */

export type CodeLanguage =
  | "make"
  | "go"
  | "just"
  | "task"
  | "tox"
  | "python"
  | "ruby"
  | "rust"
  | "jvm"
  | "js"
  | "cmake"
  | "meson";

/** Languages whose added lines are shell commands, judged by the engine's analysis. */
type CommandLanguage = "make" | "go" | "just" | "task" | "tox";

/** Judges a shell command the way a Bash call is judged: null when it would be allowed, else why not. */
export type CommandJudge = (command: string, dir: string) => string | null;

/** The shell commands a Makefile's added lines run: recipe lines (tab-led) and `$(shell …)`. */
function makeCommands(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    // Make's own syntax around the shell's: `$$` is a dollar, `$(VAR)`/`${VAR}` a make variable
    // (its value is set elsewhere: a shell variable of unknown value stands in).
    const text = line
      .replaceAll("$$", "\u0000")
      .replace(/\$[({]([A-Za-z_][\w.-]*)[)}]/g, "${$1}")
      .replaceAll("\u0000", "$");
    if (/^\t/.test(line)) out.push(text.replace(/^\t+[-@+]*/, ""));
    // A rule's first recipe line may follow its prerequisites after `;` (`test: ; cmd`).
    else {
      const rule = /^[^#=\s][^#=]*?::?(?![=:])[^#=;]*;(.*)$/.exec(text);
      if (rule) out.push(rule[1]!.replace(/^\s*[-@+]*/, ""));
    }
    for (const m of text.matchAll(/\$\(shell\s+([^)]*)\)/g)) out.push(m[1]!);
  }
  return out.filter((c) => c.trim() !== "");
}

/** `//go:generate CMD …` lines: `go generate` runs CMD (a program and its arguments, not a shell line). */
function goCommands(lines: string[]): string[] {
  return lines.flatMap((l) => {
    const m = /^\s*\/\/go:generate\s+(.+)$/.exec(l);
    return m ? [m[1]!] : [];
  });
}

/** A tool's own interpolation (`{{.VAR}}`, `{{ x }}`, `{posargs}`): a value set elsewhere, unknown here. */
const interpolated = (line: string, open: RegExp): string => line.replace(open, "$X");

/** just's recipes (indented lines, `@`/`-` prefixes) and backtick evaluations (just.systems/man). */
function justCommands(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = interpolated(line, /\{\{[^}]*\}\}/g);
    if (/^[ \t]+\S/.test(text) && !/^\s*#/.test(text)) out.push(text.replace(/^\s+[-@]*/, ""));
    for (const m of text.matchAll(/`([^`]+)`/g)) out.push(m[1]!);
  }
  return out;
}

/**
 * Task's commands (taskfile.dev/reference/schema): list items and `cmd:`/`sh:` values. A block
 * scalar (`cmd: |`) continues on lines whose role the changed lines alone do not show: unknown.
 */
function taskCommands(lines: string[]): string[] | null {
  const out: string[] = [];
  for (const line of lines) {
    const text = interpolated(line, /\{\{[^}]*\}\}/g);
    const m =
      /^\s*(?:-\s+)?(?:(cmd|sh|cmds|task|deps|dir|desc|summary|silent|ignore_error|vars|env|run)\s*:\s*)?(.*)$/.exec(
        text,
      );
    if (!m || /^\s*#/.test(text)) continue;
    const [, key, rest] = m;
    const value = rest!.trim().replace(/^(["'])(.*)\1$/, "$2");
    if (/^[|>][-+]?$/.test(value)) return null;
    if (key === "cmd" || key === "sh") out.push(value);
    else if (key === undefined && /^\s*-\s+/.test(text) && value !== "" && !/^[\w.-]+\s*:/.test(value))
      out.push(value);
  }
  return out.filter((c) => c !== "");
}

/** tox's `commands` (and `_pre`/`_post`) and indented continuation lines (tox.wiki/en/latest/config.html). */
function toxCommands(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = interpolated(line, /\{[^}]*\}/g);
    const m = /^\s*commands(?:_pre|_post)?\s*=\s*(.*)$/.exec(text);
    if (m) out.push(m[1]!);
    else if (/^[ \t]+\S/.test(text) && !/^\s*[#;]/.test(text)) out.push(text.trim());
  }
  return out.filter((c) => c.trim() !== "");
}

function commandsOf(language: CommandLanguage, lines: string[]): string[] | null {
  switch (language) {
    case "make":
      return makeCommands(lines);
    case "go":
      return goCommands(lines);
    case "just":
      return justCommands(lines);
    case "task":
      return taskCommands(lines);
    case "tox":
      return toxCommands(lines);
  }
}

/**
 * What code in each language may do beyond building the project: run processes, open
 * connections, evaluate code it fetched or decoded, read credentials from the home directory.
 */
const LANGUAGE_EFFECTS: Record<Exclude<CodeLanguage, CommandLanguage>, RegExp> = {
  // cmake.org/cmake/help/latest: execute_process and exec_program run at configure time (an
  // editor's CMake extension configures when the folder opens); file(DOWNLOAD), FetchContent and
  // ExternalProject fetch code from wherever they name.
  cmake:
    /\b(execute_process|exec_program|ExternalProject_Add|FetchContent_Declare|FetchContent_Populate)\b|\bfile\s*\(\s*DOWNLOAD\b|\b(curl|wget)\b|\.ssh|\.aws|ENV\{HOME\}/,
  // mesonbuild.com/External-commands.html: run_command runs at setup; subprojects are fetched.
  meson: /\b(run_command|subproject|dependency\s*\([^)]*fallback)\s*\(|\b(curl|wget)\b|\.ssh|\.aws/,
  python:
    /\b(subprocess|os\.(system|popen|exec\w*|spawn\w*|fork)|pty\.|socket|urllib|urlopen|requests|httpx|aiohttp|http\.client|ftplib|smtplib|paramiko|__import__|(?<![.\w])(exec|eval|compile)\s*\(|marshal|pickle\.loads|ctypes|base64\.b\w*decode)|expanduser|~\/\.|\.ssh|\.aws|\.netrc|\.pypirc|\.npmrc|os\.environ\[/,
  ruby: /\b(system|exec|spawn|popen\w*|Open3|IO\.popen|Net::HTTP|open-uri|URI\.open|Kernel\.open|eval|instance_eval|Socket|TCPSocket)\b|%x[{([]|`|source\s+["'](?!https:\/\/rubygems\.org)|\bgit:|\bgithub:|~\/\.|\.ssh|\.aws/,
  rust: /\b(Command::new|process::Command|std::process|TcpStream|UdpSocket|std::net|reqwest|ureq|hyper|attohttpc|curl|include_bytes!\s*\(\s*"\/|env::var\s*\(\s*"HOME"|home_dir)\b|\.ssh|\.aws|\.cargo\/credentials/,
  js: /\b(child_process|(?<![.\w])exec(Sync|File|FileSync)?\s*\(|\.exec(Sync|File|FileSync)\s*\(|spawn(Sync)?\s*\(|fork\s*\(|execa|shelljs|zx|(?<![.\w])\$`|require\s*\(\s*[^'"\s)]|import\s*\(\s*[^'"\s)]|fetch\s*\(|XMLHttpRequest|WebSocket|require\s*\(\s*['"](node:)?(net|http|https|http2|dgram|tls|dns|vm|worker_threads)['"]|from\s+['"](node:)?(net|http|https|http2|dgram|tls|dns|vm|worker_threads|child_process)['"]|(?<![.\w])eval\s*\(|new\s+Function|Deno\.(run|Command)|Bun\.(spawn|\$)|homedir|atob|Buffer\.from\s*\([^)]*base64)|~\/\.|\.ssh|\.aws|\.npmrc|process\.env\[/,
  jvm: /\b(exec\s*\{|\.execute\s*\(|ProcessBuilder|Runtime\.getRuntime|commandLine|project\.exec|ant\.exec|URL\s*\(|openConnection|HttpClient|Socket|evaluate\s*\(|apply\s+from\s*:\s*["']https?:|apply\s*\(\s*from\s*=\s*"https?:)|\.ssh|\.aws|user\.home/,
};

const isCommandLanguage = (l: CodeLanguage): l is CommandLanguage =>
  l === "make" || l === "go" || l === "just" || l === "task" || l === "tox";

/**
 * Why the added code may run something the call itself would not be allowed to, or null. `added`
 * is null when the change's text is not known (a shell write): a script's added code is then not
 * known either, except that a Go file's is taken as ordinary code (its generate lines run only
 * when `go generate` is asked for), and so is a JavaScript tool configuration's (it runs only in an
 * editor's extension or the tool: a `sed -i` or a link to the project's shared config stays allowed;
 * text the call shows is judged).
 */
export function judgeAddedCode(
  language: CodeLanguage,
  added: string | null,
  dir: string,
  runs: CommandJudge | undefined,
): string | null {
  if (added === null)
    return language === "go" || language === "js" ? null : "what the change adds cannot be known";
  const lines = added.split(/\r?\n/);
  if (isCommandLanguage(language)) {
    const commands = commandsOf(language, lines);
    if (commands === null) return "the commands it adds cannot be told apart from the rest";
    for (const c of commands) {
      const why = runs ? runs(c, dir) : "the commands it adds cannot be judged here";
      if (why !== null) return `it adds \`${c.slice(0, 120)}\`, which ${why}`;
    }
    return null;
  }
  const code = lines.filter((l) => !/^\s*(#|\/\/)/.test(l)).join("\n");
  if (LANGUAGE_EFFECTS[language].test(code))
    return "the code it adds runs processes, opens connections, evaluates code or reads credentials";
  // A shell pipeline written into a string, whatever API it is later handed to.
  if (/\b(curl|wget)\b[^\n]*\|\s*(sudo\s+)?(ba|z|da|k)?sh\b/.test(code))
    return "the code it adds downloads and runs something";
  return null;
}
