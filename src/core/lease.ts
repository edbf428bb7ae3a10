import { posix } from "node:path";
import picomatch from "picomatch";
import * as z from "zod/mini";
import { ForgeGateError } from "./errors.js";
import { expandHome, isBlank, isFilesystemRoot, lexicalAbsolute } from "./paths.js";
import {
  AGENT_PRESETS,
  type AgentPreset,
  expandPresets,
  type KeyedFile,
  TOOL_PRESETS,
  type ToolPreset,
} from "./presets/grants.js";
import { describeIssue, parseStructured, validateStructured } from "./structured.js";

/** Leases are small; anything bigger is a mistake or an attack. */
export const LEASE_MAX_BYTES = 1024 * 1024;

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const controlFree = (what = "must not contain control characters") => z.refine<string>(noControl, what);
const nonEmpty = z.string().check(z.minLength(1));
const pathString = z.string().check(controlFree("must not contain control characters (newline, NUL, …)"));
const pathList = z.array(pathString);

/** A protect glob with unbalanced brackets would silently match nothing: refuse it. */
function isValidGlob(glob: string): boolean {
  if (isBlank(glob)) return true; // blank entries are dropped
  let square = 0;
  let curly = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "\\") i++;
    else if (ch === "[") square++;
    else if (ch === "]" && square > 0) square--;
    else if (ch === "{") curly++;
    else if (ch === "}") curly--;
    if (curly < 0) return false;
  }
  if (square !== 0 || curly !== 0) return false;
  try {
    picomatch.makeRe(glob, { dot: true });
    return true;
  } catch {
    return false;
  }
}

const protectGlob = z
  .string()
  .check(controlFree(), z.refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"));

/**
 * An argument granted explicitly: `any` value, or a value matching one of these globs. A tool's
 * arguments are `any` as a whole, or granted one by one.
 */
const argGrant = z.union([z.literal("any"), z.array(nonEmpty)]);
const toolGrant = z.union([
  nonEmpty,
  z.strictObject({
    name: nonEmpty,
    args: z.optional(z.union([z.literal("any"), z.record(nonEmpty, argGrant)])),
  }),
]);
const mcpGrant = z.strictObject({
  server: nonEmpty.check(controlFree()),
  tools: z.optional(z.array(toolGrant)),
});

const leaseV1 = z.strictObject({
  version: z.literal(1),
  id: z.string().check(z.minLength(1), z.maxLength(200), controlFree()),
  worktree: z.optional(pathString.check(z.minLength(1))),
  write_roots: pathList,
  protect: z.optional(z.array(protectGlob)),
  read_roots: z.optional(pathList),
  network: z.optional(z.strictObject({ allow: z.optional(z.array(nonEmpty)) })),
  mcp: z.optional(z.array(mcpGrant)),
  watch: z.optional(pathList),
  // Presets (src/core/presets/grants.ts): the agent's own session files and tools' caches, granted on purpose.
  agent: z.optional(z.enum(AGENT_PRESETS)),
  tools: z.optional(z.array(z.enum(TOOL_PRESETS))),
  issue: z.optional(z.int().check(z.positive())),
  pr: z.optional(z.int().check(z.positive())),
  repo: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "must look like owner/name")),
  ),
  base: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.regex(/^[^-\s][^\s]*$/, "must be a git revision: no whitespace, not starting with '-'"),
        controlFree(),
      ),
  ),
});

/** Optional in forge-loop's serialisation: absent, or `null` (an unset field), means "not given". */
const unset = <T extends z.core.SomeType>(t: T) => z.optional(z.nullable(t));

/**
 * forge-loop's CapabilityPolicy, accepted exactly as forge-loop serialises it, so existing loops adopt
 * forge-gate unchanged. Strict: a key beyond these is still refused (a misspelt grant must not vanish).
 */
const capabilityPolicy = z.strictObject({
  filesystem: z.strictObject({ read_roots: unset(pathList), write_roots: pathList }),
  network: unset(
    z.strictObject({ allow_domains: unset(z.array(nonEmpty)), deny_by_default: unset(z.boolean()) }),
  ),
  mcp: unset(
    z.array(z.strictObject({ server: nonEmpty.check(controlFree()), tools: unset(z.array(nonEmpty)) })),
  ),
  secret_names: unset(z.array(nonEmpty.check(controlFree()))),
  preserve_on_failure: unset(z.boolean()),
});

const POLICY_KEYS =
  "filesystem.read_roots, filesystem.write_roots, network.allow_domains, network.deny_by_default, mcp[].server, mcp[].tools, secret_names, preserve_on_failure";

/** Arguments of one tool the lease grants explicitly: all of them (`any`), or by name → `any` or value globs. */
export type McpArgGrant = "any" | Record<string, "any" | string[]>;

export interface McpGrant {
  server: string;
  /** null = every tool of the server. Each tool's arguments are still judged (its spec, or `args`). */
  tools: string[] | null;
  /** Tool name → arguments granted explicitly (accounted for without a spec; globs narrow them). Absent: none. */
  args?: Record<string, McpArgGrant>;
}

/** The normalised lease: absolute lexical roots, blanks dropped, `~` expanded. */
export interface Lease {
  version: 1;
  id: string;
  source: "lease" | "capability_policy";
  worktree: string | null;
  write_roots: string[];
  protect: string[];
  read_roots: string[];
  /** null = no allowlist set (network not restricted by the lease). */
  network: { allow: string[] | null };
  mcp: McpGrant[];
  watch: string[];
  /** Agent preset (null: none); its grants are already merged into write_roots/protect. */
  agent: AgentPreset | null;
  /** Tool presets; their grants are already merged into write_roots/protect. */
  tools: ToolPreset[];
  /** Files judged by their keys (from the agent preset): only their session keys may change. */
  keyed: KeyedFile[];
  issue: number | null;
  pr: number | null;
  repo: string | null;
  base: string | null;
  /**
   * What a forge-loop CapabilityPolicy carried beyond the grants above, kept so `lease check` shows it
   * and nothing is dropped silently; forge-gate does not act on it. Absent on v1 leases.
   */
  policy?: { secret_names: string[]; preserve_on_failure: boolean | null };
}

export interface LeaseContext {
  /** How to name the lease in messages (its file path, or "lease"). */
  source: string;
  /** Directory relative roots resolve against when the lease has no worktree (the lease file's directory). */
  baseDir: string;
  home: string;
}

/** Parses and validates lease text (YAML or JSON). Throws ForgeGateError naming the field and the fix. */
export function parseLease(text: string, ctx: LeaseContext): Lease {
  if (Buffer.byteLength(text, "utf8") > LEASE_MAX_BYTES) {
    throw new ForgeGateError(
      "lease_too_large",
      `${ctx.source}: lease is larger than ${LEASE_MAX_BYTES} bytes`,
      "A lease lists roots and grants; keep it small",
    );
  }
  const data = parseStructured(text, ctx.source, {
    what: "lease",
    emptyHint: "Start from `forge-gate lease init`",
  });
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "lease_invalid",
      `${ctx.source}: a lease must be a mapping/object, got ${describeType(data)}`,
      "Start from `forge-gate lease init`",
    );
  }
  const isPolicy = "filesystem" in data && !("version" in data);
  if (isPolicy)
    return fromPolicy(validateStructured(capabilityPolicy, data, ctx.source, "lease", policyHint), ctx);
  return fromV1(validateStructured(leaseV1, data, ctx.source, "lease", hintFor), ctx);
}

function hintFor(issue: z.core.$ZodIssue): string {
  const top = issue.path[0];
  if (top === "mcp")
    return "Each grant is {server, tools}; a tool is a name, or {name, args} with args `any` or a map of argument to `any` or a list of globs (docs/lease.md#mcp-grants)";
  if (issue.code === "unrecognized_keys") {
    return "Remove it or fix its spelling; known keys are version, id, worktree, write_roots, protect, read_roots, network, mcp, watch, agent, tools, issue, pr, repo, base";
  }
  if (top === "version") return "Set `version: 1`";
  if (top === "write_roots")
    return 'List the directories the agent may write, e.g. `write_roots: ["."]`; `[]` closes every write';
  if (top === "id") return "Give the lease a short identifier, e.g. `id: task-47-worker`";
  return "See the lease format in the README";
}

function policyHint(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    return `Remove it or fix its spelling; a CapabilityPolicy knows ${POLICY_KEYS}`;
  }
  if (issue.path[0] === "filesystem" && issue.path[1] === "write_roots")
    return 'List the directories the agent may write, e.g. `"write_roots": ["/srv/wt"]`; `[]` closes every write';
  return "See the CapabilityPolicy section of docs/lease.md";
}

function describeType(v: unknown): string {
  if (v === null || v === undefined) return "nothing";
  if (Array.isArray(v)) return "a list";
  return `a ${typeof v}`;
}

type LeaseV1 = z.infer<typeof leaseV1>;
type Policy = z.infer<typeof capabilityPolicy>;

function fromV1(v: LeaseV1, ctx: LeaseContext): Lease {
  const worktree = v.worktree ? lexicalAbsolute(expandHome(v.worktree, ctx.home), ctx.baseDir) : null;
  const base = worktree ?? ctx.baseDir;
  const presets = expandPresets(v.agent ?? null, v.tools ?? [], ctx.home);
  const writeRoots = normaliseRoots(v.write_roots, "write_roots", base, ctx, true);
  for (const w of presets.write) if (!writeRoots.includes(w)) writeRoots.push(w);
  const protect = (v.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home));
  return {
    version: 1,
    id: v.id,
    source: "lease",
    worktree,
    write_roots: writeRoots,
    protect: [...protect, ...presets.protect.filter((p) => !protect.includes(p))],
    read_roots: normaliseRoots(v.read_roots ?? [], "read_roots", base, ctx, false),
    network: { allow: v.network?.allow ? v.network.allow.map((d) => d.toLowerCase()) : null },
    mcp: (v.mcp ?? []).map(normaliseGrant),
    watch: normaliseRoots(v.watch ?? [], "watch", base, ctx, false),
    agent: v.agent ?? null,
    tools: [...new Set(v.tools ?? [])],
    keyed: presets.keyed,
    issue: v.issue ?? null,
    pr: v.pr ?? null,
    repo: v.repo ?? null,
    base: v.base ?? null,
  };
}

function normaliseGrant(m: LeaseV1["mcp"] extends (infer G)[] | undefined ? G : never): McpGrant {
  const args: Record<string, McpArgGrant> = {};
  const tools = m.tools?.map((t) => {
    if (typeof t === "string") return t;
    if (t.args !== undefined) args[t.name] = t.args;
    return t.name;
  });
  return Object.keys(args).length > 0
    ? { server: m.server, tools: tools ?? null, args }
    : { server: m.server, tools: tools ?? null };
}

/**
 * The policy's network grant as an allowlist (null = not restricted). `deny_by_default: true` denies every
 * domain not listed (none listed: no network); `false` leaves the network open, whatever is listed;
 * not given: the listed domains, when there are any, are the allowlist (the lease's own `network.allow`).
 */
function policyNetwork(n: Policy["network"]): string[] | null {
  const listed = (n?.allow_domains ?? []).map((d) => d.toLowerCase());
  if (n?.deny_by_default === true) return listed;
  if (n?.deny_by_default === false) return null;
  return n?.allow_domains ? listed : null;
}

function fromPolicy(p: Policy, ctx: LeaseContext): Lease {
  return {
    version: 1,
    id: posix.basename(ctx.source) || "capability-policy",
    source: "capability_policy",
    worktree: null,
    write_roots: normaliseRoots(p.filesystem.write_roots, "filesystem.write_roots", ctx.baseDir, ctx, true),
    protect: [],
    read_roots: normaliseRoots(
      p.filesystem.read_roots ?? [],
      "filesystem.read_roots",
      ctx.baseDir,
      ctx,
      false,
    ),
    network: { allow: policyNetwork(p.network) },
    mcp: (p.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: [],
    agent: null,
    tools: [],
    keyed: [],
    issue: null,
    pr: null,
    repo: null,
    base: null,
    policy: { secret_names: p.secret_names ?? [], preserve_on_failure: p.preserve_on_failure ?? null },
  };
}

/**
 * Grants given on the command line (`--root DIR`, `--protect GLOB`), checked by the rules of the
 * lease keys they stand for (`write_roots`, `protect`) and normalised the same way, so a flag is
 * never looser than the file: the one validator for both.
 */
export function grantsFromFlags(
  flags: { root?: string[]; protect?: string[] },
  ctx: Omit<LeaseContext, "source">,
): { write_roots: string[]; protect: string[] } {
  const check = (schema: z.ZodMiniType<string>, flag: string, value: string, hint: string) => {
    const r = schema.safeParse(value, { reportInput: true });
    if (!r.success)
      throw new ForgeGateError(
        "usage",
        `${flag} ${JSON.stringify(value)} ${describeIssue(r.error.issues[0]!)}`,
        hint,
      );
  };
  for (const r of flags.root ?? [])
    check(pathString, "--root", r, "Pass the directory the agent may write, e.g. --root .");
  for (const g of flags.protect ?? [])
    check(
      protectGlob,
      "--protect",
      g,
      "Fix the glob (a `[` or `{` needs its closing bracket), e.g. --protect '.github/**'",
    );
  return {
    write_roots: normaliseRoots(
      flags.root ?? [],
      "--root",
      ctx.baseDir,
      { ...ctx, source: "command line" },
      true,
    ),
    protect: (flags.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home)),
  };
}

function normaliseRoots(
  roots: string[],
  field: string,
  base: string,
  ctx: LeaseContext,
  isWrite: boolean,
): string[] {
  const out: string[] = [];
  roots.forEach((raw, i) => {
    if (isBlank(raw)) return;
    const abs = lexicalAbsolute(expandHome(raw, ctx.home), base);
    if (isWrite && (isFilesystemRoot(raw) || isFilesystemRoot(abs))) {
      // A flag (`--root`) is named as itself; a lease key by its file and index.
      const where = field.startsWith("--") ? field : `${ctx.source}: ${field}[${i}]:`;
      throw new ForgeGateError(
        field.startsWith("--") ? "usage" : "lease_invalid",
        `${where} ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)",
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}
