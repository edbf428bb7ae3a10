import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  _enum,
  _maxLength,
  _minLength,
  _positive,
  _regex,
  array,
  boolean,
  describeIssue,
  int,
  literal,
  nullable,
  optional,
  parseStructured,
  record,
  refine,
  strictObject,
  string,
  union,
  validateStructured
} from "./chunk-HIXSFSN2.js";
import {
  decodeUtf8,
  readCapped
} from "./chunk-3DAW4GI7.js";
import {
  AGENT_PRESETS,
  TOOL_PRESETS,
  expandPresets,
  require_picomatch
} from "./chunk-7GWUJCIT.js";
import {
  expandHome,
  isBlank,
  isFilesystemRoot,
  lexicalAbsolute
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import {
  __toESM
} from "./chunk-IMH2DE2T.js";

// src/io/lease-file.ts
import { homedir } from "node:os";
import { dirname, resolve } from "node:path";

// src/core/lease.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { posix } from "node:path";
var LEASE_MAX_BYTES = 1024 * 1024;
var noControl = (s) => !/[\u0000-\u001f\u007f]/.test(s);
var controlFree = (what = "must not contain control characters") => refine(noControl, what);
var nonEmpty = string().check(_minLength(1));
var pathString = string().check(controlFree("must not contain control characters (newline, NUL, \u2026)"));
var pathList = array(pathString);
function isValidGlob(glob) {
  if (isBlank(glob)) return true;
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
    import_picomatch.default.makeRe(glob, { dot: true });
    return true;
  } catch {
    return false;
  }
}
var protectGlob = string().check(controlFree(), refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"));
var argGrant = union([literal("any"), array(nonEmpty)]);
var toolGrant = union([
  nonEmpty,
  strictObject({
    name: nonEmpty,
    args: optional(union([literal("any"), record(nonEmpty, argGrant)]))
  })
]);
var mcpGrant = strictObject({
  server: nonEmpty.check(controlFree()),
  tools: optional(array(toolGrant))
});
var leaseV1 = strictObject({
  version: literal(1),
  id: string().check(_minLength(1), _maxLength(200), controlFree()),
  worktree: optional(pathString.check(_minLength(1))),
  write_roots: pathList,
  protect: optional(array(protectGlob)),
  read_roots: optional(pathList),
  network: optional(strictObject({ allow: optional(array(nonEmpty)) })),
  mcp: optional(array(mcpGrant)),
  watch: optional(pathList),
  // Presets (src/core/presets/grants.ts): the agent's own session files and tools' caches, granted on purpose.
  agent: optional(_enum(AGENT_PRESETS)),
  tools: optional(array(_enum(TOOL_PRESETS))),
  issue: optional(int().check(_positive())),
  pr: optional(int().check(_positive())),
  repo: optional(
    string().check(_regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "must look like owner/name"))
  ),
  base: optional(
    string().check(
      _minLength(1),
      _regex(/^[^-\s][^\s]*$/, "must be a git revision: no whitespace, not starting with '-'"),
      controlFree()
    )
  )
});
var unset = (t) => optional(nullable(t));
var capabilityPolicy = strictObject({
  filesystem: strictObject({ read_roots: unset(pathList), write_roots: pathList }),
  network: unset(
    strictObject({ allow_domains: unset(array(nonEmpty)), deny_by_default: unset(boolean()) })
  ),
  mcp: unset(
    array(strictObject({ server: nonEmpty.check(controlFree()), tools: unset(array(nonEmpty)) }))
  ),
  secret_names: unset(array(nonEmpty.check(controlFree()))),
  preserve_on_failure: unset(boolean())
});
var POLICY_KEYS = "filesystem.read_roots, filesystem.write_roots, network.allow_domains, network.deny_by_default, mcp[].server, mcp[].tools, secret_names, preserve_on_failure";
function parseLease(text, ctx) {
  if (Buffer.byteLength(text, "utf8") > LEASE_MAX_BYTES) {
    throw new ForgeGateError(
      "lease_too_large",
      `${ctx.source}: lease is larger than ${LEASE_MAX_BYTES} bytes`,
      "A lease lists roots and grants; keep it small"
    );
  }
  const data = parseStructured(text, ctx.source, {
    what: "lease",
    emptyHint: "Start from `forge-gate lease init`"
  });
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "lease_invalid",
      `${ctx.source}: a lease must be a mapping/object, got ${describeType(data)}`,
      "Start from `forge-gate lease init`"
    );
  }
  const isPolicy = "filesystem" in data && !("version" in data);
  if (isPolicy)
    return fromPolicy(validateStructured(capabilityPolicy, data, ctx.source, "lease", policyHint), ctx);
  return fromV1(validateStructured(leaseV1, data, ctx.source, "lease", hintFor), ctx);
}
function hintFor(issue) {
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
function policyHint(issue) {
  if (issue.code === "unrecognized_keys") {
    return `Remove it or fix its spelling; a CapabilityPolicy knows ${POLICY_KEYS}`;
  }
  if (issue.path[0] === "filesystem" && issue.path[1] === "write_roots")
    return 'List the directories the agent may write, e.g. `"write_roots": ["/srv/wt"]`; `[]` closes every write';
  return "See the CapabilityPolicy section of docs/lease.md";
}
function describeType(v) {
  if (v === null || v === void 0) return "nothing";
  if (Array.isArray(v)) return "a list";
  return `a ${typeof v}`;
}
function fromV1(v, ctx) {
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
    base: v.base ?? null
  };
}
function normaliseGrant(m) {
  const args = {};
  const tools = m.tools?.map((t) => {
    if (typeof t === "string") return t;
    if (t.args !== void 0) args[t.name] = t.args;
    return t.name;
  });
  return Object.keys(args).length > 0 ? { server: m.server, tools: tools ?? null, args } : { server: m.server, tools: tools ?? null };
}
function policyNetwork(n) {
  const listed = (n?.allow_domains ?? []).map((d) => d.toLowerCase());
  if (n?.deny_by_default === true) return listed;
  if (n?.deny_by_default === false) return null;
  return n?.allow_domains ? listed : null;
}
function fromPolicy(p, ctx) {
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
      false
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
    policy: { secret_names: p.secret_names ?? [], preserve_on_failure: p.preserve_on_failure ?? null }
  };
}
function grantsFromFlags(flags, ctx) {
  const check = (schema, flag, value, hint) => {
    const r = schema.safeParse(value, { reportInput: true });
    if (!r.success)
      throw new ForgeGateError(
        "usage",
        `${flag} ${JSON.stringify(value)} ${describeIssue(r.error.issues[0])}`,
        hint
      );
  };
  for (const r of flags.root ?? [])
    check(pathString, "--root", r, "Pass the directory the agent may write, e.g. --root .");
  for (const g of flags.protect ?? [])
    check(
      protectGlob,
      "--protect",
      g,
      "Fix the glob (a `[` or `{` needs its closing bracket), e.g. --protect '.github/**'"
    );
  return {
    write_roots: normaliseRoots(
      flags.root ?? [],
      "--root",
      ctx.baseDir,
      { ...ctx, source: "command line" },
      true
    ),
    protect: (flags.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home))
  };
}
function normaliseRoots(roots, field, base, ctx, isWrite) {
  const out = [];
  roots.forEach((raw, i) => {
    if (isBlank(raw)) return;
    const abs = lexicalAbsolute(expandHome(raw, ctx.home), base);
    if (isWrite && (isFilesystemRoot(raw) || isFilesystemRoot(abs))) {
      const where = field.startsWith("--") ? field : `${ctx.source}: ${field}[${i}]:`;
      throw new ForgeGateError(
        field.startsWith("--") ? "usage" : "lease_invalid",
        `${where} ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)"
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}

// src/io/lease-file.ts
function loadLeaseFile(file, opts = {}) {
  const abs = resolve(file);
  const bytes = readCapped(abs, {
    what: "lease",
    shown: file,
    max: LEASE_MAX_BYTES,
    hint: "Pass the path of a lease file with --lease (create one with `forge-gate lease init`)"
  });
  const text = decodeUtf8(bytes, `lease ${JSON.stringify(file)}`);
  return parseLease(text, { source: file, baseDir: dirname(abs), home: opts.home ?? homedir() });
}

export {
  LEASE_MAX_BYTES,
  parseLease,
  grantsFromFlags,
  loadLeaseFile
};
