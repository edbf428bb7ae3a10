import { posix } from "node:path";
import { lit, normArg, parseOpts } from "../options.js";
import { shellFromStdin } from "./interpreters.js";
import { H } from "./registry.js";

/** Shell built-ins that change the shell state or run code (cd, source, eval, trap, exec, kill). */

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
  return a.run(p.positional, io.stdin, io.piped);
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
