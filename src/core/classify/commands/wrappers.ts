import type { Analysis } from "../analysis.js";
import { has, lit, optValue, type Spec, type SpecParse, spec } from "../options.js";
import { DYN, quoteForShell, type StdinSource, show, type Val } from "../values.js";
import { account } from "./account.js";
import { H, type Handler, type Io } from "./registry.js";

/** Wrappers and runners: each hands its inner command to the full analysis. */

// --- wrappers: analyse the wrapped command -----------------------------------------------------

/**
 * A wrapper whose options end at the first positional (POSIX), `skip` positionals of its own
 * (timeout's duration, flock's lock file), then the command it runs, analysed with every rule.
 * `before` sees the wrapper's own options (a working directory, a lock file written, …).
 */
export function wrapper(
  sp: Spec,
  skip = 0,
  before?: (p: SpecParse, own: Val[], a: Analysis) => void,
  here = false,
): Handler {
  return (args, a, io) => {
    const p = account(`\`${io.name}\``, args, sp, a);
    const own = p.positional.slice(0, skip);
    before?.(p, own, a);
    const rest = p.positional.slice(skip);
    if (rest.length === 0) return null;
    return here ? a.runHere(rest, io.stdin, io.piped) : a.run(rest, io.stdin, io.piped);
  };
}

H.nice = wrapper(spec("+ # -n= --adjustment="));
H.nohup = wrapper(spec("+"));
const SETSID = spec("+ -c -f -w --ctty --fork --wait");
/** `setsid cmd` returns at once and leaves cmd running in its own session, unless told to wait. */
H.setsid = (args, a, io) => {
  const p = account("`setsid`", args, SETSID, a);
  if (p.positional.length === 0) return null;
  if (has(p, "-w", "--wait")) return a.run(p.positional, io.stdin, io.piped);
  a.detach("`setsid`", () => {
    a.run(p.positional, io.stdin, io.piped);
  });
  return null;
};
// bash's `time` is a keyword: what it times runs in the shell itself (`time cd x` moves it).
H.time = wrapper(
  spec("+ -a -p -v -q -f= -o=write --append --portability --verbose --quiet --format= --output=write"),
  0,
  undefined,
  true,
);
H.builtin = (args, a, io) => {
  const p = account("`builtin`", args, spec("+"), a);
  return p.positional.length ? a.runHere(p.positional, io.stdin, io.piped) : null;
};
H.unbuffer = wrapper(spec("+ -p"));
H.caffeinate = wrapper(spec("+ -d -i -m -s -u -t= -w="));
H.stdbuf = wrapper(spec("+ -i= -o= -e= --input= --output= --error="));
H.ionice = wrapper(spec("+ -t -c= -n= -p= -P= -u= --class= --classdata= --pid= --pgid= --uid= --ignore"));
H.timeout = wrapper(spec("+ -v -s= -k= --signal= --kill-after= --preserve-status --foreground --verbose"), 1);
H.gtimeout = H.timeout;
H.taskset = wrapper(spec("+ -a -p -c --all-tasks --pid --cpu-list"), 1);
H.chrt = wrapper(
  spec("+ -a -b -d -f -i -o -r -R -v -m -p -e --all-tasks --batch --deadline --fifo --idle --other --rr"),
  1,
);
H.strace = wrapper(
  spec(
    "+ -f -ff -c -C -t -tt -ttt -T -v -x -xx -y -yy -q -qq -k -i -r -w -Z -z -o=write -e= -p= -s= -u= -E= -a= -S= -P= -I= -b= -X=",
  ),
);
H.ltrace = wrapper(
  spec("+ -f -c -C -t -tt -ttt -T -i -r -S -o=write -e= -p= -s= -u= -n= -l= -L -a= -A= -D= -F=read"),
);
H["xvfb-run"] = wrapper(
  spec(
    "+ -a -s= -n= -f=write -e=write -w= -p= -l --auto-servernum --server-args= --server-num= --auth-file=write --error-file=write --wait= --listen-tcp --xauth-protocol=",
  ),
);
H.command = (args, a, io) => {
  const p = account("`command`", args, spec("+ -p -v -V"), a);
  if (has(p, "-v", "-V")) return null;
  // `command cd x` is the built-in itself: it moves this shell.
  return p.positional.length ? a.runHere(p.positional, io.stdin, io.piped) : null;
};

/**
 * env in every spelling: `-i`/`-`, `-u NAME`/`-uNAME`/`--unset=NAME`, `-C DIR`/`-CDIR`/`--chdir=DIR`
 * (the command runs there), `-S STRING`/`-SSTRING`/`--split-string=STRING` (the string is split
 * into a command, analysed as a script), BSD's `-P PATH` (another search path: which program runs
 * is not known), `NAME=VALUE` assignments judged like the shell's own.
 */
const ENV = spec(
  "+ -i -0 -v --ignore-environment --null --debug --list-signal-handling -u= --unset= -C=dir --chdir=dir " +
    "-S=command --split-string=command -P=command -a= --argv0= --block-signal=? --default-signal=? --ignore-signal=?",
);
H.env = (args, a, io) => {
  const p = account("`env`", args, ENV, a, "caller");
  for (const o of p.opts) {
    if (o.name === "-P")
      a.grey(
        "env_hijack",
        `\`env -P\` looks the command up in another search path (${o.value ? show(o.value) : "…"})`,
      );
  }
  // `env -C DIR cmd`: the command (and only it) runs in DIR.
  const chdir = p.opts.filter((o) => (o.name === "-C" || o.name === "--chdir") && o.value).pop()?.value;
  if (chdir) return a.inDir(chdir, () => envCommand(p, a, io));
  return envCommand(p, a, io);
};

function envCommand(p: SpecParse, a: Analysis, io: Io): StdinSource | null {
  let i = 0;
  const words = p.positional;
  // `env -` is `env -i`.
  if (words[0]?.s === "-" && !words[0].dyn) i++;
  for (; i < words.length; i++) {
    const w = words[i]!;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(w.s);
    if (!m) break;
    a.walker.assign(m[1]!, { ...w, s: w.s.slice(m[0].length) }, a);
  }
  const rest = words.slice(i);
  const split = p.opts.find((o) => o.name === "-S" || o.name === "--split-string");
  if (split) {
    const str = split.value;
    if (!str || str.dyn || rest.some((t) => t.dyn)) {
      a.grey("dynamic_command", "`env -S` runs a command that cannot be known before it runs");
      return null;
    }
    a.nested([str.s, ...rest.map((t) => quoteForShell(t.s))].join(" "), "`env -S`");
    return null;
  }
  if (rest.length === 0) return { text: null, network: false, secret: true, via: "`env`" };
  return a.run(rest, io.stdin, io.piped);
}

/** `busybox APPLET …`, `toybox APPLET …`: the applet is the command (`curl … | busybox sh`). */
H.busybox = (args, a, io) => {
  if (args.length === 0) return null;
  if (args[0]!.dyn) {
    a.grey("unknown_option", `\`${io.name}\` is given ${show(args[0]!)} where its applet should be`);
    return null;
  }
  // Options before the applet (`--list`, `--install [-s] DIR`) are grey; the applet after them is
  // still judged, so an option never hides what runs.
  const at = args.findIndex((v) => v.dyn || !v.s.startsWith("-"));
  if (at !== 0) {
    a.grey("unknown_option", `\`${io.name}\` is given ${show(args[0]!)} where its applet should be`);
    if (at === -1) return null;
    if (args.slice(0, at).some((v) => v.s === "--install")) {
      a.write(args[at]!, "rwrite", `\`${io.name} --install\``);
      return null;
    }
  }
  return a.run(args.slice(at), io.stdin, io.piped);
};
H.toybox = H.busybox;

export function privilege(_args: Val[], a: Analysis, io: Io): null {
  a.block("privilege", `\`${io.name}\` runs a command with elevated privileges`);
  return null;
}
H.sudo = privilege;
H.doas = privilege;
H.su = privilege;
H.pkexec = privilege;
H.run0 = privilege;

const FLOCK = spec(
  "+ -s -x -u -n -o -F -e --shared --exclusive --unlock --nonblock --nb --close --no-fork -w= -E= -c=command " +
    "--timeout= --wait= --conflict-exit-code= --command=command",
);
H.flock = (args, a, io) => {
  const p = account("`flock`", args, FLOCK, a, "caller");
  // flock creates its lock file when it is missing.
  const lock = p.positional[0];
  if (lock && !/^\d+$/.test(lock.s)) a.write(lock, "write", "`flock` (lock file)");
  const cmd = optValue(p, "-c", "--command");
  if (cmd) {
    if (cmd.dyn) a.grey("dynamic_command", "`flock -c` runs a command that cannot be known before it runs");
    else a.nested(cmd.s, "`flock -c`");
    return null;
  }
  const rest = p.positional.slice(1);
  return rest.length ? a.run(rest, io.stdin, io.piped) : null;
};

const WATCH = spec(
  "+ -n= -d=? -t -b -e -g -c -x -p -w -r -f -q= --interval= --differences=? --no-title --beep --errexit " +
    "--chgexit --color --no-color --exec --precise --no-wrap --no-rerun --follow --equexit=",
);
H.watch = (args, a, io) => {
  const p = account("`watch`", args, WATCH, a);
  if (p.positional.length === 0) return null;
  // `watch -x` runs the words as a command; otherwise they are joined and given to `sh -c`.
  if (has(p, "-x", "--exec")) return a.run(p.positional, io.stdin, false);
  if (p.positional.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`watch` runs a command that cannot be known before it runs");
    return null;
  }
  a.nested(p.positional.map((v) => v.s).join(" "), "`watch`");
  return null;
};

const SCRIPT = spec(
  "+ -a -e -f -q -k -c=command -E= -O=write -I=write -B=write -T=write -t=? -m= --append --command=command " +
    "--return --flush --force --quiet --echo= --log-out=write --log-in=write --log-io=write --log-timing=write " +
    "--timing=? --logging-format= --output-limit=",
);
H.script = (args, a) => {
  const p = account("`script`", args, SCRIPT, a, "caller");
  for (const f of p.positional.slice(0, 1)) a.write(f, "write", "`script` (typescript file)");
  const cmd = optValue(p, "-c", "--command");
  if (!cmd) {
    a.grey("shell_stdin", "`script` starts an interactive shell");
    return null;
  }
  if (cmd.dyn) a.grey("dynamic_command", "`script -c` runs a command that cannot be known before it runs");
  else a.nested(cmd.s, "`script -c`");
  return null;
};

/** A run-time substitution (`{}`, `{1}`, `{.}`, a custom `-I` string): a dynamic value that may split. */
const placeholder = (): Val => ({ s: DYN, dyn: true, glob: false, secret: 0, split: true, fromStdin: true });

const XARGS = spec(
  "+ -0 -r -t -p -x -o --null --no-run-if-empty --verbose --interactive --exit --open-tty --show-limits " +
    "-a=read -d= -E= -e=? -I= -i=? -L= -l=? -n= -P= -s= --arg-file=read --delimiter= --eof=? --replace=? " +
    "--max-lines=? --max-args= --max-procs= --max-chars= --process-slot-var=",
);
H.xargs = (args, a, io) => {
  const p = account("`xargs`", args, XARGS, a);
  const argFile = optValue(p, "-a", "--arg-file");
  const cmd = p.positional.length ? p.positional : [lit("echo")];
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const replace = replaceOpt ? (replaceOpt.value?.s ?? "{}") : null;
  // The command's remaining arguments come from stdin: known only when stdin is static text.
  // Paths find listed: their globs match hidden entries.
  const item = (s: string): Val => (io.stdin?.hidden ? { ...lit(s), glob: true, hidden: true } : lit(s));
  const input =
    io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile
      ? io.stdin.text.trim().split(/\s+/).filter(Boolean).map(item)
      : null;
  if (replace !== null) {
    if (replace === "" || replaceOpt?.value?.dyn) {
      a.grey("dynamic_command", "`xargs -I` replaces a string that cannot be known before it runs");
      return null;
    }
    // Lines known from a static stdin (`printf '%s\n' a b | xargs -I{} …`) are each substituted.
    const lines =
      io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile
        ? io.stdin.text.split("\n").filter((l) => l.trim() !== "")
        : null;
    if (lines !== null && lines.length <= 64) {
      for (const line of lines)
        a.run(
          cmd.map((w) =>
            w.s.includes(replace)
              ? {
                  ...w,
                  s: w.s.replaceAll(replace, line.trim()),
                  ...(io.stdin?.hidden ? { hidden: true } : {}),
                }
              : w,
          ),
          null,
          io.piped,
        );
      return null;
    }
    const filled = cmd.map((w) => (w.s.includes(replace) ? placeholder() : w));
    return a.run(filled, null, io.piped);
  }
  return a.run([...cmd, ...(input ?? [placeholder()])], null, io.piped);
};

/**
 * GNU parallel: `cmd ::: args`, `cmd :::: files`, `cmd` fed from stdin; the command is composed
 * with run-time substitutions (`{}`, `{1}`, `{.}`, `{/}`, `{#}`, `{= perl =}`) and run through a
 * shell. Both readings are analysed: the words as a command, and the words joined as a script.
 * `-S`/`--sshlogin`, `--onall`, … run it on other hosts: remote execution.
 */
const PARALLEL = spec(
  "+ -0 -k -q -v -t -u -g -X -m -r -e -s= --null --keep-order --quote --verbose --dry-run --dryrun --ungroup " +
    "--group --line-buffer --lb --xargs --pipe --pipepart --tag --bar --progress --eta --shuf --plus " +
    "--no-run-if-empty --files --round-robin --compress --shell-quote --citation --will-cite --bibtex " +
    "--no-notice --halt-on-error= --halt= --jobs= -j= -P= --max-procs= -N= -n= -L= --max-args= --max-lines= " +
    "--max-replace-args= -d= --delimiter= -E= --eof=? -C= --colsep= --timeout= --delay= --retries= " +
    "--tagstring= --block= --block-size= --header= --nice= --load= --memfree= --env= --tmpdir=dir " +
    "--results=write --res=write --joblog=write --output-as-files --outputasfiles " +
    "-a=read --arg-file=read -I= -i=? --replace=? --extensionreplace= --basenamereplace= " +
    "--dirnamereplace= --basenameextensionreplace= --seqreplace= --slotreplace= " +
    "-S=host --sshlogin=host --sshloginfile=host --slf=host --onall --nonall --controlmaster --ssh=command " +
    "--sshdelay= --basefile=host --bf=host --transfer --transferfile=host --return=host --cleanup " +
    "--trc=host --workdir=dir --wd=dir --noswap",
);
const PARALLEL_REMOTE = new Set([
  "-S",
  "--sshlogin",
  "--sshloginfile",
  "--slf",
  "--onall",
  "--nonall",
  "--basefile",
  "--bf",
  "--transfer",
  "--transferfile",
  "--return",
  "--trc",
  "--ssh",
  "--controlmaster",
]);
const PLACEHOLDER = /\{(\d*|\.|\/|\/\/|\/\.|#|%|\d+[./]+|=[\s\S]*=)\}/;

H.parallel = (args, a) => {
  const cut = args.findIndex((v) => /^:{3,4}\+?$/.test(v.s));
  const p = account("`parallel`", cut === -1 ? args : args.slice(0, cut), PARALLEL, a, "caller");
  const remote = p.opts.find((o) => PARALLEL_REMOTE.has(o.name));
  if (remote) a.grey("remote_exec", `\`parallel ${remote.name}\` runs the command on another host`);
  const workdir = p.opts.filter((o) => (o.name === "--workdir" || o.name === "--wd") && o.value).pop()?.value;
  if (workdir) return a.inDir(workdir, () => parallelJobs(args, cut, p, a));
  return parallelJobs(args, cut, p, a);
};

/** The jobs of one `parallel` command line, judged where they run. */
function parallelJobs(args: Val[], cut: number, p: SpecParse, a: Analysis): null {
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const custom = replaceOpt?.value ?? null;
  if (custom?.dyn) {
    a.grey("dynamic_command", "`parallel -I` replaces a string that cannot be known before it runs");
    return null;
  }
  const template = p.positional;
  if (template.length === 0) {
    a.grey("dynamic_command", "`parallel` runs the commands it reads, which cannot be known before they run");
    return null;
  }
  // `::::` names files that hold the arguments: they are read.
  for (let i = cut; i !== -1 && i < args.length; i++) {
    if (/^::::\+?$/.test(args[i]!.s) && args[i + 1]) {
      const f = args[i + 1]!;
      if (f.dyn)
        a.grey("dynamic_command", "`parallel ::::` reads arguments from a file that cannot be known");
    }
  }
  const isPlaceholder = (s: string) => PLACEHOLDER.test(s) || (custom !== null && s.includes(custom.s));
  const hasPlaceholder = template.some((v) => isPlaceholder(v.s));
  // Arguments given after `:::` in the command itself are known: each job is judged with them.
  const jobs = cut === -1 ? null : staticJobs(args.slice(cut));
  if (jobs !== null && !template.some((v) => v.dyn)) {
    for (const job of jobs) {
      const argv = template.flatMap((v) => substitute(v, job, custom?.s ?? null));
      a.run(hasPlaceholder ? argv : [...argv, ...job.map((s) => lit(s))], null, false);
      const script = template.map((v) => substitute(v, job, custom?.s ?? null, true)[0]!.s).join(" ");
      a.nested(hasPlaceholder ? script : `${script} ${job.map(quoteForShell).join(" ")}`, "`parallel`");
    }
    return null;
  }
  // Reading 1: the words as a command, each substitution a dynamic value.
  const words = template.map((v) => (isPlaceholder(v.s) ? placeholder() : v));
  a.run(hasPlaceholder ? words : [...words, placeholder()], null, false);
  // Reading 2: the words joined and run by a shell, each substitution an unknown (quoted) value.
  if (template.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`parallel` runs a command that cannot be known before it runs");
    return null;
  }
  let script = template.map((v) => v.s).join(" ");
  script = script.replace(new RegExp(PLACEHOLDER.source, "g"), '"$__forge_gate_item"');
  if (custom) script = script.replaceAll(custom.s, '"$__forge_gate_item"');
  a.nested(hasPlaceholder ? script : `${script} "$__forge_gate_item"`, "`parallel`");
  return null;
}

/**
 * The jobs of `::: a b ::: c d` (every combination, at most 64), or null when an input source is a
 * file (`::::`), linked (`:::+`) or holds a value that cannot be known.
 */
function staticJobs(sources: Val[]): string[][] | null {
  const groups: string[][] = [];
  for (const v of sources) {
    if (v.s === ":::" && !v.dyn) groups.push([]);
    else if (/^:{3,4}\+?$/.test(v.s) || v.dyn || groups.length === 0) return null;
    else groups[groups.length - 1]!.push(v.s);
  }
  let jobs: string[][] = [[]];
  for (const g of groups) {
    if (g.length === 0) return null;
    jobs = jobs.flatMap((j) => g.map((x) => [...j, x]));
    if (jobs.length > 64) return null;
  }
  return jobs;
}

/**
 * One template word with a job's arguments in place of `{}` (all of them, as separate words),
 * `{n}` (the n-th) and a custom `-I` string; the other replacement strings (`{.}`, `{/}`, `{#}`, …)
 * are computed at run time: dynamic. With `quoted`, the value as parallel writes it into the shell
 * command line (each argument quoted).
 */
function substitute(v: Val, job: string[], custom: string | null, quoted = false): Val[] {
  const q = (s: string) => (quoted ? quoteForShell(s) : s);
  if (v.s === "{}" || (custom !== null && v.s === custom))
    return quoted ? [lit(job.map(q).join(" "))] : job.map((s) => lit(s));
  let dynamic = false;
  let s = v.s.replace(/\{(\d*)\}|\{[^{}]*\}/g, (m, n: string | undefined) => {
    if (n !== undefined && n !== "") return q(job[Number(n) - 1] ?? "");
    if (m === "{}") return q(job.join(" "));
    if (PLACEHOLDER.test(m)) {
      dynamic = true;
      return quoted ? '"$__forge_gate_item"' : DYN;
    }
    return m;
  });
  if (custom !== null) s = s.replaceAll(custom, q(job.join(" ")));
  return [dynamic && !quoted ? { ...v, s, dyn: true, split: true } : { ...v, s }];
}

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
