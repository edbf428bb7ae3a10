import type { Analysis } from "../analysis.js";
import {
  type CdEnv,
  cd,
  clearStack,
  HALT,
  type Place,
  popd,
  pushd,
  sameSet,
  stay,
  type Target,
  UNKNOWN_PLACE,
  union,
} from "../cwd.js";
import { elementName, evaluatedExpression } from "../evaluated.js";
import { lit, normArg, optValues, parseOpts } from "../options.js";
import type { Val } from "../values.js";
import { shellFromStdin } from "./interpreters.js";
import { H, type Handler } from "./registry.js";

/** Shell built-ins that change the shell state or run code (cd, source, eval, trap, exec, kill). */

// --- shell built-ins that change state -------------------------------------------------------

/** What a `cd`-like built-in reads from the script: HOME, CDPATH and OLDPWD as assigned in it. */
function cdEnv(a: Analysis, physical: boolean): CdEnv {
  const home = a.env.get("HOME");
  return {
    home: home === undefined ? null : home,
    cdpath: a.env.has("CDPATH") ? (a.env.get("CDPATH") ?? null) : undefined,
    oldpwd: a.env.has("OLDPWD") ? (a.env.get("OLDPWD") ?? null) : undefined,
    physical,
  };
}

const target = (v: Val): Target => (v.dyn ? "unknown" : { s: v.s });

/** `cd [-L|-P] [-e] [-@] [DIR]`: the shell moves where it succeeds; where it fails, it stays. */
H.cd = (args, a) => {
  let i = 0;
  let physical = false;
  for (; i < args.length; i++) {
    const s = args[i]!.s;
    if (s === "--") {
      i++;
      break;
    }
    if (!/^-[LPe@]+$/.test(s) || args[i]!.dyn) break;
    physical = s.lastIndexOf("P") > s.lastIndexOf("L") ? true : s.includes("L") ? false : physical;
  }
  const rest = args.slice(i);
  const env = cdEnv(a, physical);
  let ok: Place[];
  if (rest.length > 1)
    ok = [UNKNOWN_PLACE]; // bash refuses; zsh's `cd OLD NEW` substitutes in $PWD
  else if (rest.length === 0) ok = cd(a.places, null, false, env);
  else if (!rest[0]!.dyn && rest[0]!.s === "-") ok = cd(a.places, null, true, env);
  else if (!rest[0]!.dyn && rest[0]!.s === "") ok = a.places;
  else ok = cd(a.places, target(rest[0]!), false, env);
  a.outcome = { ok, fail: a.places };
  return null;
};

/** `+N`/`-N`: a position in the directory stack. */
function stackIndex(v: Val): number | null {
  const m = /^([+-])(\d+)$/.exec(v.s);
  if (!m || v.dyn) return null;
  return m[1] === "+" ? Number(m[2]) : -Number(m[2]) - 1;
}

H.pushd = (args, a) => {
  const words = args.filter((v) => v.dyn || v.s !== "-n");
  const noChange = words.length < args.length;
  const arg = words[0];
  const rotate = arg ? stackIndex(arg) : null;
  const ok = pushd(a.places, arg && rotate === null ? target(arg) : null, rotate, noChange, cdEnv(a, false));
  a.outcome = { ok, fail: a.places };
  return null;
};

H.popd = (args, a) => {
  const words = args.filter((v) => v.dyn || v.s !== "-n");
  const arg = words[0];
  const index = arg ? stackIndex(arg) : null;
  if (arg && index === null) {
    a.outcome = { ok: [UNKNOWN_PLACE], fail: a.places };
    return null;
  }
  a.outcome = { ok: popd(a.places, index, words.length < args.length), fail: a.places };
  return null;
};

H.dirs = (args, a) => {
  if (args.some((v) => v.s === "-c")) a.outcome = { ok: clearStack(a.places), fail: a.places };
  return null;
};

/** `exit`, `logout`: the script ends here. `return`: the function (or sourced script) does. */
H.exit = (_args, a) => {
  a.outcome = HALT;
  return null;
};
H.logout = H.exit;
H.return = (_args, a) => {
  a.returns?.push(...a.places);
  a.outcome = HALT;
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
  // Sourced from standard input: the code runs in this shell (its `cd` moves it).
  if (!file.dyn && /^\/dev\/stdin$|^\/proc\/self\/fd\/0$/.test(file.s))
    return shellFromStdin(a, io, `\`${io.name}\``, true);
  // `source .env`: the variables it sets hold credentials; whatever the script prints or sends of a
  // variable it did not set itself may be one of them.
  if (!file.dyn && a.secretFile(file.s)) a.secretEnv = true;
  a.script(file, `\`${io.name}\``);
  return null;
};
H["."] = H.source;

H.eval = (args, a) => {
  // `eval` takes no options (`--` aside): a word spelled like one makes it fail, or is the code.
  const lead = args.findIndex((v) => !/^--?[A-Za-z]/.test(v.s) || v.dyn);
  if (lead > 0) {
    a.grey("unknown_option", `\`eval\` is given ${args[0]!.s}, which is not code`);
    H.eval!(args.slice(lead), a, { name: "eval", stdin: null, piped: false });
  }
  const words = args[0]?.s === "--" ? args.slice(1) : args;
  const code = words.map((v) => v.s).join(" ");
  if (args.some((v) => v.net)) {
    a.block("download_exec", "`eval` runs downloaded code");
    return null;
  }
  if (args.some((v) => v.dyn)) {
    a.grey("dynamic_eval", "`eval` runs code that cannot be known before it runs");
    return null;
  }
  a.outcome = a.nested(code, "`eval`", true);
  return null;
};

/**
 * `trap [--] ACTION SIGNAL…`: ACTION runs later — at exit, before every command (DEBUG), after a
 * failure (ERR), on a signal — wherever the shell is by then, which this point of the walk does not
 * know: it is judged from here and from an unknown place. An ACTION that moves the shell, run
 * before or between later commands (any trap but EXIT's), leaves every later place unknown too.
 */
H.trap = (args, a) => {
  let words = args;
  // Options bash does not know make it refuse the call, but the action after them is judged all the
  // same (an option's meaning never makes a trap's code safe).
  while (!words[0]?.dyn && /^--?[A-Za-z]./.test(words[0]?.s ?? "") && !/^-[plP]+$/.test(words[0]!.s))
    words = words.slice(1);
  if (!words[0]?.dyn && words[0]?.s === "--") words = words.slice(1);
  else if (!words[0]?.dyn && words[0]?.s.startsWith("-")) return null; // `-p`, `-l`, `- SIG` (a reset)
  if (words.length < 2) return null; // `trap` lists, `trap SIG` resets
  const action = words[0]!;
  if (action.dyn) {
    a.grey("dynamic_eval", "`trap` installs code that cannot be known before it runs");
    return null;
  }
  if (action.s === "" || action.s === "-") return null;
  const places = a.places;
  const later = union(places, [UNKNOWN_PLACE]);
  a.places = later;
  const flow = a.nested(action.s, "`trap`", true);
  a.places = places;
  const onExitOnly = words.slice(1).every((v) => !v.dyn && /^(SIG)?EXIT$|^0$/i.test(v.s));
  if (!onExitOnly && !sameSet(union(flow.ok, flow.fail), later)) a.outcome = stay(later);
  return null;
};

H.exec = (args, a, io) => {
  const p = parseOpts(args, ["-a"], true);
  if (p.positional.length === 0) return null; // `exec >file` only redirects
  const out = a.run(p.positional, io.stdin, io.piped);
  // The shell is replaced by the command: nothing after it runs.
  a.outcome = HALT;
  return out;
};

// Built-ins that assign or test a variable by NAME: an array element's subscript is evaluated,
// commands in it included (evaluated.ts).
const declares: Handler = (args, a, io) => {
  for (const v of args) if (v.dyn || !v.s.startsWith("-")) elementName(v, a, `\`${io.name}\``);
  return null;
};
H.export = declares;
H.readonly = declares;
H.local = declares;
H.declare = declares;
H.typeset = declares;
H.unset = declares;
H.read = (args, a, io) => {
  const p = parseOpts(args, ["-a", "-d", "-i", "-n", "-N", "-p", "-t", "-u"]);
  for (const v of [...optValues(p, "-a"), ...p.positional]) elementName(v, a, `\`${io.name}\``);
  return null;
};
/** `mapfile [-C CALLBACK] [NAME]`: the callback runs as a command every `-c` lines. */
const mapfile: Handler = (args, a, io) => {
  const p = parseOpts(args, ["-d", "-n", "-O", "-s", "-u", "-C", "-c"]);
  for (const cb of optValues(p, "-C")) {
    if (cb.dyn)
      a.grey("dynamic_eval", `\`${io.name} -C\` runs a callback that cannot be known before it runs`);
    else a.nested(cb.s, `the callback of \`${io.name} -C\``);
  }
  for (const v of p.positional) elementName(v, a, `\`${io.name}\``);
  return null;
};
H.mapfile = mapfile;
H.readarray = mapfile;
H.getopts = (args, a, io) => {
  if (args[1]) elementName(args[1], a, `\`${io.name}\``);
  return null;
};
H.let = (args, a) => {
  for (const v of args) {
    if (v.dyn) a.grey("arith_eval", "`let` evaluates an expression known only at run time");
    else evaluatedExpression(v.s, a, "`let`");
  }
  return null;
};

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

H.history = (args, a) => {
  if (args.some((v) => v.s === "-c" || v.s === "-d" || v.s === "-w"))
    a.grey("history_edit", "`history -c/-d/-w` rewrites the shell history");
  return null;
};
/** `set -e`/`-o errexit` (and `+e`): from here on a failing simple command ends the script. */
H.set = (args, a) => {
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!;
    if (v.s === "--" || v.s === "-") break;
    if (v.dyn) continue;
    const on = v.s.startsWith("-");
    if (/^[-+][a-zA-Z]*e[a-zA-Z]*$/.test(v.s) && !v.s.startsWith("--")) a.errexit = on;
    if (/^[-+]o$/.test(v.s) && args[i + 1]?.s === "errexit") a.errexit = on;
  }
  return null;
};
H.shopt = () => null;
H.alias = (args, a) => {
  // Defining an alias changes what later commands in a persistent agent shell run.
  if (args.some((v) => v.s.includes("=") || v.dyn))
    a.grey("alias_define", "`alias` redefines a command for later calls");
  return null;
};
H.ulimit = () => null;
// `disown` only takes a background job out of the shell's table (the `&` that started it was judged).
H.disown = () => null;
H.umask = () => null;
