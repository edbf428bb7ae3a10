import type { Analysis } from "./analysis.js";
import type { Val } from "./values.js";

/**
 * Environment variables that make an everyday program run other code, read configuration from
 * somewhere else, or write somewhere else (redteam3). An assignment before a command, an `export`,
 * `declare -x`, `set -a` or `env NAME=value` all come here through shell.ts's execVariable.
 *
 * - Programs a build or a tool runs by name (`CC`, `RUSTC_WRAPPER`, `GH_EDITOR`, a cargo target's
 *   runner or linker, `GIT_PROXY_COMMAND`) are command variables: judged as the command they name
 *   (shell.ts), a program given by path is grey.
 * - Where a later program writes (caches, prefixes, targets, `HOME`, `TMPDIR`, `XDG_*_HOME`, log,
 *   trace and history files) is a write that may happen there: judged against the lease like any
 *   write (outside it blocked, onto a protected path or a credential grey, inside it fine).
 * - Configuration, code and daemons taken from elsewhere (`XDG_CONFIG_HOME`, `KUBECONFIG`,
 *   `PIP_CONFIG_FILE`, `npm_config_userconfig`, `ZDOTDIR`, `PYTHONHOME`, `MAKEFILES`, `DOCKER_HOST`,
 *   git's index and object directories, module search paths that leave the worktree, java agents,
 *   linkers in `RUSTFLAGS`, a prompt that runs a command substitution under xtrace) are grey.
 */

/** Variables whose value names a program (or a command line) a later tool runs. */
export const PROGRAM_VARS =
  /^(GH_BROWSER|GH_EDITOR|GIT_PROXY_COMMAND|PSQL_PAGER|CC|CXX|CPP|LD|AR|AS|FC|NM|RANLIB|STRIP|OBJCOPY|RUSTC|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|RUSTDOC|CARGO_BUILD_RUSTC|CARGO_BUILD_RUSTC_WRAPPER|CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER|CARGO_BUILD_RUSTDOC|CARGO_TARGET_[A-Z0-9_]+_(RUNNER|LINKER))$/;

/** Variables naming a directory (or file) later programs write into. */
const WRITE_DIR_VARS =
  /^(HOME|TMPDIR|TMP|TEMP|XDG_(CACHE|DATA|STATE|RUNTIME)_(HOME|DIR)|CARGO_HOME|CARGO_TARGET_DIR|CARGO_BUILD_TARGET_DIR|CARGO_INSTALL_ROOT|RUSTUP_HOME|GOPATH|GOBIN|GOMODCACHE|GOCACHE|GOTMPDIR|PIP_TARGET|PIP_PREFIX|PIP_ROOT|PIP_SRC|PIP_CACHE_DIR|PIP_DOWNLOAD_CACHE|PIP_WHEEL_DIR|PIP_BUILD|PYTHONUSERBASE|PYTHONPYCACHEPREFIX|UV_CACHE_DIR|UV_TOOL_DIR|UV_TOOL_BIN_DIR|UV_PYTHON_INSTALL_DIR|UV_PROJECT_ENVIRONMENT|UV_INSTALL_DIR|POETRY_CACHE_DIR|POETRY_VIRTUALENVS_PATH|PIPX_HOME|PIPX_BIN_DIR|WORKON_HOME|YARN_CACHE_FOLDER|YARN_GLOBAL_FOLDER|PNPM_HOME|BUN_INSTALL|DENO_DIR|DENO_INSTALL_ROOT|GRADLE_USER_HOME|CCACHE_DIR|SCCACHE_DIR|PRE_COMMIT_HOME|PLAYWRIGHT_BROWSERS_PATH|PUPPETEER_CACHE_DIR|CYPRESS_CACHE_FOLDER|DESTDIR|PREFIX)$/;

/** Variables naming a file later programs write (logs, traces; history files: HISTORY_VARS). */
const WRITE_FILE_VARS =
  /^(PIP_LOG|PIP_LOG_FILE|PIP_REPORT|GOENV|GIT_TRACE|GIT_TRACE2|GIT_TRACE2_EVENT|GIT_TRACE2_PERF|GIT_TRACE_[A-Z0-9_]+)$/;

/**
 * Variables naming the file a shell or REPL writes its history to when it exits (an interactive
 * bash with `HISTFILE=~/.bashrc` rewrites the start-up file with the lines it was given).
 */
const HISTORY_VARS =
  /^(HISTFILE|LESSHISTFILE|NODE_REPL_HISTORY|PYTHON_HISTORY|PSQL_HISTORY|MYSQL_HISTFILE|SQLITE_HISTORY|REDISCLI_HISTFILE|R_HISTFILE)$/;

/** Variables that point a program at configuration, code or a daemon other than its own. */
const ELSEWHERE_VARS =
  /^(XDG_CONFIG_HOME|XDG_CONFIG_DIRS|XDG_DATA_DIRS|KUBECONFIG|AWS_CONFIG_FILE|AWS_SHARED_CREDENTIALS_FILE|DOCKER_HOST|DOCKER_CONTEXT|DOCKER_CONFIG|CONTAINER_HOST|PIP_CONFIG_FILE|PYTHONHOME|ZDOTDIR|MAKEFILES|WGETRC|CURL_HOME|GIT_INDEX_FILE|GIT_OBJECT_DIRECTORY|GIT_ALTERNATE_OBJECT_DIRECTORIES|GIT_NAMESPACE|GIT_CEILING_DIRECTORIES|LD_AUDIT|GCONV_PATH|UV_CONFIG_FILE|CARGO_CONFIG|GNUPGHOME|SSH_AUTH_SOCK|GPG_TTY_PROGRAM|PS3)$/;

/** Module search paths: fine while every entry stays inside the project. */
const SEARCH_PATH_VARS = /^(PYTHONPATH|PERL5LIB|PERLLIB|RUBYLIB|NODE_PATH|GEM_PATH|CLASSPATH|GOFLAGS_PATH)$/;

/** JVM option variables: an agent, a native library or a command on error runs code. */
const JAVA_OPTION_VARS =
  /^(JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|JAVA_OPTS|MAVEN_OPTS|GRADLE_OPTS|SBT_OPTS)$/;

/** npm configuration keys (`npm_config_<key>`) that only change output, prompts or the lock file. */
const NPM_HARMLESS =
  /^(loglevel|audit|fund|progress|color|update_notifier|yes|save_exact|save_prefix|legacy_peer_deps|strict_peer_deps|engine_strict|foreground_scripts|prefer_offline|prefer_online|offline|package_lock|package_lock_only|omit|include|production|workspaces_update|fetch_retries|fetch_timeout|unicode|timing|heading|usage|json|parseable|long|depth|ignore_scripts)$/;
/** npm configuration keys that name where npm writes. */
const NPM_DIRS =
  /^(cache|prefix|store_dir|tmp|cache_dir|virtual_store_dir|modules_dir|global_dir|global_bin_dir|state_dir)$/;

const TRUE = /^(1|true|yes|on)$/i;

/** A static value that names a place on disk (not a number or a flag). */
function pathLike(v: Val): boolean {
  return v.s !== "" && !/^(0|1|2|[3-9]|true|false|yes|no|on|off)$/i.test(v.s);
}

function mayWrite(name: string, v: Val, a: Analysis, file: boolean): void {
  if (v.dyn) {
    a.grey(
      "env_hijack",
      `assigns ${name} a place that cannot be known before it runs; later programs write there`,
    );
    return;
  }
  if (!pathLike(v)) return;
  // git's trace variables take an absolute path (or a number: standard error); anything else is ignored.
  if (/^GIT_TRACE/.test(name) && !v.s.startsWith("/")) {
    if (!/^[0-9]$|^(true|false)$/i.test(v.s))
      a.grey("env_hijack", `assigns ${name} ${v.s}, which git may read as a file or socket to write`);
    return;
  }
  const paths = a.resolve(v);
  if (paths === null) {
    a.grey("env_hijack", `assigns ${name} ${v.s}, a place that cannot be known before it runs`);
    return;
  }
  a.fx.readOnly = false;
  const via = `${name}=${v.s} (where later programs write)`;
  for (const p of paths)
    a.fx.writes.push({
      path: file ? p : p.replace(/\/+$/, "") || "/",
      op: file ? "write" : "rwrite",
      via,
      may: true,
    });
}

/** Every entry of a search path is relative without leaving the project, or inside the worktree. */
function insideProject(v: Val, a: Analysis): boolean {
  if (v.dyn) return false;
  return v.s.split(":").every((e) => {
    if (e === "" || e === ".") return true;
    if (e.startsWith("/")) return a.cwds.every((c) => c !== null && (e === c || e.startsWith(`${c}/`)));
    return !e.startsWith("~") && !e.split("/").includes("..");
  });
}

/** Judges one assignment; true when the variable is one of these (nothing else applies then). */
export function judgeEnvironment(name: string, v: Val, a: Analysis): boolean {
  if (HISTORY_VARS.test(name)) {
    // A later exit writes it: judged as a write of that file (`-` and /dev/null keep no history).
    if (v.dyn || !/^(|-|\/dev\/null)$/.test(v.s.trim()))
      a.write(v, "write", `the history file ${name} names`);
    return true;
  }
  const npm = /^npm_config_(.+)$/i.exec(name);
  if (npm) {
    const key = npm[1]!.toLowerCase().replace(/-/g, "_");
    if (NPM_HARMLESS.test(key)) {
      if (key === "ignore_scripts" && !TRUE.test(v.s))
        a.grey("env_hijack", `assigns ${name}, which lets installs run lifecycle scripts`);
      return true;
    }
    if (NPM_DIRS.test(key)) {
      mayWrite(name, v, a, false);
      return true;
    }
    // Registries and proxies are judged as hosts by the caller.
    if (/^(registry|proxy|https_proxy|@.*:registry)$/.test(key)) return false;
    a.grey("env_hijack", `assigns ${name}, npm configuration that changes what or where later installs run`);
    return true;
  }
  if (WRITE_DIR_VARS.test(name)) {
    mayWrite(name, v, a, false);
    return true;
  }
  if (WRITE_FILE_VARS.test(name)) {
    mayWrite(name, v, a, true);
    return true;
  }
  if (/^(PIP_USER|PIP_BREAK_SYSTEM_PACKAGES|YARN_GLOBAL|PIP_FORCE_REINSTALL)$/.test(name)) {
    if (v.dyn || TRUE.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which makes later installs write outside the project`);
    return true;
  }
  if (ELSEWHERE_VARS.test(name)) {
    // PS3 is only a string unless it runs a command substitution (the other prompts: shell.ts).
    if (name === "PS3" && !v.dyn && !/\$\(|`/.test(v.s)) return true;
    a.grey(
      "env_hijack",
      `assigns ${name}, which points later programs at other configuration, code or daemons`,
    );
    return true;
  }
  if (SEARCH_PATH_VARS.test(name)) {
    if (!insideProject(v, a))
      a.grey(
        "env_hijack",
        `assigns ${name} a search path outside the project: later programs load code from there`,
      );
    return true;
  }
  if (JAVA_OPTION_VARS.test(name)) {
    if (
      v.dyn ||
      /-javaagent|-agentpath|-agentlib|OnError|OnOutOfMemoryError|-Xbootclasspath|-D[\w.]*(repo\.local|user\.home|java\.io\.tmpdir)=|@/.test(
        v.s,
      )
    )
      a.grey("env_hijack", `assigns ${name}, which loads code into or moves the writes of later JVMs`);
    return true;
  }
  if (/^(CARGO_BUILD_|CARGO_ENCODED_)?RUSTFLAGS$|^RUSTDOCFLAGS$/.test(name)) {
    if (v.dyn || /linker|link-arg|link-args|-Z|plugin|-L|-l|@/.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which picks the linker or loads code into later builds`);
    return true;
  }
  if (/^(C|CXX|CPP|LD|F)FLAGS$/.test(name)) {
    if (v.dyn || /-fplugin|-wrapper|(^|\s)-B|@|-specs/.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which loads code into or replaces the tools of later builds`);
    return true;
  }
  if (
    name === "NODE_OPTIONS" &&
    /--inspect(-brk|-wait)?=(?!(127\.0\.0\.1|localhost|\[::1\])?(:|$)|\d+$)/.test(v.s)
  ) {
    a.grey("env_hijack", `assigns ${name}, which opens node's debugger beyond this machine`);
    return true;
  }
  if (name === "UV_PYTHON" || name === "PYENV_VERSION") {
    if (v.dyn || v.s.includes("/"))
      a.grey(
        "env_hijack",
        `assigns ${name} an interpreter by path, which then runs in place of the usual one`,
      );
    return true;
  }
  return false;
}
