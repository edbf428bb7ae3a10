import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  displayPath,
  escapeWorkflowProperty
} from "./chunk-MH3LFAPP.js";
import {
  jsonDocument
} from "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  lexicalAbsolute
} from "./chunk-C2BVV36C.js";

// src/core/locations.ts
import { posix } from "node:path";
function repoRelative(path, cwd, root) {
  if (root === null) return null;
  const abs = lexicalAbsolute(path, cwd);
  const top = lexicalAbsolute(root, cwd);
  const rel = posix.relative(top, abs);
  if (rel === "" || rel === ".." || rel.startsWith("../") || posix.isAbsolute(rel)) return null;
  return rel;
}
function pathUri(path) {
  const wellFormed = path.replace(LONE_SURROGATE, "\uFFFD");
  const encoded = wellFormed.split("/").map(encodeURIComponent).join("/");
  return path.startsWith("/") ? `file://${encoded}` : encoded;
}
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function annotationProperties(title, path, place) {
  const rel = repoRelative(path, place.cwd, place.root);
  const file = rel === null || rel.includes("##[") ? "" : `file=${escapeWorkflowProperty(rel)},`;
  return `${file}title=${escapeWorkflowProperty(title)}`;
}

// src/core/sarif.ts
import { createHash } from "node:crypto";
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var PROJECT_URL = "https://github.com/forge-gate/forge-gate";
function reasonHelpUri(reason) {
  return `${PROJECT_URL}/blob/v${VERSION}/docs/output.md#${reason}`;
}
var SARIF_MAX_RESULTS = 25e3;
var SARIF_RULES = [
  [
    "outside_write_roots",
    {
      name: "OutsideWriteRoots",
      short: "A path was changed outside the lease's write roots",
      full: "The agent changed a path that none of the lease's write roots contains.",
      help: "Review the change: nothing from this run should merge until a human has. If the agent needs the path, grant it in the lease's write_roots."
    }
  ],
  [
    "symlink_escape",
    {
      name: "SymlinkEscape",
      short: "A path inside a write root by name leads outside it through a symlink",
      full: "The changed path is inside a write root lexically, but a symbolic link on the way takes it outside every write root.",
      help: "Review the symlink and what was written through it; remove the link if the agent created it."
    }
  ],
  [
    "protected",
    {
      name: "ProtectedPath",
      short: "A protected path was changed",
      full: "The changed path is inside a write root but matches the lease's protect globs or is a protected directory (such as .git).",
      help: "Protected paths are read-only for the agent; revert the change or widen the lease deliberately."
    }
  ],
  [
    "unresolvable",
    {
      name: "Unresolvable",
      short: "A changed path could not be resolved",
      full: "forge-gate could not resolve where the changed path lands (permission denied or a symlink loop), so it cannot prove it is inside the lease.",
      help: "Inspect the path by hand; forge-gate fails closed on what it cannot resolve."
    }
  ],
  [
    "environment",
    {
      name: "EnvironmentChanged",
      short: "A step changed the job's environment for later steps",
      full: "A step between the snapshot and the gate added or changed an environment variable (GITHUB_ENV) or a PATH entry (GITHUB_PATH), which decides what every later step of the job runs, the gate's own included.",
      help: "Review the step that wrote it; treat everything later in the job as untrusted and rely on the gate of a separate job."
    }
  ]
];
function ruleIndex(reason) {
  return SARIF_RULES.findIndex(([id]) => id === reason);
}
function message(v) {
  const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
  const text = SARIF_RULES[ruleIndex(v.reason)]?.[1].short ?? v.reason;
  const where = v.resolved !== v.path ? `; it resolves to ${displayPath(v.resolved)}` : "";
  return `${text}: ${displayPath(v.path)}${rule}${where}.`;
}
function fingerprint(reason, location) {
  return createHash("sha256").update(`${reason}\0${location}`).digest("hex");
}
function result(v, cwd, root) {
  const rel = repoRelative(v.path, cwd, root);
  const abs = lexicalAbsolute(v.path, cwd);
  const artifactLocation = rel === null ? { uri: pathUri(abs) } : { uri: pathUri(rel), uriBaseId: "%SRCROOT%" };
  const index = ruleIndex(v.reason);
  return {
    ruleId: v.reason,
    ...index >= 0 ? { ruleIndex: index } : {},
    level: "error",
    message: { text: message(v) },
    // A path in the repository is anchored at its first line: the finding is about the whole file, and
    // code scanning shows a result at a line only (a path outside the repository has nowhere to show).
    // A variable or a PATH entry is no file: its name stands as the location, and as a logical one.
    locations: [
      {
        physicalLocation: rel === null ? { artifactLocation } : { artifactLocation, region: { startLine: 1 } },
        ...v.reason === "environment" ? { logicalLocations: [{ name: v.path, kind: "variable" }] } : {}
      }
    ],
    partialFingerprints: { "forgeGatePath/v1": fingerprint(v.reason, rel ?? abs) },
    properties: { path: v.path, resolved: v.resolved, ...v.rule ? { rule: v.rule } : {} }
  };
}
function sarifLog(input) {
  const shown = input.violations.slice(0, SARIF_MAX_RESULTS);
  const notes = [...input.notifications ?? []];
  const rest = input.violations.length - shown.length;
  if (rest > 0)
    notes.push({
      level: "error",
      text: `${rest} more violation(s) not listed (GitHub accepts ${SARIF_MAX_RESULTS} results per run); run forge-gate with --format json for all of them`
    });
  const run = {
    tool: {
      driver: {
        name: "forge-gate",
        version: VERSION,
        semanticVersion: VERSION,
        informationUri: PROJECT_URL,
        rules: SARIF_RULES.map(([id, r]) => ({
          id,
          name: r.name,
          shortDescription: { text: r.short },
          fullDescription: { text: r.full },
          help: { text: r.help },
          helpUri: reasonHelpUri(id),
          defaultConfiguration: { level: "error" },
          properties: { tags: ["security"], precision: "very-high", "security-severity": "8.0" }
        }))
      }
    },
    invocations: [
      {
        executionSuccessful: true,
        ...notes.length > 0 ? {
          toolExecutionNotifications: notes.map((n) => ({
            level: n.level,
            message: { text: displayPath(n.text) }
          }))
        } : {}
      }
    ],
    results: shown.map((v) => result(v, input.cwd, input.root)),
    properties: jsonDocument(input.properties)
  };
  if (input.root !== null) {
    const root = input.root.endsWith("/") ? input.root : `${input.root}/`;
    run.originalUriBaseIds = { "%SRCROOT%": { uri: pathUri(root) } };
  }
  return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run] };
}

export {
  repoRelative,
  annotationProperties,
  sarifLog
};
