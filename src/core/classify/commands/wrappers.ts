import type { Analysis } from "../analysis.js";
import { dyn, has, lit, normArg, optValue, parseOpts } from "../options.js";
import { DYN, quoteForShell, type StdinSource, type Val } from "../values.js";
import { H, type Handler, type Io } from "./registry.js";

/** Wrappers and runners: each hands its inner command to the full analysis. */

// --- wrappers: analyse the wrapped command -----------------------------------------------------

export function wrapper(valueOpts: string[], skipPositional = 0): Handler {
  return (args, a, io) => {
    const p = parseOpts(args, valueOpts, true);
    const rest = p.positional.slice(skipPositional);
    if (rest.length === 0) return null;
    return a.run(rest, io.stdin, io.piped);
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
  return rest.length ? a.run(rest, io.stdin, io.piped) : null;
};
H.chrt = wrapper([], 1);
H.strace = wrapper(["-o", "-e", "-p", "-s", "-u"]);
H.ltrace = H.strace;
H["xvfb-run"] = wrapper(["-s", "-n", "-f", "-e"]);
H.dbus_run = wrapper([]);

H.command = (args, a, io) => {
  const p = parseOpts(args, [], true);
  if (has(p, "-v", "-V")) return null;
  return p.positional.length ? a.run(p.positional, io.stdin, io.piped) : null;
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
  return a.run(rest, io.stdin, io.piped);
};

export function privilege(_args: Val[], a: Analysis, io: Io): null {
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
  return rest.length ? a.run(rest, io.stdin, io.piped) : null;
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
  return a.run(fill(input ?? [dyn()]), null, io.piped);
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

export const ENV_RUNNERS = new Set(["cross-env", "cross-env-shell", "dotenv", "dotenv-cli", "env-cmd"]);

/** `cross-env A=1 cmd …`, `dotenv -e .env -- cmd …`: the command is what runs. */
export function envRunner(args: Val[], a: Analysis, io: Io): StdinSource | null {
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
  return a.run(rest, io.stdin, io.piped);
}
H["cross-env"] = envRunner;
H["cross-env-shell"] = (args, a, io) => envRunner(args, a, { ...io, name: "cross-env-shell" });
H["env-cmd"] = envRunner;
