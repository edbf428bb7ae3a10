import { posix } from "node:path";
import type { Lease } from "../lease.js";
import { type CaseMode, type FsProbe, isWithin, lexicalAbsolute, pathBelow } from "../paths.js";
import type { Violation } from "../violations/index.js";
import type { ShellContext } from "./analysis.js";
import type { ShellParser } from "./ast.js";
import type { Effects, WriteEffect } from "./effects.js";
import { isMetadataHost, LOOPBACK } from "./hosts.js";
import { splitOpencodeName } from "./mcp/index.js";
import { type EffectJudges, judgeMcpCall, type Outcome, readLike } from "./mcp/judge.js";
import { promptCommands } from "./prompt.js";
import { judgePushes } from "./push-targets.js";
import { reachedWrites } from "./reach.js";
import { repoTopFinder } from "./repo-top.js";
import { analyzeShell } from "./shell.js";
import type { CommandJudge, FileReader } from "./surfaces/index.js";
import { lifecycleScripts } from "./surfaces/lifecycle.js";
import { parseToolCall, type ToolShape } from "./tools.js";
import type { ClassifyConfig, ToolCall } from "./types.js";
import { matchUserRules, type RuleSubject } from "./user-rules.js";
import { hostOf, isSecretPath, revealsSecrets } from "./values.js";
import { type EngineResult, final, type Judge, judgeWrites, makeJudge } from "./writes-judge.js";

/**
 * The decision engine: pure given its inputs (the filesystem is reached only through the FsProbe
 * the violations core already uses). Order: user deny/ask → read-only → static analysis → grey zone.
 * The grey zone is returned to the caller, which asks the backend or applies `unresolved`.
 */

export type { EngineResult };

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
  /** Set by the engine itself (withCommandJudge). */
  judgeCommand?: CommandJudge;
}

export function decide(givenCall: ToolCall, given: EngineContext): EngineResult {
  const ctx = withCommandJudge(given);
  const parsed = parseToolCall(givenCall);
  // A shell tool that names its own directory (Codex's `workdir`) runs the command there.
  const call =
    parsed.family === "bash" && parsed.cwd !== undefined
      ? { ...givenCall, cwd: toolDir(parsed.cwd, givenCall.cwd, ctx.home) }
      : givenCall;
  const shape = mcpShape(parsed, call, ctx);
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
      const rel = pathBelow(abs, call.cwd) || abs;
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

/** A directory a tool call names (`~` expanded), absolute and normalised, relative ones from `cwd`. */
function toolDir(dir: string, cwd: string, home: string): string {
  const c = toolPath(dir, home);
  return c.startsWith("/") ? posix.normalize(c) : posix.join(cwd, c);
}

/**
 * The context with a judge for commands a build script adds (a Makefile recipe, a //go:generate
 * line): each is judged as a Bash call in the script's directory would be (surfaces/code.ts).
 * Nested judgements stop at a few levels (a recipe that writes a recipe that writes one…).
 */
function withCommandJudge(ctx: EngineContext): EngineContext {
  if (ctx.parse instanceof Error || ctx.judgeCommand) return ctx;
  const parse = ctx.parse;
  let depth = 0;
  const out: EngineContext = { ...ctx };
  out.judgeCommand = (command, dir) => {
    if (depth >= 3) return "nests build scripts too deeply to judge";
    depth++;
    try {
      const r = judgeShell(
        analyzeShell(command, shellContext(dir, parse, ctx)),
        buildChecker(dir, out),
        out,
        true,
      );
      // A build script runs project tools by design (an unknown generator is not a reason): what
      // is refused, and what reaches credentials, the network or another surface, is.
      if (r.kind === "grey")
        return REACHES_OUT.has(r.rule) ? `would reach outside the project (${r.reason})` : null;
      return r.verdict.decision === "block" ? `forge-gate would refuse it (${r.verdict.reason})` : null;
    } finally {
      depth--;
    }
  };
  return out;
}

/** Grey rules of a build script's command that reach past the project (the rest are project tooling). */
const REACHES_OUT = new Set([
  "secret_read",
  "network_send",
  "network_host",
  "dynamic_host",
  "execution_surface",
  "write_outside_cwd",
  "symlink_out",
  "script_outside_lease",
  "lifecycle_script",
  "persistence",
  "self_modification",
]);

/** opencode names an MCP tool `<server>_<tool>`: a name its table does not hold may be one. */
function mcpShape(shape: ToolShape, call: ToolCall, ctx: EngineContext): ToolShape {
  if (shape.family !== "unknown" || call.format !== "opencode") return shape;
  const split = splitOpencodeName(call.tool, ctx.lease?.mcp.map((g) => g.server) ?? []);
  return split ? { family: "mcp", server: split.server, name: split.tool } : shape;
}

function analyzeBash(command: string, cwd: string, ctx: EngineContext): Effects | null {
  if (ctx.parse instanceof Error) return null;
  return analyzeShell(command, shellContext(cwd, ctx.parse, ctx));
}

/** What the lease says of path `p`: the checker's violation, or outside the roots when there are none. */
function leaseVerdict(j: Judge, p: string): Violation | null {
  return j.checker ? j.checker.check(p) : { path: p, resolved: p, reason: "outside_write_roots" };
}

/** What the shell analysis is given: the call's place, the parser, and git's repository top finder. */
function shellContext(cwd: string, parse: ShellParser, ctx: EngineContext): ShellContext {
  return { home: ctx.home, cwd, parse, repoTop: repoTopFinder(ctx.probe, ctx.lease?.worktree ?? null) };
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
          const r = judgeShell(analyzeShell(cmd, shellContext(call.cwd, ctx.parse, ctx)), j, ctx);
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
  // Grep's and Glob's file filter narrows what is read to what it names (`glob: ".env*"`).
  const filter =
    typeof call.input.glob === "string" && !call.input.glob.includes("/") ? call.input.glob : null;
  for (const p of paths) {
    const dir = lexicalAbsolute(p.startsWith("~/") ? ctx.home + p.slice(1) : p, call.cwd);
    const abs = filter ? `${dir.replace(/\/+$/, "")}/**/${filter}` : dir;
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

function hostAllowed(host: string, allow: string[]): boolean {
  if (LOOPBACK.test(host)) return true;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? host.endsWith(d) || host === d.slice(1) : host === d;
  });
}

function judgeFetch(url: string, ctx: EngineContext): EngineResult {
  if (isMetadataHost(url))
    return final({
      decision: "block",
      reason: `fetches ${url}, a cloud metadata service, which hands out instance credentials`,
      rule: "cloud_metadata",
      stage: "static",
    });
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
      const dir = cwd === undefined ? call.cwd : toolDir(cwd, call.cwd, ctx.home);
      return outcome(judgeShell(analyzeShell(command, shellContext(dir, ctx.parse, ctx)), j, ctx), via);
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
      const fx2 = analyzeShell(s.command, shellContext(dir, ctx.parse, ctx));
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
  const push = judgePushes(fx.pushes, ctx.lease?.repo ?? null);
  if (push?.decision === "block")
    return final({ decision: "block", reason: push.reason, rule: push.rule, stage: "static" });
  // Project tooling pointed outside a lease is refused whatever else is unknown about the call.
  if (j.leased) {
    for (const d of fx.projectDirs) {
      const v = leaseVerdict(j, d);
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
  if (push) return { kind: "grey", rule: push.rule, reason: push.reason, userAllowed: false };
  if (w) return w;
  for (const d of fx.projectDirs) {
    const v = leaseVerdict(j, d);
    // Tooling run in a protected directory (`npm --prefix infra/prod install`, `make -C .github`)
    // writes there (node_modules, lock files, build outputs): whether that is fine is a human's call.
    if (v?.reason === "protected")
      return {
        kind: "grey",
        rule: "protected_path",
        reason: `project tooling would run and write in ${posix.normalize(d)}, a protected path (${v.rule ?? ""})`,
        userAllowed: false,
      };
    if (v) {
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
    const v = leaseVerdict(j, l.path);
    // A symbolic link into a protected path is followed wherever it is later written (the physical
    // resolver sees through it); a hard link is not: it is the protected file itself.
    if (v && (v.reason !== "protected" || l.hard)) {
      return {
        kind: "grey",
        rule: "symlink_out",
        reason: `${l.via} creates a link to ${l.path}, ${v.reason === "protected" ? "a protected path" : "outside the lease"}`,
        userAllowed: false,
      };
    }
  }
  for (const s of fx.pathArgs) {
    const v = leaseVerdict(j, s.path);
    // Inside the lease, a directory that holds a protected path (`--dest .github`) reaches it.
    // The project's own root (`.`) is the ground every project program works on, judged as such.
    const below =
      v || s.root || s.reads
        ? undefined
        : reachedWrites([{ path: s.path, op: "rwrite", via: s.via, may: true }], j).find(
            (w) => w.through !== undefined && j.guarded(w.path),
          );
    if (below)
      return {
        kind: "grey",
        rule: "script_path_outside",
        reason: `${s.via} is handed ${s.path}, which holds ${below.path}, a protected path, where it may write`,
        userAllowed: false,
      };
    if (v) {
      return {
        kind: "grey",
        rule: "script_path_outside",
        reason: s.reads
          ? `${s.via} takes code from ${s.path}, outside the lease`
          : `${s.via} is handed ${s.path}, ${v.reason === "protected" ? "a protected path" : "outside the lease"}, where it may write`,
        userAllowed: false,
      };
    }
  }
  for (const s of fx.scripts) {
    const v = leaseVerdict(j, s.path);
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
