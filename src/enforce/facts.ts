import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute, join, posix, resolve } from "node:path";
import picomatch from "picomatch";
import { appendAll } from "../core/arrays.js";
import type { Lease } from "../core/lease.js";
import { isWithin } from "../core/paths.js";
import type { GitFacts, SandboxFacts } from "../core/sandbox-plan.js";
import { findRepoTop } from "../io/repo-root.js";

/** How many entries one protect-glob expansion may visit before it gives up (and says so). */
const GLOB_WALK_LIMIT = 200_000;

export interface FactsInput {
  lease: Lease;
  command: string[];
  cwd: string;
  home: string;
  env: NodeJS.ProcessEnv;
  /** Extra writable paths (agent/tool preset grants). */
  extraWritable?: string[];
  /** Paths the sandbox must see although they may lie in a private temp dir (the forge-gate bundle, the proxy socket's dir). */
  alsoVisible?: string[];
  /** Expand the lease's protect globs (the sandbox binds them read-only; the capture layer judges them afterwards instead). Default true. */
  protect?: boolean;
}

export interface Facts {
  facts: SandboxFacts;
  /** What could not be turned into mounts (said in the report). */
  notes: string[];
}

/** Reads what the planner needs from the machine: real paths, the git layout, the protect globs expanded now. */
export function gatherFacts(input: FactsInput): Facts {
  const { lease } = input;
  const notes: string[] = [];
  const writeRoots: string[] = [];
  for (const root of lease.write_roots) {
    let real = realOrNull(root);
    if (real === null) {
      // A granted directory that is missing (a tool's cache on a fresh machine) is created now, before
      // the snapshot, as a real directory: a bind mount needs it, and the agent cannot then plant a link there.
      try {
        mkdirSync(root, { recursive: true });
        real = realOrNull(root);
        if (real !== null) notes.push(`write root ${root} did not exist: created before the snapshot`);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? String(err);
        notes.push(
          `write root ${root} does not exist and cannot be created (${code}): not writable inside the sandbox`,
        );
      }
    }
    if (real !== null) writeRoots.push(real);
  }
  const extraWritable: string[] = [];
  for (const p of input.extraWritable ?? []) {
    const real = realOrNull(p);
    if (real === null) notes.push(`granted ${p} does not exist at start: not writable inside the sandbox`);
    else extraWritable.push(real);
  }
  const granted = [...writeRoots, ...extraWritable];

  const worktree = realOrNull(lease.worktree ?? input.cwd);
  const git = worktree !== null && granted.some((g) => isWithin(worktree, g)) ? readGit(worktree) : null;

  const protectedPaths: string[] = [];
  for (const root of granted) if (exists(join(root, ".git"))) protectedPaths.push(join(root, ".git"));
  if (input.protect !== false)
    for (const glob of lease.protect) appendAll(protectedPaths, expandProtect(glob, writeRoots, notes));
  const hostSockets = socketsUnder(input.home, notes);
  notes.push(
    `Unix sockets created after the start, more than ${SOCKET_SEARCH_DEPTH} levels under HOME, or outside HOME, /run and the temp dirs, stay connectable: a read-only mount does not stop connect()`,
  );
  if (input.protect !== false)
    notes.push(
      "protected paths created after the start (protect globs are expanded against the tree when the sandbox is built)",
    );

  // /run is made private like the temp dirs: host daemons' sockets there (docker, containerd, dbus,
  // XDG_RUNTIME_DIR) stay connectable through a read-only mount, and a sandbox must not reach them.
  const tempDirs = ["/tmp", "/var/tmp", "/dev/shm", "/run", input.env.TMPDIR ?? tmpdir()]
    .map((p) => realOrNull(p))
    .filter((p): p is string => p !== null);

  const keepVisible = [
    input.cwd,
    input.home,
    lease.worktree,
    ...lease.read_roots,
    ...(git ? checkoutsOf(git) : []),
    dirname(dirname(process.execPath)),
    // /etc/resolv.conf often points here (name resolution with an open network). Only then: with the
    // network filtered, resolved's varlink socket there would resolve names on the host (a DNS query is
    // a way out), and the proxy resolves allowed names itself.
    ...(lease.network.allow === null ? ["/run/systemd/resolve"] : []),
    ...(input.alsoVisible ?? []),
    ...commandPaths(input.command, input.cwd, input.env.PATH ?? ""),
  ]
    .filter((p): p is string => typeof p === "string")
    .map(realOrNull)
    .filter((p): p is string => p !== null);

  return {
    facts: {
      writeRoots,
      extraWritable,
      tempDirs,
      keepVisible,
      protectedPaths: [...new Set(protectedPaths)],
      git,
      hostSockets,
      networkAllow: lease.network.allow,
    },
    notes,
  };
}

function readGit(start: string): GitFacts | null {
  const worktree = findRepoTop(start);
  if (worktree === null) return null;
  const dotGit = join(worktree, ".git");
  let gitDir: string;
  try {
    const st = lstatSync(dotGit);
    if (st.isDirectory()) gitDir = dotGit;
    else if (st.isFile()) {
      const m = readFileSync(dotGit, "utf8").match(/^gitdir: (.+?)[\r\n]*$/s);
      if (!m) return null;
      gitDir = resolve(worktree, m[1]!);
    } else return null;
    gitDir = realpathSync(gitDir);
  } catch {
    return null;
  }
  let commonDir = gitDir;
  const common = readOrNull(join(gitDir, "commondir"))?.replace(/[\r\n]+$/, "");
  if (common) commonDir = realOrNull(isAbsolute(common) ? common : resolve(gitDir, common)) ?? gitDir;
  const head = readOrNull(join(gitDir, "HEAD"))?.match(/^ref: (refs\/heads\/[^\r\n]+)/);
  const ownRef = head?.[1] ?? null;

  const listings: Record<string, string[]> = {};
  const list = (dir: string) => {
    const names = listOrNull(dir);
    if (names !== null) listings[dir] = names;
    return names !== null;
  };
  list(gitDir);
  list(join(gitDir, "logs"));
  list(commonDir);
  // The existing packs and loose objects are bound read-only one by one (objects/ itself is writable).
  const objects = join(commonDir, "objects");
  if (list(objects))
    for (const name of listings[objects] ?? [])
      if (name === "pack" || /^[0-9a-f]{2}$/.test(name)) list(join(objects, name));
  if (ownRef !== null) {
    const parts = ownRef.slice("refs/heads/".length).split("/");
    for (const top of [commonDir, join(commonDir, "logs")]) {
      let dir = join(top, "refs", "heads");
      if (!list(dir)) continue;
      for (const part of parts.slice(0, -1)) {
        dir = join(dir, part);
        if (!list(dir)) break;
      }
    }
  }
  return { gitDir, commonDir, ownRef, listings };
}

/** Every checkout of the repository (the main one and the linked worktrees), to keep them visible. */
function checkoutsOf(git: GitFacts): string[] {
  const out = [git.commonDir];
  if (posix.basename(git.commonDir) === ".git") out.push(dirname(git.commonDir));
  const wts = join(git.commonDir, "worktrees");
  for (const name of listOrNull(wts) ?? []) {
    const pointer = readOrNull(join(wts, name, "gitdir"))?.replace(/[\r\n]+$/, "");
    if (pointer && isAbsolute(pointer)) out.push(dirname(pointer));
  }
  return out;
}

/** The command's program (found on PATH) and any argument naming an existing file: the run must see them. */
function commandPaths(command: string[], cwd: string, path: string): string[] {
  const out: string[] = [];
  const [program, ...args] = command;
  if (program !== undefined && !program.includes("/")) {
    for (const dir of path.split(delimiter)) {
      if (dir && exists(join(dir, program))) {
        out.push(join(dir, program));
        break;
      }
    }
  }
  for (const a of program === undefined ? args : [program, ...args]) {
    if (a === "" || a.startsWith("-")) continue;
    const p = resolve(cwd, a);
    if ((a.includes("/") || exists(p)) && exists(p)) out.push(p);
  }
  return out;
}

/**
 * The paths a protect glob names now, inside the write roots (outside them everything is read-only
 * already). A matched directory is protected whole; symlinks cannot carry a mount and are left to
 * detection, as is anything created later.
 */
export function expandProtect(glob: string, writeRoots: readonly string[], notes: string[]): string[] {
  const relative = !glob.startsWith("/");
  const body = relative ? glob.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : glob.replace(/\/+$/, "");
  if (body === "") return [];
  const matchers = [picomatch(body, { dot: true }), picomatch(`${body}/**`, { dot: true })];
  const matches = (p: string) => matchers.some((m) => m(p));
  const base = picomatch.scan(body).base;
  const out: string[] = [];
  const starts: { start: string; root: string }[] = relative
    ? writeRoots.map((root) => ({ start: base ? join(root, base) : root, root }))
    : writeRoots
        .filter((root) => isWithin(base, root) || isWithin(root, base))
        .map((root) => ({ start: isWithin(base, root) ? base : root, root: "" }));
  for (const { start, root } of starts) {
    let visited = 0;
    const nameOf = (p: string) => (root === "" ? p : p === root ? "" : p.slice(root.length + 1));
    const walk = (p: string): boolean => {
      if (++visited > GLOB_WALK_LIMIT) return false;
      let st: ReturnType<typeof lstatSync>;
      try {
        st = lstatSync(p);
      } catch {
        return true;
      }
      const name = nameOf(p);
      if (name !== "" && matches(name)) {
        if (st.isSymbolicLink()) notes.push(`protected symlink ${p} (a mount cannot be placed on a link)`);
        else out.push(p);
        return true;
      }
      if (!st.isDirectory() || posix.basename(p) === ".git") return true;
      for (const child of listOrNull(p) ?? []) if (!walk(join(p, child))) return false;
      return true;
    };
    if (!walk(start))
      notes.push(
        `protect ${glob}: more than ${GLOB_WALK_LIMIT} entries under ${start}; only those seen are enforced`,
      );
  }
  return out;
}

/** How deep and how wide the search for daemon sockets under HOME goes. */
const SOCKET_SEARCH_DEPTH = 4; // ~/.docker/run/docker.sock is 3 deep, ~/.lima/VM/sock/S 4; deeper walks cost more than the sandbox
const SOCKET_SEARCH_LIMIT = 20_000;

/**
 * Unix sockets under HOME at start (a rootless or Desktop docker's ~/.docker/run/docker.sock, a gpg or
 * ssh agent): a read-only mount does not stop connect(), and a docker socket is the host's root.
 * Bounded (depth and entries); what is left unsearched is said in the report.
 */
function socketsUnder(home: string, notes: string[]): string[] {
  const out: string[] = [];
  let visited = 0;
  const walk = (dir: string, depth: number): boolean => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return true;
    }
    for (const e of entries) {
      if (++visited > SOCKET_SEARCH_LIMIT) return false;
      const p = join(dir, e.name);
      if (e.isSocket()) out.push(p);
      else if (
        e.isDirectory() &&
        depth < SOCKET_SEARCH_DEPTH &&
        e.name !== "node_modules" &&
        e.name !== ".git"
      )
        if (!walk(p, depth + 1)) return false;
    }
    return true;
  };
  const real = realOrNull(home);
  if (real !== null && !walk(real, 1))
    notes.push(
      `Unix sockets under ${real} beyond the first ${SOCKET_SEARCH_LIMIT} entries searched were not masked`,
    );
  return out;
}

function realOrNull(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}

function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

function readOrNull(p: string): string | null {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return null;
  }
}

function listOrNull(dir: string): string[] | null {
  try {
    return readdirSync(dir).sort();
  } catch {
    return null;
  }
}
