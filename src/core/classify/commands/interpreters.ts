import type { Analysis } from "../analysis.js";
import { dyn, lit, normArg, optValues, parseOpts, type Spec, spec } from "../options.js";
import { DYN, type StdinSource, type Val } from "../values.js";
import { account } from "./account.js";
import { inlineCode } from "./inline-code.js";
import { inPlaceTargets } from "./inplace-switches.js";
import { npx } from "./packages.js";
import { H, type Io } from "./registry.js";
import { isRemoteCode, runsRemoteCode } from "./remote-code.js";

/** Shells and language interpreters: scripts by path, code given inline or on stdin. */

export const INTERPRETERS: Record<string, { inline: string[]; module?: string; valueOpts: string[] }> = {
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
export const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox-sh"]);

// --- shells and interpreters ------------------------------------------------------------------

/** Commands a shell reads from its standard input; `here`: in this shell (`source /dev/stdin`), whose places it moves. */
export function shellFromStdin(a: Analysis, io: Io, via: string, here = false): null {
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
  const flow = a.nested(src.text, `${via} (fed by ${src.via})`, here);
  if (here) a.outcome = flow;
  return null;
}

export function shellHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const via = `\`${io.name}\``;
  let i = 0;
  let command: Val | null = null;
  // `-c` makes the first word after the options the command string (`bash -c -l 'cmd'`, `bash -lc 'cmd'`);
  // `-s` (alone or bundled: `-es`, `-xs`) reads the commands from stdin, every word after the
  // options being a positional parameter (`curl … | sh -s -- --yes`, `| bash -s stable`).
  let dashC = false;
  let dashS = false;
  for (; i < args.length; i++) {
    const s = normArg(args[i]!);
    if (args[i]!.dyn) break;
    if (s === "-o" || s === "+o" || s === "-O" || s === "+O" || s === "--rcfile" || s === "--init-file") {
      i++;
      continue;
    }
    if (s === "--" || s === "-") {
      i++;
      break;
    }
    if (/^[-+][a-zA-Z]+$/.test(s)) {
      if (s.startsWith("-") && s.includes("c")) dashC = true;
      if (s.startsWith("-") && s.includes("s")) dashS = true;
      continue;
    }
    if (s.startsWith("--")) continue;
    break;
  }
  if (dashC) command = args[i] ?? null;
  if (command) {
    if (command.dyn) {
      if (command.net) a.block("download_exec", `${via} -c runs code downloaded by a command substitution`);
      else a.grey("dynamic_command", `${via} -c runs a command that cannot be known before it runs`);
      return null;
    }
    a.nested(command.s, `${via} -c`);
    return null;
  }
  if (dashS) return shellFromStdin(a, io, via);
  const script = args[i];
  if (script?.net) {
    a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    return null;
  }
  if (script) {
    if (script.dyn && io.stdin === null)
      a.grey("dynamic_script", `${via} runs a script that cannot be known before it runs`);
    else if (script.dyn) return shellFromStdin(a, io, via);
    else if (/^\/dev\/(stdin|fd\/0)$/.test(script.s)) return shellFromStdin(a, io, via);
    else if (/^\/dev\/fd\/\d+$|^\/proc\//.test(script.s))
      a.grey("dynamic_script", `${via} runs code from a file descriptor`);
    else {
      a.script(script, via);
      a.scriptArgs(args.slice(i + 1), `${via} ${script.s}`);
    }
    return null;
  }
  return shellFromStdin(a, io, via);
}
for (const sh of SHELLS) H[sh] = shellHandler;

const PYTHON_OPTS = spec(
  "+ -b -bb -B -d -E -h -i -I -O -OO -P -q -s -S -u -v -V -x -R -W= -X= --version --help --check-hash-based-pycs=",
);
const NODE_OPTS = spec(
  "+ --test --run= --watch --watch-path= --watch-preserve-output --check --interactive -i --no-warnings " +
    "--trace-warnings --enable-source-maps --experimental-vm-modules --experimental-strip-types " +
    "--experimental-transform-types --no-experimental-strip-types --experimental-test-coverage " +
    "--experimental-test-module-mocks --test-reporter= --test-reporter-destination=write --test-name-pattern= " +
    "--test-skip-pattern= --test-only --test-concurrency= --test-timeout= --test-update-snapshots " +
    "--test-force-exit --max-old-space-size= --max-semi-space-size= --stack-size= --expose-gc " +
    "--unhandled-rejections= --input-type= --conditions= -C= --env-file=read --env-file-if-exists=read " +
    "--inspect=?host --inspect-brk=?host --inspect-wait=?host --inspect-port= --cpu-prof --heap-prof --prof " +
    "--title= --trace-uncaught --trace-exit --abort-on-uncaught-exception --no-deprecation --throw-deprecation " +
    "--pending-deprecation --trace-deprecation --preserve-symlinks --preserve-symlinks-main " +
    "--experimental-specifier-resolution= --experimental-json-modules --experimental-default-type= " +
    "--no-addons --disable-warning= --experimental-loader=read --loader=read --import=read -r=read " +
    "--require=read --version -v --help -h",
);
/**
 * Interpreter options, for the interpreters whose whole option set is accounted for (perlrun, ruby(1),
 * php-cli, lua(1), Rscript, julia and osascript manuals; inline-code flags end the options and are
 * not listed). Left out, so grey: debuggers and profilers that load code (`perl -d:Mod`), php's
 * built-in server (`-S`), julia's `-E/-P` (print-evaluated code).
 */
const INTERPRETER_OPTS: Record<string, Spec> = {
  python: PYTHON_OPTS,
  python3: PYTHON_OPTS,
  node: NODE_OPTS,
  nodejs: NODE_OPTS,
  perl: spec(
    "+ -n -p -a -s -c -w -W -X -t -T -U -S -u -h -v -l=? -F=? -i=? -0=? -x=? -C=? -V=? -M= -m= -I=read --help --version",
  ),
  ruby: spec(
    "+ -n -p -l -a -w -v -c -s -S -d -y -h -F= -i=? -0=? -W=? -x=? -r=read -I=read -E= -C=dir -K= -T=? --verbose " +
      "--disable= --enable= --jit --yjit --encoding= --external-encoding= --internal-encoding= --backtrace-limit= " +
      "--help --version",
  ),
  php: spec(
    "+ -d= -c=read -n -l -q -s -v -w -i -m -H -h --ini --syntax-check --no-php-ini --define= --help --version",
  ),
  lua: spec("+ -l= -i -v -E -W"),
  Rscript: spec(
    "+ --vanilla --no-save --no-restore --no-environ --no-site-file --no-init-file --default-packages= --verbose " +
      "--help --version",
  ),
  julia: spec(
    "+ -t= --threads= --project=? -q --quiet --startup-file= --history-file= --color= -O= --optimize=? " +
      "--check-bounds= --depwarn= --banner= --compile= -h --help -v --version",
  ),
  osascript: spec("+ -l= -s= -i"),
};

/**
 * The interpreter's own options (before the script, `-c`, `-e` or `-m`) accounted for: a module
 * preloaded by path is a script that runs; a debugger bound beyond loopback serves the process to
 * the network.
 */
function interpreterOptions(args: Val[], a: Analysis, io: Io): void {
  const sp = INTERPRETER_OPTS[io.name];
  if (!sp) return;
  const inline = INTERPRETERS[io.name]!;
  const prefix: Val[] = [];
  for (let k = 0; k < args.length; k++) {
    const s = normArg(args[k]!);
    const head = s.split("=")[0]!;
    if (!s.startsWith("-") || s === "-" || s === "--") break;
    if (
      inline.inline.includes(head) ||
      head === inline.module ||
      (inline.module && s.startsWith(inline.module))
    )
      break;
    if (/^-[a-zA-Z]{2,}$/.test(s) && [...s.slice(1)].some((ch) => inline.inline.includes(`-${ch}`))) break;
    if (
      inline.inline.some(
        (f) => s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : f.length === 2),
      )
    )
      break;
    prefix.push(args[k]!);
    const o = sp.opts.get(head);
    if (o?.arity === 1 && !s.includes("=") && !(head.length === 2 && s.length > 2))
      prefix.push(args[++k] ?? dyn());
  }
  const p = account(`\`${io.name}\``, prefix, sp, a, "caller");
  for (const o of p.opts) {
    const v = o.value;
    if (!v) continue;
    if (sp.opts.get(o.name)?.role === "host") {
      const host = v.s.includes(":") ? v.s.slice(0, v.s.lastIndexOf(":")) : /^\d+$/.test(v.s) ? "" : v.s;
      if (v.dyn || (host !== "" && !/^(localhost|127(\.\d+){3}|\[?::1\]?)$/.test(host)))
        a.grey("network_serve", `\`${io.name} ${o.name}\` opens the debugger to the network`);
    } else if (/^(-r|--require|--import|--loader|--experimental-loader)$/.test(o.name) && /^[./~]/.test(v.s))
      a.script(v, `\`${io.name} ${o.name}\``);
  }
}

/**
 * perl's and ruby's `-i` (alone, with a backup suffix, or in any cluster: `-pi`, `-i.bak`, `-0pi`,
 * `-0777pi`, after the code: `-pe CODE -i`) edits every file named after the code in place: each
 * is a write (inplace-switches.ts reads the clusters).
 */
function inPlaceFiles(args: Val[], a: Analysis, io: Io): void {
  for (const f of inPlaceTargets(io.name, args) ?? []) a.write(f, "write", `\`${io.name} -i\``);
}

const VERSION_FLAGS: Record<string, RegExp> = {
  node: /^(-v|--version|-h|--help)$/,
  nodejs: /^(-v|--version|-h|--help)$/,
  perl: /^(-v|-V|--version|-h|--help)$/,
  php: /^(-v|--version|-h|--help)$/,
  python: /^(-V|--version|-h|--help)$/,
  python3: /^(-V|--version|-h|--help)$/,
  python2: /^(-V|--version|-h|--help)$/,
};

export function interpreterHandler(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const spec = INTERPRETERS[io.name]!;
  const via = `\`${io.name}\``;
  // `node -v`, `python -V`, `perl -v`: a version, no code run (`python -v`, `ruby -v` are verbose
  // modes that go on to read code).
  const info = VERSION_FLAGS[io.name] ?? /^(--version|--help)$/;
  if (args.length === 1 && !args[0]!.dyn && info.test(normArg(args[0]!))) return null;
  // node loads modules by URL where its options name one (`--import https://…`, `-r`, `--loader`).
  // Only node's own options, before the script: the script's words are its own.
  if (io.name === "node" || io.name === "nodejs") {
    for (let i = 0; i < args.length; i++) {
      const s = normArg(args[i]!);
      if (!s.startsWith("-") || s === "--" || /^(-e|--eval|-p|--print)$/.test(s)) break;
      const value = /^(--import|--require|-r|--loader|--experimental-loader)$/.test(s)
        ? args[++i]
        : { ...args[i]!, s: s.replace(/^--?[\w-]+=/, "") };
      if (value && isRemoteCode(value)) {
        a.block("download_exec", `${via} ${s.replace(/=.*/, "")} loads code from ${value.s}`);
        return null;
      }
    }
  }
  interpreterOptions(args, a, io);
  inPlaceFiles(args, a, io);
  for (let i = 0; i < args.length; i++) {
    const s = normArg(args[i]!);
    // Bundled flags (`perl -ne CODE`, `perl -lpe CODE`, `python -Bc CODE`, `ruby -ne CODE`): the
    // inline-code letter takes the rest of the word, or the next word.
    // perl's and ruby's `-0[digits]` and `-l[digits]` bundle with the rest (`perl -0ne CODE`).
    const bundle = io.name === "perl" || io.name === "ruby" ? /^-([a-zA-Z0-9]{2,})$/ : /^-([a-zA-Z]{2,})$/;
    const letters = bundle.exec(s)?.[1];
    let at = -1;
    for (let k = 0; letters !== undefined && k < letters.length; k++) {
      if (spec.inline.includes(`-${letters[k]}`)) at = k;
      // A letter that takes a value (`-rfileutils`, `-Ilib`) takes the rest of the word.
      if (at !== -1 || spec.valueOpts.includes(`-${letters[k]}`)) break;
    }
    if (letters && at !== -1 && !spec.inline.includes(s)) {
      const attached = letters.slice(at + 1);
      const code = attached !== "" ? { ...args[i]!, s: attached } : (args[i + 1] ?? dyn());
      const rest = args.slice(attached !== "" ? i + 1 : i + 2);
      inlineCode(code, a, `${via} -${letters[at]}`, rest);
      return null;
    }
    // Code attached to its flag: `-e'print 1'`, `-c'…'`, `--eval='…'`.
    const attachedFlag = spec.inline.find(
      (f) => s.length > f.length && s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : true),
    );
    if (attachedFlag && !letters) {
      const code = { ...args[i]!, s: s.slice(attachedFlag.length + (attachedFlag.startsWith("--") ? 1 : 0)) };
      inlineCode(code, a, `${via} ${attachedFlag}`, args.slice(i + 1));
      return null;
    }
    if (spec.inline.includes(s)) {
      const code = args[i + 1] ?? dyn();
      // `-c --x 'code'`: a code word spelled like an option is not what the author meant; unknown.
      if (/^--?[A-Za-z]/.test(normArg(code)) && !code.dyn) {
        a.grey("unknown_option", `${via} ${s} is given ${code.s} where its code should be`);
        if (args[i + 2]) inlineCode(args[i + 2]!, a, `${via} ${s}`, args.slice(i + 3));
        return null;
      }
      inlineCode(code, a, `${via} ${s}`, args.slice(i + 2));
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
    else {
      a.script(args[i]!, via);
      a.scriptArgs(args.slice(i + 1), `${via} ${args[i]!.s}`);
    }
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

export function pythonModule(mod: string, rest: Val[], a: Analysis, io: Io): StdinSource | null {
  if (mod === "pip") return H.pip!(rest, a, { ...io, name: "pip" }) ?? null;
  if (mod === "venv" || mod === "virtualenv") {
    const p = parseOpts(rest, ["--prompt"]);
    // A fresh environment from the interpreter's own files: its activate scripts and bin/ are
    // execution surfaces for what is written there later, not for making it.
    for (const d of p.positional) a.write(d, "write", `\`${io.name} -m ${mod}\``, { kind: "directory" });
    return null;
  }
  if (mod === "json.tool" || mod === "pydoc" || mod === "site" || mod === "platform" || mod === "sysconfig")
    return null;
  if (mod === "http.server") {
    // It serves a directory to the network: the one it serves must be inside the lease.
    const p = parseOpts(rest, ["-d", "--directory", "-b", "--bind", "--protocol"]);
    const dir = optValues(p, "-d", "--directory")[0];
    const bind = optValues(p, "-b", "--bind")[0];
    // An explicit bind beyond loopback (`--bind 0.0.0.0`) asks to serve the directory to the network.
    if (bind && (bind.dyn || !/^(localhost|127(\.\d+){3}|::1)$/.test(bind.s)))
      a.grey(
        "network_serve",
        `\`${io.name} -m http.server\` serves files to the network (bind it to 127.0.0.1)`,
      );
    a.project(`\`${io.name} -m http.server\``, dir);
    return null;
  }
  a.project(`\`${io.name} -m ${mod}\``);
  a.scriptArgs(rest, `\`${io.name} -m ${mod}\``);
  return null;
}

export function denoBun(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const sub = args[0]?.s ?? "";
  // A module given by URL (`deno run -A https://…`, `bun https://…`, `deno install -g https://…`)
  // is fetched and run; any other URL word (an import map, a config) brings remote code in too.
  const target = args.find((v, k) => (k > 0 || !/^[a-z]+$/.test(v.s)) && !/^-/.test(normArg(v)));
  // bun's package commands (`bun add github:o/r`) install rather than run: package-sources.ts judges them.
  const installs = io.name === "bun" && /^(add|a|install|i|update|remove|rm|link)$/.test(sub);
  if (!installs && target && runsRemoteCode(target, a, `\`${io.name}${sub === target.s ? "" : ` ${sub}`}\``))
    return null;
  const own = target ? args.slice(0, args.indexOf(target)) : args;
  const remote = own.find((v) => /=(https?|git\+\w+):\/\//.test(v.s) || isRemoteCode(v));
  if (remote) {
    a.grey("download_exec", `\`${io.name} ${sub}\` loads code from ${remote.s}`);
    return null;
  }
  // `bun run --eval CODE`, `deno run --eval`: inline code wherever the flag sits.
  const ev = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (ev !== -1) {
    inlineCode(args[ev + 1] ?? dyn(), a, `\`${io.name}\` ${normArg(args[ev]!)}`);
    return null;
  }
  // bun's installs run the root package's lifecycle scripts, as npm's do (the engine judges them).
  if (
    io.name === "bun" &&
    /^(install|i|add|a|remove|rm|update)$/.test(sub) &&
    !args.some((v) => v.s === "--ignore-scripts")
  )
    a.lifecycle(`\`bun ${sub}\``);
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
    a.scriptArgs(args.slice(1), `\`${io.name} ${sub}\``);
    return null;
  }
  a.project(`\`${io.name} ${sub}\``);
  return null;
}
