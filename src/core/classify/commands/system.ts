import type { Analysis } from "../analysis.js";
import { has, parseOpts } from "../options.js";
import type { Val } from "../values.js";
import { H, type Io } from "./registry.js";

/** System package managers, version managers, services, schedulers, mounts, desktop openers. */

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
export function versionManager(args: Val[], a: Analysis, io: Io): null {
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
