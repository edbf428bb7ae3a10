import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ChangeRecord, GitLayout, GitState } from "../core/change-types.js";
import {
  configDifference,
  type GitRole,
  gitRole,
  type ObjectPart,
  refChangeAllowed,
  refEscapes,
} from "../core/git-roles.js";
import { sequencerFile, sequencerProblems } from "../core/git-sequence.js";
import { isWithin } from "../core/paths.js";
import { parseValue } from "../core/snapshot-format.js";
import { RepoGit } from "./git.js";
import { checkLooseObject } from "./objects.js";
import { ReflogJudge } from "./reflogs.js";

/*
 * Judges every snapshot change inside the repository's git directories by what it means to git:
 * - nothing in git's bookkeeping may become a symlink, a hardlink, a special file or group/world-writable
 *   unless it was one before;
 * - shared refs keep their values (the agent's own branch and its per-worktree refs excepted);
 * - config files keep their parsed entries;
 * - the object store loses nothing and everything new in it verifies;
 * - anything else (hooks, info/, alternates, another worktree's state) changes only byte-identically.
 * A record passing every check gets `bookkeeping` (set aside); one failing gets `tampered` (judged, and
 * never set aside). Records outside the git directories are left alone.
 */

export interface GitJudgeInput {
  git: GitLayout;
  before: GitState;
  after: GitState;
  /** Entry VALUEs before and after the run, for changed paths. */
  values: ReadonlyMap<string, { before?: string; after?: string }>;
  hashesBefore: ReadonlyMap<string, string>;
  hashesAfter: ReadonlyMap<string, string>;
  /**
   * The repository's group holds only its owner (a user-private group, as Debian and Ubuntu give
   * every user with umask 002): then group-write gives no one else a way in, and git's own files
   * under that umask are group-writable on every commit. Absent or false: group-write counts.
   */
  privateGroup?: boolean;
}

type Side = { path: string; change: ChangeRecord["change"] };

function sidesOf(c: ChangeRecord): Side[] {
  const out: Side[] = [{ path: c.path, change: c.change === "renamed" ? "created" : c.change }];
  if (c.from !== undefined) out.push({ path: c.from, change: "deleted" });
  return out;
}

export function inGitDirs(path: string, git: GitLayout): boolean {
  return isWithin(path, git.common_dir) || isWithin(path, git.git_dir);
}

/** Why an entry's new type or identity is not git's (null when it is fine). */
function identityProblem(
  before: string | undefined,
  after: string | undefined,
  privateGroup: boolean,
): string | null {
  if (after === undefined) return null;
  const a = parseValue(after);
  const b = before === undefined ? null : parseValue(before);
  if (a.type === "symlink" && b?.type !== "symlink")
    return `a symlink (to ${JSON.stringify(a.extra)}) in git's bookkeeping`;
  if (a.type === "other" && b?.type !== "other") return "a special file in git's bookkeeping";
  if (a.type === "file" && Number(a.nlink) > 1 && (b === null || Number(b.nlink) < Number(a.nlink)))
    return `a file hardlinked from elsewhere (${a.nlink} links) in git's bookkeeping`;
  const writable = (perm: string) => Number.parseInt(perm || "0", 8) & (privateGroup ? 0o002 : 0o022);
  if (writable(a.perm) & ~(b === null ? 0 : writable(b.perm)))
    return privateGroup
      ? "made world-writable in git's bookkeeping"
      : "made group- or world-writable in git's bookkeeping";
  return null;
}

function sameArray(
  a: readonly string[] | string | undefined,
  b: readonly string[] | string | undefined,
): boolean {
  if (a === undefined || b === undefined || typeof a === "string" || typeof b === "string") return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export async function judgeGitWrites(changes: ChangeRecord[], input: GitJudgeInput): Promise<void> {
  const { git, before, after, values } = input;
  const modules = [...new Set([...before.modules, ...after.modules])];
  const refsReadable = before.refs_error === undefined && after.refs_error === undefined;
  const refProblems = refsReadable ? refEscapes(before.refs, after.refs, git) : [];
  const refReason = refsReadable
    ? refProblems.length > 0
      ? `refs changed: ${refProblems.join("; ")}`
      : null
    : `refs not compared: ${before.refs_error ?? after.refs_error}`;
  const objects = new ObjectChecks(git, before);
  const reflogs = new ReflogJudge(git, before.reflogs, after.refs);
  const pending: { c: ChangeRecord; checks: Promise<string | null>[]; keep: boolean }[] = [];

  for (const c of changes) {
    if (c.source !== "snapshot" || c.tampered !== undefined) continue;
    const sides = sidesOf(c).filter((s) => inGitDirs(s.path, git));
    if (sides.length === 0) continue;
    const checks: Promise<string | null>[] = [];
    // A side that is not bookkeeping at all: the record is judged by its path (nothing to mark).
    let keep = false;
    for (const side of sides) {
      const v = values.get(side.path);
      // A rename's new name takes over the identity its old name had.
      const prior =
        v?.before ?? (c.from !== undefined && side.path === c.path ? values.get(c.from)?.before : undefined);
      const bad = identityProblem(
        prior,
        side.change === "deleted" ? undefined : v?.after,
        input.privateGroup === true,
      );
      if (bad !== null) {
        checks.push(Promise.resolve(bad));
        continue;
      }
      const role = gitRole(side.path, git, modules);
      if (role === null) continue;
      const verdict = judgeSide(side, role);
      if (verdict === "not-bookkeeping") keep = true;
      else if (verdict !== null) checks.push(verdict);
    }
    pending.push({ c, checks, keep });
  }

  function judgeSide(side: Side, role: GitRole): Promise<string | null> | "not-bookkeeping" | null {
    switch (role.kind) {
      case "own": {
        // A rebase or cherry-pick left in progress: what continuing it would run.
        if (side.change === "deleted" || !isWithin(side.path, git.git_dir)) return null;
        const kind = sequencerFile(side.path.slice(git.git_dir.length + 1));
        if (kind === null) return null;
        let text: string;
        try {
          text = readFileSync(side.path, "utf8");
        } catch (err) {
          return Promise.resolve(
            `cannot read ${side.path}: ${(err as NodeJS.ErrnoException).code ?? "error"}`,
          );
        }
        const problems = sequencerProblems(kind, text, git.branch);
        return problems.length === 0 ? null : Promise.resolve(problems.join("; "));
      }
      case "gc":
        return null;
      case "config": {
        const b = before.configs[side.path];
        const a = after.configs[side.path];
        if (sameArray(b, a)) return null;
        if (typeof a === "string")
          return Promise.resolve(`git config ${side.path} no longer parses: ${a.slice(1)}`);
        const keys = configDifference(Array.isArray(b) ? b : [], Array.isArray(a) ? a : []);
        return Promise.resolve(
          `git config ${side.path} changed: ${keys.join(", ") || "(entries reordered)"}`,
        );
      }
      case "ref": {
        if (refReason === null) return null;
        if (role.ref === null || !refsReadable) return Promise.resolve(refReason);
        // A loose ref's own record names its own change; other loose refs kept their meaning.
        const own = refProblems.find((p) => p.startsWith(`${role.ref} `));
        return own === undefined ? null : Promise.resolve(`ref changed: ${own}`);
      }
      case "reflog": {
        const b = before.refs[role.ref];
        const a = after.refs[role.ref];
        // The reflog of a branch the agent created (or created and deleted again) is its own.
        if (role.ref !== "HEAD" && b === undefined && refChangeAllowed(role.ref, b, a)) return null;
        if (side.change !== "deleted" && sameContent(side.path)) return null;
        // Rewritten: by gc's expiry (entries kept or expired), or by something else.
        return reflogs.judge(side.path, role.ref, side.change === "deleted");
      }
      case "object":
        return objects.check(side, role.what, role.store);
      case "server-info":
        return side.change === "deleted"
          ? null
          : Promise.resolve(checkListing(side.path, /^[0-9a-f]{40,64}\t\S+$/, "info/refs"));
      default:
        if ((side.change === "modified" || side.change === "mode") && sameContent(side.path)) return null;
        return "not-bookkeeping";
    }
  }

  function sameContent(path: string): boolean {
    const b = input.hashesBefore.get(path);
    const a = input.hashesAfter.get(path);
    if (b === undefined || a === undefined || b !== a || b.startsWith("!")) return false;
    const vb = values.get(path)?.before;
    const va = values.get(path)?.after;
    if (vb === undefined || va === undefined) return false;
    const x = parseValue(vb);
    const y = parseValue(va);
    return x.type === y.type && x.perm === y.perm;
  }

  for (const { c, checks, keep } of pending) {
    const bad = (await Promise.all(checks)).find((r) => r !== null);
    if (bad !== undefined && bad !== null) c.tampered = bad;
    else if (!keep) c.bookkeeping = "git bookkeeping that keeps the repository's meaning";
  }
}

/** The object store's checks: each new object or pack verifies; nothing present before is lost. */
class ObjectChecks {
  private lostCheck: Promise<string | null> | null = null;
  private readonly deletedLoose = new Set<string>();
  private packsDeleted = false;
  private readonly verified = new Map<string, Promise<string | null>>();

  constructor(
    private readonly git: GitLayout,
    private readonly before: GitState,
  ) {}

  check(side: Side, what: ObjectPart, store: string): Promise<string | null> | "not-bookkeeping" | null {
    const deleted = side.change === "deleted";
    switch (what.part) {
      case "temporary":
        return null;
      case "dir":
        return deleted ? this.nothingLost(store) : null;
      case "loose":
        if (deleted) {
          this.deletedLoose.add(what.id);
          return this.nothingLost(store);
        }
        return Promise.resolve(checkLooseObject(side.path, what.id));
      case "pack": {
        if (deleted) {
          this.packsDeleted = true;
          return this.nothingLost(store);
        }
        const pack = join(store, "objects", "pack", `${what.pack}.pack`);
        return this.once(`pack:${pack}`, () => checkPack(new RepoGit(store), pack));
      }
      case "info-packs":
        return deleted
          ? null
          : Promise.resolve(
              checkListing(side.path, /^P (?:pack|loose)-[0-9a-f]{40,64}\.pack$/, "objects/info/packs"),
            );
      case "commit-graph":
        return deleted
          ? null
          : this.once(`cg:${store}`, () =>
              verifyWith(store, ["commit-graph", "verify", "--no-progress"], "the commit-graph"),
            );
      case "midx":
        return deleted
          ? null
          : this.once(`midx:${store}`, () =>
              verifyWith(store, ["multi-pack-index", "verify", "--no-progress"], "the multi-pack-index"),
            );
      case "bitmap":
        // What a bitmap says is reachable must be what walking the history finds (`--test-bitmap`
        // compares every entry it loads); a wrong one would make fetches serve the wrong objects.
        return deleted
          ? null
          : this.once(`bitmap:${store}`, () =>
              verifyWith(store, ["rev-list", "--test-bitmap", "HEAD"], "the reachability bitmap"),
            );
      default:
        return "not-bookkeeping";
    }
  }

  private once(key: string, f: () => Promise<string | null>): Promise<string | null> {
    let p = this.verified.get(key);
    if (!p) {
      p = f();
      this.verified.set(key, p);
    }
    return p;
  }

  /** Lazily, after every record was seen: every object present before is still there. */
  private nothingLost(store: string): Promise<string | null> {
    if (store !== this.git.common_dir)
      return Promise.resolve("an object was removed from a module's store (not verified)");
    this.lostCheck ??= new Promise<void>((r) => setImmediate(r)).then(() => this.runLostCheck());
    return this.lostCheck;
  }

  private async runLostCheck(): Promise<string | null> {
    const repo = new RepoGit(this.git.common_dir);
    if (this.deletedLoose.size > 0) {
      const r = await repo.run(
        ["cat-file", "--batch-check"],
        [128],
        `${[...this.deletedLoose].join("\n")}\n`,
      );
      if (r.status !== 0) return `git cannot check the removed objects: ${r.stderr.trim()}`;
      const missing = r.stdout
        .toString("utf8")
        .split("\n")
        .filter((l) => l.endsWith(" missing"));
      if (missing.length > 0) return `objects were lost: ${missing.map((l) => l.split(" ")[0]).join(", ")}`;
    }
    if (this.packsDeleted || this.deletedLoose.size > 0) {
      // A removed pack cannot be listed any more: everything reachable from the refs as they were
      // (and HEAD) must still be complete.
      const tips = new Set<string>();
      for (const v of Object.values(this.before.refs))
        if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(v)) tips.add(v);
      if (this.git.head) tips.add(this.git.head);
      if (tips.size === 0) return null;
      const r = await repo.run(
        ["rev-list", "--objects", "--quiet", "--stdin"],
        [1, 128],
        `${[...tips].join("\n")}\n`,
      );
      if (r.status !== 0)
        return `objects reachable before the run are missing: ${r.stderr.split("\n")[0]?.trim() ?? ""}`;
    }
    return null;
  }
}

/** A pack: `git index-pack --verify` re-hashes every object and checks the .idx (and .rev) against it. */
async function checkPack(repo: RepoGit, pack: string): Promise<string | null> {
  if (!existsSync(pack)) return "a pack file without its pack";
  const rev = `${pack.slice(0, -".pack".length)}.rev`;
  const args = ["index-pack", "--verify", ...(existsSync(rev) ? ["--rev-index"] : []), pack];
  const r = await repo.run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify the pack: ${first.trim()}`;
}

async function verifyWith(store: string, args: string[], what: string): Promise<string | null> {
  const r = await new RepoGit(store).run(args, [1, 128]);
  if (r.status === 0) return null;
  const first = r.stderr.split("\n").find((l) => l.trim() !== "") ?? "";
  return `git cannot verify ${what}: ${first.trim()}`;
}

/** `objects/info/packs` and `info/refs` (for dumb transports) may only hold their listing. */
function checkListing(path: string, line: RegExp, what: string): string | null {
  try {
    const text = readFileSync(path, "utf8");
    const bad = text.split("\n").find((l) => l !== "" && !line.test(l));
    return bad === undefined ? null : `${what} holds more than git's listing`;
  } catch (err) {
    return `cannot read ${what}: ${(err as NodeJS.ErrnoException).code ?? "error"}`;
  }
}
