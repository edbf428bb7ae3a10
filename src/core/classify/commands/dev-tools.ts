import type { Analysis } from "../analysis.js";
import { normArg, parseSpec, type Role, spec } from "../options.js";
import { show, type Val } from "../values.js";
import { account } from "./account.js";
import { H, type Io } from "./registry.js";

/**
 * Everyday development tools that are neither package managers nor formatters: web frameworks'
 * CLIs, notebook converters, migration tools, lock-file compilers, debuggers, the JVM's launchers
 * and inspectors, memory checkers. Each is a plain object: its global options, and for each
 * subcommand its options (with the role of every value, from the tool's own reference), what its
 * operands are, and what running it does. An option or subcommand not listed is grey.
 */

/** What a subcommand does once every word of it is accounted for. */
export type Effect =
  /** reads its operands and prints: no project code runs */
  | "read"
  /** runs the project's code or tooling where the shell is (loads the app, builds, resolves) */
  | "project"
  /** its operands are another program and that program's arguments, judged as that command */
  | "program"
  /** publishes, changes a database or another process: never allowed here */
  | "grey";

export interface DevCommand {
  /** Options, in the option parser's compact form (`--out=write`, `-q`, `--port=`). */
  options: string;
  /** What its operands are (default: data). */
  operands?: Role;
  effect: Effect;
  /** Options whose value is an address it listens on: beyond loopback, it serves the network. */
  listens?: string[];
  /** Flags that make it rewrite its operands in place (`nbconvert --inplace`). */
  rewrites?: string[];
  /** Why it is grey (effect "grey"). */
  why?: string;
}

export interface DevTool {
  /** Options before the subcommand (and, for a tool with no subcommands, all of them). */
  global: string;
  /** By name; "" is the tool run with no subcommand. A tool with only "" takes operands directly. */
  commands: Record<string, DevCommand>;
}

const HELP = "-h --help";
const FLASK_RUN =
  "-h= --host= -p= --port= --cert=read --key=read --reload --no-reload --debugger --no-debugger " +
  "--with-threads --without-threads --extra-files=read --exclude-patterns=";
const NBCONVERT =
  "--to= --output=write --output-dir=write --execute --allow-errors --stdout --inplace --template= " +
  "--template-file=read --no-input --no-prompt --embed-images --sanitize-html --debug --log-level= " +
  "--ExecutePreprocessor.timeout= --ExecutePreprocessor.kernel_name= --clear-output " +
  "--TagRemovePreprocessor.remove_cell_tags= --post= --config=read";
const ALEMBIC_REVISION =
  "-m= --message= --autogenerate --sql --head= --splice --branch-label= --version-path=write --rev-id= " +
  "--depends-on=";
const PIP_COMPILE =
  "-o=write --output-file=write -U --upgrade -P= --upgrade-package= --generate-hashes --allow-unsafe " +
  "--strip-extras --no-strip-extras --extra= --all-extras --all-build-deps --only-build-deps --build-deps-for= " +
  "-q --quiet -v --verbose -n --dry-run --no-emit-index-url --emit-index-url --no-emit-trusted-host " +
  "--emit-trusted-host --no-header --header --annotate --no-annotate --annotation-style= --resolver= " +
  "-i=host --index-url=host --extra-index-url=host -f=host --find-links=host --no-index --pre -c=read " +
  "--constraint=read --cache-dir=write --rebuild --max-rounds= --newline= --config=read --no-config " +
  "--unsafe-package= --no-reuse-hashes --reuse-hashes --emit-find-links --no-emit-find-links " +
  "--emit-options --no-emit-options --build-isolation --no-build-isolation --color --no-color";
const DLV =
  "--headless --listen= --api-version= --accept-multiclient --continue --log --log-output= --log-dest=write " +
  "--build-flags= --wd=dir --output=write --init=read --check-go-version --only-same-user " +
  "--allow-non-terminal-interactive --backend= -r= --redirect= --tty= --disable-aslr --test.run=";
const VALGRIND =
  "+ -q --quiet -v --verbose --tool= --leak-check= --show-leak-kinds= --errors-for-leak-kinds= " +
  "--show-reachable= --track-origins= --undef-value-errors= --error-exitcode= --num-callers= " +
  "--trace-children= --child-silent-after-fork= --track-fds= --time-stamp= --log-file=write " +
  "--xml= --xml-file=write --suppressions=read --gen-suppressions= --read-var-info= --keep-debuginfo= " +
  "--smc-check= --max-stackframe= --main-stacksize= --vgdb= --massif-out-file=write " +
  "--callgrind-out-file=write --cachegrind-out-file=write --dhat-out-file=write --fair-sched= " +
  "--expensive-definedness-checks= --partial-loads-ok= --demangle= --show-error-list= -s";
const ASGI =
  "--host= --port= --uds=write --fd= --reload --reload-dir=read --reload-include= --reload-exclude= " +
  "--reload-delay= --workers= --loop= --http= --ws= --lifespan= --env-file=read --log-config=read " +
  "--log-level= --access-log --no-access-log --use-colors --no-use-colors --proxy-headers " +
  "--no-proxy-headers --server-header --no-server-header --date-header --no-date-header " +
  "--forwarded-allow-ips= --root-path= --limit-concurrency= --backlog= --limit-max-requests= " +
  "--timeout-keep-alive= --timeout-graceful-shutdown= --app-dir=dir --factory --h11-max-incomplete-event-size=";
const JAVAP =
  "-c -p -l -s -v -verbose -private -public -protected -package -constants -sysinfo -cp=read " +
  "-classpath=read --class-path=read --module= -m= --module-path=read --system= -bootclasspath=read " +
  "-version --version -help --help -?";

export const DEV_TOOLS: Record<string, DevTool> = {
  flask: {
    global: `--app= -A= --debug --no-debug -e=read --env-file=read --version ${HELP}`,
    commands: {
      routes: { options: `-s= --sort= --all-methods ${HELP}`, effect: "project" },
      run: { options: `${FLASK_RUN} ${HELP}`, effect: "project", listens: ["-h", "--host"] },
    },
  },
  twine: {
    global: `--version ${HELP} --no-color`,
    commands: {
      check: { options: `--strict ${HELP}`, operands: "read", effect: "read" },
      upload: { options: "", effect: "grey", why: "uploads packages to a registry" },
      register: { options: "", effect: "grey", why: "registers a package with a registry" },
    },
  },
  jupyter: {
    global: `--version ${HELP} --paths --config-dir --data-dir --runtime-dir --json`,
    commands: {
      "": { options: "", effect: "read" },
      nbconvert: {
        options: `${NBCONVERT} ${HELP}`,
        operands: "read",
        effect: "project",
        rewrites: ["--inplace", "--clear-output"],
      },
      "kernelspec list": { options: `--json ${HELP}`, effect: "read" },
    },
  },
  alembic: {
    global: `-c=read --config=read -n= --name= -x= --raiseerr -q --quiet ${HELP} --version`,
    commands: {
      revision: { options: `${ALEMBIC_REVISION} ${HELP}`, effect: "project" },
      current: { options: `-v --verbose ${HELP}`, effect: "project" },
      history: { options: `-r= --rev-range= -v --verbose -i --indicate-current ${HELP}`, effect: "project" },
      heads: { options: `-v --verbose --resolve-dependencies ${HELP}`, effect: "project" },
      branches: { options: `-v --verbose ${HELP}`, effect: "project" },
      show: { options: HELP, effect: "project" },
      check: { options: HELP, effect: "project" },
      upgrade: { options: "", effect: "grey", why: "changes the database's schema" },
      downgrade: { options: "", effect: "grey", why: "changes the database's schema" },
      stamp: { options: "", effect: "grey", why: "changes the database's recorded revision" },
    },
  },
  "pip-compile": {
    global: "",
    commands: { "": { options: `${PIP_COMPILE} ${HELP} --version`, operands: "read", effect: "project" } },
  },
  dlv: {
    global: `${DLV} ${HELP} --version`,
    commands: {
      test: { options: `${DLV} ${HELP}`, effect: "project", listens: ["--listen"] },
      debug: { options: `${DLV} ${HELP}`, effect: "project", listens: ["--listen"] },
      version: { options: HELP, effect: "read" },
      attach: { options: "", effect: "grey", why: "attaches to a running process" },
      connect: { options: "", effect: "grey", why: "connects to a debug server" },
    },
  },
  valgrind: { global: "", commands: { "": { options: `${VALGRIND} ${HELP} --version`, effect: "program" } } },
  uvicorn: {
    global: "",
    commands: { "": { options: `${ASGI} ${HELP} --version`, effect: "project", listens: ["--host"] } },
  },
  javap: { global: "", commands: { "": { options: JAVAP, operands: "read", effect: "read" } } },
};

const LISTEN_LOCAL = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;

/** The tool's words split at its subcommand: [global words, subcommand name, the subcommand's words]. */
function splitAtCommand(tool: DevTool, args: Val[]): [Val[], string, Val[]] | null {
  const names = Object.keys(tool.commands);
  if (names.length === 1 && names[0] === "") return [[], "", args];
  const g = parseSpec(args, spec(`+ ${tool.global}`, "data"));
  const first = g.positional[0];
  if (!first) return [args, "", []];
  if (first.dyn) return null;
  const at = args.indexOf(first);
  const second = args[at + 1];
  // Two-word subcommands (`jupyter kernelspec list`).
  if (second && !second.dyn && tool.commands[`${first.s} ${second.s}`])
    return [args.slice(0, at), `${first.s} ${second.s}`, args.slice(at + 2)];
  return [args.slice(0, at), first.s, args.slice(at + 1)];
}

function devTool(args: Val[], a: Analysis, io: Io): null {
  const tool = DEV_TOOLS[io.name]!;
  const split = splitAtCommand(tool, args);
  if (split === null) {
    a.grey("dynamic_command", `the \`${io.name}\` subcommand cannot be known before it runs`);
    return null;
  }
  const [globalWords, name, words] = split;
  const via = `\`${name === "" ? io.name : `${io.name} ${name}`}\``;
  const cmd = tool.commands[name];
  if (!cmd) {
    a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
    return null;
  }
  if (cmd.effect === "grey") {
    a.grey("dev_tool", `${via} ${cmd.why ?? "is not judged safe"}`);
    return null;
  }
  if (globalWords.length > 0) account(`\`${io.name}\``, globalWords, spec(tool.global, "data"), a);
  const sp = spec(cmd.options, cmd.operands ?? "data");
  const p = account(via, words, sp, a);
  for (const o of p.opts) {
    if (!cmd.listens?.includes(o.name) || !o.value) continue;
    // An empty host (`--listen=:2345`) and 0.0.0.0 listen on every interface.
    const host = o.value.s.replace(/:\d+$/, "");
    if (o.value.dyn || !LISTEN_LOCAL.test(host))
      a.grey(
        "network_serve",
        `${via} ${o.name} ${show(o.value)} serves to the network (listen on 127.0.0.1)`,
      );
  }
  if (p.opts.some((o) => cmd.rewrites?.includes(o.name)))
    for (const v of p.positional) a.write(v, "write", `${via} (rewrites it in place)`);
  if (cmd.operands === "read")
    for (const v of p.positional) {
      const reveals = a.credentialIn(v);
      if (reveals !== false) {
        a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
        return null;
      }
    }
  if (cmd.effect === "project") a.project(via);
  else if (cmd.effect === "program") {
    if (p.positional.length === 0) return null;
    a.run(p.positional, io.stdin, io.piped);
  }
  return null;
}
for (const name of Object.keys(DEV_TOOLS)) H[name] = devTool;

// --- the JVM's launchers, whose words are not getopt's ------------------------------------------

/** `java [options] -jar FILE args…`, `java [options] Main args…`, `java File.java args…`. */
H.java = (args, a) => {
  const via = "`java`";
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!;
    if (v.dyn) {
      a.grey("dynamic_option", `${via} gets a word whose value cannot be known`);
      return null;
    }
    const s = normArg(v);
    if (
      /^-(cp|classpath|-class-path|p|-module-path|-add-opens|-add-exports|-add-modules|-add-reads)$/.test(s)
    ) {
      i++;
      continue;
    }
    if (
      /^-(D[\w.-]+(=.*)?|X[\w:+=.-]*|ea|da|esa|dsa|enableassertions|disableassertions|server|client|version|-version|showversion|-show-version|verbose(:\w+)?|-enable-preview|-illegal-access=\w+|-(class-path|module-path|add-opens|add-exports|add-modules)=.*)$/.test(
        s,
      )
    )
      continue;
    if (/^-(javaagent|agentlib|agentpath):/.test(s)) {
      a.grey("runs_program", `${via} ${s.split(":")[0]} loads an agent into the JVM`);
      return null;
    }
    if (s === "-jar") {
      const jar = args[i + 1];
      if (!jar) return null;
      a.script(jar, via);
      a.scriptArgs(args.slice(i + 2), `${via} -jar ${show(jar)}`);
      return null;
    }
    if (s.startsWith("-")) {
      a.grey("unknown_option", `${via} is given an option forge-gate does not know (${s})`);
      return null;
    }
    // A source file runs as it is; a class name runs the project's compiled code.
    if (/\.java$/.test(s)) a.script(v, via);
    else a.project(`${via} ${s}`);
    a.scriptArgs(args.slice(i + 1), `${via} ${s}`);
    return null;
  }
  return null;
};

/** `jar` in its old letter style (`tf`, `xvf`, `cf`) and its long options (`--list --file F`). */
H.jar = (args, a) => {
  const via = "`jar`";
  const first = args[0];
  if (!first || first.dyn) {
    a.grey("dynamic_option", `${via} mode cannot be known before it runs`);
    return null;
  }
  const letters = /^-?([ctxuvf0mMeiP]+)$/.exec(first.s)?.[1];
  const long = args.map((v) => v.s);
  const mode = letters
    ? (/[ctxu]/.exec(letters)?.[0] ?? "")
    : long.includes("--list") || long.includes("-t")
      ? "t"
      : long.some((w) => /^--(extract|create|update)$/.test(w))
        ? "?"
        : "";
  const file = letters?.includes("f")
    ? args[1]
    : args[long.findIndex((w) => w === "--file" || w === "-f") + 1];
  if (mode === "t") return null;
  if (mode === "x") {
    a.write({ ...first, s: "." }, "rwrite", `${via} x`);
    return null;
  }
  if ((mode === "c" || mode === "u") && file) {
    a.write(file, "write", `${via} ${mode}`);
    return null;
  }
  a.grey("unknown_option", `${via} is given a mode forge-gate does not know (${show(first)})`);
  return null;
};
