import { posix } from "node:path";

/**
 * The working-directory model: where the shell is at each point of a script, the way bash runs it.
 * Interpretation only (the statement walk in shell.ts drives it; the `cd`/`pushd`/`popd`/`dirs`
 * built-ins and the per-command directory options call it), kept apart from parsing and word
 * expansion the way mvdan/sh keeps its interpreter apart.
 *
 * A point of the script has a set of possible *places* (the working directory, OLDPWD and the
 * directory stack): a `cd` that may fail leaves both the old and the new one possible, `cd "$x"`
 * leaves an unknown one. Every path is judged in every possible place; the worst verdict wins.
 * Statements report a Flow: the places after they succeed and after they fail, so `cd x && …`
 * knows the cd succeeded and `cd x || exit; …` knows the same.
 */

/** One possible state of the shell's location. null: not knowable before the command runs. */
export interface Place {
  pwd: string | null;
  oldpwd: string | null;
  /** The directory stack below the working directory (`dirs` without its first entry), top first. */
  stack: (string | null)[];
  /** Entries may lie below the known stack (pushed by an earlier call of the same shell). */
  deep: boolean;
}

/** The places after a statement, by how it ended. Both empty: it never returns (`exit`). */
export interface Flow {
  ok: Place[];
  fail: Place[];
}

/** More possibilities than this and the working directory is taken as unknown. */
export const MAX_PLACES = 8;

export const UNKNOWN_PLACE: Place = { pwd: null, oldpwd: null, stack: [], deep: true };

/** A fresh call: the agent's working directory, nothing known of OLDPWD or the stack. */
export function startPlace(cwd: string): Place {
  return { pwd: cwd, oldpwd: null, stack: [], deep: true };
}

export const HALT: Flow = { ok: [], fail: [] };

/** A statement that leaves the location as it found it, whatever its status. */
export function stay(places: Place[]): Flow {
  return { ok: places, fail: places };
}

function key(p: Place): string {
  return JSON.stringify([p.pwd, p.oldpwd, p.stack, p.deep]);
}

/** The places of several branches (deduplicated; too many collapse to one unknown place). */
export function union(...lists: Place[][]): Place[] {
  const seen = new Map<string, Place>();
  for (const list of lists) for (const p of list) seen.set(key(p), p);
  if (seen.size > MAX_PLACES) return [UNKNOWN_PLACE];
  return [...seen.values()];
}

export function sameSet(a: Place[], b: Place[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(key));
  return b.every((p) => keys.has(key(p)));
}

/** The distinct working directories of a set of places (null: one of them is unknown). */
export function pwdsOf(places: Place[]): (string | null)[] {
  const out: (string | null)[] = [];
  for (const p of places) if (!out.includes(p.pwd)) out.push(p.pwd);
  return out;
}

/** What a `cd`-like change is given: a static target, an unknown one, or none. */
export type Target = { s: string } | "unknown";

export interface CdEnv {
  home: string | null;
  /** CDPATH as the script sets it: undefined when it never does (the agent's shell is taken not to). */
  cdpath: string | null | undefined;
  /** OLDPWD as the script assigns it (`cd -` then goes there), undefined when it never does. */
  oldpwd: string | null | undefined;
  /** `-P`: the directory as the kernel reaches it, symlinks and all (kept unnormalised for the checker). */
  physical: boolean;
}

/**
 * The directories `cd TARGET` may land in from `pwd` (bash's rules: an absolute target as is; a
 * relative one beginning with `.`/`..` below pwd; any other relative one tried in each CDPATH entry,
 * then below pwd). Logical by default: `..` removes the previous component, as `cd -L` does.
 */
export function landings(pwd: string | null, target: string | "unknown", env: CdEnv): (string | null)[] {
  if (target === "unknown") return [null];
  const join = (base: string | null, rel: string): string | null => {
    if (base === null) return null;
    const raw = base === "/" ? `/${rel}` : `${base}/${rel}`;
    return env.physical && rel.includes("..")
      ? raw.replace(/\/+$/, "") || "/"
      : posix.normalize(raw).replace(/(.)\/+$/, "$1");
  };
  if (target.startsWith("/")) return [join("/", target.slice(1))];
  const below = join(pwd, target);
  if (env.cdpath === undefined || /^\.\.?(\/|$)/.test(target)) return [below];
  if (env.cdpath === null) return [null];
  const out: (string | null)[] = [];
  for (const entry of env.cdpath.split(":")) {
    const at =
      entry === ""
        ? below
        : join(entry.startsWith("/") ? entry : pwd === null ? null : `${pwd}/${entry}`, target);
    if (!out.includes(at)) out.push(at);
  }
  if (!out.includes(below)) out.push(below);
  return out;
}

/** The places after a successful `cd TARGET` (`cd` alone: HOME; `cd -`: OLDPWD). */
export function cd(places: Place[], target: Target | null, dash: boolean, env: CdEnv): Place[] {
  const out: Place[] = [];
  for (const p of places) {
    let dirs: (string | null)[];
    if (dash) dirs = [env.oldpwd !== undefined ? env.oldpwd : p.oldpwd];
    else if (target === null) dirs = env.home === null ? [null] : landings(p.pwd, env.home, env);
    else dirs = landings(p.pwd, target === "unknown" ? "unknown" : target.s, env);
    for (const d of dirs) out.push({ ...p, pwd: d, oldpwd: p.pwd });
  }
  return union(out);
}

/**
 * `pushd DIR` (push the working directory, cd DIR), `pushd` (swap the top two), `pushd +N`/`-N`
 * (rotate the stack), `pushd -n DIR` (push DIR below the top without changing directory).
 */
export function pushd(
  places: Place[],
  arg: Target | null,
  rotate: number | null,
  noChange: boolean,
  env: CdEnv,
): Place[] {
  const out: Place[] = [];
  for (const p of places) {
    if (arg !== null && rotate === null) {
      if (noChange) {
        out.push({
          ...p,
          stack: [arg === "unknown" ? null : (landings(p.pwd, arg.s, env)[0] ?? null), ...p.stack],
        });
        continue;
      }
      for (const d of landings(p.pwd, arg === "unknown" ? "unknown" : arg.s, env))
        out.push({ pwd: d, oldpwd: p.pwd, stack: [p.pwd, ...p.stack], deep: p.deep });
      continue;
    }
    const list = [p.pwd, ...p.stack];
    const n = rotate === null ? 1 : rotate < 0 ? list.length - 1 + rotate + 1 : rotate;
    if (n < 0 || n >= list.length) {
      // Beyond what is known of the stack: where it leads cannot be known.
      out.push({ pwd: null, oldpwd: p.pwd, stack: [], deep: true });
      continue;
    }
    const rotated =
      rotate === null ? [list[1]!, list[0]!, ...list.slice(2)] : [...list.slice(n), ...list.slice(0, n)];
    out.push({ pwd: rotated[0]!, oldpwd: p.pwd, stack: rotated.slice(1), deep: p.deep });
  }
  return union(out);
}

/** `popd` (back to the top of the stack), `popd +N`/`-N` (drop that entry), `popd -n` (drop without cd). */
export function popd(places: Place[], index: number | null, noChange: boolean): Place[] {
  const out: Place[] = [];
  for (const p of places) {
    const list = [p.pwd, ...p.stack];
    const n = index === null ? 0 : index < 0 ? list.length - 1 + index + 1 : index;
    if (n < 0 || n >= list.length || (index === null && p.stack.length === 0)) {
      // Popping past the known stack: an earlier call may have pushed the directory it returns to.
      out.push({ pwd: noChange ? p.pwd : null, oldpwd: p.pwd, stack: [], deep: true });
      continue;
    }
    const drop = noChange && n === 0 ? 1 : n;
    const rest = list.filter((_x, k) => k !== drop);
    if (drop === 0) out.push({ pwd: rest[0] ?? null, oldpwd: p.pwd, stack: rest.slice(1), deep: p.deep });
    else out.push({ ...p, stack: rest.slice(1) });
  }
  return union(out);
}

/** `dirs -c`: the stack is emptied. */
export function clearStack(places: Place[]): Place[] {
  return union(places.map((p) => ({ ...p, stack: [], deep: false })));
}

/** The places seen from a directory given to one command (`git -C`, `env -C`, `make -C`…): a successful cd there. */
export function within(places: Place[], dir: Target): Place[] {
  return cd(places, dir, false, { home: null, cdpath: undefined, oldpwd: undefined, physical: true });
}
