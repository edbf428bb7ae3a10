import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { isRootOwnedFile } from "../io/find-command.js";

/*
 * Directories' extended attributes and ACLs (ACLs are the `system.posix_acl_*` xattrs), digested per
 * directory, so `setfattr` or `setfacl -d` on `~/.ssh` shows even when the same run also created or
 * removed an entry there (which moves the directory's times anyway). Node has no xattr API: the
 * attr package's `getfattr` reads them (a root-owned one from a system directory only, like find).
 * Only directories that have any xattr are listed, so the usual answer is tiny; see wantsXattrs for
 * which directories are asked about.
 */

const TRUSTED_GETFATTR = ["/usr/bin/getfattr", "/bin/getfattr"];
let cached: string | null | undefined;

export function trustedGetfattr(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  for (const p of TRUSTED_GETFATTR) {
    if (isRootOwnedFile(p)) {
      cached = p;
      break;
    }
  }
  return cached;
}

/** Why directories' xattrs are not compared (null when they are). */
export function xattrGap(): string | null {
  return trustedGetfattr() === null
    ? "getfattr (the attr package) is not installed: xattrs and ACLs (of directories and high-value files) are compared only through their ctime"
    : null;
}

/** getfattr escapes a name's unprintable bytes as `\ooo` and the backslash as `\\`. */
function unescapeName(s: string): string {
  if (!s.includes("\\")) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 92 && /^[0-7]{3}$/.test(s.slice(i + 1, i + 4))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 4), 8));
      i += 3;
    } else if (c === 92 && s[i + 1] === "\\") {
      bytes.push(92);
      i++;
    } else bytes.push(...Buffer.from(s[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Which directories are digested: dot-directories and their children (`~/.ssh`, `~/.config/git`,
 * `.git/hooks`), where settings and credentials live; like the content hashes of high-value files,
 * the rest is compared by metadata (a ctime that moved alone still shows). Measured: one getfattr over
 * every directory of a 100k-file tree cost about as much as a fifth of the whole walk.
 */
export function wantsXattrs(dir: string): boolean {
  const cut = dir.lastIndexOf("/");
  if (dir.charCodeAt(cut + 1) === 46 /* . */) return true;
  const up = dir.lastIndexOf("/", cut - 1);
  return up >= 0 && dir.charCodeAt(up + 1) === 46;
}

const ARG_BYTES = 96 * 1024;
const EARLY_START_MS = 50;
export const GETFATTR_ARGS = ["--absolute-names", "-h", "-d", "-m", "-", "-e", "hex", "--"];
export const GETFATTR_ENV = { LC_ALL: "C", PATH: "/usr/bin:/bin" };
/** Bytes of paths per getfattr command line. */
export const GETFATTR_ARG_BYTES = ARG_BYTES;

/** Each path getfattr printed with its `name=value` lines (hex values), sorted. */
export function parseDumpLines(text: string, each: (path: string, lines: string[]) => void): void {
  for (const block of text.split("\n\n")) {
    const lines = block.split("\n").filter((l) => l !== "");
    if (lines.length < 2 || !lines[0]!.startsWith("# file: ")) continue;
    each(unescapeName(Buffer.from(lines[0]!.slice(8), "latin1").toString("utf8")), lines.slice(1).sort());
  }
}

/** Adds the digests of getfattr's answer to `out`. */
function parseDump(text: string, out: Record<string, string>): void {
  parseDumpLines(text, (path, lines) => {
    out[path] = createHash("sha256").update(lines.join("\n")).digest("hex");
  });
}

/**
 * Digests directories while they are still being found: `add` starts a getfattr for every full batch
 * (it runs beside the walk), `finish` does the rest and waits. Null from `finish` without getfattr.
 */
export class XattrCollector {
  private batch: string[] = [];
  private size = 0;
  private readonly running: Promise<void>[] = [];
  private readonly out: Record<string, string> = {};
  private readonly bin = trustedGetfattr();
  /** When the oldest directory of the batch was added (ms), and how many getfattr are running. */
  private since = 0;
  private active = 0;

  add(dir: string): void {
    if (this.bin === null || !wantsXattrs(dir)) return;
    if (this.size + dir.length + 1 > ARG_BYTES) this.start();
    if (this.batch.length === 0) this.since = Date.now();
    this.batch.push(dir);
    this.size += dir.length + 1;
  }

  /**
   * Starts the batch when it has waited a while and no getfattr is running, so the walk's end does
   * not wait for one. The wait keeps it to a few processes per walk even when dot-directories are
   * everywhere (a home directory).
   */
  startWaiting(): void {
    if (this.active === 0 && this.batch.length > 0 && Date.now() - this.since >= EARLY_START_MS) this.start();
  }

  private start(): void {
    if (this.batch.length === 0 || this.bin === null) return;
    const args = [...GETFATTR_ARGS, ...this.batch];
    this.batch = [];
    this.size = 0;
    this.active++;
    this.running.push(
      new Promise((resolve) => {
        execFile(
          this.bin!,
          args,
          { encoding: "latin1", env: GETFATTR_ENV, maxBuffer: 256 * 1024 * 1024 },
          // A directory that vanished makes getfattr exit 1; what it printed for the others still counts.
          (_err, stdout) => {
            this.active--;
            parseDump(String(stdout ?? ""), this.out);
            resolve();
          },
        ).stdin?.end();
      }),
    );
  }

  async finish(): Promise<Record<string, string> | null> {
    if (this.bin === null) return null;
    this.start();
    await Promise.all(this.running);
    return this.out;
  }
}

/** getfattr's dump of `batch` (a path that vanished makes it exit 1: what it printed for the others still counts). */
function getfattrDump(bin: string, batch: readonly string[]): string {
  try {
    return execFileSync(bin, [...GETFATTR_ARGS, ...batch], {
      encoding: "latin1",
      env: GETFATTR_ENV,
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? "");
  }
}

/** path → sha256 of its xattrs (names and values), for the directories that have any; null without getfattr. */
export function dirXattrDigests(dirs: readonly string[]): Record<string, string> | null {
  const bin = trustedGetfattr();
  if (bin === null) return null;
  const out: Record<string, string> = {};
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length === 0) return;
    parseDump(getfattrDump(bin, batch), out);
    batch = [];
    size = 0;
  };
  for (const d of dirs) {
    if (!wantsXattrs(d)) continue;
    if (size + d.length + 1 > ARG_BYTES) flush();
    batch.push(d);
    size += d.length + 1;
  }
  flush();
  return out;
}

/**
 * path → its xattrs as sorted `name=0xVALUE` lines, for the paths (of any type, links not followed)
 * that have any; null without getfattr. For the few entries the capture layer compares.
 */
export function xattrLines(paths: readonly string[]): Record<string, string[]> | null {
  const bin = trustedGetfattr();
  if (bin === null) return null;
  const out: Record<string, string[]> = {};
  for (let i = 0; i < paths.length; ) {
    const batch: string[] = [];
    for (let size = 0; i < paths.length && (batch.length === 0 || size + paths[i]!.length < ARG_BYTES); i++) {
      batch.push(paths[i]!);
      size += paths[i]!.length + 1;
    }
    parseDumpLines(getfattrDump(bin, batch), (path, lines) => {
      out[path] = lines;
    });
  }
  return out;
}
