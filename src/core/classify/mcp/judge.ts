import picomatch from "picomatch";
import type { Lease } from "../../lease.js";
import type { WriteOp } from "../effects.js";
import { type Change, judgeSurfaceWrite } from "../surfaces/index.js";
import { SHARED_BRANCH } from "./github.js";
import { type McpEffect, planMcpCall } from "./index.js";

/** One judgement: allowed, or a rule hit (block) or grey with its reason. */
export type Outcome = { decision: "allow" } | { decision: "block" | "grey"; rule: string; reason: string };

/**
 * The engine's own judges, injected so the MCP judge applies exactly the rules the client's tools
 * get (and neither module imports the other in a cycle).
 */
export interface EffectJudges {
  /** A local path read (`sends`: uploaded somewhere). */
  read(path: string, opts: { recursive: boolean; metadata: boolean; sends: boolean }, via: string): Outcome;
  write(path: string, op: WriteOp, change: Change | undefined, via: string): Outcome;
  shell(command: string, cwd: string | undefined, via: string): Outcome;
  /** An http(s) URL opened (`sends`: a request that carries data). */
  web(url: string, sends: boolean, via: string): Outcome;
}

const ALLOW: Outcome = { decision: "allow" };
const grey = (rule: string, reason: string): Outcome => ({ decision: "grey", rule, reason });

const READ_LIKE =
  /^(get|list|search|read|fetch|view|query|describe|show|find|lookup|retrieve|count|check|inspect)([_-]|$)/i;

/** `get_issue`, `getDiagnostics`, `list-files`: names that say the tool only reads. */
export function readLike(name: string): boolean {
  return READ_LIKE.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}

/** Claude Code and opencode replace what is not a letter, digit, `_` or `-` in a server's name with `_`. */
const sanitise = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, "_");

/**
 * Judges one MCP call: the lease must grant the tool (when there is a lease); then every argument
 * must be accounted for and every effect of the call pass the rules a client tool would face.
 * `allow` carries the reason and rule of the allow.
 */
export function judgeMcpCall(
  server: string,
  tool: string,
  input: Record<string, unknown>,
  lease: Lease | null,
  judges: EffectJudges,
): Outcome | { decision: "allow"; rule: string; reason: string } {
  const via = `MCP tool ${server}/${tool}`;
  const grant = lease?.mcp.find((g) => g.server === server || sanitise(g.server) === server);
  if (lease) {
    if (lease.mcp.length === 0 && readLike(tool))
      return grey("mcp_ungranted", `${via} reads, but the lease grants no MCP servers`);
    if (!grant || (grant.tools !== null && !grant.tools.includes(tool)))
      return { decision: "block", rule: "mcp_grant", reason: `${via} is not granted by the lease` };
  }
  const plan = planMcpCall(server, tool, input, grant?.args?.[tool]);
  if (plan.refused.length > 0)
    return {
      decision: "block",
      rule: "mcp_grant",
      reason: `${via}: the lease does not grant this value of ${plan.refused.map((k) => `\`${k}\``).join(", ")}`,
    };
  let first: Outcome | null = null;
  for (const e of plan.effects) {
    const o = judgeEffect(e, via, lease, judges);
    if (o.decision === "block") return o;
    if (o.decision === "grey") first ??= o;
  }
  if (plan.unaccounted.length > 0)
    first ??= grey(
      "mcp_argument",
      `${via} is given ${plan.unaccounted.map((k) => `\`${k}\``).join(", ")}, which ${
        plan.family ? `the ${plan.family} server's spec does not list` : "no spec accounts for"
      } and the lease does not grant`,
    );
  if (first) return first;
  if (plan.family === null && !lease) {
    // No spec and no lease: only a tool that says it reads and takes no argument passes.
    if (readLike(tool)) return { decision: "allow", rule: "read_only", reason: `${via} reads` };
    return grey("mcp_unknown", `${via} may change state and no lease grants it`);
  }
  const changes = plan.effects.some((e) => e.kind === "state" || e.kind === "remote");
  if (!lease && changes)
    return grey("mcp_unknown", `${via} changes ${describeChange(plan.effects)} and no lease grants it`);
  return {
    decision: "allow",
    rule: lease ? "mcp_grant" : "read_only",
    reason: lease
      ? `${via} is granted by the lease and every argument was judged${plan.family ? ` (${plan.family})` : ""}`
      : `${via} only reads`,
  };
}

function describeChange(effects: McpEffect[]): string {
  const e = effects.find((x) => x.kind === "state" || x.kind === "remote");
  return e && (e.kind === "state" || e.kind === "remote") ? e.what : "state";
}

function judgeEffect(e: McpEffect, via: string, lease: Lease | null, judges: EffectJudges): Outcome {
  switch (e.kind) {
    case "grey":
      return grey(e.rule, `${via} ${e.reason}`);
    case "block":
      return { decision: "block", rule: e.rule, reason: `${via} ${e.reason}` };
    case "read":
      return judges.read(
        e.path,
        { recursive: e.recursive ?? false, metadata: e.metadata ?? false, sends: e.sends ?? false },
        via,
      );
    case "write":
      return judges.write(e.path, e.op ?? "write", e.change, via);
    case "shell":
      return judges.shell(e.command, e.cwd, via);
    case "url":
      return judgeUrl(e.url, e.sends ?? false, via, judges);
    case "state":
      return outsideRepo(e.repo ?? null, lease, via, e.what) ?? ALLOW;
    case "remote":
      return judgeRemote(e, lease, via);
  }
}

/** A URL by its scheme: the web against `network.allow`, `file:` as a read of that file, anything else grey. */
export function judgeUrl(url: string, sends: boolean, via: string, judges: EffectJudges): Outcome {
  // `localhost:3000` is a host and a port, not a scheme.
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?!\d+(\/|$))/.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A bare host (`localhost:3000/x`, `example.com`): browsers and fetchers put https:// in front.
    if (/^[\w.-]+(:\d+)?(\/|$)/.test(url)) return judges.web(`https://${url}`, sends, via);
    return grey("invalid_input", `${via} opens ${JSON.stringify(url.slice(0, 80))}, which is not a URL`);
  }
  if (scheme === "http" || scheme === "https" || scheme === "ws" || scheme === "wss")
    return judges.web(url, sends, via);
  if (scheme === "view-source") return judgeUrl(url.slice("view-source:".length), sends, via, judges);
  if (scheme === "file") {
    const m = /^file:\/\/([^/]*)(\/[^?#]*)?/i.exec(url);
    if (!m || !(m[1] === "" || m[1]!.toLowerCase() === "localhost"))
      return grey("invalid_input", `${via} opens a file URL on another host`);
    let path: string;
    try {
      path = decodeURIComponent(m[2] ?? "/");
    } catch {
      return grey("invalid_input", `${via} opens a file URL that does not decode`);
    }
    return judges.read(path, { recursive: false, metadata: false, sends }, via);
  }
  if (/^about:(blank|srcdoc)$/i.test(url)) return ALLOW;
  return grey("url_scheme", `${via} opens a ${scheme}: URL, which forge-gate does not judge`);
}

function outsideRepo(repo: string | null, lease: Lease | null, via: string, what: string): Outcome | null {
  if (!lease?.repo || repo === null || repo.toLowerCase() === lease.repo.toLowerCase()) return null;
  return {
    decision: "block",
    rule: "outside_repository",
    reason: `${via} changes ${what} in ${repo}, outside the lease's repository ${lease.repo}`,
  };
}

/**
 * A file or ref written to a forge repository: within the lease's repository, never onto a shared
 * branch unasked, never a protected path, and an execution surface judged by its content (the
 * forge's CI, and every clone, runs what lands there).
 */
function judgeRemote(e: Extract<McpEffect, { kind: "remote" }>, lease: Lease | null, via: string): Outcome {
  const outside = outsideRepo(e.repo, lease, via, e.what);
  if (outside) return outside;
  if (e.path !== undefined) {
    const path = e.path.replace(/^\/+/, "");
    if (path.split("/").some((s) => s === ".." || s === ".git"))
      return {
        decision: "block",
        rule: "protected_path",
        reason: `${via} writes ${path} in the repository's git metadata or above it`,
      };
    const rule = protectedBy(path, lease?.protect ?? []);
    if (rule)
      return {
        decision: "block",
        rule: "protected_path",
        reason: `${via} writes ${path}, a protected path (${rule})`,
      };
    const surface = judgeSurfaceWrite(`/${path}`, e.change ?? { kind: "unknown" }, via);
    if (surface)
      return grey(
        surface.rule,
        surface.reason.replace(` /${path},`, ` ${path} (in ${e.repo ?? "the repository"}),`),
      );
  }
  if (e.path !== undefined && (e.branch == null || SHARED_BRANCH.test(e.branch)))
    return grey(
      "push_shared_branch",
      `${via} writes ${e.what} straight onto ${e.branch ?? "the default branch"}, bypassing review`,
    );
  return ALLOW;
}

/** The lease's relative protect glob that covers `path` or a directory above it. */
function protectedBy(path: string, protect: string[]): string | null {
  const segs = path.split("/");
  for (const glob of protect) {
    if (glob.startsWith("/") || glob.startsWith("~")) continue;
    const m = picomatch(glob.replace(/^\.\//, ""), { dot: true });
    for (let i = segs.length; i > 0; i--) if (m(segs.slice(0, i).join("/"))) return glob;
  }
  return null;
}
