import type { Analysis } from "../analysis.js";
import { dyn, has, lit, optValue, optValues, parseOpts } from "../options.js";
import type { StdinSource, Val } from "../values.js";
import { H } from "./registry.js";

/** Archivers and compressors. */

H.tar = (args, a, io) => {
  // Traditional bundled form (`tar xzfC a.tgz dir`): each letter that takes a value takes the
  // next word, in order.
  let list = args;
  if (args[0] && !args[0].dyn && /^[A-Za-z]+$/.test(args[0].s)) {
    const queue = args.slice(1);
    const expanded: Val[] = [];
    for (const ch of args[0].s) {
      expanded.push(lit(`-${ch}`));
      if ("fCTXIbHgVKN".includes(ch)) expanded.push(queue.shift() ?? dyn());
    }
    list = [...expanded, ...queue];
  }
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
    // The members land anywhere below where it extracts (an archive can hold `.git/hooks/…`).
    const dir = optValue(p, "-C", "--directory") ?? lit(".");
    a.write(dir, "rwrite", "`tar -x`");
    // What a download unpacks is downloaded code: running or building it later in the command is
    // download-and-execute.
    if (file === null || file.s === "-" ? io.stdin?.network === true : a.isFetched(file)) a.fetched(dir);
    if (has(p, "-P", "--absolute-names")) a.grey("tar_absolute", "`tar -P` extracts absolute paths");
    return null;
  }
  if (has(p, "-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--delete")) {
    if (file && file.s !== "-") a.write(file, "write", "`tar` (archive)");
    // `-C DIR` makes the members that follow relative to DIR: `tar czf k.tgz -C ~ .ssh` carries ~/.ssh.
    for (const dir of optValues(p, "-C", "--directory"))
      if (a.inDir(dir, () => p.positional.some((m) => !m.dyn && a.secretEntry(m.s))))
        a.grey("secret_read", "`tar` reads a credential file or directory");
    return null;
  }
  a.grey("unknown_command", "`tar` with an unrecognised mode");
  // Whatever it does, a directory it is pointed at is where it may write.
  for (const d of optValues(p, "-C", "--directory")) a.write(d, "rwrite", "`tar -C`");
  // Old-style letters after an option (`tar --x xzf a.tgz -C dir`): judged as tar reads them first.
  const at = args.findIndex((v, k) => k > 0 && !v.dyn && /^[A-Za-z]+$/.test(v.s) && /[xctru]/.test(v.s));
  if (at > 0) H.tar!(args.slice(at), a, { name: "tar", stdin: null, piped: false });
  return null;
};
H.unzip = (args, a) => {
  const p = parseOpts(args, ["-d", "-x", "-P"]);
  if (has(p, "-l", "-t", "-v", "-p", "-Z", "-z")) return null;
  const dir = optValue(p, "-d");
  a.write(dir ?? lit("."), "rwrite", "`unzip`");
  const zip = p.positional[0];
  if (zip && a.isFetched(zip)) a.fetched(dir ?? lit("."));
  return null;
};
H.zip = (args, a) => {
  const p = parseOpts(args, ["-x", "-i", "-b", "-n", "-t", "-tt", "-P", "-Z", "-O", "--out"]);
  if (p.positional[0]) a.write(p.positional[0], "write", "`zip`");
  if (has(p, "-m", "--move")) for (const f of p.positional.slice(1)) a.write(f, "delete", "`zip -m`");
  if (has(p, "-T", "-TT", "--unzip-command")) a.grey("inline_code", "`zip -T/-TT` runs a program");
  return null;
};
export function compressor(verb: string) {
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
