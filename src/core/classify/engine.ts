import { posix } from "node:path";
import picomatch from "picomatch";
import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe, isWithin, lexicalAbsolute, PhysicalResolver } from "../paths.js";
import { SHELL_STARTUP_FILES } from "../shell-startup.js";
import { ViolationChecker } from "../violations.js";
import type { ShellParser } from "./ast.js";
import type { Effects, WriteEffect } from "./effects.js";
import { splitOpencodeName } from "./mcp/index.js";
import { type EffectJudges, judgeMcpCall, type Outcome, readLike } from "./mcp/judge.js";
import { promptCommands } from "./prompt.js";
import { sensitiveWrite } from "./sensitive-paths.js";
import { analyzeShell } from "./shell.js";
import { type Change, type FileReader, judgeSurfaceWrite } from "./surfaces/index.js";
import { lifecycleScripts } from "./surfaces/lifecycle.js";
import { parseToolCall, type ToolShape } from "./tools.js";
import type { ClassifyConfig, ToolCall, Verdict } from "./types.js";
import { matchUserRules, type RuleSubject } from "./user-rules.js";
import { hostOf, isSecretPath, revealsSecrets } from "./values.js";

/**
 * The decision engine: pure given its inputs (the filesystem is reached only through the FsProbe
 * the violations core already uses). Order: user deny/ask → read-only → static analysis → grey zone.
 * The grey zone is returned to the caller, which asks the backend or applies `unresolved`.
 */

export interface EngineContext {
  config: ClassifyConfig;
  /** null: no lease given; the call's cwd and the temp directories stand in as write roots (writes outside escalate). */
  lease: Lease | null;
  home: string;
  /** Temporary directories treated as writable when there is no lease. */
  tmpDirs: string[];
  probe: FsProbe;
  caseMode: CaseMode;
  /** The bash parser, or the error that stopped it from loading (every shell call then escalates). */
  parse: ShellParser | Error;
  /** forge-gate's own config, lease and state: writing them is self-modification. */
  selfPaths: string[];
  /**
   * Reads a file's current content (I/O at the edge, injected): an edit of an execution surface is
   * judged on the file it changes, an install on the lifecycle scripts it runs. Absent: every such
   * file is taken as missing (the edit is judged on its own text).
   */
  readFile?: FileReader;
}

export type EngineResult =
  | { kind: "final"; verdict: Verdict }
  /** Cannot be proven either way: the backend (or `unresolved`) decides. */
  | { kind: "grey"; rule: string; reason: string; userAllowed: boolean };

const final = (verdict: Verdict): EngineResult => ({ kind: "final", verdict });

export function decide(call: ToolCall, ctx: EngineContext): EngineResult {
  const shape = mcpShape(parseToolCall(call), call, ctx);
  const checker = buildChecker(call.cwd, ctx);
  // Static analysis first (cheap, pure); user rules are matched on what it found inside the command.
  const fx = shape.family === "bash" ? analyzeBash(shape.command, call.cwd, ctx) : null;
  const subject: RuleSubject = {
    tool: call.tool,
    family: shape.family === "escalate" ? "unknown" : shape.family,
  };
  if (shape.family === "bash") {
    subject.command = shape.command;
    subject.commands = fx?.commands ?? [];
  }
  if (shape.family === "write" || shape.family === "read") {
    subject.files = shape.paths.map((p) => {
      const abs = lexicalAbsolute(p, call.cwd);
      const rel = isWithin(abs, call.cwd) && abs !== call.cwd ? abs.slice(call.cwd.length + 1) : abs;
      return [abs, rel, p];
    });
  }
  if (shape.family === "webfetch") subject.url = shape.url;
  const hit = matchUserRules(ctx.config.permission, subject);
  if (hit?.action === "deny") {
    return final({
      decision: "block",
      reason: `denied by your rule ${hit.key}: ${JSON.stringify(hit.pattern)}`,
      rule: "user_deny",
      stage: "user_rule",
    });
  }
  if (hit?.action === "ask") {
    return final({
      decision: "escalate",
      reason: `your rule ${hit.key}: ${JSON.stringify(hit.pattern)} asks for approval`,
      rule: "user_ask",
      stage: "user_rule",
    });
  }
  const userAllowed = hit?.action === "allow";
  const result = judge(call, shape, fx, checker, ctx);
  if (
    userAllowed &&
    (result.kind === "grey" || (result.kind === "final" && result.verdict.decision === "escalate"))
  ) {
    return final({
      decision: "allow",
      reason: `allowed by your rule ${hit!.key}: ${JSON.stringify(hit!.pattern)}`,
      rule: "user_allow",
      stage: "user_rule",
    });
  }
  if (result.kind === "grey") return { ...result, userAllowed };
  return result;
}

/** opencode names an MCP tool `<server>_<tool>`: a name its table does not hold may be one. */
function mcpShape(shape: ToolShape, call: ToolCall, ctx: EngineContext): ToolShape {
  if (shape.family !== "unknown" || call.format !== "opencode") return shape;
  const split = splitOpencodeName(call.tool, ctx.lease?.mcp.map((g) => g.server) ?? []);
  return split ? { family: "mcp", server: split.server, name: split.tool } : shape;
}

function analyzeBash(command: string, cwd: string, ctx: EngineContext): Effects | null {
  if (ctx.parse instanceof Error) return null;
  return analyzeShell(command, { home: ctx.home, cwd, parse: ctx.parse });
}

interface Judge {
  checker: ViolationChecker | null;
  /** Lease given: out-of-lease writes are blocked. Without one they escalate (deletes still block). */
  leased: boolean;
  critical: Set<string>;
  /** Concrete paths a glob in a write target must not reach: protected paths, critical directories, start-up files. */
  globTargets: string[];
  /** Where a write lands through symlinks (an execution surface may be reached through a link). */
  resolver: PhysicalResolver;
}

/**
 * Judges are memoised per probe (one probe = one view of the filesystem), lease and cwd: building
 * one compiles the lease's protect globs, which would otherwise dominate an in-process call.
 */
const judges = new WeakMap<FsProbe, Map<string, Judge>>();

function buildChecker(cwd: string, ctx: EngineContext): Judge {
  let perProbe = judges.get(ctx.probe);
  if (!perProbe) {
    perProbe = new Map();
    judges.set(ctx.probe, perProbe);
  }
  const key = JSON.stringify([cwd, ctx.home, ctx.caseMode, ctx.tmpDirs, ctx.lease]);
  let j = perProbe.get(key);
  if (!j) {
    if (perProbe.size > 64) perProbe.clear();
    j = makeJudge(cwd, ctx);
    perProbe.set(key, j);
  }
  return j;
}

function makeJudge(cwd: string, ctx: EngineContext): Judge {
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
  const concrete = (p: string) => {
    const segs = posix.normalize(p).split("/");
    const at = segs.findIndex((x) => /[*?[{]/.test(x));
    return at === -1 ? segs.join("/") : segs.slice(0, at).join("/");
  };
  for (const r of roots) globTargets.add(`${posix.normalize(r)}/.git`);
  for (const pat of lease?.protect ?? []) {
    const bases = pat.startsWith("/") ? [""] : [...roots, ...(lease?.worktree ? [lease.worktree] : [])];
    for (const b of bases) {
      const c = concrete(b === "" ? pat : `${b}/${pat}`);
      if (c !== "" && c !== "/") globTargets.add(c);
    }
  }
  for (const f of HOME_START_FILES) globTargets.add(`${ctx.home}/${f}`);
  return {
    checker,
    leased: lease !== null,
    critical,
    globTargets: [...globTargets],
    resolver: new PhysicalResolver(ctx.probe),
  };
}

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

/**
 * A write target with glob characters (`rm -rf .[^.]*`, `chmod 777 ~/.b*`) hits whatever it
 * matches when bash expands it. Judge it also as each protected path, critical directory or
 * start-up file it could match (or, for a recursive op, contain), with bash's rule that a leading
 * dot must be matched explicitly.
 */
function expandGlobWrites(writes: WriteEffect[], j: Judge): WriteEffect[] {
  if (!writes.some((w) => /[*?[]/.test(w.path))) return writes;
  const out: WriteEffect[] = [];
  for (const w of writes) {
    out.push(w);
    if (!/[*?[]/.test(w.path)) continue;
    const pattern = posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    let isMatch: (p: string) => boolean;
    try {
      isMatch = picomatch(pattern, { dot: false, nobrace: true, noextglob: false });
    } catch {
      continue;
    }
    const depth = pattern.split("/").length;
    const recursive = w.op === "rdelete" || w.op === "rmeta" || w.op === "write";
    for (const t of j.globTargets) {
      const segs = t.split("/");
      // The glob names entries at its own depth; a recursive op also reaches what is below them.
      if (segs.length < depth) continue;
      const head = segs.slice(0, depth).join("/");
      if ((segs.length === depth || recursive) && isMatch(head)) out.push({ ...w, path: head });
    }
  }
  return out;
}

function judge(
  call: ToolCall,
  shape: ToolShape,
  fx: Effects | null,
  j: Judge,
  ctx: EngineContext,
): EngineResult {
  switch (shape.family) {
    case "internal": {
      const prompt = call.input.prompt;
      if (/^(task|agent)$/i.test(call.tool) && typeof prompt === "string" && !(ctx.parse instanceof Error)) {
        for (const cmd of promptCommands(prompt)) {
          const r = judgeShell(
            analyzeShell(cmd, { home: ctx.home, cwd: call.cwd, parse: ctx.parse }),
            j,
            ctx,
          );
          if (r.kind === "final" && r.verdict.decision === "block")
            return final({
              decision: "escalate",
              reason: `${call.tool} asks a sub-agent to run something forge-gate would block (${r.verdict.reason})`,
              rule: "task_prompt",
              stage: "static",
            });
        }
      }
      return final({
        decision: "allow",
        reason: `${call.tool} only affects the agent's own session`,
        rule: "agent_internal",
        stage: "read_only",
      });
    }
    case "escalate":
      return final({ decision: "escalate", reason: shape.reason, rule: shape.rule, stage: "static" });
    case "unknown":
      return {
        kind: "grey",
        rule: "unknown_tool",
        reason: `unknown tool ${JSON.stringify(call.tool)}`,
        userAllowed: false,
      };
    case "invalid":
      return { kind: "grey", rule: "invalid_input", reason: shape.reason, userAllowed: false };
    case "read":
      return judgeRead(call, shape.paths, ctx);
    case "websearch":
      return final({
        decision: "allow",
        reason: "web search only reads",
        rule: "read_only",
        stage: "read_only",
      });
    case "webfetch":
      return judgeFetch(shape.url, ctx);
    case "mcp":
      return judgeMcp(call, shape.server, shape.name, j, ctx);
    case "write": {
      if (shape.paths.length === 0)
        return {
          kind: "grey",
          rule: "invalid_input",
          reason: `${call.tool} names no file`,
          userAllowed: false,
        };
      const writes: WriteEffect[] = shape.paths.map((raw, i) => {
        const p = toolPath(raw, ctx.home);
        const del = shape.deletes?.includes(raw);
        return {
          path: p.startsWith("/") ? p : `${call.cwd}/${p}`,
          op: del ? "delete" : "write",
          via: call.tool,
          change: del ? undefined : shape.changes?.[i],
        };
      });
      const v = judgeWrites(writes, j, ctx);
      if (v) return v;
      return final({
        decision: "allow",
        reason: `${call.tool} writes inside the lease`,
        rule: "inside_lease",
        stage: "static",
      });
    }
    case "bash":
      if (ctx.parse instanceof Error) {
        return { kind: "grey", rule: "parser_unavailable", reason: ctx.parse.message, userAllowed: false };
      }
      return judgeShell(fx!, j, ctx);
  }
}

function judgeRead(
  call: ToolCall,
  paths: string[],
  ctx: EngineContext,
  recursive = /grep|search|glob|find/i.test(call.tool),
  metadata = false,
): EngineResult {
  for (const p of paths) {
    const abs = lexicalAbsolute(p.startsWith("~/") ? ctx.home + p.slice(1) : p, call.cwd);
    if (!metadata && (isSecretPath(abs, ctx.home) || revealsSecrets(abs, ctx.home, recursive))) {
      return {
        kind: "grey",
        rule: "secret_read",
        reason: `${call.tool} reads the credential file ${abs}`,
        userAllowed: false,
      };
    }
    const readRoots = ctx.lease?.read_roots ?? [];
    if (readRoots.length > 0) {
      const all = [...readRoots, ...(ctx.lease?.write_roots ?? [])];
      if (!all.some((r) => isWithin(abs, r))) {
        return final({
          decision: "block",
          reason: `${call.tool} reads ${abs}, outside the lease's read and write roots`,
          rule: "read_outside_lease",
          stage: "static",
        });
      }
    }
  }
  return final({
    decision: "allow",
    reason: `${call.tool} only reads`,
    rule: "read_only",
    stage: "read_only",
  });
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;

function hostAllowed(host: string, allow: string[]): boolean {
  if (LOOPBACK.test(host)) return true;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? host.endsWith(d) || host === d.slice(1) : host === d;
  });
}

function judgeFetch(url: string, ctx: EngineContext): EngineResult {
  const host = hostOf(url);
  const allow = ctx.lease?.network.allow ?? null;
  if (allow !== null) {
    if (host === null || !hostAllowed(host, allow)) {
      return final({
        decision: "block",
        reason: `fetches ${host ?? url}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static",
      });
    }
  }
  return final({
    decision: "allow",
    reason: "a web fetch only reads",
    rule: "read_only",
    stage: "read_only",
  });
}

function judgeMcp(call: ToolCall, server: string, name: string, j: Judge, ctx: EngineContext): EngineResult {
  // Claude Code's built-in IDE bridge: reading diagnostics is read-only; executeCode runs code (grey).
  if (server === "ide" && !ctx.lease?.mcp.some((g) => g.server === "ide")) {
    if (readLike(name))
      return final({
        decision: "allow",
        reason: `IDE tool ${name} reads`,
        rule: "read_only",
        stage: "read_only",
      });
    return { kind: "grey", rule: "mcp_unknown", reason: `IDE tool ${name} may run code`, userAllowed: false };
  }
  const judges: EffectJudges = {
    read: (path, o, via) => {
      const r = judgeRead({ ...call, tool: via }, [path], ctx, o.recursive, o.metadata);
      if (o.sends && r.kind !== "final")
        return {
          decision: "block",
          rule: "secret_send",
          reason: `${via} uploads ${path}, a credential file`,
        };
      if (o.sends && r.kind === "final" && r.verdict.decision === "allow")
        return {
          decision: "grey",
          rule: "network_send",
          reason: `${via} uploads ${path} to a page whose host is not known`,
        };
      return outcome(r);
    },
    write: (path, op, change, via) => {
      const p = toolPath(path, ctx.home);
      const abs = p.startsWith("/") ? p : `${call.cwd}/${p}`;
      return outcome(judgeWrites([{ path: abs, op, via, change }], j, ctx));
    },
    shell: (command, cwd, via) => {
      if (ctx.parse instanceof Error)
        return { decision: "grey", rule: "parser_unavailable", reason: ctx.parse.message };
      const c = cwd === undefined ? call.cwd : toolPath(cwd, ctx.home);
      const dir = c.startsWith("/") ? posix.normalize(c) : posix.join(call.cwd, c);
      return outcome(
        judgeShell(analyzeShell(command, { home: ctx.home, cwd: dir, parse: ctx.parse }), j, ctx),
        via,
      );
    },
    web: (url, sends, via) => {
      const r = judgeFetch(url, ctx);
      if (r.kind === "final" && r.verdict.decision !== "allow") return outcome(r, via);
      const host = hostOf(url);
      const allow = ctx.lease?.network.allow ?? null;
      if (sends && (allow === null || host === null || !hostAllowed(host, allow)))
        return { decision: "grey", rule: "network_send", reason: `${via} sends data to ${host ?? url}` };
      return { decision: "allow" };
    },
  };
  const o = judgeMcpCall(server, name, call.input, ctx.lease, judges);
  if (o.decision === "grey") return { kind: "grey", rule: o.rule, reason: o.reason, userAllowed: false };
  if (o.decision === "block")
    return final({ decision: "block", reason: o.reason, rule: o.rule, stage: "static" });
  const allowed = o as { rule: string; reason: string };
  return final({
    decision: "allow",
    reason: allowed.reason,
    rule: allowed.rule,
    stage: allowed.rule === "read_only" ? "read_only" : "static",
  });
}

/** An engine result as an MCP effect's outcome (an allow or escalate verdict of a sub-judgement is its decision). */
function outcome(r: EngineResult | null, via?: string): Outcome {
  if (r === null) return { decision: "allow" };
  const prefix = (s: string) => (via ? `${via}: ${s}` : s);
  if (r.kind === "grey") return { decision: "grey", rule: r.rule, reason: prefix(r.reason) };
  if (r.verdict.decision === "allow") return { decision: "allow" };
  return {
    decision: r.verdict.decision === "block" ? "block" : "grey",
    rule: r.verdict.rule,
    reason: prefix(r.verdict.reason),
  };
}

/**
 * Agents differ on whether a tool's file path expands `~` or `$HOME`; judge it as if it did, which
 * is the stricter reading (unexpanded, it would only name a file inside the working directory).
 */
function toolPath(p: string, home: string): string {
  if (p === "~" || p.startsWith("~/")) return home + p.slice(1);
  const m = /^(\$HOME|\$\{HOME\})(\/|$)/.exec(p);
  return m ? home + p.slice(m[1]!.length) : p;
}

/** A block or grey result for the first write that is not fine, or null when all are. */
function judgeWrites(writes: WriteEffect[], j: Judge, ctx: EngineContext): EngineResult | null {
  let grey: EngineResult | null = null;
  for (const w of expandGlobWrites(writes, j)) {
    const norm = posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    const sensitive = sensitiveWrite(norm, ctx.home) ?? selfPath(norm, ctx);
    if (sensitive) {
      return final({
        decision: "block",
        reason: `${w.via} writes ${norm}: ${sensitive.what}`,
        rule: sensitive.rule,
        stage: "static",
      });
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
      if (
        (w.op === "rdelete" || target !== norm) &&
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
    const v = j.checker
      ? j.checker.check(w.path)
      : { reason: "outside_write_roots" as const, resolved: norm };
    if (v === null) {
      grey ??= surfaceWrite(w, norm, j, ctx);
      continue;
    }
    const where = `${w.via} writes ${v.resolved}`;
    if (v.reason === "protected") {
      return final({
        decision: "block",
        reason: `${where}, a protected path (${"rule" in v ? v.rule : ""})`,
        rule: "protected_path",
        stage: "static",
      });
    }
    if (v.reason === "unresolvable") {
      grey ??= {
        kind: "grey",
        rule: "unresolvable_path",
        reason: `${where}, which cannot be resolved`,
        userAllowed: false,
      };
      continue;
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
    grey ??= {
      kind: "grey",
      rule: "write_outside_cwd",
      reason: `${where}, outside the working directory (no lease given)`,
      userAllowed: false,
    };
  }
  return grey;
}

/** A grey result when the write changes an execution surface so that something runs later. */
function surfaceWrite(w: WriteEffect, norm: string, j: Judge, ctx: EngineContext): EngineResult | null {
  const change: Change =
    w.op === "write"
      ? (w.change ?? { kind: "unknown" })
      : w.op === "delete" || w.op === "rdelete"
        ? { kind: "delete" }
        : { kind: "unknown" };
  const exists = (p: string) => {
    const r = j.resolver.resolve(p);
    return !r.missing || r.unknown;
  };
  let hit = judgeSurfaceWrite(norm, change, w.via, ctx.readFile, exists);
  if (!hit) {
    const physical = posix.normalize(j.resolver.resolve(w.path).path);
    if (physical !== norm) hit = judgeSurfaceWrite(physical, change, w.via, ctx.readFile, exists);
  }
  return hit ? { kind: "grey", rule: hit.rule, reason: hit.reason, userAllowed: false } : null;
}

function selfPath(p: string, ctx: EngineContext): { rule: "self_modification"; what: string } | null {
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

function judgeShell(fx: Effects, j: Judge, ctx: EngineContext, nested = false): EngineResult {
  const result = judgeShellEffects(fx, j, ctx);
  if (nested || fx.lifecycle.length === 0 || ctx.parse instanceof Error) return result;
  if (result.kind === "final" && result.verdict.decision !== "allow") return result;
  if (result.kind === "grey") return result;
  return judgeLifecycle(fx, j, ctx) ?? result;
}

/**
 * An install runs the project's lifecycle scripts unasked: judged as commands of the call, in the
 * directory the install runs in (one level: a script that installs again is not followed further).
 * Without a file reader the manifest is taken as missing.
 */
function judgeLifecycle(fx: Effects, j: Judge, ctx: EngineContext): EngineResult | null {
  if (!ctx.readFile || ctx.parse instanceof Error) return null;
  let grey: EngineResult | null = null;
  for (const { dir, via } of fx.lifecycle) {
    const found = lifecycleScripts(dir, ctx.readFile);
    if ("problem" in found) {
      grey ??= {
        kind: "grey",
        rule: "lifecycle_script",
        reason: `${via} runs lifecycle scripts, but ${found.problem}`,
        userAllowed: false,
      };
      continue;
    }
    for (const s of found.scripts) {
      const fx2 = analyzeShell(s.command, { home: ctx.home, cwd: dir, parse: ctx.parse });
      const r = judgeShell(fx2, j, ctx, true);
      const why = r.kind === "grey" ? r.reason : r.verdict.decision === "allow" ? null : r.verdict.reason;
      if (why === null) continue;
      const reason = `${via} runs package.json's ${s.name} script (${JSON.stringify(s.command.slice(0, 120))}): ${why}`;
      if (r.kind === "final" && r.verdict.decision === "block")
        return final({ decision: "block", reason, rule: "lifecycle_script", stage: "static" });
      grey ??= { kind: "grey", rule: "lifecycle_script", reason, userAllowed: false };
    }
  }
  return grey;
}

function judgeShellEffects(fx: Effects, j: Judge, ctx: EngineContext): EngineResult {
  const block = fx.findings.find((f) => f.level === "block");
  if (block) return final({ decision: "block", reason: block.reason, rule: block.rule, stage: "static" });
  const w = judgeWrites(fx.writes, j, ctx);
  if (w?.kind === "final") return w;
  const allow = ctx.lease?.network.allow ?? null;
  for (const h of fx.hosts) {
    if (allow !== null && !hostAllowed(h.host, allow)) {
      return final({
        decision: "block",
        reason: `${h.via} contacts ${h.host}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static",
      });
    }
  }
  // Project tooling pointed outside a lease is refused whatever else is unknown about the call.
  if (j.leased) {
    for (const d of fx.projectDirs) {
      const v = j.checker ? j.checker.check(d) : { reason: "outside_write_roots" };
      if (v && v.reason !== "protected")
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static",
        });
    }
  }
  const grey = fx.findings.find((f) => f.level === "grey");
  if (grey) return { kind: "grey", rule: grey.rule, reason: grey.reason, userAllowed: false };
  if (w) return w;
  for (const d of fx.projectDirs) {
    const v = j.checker ? j.checker.check(d) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      if (j.leased)
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static",
        });
      return {
        kind: "grey",
        rule: "write_outside_cwd",
        reason: `project tooling runs in ${d}, outside the working directory (no lease given)`,
        userAllowed: false,
      };
    }
  }
  for (const l of fx.linkTargets) {
    const v = j.checker ? j.checker.check(l.path) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "symlink_out",
        reason: `${l.via} creates a link to ${l.path}, outside the lease`,
        userAllowed: false,
      };
    }
  }
  for (const s of fx.scripts) {
    const v = j.checker ? j.checker.check(s.path) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "script_outside_lease",
        reason: `${s.via} runs ${s.path}, a script outside the lease`,
        userAllowed: false,
      };
    }
  }
  for (const h of fx.hosts) {
    if (h.sends && (allow === null || !hostAllowed(h.host, allow))) {
      return {
        kind: "grey",
        rule: "network_send",
        reason: `${h.via} sends data to ${h.host}`,
        userAllowed: false,
      };
    }
  }
  if (fx.readOnly && fx.writes.length === 0) {
    return final({
      decision: "allow",
      reason: "every command only reads",
      rule: "read_only",
      stage: "read_only",
    });
  }
  return final({
    decision: "allow",
    reason: "every write stays inside the lease",
    rule: "inside_lease",
    stage: "static",
  });
}
