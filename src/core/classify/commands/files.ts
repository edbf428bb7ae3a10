import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { has, lit, optValue, parseOpts } from "../options.js";
import { DYN, type Val } from "../values.js";
import { H } from "./registry.js";

/** File writers: tee, touch, mkdir, rm, cp/mv/ln/install, rsync, dd, truncate, chmod/chown, split (patch: patches.ts). */

// --- file writers -----------------------------------------------------------------------------

H.tee = (args, a, io) => {
  const p = parseOpts(args, ["--output-error"]);
  for (const f of p.positional) {
    if (!f.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(f.s)) continue;
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`tee\` writes onto the device ${f.s}`);
    else a.write(f, "write", "`tee`");
  }
  return io.stdin;
};

H.touch = (args, a) => {
  const p = parseOpts(args, ["-d", "-t", "-r", "--date", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`touch`", { kind: "touch" });
  return null;
};

H.mkdir = (args, a) => {
  const p = parseOpts(args, ["-m", "--mode", "--context"]);
  for (const f of p.positional) a.write(f, "write", "`mkdir`", { kind: "directory" });
  return null;
};

H.rmdir = (args, a) => {
  const p = parseOpts(args, []);
  for (const f of p.positional) a.write(f, "delete", "`rmdir`");
  return null;
};

H.unlink = (args, a) => {
  for (const f of parseOpts(args, []).positional) a.write(f, "delete", "`unlink`");
  return null;
};

H.rm = (args, a) => {
  const p = parseOpts(args, []);
  if (has(p, "--no-preserve-root"))
    a.block("recursive_delete", "`rm --no-preserve-root` removes the filesystem root");
  const recursive = has(p, "-r", "-R", "--recursive");
  if (p.positional.length === 0) return null;
  for (const f of p.positional) a.write(f, recursive ? "rdelete" : "delete", recursive ? "`rm -r`" : "`rm`");
  return null;
};

H.shred = (args, a) => {
  const p = parseOpts(args, ["-n", "-s", "--iterations", "--size", "--random-source"]);
  for (const f of p.positional) {
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`shred\` overwrites the device ${f.s}`);
    else a.write(f, "delete", "`shred`");
  }
  return null;
};

export function copyLike(op: "copy" | "move" | "link" | "install") {
  const valueOpts: Record<string, string[]> = {
    copy: [
      "-t",
      "--target-directory",
      "-S",
      "--suffix",
      "--backup",
      "--sparse",
      "--reflink",
      "--preserve",
      "--no-preserve",
    ],
    move: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    link: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    install: [
      "-t",
      "--target-directory",
      "-m",
      "--mode",
      "-o",
      "--owner",
      "-g",
      "--group",
      "-S",
      "--suffix",
      "--backup",
    ],
  };
  const verb = { copy: "cp", move: "mv", link: "ln", install: "install" }[op];
  return (args: Val[], a: Analysis): null => {
    const p = parseOpts(args, valueOpts[op]!);
    const target = optValue(p, "-t", "--target-directory");
    const via = `\`${verb}\``;
    if (op === "install" && has(p, "-d", "--directory")) {
      for (const d of p.positional) a.write(d, "write", via);
      return null;
    }
    let sources = p.positional;
    let dest: Val | null = target;
    if (!dest) {
      if (p.positional.length === 1 && op === "link") {
        const only = p.positional[0]!;
        dest = only.dyn ? only : lit(posix.basename(only.s));
      } else if (p.positional.length >= 2) {
        dest = p.positional[p.positional.length - 1]!;
        sources = p.positional.slice(0, -1);
      } else {
        return null;
      }
    }
    // A tree copied or moved there lands below the destination (`cp -r x dir`, any `mv`).
    const lands =
      (op === "copy" && has(p, "-r", "-R", "--recursive", "-a", "--archive")) || op === "move"
        ? "rwrite"
        : "write";
    if (!dest.dyn && dest.s.startsWith("/dev/") && !/^\/dev\/null$/.test(dest.s))
      a.block("disk_write", `${via} writes onto the device ${dest.s}`);
    else if (!dest.dyn && dest.s === "/dev/null") {
      /* copying or moving into /dev/null: only the sources matter */
    } else if ((sources.length === 1 && !target) || has(p, "-T", "--no-target-directory")) {
      // `cp a b`: b is the file written, or a directory that receives a/… (still below b); with
      // `-T` b itself receives what a holds.
      a.write(dest, lands, via);
    } else {
      for (const s of sources) {
        const name = s.dyn ? DYN : posix.basename(s.s);
        a.write({ ...dest, s: `${dest.s.replace(/\/+$/, "")}/${name}`, dyn: dest.dyn || s.dyn }, lands, via);
      }
    }
    if (op === "move") for (const s of sources) a.write(s, "rdelete", "`mv` (source)");
    // What is copied or moved out of a tree this command fetched is still fetched code.
    if (sources.some((s) => !s.dyn && a.isFetched(s))) {
      // A destination spelled as a directory (`.`, `dir/`) receives the source under its own name.
      const intoDir = /(^|\/)\.{0,2}$/.test(dest.s);
      if (((sources.length === 1 && !target) || has(p, "-T", "--no-target-directory")) && !intoDir)
        a.fetched(dest);
      else
        for (const s of sources)
          a.fetched({ ...dest, s: `${dest.s.replace(/\/+$/, "")}/${posix.basename(s.s)}` });
    }
    // A hard link (`ln`, `link`, `cp -l`) is the file itself under a second name: a write through
    // it changes the original, and a commit or archive of it carries the original's content. Its
    // source is judged like a write target (outside the lease or protected: not allowed) and like
    // a copy of a credential.
    const symbolic = has(p, "-s", "--symbolic", "--symbolic-link");
    const hard = (op === "link" && !symbolic) || (op === "copy" && has(p, "-l", "--link"));
    if (hard)
      for (const s of sources) {
        const abs = a.resolve(s);
        if (abs === null)
          a.grey("dynamic_target", `${via} links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via: `${via} (hard link)`, hard: true });
      }
    if ((op !== "link" || hard) && sources.some((s) => !s.dyn && a.secretFile(s.s))) {
      a.grey("secret_copy", `${via} copies a credential file`);
    }
    if ((op === "link" || op === "copy") && symbolic) {
      // A link pointing out of the lease lets later writes through it escape: judge its target.
      for (const s of sources) {
        const linkDir = dest.dyn
          ? null
          : dest.s.endsWith("/") || sources.length > 1 || target
            ? dest.s
            : posix.dirname(dest.s);
        const t = s.dyn || s.s.startsWith("/") || linkDir === null ? s : { ...s, s: `${linkDir}/${s.s}` };
        const abs = a.resolve(t);
        if (abs === null)
          a.grey("dynamic_target", `${via} -s links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via });
        // Later paths through the link land at its target.
        const linkPath = dest.dyn
          ? null
          : dest.s.endsWith("/") || sources.length > 1 || target
            ? `${dest.s.replace(/\/+$/, "")}/${posix.basename(s.s)}`
            : dest.s;
        const at = linkPath === null ? null : a.resolve({ ...dest, s: linkPath });
        if (abs && at)
          for (const l of at) for (const x of abs) a.links.set(posix.normalize(l), posix.normalize(x));
      }
    }
    return null;
  };
}
H.cp = copyLike("copy");
H.mv = copyLike("move");
H.ln = copyLike("link");
H.link = copyLike("link");
H.install = copyLike("install");
H.rsync = (args, a) => {
  const p = parseOpts(args, [
    "-e",
    "--rsh",
    "--exclude",
    "--include",
    "--filter",
    "-f",
    "--files-from",
    "--exclude-from",
    "--include-from",
    "--backup-dir",
    "--temp-dir",
    "-T",
    "--partial-dir",
    "--log-file",
    "--chmod",
    "--chown",
  ]);
  if (p.positional.some((v) => /^[^/]*:/.test(v.s) && !v.s.startsWith("/"))) {
    a.grey("remote_access", "`rsync` copies to or from another machine");
    return null;
  }
  if (p.positional.length < 2) return null;
  const dest = p.positional[p.positional.length - 1]!;
  a.write(
    dest,
    has(p, "--delete", "--delete-before", "--delete-after", "--delete-during", "--del")
      ? "rdelete"
      : "rwrite",
    "`rsync`",
  );
  if (has(p, "--remove-source-files"))
    for (const s of p.positional.slice(0, -1)) a.write(s, "delete", "`rsync --remove-source-files`");
  return null;
};

H.dd = (args, a) => {
  for (const v of args) {
    if (v.s.startsWith("if=") && !v.dyn && a.reveals({ ...v, s: v.s.slice(3) }, false) !== false)
      a.grey("secret_read", `\`dd\` reads ${v.s.slice(3)}, which holds credentials`);
    else if (
      !/^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=/.test(v.s) ||
      v.dyn
    )
      a.grey(
        "unknown_option",
        `\`dd\` is given an operand forge-gate does not know (${v.s.replaceAll("\u0000", "…")})`,
      );
    if (v.s.startsWith("of=")) {
      const t = { ...v, s: v.s.slice(3) };
      if (!t.dyn && t.s.startsWith("/dev/") && t.s !== "/dev/null")
        a.block("disk_write", `\`dd\` writes onto the device ${t.s}`);
      else if (t.s !== "/dev/null") a.write(t, "write", "`dd`");
    }
  }
  return null;
};

H.truncate = (args, a) => {
  const p = parseOpts(args, ["-s", "--size", "-r", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`truncate`");
  return null;
};

export function metaHandler(verb: string) {
  return (args: Val[], a: Analysis): null => {
    const p = parseOpts(args, ["--reference", "--from"]);
    // `chmod -x f`, `chattr -i f`: the mode parses as an option, so every positional is a target.
    const modeAsOpt = args.some(
      (v) => /^[-+=][rwxXstugoaAcCdDeEFijmPSTu]+$/.test(v.s) && !/^-[Rvcf]+$|^--/.test(v.s),
    );
    const targets = has(p, "--reference") || modeAsOpt ? p.positional : p.positional.slice(1);
    const recursive = has(p, "-R", "--recursive");
    // A set-user-ID or set-group-ID bit (`4755`, `u+s`, `+s`) makes the file run with its owner's
    // rights, whoever runs it: a privilege the lease never grants.
    if (verb === "chmod") {
      const modes = modeAsOpt ? args.filter((v) => /^[-+=]/.test(v.s)) : p.positional.slice(0, 1);
      if (
        modes.some(
          (m) =>
            m.dyn ||
            /^0*[2-7]\d{3}$/.test(m.s) ||
            /^[ugoa]*[-+=][rwxXt]*s/.test(m.s) ||
            /(^|,)[ugoa]*[+=][^,]*s/.test(m.s),
        )
      )
        a.grey("setuid", "`chmod` sets a set-user-ID or set-group-ID bit");
    }
    for (const t of targets) a.write(t, recursive ? "rmeta" : "meta", `\`${verb}${recursive ? " -R" : ""}\``);
    return null;
  };
}
H.chmod = metaHandler("chmod");
H.chown = metaHandler("chown");
H.chgrp = metaHandler("chgrp");
H.chattr = metaHandler("chattr");
H.setfacl = metaHandler("setfacl");

H.xxd = (args, a) => {
  const p = parseOpts(args, ["-c", "-g", "-l", "-s", "-o", "-n", "-C"]);
  // A hex dump prints what it reads, as a reader does: a credential is read into the transcript.
  const input = p.positional[0];
  const reveals = input && !input.dyn ? a.credentialIn(input) : false;
  if (reveals !== false) a.grey("secret_read", `\`xxd\` reads ${reveals}, which holds credentials`);
  if (p.positional[1]) a.write(p.positional[1], "write", "`xxd` (output file)");
  return null;
};
H.split = (args, a) => {
  const p = parseOpts(args, ["-l", "-b", "-C", "-n", "-a", "--additional-suffix", "--filter", "-t"]);
  if (has(p, "--filter")) a.grey("inline_code", "`split --filter` runs commands");
  const prefix = p.positional[1] ?? lit("x");
  a.write(prefix, "write", "`split`");
  return null;
};
H.csplit = (args, a) => {
  const p = parseOpts(args, ["-f", "--prefix", "-b", "-n"]);
  a.write(optValue(p, "-f", "--prefix") ?? lit("xx"), "write", "`csplit`");
  return null;
};
/**
 * mktemp creates its file (or directory, `-d`): in the directory `-p DIR`/`--tmpdir=DIR` names, in
 * the TMPDIR the script sets, or where the template says (`mktemp out/x.XXXX`). In the system temp
 * directory (no template, `-t`, a bare `--tmpdir`, TMPDIR not set by the script) it writes where
 * other programs write all the time: not a write of the lease's concern.
 */
H.mktemp = (args, a) => {
  const p = parseOpts(args, ["-p", "--suffix"]);
  if (has(p, "-u", "--dry-run")) return null;
  a.fx.readOnly = false;
  const template = p.positional[0] ?? null;
  const dirOpt = p.opts.find((o) => o.name === "-p" || o.name === "--tmpdir");
  const tmpdir = a.env.get("TMPDIR");
  // The directory it creates in: -p/--tmpdir's value, else TMPDIR, else the system temp directory.
  const explicit = dirOpt?.value && dirOpt.value.s !== "" ? dirOpt.value : null;
  const inTmp = dirOpt !== undefined || has(p, "-t") || template === null;
  let dir: Val | null;
  if (explicit) dir = explicit;
  else if (!inTmp) dir = lit(".");
  else if (tmpdir === undefined) return null;
  else dir = tmpdir === null ? { s: DYN, dyn: true, glob: false, secret: 0 } : lit(tmpdir);
  const name = template === null ? "tmp.XXXXXXXXXX" : template.s;
  const at =
    template?.s.startsWith("/") && !inTmp
      ? lit(name)
      : { ...dir, s: `${dir.s.replace(/\/+$/, "")}/${name}`, dyn: dir.dyn || (template?.dyn ?? false) };
  a.write(at, "write", "`mktemp`");
  return null;
};
