import type { Analysis } from "../analysis.js";
import { has, parseOpts, type Spec, spec } from "../options.js";
import type { Val } from "../values.js";
import { account } from "./account.js";
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

// --- filesystems made on disks or on image files ---------------------------------------------

/**
 * mkfs and friends (e2fsprogs, dosfstools, util-linux, xfsprogs, btrfs-progs manuals): the options
 * each one takes, and what its operand is. A device (`/dev/…`) is rewritten wholesale: blocked. A
 * regular image file (`mkfs.ext4 -F disk.img`) is a file write like any other, judged against the
 * lease (a link to a device resolves outside it).
 */
const MKFS: Record<string, Spec> = {
  mke2fs: spec(
    "-c -D -F -j -n -q -S -v -V -b= -C= -d=read -e= -E= -f= -g= -G= -i= -I= -J= -l=read -L= -m= -M= -N= " +
      "-o= -O= -r= -t= -T= -U= -z=write --help --version",
    "data",
  ),
  "mkfs.fat": spec(
    "-a -A -c -C -I -v --invariant --mbr=? -b= -D= -f= -F= -g= -h= -i= -l=read -m=read -M= -n= -r= -R= " +
      "-s= -S= --codepage= --variant= --offset= --help --version",
    "data",
  ),
  mkswap: spec(
    "-c -f -q -v -V -F -L= -U= -p= -o= -e= -s= --check --force --quiet --verbose --file --label= --uuid= " +
      "--pagesize= --offset= --endianness= --lock=? --size= --help --version",
    "data",
  ),
  "mkfs.xfs": spec("-f -q -N -K -V -b= -d= -i= -l= -m= -n= -p=read -r= -s= -L= --help", "data"),
  "mkfs.btrfs": spec(
    "-f -q -v -K -V -L= -d= -m= -n= -s= -O= -R= -U= -b= -r=read --force --quiet --verbose --label= --data= " +
      "--metadata= --nodesize= --sectorsize= --features= --runtime-features= --uuid= --byte-count= " +
      "--rootdir=read --shrink --nodiscard --mixed --csum= --checksum= --help --version",
    "data",
  ),
};
const MKFS_ALIAS: Record<string, string> = {
  "mkfs.ext2": "mke2fs",
  "mkfs.ext3": "mke2fs",
  "mkfs.ext4": "mke2fs",
  "mkfs.vfat": "mkfs.fat",
  "mkfs.msdos": "mkfs.fat",
  mkdosfs: "mkfs.fat",
};

export function mkfsHandler(args: Val[], a: Analysis, io: Io): null {
  const kind = MKFS_ALIAS[io.name] ?? io.name;
  const via = `\`${io.name}\``;
  const p = account(via, args, MKFS[kind]!, a);
  // The operands: the device or image file (btrfs takes several), then an optional size.
  const targets = kind === "mkfs.btrfs" ? p.positional : p.positional.slice(0, 1);
  for (const t of targets) {
    if (!t.dyn && /^\/dev\//.test(t.s)) a.block("disk_write", `${via} rewrites the device ${t.s}`);
    else a.write(t, "write", `${via} (filesystem image)`);
  }
  return null;
}
for (const n of [...Object.keys(MKFS), ...Object.keys(MKFS_ALIAS)]) H[n] = mkfsHandler;

/** `mkfs [-t TYPE] [fs-options] device`: the type's own mkfs, or (another type) a device check only. */
H.mkfs = (args, a, io) => {
  const t = args.findIndex((v) => v.s === "-t" || v.s.startsWith("-t"));
  const type = t === -1 ? "ext2" : args[t]!.s === "-t" ? args[t + 1]?.s : args[t]!.s.slice(2);
  const rest = t === -1 ? args : args.filter((_v, k) => k !== t && !(args[t]!.s === "-t" && k === t + 1));
  const name = `mkfs.${type ?? ""}`;
  if (H[name] === mkfsHandler) return mkfsHandler(rest, a, { ...io, name });
  if (rest.some((v) => v.dyn || v.s.startsWith("/dev/")))
    a.block(
      "disk_write",
      `\`mkfs\` rewrites the device ${rest.find((v) => v.dyn || v.s.startsWith("/dev/"))?.s}`,
    );
  else a.grey("unknown_command", `\`mkfs -t ${type ?? "…"}\` is not a filesystem forge-gate knows`);
  return null;
};
