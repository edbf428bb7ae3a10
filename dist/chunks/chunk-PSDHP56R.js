import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  _enum,
  _maxLength,
  _minLength,
  _positive,
  _regex,
  array,
  boolean,
  int,
  literal,
  nullable,
  optional,
  parseStructured,
  refine,
  strictObject,
  string,
  validateStructured
} from "./chunk-6SQ7ZP4W.js";
import {
  readCapped
} from "./chunk-VXI5MPQM.js";
import {
  AGENT_PRESETS,
  TOOL_PRESETS,
  expandPresets
} from "./chunk-ZINUF5QY.js";
import {
  require_picomatch
} from "./chunk-4VQ2XZDF.js";
import {
  expandHome,
  isBlank,
  isFilesystemRoot,
  lexicalAbsolute
} from "./chunk-DAMF7RYP.js";
import {
  ForgeGateError
} from "./chunk-WYYRDCIS.js";
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
var mcpGrant = strictObject({
  server: nonEmpty.check(controlFree()),
  tools: optional(array(nonEmpty))
});
var leaseV1 = strictObject({
  version: literal(1),
  id: string().check(_minLength(1), _maxLength(200), controlFree()),
  worktree: optional(pathString.check(_minLength(1))),
  write_roots: pathList,
  protect: optional(
    array(
      string().check(controlFree(), refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"))
    )
  ),
  read_roots: optional(pathList),
  network: optional(strictObject({ allow: optional(array(nonEmpty)) })),
  mcp: optional(array(mcpGrant)),
  watch: optional(pathList),
  // Presets (src/core/presets.ts): the agent's own session files and tools' caches, granted on purpose.
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
    mcp: (v.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
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
function normaliseRoots(roots, field, base, ctx, isWrite) {
  const out = [];
  roots.forEach((raw, i) => {
    if (isBlank(raw)) return;
    const abs = lexicalAbsolute(expandHome(raw, ctx.home), base);
    if (isWrite && (isFilesystemRoot(raw) || isFilesystemRoot(abs))) {
      throw new ForgeGateError(
        "lease_invalid",
        `${ctx.source}: ${field}[${i}]: ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)"
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}

// src/core/records.ts
import { isAscii, isUtf8 } from "node:buffer";
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decodeUtf8(buf, what) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new ForgeGateError(
      "input_invalid",
      `${what} is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(buf)})`,
      "forge-gate reads paths and leases as UTF-8"
    );
  }
}
function firstInvalidUtf8(buf) {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    const len = b < 128 ? 1 : b >= 194 && b <= 223 ? 2 : b >= 224 && b <= 239 ? 3 : b >= 240 && b <= 244 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    const lo = b === 224 ? 160 : b === 240 ? 144 : 128;
    const hi = b === 237 ? 159 : b === 244 ? 143 : 191;
    for (let k = 1; k < len; k++) {
      const c = buf[i + k];
      if (k === 1 ? c < lo || c > hi : c < 128 || c > 191) return i;
    }
    i += len;
  }
  return buf.length;
}
var RecordSplitter = class {
  constructor(nul, what) {
    this.nul = nul;
    this.what = what;
    this.sepByte = nul ? 0 : 10;
  }
  nul;
  what;
  sepByte;
  carry = Buffer.alloc(0);
  count = 0;
  offset = 0;
  sawSeparator = false;
  sawNewline = false;
  push(chunk) {
    if (this.offset === 0 && this.carry.length === 0) this.refuseBom(chunk);
    if (this.nul && !this.sawNewline && chunk.indexOf(10) >= 0) this.sawNewline = true;
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const last = bytes.lastIndexOf(this.sepByte);
    if (last < 0) {
      this.carry = Buffer.from(bytes);
      return [];
    }
    this.sawSeparator = true;
    const parts = this.records(bytes.subarray(0, last));
    this.offset += last + 1;
    this.carry = Buffer.from(bytes.subarray(last + 1));
    return this.validate(parts);
  }
  end() {
    if (this.nul && !this.sawSeparator && this.sawNewline) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: -z was given but the input has line breaks and no NUL separator`,
        "Drop -z for newline-separated input, or produce NUL-separated paths (git diff -z, find -print0)"
      );
    }
    if (this.carry.length === 0) return [];
    const rest = this.decode(this.carry);
    this.carry = Buffer.alloc(0);
    return this.validate([rest]);
  }
  refuseBom(chunk) {
    if (chunk[0] === 239 && chunk[1] === 187 && chunk[2] === 191) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what} starts with a byte-order mark, which would become part of the first path`,
        "Save the list as UTF-8 without BOM"
      );
    }
  }
  /**
   * Each record decoded as its own string, not sliced from one big string: V8 keeps a substring as a
   * view of its parent, so memos holding a few of them would keep every 1 MiB input chunk alive.
   */
  records(bytes) {
    if (!isUtf8(bytes)) this.decode(bytes);
    const encoding = isAscii(bytes) ? "latin1" : "utf8";
    const out = [];
    let start = 0;
    for (; ; ) {
      const end = bytes.indexOf(this.sepByte, start);
      if (end < 0) {
        out.push(bytes.toString(encoding, start));
        return out;
      }
      out.push(bytes.toString(encoding, start, end));
      start = end + 1;
    }
  }
  decode(bytes) {
    if (isUtf8(bytes)) return bytes.toString("utf8");
    throw new ForgeGateError(
      "input_invalid",
      `${this.what} is not valid UTF-8 (first bad byte at offset ${this.offset + firstInvalidUtf8(bytes)})`,
      "forge-gate reads paths as UTF-8"
    );
  }
  validate(records) {
    const first = this.count;
    this.count += records.length;
    if (this.nul) return records;
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      if (r.includes("\0")) {
        throw new ForgeGateError(
          "input_invalid",
          `${this.what}: record ${first + i + 1} contains a NUL byte`,
          "NUL-separated input needs -z (as `git diff -z` and `find -print0` write it)"
        );
      }
      if (r.includes("\r")) {
        throw new ForgeGateError(
          "input_invalid",
          `${this.what}: record ${first + i + 1} contains a carriage return, so in line mode it cannot be told from a line break`,
          "Convert CRLF line endings, or pass NUL-separated paths with -z"
        );
      }
    }
    return records;
  }
};

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
  decodeUtf8,
  RecordSplitter,
  LEASE_MAX_BYTES,
  parseLease,
  loadLeaseFile
};
