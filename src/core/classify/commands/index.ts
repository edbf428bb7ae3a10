import type { Analysis } from "../analysis.js";
import { normArg } from "../options.js";
import { commandBase, DYN, isSecretPath, type StdinSource, show, type Val } from "../values.js";
import { account } from "./account.js";
import { DEV_TOOLS } from "./dev-tools.js";
import { HANDLER_SPECS } from "./handler-specs.js";
import { PROJECT_TOOLS, projectTool } from "./packages.js";
import { accountPending } from "./pending-specs.js";
import { READER_SPECS } from "./reader-specs.js";
import { CREDENTIAL_NEUTRAL, isInfoQuery, isReader, readerOutput, secretReads } from "./readers.js";
import { H, type Io } from "./registry.js";

import "./archives.js";
import "./builtins.js";
import "./containers.js";
import "./databases.js";
import "./dev-tools.js";
import "./files.js";
import "./find.js";
import "./git.js";
import "./keys.js";
import "./interpreters.js";
import "./network.js";
import "./packages.js";
import "./patches.js";
import "./package-sources.js";
import "./readers.js";
import "./run-later.js";
import "./system.js";
import "./text.js";
import "./wrappers.js";

/** Handlers that account for their own words against a spec (or a grammar of their own). */
const OWN_SPECS = new Set(
  (
    "git env xargs parallel watch script flock command nice nohup setsid time builtin unbuffer caffeinate stdbuf " +
    "ionice timeout gtimeout taskset chrt strace ltrace xvfb-run npm pnpm yarn curl fd fdfind find sudo doas su " +
    "pkexec run0 python python3 node nodejs dd source . eval exec gh docker podman nerdctl kubectl helm terraform tofu npx pnpx bunx perl ruby php lua Rscript julia osascript " +
    "busybox toybox mkfs mke2fs mkfs.ext2 mkfs.ext3 mkfs.ext4 mkfs.fat mkfs.vfat mkfs.msdos mkdosfs mkswap mkfs.xfs mkfs.btrfs " +
    "pre-commit prek husky lefthook simple-git-hooks direnv java jar openssl ssh-keygen " +
    Object.keys(DEV_TOOLS).join(" ")
  ).split(" "),
);

/**
 * Handlers whose option sets are not enumerated per subcommand yet: they judge their subcommands,
 * and their own options are accounted against one flat list each (`pending-specs.ts`): an option
 * not listed there is grey, so the fallback stays closed-world. The list is the remaining work of
 * per-subcommand specs, kept explicit so it cannot grow silently.
 */
export const SPEC_PENDING = new Set(
  (
    "uv poetry pipenv pdm rye hatch pipx conda mamba micromamba deno bun " +
    "apt apt-get apt-cache brew systemctl launchctl gem bundle composer dotnet swift rustup " +
    "corepack nvm fnm volta pyenv rbenv asdf mise sdk goenv nodenv cross-env cross-env-shell env-cmd"
  ).split(" "),
);
// Database clients (psql, mysql, sqlite3, redis-cli, mongosh …) and remote access (ssh, scp, sftp,
// rclone, mosh) never allow: they are left to the no-spec rule above, where any option is grey too.

/** The dispatcher: finds the handler of a simple command (every family registered). */

export const PRIVILEGED = new Set(["sudo", "doas", "su", "pkexec", "run0"]);

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
    else if (/(^|\/)node_modules\/\.bin\/[^/]+$/.test(name) && !head.dyn) {
      // A package's own binary: judged as that package run through npx (rimraf, tsc, eslint …).
      return a.run([{ ...head, s: "npx" }, { ...head, s: base }, ...argv.slice(1)], stdin, piped);
    } else if (base === "gradlew" || base === "mvnw" || base === "configure") {
      a.script(head, `\`${name}\``);
      a.project(`\`${name}\``);
      return null;
    } else {
      a.script(head, `\`${name}\``);
      a.scriptArgs(argv.slice(1), `\`${name}\``);
      return null;
    }
  }
  const args = argv.slice(1);
  const io: Io = { name, stdin, piped };
  if (a.functions.has(name)) {
    // Its body runs here, in this shell, from where the shell is now.
    a.callFunction(name);
    return null;
  }
  if (isInfoQuery(args) && !PRIVILEGED.has(name)) return null;
  // Any other program handed a credential file or directory (tar, zip, rsync, cp, an uploader…)
  // reads it into something the agent controls.
  // A word known only in part is judged by its known shape (`/proc/$PPID/environ`).
  if (
    !isReader(name) &&
    !CREDENTIAL_NEUTRAL.has(name) &&
    args.some((v) => (v.dyn ? isSecretPath(v.s, a.ctx.home) : !/^-/.test(v.s) && a.secretEntry(v.s)))
  )
    a.grey("secret_read", `\`${name}\` reads a credential file or directory`);
  const handler = H[name];
  // A reader is allowed only when every one of its words is accounted for by its spec.
  const readerSpec = READER_SPECS[name];
  if (readerSpec) account(`\`${name}\``, args, readerSpec, a, handler ? "caller" : "grey");
  if (isReader(name)) secretReads(name, args, a, stdin);
  const handlerSpec = HANDLER_SPECS[name];
  // chmod's symbolic modes (`-x`, `-w`, `-rwx`) are spelled like options: they are its mode operand.
  let specArgs = name === "chmod" ? args.filter((v) => !/^-[rwxXst]+$/.test(v.s)) : args;
  // `go run PKG ARGS…`: the words after the package are the program's own.
  if (name === "go" && args[0]?.s === "run") {
    const pkg = args.findIndex((v, k) => k > 0 && !v.s.startsWith("-"));
    if (pkg !== -1) specArgs = args.slice(0, pkg + 1);
  }
  if (handlerSpec) account(`\`${name}\``, specArgs, handlerSpec, a);
  else if (handler && SPEC_PENDING.has(name)) accountPending(name, args, a);
  // A handler with no spec of its own options: any option it is given is one no spec accounts for.
  else if (handler && !readerSpec && !OWN_SPECS.has(name) && !SPEC_PENDING.has(name)) {
    const dashdash = args.findIndex((v) => v.s === "--");
    const opt = (dashdash === -1 ? args : args.slice(0, dashdash)).find((v) =>
      /^--?[A-Za-z]/.test(normArg(v)),
    );
    if (opt) a.grey("unknown_option", `\`${name}\` is given an option forge-gate has no spec for (${opt.s})`);
  }
  if (handler) return handler(args, a, io) ?? null;
  if (isReader(name)) return name === "cat" && args.length === 0 ? stdin : readerOutput(name, args, a);
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
