import { posix } from "node:path";
import picomatch from "picomatch";
import { parseDocument as parseYamlDocument } from "yaml";
import { z } from "zod";
import { ForgeGateError } from "./errors.js";
import { expandHome, isBlank, isFilesystemRoot, lexicalAbsolute } from "./paths.js";

/** Leases are small; anything bigger is a mistake or an attack. */
export const LEASE_MAX_BYTES = 1024 * 1024;

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const pathString = z.string().refine(noControl, "must not contain control characters (newline, NUL, …)");
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

const mcpGrant = z.strictObject({
  server: z.string().min(1).refine(noControl, "must not contain control characters"),
  tools: z.array(z.string().min(1)).optional(),
});

const leaseV1 = z.strictObject({
  version: z.literal(1),
  id: z.string().min(1).max(200).refine(noControl, "must not contain control characters"),
  worktree: pathString.min(1).optional(),
  write_roots: pathList,
  protect: z
    .array(
      z
        .string()
        .refine(noControl, "must not contain control characters")
        .refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"),
    )
    .optional(),
  read_roots: pathList.optional(),
  network: z.strictObject({ allow: z.array(z.string().min(1)).optional() }).optional(),
  mcp: z.array(mcpGrant).optional(),
  watch: pathList.optional(),
  issue: z.number().int().positive().optional(),
  pr: z.number().int().positive().optional(),
  repo: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "must look like owner/name")
    .optional(),
  base: z
    .string()
    .min(1)
    .regex(/^[^-\s][^\s]*$/, "must be a git revision: no whitespace, not starting with '-'")
    .refine(noControl, "must not contain control characters")
    .optional(),
});

/** forge-loop's CapabilityPolicy, accepted unchanged so existing loops adopt forge-gate as they are. */
const capabilityPolicy = z.strictObject({
  filesystem: z.strictObject({ read_roots: pathList.optional(), write_roots: pathList }),
  network: z.strictObject({ allow_domains: z.array(z.string().min(1)).optional() }).optional(),
  mcp: z.array(mcpGrant).optional(),
});

export interface McpGrant {
  server: string;
  /** null = every tool of the server. */
  tools: string[] | null;
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
  issue: number | null;
  pr: number | null;
  repo: string | null;
  base: string | null;
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
  const data = parseDocument(text, ctx.source);
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "lease_invalid",
      `${ctx.source}: a lease must be a mapping/object, got ${describeType(data)}`,
      "Start from `forge-gate lease init`",
    );
  }
  const isPolicy = "filesystem" in data && !("version" in data);
  if (isPolicy) return fromPolicy(validate(capabilityPolicy, data, ctx.source), ctx);
  return fromV1(validate(leaseV1, data, ctx.source), ctx);
}

function parseDocument(text: string, source: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed === "") {
    throw new ForgeGateError(
      "lease_invalid",
      `${source}: lease is empty`,
      "Start from `forge-gate lease init`",
    );
  }
  const json = trimmed.startsWith("{") || trimmed.startsWith("[");
  if (json) {
    try {
      JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        "lease_malformed",
        `${source}: malformed JSON: ${(err as Error).message}`,
        "Fix the JSON syntax (or write the lease as YAML)",
      );
    }
  }
  // JSON goes through the YAML parser too (JSON is YAML 1.2): JSON.parse silently keeps the last of
  // two duplicate keys, and a lease must not be able to say two things at once.
  const doc = parseYamlDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const first = String(problem.message).split("\n")[0];
    throw new ForgeGateError(
      "lease_malformed",
      `${source}: malformed ${json ? "JSON" : "YAML"}: ${first}`,
      json
        ? "Fix the JSON: every key once"
        : "Fix the YAML syntax (plain mappings and lists; no custom tags)",
    );
  }
  return doc.toJS({ maxAliasCount: 50 });
}

function validate<T>(schema: z.ZodType<T>, data: unknown, source: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = formatFieldPath(issue.path);
  throw new ForgeGateError("lease_invalid", `${source}: ${field}: ${describeIssue(issue)}`, hintFor(issue));
}

function formatFieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(top level)";
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "invalid_type":
      return issue.message.includes("received undefined")
        ? `is required (expected ${issue.expected})`
        : `expected ${issue.expected}, ${issue.message.replace(/^Invalid input: /, "")}`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    default:
      return issue.message;
  }
}

function hintFor(issue: z.core.$ZodIssue): string {
  const top = issue.path[0];
  if (issue.code === "unrecognized_keys") {
    return "Remove it or fix its spelling; known keys are version, id, worktree, write_roots, protect, read_roots, network, mcp, watch, issue, pr, repo, base";
  }
  if (top === "version") return "Set `version: 1`";
  if (top === "write_roots")
    return 'List the directories the agent may write, e.g. `write_roots: ["."]`; `[]` closes every write';
  if (top === "id") return "Give the lease a short identifier, e.g. `id: task-47-worker`";
  return "See the lease format in the README";
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
  return {
    version: 1,
    id: v.id,
    source: "lease",
    worktree,
    write_roots: normaliseRoots(v.write_roots, "write_roots", base, ctx, true),
    protect: (v.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home)),
    read_roots: normaliseRoots(v.read_roots ?? [], "read_roots", base, ctx, false),
    network: { allow: v.network?.allow ? v.network.allow.map((d) => d.toLowerCase()) : null },
    mcp: (v.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: normaliseRoots(v.watch ?? [], "watch", base, ctx, false),
    issue: v.issue ?? null,
    pr: v.pr ?? null,
    repo: v.repo ?? null,
    base: v.base ?? null,
  };
}

function fromPolicy(p: Policy, ctx: LeaseContext): Lease {
  const allow = p.network?.allow_domains;
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
    network: { allow: allow ? allow.map((d) => d.toLowerCase()) : null },
    mcp: (p.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: [],
    issue: null,
    pr: null,
    repo: null,
    base: null,
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
      throw new ForgeGateError(
        "lease_invalid",
        `${ctx.source}: ${field}[${i}]: ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)",
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}
