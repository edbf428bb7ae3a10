import { posix } from "node:path";
import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe, isWithin, PhysicalResolver } from "../paths.js";
import { type SealedTree, sealedTrees, sealedUnit } from "../presets/grants.js";
import { SHELL_STARTUP_FILES } from "../shell-startup.js";
import { ViolationChecker } from "../violations/index.js";
import type { WriteEffect } from "./effects.js";
import { type ReachJudge, type Region, reachedWrites, staticPrefix } from "./reach.js";
import { sensitiveWrite } from "./sensitive-paths.js";
import { type Change, type CommandJudge, type FileReader, judgeSurfaceWrite } from "./surfaces/index.js";
import type { Verdict } from "./types.js";

/**
 * Where writes are judged, for every tool (Bash's effects, Write/Edit, MCP arguments): against the
 * lease's write roots and protected paths (the violations core the gate uses), the paths reached
 * through a parent or a glob (reach.ts), critical directories, persistence and self-modification.
 */

export type EngineResult =
  | { kind: "final"; verdict: Verdict }
  /** Cannot be proven either way: the backend (or `unresolved`) decides. */
  | { kind: "grey"; rule: string; reason: string; userAllowed: boolean };

export const final = (verdict: Verdict): EngineResult => ({ kind: "final", verdict });

/** What judging writes needs of the engine's context. */
export interface WriteJudgeContext {
  /** null: no lease given; the call's cwd and the temp directories stand in as write roots. */
  lease: Lease | null;
  home: string;
  tmpDirs: string[];
  probe: FsProbe;
  caseMode: CaseMode;
  selfPaths: string[];
  /** Reads a file's current content (an execution surface is judged on the file it changes). */
  readFile?: FileReader;
  /** Judges a command a build script adds as a Bash call would be (injected by the engine). */
  judgeCommand?: CommandJudge;
}

export interface Judge extends ReachJudge {
  checker: ViolationChecker | null;
  /** Lease given: out-of-lease writes are blocked. Without one they escalate (deletes still block). */
  leased: boolean;
  critical: Set<string>;
  /** Write roots that hold no project, the call's directory or HOME: emptying one (`root/*`) is fine. */
  scratch: Set<string>;
}

export function makeJudge(cwd: string, ctx: WriteJudgeContext): Judge {
  const lease = ctx.lease;
  let roots: string[];
  if (lease) roots = lease.write_roots;
  else {
    const homeOrAbove = cwd === "/" || isWithin(ctx.home, cwd);
    roots = [...(homeOrAbove ? [] : [cwd]), ...ctx.tmpDirs];
  }
  const checker =
    roots.length === 0
      ? null
      : new ViolationChecker(
          { writeRoots: roots, protect: lease?.protect ?? [], cwd, home: ctx.home, caseMode: ctx.caseMode },
          ctx.probe,
        );
  const critical = new Set<string>(["/"]);
  const addWithAncestors = (p: string) => {
    let cur = posix.normalize(p);
    while (cur !== "/") {
      critical.add(cur);
      cur = posix.dirname(cur);
    }
  };
  addWithAncestors(ctx.home);
  addWithAncestors(cwd);
  for (const r of roots) addWithAncestors(r);
  if (lease?.worktree) addWithAncestors(lease.worktree);
  const globTargets = new Set<string>(critical);
  // Protected regions: each root's .git, each protect glob below each root (absolute ones as
  // they are), and the agents' and forge-gate's own configuration in each root.
  const regions: Region[] = [];
  const bases = [
    ...new Set([...roots, ...(lease?.worktree ? [lease.worktree] : [])].map((r) => posix.normalize(r))),
  ];
  // The project (the worktree; without one, the roots): where git's state and the agents' own
  // configuration live, and where planted files are run later.
  const projects = lease?.worktree ? [posix.normalize(lease.worktree)] : bases;
  for (const b of bases)
    if (!projects.includes(b)) regions.push({ prefix: `${b}/.git`, glob: `${b}/.git/**`, project: false });
  for (const b of projects) {
    regions.push({ prefix: `${b}/.git`, glob: `${b}/.git/**`, project: true });
    for (const f of AGENT_CONFIG) regions.push({ prefix: `${b}/${f}`, glob: `${b}/${f}`, project: true });
  }
  for (const pat of lease?.protect ?? []) {
    const abs = pat.startsWith("~/") ? `${ctx.home}${pat.slice(1)}` : pat;
    const body = abs.replace(/^(\.\/)+/, "").replace(/(.)\/+$/, "$1");
    for (const b of abs.startsWith("/") ? [""] : bases) {
      const glob = b === "" ? body : `${b}/${body}`;
      const prefix = staticPrefix(glob);
      const project = b === "" || projects.some((p) => isWithin(prefix, p));
      if (prefix !== "" && prefix !== "/") regions.push({ prefix, glob, project });
    }
  }
  for (const r of regions) if (r.project) globTargets.add(r.prefix);
  for (const f of HOME_START_FILES) globTargets.add(`${ctx.home}/${f}`);
  const guarded = (p: string) =>
    sensitiveWrite(p, ctx.home) !== null ||
    selfPath(p, ctx) !== null ||
    (checker !== null && checker.check(p)?.reason === "protected");
  const keep = [ctx.home, cwd, ...(lease?.worktree ? [lease.worktree] : [])].map((p) => posix.normalize(p));
  const scratch = new Set(
    roots.map((r) => posix.normalize(r)).filter((r) => !keep.some((k) => isWithin(k, r))),
  );
  return {
    checker,
    leased: lease !== null,
    critical,
    scratch,
    globTargets: [...globTargets],
    regions,
    guarded,
  };
}

/** Files in a project that its agent client or forge-gate reads as configuration (hooks, permissions). */
const AGENT_CONFIG = [
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".claude/hooks",
  ".codex/config.toml",
  ".codex/hooks.json",
  ".opencode/opencode.json",
  ".opencode/plugin",
  ".opencode/plugins",
  "opencode.json",
  ".forge-gate",
];

const HOME_START_FILES = [
  ...SHELL_STARTUP_FILES,
  ".ssh",
  ".ssh/authorized_keys",
  ".ssh/config",
  ".gitconfig",
  ".config",
  ".claude",
  ".codex",
  ".local/bin",
];

export /**
 * A block or grey result for the writes, or null when all are fine. A write that lands in one of
 * several places (a `cd` that may have failed) is blocked only when it is blocked in every one of
 * them; blocked in some, it is not allowed either (grey).
 */
function judgeWrites(writes: WriteEffect[], j: Judge, ctx: WriteJudgeContext): EngineResult | null {
  let grey: EngineResult | null = null;
  const blocked = new Map<string, EngineResult>();
  const members = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const w of reachedWrites(writes, j)) {
    const group = w.alt?.slice(0, w.alt.indexOf(":"));
    if (group !== undefined) {
      if (!members.has(group)) members.set(group, new Set());
      members.get(group)!.add(w.alt!);
    }
    const r = judgeWrite(w, j, ctx);
    if (r === null) continue;
    if (w.altWhy !== undefined) why.set(w.alt!.slice(0, w.alt!.indexOf(":")), w.altWhy);
    if (r.kind === "final" && r.verdict.decision === "block") {
      if (w.alt === undefined) return r;
      if (!blocked.has(w.alt)) blocked.set(w.alt, r);
    } else grey ??= r;
  }
  for (const [group, all] of members) {
    const hit = [...all].filter((m) => blocked.has(m));
    if (hit.length === 0) continue;
    const r = blocked.get(hit[0]!)!;
    if (hit.length === all.size) return r;
    if (r.kind === "final")
      grey ??= {
        kind: "grey",
        rule: r.verdict.rule,
        reason: `${r.verdict.reason}, ${why.get(group) ?? "in one of the directories the shell may be in (an earlier `cd` may fail)"}`,
        userAllowed: false,
      };
  }
  return grey;
}

/** The result for one write: block, grey, or null when it is fine. */
function judgeWrite(w: WriteEffect, j: Judge, ctx: WriteJudgeContext): EngineResult | null {
  const norm = posix.normalize(w.path).replace(/(.)\/+$/, "$1");
  const through = w.through ? ` (through ${w.through})` : "";
  const sensitive = sensitiveWrite(norm, ctx.home) ?? selfPath(norm, ctx);
  if (sensitive && w.may) {
    return {
      kind: "grey",
      rule: sensitive.rule,
      reason: `${w.via} may write ${norm}${through}: ${sensitive.what}`,
      userAllowed: false,
    };
  }
  if (sensitive) {
    return final({
      decision: "block",
      reason: `${w.via} writes ${norm}${through}: ${sensitive.what}`,
      rule: sensitive.rule,
      stage: "static",
    });
  }
  if (w.index) {
    // git's index alone: only what the next commit changes in protected paths matters here.
    const v = j.checker?.check(w.path);
    const what = w.op === "delete" || w.op === "rdelete" ? "removes" : "changes";
    if (v?.reason === "protected" && !w.may)
      return final({
        decision: "block",
        reason: `${w.via} ${what} ${v.resolved}${through} in the next commit, a protected path (${v.rule ?? ""})`,
        rule: "protected_path",
        stage: "static",
      });
    if (v?.reason === "protected")
      return {
        kind: "grey",
        rule: "protected_path",
        reason: `${w.via} may ${what === "removes" ? "remove" : "change"} ${v.resolved}${through} in the next commit, a protected path (${v.rule ?? ""})`,
        userAllowed: false,
      };
    return null;
  }
  if (w.op === "rmeta") {
    const target = stripTrailingGlob(norm);
    if (target === "/" || isWithin(ctx.home, target) || posix.dirname(target) === "/") {
      return final({
        decision: "block",
        reason: `${w.via} changes permissions of every file under ${target}`,
        rule: "recursive_chmod",
        stage: "static",
      });
    }
  }
  if (w.op === "rdelete" || w.op === "delete") {
    const target = stripTrailingGlob(norm);
    // `rm -rf /tmp/scratch/*` empties a scratch write root: the root stays, nothing outside goes.
    const emptied = target !== norm && j.scratch.has(target);
    if (
      (w.op === "rdelete" || target !== norm) &&
      !emptied &&
      (j.critical.has(target) || posix.dirname(target) === "/")
    ) {
      return final({
        decision: "block",
        reason: `${w.via} recursively deletes ${target}`,
        rule: "recursive_delete",
        stage: "static",
      });
    }
  }
  const v = j.checker ? j.checker.check(w.path) : { reason: "outside_write_roots" as const, resolved: norm };
  if (v === null) return sealedWrite(w, norm, ctx) ?? surfaceWrite(w, norm, ctx);
  const where = `${w.via} writes ${v.resolved}${through}`;
  if (v.reason === "protected" && w.may) {
    return {
      kind: "grey",
      rule: "protected_path",
      reason: `${w.via} may write ${v.resolved}${through}, a protected path (${"rule" in v ? v.rule : ""})`,
      userAllowed: false,
    };
  }
  if (v.reason === "protected") {
    return final({
      decision: "block",
      reason: `${where}, a protected path (${"rule" in v ? v.rule : ""})`,
      rule: "protected_path",
      stage: "static",
    });
  }
  if (v.reason === "unresolvable") {
    return {
      kind: "grey",
      rule: "unresolvable_path",
      reason: `${where}, which cannot be resolved`,
      userAllowed: false,
    };
  }
  if (j.leased || w.op === "delete" || w.op === "rdelete") {
    const what =
      v.reason === "symlink_escape"
        ? "through a symlink that leaves the lease"
        : "outside the lease's write roots";
    return final({
      decision: "block",
      reason: `${where}, ${j.leased ? what : "outside the working directory (no lease given)"}`,
      rule: "write_outside_lease",
      stage: "static",
    });
  }
  return {
    kind: "grey",
    rule: "write_outside_cwd",
    reason: `${where}, outside the working directory (no lease given)`,
    userAllowed: false,
  };
}

/** The sealed trees of a lease's presets (presets/grants.ts), by lease. */
const sealed = new WeakMap<Lease, SealedTree[]>();

/**
 * A write into a unit of a tool cache the lease grants (a go module directory, an unpacked crate,
 * an extracted package): the tool adds units, nobody edits them, and the gate refuses a change to
 * one that was there before the run — so the hook blocks it where the unit exists, and escalates it
 * where it does not yet (a unit written by hand is not one the tool made). Keeps the hook's verdict
 * and the gate's in agreement.
 */
function sealedWrite(w: WriteEffect, norm: string, ctx: WriteJudgeContext): EngineResult | null {
  const lease = ctx.lease;
  if (!lease || (lease.agent === null && lease.tools.length === 0)) return null;
  let trees = sealed.get(lease);
  if (!trees) {
    trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
    sealed.set(lease, trees);
  }
  const unit = sealedUnit(norm, trees);
  if (unit === null) return null;
  const removable = trees.some((t) => t.removable && unit.startsWith(`${t.tree}/`));
  if (removable && (w.op === "delete" || w.op === "rdelete")) return null;
  const r = resolverFor(ctx.probe).resolve(unit);
  const there = !r.missing || r.unknown;
  const reason = `${w.via} writes ${norm}, inside ${unit}, which the tool cache holds as it was extracted (the gate refuses a change to one that was there before the run)`;
  if (there) return final({ decision: "block", reason, rule: "sealed_unit", stage: "static" });
  return { kind: "grey", rule: "sealed_unit", reason, userAllowed: false };
}

/** Where writes land through symlinks, one resolver per view of the filesystem. */
const resolvers = new WeakMap<FsProbe, PhysicalResolver>();

/** A grey result when the write changes an execution surface so that something runs later (surfaces/). */
function resolverFor(probe: FsProbe): PhysicalResolver {
  let resolver = resolvers.get(probe);
  if (!resolver) {
    resolver = new PhysicalResolver(probe);
    resolvers.set(probe, resolver);
  }
  return resolver;
}

function surfaceWrite(w: WriteEffect, norm: string, ctx: WriteJudgeContext): EngineResult | null {
  const res = resolverFor(ctx.probe);
  const change: Change =
    w.op === "write"
      ? (w.change ?? { kind: "unknown" })
      : w.op === "delete" || w.op === "rdelete"
        ? { kind: "delete" }
        : { kind: "unknown" };
  const exists = (p: string) => {
    const r = res.resolve(p);
    return !r.missing || r.unknown;
  };
  const env = {
    read: ctx.readFile,
    exists,
    runs: ctx.judgeCommand,
    foldCase: ctx.caseMode === "insensitive",
  };
  let hit = judgeSurfaceWrite(norm, change, w.via, env);
  if (!hit) {
    const physical = posix.normalize(res.resolve(w.path).path);
    if (physical !== norm) hit = judgeSurfaceWrite(physical, change, w.via, env);
  }
  if (!hit) return null;
  return {
    kind: "grey",
    rule: hit.rule,
    reason: w.may ? hit.reason.replace(" changes ", " may change ") : hit.reason,
    userAllowed: false,
  };
}

export function selfPath(
  p: string,
  ctx: WriteJudgeContext,
): { rule: "self_modification"; what: string } | null {
  for (const s of ctx.selfPaths)
    if (isWithin(p, posix.normalize(s)))
      return { rule: "self_modification", what: "forge-gate's own configuration, lease or state" };
  return null;
}

/** `dir/*`, `dir/.*`, `dir/{*,.*}` delete everything in dir: judge dir itself. */
function stripTrailingGlob(p: string): string {
  const base = posix.basename(p);
  if (/^[*.{},?]+$/.test(base) && base.includes("*")) return posix.dirname(p);
  return p;
}
